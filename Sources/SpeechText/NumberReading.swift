import Basics
import SpokenValues

/// Reads English number words in a token stream as digits with SpokenValues.NumberWords:
/// ["forty", "two"] -> ["42"] with a range covering both words.
enum NumberReading {
    /// Words that can be part of a spoken cardinal.
    static let vocabulary: Set<String> = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
        "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty",
        "forty", "fourty", "fifty", "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million",
        "billion", "and", "a", "an",
    ]
    /// Words that never start or end a number on their own.
    static let connectors: Set<String> = ["and", "a", "an"]
    /// The longest run of number words tried at one position (bounds the work).
    static let longestRun = 12

    /// The value of the longest number starting at `start`, and how many tokens it used.
    // NB: longest-first over at most `longestRun` words: O(n · longestRun) NumberWords calls.
    static func parse(_ keys: [String], from start: Int) -> (value: Int, length: Int)? {
        guard vocabulary.contains(keys[start]), keys[start] != "and" else { return nil }
        var end = start
        while end < keys.count, end - start < longestRun, vocabulary.contains(keys[end]) { end += 1 }
        while end > start {
            if !connectors.contains(keys[end - 1]),
                let value = NumberWords.value(of: keys[start..<end].joined(separator: " "), language: .en)
            {
                // NB: NumberWords reads "one two" as nothing, so single words win there.
                return (value, end - start)
            }
            end -= 1
        }
        return nil
    }

    /// Replaces every run of number words by one digit token.
    static func readNumbers(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { vocabulary.contains($0.key) }) else { return tokens }
        let keys = tokens.map(\.key)
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var index = 0
        while index < tokens.count {
            if let (value, length) = parse(keys, from: index) {
                let range = tokens[index].surfaceRange.lowerBound..<tokens[index + length - 1].surfaceRange.upperBound
                out.append(Token(key: String(value), surfaceRange: range))
                index += length
            } else {
                out.append(tokens[index])
                index += 1
            }
        }
        return out
    }
}
