import Basics
import EntityResolution
import Foundation
import PhraseEngine
import TodoKit

/// Runs corpus files against the engine, each case on a store seeded from its fixture, and
/// counts what passed: overall, per intent, per slot and per language.
///
///     let report = try CorpusRunner(engine: engine, fixtures: dir).run(files)
///     report.accuracy   // 0.99
public final class CorpusRunner {
    /// A case that did not parse as expected.
    public struct Failure: Sendable {
        public var item: CorpusCase
        public var got: String
        public var reasons: [String]
    }

    /// Passed and total counts for one group.
    public struct Tally: Sendable {
        public var passed = 0
        public var total = 0
        public init(passed: Int = 0, total: Int = 0) {
            self.passed = passed
            self.total = total
        }
        public var accuracy: Double { total == 0 ? 1 : Double(passed) / Double(total) }
    }

    public struct Report: Sendable {
        public var overall = Tally()
        public var perIntent: [String: Tally] = [:]
        public var perSlot: [String: Tally] = [:]
        public var perLanguage: [Language: Tally] = [:]
        public var failures: [Failure] = []
        /// Failures where an intent that completes or deletes took a todo or list that was not
        /// the one meant (or any, when none was meant): the worst error, counted apart.
        public var wrongActions: [Failure] = []
        public var accuracy: Double { overall.accuracy }
    }

    private let engine: PhraseEngine
    private let fixtures: URL
    private let workFolder: URL
    private var apps: [String: VoiceApp] = [:]

    public init(engine: PhraseEngine, fixtures: URL) {
        self.engine = engine
        self.fixtures = fixtures
        workFolder = FileManager.default.temporaryDirectory.appendingPathComponent("intenttodo-corpus-\(getpid())-\(UUID().uuidString)")
    }

    deinit {
        try? FileManager.default.removeItem(at: workFolder)
    }

    /// The corpus folders `test` runs by default: every folder of `Corpus/` but `fixtures` and
    /// `speech` (recognizer transcripts, kept to measure robustness, not held to the threshold).
    /// Folders `test` leaves out unless named: stores, speech transcripts (held to floors),
    /// outside sets and blind sets (sentences the grammar was never tuned to: judged, not fitted),
    /// and other apps' examples (`intenttodo phrases`, docs/PHRASES.md).
    public static let notDefault: Set<String> = ["fixtures", "speech", "outside", "blind", "examples"]

    public static func defaultFolders(in corpus: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return names.sorted().filter { !Self.notDefault.contains($0) }.map { corpus.appendingPathComponent($0) }
            .filter { url in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue
            }
    }

    /// All `*.corpus` files at these paths (folders are searched recursively), sorted.
    public static func corpusFiles(at paths: [URL]) -> [URL] {
        var files: [URL] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                files.append(path)
                continue
            }
            let walker = FileManager.default.enumerator(at: path, includingPropertiesForKeys: nil)
            while let next = walker?.nextObject() as? URL {
                if next.pathExtension == "corpus" { files.append(next) }
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Reads and runs the files; throws on a malformed corpus line or an unusable fixture.
    public func run(_ files: [URL]) throws -> Report {
        var report = Report()
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for item in try CorpusFile.parse(text, file: file.relativePath) {
                try check(item, into: &report)
            }
        }
        return report
    }

    private func check(_ item: CorpusCase, into report: inout Report) throws {
        let app = try app(for: item)
        let result = app.parseAlone(item.utterance, language: item.language)
        var reasons: [String] = []
        let best = result.best
        if !item.accepts(intent: best?.intent) {
            reasons.append("intent: expected \(item.intent ?? "none"), got \(best?.intent ?? "none")")
        }
        let got = best?.slots ?? [:]
        if item.intent != nil {
            for name in Set(got.keys).union(item.slots.keys).sorted() {
                var tally = report.perSlot[name] ?? Tally()
                tally.total += 1
                if let problem = CorpusCase.mismatch(expected: item.slots[name], got: got[name], name: name) {
                    reasons.append(problem)
                } else {
                    tally.passed += 1
                }
                report.perSlot[name] = tally
            }
            let missing = Set(best?.missing ?? [])
            let expectedMissing = Set(item.missing ?? [])
            if missing != expectedMissing {
                reasons.append("missing: expected [\(expectedMissing.sorted().joined(separator: ","))], got [\(missing.sorted().joined(separator: ","))]")
            }
        }
        let passed = reasons.isEmpty
        let intentKey = item.intent ?? "none"
        report.perIntent[intentKey, default: Tally()].total += 1
        report.perLanguage[result.language, default: Tally()].total += 1
        report.overall.total += 1
        if passed {
            report.perIntent[intentKey]!.passed += 1
            report.perLanguage[result.language]!.passed += 1
            report.overall.passed += 1
        } else {
            let failure = Failure(item: item, got: Self.describe(best), reasons: reasons)
            report.failures.append(failure)
            if Self.isWrongAction(best, expected: item) { report.wrongActions.append(failure) }
        }
    }

    /// A destructive intent whose entity resolved to one record, where the case meant another
    /// intent or another record.
    static func isWrongAction(_ best: Interpretation?, expected item: CorpusCase) -> Bool {
        guard let best, let intent = TodoIntent(rawValue: best.intent), intent.isDestructive else { return false }
        for (name, value) in best.slots {
            guard case .entity(_, .resolved) = value else { continue }
            if !item.accepts(intent: best.intent) || CorpusCase.mismatch(expected: item.slots[name], got: value, name: name) != nil {
                return true
            }
        }
        return false
    }


    static func describe(_ interpretation: Interpretation?) -> String {
        guard let interpretation else { return "none" }
        let slots = interpretation.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\"\($0.value.corpusText)\"" }
        let missing = interpretation.missing.isEmpty ? [] : ["!missing=" + interpretation.missing.joined(separator: ",")]
        return ([interpretation.intent] + slots + missing).joined(separator: " ")
    }

    /// One app per (fixture, clock, zone), its store seeded once from the fixture.
    private func app(for item: CorpusCase) throws -> VoiceApp {
        let key = "\(item.fixture ?? "-")|\(item.now ?? "-")|\(item.timeZone ?? "UTC")"
        if let app = apps[key] { return app }
        try FileManager.default.createDirectory(at: workFolder, withIntermediateDirectories: true)
        let path = workFolder.appendingPathComponent("store-\(apps.count).sqlite").path
        let store = try TodoStore(path: path)
        let zone = TimeZone(identifier: item.timeZone ?? "UTC") ?? TimeZone(identifier: "UTC")!
        let calendar = Clock.localCalendar(timeZone: zone)
        let clock = item.now.flatMap { Clock(parsingNow: $0, calendar: calendar) } ?? Clock(calendar: calendar)
        let language = item.language ?? .en
        if let fixture = item.fixture {
            let url = fixtures.appendingPathComponent(fixture + ".json")
            let service = TodoService(store: store, clock: clock, language: language)
            _ = try service.importDocument(JSONValue(parsing: Data(contentsOf: url)))
        }
        let app = VoiceApp(store: store, clock: clock, engine: engine, defaultLanguage: language)
        apps[key] = app
        return app
    }
}
