import Basics

/// What the fuzzy resolver needs to know about one todo or list.
///
///     EntitySummary(id: 3, title: "Buy milk", listName: "Groceries", isDone: false, due: nil)
public struct EntitySummary: Sendable, Hashable {
    /// The todo's or list's id.
    public var id: Int64
    /// The title (todo) or display name (list).
    public var title: String
    /// The list a todo is in; nil for lists.
    public var listName: String?
    /// Whether a todo is completed; false for lists.
    public var isDone: Bool
    /// A todo's due date.
    public var due: DueDate?

    /// A summary.
    public init(id: Int64, title: String, listName: String? = nil, isDone: Bool = false, due: DueDate? = nil) {
        self.id = id
        self.title = title
        self.listName = listName
        self.isDone = isDone
        self.due = due
    }
}
