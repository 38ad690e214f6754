import Foundation

/// A language IntentTodo understands and answers in.
///
///     Language(code: "ja_JP.UTF-8")   // .ja
///     Language.detect(in: "牛乳を買う")  // .ja
public enum Language: String, CaseIterable, Sendable, Codable, Hashable {
    case en
    case ja

    /// Reads a language from a locale code such as `ja_JP.UTF-8`, `en`, `en-US`.
    public init?(code: String) {
        let lowered = code.lowercased()
        if lowered.hasPrefix("ja") {
            self = .ja
        } else if lowered.hasPrefix("en") {
            self = .en
        } else {
            return nil
        }
    }

    /// What goes between two words joined in this language: a space in English, nothing in
    /// Japanese (written without spaces). The one place the joining rule is written.
    ///
    ///     Language.ja.join(["牛乳", "を", "買う"])   // "牛乳を買う"
    public var wordSeparator: String {
        switch self {
        case .en: return " "
        case .ja: return ""
        }
    }

    /// True when the language is written in a script of its own (``detect(in:)`` finds it): a
    /// sentence without that script is never read as this language.
    public var hasOwnScript: Bool {
        switch self {
        case .en: return false
        case .ja: return true
        }
    }

    /// Words joined with ``wordSeparator``.
    public func join<Words: Sequence>(_ words: Words) -> String where Words.Element: StringProtocol {
        words.joined(separator: wordSeparator)
    }

    /// Any kana or kanji means Japanese; otherwise nil (the caller falls back).
    ///
    ///     Language.detect(in: "complete buy milk")  // nil
    ///     Language.detect(in: "パン")               // .ja
    public static func detect(in text: String) -> Language? {
        for scalar in text.unicodeScalars where scalar.isJapanese {
            return .ja
        }
        return nil
    }

    /// The language named by the environment (`LC_ALL`, then `LC_MESSAGES`, then `LANG`), default English.
    public static func fromEnvironment(_ environment: [String: String] = ProcessEnvironment.values) -> Language {
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[key], !value.isEmpty {
                return Language(code: value) ?? .en
            }
        }
        return .en
    }
}

extension Unicode.Scalar {
    /// Hiragana, katakana (full and half width), CJK ideographs and the iteration mark.
    public var isJapanese: Bool {
        switch value {
        case 0x3040...0x309F,  // hiragana
            0x30A0...0x30FF,  // katakana
            0x31F0...0x31FF,  // katakana phonetic extensions
            0xFF66...0xFF9F,  // half-width katakana
            0x3005,  // 々
            0x4E00...0x9FFF,  // CJK unified ideographs
            0x3400...0x4DBF,  // extension A
            0xF900...0xFAFF:  // compatibility ideographs
            return true
        default:
            return false
        }
    }
}
