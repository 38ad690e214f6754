/// How far apart two things sound: weighted edit distances over kana readings (Japanese)
/// and over phonetic keys (English), where a change between close sounds costs less than
/// one between unrelated ones.
///
///     SoundDistance.kana("すのず", "すぬーず")        // 0.8: ぬ→の (same consonant), ー dropped
///     SoundDistance.kana("お", "を")                  // 0.1: the particle を is said お
///     SoundDistance.phonetic("NS", "SNS")            // 1.0: a clipped first consonant ("news", "snooze")
///     SoundDistance.phonetic("SM0", "SNS")           // 1.0: m→n, th→s ("smooth", "snooze")
public enum SoundDistance {
    /// The weighted distance between two kana readings (hiragana, ー), or nil above `limit`.
    ///
    /// `spelled`, parallel to `a`: whether each character was written as kana. A particle said
    /// otherwise (お for を) counts as one only where it was written so: 「庭」 read にわ is no
    /// 「には」.
    public static func kana(_ a: String, _ b: String, limit: Double = .infinity, spelled: [Bool]? = nil) -> Double? {
        let left = Array(a.unicodeScalars)
        return weightedIndexed(left, Array(b.unicodeScalars), limit: limit, substitute: { i, x, y in
            let cost = kanaSubstitution(x, y)
            if cost == 0.1, let spelled, i < spelled.count, !spelled[i] { return 1 }
            return cost
        }, indel: kanaIndel)
    }

    /// The weighted distance between two phonetic keys (`PhoneticKey.key`), or nil above `limit`.
    public static func phonetic(_ a: String, _ b: String, limit: Double = .infinity) -> Double? {
        weighted(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit, substitute: keySubstitution, indel: keyIndel)
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
    private static let sameSound: Set<[Unicode.Scalar]> = {
        var pairs: Set<[Unicode.Scalar]> = []
        for pair in ["をお", "はわ", "へえ", "ぢじ", "づず"] {
            let scalars = Array(pair.unicodeScalars)
            pairs.insert(scalars)
            pairs.insert(scalars.reversed())
        }
        return pairs
    }()

    private static let voicing: [String: String] = ["k": "g", "g": "k", "s": "z", "z": "s", "t": "d", "d": "t", "h": "b", "b": "h", "p": "b"]
    private static let nasal: Set<String> = ["n", "m"]

    private static func kanaSubstitution(_ x: Unicode.Scalar, _ y: Unicode.Scalar) -> Double {
        if x == y { return 0 }
        if sameSound.contains([x, y]) { return 0.1 }
        if x == "ー" || y == "ー" {
            let other = x == "ー" ? y : x
            return kanaTable[other].map { $0.row.isEmpty ? 0.3 : 1 } ?? 1
        }
        guard let a = kanaTable[x], let b = kanaTable[y] else { return 1 }
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

    // MARK: Weighted Levenshtein

    private static func weighted(
        _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Double,
        substitute: (Unicode.Scalar, Unicode.Scalar) -> Double, indel: (Unicode.Scalar) -> Double
    ) -> Double? {
        weightedIndexed(a, b, limit: limit, substitute: { _, x, y in substitute(x, y) }, indel: indel)
    }

    /// `substitute` gets the index in `a` too.
    private static func weightedIndexed(
        _ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Double,
        substitute: (Int, Unicode.Scalar, Unicode.Scalar) -> Double, indel: (Unicode.Scalar) -> Double
    ) -> Double? {
        if a.isEmpty || b.isEmpty {
            let total = (a + b).reduce(0) { $0 + indel($1) }
            return total <= limit + 1e-9 ? total : nil
        }
        var previous = [Double](repeating: 0, count: b.count + 1)
        for j in 1...b.count { previous[j] = previous[j - 1] + indel(b[j - 1]) }
        var current = previous
        for i in 1...a.count {
            current[0] = previous[0] + indel(a[i - 1])
            var rowMinimum = current[0]
            for j in 1...b.count {
                let value = min(
                    previous[j - 1] + substitute(i - 1, a[i - 1], b[j - 1]),
                    previous[j] + indel(a[i - 1]),
                    current[j - 1] + indel(b[j - 1]))
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit + 1e-9 { return nil }
            swap(&previous, &current)
        }
        return previous[b.count] <= limit + 1e-9 ? previous[b.count] : nil
    }
}
