/// How far apart two things sound: weighted edit distances over kana readings (Japanese)
/// and over phonetic keys (English), where a change between close sounds costs less than
/// one between unrelated ones.
///
///     SoundDistance.kana("すのず", "すぬーず")        // 0.8: ぬ→の (same consonant), ー dropped
///     SoundDistance.kana("お", "を")                  // 0.1: the particle を is said お
///     SoundDistance.phonetic("NS", "SNS")            // 1.0: a clipped first consonant ("news", "snooze")
///     SoundDistance.phonetic("SM0", "SNS")           // 1.0: m→n, th→s ("smooth", "snooze")
public enum SoundDistance {
    /// The weighted distance between two kana readings (hiragana, ー; other kana equal only
    /// themselves), or nil above `limit` or for a string that is not all kana.
    ///
    /// `spelled`, parallel to `a`: whether each character was written as kana. A particle said
    /// otherwise (お for を) counts as one only where it was written so: 「庭」 read にわ is no
    /// 「には」.
    public static func kana(_ a: String, _ b: String, limit: Double = .infinity, spelled: [Bool]? = nil) -> Double? {
        guard let left = Coding.kana.codes(a), let right = Coding.kana.codes(b) else { return nil }
        var scratch: [Double] = []
        return left.withUnsafeBufferPointer { x in
            right.withUnsafeBufferPointer { y in
                if let spelled {
                    return spelled.withUnsafeBufferPointer { z in
                        Coding.kana.alphabet.distance(x, y, limit: limit, spelled: z, scratch: &scratch)
                    }
                }
                return Coding.kana.alphabet.distance(x, y, limit: limit, scratch: &scratch)
            }
        }
    }

    /// The weighted distance between two phonetic keys (`PhoneticKey.key`), or nil above `limit`.
    public static func phonetic(_ a: String, _ b: String, limit: Double = .infinity) -> Double? {
        guard let left = Coding.phonetic.codes(a), let right = Coding.phonetic.codes(b) else { return nil }
        var scratch: [Double] = []
        return left.withUnsafeBufferPointer { x in
            right.withUnsafeBufferPointer { y in Coding.phonetic.alphabet.distance(x, y, limit: limit, scratch: &scratch) }
        }
    }

    /// True for a one-character kana token (a Japanese reading character: hiragana or ー).
    public static func isReadingCharacter(_ token: String) -> Bool {
        token.unicodeScalars.count == 1 && token.unicodeScalars.allSatisfy(Kana.isKana)
    }

    // MARK: Kana

    /// Consonant row and vowel of a hiragana: (row, vowel index 0...4), rows "" for vowels.
    private static let kanaTable: [Unicode.Scalar: (row: String, vowel: Int, small: Bool)] = {
        var table: [Unicode.Scalar: (row: String, vowel: Int, small: Bool)] = [:]
        let rows: [(String, String)] = [
            ("", "あいうえお"), ("k", "かきくけこ"), ("g", "がぎぐげご"), ("s", "さしすせそ"), ("z", "ざじずぜぞ"),
            ("t", "たちつてと"), ("d", "だぢづでど"), ("n", "なにぬねの"), ("h", "はひふへほ"), ("b", "ばびぶべぼ"),
            ("p", "ぱぴぷぺぽ"), ("m", "まみむめも"), ("r", "らりるれろ"),
        ]
        for (row, kana) in rows {
            for (vowel, scalar) in kana.unicodeScalars.enumerated() { table[scalar] = (row, vowel, false) }
        }
        for (scalar, vowel) in zip("やゆよ".unicodeScalars, [0, 2, 4]) { table[scalar] = ("y", vowel, false) }
        for (scalar, vowel) in zip("ゃゅょ".unicodeScalars, [0, 2, 4]) { table[scalar] = ("y", vowel, true) }
        for (scalar, vowel) in zip("ぁぃぅぇぉ".unicodeScalars, 0..<5) { table[scalar] = ("", vowel, true) }
        table["わ"] = ("w", 0, false)
        table["を"] = ("", 4, false)  // NB: the particle is said お
        table["ゔ"] = ("b", 2, false)
        return table
    }()

    /// Pairs that are one sound written two ways: particles (を/お, は/わ, へ/え), ぢ/じ, づ/ず.
    private static let sameSoundPairs: [(Unicode.Scalar, Unicode.Scalar)] = [("を", "お"), ("は", "わ"), ("へ", "え"), ("ぢ", "じ"), ("づ", "ず")]

    private static let voicing: [String: String] = ["k": "g", "g": "k", "s": "z", "z": "s", "t": "d", "d": "t", "h": "b", "b": "h", "p": "b"]
    private static let nasal: Set<String> = ["n", "m"]

    private typealias KanaEntry = (row: String, vowel: Int, small: Bool)

    /// The cost of hearing `x` for `y`, their table entries looked up by the caller (the
    /// alphabet's table is made once, from one look-up per kana).
    private static func kanaSubstitution(_ x: Unicode.Scalar, _ y: Unicode.Scalar, _ a: KanaEntry?, _ b: KanaEntry?) -> Double {
        if x == y { return 0 }
        if isSameSound(x, y) { return 0.1 }
        if x == "ー" || y == "ー" {
            return (x == "ー" ? b : a).map { $0.row.isEmpty ? 0.3 : 1 } ?? 1
        }
        guard let a, let b else { return 1 }
        if a.row == b.row && a.vowel == b.vowel { return 0.2 }  // や/ゃ
        if a.vowel == b.vowel {
            if voicing[a.row] == b.row || (a.row == "h" && b.row == "p") || (a.row == "p" && b.row == "h") { return 0.35 }
            if nasal.contains(a.row) && nasal.contains(b.row) { return 0.5 }
            if (a.row == "r" || b.row == "r") && (nasal.contains(a.row) || nasal.contains(b.row) || a.row == "d") { return 0.7 }
            return 0.8
        }
        if a.row == b.row { return 0.5 }
        return 1
    }

    /// One sound written two ways: particles (を/お, は/わ, へ/え), ぢ/じ, づ/ず.
    private static func isSameSound(_ x: Unicode.Scalar, _ y: Unicode.Scalar) -> Bool {
        for (p, q) in sameSoundPairs where (x == p && y == q) || (x == q && y == p) { return true }
        return false
    }

    /// Dropping or adding a mark that lengthens or softens (ー, っ, small kana) costs little;
    /// a bare vowel (a long vowel written out) somewhat more; anything else a whole edit.
    private static func kanaIndel(_ x: Unicode.Scalar) -> Double {
        if x == "ー" || x == "っ" { return 0.3 }
        guard let entry = kanaTable[x] else { return 1 }
        if entry.small { return 0.3 }
        if entry.row.isEmpty { return 0.5 }
        if x == "ん" { return 0.6 }
        return 1
    }

    // MARK: Phonetic keys

    /// Consonant classes of `PhoneticKey`: a change within a class (voicing, place) costs half.
    private static let keyClasses: [Set<Unicode.Scalar>] = [
        ["B", "P", "F"], ["T", "0", "D"], ["S", "0", "X", "J"], ["M", "N"], ["L", "R"], ["W", "H", "A", "Y"],
    ]

    private static func keySubstitution(_ x: Unicode.Scalar, _ y: Unicode.Scalar) -> Double {
        if x == y { return 0 }
        for group in keyClasses where group.contains(x) && group.contains(y) { return 0.5 }
        return 1
    }

    private static func keyIndel(_ x: Unicode.Scalar) -> Double {
        x == "A" || x == "H" || x == "W" || x == "Y" ? 0.5 : 1
    }

    // MARK: Coded sounds

    /// The sounds of one language as small codes, with their costs in flat tables, for comparing
    /// many readings fast (the matcher's sound-alike edges compare each run of template words
    /// with every stretch of a sentence). `distance(_:_:limit:spelled:)` gives the same result
    /// as `kana` or `phonetic` on the sounds the codes stand for.
    public struct Alphabet: Sendable {
        /// Codes below `tabled` have their costs in `substitution`; the rest (other kana, other
        /// key letters) equal only themselves and cost a whole edit to drop.
        let tabled: Int
        let substitution: [Double]
        let indel: [Double]

        @inline(__always) func substitute(_ x: UInt16, _ y: UInt16) -> Double {
            if x == y { return 0 }
            if Int(x) < tabled && Int(y) < tabled { return substitution[Int(x) * tabled + Int(y)] }
            return 1
        }

        @inline(__always) func drop(_ x: UInt16) -> Double { Int(x) < indel.count ? indel[Int(x)] : 1 }

        /// The weighted distance between two coded readings (`a` heard for `b`), or nil above
        /// `limit`; `spelled`, parallel to `a`, as in `kana`. Rows are kept in `scratch`.
        public func distance(
            _ a: UnsafeBufferPointer<UInt16>, _ b: UnsafeBufferPointer<UInt16>, limit: Double,
            spelled: UnsafeBufferPointer<Bool>? = nil, scratch: inout [Double]
        ) -> Double? {
            guard prefixDistances(b, heard: a, limit: limit, spelled: spelled, anchored: false, distances: &scratch) else { return nil }
            let total = scratch[a.count]
            return total <= limit + 1e-9 ? total : nil
        }

        /// The distances from `word` to every prefix of `heard` at once, the first sounds of
        /// both said against each other (not dropped) when `anchored`: on return
        /// `distances[m]` is the distance to `heard[..<m]` (m in 0...heard.count), or more
        /// than `limit` when it is above it; false when no prefix is within `limit`. `spelled`
        /// is parallel to `heard`, as in `kana`; the cost of a change is of `heard`'s sound
        /// into `word`'s, as in `distance`.
        public func prefixDistances(
            _ word: UnsafeBufferPointer<UInt16>, heard: UnsafeBufferPointer<UInt16>, limit: Double,
            spelled: UnsafeBufferPointer<Bool>? = nil, anchored: Bool = true, distances: inout [Double]
        ) -> Bool {
            let width = heard.count + 1
            if distances.count < 2 * width { distances = [Double](repeating: 0, count: 2 * width) }
            return distances.withUnsafeMutableBufferPointer { rows -> Bool in
                var previous = 0
                var current = width
                rows[0] = 0
                // NB: the first sounds are said against each other: a sound-alike may not begin by
                // taking a sound before the word (the こ of 「牛乳こぼした」 is no part of 「した」)
                // nor by leaving the word's first sound unsaid.
                for j in stride(from: 1, to: width, by: 1) { rows[j] = anchored ? .infinity : rows[j - 1] + drop(heard[j - 1]) }
                for (i, y) in word.enumerated() {
                    let dropY = drop(y)
                    rows[current] = i == 0 && anchored ? .infinity : rows[previous] + dropY
                    var rowMinimum = rows[current]
                    for j in stride(from: 1, to: width, by: 1) {
                        let x = heard[j - 1]
                        var change = substitute(x, y)
                        if change == 0.1, let spelled, j - 1 < spelled.count, !spelled[j - 1] { change = 1 }
                        let value = min(rows[previous + j - 1] + change, rows[previous + j] + dropY, rows[current + j - 1] + drop(x))
                        rows[current + j] = value
                        if value < rowMinimum { rowMinimum = value }
                    }
                    if rowMinimum > limit + 1e-9 { return false }
                    swap(&previous, &current)
                }
                if previous != 0 {
                    for j in 0..<width { rows[j] = rows[previous + j] }
                }
                return true
            }
        }
    }

    /// Which scalars an alphabet codes, and how: cheap to make (no costs), for coding the
    /// template runs of a grammar when it loads.
    public enum Coding: Sendable {
        /// Kana: hiragana, ー and っ with their costs first, then the other kana, equal only to themselves.
        case kana
        /// Phonetic-key letters: A…Z and 0 (all `PhoneticKey` writes).
        case phonetic

        /// The code of one sound, or nil for a scalar outside the alphabet.
        @inline(__always) public func code(_ scalar: Unicode.Scalar) -> UInt16? {
            switch self {
            case .kana:
                let value = Int(scalar.value) - 0x3000
                guard value >= 0, value < kanaCodes.table.count else { return nil }
                let code = kanaCodes.table[value]
                return code == .max ? nil : code
            case .phonetic:
                switch scalar.value {
                case 0x41...0x5A: return UInt16(scalar.value - 0x41)
                case 0x30: return 26
                default: return nil
                }
            }
        }

        /// The codes of every scalar of `text`, or nil when one is outside the alphabet.
        public func codes(_ text: String) -> [UInt16]? {
            var result: [UInt16] = []
            result.reserveCapacity(text.unicodeScalars.count)
            for scalar in text.unicodeScalars {
                guard let code = code(scalar) else { return nil }
                result.append(code)
            }
            return result
        }

        /// The costs (made on first use).
        public var alphabet: Alphabet {
            switch self {
            case .kana: return kanaAlphabet
            case .phonetic: return phoneticAlphabet
            }
        }
    }

    /// Kana codes over U+3000…U+31FF: the tabled scalars (ascending), then the other kana.
    private static let kanaCodes: (table: [UInt16], tabled: [Unicode.Scalar]) = {
        var tabled = Array(kanaTable.keys).sorted { $0.value < $1.value }
        tabled.append(contentsOf: ["ー", "っ"])  // NB: marks with costs of their own (kanaIndel)
        var table = [UInt16](repeating: .max, count: 0x3200 - 0x3000)
        for (code, scalar) in tabled.enumerated() { table[Int(scalar.value) - 0x3000] = UInt16(code) }
        var next = UInt16(tabled.count)
        for value in 0x3000..<0x3200 where table[value - 0x3000] == .max {
            guard let scalar = Unicode.Scalar(value), Kana.isKana(scalar) else { continue }
            table[value - 0x3000] = next
            next += 1
        }
        return (table, tabled)
    }()

    private static let kanaAlphabet: Alphabet = {
        let scalars = kanaCodes.tabled
        let count = scalars.count
        let entries = scalars.map { kanaTable[$0] }
        var substitution = [Double](repeating: 1, count: count * count)
        for (i, x) in scalars.enumerated() {
            for (j, y) in scalars.enumerated() { substitution[i * count + j] = kanaSubstitution(x, y, entries[i], entries[j]) }
        }
        return Alphabet(tabled: count, substitution: substitution, indel: scalars.map(kanaIndel))
    }()

    private static let phoneticAlphabet: Alphabet = {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0".unicodeScalars)
        let count = letters.count
        var substitution = [Double](repeating: 1, count: count * count)
        for (i, x) in letters.enumerated() {
            for (j, y) in letters.enumerated() { substitution[i * count + j] = keySubstitution(x, y) }
        }
        return Alphabet(tabled: count, substitution: substitution, indel: letters.map(keyIndel))
    }()
}
