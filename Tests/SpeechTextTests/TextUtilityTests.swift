import Basics
import Testing

@testable import SpeechText

@Suite("EditDistance")
struct EditDistanceTests {
    static func scalars(_ text: String) -> [Unicode.Scalar] { Array(text.unicodeScalars) }

    @Test(arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("same", "same", 0),
        ("by", "buy", 1), ("牛乳", "牛肉", 1), ("ぎゅうにゅう", "ぎゅうにく", 2), ("flaw", "lawn", 2),
    ])
    func distance(_ a: String, _ b: String, _ expected: Int) {
        #expect(EditDistance.distance(Self.scalars(a), Self.scalars(b)) == expected)
        #expect(EditDistance.distance(Self.scalars(b), Self.scalars(a)) == expected)
    }

    @Test(arguments: [
        ("milk", "bread", 2, nil), ("milk", "mlk", 2, 1), ("kitten", "sitting", 3, 3),
        ("kitten", "sitting", 2, nil), ("a", "abcdef", 3, nil), ("", "ab", 2, 2), ("abc", "abc", 0, 0),
    ] as [(String, String, Int, Int?)])
    func bounded(_ a: String, _ b: String, _ limit: Int, _ expected: Int?) {
        #expect(EditDistance.distance(Self.scalars(a), Self.scalars(b), limit: limit) == expected)
    }

    /// The bounded variant agrees with the full one on random short strings, for every limit.
    @Test func boundedAgreesWithFull() {
        var generator = SeededGenerator(seed: 42)
        let alphabet: [Unicode.Scalar] = ["a", "b", "c", "あ", "い"]
        for _ in 0..<2_000 {
            let a = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...7, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let full = EditDistance.distance(a, b)
            for limit in 0...8 {
                let bounded = EditDistance.distance(a, b, limit: limit)
                #expect(bounded == (full <= limit ? full : nil), "\(a) \(b) limit \(limit)")
            }
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

@Suite("PhoneticKey")
struct PhoneticKeyTests {
    @Test(arguments: [
        ["by", "buy", "bye"], ["sara", "sarah", "Sara"], ["rite", "write", "right"], ["male", "mail"],
        ["phone", "fone"], ["knight", "night", "nite"], ["their", "there"], ["see", "sea"],
        ["to", "too"], ["yes", "yess"], ["cell", "sell"], ["flour", "flower"], ["kathy", "cathy"],
        ["Jon", "John"], ["Steven", "Stephen"], ["bred", "bread"], ["meat", "meet"],
    ])
    func soundAlikesMeet(_ words: [String]) {
        let keys = Set(words.map(PhoneticKey.key))
        #expect(keys.count == 1, "\(words) -> \(keys)")
    }

    @Test(arguments: [("milk", "bread"), ("buy", "pie"), ("mail", "nail"), ("sara", "sam"), ("rite", "kite"), ("yes", "s")])
    func differentSoundsDiffer(_ a: String, _ b: String) {
        #expect(PhoneticKey.key(a) != PhoneticKey.key(b))
    }

    @Test(arguments: [("buy", "B"), ("sarah", "SR"), ("write", "RT"), ("mail", "ML"), ("phone", "FN"),
                      ("thing", "0NK"), ("shop", "XP"), ("nation", "NXN"), ("apple", "APL"), ("", ""), ("42", "")])
    func exactKeys(_ word: String, _ expected: String) {
        #expect(PhoneticKey.key(word) == expected)
    }
}

@Suite("JapaneseReader")
struct JapaneseReaderTests {
    @Test(arguments: [("牛乳を買う", "ぎゅうにゅうをかう"), ("歯医者の予約", "はいしゃのよやく"), ("カンリョウ", "かんりょう")])
    func reading(_ text: String, _ expected: String) throws {
        try #require(JapaneseReader.shared.isAvailable)
        #expect(JapaneseReader.shared.reading(of: text) == expected)
    }

    @Test func baseForms() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let morphemes = JapaneseReader.shared.morphemes(of: "電話した")
        #expect(morphemes.map(\.baseForm) == ["電話", "する", "た"])
        #expect(morphemes.first?.partOfSpeech == "名詞")
        #expect(JapaneseReader.shared.morphemes(of: "買った").first?.baseForm == "買う")
    }

    @Test func cachedAnswerIsTheSame() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let first = JapaneseReader.shared.morphemes(of: "会議の準備")
        let second = JapaneseReader.shared.morphemes(of: "会議の準備")
        #expect(first == second)
        #expect(first.map(\.surface).joined() == "会議の準備")
    }

    @Test func concurrentUseIsSafe() async throws {
        try #require(JapaneseReader.shared.isAvailable)
        let texts = (0..<200).map { "牛乳を\($0)本買う" }
        let readings = await withTaskGroup(of: String.self) { group in
            for text in texts { group.addTask { JapaneseReader.shared.reading(of: text) } }
            var all: [String] = []
            for await reading in group { all.append(reading) }
            return all
        }
        #expect(readings.count == 200)
        #expect(readings.allSatisfy { $0.hasPrefix("ぎゅうにゅうを") })
    }

    @Test func unavailableReaderFallsBackToSurface() {
        let reader = JapaneseReader(libraryNames: ["libdoes-not-exist.so"])
        #expect(!reader.isAvailable)
        #expect(reader.reading(of: "カンリョウ 完了") == "かんりょう完了")
        #expect(reader.unavailableNotice?.contains("mecab-ipadic-utf8") == true)
        #expect(JapaneseReader.shared.isAvailable == (JapaneseReader.shared.unavailableNotice == nil))
    }
}
