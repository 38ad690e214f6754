/// An intent to run, with its arguments and whether the user already confirmed it.
///
///     IntentRequest(intent: "AddTodo", arguments: ["title": .text("Buy milk"), "list": .text("Groceries")])
///     IntentRequest(intent: "DeleteTodo", arguments: ["todo": .entityID(3)], isConfirmed: true)
public struct IntentRequest: Sendable, Hashable {
    /// The intent's name from the catalog, e.g. `AddTodo`.
    public var intent: String
    /// Parameter name → value.
    public var arguments: [String: IntentArgument]
    /// True when the user said yes (or passed `--yes`); intents that need confirmation refuse otherwise.
    public var isConfirmed: Bool

    /// A request; `isConfirmed` defaults to false.
    ///
    ///     IntentRequest(intent: "Undo")
    public init(intent: String, arguments: [String: IntentArgument] = [:], isConfirmed: Bool = false) {
        self.intent = intent
        self.arguments = arguments
        self.isConfirmed = isConfirmed
    }
}
