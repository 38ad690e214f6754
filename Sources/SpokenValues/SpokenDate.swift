import Basics
import Foundation

/// A due date said in words, resolved against a clock.
///
///     // clock: Monday 2026-11-30 09:00
///     SpokenDate.parse("tomorrow at 5pm", language: .en, clock: clock)   // 2026-12-01T17:00
///     SpokenDate.parse("next friday", language: .en, clock: clock)       // 2026-12-11
///     SpokenDate.parse("明日の朝", language: .ja, clock: clock)            // 2026-12-01T09:00
///     SpokenDate.parse("buy milk", language: .en, clock: clock)          // nil
///
/// The whole text must be one date expression; a date with no time said is date-only.
/// Defaults (also in docs/VALUES.md):
///
/// | said | means |
/// |---|---|
/// | morning, 朝, 午前(中), 今朝 | 09:00 |
/// | noon, midday, lunchtime, 昼, お昼, 正午 | 12:00 |
/// | afternoon, 午後 (alone) | 15:00 |
/// | evening, 夕方 | 18:00 |
/// | tonight, night, 夜, 晩, 今夜, 今晩 | 20:00 |
/// | midnight, "12 at night", 24時 | 00:00 of the day after the day said (alone: the coming midnight) |
/// | bare hour 1–6 ("at 5", 「5時」) | 13:00–18:00 |
/// | bare hour 7–11 | 07:00–11:00; 12 = noon; 0 and 13–23 as said; `09:00` written with a leading zero is exact |
/// | hour with a part of day ("8 tonight", 「夜8時」) | the part decides am/pm |
/// | a time alone ("5pm", 「17時」) | today at that time, tomorrow if it is not later than now |
/// | a part of day alone ("in the morning", 「朝」) | same rule as a time; "this morning", "tonight", 今朝, 今夜 stay today |
/// | weekday alone ("friday", 「金曜」, "coming friday", 次の金曜) | the next one strictly after today (today's weekday → a week later) |
/// | "this friday", 今週の金曜 | that day of this week (Mon–Sun), or next week's if already past |
/// | "next friday", 来週の金曜, "friday next week" | that day of next week |
/// | "this weekend", "weekend", 週末, 今週末 | this week's Saturday (today on a Saturday or Sunday) |
/// | "next weekend", 来週末 | next week's Saturday |
/// | "next week", 来週 | Monday of next week |
/// | "this week", "end of the week", 今週(中) | the end of the week: the coming Friday (today on Friday; next Friday on a weekend) |
/// | "this month", "this year", 今月中, 今年中, 年内 | the last day of the month / December 31st |
/// | "end of day", "eod", "close of business", "cob", 今日中 | today, date only; with a day after it ("end of day thursday"), that day |
/// | "next month", 来月 | the 1st of next month; "next year", 来年: January 1st of next year |
/// | "end of the month", 月末, 今月末 | last day of this month; "end of the year", 年末: December 31st |
/// | a date without a year ("dec 15", 「12月15日」) | this year, or next year when already past (today counts as not past) |
/// | "the 15th", 「15日」 | the next 15th on or after today (the 31st skips short months) |
/// | "12/15" | US order, month/day |
/// | 令和N年 | year 2018+N (令和元年 = 2019) |
/// | "in 2 hours", 「30分後」 | now plus that time, with a time; "in 3 days", 「1週間後」 are date-only |
/// | "in a month" | the same day next month, clamped to its last day |
/// | yesterday, 昨日 | not a due date (nil) |
public enum SpokenDate {
    /// The due date the whole text names, or nil.
    ///
    ///     SpokenDate.parse("by friday", language: .en, clock: clock)      // 2026-12-04
    ///     SpokenDate.parse("in 2 hours", language: .en, clock: clock)     // 2026-11-30T11:00
    ///     SpokenDate.parse("金曜までに", language: .ja, clock: clock)       // 2026-12-04
    ///     SpokenDate.parse("令和8年12月15日", language: .ja, clock: clock)  // 2026-12-15
    public static func parse(_ text: String, language: Language, clock: Clock) -> DueDate? {
        let now = Now(clock)
        switch language {
        case .en: return EnglishDate.parse(text, now)
        case .ja: return JapaneseDate.parse(text, now)
        }
    }

    /// True when the whole text is a date that names a time of day and no day: "4 pm", "at half
    /// ten", "noon", 「5時」 (today's or tomorrow's by the clock). "tonight", "tomorrow at 4",
    /// "in 2 hours" name their day.
    ///
    ///     SpokenDate.namesTimeAlone("at 4 pm", language: .en, clock: clock)     // true
    ///     SpokenDate.namesTimeAlone("friday at 4", language: .en, clock: clock) // false
    public static func namesTimeAlone(_ text: String, language: Language, clock: Clock) -> Bool {
        let now = Now(clock)
        let pieces: DatePieces?
        switch language {
        case .en: pieces = EnglishDate.pieces(text, now)
        case .ja: pieces = JapaneseDate.pieces(text, now)
        }
        guard let pieces, pieces.day == nil, pieces.moment == nil, pieces.clock != nil || pieces.partOfDay != nil else { return false }
        return pieces.resolve(now)?.time != nil
    }

    /// True when `scalar` may follow a counter written in kana (〜じ, 〜にち), so that the counter
    /// ends a date: anything but hiragana, or a particle, or what begins 〜まで, 〜から, 〜ごろ,
    /// 〜すぎ, 〜ちょうど, 〜くらい. Otherwise a word goes on: 「しじみ」 is no 四時 and み.
    ///
    ///     SpokenDate.mayFollowKanaCounter("に")  // true: 「よじに」
    ///     SpokenDate.mayFollowKanaCounter("み")  // false: 「しじみ」
    public static func mayFollowKanaCounter(_ scalar: Unicode.Scalar) -> Bool {
        !(0x3041...0x3096).contains(scalar.value) || kanaCounterFollowers.contains(scalar)
    }

    private static let kanaCounterFollowers: Set<Unicode.Scalar> = [
        "に", "ま", "か", "ご", "す", "は", "の", "で", "を", "く", "ぐ", "も", "と", "や", "だ", "ね", "よ", "ち", "ほ", "へ", "が",
    ]
}
