import Foundation

/// The RFC 5545 `RRULE` subset repeating todos use: how often, on which days, until when.
///
///     let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,TH")
///     rule.rrule                  // "FREQ=WEEKLY;BYDAY=MO,TH"
///     rule.describe(.en)          // "every Monday and Thursday"
///     RecurrenceRule(frequency: .monthly, byMonthDay: [15]).rrule   // "FREQ=MONTHLY;BYMONTHDAY=15"
///
/// Supported parts: `FREQ` (DAILY, WEEKLY, MONTHLY, YEARLY), `INTERVAL`, `BYDAY`,
/// `BYMONTHDAY`, `BYMONTH`, `COUNT`, `UNTIL` and `WKST=MO` (the default, accepted and dropped).
/// Values are normalized on creation: days, month days and months are sorted and deduplicated,
/// so two rules that mean the same thing compare equal.
public struct RecurrenceRule: Hashable, Sendable, Codable, CustomStringConvertible {
    /// How often the series repeats (the period `INTERVAL` counts).
    ///
    ///     RecurrenceRule.Frequency(rawValue: "WEEKLY")   // .weekly
    public enum Frequency: String, Sendable, Codable, CaseIterable {
        case daily = "DAILY"
        case weekly = "WEEKLY"
        case monthly = "MONTHLY"
        case yearly = "YEARLY"
    }

    /// A day of the week, Monday first (RFC 5545 `WKST=MO`).
    ///
    ///     RecurrenceRule.Weekday.friday.rawValue          // "FR"
    ///     RecurrenceRule.Weekday(calendarWeekday: 1)      // .sunday
    public enum Weekday: String, CaseIterable, Sendable, Codable {
        case monday = "MO"
        case tuesday = "TU"
        case wednesday = "WE"
        case thursday = "TH"
        case friday = "FR"
        case saturday = "SA"
        case sunday = "SU"

        /// Foundation's `Calendar` weekday number: Sunday 1 ... Saturday 7.
        ///
        ///     RecurrenceRule.Weekday.monday.calendarWeekday   // 2
        public var calendarWeekday: Int { index == 6 ? 1 : index + 2 }

        /// The weekday for Foundation's `Calendar` weekday number (Sunday 1 ... Saturday 7).
        ///
        ///     RecurrenceRule.Weekday(calendarWeekday: 6)   // .friday
        public init?(calendarWeekday: Int) {
            guard (1...7).contains(calendarWeekday) else { return nil }
            self = Weekday.allCases[(calendarWeekday + 5) % 7]
        }

        /// The weekday of a calendar day.
        ///
        ///     RecurrenceRule.Weekday(of: DueDate(year: 2026, month: 11, day: 30))   // .monday
        public init(of date: DueDate) {
            self = Weekday.allCases[CivilDay(date).weekdayIndex]
        }

        /// 0 for Monday ... 6 for Sunday.
        var index: Int { Weekday.allCases.firstIndex(of: self)! }
    }

    /// A `BYDAY` entry: a weekday, optionally with its ordinal within the month or year
    /// (`1MO` = the first Monday, `-1FR` = the last Friday).
    ///
    ///     RecurrenceRule.WeekdayNumber(ordinal: -1, weekday: .friday).rrule   // "-1FR"
    public struct WeekdayNumber: Hashable, Sendable, Codable {
        /// 1...5 or -1...-5, counted within the month (MONTHLY, or YEARLY with BYMONTH) or the
        /// year (YEARLY without BYMONTH); nil for every such weekday.
        public var ordinal: Int?
        public var weekday: Weekday

        /// A weekday with an optional ordinal (`precondition`: ordinal in ±1...5).
        ///
        ///     RecurrenceRule.WeekdayNumber(ordinal: 1, weekday: .monday)   // 1MO
        public init(ordinal: Int? = nil, weekday: Weekday) {
            if let ordinal { precondition(ordinal != 0 && abs(ordinal) <= 5, "BYDAY ordinal out of range") }
            self.ordinal = ordinal
            self.weekday = weekday
        }

        /// The RRULE text: `MO`, `1MO`, `-1FR`.
        ///
        ///     RecurrenceRule.WeekdayNumber(weekday: .monday).rrule   // "MO"
        public var rrule: String { (ordinal.map(String.init) ?? "") + weekday.rawValue }
    }

    /// When a series stops: never, after a number of occurrences, or after a day (inclusive).
    ///
    ///     RecurrenceRule.End.count(5)   // COUNT=5
    public enum End: Hashable, Sendable, Codable {
        case never
        case count(Int)
        case until(DueDate)
    }

    public var frequency: Frequency
    /// Every `interval`-th period (1 = every period).
    public var interval: Int
    public var byDay: [WeekdayNumber]
    /// Days of the month, 1...31 or -1...-31 (-1 = last day).
    public var byMonthDay: [Int]
    /// Months, 1...12.
    public var byMonth: [Int]
    public var end: End

    /// A rule from its parts, normalized (sorted, deduplicated). Out-of-range values are a
    /// programming error (`precondition`); use `init(parsing:)` for untrusted text.
    ///
    ///     RecurrenceRule(frequency: .weekly, interval: 2, byDay: [.init(weekday: .tuesday)])
    ///     // FREQ=WEEKLY;INTERVAL=2;BYDAY=TU
    public init(
        frequency: Frequency, interval: Int = 1, byDay: [WeekdayNumber] = [], byMonthDay: [Int] = [],
        byMonth: [Int] = [], end: End = .never
    ) {
        precondition(interval >= 1, "INTERVAL must be at least 1")
        precondition(byMonthDay.allSatisfy { $0 != 0 && abs($0) <= 31 }, "BYMONTHDAY out of range")
        precondition(byMonth.allSatisfy { (1...12).contains($0) }, "BYMONTH out of range")
        if case .count(let count) = end { precondition(count >= 1, "COUNT must be at least 1") }
        self.frequency = frequency
        self.interval = interval
        self.byDay = RecurrenceRule.normalized(byDay)
        self.byMonthDay = Array(Set(byMonthDay)).sorted(by: RecurrenceRule.monthDayOrder)
        self.byMonth = Array(Set(byMonth)).sorted()
        self.end = end
    }

    /// 1...31, then -1...-31.
    private static func monthDayOrder(_ a: Int, _ b: Int) -> Bool {
        let keyA = a > 0 ? a : 100 - a
        let keyB = b > 0 ? b : 100 - b
        return keyA < keyB
    }

    /// Monday...Sunday, and within a weekday: every (no ordinal), 1...5, then -1...-5.
    private static func normalized(_ days: [WeekdayNumber]) -> [WeekdayNumber] {
        func key(_ day: WeekdayNumber) -> (Int, Int) {
            guard let ordinal = day.ordinal else { return (day.weekday.index, 0) }
            return (day.weekday.index, ordinal > 0 ? ordinal : 10 - ordinal)
        }
        var seen = Set<WeekdayNumber>()
        return days.filter { seen.insert($0).inserted }.sorted { key($0) < key($1) }
    }

    /// The canonical RRULE text: `FREQ;INTERVAL` (when not 1)`;BYDAY;BYMONTHDAY;BYMONTH;COUNT|UNTIL`,
    /// UNTIL as `YYYYMMDD` or `YYYYMMDDTHHMMSS` (local time).
    ///
    ///     try RecurrenceRule(parsing: "byday=fr;freq=weekly;interval=1").rrule   // "FREQ=WEEKLY;BYDAY=FR"
    public var rrule: String {
        var parts = ["FREQ=" + frequency.rawValue]
        if interval != 1 { parts.append("INTERVAL=\(interval)") }
        if !byDay.isEmpty { parts.append("BYDAY=" + byDay.map(\.rrule).joined(separator: ",")) }
        if !byMonthDay.isEmpty { parts.append("BYMONTHDAY=" + byMonthDay.map(String.init).joined(separator: ",")) }
        if !byMonth.isEmpty { parts.append("BYMONTH=" + byMonth.map(String.init).joined(separator: ",")) }
        switch end {
        case .never: break
        case .count(let count): parts.append("COUNT=\(count)")
        case .until(let until):
            var text = String(format: "UNTIL=%04d%02d%02d", until.year, until.month, until.day)
            if let time = until.time { text += String(format: "T%02d%02d00", time.hour, time.minute) }
            parts.append(text)
        }
        return parts.joined(separator: ";")
    }

    /// The canonical RRULE text (`rrule`).
    public var description: String { rrule }

    /// Decodes from the RRULE string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            try self.init(parsing: text)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Encodes as the canonical RRULE string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rrule)
    }
}
