import Basics
import SpokenValues

/// Japanese tokens: one hiragana character of the reading per token.
struct JapaneseTokenizer {
    /// Nil means the degraded mode: per-character tokens of the kana-folded surface.
    let reader: JapaneseReader?

    /// A word (MeCab morpheme, ASCII word, or a single character in degraded mode) or a
    /// punctuation mark, before fillers are dropped.
    struct Unit {
        var text: String  // the folded surface
        var range: Range<Int>
        var tokens: [Token]
        /// A proper noun MeCab knows or a suffix (すみれ, さくら, ちゃん), written in kana, or a noun
        /// of kanji ending in kana (父ちゃん, 申し込み): one word to the matcher's slots, like a
        /// katakana word.
        var isKanaName = false
        var isPunctuation: Bool { tokens.isEmpty }
    }

    enum SegmentKind { case latin, japanese, separator }

    @inline(__always)
    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && (scalar.properties.isAlphabetic || (scalar.value >= 0x30 && scalar.value <= 0x39))
    }

    @inline(__always)
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    func tokens(of scalars: [Unicode.Scalar]) -> [Token] {
        // Fold once; folding is scalar-for-scalar so offsets still index `scalars`.
        var folded: [Unicode.Scalar] = []
        folded.reserveCapacity(scalars.count)
        var previous: Unicode.Scalar?
        for scalar in scalars {
            let value = Kana.isLongVowel(scalar, after: previous) ? Kana.longVowel : Kana.hiragana(scalar)
            folded.append(value)
            previous = Kana.isSeparator(scalar) && value != Kana.longVowel ? nil : value
        }
        var units: [Unit] = []
        var index = 0
        while index < scalars.count {
            let kind = segmentKind(at: index, scalars, folded)
            var end = index + 1
            if kind == .latin {
                while end < scalars.count, Self.isLatin(scalars[end]) { end += 1 }
            } else if kind == .japanese {
                while end < scalars.count, segmentKind(at: end, scalars, folded) == kind { end += 1 }
            }
            switch kind {
            case .separator:
                if !scalars[index].properties.isWhitespace {
                    units.append(Unit(text: String(scalars[index]), range: index..<end, tokens: []))
                }
            case .latin:
                let word = String(String.UnicodeScalarView(scalars[index..<end])).lowercased()
                units.append(Unit(text: word, range: index..<end, tokens: [Token(key: word, surfaceRange: index..<end)]))
            case .japanese:
                appendJapanese(index..<end, scalars, folded, to: &units)
            }
            index = end
        }
        var tokens = Self.dropFillers(units, exactUnits: reader != nil).flatMap(\.tokens)
        Self.markKatakanaWords(&tokens, scalars, units: reader != nil ? units : nil)
        return tokens
    }

    /// Marks the tokens that continue a katakana word (`Token.continuesWord`): each MeCab
    /// word written in katakana, or in degraded mode each run of katakana, is one word to the
    /// matcher's slots. Katakana is folded to hiragana for matching, so without this the デ of
    /// デザイン reads as the particle で and a title begins at ザ. A name MeCab knows, written in
    /// hiragana, is one word too, and so is a suffix (父ちゃん): else 「すみれさんにメールした」 reads
    /// as 済み and a todo 「れさんにメールした」, a name cut to one kana that contradicts no other name.
    static func markKatakanaWords(_ tokens: inout [Token], _ scalars: [Unicode.Scalar], units: [Unit]?) {
        guard tokens.count > 1 else { return }
        if let units {
            var wordStarts: [Int: Range<Int>] = [:]
            for unit in units where unit.range.count > 1 && (unit.isKanaName || scalars[unit.range].allSatisfy(Kana.isKatakana)) {
                wordStarts[unit.range.lowerBound] = unit.range
            }
            guard !wordStarts.isEmpty else { return }
            var word: Range<Int>?
            for index in tokens.indices {
                let range = tokens[index].surfaceRange
                if let started = wordStarts[range.lowerBound] {
                    word = started
                } else if let current = word, current.contains(range.lowerBound), range.upperBound <= current.upperBound {
                    tokens[index].continuesWord = true
                } else {
                    word = nil
                }
            }
        } else {
            for index in tokens.indices.dropFirst() {
                let previous = tokens[index - 1].surfaceRange
                let range = tokens[index].surfaceRange
                if previous.upperBound == range.lowerBound, range.count == 1, previous.count == 1,
                    Kana.isKatakana(scalars[range.lowerBound]), Kana.isKatakana(scalars[previous.lowerBound])
                {
                    tokens[index].continuesWord = true
                }
            }
        }
    }

    private func segmentKind(at index: Int, _ scalars: [Unicode.Scalar], _ folded: [Unicode.Scalar]) -> SegmentKind {
        let scalar = scalars[index]
        // NB: digits go to MeCab with their counter (3時 -> さんじ context) unless they
        // continue an ASCII word ("mp3").
        if Self.isLatin(scalar), !Self.isDigit(scalar) { return .latin }
        if folded[index] == Kana.longVowel { return .japanese }
        if Kana.isSeparator(scalar) || scalar.properties.isWhitespace { return .separator }
        return .japanese
    }

    private func appendJapanese(
        _ range: Range<Int>, _ scalars: [Unicode.Scalar], _ folded: [Unicode.Scalar], to units: inout [Unit]
    ) {
        func text(_ part: Range<Int>) -> String { String(String.UnicodeScalarView(folded[part])) }
        guard let reader else {
            var offset = range.lowerBound
            while offset < range.upperBound {
                var end = offset + 1
                if Self.isDigit(scalars[offset]) {
                    while end < range.upperBound, Self.isDigit(scalars[end]) { end += 1 }
                }
                let key = text(offset..<end)
                units.append(Unit(text: key, range: offset..<end, tokens: [Token(key: key, surfaceRange: offset..<end)]))
                offset = end
            }
            return
        }
        let segment = String(String.UnicodeScalarView(scalars[range]))
        var aligned: [(morpheme: Morpheme, range: Range<Int>)] = []
        var cursor = range.lowerBound
        for morpheme in reader.morphemes(of: segment) {
            let surface = Array(morpheme.surface.unicodeScalars)
            guard !surface.isEmpty else { continue }
            // NB: MeCab returns surfaces verbatim; skip anything it skipped (spaces).
            var start = cursor
            while start + surface.count <= range.upperBound, !scalars[start..<start + surface.count].elementsEqual(surface) {
                start += 1
            }
            guard start + surface.count <= range.upperBound else { continue }
            aligned.append((morpheme, start..<start + surface.count))
            cursor = start + surface.count
        }
        var index = 0
        while index < aligned.count {
            let (morpheme, morphemeRange) = aligned[index]
            let surface = scalars[morphemeRange]
            if surface.allSatisfy(Self.isLatin) {
                let word = text(morphemeRange).lowercased()
                units.append(Unit(text: word, range: morphemeRange, tokens: [Token(key: word, surfaceRange: morphemeRange)]))
                index += 1
                continue
            }
            if let (value, end) = Self.kanjiNumber(aligned, from: index) {
                let numberRange = morphemeRange.lowerBound..<aligned[end - 1].range.upperBound
                let key = String(value)
                units.append(Unit(text: key, range: numberRange, tokens: [Token(key: key, surfaceRange: numberRange)]))
                index = end
                continue
            }
            units.append(
                Unit(text: text(morphemeRange), range: morphemeRange,
                     tokens: Self.readingTokens(folded, morphemeRange, reading: Array(morpheme.reading.unicodeScalars)),
                     isKanaName: morpheme.partOfSpeech == "名詞"
                        && (["固有名詞", "接尾"].contains(morpheme.partOfSpeechDetail) && surface.allSatisfy(Kana.isKana)
                            || surface.contains(where: { $0.isKanji }) && surface.last.map(Kana.isKana) == true
                            // NB: a common noun of three to six kana in MeCab's dictionary too (にんじん, じゃがいも):
                            // else the particle before it is read twice, 「買い物ににんじん」 as 買い物に + に + a
                            // title んじん. Not a run MeCab does not know (a sentence dictated all in hiragana).
                            || morpheme.partOfSpeechDetail == "一般" && morpheme.isKnown && (3...6).contains(surface.count)
                                && surface.allSatisfy(Kana.isKana))))
            index += 1
        }
    }

    /// Kanji numerals (MeCab's 名詞,数) followed by a counter (名詞,接尾,助数詞) or ending the
    /// text, read with NumberWords: 三十 分 -> "30". Returns the value and the end index.
    static func kanjiNumber(_ aligned: [(morpheme: Morpheme, range: Range<Int>)], from start: Int) -> (Int, Int)? {
        var end = start
        var numeral = ""
        while end < aligned.count, aligned[end].morpheme.partOfSpeechDetail == "数",
            !aligned[end].morpheme.surface.unicodeScalars.contains(where: isDigit)
        {
            numeral += aligned[end].morpheme.surface
            end += 1
        }
        guard end > start else { return nil }
        let followedByCounter = end < aligned.count && aligned[end].morpheme.partOfSpeech == "名詞"
            && aligned[end].morpheme.partOfSpeechDetail == "接尾"
        guard followedByCounter || (start == 0 && end == aligned.count),
            let value = NumberWords.value(of: numeral, language: .ja)
        else { return nil }
        return (value, end)
    }

    /// Tokens for one morpheme: kana map 1:1 to their own scalar; the reading of a kanji
    /// part spans that part ("買う" -> か:買, う:う).
    static func readingTokens(_ folded: [Unicode.Scalar], _ range: Range<Int>, reading: [Unicode.Scalar]) -> [Token] {
        let surface = folded[range]
        if surface.allSatisfy(Kana.isKana) || reading.isEmpty {
            return range.map { Token(key: String(folded[$0]), surfaceRange: $0..<$0 + 1) }
        }
        var prefix = 0
        while prefix < surface.count, prefix < reading.count,
            surface[range.lowerBound + prefix] == reading[prefix], Kana.isKana(reading[prefix])
        {
            prefix += 1
        }
        var suffix = 0
        while suffix < surface.count - prefix, suffix < reading.count - prefix,
            surface[range.upperBound - 1 - suffix] == reading[reading.count - 1 - suffix],
            Kana.isKana(reading[reading.count - 1 - suffix])
        {
            suffix += 1
        }
        var tokens: [Token] = []
        tokens.reserveCapacity(reading.count)
        for offset in 0..<prefix {
            let at = range.lowerBound + offset
            tokens.append(Token(key: String(reading[offset]), surfaceRange: at..<at + 1))
        }
        var middle = (range.lowerBound + prefix)..<(range.upperBound - suffix)
        if middle.isEmpty { middle = range }
        for offset in prefix..<(reading.count - suffix) {
            tokens.append(Token(key: String(reading[offset]), surfaceRange: middle))
        }
        for offset in (reading.count - suffix)..<reading.count {
            let at = range.upperBound - (reading.count - offset)
            tokens.append(Token(key: String(reading[offset]), surfaceRange: at..<at + 1))
        }
        return tokens
    }

    // MARK: Fillers

    /// Dropped wherever they form whole words.
    static let fillersAnywhere: Set<String> = ["えーっと", "えーと", "えっと", "ええと", "あのー", "あのう", "うーん", "うーむ", "そのー"]
    /// Dropped only at the start or when followed by 、 (they are ordinary words elsewhere).
    static let fillersAtStart: Set<String> = ["あの", "まあ", "まー", "えー", "えと", "あのな", "あのね", "あのさ", "あのさあ", "あのなあ", "あんな"]

    /// Drops fillers at word boundaries. With `exactUnits` (MeCab words) a filler must end
    /// at a word end; in degraded mode (characters) a start-only filler must be followed by
    /// punctuation or the end, so "あのねこ" keeps its あの.
    static func dropFillers(_ units: [Unit], exactUnits: Bool) -> [Unit] {
        var kept: [Unit] = []
        kept.reserveCapacity(units.count)
        var index = 0
        var atStart = true
        outer: while index < units.count {
            if !units[index].isPunctuation {
                var joined = ""
                var end = index
                // NB: the longest filler there ("あのな、" is one, not "あの" and a "な").
                var longest: Int?
                while end < units.count, !units[end].isPunctuation, joined.unicodeScalars.count < 5 {
                    joined += units[end].text
                    end += 1
                    let followedByPause = end == units.count || units[end].isPunctuation
                    let wordEnd = exactUnits || followedByPause
                    if fillersAnywhere.contains(joined) && wordEnd {
                        longest = end
                    } else if fillersAtStart.contains(joined) && (followedByPause || (atStart && wordEnd)) {
                        longest = end
                    }
                }
                if let longest {
                    index = longest
                    continue outer
                }
            }
            if !units[index].isPunctuation { atStart = false }
            kept.append(units[index])
            index += 1
        }
        return kept
    }
}
