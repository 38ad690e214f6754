import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText

/// What `intenttodo phrases test` found: every corpus line's result, pass rates per intent, per
/// slot and per language, and the findings of the phrases (`PhraseApp.lint`).
public struct PhraseTestReport: Sendable {
    /// Passed and total counts for one group.
    public struct Tally: Sendable, Hashable {
        public var passed = 0
        public var total = 0
        public var accuracy: Double { total == 0 ? 1 : Double(passed) / Double(total) }
    }

    /// The phrase a sentence comes closest to, for a failure.
    public struct NearestPhrase: Sendable, Hashable {
        public var intent: String
        public var phrase: String
        public var location: SourceLocation
    }

    /// One corpus line and what came of it.
    public struct CaseResult: Sendable {
        public var item: CorpusCase
        public var language: Language
        public var passed: Bool
        /// The expectation, as the corpus line writes it after `=>`.
        public var expected: String
        /// What the sentence parsed to, in the same form (`none` when nothing matched).
        public var got: String
        /// One line per difference (`intent: expected ShowRecipe, got none`).
        public var reasons: [String]
        /// For a failure: the closest phrase of the expected intent (of the intent got, when
        /// nothing was expected).
        public var nearest: NearestPhrase?
        /// Each slot compared, and whether it matched (for the per-slot tallies).
        var slotResults: [(name: String, passed: Bool)] = []
    }

    public var app: String
    public var languages: [Language]
    public var cases: [CaseResult] = []
    public var overall = Tally()
    public var perIntent: [String: Tally] = [:]
    public var perSlot: [String: Tally] = [:]
    public var perLanguage: [Language: Tally] = [:]
    public var findings: [PhraseFinding] = []

    /// The lines that did not parse as expected, in corpus order.
    public var failures: [CaseResult] { cases.filter { !$0.passed } }
    public var accuracy: Double { overall.accuracy }
}

extension PhraseApp {
    /// Runs the corpus files (default: every `*.corpus` under the folder) against the engine, each
    /// line in its language (`@lang`, else the script of the sentence) among the languages
    /// tested; lines in other languages are skipped.
    public func test(engine: PhraseEngine, entities: FixtureEntities, files: [URL]? = nil) throws(PhraseAppError) -> PhraseTestReport {
        var report = PhraseTestReport(app: app.applicationName(in: .en), languages: languages)
        let normalizer = Normalizer()
        for file in files ?? corpusFiles {
            let text = try Self.read(file)
            let items: [CorpusCase]
            do {
                items = try CorpusFile.parse(text, file: Self.display(file))
            } catch {
                throw .corpus(error)
            }
            for item in items {
                let language = item.language ?? LanguageDetector.detect(item.utterance) ?? .en
                guard languages.contains(language) else { continue }
                let result = engine.parse(item.utterance, language: language, clock: Self.clock(for: item), entities: entities)
                report.record(check(item, language: language, best: result.best, normalizer: normalizer))
            }
        }
        return report
    }

    /// The clock a corpus line asks for (`@now`, `@tz`); the real clock without `@now`.
    static func clock(for item: CorpusCase) -> Clock {
        let zone = item.timeZone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
        let calendar = Clock.localCalendar(timeZone: zone)
        return item.now.flatMap { Clock(parsingNow: $0, calendar: calendar) } ?? Clock(calendar: calendar)
    }

    func check(_ item: CorpusCase, language: Language, best: Interpretation?, normalizer: Normalizer) -> PhraseTestReport.CaseResult {
        var reasons: [String] = []
        var slotResults: [(name: String, passed: Bool)] = []
        if !item.accepts(intent: best?.intent) {
            reasons.append("intent: expected \(item.intent ?? "none"), got \(best?.intent ?? "none")")
        }
        if item.intent != nil {
            let got = best?.slots ?? [:]
            for name in Set(got.keys).union(item.slots.keys).sorted() {
                let problem = CorpusCase.mismatch(expected: item.slots[name], got: got[name], name: name)
                if let problem { reasons.append(problem) }
                slotResults.append((name, problem == nil))
            }
            let missing = Set(best?.missing ?? [])
            let expectedMissing = Set(item.missing ?? [])
            if missing != expectedMissing {
                reasons.append(
                    "missing: expected [\(expectedMissing.sorted().joined(separator: ","))], got [\(missing.sorted().joined(separator: ","))]")
            }
        }
        var result = PhraseTestReport.CaseResult(
            item: item, language: language, passed: reasons.isEmpty, expected: Self.describe(item), got: Self.describe(best),
            reasons: reasons, nearest: nil)
        result.slotResults = slotResults
        if !result.passed, let intent = item.intent.map({ String($0.split(separator: "|")[0]) }) ?? best?.intent {
            result.nearest = nearestPhrase(to: item.utterance, intent: intent, language: language, normalizer: normalizer)
        }
        return result
    }


    /// The expectation written as the corpus line does: `ShowRecipe recipe="Pancakes"`, `none`.
    static func describe(_ item: CorpusCase) -> String {
        guard let intent = item.intent else { return "none" }
        let slots = item.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.written)" }
        let missing = (item.missing ?? []).isEmpty ? [] : ["!missing=" + item.missing!.joined(separator: ",")]
        return ([intent] + slots + missing).joined(separator: " ")
    }

    /// An interpretation written as a corpus line would expect it.
    static func describe(_ interpretation: Interpretation?) -> String {
        guard let interpretation else { return "none" }
        let slots = interpretation.slots.sorted { $0.key < $1.key }.map { "\($0.key)=\"\($0.value.corpusText)\"" }
        let missing = interpretation.missing.isEmpty ? [] : ["!missing=" + interpretation.missing.joined(separator: ",")]
        return ([interpretation.intent] + slots + missing).joined(separator: " ")
    }

    /// The phrase of an intent (in a language) whose words are fewest edits from the sentence's:
    /// placeholders take any run of words for free, `${applicationName}` stands for the app's name.
    func nearestPhrase(to sentence: String, intent: String, language: Language, normalizer: Normalizer) -> PhraseTestReport.NearestPhrase? {
        let words = normalizer.normalize(sentence, language: language).tokens.map(\.key)
        let applicationName = app.applicationName(in: language)
        var best: (cost: Int, phrase: ShortcutPhrase)?
        for phrase in phrases where phrase.language == language && phrase.intent == intent {
            var pattern: [String?] = []
            for segment in phrase.segments {
                switch segment {
                case .text(let text): pattern += normalizer.normalize(text, language: language).tokens.map { Optional($0.key) }
                case .placeholder(let name) where name == ShortcutPhrase.applicationNamePlaceholder:
                    pattern += normalizer.normalize(applicationName, language: language).tokens.map { Optional($0.key) }
                case .placeholder: pattern.append(nil)
                }
            }
            let cost = Self.alignmentCost(words, pattern)
            if best == nil || cost < best!.cost { best = (cost, phrase) }
        }
        return best.map { PhraseTestReport.NearestPhrase(intent: intent, phrase: $0.phrase.phrase, location: $0.phrase.location) }
    }

    /// Edit distance between words and a pattern whose nil entries match any run of words (none included).
    static func alignmentCost(_ words: [String], _ pattern: [String?]) -> Int {
        let n = words.count
        var previous = Array(0...n)
        for item in pattern {
            var current = [Int](repeating: 0, count: n + 1)
            if let word = item {
                current[0] = previous[0] + 1
                for j in 1...max(1, n) where j <= n {
                    current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (words[j - 1] == word ? 0 : 1))
                }
            } else {
                current[0] = previous[0]
                for j in 1...max(1, n) where j <= n { current[j] = min(previous[j], current[j - 1]) }
            }
            previous = current
        }
        return previous[n]
    }
}

extension PhraseTestReport {
    mutating func record(_ result: CaseResult) {
        cases.append(result)
        let intent = result.item.intent ?? "none"
        overall.total += 1
        perIntent[intent, default: Tally()].total += 1
        perLanguage[result.language, default: Tally()].total += 1
        if result.passed {
            overall.passed += 1
            perIntent[intent]!.passed += 1
            perLanguage[result.language]!.passed += 1
        }
        for (name, passed) in result.slotResults {
            perSlot[name, default: Tally()].total += 1
            if passed { perSlot[name]!.passed += 1 }
        }
    }
}
