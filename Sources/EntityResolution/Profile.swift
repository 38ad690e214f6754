import Basics
import Foundation
import SpeechText

/// Everything the scorer compares about one title or one spoken phrase, computed once.
struct Profile: Sendable {
    /// A content word: English token, or a Japanese morpheme in dictionary form (as kana).
    struct Word: Sendable {
        var key: String
        var scalars: [Unicode.Scalar]
        var stem: String
        var phonetic: String
        var isNumber: Bool
        /// The word's synonym group in the lexicon (`Lexicon.synonymGroup`), or -1.
        var synonym: Int32 = -1
    }

    let language: Language
    /// `foldedKey` of the whole text: equal keys are the same title.
    let folded: String
    /// Content words (generic words like "the", "list", 「タスク」 stripped).
    let words: [Word]
    /// Folded content without spaces; Japanese keeps its kanji.
    let surface: [Unicode.Scalar]
    /// Japanese: the kana reading of the content. English: same as `surface`.
    let reading: [Unicode.Scalar]
    /// Japanese: the reading with verbs in dictionary form and する/した/ます dropped
    /// (電話した -> でんわ). English: the word stems joined ("called mom" -> "callmom").
    let lemma: [Unicode.Scalar]
    /// Numbers as digits ("forty two" -> "42", 二十一 -> "21").
    let numbers: [String]
    /// Japanese read with MeCab: `words` are real words, so a missing one is evidence.
    var hasMorphemes = false
    /// Japanese content words, for the presence test (known words only) and the identity check.
    var japaneseWords: [JapaneseWord] = []

    /// What a word does in a name: only identity words can contradict one another.
    enum Role: UInt8, Sendable {
        /// Particles, auxiliaries, prefixes and suffixes, articles, prepositions: no part of a name.
        case function
        /// The todo's verb (買う, 電話する, "buy", "call"): a carrier, but a different one is a different todo.
        case action
        /// Names, places, objects, numbers: what tells one record from another.
        case identity
    }

    /// One Japanese content word as MeCab read it.
    struct JapaneseWord: Sendable {
        var surface: String  // folded
        var reading: String
        var lemma: String  // dictionary form as kana; the reading when there is none
        var stem: String  // leading kanji of the dictionary form, else the lemma
        var role: Role
        var isNumber: Bool
        var isKnown: Bool
        /// The case particle said right after the word (母[に]電話する: に), or "".
        var particle: String = ""
        /// `lemma` is the word's action group (`Lexicon.concept`), not its own dictionary form:
        /// 送付 compared as おくる.
        var isConcept = false
    }

    // MARK: Generic words

    /// English words that say what kind of thing is meant, not which one.
    static let genericEnglish: Set<String> = [
        "the", "my", "a", "an", "todo", "todos", "task", "tasks", "item", "items", "reminder", "reminders",
        "list", "lists", "one", "thing", "matter",
    ]

    /// Japanese edge words (as kana): 「の」「タスク」「やること」「リスト」 and a trailing 「を」.
    static let genericJapanesePrefixes: [String] = ["たすく", "やること", "りすと", "の"]
    /// 「ところ」 after a name says "the part of" (「歯医者の予約のところ、開いて」), 「のあれ」「のやつ」 "that … thing".
    static let genericJapaneseSuffixes: [String] = ["たすく", "やること", "りすと", "の", "を", "ところ", "あれ", "やつ"]
    /// Whole Japanese phrases (as kana) that name no particular record.
    static let genericJapaneseWholes: Set<String> = ["たすく", "やること", "りすと", "そのたすく", "このたすく", "たすくを", "やることを", "りすとを", "ものを", "もの"]

    // MARK: Building

    static func make(_ text: String, language: Language, normalizer: Normalizer) -> Profile {
        let folded = foldedKey(text, language: language)
        switch language {
        case .en: return english(text, folded: folded, normalizer: normalizer)
        case .ja: return japanese(text, folded: folded, normalizer: normalizer)
        }
    }

    static func word(_ key: String, stem: String? = nil, phonetic: Bool = true) -> Word {
        let isNumber = !key.isEmpty && key.unicodeScalars.allSatisfy { ($0.value >= 0x30 && $0.value <= 0x39) || $0 == "." }
        return Word(
            key: key, scalars: Array(key.unicodeScalars), stem: stem ?? (isNumber ? key : Stemmer.stem(key)),
            phonetic: isNumber || !phonetic ? "" : PhoneticKey.key(key), isNumber: isNumber)
    }

    private static func english(_ text: String, folded: String, normalizer: Normalizer) -> Profile {
        let normalized = normalizer.normalize(text, language: .en)
        var all: [Word] = []
        var content: [Word] = []
        for (index, token) in normalized.tokens.enumerated() {
            let key = token.key.unicodeScalars.contains("'") ? token.key.filter { $0 != "'" } : token.key
            guard !key.isEmpty else { continue }
            var word = word(key)
            word.synonym = Self.englishSynonym(word)
            all.append(word)
            // NB: the spoken surface matters only for a number ("one" read as 1): read it then only.
            if !genericEnglish.contains(key)
                && !(word.isNumber && genericEnglish.contains(normalized.surface(index..<index + 1).lowercased()))
            {
                content.append(word)
            }
        }
        if content.isEmpty { content = all }
        if content.isEmpty, !folded.isEmpty { content = [word(folded)] }
        let surface = Array(content.map(\.key).joined().unicodeScalars)
        let lemma = Array(content.map(\.stem).joined().unicodeScalars)
        return Profile(
            language: .en, folded: folded, words: content, surface: surface, reading: surface, lemma: lemma,
            numbers: content.filter(\.isNumber).map(\.key))
    }

    /// The English synonym group of a word, by its key or its stem ("phoned" -> "phone"), or -1.
    static func englishSynonym(_ word: Word) -> Int32 {
        guard !word.isNumber else { return -1 }
        return Lexicon.english.synonymGroup(word.key) ?? Lexicon.english.synonymGroup(word.stem) ?? -1
    }

    /// One Japanese word as the profile sees it.
    private struct Piece {
        var surface: String  // folded
        var reading: String
        var lemma: String  // dictionary form as kana; "" for particles and auxiliaries
        var stem: String  // leading kanji of the dictionary form (出し, 出す -> 出), else the lemma
        var isNumber: Bool
        var isContent: Bool = true  // not a particle, auxiliary or helper verb
        var isKnown: Bool = true  // in MeCab's dictionary
        var role: Role = .identity
        var isParticle = false
        var isConcept = false  // lemma from the lexicon's action group
    }

    private static func japanese(_ text: String, folded: String, normalizer: Normalizer) -> Profile {
        let source = text.precomposedStringWithCompatibilityMapping.lowercased()
        var pieces: [Piece]
        let hasMorphemes: Bool
        if let reader = normalizer.reader, reader.isAvailable {
            pieces = namedDays(morphemePieces(source, reader: reader))
            hasMorphemes = true
        } else {
            pieces = degradedPieces(source)
            hasMorphemes = false
        }
        // Generic words at the edges, at word boundaries, if something remains.
        func strip(_ generic: [String], fromStart: Bool) {
            var changed = true
            while changed, pieces.count > 1 {
                changed = false
                for word in generic {
                    var joined = ""
                    for count in 1...min(3, pieces.count - 1) {
                        joined = fromStart ? joined + pieces[count - 1].reading : pieces[pieces.count - count].reading + joined
                        if joined == word {
                            if fromStart { pieces.removeFirst(count) } else { pieces.removeLast(count) }
                            changed = true
                            break
                        }
                    }
                    if changed { break }
                }
            }
        }
        strip(genericJapaneseSuffixes, fromStart: false)
        strip(genericJapanesePrefixes, fromStart: true)
        let words = pieces.filter(\.isContent).map { piece in
            word(piece.isNumber ? piece.surface : piece.lemma, stem: piece.stem, phonetic: false)
        }
        return Profile(
            language: .ja, folded: folded, words: words,
            surface: Array(pieces.map(\.surface).joined().unicodeScalars),
            reading: Array(pieces.map(\.reading).joined().unicodeScalars),
            lemma: Array(pieces.map(\.lemma).joined().unicodeScalars),
            numbers: pieces.filter(\.isNumber).map(\.surface), hasMorphemes: hasMorphemes,
            japaneseWords: pieces.indices.filter { pieces[$0].isContent }.map { index in
                let piece = pieces[index]
                // The particle after the word and its suffixes (田中[さん]から).
                var after = index + 1
                while after < pieces.count, pieces[after].isContent, pieces[after].role == .function, !pieces[after].isNumber { after += 1 }
                let next = after < pieces.count && pieces[after].isParticle ? pieces[after].surface : ""
                return JapaneseWord(
                    surface: piece.surface, reading: piece.reading, lemma: piece.lemma.isEmpty ? piece.reading : piece.lemma,
                    stem: piece.stem, role: piece.role, isNumber: piece.isNumber, isKnown: piece.isKnown, particle: next,
                    isConcept: piece.isConcept)
            })
    }

    /// A day named by what it is for, 「Xの日」 (父の日, 母の日, 敬老の日), as one word: MeCab cuts it
    /// X|の|日, and 日 alone would be found in 誕生日 (父の日のプレゼント is no 父の誕生日プレゼント).
    private static func namedDays(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        var index = 0
        while index < pieces.count {
            if index + 2 < pieces.count, pieces[index].isContent, pieces[index].role == .identity, !pieces[index].isNumber,
                pieces[index + 1].surface == "の", pieces[index + 2].surface == "日"
            {
                var day = pieces[index]
                day.surface += "の日"
                day.reading += pieces[index + 1].reading + pieces[index + 2].reading
                day.lemma = day.reading
                day.stem = day.surface
                day.isParticle = false
                result.append(day)
                index += 3
                continue
            }
            result.append(pieces[index])
            index += 1
        }
        return result
    }

    private static func isDigits(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.value >= 0x30 && $0.value <= 0x39 }
    }

    /// The leading run of kanji, or nil: "出し" -> "出", "買い物" -> "買".
    private static func leadingKanji(_ text: String) -> String? {
        let run = text.unicodeScalars.prefix { $0.properties.isIdeographic || $0 == "々" }
        return run.isEmpty ? nil : String(String.UnicodeScalarView(run))
    }

    private static func morphemePieces(_ source: String, reader: JapaneseReader) -> [Piece] {
        var pieces: [Piece] = []
        for morpheme in reader.morphemes(of: source) {
            let surface = foldedKey(morpheme.surface, language: .ja)
            guard !surface.isEmpty else { continue }  // punctuation, spaces
            if morpheme.partOfSpeech == "記号" || morpheme.partOfSpeech == "フィラー" || morpheme.partOfSpeech == "感動詞" {
                continue
            }
            // Numbers: ASCII digits, kanji numerals (二十一 -> 21), and 三月-style nouns.
            let (numeral, rest) = KanjiNumber.split(surface)
            if let numeral, morpheme.partOfSpeechDetail == "数" || rest.isEmpty || KanjiNumber.isCounter(rest) {
                if let last = pieces.last, last.isNumber, morpheme.partOfSpeechDetail == "数" {
                    pieces[pieces.count - 1].surface += numeral  // 二 十 一 come one by one
                } else {
                    pieces.append(Piece(surface: numeral, reading: "", lemma: "", stem: "", isNumber: true))
                }
                if !rest.isEmpty {  // 三月 -> 3 + 月
                    pieces.append(Piece(surface: rest, reading: rest, lemma: rest, stem: rest, isNumber: false, role: .function))
                }
                continue
            }
            var reading = foldedKey(morpheme.reading, language: .ja)
            var lemma = reading
            var isContent = true
            var isParticle = false
            var role = Role.identity
            switch morpheme.partOfSpeech {
            case "助動詞":
                lemma = ""  // た, ます, です: tense and politeness
                isContent = false
            case "動詞":
                if morpheme.partOfSpeechDetail == "非自立" || morpheme.partOfSpeechDetail == "接尾"
                    || (morpheme.baseForm == "する" && !pieces.isEmpty)
                {
                    lemma = ""  // 電話[する], 買って[いる], 行か[れる]
                    isContent = false
                    // 電話[する], メール[した]: the noun before する is the action.
                    if morpheme.baseForm == "する", let last = pieces.indices.last, pieces[last].role == .identity,
                        !pieces[last].isNumber
                    {
                        pieces[last].role = .action
                    }
                } else {
                    lemma = foldedKey(reader.reading(of: morpheme.baseForm), language: .ja)
                }
                role = .action
            case "形容詞":
                lemma = foldedKey(reader.reading(of: morpheme.baseForm), language: .ja)
                if morpheme.partOfSpeechDetail == "接尾" || morpheme.partOfSpeechDetail == "非自立" { role = .function }
            case "助詞":
                lemma = ""  // particles come and go in speech: 牛乳[を]買う
                isContent = false
                isParticle = true
            case "接頭詞", "副詞", "連体詞", "接続詞":
                role = .function  // お, ご; もう, すぐ; この; そして
            case "名詞":
                switch morpheme.partOfSpeechDetail {
                case "接尾", "非自立", "代名詞": role = .function  // さん, 室; こと; これ
                default: break
                }
            default:
                break
            }
            if role == .identity, Lexicon.japanese.isFunctionWord(surface) || Lexicon.japanese.isFunctionWord(reading) {
                role = .function
            }
            if role == .identity, Lexicon.japanese.actionGroup(surface) != nil || Lexicon.japanese.actionGroup(reading) != nil {
                role = .action  // 予約, 掃除: the action nouns of todos
            }
            if let last = pieces.last, last.isNumber {
                // A counter after a number reads differently by number (3月 つき/がつ): compare it as written.
                reading = surface
                lemma = surface
            }
            let stem = leadingKanji(morpheme.baseForm) ?? lemma
            // An action said with another word of its group (送付 for 送る, 購入 for 買う) is compared as
            // the group's word. Only as written with kanji (folded keys hold katakana as hiragana): kana
            // alone has homophones (よる is 夜 as well as 寄る).
            var isConcept = false
            if isContent, role == .action {
                let base = foldedKey(morpheme.baseForm, language: .ja)
                for written in [base, surface] where written.unicodeScalars.contains(where: \.isKanji) {
                    if let concept = Lexicon.japanese.concept(written) {
                        lemma = concept
                        isConcept = true
                        break
                    }
                }
            }
            pieces.append(
                Piece(surface: surface, reading: reading, lemma: lemma, stem: stem, isNumber: false, isContent: isContent,
                      isKnown: morpheme.isKnown, role: role, isParticle: isParticle, isConcept: isConcept))
        }
        for index in pieces.indices where pieces[index].isNumber {
            let value = KanjiNumber.value(pieces[index].surface).map(String.init) ?? pieces[index].surface
            pieces[index].surface = value
            pieces[index].reading = value
            pieces[index].lemma = value
            pieces[index].stem = value
        }
        return pieces
    }

    /// Endings stripped from kana without MeCab, longest first.
    static let degradedEndings: [String] = ["しました", "します", "しない", "した", "する", "して", "ました", "ます"]
    /// Generic edges stripped as strings without MeCab (no word boundaries are known).
    static let degradedGenericSuffixes: [String] = ["のりすと", "のたすく", "のやること", "りすと", "たすく", "やること"]

    private static func degradedPieces(_ source: String) -> [Piece] {
        source.split(whereSeparator: { $0.isWhitespace || $0.isPunctuation }).compactMap { part -> Piece? in
            var surface = foldedKey(String(part), language: .ja)
            for generic in degradedGenericSuffixes where surface.hasSuffix(generic) && surface.count > generic.count {
                surface = String(surface.dropLast(generic.count))
                break
            }
            guard !surface.isEmpty else { return nil }
            var lemma = surface
            for ending in degradedEndings where lemma.hasSuffix(ending) && lemma.count > ending.count {
                lemma = String(lemma.dropLast(ending.count))
                break
            }
            return Piece(surface: surface, reading: surface, lemma: lemma, stem: lemma, isNumber: isDigits(surface))
        }
    }

    // MARK: Index keys

    /// The inverted-index keys, hashed: padded character trigrams, phonetic keys, stems and
    /// synonym groups of English words; character bigrams of the Japanese surface, reading and lemma;
    /// numbers; and the whole folded text. A hash collision only adds a candidate to score.
    var keys: Set<UInt64> {
        var keys: Set<UInt64> = []
        if !folded.isEmpty { keys.insert(IndexKey.exact(folded)) }
        for number in numbers { keys.insert(IndexKey.hash(tag: "N", number.unicodeScalars)) }
        for word in words where word.key.unicodeScalars.allSatisfy(\.isASCII) {
            Self.addTrigrams(of: word.scalars, to: &keys)
            if !word.phonetic.isEmpty { keys.insert(IndexKey.hash(tag: "P", word.phonetic.unicodeScalars)) }
            if !word.isNumber { keys.insert(IndexKey.hash(tag: "S", word.stem.unicodeScalars)) }
            // NB: family, calendar and thing words only: an action's group would bring every todo of a
            // synonym verb to a name of one word ("buy" finding "Pick up dry cleaning"); the other
            // words of a name find those.
            if word.synonym >= 10_000 { keys.insert(IndexKey.hash(tag: "G", String(word.synonym).unicodeScalars)) }
        }
        if language == .ja {
            Self.addBigrams(of: surface, to: &keys)
            Self.addBigrams(of: reading, to: &keys)
            Self.addBigrams(of: lemma, to: &keys)
        }
        return keys
    }

    /// "^by$" -> "^by", "by$"; a one-letter word is its own trigram "^a$".
    static func addTrigrams(of word: [Unicode.Scalar], to keys: inout Set<UInt64>) {
        let padded = ["^"] + word + ["$"]
        for start in 0...(padded.count - 3) {
            keys.insert(IndexKey.hash(tag: "T", padded[start..<start + 3]))
        }
    }

    /// Bigrams of a kana/kanji string; a one-character string is its own key.
    static func addBigrams(of scalars: [Unicode.Scalar], to keys: inout Set<UInt64>) {
        if scalars.count == 1 {
            keys.insert(IndexKey.hash(tag: "J", scalars[0...0]))
            return
        }
        guard scalars.count > 1 else { return }
        for start in 0..<(scalars.count - 1) {
            keys.insert(IndexKey.hash(tag: "J", scalars[start..<start + 2]))
        }
    }
}

/// 64-bit FNV-1a hashes of tagged key text, so the index stores no strings.
enum IndexKey {
    static func hash<S: Sequence>(tag: Unicode.Scalar, _ scalars: S) -> UInt64 where S.Element == Unicode.Scalar {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        hash = (hash ^ UInt64(tag.value)) &* 0x0000_0100_0000_01B3
        for scalar in scalars {
            hash = (hash ^ UInt64(scalar.value)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// The key of a whole folded title.
    static func exact(_ folded: String) -> UInt64 { hash(tag: "F", folded.unicodeScalars) }
}
