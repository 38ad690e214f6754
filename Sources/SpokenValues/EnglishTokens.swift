import Basics
import Foundation

/// Units of time spoken values use.
enum TimeUnit: Int, Comparable {
    case minute, hour, day, week, month, year

    /// Minutes in one unit, for units of fixed length.
    var minutes: Int? {
        switch self {
        case .minute: return 1
        case .hour: return 60
        case .day: return 1_440
        case .week: return 10_080
        case .month, .year: return nil
        }
    }

    static func < (a: TimeUnit, b: TimeUnit) -> Bool { a.rawValue < b.rawValue }
}

enum SpokenUnits {
    /// English unit words (singular, plural, abbreviations).
    static let english: [String: TimeUnit] = [
        "minute": .minute, "minutes": .minute, "min": .minute, "mins": .minute, "m": .minute,
        // ("an our": a recognizer's "an hour", the h unheard.)
        "hour": .hour, "hours": .hour, "hr": .hour, "hrs": .hour, "h": .hour, "our": .hour,
        "day": .day, "days": .day,
        "week": .week, "weeks": .week, "wk": .week, "wks": .week,
        "month": .month, "months": .month,
        "year": .year, "years": .year, "yr": .year, "yrs": .year,
    ]
}

/// One piece of an English utterance after tokenizing.
enum Token: Hashable {
    case word(String)
    case number(Int)
    case ordinal(Int)
    case decimal(Double)
    /// `17:30`; `isExact` for 24-hour writing (`09:00`, `17:30`, `0:15`).
    case clock(hour: Int, minute: Int, isExact: Bool)
    /// `12/15`, `12/15/2026`, `2026-12-15`.
    case date(year: Int?, month: Int, day: Int)

    var word: String? {
        if case .word(let word) = self { return word }
        return nil
    }
}

enum EnglishTokens {
    /// At most this many tokens: longer spans are not one spoken value.
    static let limit = 24

    /// Days whose possessive ("tomorrow's") reads as the day itself.
    static let possessiveDays: Set<String> = [
        "today", "tomorrow", "tonight", "yesterday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
        "sunday", "weekend", "week", "month", "year",
    ]

    /// Day and time words as a quick or phonetic typist spells them.
    static let respelled: [String: String] = [
        "wensday": "wednesday", "wendsday": "wednesday", "wednsday": "wednesday", "wedensday": "wednesday",
        "wednesay": "wednesday", "wenesday": "wednesday", "fryday": "friday", "firday": "friday", "fridy": "friday",
        "thrusday": "thursday", "thurday": "thursday", "thursay": "thursday", "thusday": "thursday", "thirsday": "thursday",
        "tusday": "tuesday", "tuseday": "tuesday", "teusday": "tuesday", "tuesay": "tuesday", "saterday": "saturday",
        "satuday": "saturday", "saturdy": "saturday", "sundy": "sunday", "mondy": "monday", "munday": "monday",
        "tonite": "tonight", "2nite": "tonight", "evning": "evening", "mornin": "morning", "afternon": "afternoon",
        "evry": "every", "evrey": "every", "nxt": "next", "wk": "week",
    ]

    /// Lowercased tokens with digits, number words, ordinals, `p.m.` and `o'clock` merged;
    /// nil when the text is too long or holds something no value contains.
    ///
    ///     "Five p.m. on Dec. 15th" -> [5, pm, on, dec, ordinal 15]
    static func tokenize(_ text: String) -> [Token]? {
        // NB: ASCII text is its own NFKC form, and the value parsers tokenize every span a
        // value slot might take: Foundation's normalization only runs for other text.
        let folded = text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCompatibilityMapping
        let lowered = folded.lowercased()
        guard lowered.unicodeScalars.count <= 160 else { return nil }
        let scalars = Array(lowered.unicodeScalars)
        var pieces: [Token] = []
        var index = 0
        func isDigit(_ i: Int) -> Bool { i < scalars.count && scalars[i].value >= 0x30 && scalars[i].value <= 0x39 }
        func isLetter(_ i: Int) -> Bool {
            guard i < scalars.count else { return false }
            let value = scalars[i].value
            if value < 0x80 { return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) }
            return scalars[i].properties.isAlphabetic
        }
        while index < scalars.count {
            if isDigit(index) {
                var end = index
                while end < scalars.count {
                    if isDigit(end) {
                        end += 1
                    } else if ":/.-".unicodeScalars.contains(scalars[end]), isDigit(end + 1), end > index {
                        end += 1
                    } else {
                        break
                    }
                }
                guard let token = numeric(String(String.UnicodeScalarView(scalars[index..<end]))) else { return nil }
                pieces.append(token)
                index = end
            } else if isLetter(index) {
                var end = index
                while end < scalars.count, isLetter(end) || (scalars[end] == "'" || scalars[end] == "’") && isLetter(end + 1) {
                    end += 1
                }
                var word = String(String.UnicodeScalarView(scalars[index..<end].map { $0 == "’" ? "'" : $0 }))
                // A day said as the owner of what follows: "tomorrow's meeting", "friday's game".
                if word.hasSuffix("'s"), Self.possessiveDays.contains(String(word.dropLast(2))) {
                    word = String(word.dropLast(2))
                } else if word.hasSuffix("s"), ["todays", "tomorrows", "tonights", "yesterdays"].contains(word) {
                    word = String(word.dropLast())
                }
                // Australian "this arvo"; days and times typed as they sound ("wensday", "fryday", "tonite").
                if word == "arvo" { word = "afternoon" } else if let spelled = Self.respelled[word] { word = spelled }
                pieces.append(.word(word))
                index = end
            } else if scalars[index] == "&" {
                pieces.append(.word("and"))
                index += 1
            } else {
                index += 1
            }
            guard pieces.count <= limit * 2 else { return nil }
        }
        // An hour heard as its homophone before "pm"/"am" after "at": "at to pm", "at for am",
        // "at ate pm" (a recognizer's "two", "four", "eight").
        for index in pieces.indices.dropFirst().dropLast() {
            guard case .word(let before) = pieces[index - 1], before == "at", case .word(let word) = pieces[index],
                case .word(let after) = pieces[index + 1], ["pm", "am", "p", "a", "o'clock", "oclock"].contains(after),
                let hour = Self.heardHours[word]
            else { continue }
            pieces[index] = .word(hour)
        }
        return merge(pieces)
    }

    /// Words a recognizer writes for an hour's number word.
    static let heardHours = ["to": "two", "too": "two", "for": "four", "fore": "four", "ate": "eight", "won": "one"]

    /// `17:30`, `12/15/2026`, `2026-12-15`, `1.5`, `42`.
    private static func numeric(_ text: String) -> Token? {
        // A 24-hour time written as four digits from 0: "0600", "0730" (no year begins so).
        if text.count == 4, text.first == "0", let value = NumberWords.asciiNumber(text), value % 100 < 60 {
            return .clock(hour: value / 100, minute: value % 100, isExact: true)
        }
        if let value = NumberWords.asciiNumber(text) { return .number(value) }
        for separator: Character in [":", "/", "-", "."] where text.contains(separator) {
            let parts = text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
            guard parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 }) else { return nil }
            let numbers = parts.compactMap(NumberWords.asciiNumber)
            guard numbers.count == parts.count else { return nil }
            switch (separator, numbers.count) {
            case (":", 2):
                guard numbers[0] < 24, numbers[1] < 60, parts[1].count == 2 else { return nil }
                let isExact = parts[0].count == 2 && numbers[0] < 10 || numbers[0] == 0 || numbers[0] >= 13
                return .clock(hour: numbers[0], minute: numbers[1], isExact: isExact)
            case ("/", 2):
                return .date(year: nil, month: numbers[0], day: numbers[1])
            case ("/", 3), ("-", 3):
                if parts[0].count == 4 { return .date(year: numbers[0], month: numbers[1], day: numbers[2]) }
                guard parts[2].count == 4 || parts[2].count == 2 else { return nil }
                let year = parts[2].count == 2 ? 2000 + numbers[2] : numbers[2]
                return .date(year: year, month: numbers[0], day: numbers[1])
            case (".", 2):
                return Double(text).map(Token.decimal)
            default:
                return nil
            }
        }
        return nil
    }

    private static func merge(_ pieces: [Token]) -> [Token]? {
        let words: [String?] = pieces.map(\.word)
        var tokens: [Token] = []
        var index = 0
        func isTime(_ token: Token?) -> Bool {
            switch token {
            case .number?, .clock?: return true
            default: return false
            }
        }
        while index < pieces.count {
            let piece = pieces[index]
            let next = index + 1 < pieces.count ? words[index + 1] : nil
            switch piece {
            case .number(let value):
                if let next, ["st", "nd", "rd", "th"].contains(next) {
                    tokens.append(.ordinal(value))
                    index += 2
                    continue
                }
                tokens.append(piece)
            case .word(let word):
                // p.m. / a.m. / o'clock
                if (word == "p" || word == "a" && isTime(tokens.last)), next == "m" {
                    tokens.append(.word(word + "m"))
                    index += 2
                    continue
                }
                if word == "o", next == "clock" || next == "'clock" {
                    tokens.append(.word("oclock"))
                    index += 2
                    continue
                }
                if word == "o'clock" {
                    tokens.append(.word("oclock"))
                    index += 1
                    continue
                }
                let rest = words[index...].map { $0 ?? "" }
                if let (value, count) = NumberWords.englishOrdinal(in: rest, from: 0) {
                    tokens.append(.ordinal(value))
                    index += count
                    continue
                }
                if let (value, count) = NumberWords.englishNumber(in: rest, from: 0),
                    !(count == 1 && (word == "a" || word == "an"))
                {
                    tokens.append(.number(value))
                    index += count
                    continue
                }
                tokens.append(piece)
            default:
                tokens.append(piece)
            }
            index += 1
        }
        return tokens.count <= limit ? tokens : nil
    }
}

/// A position in a token array, copied to backtrack.
struct TokenCursor {
    let tokens: [Token]
    var index = 0

    init(_ tokens: [Token]) { self.tokens = tokens }

    var atEnd: Bool { index >= tokens.count }
    var peek: Token? { index < tokens.count ? tokens[index] : nil }
    var peekWord: String? { peek?.word }

    /// Consumes `word` when it comes next.
    mutating func take(_ word: String) -> Bool {
        guard peekWord == word else { return false }
        index += 1
        return true
    }

    /// Consumes the words in order, or nothing.
    mutating func take(sequence words: [String]) -> Bool {
        var copy = self
        for word in words where !copy.take(word) { return false }
        self = copy
        return true
    }

    /// Consumes one of `words` and returns it.
    mutating func take(anyOf words: Set<String>) -> String? {
        guard let word = peekWord, words.contains(word) else { return nil }
        index += 1
        return word
    }

    /// Consumes a word found in `table` and returns its value.
    mutating func take<Value>(from table: [String: Value]) -> Value? {
        guard let word = peekWord, let value = table[word] else { return nil }
        index += 1
        return value
    }

    mutating func number() -> Int? {
        guard case .number(let value)? = peek else { return nil }
        index += 1
        return value
    }

    mutating func ordinal() -> Int? {
        guard case .ordinal(let value)? = peek else { return nil }
        index += 1
        return value
    }

    /// Skips any of `words`.
    mutating func skip(_ words: Set<String>) {
        while let word = peekWord, words.contains(word) { index += 1 }
    }
}
