import Synchronization


extension RecurrenceRule {
    /// Why an RRULE text was rejected, with the part at fault.
    ///
    ///     do { _ = try RecurrenceRule(parsing: "FREQ=HOURLY") } catch { error.description }
    ///     // "unsupported FREQ 'HOURLY' (expected DAILY, WEEKLY, MONTHLY or YEARLY)"
    public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What was wrong.
        public enum Reason: Hashable, Sendable {
            case empty
            case malformedPart
            case duplicatePart
            case unknownPart
            case missingFrequency
            case unknownFrequency
            case badInterval
            case badByDay
            case ordinalNotAllowed
            case badByMonthDay
            case byMonthDayInWeekly
            case badByMonth
            case badCount
            case badUntil
            case countAndUntil
            case unsupportedWeekStart
        }

        public var reason: Reason
        /// The offending part as written (`"INTERVAL=0"`), or the whole text.
        public var part: String

        /// A problem and the part at fault.
        public init(_ reason: Reason, part: String) {
            self.reason = reason
            self.part = part
        }

        /// A human message naming the bad part.
        public var description: String {
            switch reason {
            case .empty: return "empty recurrence rule"
            case .malformedPart: return "malformed part '\(part)' (expected NAME=VALUE)"
            case .duplicatePart: return "part '\(part)' appears more than once"
            case .unknownPart: return "unsupported part '\(part)'"
            case .missingFrequency: return "missing FREQ in '\(part)'"
            case .unknownFrequency:
                return "unsupported FREQ '\(part)' (expected DAILY, WEEKLY, MONTHLY or YEARLY)"
            case .badInterval: return "bad INTERVAL '\(part)' (expected a whole number from 1)"
            case .badByDay: return "bad BYDAY entry '\(part)' (expected MO...SU, optionally after 1...5 or -1...-5)"
            case .ordinalNotAllowed:
                return "BYDAY entry '\(part)' has an ordinal, which only MONTHLY and YEARLY rules allow"
            case .badByMonthDay: return "bad BYMONTHDAY entry '\(part)' (expected 1...31 or -1...-31)"
            case .byMonthDayInWeekly: return "BYMONTHDAY '\(part)' cannot be used with FREQ=WEEKLY"
            case .badByMonth: return "bad BYMONTH entry '\(part)' (expected 1...12)"
            case .badCount: return "bad COUNT '\(part)' (expected a whole number from 1)"
            case .badUntil: return "bad UNTIL '\(part)' (expected YYYYMMDD or YYYYMMDDTHHMMSS, local time)"
            case .countAndUntil: return "COUNT and UNTIL cannot both be given ('\(part)')"
            case .unsupportedWeekStart: return "unsupported WKST '\(part)' (only MO)"
            }
        }
    }

    /// Parses an RRULE: optional `RRULE:` prefix, parts in any order, any case.
    ///
    ///     try RecurrenceRule(parsing: "RRULE:freq=monthly;byday=-1fr").rrule   // "FREQ=MONTHLY;BYDAY=-1FR"
    ///     try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2;UNTIL=20261231")     // throws .countAndUntil
    public init(parsing text: String) throws(ParseError) {
        // A store holds few distinct rules and a listing reads each repeating todo's: the
        // outcome of each text is kept (a few hundred at most).
        if let known = Self.parsed.withLock({ $0[text] }) {
            self = try known.get()
            return
        }
        let outcome = Result { () throws(ParseError) in try RecurrenceRule(reading: text) }
        Self.parsed.withLock { memo in
            if memo.count >= 512 { memo.removeAll(keepingCapacity: true) }
            memo[text] = outcome
        }
        self = try outcome.get()
    }

    private static let parsed = Mutex<[String: Result<RecurrenceRule, ParseError>]>([:])

    private init(reading text: String) throws(ParseError) {
        var body = text[...].trimmed
        if body.uppercased().hasPrefix("RRULE:") { body = body.dropFirst(6) }
        guard !body.isEmpty else { throw ParseError(.empty, part: text) }
        var values: [String: (part: String, value: String)] = [:]
        for rawPart in body.split(separator: ";", omittingEmptySubsequences: false) {
            let part = String(rawPart.trimmed)
            if part.isEmpty {
                // Tolerate a trailing ';'.
                continue
            }
            guard let equals = part.firstIndex(of: "=") else { throw ParseError(.malformedPart, part: part) }
            let name = part[..<equals].trimmed.uppercased()
            let value = part[part.index(after: equals)...].trimmed.uppercased()
            guard !name.isEmpty, !value.isEmpty else { throw ParseError(.malformedPart, part: part) }
            guard values[name] == nil else { throw ParseError(.duplicatePart, part: name) }
            values[name] = (part, value)
        }
        let known: Set<String> = ["FREQ", "INTERVAL", "BYDAY", "BYMONTHDAY", "BYMONTH", "COUNT", "UNTIL", "WKST"]
        for (name, entry) in values where !known.contains(name) {
            throw ParseError(.unknownPart, part: entry.part)
        }
        guard let freqText = values["FREQ"]?.value else { throw ParseError(.missingFrequency, part: text) }
        guard let frequency = Frequency(rawValue: freqText) else { throw ParseError(.unknownFrequency, part: freqText) }
        if let weekStart = values["WKST"], weekStart.value != "MO" {
            throw ParseError(.unsupportedWeekStart, part: weekStart.value)
        }

        var interval = 1
        if let entry = values["INTERVAL"] {
            guard let value = RecurrenceRule.wholeNumber(entry.value), value >= 1, value <= 10_000 else {
                throw ParseError(.badInterval, part: entry.value)
            }
            interval = value
        }

        var byDay: [WeekdayNumber] = []
        if let entry = values["BYDAY"] {
            for item in entry.value.split(separator: ",", omittingEmptySubsequences: false) {
                let item = String(item.trimmed)
                guard item.count >= 2, let weekday = Weekday(rawValue: String(item.suffix(2))) else {
                    throw ParseError(.badByDay, part: item)
                }
                let prefix = String(item.dropLast(2))
                var ordinal: Int?
                if !prefix.isEmpty {
                    guard let value = RecurrenceRule.signedNumber(prefix), value != 0, abs(value) <= 5 else {
                        throw ParseError(.badByDay, part: item)
                    }
                    guard frequency == .monthly || frequency == .yearly else {
                        throw ParseError(.ordinalNotAllowed, part: item)
                    }
                    ordinal = value
                }
                byDay.append(WeekdayNumber(ordinal: ordinal, weekday: weekday))
            }
        }

        var byMonthDay: [Int] = []
        if let entry = values["BYMONTHDAY"] {
            guard frequency != .weekly else { throw ParseError(.byMonthDayInWeekly, part: entry.value) }
            for item in entry.value.split(separator: ",", omittingEmptySubsequences: false) {
                let item = String(item.trimmed)
                guard let value = RecurrenceRule.signedNumber(item), value != 0, abs(value) <= 31 else {
                    throw ParseError(.badByMonthDay, part: item)
                }
                byMonthDay.append(value)
            }
        }

        var byMonth: [Int] = []
        if let entry = values["BYMONTH"] {
            for item in entry.value.split(separator: ",", omittingEmptySubsequences: false) {
                let item = String(item.trimmed)
                guard let value = RecurrenceRule.wholeNumber(item), (1...12).contains(value) else {
                    throw ParseError(.badByMonth, part: item)
                }
                byMonth.append(value)
            }
        }

        var end = End.never
        switch (values["COUNT"], values["UNTIL"]) {
        case (.some(let count), .some(let until)):
            throw ParseError(.countAndUntil, part: count.part + ";" + until.part)
        case (.some(let entry), nil):
            guard let count = RecurrenceRule.wholeNumber(entry.value), count >= 1 else {
                throw ParseError(.badCount, part: entry.value)
            }
            end = .count(count)
        case (nil, .some(let entry)):
            guard let until = RecurrenceRule.untilDate(entry.value) else { throw ParseError(.badUntil, part: entry.value) }
            end = .until(until)
        case (nil, nil):
            break
        }
        self.init(frequency: frequency, interval: interval, byDay: byDay, byMonthDay: byMonthDay, byMonth: byMonth, end: end)
    }

    /// ASCII digits only, at most 6 of them.
    private static func wholeNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 6, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }

    /// `+3`, `-1`, `15`.
    private static func signedNumber(_ text: String) -> Int? {
        if text.hasPrefix("-") { return wholeNumber(String(text.dropFirst())).map { -$0 } }
        if text.hasPrefix("+") { return wholeNumber(String(text.dropFirst())) }
        return wholeNumber(text)
    }

    /// `YYYYMMDD` or `YYYYMMDDTHHMMSS` (seconds dropped); a trailing `Z` (UTC) is rejected
    /// because due dates are local.
    private static func untilDate(_ text: String) -> DueDate? {
        let bytes = Array(text.utf8)
        guard bytes.count == 8 || (bytes.count == 15 && bytes[8] == UInt8(ascii: "T")) else { return nil }
        func number(_ range: Range<Int>) -> Int? { wholeNumber(String(decoding: bytes[range], as: UTF8.self)) }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
            (1...12).contains(month), day >= 1, day <= DueDate.daysIn(month: month, year: year)
        else { return nil }
        guard bytes.count == 15 else { return DueDate(year: year, month: month, day: day) }
        guard let hour = number(9..<11), let minute = number(11..<13), let second = number(13..<15),
            hour < 24, minute < 60, second < 60
        else { return nil }
        return DueDate(year: year, month: month, day: day, time: .init(hour: hour, minute: minute))
    }
}

extension Substring {
    /// Without leading and trailing white space (no Foundation: rules are read for every
    /// repeating todo a listing shows).
    fileprivate var trimmed: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return start < end ? self[start..<end] : self[start..<start]
    }
}
