import Basics
import Foundation

/// All templates of one language compiled into one nondeterministic token automaton.
///
/// States are numbered so that every non-consuming edge goes from a lower to a higher
/// state; the matcher relies on that to close a position in one ordered sweep.
/// Identical beginnings are shared by all templates (a trie over the expansions) and
/// identical endings by the templates of one intent, so rules used everywhere (`[<pre>]`,
/// `[<post>]`) cost their size once, not once per template.
/// Literal words become one edge per normalized token; a slot becomes a span edge
/// (entity and value slots), a token loop (text slots) or inline branches (enum slots).
struct Automaton: Sendable {
    enum Kind: UInt8, Sendable, CaseIterable {
        /// Consumes nothing.
        case epsilon
        /// Consumes nothing; records `value` for enum slot `slot`.
        case enumValue
        /// Consumes nothing; allowed only where a slot may end (`value` -1: the end of a text
        /// slot) or begin (`value` `slotBegins`: its start).
        case boundary
        /// Consumes one token equal to (or close to) vocabulary word `value`.
        case literal
        /// Consumes one token into text slot `slot`.
        case text
        /// Consumes 1...maxSpan tokens read as slot `slot` (entity, date, duration, repeat).
        case span
        /// Consumes tokens that sound like the words of sound-alike run `value` without being
        /// them (`soundAlikes[value]`); parallel to the run's literal edges, at a lower credit.
        case soundAlike
    }

    /// Template words said together (one literal run), as the sound-alike edge beside their
    /// literal edges compares them: the kana reading (Japanese) or the phonetic key (English).
    struct SoundAlikeRun: Sendable, Hashable {
        /// Reading characters or phonetic-key letters.
        var key: String
        /// How many tokens the run's literal edges consume.
        var tokens: Int
        /// The fewest and most tokens of the sentence a sound-alike of it may span.
        var shortest: Int
        var longest: Int
        /// `key` in the codes of the language's sounds (`SoundDistance.Coding`).
        var codes: [UInt16]
        /// English: the syllables of the run's words, which words heard as it must have too
        /// (`FuzzyIndex.syllables`); Japanese: 0 (its reading characters are its beats).
        var syllables: Int

        // NB: the memberwise initializer makes a run whose key was coded before (a stored automaton's).
    }

    /// The `value` of a boundary edge that begins a text slot (`MatchScorer.mayBegin`).
    static let slotBegins: Int32 = 1

    struct Edge: Sendable {
        var kind: Kind
        var slot: Int32
        var value: Int32
        var target: Int32
    }

    struct CompiledSlot: Sendable {
        var name: String
        /// The parameter it fills (usually its name).
        var parameter: String
        /// The parameter whose entity it narrows, instead of filling one.
        var narrows: String?
        var kind: SlotKind
        var enumValues: [String]
        /// The longest span in tokens (span slots only).
        var maxSpan: Int
    }

    struct CompiledTemplate: Sendable {
        var intent: String
        var intentIndex: Int32
        var fixedValues: [FixedValue]
        var text: String
        var location: SourceLocation
        /// Where the template's own words begin (unmerged automata only: merging shares it).
        var startState: Int32
        /// The accepting state: the template's own, or its intent's after merging.
        var acceptState: Int32
    }

    var language: Language
    /// Outgoing edges of state s: `edges[edgeStart[s]..<edgeStart[s + 1]]`.
    var edgeStart: [Int32]
    var edges: EdgeTable
    /// Incoming edges of state s (with `target` holding the source): `incoming[incomingStart[s]..<incomingStart[s + 1]]`.
    var incomingStart: [Int32]
    var incoming: EdgeTable
    /// The intent a state accepts, or -1.
    var acceptIntent: [Int32]
    /// The accepting states (one per intent after merging, one per template before).
    var accepts: [Int32]
    /// Intent names, by the index `acceptIntent` uses.
    var intents: [String]
    /// The templates edge e was built for (empty: all of them, as for the start's edges):
    /// `templateSetItems[templateSetStart[e]..<templateSetStart[e + 1]]`, ascending.
    var templateSetStart: [Int32]
    var templateSetItems: [Int32]
    /// True when a state is entered by a span edge.
    var isSpanTarget: [Bool]
    var start: Int32
    /// The states reachable from `start` without reading a token, ascending.
    var startClosure: [Int32]
    /// The targets of literal edges leaving `startClosure`, by word.
    var startLiterals: [Int32: [Int32]]
    /// The states of `startClosure` with text or span edges.
    var startOthers: [Int32]
    var vocabulary: Vocabulary
    var words: [String]
    var slots: [CompiledSlot]
    var templates: [CompiledTemplate]
    var fuzzy: FuzzyIndex
    /// Sound-alike runs, by the `value` of `.soundAlike` edges.
    var soundAlikes: [SoundAlikeRun]
    /// Parallel to `soundAlikes`: their windows, plain values for the matcher's inner loops.
    var soundAlikeWindows: [SoundAlikeWindow]

    struct SoundAlikeWindow: Sendable {
        var shortest: Int32
        var longest: Int32
        /// The code of the run's first sound (`.max`: none).
        var first: UInt16

        init(_ run: SoundAlikeRun) {
            shortest = Int32(run.shortest)
            longest = Int32(run.longest)
            first = run.codes.first ?? .max
        }
    }
    /// The longest span of any span slot.
    var maxSpan: Int
    /// The words a tolerant reading may not leave unread, normalized when the grammar was
    /// compiled (kept with it: normalizing them was 5M instructions of every Japanese parse).
    var kept = KeptWords()
    /// The folded keys of the grammar's answer pronouns (`AnswerLexicon.pronounRule`), sorted:
    /// every parse asks whether a name only points back.
    var pronouns: [String] = []
    /// The fuzzy matches of tokens already looked up, shared by every parse with this automaton.
    let fuzzyMemo = FuzzyMemo()
    /// The edges regrouped for the matcher's forward pass, made on first use.
    let forwardEdges = ForwardEdges()

    var stateCount: Int { edgeStart.count - 1 }

    @inline(__always) func outgoing(_ state: Int32) -> Range<Int> {
        Int(edgeStart[Int(state)])..<Int(edgeStart[Int(state) + 1])
    }

    func templateSet(edge: Int32) -> ArraySlice<Int32> {
        templateSetItems[Int(templateSetStart[Int(edge)])..<Int(templateSetStart[Int(edge) + 1])]
    }

    @inline(__always) func incomingEdges(_ state: Int32) -> Range<Int> {
        Int(incomingStart[Int(state)])..<Int(incomingStart[Int(state) + 1])
    }
}

/// Tokens' fuzzy matches (`FuzzyIndex.matches`), kept per automaton: a word heard in one
/// sentence is looked up once per process, not once per sentence. Bounded; thread-safe.
final class FuzzyMemo: @unchecked Sendable {
    // NB: @unchecked — `matches` is only touched with `lock` held.
    private let lock = NSLock()
    private var matches: [String: [(id: Int32, credit: Double)]] = [:]
    static let limit = 50_000

    func matches(for token: String, compute: (String) -> [(id: Int32, credit: Double)]) -> [(id: Int32, credit: Double)] {
        if let known = lock.withLock({ matches[token] }) { return known }
        let found = compute(token)
        lock.withLock {
            if matches.count >= Self.limit { matches.removeAll(keepingCapacity: true) }
            matches[token] = found
        }
        return found
    }
}

/// The automaton's edges regrouped for `Matcher.forwardReachable`, which only asks which states
/// can be reached: per state its non-consuming edges and its slot edges apart from its literal
/// edges, and every literal edge by its word. A position after a free-text slot keeps most of
/// the grammar's states in play; looking up the few words heard there, instead of every literal
/// edge of every state, is what makes that position cheap. Made once per automaton; thread-safe.
final class ForwardEdges: @unchecked Sendable {
    // NB: @unchecked — `built` is only touched with `lock` held, and never changes once made.
    struct Tables {
        /// Per state, its epsilon, enum-value and boundary edges: `closureTargets[closureStart[s]..<closureStart[s + 1]]`.
        var closureStart: InPlace<Int32>
        var closureTargets: InPlace<Int32>
        /// What the position must allow: 0 nothing, 1 a slot's end, 2 a slot's beginning.
        var closureCondition: InPlace<UInt8>
        /// Per state, its text, span and sound-alike edges, aligned with `slotStart`: each one's
        /// kind, slot (or sound-alike run) and target side by side, read in order instead of
        /// from all over `Automaton.edges`.
        var slotStart: InPlace<Int32>
        var slotEdges: InPlace<SlotEdge>
        /// Per state, its literal edges (word, target).
        var literalStart: InPlace<Int32>
        var literalWords: InPlace<Int32>
        var literalTargets: InPlace<Int32>
        /// Per vocabulary word, the literal edges reading it (source, target).
        var byWordStart: InPlace<Int32>
        var byWordSources: InPlace<Int32>
        var byWordTargets: InPlace<Int32>
    }

    /// A text, span or sound-alike edge as the forward pass reads it.
    struct SlotEdge: Sendable {
        var kind: Automaton.Kind
        /// The slot (text and span edges) or the sound-alike run.
        var value: Int32
        var target: Int32
    }

    private let lock = NSLock()
    private var built: Tables?

    func tables(_ automaton: Automaton) -> Tables {
        lock.withLock {
            if let built { return built }
            let made = Self.make(automaton)
            built = made
            return made
        }
    }

    /// Tables read with the automaton from the grammar cache (checked against it there).
    func keep(_ tables: Tables) {
        lock.withLock { built = tables }
    }

    private static func make(_ automaton: Automaton) -> Tables {
        // NB: made when an automaton is compiled (a process that reads the grammar cache reads
        // them in place): counted first, then filled in place, without an append per edge.
        let states = automaton.stateCount
        let edges = automaton.edges
        let wordCount = automaton.words.count
        var closureStart = [Int32](repeating: 0, count: states + 1)
        var slotStart = [Int32](repeating: 0, count: states + 1)
        var literalStart = [Int32](repeating: 0, count: states + 1)
        var byWordStart = [Int32](repeating: 0, count: wordCount + 1)
        for state in 0..<states {
            var closures: Int32 = 0
            var slotEdges: Int32 = 0
            var literals: Int32 = 0
            for index in automaton.outgoing(Int32(state)) {
                let edge = edges[index]
                switch edge.kind {
                case .epsilon, .enumValue, .boundary: closures += 1
                case .literal:
                    literals += 1
                    if edge.value >= 0, Int(edge.value) < wordCount { byWordStart[Int(edge.value) + 1] += 1 }
                case .text, .span, .soundAlike: slotEdges += 1
                }
            }
            closureStart[state + 1] = closureStart[state] + closures
            slotStart[state + 1] = slotStart[state] + slotEdges
            literalStart[state + 1] = literalStart[state] + literals
        }
        for word in 0..<wordCount { byWordStart[word + 1] += byWordStart[word] }
        var closureTargets = [Int32](repeating: 0, count: Int(closureStart[states]))
        var closureCondition = [UInt8](repeating: 0, count: closureTargets.count)
        var slotEdges = [SlotEdge](repeating: SlotEdge(kind: .epsilon, value: 0, target: 0), count: Int(slotStart[states]))
        var literalWords = [Int32](repeating: 0, count: Int(literalStart[states]))
        var literalTargets = literalWords
        var byWordSources = [Int32](repeating: 0, count: Int(byWordStart[wordCount]))
        var byWordTargets = byWordSources
        var nextByWord = byWordStart
        for state in 0..<states {
            var closure = Int(closureStart[state])
            var slot = Int(slotStart[state])
            var literal = Int(literalStart[state])
            for index in automaton.outgoing(Int32(state)) {
                let edge = edges[index]
                switch edge.kind {
                case .epsilon, .enumValue, .boundary:
                    closureTargets[closure] = edge.target
                    closureCondition[closure] = edge.kind != .boundary ? 0 : edge.value == Automaton.slotBegins ? 2 : 1
                    closure += 1
                case .literal:
                    literalWords[literal] = edge.value
                    literalTargets[literal] = edge.target
                    literal += 1
                    if edge.value >= 0, Int(edge.value) < wordCount {
                        let at = Int(nextByWord[Int(edge.value)])
                        byWordSources[at] = Int32(state)
                        byWordTargets[at] = edge.target
                        nextByWord[Int(edge.value)] += 1
                    }
                case .text, .span:
                    slotEdges[slot] = SlotEdge(kind: edge.kind, value: edge.slot, target: edge.target)
                    slot += 1
                case .soundAlike:
                    slotEdges[slot] = SlotEdge(kind: edge.kind, value: edge.value, target: edge.target)
                    slot += 1
                }
            }
        }
        return Tables(
            closureStart: InPlace(closureStart), closureTargets: InPlace(closureTargets), closureCondition: InPlace(closureCondition),
            slotStart: InPlace(slotStart), slotEdges: InPlace(slotEdges), literalStart: InPlace(literalStart),
            literalWords: InPlace(literalWords), literalTargets: InPlace(literalTargets), byWordStart: InPlace(byWordStart),
            byWordSources: InPlace(byWordSources), byWordTargets: InPlace(byWordTargets))
    }
}

extension Automaton.SoundAlikeRun {
    /// A run of a grammar being compiled: its key coded in the language's sounds.
    init(key: String, tokens: Int, shortest: Int, longest: Int, syllables: Int, language: Language) {
        self.init(
            key: key, tokens: tokens, shortest: shortest, longest: longest,
            codes: LanguageTraits.of(language).soundAlikes.coding.codes(key) ?? [], syllables: syllables)
    }
}
