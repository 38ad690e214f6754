import Foundation

/// The folded form of a name used for lookups and search: case-, width- and kana-insensitive.
///
///     SearchKey.fold("Ｂｕｙ　ミルク")   // "buy みるく"
///     SearchKey.fold("GROCERIES") == SearchKey.fold("groceries")   // true
enum SearchKey {
    /// NFKC (full width → half width, half-width katakana → full width), lowercase,
    /// katakana → hiragana, runs of white space → one space, trimmed.
    static func fold(_ text: String) -> String {
        if let ascii = foldASCII(text) { return ascii }
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

    /// The fast path for pure ASCII text (most titles): lowercase and collapse spaces without NFKC.
    private static func foldASCII(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                pendingSpace = !bytes.isEmpty
            default:
                if pendingSpace {
                    bytes.append(0x20)
                    pendingSpace = false
                }
                bytes.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The words of a folded query: split at spaces, empty parts dropped.
    ///
    ///     SearchKey.words("buy  Milk")   // ["buy", "milk"]
    static func words(_ text: String) -> [String] {
        fold(text).split(separator: " ").map(String.init)
    }
}
