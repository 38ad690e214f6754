import Basics
import SpeechText

/// Compiles a grammar into an `Automaton` (Thompson construction, rules inlined).
///
/// Leading items that templates share (any intent) are compiled once, as a trie from the
/// start; trailing items that templates of one intent share are compiled once, backwards
/// from the intent's accepting state; `StateGraph.merge` then shares what is left.
struct AutomatonBuilder {
    /// More states than this means rules multiply out of proportion; loading fails.
    static let stateLimit = 2_000_000

    /// Longest spans, in tokens: English words or Japanese reading characters.
    static func maxSpan(of kind: SlotKind, language: Language) -> Int {
        switch (kind, language) {
        case (.entity, .en): return 20
        case (.entity, .ja): return 40
        // ("on the 15th at half past ten in the morning" is nine.)
        case (.date, .en), (.duration, .en), (.repeatRule, .en): return 10
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
    /// The template being compiled (-1 before the first: the start and the shared prefix).
    private var currentTemplate: Int32 = -1
    /// Parallel to `outgoing`: the templates each edge was built for (empty: all).
    private var edgeTemplates: [[[Int32]]] = []
    private var towardMemo: [TowardKey: Int32] = [:]
    private var soundAlikes: [Automaton.SoundAlikeRun] = []
    private var soundAlikeIndex: [Automaton.SoundAlikeRun: Int32] = [:]

    init(grammar: Grammar, normalizer: Normalizer) {
        self.grammar = grammar
        self.normalizer = normalizer
    }

    /// Compiles `grammar`; `merging` shares identical prefixes across all templates and
    /// identical endings within an intent (off only for lint's per-template sampling).
    static func build(_ grammar: Grammar, normalizer: Normalizer, merging: Bool = true) throws(GrammarError) -> Automaton {
        var builder = AutomatonBuilder(grammar: grammar, normalizer: normalizer)
        return try builder.build(merging: merging)
    }

    private mutating func build(merging: Bool) throws(GrammarError) -> Automaton {
        let root = newState()
        var hub = root
        if !grammar.prefixes.isEmpty {
            let prefix = Expansion.optional(.alternatives(grammar.prefixes.map(\.expansion)))
            hub = newState()
            try compile(prefix, from: root, to: hub, depth: 0)
        }
        let suffix: Expansion? =
            grammar.suffixes.isEmpty ? nil : .optional(.alternatives(grammar.suffixes.map(\.expansion)))
        let all = grammar.allTemplates
        let itemLists = all.map { Self.items(of: $0.template.expansion, suffix: suffix) }
        // How many leading items each template shares with another (any intent), and how many
        // trailing items with another template of its intent: those are compiled once.
        var shared = [(head: Int, tail: Int)](repeating: (0, 0), count: all.count)
        if merging {
            let heads = ItemTrie.sharedLengths(itemLists)
            var byIntent: [String: [Int]] = [:]
            for (index, entry) in all.enumerated() { byIntent[entry.intent, default: []].append(index) }
            for indices in byIntent.values {
                let tails = ItemTrie.sharedLengths(indices.map { Array(itemLists[$0].reversed()) })
                for (position, index) in indices.enumerated() {
                    let head = heads[index]
                    shared[index] = (head, min(tails[position], itemLists[index].count - head))
                }
            }
        }
        var templates: [Automaton.CompiledTemplate] = []
        var intentNames: [String] = []
        var intentIndex: [String: Int32] = [:]
        var acceptKey: [Int32: Int32] = [:]
        var intentAccept: [Int32: Int32] = [:]
        var leftMemo: [FragmentKey: Int32] = [:]
        var rightMemo: [FragmentKey: Int32] = [:]
        for (index, (intent, template)) in all.enumerated() {
            currentLocation = template.location
            currentTemplate = Int32(index)
            let intentNumber = intentIndex[intent] ?? Int32(intentNames.count)
            if intentIndex[intent] == nil {
                intentIndex[intent] = intentNumber
                intentNames.append(intent)
            }
            let items = itemLists[index]
            let (head, tail) = shared[index]
            // The shared beginning: a trie from the hub.
            var state = hub
            var start = hub
            if !merging {
                start = newState()
                addEdge(from: hub, .epsilon, to: start)
                state = start
            }
            for item in items[0..<head] {
                let key = FragmentKey(state: state, item: item)
                if let end = leftMemo[key] {
                    state = end
                } else {
                    let end = newState()
                    currentTemplate = -1
                    try compile(item, from: state, to: end, depth: 0)
                    currentTemplate = Int32(index)
                    leftMemo[key] = end
                    state = end
                }
            }
            // The shared ending, built backwards from the intent's accepting state.
            let accept: Int32
            if merging, let existing = intentAccept[intentNumber] {
                accept = existing
            } else {
                accept = newState()
                acceptKey[accept] = intentNumber
                if merging { intentAccept[intentNumber] = accept }
            }
            var tailStart = accept
            for item in items[(items.count - tail)...].reversed() {
                let key = FragmentKey(state: tailStart, item: item)
                if let entry = rightMemo[key] {
                    tailStart = entry
                } else {
                    let entry = newState()
                    currentTemplate = -1
                    try compile(item, from: entry, to: tailStart, depth: 0)
                    currentTemplate = Int32(index)
                    rightMemo[key] = entry
                    tailStart = entry
                }
            }
            // The template's own middle.
            for item in items[head..<(items.count - tail)] {
                let next = newState()
                try compile(item, from: state, to: next, depth: 0)
                state = next
            }
            // NB: this edge is the template's own even when all its words are shared.
            addEdge(from: state, .epsilon, to: tailStart)
            templates.append(
                Automaton.CompiledTemplate(
                    intent: intent, intentIndex: intentNumber, fixedValues: template.fixedValues,
                    text: template.render(language: grammar.language), location: template.location,
                    startState: start, acceptState: accept))
        }
        // Backward ending edges may point down: renumber so that every edge but a text slot's
        // self-loop points up, as the matcher needs.
        let order = topologicalNumbers()
        var graph = StateGraph(
            outgoing: renumbered(order), edgeTemplates: renumberedTemplates(order),
            acceptKey: Dictionary(uniqueKeysWithValues: acceptKey.map { (order[Int($0.key)], $0.value) }))
        var map = order
        if merging {
            let merged = graph.merge(root: order[Int(root)])
            map = order.map { merged[Int($0)] }
        }
        for index in templates.indices {
            templates[index].startState = map[Int(templates[index].startState)]
            templates[index].acceptState = map[Int(templates[index].acceptState)]
        }
        return finish(graph, start: map[Int(root)], templates: templates, intents: intentNames)
    }

    /// A template's items: its top-level parts, consecutive words kept together (they are
    /// normalized as one phrase), then the language's `suffix:` if any.
    private static func items(of expansion: Expansion, suffix: Expansion?) -> [Expansion] {
        var items: [Expansion] = []
        var run: [Expansion] = []
        let parts: [Expansion]
        if case .sequence(let sequence) = expansion { parts = sequence } else { parts = [expansion] }
        for part in parts {
            if case .word = part {
                run.append(part)
                continue
            }
            if !run.isEmpty { items.append(.sequence(run)) }
            run = []
            items.append(part)
        }
        if !run.isEmpty { items.append(.sequence(run)) }
        if let suffix { items.append(suffix) }
        return items
    }

    private struct FragmentKey: Hashable {
        var state: Int32
        var item: Expansion
    }

    /// New numbers in a topological order of all edges except self-loops (Kahn's algorithm,
    /// lowest old number first among the ready states, so the result is deterministic).
    private func topologicalNumbers() -> [Int32] {
        let count = outgoing.count
        var indegree = [Int](repeating: 0, count: count)
        for (source, list) in outgoing.enumerated() {
            for edge in list where Int(edge.target) != source { indegree[Int(edge.target)] += 1 }
        }
        var ready = (0..<count).filter { indegree[$0] == 0 }.reversed().map { $0 }
        var order = [Int32](repeating: -1, count: count)
        var next: Int32 = 0
        while let state = ready.popLast() {
            order[state] = next
            next += 1
            for edge in outgoing[state] where Int(edge.target) != state {
                indegree[Int(edge.target)] -= 1
                if indegree[Int(edge.target)] == 0 { ready.append(Int(edge.target)) }
            }
        }
        precondition(next == Int32(count), "grammar automaton has a cycle")
        return order
    }

    private func renumbered(_ order: [Int32]) -> [[Automaton.Edge]] {
        var result = [[Automaton.Edge]](repeating: [], count: outgoing.count)
        for (source, list) in outgoing.enumerated() {
            result[Int(order[source])] = list.map { edge in
                var copy = edge
                copy.target = order[Int(edge.target)]
                return copy
            }
        }
        return result
    }

    private func renumberedTemplates(_ order: [Int32]) -> [[[Int32]]] {
        var result = [[[Int32]]](repeating: [], count: outgoing.count)
        for (source, list) in edgeTemplates.enumerated() { result[Int(order[source])] = list }
        return result
    }

    private func finish(_ graph: StateGraph, start: Int32, templates: [Automaton.CompiledTemplate], intents: [String]) -> Automaton {
        let outgoing = graph.outgoing
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
                if edge.kind == .span || edge.kind == .soundAlike { isSpanTarget[Int(edge.target)] = true }
            }
            edgeStart.append(Int32(edges.count))
        }
        var incomingStart: [Int32] = [0]
        var incoming: [Automaton.Edge] = []
        for list in incomingLists {
            incoming += list
            incomingStart.append(Int32(incoming.count))
        }
        var acceptIntent = [Int32](repeating: -1, count: count)
        var accepts: [Int32] = []
        for template in templates where acceptIntent[Int(template.acceptState)] < 0 {
            acceptIntent[Int(template.acceptState)] = template.intentIndex
            accepts.append(template.acceptState)
        }
        var templateSetStart: [Int32] = [0]
        var templateSetItems: [Int32] = []
        for list in graph.edgeTemplates {
            for set in list {
                templateSetItems += set
                templateSetStart.append(Int32(templateSetItems.count))
            }
        }
        // Every non-consuming edge points forward, so one ascending sweep finds the start's closure.
        var reached = [Bool](repeating: false, count: count)
        reached[Int(start)] = true
        for state in Int(start)..<count where reached[state] {
            for edge in outgoing[state] where edge.kind == .epsilon || edge.kind == .enumValue || edge.kind == .boundary {
                reached[Int(edge.target)] = true
            }
        }
        let startClosure = reached.indices.filter { reached[$0] }.map(Int32.init)
        var startLiterals: [Int32: [Int32]] = [:]
        var startOthers: [Int32] = []
        for state in startClosure {
            var hasOthers = false
            for edge in outgoing[Int(state)] {
                switch edge.kind {
                case .literal: startLiterals[edge.value, default: []].append(edge.target)
                case .text, .span, .soundAlike: hasOthers = true
                case .epsilon, .enumValue, .boundary: break
                }
            }
            if hasOthers { startOthers.append(state) }
        }
        let unheard = (grammar.phrases(ofRule: FuzzyIndex.unheardRule) ?? []).filter { !$0.contains(" ") }
        let fuzzy = FuzzyIndex(words: words, language: grammar.language, unheard: Set(unheard))
        var automaton = Automaton(
            language: grammar.language, edgeStart: edgeStart, edges: EdgeTable(edges), incomingStart: incomingStart,
            incoming: EdgeTable(incoming), acceptIntent: acceptIntent, accepts: accepts, intents: intents,
            templateSetStart: templateSetStart, templateSetItems: templateSetItems, isSpanTarget: isSpanTarget,
            start: start, startClosure: startClosure, startLiterals: startLiterals, startOthers: startOthers,
            vocabulary: Vocabulary(words), words: words, slots: slots, templates: templates, fuzzy: fuzzy,
            soundAlikes: soundAlikes,
            soundAlikeWindows: soundAlikes.map(Automaton.SoundAlikeWindow.init), maxSpan: max(slots.map(\.maxSpan).max() ?? 0, soundAlikes.map(\.longest).max() ?? 0))
        automaton.kept = KeptWords(grammar, normalizer: normalizer)
        automaton.pronouns = AnswerLexicon.pronounKeys(grammar).sorted()
        return automaton
    }

    // MARK: States and edges

    private mutating func newState() -> Int32 {
        outgoing.append([])
        edgeTemplates.append([])
        return Int32(outgoing.count - 1)
    }

    private mutating func addEdge(from source: Int32, _ kind: Automaton.Kind, slot: Int32 = -1, value: Int32 = -1, to target: Int32) {
        outgoing[Int(source)].append(Automaton.Edge(kind: kind, slot: slot, value: value, target: target))
        edgeTemplates[Int(source)].append(currentTemplate < 0 ? [] : [currentTemplate])
    }

    private func checkSize() throws(GrammarError) {
        if outgoing.count > Self.stateLimit {
            throw GrammarError(.grammarTooLarge(states: outgoing.count, limit: Self.stateLimit), at: currentLocation)
        }
    }

    // MARK: Expansions

    /// Adds the paths of `expansion` from state `from` to state `to`.
    ///
    /// Every part of a sequence but the first is compiled once per (part, continuation):
    /// parts that lead to the same place (`[<suru>]` ending several branches of one group)
    /// share one copy.
    private mutating func compile(_ expansion: Expansion, from: Int32, to: Int32, depth: Int) throws(GrammarError) {
        try checkSize()
        switch expansion {
        case .word(let text):
            literal(run: [text], from: from, to: to)
        case .sequence(let items):
            let parts = Self.parts(of: items)
            guard let first = parts.first else {
                addEdge(from: from, .epsilon, to: to)
                return
            }
            var target = to
            for part in parts.dropFirst().reversed() {
                target = try entry(of: part, toward: target, depth: depth)
            }
            try compileItem(first, from: from, to: target, depth: depth)
        case .alternatives(let branches):
            for branch in branches { try compile(branch, from: from, to: to, depth: depth) }
        case .optional(let inner):
            try compile(inner, from: from, to: to, depth: depth)
            addEdge(from: from, .epsilon, to: to)
        case .rule(let name):
            // Validation guarantees the rule exists and rules form no cycle.
            guard let rule = grammar.rules[name] else { preconditionFailure("unknown rule <\(name)> after validation") }
            try compile(rule.expansion, from: from, to: to, depth: depth + 1)
        case .slot(let name):
            try slot(named: name, from: from, to: to, depth: depth)
        }
    }

    /// One part of a sequence: a run of words (normalized together) or another expansion.
    private enum Part: Hashable {
        case words([String])
        case other(Expansion)
    }

    private static func parts(of items: [Expansion]) -> [Part] {
        var parts: [Part] = []
        var run: [String] = []
        for item in items {
            if case .word(let text) = item {
                run.append(text)
                continue
            }
            if !run.isEmpty { parts.append(.words(run)) }
            run = []
            parts.append(.other(item))
        }
        if !run.isEmpty { parts.append(.words(run)) }
        return parts
    }

    private mutating func compileItem(_ part: Part, from: Int32, to: Int32, depth: Int) throws(GrammarError) {
        switch part {
        case .words(let run): literal(run: run, from: from, to: to)
        case .other(let expansion): try compile(expansion, from: from, to: to, depth: depth)
        }
    }

    private struct TowardKey: Hashable {
        var part: Part
        var target: Int32
    }

    /// The state from which `part` leads to `target`: built once, shared by every caller.
    private mutating func entry(of part: Part, toward target: Int32, depth: Int) throws(GrammarError) -> Int32 {
        let key = TowardKey(part: part, target: target)
        if let existing = towardMemo[key] { return existing }
        let saved = currentTemplate
        currentTemplate = -1  // NB: shared parts carry no template; the template's own edges tell.
        defer { currentTemplate = saved }
        let entry = newState()
        try compileItem(part, from: entry, to: target, depth: depth)
        towardMemo[key] = entry
        return entry
    }

    private mutating func slot(named name: String, from: Int32, to: Int32, depth: Int) throws(GrammarError) {
        guard let declared = grammar.slots[name] else { preconditionFailure("unknown slot $<\(name)> after validation") }
        let index = register(declared)
        switch declared.kind {
        case .text:
            // NB: free text begins and ends at word boundaries only (not inside a kanji's
            // reading or a katakana word).
            let entry = newState()
            let inside = newState()
            addEdge(from: from, .boundary, slot: index, value: Automaton.slotBegins, to: entry)
            addEdge(from: entry, .text, slot: index, to: inside)
            addEdge(from: inside, .text, slot: index, to: inside)
            addEdge(from: inside, .boundary, slot: index, to: to)
        case .enumeration:
            for (valueIndex, value) in declared.values.enumerated() {
                let end = newState()
                try compile(value.expansion, from: from, to: end, depth: depth + 1)
                addEdge(from: end, .enumValue, slot: index, value: Int32(valueIndex), to: to)
            }
        case .entity, .date, .duration, .repeatRule:
            addEdge(from: from, .span, slot: index, to: to)
        }
    }

    private mutating func register(_ slot: Slot) -> Int32 {
        if let index = slotIndex[slot.name] { return index }
        let index = Int32(slots.count)
        slotIndex[slot.name] = index
        slots.append(
            Automaton.CompiledSlot(
                name: slot.name, parameter: slot.parameter, narrows: slot.narrows, kind: slot.kind, enumValues: slot.values.map(\.value),
                maxSpan: Self.maxSpan(of: slot.kind, language: grammar.language)))
        return index
    }

    /// Literal words said together: normalized as one phrase (context matters for readings),
    /// then one edge per token.
    private mutating func literal(run: [String], from: Int32, to: Int32) {
        let phrase = grammar.language.join(run)
        let keys: [String]
        if let cached = runCache[phrase] {
            keys = cached
        } else {
            keys = normalizer.normalize(phrase, language: grammar.language).tokens.map(\.key)
            runCache[phrase] = keys
        }
        guard !keys.isEmpty else {
            addEdge(from: from, .epsilon, to: to)
            return
        }
        var state = from
        for (index, key) in keys.enumerated() {
            let id = intern(key)
            let next = index == keys.count - 1 ? to : newState()
            addEdge(from: state, .literal, value: id, to: next)
            state = next
        }
        if let run = Self.soundAlike(of: keys, language: grammar.language) {
            let index: Int32
            if let known = soundAlikeIndex[run] {
                index = known
            } else {
                index = Int32(soundAlikes.count)
                soundAlikes.append(run)
                soundAlikeIndex[run] = index
            }
            addEdge(from: from, .soundAlike, value: index, to: to)
        }
    }

    /// The sound-alike run of a literal run's tokens, or nil when it gets none: Japanese runs
    /// of two or more reading characters (or a lone particle said otherwise: を, は, へ),
    /// English runs whose phonetic key has two or more sounds.
    static func soundAlike(of keys: [String], language: Language) -> Automaton.SoundAlikeRun? {
        switch LanguageTraits.of(language).soundAlikes {
        case .kana:
            guard keys.allSatisfy(SoundDistance.isReadingCharacter) else { return nil }
            guard keys.count >= 2 || ["を", "は", "へ"].contains(keys.first ?? "") else { return nil }
            return Automaton.SoundAlikeRun(key: keys.joined(), tokens: keys.count, shortest: max(1, keys.count - 2), longest: keys.count + 2, syllables: 0, language: language)
        case .phonetic:
            guard keys.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII } }) else {
                return nil
            }
            let key = PhoneticKey.key(keys.joined())
            guard key.unicodeScalars.count >= 2 else { return nil }
            return Automaton.SoundAlikeRun(
                key: key, tokens: keys.count, shortest: max(1, keys.count - 1), longest: keys.count + 1,
                syllables: FuzzyIndex.syllables(of: keys), language: language)
        }
    }

    private mutating func intern(_ key: String) -> Int32 {
        if let id = vocabulary[key] { return id }
        let id = Int32(words.count)
        vocabulary[key] = id
        words.append(key)
        return id
    }
}

/// Counts, over item lists, how many leading items each list shares with at least one other.
struct ItemTrie {
    /// For each list, the length of its longest prefix that another list also begins with.
    ///
    ///     ItemTrie.sharedLengths([[a, b, c], [a, b, d], [e]])   // [2, 2, 0]
    static func sharedLengths(_ lists: [[Expansion]]) -> [Int] {
        var children: [[Expansion: Int]] = [[:]]
        var counts: [Int] = [0]
        var paths: [[Int]] = []
        for list in lists {
            var node = 0
            var path: [Int] = []
            for item in list {
                if let child = children[node][item] {
                    node = child
                } else {
                    children.append([:])
                    counts.append(0)
                    children[node][item] = children.count - 1
                    node = children.count - 1
                }
                counts[node] += 1
                path.append(node)
            }
            paths.append(path)
        }
        return paths.map { path in path.prefix { counts[$0] >= 2 }.count }
    }
}
