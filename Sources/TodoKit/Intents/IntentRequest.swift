/// An intent to run, with its arguments and whether the user already confirmed it.
///
///     IntentRequest(.addTodo, arguments: ["title": .text("Buy milk"), "list": .text("Groceries")])
///     IntentRequest(.deleteTodo, arguments: ["todo": .entityID(3)], isConfirmed: true)
public struct IntentRequest: Sendable, Hashable {
    /// The intent.
    public var intent: TodoIntent
    /// Parameter name → value.
    public var arguments: [String: IntentArgument]
    /// True when the user said yes (or passed `--yes`); intents that need confirmation refuse otherwise.
    public var isConfirmed: Bool
    /// The todos the user said yes to (``TodoService/confirmation(for:)``'s `todoIDs`): when
    /// given, a confirmed run refuses, changing nothing, unless these are still exactly the
    /// todos it would change. nil: no such check (`--yes` without a question).
    public var confirmedTodoIDs: [Int64]?

    /// A request; `isConfirmed` defaults to false.
    ///
    ///     IntentRequest(.undo)
    ///     IntentRequest(.completeTodos, arguments: ["filter": .filter(.overdue)], isConfirmed: true, confirmedTodoIDs: [4, 7])
    public init(
        _ intent: TodoIntent, arguments: [String: IntentArgument] = [:], isConfirmed: Bool = false,
        confirmedTodoIDs: [Int64]? = nil
    ) {
        self.intent = intent
        self.arguments = arguments
        self.isConfirmed = isConfirmed
        self.confirmedTodoIDs = confirmedTodoIDs
    }
}
