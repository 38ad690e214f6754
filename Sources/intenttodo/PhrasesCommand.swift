// `intenttodo phrases test|lint DIR`: any app's App Shortcuts phrases, described as data
// (docs/PHRASES.md). Only the command glue lives here; everything else is PhraseTester's, which
// knows nothing of the todo app: this file imports no TodoKit or TodoVoice, and opens no store.
import Basics
import Foundation
import PhraseEngine
import PhraseTester

enum PhrasesCommand {
    /// The pass rate under which `phrases test` fails, unless `--threshold` says otherwise.
    static let defaultThreshold = 0.9
    static let actions = ["test", "lint"]

    static func details() -> [String] {
        [
            "DIR holds the app's AppShortcuts.xcstrings (or <lang>.lproj/AppShortcuts.strings),",
            "intents.json (its intents, parameters, entity fixtures and enums) and *.corpus files.",
            "test: pass rates per intent, slot and language, every failure with the nearest phrase,",
            "  and the lint findings; exit 1 under the threshold.",
            "lint: Apple's rules for App Shortcut phrases, collisions between intents' phrases and",
            "  confusable fixture names; exit 1 on any finding.",
            "See docs/PHRASES.md.",
        ]
    }

    static func run(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let action = arguments.positionals[0].lowercased()
        guard actions.contains(action) else {
            throw .unknownChoice(option: "phrases", noun: "action", value: arguments.positionals[0], choices: actions)
        }
        if action == "lint" {
            for option in ["--threshold", "--junit"] where arguments.values[option] != nil {
                throw .optionNotFor(option: option, command: "phrases test")
            }
        }
        var threshold = defaultThreshold
        if let text = arguments.values["--threshold"] {
            guard let value = Double(text), (0...1).contains(value) else {
                throw .badValue(option: "--threshold", value: text, expected: "a pass rate from 0 to 1")
            }
            threshold = value
        }
        let path = arguments.positionals[1]
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .noSuchPath(path, what: "app folder")
        }
        let language = arguments.values["--lang"].flatMap(Language.init(rawValue:)) ?? context.options.language
        let json = context.options.json || arguments.wantsJSON
        // NB: sampled phrases with dates read relative to this clock; corpus lines use their own @now.
        let clock = context.options.clock ?? Clock(calendar: Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!))

        let app: PhraseApp
        let engine: PhraseEngine
        do {
            app = try PhraseApp(folder: URL(fileURLWithPath: path), languages: language.map { [$0] })
            engine = try app.engine()
        } catch {
            return report(error)
        }
        let entities = FixtureEntities(app.app)
        let findings = app.lint(engine: engine, entities: entities, clock: clock)

        guard action == "test" else {
            if json {
                Console.json(.object(["findings": .array(findings.map(\.json)), "count": .integer(Int64(findings.count))]))
            } else {
                for finding in findings { Console.out(finding.description) }
                Console.out(findings.isEmpty ? "phrases lint: no findings" : "phrases lint: \(findings.count) finding(s)")
            }
            return findings.isEmpty ? 0 : 1
        }

        var testReport: PhraseTestReport
        do {
            testReport = try app.test(engine: engine, entities: entities)
        } catch {
            return report(error)
        }
        testReport.findings = findings
        if testReport.overall.total == 0 {
            Console.error("no corpus lines\(language.map { " in \($0.rawValue)" } ?? "") under \(path) (*.corpus files: Corpus/README.md)")
            return 2
        }
        if let file = arguments.values["--junit"] {
            do {
                try testReport.junitXML().write(toFile: file, atomically: true, encoding: .utf8)
            } catch {
                throw .cannotWrite(file, reason: (error as NSError).localizedDescription)
            }
        }
        if json {
            Console.json(testReport.json(threshold: threshold))
        } else {
            print(testReport, threshold: threshold, quiet: arguments.flags.contains("--quiet"))
        }
        return testReport.accuracy >= threshold ? 0 : 1
    }

    /// Prints why the folder could not be read (a phrase file's error with its caret line) and returns 2.
    private static func report(_ error: PhraseAppError) -> Int32 {
        if case .grammar(let grammarError) = error {
            Console.diagnostic(grammarError.description)
        } else {
            Console.error(error.description)
        }
        return 2
    }

    private static func print(_ report: PhraseTestReport, threshold: Double, quiet: Bool) {
        if !quiet {
            for failure in report.failures {
                Console.out("\("\(failure.item.file):\(failure.item.line):", .bold) \(failure.item.utterance)")
                for reason in failure.reasons { Console.out("    \(reason, .red)") }
                Console.out("    expected: " + failure.expected)
                Console.out("    got:      " + failure.got)
                if let nearest = failure.nearest {
                    Console.out("    nearest phrase: \(nearest.intent) ‘\(nearest.phrase)’ (\(nearest.location.file):\(nearest.location.line))")
                }
            }
            if !report.failures.isEmpty { Console.out("") }
            if !report.findings.isEmpty {
                Console.out(ConsoleText("findings (intenttodo phrases lint)", .bold))
                for finding in report.findings { Console.out("  " + finding.description) }
            }
        }
        func line(_ name: String, _ tally: PhraseTestReport.Tally) -> String {
            let percent = String(format: "%6.1f%%", tally.accuracy * 100)
            return "  " + name.padding(toLength: 24, withPad: " ", startingAt: 0) + " \(percent)  \(tally.passed)/\(tally.total)"
        }
        Console.out(ConsoleText("per intent", .bold))
        for (name, tally) in report.perIntent.sorted(by: { $0.key < $1.key }) { Console.out(line(name, tally)) }
        Console.out(ConsoleText("per slot", .bold))
        for (name, tally) in report.perSlot.sorted(by: { $0.key < $1.key }) { Console.out(line(name, tally)) }
        Console.out(ConsoleText("per language", .bold))
        for (language, tally) in report.perLanguage.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            Console.out(line(language.rawValue, tally))
        }
        let failed = report.overall.total - report.overall.passed
        Console.out(
            "phrases: \(report.overall.passed) passed, \(failed) failed ("
                + String(format: "%.1f%%, threshold %.1f%%", report.accuracy * 100, threshold * 100)
                + "); \(report.findings.count) finding(s)")
    }
}
