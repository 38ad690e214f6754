import Basics
import Foundation

/// A civil (local) Gregorian day with cheap arithmetic, numbered from 1970-01-01.
struct Day: Hashable, Comparable, Sendable {
    var number: Int

    init(number: Int) { self.number = number }

    /// nil when the day does not exist (`2026-02-30`).
    init?(year: Int, month: Int, day: Int) {
        guard (1...12).contains(month), day >= 1, day <= DueDate.daysIn(month: month, year: year) else { return nil }
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        number = era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }

    var parts: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, dayOfYear - (153 * mp + 2) / 5 + 1)
    }

    var year: Int { parts.year }
    var month: Int { parts.month }

    /// 0 = Monday ... 6 = Sunday.
    var weekday: Int { ((number + 3) % 7 + 7) % 7 }

    /// The Monday of this day's week.
    var monday: Day { adding(days: -weekday) }

    func adding(days: Int) -> Day { Day(number: number + days) }

    /// Same day `months` later, clamped to the month's last day (Jan 31 + 1 month = Feb 28).
    func adding(months: Int) -> Day {
        let (year, month, day) = parts
        let index = year * 12 + (month - 1) + months
        let newYear = index >= 0 ? index / 12 : (index - 11) / 12
        let newMonth = index - newYear * 12 + 1
        return Day(year: newYear, month: newMonth, day: min(day, DueDate.daysIn(month: newMonth, year: newYear)))!
    }

    /// The first day of the month `months` after this one.
    func firstOfMonth(offset months: Int = 0) -> Day {
        let (year, month, _) = parts
        return Day(year: year, month: month, day: 1)!.adding(months: months)
    }

    /// The last day of the month `months` after this one.
    func lastOfMonth(offset months: Int = 0) -> Day {
        let first = firstOfMonth(offset: months)
        return first.adding(days: DueDate.daysIn(month: first.month, year: first.year) - 1)
    }

    func due(_ time: DueDate.TimeOfDay? = nil) -> DueDate {
        let (year, month, day) = parts
        return DueDate(year: year, month: month, day: day, time: time)
    }

    static func < (a: Day, b: Day) -> Bool { a.number < b.number }
}

/// The reference moment as a day and a minute of the day, from a `Clock`.
struct Now: Sendable {
    var today: Day
    var minute: Int
    var clock: Clock

    init(_ clock: Clock) {
        let parts = clock.calendar.dateComponents([.year, .month, .day, .hour, .minute], from: clock.now)
        today = Day(year: parts.year!, month: parts.month!, day: parts.day!)!
        minute = parts.hour! * 60 + parts.minute!
        self.clock = clock
    }

    /// The moment `minutes` from now, in local time (DST-aware).
    func adding(minutes: Int) -> DueDate {
        let date = clock.now.addingTimeInterval(TimeInterval(minutes * 60))
        return DueDate(date: date, includingTime: true, calendar: clock.calendar)
    }

    /// The next day on or after today whose day of the month is `day` (the 31st skips short months).
    func nextDay(ofMonth day: Int) -> Day? {
        for offset in 0..<13 {
            let first = today.firstOfMonth(offset: offset)
            if let candidate = Day(year: first.year, month: first.month, day: day), candidate >= today {
                return candidate
            }
        }
        return nil
    }

    /// `month`/`day` this year, or the next year that has it when already past (Feb 29 waits for a leap year).
    func nextDate(month: Int, day: Int) -> Day? {
        guard (1...12).contains(month), (1...31).contains(day) else { return nil }
        for year in today.year..<(today.year + 9) {
            if let candidate = Day(year: year, month: month, day: day), candidate >= today { return candidate }
        }
        return nil
    }
}
