import Basics
import Foundation
import ICalendar

/// Writes todos as RFC 5545 VTODOs.
///
/// Times: a due with a time is local wall-clock time (`--now`'s calendar, `TZ`). It is written
/// with `TZID=<the IANA zone>` and a VTIMEZONE for that zone when the zone has an IANA name;
/// in UTC (`…Z`) when the zone is UTC; floating (no zone) otherwise. A due without a time is
/// `VALUE=DATE`. A repeating todo writes `DTSTART` = `DUE` = its current occurrence and its
/// RRULE from there (COUNT reduced by the occurrences already past; UNTIL in UTC when the
/// start has a zone, as RFC 5545 requires).
struct ICalendarExporter {
    static let productID = "-//IntentTodo//IntentTodo//EN"

    /// How date-times are written.
    enum Style {
        case zoned(TimeZone)
        case utc
        case floating
    }

    let calendar: Calendar
    let style: Style
    /// Years of the zoned date-times written so far (what the VTIMEZONE must cover).
    private(set) var zonedYears: ClosedRange<Int>?

    init(calendar: Calendar) {
        self.calendar = calendar
        let zone = calendar.timeZone
        if ICalendarTimeZone.isUTC(zone) {
            style = .utc
        } else if ICalendarTimeZone.systemZone(named: zone.identifier) != nil, zone.identifier.contains("/") {
            style = .zoned(zone)
        } else {
            style = .floating
        }
    }

    /// What the exporter needs to know of a todo besides its row.
    struct Context {
        var listName: String
        var listIsDefault: Bool
        var sectionName: String?
    }

    /// The VTODO for `todo`, then the VTODOs overriding single occurrences kept from an import.
    mutating func components(for todo: Todo, context: Context) -> [ICalendarComponent] {
        let extra = (try? ICalendarExtra.parse(todo.icalExtra)) ?? ICalendarExtra()
        var properties: [ICalendarProperty] = [
            ICalendarProperty("UID", value: ICalendarText.escape(todo.uid)),
            ICalendarProperty("DTSTAMP", value: Self.utc(todo.updatedAt)),
            ICalendarProperty("CREATED", value: Self.utc(todo.createdAt)),
            ICalendarProperty("LAST-MODIFIED", value: Self.utc(todo.updatedAt)),
            ICalendarProperty(text: "SUMMARY", todo.title),
        ]
        if !todo.notes.isEmpty { properties.append(ICalendarProperty(text: "DESCRIPTION", todo.notes)) }
        var owned: Set<String> = Self.ownedProperties
        let rule = todo.repeatRule.flatMap { try? RecurrenceRule(parsing: $0) }
        if let due = todo.due {
            if rule != nil {
                properties.append(dateProperty("DTSTART", due))
                owned.insert("DTSTART")
            }
            properties.append(dateProperty("DUE", due))
            owned.insert("DURATION")
        }
        if let rule, let due = todo.due {
            let start = todo.repeatStart ?? due
            properties.append(ICalendarProperty("RRULE", value: rrule(rule, start: start, current: due)))
            if case .count(let count) = rule.end, Self.remainingCount(rule, start: start, current: due, calendar: calendar) != count {
                // NB: the rule as IntentTodo counts it, for its own import (other programs go by RRULE).
                properties.append(ICalendarProperty("X-INTENTTODO-REPEAT", value: rule.rrule))
                properties.append(ICalendarProperty("X-INTENTTODO-REPEAT-START", value: Self.floating(start).text))
            }
        } else if let rule {
            properties.append(ICalendarProperty("RRULE", value: rule.rrule))
        }
        properties += statusProperties(of: todo, extra: extra)
        if let priority = priority(of: todo, extra: extra) { properties.append(ICalendarProperty("PRIORITY", value: String(priority))) }
        properties.append(ICalendarProperty(textList: "CATEGORIES", [context.listName]))
        properties.append(
            ICalendarProperty(
                text: "X-INTENTTODO-LIST", context.listName,
                parameters: context.listIsDefault ? [ICalendarParameter("X-INTENTTODO-DEFAULT", "TRUE")] : []))
        if let section = context.sectionName { properties.append(ICalendarProperty(text: "X-INTENTTODO-SECTION", section)) }
        properties.append(ICalendarProperty("X-INTENTTODO-POSITION", value: String(todo.position)))
        if todo.isStarred { properties.append(ICalendarProperty("X-INTENTTODO-STARRED", value: "TRUE")) }
        if let snoozed = todo.snoozedUntil { properties.append(ICalendarProperty("X-INTENTTODO-SNOOZED-UNTIL", value: Self.floating(snoozed).text)) }
        if todo.missedCycles > 0 { properties.append(ICalendarProperty("X-INTENTTODO-MISSED-CYCLES", value: String(todo.missedCycles))) }

        for property in extra.properties where !owned.contains(property.name) {
            if property.name == "DTSTART", let due = todo.due, startsAfter(property, due) { continue }
            properties.append(property)
        }
        var todoComponent = ICalendarComponent("VTODO", properties: properties)
        var overrides: [ICalendarComponent] = []
        for component in extra.components {
            if component.name == "VTODO" { overrides.append(component) } else { todoComponent.components.append(component) }
        }
        return [todoComponent] + overrides
    }

    /// A VCALENDAR around `components`, with the VTIMEZONE their zoned times need.
    func calendar(with components: [ICalendarComponent]) -> ICalendarComponent {
        var unused: [ClosedRange<Int>: ICalendarComponent] = [:]
        return calendar(with: components, timeZones: &unused)
    }

    /// The same, taking the VTIMEZONE from `timeZones` when one for the same years was made
    /// before (a vdir export writes the same few thousands of times).
    func calendar(with components: [ICalendarComponent], timeZones: inout [ClosedRange<Int>: ICalendarComponent]) -> ICalendarComponent {
        var calendar = ICalendarComponent(
            "VCALENDAR",
            properties: [
                ICalendarProperty("VERSION", value: "2.0"), ICalendarProperty("PRODID", value: Self.productID),
                ICalendarProperty("CALSCALE", value: "GREGORIAN"),
            ])
        if case .zoned(let zone) = style, let years = zonedYears {
            if timeZones[years] == nil { timeZones[years] = ICalendarTimeZone.component(for: zone, years: years) }
            calendar.components.append(timeZones[years]!)
        }
        calendar.components += components
        return calendar
    }

    /// Starts a new file: forgets the zoned years written so far.
    mutating func resetZonedYears() { zonedYears = nil }

    // MARK: Properties

    /// Properties the exporter always writes itself (an extra one of these is dropped).
    private static let ownedProperties: Set<String> = [
        "UID", "DTSTAMP", "CREATED", "LAST-MODIFIED", "SUMMARY", "DESCRIPTION", "DUE", "RRULE", "STATUS", "COMPLETED",
        "PERCENT-COMPLETE", "PRIORITY", "X-INTENTTODO-LIST", "X-INTENTTODO-SECTION", "X-INTENTTODO-POSITION",
        "X-INTENTTODO-STARRED", "X-INTENTTODO-SNOOZED-UNTIL", "X-INTENTTODO-MISSED-CYCLES", "X-INTENTTODO-REPEAT",
        "X-INTENTTODO-REPEAT-START",
    ]

    /// `DUE;VALUE=DATE:20261201`, `DUE;TZID=Europe/Berlin:20261201T170000`, `DUE:20261201T160000Z`.
    private mutating func dateProperty(_ name: String, _ due: DueDate) -> ICalendarProperty {
        guard due.time != nil else {
            return ICalendarProperty(name, value: Self.floating(due).text, parameters: [ICalendarParameter("VALUE", "DATE")])
        }
        switch style {
        case .floating:
            return ICalendarProperty(name, value: Self.floating(due).text)
        case .utc:
            return ICalendarProperty(name, value: utc(due).text)
        case .zoned(let zone):
            zonedYears = zonedYears.map { min($0.lowerBound, due.year)...max($0.upperBound, due.year) } ?? due.year...due.year
            return ICalendarProperty(name, value: Self.floating(due).text, parameters: [ICalendarParameter("TZID", zone.identifier)])
        }
    }

    /// The rule from the current occurrence on: COUNT less the occurrences before it, UNTIL in
    /// the form DTSTART's value needs (a date; a floating time; UTC for a zoned or UTC start).
    private func rrule(_ rule: RecurrenceRule, start: DueDate, current: DueDate) -> String {
        var rule = rule
        if case .count = rule.end {
            rule.end = .count(Self.remainingCount(rule, start: start, current: current, calendar: calendar))
        }
        guard case .until(let until) = rule.end else { return rule.rrule }
        var parts = rule.rrule.split(separator: ";").filter { !$0.hasPrefix("UNTIL=") }.map(String.init)
        let untilText: String
        if current.time == nil {
            untilText = Self.floating(until.dateOnly).text
        } else {
            let end = until.time == nil ? DueDate(year: until.year, month: until.month, day: until.day, time: .init(hour: 23, minute: 59)) : until
            switch style {
            case .floating: untilText = Self.floating(end).text
            case .utc, .zoned: untilText = utc(end).text
            }
        }
        parts.append("UNTIL=" + untilText)
        return parts.joined(separator: ";")
    }

    /// The occurrences of a COUNT rule from `current` on (at least 1): COUNT less those before it.
    static func remainingCount(_ rule: RecurrenceRule, start: DueDate, current: DueDate, calendar: Calendar) -> Int {
        guard case .count(let count) = rule.end else { return 0 }
        var index = 1
        var occurrence = start
        while index < count, isBefore(occurrence, current),
            let next = rule.nextOccurrence(after: occurrence, start: start, calendar: calendar)
        {
            occurrence = next
            index += 1
        }
        return max(1, count - index + 1)
    }

    /// STATUS, PERCENT-COMPLETE and COMPLETED. A STATUS or PERCENT-COMPLETE kept from an import
    /// (IN-PROCESS at 40 %, CANCELLED) is written back while it still says the same about done.
    private func statusProperties(of todo: Todo, extra: ICalendarExtra) -> [ICalendarProperty] {
        var properties: [ICalendarProperty] = []
        if let kept = extra.properties.first(where: { $0.name == "STATUS" }),
            ICalendarMapping.statusMeansDone(kept.value) == todo.isDone
        {
            properties.append(kept)
        } else {
            properties.append(ICalendarProperty("STATUS", value: todo.isDone ? "COMPLETED" : "NEEDS-ACTION"))
        }
        if todo.isDone {
            properties.append(ICalendarProperty("PERCENT-COMPLETE", value: "100"))
            properties.append(ICalendarProperty("COMPLETED", value: Self.utc(todo.doneAt ?? todo.updatedAt)))
        } else if let kept = extra.properties.first(where: { $0.name == "PERCENT-COMPLETE" }),
            let percent = Int(kept.value.trimmingCharacters(in: .whitespaces)), percent < 100
        {
            properties.append(kept)
        }
        return properties
    }

    /// 1 for urgent; a kept PRIORITY while it still says the same about urgent (2–4 urgent,
    /// 5–9 not); nothing for a todo that is not urgent.
    private func priority(of todo: Todo, extra: ICalendarExtra) -> Int? {
        if let kept = extra.properties.first(where: { $0.name == "PRIORITY" }).flatMap({ Int($0.value.trimmingCharacters(in: .whitespaces)) }),
            (0...9).contains(kept), ICalendarMapping.priorityMeansUrgent(kept) == todo.isUrgent, kept != 0
        {
            return kept
        }
        return todo.isUrgent ? 1 : nil
    }

    /// A kept DTSTART later than the due would make the VTODO invalid (DUE must not precede it).
    private func startsAfter(_ property: ICalendarProperty, _ due: DueDate) -> Bool {
        guard let value = try? ICalendarDateTime(parsing: property.value.trimmingCharacters(in: .whitespaces)) else { return false }
        let start: Date
        if value.isUTC {
            start = Date(timeIntervalSince1970: TimeInterval(value.secondsSinceEpochAsUTC))
        } else {
            start = DueDate(year: value.year, month: value.month, day: value.day, time: value.time.map { .init(hour: $0.hour, minute: $0.minute) })
                .date(in: calendar)
        }
        return start > due.deadline(in: calendar) || (due.time != nil && start > due.date(in: calendar))
    }

    // MARK: Values

    static func floating(_ due: DueDate) -> ICalendarDateTime {
        guard let time = due.time else { return ICalendarDateTime(year: due.year, month: due.month, day: due.day) }
        return ICalendarDateTime(year: due.year, month: due.month, day: due.day, hour: time.hour, minute: time.minute)
    }

    /// The local due as a UTC date-time.
    private func utc(_ due: DueDate) -> ICalendarDateTime {
        ICalendarDateTime(secondsSinceEpoch: Int(due.date(in: calendar).timeIntervalSince1970.rounded(.down)), isUTC: true)
    }

    /// A stored timestamp (`2026-11-30T09:00:00Z`, or another ISO 8601 form) as `20261130T090000Z`.
    static func utc(_ timestamp: String) -> String {
        (ICalendarMapping.instant(ofTimestamp: timestamp)
            .map { ICalendarDateTime(secondsSinceEpoch: $0, isUTC: true) }
            ?? ICalendarDateTime(year: 1970, month: 1, day: 1, hour: 0, minute: 0, isUTC: true)).text
    }
}

extension ICalendarExporter {
    /// `a` earlier than `b`; by day when only one of them has a time.
    static func isBefore(_ a: DueDate, _ b: DueDate) -> Bool {
        if a.time == nil || b.time == nil { return (a.year, a.month, a.day) < (b.year, b.month, b.day) }
        return a < b
    }
}
