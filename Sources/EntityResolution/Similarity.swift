import SpeechText

/// String and word similarities the scorer combines; all return 0...1.
enum Similarity {
    /// Longer inputs are cut: titles are short, and this bounds the O(n·m) work.
    static let maxLength = 96

    /// How well `query` fits somewhere inside `title` and how much of the title it covers:
    /// 0.65 · (1 − best substring edit distance / |query|) + 0.35 · (1 − full edit distance / longer length).
    ///
    ///     chars("ぎゅうにゅう", "ぎゅうにゅうをかう")   // 0.65 + 0.35 · 0.67 = 0.88
    static func chars(_ query: [Unicode.Scalar], _ title: [Unicode.Scalar]) -> (score: Double, containment: Double, whole: Double) {
        guard !query.isEmpty, !title.isEmpty else { return (0, 0, 0) }
        let q = query.count > maxLength ? Array(query.prefix(maxLength)) : query
        let t = title.count > maxLength ? Array(title.prefix(maxLength)) : title
        let (inside, full) = substringAndFullDistance(q, t)
        let containment = max(0, 1 - Double(inside) / Double(q.count))
        let whole = max(0, 1 - Double(full) / Double(max(q.count, t.count)))
        return (0.65 * containment + 0.35 * whole, containment, whole)
    }

    /// Sellers' approximate substring distance (free start and end in `t`) and the plain
    /// Levenshtein distance, in one O(|q|·|t|) pass over two row pairs.
    static func substringAndFullDistance(_ q: [Unicode.Scalar], _ t: [Unicode.Scalar]) -> (Int, Int) {
        // NB: the four rows in one stack buffer, read without bounds checks: the scorer calls
        // this for every candidate of every span.
        let n = t.count
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * (n + 1)) { buffer -> (Int, Int) in
            var subPrevious = buffer.baseAddress!
            var subCurrent = subPrevious + (n + 1)
            var fullPrevious = subCurrent + (n + 1)
            var fullCurrent = fullPrevious + (n + 1)
            for j in 0...n {
                subPrevious[j] = 0
                fullPrevious[j] = j
            }
            q.withUnsafeBufferPointer { q in
                t.withUnsafeBufferPointer { t in
                    for i in 1...q.count {
                        subCurrent[0] = i
                        fullCurrent[0] = i
                        let letter = q[i - 1]
                        for j in 1...n {
                            let cost = letter == t[j - 1] ? 0 : 1
                            subCurrent[j] = min(subPrevious[j - 1] + cost, subPrevious[j] + 1, subCurrent[j - 1] + 1)
                            fullCurrent[j] = min(fullPrevious[j - 1] + cost, fullPrevious[j] + 1, fullCurrent[j - 1] + 1)
                        }
                        swap(&subPrevious, &subCurrent)
                        swap(&fullPrevious, &fullCurrent)
                    }
                }
            }
            var best = subPrevious[0]
            for j in 1...n where subPrevious[j] < best { best = subPrevious[j] }
            return (best, fullPrevious[n])
        }
    }

    /// True when `part` (not empty) occurs in `text`, scalar for scalar. Both sides are NFKC
    /// text, so this is what Foundation's `contains` answers, without its cost per call.
    static func holds(_ text: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool {
        guard !part.isEmpty, part.count <= text.count else { return false }
        let first = part[0]
        var start = 0
        while start + part.count <= text.count {
            if text[start] == first {
                var index = 1
                while index < part.count, text[start + index] == part[index] { index += 1 }
                if index == part.count { return true }
            }
            start += 1
        }
        return false
    }

    static func holds(_ text: [Unicode.Scalar], _ part: String) -> Bool { holds(text, Array(part.unicodeScalars)) }

    /// How one spoken word relates to one title word.
    enum Relation: String { case exact = "words", number, conjugation, phonetic, edit }

    static let relationWeight: [Relation: Double] = [
        .exact: 1, .number: 1, .conjugation: 0.95, .phonetic: 0.9, .edit: 0.9,
    ]

    /// The best relation between two words and its weight.
    static func pair(_ a: Profile.Word, _ b: Profile.Word) -> (Double, Relation)? {
        if a.key == b.key { return (1, a.isNumber ? .number : .exact) }
        if a.isNumber || b.isNumber { return nil }  // 42 never fuzzily equals 43
        if a.stem == b.stem { return (relationWeight[.conjugation]!, .conjugation) }
        if !a.phonetic.isEmpty, a.phonetic == b.phonetic { return (relationWeight[.phonetic]!, .phonetic) }
        let longer = max(a.scalars.count, b.scalars.count)
        guard longer >= 4 else { return nil }
        let limit = longer / 3
        guard let distance = EditDistance.distance(a.scalars, b.scalars, limit: limit) else { return nil }
        return (relationWeight[.edit]! * (1 - Double(distance) / Double(longer)), .edit)
    }

    /// Greedy alignment of spoken words to title words (each title word used once):
    /// 0.65 · containment (of the query) + 0.35 · coverage (of the title), and the share
    /// of query words matched by each relation.
    static func words(_ query: [Profile.Word], _ title: [Profile.Word]) -> (score: Double, containment: Double, shares: [Relation: Double]) {
        guard !query.isEmpty, !title.isEmpty else { return (0, 0, [:]) }
        var used = [Bool](repeating: false, count: title.count)
        var total = 0.0
        var shares: [Relation: Double] = [:]
        for word in query {
            var best: (Double, Relation, Int)?
            for (index, other) in title.enumerated() where !used[index] {
                if let (weight, relation) = pair(word, other), weight > (best?.0 ?? 0) {
                    best = (weight, relation, index)
                    if weight == 1 { break }
                }
            }
            if let (weight, relation, index) = best {
                used[index] = true
                total += weight
                shares[relation, default: 0] += 1 / Double(query.count)
            }
        }
        let containment = total / Double(query.count)
        let coverage = total / Double(title.count)
        return (0.65 * containment + 0.35 * coverage, containment, shares)
    }
}
