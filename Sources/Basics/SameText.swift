/// Byte equality of strings this program has already normalized itself (keys, readings,
/// folded titles, table words).
///
/// `==` compares by canonical equivalence: for text that is not all ASCII it normalizes both
/// sides as it goes, on every call. Entity ranking compares words of every title with every
/// spoken span, and Japanese table look-ups compare kana, so that cost was a fifth of a parse.
/// For two strings in one normalization form, the same bytes and canonical equality agree.
///
///     "買う".sameUTF8("買う")   // true
///     "か\u{3099}".sameUTF8("が") // false: normalize first, as every key here is
extension String {
    @inlinable public func sameUTF8(_ other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        if let equal = utf8.withContiguousStorageIfAvailable({ mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in mine.elementsEqual(theirs) }
        }), let equal {
            return equal
        }
        return utf8.elementsEqual(other.utf8)
    }

    /// True when the UTF-8 bytes of `prefix` begin this string's, from `start` (a boundary of
    /// a scalar in this string); see `sameUTF8(_:)` for when bytes may stand for text.
    @inlinable public func hasUTF8Prefix(_ prefix: String, from start: String.Index) -> Bool {
        utf8[start...].starts(with: prefix.utf8)
    }
}
