/// One parameter of an intent: its name, what kind of value it takes, and whether it is required.
///
///     ParameterDeclaration("todo", kind: .todo, isRequired: true)
public struct ParameterDeclaration: Sendable, Hashable {
    /// The kinds of values, with their `intent` argument encodings (CONTRACT.md).
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A todo: exact title or id.
        case todo
        /// A list: exact name or id.
        case list
        /// Free text (title, name, query, notes, section).
        case text
        /// Several free texts (AddTodos' titles): a JSON array of strings.
        case texts
        /// One of ``TodoFilter``'s names.
        case filter
        /// `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`.
        case date
        /// Whole minutes (or `tonight`, `tomorrow`).
        case duration
        /// `true` or `false`.
        case bool
        /// An RFC 5545 RRULE.
        case `repeat`
    }

    /// The parameter's name, e.g. `title`.
    public var name: String
    /// Its kind.
    public var kind: Kind
    /// Whether the intent cannot run without it.
    public var isRequired: Bool

    /// A parameter.
    ///
    ///     ParameterDeclaration("due", kind: .date)
    public init(_ name: String, kind: Kind, isRequired: Bool = false) {
        self.name = name
        self.kind = kind
        self.isRequired = isRequired
    }
}
