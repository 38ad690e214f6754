import Basics
import Foundation
import PhraseEngine
import PhraseTester
import Testing

/// `phrases test --junit FILE`: valid XML whatever the sentences hold, checked by a real parser.
@Suite struct JUnitTests {
    /// python3 on PATH, if any.
    static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static let corpus = """
        @lang en
        show pancakes in recipe box => ShowRecipe recipe="Pancakes"
        show <b>&amp; "pancakes" 'n' stuff in recipe box => ShowRecipe recipe="Pancakes"
        plan \u{1}\u{7}breakfast\u{1B}[2J in recipe box => PlanMeal meal=breakfast
        plan 🍳 breakfast ]]> in recipe box => PlanMeal meal=dinner
        @lang ja
        レシピボックスで味噌汁を表示 => ShowRecipe recipe="Miso Soup"
        レシピボックスで「味噌汁」&<表示> => ShowRecipe recipe="Pancakes"
        """

    func report() throws -> PhraseTestReport {
        let folder = try TemporaryApp([
            "intents.json": recipeIntents, "en.lproj/AppShortcuts.strings": recipeEnglish, "ja.lproj/AppShortcuts.strings": recipeJapanese,
            "mixed.corpus": Self.corpus,
        ])
        let app = try folder.app()
        return try app.test(engine: try app.engine(), entities: FixtureEntities(app.app))
    }

    @Test func escapingCoversMarkupQuotesAndControlCharacters() {
        #expect(XML.escape("a < b & \"c\" 'd' > e") == "a &lt; b &amp; &quot;c&quot; &apos;d&apos; &gt; e")
        #expect(XML.escape("x\u{1}y\u{1B}z\u{FFFE}") == "x\u{FFFD}y\u{FFFD}z\u{FFFD}")
        #expect(XML.escape("line\nbreak\ttab") == "line&#10;break&#9;tab")
        #expect(XML.escape("line\nbreak", attribute: false) == "line\nbreak")
        #expect(XML.escape("🍳 味噌汁") == "🍳 味噌汁")
    }

    @Test func oneSuitePerFileAndLanguageOneCasePerLine() throws {
        let report = try report()
        let xml = report.junitXML()
        #expect(xml.hasPrefix(#"<?xml version="1.0" encoding="UTF-8"?>"#))
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == 2)
        #expect(xml.components(separatedBy: "<testcase ").count - 1 == 6)
        #expect(xml.components(separatedBy: "<failure ").count - 1 == report.failures.count)
        #expect(!xml.contains("\u{1B}"))
    }

    @Test(.enabled(if: python != nil, "python3 is not installed"))
    func aRealXMLParserReadsIt() throws {
        let report = try report()
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString).xml")
        defer { try? FileManager.default.removeItem(at: file) }
        try report.junitXML().write(to: file, atomically: true, encoding: .utf8)
        let script = """
            import json, sys, xml.etree.ElementTree as ET
            root = ET.parse(sys.argv[1]).getroot()
            print(json.dumps({"tag": root.tag, "tests": root.get("tests"), "failures": root.get("failures"),
              "suites": [[s.get("name"), s.get("tests"), s.get("failures"),
                [[c.get("name"), c.get("line"), (c.find("failure").get("message") if c.find("failure") is not None else None)]
                 for c in s.findall("testcase")]] for s in root.findall("testsuite")]}, ensure_ascii=False))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.python!)
        process.arguments = ["-c", script, file.path]
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 could not parse the JUnit XML: \(errorText)")
        let parsed = try JSONValue(parsing: data)
        #expect(parsed["tag"] == .string("testsuites"))
        #expect(parsed["tests"] == .string("6"))
        #expect(parsed["failures"] == .string(String(report.failures.count)))
        let suites = parsed["suites"]?.arrayValue ?? []
        #expect(suites.count == 2)
        #expect(suites.first?.arrayValue?[0].stringValue?.hasSuffix("mixed.corpus [en]") == true)
        #expect(suites.last?.arrayValue?[0].stringValue?.hasSuffix("mixed.corpus [ja]") == true)
        #expect(suites.first?.arrayValue?[1] == .string("4"))
        let englishCases = suites.first?.arrayValue?[3].arrayValue ?? []
        // The sentence comes back as written, markup and quotes included.
        #expect(englishCases[1].arrayValue?[0] == .string(#"line 3: show <b>&amp; "pancakes" 'n' stuff in recipe box"#))
        #expect(englishCases[2].arrayValue?[0] == .string("line 4: plan \u{FFFD}\u{FFFD}breakfast\u{FFFD}[2J in recipe box"))
        // A failure's message says what was expected and what came back.
        let failed = englishCases.first { $0.arrayValue?[1] == .string("5") }?.arrayValue
        #expect(failed?[2].stringValue?.hasPrefix("expected PlanMeal meal=\"dinner\", got ") == true, "\(String(describing: failed))")
    }
}
