import Basics
import PhraseEngine
import SpeechText

/// A grammar rule kept as data (`fixed_pair`, `not_item`, `off_topic`, `closing`), its phrases
/// normalized the way sentences are, so they can be looked for in what was said: English by
/// whole words (normalized: "what's" is "what is"), Japanese as written (folded: width, case,
/// katakana as hiragana), since a reading would find 電気 (でんき) inside 電球 (でんきゅう).
///
///     let words = PhraseData(["salt and pepper"], language: .en, normalizer: Normalizer())
///     words.occurs(in: "add Salt and Pepper")   // true
///     words.occurs(in: "salted peppers")        // false
struct PhraseData {
    let language: Language
    private var keys: [String]
    private let normalizer: Normalizer

    init(_ phrases: [String], language: Language, normalizer: Normalizer) {
        self.language = language
        self.normalizer = normalizer
        keys = []
        keys = Array(Set(phrases.map { key($0) }.filter { !$0.isEmpty }))
    }

    /// The rule's phrases, with their keys kept in the cache folder per build of the program
    /// and per grammar: normalizing a rule's expanded phrases (a `closing` rule with options is
    /// thousands) took about 5 ms of every one-shot command. With `grammarKey` (the grammar
    /// files' content key) the phrases are not even expanded when the keys are stored; without
    /// it, the expanded phrases are the key.
    static func remembered(
        _ rule: String, grammarKey: UInt64?, language: Language, normalizer: Normalizer, phrases: () -> [String]
    ) -> PhraseData {
        var expanded: [String]? = nil
        var hash = ContentHash()
        if let grammarKey {
            hash.combine("grammar \(grammarKey)")
        } else {
            let all = phrases()
            for phrase in all { hash.combine(phrase + "\n") }
            expanded = all
        }
        let purpose = "phrase data \(rule) \(language.rawValue) \(String(hash.value, radix: 16))"
        let stored = CacheFile.remembered(purpose, file: "phrase-data-\(rule)-\(language.rawValue)") {
            // NB: a rule with no phrases is remembered as one blank line (an empty file is rebuilt).
            PhraseData(expanded ?? phrases(), language: language, normalizer: normalizer).keys.sorted().joined(separator: "\n") + "\n"
        }
        var data = PhraseData([], language: language, normalizer: normalizer)
        // NB: split as bytes: splitting the String by Character cost more than the rest of a one-shot parse.
        data.keys = stored.utf8.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        return data
    }

    var isEmpty: Bool { keys.isEmpty }

    /// The text's key form: words between single spaces in English, the reading in Japanese.
    func key(_ text: String) -> String {
        language.wordSeparator.isEmpty ? foldedKey(text, language: language) : normalizer.normalize(text, language: language).keyString
    }

    /// True when one of the phrases is in the text (English: as whole words).
    func occurs(in text: String) -> Bool {
        let folded = key(text)
        guard !folded.isEmpty else { return false }
        if language.wordSeparator.isEmpty { return keys.contains { folded.contains($0) } }
        let padded = " " + folded + " "
        return keys.contains { padded.contains(" " + $0 + " ") }
    }

    /// The phrases found in the text, as keys (English: whole words), longest first.
    func occurrences(in text: String) -> [String] {
        let folded = key(text)
        guard !folded.isEmpty else { return [] }
        let found: [String]
        if language.wordSeparator.isEmpty {
            found = keys.filter { folded.contains($0) }
        } else {
            let padded = " " + folded + " "
            found = keys.filter { padded.contains(" " + $0 + " ") }
        }
        return found.sorted { $0.count > $1.count }
    }

    /// True when the text begins with one of the phrases (English: as whole words).
    func begins(_ text: String) -> Bool {
        let folded = key(text)
        guard !folded.isEmpty else { return false }
        if language.wordSeparator.isEmpty { return keys.contains { folded.hasPrefix($0) } }
        let padded = folded + " "
        return keys.contains { padded.hasPrefix($0 + " ") }
    }

    /// True when the text ends with one of the phrases (English: as whole words).
    func ends(_ text: String) -> Bool {
        let folded = key(text)
        guard !folded.isEmpty else { return false }
        if language.wordSeparator.isEmpty { return keys.contains { folded.hasSuffix($0) } }
        let padded = " " + folded
        return keys.contains { padded.hasSuffix(" " + $0) }
    }

    /// True when the whole text is one of the phrases.
    func isWhole(_ text: String) -> Bool {
        let folded = key(text)
        return !folded.isEmpty && keys.contains(folded)
    }
}
