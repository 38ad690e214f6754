import Basics
import Foundation

/// Time zones in iCalendar: naming a `TZID` as a system zone, writing a `VTIMEZONE` for a
/// system zone, and reading the UTC offset a `VTIMEZONE` gives a local time.
///
///     ICalendarTimeZone.systemZone(named: "/freeassociation.sourceforge.net/Europe/Berlin")?.identifier   // "Europe/Berlin"
///     let vtimezone = ICalendarTimeZone.component(for: TimeZone(identifier: "Europe/Berlin")!, years: 2026...2027)
///     ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: ICalendarDateTime(year: 2026, month: 7, day: 1, hour: 12, minute: 0))   // 7200
public enum ICalendarTimeZone {
    // MARK: Names

    /// The system zone a `TZID` names: an IANA name (`Europe/Berlin`), or one behind a vendor
    /// prefix (`/mozilla.org/20050126_1/Europe/Berlin`, `/freeassociation.sourceforge.net/Tzfile/Europe/Berlin`).
    /// Nil for other names (Windows names such as `W. Europe Standard Time`, made-up ones).
    public static func systemZone(named tzid: String) -> TimeZone? {
        let name = tzid.trimmingSpaces
        guard !name.isEmpty, name.utf8.count <= 200 else { return nil }
        if !name.hasPrefix("/"), let zone = TimeZone(identifier: name) { return zone }
        let parts = name.split(separator: "/")
        guard parts.count >= 2 else { return nil }
        for start in 1..<parts.count {
            let candidate = parts[start...].joined(separator: "/")
            guard candidate.contains("/") || start == parts.count - 1 else { continue }
            if let first = candidate.unicodeScalars.first, first.properties.isUppercase, let zone = TimeZone(identifier: candidate) {
                return zone
            }
        }
        return nil
    }

    /// Whether `zone` is UTC under another name (times in it are best written with `Z`).
    public static func isUTC(_ zone: TimeZone) -> Bool {
        let names: Set<String> = ["UTC", "GMT", "Etc/UTC", "Etc/GMT", "Etc/Universal", "Etc/Zulu", "Universal", "Zulu", "Etc/GMT0", "Etc/GMT+0", "Etc/GMT-0", "GMT0", "Etc/Greenwich", "Greenwich", "UCT", "Etc/UCT"]
        return names.contains(zone.identifier)
            && zone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0
            && zone.nextDaylightSavingTimeTransition(after: Date(timeIntervalSince1970: 0)) == nil
    }

    // MARK: Writing

    /// A `VTIMEZONE` for `zone` (its `TZID` is the zone's identifier) that gives the right
    /// offset for every local time from the year before `years` on (the range held within
    /// 1900–2200): each run of yearly
    /// transitions on the same rule (the last Sunday of March at 02:00) becomes one observance
    /// with a yearly `RRULE`, open-ended when it lasts to the end of the range, so times after
    /// the range follow the zone's current rules. The result is checked against `zone` at every
    /// transition; where a rule would be wrong, each transition is written as its own observance.
    public static func component(for zone: TimeZone, years: ClosedRange<Int>) -> ICalendarComponent {
        // NB: the tz database has nothing before 1900 to tell, and the open-ended rules carry on after.
        let lastYear = min(max(years.upperBound, 1900), 2200) + 1
        let firstYear = min(max(years.lowerBound, 1900), lastYear - 1) - 1
        let transitions = self.transitions(of: zone, from: firstYear, through: lastYear)
        let ruled = build(zone: zone, firstYear: firstYear, lastYear: lastYear, transitions: transitions, useRules: true)
        if agrees(ruled, with: zone, transitions: transitions, from: firstYear, through: lastYear) { return ruled }
        return build(zone: zone, firstYear: firstYear, lastYear: lastYear, transitions: transitions, useRules: false)
    }

    struct Transition {
        /// Seconds since 1970 (UTC) of the change.
        var instant: Int
        var from: Int
        var to: Int
        var isDaylight: Bool
        var name: String?
        /// The wall-clock time of the change in the offset before it (an observance's DTSTART).
        var onset: ICalendarDateTime { ICalendarDateTime(secondsSinceEpoch: instant + from, isUTC: false) }
    }

    static func transitions(of zone: TimeZone, from firstYear: Int, through lastYear: Int) -> [Transition] {
        let start = Date(timeIntervalSince1970: TimeInterval(ICalendarDateTime.daysSinceEpoch(year: firstYear, month: 1, day: 1) * 86_400))
        let end = Date(timeIntervalSince1970: TimeInterval(ICalendarDateTime.daysSinceEpoch(year: lastYear + 1, month: 1, day: 1) * 86_400))
        var result: [Transition] = []
        var cursor = start
        while result.count < 2000, let next = zone.nextDaylightSavingTimeTransition(after: cursor), next < end, next > cursor {
            let before = zone.secondsFromGMT(for: next.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: next)
            if before != after {
                result.append(
                    Transition(
                        instant: Int(next.timeIntervalSince1970.rounded()), from: before, to: after,
                        isDaylight: zone.isDaylightSavingTime(for: next), name: abbreviation(zone, at: next)))
            }
            cursor = next
        }
        return result
    }

    /// A zone abbreviation worth writing as TZNAME (`CET`), not Foundation's `GMT+1` stand-in.
    private static func abbreviation(_ zone: TimeZone, at date: Date) -> String? {
        guard let name = zone.abbreviation(for: date), !name.hasPrefix("GMT"), !name.hasPrefix("UTC"),
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic })
        else { return nil }
        return name
    }

    private static func build(zone: TimeZone, firstYear: Int, lastYear: Int, transitions: [Transition], useRules: Bool) -> ICalendarComponent {
        var component = ICalendarComponent("VTIMEZONE", properties: [ICalendarProperty("TZID", value: zone.identifier)])
        let start = Date(timeIntervalSince1970: TimeInterval(ICalendarDateTime.daysSinceEpoch(year: firstYear, month: 1, day: 1) * 86_400))
        let initial = zone.secondsFromGMT(for: start)
        // The offset in effect before the first change in the range.
        let initialOnset = ICalendarDateTime(year: firstYear, month: 1, day: 1, hour: 0, minute: 0)
        component.components.append(
            observance(
                daylight: zone.isDaylightSavingTime(for: start) && !transitions.isEmpty, onset: initialOnset, from: initial,
                to: transitions.first?.from ?? initial, name: abbreviation(zone, at: start), rule: nil))
        guard useRules else {
            for transition in transitions {
                component.components.append(
                    observance(daylight: transition.isDaylight, onset: transition.onset, from: transition.from, to: transition.to, name: transition.name, rule: nil))
            }
            return component
        }
        for run in runs(transitions) {
            let first = run.transitions[0]
            var rule: String?
            if run.transitions.count >= 2 {
                rule = "FREQ=YEARLY;BYMONTH=\(first.onset.month);BYDAY=\(run.ordinal)\(weekdayCode(first.onset))"
                let last = run.transitions[run.transitions.count - 1]
                if last.onset.year < lastYear {
                    rule! += ";UNTIL=" + ICalendarDateTime(secondsSinceEpoch: last.instant, isUTC: true).text
                }
            }
            component.components.append(
                observance(daylight: first.isDaylight, onset: first.onset, from: first.from, to: first.to, name: first.name, rule: rule))
        }
        return component
    }

    private static func observance(daylight: Bool, onset: ICalendarDateTime, from: Int, to: Int, name: String?, rule: String?) -> ICalendarComponent {
        var observance = ICalendarComponent(daylight ? "DAYLIGHT" : "STANDARD")
        observance.properties.append(ICalendarProperty("DTSTART", value: onset.text))
        if let rule { observance.properties.append(ICalendarProperty("RRULE", value: rule)) }
        observance.properties.append(ICalendarProperty("TZOFFSETFROM", value: ICalendarUTCOffset.text(from)))
        observance.properties.append(ICalendarProperty("TZOFFSETTO", value: ICalendarUTCOffset.text(to)))
        if let name { observance.properties.append(ICalendarProperty(text: "TZNAME", name)) }
        return observance
    }

    /// Transitions of one kind in consecutive years on one rule, each run with the BYDAY ordinal
    /// (`-1` for the last such weekday of the month, else `1`…`5`) that fits all of it.
    private static func runs(_ transitions: [Transition]) -> [(transitions: [Transition], ordinal: Int)] {
        struct Key: Hashable {
            var daylight: Bool
            var from: Int
            var to: Int
            var month: Int
            var weekday: Int
            var time: ICalendarDateTime.Time?
        }
        var groups: [Key: [Transition]] = [:]
        var order: [Key] = []
        for transition in transitions {
            let onset = transition.onset
            let key = Key(
                daylight: transition.isDaylight, from: transition.from, to: transition.to, month: onset.month,
                weekday: weekdayIndex(onset), time: onset.time)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(transition)
        }
        var result: [(transitions: [Transition], ordinal: Int)] = []
        for key in order {
            var current: [Transition] = []
            var ordinals: Set<Int> = []
            func close() {
                guard !current.isEmpty else { return }
                result.append((current, ordinals.contains(-1) ? -1 : ordinals.min() ?? 1))
            }
            for transition in groups[key]! {
                let fits = candidateOrdinals(transition.onset)
                if let last = current.last, last.onset.year + 1 == transition.onset.year, !ordinals.intersection(fits).isEmpty {
                    current.append(transition)
                    ordinals.formIntersection(fits)
                } else {
                    close()
                    current = [transition]
                    ordinals = fits
                }
            }
            close()
        }
        return result.sorted { $0.transitions[0].instant < $1.transitions[0].instant }
    }

    /// `n` for the n-th such weekday of its month, and `-1` when it is the last.
    private static func candidateOrdinals(_ date: ICalendarDateTime) -> Set<Int> {
        var result: Set<Int> = [(date.day - 1) / 7 + 1]
        if date.day + 7 > ICalendarDateTime.daysIn(month: date.month, year: date.year) { result.insert(-1) }
        return result
    }

    /// 0 = Monday … 6 = Sunday.
    private static func weekdayIndex(_ date: ICalendarDateTime) -> Int {
        ((ICalendarDateTime.daysSinceEpoch(year: date.year, month: date.month, day: date.day) + 3) % 7 + 7) % 7
    }

    private static func weekdayCode(_ date: ICalendarDateTime) -> String {
        ["MO", "TU", "WE", "TH", "FR", "SA", "SU"][weekdayIndex(date)]
    }

    /// Whether `vtimezone` gives `zone`'s offset an hour before and after every transition and
    /// at two times of every year of the range.
    private static func agrees(_ vtimezone: ICalendarComponent, with zone: TimeZone, transitions: [Transition], from firstYear: Int, through lastYear: Int) -> Bool {
        var instants: [Int] = []
        for transition in transitions { instants += [transition.instant - 3600, transition.instant + 3600] }
        for year in firstYear...lastYear {
            for month in [1, 7] {
                instants.append(ICalendarDateTime.daysSinceEpoch(year: year, month: month, day: 15) * 86_400 + 43_200)
            }
        }
        for instant in instants {
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            let local = ICalendarDateTime(secondsSinceEpoch: instant + expected, isUTC: false)
            guard utcOffset(in: vtimezone, atLocal: local) == expected else { return false }
        }
        return true
    }

    // MARK: Reading

    /// The UTC offset (seconds east of UTC) `vtimezone` gives the wall-clock time `local`: the
    /// `TZOFFSETTO` of the observance (STANDARD or DAYLIGHT) with the latest onset (`DTSTART`,
    /// `RDATE`, `RRULE` occurrences) on or before it; before every onset, the earliest
    /// observance's `TZOFFSETFROM`. Nil when it has no usable observance.
    public static func utcOffset(in vtimezone: ICalendarComponent, atLocal local: ICalendarDateTime) -> Int? {
        let target = dueDate(local)
        var best: (onset: DueDate, offset: Int)?
        var earliest: (onset: DueDate, offset: Int)?
        for observance in vtimezone.components where observance.name == "STANDARD" || observance.name == "DAYLIGHT" {
            guard let startValue = observance.property("DTSTART")?.value,
                let start = try? ICalendarDateTime(parsing: startValue.trimmingSpaces),
                let to = observance.property("TZOFFSETTO").flatMap({ ICalendarUTCOffset.parse($0.value) })
            else { continue }
            let from = observance.property("TZOFFSETFROM").flatMap { ICalendarUTCOffset.parse($0.value) } ?? to
            let startDue = dueDate(start)
            if earliest == nil || startDue < earliest!.onset { earliest = (startDue, from) }
            var onsets: [DueDate] = []
            if startDue <= target { onsets.append(startDue) }
            for rdate in observance.properties(named: "RDATE") {
                for item in rdate.value.split(separator: ",") where !item.contains("/") {
                    if let date = try? ICalendarDateTime(parsing: String(item).trimmingSpaces), dueDate(date) <= target {
                        onsets.append(dueDate(date))
                    }
                }
            }
            if startDue <= target, let ruleText = observance.property("RRULE")?.value, let rule = zoneRule(ruleText) {
                if let latest = latestOccurrence(of: rule, start: startDue, onOrBefore: target) { onsets.append(latest) }
            }
            if let latest = onsets.max(), best == nil || latest > best!.onset { best = (latest, to) }
        }
        return best?.offset ?? earliest?.offset
    }

    /// The rule of an observance, made readable for ``RecurrenceRule``: WKST dropped, a UTC
    /// UNTIL read as a wall-clock time (tz rules change at most twice a year, hours do not matter).
    private static func zoneRule(_ text: String) -> RecurrenceRule? {
        let parts = text.split(separator: ";").compactMap { part -> String? in
            let upper = part.uppercased()
            if upper.hasPrefix("WKST=") { return nil }
            if upper.hasPrefix("UNTIL="), upper.hasSuffix("Z") { return String(upper.dropLast()) }
            return upper
        }
        return try? RecurrenceRule(parsing: parts.joined(separator: ";"))
    }

    private static func latestOccurrence(of rule: RecurrenceRule, start: DueDate, onOrBefore target: DueDate) -> DueDate? {
        let calendar = Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!)
        var latest: DueDate = start
        var cursor = start
        var jumpable = true
        switch rule.end {
        case .count: jumpable = false
        case .until(let until): jumpable = until.year >= target.year - 2
        case .never: break
        }
        // NB: tz rules are yearly; a year or two back from the target holds the latest onset.
        let jump = DueDate(year: target.year - 2, month: 1, day: 1, time: .init(hour: 0, minute: 0))
        if jumpable, rule.frequency == .yearly, jump > start { cursor = jump }
        var steps = 0
        while steps < 5000, let next = rule.nextOccurrence(after: cursor, start: start, calendar: calendar), next <= target {
            latest = next
            cursor = next
            steps += 1
        }
        return latest
    }

    private static func dueDate(_ value: ICalendarDateTime) -> DueDate {
        DueDate(
            year: value.year, month: value.month, day: value.day,
            time: .init(hour: value.time?.hour ?? 0, minute: value.time?.minute ?? 0))
    }
}
