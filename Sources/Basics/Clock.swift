import Foundation

/// The reference clock and calendar every relative computation uses (`--now`, `TZ`).
///
///     let clock = Clock(parsingNow: "2026-11-30T09:00")!   // local time
///     clock.now, clock.calendar
public struct Clock: Sendable {
    public var now: Date
    public var calendar: Calendar

    public init(now: Date = Date(), calendar: Calendar = Clock.localCalendar()) {
        self.now = now
        self.calendar = calendar
    }

    /// Reads `YYYY-MM-DDTHH:MM` (or a date alone, meaning midnight) as local time.
    public init?(parsingNow text: String, calendar: Calendar = Clock.localCalendar()) {
        guard let due = DueDate(encoded: text) else { return nil }
        self.init(now: due.date(in: calendar), calendar: calendar)
    }

    /// A Gregorian calendar in the process's time zone (`TZ` respected), weeks starting Monday.
    public static func localCalendar(timeZone: TimeZone = .current) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = 2
        return calendar
    }

    /// Today as a date-only due date.
    public var today: DueDate { DueDate(date: now, includingTime: false, calendar: calendar) }
}
