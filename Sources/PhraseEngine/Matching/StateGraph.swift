/// The automaton while it is built: edge lists per state, before they are packed.
///
/// `merge` shares structure without changing what any intent accepts or how a reading
/// scores:
/// - from the left, states entered by the same edges from the same states (the same words
///   after the same beginning) become one: every template starting with `[<pre>]` shares
///   one copy of it, like a trie;
/// - from the right, states left by the same edges to the same states, within one intent
///   (the accepting states of one intent are one state), become one: the templates of an
///   intent ending in `[<post>]` share that ending.
/// Scores stay exact because merged states have the same best way in (left) or the same
/// best way out (right). A reading's template is recovered from the templates each edge on
/// its path was built for.
struct StateGraph {
    var outgoing: [[Automaton.Edge]]
    /// Parallel to `outgoing`: the templates each edge was built for, ascending (empty: all,
    /// as for the edges of the start and a shared prefix).
    var edgeTemplates: [[[Int32]]]
    private let acceptKey: [Int32: Int32]

    /// An edge as a merging signature sees it: its label and the (merged) state at its other end.
    private struct EdgeKey: Hashable, Comparable {
        var kind: UInt8
        var slot: Int32
        var value: Int32
        var other: Int32

        static func < (a: EdgeKey, b: EdgeKey) -> Bool {
            (a.kind, a.slot, a.value, a.other) < (b.kind, b.slot, b.value, b.other)
        }
    }

    private struct Signature: Hashable {
        var keys: [EdgeKey]
        var accept: Int32
    }

    private static let selfLoop: Int32 = -2

    /// `edgeTemplates`: parallel to `outgoing`, the templates each edge was built for;
    /// `acceptKey`: accepting state -> intent.
    init(outgoing: [[Automaton.Edge]], edgeTemplates: [[[Int32]]], acceptKey: [Int32: Int32]) {
        self.outgoing = outgoing
        self.edgeTemplates = edgeTemplates
        self.acceptKey = acceptKey
    }

    private static func key(_ edge: Automaton.Edge, other: Int32) -> EdgeKey {
        EdgeKey(kind: edge.kind.rawValue, slot: edge.slot, value: edge.value, other: other)
    }

    private static func signature(_ keys: [EdgeKey], accept: Int32) -> Signature {
        var sorted = keys.sorted()
        var unique: [EdgeKey] = []
        unique.reserveCapacity(sorted.count)
        for key in sorted where unique.last != key { unique.append(key) }
        sorted = unique
        return Signature(keys: sorted, accept: accept)
    }

    /// Merges equivalent states; returns the new number of every old state.
    ///
    /// Relies on every edge but a text slot's self-loop pointing to a higher state, which the
    /// builder guarantees and this keeps (left representatives are the lowest of their class,
    /// right ones the highest).
    mutating func merge(root: Int32) -> [Int32] {
        let count = outgoing.count
        var incoming = [[(source: Int32, edge: Automaton.Edge)]](repeating: [], count: count)
        for (source, list) in outgoing.enumerated() {
            for edge in list { incoming[Int(edge.target)].append((Int32(source), edge)) }
        }
        // From the left, in ascending order: every source is settled before its targets.
        var left = [Int32](repeating: -1, count: count)
        var seen: [Signature: Int32] = [:]
        for state in 0..<count {
            if Int32(state) == root || acceptKey[Int32(state)] != nil {
                left[state] = Int32(state)
                continue
            }
            let keys = incoming[state].map { entry in
                Self.key(entry.edge, other: Int(entry.source) == state ? Self.selfLoop : left[Int(entry.source)])
            }
            let signature = Self.signature(keys, accept: -1)
            if let representative = seen[signature] {
                left[state] = representative
            } else {
                seen[signature] = Int32(state)
                left[state] = Int32(state)
            }
        }
        var leftOutgoing = [[Automaton.Edge]](repeating: [], count: count)
        var leftTemplates = [[[Int32]]](repeating: [], count: count)
        for (source, list) in outgoing.enumerated() {
            let from = Int(left[source])
            for (position, var edge) in list.enumerated() {
                edge.target = left[Int(edge.target)]
                leftOutgoing[from].append(edge)
                leftTemplates[from].append(edgeTemplates[source][position])
            }
        }
        // From the right, in descending order: every target is settled before its sources.
        var right = [Int32](repeating: -1, count: count)
        seen = [:]
        for state in stride(from: count - 1, through: 0, by: -1) where left[state] == Int32(state) {
            if Int32(state) == root {
                right[state] = Int32(state)
                continue
            }
            let keys = leftOutgoing[state].map { edge in
                Self.key(edge, other: Int(edge.target) == state ? Self.selfLoop : right[Int(edge.target)])
            }
            let signature = Self.signature(keys, accept: acceptKey[Int32(state)] ?? -1)
            if let representative = seen[signature] {
                right[state] = representative
            } else {
                seen[signature] = Int32(state)
                right[state] = Int32(state)
            }
        }
        // Number the survivors in their old order.
        var number = [Int32](repeating: -1, count: count)
        var next: Int32 = 0
        for state in 0..<count where left[state] == Int32(state) && right[state] == Int32(state) {
            number[state] = next
            next += 1
        }
        var map = [Int32](repeating: -1, count: count)
        for state in 0..<count { map[state] = number[Int(right[Int(left[state])])] }
        // Gather each survivor's edges, then sort and fold duplicates (no per-state hashing).
        var collected = [[(key: EdgeKey, edge: Automaton.Edge, templates: [Int32])]](repeating: [], count: Int(next))
        for state in 0..<count where left[state] == Int32(state) {
            let from = Int(map[state])
            for (index, var edge) in leftOutgoing[state].enumerated() {
                edge.target = map[Int(edge.target)]
                collected[from].append((Self.key(edge, other: edge.target), edge, leftTemplates[state][index]))
            }
        }
        var merged = [[Automaton.Edge]](repeating: [], count: Int(next))
        var mergedTemplates = [[[Int32]]](repeating: [], count: Int(next))
        for state in collected.indices {
            let list = collected[state].sorted { $0.key < $1.key }
            var index = 0
            while index < list.count {
                var end = index + 1
                var templates = list[index].templates
                var isShared = templates.isEmpty
                while end < list.count, list[end].key == list[index].key {
                    if list[end].templates.isEmpty { isShared = true } else { templates += list[end].templates }
                    end += 1
                }
                merged[state].append(list[index].edge)
                mergedTemplates[state].append(isShared ? [] : Array(Set(templates)).sorted())
                index = end
            }
        }
        outgoing = merged
        edgeTemplates = mergedTemplates
        return map
    }
}
