import Foundation
import Testing

/// The prompt's `help`: grouped by what people want to do, in the prompt's language, with the
/// store's own names, and every example a sentence the grammar understands.
@Suite struct PromptHelpTests {
    /// Intent identifiers that must never reach a person.
    static let intentNames = [
        "AddTodo", "CompleteTodo", "ReopenTodo", "DeleteTodo", "UpdateTodo", "ToggleFavorite", "SnoozeTodo",
        "ToggleUrgentTodo", "ShowTodos", "ShowTodoCount", "GetTodoSummary", "SearchEverything", "OpenTodo",
        "CompleteTodos", "DeleteTodos", "CreateList", "RenameList", "DeleteList", "CreateSection", "SetRepeat", "Undo",
    ]

    /// The help printed by `prompt` (stdin a pipe) for one line of input, without the greeting.
    static func help(_ cli: CLIRunner, _ arguments: [String] = [], asking: String) throws -> [String] {
        let result = try cli.run(arguments + ["prompt"], input: Data((asking + "\n").utf8))
        #expect(result.status == 0)
        return Array(result.lines.dropFirst()).map { $0.replacingOccurrences(of: "› ", with: "") }.filter { !$0.isEmpty }
    }

    /// The example sentences: the quoted lines, in “…” or 「…」.
    static func examples(_ lines: [String]) -> [String] {
        lines.compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            for (open, close) in [("“", "”"), ("「", "」")] where trimmed.hasPrefix(open) && trimmed.hasSuffix(close) {
                return String(trimmed.dropFirst().dropLast())
            }
            return nil
        }
    }

    /// Every example parses to some intent (one `parse` run, one sentence a line).
    static func expectUnderstood(_ examples: [String], _ cli: CLIRunner, language: String) throws {
        let result = try cli.run(["--json", "--lang", language, "parse"], input: Data(examples.map { $0 + "\n" }.joined().utf8))
        let objects = VoiceCommandTests.objects(result)
        #expect(objects.count == examples.count)
        for (example, object) in zip(examples, objects) {
            #expect(object["intent"] is String, "the grammar does not understand “\(example)”")
        }
    }

    static func expectNoIdentifiers(_ lines: [String]) {
        let text = lines.joined(separator: "\n")
        for name in intentNames {
            #expect(!text.contains(name), "help shows the intent name \(name)")
        }
        #expect(!text.contains("<") && !text.contains(">") && !text.contains("$"), "help shows template syntax:\n\(text)")
    }

    @Test func englishHelpIsGroupedAndUsesTheStoresNames() throws {
        let cli = try VoiceCommandTests.seeded()
        let lines = try Self.help(cli, asking: "help")
        Self.expectNoIdentifiers(lines)
        for heading in ["Add a todo", "Finish, snooze or delete", "Find and show", "Lists", "Repeats", "Change your mind"] {
            #expect(lines.contains(heading), "missing heading \(heading)")
        }
        let examples = Self.examples(lines)
        #expect(examples.count >= 10)
        #expect(examples.contains { $0.contains("Buy milk") || $0.contains("Buy bread") || $0.contains("Buy eggs") })
        #expect(examples.contains { $0.contains("Groceries") || $0.contains("Work") || $0.contains("Home") || $0.contains("Errands") })
        #expect(lines.contains { $0.contains("“overdue”") && $0.contains("“today”") && $0.contains("“starred”") }, "no filter words")
        try Self.expectUnderstood(examples, cli, language: "en")
    }

    @Test func japaneseHelpSpeaksJapanese() throws {
        let cli = try VoiceCommandTests.seeded()
        let lines = try Self.help(cli, asking: "ヘルプ")
        Self.expectNoIdentifiers(lines)
        for heading in ["追加する", "完了・後回し・削除", "探す・見る", "リスト", "繰り返し", "取り消す"] {
            #expect(lines.contains(heading), "missing heading \(heading)")
        }
        let examples = Self.examples(lines)
        #expect(examples.count >= 10)
        #expect(lines.contains { $0.contains("「期限切れ」") && $0.contains("「今日」") })
        try Self.expectUnderstood(examples, cli, language: "ja")
        // `?` answers in the prompt's language.
        let asked = try Self.help(cli, ["--lang", "ja"], asking: "?")
        #expect(asked.contains("追加する"))
    }

    @Test func anEmptyStoreGetsEverydayExamples() throws {
        let cli = try CLIRunner()
        let lines = try Self.help(cli, asking: "help")
        Self.expectNoIdentifiers(lines)
        let examples = Self.examples(lines)
        #expect(examples.contains("complete buy milk"))
        #expect(examples.contains("undo that"))
    }
}
