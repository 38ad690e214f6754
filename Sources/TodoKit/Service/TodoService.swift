import Basics
import Foundation

/// Runs the catalog's intents against a store: one transaction per intent, each change
/// journaled for Undo, every answer a short sentence in the service's language.
///
///     let service = TodoService(store: store, clock: Clock(), language: .en)
///     let response = try service.perform(IntentRequest(.addTodo, arguments: ["title": .text("Buy milk")]))
///     response.say   // "Added “Buy milk” to Inbox."
public final class TodoService {
    let store: TodoStore
    /// The reference clock for every relative date (`--now`).
    public let clock: Clock
    /// The language answers are given in.
    public let language: Language
    let strings: any Phrasebook
    /// Lists by id, loaded once per intent.
    var listCache: [Int64: TodoList]?

    /// Called while a bulk intent (CompleteTodos, DeleteTodos) works through its todos, with
    /// (done, total); returning false stops it and nothing is changed.
    ///
    ///     service.bulkProgress = { done, total in drawBar(done, total); return !interrupted }
    public var bulkProgress: ((Int, Int) -> Bool)?

    /// A service; brings repeating todos whose due passed up to the current cycle.
    ///
    ///     TodoService(store: try TodoStore(path: ":memory:"), clock: Clock(), language: .ja)
    public init(store: TodoStore, clock: Clock, language: Language) {
        self.store = store
        self.clock = clock
        self.language = language
        self.strings = Strings.phrasebook(for: language)
        _ = try? store.transaction { try advanceMissedRepeats() }
    }

    /// Runs one intent in one transaction and journals its change for Undo.
    ///
    ///     try service.perform(IntentRequest(.completeTodo, arguments: ["todo": .text("Buy milk")]))
    ///     // say: "Completed “Buy milk”."
    ///
    /// Throws without changing anything when the request is malformed, names an unknown todo or
    /// list, or needs a confirmation it does not carry (`IntentRequest.isConfirmed`).
    public func perform(_ request: IntentRequest) throws(IntentFailure) -> IntentResponse {
        let declaration = request.intent.declaration
        return try guarded {
            try store.transaction {
                listCache = nil
                try advanceMissedRepeats()
                let arguments = try IntentArguments(request: request, declaration: declaration, service: self)
                if !request.isConfirmed, let prompt = try confirmationPrompt(declaration: declaration, arguments: arguments) {
                    throw IntentFailure.needsConfirmation(prompt: prompt)
                }
                if request.intent == .undo {
                    let outcome = try undoLastChange()
                    return IntentResponse(intent: request.intent, ok: outcome.ok, say: outcome.say, result: outcome.result)
                }
                let entry = try store.beginRecording(intent: JournaledChange.intent(request.intent).storedName, at: timestamp)
                let outcome = try run(request.intent, arguments)
                try store.finishRecording(entry, subject: outcome.subject, count: outcome.count)
                return IntentResponse(intent: request.intent, ok: outcome.ok, say: outcome.say, result: outcome.result)
            }
        }
    }

    /// The question to ask before running `request`, or nil when it can run straight away.
    ///
    ///     try service.confirmationPrompt(for: IntentRequest(.deleteTodo, arguments: ["todo": .entityID(3)]))
    ///     // "Delete “Call mom”?"
    ///     try service.confirmationPrompt(for: IntentRequest(.completeTodos, arguments: ["filter": .filter(.overdue)]))
    ///     // "Complete 5 overdue todos?"
    public func confirmationPrompt(for request: IntentRequest) throws(IntentFailure) -> String? {
        let declaration = request.intent.declaration
        guard declaration.confirmation != .never else { return nil }
        return try guarded {
            try store.transaction {
                listCache = nil
                let arguments = try IntentArguments(request: request, declaration: declaration, service: self)
                return try confirmationPrompt(declaration: declaration, arguments: arguments)
            }
        }
    }

    /// Every todo or list, for resolving spoken names; open todos first.
    ///
    ///     service.entities(ofType: .todo).first   // EntitySummary(id: 3, title: "Buy milk", listName: "Groceries", …)
    public func entities(ofType type: EntityKind) -> [EntitySummary] {
        listCache = nil
        do {
            switch type {
            case .list:
                return try store.lists().map { EntitySummary(id: $0.id, title: displayName(of: $0)) }
            case .todo:
                let names = try listNames()
                return try store.allTodos()
                    .sorted { !$0.isDone && $1.isDone }
                    .map { EntitySummary(id: $0.id, title: $0.title, listName: names[$0.listId], isDone: $0.isDone, due: $0.due) }
            }
        } catch {
            return []
        }
    }

    /// Grows with every committed change, from this process or another; compare to refresh caches.
    ///
    ///     let before = service.changeCounter; _ = try service.perform(add); service.changeCounter > before   // true
    public var changeCounter: Int64 { (try? store.changeCount()) ?? 0 }

    // MARK: Internals

    /// The outcome of one intent before it becomes a response.
    struct Outcome {
        var ok = true
        var say: String
        var result: JSONValue
        /// What the undo journal names ("Buy milk", "Groceries").
        var subject = ""
        /// How many todos a bulk change touched.
        var count = 0
    }

    var timestamp: String { Timestamp.string(from: clock.now) }

    private func run(_ intent: TodoIntent, _ arguments: IntentArguments) throws -> Outcome {
        switch intent {
        case .addTodo: return try addTodo(arguments)
        case .addTodos: return try addTodos(arguments)
        case .completeTodo: return try completeTodo(arguments.todo("todo"))
        case .reopenTodo: return try reopenTodo(arguments.todo("todo"))
        case .deleteTodo: return try deleteTodo(arguments.todo("todo"))
        case .updateTodo: return try updateTodo(arguments)
        case .toggleFavorite: return try toggleFavorite(arguments.todo("todo"))
        case .snoozeTodo: return try snoozeTodo(arguments.todo("todo"), duration: arguments.duration("duration"))
        case .toggleUrgentTodo: return try completeMostUrgent()
        case .showTodos: return try showTodos(filter: arguments.filter("filter") ?? .pending, list: arguments.list("list"))
        case .showTodoCount: return try countTodos(filter: arguments.filter("filter") ?? .pending, list: arguments.list("list"))
        case .getTodoSummary: return try summary()
        case .searchEverything: return try search(arguments.text("query") ?? "")
        case .openTodo: return try openTodo(arguments.todo("todo"))
        case .completeTodos:
            return try completeTodos(filter: arguments.filter("filter") ?? .pending, list: arguments.list("list"))
        case .deleteTodos: return try deleteTodos(filter: arguments.filter("filter") ?? .all, list: arguments.list("list"))
        case .createList: return try createList(named: arguments.text("name") ?? "")
        case .renameList: return try renameList(arguments.list("list")!, to: arguments.text("name") ?? "")
        case .deleteList: return try deleteList(arguments.list("list")!)
        case .createSection: return try createSection(in: arguments.list("list")!, named: arguments.text("name") ?? "")
        case .setRepeat: return try setRepeat(arguments.todo("todo"), rule: arguments.rule("repeat") ?? nil)
        case .showLists: return try showLists()
        case .undo: preconditionFailure("Undo is performed before recording")
        }
    }

    private func confirmationPrompt(declaration: IntentDeclaration, arguments: IntentArguments) throws -> String? {
        switch declaration.intent {
        case .deleteTodo:
            return strings.confirmDeleteTodo(try arguments.todo("todo").title)
        case .deleteList:
            guard let list = arguments.list("list"), !list.isDefault else { return nil }
            return strings.confirmDeleteList(displayName(of: list), todoCount: try store.todoCount(listId: list.id))
        case .completeTodos, .deleteTodos:
            let isDelete = declaration.intent == .deleteTodos
            let filter = arguments.filter("filter") ?? (isDelete ? .all : .pending)
            let list = arguments.list("list")
            let count = try store.countTodos(filter, listId: list?.id, moments: FilterMoments(clock: clock))
            guard count > 0 else { return nil }
            let listName = list.map { displayName(of: $0) }
            return isDelete
                ? strings.confirmDeleteTodos(count: count, filter: filter, list: listName)
                : strings.confirmCompleteTodos(count: count, filter: filter, list: listName)
        case .addTodo, .addTodos, .completeTodo, .reopenTodo, .updateTodo, .toggleFavorite, .snoozeTodo, .toggleUrgentTodo,
            .showTodos, .showTodoCount, .getTodoSummary, .searchEverything, .openTodo, .createList, .renameList,
            .createSection, .setRepeat, .undo, .showLists:
            return nil
        }
    }

    /// Runs `body`, turning store and other errors into ``IntentFailure``.
    private func guarded<T>(_ body: () throws -> T) throws(IntentFailure) -> T {
        do {
            return try body()
        } catch let failure as IntentFailure {
            throw failure
        } catch let error as StoreError {
            throw .storage(error)
        } catch {
            throw .storage(.sqlite(code: 1, message: "\(error)"))
        }
    }

    // MARK: Names

    /// The list's name as shown: its own, or the default list's name in this language.
    func displayName(of list: TodoList) -> String {
        list.name ?? strings.defaultListName
    }

    func lists() throws -> [Int64: TodoList] {
        if let listCache { return listCache }
        let lists = Dictionary(uniqueKeysWithValues: try store.lists().map { ($0.id, $0) })
        listCache = lists
        return lists
    }

    func listNames() throws -> [Int64: String] {
        try lists().mapValues { displayName(of: $0) }
    }

    func listName(_ id: Int64) throws -> String {
        guard let list = try lists()[id] else { return strings.defaultListName }
        return displayName(of: list)
    }
}
