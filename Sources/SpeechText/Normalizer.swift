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
        let source: String
        var origins: [Int] = []
        // NB: text NFKC leaves alone scalar by scalar (ASCII, kana, common kanji; no CR, the one
        // such scalar that joins a neighbour into one character) is its own source, one origin a scalar.
        var stableCount = 0
        let isStable = text.unicodeScalars.allSatisfy { scalar in
            stableCount += 1
            return scalar != "\r" && Kana.isNFKCStable(scalar)
        }
        if isStable {
            source = text
            origins = Array(0...stableCount)
        } else {
            source = Self.foldedSource(text, origins: &origins)
        }
        return finish(text, source: source, origins: origins, language: language)
    }

    /// NFKC character by character; `origins` gets the offset in `text` of each scalar of the result.
    private static func foldedSource(_ text: String, origins: inout [Int]) -> String {
        var source = ""
        var offset = 0
        for character in text {
            // NB: a lone scalar NFKC leaves as it is (ASCII, kana, common kanji) skips Foundation.
            if let stable = Kana.nfkcStableScalar(character) {
                source.unicodeScalars.append(stable)
                origins.append(offset)
                offset += 1
                continue
            }
            let folded = String(character).precomposedStringWithCompatibilityMapping
            source += folded
            origins.append(contentsOf: repeatElement(offset, count: folded.unicodeScalars.count))
            offset += character.unicodeScalars.count
        }
        origins.append(offset)
        return source
    }

    /// Tokens of the normalized source.
    private func finish(_ text: String, source: String, origins: [Int], language: Language) -> NormalizedText {
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
