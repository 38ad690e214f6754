import Foundation

/// The folded form of a name used for lookups and search: case-, width- and kana-insensitive.
///
///     SearchKey.fold("Ｂｕｙ　ミルク")   // "buy みるく"
///     SearchKey.fold("GROCERIES") == SearchKey.fold("groceries")   // true
enum SearchKey {
    /// NFKC (full width → half width, half-width katakana → full width), lowercase,
    /// katakana → hiragana, runs of white space → one space, trimmed.
    static func fold(_ text: String) -> String {
        let normalized = text.precomposedStringWithCompatibilityMapping.lowercased()
        var scalars = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in normalized.unicodeScalars {
            if scalar.properties.isWhitespace {
                pendingSpace = !scalars.isEmpty
                continue
            }
            if pendingSpace {
                scalars.append(" ")
                pendingSpace = false
            }
            switch scalar.value {
            case 0x30A1...0x30F6, 0x30FD...0x30FE:  // katakana ァ…ヶ, ヽヾ → hiragana
                scalars.append(Unicode.Scalar(scalar.value - 0x60)!)
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// The words of a folded query: split at spaces, empty parts dropped.
    ///
    ///     SearchKey.words("buy  Milk")   // ["buy", "milk"]
    static func words(_ text: String) -> [String] {
        fold(text).split(separator: " ").map(String.init)
    }
}
