import Foundation
import Testing

/// Human output reads as speech and cannot be steered by what is stored: one listing for
/// every path, repeats in words, control characters in titles made visible (JSON exact).
@Suite struct HumanOutputTests {
    static let escape = UInt8(0x1B)
    static let hostileTitle = "\u{1B}[2J\u{1B}]0;pwned\u{07}Evil\u{202E}txt.exe\u{9B}31m\u{7F}"

    static func rawBytes(_ result: CLIRunner.Result) -> [UInt8] { Array(result.stdout.utf8) }

    @Test func controlCharactersInTitlesNeverReachTheTerminal() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "CreateList", "name=\u{1B}[31mRed"])
        try cli.run(["intent", "AddTodo", "title=\(Self.hostileTitle)", "list=\u{1B}[31mRed"])
        let runs = [
            try cli.run(["intent", "ShowTodos"]),
            try cli.run(["say", "show my todos"]),
            try cli.run(["listen"], input: Data("show my todos\nsearch for evil\n".utf8)),
            try cli.run(["intent", "SearchEverything", "query=evil"]),
            try cli.run(["parse", "\u{1B}[2J\u{202E}"]),
        ]
        for result in runs {
            #expect(!Self.rawBytes(result).contains(Self.escape), "raw ESC in: \(result.stdout)")
            #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x9B || $0.value == 0x7F || $0.value == 0x07 })
            #expect(result.stdout.contains("␛[2J"), "\(result.stdout)")
        }
        // The todo's line shows its title visibly, on one line.
        let listing = try cli.run(["intent", "ShowTodos"]).lines
        #expect(listing.count == 2)
        #expect(listing[1].contains("␛[2J␛]0;pwned␇Evil<U+202E>txt.exe<U+009B>31m␡"))
        #expect(listing[1].contains("␛[31mRed"))
        // Errors on stderr too.
        let missing = try cli.run(["intent", "CompleteTodo", "todo=\u{1B}[2Jnothing"])
        #expect(!Array(missing.stderr.utf8).contains(Self.escape))
        // JSON keeps the exact title: a parser gets back every character.
        let json = try cli.run(["--json", "intent", "ShowTodos"])
        #expect(!Self.rawBytes(json).contains(Self.escape))
        let todos = (json.json["result"] as? [String: Any])?["todos"] as? [[String: Any]]
        #expect(todos?.first?["title"] as? String == Self.hostileTitle)
        let turn = try cli.run(["--json", "listen"], input: Data("show my todos\n".utf8))
        let result = (try JSONSerialization.jsonObject(with: Data(turn.stdout.utf8)) as? [String: Any])?["result"] as? [String: Any]
        #expect((result?["todos"] as? [[String: Any]])?.first?["title"] as? String == Self.hostileTitle)
    }

    @Test func aNewlineInATitleCannotFakeALine() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=Real\n  [x] #9 Fake"])
        let lines = try cli.run(["intent", "ShowTodos"]).lines
        #expect(lines.count == 2)
        #expect(lines[1].contains("Real␊  [x] #9 Fake"))
    }

    @Test func repeatsReadAsWordsAndStayRRULEsInJSON() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=Pay rent", "repeat=FREQ=MONTHLY;BYMONTHDAY=1"])
        try cli.run(["intent", "AddTodo", "title=Gym", "repeat=FREQ=WEEKLY;BYDAY=MO,TH"])
        let english = try cli.run(["intent", "ShowTodos"])
        #expect(english.stdout.contains("↻ every month on the 1st"), "\(english.stdout)")
        #expect(english.stdout.contains("↻ every Monday and Thursday"), "\(english.stdout)")
        #expect(!english.stdout.contains("FREQ="))
        let said = try cli.run(["say", "show my todos"])
        #expect(said.stdout.contains("↻ every month on the 1st"))
        #expect(!said.stdout.contains("FREQ="))
        let japanese = try cli.run(["--lang", "ja", "intent", "ShowTodos"])
        #expect(japanese.stdout.contains("↻ 毎月1日"), "\(japanese.stdout)")
        #expect(!japanese.stdout.contains("FREQ="))
        let json = try cli.run(["--json", "intent", "ShowTodos"]).json
        let todos = (json["result"] as? [String: Any])?["todos"] as? [[String: Any]]
        let rent = todos?.first { $0["title"] as? String == "Pay rent" }
        #expect(rent?["repeat"] as? String == "FREQ=MONTHLY;BYMONTHDAY=1")
    }

    @Test func searchHitsAreListedTheSameOnEveryPath() throws {
        let cli = try VoiceCommandTests.seeded()
        let hits = (try cli.run(["--json", "intent", "SearchEverything", "query=buy"]).json["result"] as? [String: Any])?["count"] as? Int
        #expect((hits ?? 0) >= 5)
        let intent = try cli.run(["intent", "SearchEverything", "query=buy"])
        let said = try cli.run(["say", "search for buy"])
        let listened = try cli.run(["listen"], input: Data("search for buy\n".utf8))
        #expect(intent.lines.count == 1 + (hits ?? 0), "\(intent.stdout)")
        #expect(Array(said.lines.dropFirst()) == Array(intent.lines.dropFirst()), "\(said.stdout)")
        #expect(Array(listened.lines.dropFirst()) == Array(intent.lines.dropFirst()))
        #expect(said.stdout.contains("  [ ] #") && said.stdout.contains("Buy milk · Groceries"))
        #expect(said.stdout.contains("[x] #") && said.stdout.contains("Buy cat food"))
        // A list found by name is listed as a list.
        let list = try cli.run(["say", "search for groceries"])
        #expect(list.lines.contains { $0.hasPrefix("  list #") && $0.hasSuffix("Groceries") }, "\(list.stdout)")
    }

    @Test func todoListingsAreTheSameForIntentAndSentences() throws {
        let cli = try VoiceCommandTests.seeded()
        let intent = try cli.run(["intent", "ShowTodos", "list=Groceries"])
        let said = try cli.run(["say", "show my groceries list"])
        #expect(intent.lines.count > 1)
        #expect(Array(said.lines.dropFirst()) == Array(intent.lines.dropFirst()), "\(said.stdout)\n\(intent.stdout)")
    }
}
