/// Levenshtein distance on unicode scalars (insert, delete, substitute each cost 1).
///
/// Scalars, not Characters: 20x faster and right for Japanese, where bytes are wrong.
///
///     EditDistance.distance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars))   // 3
///     EditDistance.distance(Array("牛乳".unicodeScalars), Array("牛肉".unicodeScalars))          // 1
public enum EditDistance {
    /// The number of single-scalar edits that turn `a` into `b`. O(|a|·|b|) time, O(|b|) space.
    ///
    ///     EditDistance.distance(Array("by".unicodeScalars), Array("buy".unicodeScalars))   // 1
    public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            let left = a[i - 1]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (left == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The distance when it is at most `limit`, else nil; stops as soon as every path
    /// exceeds the limit and only fills the diagonal band of width 2·limit+1.
    ///
    ///     EditDistance.distance(Array("milk".unicodeScalars), Array("bread".unicodeScalars), limit: 2)   // nil
    ///     EditDistance.distance(Array("milk".unicodeScalars), Array("mlk".unicodeScalars), limit: 2)     // 1
    public static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        precondition(limit >= 0, "limit must not be negative")
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let big = limit + 1
        // NB: both rows in one stack buffer: entity ranking calls this for word pairs of every
        // candidate, and two heap arrays a call were most of its cost.
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 2 * width) { buffer -> Int? in
            var previous = buffer.baseAddress!
            var current = previous + width
            for j in 0..<width {
                previous[j] = big
                current[j] = big
            }
            for j in 0...min(b.count, limit) { previous[j] = j }
            for i in 1...a.count {
                let low = max(1, i - limit)
                let high = min(b.count, i + limit)
                current[low - 1] = low == 1 ? (i <= limit ? i : big) : big
                var rowMinimum = current[low - 1]
                let left = a[i - 1]
                for j in low...high {
                    let substitution = previous[j - 1] + (left == b[j - 1] ? 0 : 1)
                    let value = min(substitution, previous[j] + 1, current[j - 1] + 1, big)
                    current[j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if high < b.count { current[high + 1] = big }
                if rowMinimum > limit { return nil }
                swap(&previous, &current)
            }
            let result = previous[b.count]
            return result <= limit ? result : nil
        }
    }
}
