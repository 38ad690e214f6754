/// Searches and classes of Unicode scalars that the Japanese paths run on every sentence.
///
/// Foundation's `contains`/`range(of:)` on Linux costs about 11k instructions a call whatever
/// the text, so text this program has normalized itself (NFKC) is searched scalar by scalar.
///
///     Array("牛乳を買う".unicodeScalars).holds("買う")   // true
///     ("漢" as Unicode.Scalar).isKanji                 // true
extension Array where Element == Unicode.Scalar {
    /// True when `part` (not empty) occurs in these scalars, scalar for scalar.
    @inlinable public func holds(_ part: [Unicode.Scalar]) -> Bool {
        guard let first = part.first, part.count <= count else { return false }
        var start = 0
        while start + part.count <= count {
            if self[start] == first {
                var index = 1
                while index < part.count, self[start + index] == part[index] { index += 1 }
                if index == part.count { return true }
            }
            start += 1
        }
        return false
    }

    @inlinable public func holds(_ part: String) -> Bool { holds(Array(part.unicodeScalars)) }
}

extension Unicode.Scalar {
    /// A CJK ideograph or 々 (the kanji repeat mark). ASCII and kana are answered without the
    /// Unicode property table.
    @inlinable public var isKanji: Bool {
        switch value {
        case 0..<0x3000: return false
        case 0x3040...0x30FF: return false
        case 0x4E00...0x9FFF: return true
        default: return properties.isIdeographic || self == "々"
        }
    }

    /// A katakana letter or the long-vowel mark ー.
    @inlinable public var isKatakana: Bool { (0x30A1...0x30FA).contains(value) || value == 0x30FC }
}
