import Basics
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
        q.count <= 64 ? bitParallelDistances(q, t) : tableDistances(q, t)
    }

    /// ``substringAndFullDistance(_:_:)`` for a query of at most 64 scalars, with Myers'
    /// bit-vector algorithm (Hyyrö's formulation): one column of the edit table is a pair of
    /// 64-bit delta vectors, so each title scalar costs a few word operations instead of
    /// |q| cells. The search (free start in `t`) and the whole distance differ only in the
    /// top row: 0 everywhere, or j.
    static func bitParallelDistances(_ q: [Unicode.Scalar], _ t: [Unicode.Scalar]) -> (Int, Int) {
        let m = q.count
        guard m > 0 else { return (0, t.count) }
        guard !t.isEmpty else { return (m, m) }
        // Which positions of q hold each of its scalars (distinct scalars, usually a dozen), in
        // stack buffers: this runs for every candidate of every span.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: m) { letters in
            withUnsafeTemporaryAllocation(of: UInt64.self, capacity: m) { masks in
                var distinct = 0
                for (position, scalar) in q.enumerated() {
                    var index = 0
                    while index < distinct, letters[index] != scalar.value { index += 1 }
                    if index == distinct {
                        letters[index] = scalar.value
                        masks[index] = 0
                        distinct += 1
                    }
                    masks[index] |= 1 << UInt64(position)
                }
                return bitParallelDistances(letters: letters.baseAddress!, masks: masks.baseAddress!, distinct: distinct, m: m, t)
            }
        }
    }

    private static func bitParallelDistances(
        letters: UnsafePointer<UInt32>, masks: UnsafePointer<UInt64>, distinct: Int, m: Int, _ t: [Unicode.Scalar]
    ) -> (Int, Int) {
        let last: UInt64 = 1 << UInt64(m - 1)
        var search = Column(score: m)
        var whole = Column(score: m)
        var best = m
        for scalar in t {
            var equal: UInt64 = 0
            let value = scalar.value
            for index in 0..<distinct where letters[index] == value {
                equal = masks[index]
                break
            }
            // The search's top row is 0 everywhere (it may start anywhere in t), the whole
            // distance's is j: one more for each scalar of t, shifted in below the column.
            search.advance(equal: equal, last: last, topRowGrows: 0)
            whole.advance(equal: equal, last: last, topRowGrows: 1)
            if search.score < best { best = search.score }
        }
        return (best, whole.score)
    }

    /// One column of the edit table as Myers' vertical delta vectors (bit i: the cell below row
    /// i is one more / one less than it), and the score in the last row.
    private struct Column {
        var positive: UInt64 = ~0
        var negative: UInt64 = 0
        var score: Int

        init(score: Int) { self.score = score }

        @inline(__always) mutating func advance(equal: UInt64, last: UInt64, topRowGrows: UInt64) {
            let vertical = equal | negative
            let horizontal = (((equal & positive) &+ positive) ^ positive) | equal
            var up = negative | ~(horizontal | positive)
            var down = positive & horizontal
            if up & last != 0 { score += 1 } else if down & last != 0 { score -= 1 }
            up = (up << 1) | topRowGrows
            down <<= 1
            positive = down | ~(vertical | up)
            negative = up & vertical
        }
    }

    /// ``substringAndFullDistance(_:_:)`` by the edit table, row by row: any length.
    static func tableDistances(_ q: [Unicode.Scalar], _ t: [Unicode.Scalar]) -> (Int, Int) {
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

    /// True when `part` (not empty) occurs in `text`, scalar for scalar (`Array.holds`, Basics).
    static func holds(_ text: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool { text.holds(part) }

    static func holds(_ text: [Unicode.Scalar], _ part: String) -> Bool { holds(text, Array(part.unicodeScalars)) }

    /// How one spoken word relates to one title word.
    enum Relation: String { case exact = "words", number, conjugation, phonetic, edit, clipped, synonym }

    static func relationWeight(_ relation: Relation) -> Double {
        switch relation {
        case .exact, .number: return 1
        case .conjugation: return 0.95
        case .phonetic, .edit: return 0.9
        case .clipped: return 0.85
        case .synonym: return 0.85
        }
    }

    /// A family or calendar word in another of its forms ("mum" and "mom", "fri" and "friday"):
    /// one word, written otherwise.
    static let sameWordOtherForm = 0.95
    /// A derived form of a title's word ("renewal" for "renew", "preparation" for "prepare").
    static let derivedForm = 0.88

    /// The best relation between two words and its weight.
    static func pair(_ a: Profile.Word, _ b: Profile.Word) -> (Double, Relation)? {
        if a.key.sameUTF8(b.key) { return (1, a.isNumber ? .number : .exact) }
        if a.isNumber || b.isNumber { return nil }  // 42 never fuzzily equals 43
        if a.stem.sameUTF8(b.stem) { return (relationWeight(.conjugation), .conjugation) }
        if !a.phonetic.isEmpty, a.phonetic.sameUTF8(b.phonetic) { return (relationWeight(.phonetic), .phonetic) }
        // Another word of the lexicon's group: "phone" for "call", "booked" for "schedule".
        if a.synonym >= 0, a.synonym == b.synonym {
            return (a.synonym >= 10_000 ? sameWordOtherForm : relationWeight(.synonym), .synonym)
        }
        // A spoken word clipped from the title's ("prep" for "prepare", "info" for "information"):
        // four letters at least, and at least two cut off.
        if a.scalars.count >= 4, b.scalars.count >= a.scalars.count + 2, b.scalars.starts(with: a.scalars) {
            return (relationWeight(.clipped), .clipped)
        }
        if derives(a.scalars, b.scalars) || derives(b.scalars, a.scalars) { return (derivedForm, .conjugation) }
        let longer = max(a.scalars.count, b.scalars.count)
        guard longer >= 4 else { return nil }
        let limit = longer / 3
        guard let distance = EditDistance.distance(a.scalars, b.scalars, limit: limit) else { return nil }
        return (relationWeight(.edit) * (1 - Double(distance) / Double(longer)), .edit)
    }

    /// Suffixes that make a noun or adjective of a verb ("renewal", "payment", "preparation").
    private static let derivationalSuffixes: [[Unicode.Scalar]] = ["ation", "ition", "ion", "ment", "al", "ance", "ence", "ery", "ure"]
        .map { Array($0.unicodeScalars) }

    /// True when `long` is `short` with a derivational suffix: the rest, without the suffix,
    /// agrees with `short` but for its last letter ("submission"/"submit", "registration"/
    /// "register", "delivery"/"deliver", "payment"/"pay"). Four letters at least in common.
    static func derives(_ long: [Unicode.Scalar], _ short: [Unicode.Scalar]) -> Bool {
        guard long.count >= short.count + 2, short.count >= 3, long.count >= 6, long[0] == short[0], long[1] == short[1],
            long[2] == short[2]
        else { return false }
        for suffix in derivationalSuffixes where long.count - suffix.count >= 3 && long.count > suffix.count {
            guard long.suffix(suffix.count).elementsEqual(suffix) else { continue }
            let base = long.prefix(long.count - suffix.count)
            // A bare "-ion" makes nouns of long stems only ("inspection", "submission"; not
            // "pension" of "pens", "million" of "mill").
            if suffix.count == 3, suffix[0] == "i", base.count < 5 { continue }
            if base.elementsEqual(short) { return true }
            // The shorter of the two, but its last letter (prepar/prepare, deliv/deliver, submis/submit).
            var common = 0
            for (x, y) in zip(base, short) {
                guard x == y else { break }
                common += 1
            }
            let needed = min(base.count, short.count) - 1
            if common >= 4, common >= needed { return true }
        }
        return false
    }

    /// The share of the query's words matched by each relation (see `words`): a fixed array,
    /// not a dictionary, as it is made for every title of every span ranked.
    struct Shares {
        private var values = (0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0)

        subscript(relation: Relation) -> Double? {
            get {
                let value: Double
                switch relation {
                case .exact: value = values.0
                case .number: value = values.1
                case .conjugation: value = values.2
                case .phonetic: value = values.3
                case .edit: value = values.4
                case .clipped: value = values.5
                case .synonym: value = values.6
                }
                return value == 0 ? nil : value
            }
        }

        mutating func add(_ amount: Double, to relation: Relation) {
            switch relation {
            case .exact: values.0 += amount
            case .number: values.1 += amount
            case .conjugation: values.2 += amount
            case .phonetic: values.3 += amount
            case .edit: values.4 += amount
            case .clipped: values.5 += amount
            case .synonym: values.6 += amount
            }
        }
    }

    /// Greedy alignment of spoken words to title words (each title word used once):
    /// 0.65 · containment (of the query) + 0.35 · coverage (of the title), and the share
    /// of query words matched by each relation.
    static func words(_ query: [Profile.Word], _ title: [Profile.Word]) -> (score: Double, containment: Double, shares: Shares) {
        guard !query.isEmpty, !title.isEmpty else { return (0, 0, Shares()) }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: title.count) { used in
            used.initialize(repeating: false)
            var total = 0.0
            var shares = Shares()
            for word in query {
                var best: (Double, Relation, Int)?
                for (index, other) in title.enumerated() where !used[index] {
                    // NB: a verb said alone ("delete buy") names the todos with that verb, not its
                    // synonyms' ("Pick up dry cleaning"): another verb counts beside other words only.
                    if let (weight, relation) = pair(word, other), weight > (best?.0 ?? 0),
                        relation != .synonym || query.count > 1 || word.synonym >= 10_000
                    {
                        best = (weight, relation, index)
                        if weight == 1 { break }
                    }
                }
                if let (weight, relation, index) = best {
                    used[index] = true
                    total += weight
                    shares.add(1 / Double(query.count), to: relation)
                }
            }
            let containment = total / Double(query.count)
            let coverage = total / Double(title.count)
            return (0.65 * containment + 0.35 * coverage, containment, shares)
        }
    }
}
