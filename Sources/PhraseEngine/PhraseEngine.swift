import Foundation
import Basics
import EntityResolution
import SpeechText

/// Turns free-form sentences into intents with parameters, from grammars a person can read.
///
/// All templates of a language are compiled once, at creation, into one automaton; each
/// `parse` is a bounded dynamic-programming search over it.
///
///     let engine = try PhraseEngine(grammars: [english, japanese], schemas: schemas)
///     let result = engine.parse("remind me to call the plumber tomorrow at 5pm",
///                               language: .en, clock: clock, entities: store)
///     result.best?.intent                 // "AddTodo"
///     result.best?.slots["title"]         // .text("call the plumber")
public final class PhraseEngine: Sendable {
    /// How many other intents `ParseResult.alternatives` lists at most.
    public static let alternativeLimit = 5

    /// The grammars by language, decoded on first use when they come from the cache.
    let shelf: GrammarShelf
    let schemas: [String: IntentSchema]
    let normalizer: Normalizer
    /// The answer words of every grammar (Grammars/<lang>/answers.phrases).
    public let answers: AnswerLexicon
    let compiled = AutomatonCache()
    /// Per language, the words a tolerant reading may not leave unread (`KeptWords`), made on
    /// first need.
    private let keptWords = KeptWordsCache()
    /// Where compiled automata are kept between runs (nil: compiled in every process).
    private let cache: GrammarCache.Source?

    /// When the grammars are compiled into automata.
    public enum Compilation: Sendable {
        /// All languages at creation: errors (a grammar too large) are thrown there.
        case eager
        /// Each language on its first parse, so a one-shot command pays only for the language
        /// it reads; call `compile(_:)` to surface errors early.
        case lazy
    }

    /// Compiles the grammars (one per language) for matching.
    ///
    ///     try PhraseEngine(grammars: [try Grammar.load(directory: enFolder)], schemas: [])
    public convenience init(
        grammars: [Grammar], schemas: [IntentSchema], normalizer: Normalizer = Normalizer(), compilation: Compilation = .eager,
        cache: GrammarCache.Source? = nil
    ) throws(GrammarError) {
        try self.init(shelf: GrammarShelf(grammars), schemas: schemas, normalizer: normalizer, compilation: compilation, cache: cache)
    }

    init(
        shelf: GrammarShelf, schemas: [IntentSchema], normalizer: Normalizer = Normalizer(), compilation: Compilation = .eager,
        cache: GrammarCache.Source? = nil
    ) throws(GrammarError) {
        self.shelf = shelf
        self.schemas = Dictionary(schemas.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.normalizer = normalizer
        // NB: a parse has its language's automaton by the time it asks whether a name only points
        // back, and the automaton holds the pronouns: the grammar is not decoded for them.
        self.answers = AnswerLexicon(
            languages: shelf.languages, grammar: { [shelf] in shelf.grammarIfReadable($0) },
            storedPronouns: { [compiled] in compiled.pronouns(of: $0) })
        self.cache = cache
        if compilation == .eager {
            try compile(Language.allCases.filter(shelf.languages.contains))
        }
    }

    /// The grammars of `directory` through a cache, each language's decoded only when a sentence
    /// needs more of it than its stored automaton (`GrammarShelf`).
    ///
    ///     let engine = try PhraseEngine.load(directory: url, schemas: [], compilation: .lazy, cache: cache)
    public static func load(
        directory: URL, schemas: [IntentSchema], normalizer: Normalizer = Normalizer(), compilation: Compilation = .eager,
        cache: GrammarCache
    ) throws(GrammarError) -> PhraseEngine {
        let (shelf, source) = try cache.shelf(directory: directory) { () throws(GrammarError) -> [Grammar] in
            try Grammar.loadAll(directory: directory, normalizer: normalizer)
        }
        return try PhraseEngine(shelf: shelf, schemas: schemas, normalizer: normalizer, compilation: compilation, cache: source)
    }

    /// Compiles these languages now (those not compiled yet).
    public func compile(_ languages: [Language]) throws(GrammarError) {
        for language in languages {
            _ = try automaton(for: language)
        }
    }

    /// The compiled automaton of a language, built on first use; nil without a grammar.
    func automaton(for language: Language) throws(GrammarError) -> Automaton? {
        guard shelf.languages.contains(language) else { return nil }
        return try compiled.value(for: language) { () throws(GrammarError) -> Automaton in
            if let stored = cache?.automaton(language, normalizer: normalizer) { return stored }
            // NB: a language the shelf holds has a grammar unless its files went away since.
            guard let grammar = try shelf.grammar(language) else { throw GrammarError(.missingLanguage) }
            let built = try AutomatonBuilder.build(grammar, normalizer: normalizer)
            cache?.store(built, normalizer: normalizer)
            return built
        }
    }

    /// What the grammar files were when loaded through a cache (their content and the program's
    /// build), nil without one: a key for anything derived from the grammars and kept on disk.
    public var grammarContentKey: UInt64? { cache.flatMap { $0.storesBuilt ? $0.contentKey : nil } }

    /// The languages the engine has grammars for.
    public var languages: [Language] { Language.allCases.filter(shelf.languages.contains) }

    /// The grammar of a language, as loaded.
    public func grammar(for language: Language) -> Grammar? { shelf.grammarIfReadable(language) }

    /// Reads a sentence as the intents it may express, best first.
    ///
    /// `language` nil means: Japanese when the text has kana or kanji, else English (or the
    /// only language the engine knows).
    ///
    ///     engine.parse("compete buy milk", language: .en, clock: clock, entities: store).best?.intent
    ///     // "CompleteTodo" (a misheard carrier word costs a little)
    public func parse(_ text: String, language: Language? = nil, clock: Clock, entities: any EntityResolving) -> ParseResult {
        let language = language ?? LanguageDetector.detect(text) ?? (shelf.languages.count == 1 ? shelf.languages.first! : .en)
        var result = ParseResult(input: text, language: language, best: nil, alternatives: [], steps: 0)
        // NB: a lazy compile that fails (a grammar too large) reads as no grammar here; `compile(_:)` reports it.
        guard let automaton = try? automaton(for: language) else { return result }
        let normalized = normalizer.normalize(text, language: language)
        guard !normalized.tokens.isEmpty else { return result }
        let matcher = Matcher(automaton: automaton)
        let full = normalized.tokens.count
        var memo = ParseScorer.Memo(text: normalized, automaton: automaton)
        var interpretations = readings(
            of: 0..<full, memo: &memo, matcher: matcher, clock: clock, entities: entities, steps: &result.steps)
        let kept = automaton.kept
        // Tolerance: words no template expects at the edges ("um so yeah", "could you maybe",
        // "I don't need it anymore", 「あのさ」) are left unread, each costing its whole credit,
        // when the plain reading fails or fits poorly. Bounded: a few words, never most of them.
        if (interpretations.first?.score ?? 0) < Self.tolerantBelow, full <= Self.tolerantLength {
            let limit = min(LanguageTraits.of(language).ignorableEdgeTokens, full * 2 / 5)
            if limit > 0 {
                // NB: words are left unread whole: a cut inside a word (a kanji's reading) would
                // leave the rest of it to be heard as something else (駅まで as 今日まで).
                let tokens = normalized.tokens
                func startsWord(_ index: Int) -> Bool {
                    index == 0 || index == full || tokens[index].surfaceRange.lowerBound >= tokens[index - 1].surfaceRange.upperBound
                }
                retries: for dropped in 1...limit {
                    for leading in 0...dropped {
                        // NB: bounded in work too: a long sentence that reads as nothing (kana that
                        // keep most templates in play at every position) stops retrying once the
                        // matcher has taken `retryStepBudget` steps, fewest words left unread first.
                        guard result.steps < Self.retryStepBudget else { break retries }
                        let range = leading..<(full - (dropped - leading))
                        guard startsWord(range.lowerBound), startsWord(range.upperBound) else { continue }
                        // NB: a question or "don't" left unread may still be read as a view, never as a change.
                        let onlyViews = kept.forbidsLeaving(tokens[..<range.lowerBound], before: true)
                            || kept.forbidsLeaving(tokens[range.upperBound...], before: false)
                        var trimmed = readings(
                            of: range, memo: &memo, matcher: matcher, clock: clock, entities: entities, steps: &result.steps)
                        let unread = [
                            leading > 0 ? normalized.surface(0..<leading) : "",
                            range.upperBound < full ? normalized.surface(range.upperBound..<full) : "",
                        ].filter { !$0.isEmpty }
                        let after = range.upperBound < full ? normalized.surface(range.upperBound..<full) : ""
                        for index in trimmed.indices {
                            trimmed[index].ignored = unread.joined(separator: " … ")
                            trimmed[index].ignoredAfter = after
                            trimmed[index].ignoredBefore = leading > 0 ? normalized.surface(0..<leading) : ""
                        }
                        // NB: "it" in a reading that left words unread points at those words ("delete
                        // buy bread, I don't need it anymore"), not at anything said before.
                        for index in trimmed.indices where onlyViews && schemas[trimmed[index].intent]?.changesData != false {
                            trimmed[index].leftMeaningUnread = true
                        }
                        let usable = trimmed.filter { reading in
                            reading.score >= Self.tolerantFloor
                                && !reading.slots.values.contains { value in
                                    if case .entity(let spoken, _) = value { return answers.isPronoun(spoken, language) }
                                    return false
                                }
                        }
                        interpretations = Self.merged(interpretations, usable)
                    }
                }
            }
        }
        // A sentence that ends taking itself back ("add milk, just kidding") changes nothing
        // through a name or title that holds those words, or the last of them (「…、やっぱ|いい」
        // read as a correction to 「いい」).
        result.endsTakingBack = kept.endsTakingBack(normalized.tokens[...])
        if result.endsTakingBack {
            for index in interpretations.indices where schemas[interpretations[index].intent]?.changesData != false {
                let said = interpretations[index].slots.values.flatMap { value -> [String] in
                    switch value {
                    case .text(let text): return [text]
                    case .texts(let texts): return texts
                    case .entity(let spoken, _): return [spoken]
                    default: return []
                    }
                }
                if said.contains(where: { kept.overlapsTakingBack(normalizer.normalize($0, language: language).tokens[...]) }) {
                    interpretations[index].leftMeaningUnread = true
                }
            }
        }
        // NB: the best reading, taken back by a word it left unread, is no reason to act on a worse one.
        let takenBack = interpretations.first?.leftMeaningUnread == true
        interpretations.removeAll(where: \.leftMeaningUnread)
        result.best = takenBack ? nil : interpretations.first
        result.alternatives = Array(interpretations.dropFirst(takenBack ? 0 : 1).prefix(Self.alternativeLimit))
        return result
    }

    /// True when a sentence ends with words that take it back (the grammar's
    /// `unread_never_after`: "add milk, just kidding", 「牛乳を追加、やっぱいい」).
    ///
    ///     engine.endsTakingBack("remind me to call mom, scratch that", language: .en)   // true
    public func endsTakingBack(_ text: String, language: Language) -> Bool {
        // NB: the compiled automaton's, or made now when it cannot be compiled (a grammar too large).
        let kept = (try? automaton(for: language))??.kept ?? keptWords.value(for: language) { KeptWords(shelf.grammarIfReadable(language), normalizer: normalizer) }
        guard !kept.after.isEmpty else { return false }
        return kept.endsTakingBack(normalizer.normalize(text, language: language).tokens[...])
    }

    /// Sentences longer than this (in tokens) are read whole only: a command is short, and the
    /// retries (at most 28) stay cheap.
    static let tolerantLength = 48
    /// The matcher steps after which no more tolerant retries are tried for a sentence (about
    /// 0.1 s of matching; the slowest sentence of every corpus took 4.1M steps with all of them).
    public static let retryStepBudget = 1_500_000
    /// A plain reading scoring at least this needs no words left unread.
    static let tolerantBelow = 0.8
    /// A reading that leaves words unread must still fit this well (over all the words said):
    /// chit-chat around a lone name or verb stays chit-chat.
    public static let tolerantFloor = 0.55

    /// Every intent's best reading of the tokens `window` of `memo`'s sentence, scored against
    /// all of its tokens (those left unread earn nothing).
    private func readings(
        of window: Range<Int>, memo: inout ParseScorer.Memo, matcher: Matcher, clock: Clock, entities: any EntityResolving,
        steps: inout Int
    ) -> [Interpretation] {
        guard !window.isEmpty, let automaton = try? automaton(for: memo.text.language) else { return [] }
        // NB: the memo moves into the scorer and back, so that neither holds a second reference
        // to its arrays while they grow (which would copy them).
        var scorer = ParseScorer(automaton: automaton, window: window, of: memo.take(), clock: clock, entities: entities)
        defer { memo = scorer.takeMemo() }
        let lattice = matcher.run(&scorer)
        steps += lattice.steps
        let count = Double(memo.text.tokens.count)
        return Self.bestPerIntent(lattice, matcher: matcher).map { reading in
            interpretation(
                template: automaton.templates[Int(reading.template)], score: min(1, reading.credit / count),
                steps: reading.steps, scorer: &scorer)
        }
    }

    /// The best reading per intent of two sets, best first (ties keep the first set's order).
    static func merged(_ first: [Interpretation], _ second: [Interpretation]) -> [Interpretation] {
        var best: [String: Interpretation] = [:]
        var order: [String] = []
        for reading in first + second {
            if let known = best[reading.intent] {
                if reading.score > known.score + 1e-9 { best[reading.intent] = reading }
            } else {
                best[reading.intent] = reading
                order.append(reading.intent)
            }
        }
        return order.compactMap { best[$0] }.enumerated().sorted { a, b in
            if abs(a.element.score - b.element.score) > 1e-9 { return a.element.score > b.element.score }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// The best reading of each intent, best first: by credit, then more fixed values, then the
    /// earlier template.
    static func bestPerIntent(_ lattice: Matcher.Lattice, matcher: Matcher) -> [(template: Int32, credit: Double, steps: [Matcher.Step])] {
        let automaton = matcher.automaton
        var readings: [(template: Int32, credit: Double, steps: [Matcher.Step])] = []
        for (accept, credit) in lattice.credits {
            let traced = matcher.trace(lattice, accept: accept)
            // NB: no path (a malformed stored automaton): no reading.
            guard traced.template >= 0, Int(traced.template) < automaton.templates.count else { continue }
            readings.append((traced.template, credit, traced.steps))
        }
        readings.sort { a, b in
            if abs(a.credit - b.credit) > 1e-9 { return a.credit > b.credit }
            let fixedA = automaton.templates[Int(a.template)].fixedValues.count
            let fixedB = automaton.templates[Int(b.template)].fixedValues.count
            if fixedA != fixedB { return fixedA > fixedB }
            return a.template < b.template
        }
        var seen: Set<String> = []
        return readings.filter { seen.insert(automaton.templates[Int($0.template)].intent).inserted }
    }

    private func interpretation(
        template: Automaton.CompiledTemplate, score: Double, steps: [Matcher.Step], scorer: inout ParseScorer
    ) -> Interpretation {
        let automaton = scorer.automaton
        var slots: [String: SlotValue] = [:]
        var textRuns: [Int32: Range<Int>] = [:]
        var entitySpans: [(slot: Automaton.CompiledSlot, type: String, spoken: String)] = []
        for step in steps {
            switch step {
            case .text(let slot, let position):
                if let run = textRuns[slot], run.upperBound == position {
                    textRuns[slot] = run.lowerBound..<(position + 1)
                } else {
                    textRuns[slot] = position..<(position + 1)
                }
            case .span(let slot, let range):
                guard let reading = scorer.reading(slot: slot, range: range) else { continue }
                let compiled = automaton.slots[Int(slot)]
                if case .entity(let type) = compiled.kind, case .entity(let spoken, _) = reading.value {
                    entitySpans.append((compiled, type, spoken))
                } else {
                    slots[compiled.parameter] = reading.value
                }
            case .enumValue(let slot, let value):
                let compiled = automaton.slots[Int(slot)]
                slots[compiled.parameter] = .enumValue(compiled.enumValues[Int(value)])
            }
        }
        // Entities are resolved for this intent: narrowing ones ("from the groceries list") go
        // into the query of what they narrow; words that name no entity ("the task") leave the
        // slot empty, so the dialog asks which.
        func query(_ span: (slot: Automaton.CompiledSlot, type: String, spoken: String)) -> EntityQuery {
            EntityQuery(
                type: span.type, spoken: span.spoken, language: automaton.language, intent: template.intent,
                parameter: span.slot.narrows ?? span.slot.parameter, slot: span.slot.name)
        }
        var narrowing: [String: [EntityQuery]] = [:]
        for span in entitySpans where span.slot.narrows != nil {
            narrowing[span.slot.narrows!, default: []].append(query(span))
        }
        for span in entitySpans where span.slot.narrows == nil {
            var entityQuery = query(span)
            entityQuery.within = narrowing[span.slot.parameter] ?? []
            if scorer.entities.namesNothing(entityQuery) { continue }
            slots[span.slot.parameter] = .entity(spoken: span.spoken, resolution: scorer.entities.resolve(entityQuery))
        }
        for (slot, range) in textRuns {
            slots[automaton.slots[Int(slot)].parameter] = .text(scorer.text.surface(range))
        }
        for fixed in template.fixedValues where slots[fixed.parameter] == nil {
            slots[fixed.parameter] = .enumValue(fixed.value)
        }
        let missing = (schemas[template.intent]?.parameters ?? []).filter { $0.isRequired && slots[$0.name] == nil }.map(\.name)
        return Interpretation(intent: template.intent, score: score, slots: slots, missing: missing, template: template.text)
    }

    /// Example sentences for an intent, one per template: first choices, optional words left
    /// out, slots shown as `<name>`.
    ///
    ///     engine.templates(for: "CompleteTodo", language: .en)
    ///     // ["complete <todo>", "mark <todo> as done", "i finished <todo>"]
    public func templates(for intent: String, language: Language) -> [String] {
        guard let grammar = shelf.grammarIfReadable(language), let phrases = grammar.intent(named: intent) else { return [] }
        var seen: Set<String> = []
        return phrases.templates.map { grammar.example(of: $0.expansion) }.filter { seen.insert($0).inserted }
    }
}

extension Grammar {
    /// The plainest sentence of an expansion: first branches, no optional words, slots as `<name>`.
    func example(of expansion: Expansion) -> String {
        var words: [String] = []
        func walk(_ node: Expansion, depth: Int) {
            switch node {
            case .word(let text): words.append(text)
            case .sequence(let items): items.forEach { walk($0, depth: depth) }
            case .alternatives(let branches): if let first = branches.first { walk(first, depth: depth) }
            case .optional: break
            case .rule(let name): if let rule = rules[name], depth < 64 { walk(rule.expansion, depth: depth + 1) }
            case .slot(let name): words.append("<\(name)>")
            }
        }
        walk(expansion, depth: 0)
        return language.join(words)
    }
}

/// Words that change what the words beside them mean, so a tolerant reading may not leave
/// them unread: before a command (English "when", "don't": "when do I have to call the
/// plumber" is no request to add one) or after it (Japanese 「しないで」「っけ」: 「牛乳を追加しないで」
/// asks not to add). Read from a grammar's optional rules `unread_never_before` and
/// `unread_never_after`, as token keys, so they compare the way the matcher reads.
struct KeptWords: Sendable {
    static let beforeRule = "unread_never_before"
    static let afterRule = "unread_never_after"
    /// Endings that say a sentence describes how things are (「ジムは毎週土曜に通ってる」), which a
    /// reading of a change may not leave unread at the end either; unlike `afterRule`'s, they
    /// take nothing back (a question about a list, 「リストに何が入ってる？」, is read again as usual).
    static let stateRule = "state_ending"
    var before: [[String]] = []
    var after: [[String]] = []
    var states: [[String]] = []

    init() {}

    init(before: [[String]], after: [[String]], states: [[String]]) {
        self.before = before
        self.after = after
        self.states = states
    }

    init(_ grammar: Grammar?, normalizer: Normalizer) {
        guard let grammar else { return }
        func keys(_ rule: String) -> [[String]] {
            (grammar.phrases(ofRule: rule) ?? []).map { normalizer.normalize($0, language: grammar.language).tokens.map(\.key) }
                .filter { !$0.isEmpty }
        }
        before = keys(Self.beforeRule)
        after = keys(Self.afterRule)
        states = keys(Self.stateRule)
    }

    /// True when `tokens` end with a phrase said after a request to take it back.
    func endsTakingBack(_ tokens: ArraySlice<Token>) -> Bool {
        after.contains { phrase in
            phrase.count <= tokens.count && tokens.suffix(phrase.count).map(\.key).elementsEqual(phrase)
        }
    }

    /// True when `said` ends with a take-back phrase or is the end of one ("いい" of
    /// 「やっぱいい」).
    func overlapsTakingBack(_ said: ArraySlice<Token>) -> Bool {
        guard !said.isEmpty else { return false }
        let keys = said.map(\.key)
        return after.contains { phrase in
            (phrase.count <= keys.count && keys.suffix(phrase.count).elementsEqual(phrase))
                || (keys.count < phrase.count && phrase.suffix(keys.count).elementsEqual(keys))
        }
    }

    /// True when `unread` (tokens before or after those a reading reads) holds one of the
    /// phrases of its side, as consecutive tokens.
    func forbidsLeaving(_ unread: ArraySlice<Token>, before isBefore: Bool) -> Bool {
        let phrases = isBefore ? before : after
        guard !unread.isEmpty else { return false }
        let keys = unread.map(\.key)
        if !isBefore, states.contains(where: { $0.count <= keys.count && keys.suffix($0.count).elementsEqual($0) }) { return true }
        for phrase in phrases where phrase.count <= keys.count {
            for start in 0...(keys.count - phrase.count) where keys[start] == phrase[0] {
                if keys[start..<start + phrase.count].elementsEqual(phrase) { return true }
            }
        }
        return false
    }
}

final class KeptWordsCache: @unchecked Sendable {
    // NB: @unchecked — every access to `words` holds `lock`.
    private let lock = NSLock()
    private var words: [Language: KeptWords] = [:]

    func value(for language: Language, make: () -> KeptWords) -> KeptWords {
        lock.lock()
        defer { lock.unlock() }
        if let known = words[language] { return known }
        let made = make()
        words[language] = made
        return made
    }
}

/// Compiled automata by language, built once each, safe to share between threads.
final class AutomatonCache: @unchecked Sendable {
    // NB: @unchecked — every access to `automata` holds `lock`.
    private let lock = NSLock()
    private var automata: [Language: Automaton] = [:]

    func value(for language: Language, build: () throws(GrammarError) -> Automaton) throws(GrammarError) -> Automaton {
        lock.lock()
        defer { lock.unlock() }
        if let automaton = automata[language] { return automaton }
        let automaton = try build()
        automata[language] = automaton
        return automaton
    }

    /// The answer pronouns of a language's automaton when it is already compiled or loaded
    /// (nil otherwise: asking builds nothing).
    func pronouns(of language: Language) -> Set<String>? {
        lock.lock()
        defer { lock.unlock() }
        return automata[language].map { Set($0.pronouns) }
    }
}
