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
        let terminal = Terminal.current
        var anyMatched = false
        func handle(_ text: String) {
            let result = app.parse(text, language: nil)
            if result.best != nil { anyMatched = true }
            if json {
                Console.out(result.json.jsonText)
            } else {
                Console.out(describe(result, terminal: terminal))
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
                    Console.out(JSONValue.object(["input": .null, "error": .string(problem)]).jsonText)
                } else {
                    Console.error("\(problem); skipped")
                }
            }
        }
        return 0
    }

    private static func describe(_ result: ParseResult, terminal: Terminal) -> String {
        guard let best = result.best else { return terminal.paint("no match", .yellow) + "  \(result.input)" }
        var parts = [terminal.paint(best.intent, .bold), String(format: "%.2f", best.score)]
        for (name, value) in best.slots.sorted(by: { $0.key < $1.key }) {
            parts.append("\(name)=\(value.corpusText)")
        }
        if !best.missing.isEmpty { parts.append("missing: " + best.missing.joined(separator: ",")) }
        return parts.joined(separator: "  ")
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
                let say = language == .en ? "I skipped \(line.problem ?? "")." : "\(number)行目は読めなかったため、飛ばしました。"
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
            Console.error("nothing to say")
            return 2
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
    static func prompt(app: VoiceApp, historyFile: String) -> Int32 {
        let terminal = Terminal.current
        let editor = LineEditor(historyFile: historyFile)
        let conversation = app.makeConversation()
        let language = app.forcedLanguage ?? app.defaultLanguage
        Console.out(
            terminal.paint("IntentTodo", .bold) + " — "
                + (language == .en
                    ? "say what to do, in English or Japanese. “help” for examples, Ctrl-D to leave."
                    : "やりたいことを日本語か英語でどうぞ。「ヘルプ」で例を表示、Ctrl-Dで終了。"))
        if let notice = JapaneseReader.shared.unavailableNotice { Console.error(terminal.paint(notice, .dim)) }
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
                if let helpLanguage = helpRequest(text) {
                    Console.out(help(app: app, language: helpLanguage, terminal: terminal))
                    continue
                }
                if let turn = conversation.respond(to: text) {
                    render(turn, json: false, terminal: terminal)
                }
            }
        }
    }

    private static func helpRequest(_ text: String) -> Language? {
        switch text.lowercased() {
        case "help", "?", "help me", "what can i say", "examples": return .en
        case "ヘルプ", "へるぷ", "使い方", "何ができる", "何ができる？", "？": return .ja
        default: return nil
        }
    }

    /// Example sentences per intent, taken from the grammar.
    static func help(app: VoiceApp, language: Language, terminal: Terminal) -> String {
        var lines = [language == .en ? "Things you can say:" : "言えること:"]
        for declaration in TodoIntents.catalog {
            let examples = Array(app.engine.templates(for: declaration.name, language: language).prefix(2))
            guard !examples.isEmpty else { continue }
            lines.append("  " + terminal.paint(declaration.name, .bold) + "  " + examples.map { "“\($0)”" }.joined(separator: "  "))
        }
        return lines.joined(separator: "\n")
    }

    /// At most this many todos are listed under an answer on a terminal.
    static let listedTodos = 50

    static func render(_ turn: Turn, json: Bool, terminal: Terminal) {
        if json {
            Console.out(turnJSON(turn).jsonText)
            return
        }
        let style: Terminal.Style
        switch turn.kind {
        case .done: style = .green
        case .ask: style = .cyan
        case .nomatch, .cancelled: style = .yellow
        case .error: style = .red
        }
        Console.out(terminal.paint(turn.say, style))
        // NB: lists are shown for the intents that show todos; bulk changes only say how many.
        if ["ShowTodos", "SearchEverything"].contains(turn.intent ?? ""), let todos = turn.result?["todos"]?.arrayValue
        {
            for todo in todos.prefix(Self.listedTodos) {
                Console.out("  " + TodoLine.render(todo, terminal: terminal))
            }
            if todos.count > Self.listedTodos {
                Console.out(terminal.paint("  … \(todos.count - Self.listedTodos) more", .dim))
            }
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

/// One todo of a `ShowTodos` result as a line: `☐ Buy milk  · Groceries · due 2026-12-01 ★ !`.
enum TodoLine {
    static func render(_ todo: JSONValue, terminal: Terminal) -> String {
        let done = todo["done"]?.boolValue ?? false
        var parts = [(done ? "☑ " : "☐ ") + (todo["title"]?.stringValue ?? "")]
        if let list = todo["list"]?.stringValue { parts.append(terminal.paint(list, .dim)) }
        if let due = todo["due"]?.stringValue { parts.append(terminal.paint(due, .cyan)) }
        if todo["starred"]?.boolValue == true { parts.append("★") }
        if todo["urgent"]?.boolValue == true { parts.append(terminal.paint("!", .red)) }
        if let rule = todo["repeat"]?.stringValue { parts.append(terminal.paint("↻ " + rule, .dim)) }
        return parts.joined(separator: "  ")
    }
}
