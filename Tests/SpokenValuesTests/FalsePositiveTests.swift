import Basics
import Foundation
import Testing

@testable import SpokenValues

/// Todo titles and other words the matcher may hand over as a slot: none is a value.
@Suite struct FalsePositiveTests {
    static let english = [
        "buy milk", "call mom", "pay the rent", "book a table for two", "read chapter 5", "water the plants",
        "send the report to anna", "pick up the kids", "march", "may", "second", "sun", "wed", "a", "an hour ago",
        "the", "on", "every", "5 apples", "twenty", "fix bug 1234", "walk the dog at the park", "meeting notes",
        "half", "quarter", "tomorrow's agenda review", "next steps", "end", "weekend plans", "morning routine list",
        "night", "movie night", "lunch", "team lunch", "morning", "evening walk", "lunch wednesday",
        "christmas", "halloween", "christmas shopping", "new year", "fortnight", "the day before",
        "the friday meeting", "for the friday", "the 4 of the book", "chapter 5 of the series",
    ]
    static let japanese = [
        "牛乳を買う", "母に電話", "家賃を払う", "一緒に行く", "一人で読む", "第二章を読む", "月", "金", "日", "朝ごはん",
        "会議のメモ", "犬の散歩", "歯医者の予約", "三", "毎", "週", "今", "来", "報告書を送る", "年賀状",
    ]

    @Test(arguments: english)
    func englishTitlesAreNotValues(text: String) {
        #expect(SpokenDate.parse(text, language: .en, clock: mondayClock) == nil)
        #expect(SpokenDuration.parse(text, language: .en) == nil)
        #expect(SpokenRepeat.parse(text, language: .en, clock: mondayClock) == nil)
    }

    @Test(arguments: japanese)
    func japaneseTitlesAreNotValues(text: String) {
        #expect(SpokenDate.parse(text, language: .ja, clock: mondayClock) == nil)
        #expect(SpokenDuration.parse(text, language: .ja) == nil)
        #expect(SpokenRepeat.parse(text, language: .ja, clock: mondayClock) == nil)
    }

    /// Long and hostile inputs return quickly (bounded work per call).
    @Test func longInputsAreBounded() {
        let long = String(repeating: "every monday and ", count: 400) + "friday"
        let japanese = String(repeating: "毎週月・", count: 400)
        let numbers = String(repeating: "one hundred and ", count: 300)
        let elapsed = ContinuousClock().measure {
            #expect(SpokenRepeat.parse(long, language: .en, clock: mondayClock) == nil)
            #expect(SpokenRepeat.parse(japanese, language: .ja, clock: mondayClock) == nil)
            #expect(SpokenDate.parse(long, language: .en, clock: mondayClock) == nil)
            #expect(NumberWords.value(of: numbers, language: .en) == nil)
            _ = NumberWords.replacingNumberWords(in: numbers, language: .en)
        }
        #expect(elapsed < .seconds(1))
    }
}
