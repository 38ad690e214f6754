import Basics

/// How a matcher run values the tokens of one input.
///
/// Credits are per token, 0...1: the matcher maximizes their sum over whole-input readings.
protocol MatchScorer {
    /// The number of input tokens.
    var count: Int { get }
    /// True when a slot may begin or end before token `position` (0...count).
    func isBoundary(_ position: Int) -> Bool
    /// Credit for token `position` read as vocabulary word `word`, or nil when it cannot be.
    func literal(_ word: Int32, at position: Int) -> Double?
    /// Credit for token `position` taken as free text of slot `slot`, or nil.
    func text(slot: Int32, at position: Int) -> Double?
    /// Total credit for tokens `range` read as slot `slot` (entity or value), or nil.
    mutating func span(slot: Int32, range: Range<Int>) -> Double?
}

/// The best reading of the input for each template: a Viterbi search over
/// (automaton state, input position).
///
/// A backward pass first marks which states can still reach the end of some template
/// from each position; the forward pass then follows only those, so slot spans are
/// evaluated (entity look-ups, date parsing) only where a whole reading is possible.
/// Work is bounded by positions × (edges + span edges × longest span): no backtracking.
struct Matcher {
    struct Cell {
        var credit: Double
        var previous: Int32
        var previousPosition: Int32
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
        var cells: [[Int32: Cell]]
        var credits: [(template: Int32, credit: Double)]
        var steps: Int
    }

    let automaton: Automaton

    func run<Scorer: MatchScorer>(_ scorer: inout Scorer) -> Lattice {
        let n = scorer.count
        var steps = 0
        let live = coReachable(&scorer, steps: &steps)
        var cells = [[Int32: Cell]](repeating: [:], count: n + 1)
        guard n > 0, live[0].contains(automaton.start) else {
            return Lattice(cells: cells, credits: [], steps: steps)
        }
        cells[0][automaton.start] = Cell(credit: 0, previous: -1, previousPosition: -1, edge: -1)
        var heap = StateHeap(ascending: true)
        for position in 0...n {
            heap.reset(with: cells[position].keys)
            let boundary = scorer.isBoundary(position)
            while let state = heap.pop() {
                guard let cell = cells[position][state] else { continue }
                for edgeIndex in automaton.outgoing(state) {
                    let edge = automaton.edges[edgeIndex]
                    steps += 1
                    let target = edge.target
                    func relax(_ at: Int, _ credit: Double) {
                        let candidate = Cell(
                            credit: credit, previous: state, previousPosition: Int32(position), edge: Int32(edgeIndex))
                        if let existing = cells[at][target] {
                            if credit > existing.credit { cells[at][target] = candidate }
                        } else {
                            cells[at][target] = candidate
                            if at == position { heap.push(target) }
                        }
                    }
                    switch edge.kind {
                    case .epsilon, .enumValue:
                        if live[position].contains(target) { relax(position, cell.credit) }
                    case .boundary:
                        if boundary, live[position].contains(target) { relax(position, cell.credit) }
                    case .literal:
                        guard position < n, live[position + 1].contains(target),
                            let credit = scorer.literal(edge.value, at: position)
                        else { continue }
                        relax(position + 1, cell.credit + credit)
                    case .text:
                        guard position < n, live[position + 1].contains(target),
                            let credit = scorer.text(slot: edge.slot, at: position)
                        else { continue }
                        relax(position + 1, cell.credit + credit)
                    case .span:
                        guard boundary, position < n else { continue }
                        let longest = automaton.slots[Int(edge.slot)].maxSpan
                        for end in (position + 1)...min(n, position + longest)
                        where scorer.isBoundary(end) && live[end].contains(target) {
                            steps += 1
                            if let credit = scorer.span(slot: edge.slot, range: position..<end) {
                                relax(end, cell.credit + credit)
                            }
                        }
                    }
                }
            }
        }
        var credits: [(Int32, Double)] = []
        for (index, template) in automaton.templates.enumerated() {
            if let cell = cells[n][template.acceptState] { credits.append((Int32(index), cell.credit)) }
        }
        return Lattice(cells: cells, credits: credits, steps: steps)
    }

    /// For each position, the states from which the rest of the input can complete a template.
    private func coReachable<Scorer: MatchScorer>(_ scorer: inout Scorer, steps: inout Int) -> [Set<Int32>] {
        let n = scorer.count
        var live = [Set<Int32>](repeating: [], count: n + 1)
        // States entered by a span edge, per position, to find span sources quickly.
        var spanTargets = [[Int32]](repeating: [], count: n + 1)
        var heap = StateHeap(ascending: false)
        func close(_ position: Int, seeds: [Int32]) {
            var set = Set<Int32>()
            heap.reset(with: [])
            for seed in seeds where set.insert(seed).inserted { heap.push(seed) }
            let boundary = scorer.isBoundary(position)
            while let state = heap.pop() {
                for edgeIndex in automaton.incomingEdges(state) {
                    let edge = automaton.incoming[edgeIndex]
                    steps += 1
                    switch edge.kind {
                    case .epsilon, .enumValue: break
                    case .boundary: guard boundary else { continue }
                    case .literal, .text, .span: continue
                    }
                    if set.insert(edge.target).inserted { heap.push(edge.target) }
                }
            }
            live[position] = set
            spanTargets[position] = set.filter { automaton.isSpanTarget[Int($0)] }.sorted()
        }
        close(n, seeds: automaton.templates.map(\.acceptState))
        guard n > 0 else { return live }
        for position in stride(from: n - 1, through: 0, by: -1) {
            var seeds: [Int32] = []
            for state in live[position + 1] {
                for edgeIndex in automaton.incomingEdges(state) {
                    let edge = automaton.incoming[edgeIndex]
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
            if scorer.isBoundary(position), automaton.maxSpan > 0 {
                for end in (position + 1)...min(n, position + automaton.maxSpan) where scorer.isBoundary(end) {
                    for state in spanTargets[end] {
                        for edgeIndex in automaton.incomingEdges(state) {
                            let edge = automaton.incoming[edgeIndex]
                            steps += 1
                            if edge.kind == .span, end - position <= automaton.slots[Int(edge.slot)].maxSpan {
                                seeds.append(edge.target)
                            }
                        }
                    }
                }
            }
            close(position, seeds: seeds)
        }
        return live
    }

    /// The steps of the best path into `template`'s accepting state, in input order.
    func trace(_ lattice: Lattice, template: Int32) -> [Step] {
        var steps: [Step] = []
        var state = automaton.templates[Int(template)].acceptState
        var position = lattice.cells.count - 1
        while let cell = lattice.cells[position][state], cell.edge >= 0 {
            let edge = automaton.edges[Int(cell.edge)]
            let from = Int(cell.previousPosition)
            switch edge.kind {
            case .text: steps.append(.text(slot: edge.slot, position: from))
            case .span: steps.append(.span(slot: edge.slot, range: from..<position))
            case .enumValue: steps.append(.enumValue(slot: edge.slot, value: edge.value))
            case .epsilon, .boundary, .literal: break
            }
            state = cell.previous
            position = from
        }
        return steps.reversed()
    }
}

/// A binary heap of states, smallest (or largest) first, reusable between positions.
struct StateHeap {
    private var items: [Int32] = []
    private let ascending: Bool

    init(ascending: Bool) { self.ascending = ascending }

    mutating func reset(with states: some Sequence<Int32>) {
        items.removeAll(keepingCapacity: true)
        items.append(contentsOf: states)
        items.sort(by: ascending ? (<) : (>))
    }

    @inline(__always) private func before(_ a: Int32, _ b: Int32) -> Bool { ascending ? a < b : a > b }

    mutating func push(_ state: Int32) {
        items.append(state)
        var child = items.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard before(items[child], items[parent]) else { break }
            items.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Int32? {
        guard let first = items.first else { return nil }
        let last = items.removeLast()
        guard !items.isEmpty else { return first }
        items[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var best = parent
            if left < items.count, before(items[left], items[best]) { best = left }
            if right < items.count, before(items[right], items[best]) { best = right }
            guard best != parent else { break }
            items.swapAt(parent, best)
            parent = best
        }
        return first
    }
}
