import Basics
import Foundation
import SpeechText
import Testing

@testable import EntityResolution

/// Outcome counts of the labelled pairs under one pair of thresholds.
struct Tally {
    var resolvedRight = 0, resolvedWrong = 0, expectedTitles = 0
    var ambiguousRight = 0, expectedAmbiguous = 0
    var noneRight = 0, expectedNone = 0
    var failures: [String] = []

    var precision: Double { Double(resolvedRight) / Double(max(resolvedRight + resolvedWrong, 1)) }

    mutating func merge(_ other: Tally) {
        resolvedRight += other.resolvedRight
        resolvedWrong += other.resolvedWrong
        expectedTitles += other.expectedTitles
        ambiguousRight += other.ambiguousRight
        expectedAmbiguous += other.expectedAmbiguous
        noneRight += other.noneRight
        expectedNone += other.expectedNone
        failures += other.failures
    }
    var recall: Double { Double(resolvedRight) / Double(max(expectedTitles, 1)) }

    mutating func add(_ pair: Labelled.Pair, _ resolution: Resolution) {
        switch pair.expected {
        case .title(let title):
            expectedTitles += 1
            if case .resolved(let candidate) = resolution {
                if candidate.title == title { resolvedRight += 1 } else { resolvedWrong += 1; failures.append("\(pair.spoken) -> \(candidate.title) (wanted \(title))") }
            } else {
                failures.append("\(pair.spoken) -> \(Tally.describe(resolution)) (wanted \(title))")
            }
        case .ambiguous(let titles):
            expectedAmbiguous += 1
            if case .ambiguous(let candidates) = resolution,
                candidates.filter({ titles.contains($0.title) }).count >= 2, titles.contains(candidates[0].title)
            {
                ambiguousRight += 1
            } else {
                if case .resolved = resolution { resolvedWrong += 1 }
                failures.append("\(pair.spoken) -> \(Tally.describe(resolution)) (wanted ambiguous)")
            }
        case .none:
            expectedNone += 1
            if case .notFound = resolution { noneRight += 1 } else {
                if case .resolved = resolution { resolvedWrong += 1 }
                failures.append("\(pair.spoken) -> \(Tally.describe(resolution)) (wanted none)")
            }
        }
    }

    static func describe(_ resolution: Resolution) -> String {
        switch resolution {
        case .resolved(let c): return "resolved \(c.title) \(String(format: "%.2f", c.score))"
        case .ambiguous(let cs): return "ambiguous " + cs.map { "\($0.title) \(String(format: "%.2f", $0.score))" }.joined(separator: ", ")
        case .notFound(let cs): return "notFound " + cs.prefix(2).map { "\($0.title) \(String(format: "%.2f", $0.score))" }.joined(separator: ", ")
        }
    }
}


struct LabelledSet: Sendable {
    let language: Language
    let titles: [String]
    let pairs: [Labelled.Pair]

    static let english = LabelledSet(language: .en, titles: Labelled.titles(Labelled.englishTitles), pairs: Labelled.pairs(Labelled.englishPairs))
    static let japanese = LabelledSet(language: .ja, titles: Labelled.titles(Labelled.japaneseTitles), pairs: Labelled.pairs(Labelled.japanesePairs))
    static let englishHeldOut = LabelledSet(language: .en, titles: english.titles, pairs: Labelled.pairs(Labelled.englishHeldOut))
    static let japaneseHeldOut = LabelledSet(language: .ja, titles: japanese.titles, pairs: Labelled.pairs(Labelled.japaneseHeldOut))
    static let englishNearMiss = LabelledSet(
        language: .en, titles: Labelled.titles(Labelled.englishNearMissTitles), pairs: Labelled.pairs(Labelled.englishNearMiss))
    static let englishNearMissHeldOut = LabelledSet(
        language: .en, titles: englishNearMiss.titles, pairs: Labelled.pairs(Labelled.englishNearMissHeldOut))
    static let japaneseNearMiss = LabelledSet(
        language: .ja, titles: Labelled.titles(Labelled.japaneseNearMissTitles), pairs: Labelled.pairs(Labelled.japaneseNearMiss))
    static let japaneseNearMissHeldOut = LabelledSet(
        language: .ja, titles: japaneseNearMiss.titles, pairs: Labelled.pairs(Labelled.japaneseNearMissHeldOut))

    /// Every set, by the name docs/RESOLUTION.md gives it.
    static let all: [(name: String, set: LabelledSet)] = [
        ("en", english), ("en held out", englishHeldOut), ("en near misses", englishNearMiss),
        ("en near misses held out", englishNearMissHeldOut),
        ("ja", japanese), ("ja held out", japaneseHeldOut), ("ja near misses", japaneseNearMiss),
        ("ja near misses held out", japaneseNearMissHeldOut),
    ]

    func index(_ normalizer: Normalizer = Normalizer()) -> EntityIndex {
        EntityIndex(language: language, records: titles.enumerated().map { EntityRecord(id: Int64($0.offset), title: $0.element) }, normalizer: normalizer)
    }

    /// Outcomes under `EntityIndex.decide` with these thresholds; `contradictions: false` is the
    /// rule before the identity check (for the before/after figures of docs/RESOLUTION.md).
    func tally(
        _ index: EntityIndex, accept: Double = EntityIndex.acceptThreshold, margin: Double = EntityIndex.ambiguityMargin,
        contradictions: Bool = true
    ) -> Tally {
        var tally = Tally()
        for pair in pairs {
            let ranked = index.rank(pair.spoken, language: language)
            tally.add(pair, EntityIndex.decide(ranked, accept: accept, margin: margin, contradictions: contradictions))
        }
        return tally
    }
}

@Suite("Calibration on the labelled pairs")
struct CalibrationTests {
    @Test func labelledSetIsWellFormed() {
        for (_, set) in LabelledSet.all {
            #expect(set.pairs.count >= 20)
            for pair in set.pairs {
                switch pair.expected {
                case .title(let title): #expect(set.titles.contains(title), "\(title)")
                case .ambiguous(let titles): #expect(titles.allSatisfy(set.titles.contains), "\(titles)")
                case .none: break
                }
            }
        }
    }

    @Test func englishPrecisionAndRecall() {
        let tally = LabelledSet.english.tally(LabelledSet.english.index())
        #expect(tally.precision == 1, "\(tally.failures)")
        #expect(tally.recall >= 0.9, "\(tally.failures)")
        #expect(tally.ambiguousRight == tally.expectedAmbiguous, "\(tally.failures)")
        #expect(tally.noneRight == tally.expectedNone, "\(tally.failures)")
    }

    @Test func japanesePrecisionAndRecall() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let tally = LabelledSet.japanese.tally(LabelledSet.japanese.index())
        #expect(tally.precision == 1, "\(tally.failures)")
        #expect(tally.recall >= 0.85, "\(tally.failures)")
        #expect(tally.ambiguousRight == tally.expectedAmbiguous, "\(tally.failures)")
        #expect(tally.noneRight >= tally.expectedNone - 1, "\(tally.failures)")
    }

    /// The held-out pairs were written after the thresholds were fixed; they guard against overfitting.
    @Test func heldOutPairs() throws {
        let english = LabelledSet.englishHeldOut.tally(LabelledSet.englishHeldOut.index())
        #expect(english.precision == 1, "\(english.failures)")
        #expect(english.recall >= 0.85, "\(english.failures)")
        try #require(JapaneseReader.shared.isAvailable)
        let japanese = LabelledSet.japaneseHeldOut.tally(LabelledSet.japaneseHeldOut.index())
        #expect(japanese.precision == 1, "\(japanese.failures)")
        #expect(japanese.recall >= 0.85, "\(japanese.failures)")
    }

    /// A title that says another name, place, number, kin word or action is never resolved;
    /// a partial or misheard name still is ("Never the wrong action", docs/RESOLUTION.md §3).
    @Test func nearMissesNeverResolve() throws {
        let english = LabelledSet.englishNearMiss.tally(LabelledSet.englishNearMiss.index())
        #expect(english.precision == 1, "\(english.failures)")
        #expect(english.noneRight == english.expectedNone, "\(english.failures)")
        #expect(english.recall >= 0.95, "\(english.failures)")
        let englishHeldOut = LabelledSet.englishNearMissHeldOut.tally(LabelledSet.englishNearMissHeldOut.index())
        #expect(englishHeldOut.precision == 1, "\(englishHeldOut.failures)")
        try #require(JapaneseReader.shared.isAvailable)
        let japanese = LabelledSet.japaneseNearMiss.tally(LabelledSet.japaneseNearMiss.index())
        #expect(japanese.precision == 1, "\(japanese.failures)")
        #expect(japanese.noneRight == japanese.expectedNone, "\(japanese.failures)")
        #expect(japanese.recall >= 0.9, "\(japanese.failures)")
        let japaneseHeldOut = LabelledSet.japaneseNearMissHeldOut.tally(LabelledSet.japaneseNearMissHeldOut.index())
        #expect(japaneseHeldOut.precision == 1, "\(japaneseHeldOut.failures)")
    }

    /// Without MeCab kana and kanji cannot meet, but what resolves must still be right.
    @Test func degradedModeStaysPrecise() {
        let set = LabelledSet.japanese
        let tally = set.tally(set.index(Normalizer(reader: nil)))
        #expect(tally.precision >= 0.9, "\(tally.failures)")
        #expect(tally.recall >= 0.5, "\(tally.failures)")
    }

    /// Prints the precision/recall table of docs/RESOLUTION.md: `CALIBRATE=1 swift test --filter Calibration`.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["CALIBRATE"] != nil))
    func sweep() {
        // Before/after the identity check, at the chosen thresholds, per set and per language.
        print("| set | pairs | before: precision | recall | wrong | after: precision | recall | wrong |")
        var totals: [String: (before: Tally, after: Tally)] = [:]
        for (name, set) in LabelledSet.all + [
            ("ja, no MeCab", LabelledSet.japanese), ("ja near misses, no MeCab", LabelledSet.japaneseNearMiss),
        ] {
            let index = set.index(name.contains("no MeCab") ? Normalizer(reader: nil) : Normalizer())
            let before = set.tally(index, contradictions: false), after = set.tally(index)
            print(String(format: "| %@ | %d | %.3f | %.3f | %d | %.3f | %.3f | %d |", name, set.pairs.count, before.precision, before.recall,
                         before.resolvedWrong, after.precision, after.recall, after.resolvedWrong))
            if !name.contains("no MeCab") {
                let language = set.language == .en ? "en" : "ja"
                var total = totals[language] ?? (Tally(), Tally())
                total.before.merge(before)
                total.after.merge(after)
                totals[language] = total
            }
        }
        for (language, total) in totals.sorted(by: { $0.key < $1.key }) {
            print(String(format: "| %@ all | %d | %.3f | %.3f | %d | %.3f | %.3f | %d |", language,
                         total.after.expectedTitles + total.after.expectedAmbiguous + total.after.expectedNone,
                         total.before.precision, total.before.recall, total.before.resolvedWrong,
                         total.after.precision, total.after.recall, total.after.resolvedWrong))
        }
        for (name, set, normalizer) in [
            ("en", LabelledSet.english, Normalizer()), ("ja", LabelledSet.japanese, Normalizer()),
            ("ja, no MeCab", LabelledSet.japanese, Normalizer(reader: nil)),
            ("en held out", LabelledSet.englishHeldOut, Normalizer()), ("ja held out", LabelledSet.japaneseHeldOut, Normalizer()),
            ("en near misses", LabelledSet.englishNearMiss, Normalizer()),
            ("en near misses held out", LabelledSet.englishNearMissHeldOut, Normalizer()),
            ("ja near misses", LabelledSet.japaneseNearMiss, Normalizer()),
            ("ja near misses held out", LabelledSet.japaneseNearMissHeldOut, Normalizer()),
            ("ja near misses, no MeCab", LabelledSet.japaneseNearMiss, Normalizer(reader: nil)),
        ] {
            let index = set.index(normalizer)
            let current = set.tally(index)
            print("== \(name): failures at the chosen thresholds:")
            for failure in current.failures { print("   \(failure)") }
            print("| set | accept | margin | precision | recall | ambiguous ok | none ok |")
            for accept in [0.5, 0.55, 0.6, 0.62, 0.65, 0.7, 0.75, 0.8] {
                for margin in [0.03, 0.06, 0.1] {
                    let t = set.tally(index, accept: accept, margin: margin)
                    print(String(format: "| %@ | %.2f | %.2f | %.3f | %.3f | %d/%d | %d/%d |", name, accept, margin, t.precision, t.recall,
                                 t.ambiguousRight, t.expectedAmbiguous, t.noneRight, t.expectedNone))
                }
            }
        }
    }
}
