import Basics
import Foundation
import PhraseEngine
import SpeechText
import TodoKit
import TodoVoice

/// The commands that read sentences: `parse`, `say`, `listen` and the interactive prompt.
/// All of them end in the same `Conversation` and `TodoService` as `intent` does.
enum VoiceCommands {
    /// `parse [UTTERANCE]`: one result per utterance (stdin lines when none is given).
    static func parse(app: VoiceApp, utterance: String?, json: Bool) -> Int32 {
        var anyMatched = false
        func handle(_ text: String) {
            let result = app.parseAlone(text, language: nil)
            if result.best != nil { anyMatched = true }
            if json {
                Console.json(result.json)
            } else {
                Console.out(describe(result))
            }
        }
        if let utterance {
            handle(utterance)
            return anyMatched ? 0 : 1
        }
        var lines = InputLines(handle: .standardInput)
        while let line = lines.next() {
            switch line {
            case .text(let text):
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.isEmpty { continue }
                handle(trimmed)
            case .invalidUTF8, .tooLong:
                let problem = line.problem ?? ""
                if json {
                    Console.json(.object(["input": .null, "error": .string(problem)]))
                } else {
                    Console.error("\(problem); skipped")
                }
            }
        }
        return 0
    }

    private static func describe(_ result: ParseResult) -> ConsoleText {
        guard let best = result.best else { return "\("no match", .yellow)  \(result.input)" }
        var parts: [ConsoleText] = [ConsoleText(best.intent, .bold), ConsoleText(String(format: "%.2f", best.score))]
        for (name, value) in best.slots.sorted(by: { $0.key < $1.key }) {
            parts.append("\(name)=\(value.corpusText)")
        }
        if !best.missing.isEmpty { parts.append(ConsoleText("missing: " + best.missing.joined(separator: ","))) }
        return ConsoleText.joined(parts, separator: "  ")
    }

    /// `listen [--format plain|vosk|whisper]`: a conversation over stdin, one turn a line.
    static func listen(app: VoiceApp, format: SpeechInputFormat, json: Bool) -> Int32 {
        let terminal = Terminal.current
        let conversation = app.makeConversation()
        var reader = SpeechInputReader(format: format)
        var lines = InputLines(handle: .standardInput)
        while let line = lines.next() {
            switch line {
            case .text(let text):
                for hypotheses in reader.feed(text) {
                    guard let turn = conversation.respond(to: hypotheses) else { continue }
                    render(turn, json: json, terminal: terminal)
                }
            case .invalidUTF8(let number), .tooLong(let number):
                let language = app.forcedLanguage ?? app.defaultLanguage
                let say = CLIStrings.skippedLine(number, problem: line.problem ?? "", language: language)
                let turn = Turn(input: "", language: language, kind: .error, intent: nil, say: say, ask: nil, result: nil)
                render(turn, json: json, terminal: terminal)
            }
        }
        return 0
    }

    /// `say "…"`: one sentence; questions are asked on the terminal when there is one,
    /// otherwise printed, and the command exits 1. `--yes` answers confirmations.
    static func say(app: VoiceApp, text: String, json: Bool, assumeYes: Bool) -> Int32 {
        let terminal = Terminal.current
        let conversation = app.makeConversation()
        guard var turn = conversation.respond(to: text) else {
            // NB: VoiceEntry refuses blank sentences; what is left is text with no words in it.
            return UsageError.missingArgument(command: "say", what: "sentence (intenttodo say \"complete buy milk\")").report()
        }
        while true {
            if turn.kind == .ask, turn.ask?.kind == .confirm, assumeYes {
                render(turn, json: json, terminal: terminal)
                guard let next = conversation.respond(to: "yes") else { return 1 }
                turn = next
                continue
            }
            render(turn, json: json, terminal: terminal)
            guard turn.kind == .ask else { return turn.kind == .done ? 0 : 1 }
            guard terminal.isInteractiveInput else { return 1 }
            let editor = LineEditor(historyFile: nil)
            switch editor.readLine(prompt: terminal.paint("? ", .cyan)) {
            case .line(let answer):
                guard let next = conversation.respond(to: answer) else { continue }
                turn = next
            case .interrupt, .end:
                if let cancelled = conversation.interrupt() { render(cancelled, json: json, terminal: terminal) }
                return 1
            }
        }
    }

    /// The interactive prompt: line editing, history, `help`, Ctrl-C cancels a question, Ctrl-D leaves.
    static func prompt(app: VoiceApp, historyFile: String?) -> Int32 {
        let terminal = Terminal.current
        let editor = LineEditor(historyFile: historyFile, editing: terminal.isInteractiveInput)
        let conversation = app.makeConversation()
        let language = app.forcedLanguage ?? app.defaultLanguage
        Console.out("\("IntentTodo", .bold) — \(CLIStrings.promptGreeting(language: language))")
        if let notice = JapaneseReader.shared.unavailableNotice { Console.error(notice) }
        while true {
            let marker = conversation.hasOpenQuestion ? terminal.paint("? ", .cyan) : terminal.paint("› ", .green)
            switch editor.readLine(prompt: marker) {
            case .end:
                Console.out("")
                return 0
            case .interrupt:
                if let turn = conversation.interrupt() {
                    Console.out("")
                    render(turn, json: false, terminal: terminal)
                } else {
                    Console.out("")
                }
            case .line(let line):
                let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
                if text.isEmpty { continue }
                if ["quit", "exit", "bye", "終了"].contains(text.lowercased()) && !conversation.hasOpenQuestion { return 0 }
                if let helpLanguage = PromptHelp.request(text, forced: app.forcedLanguage, prompt: language) {
                    for line in PromptHelp.lines(app: app, language: helpLanguage) { Console.out(line) }
                    continue
                }
                if let turn = conversation.respond(to: text) {
                    render(turn, json: false, terminal: terminal)
                }
            }
        }
    }

    /// At most this many todos are listed under an answer on a terminal.
    static let listedTodos = 50

    static func render(_ turn: Turn, json: Bool, terminal: Terminal) {
        if json {
            Console.json(turnJSON(turn))
            return
        }
        let style: Terminal.Style
        switch turn.kind {
        case .done: style = .green
        case .ask: style = .cyan
        case .nomatch, .cancelled: style = .yellow
        case .error: style = .red
        }
        Console.out(ConsoleText(turn.say, style))
        for line in Listing.lines(intent: turn.intent, result: turn.result,
                                  language: turn.language, limit: Self.listedTodos) {
            Console.out(line)
        }
    }

    static func turnJSON(_ turn: Turn) -> JSONValue {
        var object: JSONObject = [
            "input": .string(turn.input), "lang": .string(turn.language.rawValue), "kind": .string(turn.kind.rawValue),
            "intent": turn.intent.map(JSONValue.string) ?? .null, "say": .string(turn.say),
        ]
        if let ask = turn.ask {
            object["ask"] = .object([
                "kind": .string(ask.kind.rawValue), "param": .string(ask.parameter), "options": .array(ask.options.map(JSONValue.string)),
            ])
        } else {
            object["ask"] = .null
        }
        if let result = turn.result {
            object["result"] = result
        }
        return .object(object)
    }
}
