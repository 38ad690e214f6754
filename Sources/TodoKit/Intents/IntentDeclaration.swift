import Basics

/// An intent as the catalog declares it: its parameters, when it needs a yes, and the
/// questions to ask for missing values.
///
///     let add = TodoIntents.declaration(named: "AddTodo")!
///     add.parameters.filter(\.isRequired).map(\.name)   // ["title"]
///     add.prompt(for: "title", language: .ja)           // "何を追加しますか？"
public struct IntentDeclaration: Sendable, Hashable {
    /// When the user must confirm before the intent runs.
    public enum Confirmation: Sendable, Hashable {
        /// Never.
        case never
        /// Always (deleting one todo or a list).
        case always
        /// When it affects at least one todo; the prompt says how many, counting only the todos
        /// the intent will change (CompleteTodos: the open ones).
        case bulk
        /// When the intent picks the todo itself (ToggleUrgentTodo: the most urgent open one);
        /// the prompt names the todo it picked. None when there is nothing to pick.
        case naming
        /// When what is added is already an open todo of the same list (AddTodo, AddTodos; titles
        /// compared case- and width-insensitively); the prompt names it and asks to add another.
        case duplicate
    }

    /// The intent.
    public var intent: TodoIntent
    /// The intent's name (CONTRACT.md), e.g. `AddTodo`.
    public var name: String { intent.name }
    /// Its parameters in the order people usually give them.
    public var parameters: [ParameterDeclaration]
    /// When a yes is needed.
    public var confirmation: Confirmation
    /// Choices to offer for a missing `duration` (SnoozeTodo); empty elsewhere.
    public var durationChoices: [DurationChoice]

    /// A declaration.
    public init(
        _ intent: TodoIntent, parameters: [ParameterDeclaration], confirmation: Confirmation = .never,
        durationChoices: [DurationChoice] = []
    ) {
        self.intent = intent
        self.parameters = parameters
        self.confirmation = confirmation
        self.durationChoices = durationChoices
    }

    /// The parameter named `name`.
    public func parameter(named name: String) -> ParameterDeclaration? {
        parameters.first { $0.name == name }
    }

    /// The question that asks for `parameter` ("What do you want to add?" / 「何を追加しますか？」).
    ///
    ///     TodoIntent.snoozeTodo.declaration.prompt(for: "duration", language: .en)   // "For how long?"
    public func prompt(for parameter: String, language: Language) -> String {
        Strings.phrasebook(for: language).prompt(intent: intent, parameter: parameter)
    }
}
