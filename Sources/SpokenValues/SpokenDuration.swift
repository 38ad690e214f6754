import Basics
import Foundation

/// A length of time said in words, in minutes.
///
///     SpokenDuration.parse("an hour and a half", language: .en)   // 90
///     SpokenDuration.parse("for 15 min", language: .en)           // 15
///     SpokenDuration.parse("1時間半", language: .ja)               // 90
///     SpokenDuration.parse("until tomorrow", language: .en)       // nil (a date, not a length)
///
/// Units: minutes, hours, days (1440) and weeks (10080); months and years have no fixed
/// length and give nil. The whole text must be one duration (a leading "for", or trailing
/// 間/ほど/くらい/ぐらい/だけ, may come with it). Fractions round to the nearest minute; zero is nil.
public enum SpokenDuration {
    /// Minutes in the spoken duration, or nil unless the whole text is one.
    ///
    ///     SpokenDuration.parse("half an hour", language: .en)   // 30
    ///     SpokenDuration.parse("半日", language: .ja)            // 720
    public static func parse(_ text: String, language: Language) -> Int? {
        let span: TimeSpan?
        switch language {
        case .en:
            guard var tokens = EnglishTokens.tokenize(text) else { return nil }
            // "for for hours", "for to minutes": a recognizer's homophone of the number after "for".
            let homophones: [String: Int] = ["for": 4, "fore": 4, "to": 2, "too": 2]
            let units: Set<String> = ["minutes", "hours", "days", "weeks"]
            if tokens.count == 3, tokens[0] == .word("for"), case .word(let heard) = tokens[1], let amount = homophones[heard],
                case .word(let unit) = tokens[2], units.contains(unit)
            {
                tokens[1] = .number(amount)
            }
            var cursor = TokenCursor(tokens)
            _ = cursor.take("for")
            _ = cursor.take(anyOf: ["about", "around", "approximately", "roughly", "just", "like"])
            span = TimeSpan.english(&cursor)
            guard cursor.atEnd else { return nil }
        case .ja:
            guard var characters = JapaneseText.prepare(text) else { return nil }
            characters = JapaneseText.trimmingPunctuation(characters)
            characters = JapaneseText.droppingTrailingParticles(characters, ["ほど", "くらい", "ぐらい", "程度", "だけ", "の間"])
            var cursor = TextCursor(characters)
            span = TimeSpan.japanese(&cursor)
            guard cursor.atEnd else { return nil }
        }
        guard let minutes = span?.fixedMinutes, minutes > 0, minutes <= 5_256_000 else { return nil }
        return minutes
    }
}

/// A spoken amount of time: "1 hour and 30 minutes" = [(hour, 1), (minute, 30)].
struct TimeSpan {
    var parts: [(unit: TimeUnit, amount: Double)]

    /// Total minutes when every unit has a fixed length, rounded.
    var fixedMinutes: Int? {
        var total = 0.0
        for part in parts {
            guard let minutes = part.unit.minutes else { return nil }
            total += part.amount * Double(minutes)
        }
        return Int(total.rounded())
    }

    /// True when the span is whole days, weeks, months or years (a date-only offset).
    var isCalendarOnly: Bool { parts.allSatisfy { $0.unit >= .day && $0.amount == $0.amount.rounded() } }

    /// Adds a part when its unit is smaller than every unit so far ("2 hours 30 minutes").
    mutating func append(_ unit: TimeUnit, _ amount: Double) -> Bool {
        if let last = parts.last, unit >= last.unit { return false }
        guard amount > 0, amount < 1_000_000 else { return false }
        parts.append((unit, amount))
        return true
    }

    // MARK: English

    /// "an hour and a half", "1.5 hours", "half an hour", "2 hrs 15 min", "1h30", "a couple of days".
    static func english(_ cursor: inout TokenCursor) -> TimeSpan? {
        var span = TimeSpan(parts: [])
        for round in 0..<3 {
            var attempt = cursor
            if round > 0 { _ = attempt.take("and") }
            guard let (unit, amount) = englishTerm(&attempt), span.append(unit, amount) else {
                // "1 h 30": minutes after hours without a unit.
                var bare = cursor
                if round > 0, span.parts.last?.unit == .hour, let minutes = bare.number(), bare.atEnd,
                    span.append(.minute, Double(minutes))
                {
                    cursor = bare
                }
                break
            }
            cursor = attempt
        }
        return span.parts.isEmpty ? nil : span
    }

    /// One amount and unit.
    private static func englishTerm(_ cursor: inout TokenCursor) -> (TimeUnit, Double)? {
        var c = cursor
        // "half an hour", "half a day", "half hour"
        if c.take("half") {
            _ = c.take(anyOf: ["a", "an"])
            guard let unit = c.take(from: SpokenUnits.english) else { return nil }
            cursor = c
            return (unit, 0.5)
        }
        // "a quarter of an hour", "quarter hour"
        c = cursor
        _ = c.take("a")
        if c.take("quarter") {
            _ = c.take("of")
            _ = c.take(anyOf: ["a", "an"])
            guard c.take("hour") else { return nil }
            cursor = c
            return (.hour, 0.25)
        }
        // "a couple of hours"
        c = cursor
        if c.take("a"), c.take("couple") {
            _ = c.take("of")
            guard let unit = c.take(from: SpokenUnits.english) else { return nil }
            cursor = c
            return (unit, 2)
        }
        // "a fortnight", "two fortnights": two weeks each.
        c = cursor
        var count = 1.0
        if case .number(let value)? = c.peek {
            count = Double(value)
            c.index += 1
        } else if c.take(anyOf: ["a", "one"]) == nil {
            count = 0
        }
        if count > 0, c.take(anyOf: ["fortnight", "fortnights"]) != nil {
            cursor = c
            return (.week, 2 * count)
        }
        c = cursor
        var amount: Double
        switch c.peek {
        case .number(let value)?: amount = Double(value)
        case .decimal(let value)?: amount = value
        case .word("a")?, .word("an")?: amount = 1
        default: return nil
        }
        c.index += 1
        if c.take(sequence: ["and", "a", "half"]) { amount += 0.5 }
        // "a whole day", "a full hour", "an entire week": one of the unit.
        if amount == 1 { _ = c.take(anyOf: ["whole", "full", "entire"]) }
        guard let unit = c.take(from: SpokenUnits.english) else { return nil }
        if amount.rounded() == amount, c.take(sequence: ["and", "a", "half"]) { amount += 0.5 }
        cursor = c
        return (unit, amount)
    }

    // MARK: Japanese

    /// Japanese units, longer spellings first.
    static let japaneseUnits: [(String, TimeUnit)] = [
        ("時間", .hour), ("週間", .week), ("ヶ月", .month), ("ケ月", .month), ("か月", .month), ("カ月", .month),
        ("ヵ月", .month), ("箇月", .month), ("分", .minute), ("日", .day), ("週", .week), ("年", .year),
    ]

    /// 「1時間半」「30分間」「半日」「1時間30分」「1.5時間」「2週間」.
    static func japanese(_ cursor: inout TextCursor) -> TimeSpan? {
        var span = TimeSpan(parts: [])
        for _ in 0..<3 {
            var c = cursor
            if c.take("半") {
                // 半日, 半年, 半時間
                guard let unit = c.take(from: [("日", TimeUnit.day), ("年", .year), ("時間", .hour)]) else { break }
                let (finalUnit, amount) = unit == .year ? (TimeUnit.month, 6.0) : (unit, 0.5)
                guard span.append(finalUnit, amount) else { return nil }
                cursor = c
                _ = cursor.take("間")
                continue
            }
            guard let amount = c.decimal(), let unit = c.take(from: japaneseUnits) else { break }
            if c.take("半") {
                guard span.append(unit, amount + 0.5) else { return nil }
            } else {
                guard span.append(unit, amount) else { return nil }
            }
            _ = c.take("間")
            cursor = c
        }
        return span.parts.isEmpty ? nil : span
    }
}
