import Basics
import Testing

@testable import SpokenValues

@Suite struct SpokenDurationTests {
    @Test(arguments: [
        ("an hour", 60), ("one hour", 60), ("half an hour", 30), ("half hour", 30), ("90 minutes", 90),
        ("two hours", 120), ("a whole day", 1440), ("a full hour", 60), ("1.5 hours", 90), ("an hour and a half", 90), ("one and a half hours", 90),
        ("a day", 1440), ("15 min", 15), ("2 hrs", 120), ("for 30 minutes", 30), ("1h30", 90), ("2h", 120),
        ("30m", 30), ("2 hours 15 minutes", 135), ("2 hours and 15 minutes", 135), ("a quarter of an hour", 15),
        ("a week", 10_080), ("forty five minutes", 45), ("For About 20 Minutes.", 20), ("a couple of hours", 120),
        ("3 days", 4320), ("1 hour 30", 90), ("twenty-five mins", 25),
        // A recognizer's homophone of the number right after "for".
        ("for for hours", 240), ("for to minutes", 2),
    ])
    func english(text: String, minutes: Int) {
        #expect(SpokenDuration.parse(text, language: .en) == minutes)
    }

    @Test(arguments: [
        "until tonight", "until tomorrow", "buy milk", "a month", "0 minutes", "minutes", "an", "hour hour",
        "in 2 hours", "tomorrow", "2 years", "30 minutes 2 hours", "", "5", "for hours", "to hours", "for for",
    ])
    func englishNonDurations(text: String) {
        #expect(SpokenDuration.parse(text, language: .en) == nil)
    }

    @Test(arguments: [
        ("1時間", 60), ("三十分", 30), ("1時間半", 90), ("半日", 720), ("一日", 1440), ("30分間", 30),
        ("1時間30分", 90), ("2週間", 20_160), ("10分くらい", 10), ("15分だけ", 15), ("１時間", 60), ("1.5時間", 90),
        ("二時間", 120), ("3日間", 4320), ("45分ほど", 45),
    ])
    func japanese(text: String, minutes: Int) {
        #expect(SpokenDuration.parse(text, language: .ja) == minutes)
    }

    @Test(arguments: ["明日", "牛乳", "今夜まで", "1ヶ月", "30分後", "分", "時間"])
    func japaneseNonDurations(text: String) {
        #expect(SpokenDuration.parse(text, language: .ja) == nil)
    }
}
