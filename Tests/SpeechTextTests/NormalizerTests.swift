import Basics
import Testing

@testable import SpeechText

struct EnglishCase: CustomTestStringConvertible, Sendable {
    let id: String
    let input: String
    let keys: String
    var testDescription: String { id }
}

struct JapaneseCase: CustomTestStringConvertible, Sendable {
    let id: String
    let input: String
    let keys: String
    var testDescription: String { id }
}

@Suite("Normalizer, English")
struct EnglishNormalizerTests {
    static let cases: [EnglishCase] = [
        .init(id: "case folding", input: "Buy MILK", keys: "buy milk"),
        .init(id: "punctuation dropped", input: "buy milk, bread; and eggs!", keys: "buy milk bread and eggs"),
        .init(id: "full width to ASCII", input: "ＢＵＹ　ｍｉｌｋ", keys: "buy milk"),
        .init(id: "what's", input: "What's due today?", keys: "what is due today"),
        .init(id: "curly apostrophe", input: "what’s due", keys: "what is due"),
        .init(id: "don't", input: "don't forget", keys: "do not forget"),
        .init(id: "i'm", input: "I'm done", keys: "i am done"),
        .init(id: "let's", input: "let's go", keys: "let us go"),
        .init(id: "it's", input: "it's done", keys: "it is done"),
        .init(id: "can't", input: "I can't", keys: "i can not"),
        .init(id: "we're", input: "we're out", keys: "we are out"),
        .init(id: "possessive reads as the plural", input: "call Mom's doctor", keys: "call moms doctor"),
        .init(id: "fillers", input: "um uh add er milk erm hmm", keys: "add milk"),
        .init(id: "please anywhere", input: "please add milk please", keys: "add milk"),
        .init(id: "leading like", input: "like, add milk", keys: "add milk"),
        .init(id: "inner like kept", input: "I like milk", keys: "i like milk"),
        .init(id: "leading you know", input: "you know, add milk", keys: "add milk"),
        .init(id: "you know set off by commas", input: "add, you know, milk", keys: "add milk"),
        .init(id: "let you know kept", input: "let you know the plan", keys: "let you know the plan"),
        .init(id: "ampersand", input: "salt & pepper", keys: "salt and pepper"),
        .init(id: "forty two", input: "buy forty two eggs", keys: "buy 42 eggs"),
        .init(id: "twenty-one", input: "twenty-one days", keys: "21 days"),
        .init(id: "hundred and five", input: "one hundred and five", keys: "105"),
        .init(id: "a thousand", input: "a thousand things", keys: "1000 things"),
        .init(id: "two thousand twenty six", input: "two thousand twenty six", keys: "2026"),
        .init(id: "separate numbers", input: "one two", keys: "1 2"),
        .init(id: "and between numbers", input: "five and six", keys: "5 and 6"),
        .init(id: "digits kept", input: "buy 12 eggs at 3.5", keys: "buy 12 eggs at 3.5"),
        .init(id: "thousands separator", input: "1,000 steps", keys: "1000 steps"),
        .init(id: "article alone", input: "a list", keys: "a list"),
        .init(id: "empty", input: " ,.! ", keys: ""),
    ]

    @Test(arguments: cases)
    func keys(_ example: EnglishCase) {
        let text = Normalizer().normalize(example.input, language: .en)
        #expect(text.keyString == example.keys)
    }

    @Test func numberTokenCoversBothWords() {
        let text = Normalizer().normalize("buy forty two eggs", language: .en)
        #expect(text.tokens[1] == Token(key: "42", surfaceRange: 4..<13))
        #expect(text.surface(1..<2) == "forty two")
    }

    @Test func surfaceKeepsCaseAndTrims() {
        let text = Normalizer().normalize("add \"Buy Bread!\" to Groceries, please", language: .en)
        #expect(text.tokens.map(\.key) == ["add", "buy", "bread", "to", "groceries"])
        #expect(text.surface(1..<3) == "Buy Bread")
        #expect(text.surface(4..<5) == "Groceries")
        #expect(text.surface(3..<3) == "")
        #expect(text.surface(0..<99) == "add \"Buy Bread!\" to Groceries")
    }

    @Test func contractionSharesRange() {
        let text = Normalizer().normalize("What's up", language: .en)
        #expect(text.tokens[0].surfaceRange == text.tokens[1].surfaceRange)
        #expect(text.surface(0..<1) == "What's")
    }

    @Test func sourceIsNFKC() {
        let text = Normalizer().normalize("ｶﾞｲﾄﾞ ＡＢＣ", language: .en)
        #expect(text.source == "ガイド ABC")
    }
}

@Suite("Normalizer, Japanese")
struct JapaneseNormalizerTests {
    static let cases: [JapaneseCase] = [
        .init(id: "kanji read as kana", input: "牛乳を買う", keys: "ぎゅうにゅうをかう"),
        .init(id: "katakana folded", input: "カンリョウ", keys: "かんりょう"),
        .init(id: "kanji and kana meet", input: "完了", keys: "かんりょう"),
        .init(id: "half width katakana", input: "ｶﾞｲﾄﾞ", keys: "がいど"),
        .init(id: "punctuation dropped", input: "「牛乳」を、買う。！？・", keys: "ぎゅうにゅうをかう"),
        .init(id: "spaces dropped", input: "牛乳　を 買う", keys: "ぎゅうにゅうをかう"),
        .init(id: "long vowel variants", input: "コーヒ〜とコーヒ～とｺｰﾋｰ", keys: "こーひーとこーひーとこーひー"),
        .init(id: "small kana kept", input: "ちょっと", keys: "ちょっと"),
        .init(id: "filler えーと", input: "えーと、牛乳を買う", keys: "ぎゅうにゅうをかう"),
        .init(id: "filler えっと", input: "えっと牛乳", keys: "ぎゅうにゅう"),
        .init(id: "filler あの at start", input: "あの、パンを買う", keys: "ぱんをかう"),
        .init(id: "filler うーん", input: "うーん、パン", keys: "ぱん"),
        .init(id: "filler まあ at start", input: "まあ、パン", keys: "ぱん"),
        .init(id: "ASCII word stays a word", input: "Slackで連絡", keys: "slackでれんらく"),
        .init(id: "digits", input: "３時に電話", keys: "3じにでんわ"),
    ]

    @Test(arguments: cases)
    func keys(_ example: JapaneseCase) throws {
        try #require(JapaneseReader.shared.isAvailable, "MeCab is needed for readings")
        let text = Normalizer().normalize(example.input, language: .ja)
        #expect(text.keyString == example.keys)
    }

    @Test func asciiWordIsOneToken() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let text = Normalizer().normalize("Slackで連絡", language: .ja)
        #expect(text.tokens.first?.key == "slack")
    }

    @Test func surfaceOfReadingSpan() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let text = Normalizer().normalize("えーと、牛乳を買うを完了", language: .ja)
        // ぎゅうにゅうをかう = tokens 0..<9
        #expect(text.keyString == "ぎゅうにゅうをかうをかんりょう")
        #expect(text.surface(0..<9) == "牛乳を買う")
        #expect(text.surface(0..<3) == "牛乳")  // a partial kanji reading recovers the whole word
        #expect(text.surface(7..<9) == "買う")
        #expect(text.surface(8..<9) == "う")  // okurigana map 1:1
    }

    @Test func degradedModeKeepsKanji() {
        let text = Normalizer(reader: nil).normalize("えーと、牛乳をカウ。", language: .ja)
        #expect(text.keyString == "牛乳をかう")
        #expect(text.surface(0..<2) == "牛乳")
    }

    /// デザイン is one word to the matcher: its ザ, イ, ン continue it, its デ does not.
    @Test func katakanaWordsAreMarked() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let text = Normalizer().normalize("明日デザインを追加", language: .ja)
        let marked = text.tokens.map(\.continuesWord)
        let start = try #require(text.tokens.firstIndex { $0.key == "で" })
        #expect(!marked[start])
        #expect(marked[(start + 1)...(start + 3)].allSatisfy { $0 })
        #expect(!marked[start + 4])  // を
        #expect(!marked[..<start].contains(true))
    }

    /// A name in kana MeCab knows (すみれ) is one word too; the particle after it is not.
    @Test func kanaNamesAreMarked() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let text = Normalizer().normalize("すみれさんにメール", language: .ja)
        let marked = text.tokens.map(\.continuesWord)
        #expect(text.tokens.prefix(3).map(\.key) == ["す", "み", "れ"])
        #expect(marked.prefix(3) == [false, true, true])
        #expect(!marked[3])  // さ of さん begins a word
        #expect(marked[4])  // ん continues it
    }

    @Test func degradedModeMarksKatakanaRuns() {
        let text = Normalizer(reader: nil).normalize("にワイン", language: .ja)
        #expect(text.tokens.map(\.continuesWord) == [false, false, true, true])
    }

    @Test func degradedModeKeepsWordsThatStartLikeFillers() {
        let text = Normalizer(reader: nil).normalize("あのねこ", language: .ja)
        #expect(text.keyString == "あのねこ")
    }

    @Test func unavailableReaderBehavesLikeNone() {
        let reader = JapaneseReader(libraryNames: [])
        #expect(!reader.isAvailable)
        #expect(reader.unavailableNotice != nil)
        let text = Normalizer(reader: reader).normalize("牛乳", language: .ja)
        #expect(text.keyString == "牛乳")
    }
}

@Suite("foldedKey")
struct FoldedKeyTests {
    @Test(arguments: [
        ("Buy  Bread!", Language.en, "buybread"),
        ("ＢＵＹ-bread", .en, "buybread"),
        ("コーヒ〜", .ja, "こーひー"),
        ("ｺｰﾋｰ", .ja, "こーひー"),
        ("カンリョウ", .ja, "かんりょう"),
        ("「牛乳」を買う。", .ja, "牛乳を買う"),
    ])
    func folded(_ input: String, _ language: Language, _ expected: String) {
        #expect(foldedKey(input, language: language) == expected)
    }
}

@Suite("LanguageDetector")
struct LanguageDetectorTests {
    @Test func detects() {
        #expect(LanguageDetector.detect("牛乳を買う") == .ja)
        #expect(LanguageDetector.detect("buy milk") == nil)
    }
}

@Suite("Normalizer, Japanese digits")
struct JapaneseDigitTests {
    @Test func digitRunIsOneToken() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let text = Normalizer().normalize("12時に電話", language: .ja)
        #expect(text.tokens.first?.key == "12")
        #expect(text.keyString == "12じにでんわ")
    }

    @Test func degradedDigitRunIsOneToken() {
        let text = Normalizer(reader: nil).normalize("12時", language: .ja)
        #expect(text.tokens.map(\.key) == ["12", "時"])
    }
}

@Suite("Normalizer, mixed scripts")
struct MixedScriptTests {
    @Test func asciiWordWithDigitsStaysOneWord() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let text = Normalizer().normalize("mp3を買う", language: .ja)
        #expect(text.tokens.first?.key == "mp3")
    }
}

@Suite("Normalizer, Japanese numerals")
struct JapaneseNumeralTests {
    @Test(arguments: [
        ("三十分後に電話", "30ふんごにでんわ", "三十"), ("牛乳を二本買う", "ぎゅうにゅうを2ほんかう", "二"),
        ("二十一日", "21にち", "二十一"),
    ])
    func numeralBeforeCounterIsDigits(_ input: String, _ keys: String, _ numeral: String) throws {
        try #require(JapaneseReader.shared.isAvailable)
        let text = Normalizer().normalize(input, language: .ja)
        #expect(text.keyString == keys)
        let index = try #require(text.tokens.firstIndex { $0.key.first?.isNumber == true })
        #expect(text.surface(index..<index + 1) == numeral)
    }

    @Test func numeralInsideAWordStays() throws {
        try #require(JapaneseReader.shared.isAvailable)
        #expect(Normalizer().normalize("一緒に行く", language: .ja).keyString == "いっしょにいく")
    }
}
