import Foundation

/// A due date as people say it: a day, or a day with a time of day, in local time.
///
///     DueDate(encoded: "2026-12-15")        // date only
///     DueDate(encoded: "2026-12-15T17:30")  // with a time
///     DueDate(encoded: "2026-12-15")!.encoded  // "2026-12-15"
public struct DueDate: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    /// Hour and minute, or nil for a date without a time.
    public var time: TimeOfDay?

    /// A time of day, 0...23 and 0...59.
    public struct TimeOfDay: Hashable, Comparable, Sendable, Codable {
        public var hour: Int
        public var minute: Int
        public init(hour: Int, minute: Int) {
            precondition((0...23).contains(hour) && (0...59).contains(minute), "time of day out of range")
            self.hour = hour
            self.minute = minute
        }
        public static func < (a: TimeOfDay, b: TimeOfDay) -> Bool {
            (a.hour, a.minute) < (b.hour, b.minute)
        }
    }

    public init(year: Int, month: Int, day: Int, time: TimeOfDay? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
    }

    /// Parses `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM` (CONTRACT.md's encoding); nil when malformed
    /// or not a real calendar day (`2026-02-30`).
    public init?(encoded: String) {
        let bytes = Array(encoded.utf8)
        guard bytes.count == 10 || bytes.count == 16 else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let byte = bytes[index]
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
            (1...12).contains(month), day >= 1, day <= DueDate.daysIn(month: month, year: year)
        else { return nil }
        var time: TimeOfDay?
        if bytes.count == 16 {
            guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
                let hour = number(11..<13), let minute = number(14..<16), hour < 24, minute < 60
            else { return nil }
            time = TimeOfDay(hour: hour, minute: minute)
        }
        self.init(year: year, month: month, day: day, time: time)
    }

    /// The calendar day (and time) of `date` in `calendar`'s time zone.
    public init(date: Date, includingTime: Bool, calendar: Calendar) {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        self.init(
            year: parts.year!, month: parts.month!, day: parts.day!,
            time: includingTime ? TimeOfDay(hour: parts.hour!, minute: parts.minute!) : nil)
    }

    /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`.
    public var encoded: String {
        // NB: not String(format:), which goes through Foundation's NSString on Linux (~2 µs a
        // call); the bytes are written straight into the string (listings encode every due).
        // 112 bytes: the most that five UInts and their separators take.
        String(unsafeUninitializedCapacity: 112) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                buffer[count] = byte
                count += 1
            }
            func put(_ value: UInt, digits: Int) {
                var written = 0
                var rest = value
                repeat {
                    written += 1
                    rest /= 10
                } while rest > 0
                for _ in 0..<max(0, digits - written) { put(UInt8(ascii: "0")) }
                var divisor: UInt = 1
                for _ in 1..<written { divisor *= 10 }
                rest = value
                while divisor > 0 {
                    put(UInt8(ascii: "0") + UInt8(rest / divisor))
                    rest %= divisor
                    divisor /= 10
                }
            }
            if year < 0 { put(UInt8(ascii: "-")) }
            put(year.magnitude, digits: 4)
            put(UInt8(ascii: "-"))
            put(UInt(truncatingIfNeeded: month), digits: 2)
            put(UInt8(ascii: "-"))
            put(UInt(truncatingIfNeeded: day), digits: 2)
            if let time {
                put(UInt8(ascii: "T"))
                put(UInt(truncatingIfNeeded: time.hour), digits: 2)
                put(UInt8(ascii: ":"))
                put(UInt(truncatingIfNeeded: time.minute), digits: 2)
            }
            return count
        }
    }

    public var description: String { encoded }

    public var hasTime: Bool { time != nil }

    /// The same day without its time.
    public var dateOnly: DueDate { DueDate(year: year, month: month, day: day) }

    /// The moment this due date stands for: its time, or the start of its day.
    public func date(in calendar: Calendar) -> Date {
        var parts = DateComponents()
        parts.year = year
        parts.month = month
        parts.day = day
        parts.hour = time?.hour ?? 0
        parts.minute = time?.minute ?? 0
        // NB: a time skipped by a DST change resolves to the next valid instant.
        return calendar.date(from: parts) ?? Date(timeIntervalSince1970: 0)
    }

    /// The moment the due date has passed: its time, or the end of its day for a date only.
    public func deadline(in calendar: Calendar) -> Date {
        guard time == nil else { return date(in: calendar) }
        return calendar.date(byAdding: .day, value: 1, to: date(in: calendar)) ?? date(in: calendar)
    }

    public static func < (a: DueDate, b: DueDate) -> Bool {
        if (a.year, a.month, a.day) != (b.year, b.month, b.day) {
            return (a.year, a.month, a.day) < (b.year, b.month, b.day)
        }
        switch (a.time, b.time) {
        case (nil, nil): return false
        case (nil, _): return true
        case (_, nil): return false
        case (let x?, let y?): return x < y
        }
    }

    public static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
