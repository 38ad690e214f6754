import Testing

@testable import Basics

@Suite struct ScalarTextTests {
    @Test(arguments: [
        ("牛乳を買う", "買う", true), ("牛乳を買う", "牛乳を買う", true), ("牛乳を買う", "を買うの", false),
        ("ね、あのね", "ね、", true), ("ねあのね", "ね、", false), ("", "a", false), ("abc", "", false),
        ("aab", "ab", true), ("ab", "abc", false),
    ])
    func holdsAgreesWithSubstringSearch(text: String, part: String, expected: Bool) {
        #expect(Array(text.unicodeScalars).holds(part) == expected)
        if !part.isEmpty { #expect(text.contains(part) == expected) }
    }

    @Test func kanjiAndKatakana() {
        #expect(("漢" as Unicode.Scalar).isKanji)
        #expect(("々" as Unicode.Scalar).isKanji)
        #expect(("㐂" as Unicode.Scalar).isKanji)  // CJK extension A
        #expect(!("か" as Unicode.Scalar).isKanji)
        #expect(!("カ" as Unicode.Scalar).isKanji)
        #expect(!("a" as Unicode.Scalar).isKanji)
        #expect(("カ" as Unicode.Scalar).isKatakana)
        #expect(("ー" as Unicode.Scalar).isKatakana)
        #expect(!("・" as Unicode.Scalar).isKatakana)
        #expect(!("か" as Unicode.Scalar).isKatakana)
    }
}
