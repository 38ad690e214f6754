/// One undoable change as the journal describes it.
///
///     UndoEntry(id: 7, intent: "AddTodo", subject: "Buy milk", count: 1)
struct UndoEntry: Hashable, Sendable {
    var id: Int64
    var intent: String
    var subject: String
    var count: Int
}
