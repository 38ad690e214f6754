import Foundation
import Testing

/// The sentence commands through the built binary: parse, listen (all three formats), say,
/// the no-command pipe, bad input lines and broken grammars.
@Suite struct VoiceCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let speech = root.appendingPathComponent("Tests/IntentTodoCLITests/Fixtures/speech")

    /// A CLI over a store seeded with the English corpus fixture.
    static func seeded() throws -> CLIRunner {
        let cli = try CLIRunner()
        let imported = try cli.run(["import", root.appendingPathComponent("Corpus/fixtures/en.json").path])
        #expect(imported.status == 0)
        return cli
    }

    static func objects(_ result: CLIRunner.Result) -> [[String: Any]] {
        result.lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
        }
    }

    @Test func parseJSONHasTheContractShape() throws {
        let cli = try Self.seeded()
        let result = try cli.run(["--json", "parse", "complete by bread"])
        #expect(result.status == 0)
        let object = result.json
        #expect(Set(object.keys) == ["input", "lang", "intent", "score", "slots", "missing", "ambiguous", "alternatives"])
        #expect(object["intent"] as? String == "CompleteTodo")
        let todo = (object["slots"] as? [String: Any])?["todo"] as? [String: Any]
        #expect(todo?["title"] as? String == "Buy bread")
        #expect(todo?["text"] as? String == "by bread")
    }

    @Test func parseReadsStdinAndReportsBadLinesWithoutStopping() throws {
        let cli = try Self.seeded()
        var input = Data("show my todos\n".utf8)
        input.append(contentsOf: [0x63, 0xFF, 0xFE, 0x0A])  // "c" + invalid UTF-8
        input.append(Data(String(repeating: "a", count: 70_000).utf8))
        input.append(Data("\nundo\n".utf8))
        let result = try cli.run(["--json", "parse"], input: input)
        let objects = Self.objects(result)
        #expect(result.status == 0)
        #expect(objects.count == 4)
        #expect(objects.first?["intent"] as? String == "ShowTodos")
        #expect((objects[1]["error"] as? String)?.contains("UTF-8") == true)
        #expect((objects[2]["error"] as? String)?.contains("longer than") == true)
        #expect(objects.last?["intent"] as? String == "Undo")
    }

    @Test func aQuestionIsAnsweredByTheNextLine() throws {
        let cli = try Self.seeded()
        let result = try cli.run(["--json", "listen"], input: Data("delete buy\nthe second one\nyes\nundo\n".utf8))
        let kinds = Self.objects(result).map { $0["kind"] as? String ?? "" }
        #expect(kinds == ["ask", "ask", "done", "done"])
        let ask = Self.objects(result).first?["ask"] as? [String: Any]
        #expect(ask?["kind"] as? String == "choice")
        #expect((ask?["options"] as? [String])?.count == 3)
    }

    @Test func noCommandOnAPipeListens() throws {
        let cli = try Self.seeded()
        let result = try cli.run(["--json"], input: Data("show my starred todos\n".utf8))
        #expect(result.status == 0)
        #expect(Self.objects(result).first?["kind"] as? String == "done")
    }

    @Test(arguments: [
        ("plain-conversation.txt", "plain"), ("vosk-conversation.jsonl", "vosk"), ("whisper-conversation.txt", "whisper"),
    ])
    func recognizerOutputConversations(file: String, format: String) throws {
        let cli = try Self.seeded()
        let input = try Data(contentsOf: Self.speech.appendingPathComponent(file))
        let expected = try String(contentsOf: Self.speech.appendingPathComponent(file).deletingPathExtension().appendingPathExtension("expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let result = try cli.run(["--json", "listen", "--format", format], input: input)
        let turns = Self.objects(result)
        #expect(turns.map { $0["kind"] as? String ?? "" } == expected, "\(result.stdout)")
    }

    @Test func sayWithoutATerminalPrintsTheQuestionAndExitsOne() throws {
        let cli = try Self.seeded()
        let asked = try cli.run(["say", "delete call mom"])
        #expect(asked.status == 1)
        #expect(asked.stdout.contains("Delete “Call mom”?"))
        let done = try cli.run(["say", "delete call mom", "--yes"])
        #expect(done.status == 0)
        #expect(done.stdout.contains("Deleted “Call mom”."))
    }

    @Test func aBrokenGrammarIsReportedLikeACompilerError() throws {
        let cli = try CLIRunner()
        let grammars = cli.folder + "/Grammars"
        try FileManager.default.createDirectory(atPath: grammars + "/en", withIntermediateDirectories: true)
        try "language en\nslot todo: entity todo\nintent CompleteTodo\n  complete $<tod>\n".write(
            toFile: grammars + "/en/todo.phrases", atomically: true, encoding: .utf8)
        cli.environment["INTENTTODO_GRAMMARS"] = grammars
        let result = try cli.run(["parse", "complete milk"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("todo.phrases:4:12"))
        #expect(result.stderr.contains("^"))
        #expect(result.stderr.contains("$<todo>"))
    }

    @Test func unknownFormatIsAUsageError() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["listen", "--format", "mp3"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown format"))
    }
}
