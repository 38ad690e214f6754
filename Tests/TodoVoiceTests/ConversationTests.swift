import Basics
import Foundation
import PhraseEngine
import Testing
import TodoKit
import TodoVoice

/// Walks `Conversations/*.conversation`: each user turn must get the kind of answer the script
/// expects, the store must end as it says, and the whole transcript must equal its `.golden`
/// file (re-record with `RECORD_GOLDEN=1`, which still fails the run so nobody accepts a new
/// baseline by accident).
@Suite struct ConversationTests {
    static let scripts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Repository.conversations.path)) ?? []
        return names.filter { $0.hasSuffix(".conversation") }.sorted()
    }()

    @Test func thereAreScriptsInBothLanguages() {
        #expect(Self.scripts.contains { $0.hasPrefix("en-") })
        #expect(Self.scripts.contains { $0.hasPrefix("ja-") })
    }

    @Test(arguments: scripts)
    func conversation(_ file: String) throws {
        let url = Repository.conversations.appendingPathComponent(file)
        let script = try ConversationScript(name: file, text: String(contentsOf: url, encoding: .utf8))
        let app = try Repository.app(fixture: script.fixture, now: script.now, language: script.language ?? .en)
        let conversation = app.makeConversation()
        var reader = SpeechInputReader(format: script.format)
        var transcript: [String] = []
        for step in script.steps {
            let turns = reader.feed(step.input).compactMap { conversation.respond(to: $0) }
            for turn in turns { transcript.append(Self.line(turn)) }
            #expect(
                turns.count == step.expected.count,
                "\(file):\(step.line): \(step.input)\n  expected \(step.expected.count) turn(s), got \(turns.map(Self.line))")
            for (turn, expectation) in zip(turns, step.expected) {
                #expect(expectation.matches(turn), "\(file):\(step.line): \(step.input)\n  expected \(expectation)\n  got \(Self.line(turn))")
            }
        }
        let todos = try Self.allTodos(app)
        for (line, check) in script.checks {
            #expect(Self.holds(check, todos: todos, app: app), "\(file):\(line): store check failed: \(check)\n  store: \(todos.map { $0["title"]?.stringValue ?? "" })")
        }
        transcript.append("store: " + todos.map { todo in
            (todo["done"]?.boolValue == true ? "☑ " : "☐ ") + (todo["title"]?.stringValue ?? "")
        }.sorted().joined(separator: " | "))
        try compareGolden(transcript.joined(separator: "\n") + "\n", for: url)
    }

    static func line(_ turn: Turn) -> String {
        let ask = turn.ask.map { " ask=\($0.kind.rawValue):\($0.parameter)" } ?? ""
        return "[\(turn.kind.rawValue)\(ask)] \(turn.intent ?? "-"): \(turn.say)"
    }

    static func allTodos(_ app: VoiceApp) throws -> [JSONValue] {
        let response = try app.service(.en).perform(IntentRequest(.showTodos, arguments: ["filter": .text("all")]))
        return response.result["todos"]?.arrayValue ?? []
    }

    static func holds(_ check: ConversationScript.StoreCheck, todos: [JSONValue], app: VoiceApp) -> Bool {
        func todo(_ title: String) -> JSONValue? { todos.first { $0["title"]?.stringValue == title } }
        switch check {
        case .present(let title): return todo(title) != nil
        case .absent(let title): return todo(title) == nil
        case .done(let title): return todo(title)?["done"]?.boolValue == true
        case .open(let title): return todo(title)?["done"]?.boolValue == false
        case .count(let count): return todos.count == count
        case .list(let name):
            return app.service(.en).entities(ofType: .list).contains { $0.title == name }
        case .field(let title, let key, let value):
            guard let field = todo(title)?[key] else { return false }
            switch field {
            case .string(let text): return text == value
            case .bool(let flag): return String(flag) == value
            case .integer(let number): return String(number) == value
            case .null: return value == "null"
            default: return false
            }
        }
    }

    private func compareGolden(_ transcript: String, for script: URL) throws {
        let golden = script.deletingPathExtension().appendingPathExtension("golden")
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try transcript.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("re-recorded \(golden.lastPathComponent); unset RECORD_GOLDEN and run again")
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            Issue.record("no golden transcript \(golden.lastPathComponent); record it with RECORD_GOLDEN=1")
            return
        }
        #expect(transcript == expected, "transcript differs from \(golden.lastPathComponent):\n\(transcript)")
    }
}
