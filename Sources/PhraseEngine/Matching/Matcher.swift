import Basics

/// How a matcher run values the tokens of one input.
///
/// Credits are per token, 0...1: the matcher maximizes their sum over whole-input readings.
protocol MatchScorer {
    /// The number of input tokens.
    var count: Int { get }
    /// True when a slot may end before token `position` (0...count).
    func isBoundary(_ position: Int) -> Bool
    /// True when a slot may begin at token `position` (0...count): a boundary that is not
    /// inside a word written as one (a katakana word).
    func mayBegin(_ position: Int) -> Bool
    /// Credit for token `position` read as vocabulary word `word`, or nil when it cannot be.
    func literal(_ word: Int32, at position: Int) -> Double?
    /// Every vocabulary word token `position` may be read as (those `literal` gives credit for).
    func words(at position: Int) -> [Int32]
    /// Credit for token `position` taken as free text of slot `slot`, or nil.
    func text(slot: Int32, at position: Int) -> Double?
    /// Total credit for tokens `range` read as slot `slot` (entity or value), or nil.
    mutating func span(slot: Int32, range: Range<Int>) -> Double?
    /// Total credit for tokens `range` heard as the words of sound-alike run `run` (they sound
    /// like them without being them), or nil.
    mutating func soundAlike(_ run: Int32, range: Range<Int>) -> Double?
    /// The ends at which the input from `position` can be heard as sound-alike run `run`: bit
    /// k set when the run's shortest length plus k tokens can be. Asked at most positions for
    /// most runs, so it must be cheap; `soundAlike` gives the credit of an end it names.
    mutating func soundAlikeEnds(_ run: Int32, at position: Int) -> UInt8
}

/// The best reading of the input for each template: a Viterbi search over
/// (automaton state, input position).
///
/// Three passes, none of which backtracks:
/// 1. forward reachability: which states the input can reach at each position, taking every
///    slot span as possible (nothing is evaluated);
/// 2. backward pruning: of those, which can still reach the end of a template with the rest
///    of the input;
/// 3. Viterbi over the surviving (state, position) pairs only, evaluating a slot span (entity
///    look-up, date parsing) only where a whole reading through it is possible.
/// Work is bounded by 3 × positions × edges × (1 + longest span); text slots are token loops,
/// so they cost per token, not per span.
struct Matcher {
    /// The best way found to stand at one (position, live state).
    struct Cell {
        static let unreached = Cell(credit: -.infinity, previousPosition: -1, previousIndex: -1, edge: -1)
        var credit: Double
        var previousPosition: Int32
        var previousIndex: Int32
        var edge: Int32
    }

    /// One thing a reading did with the input, for turning a path into slot values.
    enum Step: Equatable {
        case text(slot: Int32, position: Int)
        case span(slot: Int32, range: Range<Int>)
        case enumValue(slot: Int32, value: Int32)
    }

    /// The outcome of one run: per template the best total credit, and the lattice to trace paths.
    struct Lattice {
        /// Per position, the states (ascending) from which the rest of the input can complete a template.
        var live: [[Int32]]
        /// Per position, aligned with `live`.
        var cells: [[Cell]]
        /// The best total credit into each accepting state reached.
        var credits: [(accept: Int32, credit: Double)]
        var steps: Int
    }

    let automaton: Automaton

    @inline(__always) static func index(of state: Int32, in states: [Int32]) -> Int? {
        var low = 0
        var high = states.count
        while low < high {
            let middle = (low + high) >> 1
            let value = states[middle]
            if value == state { return middle }
            if value < state { low = middle + 1 } else { high = middle }
        }
        return nil
    }

    func run<Scorer: MatchScorer>(_ scorer: inout Scorer) -> Lattice {
        let n = scorer.count
        var steps = 0
        let live = coReachable(&scorer, steps: &steps)
        var cells = live.map { [Cell](repeating: .unreached, count: $0.count) }
        guard n > 0, let root = Self.index(of: automaton.start, in: live[0]) else {
            return Lattice(live: live, cells: cells, credits: [], steps: steps)
        }
        let edges = automaton.edges
        let edgeStart = automaton.edgeStart
        let slots = automaton.slots
        cells[0][root].credit = 0
        for position in 0...n {
            let states = live[position]
            let boundary = scorer.isBoundary(position)
            let begins = scorer.mayBegin(position)
            // NB: non-consuming edges point to higher states, so one ascending sweep closes the position.
            for index in states.indices {
                let credit = cells[position][index].credit
                guard credit > -.infinity else { continue }
                let state = states[index]
                for edgeIndex in Int(edgeStart[Int(state)])..<Int(edgeStart[Int(state) + 1]) {
                    let edge = edges[edgeIndex]
                    steps += 1
                    let from = Cell(credit: 0, previousPosition: Int32(position), previousIndex: Int32(index), edge: Int32(edgeIndex))
                    func relax(_ at: Int, _ slot: Int, _ total: Double) {
                        let existing = cells[at][slot]
                        // NB: on a tie the edge of the earlier template wins, so that the first
                        // of two equal templates is the one a reading reports (and lint blames
                        // the later one).
                        if total > existing.credit + 1e-9
                            || (total > existing.credit - 1e-9
                                && earliestTemplate(edgeIndex) < earliestTemplate(Int(existing.edge)))
                        {
                            var cell = from
                            cell.credit = total
                            cells[at][slot] = cell
                        }
                    }
                    switch edge.kind {
                    case .epsilon, .enumValue:
                        if let target = Self.index(of: edge.target, in: states) { relax(position, target, credit) }
                    case .boundary:
                        if edge.value == Automaton.slotBegins ? begins : boundary, let target = Self.index(of: edge.target, in: states) { relax(position, target, credit) }
                    case .literal:
                        guard position < n, let target = Self.index(of: edge.target, in: live[position + 1]),
                            let gain = scorer.literal(edge.value, at: position)
                        else { continue }
                        relax(position + 1, target, credit + gain)
                    case .text:
                        guard position < n, let target = Self.index(of: edge.target, in: live[position + 1]),
                            let gain = scorer.text(slot: edge.slot, at: position)
                        else { continue }
                        relax(position + 1, target, credit + gain)
                    case .span:
                        guard begins, position < n else { continue }
                        let longest = slots[Int(edge.slot)].maxSpan
                        for end in (position + 1)...min(n, position + longest) where scorer.isBoundary(end) {
                            guard let target = Self.index(of: edge.target, in: live[end]) else { continue }
                            steps += 1
                            if let gain = scorer.span(slot: edge.slot, range: position..<end) {
                                relax(end, target, credit + gain)
                            }
                        }
                    case .soundAlike:
                        let shortest = Int(automaton.soundAlikeWindows[Int(edge.value)].shortest)
                        guard begins, position + shortest <= n else { continue }
                        var ends = scorer.soundAlikeEnds(edge.value, at: position)
                        while ends != 0 {
                            let end = position + shortest + ends.trailingZeroBitCount
                            ends &= ends - 1
                            guard scorer.isBoundary(end), let target = Self.index(of: edge.target, in: live[end]) else { continue }
                            steps += 1
                            if let gain = scorer.soundAlike(edge.value, range: position..<end) {
                                relax(end, target, credit + gain)
                            }
                        }
                    }
                }
            }
        }
        var credits: [(Int32, Double)] = []
        for accept in automaton.accepts {
            if let slot = Self.index(of: accept, in: live[n]), cells[n][slot].credit > -.infinity {
                credits.append((accept, cells[n][slot].credit))
            }
        }
        return Lattice(live: live, cells: cells, credits: credits, steps: steps)
    }

    /// The first template an edge was built for (-1 for edges shared by all).
    private func earliestTemplate(_ edge: Int) -> Int32 {
        guard edge >= 0 else { return -1 }
        return automaton.templateSet(edge: Int32(edge)).first ?? -1
    }

    /// Puts distinct states in ascending order. The sets of a position run to a few hundred
    /// states and are made at every position of every reading: a pass over a bit per state
    /// (`bits`, all clear before and after) costs a fraction of a comparison sort of them.
    @inline(__always) static func sortStates(_ states: inout [Int32], bits: inout [UInt64]) {
        guard states.count > 24 else {
            // NB: few states: an insertion sort is cheaper than a pass over every state's bit.
            for index in states.indices.dropFirst() {
                let state = states[index]
                var at = index
                while at > 0, states[at - 1] > state {
                    states[at] = states[at - 1]
                    at -= 1
                }
                states[at] = state
            }
            return
        }
        var lowest = Int.max
        var highest = 0
        for state in states {
            let word = Int(state) >> 6
            bits[word] |= 1 << UInt64(state & 63)
            lowest = min(lowest, word)
            highest = max(highest, word)
        }
        states.removeAll(keepingCapacity: true)
        for word in lowest...highest {
            var set = bits[word]
            guard set != 0 else { continue }
            bits[word] = 0
            while set != 0 {
                states.append(Int32(word << 6 | set.trailingZeroBitCount))
                set &= set - 1
            }
        }
    }

    /// For each position, the states (ascending) reachable from the start by reading the input
    /// before it, with any span and text edge taken as possible (nothing evaluated yet).
    ///
    /// Order does not matter here (these are sets), so the pass reads the edges regrouped
    /// (`ForwardEdges`): a literal edge is found from the word heard when that is cheaper than
    /// going through every literal edge of every state in play.
    private func forwardReachable<Scorer: MatchScorer>(_ scorer: inout Scorer, steps: inout Int) -> [[Int32]] {
        let n = scorer.count
        let edges = automaton.edges
        let edgeStart = automaton.edgeStart
        let slots = automaton.slots
        let windows = automaton.soundAlikeWindows
        let tables = automaton.forwardEdges.tables(automaton)
        let wordCount = Int32(automaton.words.count)
        var reach = [[Int32]](repeating: [], count: n + 1)
        var bits = [UInt64](repeating: 0, count: (automaton.stateCount + 63) / 64)
        var pending = [[Int32]](repeating: [], count: n + 1)
        var stamp = [Int32](repeating: -1, count: automaton.stateCount)
        var stack: [Int32] = []
        var members: [Int32] = []
        for position in 0...n {
            let mark = Int32(position)
            let boundary = scorer.isBoundary(position)
            let begins = scorer.mayBegin(position)
            if position == 0 {
                // NB: the start's closure is the same for every input; it was computed once.
                members = automaton.startClosure
            } else {
                members.removeAll(keepingCapacity: true)
                for seed in pending[position] where stamp[Int(seed)] != mark {
                    stamp[Int(seed)] = mark
                    members.append(seed)
                    stack.append(seed)
                }
                pending[position] = []
                while let state = stack.popLast() {
                    for index in Int(tables.closureStart[Int(state)])..<Int(tables.closureStart[Int(state) + 1]) {
                        steps += 1
                        switch tables.closureCondition[index] {
                        case 1: if !boundary { continue }
                        case 2: if !begins { continue }
                        default: break
                        }
                        let target = tables.closureTargets[index]
                        if stamp[Int(target)] != mark {
                            stamp[Int(target)] = mark
                            members.append(target)
                            stack.append(target)
                        }
                    }
                }
                Self.sortStates(&members, bits: &bits)
            }
            reach[position] = members
            guard position < n else { break }
            let heard = scorer.words(at: position)
            if position == 0 {
                // NB: the start's closure is large; its consuming edges are indexed by word instead.
                for word in heard {
                    for target in automaton.startLiterals[word] ?? [] {
                        steps += 1
                        pending[1].append(target)
                    }
                }
            } else {
                // Literal edges: from the words heard (the members are stamped), or state by state,
                // whichever goes through fewer edges.
                var byWord = 0
                for word in heard where word >= 0 && word < wordCount {
                    byWord += Int(tables.byWordStart[Int(word) + 1] - tables.byWordStart[Int(word)])
                }
                var byState = 0
                for state in members { byState += Int(tables.literalStart[Int(state) + 1] - tables.literalStart[Int(state)]) }
                if byWord <= byState {
                    for word in heard where word >= 0 && word < wordCount {
                        for index in Int(tables.byWordStart[Int(word)])..<Int(tables.byWordStart[Int(word) + 1]) {
                            steps += 1
                            if stamp[Int(tables.byWordSources[index])] == mark { pending[position + 1].append(tables.byWordTargets[index]) }
                        }
                    }
                } else {
                    for state in members {
                        for index in Int(tables.literalStart[Int(state)])..<Int(tables.literalStart[Int(state) + 1]) {
                            steps += 1
                            if scorer.literal(tables.literalWords[index], at: position) != nil {
                                pending[position + 1].append(tables.literalTargets[index])
                            }
                        }
                    }
                }
            }
            // NB: the ends a span may take from here, found once for every span edge.
            // NB: a grammar may have no span slot at all (maxSpan 0).
            let spanEnds = begins && automaton.maxSpan > 0 ? (position + 1...min(n, position + automaton.maxSpan)).filter { scorer.isBoundary($0) } : []
            func consume(_ kind: Automaton.Kind, _ value: Int32, _ target: Int32) {
                switch kind {
                case .text:
                    steps += 1
                    if scorer.text(slot: value, at: position) != nil { pending[position + 1].append(target) }
                case .span:
                    let last = position + slots[Int(value)].maxSpan
                    for end in spanEnds {
                        guard end <= last else { break }
                        steps += 1
                        pending[end].append(target)
                    }
                case .soundAlike:
                    // NB: evaluated here (memoized), unlike slot spans: a sound-alike edge runs
                    // beside every literal run, and taking it as always possible would keep
                    // the whole grammar live at every position.
                    let shortest = Int(windows[Int(value)].shortest)
                    guard begins, position + shortest <= n else { return }
                    var ends = scorer.soundAlikeEnds(value, at: position)
                    while ends != 0 {
                        let end = position + shortest + ends.trailingZeroBitCount
                        ends &= ends - 1
                        guard scorer.isBoundary(end) else { continue }
                        steps += 1
                        pending[end].append(target)
                    }
                case .epsilon, .enumValue, .boundary, .literal:
                    return
                }
            }
            if position == 0 {
                for state in automaton.startOthers {
                    for edgeIndex in Int(edgeStart[Int(state)])..<Int(edgeStart[Int(state) + 1]) {
                        let edge = edges[edgeIndex]
                        switch edge.kind {
                        case .text, .span: consume(edge.kind, edge.slot, edge.target)
                        case .soundAlike: consume(edge.kind, edge.value, edge.target)
                        case .epsilon, .enumValue, .boundary, .literal: continue
                        }
                    }
                }
            } else {
                tables.slotEdges.withUnsafeBufferPointer { slotEdges in
                    for state in members {
                        for index in Int(tables.slotStart[Int(state)])..<Int(tables.slotStart[Int(state) + 1]) {
                            let edge = slotEdges[index]
                            consume(edge.kind, edge.value, edge.target)
                        }
                    }
                }
            }
        }
        return reach
    }

    /// For each position, the states (ascending) that are reachable from the start and from
    /// which the rest of the input can complete a template.
    private func coReachable<Scorer: MatchScorer>(_ scorer: inout Scorer, steps: inout Int) -> [[Int32]] {
        let n = scorer.count
        let reach = forwardReachable(&scorer, steps: &steps)
        let incoming = automaton.incoming
        let incomingStart = automaton.incomingStart
        let isSpanTarget = automaton.isSpanTarget
        let slots = automaton.slots
        var live = [[Int32]](repeating: [], count: n + 1)
        // States entered by a span edge, per position, to find span sources quickly.
        var spanTargets = [[Int32]](repeating: [], count: n + 1)
        var bits = [UInt64](repeating: 0, count: (automaton.stateCount + 63) / 64)
        var stamp = [Int32](repeating: -1, count: automaton.stateCount)
        var stack: [Int32] = []
        var members: [Int32] = []
        // Plain reachability over reversed non-consuming edges: any visiting order will do.
        func close(_ position: Int, seeds: [Int32]) {
            let mark = Int32(position)
            members.removeAll(keepingCapacity: true)
            stack.removeAll(keepingCapacity: true)
            let reachable = reach[position]
            for seed in seeds where stamp[Int(seed)] != mark {
                stamp[Int(seed)] = mark
                guard Self.index(of: seed, in: reachable) != nil else { continue }
                members.append(seed)
                stack.append(seed)
            }
            let boundary = scorer.isBoundary(position)
            let begins = scorer.mayBegin(position)
            while let state = stack.popLast() {
                for edgeIndex in Int(incomingStart[Int(state)])..<Int(incomingStart[Int(state) + 1]) {
                    let edge = incoming[edgeIndex]
                    steps += 1
                    switch edge.kind {
                    case .epsilon, .enumValue: break
                    case .boundary: guard edge.value == Automaton.slotBegins ? begins : boundary else { continue }
                    case .literal, .text, .span, .soundAlike: continue
                    }
                    if stamp[Int(edge.target)] != mark {
                        stamp[Int(edge.target)] = mark
                        guard Self.index(of: edge.target, in: reachable) != nil else { continue }
                        members.append(edge.target)
                        stack.append(edge.target)
                    }
                }
            }
            Self.sortStates(&members, bits: &bits)
            live[position] = members
            spanTargets[position] = members.filter { isSpanTarget[Int($0)] }
        }
        close(n, seeds: automaton.accepts)
        guard n > 0 else { return live }
        var seeds: [Int32] = []
        for position in stride(from: n - 1, through: 0, by: -1) {
            seeds.removeAll(keepingCapacity: true)
            for state in live[position + 1] {
                for edgeIndex in Int(incomingStart[Int(state)])..<Int(incomingStart[Int(state) + 1]) {
                    let edge = incoming[edgeIndex]
                    steps += 1
                    switch edge.kind {
                    case .literal:
                        if scorer.literal(edge.value, at: position) != nil { seeds.append(edge.target) }
                    case .text:
                        if scorer.text(slot: edge.slot, at: position) != nil { seeds.append(edge.target) }
                    default: continue
                    }
                }
            }
            if scorer.mayBegin(position), automaton.maxSpan > 0 {
                for end in (position + 1)...min(n, position + automaton.maxSpan) where scorer.isBoundary(end) {
                    for state in spanTargets[end] {
                        for edgeIndex in Int(incomingStart[Int(state)])..<Int(incomingStart[Int(state) + 1]) {
                            let edge = incoming[edgeIndex]
                            steps += 1
                            if edge.kind == .span, end - position <= slots[Int(edge.slot)].maxSpan {
                                seeds.append(edge.target)
                            } else if edge.kind == .soundAlike {
                                let offset = end - position - Int(automaton.soundAlikeWindows[Int(edge.value)].shortest)
                                if offset >= 0, offset < 8, scorer.soundAlikeEnds(edge.value, at: position) & (1 << UInt8(offset)) != 0 {
                                    seeds.append(edge.target)
                                }
                            }
                        }
                    }
                }
            }
            close(position, seeds: seeds)
        }
        return live
    }

    /// The best path into accepting state `accept`: its steps in input order, and its template
    /// (the earliest of those every state on the path belongs to).
    func trace(_ lattice: Lattice, accept: Int32) -> (steps: [Step], template: Int32) {
        var steps: [Step] = []
        var position = lattice.cells.count - 1
        guard var index = Self.index(of: accept, in: lattice.live[position]) else { return ([], -1) }
        var candidates: [Int32]?
        // NB: a path visits each cell once at most. Back-pointers that go round (a stored automaton
        // whose epsilon edges make a cycle: fuzz-cache finding 5) give no path, never a hang.
        var budget = lattice.cells.reduce(0) { $0 + $1.count }
        while true {
            let cell = lattice.cells[position][index]
            guard cell.edge >= 0 else { break }
            budget -= 1
            guard budget >= 0 else { return ([], -1) }
            let set = automaton.templateSet(edge: cell.edge)
            if !set.isEmpty {
                if let current = candidates {
                    let narrowed = current.filter { set.contains($0) }
                    if !narrowed.isEmpty { candidates = narrowed }
                } else {
                    candidates = Array(set)
                }
            }
            let edge = automaton.edges[Int(cell.edge)]
            let from = Int(cell.previousPosition)
            switch edge.kind {
            case .text: steps.append(.text(slot: edge.slot, position: from))
            case .span: steps.append(.span(slot: edge.slot, range: from..<position))
            case .enumValue: steps.append(.enumValue(slot: edge.slot, value: edge.value))
            case .epsilon, .boundary, .literal, .soundAlike: break
            }
            position = from
            index = Int(cell.previousIndex)
        }
        return (steps.reversed(), candidates?.min() ?? 0)
    }
}
