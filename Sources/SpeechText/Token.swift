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
    /// True when this token continues a word no slot may split: the second and later
    /// characters of a katakana word (デザイン), so that a slot never begins at its ザ after a
    /// particle で read from its デ.
    public var continuesWord: Bool

    /// Creates a token.
    ///
    ///     Token(key: "milk", surfaceRange: 4..<8)
    public init(key: String, surfaceRange: Range<Int>, continuesWord: Bool = false) {
        self.key = key
        self.surfaceRange = surfaceRange
        self.continuesWord = continuesWord
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

    /// The same text with only the tokens `range` (the words around them left unread): for
    /// readings that ignore a few words at the edges ("um so like", "I don't need it anymore").
    ///
    ///     text.keeping(1..<3).tokens.count   // 2
    public func keeping(_ range: Range<Int>) -> NormalizedText {
        NormalizedText(source: source, language: language, tokens: Array(tokens[range]), original: original, origins: origins)
    }

    /// The text as given, before NFKC; surfaces are cut from it.
    let original: String
    /// For each scalar of `source` (and one past the end), the offset in `original`'s scalars
    /// of the character it came from.
    let origins: [Int]

    /// Creates a normalized text from its parts.
    ///
    ///     NormalizedText(source: "hi", language: .en, tokens: [Token(key: "hi", surfaceRange: 0..<2)])
    public init(source: String, language: Language, tokens: [Token], original: String? = nil, origins: [Int]? = nil) {
        self.source = source
        self.language = language
        self.tokens = tokens
        if let original, let origins, origins.count == source.unicodeScalars.count + 1 {
            self.original = original
            self.origins = origins
        } else {
            self.original = source
            self.origins = Array(0...source.unicodeScalars.count)
        }
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
        let sourceScalars = source.unicodeScalars
        // NB: symbols no token reads (emoji: 🍣 sushi night 🎉) belong to the words they stand
        // beside, so a title keeps every character said; the edges grow over symbols and the
        // spaces between them, never into a neighbouring token or over punctuation.
        let previousEnd = span.lowerBound > 0 ? self.tokens[span.lowerBound - 1].surfaceRange.upperBound : 0
        let nextStart = span.upperBound < self.tokens.count ? self.tokens[span.upperBound].surfaceRange.lowerBound : sourceScalars.count
        let all = Array(sourceScalars)
        lower = Self.grow(from: lower, step: -1, limit: previousEnd, in: all)
        upper = Self.grow(from: upper, step: 1, limit: nextStart, in: all)
        // Back to the text as written: from the first character's start to the last one's end.
        let originalScalars = original.unicodeScalars
        let first = origins[lower]
        var last = origins[upper]
        if upper > lower, origins[upper - 1] == last {
            last = origins.first(where: { $0 > origins[upper - 1] }) ?? originalScalars.count
        }
        var start = originalScalars.index(originalScalars.startIndex, offsetBy: first)
        var end = originalScalars.index(originalScalars.startIndex, offsetBy: last)
        let scalars = originalScalars
        while start < end, Kana.isSeparator(scalars[start]), !Self.isSymbol(scalars[start]) {
            start = scalars.index(after: start)
        }
        while end > start, Kana.isSeparator(scalars[scalars.index(before: end)]), !Self.isSymbol(scalars[scalars.index(before: end)]) {
            end = scalars.index(before: end)
        }
        return String(scalars[start..<end])
    }

    /// How far an edge at `edge` grows (down or up, not past `limit`) over symbol scalars and
    /// the spaces between them; it stays where it was unless a symbol is reached.
    private static func grow(from edge: Int, step: Int, limit: Int, in scalars: [Unicode.Scalar]) -> Int {
        var position = edge
        var reached = edge
        while step < 0 ? position > limit : position < limit {
            let scalar = scalars[step < 0 ? position - 1 : position]
            if isSymbol(scalar) {
                position += step
                reached = position
            } else if scalar.properties.isWhitespace {
                position += step
            } else {
                break
            }
        }
        return reached
    }

    /// Emoji and other pictographs (with their joiners and variation selectors), not digits,
    /// letters or punctuation.
    static func isSymbol(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .otherSymbol, .modifierSymbol: return true
        case .format, .nonspacingMark, .enclosingMark:
            return scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x20E3
        default:
            return scalar.properties.isEmojiPresentation
        }
    }
}
