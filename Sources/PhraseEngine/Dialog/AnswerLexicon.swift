import Basics
import Foundation
import SpeechText
import SpokenValues

/// The small words of answers, per language: yes, no, cancel, "more", "none of these",
/// ordinals and pronouns, read from each grammar's `answer_…` rules (answers.phrases). Matched on `foldedKey`, so case, width and kana do not matter.
/// An answer may string several of them together with fillers ("um, yeah, sure, go ahead",
/// 「うん、消して」, "no, don't delete it"); a mix that contradicts itself has no reading.
///
///     answers.reading("yeah sure", .en)          // .yes
///     answers.reading("二つ目", .ja)             // .ordinal(2)
///     answers.reading("the last one", .en)      // .ordinal(-1)
///     answers.reading("yes, no", .en)           // nil
public struct AnswerLexicon: Sendable {
    /// What a short answer means, independent of the question.
    public enum Reading: Equatable, Sendable {
        case yes
        case no
        case cancel
        case more
        case noneOfThese
        /// 1-based; -1 means the last one.
        case ordinal(Int)
    }

    /// The grammar rules the lexicon reads, by meaning (Grammars/<lang>/answers.phrases).
    public static let ruleNames: [(rule: String, reading: Reading)] = [
        ("answer_yes", .yes), ("answer_no", .no), ("answer_cancel", .cancel), ("answer_more", .more),
        ("answer_none", .noneOfThese), ("answer_first", .ordinal(1)), ("answer_second", .ordinal(2)),
        ("answer_third", .ordinal(3)), ("answer_fourth", .ordinal(4)), ("answer_fifth", .ordinal(5)),
        ("answer_last", .ordinal(-1)),
    ]
    /// Rules of words that point back ("it", 「それ」), carry nothing ("um"), or negate ("don't").
    public static let pronounRule = "answer_pronoun"
    public static let fillerRule = "answer_filler"
    public static let negationRule = "answer_negation"
    /// Every rule a language's grammar must have for the dialog (the negation rule is optional).
    public static var requiredRules: [String] { ruleNames.map(\.rule) + [pronounRule, fillerRule] }

    /// One language's answer words, made from its grammar on first use: a one-shot command in
    /// one language does not expand and fold the other's rules (3M instructions each).
    private struct Tables: Sendable {
        var phrases: [String: Reading] = [:]
        var pronouns: Set<String> = []
        /// Words that carry no answer of their own ("um", "please", 「えーと」「ください」).
        var neutral: Set<String> = []
        /// Words after which a "yes" phrase means no ("don't delete it").
        var negations: Set<String> = []
        /// The longest phrase, in units (English words, Japanese characters).
        var longest = 1

        init(_ grammar: Grammar) {
            let language = grammar.language
            func words(_ rule: String) -> [String] { grammar.phrases(ofRule: rule) ?? [] }
            for (rule, reading) in AnswerLexicon.ruleNames {
                for word in words(rule) { phrases[foldedKey(word, language: language)] = reading }
            }
            pronouns = Set(words(AnswerLexicon.pronounRule).map { foldedKey($0, language: language) })
            neutral = Set(words(AnswerLexicon.fillerRule).map { foldedKey($0, language: language) })
            negations = Set(words(AnswerLexicon.negationRule).map { foldedKey($0, language: language) })
            // NB: a key's length in characters bounds its length in units (words or characters).
            let lengths = (Array(phrases.keys) + Array(neutral)).map(\.count)
            longest = min(lengths.max() ?? 1, AnswerLexicon.maxUnits)
        }
    }

    /// The grammars, and the tables made of them so far.
    private final class Store: @unchecked Sendable {
        let languages: Set<Language>
        private let grammar: @Sendable (Language) -> Grammar?
        private let storedPronouns: @Sendable (Language) -> Set<String>?
        private var made: [Language: Tables] = [:]
        private let lock = NSLock()

        init(
            languages: Set<Language>, grammar: @escaping @Sendable (Language) -> Grammar?,
            storedPronouns: @escaping @Sendable (Language) -> Set<String>?
        ) {
            self.languages = languages
            self.grammar = grammar
            self.storedPronouns = storedPronouns
        }

        private var pronouns: [Language: Set<String>] = [:]

        /// A language's pronouns alone: every parse asks whether a name only points back, and the
        /// rest of the answer words are wanted only when a question is answered.
        func pronouns(_ language: Language) -> Set<String>? {
            lock.lock()
            defer { lock.unlock() }
            if let made = made[language] { return made.pronouns }
            if let set = pronouns[language] { return set }
            guard languages.contains(language) else { return nil }
            if let stored = storedPronouns(language) {
                pronouns[language] = stored
                return stored
            }
            guard let grammar = grammar(language) else { return nil }
            let set = AnswerLexicon.pronounKeys(grammar)
            pronouns[language] = set
            return set
        }

        func tables(_ language: Language) -> Tables? {
            lock.lock()
            defer { lock.unlock() }
            if let tables = made[language] { return tables }
            guard languages.contains(language), let grammar = grammar(language) else { return nil }
            let tables = Tables(grammar)
            made[language] = tables
            return tables
        }
    }

    private let store: Store
    /// Longer answers are sentences, not small words (keeps segmentation bounded).
    fileprivate static let maxUnits = 40

    /// The answer words of each grammar, read from its `answer_…` rules; a language whose
    /// grammar lacks them has no answer words (every answer is then read as a value or command).
    ///
    ///     AnswerLexicon(grammars: [english]).reading("yeah sure", .en)   // .yes
    public init(grammars: [Grammar]) {
        let byLanguage = Dictionary(grammars.map { ($0.language, $0) }, uniquingKeysWith: { first, _ in first })
        store = Store(languages: Set(byLanguage.keys), grammar: { byLanguage[$0] }, storedPronouns: { _ in nil })
    }

    /// The answer words of grammars got when first needed (an engine's `GrammarShelf`);
    /// `storedPronouns` gives a language's pronoun keys when they are at hand without the grammar.
    init(
        languages: Set<Language>, grammar: @escaping @Sendable (Language) -> Grammar?,
        storedPronouns: @escaping @Sendable (Language) -> Set<String>? = { _ in nil }
    ) {
        store = Store(languages: languages, grammar: grammar, storedPronouns: storedPronouns)
    }

    /// The folded keys of a grammar's pronouns (`pronounRule`).
    static func pronounKeys(_ grammar: Grammar) -> Set<String> {
        Set((grammar.phrases(ofRule: pronounRule) ?? []).map { foldedKey($0, language: grammar.language) })
    }

    /// The other languages' tables, in a fixed order.
    private func others(than language: Language) -> [Tables] {
        Language.allCases.filter { $0 != language && store.languages.contains($0) }.compactMap { store.tables($0) }
    }

    /// The meaning of a whole short answer, or nil when it is not one of the small words.
    public func reading(_ text: String, _ language: Language) -> Reading? {
        let key = foldedKey(text, language: language)
        if let reading = store.tables(language)?.phrases[key] { return reading }
        // NB: answers in the other language still count ("ok" at a Japanese prompt).
        for tables in others(than: language) {
            if let reading = tables.phrases[key] { return reading }
        }
        if let number = NumberWords.value(of: text, language: language), number > 0, number < 100 {
            return .ordinal(number)
        }
        return compound(text, language)
    }

    /// An answer made of several small words: "sure, go ahead", 「うん、消して」,
    /// "the second one please", "no, don't delete it". Every unit must belong to a phrase
    /// or be a filler; the phrases must agree (an ordinal or "more" may come with a yes,
    /// "none of these" with a no).
    private func compound(_ text: String, _ language: Language) -> Reading? {
        guard let tables = store.tables(language) else { return nil }
        let table = tables.phrases, neutral = tables.neutral, negations = tables.negations
        let units = Self.units(of: text, language: language)
        guard units.count > 1, units.count <= Self.maxUnits else { return nil }
        var readings: [Reading] = []
        var negated = false
        var start = 0
        while start < units.count {
            // Longest phrase or filler from here; a filler wins a tie ("please" in "no please don't").
            var found: (end: Int, reading: Reading?)?
            var key = ""
            for end in (start + 1)...min(units.count, start + tables.longest) {
                key += units[end - 1]
                if neutral.contains(key) {
                    found = (end, nil)
                } else if let reading = table[key] {
                    found = (end, reading)
                }
            }
            guard let (end, reading) = found else { return nil }
            if let reading {
                readings.append(negated && reading == .yes ? .no : reading)
            }
            if units[start..<end].contains(where: negations.contains) { negated = true }
            start = end
        }
        return Self.agreed(readings)
    }

    /// An answer's units: words where a language spaces its words, characters where it does not.
    private static func units(of text: String, language: Language) -> [String] {
        if language.wordSeparator.isEmpty {
            return foldedKey(text, language: language).map(String.init)
        }
        return text.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == "-" })
            .map { foldedKey(String($0), language: language) }.filter { !$0.isEmpty }
    }

    /// One reading for several: all the same; an ordinal or "more" with yeses; no and cancel
    /// together (the first); "none of these" with nos.
    private static func agreed(_ readings: [Reading]) -> Reading? {
        guard let first = readings.first else { return nil }
        if readings.allSatisfy({ $0 == first }) { return first }
        let others = readings.filter { $0 != .yes }
        if let single = others.first, others.allSatisfy({ $0 == single }) {
            switch single {
            case .ordinal, .more: return single
            default: break
            }
        }
        if readings.allSatisfy({ $0 == .no || $0 == .cancel || $0 == .noneOfThese }) {
            return readings.contains(.noneOfThese) ? .noneOfThese : first
        }
        return nil
    }

    /// True when the words only point back at something said before ("it", 「それ」).
    public func isPronoun(_ text: String, _ language: Language) -> Bool {
        let key = foldedKey(text, language: language)
        if store.pronouns(language)?.contains(key) == true { return true }
        // NB: another language's pronoun only in its script (「それ」 said in an English sentence);
        // a Latin word is not looked for in Japanese, nor kana in English (nor is the other
        // language's table made for it).
        let script = Language.detect(in: key)
        return Language.allCases.contains { other in
            other != language && (other.hasOwnScript ? script == other : script == nil) && store.languages.contains(other)
                && store.pronouns(other)?.contains(key) == true
        }
    }
}
