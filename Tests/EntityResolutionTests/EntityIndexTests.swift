import Basics
import Foundation
import SpeechText
import Testing

@testable import EntityResolution

func records(_ titles: [String]) -> [EntityRecord] {
    titles.enumerated().map { EntityRecord(id: Int64($0.offset + 1), title: $0.element) }
}

func title(of resolution: Resolution) -> String? {
    if case .resolved(let candidate) = resolution { return candidate.title }
    return nil
}

@Suite("EntityIndex signals: each wins a case the others lose")
struct SignalTests {
    @Test func phoneticWins() {
        let index = EntityIndex(language: .en, records: records(["Buy bread", "Buy milk", "Bake bread"]))
        let best = index.rank("by bread", language: .en)
        #expect(best.first?.title == "Buy bread")
        #expect((best.first?.signals["phonetic"] ?? 0) > 0)
        #expect(title(of: index.resolve("by bread", language: .en)) == "Buy bread")
        // Without phonetics "by" is two edits from "buy" and too short for the edit signal.
        #expect(Similarity.pair(Profile.word("by"), Profile.word("buy"))?.1 == .phonetic)
        #expect(title(of: EntityIndex(records: records(["Sarah", "Sam"])).resolve("sara", language: .en)) == "Sarah")
    }

    @Test func readingWins() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let index = EntityIndex(language: .ja, records: records(["牛乳を買う", "牛肉を焼く", "パンを買う"]))
        let best = try #require(index.rank("ぎゅうにゅうをかう", language: .ja).first)
        #expect(best.title == "牛乳を買う")
        #expect(best.signals["reading"] ?? 0 > 0.9)
        #expect(best.signals["chars"] ?? 1 < 0.5)  // the written forms share almost nothing
        #expect(title(of: index.resolve("ギュウニュウ", language: .ja)) == "牛乳を買う")
    }

    @Test(arguments: [("電話した", "電話する"), ("準備", "準備する"), ("買った", "買う"), ("牛乳買った", "牛乳を買う")])
    func conjugationWins(_ spoken: String, _ expected: String) throws {
        try #require(JapaneseReader.shared.isAvailable)
        let index = EntityIndex(language: .ja, records: records([expected, "宿題", "歯医者の予約"]))
        let best = try #require(index.rank(spoken, language: .ja).first)
        #expect(best.title == expected)
        #expect(best.signals["conjugation"] ?? 0 >= 0.9)
        #expect(best.signals["conjugation"] ?? 0 > best.signals["reading"] ?? 1)
        #expect(title(of: index.resolve(spoken, language: .ja)) == expected)
    }

    @Test func englishInflectionMeets() {
        let index = EntityIndex(language: .en, records: records(["Call mom", "Clean the garage"]))
        let best = index.rank("calling mom", language: .en).first
        #expect(best?.title == "Call mom")
        #expect((best?.signals["conjugation"] ?? 0) > 0)
    }

    @Test func numbersMeetNumberWords() {
        let index = EntityIndex(language: .en, records: records(["Buy 42 stamps", "Buy 24 stamps", "Read chapter 7"]))
        #expect(title(of: index.resolve("buy forty two stamps", language: .en)) == "Buy 42 stamps")
        #expect(index.rank("buy forty two stamps", language: .en).first?.signals["number"] == 1)
        #expect(title(of: index.resolve("read chapter seven", language: .en)) == "Read chapter 7")
        if case .resolved = index.resolve("read chapter eight", language: .en) { Issue.record("8 is not 7") }
    }

    @Test func kanjiNumeralsMeetDigits() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let index = EntityIndex(language: .ja, records: records(["3月の予算", "4月の予算", "21日の会議"]))
        #expect(title(of: index.resolve("三月の予算", language: .ja)) == "3月の予算")
        #expect(title(of: index.resolve("二十一日の会議", language: .ja)) == "21日の会議")
    }

    @Test func partialWordsWin() {
        let index = EntityIndex(language: .en, records: records(["Finish the quarterly report", "Quarterly taxes", "Submit expense report"]))
        #expect(title(of: index.resolve("the quarterly report", language: .en)) == "Finish the quarterly report")
        let groceries = EntityIndex(language: .en, records: records(["Groceries", "Grocery store hours", "Gardening"]))
        #expect(title(of: groceries.resolve("groceries list", language: .en)) == "Groceries")
        #expect(title(of: groceries.resolve("grocerys", language: .en)) == "Groceries")
    }

    @Test func genericJapaneseEdgesAreStripped() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let index = EntityIndex(language: .ja, records: records(["仕事", "買い物リスト", "週末のやること"]))
        #expect(title(of: index.resolve("仕事のリスト", language: .ja)) == "仕事")
        #expect(title(of: index.resolve("週末", language: .ja)) == "週末のやること")
        #expect(title(of: index.resolve("のり", language: .ja)) != "仕事")  // の is stripped only as a word
    }
}

@Suite("EntityIndex decisions")
struct DecisionTests {
    @Test func exactTitleScoresOne() {
        let index = EntityIndex(language: .en, records: records(["Buy Bread!", "Buy bread and milk"]))
        let best = index.rank("buy bread", language: .en)
        #expect(best.first?.score == 1)
        #expect(best.dropFirst().allSatisfy { $0.score < 1 })
        #expect(title(of: index.resolve("BUY BREAD", language: .en)) == "Buy Bread!")
    }

    @Test func closeCandidatesAreAmbiguousBestFirst() {
        let index = EntityIndex(language: .en, records: records(["Buy milk", "Buy bread", "Walk the dog"]))
        guard case .ambiguous(let candidates) = index.resolve("buy", language: .en) else {
            Issue.record("expected ambiguous")
            return
        }
        #expect(Set(candidates.map(\.title)) == ["Buy milk", "Buy bread"])
        #expect(candidates[0].score >= candidates[1].score)
    }

    @Test func duplicateTitlesAreAmbiguous() {
        let index = EntityIndex(language: .en, records: records(["Buy milk", "buy milk"]))
        guard case .ambiguous(let candidates) = index.resolve("buy milk", language: .en) else {
            Issue.record("expected ambiguous")
            return
        }
        #expect(candidates.count == 2)
    }

    @Test func unrelatedWordsAreNotFoundWithNearest() {
        let index = EntityIndex(language: .en, records: records(["Buy milk", "Walk the dog"]))
        guard case .notFound(let nearest) = index.resolve("walk the cat", language: .en) else {
            Issue.record("expected notFound")
            return
        }
        #expect(nearest.first?.title == "Walk the dog")
        #expect(nearest.allSatisfy { $0.score < EntityIndex.acceptThreshold })
        #expect(index.resolve("", language: .en) == .notFound(nearest: []))
        #expect(index.resolve("zzzz qqqq", language: .en) == .notFound(nearest: []))
    }

    @Test func decisionRuleAppliesThresholds() {
        func candidate(_ title: String, _ score: Double) -> Candidate { Candidate(id: 0, title: title, score: score, signals: [:]) }
        let a = candidate("a", 0.9), b = candidate("b", 0.9 - EntityIndex.ambiguityMargin / 2), c = candidate("c", 0.5)
        #expect(EntityIndex.decide([a, c]) == .resolved(a))
        #expect(EntityIndex.decide([a, b, c]) == .ambiguous([a, b]))
        #expect(EntityIndex.decide([c]) == .notFound(nearest: [c]))
        #expect(EntityIndex.decide([candidate("x", 1), candidate("y", 0.98)]) == .resolved(candidate("x", 1)))
    }

    @Test func mixedScriptsMeetOnCharacters() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let index = EntityIndex(language: .ja, records: records(["Slackで連絡", "牛乳を買う"]))
        #expect(index.rank("slack", language: .ja).first?.title == "Slackで連絡")
    }
}

@Suite("EntityIndex maintenance")
struct IndexMaintenanceTests {
    @Test func upsertReplacesAndRemoveForgets() {
        let index = EntityIndex(language: .en, records: records(["Buy milk", "Walk the dog"]))
        #expect(index.count == 2)
        index.upsert(EntityRecord(id: 1, title: "Buy oat milk"))
        #expect(index.count == 2)
        #expect(index.rank("buy oat milk", language: .en).first?.score == 1)
        #expect(!index.rank("milk", language: .en).contains { $0.title == "Buy milk" })
        index.remove(id: 2)
        #expect(index.count == 1)
        #expect(!index.rank("walk the dog", language: .en).contains { $0.id == 2 })
        index.remove(id: 99)  // unknown ids are ignored
        index.upsert(EntityRecord(id: 3, title: "Walk the cat"))  // reuses the freed slot
        #expect(index.rank("walk the cat", language: .en).first?.id == 3)
        #expect(index.count == 2)
    }

    /// After random upserts and removes, the index ranks exactly like a freshly built one.
    @Test func indexMatchesARebuildAfterChurn() {
        let words = ["buy", "milk", "bread", "call", "mom", "walk", "dog", "clean", "garage", "report", "pay", "bill"]
        var generator = SeededGenerator(seed: 7)
        let index = EntityIndex(language: .en)
        var truth: [Int64: String] = [:]
        for _ in 0..<600 {
            let id = Int64.random(in: 1...60, using: &generator)
            if Bool.random(using: &generator) || truth[id] == nil {
                let title = (0..<Int.random(in: 1...3, using: &generator)).map { _ in words.randomElement(using: &generator)! }
                    .joined(separator: " ")
                index.upsert(EntityRecord(id: id, title: title))
                truth[id] = title
            } else {
                index.remove(id: id)
                truth[id] = nil
            }
        }
        let rebuilt = EntityIndex(language: .en, records: truth.map { EntityRecord(id: $0.key, title: $0.value) })
        #expect(index.count == truth.count)
        for query in ["buy milk", "mom", "clean the garage", "pay bill", "walk"] {
            let a = index.rank(query, language: .en, limit: 100).map { "\($0.id) \($0.score)" }.sorted()
            let b = rebuilt.rank(query, language: .en, limit: 100).map { "\($0.id) \($0.score)" }.sorted()
            #expect(a == b, "\(query)")
        }
    }
}

/// SplitMix64, so the random tests are repeatable.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("EntityIndex at scale")
struct ScaleTests {
    static let verbs = ["buy", "call", "email", "fix", "clean", "book", "pay", "order", "return", "plan", "write", "read",
                        "water", "walk", "send", "renew", "cancel", "update", "schedule", "pick up"]
    static let nouns = ["milk", "bread", "report", "garage", "dentist", "passport", "invoice", "plants", "dog", "car",
                        "laptop", "resume", "budget", "tickets", "package", "faucet", "notes", "slides", "battery", "books",
                        "flowers", "stamps", "groceries", "membership", "headphones", "party", "trash", "appointment",
                        "bill", "chapter"]
    static let names = ["Sarah", "Jon", "Kathy", "Mom", "Dad", "Alex", "Maria", "Ken", "Yuki", "Sam"]

    /// 100,000 synthetic titles such as "Email Sarah about invoice 1234".
    static func titles(_ count: Int) -> [String] {
        (0..<count).map { i in
            let verb = verbs[i % verbs.count]
            let noun = nouns[(i / verbs.count) % nouns.count]
            let name = names[(i / (verbs.count * nouns.count)) % names.count]
            return "\(verb.capitalized) \(noun) for \(name) \(i / 7)"
        }
    }

    @Test func hundredThousandRecords() {
        let started = Date()
        let index = EntityIndex(language: .en, records: records(Self.titles(100_000)))
        let built = Date().timeIntervalSince(started)
        #expect(index.count == 100_000)
        let queries = (0..<100).map { i in
            ["by milk for sara", "the quarterly report", "email jon about the invoice", "pick up books",
             "clean garage for dad \(i)", "zzz", "water plants"][i % 7]
        }
        let rankStarted = Date()
        var maxScored = 0
        for query in queries {
            let (candidates, scored) = index.rankCounting(query, language: .en, limit: 10)
            maxScored = max(maxScored, scored)
            #expect(candidates.count <= 10)
        }
        let perQuery = Date().timeIntervalSince(rankStarted) / Double(queries.count)
        #expect(maxScored <= EntityIndex.maxScoredCandidates + 1)
        if ProcessInfo.processInfo.environment["CALIBRATE"] != nil {
            print(String(format: "100k records: build %.2f s, rank %.2f ms/query, at most %d scored", built, perQuery * 1000, maxScored))
        }
    }
}

@Suite struct NamesNothingTests {
    @Test(arguments: [
        ("the todo", Language.en, true), ("a task", .en, true), ("todo", .en, true), ("the milk", .en, false),
        ("call mom", .en, false), ("タスク", .ja, true), ("牛乳", .ja, false), ("やること", .ja, true),
    ])
    func genericWordsNameNothing(spoken: String, language: Language, expected: Bool) {
        #expect(EntityIndex.namesNothing(spoken, language: language) == expected)
    }
}
