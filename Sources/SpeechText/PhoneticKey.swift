import Foundation

/// An English sound-alike key, Metaphone in spirit: words that sound the same share a key.
///
///     PhoneticKey.key("buy")    // "B"     (also "by", "bye")
///     PhoneticKey.key("Sarah")  // "SR"    (also "sara")
///     PhoneticKey.key("write")  // "RT"    (also "rite", "right")
///     PhoneticKey.key("mail")   // "ML"    (also "male")
public enum PhoneticKey {
    /// The key of one word: consonant sounds as capital letters (0 = "th", X = "sh"),
    /// vowels dropped except a leading one (written "A"). Empty for words without letters.
    ///
    ///     PhoneticKey.key("phone")   // "FN"
    ///     PhoneticKey.key("knight")  // "NT"
    public static func key(_ word: String) -> String {
        var letters: [UInt8] = []
        letters.reserveCapacity(word.utf8.count)
        let ascii = word.utf8.allSatisfy { $0 < 0x80 } ? word : word.folding(options: .diacriticInsensitive, locale: nil)
        for byte in ascii.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): letters.append(byte)
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): letters.append(byte + 32)
            default: continue
            }
        }
        guard !letters.isEmpty else { return "" }
        // Collapse doubled letters except "cc" ("accept" keeps K S).
        var collapsed: [UInt8] = [letters[0]]
        for letter in letters.dropFirst() where letter != collapsed.last! || letter == c("c") {
            collapsed.append(letter)
        }
        return encode(collapsed)
    }

    @inline(__always) private static func c(_ character: Unicode.Scalar) -> UInt8 { UInt8(character.value) }

    @inline(__always) private static func isVowel(_ letter: UInt8?) -> Bool {
        guard let letter else { return false }
        return letter == c("a") || letter == c("e") || letter == c("i") || letter == c("o") || letter == c("u")
    }

    private static func encode(_ word: [UInt8]) -> String {
        var w = word
        // Initial silent letters and oddities.
        if w.count > 1 {
            let pair = (w[0], w[1])
            if (pair.0 == c("k") || pair.0 == c("g") || pair.0 == c("p")) && pair.1 == c("n") {
                w.removeFirst()
            } else if pair == (c("w"), c("r")) {
                w.removeFirst()
            } else if pair == (c("a"), c("e")) {
                w.removeFirst()
            } else if pair == (c("w"), c("h")) {
                w.remove(at: 1)
            }
        }
        if w.first == c("x") { w[0] = c("s") }
        var out: [UInt8] = []
        func at(_ index: Int) -> UInt8? { index >= 0 && index < w.count ? w[index] : nil }
        func emit(_ code: Unicode.Scalar) {
            let byte = UInt8(code.value)
            if out.last != byte { out.append(byte) }
        }
        var i = 0
        while i < w.count {
            let letter = w[i]
            let next = at(i + 1)
            let previous = at(i - 1)
            switch letter {
            case c("a"), c("e"), c("i"), c("o"), c("u"):
                if i == 0 { emit("A") }
            case c("b"):
                if !(previous == c("m") && next == nil) { emit("B") }  // "thumb"
            case c("c"):
                if next == c("i") && at(i + 2) == c("a") {
                    emit("X")
                } else if next == c("h") {
                    emit(previous == c("s") ? "K" : "X")  // "school", "church"
                    i += 1
                } else if next == c("i") || next == c("e") || next == c("y") {
                    if previous != c("s") { emit("S") }  // "science"
                } else {
                    emit("K")
                }
            case c("d"):
                if next == c("g"), let after = at(i + 2), after == c("e") || after == c("i") || after == c("y") {
                    emit("J")
                    i += 1
                } else {
                    emit("T")
                }
            case c("g"):
                if next == c("h") {
                    // "night", "though": silent; "ghost" at the start: G.
                    if i == 0 { emit("K") }
                    i += 1
                } else if next == c("n") && (at(i + 2) == nil || (at(i + 2) == c("e") && at(i + 3) == c("d"))) {
                    break  // "sign", "signed"
                } else if next == c("i") || next == c("e") || next == c("y") {
                    emit("J")
                } else {
                    emit("K")
                }
            case c("h"):
                // Sounded only before a vowel and not after a letter that makes a digraph.
                let digraph = previous.map { [c("c"), c("s"), c("p"), c("t"), c("g")].contains($0) } ?? false
                if isVowel(next) && !digraph { emit("H") }
            case c("k"):
                if previous != c("c") { emit("K") }
            case c("p"):
                if next == c("h") {
                    emit("F")
                    i += 1
                } else {
                    emit("P")
                }
            case c("q"):
                emit("K")
            case c("s"):
                if next == c("h") {
                    emit("X")
                    i += 1
                } else if next == c("i"), let after = at(i + 2), after == c("o") || after == c("a") {
                    emit("X")
                } else {
                    emit("S")
                }
            case c("t"):
                if next == c("i"), let after = at(i + 2), after == c("o") || after == c("a") {
                    emit("X")
                } else if next == c("h") {
                    emit("0")
                    i += 1
                } else if !(next == c("c") && at(i + 2) == c("h")) {
                    emit("T")
                }
            case c("v"):
                emit("F")
            case c("w"):
                // Sounded before a vowel, but not in a vowel digraph ("flower", "saw").
                if isVowel(next) && !isVowel(previous) { emit("W") }
            case c("y"):
                // A consonant only at the start or between vowels ("yes", "beyond"); "bye" is a vowel.
                if isVowel(next) && (previous == nil || isVowel(previous)) { emit("Y") }
            case c("x"):
                emit("K")
                emit("S")
            case c("z"):
                emit("S")
            default:  // f, j, l, m, n, r
                emit(Unicode.Scalar(letter - 32))
            }
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
