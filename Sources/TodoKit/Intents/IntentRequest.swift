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

    /// A request; `isConfirmed` defaults to false.
    ///
    ///     IntentRequest(.undo)
    public init(_ intent: TodoIntent, arguments: [String: IntentArgument] = [:], isConfirmed: Bool = false) {
        self.intent = intent
        self.arguments = arguments
        self.isConfirmed = isConfirmed
    }
}
