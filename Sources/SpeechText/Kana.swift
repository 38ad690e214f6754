import Basics
import Foundation

/// Scalar-level folding shared by the normalizer, the comparison key and the readings.
///
/// Every function maps one scalar to at most one scalar, so offsets survive folding.
enum Kana {
    /// The long vowel mark every variant is unified to.
    static let longVowel: Unicode.Scalar = "ー"

    /// Katakana to hiragana (ア -> あ, ヴ -> ゔ, ヽ -> ゝ); other scalars unchanged.
    @inline(__always)
    static func hiragana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x30A1...0x30F6, 0x30FD...0x30FE:
            return Unicode.Scalar(scalar.value - 0x60)!
        default:
            return scalar
        }
    }

    /// Katakana letters (ァ-ヺ) and the long vowel mark ー, before folding.
    @inline(__always)
    static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC || scalar.value == 0xFF70
            || (0xFF66...0xFF9D).contains(scalar.value)
    }

    /// Hiragana (and the kana-only marks ー, ゝ, ゞ, ゛, ゜) after folding.
    @inline(__always)
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x309F, 0x30A1...0x30FA, 0x30FC...0x30FE, 0x31F0...0x31FF:
            return true
        default:
            return false
        }
    }

    /// Marks that stand for a long vowel when they follow kana: ー ｰ ～ 〜 ~ and dashes.
    @inline(__always)
    static func isLongVowelVariant(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30FC, 0xFF70, 0xFF5E, 0x301C, 0x007E, 0x2010...0x2015, 0x2212, 0x002D, 0xFF0D:
            return true
        default:
            return false
        }
    }

    /// ー and ｰ are always the long vowel; the others only right after kana.
    @inline(__always)
    static func isLongVowel(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        if scalar.value == 0x30FC || scalar.value == 0xFF70 { return true }
        guard isLongVowelVariant(scalar), let previous else { return false }
        return isKana(previous) && previous.value != 0x30FB
    }

    /// Spaces, punctuation and symbols: dropped from tokens and comparison keys.
    @inline(__always)
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value == 0x30FC { return false }  // ー is a letter here
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format,
            .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    /// Folds a whole string scalar by scalar: katakana -> hiragana, long vowel variants -> ー.
    /// Separators are kept (callers decide); the scalar count never changes.
    static func fold(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let folded = isLongVowel(scalar, after: previous) ? longVowel : hiragana(scalar)
            out.append(folded)
            previous = folded
        }
        return String(out)
    }
}

/// The comparison key of a text: NFKC, lowercased, without spaces or punctuation,
/// katakana folded to hiragana and long-vowel variants unified to ー.
///
///     foldedKey("Buy  Bread!", language: .en)   // "buybread"
///     foldedKey("コーヒ〜", language: .ja)       // "こーひー"
public func foldedKey(_ text: String, language: Language) -> String {
    // NB: NFKC leaves ASCII, kana and common kanji alone: skip Foundation for such text.
    let isStable = text.unicodeScalars.allSatisfy(Kana.isNFKCStable)
    // NB: in such text only A-Z have a lower case: fold them in the loop instead of lowercased().
    let normalized = isStable ? text : text.precomposedStringWithCompatibilityMapping.lowercased()
    var out = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for original in normalized.unicodeScalars {
        let scalar = isStable && original.value >= 0x41 && original.value <= 0x5A ? Unicode.Scalar(original.value + 0x20)! : original
        if Kana.isLongVowel(scalar, after: previous) {
            out.append(Kana.longVowel)
            previous = Kana.longVowel
            continue
        }
        if Kana.isSeparator(scalar) {
            // NB: a separator breaks a long-vowel run: "ア ~" is not "アー".
            previous = nil
            continue
        }
        let folded = Kana.hiragana(scalar)
        out.append(folded)
        previous = folded
    }
    return String(out)
}

extension Kana {
    /// True for scalars NFKC maps to themselves whatever surrounds them: ASCII, hiragana
    /// ぁ-ゖ, katakana ァ-ヺ and ー, and the CJK unified ideographs 一-鿿 (none has a
    /// decomposition or composes with a neighbour; the combining and spacing sound marks,
    /// half-width forms and compatibility ideographs are outside these ranges).
    @inline(__always) static func isNFKCStable(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x80 || (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value) || value == 0x30FC
            || (0x4E00...0x9FFF).contains(value)
    }

    /// The character's one scalar when NFKC leaves it alone, else nil.
    @inline(__always) static func nfkcStableScalar(_ character: Character) -> Unicode.Scalar? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex, isNFKCStable(first) else {
            return nil
        }
        return first
    }
}
