import Basics

/// All templates of one language compiled into one nondeterministic token automaton.
///
/// States are numbered so that every non-consuming edge goes from a lower to a higher
/// state; the matcher relies on that to close a position in one ordered sweep.
/// Literal words become one edge per normalized token; a slot becomes a span edge
/// (entity and value slots), a token loop (text slots) or inline branches (enum slots).
struct Automaton: Sendable {
    enum Kind: UInt8, Sendable {
        /// Consumes nothing.
        case epsilon
        /// Consumes nothing; records `value` for enum slot `slot`.
        case enumValue
        /// Consumes nothing; allowed only at a word boundary (end of a text slot).
        case boundary
        /// Consumes one token equal to (or close to) vocabulary word `value`.
        case literal
        /// Consumes one token into text slot `slot`.
        case text
        /// Consumes 1...maxSpan tokens read as slot `slot` (entity, date, duration, repeat).
        case span
    }

    struct Edge: Sendable {
        var kind: Kind
        var slot: Int32
        var value: Int32
        var target: Int32
    }

    struct CompiledSlot: Sendable {
        var name: String
        var kind: SlotKind
        var enumValues: [String]
        /// The longest span in tokens (span slots only).
        var maxSpan: Int
    }

    struct CompiledTemplate: Sendable {
        var intent: String
        var fixedValues: [FixedValue]
        var text: String
        var location: SourceLocation
        /// The state where the template's own words begin (after any prefix).
        var startState: Int32
        var acceptState: Int32
    }

    var language: Language
    /// Outgoing edges of state s: `edges[edgeStart[s]..<edgeStart[s + 1]]`.
    var edgeStart: [Int32]
    var edges: [Edge]
    /// Incoming edges of state s (with `target` holding the source): `incoming[incomingStart[s]..<incomingStart[s + 1]]`.
    var incomingStart: [Int32]
    var incoming: [Edge]
    /// The template a state accepts, or -1.
    var acceptedTemplate: [Int32]
    /// True when a state is entered by a span edge.
    var isSpanTarget: [Bool]
    var start: Int32
    var vocabulary: [String: Int32]
    var words: [String]
    var slots: [CompiledSlot]
    var templates: [CompiledTemplate]
    var fuzzy: FuzzyIndex
    /// The longest span of any span slot.
    var maxSpan: Int

    var stateCount: Int { edgeStart.count - 1 }

    @inline(__always) func outgoing(_ state: Int32) -> Range<Int> {
        Int(edgeStart[Int(state)])..<Int(edgeStart[Int(state) + 1])
    }

    @inline(__always) func incomingEdges(_ state: Int32) -> Range<Int> {
        Int(incomingStart[Int(state)])..<Int(incomingStart[Int(state) + 1])
    }
}
