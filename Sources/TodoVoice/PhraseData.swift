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
    private var keys = SortedKeys([]) {
        didSet { lookup = Lookup(keys, separated: !language.wordSeparator.isEmpty) }
    }
    private var lookup = Lookup(SortedKeys([]), separated: true)
    private let normalizer: Normalizer

    /// The phrases, sorted: a sentence is looked through once, position by position, and at
    /// each only the phrases that begin with the word (English) or character (Japanese) there
    /// are compared, found by binary search (a rule like `still_to_do` expands to about a
    /// thousand phrases; a substring search for each cost more than the whole parse, and a table
    /// by first word, built per process, a few million instructions of a one-shot command). The
    /// keys are read in place from the cache file (`SortedKeys`): a String per phrase cost a
    /// one-shot command a million instructions more.
    private struct Lookup: Sendable {
        let keys: SortedKeys
        let separated: Bool

        init(_ keys: SortedKeys, separated: Bool) {
            self.keys = keys
            self.separated = separated
        }

        /// The keys that begin with `first` as a whole word (English: `first` alone or followed by
        /// a space, which sorts below every other character a key holds) or character (Japanese).
        private func beginning(with first: Substring) -> Range<Int> {
            let start = keys.lowerBound(String(first))
            let end: Int
            if separated {
                end = keys.lowerBound(first + "!")
            } else if let scalar = first.unicodeScalars.last, let next = Unicode.Scalar(scalar.value + 1) {
                end = keys.lowerBound(first.dropLast() + String(next))
            } else {
                end = keys.count
            }
            return start..<max(start, end)
        }

        /// True when `text` (already a key) is one of the phrases.
        func contains(_ text: String) -> Bool { keys.contains(text) }

        /// Each phrase found in `text` (already a key), with where it ends.
        func matches(in text: String, onlyAtStart: Bool = false) -> [(key: String, end: String.Index)] {
            var found: [(key: String, end: String.Index)] = []
            guard !keys.isEmpty else { return found }
            let utf8 = Array(text.utf8)
            func look(at start: String.Index, first: Substring) {
                // NB: keys and text are normalized alike: their bytes compare as their text.
                let offset = text.utf8.distance(from: text.startIndex, to: start)
                for index in beginning(with: first) {
                    let length = keys.withKey(at: index) { key -> Int? in
                        guard key.count <= utf8.count - offset, key.elementsEqual(utf8[offset..<offset + key.count]) else { return nil }
                        return key.count
                    }
                    guard let length else { continue }
                    let end = text.utf8.index(start, offsetBy: length)
                    // NB: English phrases end at a word's end.
                    if separated, end < text.endIndex, text.utf8[end] != UInt8(ascii: " ") { continue }
                    found.append((keys.string(at: index), end))
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
        keys = SortedKeys(Set(phrases.map { key($0) }.filter { !$0.isEmpty }).sorted())
        // NB: an initializer's own assignment calls no didSet.
        lookup = Lookup(keys, separated: !language.wordSeparator.isEmpty)
    }

    /// The rule's phrases, with their keys kept in the cache folder per build of the program
    /// and per grammar: normalizing a rule's expanded phrases (a `closing` rule with options is
    /// thousands) took about 5 ms of every one-shot command. With `grammarKey` (the grammar
    /// files' content key) the phrases are not even expanded when the keys are stored; without
    /// it, the expanded phrases are the key. The keys are read where they lie in the file.
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
        guard let folder = CacheFile.folder() else {
            return PhraseData(expanded ?? phrases(), language: language, normalizer: normalizer)
        }
        var key = ContentHash()
        key.combine("phrase data \(rule) \(language.rawValue) \(String(hash.value, radix: 16)) \(CacheFile.programIdentity)")
        let file = CacheFile(path: folder + "/phrase-data-\(rule)-\(language.rawValue).bin", kind: "phrase data")
        if var reader = file.reader(key: key.value), let keys = try? SortedKeys.read(&reader), reader.isAtEnd {
            var data = PhraseData([], language: language, normalizer: normalizer)
            data.keys = keys
            return data
        }
        let made = PhraseData(expanded ?? phrases(), language: language, normalizer: normalizer)
        var writer = BinaryWriter()
        SortedKeys.write(made.keys, to: &writer)
        file.write(writer.bytes, key: key.value)
        return made
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
