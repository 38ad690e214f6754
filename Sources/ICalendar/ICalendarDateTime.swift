/// A DATE or DATE-TIME value (RFC 5545 §3.3.4–5) as written: a day, or a day and a wall-clock
/// time that is floating, UTC (`Z`) or in the zone a `TZID` parameter names.
///
///     try ICalendarDateTime(parsing: "20261201")              // date
///     try ICalendarDateTime(parsing: "20261201T170000Z")      // UTC
///     ICalendarDateTime(year: 2026, month: 12, day: 1, hour: 17, minute: 0).text   // "20261201T170000"
public struct ICalendarDateTime: Hashable, Sendable, Comparable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// Nil for a DATE.
    public var time: Time?
    /// `Z`: the time is UTC.
    public var isUTC: Bool

    public struct Time: Hashable, Sendable, Comparable {
        public var hour: Int
        public var minute: Int
        public var second: Int

        public init(hour: Int, minute: Int, second: Int = 0) {
            self.hour = hour
            self.minute = minute
            self.second = second
        }

        public static func < (a: Time, b: Time) -> Bool { (a.hour, a.minute, a.second) < (b.hour, b.minute, b.second) }
    }

    /// A DATE.
    public init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
        time = nil
        isUTC = false
    }

    /// A DATE-TIME.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0, isUTC: Bool = false) {
        self.year = year
        self.month = month
        self.day = day
        time = Time(hour: hour, minute: minute, second: second)
        self.isUTC = isUTC
    }

    /// Reads `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`; throws naming the value when it is neither or
    /// not a real day or time.
    public init(parsing text: String) throws(ICalendarError) {
        let bytes = Array(text.utf8)
        func bad() -> ICalendarError {
            ICalendarError(line: 0, reason: "expected YYYYMMDD or YYYYMMDDTHHMMSS[Z], got “\(ICalendarText.excerpt(text))”")
        }
        func number(_ range: Range<Int>) throws(ICalendarError) -> Int {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 0x30, byte <= 0x39 else { throw bad() }
                value = value * 10 + Int(byte - 0x30)
            }
            return value
        }
        guard bytes.count == 8 || bytes.count == 15 || (bytes.count == 16 && (bytes[15] == UInt8(ascii: "Z") || bytes[15] == UInt8(ascii: "z")))
        else { throw bad() }
        let year = try number(0..<4)
        let month = try number(4..<6)
        let day = try number(6..<8)
        guard (1...12).contains(month), day >= 1, day <= ICalendarDateTime.daysIn(month: month, year: year) else { throw bad() }
        guard bytes.count > 8 else {
            self.init(year: year, month: month, day: day)
            return
        }
        guard bytes[8] == UInt8(ascii: "T") || bytes[8] == UInt8(ascii: "t") else { throw bad() }
        let hour = try number(9..<11)
        let minute = try number(11..<13)
        let second = try number(13..<15)
        guard hour < 24, minute < 60, second <= 60 else { throw bad() }
        self.init(year: year, month: month, day: day, hour: hour, minute: minute, second: min(second, 59), isUTC: bytes.count == 16)
    }

    public var isDate: Bool { time == nil }

    /// `YYYYMMDD` or `YYYYMMDDTHHMMSS[Z]`.
    public var text: String {
        var output = Self.digits(year, 4) + Self.digits(month, 2) + Self.digits(day, 2)
        guard let time else { return output }
        output += "T" + Self.digits(time.hour, 2) + Self.digits(time.minute, 2) + Self.digits(time.second, 2)
        if isUTC { output += "Z" }
        return output
    }

    /// Wall-clock order (ignores `isUTC`); a DATE sorts before any time of its day.
    public static func < (a: ICalendarDateTime, b: ICalendarDateTime) -> Bool {
        if (a.year, a.month, a.day) != (b.year, b.month, b.day) { return (a.year, a.month, a.day) < (b.year, b.month, b.day) }
        switch (a.time, b.time) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let x?, let y?): return x < y
        }
    }

    /// Seconds since 1970-01-01T00:00:00 of this wall-clock time read as UTC (a DATE: its midnight).
    public var secondsSinceEpochAsUTC: Int {
        Self.daysSinceEpoch(year: year, month: month, day: day) * 86_400
            + (time.map { $0.hour * 3600 + $0.minute * 60 + $0.second } ?? 0)
    }

    /// The wall-clock date-time `seconds` after 1970-01-01T00:00:00.
    public init(secondsSinceEpoch seconds: Int, isUTC: Bool) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let rest = seconds - days * 86_400
        let (year, month, day) = Self.civil(days: days)
        self.init(year: year, month: month, day: day, hour: rest / 3600, minute: rest % 3600 / 60, second: rest % 60, isUTC: isUTC)
    }

    /// Days from 1970-01-01 (Howard Hinnant's days_from_civil).
    public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((month + 9) % 12) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    static func civil(days: Int) -> (Int, Int, Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func digits(_ value: Int, _ count: Int) -> String {
        let text = String(abs(value))
        let padded = text.count >= count ? text : String(repeating: "0", count: count - text.count) + text
        return value < 0 ? "-" + padded : padded
    }
}

/// UTC-OFFSET values (`+0100`, `-0530`, `+013045`).
///
///     ICalendarUTCOffset.parse("-0530")   // -19800
///     ICalendarUTCOffset.text(3600)        // "+0100"
public enum ICalendarUTCOffset {
    public static func parse(_ text: String) -> Int? {
        let bytes = Array(text.trimmingSpaces.utf8)
        guard bytes.count == 5 || bytes.count == 7, bytes[0] == UInt8(ascii: "+") || bytes[0] == UInt8(ascii: "-") else { return nil }
        guard bytes.dropFirst().allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        func number(_ range: Range<Int>) -> Int { range.reduce(0) { $0 * 10 + Int(bytes[$1] - 0x30) } }
        let seconds = number(1..<3) * 3600 + number(3..<5) * 60 + (bytes.count == 7 ? number(5..<7) : 0)
        guard number(1..<3) < 24, number(3..<5) < 60 else { return nil }
        return bytes[0] == UInt8(ascii: "-") ? -seconds : seconds
    }

    public static func text(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let value = abs(seconds)
        var text = sign + ICalendarDateTime.digits(value / 3600, 2) + ICalendarDateTime.digits(value % 3600 / 60, 2)
        if value % 60 != 0 { text += ICalendarDateTime.digits(value % 60, 2) }
        return text
    }
}
