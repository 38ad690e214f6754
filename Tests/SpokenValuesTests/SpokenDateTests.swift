import Basics
import Testing

@testable import SpokenValues

/// Reference: Monday 2026-11-30 09:00 UTC unless the suite says otherwise.
@Suite struct SpokenDateEnglishTests {
    @Test(arguments: [
        // relative days
        ("today", "2026-11-30"), ("Tomorrow!", "2026-12-01"), ("tmrw", "2026-12-01"), ("due tomorrow", "2026-12-01"),
        ("the day after tomorrow", "2026-12-02"), ("day after tomorrow", "2026-12-02"), ("tonight", "2026-11-30T20:00"),
        // weekdays (today is Monday)
        ("friday", "2026-12-04"), ("on friday", "2026-12-04"), ("by friday", "2026-12-04"), ("due by Friday", "2026-12-04"),
        ("this friday", "2026-12-04"), ("next friday", "2026-12-11"), ("next monday", "2026-12-07"),
        ("monday", "2026-12-07"), ("this monday", "2026-11-30"), ("fri", "2026-12-04"), ("friday next week", "2026-12-11"), ("next week friday", "2026-12-11"), ("this week thursday", "2026-12-03"),
        ("coming friday", "2026-12-04"), ("Friday, December 4th", "2026-12-04"),
        // weeks, weekends, ends
        ("this weekend", "2026-12-05"), ("the weekend", "2026-12-05"), ("next weekend", "2026-12-12"),
        ("next week", "2026-12-07"), ("this week", "2026-12-04"), ("end of the week", "2026-12-04"),
        ("by the end of the week", "2026-12-04"), ("end of next week", "2026-12-11"), ("end of the month", "2026-11-30"),
        ("end of next month", "2026-12-31"), ("end of the year", "2026-12-31"), ("next month", "2026-12-01"),
        ("next year", "2027-01-01"), ("month end", "2026-11-30"), ("eod", "2026-11-30"),
        ("end of day thursday", "2026-12-03"), ("by close of business on friday", "2026-12-04"), ("cob", "2026-11-30"),
        ("eod tomorrow", "2026-12-01"), ("around four tomorrow", "2026-12-01T16:00"), ("at around 5 pm", "2026-11-30T17:00"),
        // A learner's articles: "the day 15" (el día 15), "at the four of the afternoon", "five of the afternoon".
        ("the day 15", "2026-12-15"), ("at the four of the afternoon", "2026-11-30T16:00"), ("five of the afternoon", "2026-11-30T17:00"),
        ("at the 15th", "2026-12-15"),
        ("by the end of december", "2026-12-31"), ("end of february", "2027-02-28"), ("end of november", "2026-11-30"),
        // fortnights, named days of the year, a day next to another
        ("in a fortnight", "2026-12-14"), ("in two fortnights", "2026-12-28"), ("christmas eve", "2026-12-24"),
        ("on christmas day", "2026-12-25"), ("new year's eve", "2026-12-31"), ("new year's day", "2027-01-01"),
        ("the day before christmas", "2026-12-24"), ("two days before the 15th", "2026-12-13"),
        ("the day after friday", "2026-12-05"), ("the day before new year's eve", "2026-12-30"),
        ("on christmas", "2026-12-25"), ("by halloween", "2027-10-31"), ("at 5 on christmas", "2026-12-25T17:00"),
        // British and 24-hour ways: half five, tuesday week, this arvo, a nurse's 0600 and 1900
        ("tomorrow at half five", "2026-12-01T17:30"), ("tuesday week", "2026-12-08"), ("friday week", "2026-12-11"),
        ("at half three this arvo", "2026-11-30T15:30"), ("tomorrow at 0600", "2026-12-01T06:00"),
        ("friday at 0730", "2026-12-04T07:30"), ("tomorrow at 1900", "2026-12-01T19:00"), ("thursday at 2215", "2026-12-03T22:15"),
        // absolute
        ("December 15th", "2026-12-15"), ("dec 15", "2026-12-15"), ("dec. 15", "2026-12-15"), ("15 december", "2026-12-15"),
        ("the 15th of december", "2026-12-15"), ("the 15th", "2026-12-15"), ("on the 15th", "2026-12-15"),
        ("the 30th", "2026-11-30"), ("the 31st", "2026-12-31"), ("the fifteenth", "2026-12-15"), ("12/15", "2026-12-15"),
        ("１２/１５", "2026-12-15"), ("2026-12-15", "2026-12-15"), ("12/15/2027", "2027-12-15"), ("january 5", "2027-01-05"),
        ("november 29", "2027-11-29"), ("november 30", "2026-11-30"), ("feb 29", "2028-02-29"),
        ("december 15 2027", "2027-12-15"), ("march thirty first twenty twenty seven", "2027-03-31"),
        ("the first of february twenty seventeen at five pm", "2017-02-01T17:00"), ("may 4 nineteen ninety nine", "1999-05-04"), ("december fifteenth", "2026-12-15"), ("december twenty first", "2026-12-21"),
        // times (now 09:00)
        ("at 5", "2026-11-30T17:00"), ("5pm", "2026-11-30T17:00"), ("5 p.m.", "2026-11-30T17:00"),
        ("5 p m", "2026-11-30T17:00"), ("five pm", "2026-11-30T17:00"), ("17:30", "2026-11-30T17:30"),
        ("5:30", "2026-11-30T17:30"), ("at 9", "2026-12-01T09:00"), ("at 10", "2026-11-30T10:00"),
        ("8am", "2026-12-01T08:00"), ("8 a.m.", "2026-12-01T08:00"), ("half past five", "2026-11-30T17:30"),
        ("quarter to six", "2026-11-30T17:45"), ("a quarter past 4", "2026-11-30T16:15"), ("noon", "2026-11-30T12:00"),
        ("midnight", "2026-12-01T00:00"), ("five thirty pm", "2026-11-30T17:30"), ("at 5 o'clock", "2026-11-30T17:00"),
        ("12am", "2026-12-01T00:00"), ("12:30 pm", "2026-11-30T12:30"), ("09:00", "2026-12-01T09:00"),
        ("06:00", "2026-12-01T06:00"), ("at 11:45", "2026-11-30T11:45"), ("10 to 6", "2026-11-30T17:50"),
        // one number for the time, with am/pm or "hours" (SLURP's "two hundred pm", a recognizer's "530 pm")
        ("at two hundred pm", "2026-11-30T14:00"), ("three hundred and thirty pm", "2026-11-30T15:30"),
        ("at 530 pm", "2026-11-30T17:30"), ("eight hundred am tomorrow", "2026-12-01T08:00"),
        ("one thousand two hundred pm", "2026-11-30T12:00"), ("at fourteen hundred hours", "2026-11-30T14:00"),
        // radio procedure: a 24-hour time with its leading zero, or in hundreds past twenty
        ("zero nine hundred hours tomorrow", "2026-12-01T09:00"), ("oh eight hundred wednesday", "2026-12-02T08:00"),
        ("at twenty hundred hours", "2026-11-30T20:00"), ("at twenty one hundred hours", "2026-11-30T21:00"),
        // parts of day and combinations
        ("tomorrow morning", "2026-12-01T09:00"), ("friday at 3pm", "2026-12-04T15:00"),
        ("tomorrow at 5pm", "2026-12-01T17:00"), ("at 5pm tomorrow", "2026-12-01T17:00"), ("3pm on friday", "2026-12-04T15:00"),
        ("this evening", "2026-11-30T18:00"), ("tomorrow night", "2026-12-01T20:00"), ("tonight at 8", "2026-11-30T20:00"),
        ("8 tonight", "2026-11-30T20:00"), ("5 in the morning", "2026-12-01T05:00"), ("in the afternoon", "2026-11-30T15:00"),
        ("friday morning", "2026-12-04T09:00"), ("friday at midnight", "2026-12-05T00:00"), ("this morning", "2026-11-30T09:00"),
        ("tomorrow at noon", "2026-12-01T12:00"), ("tomorrow 5pm", "2026-12-01T17:00"), ("december 15 at 5pm", "2026-12-15T17:00"),
        ("the 15th at noon", "2026-12-15T12:00"), ("tomorrow evening at 7", "2026-12-01T19:00"), ("at lunchtime", "2026-11-30T12:00"),
        ("next friday at 10am", "2026-12-11T10:00"), ("Tomorrow At 5PM.", "2026-12-01T17:00"), ("in the morning", "2026-12-01T09:00"),
        ("at night", "2026-11-30T20:00"), ("12 at night", "2026-12-01T00:00"),
        // offsets
        ("in 2 hours", "2026-11-30T11:00"), ("in 30 minutes", "2026-11-30T09:30"), ("in three days", "2026-12-03"),
        ("in a week", "2026-12-07"), ("in 2 weeks", "2026-12-14"), ("in a month", "2026-12-30"),
        ("in half an hour", "2026-11-30T09:30"), ("in an hour and a half", "2026-11-30T10:30"),
        ("2 days from now", "2026-12-02"), ("in forty five minutes", "2026-11-30T09:45"), ("in a year", "2027-11-30"),
        ("in 3 days at 5pm", "2026-12-03T17:00"), ("in 90 min", "2026-11-30T10:30"),
    ] as [(String, String)])
    func parses(text: String, expected: String) {
        #expect(SpokenDate.parse(text, language: .en, clock: mondayClock)?.encoded == expected)
    }

    @Test(arguments: [
        "buy milk", "yesterday", "friday buy milk", "5", "the", "", "next", "at", "in 2", "tomorrow tomorrow",
        "december 32", "2/30", "the day before yesterday", "friday and monday", "in 2 hours tomorrow", "17 pm",
        "at 25", "next the", "every day", "for 2 hours", "milk tomorrow", "end", "the week", "13/45",
        "tomorrow at", "call mom at 5", "christmas", "for christmas", "halloween",
    ])
    func rejects(text: String) {
        #expect(SpokenDate.parse(text, language: .en, clock: mondayClock) == nil)
    }

    @Test(arguments: [
        ("tomorrow", "2026-12-31"), ("day after tomorrow", "2027-01-01"), ("next week", "2027-01-04"),
        ("january 5", "2027-01-05"), ("dec 15", "2027-12-15"), ("the 15th", "2027-01-15"), ("end of the month", "2026-12-31"),
        ("next month", "2027-01-01"), ("in a month", "2027-01-30"), ("end of the year", "2026-12-31"), ("friday", "2027-01-01"),
        ("this weekend", "2027-01-02"), ("in 2 days", "2027-01-01"), ("in 20 hours", "2026-12-31T06:00"),
        ("at 9", "2026-12-31T09:00"), ("next year", "2027-01-01"), ("the 30th", "2026-12-30"), ("end of next month", "2027-01-31"),
    ] as [(String, String)])
    func rollsOverMonthAndYear(text: String, expected: String) {
        #expect(SpokenDate.parse(text, language: .en, clock: yearEndClock)?.encoded == expected)
    }

    @Test(arguments: [
        ("2026-03-07T22:00", "in 6 hours", "2026-03-08T05:00"), ("2026-03-07T22:00", "tomorrow at 9", "2026-03-08T09:00"),
        ("2026-11-01T00:30", "in 2 hours", "2026-11-01T01:30"), ("2026-03-07T22:00", "in 1 day", "2026-03-08"),
    ])
    func offsetsRespectDaylightSaving(now: String, text: String, expected: String) {
        let newYork = clock(now, zone: "America/New_York")
        #expect(SpokenDate.parse(text, language: .en, clock: newYork)?.encoded == expected)
    }

    @Test func weekendDaysMeanTodayForThisWeekend() {
        let saturday = clock("2026-12-05T10:00", zone: "UTC")
        #expect(SpokenDate.parse("this weekend", language: .en, clock: saturday)?.encoded == "2026-12-05")
        #expect(SpokenDate.parse("end of the week", language: .en, clock: saturday)?.encoded == "2026-12-11")
        #expect(SpokenDate.parse("this friday", language: .en, clock: saturday)?.encoded == "2026-12-11")
        #expect(SpokenDate.parse("saturday", language: .en, clock: saturday)?.encoded == "2026-12-12")
    }
}

@Suite struct SpokenDateJapaneseTests {
    /// Dates, times and durations written in hiragana alone (a recognizer, a phone keyboard).
    @Test(arguments: [
        ("きんようびまでに", "2026-12-04"), ("らいしゅうのかようび", "2026-12-08"), ("じゅうにがつとおか", "2026-12-10"),
        ("あしたのごごさんじ", "2026-12-01T15:00"), ("あしたのくじはん", "2026-12-01T09:30"), ("じゅうにがつにじゅうよっか", "2026-12-24"),
        ("ついたち", "2026-12-01"), ("げつようびのよじ", "2026-12-07T16:00"),
        // Digits before a counter in kana, as a child types them.
        ("あしたのゆうがた5じ", "2026-12-01T17:00"), ("こんやの8じ", "2026-11-30T20:00"),
    ])
    func kanaOnly(text: String, expected: String) {
        #expect(SpokenDate.parse(text, language: .ja, clock: mondayClock)?.encoded == expected, "\(text) → \(KanaDates.rewrite(text))")
    }

    @Test func kanaDurationsAndRepeats() {
        #expect(SpokenDuration.parse("にじかん", language: .ja) == 120)
        #expect(SpokenDuration.parse("さんじゅっぷん", language: .ja) == 30)
        #expect(SpokenRepeat.parse("まいしゅうどようび", language: .ja, clock: mondayClock)?.rrule == "FREQ=WEEKLY;BYDAY=SA")
        #expect(SpokenRepeat.parse("かくしゅうのきんようび", language: .ja, clock: mondayClock)?.rrule == "FREQ=WEEKLY;INTERVAL=2;BYDAY=FR")
        // Other kana is left as it is: a particle に is no two, しりょう no four.
        #expect(KanaDates.rewrite("しりょうをおくるに") == "しりょうをおくるに")
        #expect(SpokenDate.parse("にんじん", language: .ja, clock: mondayClock) == nil)
        // An hour inside a word is none (しじみ, くじびき); before a particle it is one.
        #expect(KanaDates.rewrite("しじみをかう") == "しじみをかう")
        #expect(KanaDates.rewrite("くじびき") == "くじびき")
        #expect(KanaDates.rewrite("よじにでんわ") == "四時にでんわ")
    }

    @Test(arguments: [
        ("今日", "2026-11-30"), ("きょう", "2026-11-30"), ("明日", "2026-12-01"), ("あした", "2026-12-01"), ("あす", "2026-12-01"),
        ("12月15日の前日", "2026-12-14"), ("金曜の前日", "2026-12-03"), ("12月24日の翌日", "2026-12-25"),
        ("明後日", "2026-12-02"), ("あさって", "2026-12-02"), ("今夜", "2026-11-30T20:00"), ("今晩", "2026-11-30T20:00"),
        ("金曜", "2026-12-04"), ("金曜日", "2026-12-04"), ("今週の金曜", "2026-12-04"), ("来週の金曜", "2026-12-11"),
        ("来週金曜日", "2026-12-11"), ("今週末", "2026-12-05"), ("週末", "2026-12-05"), ("来週", "2026-12-07"),
        ("月曜", "2026-12-07"), ("12月15日", "2026-12-15"), ("2026年12月15日", "2026-12-15"), ("令和8年12月15日", "2026-12-15"),
        ("令和元年5月1日", "2019-05-01"), ("15日", "2026-12-15"), ("十二月十五日", "2026-12-15"), ("1月5日", "2027-01-05"),
        ("5時", "2026-11-30T17:00"), ("午後5時", "2026-11-30T17:00"), ("17時半", "2026-11-30T17:30"),
        ("5時30分", "2026-11-30T17:30"), ("正午", "2026-11-30T12:00"), ("朝9時", "2026-12-01T09:00"),
        ("夜8時", "2026-11-30T20:00"), ("午前10時", "2026-11-30T10:00"), ("午後0時", "2026-11-30T12:00"),
        ("明日の朝", "2026-12-01T09:00"), ("明日の午後3時", "2026-12-01T15:00"), ("金曜の夜", "2026-12-04T20:00"),
        ("明日の午後", "2026-12-01T15:00"), ("明日朝9時", "2026-12-01T09:00"), ("来週の金曜の夕方", "2026-12-11T18:00"),
        ("2時間後", "2026-11-30T11:00"), ("30分後", "2026-11-30T09:30"), ("三十分後", "2026-11-30T09:30"),
        ("3日後", "2026-12-03"), ("三日後", "2026-12-03"), ("1週間後", "2026-12-07"), ("来月", "2026-12-01"),
        ("月末", "2026-11-30"), ("今月末", "2026-11-30"), ("年末", "2026-12-31"), ("金曜までに", "2026-12-04"),
        ("明日まで", "2026-12-01"), ("12月15日に", "2026-12-15"), ("15日から", "2026-12-15"), ("今日中に", "2026-11-30"),
        ("来月15日", "2026-12-15"), ("12/15", "2026-12-15"), ("１７：３０", "2026-11-30T17:30"), ("明日 17時", "2026-12-01T17:00"),
        ("12月15日の17時", "2026-12-15T17:00"), ("今週中", "2026-12-04"), ("来週末", "2026-12-12"), ("明日の正午", "2026-12-01T12:00"),
        ("1時間半後", "2026-11-30T10:30"), ("今日の夕方", "2026-11-30T18:00"), ("今朝", "2026-11-30T09:00"),
        ("08:00", "2026-12-01T08:00"), ("06:30", "2026-12-01T06:30"), ("金曜の24時", "2026-12-05T00:00"), ("夜12時", "2026-12-01T00:00"),
        ("再来週の月曜", "2026-12-14"), ("あした の あさ", "2026-12-01T09:00"), ("金曜日の午後3時までに", "2026-12-04T15:00"),
        ("今月15日", "2026-11-15"), ("1ヶ月後", "2026-12-30"), ("2026/12/15", "2026-12-15"), ("来月末", "2026-12-31"), ("しあさって", "2026-12-03"), ("あと10分", "2026-11-30T09:10"),
    ] as [(String, String)])
    func parses(text: String, expected: String) {
        #expect(SpokenDate.parse(text, language: .ja, clock: mondayClock)?.encoded == expected)
    }

    @Test(arguments: ["牛乳を買う", "昨日", "一緒に", "", "に", "金", "毎日", "2時間", "明日牛乳", "13月1日", "午後13時", "25時"])
    func rejects(text: String) {
        #expect(SpokenDate.parse(text, language: .ja, clock: mondayClock) == nil)
    }

    @Test(arguments: [
        ("明日", "2026-12-31"), ("来月", "2027-01-01"), ("年末", "2026-12-31"), ("15日", "2027-01-15"), ("来週", "2027-01-04"),
        ("12月15日", "2027-12-15"), ("金曜", "2027-01-01"), ("月末", "2026-12-31"), ("1週間後", "2027-01-06"),
    ] as [(String, String)])
    func rollsOverMonthAndYear(text: String, expected: String) {
        #expect(SpokenDate.parse(text, language: .ja, clock: yearEndClock)?.encoded == expected)
    }
}
