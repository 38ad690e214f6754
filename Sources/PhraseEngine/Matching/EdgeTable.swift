import Basics

/// An automaton's edges, in place.
typealias EdgeTable = InPlace<Automaton.Edge>

extension InPlace where Element == Automaton.Edge {
    /// The edges as written; every record's kind is checked before it is taken for an edge.
    static func readEdges(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> EdgeTable {
        try read(&reader, validBytes: Automaton.Kind.valid(offset: MemoryLayout<Automaton.Edge>.offset(of: \.kind)!))
    }
}

extension Automaton.Kind {
    /// A check of stored records that each hold a kind at `offset`: true when every one is a kind.
    static func valid(offset: Int) -> (UnsafeRawBufferPointer, Int) -> Bool {
        let stride = MemoryLayout<Automaton.Edge>.stride
        let last = Automaton.Kind.allCases.map(\.rawValue).max()!
        return { bytes, count in
            // NB: a plain loop over bytes (every process checks hundreds of thousands of records).
            let size = bytes.count / max(1, count)
            precondition(size > offset && (size == stride || size == MemoryLayout<ForwardEdges.SlotEdge>.stride))
            var highest: UInt8 = 0
            for index in 0..<count { highest = Swift.max(highest, bytes[index * size + offset]) }
            return highest <= last
        }
    }
}
