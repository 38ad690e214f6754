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

/// A word of a title that the spoken words contradict: both name the same part of a todo,
/// differently, and not as a mishearing or spelling of each other.
///
///     // "call dad" against "Call mom":
///     Contradiction(spoken: "dad", title: "mom", kind: .kin)
///     // 「牛乳を飲む」 against 「牛乳を買う」:
///     Contradiction(spoken: "飲む", title: "買う", kind: .action)
public struct Contradiction: Sendable, Hashable {
    /// Which kind of word differs.
    public enum Kind: String, Sendable, Hashable {
        /// A name, place or object: "mike"/"john", "paris"/"berlin", 大阪/東京.
        case word
        /// A number: "room 12"/"room 21", 3月/4月.
        case number
        /// A family word: "dad"/"mom", 父/母, 祖父/祖母.
        case kin
        /// A weekday, month or other time word: "monday"/"sunday", 月曜/日曜.
        case calendar
        /// The todo's verb, where both say one: "email mom"/"Call mom", 飲む/買う.
        case action
        /// The same person or thing in another role: 「母から電話」 (a call from mother) against
        /// 「母に電話する」 (calling her).
        case role
        /// A name, place or object said that the title does not have at all ("buy oat milk"
        /// for "Buy milk"): a more specific thing than the title, so maybe another one.
        case extra
    }

    /// The spoken word, as heard (folded).
    public var spoken: String
    /// The title's word it contradicts (folded).
    public var title: String
    public var kind: Kind

    /// Creates a contradiction.
    ///
    ///     Contradiction(spoken: "12", title: "21", kind: .number)
    public init(spoken: String, title: String, kind: Kind) {
        self.spoken = spoken
        self.title = title
        self.kind = kind
    }
}

/// A record ranked against spoken words, with the parts of its score.
///
///     // "by bread" -> Candidate(id: 7, title: "Buy bread", score: 0.89,
///     //                         signals: ["words": 0.93, "phonetic": 0.5, ...])
///     // "call dad" -> Candidate(title: "Call mom", score: 0.52, contradictions: [dad ≠ mom])
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
    /// The title's identity words the spoken words contradict ("call dad" against "Call mom":
    /// dad ≠ mom). Computed by `EntityIndex.rank` for the candidates it returns. A candidate
    /// with any is never `.resolved`: at most it is suggested (`.notFound(nearest:)`).
    public var contradictions: [Contradiction]

    /// The title's words the spoken words contradict, for an explanation ("mom").
    ///
    ///     candidate.contradicts   // ["mom"] for "call dad" against "Call mom"
    public var contradicts: [String] { contradictions.map(\.title) }

    /// Creates a candidate.
    ///
    ///     Candidate(id: 7, title: "Buy bread", score: 1, signals: ["exact": 1])
    public init(id: Int64, title: String, score: Double, signals: [String: Double]) {
        self.init(id: id, title: title, score: score, signals: signals, contradictions: [])
    }

    /// Creates a candidate whose title the spoken words contradict.
    ///
    ///     Candidate(id: 3, title: "Call mom", score: 0.52, signals: [:],
    ///               contradictions: [Contradiction(spoken: "dad", title: "mom", kind: .kin)])
    public init(id: Int64, title: String, score: Double, signals: [String: Double], contradictions: [Contradiction]) {
        self.id = id
        self.title = title
        self.score = score
        self.signals = signals
        self.contradictions = contradictions
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
    /// Nothing scores high enough, or what does contradicts the spoken words ("call dad" when
    /// only "Call mom" exists): the nearest records (maybe empty), best first, to suggest.
    case notFound(nearest: [Candidate])
}
