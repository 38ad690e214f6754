import Foundation
import Testing

/// `intenttodo phrases test|lint DIR` on the example apps of Corpus/examples (what CI runs),
/// and on a broken copy of one.
@Suite struct PhrasesCommandTests {
    static let examples = VoiceCommandTests.root.appendingPathComponent("Corpus/examples")

    static func json(_ result: CLIRunner.Result) -> [String: Any] {
        guard let data = result.stdout.data(using: .utf8), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            Issue.record("expected one JSON object on stdout, got: \(result.stdout) \(result.stderr)")
            return [:]
        }
        return object
    }

    @Test(arguments: [
        ("recipes", ["AddToShoppingList", "PlanMeal", "ShowRecipe", "ShowShoppingList", "StartTimer", "none"], ["meal", "recipe"]),
        ("music", ["AddCurrentSong", "PausePlayback", "PlayPlaylist", "SetRepeatMode", "ShufflePlaylist", "none"], ["mode", "playlist"]),
    ])
    func theExampleAppsPassWithTheirKnownMissesReported(name: String, intents: [String], slots: [String]) throws {
        let cli = try CLIRunner()
        let folder = Self.examples.appendingPathComponent(name).path
        let result = try cli.run(["phrases", "test", folder, "--json"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: cli.database), "phrases opened the todo store")
        let report = Self.json(result)
        #expect((report["accuracy"] as? Double ?? 0) >= 0.9)
        #expect((report["total"] as? Int ?? 0) >= 55)
        #expect(report["ok"] as? Bool == true)
        #expect((report["perIntent"] as? [String: Any])?.keys.sorted() == intents)
        #expect((report["perSlot"] as? [String: Any])?.keys.sorted() == slots)
        let languages = report["perLanguage"] as? [String: [String: Any]]
        #expect(languages?.keys.sorted() == ["en", "ja"])
        for (language, tally) in languages ?? [:] {
            #expect((tally["total"] as? Int ?? 0) >= 28, "\(language): fewer than 28 lines")
        }
        #expect((report["findings"] as? [Any])?.isEmpty == true, "\(report["findings"] ?? [])")
        // Each corpus ends with one known miss per language: reported with its place, both sides
        // and the nearest phrase of the intent it should have reached.
        let failures = report["failures"] as? [[String: Any]] ?? []
        #expect(failures.count == 2, "\(failures)")
        for failure in failures {
            #expect((failure["file"] as? String)?.hasSuffix(".corpus") == true)
            #expect(failure["line"] is Int)
            #expect((failure["expected"] as? String)?.isEmpty == false)
            #expect(failure["got"] as? String == "none")
            let nearest = failure["nearest"] as? [String: Any]
            #expect((nearest?["phrase"] as? String)?.contains("${applicationName}") == true)
            #expect((nearest?["file"] as? String)?.contains("AppShortcuts") == true)
        }

        let text = try cli.run(["phrases", "test", folder])
        #expect(text.status == 0)
        #expect(text.stdout.contains("nearest phrase: "))
        #expect(text.lines.last?.hasPrefix("phrases: ") == true)
        #expect(text.lines.last?.contains("2 failed") == true)
        let lint = try cli.run(["phrases", "lint", folder])
        #expect(lint.status == 0, "\(lint.stdout)")
        #expect(lint.stdout == "phrases lint: no findings\n")
    }

    @Test func theThresholdDecidesTheExitCode() throws {
        let cli = try CLIRunner()
        let folder = Self.examples.appendingPathComponent("music").path
        #expect(try cli.run(["phrases", "test", folder, "--threshold", "1", "--quiet"]).status == 1)
        #expect(try cli.run(["phrases", "test", folder, "--threshold=0.5", "--quiet"]).status == 0)
    }

    @Test func oneLanguageAlone() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["phrases", "test", Self.examples.appendingPathComponent("recipes").path, "--lang", "ja", "--json"])
        #expect(result.status == 0)
        let report = Self.json(result)
        #expect((report["perLanguage"] as? [String: Any])?.keys.sorted() == ["ja"])
        #expect(report["languages"] as? [String] == ["ja"])
    }

    @Test func junitIsWrittenAndParses() throws {
        let cli = try CLIRunner()
        let file = cli.folder + "/results.xml"
        let result = try cli.run(["phrases", "test", Self.examples.appendingPathComponent("music").path, "--junit", file, "--quiet"])
        #expect(result.status == 0)
        let xml = try String(contentsOfFile: file, encoding: .utf8)
        #expect(xml.contains("<testsuite name=\""))
        #expect(xml.contains("en.corpus [en]"))
        #expect(xml.contains("ja.corpus [ja]"))
        #expect(xml.components(separatedBy: "<failure ").count - 1 == 2)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 >= 55)
        #expect(xml.hasSuffix("</testsuites>\n"))
    }

    /// A copy of the music app with one of each problem: a phrase without the app's name, a
    /// string parameter in a phrase, a duplicate phrase, two intents claiming one sentence, and
    /// two playlists whose names resolve to each other.
    @Test func lintFindsEachProblemOfABrokenCopy() throws {
        let cli = try CLIRunner()
        let copy = URL(fileURLWithPath: cli.folder).appendingPathComponent("music")
        try FileManager.default.copyItem(at: Self.examples.appendingPathComponent("music"), to: copy)
        let strings = copy.appendingPathComponent("en.lproj/AppShortcuts.strings")
        let added = """

            /* intent: PausePlayback */
            "Stop the music" = "Stop the music";
            /* intent: SearchMusic */
            "Search for ${query} in ${applicationName}" = "Search for ${query} in ${applicationName}";
            /* intent: PlayPlaylist */
            "Put on ${playlist} with ${applicationName}" = "Put on ${playlist} with ${applicationName}";
            /* intent: ShufflePlaylist */
            "Please play ${playlist} in ${applicationName}" = "Please play ${playlist} in ${applicationName}";

            """
        try (String(contentsOf: strings, encoding: .utf8) + added).write(to: strings, atomically: true, encoding: .utf8)
        let intentsFile = copy.appendingPathComponent("intents.json")
        var intents = try JSONSerialization.jsonObject(with: Data(contentsOf: intentsFile)) as! [String: Any]
        var entities = intents["entities"] as! [String: Any]
        var playlist = entities["Playlist"] as! [String: Any]
        playlist["fixtures"] = (playlist["fixtures"] as! [Any]) + [["name": "Jazz Classic"]]
        entities["Playlist"] = playlist
        intents["entities"] = entities
        intents["intents"] = (intents["intents"] as! [Any]) + [
            ["name": "SearchMusic", "parameters": [["name": "query", "type": "string", "required": true]]]
        ]
        try JSONSerialization.data(withJSONObject: intents, options: [.prettyPrinted]).write(to: intentsFile)

        let result = try cli.run(["phrases", "lint", copy.path, "--json"])
        #expect(result.status == 1)
        let findings = (Self.json(result)["findings"] as? [[String: Any]]) ?? []
        func found(_ kind: String) -> [[String: Any]] { findings.filter { $0["kind"] as? String == kind } }
        let summary = findings.map { "\($0["kind"]!) \($0["key"] ?? "") \($0["message"]!)" }.joined(separator: "\n")
        #expect(found("missingApplicationName").map { $0["key"] as? String } == ["Stop the music"], "\(summary)")
        #expect(found("parameterType").map { $0["key"] as? String } == ["Search for ${query} in ${applicationName}"], "\(summary)")
        #expect(found("duplicatePhrase").map { $0["key"] as? String } == ["Put on ${playlist} with ${applicationName}"], "\(summary)")
        #expect(found("duplicatePhrase").first?["line"] as? Int == 37)
        let collision = found("collision")
        #expect(collision.count == 1, "\(summary)")
        #expect((collision.first?["message"] as? String)?.contains("Please play ${playlist}") == true, "\(summary)")
        #expect((collision.first?["file"] as? String)?.hasSuffix("en.lproj/AppShortcuts.strings") == true)
        let confusable = found("confusableEntities")
        #expect(confusable.count == 1, "\(summary)")
        #expect((confusable.first?["message"] as? String)?.contains("Jazz Classic") == true)
        #expect((confusable.first?["file"] as? String)?.hasSuffix("intents.json") == true)
        #expect(findings.count == 5, "\(summary)")

        let text = try cli.run(["phrases", "lint", copy.path])
        #expect(text.status == 1)
        #expect(text.lines.last == "phrases lint: 5 finding(s)")
        #expect(text.stdout.contains("en.lproj/AppShortcuts.strings:33: en: missingApplicationName: "))
    }

    @Test(arguments: [
        (["phrases"], "missing action (test or lint)"),
        (["phrases", "test"], "missing app folder"),
        (["phrases", "check", "."], "unknown action ‘check’ for phrases (expected test or lint)"),
        (["phrases", "test", "no/such/app"], "no such app folder: no/such/app"),
        (["phrases", "lint", "Corpus/examples/music", "--junit", "x.xml"], "option --junit is for phrases test only"),
        (["phrases", "test", "Corpus/examples/music", "--threshold", "high"], "bad --threshold ‘high’"),
        (["phrases", "test", "Corpus/examples/music", "--lang", "fr"], "unknown language ‘fr’ for --lang"),
        (["phrases", "test", "Corpus"], "cannot read Corpus/intents.json"),
    ])
    func usageAndInputErrorsExitTwo(arguments: [String], message: String) throws {
        let result = try Self.inRepository(arguments)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("intenttodo: "), "\(result.stderr)")
    }

    /// Runs the binary with the repository as working directory (relative paths in arguments).
    static func inRepository(_ arguments: [String]) throws -> CLIRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
        process.arguments = arguments
        process.currentDirectoryURL = VoiceCommandTests.root
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "SWIFT_BACKTRACE": "enable=no"]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIRunner.Result(
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self), status: process.terminationStatus)
    }
}
