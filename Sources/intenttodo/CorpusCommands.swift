import Basics
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

/// `test [PATH…]` runs corpus files; `lint` checks the grammars for collisions and dead templates.
enum CorpusCommands {
    /// The pass rate under which `test` fails, unless `--threshold` says otherwise.
    static let defaultThreshold = 0.98

    static func test(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        var threshold = defaultThreshold
        if let text = arguments.values["--threshold"] {
            guard let value = Double(text), (0...1).contains(value) else {
                throw .badValue(option: "--threshold", value: text, expected: "a pass rate from 0 to 1")
            }
            threshold = value
        }
        let root = context.grammarsFolder.deletingLastPathComponent()
        let corpus = root.appendingPathComponent("Corpus")
        let paths = arguments.positionals.isEmpty
            ? CorpusRunner.defaultFolders(in: corpus)
            : arguments.positionals.map { URL(fileURLWithPath: $0) }
        for path in paths where !FileManager.default.fileExists(atPath: path.path) {
            throw .noSuchPath(path.path, what: "corpus file or folder")
        }
        let files = CorpusRunner.corpusFiles(at: paths)
        guard !files.isEmpty else { throw .noCorpusFiles(under: paths.map(\.path)) }
        guard let engine = compiledEngine(context) else { return 2 }
        let report: CorpusRunner.Report
        do {
            report = try CorpusRunner(engine: engine, fixtures: corpus.appendingPathComponent("fixtures")).run(files)
        } catch {
            Console.error("\(error)")
            return 2
        }
        let json = context.options.json || arguments.wantsJSON
        if json {
            Console.json(reportJSON(report, threshold: threshold))
        } else {
            print(report, quiet: arguments.flags.contains("--quiet"))
        }
        return report.accuracy >= threshold ? 0 : 1
    }

    private static func print(_ report: CorpusRunner.Report, quiet: Bool) {
        if !quiet {
            for failure in report.failures {
                Console.out("\("\(failure.item.file):\(failure.item.line):", .bold) \(failure.item.utterance)")
                for reason in failure.reasons { Console.out("    \(reason, .red)") }
                Console.out("    got: " + failure.got)
            }
            if !report.failures.isEmpty { Console.out("") }
        }
        func line(_ name: String, _ tally: CorpusRunner.Tally) -> String {
            let percent = String(format: "%6.1f%%", tally.accuracy * 100)
            return "  " + name.padding(toLength: 20, withPad: " ", startingAt: 0) + " \(percent)  \(tally.passed)/\(tally.total)"
        }
        Console.out(ConsoleText("per intent", .bold))
        for (name, tally) in report.perIntent.sorted(by: { $0.key < $1.key }) { Console.out(line(name, tally)) }
        Console.out(ConsoleText("per slot", .bold))
        for (name, tally) in report.perSlot.sorted(by: { $0.key < $1.key }) { Console.out(line(name, tally)) }
        Console.out(ConsoleText("per language", .bold))
        for (language, tally) in report.perLanguage.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            Console.out(line(language.rawValue, tally))
        }
        if !report.wrongActions.isEmpty {
            Console.out(ConsoleText("wrong actions (a destructive intent on a todo or list not meant)", .bold))
            for failure in report.wrongActions {
                Console.out("  \(failure.item.file):\(failure.item.line): \(failure.item.utterance) → \(failure.got)")
            }
        }
        Console.out("wrong actions: \(report.wrongActions.count)")
        Console.out("corpus: \(report.overall.passed) passed, \(report.overall.total - report.overall.passed) failed")
    }

    private static func reportJSON(_ report: CorpusRunner.Report, threshold: Double) -> JSONValue {
        func tallies<K>(_ groups: [K: CorpusRunner.Tally], _ name: (K) -> String) -> JSONValue {
            var object = JSONObject()
            for (key, tally) in groups.sorted(by: { name($0.key) < name($1.key) }) {
                object[name(key)] = .object(["passed": .integer(Int64(tally.passed)), "total": .integer(Int64(tally.total))])
            }
            return .object(object)
        }
        let failures: [JSONValue] = report.failures.map { failure in
            var object = JSONObject()
            object["file"] = .string(failure.item.file)
            object["line"] = .integer(Int64(failure.item.line))
            object["input"] = .string(failure.item.utterance)
            object["got"] = .string(failure.got)
            object["reasons"] = .array(failure.reasons.map(JSONValue.string))
            return .object(object)
        }
        var object = JSONObject()
        object["passed"] = .integer(Int64(report.overall.passed))
        object["total"] = .integer(Int64(report.overall.total))
        object["accuracy"] = .number(report.accuracy)
        object["threshold"] = .number(threshold)
        object["perIntent"] = tallies(report.perIntent, { $0 })
        object["perSlot"] = tallies(report.perSlot, { $0 })
        object["perLanguage"] = tallies(report.perLanguage, { $0.rawValue })
        object["failures"] = .array(failures)
        object["wrongActions"] = .integer(Int64(report.wrongActions.count))
        return .object(object)
    }

    /// All grammars compiled, or nil after printing the grammar error like a compiler.
    private static func compiledEngine(_ context: CommandContext) -> PhraseEngine? {
        do {
            return try context.engine()
        } catch {
            Console.diagnostic(error.description)
            return nil
        }
    }

    static func lint(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        guard let engine = compiledEngine(context) else { return 2 }
        let findings = engine.lint() + engine.lint(dataRules: VoiceApp.isDataRule)
        for finding in findings { Console.out(finding.description) }
        Console.out(findings.isEmpty ? "lint: no findings" : "lint: \(findings.count) finding(s)")
        return findings.isEmpty ? 0 : 1
    }
}
