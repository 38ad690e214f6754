/// A named thing the user may refer to by voice: a todo, a list.
///
///     EntityRecord(id: 7, title: "Buy bread")
public struct EntityRecord: Sendable, Hashable {
    /// The caller's identifier (a database row id).
    public var id: Int64
    /// The name as the user wrote it.
    public var title: String

    /// Creates a record.
    ///
    ///     EntityRecord(id: 1, title: "牛乳を買う")
    public init(id: Int64, title: String) {
        self.id = id
        self.title = title
    }
}

/// A record ranked against spoken words, with the parts of its score.
///
///     // "by bread" -> Candidate(id: 7, title: "Buy bread", score: 0.89,
///     //                         signals: ["words": 0.93, "phonetic": 0.5, ...])
public struct Candidate: Sendable, Hashable {
    /// The record's identifier.
    public var id: Int64
    /// The record's title.
    public var title: String
    /// How well the spoken words name this record, 0...1; 1 only for an exact (folded) title.
    public var score: Double
    /// Explainable parts of the score, each 0...1: "words", "chars", "edit", "phonetic",
    /// "reading", "conjugation", "number" (only those that apply to the language).
    public var signals: [String: Double]

    /// Creates a candidate.
    ///
    ///     Candidate(id: 7, title: "Buy bread", score: 1, signals: ["exact": 1])
    public init(id: Int64, title: String, score: Double, signals: [String: Double]) {
        self.id = id
        self.title = title
        self.score = score
        self.signals = signals
    }
}

/// What spoken words name, after the thresholds: one record, a choice to ask about, or nothing.
///
///     index.resolve("by bread", language: .en)   // .resolved(Buy bread)
///     index.resolve("buy", language: .en)        // .ambiguous([Buy milk, Buy bread])
///     index.resolve("walk the dog", language: .en)   // .notFound(nearest: [...])
public enum Resolution: Sendable, Equatable {
    /// One record is clearly meant.
    case resolved(Candidate)
    /// Several records are about equally likely, best first: ask, never guess.
    case ambiguous([Candidate])
    /// Nothing scores high enough; the nearest records (maybe empty), best first.
    case notFound(nearest: [Candidate])
}
