/// A question to ask before an intent runs, and what a yes to it covers.
///
///     let question = try service.confirmation(for: IntentRequest(.completeTodos, arguments: ["filter": .filter(.all)]))
///     question?.prompt    // "Complete all 2 open todos?"
///     question?.todoIDs   // [3, 5]: pass them back as `IntentRequest.confirmedTodoIDs`
public struct ConfirmationQuestion: Sendable, Hashable {
    /// The question, in the service's language.
    public var prompt: String
    /// The todos the confirmed run will complete or delete, in id order; nil when the question
    /// is not about existing todos changing (DeleteTodo names its todo by id; AddTodo adds).
    public var todoIDs: [Int64]?

    public init(prompt: String, todoIDs: [Int64]?) {
        self.prompt = prompt
        self.todoIDs = todoIDs
    }
}
