import Basics
import Foundation

/// A part of the day said without a clock time, and the time it stands for.
enum PartOfDay {
    case morning, noon, afternoon, evening, night

    /// Default times (see `SpokenDate`).
    var time: DueDate.TimeOfDay {
        switch self {
        case .morning: return .init(hour: 9, minute: 0)
        case .noon: return .init(hour: 12, minute: 0)
        case .afternoon: return .init(hour: 15, minute: 0)
        case .evening: return .init(hour: 18, minute: 0)
        case .night: return .init(hour: 20, minute: 0)
        }
    }

    /// Whether a bare hour in this part of the day is after noon ("8 in the evening" = 20:00).
    var isAfterNoon: Bool? {
        switch self {
        case .morning: return false
        case .noon: return nil
        case .afternoon, .evening, .night: return true
        }
    }
}

/// A clock time as said: the hour may still need am/pm.
struct SpokenClock {
    enum Meridiem { case am, pm }
    var hour: Int
    var minute: Int
    var meridiem: Meridiem?
    /// Written in 24-hour form (`17:30`, `09:00`, 「17時」) or otherwise unambiguous.
    var isExact = false
    /// "midnight": the end of the named day.
    var isMidnight = false

    /// The time of day: am/pm as said; else the part of day decides; else the bare hour rule
    /// (1–6 → afternoon, 7–11 → morning, 12 → noon, 0 and 13–23 as is).
    func resolved(partOfDay: PartOfDay?) -> DueDate.TimeOfDay? {
        guard (0...59).contains(minute) else { return nil }
        if isMidnight { return .init(hour: 0, minute: 0) }
        switch meridiem {
        case .am?:
            guard (1...12).contains(hour) else { return nil }
            return .init(hour: hour % 12, minute: minute)
        case .pm?:
            guard (1...12).contains(hour) else { return nil }
            return .init(hour: hour % 12 + 12, minute: minute)
        case nil:
            guard (0...23).contains(hour) else { return hour == 24 && minute == 0 ? .init(hour: 0, minute: 0) : nil }
            if isExact || hour == 0 || hour >= 13 { return .init(hour: hour, minute: minute) }
            if let afterNoon = partOfDay?.isAfterNoon {
                if afterNoon { return .init(hour: hour == 12 ? 12 : hour + 12, minute: minute) }
                return .init(hour: hour % 12, minute: minute)
            }
            return .init(hour: (1...6).contains(hour) ? hour + 12 : hour, minute: minute)
        }
    }
}

/// What a date expression said, piece by piece, before it is resolved against now.
struct DatePieces {
    var day: Day?
    /// The day was "this morning", "tonight", 今夜: today even when the time has passed.
    var partOfDay: PartOfDay?
    var clock: SpokenClock?
    /// "in 2 hours": a finished moment; no other piece may be said with it.
    var moment: DueDate?
    var count = 0

    /// The due date: the day (or today / tomorrow for a time alone) with the time said, or
    /// the part of day's default time, or date only.
    func resolve(_ now: Now) -> DueDate? {
        if let moment { return count == 1 ? moment : nil }
        guard count > 0 else { return nil }
        var time: DueDate.TimeOfDay?
        if let clock {
            guard let resolved = clock.resolved(partOfDay: partOfDay) else { return nil }
            time = resolved
        } else {
            time = partOfDay?.time
        }
        if let clock, clock.isMidnight
            || (clock.hour == 12 && clock.meridiem == nil && !clock.isExact && (partOfDay == .night || partOfDay == .evening))
        {
            // Midnight is the end of the day said, or the coming midnight.
            return (day ?? now.today).adding(days: 1).due(.init(hour: 0, minute: 0))
        }
        if let day { return day.due(time) }
        guard let time else { return nil }
        let minute = time.hour * 60 + time.minute
        return (minute > now.minute ? now.today : now.today.adding(days: 1)).due(time)
    }

    mutating func set(day newDay: Day) -> Bool {
        guard day == nil else { return false }
        day = newDay
        count += 1
        return true
    }

    mutating func set(partOfDay newPart: PartOfDay) -> Bool {
        guard partOfDay == nil else { return false }
        partOfDay = newPart
        count += 1
        return true
    }

    mutating func set(clock newClock: SpokenClock) -> Bool {
        guard clock == nil else { return false }
        clock = newClock
        count += 1
        return true
    }
}

/// Day arithmetic shared by both languages; rules documented on `SpokenDate`.
enum Days {
    /// The next `weekday` strictly after today (today's weekday means a week from today).
    static func coming(_ weekday: Int, _ now: Now) -> Day {
        let ahead = (weekday - now.today.weekday + 7) % 7
        return now.today.adding(days: ahead == 0 ? 7 : ahead)
    }

    /// `weekday` in this week (Monday to Sunday), or the following week's when already past.
    static func this(_ weekday: Int, _ now: Now) -> Day {
        let day = now.today.monday.adding(days: weekday)
        return day < now.today ? day.adding(days: 7) : day
    }

    /// `weekday` in the week `weeks` after this one.
    static func inWeek(_ weeks: Int, _ weekday: Int, _ now: Now) -> Day {
        now.today.monday.adding(days: 7 * weeks + weekday)
    }

    /// This weekend's Saturday; on Saturday or Sunday, today.
    static func thisWeekend(_ now: Now) -> Day {
        now.today.weekday >= 5 ? now.today : now.today.monday.adding(days: 5)
    }

    /// The end of the week: the coming Friday (today on a Friday; next Friday on a weekend).
    static func endOfWeek(_ now: Now, weeks: Int = 0) -> Day {
        let friday = now.today.monday.adding(days: 4 + 7 * weeks)
        return friday < now.today ? friday.adding(days: 7) : friday
    }

    /// The last day of December of this year (plus `years`).
    static func endOfYear(_ now: Now, years: Int = 0) -> Day {
        Day(year: now.today.year + years, month: 12, day: 31)!
    }

    /// A day `count` units from today; nil for minutes and hours.
    static func offset(_ count: Int, _ unit: TimeUnit, _ now: Now) -> Day? {
        guard count >= 0, count <= 36_500 else { return nil }
        switch unit {
        case .minute, .hour: return nil
        case .day: return now.today.adding(days: count)
        case .week: return now.today.adding(days: 7 * count)
        case .month: return now.today.adding(months: count)
        case .year: return now.today.adding(months: 12 * count)
        }
    }

    /// A full date; a missing year means this year, or next year when already past.
    static func absolute(year: Int?, month: Int, day: Int, _ now: Now) -> Day? {
        if let year {
            guard (1...9999).contains(year) else { return nil }
            return Day(year: year, month: month, day: day)
        }
        return now.nextDate(month: month, day: day)
    }
}
