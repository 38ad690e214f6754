import Basics
import SpeechText

/// Finds the grammar words a misrecognized English word may stand for: one edit away
/// (for words of four letters or more) or sounding the same.
///
///     index.matches(for: "compete")   // [(id of "complete", 0.6)]
///
/// One-edit candidates come from a deletion index (each word and its one-letter deletions),
/// checked with the real edit distance, so a lookup costs a handful of hash probes.
struct FuzzyIndex: Sendable {
    static let editCredit = 0.6
    static let phoneticCredit = 0.6
    static let minimumEditLength = 4
    static let minimumPhoneticLength = 3

    // NB: not private: GrammarCoding keeps them in the compiled-grammar cache.
    var deletions = PostingTable()
    var phonetic = PostingTable()
    var words: [[Unicode.Scalar]] = []
    /// The longest template word: a token longer by two or more can be no mishearing of one.
    var longestWord = 0
    /// Words heard only as themselves (the grammar's rule `never_misheard`).
    var unheard: Set<String> = []
    private let isEnabled: Bool

    /// The grammar rule whose one-word phrases are never heard as another word.
    static let unheardRule = "never_misheard"

    init(words vocabulary: [String], language: Language, unheard: Set<String> = []) {
        isEnabled = LanguageTraits.of(language).matchesSoundAlikeWords
        guard isEnabled else { return }
        self.unheard = unheard
        words = vocabulary.map { Array($0.unicodeScalars) }
        longestWord = words.map(\.count).max() ?? 0
        var deletions: [String: [Int32]] = [:]
        var phonetic: [String: [Int32]] = [:]
        for (index, scalars) in words.enumerated() where Self.isWord(scalars) {
            let id = Int32(index)
            if scalars.count >= Self.minimumEditLength {
                for variant in Self.variants(scalars) { deletions[variant, default: []].append(id) }
            }
            if scalars.count >= Self.minimumPhoneticLength {
                let key = PhoneticKey.key(String(String.UnicodeScalarView(scalars)))
                if !key.isEmpty { phonetic[key, default: []].append(id) }
            }
        }
        self.deletions = PostingTable(deletions)
        self.phonetic = PostingTable(phonetic)
    }

    /// Vocabulary words close to `token` (other than the token itself), with the credit of each.
    func matches(for token: String) -> [(id: Int32, credit: Double)] {
        guard isEnabled else { return [] }
        let scalars = Array(token.unicodeScalars)
        // NB: deletion variants cost the square of the length; a runaway token must not pay it.
        guard scalars.count <= longestWord + 1, Self.isWord(scalars) else { return [] }
        // NB: a word whose meaning turns the sentence ("not", "never") is heard as said: "not
        // today" is no "note today" (the grammar's `never_misheard`).
        guard !unheard.contains(token) else { return [] }
        var found: [Int32: Double] = [:]
        if scalars.count >= Self.minimumEditLength - 1 {
            var candidates: Set<Int32> = []
            for variant in Self.variants(scalars) {
                if let ids = deletions[variant] { candidates.formUnion(ids) }
            }
            for id in candidates {
                let word = words[Int(id)]
                if word != scalars, EditDistance.distance(word, scalars, limit: 1) != nil {
                    found[id] = Self.editCredit
                }
            }
        }
        if scalars.count >= Self.minimumPhoneticLength {
            let key = PhoneticKey.key(token)
            // NB: a short word that only sounds like a template word is more often a name said
            // ("dad" is no "todo"): under five letters it must also begin the same way. And a
            // recognizer keeps the beats of what it heard: a word of other syllables than the
            // template word is another word ("sister" and "sitter" are no "star", "fridays" no
            // "favorites").
            let beats = Self.syllables(scalars)
            for id in phonetic[key] ?? [] where words[Int(id)] != scalars
                && (scalars.count >= 5 || words[Int(id)].first == scalars.first)
                && beats == Self.syllables(words[Int(id)]) {
                found[id] = max(found[id] ?? 0, Self.phoneticCredit)
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// The word and each of its one-scalar deletions.
    private static func variants(_ scalars: [Unicode.Scalar]) -> [String] {
        var result = [String(String.UnicodeScalarView(scalars))]
        for index in scalars.indices {
            var copy = scalars
            copy.remove(at: index)
            result.append(String(String.UnicodeScalarView(copy)))
        }
        return result
    }

    /// The syllables of an English word as spelled: runs of vowels, less a silent e at the
    /// end ("snooze" 1, "sister" 2, "complete" 2, "favorites" 3, "starred" 1; "s" 0). Rough,
    /// but a mishearing keeps the beats.
    static func syllables(_ scalars: [Unicode.Scalar]) -> Int {
        let vowels = "aeiouy".unicodeScalars
        var count = 0
        var inVowel = false
        for (index, scalar) in scalars.enumerated() {
            let isVowel = vowels.contains(scalar) && !(scalar == "y" && index == 0)
            if isVowel && !inVowel { count += 1 }
            inVowel = isVowel
        }
        // A final e, es or ed after a consonant is silent ("snooze", "notes", "starred"), but
        // not where it makes a beat of its own ("little", "boxes", "wanted").
        var end = scalars.count
        if end >= 2, scalars[end - 1] == "s" || scalars[end - 1] == "d", scalars[end - 2] == "e" { end -= 1 }
        if count > 1, end >= 3, scalars[end - 1] == "e", case let before = scalars[end - 2], !vowels.contains(before) {
            let ending = end < scalars.count ? scalars[end] : "e"
            let beat: Bool
            switch ending {
            case "s": beat = "sxzc".unicodeScalars.contains(before) || (before == "h" && "cs".unicodeScalars.contains(scalars[end - 3]))
            case "d": beat = before == "t" || before == "d"
            default: beat = before == "l" && !vowels.contains(scalars[end - 3])
            }
            if !beat { count -= 1 }
        }
        return count
    }

    /// The syllables of words said together.
    static func syllables<Words: Sequence<String>>(of words: Words) -> Int {
        words.reduce(0) { $0 + syllables(Array($1.unicodeScalars)) }
    }

    /// Letters only: digits and mixed tokens are never "misheard" into words.
    private static func isWord(_ scalars: [Unicode.Scalar]) -> Bool {
        !scalars.isEmpty && scalars.allSatisfy { $0.properties.isAlphabetic }
    }
}
