import Basics

/// One unit the matcher compares: a lowercased English word, a number, or one hiragana
/// character of a Japanese reading, with the part of the source it came from.
///
///     // "Forty two" -> Token(key: "42", surfaceRange: 0..<9)
public struct Token: Sendable, Hashable {
    /// The comparison form: "buy", "42", "ぎ".
    public var key: String
    /// Offsets in `NormalizedText.source.unicodeScalars` (not Characters) that produced
    /// this token. Several tokens may share a range: contractions ("what's" -> "what", "is")
    /// and kanji readings (牛乳 -> ぎ, ゅ, う, に, ゅ, う).
    public var surfaceRange: Range<Int>

    /// Creates a token.
    ///
    ///     Token(key: "milk", surfaceRange: 4..<8)
    public init(key: String, surfaceRange: Range<Int>) {
        self.key = key
        self.surfaceRange = surfaceRange
    }
}

/// A sentence after normalization: its NFKC source and the tokens read from it.
///
///     let text = Normalizer().normalize("Um, buy Bread", language: .en)
///     text.tokens.map(\.key)   // ["buy", "bread"]
///     text.surface(1..<2)      // "Bread"
public struct NormalizedText: Sendable {
    /// The NFKC form of the input; token ranges index its unicode scalars.
    public let source: String
    /// The language the text was read as.
    public let language: Language
    /// The tokens, in order.
    public let tokens: [Token]

    /// Creates a normalized text from its parts.
    ///
    ///     NormalizedText(source: "hi", language: .en, tokens: [Token(key: "hi", surfaceRange: 0..<2)])
    public init(source: String, language: Language, tokens: [Token]) {
        self.source = source
        self.language = language
        self.tokens = tokens
    }

    /// The token keys joined: words with spaces in English, characters without in Japanese.
    ///
    ///     Normalizer().normalize("What's up", language: .en).keyString   // "what is up"
    public var keyString: String {
        language.join(tokens.map(\.key))
    }

    /// The user's own words for a span of tokens, trimmed of spaces and punctuation at the ends.
    ///
    ///     let text = Normalizer().normalize("add Buy Bread, please", language: .en)
    ///     text.surface(1..<3)   // "Buy Bread"
    public func surface(_ tokens: Range<Int>) -> String {
        let span = tokens.clamped(to: self.tokens.indices)
        guard !span.isEmpty else { return "" }
        var lower = Int.max
        var upper = Int.min
        for token in self.tokens[span] {
            lower = min(lower, token.surfaceRange.lowerBound)
            upper = max(upper, token.surfaceRange.upperBound)
        }
        let scalars = source.unicodeScalars
        var start = scalars.index(scalars.startIndex, offsetBy: lower)
        var end = scalars.index(scalars.startIndex, offsetBy: upper)
        while start < end, Kana.isSeparator(scalars[start]) {
            start = scalars.index(after: start)
        }
        while end > start, Kana.isSeparator(scalars[scalars.index(before: end)]) {
            end = scalars.index(before: end)
        }
        return String(scalars[start..<end])
    }
}
