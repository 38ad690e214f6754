/// Every intent IntentTodo can run (CONTRACT.md names), as one type: each piece an intent
/// needs — its declaration here, its run and confirmation in `TodoService`, its questions
/// and undo wording in the phrasebooks, the scope its todo is resolved in — is a `switch`
/// over this enum without `default`, so adding a case and forgetting a piece is a compile
/// error that names the file.
///
///     TodoIntent(rawValue: "DeleteTodo")?.declaration.confirmation   // .always
///     TodoIntent.allCases.count                                       // 23
public enum TodoIntent: String, CaseIterable, Sendable, Hashable {
    case addTodo = "AddTodo"
    case completeTodo = "CompleteTodo"
    case reopenTodo = "ReopenTodo"
    case deleteTodo = "DeleteTodo"
    case updateTodo = "UpdateTodo"
    case toggleFavorite = "ToggleFavorite"
    case snoozeTodo = "SnoozeTodo"
    case toggleUrgentTodo = "ToggleUrgentTodo"
    case showTodos = "ShowTodos"
    case showTodoCount = "ShowTodoCount"
    case getTodoSummary = "GetTodoSummary"
    case searchEverything = "SearchEverything"
    case openTodo = "OpenTodo"
    case completeTodos = "CompleteTodos"
    case deleteTodos = "DeleteTodos"
    case createList = "CreateList"
    case renameList = "RenameList"
    case deleteList = "DeleteList"
    case createSection = "CreateSection"
    case setRepeat = "SetRepeat"
    case undo = "Undo"
    case addTodos = "AddTodos"
    case showLists = "ShowLists"

    /// The CONTRACT.md name, e.g. `AddTodo`.
    public var name: String { rawValue }

    /// Its parameters, confirmation and offered choices.
    public var declaration: IntentDeclaration {
        typealias P = ParameterDeclaration
        switch self {
        case .addTodo:
            return IntentDeclaration(
                self,
                parameters: [
                    P("title", kind: .text, isRequired: true), P("list", kind: .list), P("due", kind: .date),
                    P("urgent", kind: .bool), P("repeat", kind: .repeat), P("starred", kind: .bool),
                    P("section", kind: .text), P("notes", kind: .text),
                ], confirmation: .duplicate)
        case .addTodos:
            return IntentDeclaration(
                self, parameters: [P("titles", kind: .texts, isRequired: true), P("list", kind: .list), P("due", kind: .date)],
                confirmation: .duplicate)
        case .completeTodo, .reopenTodo, .toggleFavorite, .openTodo:
            return IntentDeclaration(self, parameters: [P("todo", kind: .todo, isRequired: true)])
        case .deleteTodo:
            return IntentDeclaration(self, parameters: [P("todo", kind: .todo, isRequired: true)], confirmation: .always)
        case .updateTodo:
            return IntentDeclaration(
                self,
                parameters: [
                    P("todo", kind: .todo, isRequired: true), P("title", kind: .text), P("due", kind: .date),
                    P("list", kind: .list), P("section", kind: .text), P("notes", kind: .text),
                    P("urgent", kind: .bool), P("starred", kind: .bool),
                ])
        case .snoozeTodo:
            return IntentDeclaration(
                self, parameters: [P("todo", kind: .todo, isRequired: true), P("duration", kind: .duration)],
                durationChoices: [.minutes(30), .minutes(60), .tonight, .tomorrow])
        case .toggleUrgentTodo:
            return IntentDeclaration(self, parameters: [], confirmation: .naming)
        case .getTodoSummary, .undo, .showLists:
            return IntentDeclaration(self, parameters: [])
        case .showTodos, .showTodoCount:
            return IntentDeclaration(self, parameters: [P("filter", kind: .filter), P("list", kind: .list)])
        case .completeTodos, .deleteTodos:
            return IntentDeclaration(self, parameters: [P("filter", kind: .filter), P("list", kind: .list)], confirmation: .bulk)
        case .searchEverything:
            return IntentDeclaration(self, parameters: [P("query", kind: .text, isRequired: true)])
        case .createList:
            return IntentDeclaration(self, parameters: [P("name", kind: .text, isRequired: true)])
        case .renameList:
            return IntentDeclaration(self, parameters: [P("list", kind: .list, isRequired: true), P("name", kind: .text, isRequired: true)])
        case .deleteList:
            return IntentDeclaration(self, parameters: [P("list", kind: .list, isRequired: true)], confirmation: .always)
        case .createSection:
            return IntentDeclaration(self, parameters: [P("list", kind: .list, isRequired: true), P("name", kind: .text, isRequired: true)])
        case .setRepeat:
            return IntentDeclaration(self, parameters: [P("todo", kind: .todo, isRequired: true), P("repeat", kind: .repeat, isRequired: true)])
        }
    }

    /// Which todos a spoken todo name is looked for among: completing, snoozing or repeating
    /// wants an open todo, reopening a done one; the rest take any.
    public var todoScope: TodoScope {
        switch self {
        case .completeTodo, .snoozeTodo, .setRepeat: return .open
        case .reopenTodo: return .done
        case .addTodo, .addTodos, .deleteTodo, .updateTodo, .toggleFavorite, .toggleUrgentTodo, .showTodos, .showTodoCount,
            .getTodoSummary, .searchEverything, .openTodo, .completeTodos, .deleteTodos, .createList, .renameList, .deleteList,
            .createSection, .undo, .showLists:
            return .all
        }
    }

    /// True for intents that complete or delete what they name: their entity must fit
    /// clearly, not just pass (a near miss is offered as "did you mean …?").
    public var isDestructive: Bool {
        switch self {
        case .completeTodo, .deleteTodo, .deleteList, .completeTodos, .deleteTodos: return true
        case .addTodo, .addTodos, .reopenTodo, .updateTodo, .toggleFavorite, .snoozeTodo, .toggleUrgentTodo, .showTodos,
            .showTodoCount, .getTodoSummary, .searchEverything, .openTodo, .createList, .renameList, .createSection, .setRepeat,
            .undo, .showLists:
            return false
        }
    }
}

extension TodoIntent {
    /// True for intents that only read (show, count, summarize, search, open): they run without
    /// an undo entry and write nothing, not even a repeating todo's move to its current cycle.
    public var isReadOnly: Bool {
        switch self {
        case .showTodos, .showTodoCount, .getTodoSummary, .searchEverything, .openTodo, .showLists: return true
        case .addTodo, .addTodos, .completeTodo, .reopenTodo, .deleteTodo, .updateTodo, .toggleFavorite, .snoozeTodo,
            .toggleUrgentTodo, .completeTodos, .deleteTodos, .createList, .renameList, .deleteList, .createSection, .setRepeat,
            .undo:
            return false
        }
    }
}

/// Which todos a spoken name may mean for an intent.
public enum TodoScope: Sendable, Hashable {
    /// Any todo, open or done.
    case all
    /// Open todos (complete, snooze, repeat).
    case open
    /// Completed todos (reopen).
    case done
}

/// The catalog: every intent's declaration, in CONTRACT.md order.
///
///     TodoIntents.catalog.count   // 23
public enum TodoIntents {
    /// Every intent's declaration.
    public static let catalog: [IntentDeclaration] = TodoIntent.allCases.map(\.declaration)

    /// The declaration of the intent named `name` (exact), or nil.
    ///
    ///     TodoIntents.declaration(named: "Undo")?.parameters   // []
    public static func declaration(named name: String) -> IntentDeclaration? { TodoIntent(rawValue: name)?.declaration }
}
