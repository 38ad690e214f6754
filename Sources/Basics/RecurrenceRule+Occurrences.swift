import Foundation

/// A proleptic Gregorian day as a count of days since 1970-01-01 (Thursday): cheap, exact
/// date arithmetic with no time zone, so a 09:00 series stays at 09:00 across DST changes.
struct CivilDay: Hashable, Comparable {
    var number: Int

    init(number: Int) { self.number = number }

    init(year: Int, month: Int, day: Int) {
        // NB: Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        number = era * 146_097 + dayOfEra - 719_468
    }

    init(_ date: DueDate) { self.init(year: date.year, month: date.month, day: date.day) }

    var parts: (year: Int, month: Int, day: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// 0 = Monday ... 6 = Sunday.
    var weekdayIndex: Int { ((number + 3) % 7 + 7) % 7 }

    func dueDate(time: DueDate.TimeOfDay?) -> DueDate {
        let (year, month, day) = parts
        return DueDate(year: year, month: month, day: day, time: time)
    }

    static func < (a: CivilDay, b: CivilDay) -> Bool { a.number < b.number }
}

extension RecurrenceRule {
    /// The next occurrence strictly after `after`, for a series whose first occurrence
    /// (DTSTART) is `start`, honouring COUNT (counted from `start`) and UNTIL (inclusive);
    /// nil when the series has ended or the rule can never occur again.
    ///
    ///     // FREQ=WEEKLY;BYDAY=MO,TH, start Monday 2026-11-30T09:00
    ///     rule.nextOccurrence(after: start, start: start, calendar: cal)   // 2026-12-03T09:00
    ///
    /// Occurrences keep `start`'s time of day (a date-only start gives date-only occurrences).
    /// `start` always counts as the first occurrence, even when it does not fit the rule.
    /// When only one of `after` and the occurrences has a time, they are compared by day.
    /// Dates are civil (local) Gregorian days; `calendar` must be Gregorian.
    public func nextOccurrence(after: DueDate, start: DueDate, calendar: Calendar) -> DueDate? {
        precondition(calendar.identifier == .gregorian, "recurrence needs a Gregorian calendar")
        let time = start.time
        let afterDay = CivilDay(after)
        var index = 1  // start is occurrence #1
        if case .count(let count) = end, count < 1 { return nil }
        if RecurrenceRule.isAfter(start, after) { return within(start) ? start : nil }
        var result: DueDate?
        // Without COUNT nothing before `after` matters: begin at the period holding `after`.
        let skipTo: CivilDay? = if case .count = end { nil } else { afterDay }
        enumerate(anchor: start, interval: interval, from: skipTo) { day in
            let candidate = day.dueDate(time: time)
            guard RecurrenceRule.isAfter(candidate, start) else { return true }
            index += 1
            if case .count(let count) = end, index > count { return false }
            guard within(candidate) else { return false }
            guard RecurrenceRule.isAfter(candidate, after) else { return true }
            result = candidate
            return false
        }
        return result
    }

    /// The occurrences strictly after `after` that `hasBegun` accepts, for a series whose first
    /// occurrence is `start`: how many, and the last of them (nil when none). Occurrences come
    /// in order, so the first one `hasBegun` refuses ends the count; COUNT and UNTIL are honoured
    /// as in `nextOccurrence`. One pass over the periods (at most the period limit), where
    /// calling `nextOccurrence` once per occurrence would walk a COUNT series from its start
    /// each time (quadratic: a daily COUNT series due centuries ago would never finish).
    ///
    ///     // FREQ=DAILY, start 2026-11-27, after 2026-11-27, up to 2026-11-30
    ///     rule.occurrences(after: start, start: start, calendar: cal) { $0 <= today }
    ///     // (count: 3, last: 2026-11-30)
    public func occurrences(
        after: DueDate, start: DueDate, calendar: Calendar, while hasBegun: (DueDate) -> Bool
    ) -> (count: Int, last: DueDate?) {
        precondition(calendar.identifier == .gregorian, "recurrence needs a Gregorian calendar")
        if case .count(let count) = end, count < 1 { return (0, nil) }
        var count = 0
        var last: DueDate?
        if RecurrenceRule.isAfter(start, after) {
            // `start` is the next occurrence, whether or not it fits the rule.
            guard within(start), hasBegun(start) else { return (0, nil) }
            count = 1
            last = start
        }
        let time = start.time
        var index = 1  // start is occurrence #1
        let skipTo: CivilDay? = if case .count = end { nil } else { CivilDay(after) }
        enumerate(anchor: start, interval: interval, from: skipTo) { day in
            let candidate = day.dueDate(time: time)
            guard RecurrenceRule.isAfter(candidate, start) else { return true }
            index += 1
            if case .count(let limit) = end, index > limit { return false }
            guard within(candidate) else { return false }
            guard RecurrenceRule.isAfter(candidate, after) else { return true }
            guard hasBegun(candidate) else { return false }
            count += 1
            last = candidate
            return true
        }
        return (count, last)
    }

    /// The first occurrence on or after `date`, for a series that has not begun yet: the
    /// rule's defaults (weekday, day of month, month) come from `date`, its time of day is
    /// kept, and INTERVAL does not delay the first occurrence.
    ///
    ///     // FREQ=MONTHLY;BYMONTHDAY=15
    ///     rule.firstOccurrence(onOrAfter: DueDate(year: 2026, month: 11, day: 30), calendar: cal)
    ///     // 2026-12-15
    public func firstOccurrence(onOrAfter date: DueDate, calendar: Calendar) -> DueDate? {
        precondition(calendar.identifier == .gregorian, "recurrence needs a Gregorian calendar")
        var result: DueDate?
        enumerate(anchor: date, interval: 1, from: nil) { day in
            let candidate = day.dueDate(time: date.time)
            guard !RecurrenceRule.isAfter(date, candidate) else { return true }
            if within(candidate) { result = candidate }
            return false
        }
        return result
    }

    /// `a` later than `b`; by day when only one of them has a time.
    static func isAfter(_ a: DueDate, _ b: DueDate) -> Bool {
        if a.time == nil || b.time == nil { return CivilDay(a) > CivilDay(b) }
        return a > b
    }

    /// Not past UNTIL (inclusive).
    private func within(_ candidate: DueDate) -> Bool {
        guard case .until(let until) = end else { return true }
        return !RecurrenceRule.isAfter(candidate, until)
    }

    /// Most periods one search visits: about 400 years (a full Gregorian cycle) at INTERVAL=1,
    /// enough for any rule that can occur at all (FEB 29 comes back within 8 years).
    private var periodLimit: Int {
        switch frequency {
        case .daily: return 146_097
        case .weekly: return 20_872
        case .monthly: return 4_800
        case .yearly: return 400
        }
    }

    /// Visits candidate days in order, period by period (aligned on `anchor`'s period and
    /// stepping `interval` periods), from the period holding `from` (or the anchor's),
    /// until `visit` returns false or the period limit is reached.
    private func enumerate(anchor: DueDate, interval: Int, from: CivilDay?, visit: (CivilDay) -> Bool) {
        let anchorDay = CivilDay(anchor)
        let anchorPeriod = periodIndex(of: anchorDay)
        var step = 0
        if let from {
            let distance = periodIndex(of: from) - anchorPeriod
            if distance > 0 { step = distance / interval }
        }
        let defaults = Defaults(anchor: anchor, anchorDay: anchorDay, byDay: byDay)
        for _ in 0..<periodLimit {
            let period = anchorPeriod + step * interval
            if frequency == .daily {
                // NB: one day per period, without an array each: a daily search may visit 146,097 days.
                if let day = dailyCandidate(CivilDay(number: period)), !visit(day) { return }
            } else {
                for day in candidates(inPeriod: period, defaults: defaults) where !visit(day) {
                    return
                }
            }
            step += 1
        }
    }

    /// The day when a DAILY rule's BYMONTH, BYMONTHDAY and BYDAY let it occur then, else nil.
    private func dailyCandidate(_ day: CivilDay) -> CivilDay? {
        if byMonth.isEmpty && byMonthDay.isEmpty && byDay.isEmpty { return day }
        let (year, month, dayOfMonth) = day.parts
        if !byMonth.isEmpty, !byMonth.contains(month) { return nil }
        if !byMonthDay.isEmpty {
            let length = DueDate.daysIn(month: month, year: year)
            guard byMonthDay.contains(where: { RecurrenceRule.resolve($0, length: length) == dayOfMonth }) else { return nil }
        }
        if !byDay.isEmpty, !byDay.contains(where: { $0.weekday.index == day.weekdayIndex }) { return nil }
        return day
    }

    /// What the rule falls back on when BYDAY / BYMONTHDAY / BYMONTH are absent.
    private struct Defaults {
        var weekday: Int
        var day: Int
        var month: Int
        /// WEEKLY's days of the week (0 = Monday), ascending: BYDAY's, else the anchor's.
        var weekdays: [Int]
        init(anchor: DueDate, anchorDay: CivilDay, byDay: [WeekdayNumber]) {
            weekday = anchorDay.weekdayIndex
            day = anchor.day
            month = anchor.month
            weekdays = byDay.isEmpty ? [weekday] : Array(Set(byDay.map(\.weekday.index))).sorted()
        }
    }

    /// Day number for DAILY, Monday-week number for WEEKLY, year*12+month-1 for MONTHLY, year for YEARLY.
    private func periodIndex(of day: CivilDay) -> Int {
        switch frequency {
        case .daily: return day.number
        case .weekly: return (day.number - day.weekdayIndex - 4) / 7  // 1970-01-05 was a Monday
        case .monthly:
            let (year, month, _) = day.parts
            return year * 12 + month - 1
        case .yearly: return day.parts.year
        }
    }

    /// The rule's days within one period, ascending.
    private func candidates(inPeriod period: Int, defaults: Defaults) -> [CivilDay] {
        switch frequency {
        case .daily:
            return dailyCandidate(CivilDay(number: period)).map { [$0] } ?? []
        case .weekly:
            let monday = period * 7 + 4
            return defaults.weekdays.map { CivilDay(number: monday + $0) }.filter {
                byMonth.isEmpty || byMonth.contains($0.parts.month)
            }
        case .monthly:
            let year = period >= 0 ? period / 12 : (period - 11) / 12
            let month = period - year * 12 + 1
            if !byMonth.isEmpty, !byMonth.contains(month) { return [] }
            return days(inMonth: month, year: year, defaultDay: defaults.day)
        case .yearly:
            let year = period
            if !byMonth.isEmpty {
                return byMonth.flatMap { days(inMonth: $0, year: year, defaultDay: defaults.day) }
            }
            if byMonthDay.isEmpty && byDay.isEmpty {
                return days(inMonth: defaults.month, year: year, defaultDay: defaults.day)
            }
            let first = CivilDay(year: year, month: 1, day: 1)
            let last = CivilDay(year: year, month: 12, day: 31)
            let weekdays = byDay.isEmpty ? nil : Set(expand(byDay, first: first, last: last))
            guard !byMonthDay.isEmpty else { return weekdays!.sorted() }
            return (1...12).flatMap { month in
                monthDays(month: month, year: year).filter { weekdays?.contains($0) ?? true }
            }
        }
    }

    /// BYMONTHDAY days of a month that exist in it, ascending.
    private func monthDays(month: Int, year: Int) -> [CivilDay] {
        let length = DueDate.daysIn(month: month, year: year)
        let days = Set(byMonthDay.compactMap { RecurrenceRule.resolve($0, length: length) })
        return days.sorted().map { CivilDay(year: year, month: month, day: $0) }
    }

    /// The rule's days in one month: BYMONTHDAY and BYDAY (intersected when both), or the
    /// default day when neither (none when the month is too short for it).
    private func days(inMonth month: Int, year: Int, defaultDay: Int) -> [CivilDay] {
        let length = DueDate.daysIn(month: month, year: year)
        if byMonthDay.isEmpty && byDay.isEmpty {
            return defaultDay <= length ? [CivilDay(year: year, month: month, day: defaultDay)] : []
        }
        let first = CivilDay(year: year, month: month, day: 1)
        let last = CivilDay(number: first.number + length - 1)
        let weekdays = byDay.isEmpty ? nil : expand(byDay, first: first, last: last)
        guard !byMonthDay.isEmpty else { return Array(Set(weekdays!)).sorted() }
        let weekdaySet = weekdays.map(Set.init)
        return monthDays(month: month, year: year).filter { weekdaySet?.contains($0) ?? true }
    }

    /// BYDAY entries as days within `first...last` (1MO = the first Monday in the range).
    private func expand(_ entries: [WeekdayNumber], first: CivilDay, last: CivilDay) -> [CivilDay] {
        var result: [CivilDay] = []
        for entry in entries {
            let weekday = entry.weekday.index
            let firstMatch = first.number + (weekday - first.weekdayIndex + 7) % 7
            let lastMatch = last.number - (last.weekdayIndex - weekday + 7) % 7
            switch entry.ordinal {
            case nil:
                result.append(contentsOf: stride(from: firstMatch, through: lastMatch, by: 7).map(CivilDay.init(number:)))
            case let ordinal? where ordinal > 0:
                let day = firstMatch + 7 * (ordinal - 1)
                if day <= last.number { result.append(CivilDay(number: day)) }
            case let ordinal?:
                let day = lastMatch - 7 * (-ordinal - 1)
                if day >= first.number { result.append(CivilDay(number: day)) }
            }
        }
        return result
    }

    /// A BYMONTHDAY value as a day of a month of `length` days, or nil when the month lacks it.
    static func resolve(_ monthDay: Int, length: Int) -> Int? {
        let day = monthDay > 0 ? monthDay : length + 1 + monthDay
        return (1...length).contains(day) ? day : nil
    }
}
