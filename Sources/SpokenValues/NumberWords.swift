import Basics
import Foundation

/// Numbers written or spoken as words, in English and Japanese.
///
///     NumberWords.value(of: "forty two", language: .en)          // 42
///     NumberWords.value(of: "二十一", language: .ja)              // 21
///     NumberWords.spell(42, language: .ja)                       // "四十二"
///     NumberWords.replacingNumberWords(in: "in forty two minutes", language: .en)   // "in 42 minutes"
public enum NumberWords {
    /// The number the whole text stands for, or nil: digits (also full width), number words,
    /// and ordinals ("21st", "first"; 第2, 二つ目, 三番目). Bare "a"/"an" is not a number here.
    ///
    ///     NumberWords.value(of: "a hundred and five", language: .en)   // 105
    ///     NumberWords.value(of: "twenty-one", language: .en)           // 21
    ///     NumberWords.value(of: "一万", language: .ja)                  // 10000
    ///     NumberWords.value(of: "三番目", language: .ja)                // 3
    ///     NumberWords.value(of: "buy milk", language: .en)             // nil
    public static func value(of text: String, language: Language) -> Int? {
        let text = text.precomposedStringWithCompatibilityMapping.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.count <= 80 else { return nil }
        if let digits = asciiNumber(text) { return digits }
        switch language {
        case .en: return englishValue(of: text)
        case .ja: return japaneseValue(of: text)
        }
    }

    /// The number in words: English without hyphens or "and", Japanese in kanji.
    ///
    ///     NumberWords.spell(105, language: .en)    // "one hundred five"
    ///     NumberWords.spell(2026, language: .ja)   // "二千二十六"
    ///     NumberWords.spell(0, language: .ja)      // "〇"
    public static func spell(_ n: Int, language: Language) -> String {
        switch language {
        case .en: return n < 0 ? "minus " + spellEnglish(n.magnitude) : spellEnglish(n.magnitude)
        case .ja: return n < 0 ? "マイナス" + spellJapanese(n.magnitude) : spellJapanese(n.magnitude)
        }
    }

    /// The text with cardinal number words turned into digits, everything else kept as is.
    /// English "a"/"an" becomes 1 only after "in", "for", "within" or "after" and before a
    /// time unit. Japanese numerals are rewritten only before a counter (分 時 時間 日 週 週間
    /// ヶ月 か月 年 回 番 つ 月 秒), after 第, or when they are the whole text, so 一緒 and 一人 stay.
    ///
    ///     NumberWords.replacingNumberWords(in: "Call Mom in twenty-one days", language: .en)
    ///     // "Call Mom in 21 days"
    ///     NumberWords.replacingNumberWords(in: "三十分後に一緒に行く", language: .ja)   // "30分後に一緒に行く"
    public static func replacingNumberWords(in text: String, language: Language) -> String {
        switch language {
        case .en: return replacingEnglish(in: text)
        case .ja: return replacingJapanese(in: text)
        }
    }

    /// ASCII digits only (after NFKC), at most 15 of them.
    static func asciiNumber(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.count <= 15, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
        return Int(text)
    }

    // MARK: English

    static let englishUnits: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8,
        "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
        "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    ]
    static let englishTens: [String: Int] = [
        "twenty": 20, "thirty": 30, "forty": 40, "fourty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
        "eighty": 80, "ninety": 90,
    ]
    static let englishScales: [String: Int] = ["thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000]
    static let englishOrdinals: [String: Int] = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
        "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
        "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
        "twentieth": 20, "thirtieth": 30,
    ]
    static let englishNumberVocabulary: Set<String> = Set(englishUnits.keys).union(englishTens.keys)
        .union(englishScales.keys).union(["hundred", "and", "a", "an"])

    /// Reads the longest cardinal number starting at `start` in lowercased `words`:
    /// "forty two", "a hundred and five", "two thousand twenty six". Returns the value and
    /// how many words it took; a lone "a"/"an"/"and" is not a number.
    static func englishNumber(in words: [String], from start: Int) -> (value: Int, count: Int)? {
        var index = start
        /// 1...99 from "ninety nine", "seven", "twenty".
        func belowHundred() -> Int? {
            guard index < words.count else { return nil }
            if let unit = englishUnits[words[index]] {
                index += 1
                return unit
            }
            guard let tens = englishTens[words[index]] else { return nil }
            index += 1
            if index < words.count, let unit = englishUnits[words[index]], (1...9).contains(unit) {
                index += 1
                return tens + unit
            }
            return tens
        }
        /// 1...1999: "[a|one..nineteen] hundred [and] [below hundred]" or below hundred ("fourteen
        /// hundred" is 1400, as in "fourteen hundred hours" or "nineteen hundred and five").
        func belowThousand() -> Int? {
            let begin = index
            var hundreds: Int?
            if index + 1 < words.count, words[index + 1] == "hundred" {
                if words[index] == "a" || words[index] == "an" {
                    hundreds = 1
                } else if let unit = englishUnits[words[index]], (1...19).contains(unit) {
                    hundreds = unit
                }
                if hundreds != nil { index += 2 }
            } else if index < words.count, words[index] == "hundred" {
                hundreds = 1
                index += 1
            }
            if hundreds == nil, index < words.count, englishTens[words[index]] != nil {
                // "twenty hundred", "twenty one hundred" (2000, 2100: a 24-hour time said in hundreds).
                if let tens = belowHundred(), index < words.count, words[index] == "hundred" {
                    hundreds = tens
                    index += 1
                } else {
                    index = begin
                }
            }
            guard let hundreds else {
                index = begin
                return belowHundred()
            }
            let afterHundred = index
            if index < words.count, words[index] == "and" { index += 1 }
            if let rest = belowHundred() { return hundreds * 100 + rest }
            index = afterHundred
            return hundreds * 100
        }
        var total = 0
        var lastScale = Int.max
        var parsedAny = false
        while index < words.count {
            let groupStart = index
            // "two thousand and five"
            if parsedAny, words[index] == "and" { index += 1 }
            var value: Int
            if index + 1 < words.count, words[index] == "a" || words[index] == "an", englishScales[words[index + 1]] != nil {
                value = 1
                index += 1
            } else if let group = belowThousand() {
                value = group
            } else {
                index = groupStart
                break
            }
            if index < words.count, let scale = englishScales[words[index]], scale < lastScale {
                index += 1
                total += value * scale
                lastScale = scale
                parsedAny = true
                continue
            }
            total += value
            parsedAny = true
            break
        }
        guard parsedAny, index > start else { return nil }
        return (total, index - start)
    }

    /// An ordinal word or a compound like "twenty first", at `start`; value and word count.
    static func englishOrdinal(in words: [String], from start: Int) -> (value: Int, count: Int)? {
        guard start < words.count else { return nil }
        if let tens = englishTens[words[start]], start + 1 < words.count,
            let unit = englishOrdinals[words[start + 1]], (1...9).contains(unit)
        {
            return (tens + unit, 2)
        }
        return englishOrdinals[words[start]].map { ($0, 1) }
    }

    /// Lowercased words split on spaces and hyphens.
    private static func englishWords(_ text: String) -> [String] {
        text.lowercased().split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "\t" }).map(String.init)
    }

    private static func englishValue(of text: String) -> Int? {
        let words = englishWords(text)
        guard !words.isEmpty, words.count <= 12 else { return nil }
        if words.count == 1, let ordinal = numericOrdinal(words[0]) { return ordinal }
        if let (value, count) = englishOrdinal(in: words, from: 0), count == words.count { return value }
        guard let (value, count) = englishNumber(in: words, from: 0), count == words.count else { return nil }
        return value
    }

    /// "21st", "2nd", "15th" -> number; nil otherwise.
    static func numericOrdinal(_ word: String) -> Int? {
        guard word.count >= 3 else { return nil }
        let suffix = String(word.suffix(2))
        guard ["st", "nd", "rd", "th"].contains(suffix), let value = asciiNumber(String(word.dropLast(2))) else {
            return nil
        }
        return value
    }

    private static let englishOnes = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
    ]
    private static let englishTensNames = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

    private static func spellEnglish(_ n: UInt) -> String {
        if n < 20 { return englishOnes[Int(n)] }
        if n < 100 { return englishTensNames[Int(n / 10)] + (n % 10 == 0 ? "" : " " + englishOnes[Int(n % 10)]) }
        if n < 1000 { return englishOnes[Int(n / 100)] + " hundred" + (n % 100 == 0 ? "" : " " + spellEnglish(n % 100)) }
        for (scale, name) in [(UInt(1_000_000_000_000), "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"), (1_000, "thousand")]
        where n >= scale {
            return spellEnglish(n / scale) + " " + name + (n % scale == 0 ? "" : " " + spellEnglish(n % scale))
        }
        return String(n)
    }

    /// Words in `text` with their ranges, for in-place rewriting.
    private static func replacingEnglish(in text: String) -> String {
        var words: [(range: Range<String.Index>, lower: String)] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isLetter else {
                index = text.index(after: index)
                continue
            }
            var end = index
            while end < text.endIndex, text[end].isLetter { end = text.index(after: end) }
            words.append((index..<end, text[index..<end].lowercased()))
            index = end
        }
        guard words.contains(where: { englishNumberVocabulary.contains($0.lower) }) else { return text }
        let lowered = words.map(\.lower)
        var replacements: [(Range<String.Index>, String)] = []
        var position = 0
        while position < words.count {
            if (lowered[position] == "a" || lowered[position] == "an"), position > 0,
                ["in", "for", "within", "after"].contains(lowered[position - 1]), position + 1 < words.count,
                SpokenUnits.english[lowered[position + 1]] != nil
            {
                replacements.append((words[position].range, "1"))
                position += 1
                continue
            }
            if let (value, count) = englishNumber(in: lowered, from: position), !isLoneArticle(lowered, position, count),
                separatorsAreSpacesOrHyphens(text, words[position].range.upperBound, words[position + count - 1].range.lowerBound)
            {
                replacements.append((words[position].range.lowerBound..<words[position + count - 1].range.upperBound, String(value)))
                position += count
                continue
            }
            position += 1
        }
        var result = text
        for (range, replacement) in replacements.reversed() { result.replaceSubrange(range, with: replacement) }
        return result
    }

    /// "a"/"an" alone, or "a"/"an" followed by something that is not a scale ("a hundred" is a number).
    private static func isLoneArticle(_ words: [String], _ position: Int, _ count: Int) -> Bool {
        (words[position] == "a" || words[position] == "an") && count < 2
    }

    private static func separatorsAreSpacesOrHyphens(_ text: String, _ from: String.Index, _ to: String.Index) -> Bool {
        guard from < to else { return true }
        return text[from..<to].allSatisfy { $0 == " " || $0 == "-" || $0.isLetter }
    }

    // MARK: Japanese

    static let kanjiDigits: [Character: Int] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    static let kanjiSmallScales: [Character: Int] = ["十": 10, "百": 100, "千": 1_000]
    static let kanjiLargeScales: [Character: Int] = ["万": 10_000, "億": 100_000_000]

    static func isKanjiNumeral(_ character: Character) -> Bool {
        kanjiDigits[character] != nil || kanjiSmallScales[character] != nil || kanjiLargeScales[character] != nil
    }

    /// Kanji (and digit) numerals: 三十 -> 30, 百五 -> 105, 二〇二六 -> 2026, 3万 -> 30000.
    static func kanjiNumber(_ characters: [Character]) -> Int? {
        guard !characters.isEmpty, characters.count <= 20 else { return nil }
        // Positional digits (二〇二六) need a zero or three digits: 二三 is "two or three", not 23.
        if characters.count > 1, characters.allSatisfy({ kanjiDigits[$0] != nil }) {
            guard characters.count >= 3 || characters.contains(where: { kanjiDigits[$0] == 0 }) else { return nil }
            return characters.reduce(0) { $0 * 10 + kanjiDigits[$1]! }
        }
        var total = 0
        var section = 0
        var digit: Int?
        var lastSmall = Int.max
        var lastLarge = Int.max
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isASCII, character.isNumber {
                guard digit == nil else { return nil }
                var value = 0
                while index < characters.count, characters[index].isASCII, let d = characters[index].wholeNumberValue {
                    value = value * 10 + d
                    index += 1
                    guard value < 1_000_000_000 else { return nil }
                }
                digit = value
                continue
            }
            if let value = kanjiDigits[character] {
                guard digit == nil else { return nil }
                digit = value
            } else if let scale = kanjiSmallScales[character] {
                guard scale < lastSmall, digit != 0 else { return nil }
                section += (digit ?? 1) * scale
                lastSmall = scale
                digit = nil
            } else if let scale = kanjiLargeScales[character] {
                guard scale < lastLarge else { return nil }
                let value = section + (digit ?? 0)
                guard value > 0 else { return nil }
                total += value * scale
                lastLarge = scale
                lastSmall = Int.max
                section = 0
                digit = nil
            } else {
                return nil
            }
            index += 1
        }
        return total + section + (digit ?? 0)
    }

    private static let kanaCounts: [String: Int] = [
        "ひとつ": 1, "ふたつ": 2, "みっつ": 3, "よっつ": 4, "いつつ": 5, "むっつ": 6, "ななつ": 7, "やっつ": 8,
        "ここのつ": 9, "とお": 10,
    ]

    private static func japaneseValue(of text: String) -> Int? {
        var text = Substring(text.filter { !$0.isWhitespace })
        if let value = kanaCounts[String(text)] { return value }
        // Ordinals: 第2, 二つ目, 三番目, 2個目.
        if text.hasPrefix("第") {
            text = text.dropFirst()
        } else {
            for suffix in ["つ目", "番目", "個目", "目"] where text.hasSuffix(suffix) {
                text = text.dropLast(suffix.count)
                break
            }
        }
        if text.hasSuffix("つ") { text = text.dropLast() }
        if let value = asciiNumber(String(text)) { return value }
        return kanjiNumber(Array(text))
    }

    private static func spellJapanese(_ n: UInt) -> String {
        if n == 0 { return "〇" }
        let digits = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"]
        func below10000(_ n: UInt) -> String {
            var text = ""
            for (scale, name) in [(UInt(1000), "千"), (100, "百"), (10, "十")] {
                let d = (n / scale) % 10
                if d > 0 { text += (d == 1 ? "" : digits[Int(d)]) + name }
            }
            return text + digits[Int(n % 10)]
        }
        var text = ""
        var rest = n
        for (scale, name) in [(UInt(1_0000_0000_0000), "兆"), (1_0000_0000, "億"), (1_0000, "万")] where rest >= scale {
            text += below10000(rest / scale) + name
            rest %= scale
        }
        return text + below10000(rest)
    }

    /// Counters that make a preceding kanji numeral a number worth rewriting.
    private static let japaneseCounters = ["時間", "週間", "ヶ月", "ケ月", "か月", "カ月", "ヵ月", "箇月", "分", "時", "日", "週", "年", "回", "番", "つ", "月", "秒"]
    /// Kanji that may stand right before a numeral without making it part of a word.
    private static let japaneseNumeralLeaders: Set<Character> = [
        "月", "年", "日", "週", "毎", "第", "和", "時", "午", "朝", "夜", "方", "昼", "後", "前", "間", "来", "今", "再", "分", "晩", "隔",
    ]

    private static func replacingJapanese(in text: String) -> String {
        let characters = Array(text.precomposedStringWithCompatibilityMapping)
        guard characters.contains(where: isKanjiNumeral) else { return text }
        var result = ""
        var index = 0
        while index < characters.count {
            guard isKanjiNumeral(characters[index]) else {
                result.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count, isKanjiNumeral(characters[end]) || (characters[end].isASCII && characters[end].isNumber) {
                end += 1
            }
            let run = Array(characters[index..<end])
            let previous: Character? = index > 0 ? characters[index - 1] : nil
            let rest = String(characters[end...])
            let standsAlone = index == 0 && end == characters.count
            let previousIsWordKanji = previous.map { $0.unicodeScalars.first!.isJapanese && !japaneseNumeralLeaders.contains($0) && !$0.isHiraganaOrKatakana } ?? false
            let beforeCounter = japaneseCounters.contains { rest.hasPrefix($0) }
            if let value = kanjiNumber(run), standsAlone || previous == "第" || (beforeCounter && !previousIsWordKanji) {
                result += String(value)
            } else {
                result += String(run)
            }
            index = end
        }
        return result
    }
}

extension Character {
    /// Hiragana or katakana (not kanji).
    var isHiraganaOrKatakana: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        return (0x3040...0x30FF).contains(scalar.value)
    }
}
