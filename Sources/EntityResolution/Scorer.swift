import Basics
import SpeechText

/// Combines the similarity signals of a spoken phrase and a title into one score.
enum Scorer {
    /// Anything but an exact title is capped here, so an exact title always wins.
    static let nonExactCap = 0.98
    /// Applied when both sides have numbers and none agree ("buy 2" vs "Buy 3 eggs").
    static let numberMismatchFactor = 0.7
    /// Japanese: the share of the score that depends on every spoken word being in the title.
    static let wordPenalty = 0.5  // calibrated: docs/RESOLUTION.md

    static func score(_ query: Profile, _ title: Profile, said: SpokenWords? = nil) -> (Double, [String: Double]) {
        var signals: [String: Double] = [:]
        let value = score(query, title, said: said ?? SpokenWords(query), signals: &signals)
        return (value, signals)
    }

    /// The score alone: what ranking compares (the signals are explained only for the candidates returned).
    static func scoreOnly(_ query: Profile, _ title: Profile, said: SpokenWords? = nil) -> Double {
        var signals: [String: Double]? = nil
        return score(query, title, said: said ?? SpokenWords(query), signals: &signals)
    }

    /// The query's known Japanese words as scalars, made once per query rather than once per
    /// title it is scored against (see `presence`).
    struct SpokenWords {
        struct Word {
            var surface: [Unicode.Scalar]
            var reading: [Unicode.Scalar]
            var lemma: [Unicode.Scalar]
            var word: Profile.JapaneseWord
        }
        let words: [Word]

        init(_ query: Profile) {
            words = query.japaneseWords.filter(\.isKnown).map { word in
                Word(
                    surface: Array(word.surface.unicodeScalars), reading: Array(word.reading.unicodeScalars),
                    lemma: Array(word.lemma.unicodeScalars), word: word)
            }
        }
    }

    private static func score<Signals: SignalRecording>(
        _ query: Profile, _ title: Profile, said: SpokenWords, signals: inout Signals
    ) -> Double {
        if query.folded.sameUTF8(title.folded) {
            signals.record(["exact": 1, "words": 1, "chars": 1])
            return 1
        }
        var best: Double
        switch (query.language, title.language) {
        case (.en, .en):
            let (words, containment, shares) = Similarity.words(query.words, title.words)
            let chars = Similarity.chars(query.surface, title.surface)
            signals.set("contained", containment)
            let stems = Similarity.chars(query.lemma, title.lemma)
            signals.set("words", words)
            signals.set("chars", chars.score)
            signals.set("edit", chars.whole)
            signals.set("phonetic", shares[.phonetic] ?? 0)
            signals.set("conjugation", max(shares[.conjugation] ?? 0, stems.score))
            best = max(words, 0.9 * chars.score, 0.92 * stems.score)
        case (.ja, .ja):
            let surface = Similarity.chars(query.surface, title.surface)
            let reading = Similarity.chars(query.reading, title.reading)
            let lemma = Similarity.chars(query.lemma, title.lemma)
            let (words, _, _) = Similarity.words(query.words, title.words)
            let containment = presence(said, in: title)
            signals.set("chars", surface.score)
            signals.set("reading", reading.score)
            signals.set("conjugation", lemma.score)
            signals.set("edit", reading.whole)
            signals.set("words", words)
            // Every word said is in the title: its words are there and its characters sit in the
            // title's surface, reading or dictionary form (MeCab passes over kana it does not know).
            if query.japaneseWords.contains(where: \.isKnown) {
                signals.set("contained", min(containment, max(surface.containment, reading.containment, lemma.containment)))
            }
            best = max(surface.score, 0.97 * reading.score, 0.95 * lemma.score, 0.9 * words)
            if query.hasMorphemes, title.hasMorphemes, query.japaneseWords.contains(where: \.isKnown) {
                // Characters alone let 猫の散歩 pass for 犬の散歩: a spoken word with no
                // counterpart in the title costs up to wordPenalty of the score.
                best *= 1 - wordPenalty * (1 - containment)
            }
        default:
            // Mixed scripts: only the folded characters can meet ("slack" in 「Slackに連絡」).
            let chars = Similarity.chars(query.surface, title.surface)
            signals.set("chars", chars.score)
            signals.set("edit", chars.whole)
            best = 0.9 * chars.score
        }
        if !query.numbers.isEmpty {
            let shared = query.numbers.filter(title.numbers.contains).count
            signals.set("number", Double(shared) / Double(query.numbers.count))
            if shared == 0, !title.numbers.isEmpty { best *= numberMismatchFactor }
        }
        return min(best, 1) * nonExactCap
    }

    /// The share (by length) of the spoken Japanese words found in the title, as written,
    /// as read, or in dictionary form. Substrings, not word equality, because MeCab cuts
    /// all-kana speech differently from kanji titles (せんたく vs 洗濯).
    ///
    /// A verb written in kanji that the title holds only as another verb read alike (飼う for
    /// 買う, 撮る for 取る) counts half: the writer chose other characters, so it is another word
    /// unless the rest of the name agrees (「猫を飼う」 is not 「猫のエサを買う」).
    static func presence(_ said: SpokenWords, in title: Profile) -> Double {
        var found = 0.0
        var total = 0
        // The title's words without their particles, made at most once: MeCab reads 「請求書送る」 as
        // 請求 and 書送る (a verb, かきおくる), which 「請求書を送る」 holds only with its を left out.
        var unparticled: [Unicode.Scalar]?
        for spoken in said.words {
            let length = spoken.reading.count
            total += length
            if Similarity.holds(title.surface, spoken.surface) {
                found += Double(length)
            } else if Similarity.holds(title.reading, spoken.reading) || Similarity.holds(title.lemma, spoken.lemma) {
                found += writtenOtherwise(spoken.word, in: title) ? Double(length) / 2 : Double(length)
            } else if spoken.surface.count >= 2, spoken.surface.contains(where: Identity.isKanji) {
                if unparticled == nil { unparticled = Array(title.japaneseWords.map(\.surface).joined().unicodeScalars) }
                if Similarity.holds(unparticled!, spoken.surface) { found += Double(length) }
            }
        }
        return total == 0 ? 1 : found / Double(total)
    }

    /// True when the spoken word is a verb written with kanji and a title verb read the same way
    /// is written with other kanji (飼う and 買う; not 買った and 買う, whose kanji agree). Nouns
    /// read alike are often one word written two ways (玉子 and 卵, as a recognizer writes it).
    static func writtenOtherwise(_ word: Profile.JapaneseWord, in title: Profile) -> Bool {
        guard word.role == .action, word.stem.unicodeScalars.contains(where: Identity.isKanji) else { return false }
        return title.japaneseWords.contains { other in
            // Two words of one action group (送付 and 送る) are synonyms, not one word written wrong.
            !(word.isConcept && other.isConcept && other.lemma.sameUTF8(word.lemma)) && other.role == .action && (other.reading.sameUTF8(word.reading) || other.lemma.sameUTF8(word.lemma)) && !other.stem.sameUTF8(word.stem)
                && other.stem.unicodeScalars.contains(where: Identity.isKanji)
        }
    }
}

/// Where `Scorer` writes the parts of a score: a dictionary, or nowhere.
protocol SignalRecording {
    mutating func set(_ name: String, _ value: @autoclosure () -> Double)
    mutating func record(_ all: [String: Double])
}

extension Dictionary: SignalRecording where Key == String, Value == Double {
    @inline(__always) mutating func set(_ name: String, _ value: @autoclosure () -> Double) { self[name] = value() }
    mutating func record(_ all: [String: Double]) { self = all }
}

extension Optional: SignalRecording where Wrapped == [String: Double] {
    @inline(__always) mutating func set(_ name: String, _ value: @autoclosure () -> Double) {}
    mutating func record(_ all: [String: Double]) {}
}
