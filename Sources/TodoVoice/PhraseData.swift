import Basics
import Foundation
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
    private var keys: [String] = [] {
        didSet { lookup = Lookup(keys, separated: !language.wordSeparator.isEmpty) }
    }
    private var lookup = Lookup([], separated: true)
    private let normalizer: Normalizer

    /// The phrases, sorted: a sentence is looked through once, position by position, and at
    /// each only the phrases that begin with the word (English) or character (Japanese) there
    /// are compared, found by binary search (a rule like `still_to_do` expands to about a
    /// thousand phrases; a substring search for each cost more than the whole parse, and a table
    /// by first word, built per process, a few million instructions of a one-shot command).
    private struct Lookup: Sendable {
        /// Sorted (`<`).
        let keys: [String]
        let separated: Bool

        init(_ keys: [String], separated: Bool) {
            self.keys = keys
            self.separated = separated
        }

        /// The first index whose key is not below `text`.
        private func lowerBound(_ text: String) -> Int {
            var low = 0
            var high = keys.count
            while low < high {
                let middle = (low + high) >> 1
                if keys[middle] < text { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The keys that begin with `first` as a whole word (English: `first` alone or followed by
        /// a space, which sorts below every other character a key holds) or character (Japanese).
        private func beginning(with first: Substring) -> Range<Int> {
            let start = lowerBound(String(first))
            let end: Int
            if separated {
                end = lowerBound(first + "!")
            } else if let scalar = first.unicodeScalars.last, let next = Unicode.Scalar(scalar.value + 1) {
                end = lowerBound(first.dropLast() + String(next))
            } else {
                end = keys.count
            }
            return start..<max(start, end)
        }

        /// True when `text` (already a key) is one of the phrases.
        func contains(_ text: String) -> Bool {
            let index = lowerBound(text)
            return index < keys.count && keys[index] == text
        }

        /// Each phrase found in `text` (already a key), with where it ends.
        func matches(in text: String, onlyAtStart: Bool = false) -> [(key: String, end: String.Index)] {
            var found: [(key: String, end: String.Index)] = []
            guard !keys.isEmpty else { return found }
            func look(at start: String.Index, first: Substring) {
                // NB: keys and text are normalized alike: their bytes compare as their text.
                for key in keys[beginning(with: first)] where text.hasUTF8Prefix(key, from: start) {
                    let end = text.utf8.index(start, offsetBy: key.utf8.count)
                    // NB: English phrases end at a word's end.
                    if separated, end < text.endIndex, text.utf8[end] != UInt8(ascii: " ") { continue }
                    found.append((key, end))
                }
            }
            if separated {
                for word in text.split(separator: " ") {
                    look(at: word.startIndex, first: word)
                    if onlyAtStart { break }
                }
            } else {
                var position = text.startIndex
                while position < text.endIndex {
                    let next = text.index(after: position)
                    look(at: position, first: text[position..<next])
                    if onlyAtStart { break }
                    position = next
                }
            }
            return found
        }
    }

    init(_ phrases: [String], language: Language, normalizer: Normalizer) {
        self.language = language
        self.normalizer = normalizer
        keys = Set(phrases.map { key($0) }.filter { !$0.isEmpty }).sorted()
        // NB: an initializer's own assignment calls no didSet.
        lookup = Lookup(keys, separated: !language.wordSeparator.isEmpty)
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
        // NB: split as bytes, by hand: splitting the String by Character cost more than the rest
        // of a one-shot parse, and the generic split of its UTF-8 view 8 million instructions.
        var lines: [String] = []
        var text = stored
        text.withUTF8 { bytes in
            var start = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: "\n") {
                if index > start { lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)) }
                start = index + 1
            }
            if start < bytes.count { lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)) }
        }
        // NB: stored sorted, but sorted again when a file written otherwise is read (cheap when in order).
        data.keys = lines.sorted()
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
        return !folded.isEmpty && !lookup.matches(in: folded).isEmpty
    }

    /// The phrases found in the text, as keys (English: whole words), longest first.
    func occurrences(in text: String) -> [String] {
        let folded = key(text)
        guard !folded.isEmpty else { return [] }
        return Set(lookup.matches(in: folded).map(\.key)).sorted { $0.count > $1.count }
    }

    /// True when the text begins with one of the phrases (English: as whole words).
    func begins(_ text: String) -> Bool {
        let folded = key(text)
        return !folded.isEmpty && !lookup.matches(in: folded, onlyAtStart: true).isEmpty
    }

    /// True when the text ends with one of the phrases (English: as whole words).
    func ends(_ text: String) -> Bool {
        let folded = key(text)
        return !folded.isEmpty && lookup.matches(in: folded).contains { $0.end == folded.endIndex }
    }

    /// True when the whole text is one of the phrases.
    func isWhole(_ text: String) -> Bool {
        let folded = key(text)
        return !folded.isEmpty && lookup.contains(folded)
    }
}
