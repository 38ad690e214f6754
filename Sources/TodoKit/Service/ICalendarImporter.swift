import Basics
import Foundation
import ICalendar

/// One iCalendar file (or stdin) to import: its top-level components, and the list its todos
/// go to when they name none (a vdir's `displayname`).
public struct ICalendarSource: Sendable {
    /// For error messages: the file's path, `stdin`.
    public var name: String
    public var components: [ICalendarComponent]
    /// The list for todos that carry no `X-INTENTTODO-LIST` and whose calendar has no `X-WR-CALNAME`.
    public var listName: String?

    public init(name: String, components: [ICalendarComponent], listName: String? = nil) {
        self.name = name
        self.components = components
        self.listName = listName
    }
}

/// Turns VCALENDARs into the document ``ArchiveImporter`` reads, so an iCalendar import runs
/// through the same transaction, uid dedupe and undo entry as a JSON one.
///
/// A VTODO gives: UID → `uid` (one made from its text when missing), SUMMARY → `title`,
/// DESCRIPTION → `notes`, DUE (or DTSTART of a repeating one) → `due` in local time, RRULE →
/// `repeat`, STATUS / COMPLETED / PERCENT-COMPLETE → `done`, `doneAt`, PRIORITY 1–4 → `urgent`,
/// CREATED → `createdAt`, LAST-MODIFIED (else DTSTAMP) → `updatedAt`, `X-INTENTTODO-LIST`
/// (else the calendar's `X-WR-CALNAME`, else the source's list) → `list`, and IntentTodo's
/// other `X-INTENTTODO-*` properties. Everything else — properties, VALARMs, VTODOs overriding
/// one occurrence (`RECURRENCE-ID`) — goes to `icalExtra` and is written back by the export.
struct ICalendarImporter {
    let calendar: Calendar
    private var zones: [String: TimeZone?] = [:]
    private(set) var skipped: [String: Int] = [:]

    init(calendar: Calendar) {
        self.calendar = calendar
    }

    mutating func document(from sources: [ICalendarSource]) throws(ImportError) -> JSONValue {
        var todos: [(position: Int64?, order: Int, value: JSONValue)] = []
        var defaultListNames: [String] = []
        for source in sources {
            for root in source.components {
                guard root.name == "VCALENDAR" else {
                    throw ImportError.invalid(path: "\(source.name):\(root.line)", reason: "expected BEGIN:VCALENDAR, got BEGIN:\(root.name)")
                }
                let calendarName = root.property("X-WR-CALNAME").map { $0.textValue.trimmingCharacters(in: .whitespacesAndNewlines) }
                let listName = calendarName.flatMap { $0.isEmpty ? nil : $0 } ?? source.listName
                let timeZones = Dictionary(
                    root.components(named: "VTIMEZONE").compactMap { zone in zone.property("TZID").map { ($0.value.trimmingSpaces, zone) } },
                    uniquingKeysWith: { first, _ in first })
                let vtodos = root.components(named: "VTODO")
                for component in root.components where component.name != "VTODO" && component.name != "VTIMEZONE" {
                    skipped[component.name, default: 0] += 1
                }
                // Occurrences overridden by their own VTODO go with their series.
                var overrides: [String: [ICalendarComponent]] = [:]
                var masters: Set<String> = []
                for vtodo in vtodos {
                    let uid = Self.uid(of: vtodo)
                    if vtodo.property("RECURRENCE-ID") == nil { masters.insert(uid) } else { overrides[uid, default: []].append(vtodo) }
                }
                for vtodo in vtodos {
                    let uid = Self.uid(of: vtodo)
                    let isOverride = vtodo.property("RECURRENCE-ID") != nil
                    if isOverride, masters.contains(uid) { continue }
                    let path = "\(source.name):\(vtodo.line)"
                    let kept = isOverride ? [] : (overrides[uid] ?? [])
                    let mapped = try todo(
                        from: vtodo, uid: uid, overrides: kept, listName: listName, timeZones: timeZones, path: path)
                    if mapped.isDefaultList, let name = mapped.listName, !defaultListNames.contains(name) { defaultListNames.append(name) }
                    todos.append((mapped.position, todos.count, mapped.value))
                }
            }
        }
        todos.sort { ($0.position ?? .max, $0.order) < ($1.position ?? .max, $1.order) }
        var document: JSONObject = ["todos": .array(todos.map(\.value))]
        document["lists"] = .array(defaultListNames.map { ["name": .string($0), "isDefault": true] })
        return .object(document)
    }

    // MARK: One VTODO

    private struct Mapped {
        var value: JSONValue
        var position: Int64?
        var listName: String?
        var isDefaultList: Bool
    }

    private mutating func todo(
        from vtodo: ICalendarComponent, uid: String, overrides: [ICalendarComponent], listName calendarList: String?,
        timeZones: [String: ICalendarComponent], path: String
    ) throws(ImportError) -> Mapped {
        var extra = ICalendarExtra()
        var object: JSONObject = ["uid": .string(uid)]
        func first(_ name: String) -> ICalendarProperty? { vtodo.property(name) }

        let summary = first("SUMMARY")?.textValue.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let description = first("DESCRIPTION")?.textValue ?? ""
        var title = summary
        if title.isEmpty {
            title = description.split(whereSeparator: \.isNewline).first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
        }
        object["title"] = .string(title.isEmpty ? "(no title)" : title)
        object["notes"] = .string(description)

        // List, section and IntentTodo's own fields.
        var listName = calendarList
        var isDefaultList = false
        let ownList = first("X-INTENTTODO-LIST").map { $0 }
        if let ownList {
            let name = ownList.textValue.trimmingCharacters(in: .whitespacesAndNewlines)
            if !name.isEmpty {
                listName = name
                isDefaultList = ownList.parameter("X-INTENTTODO-DEFAULT")?.uppercased() == "TRUE"
            }
        }
        object["list"] = isDefaultList ? .null : .optional(listName)
        if let section = first("X-INTENTTODO-SECTION")?.textValue.trimmingCharacters(in: .whitespacesAndNewlines), !section.isEmpty {
            object["section"] = .string(section)
        }
        object["starred"] = .bool(first("X-INTENTTODO-STARRED")?.value.trimmingSpaces.uppercased() == "TRUE")
        let position = first("X-INTENTTODO-POSITION").flatMap { Int64($0.value.trimmingSpaces) }
        if let snoozed = first("X-INTENTTODO-SNOOZED-UNTIL"), let value = try? ICalendarDateTime(parsing: snoozed.value.trimmingSpaces) {
            object["snoozedUntil"] = .string(Self.dueDate(value).encoded)
        }
        if let missed = first("X-INTENTTODO-MISSED-CYCLES").flatMap({ Int64($0.value.trimmingSpaces) }), missed >= 0 {
            object["missedCycles"] = .integer(missed)
        }

        // Dates and repeats.
        var due: DueDate?
        if let property = first("DUE") { due = try localDate(property, timeZones: timeZones, path: path) }
        var consumedStart = false
        if let property = first("RRULE") {
            var anchor = due
            if anchor == nil, let start = first("DTSTART") { anchor = try localDate(start, timeZones: timeZones, path: path) }
            if let rule = repeatRule(property.value, dateOnly: anchor?.time == nil) {
                object["repeat"] = .string(rule.rrule)
                consumedStart = true
                if due == nil { due = anchor }
                // IntentTodo's own count from the series start, while the RRULE still agrees with it.
                if let current = due, let own = first("X-INTENTTODO-REPEAT").flatMap({ try? RecurrenceRule(parsing: $0.value) }),
                    let start = first("X-INTENTTODO-REPEAT-START").flatMap({ try? ICalendarDateTime(parsing: $0.value.trimmingSpaces) }),
                    case .count = own.end
                {
                    var rebased = own
                    rebased.end = .count(ICalendarExporter.remainingCount(own, start: Self.dueDate(start), current: current, calendar: calendar))
                    if rebased == rule {
                        object["repeat"] = .string(own.rrule)
                        object["repeatStart"] = .string(Self.dueDate(start).encoded)
                    }
                }
            }
        }
        object["due"] = .optional(due?.encoded)

        // Done, urgent, timestamps.
        let status = first("STATUS")?.value.trimmingSpaces.uppercased()
        let percent = first("PERCENT-COMPLETE").flatMap { Int($0.value.trimmingSpaces) }
        let isDone: Bool
        if let status, !status.isEmpty {
            isDone = ICalendarMapping.statusMeansDone(status)
        } else {
            isDone = first("COMPLETED") != nil || percent == 100
        }
        object["done"] = .bool(isDone)
        if isDone, let completed = first("COMPLETED"), let stamp = timestamp(completed, timeZones: timeZones) {
            object["doneAt"] = .string(stamp)
        }
        let priority = first("PRIORITY").flatMap { Int($0.value.trimmingSpaces) }
        object["urgent"] = .bool(priority.map(ICalendarMapping.priorityMeansUrgent) ?? false)
        if let created = first("CREATED").flatMap({ timestamp($0, timeZones: timeZones) }) { object["createdAt"] = .string(created) }
        if let modified = (first("LAST-MODIFIED") ?? first("DTSTAMP")).flatMap({ timestamp($0, timeZones: timeZones) }) {
            object["updatedAt"] = .string(modified)
        }

        // What no field holds.
        var seen: Set<String> = []
        for property in vtodo.properties {
            let isFirst = seen.insert(property.name).inserted
            switch property.name {
            case "UID", "SUMMARY", "DESCRIPTION", "DUE", "COMPLETED", "CREATED", "LAST-MODIFIED", "DTSTAMP",
                "X-INTENTTODO-LIST", "X-INTENTTODO-SECTION", "X-INTENTTODO-STARRED", "X-INTENTTODO-POSITION",
                "X-INTENTTODO-SNOOZED-UNTIL", "X-INTENTTODO-MISSED-CYCLES", "X-INTENTTODO-REPEAT", "X-INTENTTODO-REPEAT-START":
                if isFirst { continue }
            case "RRULE", "DTSTART":
                if isFirst && consumedStart { continue }
            case "STATUS":
                if isFirst && (status == "NEEDS-ACTION" || status == "COMPLETED") { continue }
            case "PERCENT-COMPLETE":
                if isFirst && (isDone || percent == 0 || percent == nil) { continue }
            case "PRIORITY":
                if isFirst && (priority == nil || priority == 0 || priority == 1) { continue }
            case "CATEGORIES":
                guard ownList != nil, let listName else { break }
                let items = property.textListValue
                let others = items.filter { $0 != listName }
                if others.count == items.count { break }
                if !others.isEmpty { extra.properties.append(ICalendarProperty(textList: "CATEGORIES", others, parameters: property.parameters)) }
                continue
            default:
                break
            }
            extra.properties.append(normalized(property, timeZones: timeZones))
        }
        for component in vtodo.components + overrides {
            extra.components.append(normalized(component, timeZones: timeZones))
        }
        if !extra.isEmpty { object["icalExtra"] = .string(extra.text) }
        return Mapped(value: .object(object), position: position, listName: listName, isDefaultList: isDefaultList)
    }

    /// The VTODO's UID, or one made from its text (so importing it again finds it).
    static func uid(of vtodo: ICalendarComponent) -> String {
        if let uid = vtodo.property("UID")?.textValue.trimmingCharacters(in: .whitespacesAndNewlines), !uid.isEmpty { return uid }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in vtodo.contentLines.joined(separator: "\n").utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return "intenttodo-" + String(hash, radix: 16)
    }

    // MARK: Values

    /// DUE/DTSTART as a local due: a DATE as it is; a UTC time or one in a named zone moved into
    /// the local zone; a floating time, or one in a zone neither the system nor the file knows, as it is.
    private mutating func localDate(_ property: ICalendarProperty, timeZones: [String: ICalendarComponent], path: String) throws(ImportError) -> DueDate {
        let value: ICalendarDateTime
        do {
            value = try ICalendarDateTime(parsing: property.value.trimmingSpaces)
        } catch {
            throw ImportError.invalid(path: "\(path) \(property.name)", reason: error.reason)
        }
        guard !value.isDate else { return Self.dueDate(value) }
        guard let instant = instant(of: value, tzid: property.parameter("TZID"), timeZones: timeZones) else { return Self.dueDate(value) }
        return DueDate(date: Date(timeIntervalSince1970: TimeInterval(instant)), includingTime: true, calendar: calendar)
    }

    /// Seconds since 1970 of a UTC or zoned date-time; nil for a floating one or an unknown zone.
    private mutating func instant(of value: ICalendarDateTime, tzid: String?, timeZones: [String: ICalendarComponent]) -> Int? {
        if value.isUTC { return value.secondsSinceEpochAsUTC }
        guard let tzid = tzid?.trimmingSpaces, !tzid.isEmpty else { return nil }
        if zones[tzid] == nil { zones[tzid] = .some(ICalendarTimeZone.systemZone(named: tzid)) }
        if let zone = zones[tzid]!, let time = value.time {
            var zoned = Calendar(identifier: .gregorian)
            zoned.timeZone = zone
            let parts = DateComponents(year: value.year, month: value.month, day: value.day, hour: time.hour, minute: time.minute, second: time.second)
            if let date = zoned.date(from: parts) { return Int(date.timeIntervalSince1970.rounded(.down)) }
        }
        if let vtimezone = timeZones[tzid], let offset = ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: value) {
            return value.secondsSinceEpochAsUTC - offset
        }
        return nil
    }

    /// CREATED, LAST-MODIFIED, DTSTAMP, COMPLETED as a stored timestamp (`2026-11-30T09:00:00Z`);
    /// nil when unreadable (they are bookkeeping: the import goes on without them).
    private mutating func timestamp(_ property: ICalendarProperty, timeZones: [String: ICalendarComponent]) -> String? {
        guard let value = try? ICalendarDateTime(parsing: property.value.trimmingSpaces) else { return nil }
        let seconds: Int
        if let instant = instant(of: value, tzid: property.parameter("TZID"), timeZones: timeZones) {
            seconds = instant
        } else {
            // Floating (or a DATE): local time.
            seconds = Int(Self.dueDate(value).date(in: calendar).timeIntervalSince1970.rounded(.down)) + (value.time?.second ?? 0)
        }
        return ICalendarMapping.timestamp(fromInstant: seconds)
    }

    /// The RRULE in the subset IntentTodo repeats by, or nil (it then stays in `icalExtra`):
    /// `WKST` dropped where it cannot matter (INTERVAL 1), a UTC `UNTIL` read in local time.
    private func repeatRule(_ text: String, dateOnly: Bool) -> RecurrenceRule? {
        var parts: [String] = []
        var weekStart: String?
        var interval = 1
        for rawPart in text.split(separator: ";") {
            let part = rawPart.trimmingCharacters(in: .whitespaces).uppercased()
            if part.hasPrefix("WKST=") {
                weekStart = String(part.dropFirst(5))
                continue
            }
            if part.hasPrefix("INTERVAL="), let value = Int(part.dropFirst(9)) { interval = value }
            if part.hasPrefix("UNTIL="), part.hasSuffix("Z"), let value = try? ICalendarDateTime(parsing: String(part.dropFirst(6))) {
                let date = Date(timeIntervalSince1970: TimeInterval(value.secondsSinceEpochAsUTC))
                let local = DueDate(date: date, includingTime: !dateOnly, calendar: calendar)
                parts.append("UNTIL=" + ICalendarExporter.floating(local).text)
                continue
            }
            parts.append(part)
        }
        if let weekStart, weekStart != "MO", interval != 1 { return nil }
        guard var rule = try? RecurrenceRule(parsing: parts.joined(separator: ";")) else { return nil }
        // NB: until 23:59 of a day is until that day (times have minutes); the export writes a day's end so.
        if case .until(let until) = rule.end, let time = until.time, time.hour == 23, time.minute == 59 {
            rule.end = .until(until.dateOnly)
        }
        return rule
    }

    /// A kept property without a TZID the export would not define: its zoned times in UTC.
    private mutating func normalized(_ property: ICalendarProperty, timeZones: [String: ICalendarComponent]) -> ICalendarProperty {
        guard let tzid = property.parameter("TZID") else { return property }
        var values: [String] = []
        for item in property.value.split(separator: ",", omittingEmptySubsequences: false) {
            var pieces: [String] = []
            for (index, piece) in item.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
                if index == 1, piece.hasPrefix("P") {
                    pieces.append(String(piece))  // a PERIOD's duration
                    continue
                }
                guard let value = try? ICalendarDateTime(parsing: String(piece).trimmingSpaces), !value.isDate, !value.isUTC,
                    let instant = instant(of: value, tzid: tzid, timeZones: timeZones)
                else { return property }
                pieces.append(ICalendarDateTime(secondsSinceEpoch: instant, isUTC: true).text)
            }
            values.append(pieces.joined(separator: "/"))
        }
        var result = property
        result.value = values.joined(separator: ",")
        result.parameters.removeAll { $0.name == "TZID" }
        return result
    }

    private mutating func normalized(_ component: ICalendarComponent, timeZones: [String: ICalendarComponent]) -> ICalendarComponent {
        var result = component
        result.properties = component.properties.map { normalized($0, timeZones: timeZones) }
        result.components = component.components.map { normalized($0, timeZones: timeZones) }
        result.line = 0
        return result
    }

    static func dueDate(_ value: ICalendarDateTime) -> DueDate {
        DueDate(year: value.year, month: value.month, day: value.day, time: value.time.map { .init(hour: $0.hour, minute: $0.minute) })
    }
}

/// What iCalendar values mean for a todo, the same both ways.
enum ICalendarMapping {
    /// COMPLETED and CANCELLED close a todo; NEEDS-ACTION and IN-PROCESS leave it open.
    static func statusMeansDone(_ status: String) -> Bool {
        let status = status.trimmingCharacters(in: .whitespaces).uppercased()
        return status == "COMPLETED" || status == "CANCELLED"
    }

    /// PRIORITY 1–4 (high) is urgent; 0 (none) and 5–9 are not.
    static func priorityMeansUrgent(_ priority: Int) -> Bool { (1...4).contains(priority) }

    /// Seconds since 1970 of a stored timestamp: `2026-11-30T09:00:00Z`, also without seconds,
    /// with a fraction or with an offset (`+09:00`); a missing zone reads as UTC.
    static func instant(ofTimestamp text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10 else { return nil }
        var index = 0
        func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<count {
                let byte = bytes[index + offset]
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip(UInt8(ascii: "-")), let month = number(2), skip(UInt8(ascii: "-")), let day = number(2),
            (1...12).contains(month), day >= 1, day <= 31
        else { return nil }
        var seconds = ICalendarDateTime.daysSinceEpoch(year: year, month: month, day: day) * 86_400
        guard skip(UInt8(ascii: "T")) || skip(UInt8(ascii: " ")) else { return seconds }
        guard let hour = number(2), skip(UInt8(ascii: ":")), let minute = number(2) else { return nil }
        seconds += hour * 3600 + minute * 60
        if skip(UInt8(ascii: ":")), let second = number(2) { seconds += min(second, 59) }
        if skip(UInt8(ascii: ".")) { while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 } }
        guard index < bytes.count else { return seconds }
        if skip(UInt8(ascii: "Z")) || skip(UInt8(ascii: "z")) { return seconds }
        let sign: Int
        if skip(UInt8(ascii: "+")) { sign = 1 } else if skip(UInt8(ascii: "-")) { sign = -1 } else { return nil }
        guard let offsetHours = number(2) else { return nil }
        _ = skip(UInt8(ascii: ":"))
        let offsetMinutes = number(2) ?? 0
        return seconds - sign * (offsetHours * 3600 + offsetMinutes * 60)
    }

    /// `2026-11-30T09:00:00Z`.
    static func timestamp(fromInstant seconds: Int) -> String {
        let value = ICalendarDateTime(secondsSinceEpoch: seconds, isUTC: true)
        let time = value.time!
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : String(number) }
        return "\(value.year)-\(two(value.month))-\(two(value.day))T\(two(time.hour)):\(two(time.minute)):\(two(time.second))Z"
    }
}
