import Basics
import SpeechText
import Testing

@testable import EntityResolution

/// A Japanese errand said with another word of its action (送付 for 送る, 支払い for 払う, 提出 for
/// 出す) names the same todo; another action (掃除 for 買う) never does.
@Suite("Japanese actions said with a word of their group")
struct ActionConceptTests {
    static let titles = [
        "請求書を送る", "家賃を払う", "図書館に本を返す", "トイレットペーパーを買う", "経費精算を出す", "プレゼンの資料を作る",
        "銀行に寄る", "猫のエサを買う",
    ]

    @Test func aSinoJapaneseNounFindsTheTodoOfItsVerb() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let index = EntityIndex(language: .ja, records: records(Self.titles))
        for (spoken, expected) in [
            ("請求書送付", "請求書を送る"), ("請求書の発送", "請求書を送る"), ("家賃の支払い", "家賃を払う"),
            ("図書館の本の返却", "図書館に本を返す"), ("経費精算提出", "経費精算を出す"), ("プレゼン資料作成", "プレゼンの資料を作る"),
            ("猫のエサ購入", "猫のエサを買う"),
        ] {
            #expect(title(of: index.resolve(spoken, language: .ja)) == expected, "\(spoken)")
        }
    }

    @Test func anotherActionStillFindsNothing() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let index = EntityIndex(language: .ja, records: records(Self.titles))
        for spoken in ["トイレ掃除", "請求書を払う", "家賃を送る", "猫のエサを作る"] {
            #expect(title(of: index.resolve(spoken, language: .ja)) == nil, "\(spoken)")
        }
    }

    /// Kana alone is compared as said: よる is 夜 as well as 寄る, and is no 行く.
    @Test func kanaAloneIsNotTakenForAGroup() throws {
        try #require(JapaneseReader.shared.isAvailable)
        let normalizer = Normalizer()
        let written = Profile.make("銀行に寄る", language: .ja, normalizer: normalizer)
        let kana = Profile.make("ぎんこうによる", language: .ja, normalizer: normalizer)
        #expect(written.japaneseWords.contains { $0.isConcept && $0.lemma == "いく" })
        #expect(!kana.japaneseWords.contains { $0.isConcept })
        #expect(Lexicon.japanese.concept("送付") == "おくる")
        #expect(Lexicon.japanese.concept("夜") == nil)
    }
}
