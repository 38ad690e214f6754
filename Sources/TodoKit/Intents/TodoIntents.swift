/// The catalog: every intent IntentTodo can run, with its parameters (CONTRACT.md names).
///
///     TodoIntents.catalog.count                         // 21
///     TodoIntents.declaration(named: "DeleteTodo")?.confirmation   // .always
public enum TodoIntents {
    /// Every intent, in the CONTRACT.md order.
    public static let catalog: [IntentDeclaration] = [
        IntentDeclaration(
            name: "AddTodo",
            parameters: [
                .init("title", kind: .text, isRequired: true), .init("list", kind: .list), .init("due", kind: .date),
                .init("urgent", kind: .bool), .init("repeat", kind: .repeat), .init("starred", kind: .bool),
                .init("section", kind: .text), .init("notes", kind: .text),
            ]),
        IntentDeclaration(name: "CompleteTodo", parameters: [.init("todo", kind: .todo, isRequired: true)]),
        IntentDeclaration(name: "ReopenTodo", parameters: [.init("todo", kind: .todo, isRequired: true)]),
        IntentDeclaration(name: "DeleteTodo", parameters: [.init("todo", kind: .todo, isRequired: true)], confirmation: .always),
        IntentDeclaration(
            name: "UpdateTodo",
            parameters: [
                .init("todo", kind: .todo, isRequired: true), .init("title", kind: .text), .init("due", kind: .date),
                .init("list", kind: .list), .init("section", kind: .text), .init("notes", kind: .text),
                .init("urgent", kind: .bool), .init("starred", kind: .bool),
            ]),
        IntentDeclaration(name: "ToggleFavorite", parameters: [.init("todo", kind: .todo, isRequired: true)]),
        IntentDeclaration(
            name: "SnoozeTodo",
            parameters: [.init("todo", kind: .todo, isRequired: true), .init("duration", kind: .duration)],
            durationChoices: [.minutes(30), .minutes(60), .tonight, .tomorrow]),
        IntentDeclaration(name: "ToggleUrgentTodo", parameters: []),
        IntentDeclaration(name: "ShowTodos", parameters: [.init("filter", kind: .filter), .init("list", kind: .list)]),
        IntentDeclaration(name: "ShowTodoCount", parameters: [.init("filter", kind: .filter), .init("list", kind: .list)]),
        IntentDeclaration(name: "GetTodoSummary", parameters: []),
        IntentDeclaration(name: "SearchEverything", parameters: [.init("query", kind: .text, isRequired: true)]),
        IntentDeclaration(name: "OpenTodo", parameters: [.init("todo", kind: .todo, isRequired: true)]),
        IntentDeclaration(
            name: "CompleteTodos", parameters: [.init("filter", kind: .filter), .init("list", kind: .list)], confirmation: .bulk),
        IntentDeclaration(
            name: "DeleteTodos", parameters: [.init("filter", kind: .filter), .init("list", kind: .list)], confirmation: .bulk),
        IntentDeclaration(name: "CreateList", parameters: [.init("name", kind: .text, isRequired: true)]),
        IntentDeclaration(
            name: "RenameList",
            parameters: [.init("list", kind: .list, isRequired: true), .init("name", kind: .text, isRequired: true)]),
        IntentDeclaration(name: "DeleteList", parameters: [.init("list", kind: .list, isRequired: true)], confirmation: .always),
        IntentDeclaration(
            name: "CreateSection",
            parameters: [.init("list", kind: .list, isRequired: true), .init("name", kind: .text, isRequired: true)]),
        IntentDeclaration(
            name: "SetRepeat",
            parameters: [.init("todo", kind: .todo, isRequired: true), .init("repeat", kind: .repeat, isRequired: true)]),
        IntentDeclaration(name: "Undo", parameters: []),
    ]

    private static let byName: [String: IntentDeclaration] = Dictionary(
        uniqueKeysWithValues: catalog.map { ($0.name, $0) })

    /// The declaration of the intent named `name` (exact), or nil.
    ///
    ///     TodoIntents.declaration(named: "Undo")?.parameters   // []
    public static func declaration(named name: String) -> IntentDeclaration? { byName[name] }
}
