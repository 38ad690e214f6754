import Basics
import Testing

@testable import SpokenValues

@Suite struct NumberWordsTests {
    @Test(arguments: [
        ("forty two", 42), ("Forty-Two", 42), ("a hundred and five", 105), ("one hundred five", 105),
        ("twenty-one", 21), ("42", 42), ("４２", 42), ("zero", 0), ("one thousand two hundred", 1200),
        ("two thousand and five", 2005), ("two thousand twenty six", 2026), ("a thousand", 1000),
        ("nineteen", 19), ("ninety nine", 99), ("three million", 3_000_000), ("first", 1), ("21st", 21),
        ("twenty first", 21),
    ])
    func englishValues(text: String, expected: Int) {
        #expect(NumberWords.value(of: text, language: .en) == expected)
    }

    @Test(arguments: ["a", "an", "buy milk", "five five", "hundred hundred", "and", "", "twenty twenty", "one and"])
    func englishNonNumbers(text: String) {
        #expect(NumberWords.value(of: text, language: .en) == nil)
    }

    @Test(arguments: [
        ("三十", 30), ("二十一", 21), ("百五", 105), ("千", 1000), ("一万", 10_000), ("〇", 0), ("第2", 2),
        ("二つ目", 2), ("三番目", 3), ("３０", 30), ("二〇二六", 2026), ("十二万三千", 123_000), ("三つ", 3),
        ("ふたつ", 2), ("第十", 10), ("3万", 30_000), ("千二百三十四", 1234),
    ])
    func japaneseValues(text: String, expected: Int) {
        #expect(NumberWords.value(of: text, language: .ja) == expected)
    }

    @Test(arguments: ["一緒", "牛乳", "二三", "十十", "万", "三百千", ""])
    func japaneseNonNumbers(text: String) {
        #expect(NumberWords.value(of: text, language: .ja) == nil)
    }

    @Test(arguments: [
        (42, "forty two", "四十二"), (105, "one hundred five", "百五"), (0, "zero", "〇"), (10, "ten", "十"),
        (2026, "two thousand twenty six", "二千二十六"), (10_000, "ten thousand", "一万"), (110, "one hundred ten", "百十"),
        (1_000_000, "one million", "百万"), (-3, "minus three", "マイナス三"),
    ])
    func spells(number: Int, english: String, japanese: String) {
        #expect(NumberWords.spell(number, language: .en) == english)
        #expect(NumberWords.spell(number, language: .ja) == japanese)
    }

    @Test(arguments: Language.allCases)
    func spellingRoundTrips(language: Language) {
        for n in Array(0...1200) + stride(from: 1201, through: 2_000_000, by: 7919) {
            #expect(NumberWords.value(of: NumberWords.spell(n, language: language), language: language) == n, "\(n)")
        }
    }

    @Test(arguments: [
        ("in forty two minutes", "in 42 minutes"), ("Call Mom in twenty-one days", "Call Mom in 21 days"),
        ("buy a cake", "buy a cake"), ("remind me in an hour", "remind me in 1 hour"),
        ("snooze for a day", "snooze for 1 day"), ("half an hour", "half an hour"),
        ("one hundred and five apples", "105 apples"), ("someone else", "someone else"),
        ("Buy Two Tickets", "Buy 2 Tickets"), ("nothing here", "nothing here"),
    ])
    func replacesEnglish(text: String, expected: String) {
        #expect(NumberWords.replacingNumberWords(in: text, language: .en) == expected)
    }

    @Test(arguments: [
        ("三十分後", "30分後"), ("一緒に行く", "一緒に行く"), ("一人で", "一人で"), ("十二月十五日", "12月15日"),
        ("三", "3"), ("第二", "第2"), ("統一日", "統一日"), ("毎月十五日に", "毎月15日に"), ("二時間後", "2時間後"),
        ("三つ目", "3つ目"), ("牛乳を買う", "牛乳を買う"), ("二三日", "二三日"), ("令和八年", "令和8年"),
    ])
    func replacesJapanese(text: String, expected: String) {
        #expect(NumberWords.replacingNumberWords(in: text, language: .ja) == expected)
    }
}
