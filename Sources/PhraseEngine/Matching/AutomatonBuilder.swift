import Basics
import SpeechText

/// Compiles a grammar into an `Automaton` (Thompson construction, rules inlined).
struct AutomatonBuilder {
    /// More states than this means rules multiply out of proportion; loading fails.
    static let stateLimit = 2_000_000

    /// Longest spans, in tokens: English words or Japanese reading characters.
    static func maxSpan(of kind: SlotKind, language: Language) -> Int {
        switch (kind, language) {
        case (.entity, .en): return 20
        case (.entity, .ja): return 40
        case (.date, .en), (.duration, .en), (.repeatRule, .en): return 8
        case (.date, .ja), (.duration, .ja), (.repeatRule, .ja): return 20
        case (.text, _), (.enumeration, _): return 0
        }
    }

    let grammar: Grammar
    let normalizer: Normalizer
    private var outgoing: [[Automaton.Edge]] = []
    private var vocabulary: [String: Int32] = [:]
    private var words: [String] = []
    private var slotIndex: [String: Int32] = [:]
    private var slots: [Automaton.CompiledSlot] = []
    private var runCache: [String: [String]] = [:]
    private var currentLocation: SourceLocation?

    init(grammar: Grammar, normalizer: Normalizer) {
        self.grammar = grammar
        self.normalizer = normalizer
    }

    static func build(_ grammar: Grammar, normalizer: Normalizer) throws(GrammarError) -> Automaton {
        var builder = AutomatonBuilder(grammar: grammar, normalizer: normalizer)
        return try builder.build()
    }

    private mutating func build() throws(GrammarError) -> Automaton {
        let root = newState()
        var hub = root
        if !grammar.prefixes.isEmpty {
            let prefix = Expansion.optional(.alternatives(grammar.prefixes.map(\.expansion)))
            hub = try compile(prefix, from: root, depth: 0)
        }
        let suffix: Expansion? =
            grammar.suffixes.isEmpty ? nil : .optional(.alternatives(grammar.suffixes.map(\.expansion)))
        var templates: [Automaton.CompiledTemplate] = []
        var accepting: [Int32: Int32] = [:]
        for (intent, template) in grammar.allTemplates {
            currentLocation = template.location
            let start = newState()
            addEdge(from: hub, .epsilon, to: start)
            var end = try compile(template.expansion, from: start, depth: 0)
            if let suffix { end = try compile(suffix, from: end, depth: 0) }
            let accept = newState()
            addEdge(from: end, .epsilon, to: accept)
            accepting[accept] = Int32(templates.count)
            templates.append(
                Automaton.CompiledTemplate(
                    intent: intent, fixedValues: template.fixedValues, text: template.render(language: grammar.language),
                    location: template.location, startState: start, acceptState: accept))
        }
        return finish(start: root, accepting: accepting, templates: templates)
    }

    private func finish(start: Int32, accepting: [Int32: Int32], templates: [Automaton.CompiledTemplate]) -> Automaton {
        let count = outgoing.count
        var edgeStart: [Int32] = [0]
        edgeStart.reserveCapacity(count + 1)
        var edges: [Automaton.Edge] = []
        var incomingLists = [[Automaton.Edge]](repeating: [], count: count)
        var isSpanTarget = [Bool](repeating: false, count: count)
        for (source, list) in outgoing.enumerated() {
            for edge in list {
                edges.append(edge)
                var reversed = edge
                reversed.target = Int32(source)
                incomingLists[Int(edge.target)].append(reversed)
                if edge.kind == .span { isSpanTarget[Int(edge.target)] = true }
            }
            edgeStart.append(Int32(edges.count))
        }
        var incomingStart: [Int32] = [0]
        var incoming: [Automaton.Edge] = []
        for list in incomingLists {
            incoming += list
            incomingStart.append(Int32(incoming.count))
        }
        var acceptedTemplate = [Int32](repeating: -1, count: count)
        for (state, template) in accepting { acceptedTemplate[Int(state)] = template }
        let fuzzy = FuzzyIndex(words: words, language: grammar.language)
        return Automaton(
            language: grammar.language, edgeStart: edgeStart, edges: edges, incomingStart: incomingStart,
            incoming: incoming, acceptedTemplate: acceptedTemplate, isSpanTarget: isSpanTarget, start: start,
            vocabulary: vocabulary, words: words, slots: slots, templates: templates, fuzzy: fuzzy,
            maxSpan: slots.map(\.maxSpan).max() ?? 0)
    }

    // MARK: States and edges

    private mutating func newState() -> Int32 {
        outgoing.append([])
        return Int32(outgoing.count - 1)
    }

    private mutating func addEdge(from source: Int32, _ kind: Automaton.Kind, slot: Int32 = -1, value: Int32 = -1, to target: Int32) {
        // NB: the matcher's ordered sweep needs non-consuming edges to point forward.
        assert(kind == .literal || kind == .text || kind == .span || source < target, "non-consuming edge must go forward")
        outgoing[Int(source)].append(Automaton.Edge(kind: kind, slot: slot, value: value, target: target))
    }

    private func checkSize() throws(GrammarError) {
        if outgoing.count > Self.stateLimit {
            throw GrammarError(.grammarTooLarge(states: outgoing.count, limit: Self.stateLimit), at: currentLocation)
        }
    }

    // MARK: Expansions

    /// Adds the states for `expansion` after `from`; returns the state where it ends.
    private mutating func compile(_ expansion: Expansion, from: Int32, depth: Int) throws(GrammarError) -> Int32 {
        try checkSize()
        switch expansion {
        case .word(let text):
            return literal(run: [text], from: from)
        case .sequence(let items):
            var state = from
            var run: [String] = []
            for item in items {
                if case .word(let text) = item {
                    run.append(text)
                    continue
                }
                if !run.isEmpty {
                    state = literal(run: run, from: state)
                    run = []
                }
                state = try compile(item, from: state, depth: depth)
            }
            if !run.isEmpty { state = literal(run: run, from: state) }
            return state
        case .alternatives(let branches):
            var ends: [Int32] = []
            for branch in branches {
                let entry = newState()
                addEdge(from: from, .epsilon, to: entry)
                ends.append(try compile(branch, from: entry, depth: depth))
            }
            let exit = newState()
            for end in ends { addEdge(from: end, .epsilon, to: exit) }
            return exit
        case .optional(let inner):
            let entry = newState()
            addEdge(from: from, .epsilon, to: entry)
            let end = try compile(inner, from: entry, depth: depth)
            let exit = newState()
            addEdge(from: from, .epsilon, to: exit)
            addEdge(from: end, .epsilon, to: exit)
            return exit
        case .rule(let name):
            // Validation guarantees the rule exists and rules form no cycle.
            guard let rule = grammar.rules[name] else { preconditionFailure("unknown rule <\(name)> after validation") }
            return try compile(rule.expansion, from: from, depth: depth + 1)
        case .slot(let name):
            return try slot(named: name, from: from, depth: depth)
        }
    }

    private mutating func slot(named name: String, from: Int32, depth: Int) throws(GrammarError) -> Int32 {
        guard let declared = grammar.slots[name] else { preconditionFailure("unknown slot $<\(name)> after validation") }
        let index = register(declared)
        switch declared.kind {
        case .text:
            let inside = newState()
            addEdge(from: from, .text, slot: index, to: inside)
            addEdge(from: inside, .text, slot: index, to: inside)
            let exit = newState()
            addEdge(from: inside, .boundary, slot: index, to: exit)
            return exit
        case .enumeration:
            var ends: [(Int32, Int32)] = []
            for (valueIndex, value) in declared.values.enumerated() {
                let entry = newState()
                addEdge(from: from, .epsilon, to: entry)
                ends.append((try compile(value.expansion, from: entry, depth: depth + 1), Int32(valueIndex)))
            }
            let exit = newState()
            for (end, value) in ends { addEdge(from: end, .enumValue, slot: index, value: value, to: exit) }
            return exit
        case .entity, .date, .duration, .repeatRule:
            let exit = newState()
            addEdge(from: from, .span, slot: index, to: exit)
            return exit
        }
    }

    private mutating func register(_ slot: Slot) -> Int32 {
        if let index = slotIndex[slot.name] { return index }
        let index = Int32(slots.count)
        slotIndex[slot.name] = index
        slots.append(
            Automaton.CompiledSlot(
                name: slot.name, kind: slot.kind, enumValues: slot.values.map(\.value),
                maxSpan: Self.maxSpan(of: slot.kind, language: grammar.language)))
        return index
    }

    /// Literal words said together: normalized as one phrase (context matters for readings),
    /// then one edge per token.
    private mutating func literal(run: [String], from: Int32) -> Int32 {
        let phrase = run.joined(separator: grammar.language == .ja ? "" : " ")
        let keys: [String]
        if let cached = runCache[phrase] {
            keys = cached
        } else {
            keys = normalizer.normalize(phrase, language: grammar.language).tokens.map(\.key)
            runCache[phrase] = keys
        }
        var state = from
        for key in keys {
            let id = intern(key)
            let next = newState()
            addEdge(from: state, .literal, value: id, to: next)
            state = next
        }
        return state
    }

    private mutating func intern(_ key: String) -> Int32 {
        if let id = vocabulary[key] { return id }
        let id = Int32(words.count)
        vocabulary[key] = id
        words.append(key)
        return id
    }
}
