/// Reads English number words in a token stream as digits:
/// ["forty", "two"] -> ["42"] with a range covering both words.
///
// NB: a self-contained reader until SpokenValues.NumberWords is hooked in; greedy,
// left to right, one pass, so it is linear in the token count.
enum NumberReading {
    enum Kind { case zero, unit, teen, tens, hundred, scale, and, article }

    static let words: [String: (Kind, Int)] = {
        var table: [String: (Kind, Int)] = ["zero": (.zero, 0)]
        let units = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"]
        for (offset, word) in units.enumerated() { table[word] = (.unit, offset + 1) }
        let teens = ["ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
                     "eighteen", "nineteen"]
        for (offset, word) in teens.enumerated() { table[word] = (.teen, offset + 10) }
        let tens = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]
        for (offset, word) in tens.enumerated() { table[word] = (.tens, (offset + 2) * 10) }
        table["fourty"] = (.tens, 40)
        table["hundred"] = (.hundred, 100)
        table["thousand"] = (.scale, 1_000)
        table["million"] = (.scale, 1_000_000)
        table["billion"] = (.scale, 1_000_000_000)
        table["and"] = (.and, 0)
        table["a"] = (.article, 1)
        return table
    }()

    /// The value of the longest number starting at `start`, and how many tokens it used.
    static func parse(_ keys: [String], from start: Int) -> (value: Int, length: Int)? {
        var total = 0  // completed scale groups
        var group = 0  // current group below the next scale word
        var last: Kind?
        var lastScale = Int.max
        var index = start
        var best: (value: Int, length: Int)?
        while index < keys.count, let (kind, value) = words[keys[index]] {
            switch kind {
            case .zero:
                guard last == nil, index == start else { return best }
                return (0, 1)
            case .article:
                // "a hundred", "a thousand": only as the first word, before a multiplier.
                guard last == nil, index + 1 < keys.count,
                    let next = words[keys[index + 1]], next.0 == .hundred || next.0 == .scale
                else { return best }
                group = 1
            case .unit:
                guard last == nil || last == .hundred || last == .scale || last == .and
                    || (last == .tens && group % 10 == 0)
                else { return best }
                group += value
            case .teen:
                guard last == nil || last == .hundred || last == .scale || last == .and else { return best }
                group += value
            case .tens:
                guard last == nil || last == .hundred || last == .scale || last == .and else { return best }
                group += value
            case .hundred:
                guard last == .unit || last == .teen || last == .article, group > 0, group < 100 else { return best }
                group *= 100
            case .scale:
                guard last != nil, last != .and, last != .scale, group > 0, value < lastScale else { return best }
                total += group * value
                group = 0
                lastScale = value
            case .and:
                // Only inside a number: "one hundred and five", never "five and six".
                guard last == .hundred || last == .scale, index + 1 < keys.count,
                    let next = words[keys[index + 1]], next.0 == .unit || next.0 == .teen || next.0 == .tens
                else { return best }
            }
            last = kind
            index += 1
            if kind != .and && kind != .article {
                best = (total + group, index - start)
            }
        }
        return best
    }

    /// Replaces every run of number words by one digit token.
    static func readNumbers(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { words[$0.key] != nil }) else { return tokens }
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
