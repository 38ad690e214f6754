import Basics
import EntityResolution
import Foundation
import PhraseEngine
import Testing

/// A generated grammar of realistic size (60 intents, 540 templates) for timing; prints
/// figures, asserts only correctness (timings vary with the machine).
@Suite struct PerformanceTests {
    static let verbs = [
        "complete", "finish", "delete", "remove", "open", "show", "snooze", "postpone", "rename", "move", "star", "flag",
        "archive", "restore", "share", "copy", "pin", "unpin", "hide", "reveal", "sort", "group", "print", "export",
        "import", "sync", "lock", "unlock", "tag", "untag", "assign", "unassign", "schedule", "plan", "review", "check",
        "approve", "reject", "close", "reopen", "merge", "split", "send", "forward", "mute", "unmute", "track", "follow",
        "watch", "ignore", "highlight", "label", "color", "clear", "reset", "start", "stop", "pause", "resume", "undo",
    ]
    static let openers = ["please", "can you", "could you", "i want to", "i would like to", "go ahead and", "let us", "now"]
    static let objects = ["item", "task", "entry", "note", "card", "thing", "record", "todo"]

    static let source: String = {
        var lines = [
            "language en", "app = intenttodo | intent todo", "in_app = [in | on | with] <app>",
            "opener = " + openers.joined(separator: " | "),
            "slot todo: entity todo", "slot list: entity list", "slot title: text", "slot due: date",
            "slot filter: enum", "  all = all | everything", "  today = today | for today", "  overdue = overdue | late",
        ]
        for (index, verb) in verbs.enumerated() {
            let object = objects[index % objects.count]
            let other = objects[(index + 3) % objects.count]
            lines.append("intent Action\(index)")
            lines += [
                "  [<opener>] \(verb) $<todo> [<in_app>]",
                "  [<opener>] \(verb) [the] \(object) $<todo> [<in_app>]",
                "  [<opener>] \(verb) [the] \(other) (called | named) $<todo>",
                "  \(verb) $<todo> (in | from | on) [the] $<list> [list]",
                "  \(verb) [all] [my] $<filter> \(object)s {scope=many}",
                "  \(verb) $<todo> (by | on | before) $<due>",
                "  (i want | i need) to \(verb) $<todo>",
                "  \(verb) everything in $<list> {scope=list}",
                "  make a \(object) to \(verb) $<title>",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    struct Entities: EntityResolving {
        func resolve(_ query: EntityQuery) -> Resolution {
            let (type, spoken) = (query.type, query.spoken)
            let known = ["buy milk", "call mom", "pay rent", "groceries", "work", "water the plants"]
            if let index = known.firstIndex(of: spoken.lowercased()) {
                return .resolved(Candidate(id: Int64(index), title: known[index], score: 1, signals: [:]))
            }
            return .notFound(nearest: [])
        }
    }

    @Test func parseTimeWithFiveHundredTemplates() throws {
        let compileStart = DispatchTime.now()
        let grammar = try Grammar.parse(source: Self.source, file: "generated.phrases")
        let engine = try PhraseEngine(grammars: [grammar], schemas: [])
        let compileTime = Double(DispatchTime.now().uptimeNanoseconds - compileStart.uptimeNanoseconds) / 1e6
        let templates = grammar.intents.reduce(0) { $0 + $1.templates.count }
        #expect(templates == 540)

        var utterances: [(String, String)] = []
        for (index, verb) in Self.verbs.enumerated() {
            let object = Self.objects[index % Self.objects.count]
            utterances += [
                ("\(verb) buy milk", "Action\(index)"),
                ("could you \(verb) the \(object) call mom in intenttodo", "Action\(index)"),
                ("\(verb) pay rent from the groceries list", "Action\(index)"),
                ("\(verb) all my overdue \(object)s", "Action\(index)"),
                ("make a \(object) to \(verb) the car and the bike tomorrow", "Action\(index)"),
            ]
        }
        let entities = Entities()
        var correct = 0
        var totalSteps = 0
        let start = DispatchTime.now()
        for (text, intent) in utterances {
            let result = engine.parse(text, language: .en, clock: testClock, entities: entities)
            if result.best?.intent == intent { correct += 1 }
            totalSteps += result.steps
        }
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        print(
            "PERF: \(templates) templates compiled in \(String(format: "%.1f", compileTime)) ms; "
                + "\(utterances.count) parses, \(String(format: "%.3f", elapsed / Double(utterances.count))) ms/utterance, "
                + "\(totalSteps / utterances.count) steps/utterance, \(correct) correct")
        #expect(correct == utterances.count)
    }
}
