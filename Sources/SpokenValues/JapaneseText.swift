import Basics
import Foundation

/// A position in a Japanese text, copied to backtrack.
struct TextCursor {
    let characters: [Character]
    var index = 0

    init(_ characters: [Character]) { self.characters = characters }

    var atEnd: Bool { index >= characters.count }
    var rest: Int { characters.count - index }

    /// Consumes `text` when it comes next.
    mutating func take(_ text: String) -> Bool {
        var position = index
        for character in text {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        index = position
        return true
    }

    /// Consumes the first of `texts` that comes next (list longer spellings first) and returns it.
    mutating func take(anyOf texts: [String]) -> String? {
        for text in texts where take(text) { return text }
        return nil
    }

    /// Consumes the first key of `table` (longest first) that comes next and returns its value.
    mutating func take<Value>(from table: [(String, Value)]) -> Value? {
        for (text, value) in table where take(text) { return value }
        return nil
    }

    /// ASCII digits, at most 9.
    mutating func number() -> Int? {
        var value = 0
        var position = index
        while position < characters.count, characters[position].isASCII, let digit = characters[position].wholeNumberValue {
            value = value * 10 + digit
            position += 1
            guard position - index <= 9 else { return nil }
        }
        guard position > index else { return nil }
        index = position
        return value
    }

    /// `1.5` or `2`.
    mutating func decimal() -> Double? {
        guard let whole = number() else { return nil }
        var copy = self
        guard copy.take(".") else { return Double(whole) }
        let digitsStart = copy.index
        guard copy.number() != nil else { return Double(whole) }
        let fraction = String(characters[digitsStart..<copy.index])
        self = copy
        return Double("\(whole).\(fraction)")
    }
}

enum JapaneseText {
    /// NFKC, no spaces, ASCII lowercased, kanji numerals before counters as digits.
    ///
    ///     "明日の 午後三時" -> "明日の午後3時"
    static func prepare(_ text: String) -> [Character]? {
        // NB: ASCII, kana and the common ideographs are their own NFKC form; the value parsers
        // prepare every span a value slot might take, so Foundation only sees other text.
        let stable = text.unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0..<0x80, 0x3001...0x3002, 0x3041...0x3096, 0x30A1...0x30FC, 0x4E00...0x9FFF: return true
            default: return false
            }
        }
        let normalized = (stable ? text : text.precomposedStringWithCompatibilityMapping).lowercased()
        guard normalized.count <= 80 else { return nil }
        let compact = KanaDates.rewrite(normalized.filter { !$0.isWhitespace })
        return Array(NumberWords.replacingNumberWords(in: compact, language: .ja))
    }

    /// Drops trailing particles and approximations: に, まで, までに, から, ごろ, 頃, くらい.
    static func droppingTrailingParticles(_ characters: [Character], _ particles: [String]) -> [Character] {
        var text = String(characters)
        var dropped: String?
        for _ in 0..<2 {
            guard let particle = particles.first(where: { text.hasSuffix($0) && text.count > $0.count }) else { break }
            // NB: two case particles never stack (「3日後にで」 is a date and the で of a word after it).
            if let dropped, ["に", "で"].contains(dropped), ["に", "で"].contains(particle) { break }
            text.removeLast(particle.count)
            dropped = particle
        }
        return Array(text)
    }

    /// Trims stray punctuation at both ends (。、！？ and ASCII).
    static func trimmingPunctuation(_ characters: [Character]) -> [Character] {
        var slice = characters[...]
        let stray: Set<Character> = ["。", "、", "！", "？", "!", "?", ".", ",", "「", "」", "(", ")", "（", "）", "・", "~", "〜"]
        while let first = slice.first, stray.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, stray.contains(last) { slice = slice.dropLast() }
        return Array(slice)
    }
}
