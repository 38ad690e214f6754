import Basics
import Foundation

/// Turns a sentence into the tokens the matcher compares, keeping a way back to the
/// user's own words.
///
/// English: lowercased words, punctuation dropped, contractions expanded, fillers
/// dropped, number words read as digits. Japanese: one hiragana token per character of
/// the kana reading (MeCab), so 完了, かんりょう and カンリョウ meet.
///
///     Normalizer().normalize("Um, what's forty two?", language: .en).tokens.map(\.key)
///     // ["what", "is", "42"]
///     Normalizer().normalize("えーと、牛乳を買う", language: .ja).keyString
///     // "ぎゅうにゅうをかう"
public struct Normalizer: Sendable {
    /// The source of Japanese readings; nil or unavailable means per-character tokens of
    /// the kana-folded surface (kanji stay kanji).
    public let reader: JapaneseReader?

    /// Creates a normalizer reading Japanese with `reader`.
    ///
    ///     Normalizer()               // MeCab readings when libmecab is installed
    ///     Normalizer(reader: nil)    // degraded: surface characters only
    public init(reader: JapaneseReader? = .shared) {
        self.reader = reader
    }

    /// Normalizes `text` read as `language`.
    ///
    ///     Normalizer().normalize("Don't  forget the MILK", language: .en).keyString
    ///     // "do not forget the milk"
    public func normalize(_ text: String, language: Language) -> NormalizedText {
        // NB: NFKC character by character, remembering where each came from, so a surface
        // (a title) can be given back exactly as written (ｶﾞｯｺｳ, ①, full-width letters).
        var source = ""
        var origins: [Int] = []
        var offset = 0
        for character in text {
            let folded = String(character).precomposedStringWithCompatibilityMapping
            source += folded
            origins.append(contentsOf: repeatElement(offset, count: folded.unicodeScalars.count))
            offset += character.unicodeScalars.count
        }
        origins.append(offset)
        let scalars = Array(source.unicodeScalars)
        let tokens: [Token]
        switch language {
        case .en:
            tokens = EnglishTokenizer.tokens(of: scalars)
        case .ja:
            let usable = reader.flatMap { $0.isAvailable ? $0 : nil }
            tokens = JapaneseTokenizer(reader: usable).tokens(of: scalars)
        }
        return NormalizedText(source: source, language: language, tokens: tokens, original: text, origins: origins)
    }
}
