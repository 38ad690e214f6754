import Basics

/// A template, as lint findings name it.
public struct TemplateReference: Sendable, Hashable, CustomStringConvertible {
    /// The template's intent.
    public var intent: String
    /// The template in canonical form.
    public var text: String
    /// Where it was written.
    public var location: SourceLocation

    /// `Intent 'text' (file:line:column)`.
    public var description: String { "\(intent) '\(text)' (\(location))" }
}

/// Something in the grammars that makes sentences go to the wrong place.
///
///     // overlap: "show everything" is claimed by ShowTodos '…' and SearchEverything '…'
///     // neverWins: OpenTodo 'show <todo>' never wins: "show <todo>" goes to ShowTodos 'show <filter>'
public struct LintFinding: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of finding.
    public enum Kind: Sendable, Hashable {
        /// One sentence matches templates of two or more intents, each perfectly.
        case overlap
        /// No sample sentence of a template reaches its intent: another intent's template always takes it.
        case neverWins
        /// A rule the app reads as data (`Grammar.phrases(ofRule:)`) stands for more phrases than
        /// `Grammar.dataRuleLimit`, so the app reads none of them.
        case dataRuleTooLarge
    }

    /// The kind of finding.
    public var kind: Kind
    /// The language of the templates.
    public var language: Language
    /// An example sentence (slots shown as `<name>`).
    public var sentence: String
    /// For `overlap`, one template per intent claiming the sentence; for `neverWins`, the
    /// template that never wins, then the one that took its sentence.
    public var templates: [TemplateReference]
    /// For `dataRuleTooLarge`: the rule, where it was declared and how many phrases it stands for.
    public var dataRule: (name: String, location: SourceLocation, phrases: Int)? {
        get { dataRuleParts.map { ($0.name, $0.location, $0.phrases) } }
        set { dataRuleParts = newValue.map { DataRuleParts(name: $0.name, location: $0.location, phrases: $0.phrases) } }
    }
    private var dataRuleParts: DataRuleParts?
    private struct DataRuleParts: Sendable, Hashable {
        var name: String
        var location: SourceLocation
        var phrases: Int
    }

    init(kind: Kind, language: Language, sentence: String, templates: [TemplateReference]) {
        self.kind = kind
        self.language = language
        self.sentence = sentence
        self.templates = templates
    }

    /// One line for people.
    public var description: String {
        switch kind {
        case .overlap:
            return "\(language.rawValue): '\(sentence)' is claimed by "
                + templates.map(\.description).joined(separator: " and ")
        case .neverWins:
            let winner = templates.count > 1 ? templates[1].description : "another template"
            return "\(language.rawValue): \(templates[0]) never wins: '\(sentence)' goes to \(winner)"
        case .dataRuleTooLarge:
            guard let rule = dataRuleParts else { return "\(language.rawValue): a data rule is too large" }
            let count = rule.phrases == .max ? "more than \(Int.max)" : String(rule.phrases)
            return "\(language.rawValue): the data rule <\(rule.name)> (\(rule.location)) stands for \(count) phrases, "
                + "more than the \(Grammar.dataRuleLimit) a rule read as data may: none of them is read"
        }
    }
}

extension PhraseEngine {
    /// Samples sentences from every template and reports sentences two intents both claim
    /// perfectly and templates that never win their own sentences.
    ///
    /// Sampling is bounded: at most `samplesPerTemplate` distinct sentences per template,
    /// walked at random (with a fixed seed, so runs agree) through its choices; slots are
    /// filled with placeholders that fit any slot of the same kind.
    ///
    ///     engine.lint().map(\.description)
    ///     // ["en: 'show <list>' is claimed by ShowTodos '…' and OpenTodo '…'"]
    public func lint(samplesPerTemplate: Int = 16) -> [LintFinding] {
        precondition(samplesPerTemplate > 0, "samplesPerTemplate must be positive")
        var findings: [LintFinding] = []
        for language in languages {
            guard let automaton = try? automaton(for: language), let grammar = shelf.grammarIfReadable(language),
                let unmerged = try? AutomatonBuilder.build(grammar, normalizer: normalizer, merging: false)
            else { continue }
            findings += Self.lint(automaton, unmerged: unmerged, samplesPerTemplate: samplesPerTemplate)
        }
        return findings
    }

    /// The rules the engine itself reads as lists of phrases: answer words, the words a
    /// sound-alike never stands for, the words read around a gap, state endings.
    static var ownDataRules: Set<String> {
        Set(AnswerLexicon.requiredRules + [AnswerLexicon.negationRule, FuzzyIndex.unheardRule, KeptWords.beforeRule, KeptWords.afterRule, KeptWords.stateRule])
    }

    /// Reports each rule read as a list of phrases (the engine's own, and those `isDataRule`
    /// names: the app's) that stands for more than `Grammar.dataRuleLimit` phrases:
    /// `Grammar.phrases(ofRule:)` gives nil for it, and the words are silently not read.
    ///
    ///     engine.lint(dataRules: { $0 == "vague_todo" }).map(\.description)
    ///     // ["ja: the data rule <vague_todo> (Grammars/ja/…:3:1) stands for 6912 phrases, …"]
    public func lint(dataRules isDataRule: (String) -> Bool) -> [LintFinding] {
        var findings: [LintFinding] = []
        let own = Self.ownDataRules
        for language in languages {
            guard let grammar = shelf.grammarIfReadable(language) else { continue }
            for (name, rule) in grammar.rules.sorted(by: { $0.key < $1.key }) where own.contains(name) || isDataRule(name) {
                guard let count = grammar.phraseCount(ofRule: name), count > Grammar.dataRuleLimit else { continue }
                var finding = LintFinding(kind: .dataRuleTooLarge, language: language, sentence: "<\(name)>", templates: [])
                finding.dataRule = (name, rule.location, count)
                findings.append(finding)
            }
        }
        return findings
    }

    /// Lints one language: samples come from the unmerged automaton (each template on its
    /// own), matching runs on the engine's merged one.
    static func lint(_ automaton: Automaton, unmerged: Automaton, samplesPerTemplate: Int) -> [LintFinding] {
        let matcher = Matcher(automaton: automaton)
        var findings: [LintFinding] = []
        var reportedOverlaps: Set<[String]> = []
        func reference(_ index: Int32) -> TemplateReference {
            let template = automaton.templates[Int(index)]
            return TemplateReference(intent: template.intent, text: template.text, location: template.location)
        }
        for (index, template) in unmerged.templates.enumerated() {
            var won = false
            var firstLoss: (sentence: String, winner: Int32)?
            for sample in SentenceSampler(automaton: unmerged, template: template).samples(limit: samplesPerTemplate) {
                // NB: the two automata number words in different orders; translate by the word.
                let tokens = sample.tokens.map { token -> PlaceholderScorer.Token in
                    guard case .word(let id) = token else { return token }
                    return .word(automaton.vocabulary[unmerged.words[Int(id)]] ?? -1)
                }
                var scorer = PlaceholderScorer(automaton: automaton, tokens: tokens, matching: .byKind)
                let lattice = matcher.run(&scorer)
                let ranked = PhraseEngine.bestPerIntent(lattice, matcher: matcher)
                guard let winner = ranked.first else { continue }
                let perfect = Double(sample.tokens.count) - 1e-9
                let claims = ranked.filter { $0.credit >= perfect }
                if claims.count > 1 {
                    let intents = claims.map { automaton.templates[Int($0.template)].intent }.sorted()
                    if reportedOverlaps.insert([sample.text] + intents).inserted {
                        findings.append(
                            LintFinding(
                                kind: .overlap, language: automaton.language, sentence: sample.text,
                                templates: claims.map { reference($0.template) }))
                    }
                }
                // NB: a sample that reaches its own intent through a sibling template counts as won:
                // templates of one intent share their endings in the automaton, so which of them
                // the trace names is not meaningful, and the sentence still means what it says.
                let winnerIntent = automaton.templates[Int(winner.template)].intent
                if winner.template == Int32(index) || winnerIntent == template.intent || sample.tokens.isEmpty {
                    won = true
                } else if firstLoss == nil {
                    firstLoss = (sample.text, winner.template)
                }
            }
            if !won, let loss = firstLoss {
                findings.append(
                    LintFinding(
                        kind: .neverWins, language: automaton.language, sentence: loss.sentence,
                        templates: [reference(Int32(index)), reference(loss.winner)]))
            }
        }
        return findings
    }
}

/// Random walks through one template's part of the automaton, each giving one sentence.
struct SentenceSampler {
    struct Sample: Hashable {
        var tokens: [PlaceholderScorer.Token]
        var text: String
    }

    let automaton: Automaton
    let template: Automaton.CompiledTemplate

    /// Up to `limit` distinct sentences: first the walk that takes every first choice, then
    /// seeded random walks (at most 4 × `limit` tries).
    func samples(limit: Int) -> [Sample] {
        var seen: Set<[PlaceholderScorer.Token]> = []
        var result: [Sample] = []
        // NB: seeded by the template's own text, so adding a template elsewhere does not
        // reshuffle every other template's samples.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in (template.intent + "\u{0}" + template.text).utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        var generator = SplitMix(seed: hash)
        for attempt in 0..<(limit * 4) {
            guard result.count < limit else { break }
            let sample = walk(choose: { count in attempt == 0 ? 0 : Int(generator.next() % UInt64(count)) })
            if seen.insert(sample.tokens).inserted { result.append(sample) }
        }
        return result
    }

    private func walk(choose: (Int) -> Int) -> Sample {
        var tokens: [PlaceholderScorer.Token] = []
        var words: [String] = []
        var state = template.startState
        while state != template.acceptState {
            // Self-loops (more words of a text slot) are never taken: one placeholder per slot.
            let edges = automaton.outgoing(state).filter {
                automaton.edges[$0].target != state && automaton.edges[$0].kind != .soundAlike
            }
            guard !edges.isEmpty else { break }
            let edge = automaton.edges[edges[choose(edges.count)]]
            switch edge.kind {
            case .literal:
                tokens.append(.word(edge.value))
                words.append(automaton.words[Int(edge.value)])
            case .text, .span:
                let slot = automaton.slots[Int(edge.slot)]
                tokens.append(.placeholder(slot.kind.description))
                words.append("<\(slot.name)>")
            case .epsilon, .enumValue, .boundary, .soundAlike:
                break
            }
            state = edge.target
        }
        return Sample(tokens: tokens, text: automaton.language.join(words))
    }
}

/// A small, fast, seedable generator (SplitMix64), so samples are the same on every run.
struct SplitMix {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
