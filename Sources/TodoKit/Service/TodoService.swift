import Basics
import Foundation

/// Runs the catalog's intents against a store: one transaction per intent, each change
/// journaled for Undo, every answer a short sentence in the service's language.
///
///     let service = TodoService(store: store, clock: Clock(), language: .en)
///     let response = try service.perform(IntentRequest(.addTodo, arguments: ["title": .text("Buy milk")]))
///     response.say   // "Added “Buy milk” to Inbox."
public final class TodoService {
    public let store: TodoStore
    /// The reference clock for every relative date (`--now`). A long-running front end (the
    /// Wyoming server) moves it to the real time before each request.
    public var clock: Clock
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

    /// The last question this service was asked to word (``confirmation(for:)``), with what it
    /// counted; nil once any intent has run. See ``perform(_:)`` for why.
    private var lastAsked: (request: IntentRequest, question: ConfirmationQuestion?)?

    /// A service. Opening one writes nothing: repeating todos are shown at their current cycle
    /// without being moved (``current(_:)``).
    ///
    ///     TodoService(store: try TodoStore(path: ":memory:"), clock: Clock(), language: .ja)
    public init(store: TodoStore, clock: Clock, language: Language) {
        self.store = store
        self.clock = clock
        self.language = language
        self.strings = Strings.phrasebook(for: language)
    }

    /// Runs one intent in one transaction and journals its change for Undo.
    ///
    ///     try service.perform(IntentRequest(.completeTodo, arguments: ["todo": .text("Buy milk")]))
    ///     // say: "Completed “Buy milk”."
    ///
    /// Throws without changing anything when the request is malformed, names an unknown todo or
    /// list, or needs a confirmation it does not carry (`IntentRequest.isConfirmed`).
    ///
    /// **A yes covers what was asked about, nothing else.** A confirmation names the todos the
    /// run will change (``ConfirmationQuestion/todoIDs``); the store may change between the
    /// question and the yes (another process, a conversation left open). So the confirmed run
    /// recomputes its todos inside its own transaction and, when they are not exactly those
    /// ids, refuses (`ok: false`, "Nothing was changed: …") instead of changing a different set.
    /// The ids come from `IntentRequest.confirmedTodoIDs`, or, when absent, from this service's
    /// own last question for an equal request (the conversation words the question through
    /// ``confirmationPrompt(for:)`` and runs the yes through this call, on the same service).
    /// Likewise a request that service asked about and found nothing to confirm is refused as
    /// unconfirmed if, by the time it runs, it needs a yes after all. Reads (``TodoIntent/isReadOnly``)
    /// write nothing and leave no undo entry.
    public func perform(_ request: IntentRequest) throws(IntentFailure) -> IntentResponse {
        let declaration = request.intent.declaration
        let asked = lastAsked.flatMap { $0.request == Self.question(request) ? $0 : nil }
        lastAsked = nil
        return try guarded {
            try store.transaction {
                listCache = nil
                let arguments = try IntentArguments(request: request, declaration: declaration, service: self)
                // NB: a bare `--yes` (no question asked, no ids) has nothing to compare: it runs on what is there.
                let mayAsk = !request.isConfirmed || asked != nil || request.confirmedTodoIDs != nil
                if mayAsk, let question = try confirmation(declaration: declaration, arguments: arguments) {
                    let saidYes = request.isConfirmed && (asked == nil || asked?.question != nil)
                    guard saidYes else { throw IntentFailure.needsConfirmation(prompt: question.prompt) }
                    let confirmed = request.confirmedTodoIDs ?? asked?.question?.todoIDs
                    if let refusal = try refusal(of: request.intent, question: question, confirmed: confirmed) {
                        return IntentResponse(intent: request.intent, ok: false, say: refusal.say, result: refusal.result)
                    }
                }
                if request.intent == .undo {
                    let outcome = try undoLastChange()
                    return IntentResponse(intent: request.intent, ok: outcome.ok, say: outcome.say, result: outcome.result)
                }
                if request.intent.isReadOnly {
                    let outcome = try run(request.intent, arguments)
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
        try confirmation(for: request)?.prompt
    }

    /// The question to ask before running `request` and the todos a yes covers, or nil when it
    /// can run straight away. The service remembers it for the run of an equal request (``perform(_:)``).
    ///
    ///     try service.confirmation(for: IntentRequest(.toggleUrgentTodo))
    ///     // ConfirmationQuestion(prompt: "Complete your most urgent todo, “Call the plumber”?", todoIDs: [7])
    public func confirmation(for request: IntentRequest) throws(IntentFailure) -> ConfirmationQuestion? {
        let declaration = request.intent.declaration
        lastAsked = nil
        guard declaration.confirmation != .never else { return nil }
        let question = try guarded {
            try store.transaction {
                listCache = nil
                let arguments = try IntentArguments(request: request, declaration: declaration, service: self)
                return try confirmation(declaration: declaration, arguments: arguments)
            }
        }
        lastAsked = (Self.question(request), question)
        return question
    }

    /// `request` as the question was asked about it: not yet confirmed, no ids.
    private static func question(_ request: IntentRequest) -> IntentRequest {
        IntentRequest(request.intent, arguments: request.arguments)
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
                    .map(current)
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
        case .completeTodos: return try completeTodos(filter: bulkFilter(.completeTodos, arguments), list: arguments.list("list"))
        case .deleteTodos: return try deleteTodos(filter: bulkFilter(.deleteTodos, arguments), list: arguments.list("list"))
        case .createList: return try createList(named: arguments.text("name") ?? "")
        case .renameList: return try renameList(arguments.list("list")!, to: arguments.text("name") ?? "")
        case .deleteList: return try deleteList(arguments.list("list")!)
        case .createSection: return try createSection(in: arguments.list("list")!, named: arguments.text("name") ?? "")
        case .setRepeat: return try setRepeat(arguments.todo("todo"), rule: arguments.rule("repeat") ?? nil)
        case .showLists: return try showLists()
        case .undo: preconditionFailure("Undo is performed before recording")
        }
    }

    /// A bulk intent's filter: CompleteTodos defaults to the open todos, DeleteTodos to all.
    private func bulkFilter(_ intent: TodoIntent, _ arguments: IntentArguments) -> TodoFilter {
        arguments.filter("filter") ?? (intent == .deleteTodos ? .all : .pending)
    }

    /// The question `arguments` need before the intent runs (nil: none), counting and naming
    /// exactly what the run will change.
    private func confirmation(declaration: IntentDeclaration, arguments: IntentArguments) throws -> ConfirmationQuestion? {
        let intent = declaration.intent
        switch intent {
        case .deleteTodo:
            return ConfirmationQuestion(prompt: strings.confirmDeleteTodo(try arguments.todo("todo").title), todoIDs: nil)
        case .deleteList:
            guard let list = arguments.list("list"), !list.isDefault else { return nil }
            let ids = try todos(.all, list: list).map(\.id).sorted()
            return ConfirmationQuestion(prompt: strings.confirmDeleteList(displayName(of: list), todoCount: ids.count), todoIDs: ids)
        case .completeTodos, .deleteTodos:
            let filter = bulkFilter(intent, arguments)
            let list = arguments.list("list")
            let targets = try bulkTargets(intent, filter: filter, list: list)
            guard !targets.isEmpty else { return nil }
            let listName = list.map { displayName(of: $0) }
            let prompt = intent == .deleteTodos
                ? strings.confirmDeleteTodos(count: targets.count, filter: filter, list: listName)
                : strings.confirmCompleteTodos(count: targets.count, filter: filter, list: listName)
            return ConfirmationQuestion(prompt: prompt, todoIDs: targets.map(\.id).sorted())
        case .toggleUrgentTodo:
            guard let todo = try mostUrgentOpenTodo() else { return nil }
            return ConfirmationQuestion(prompt: strings.confirmCompleteMostUrgent(todo.title), todoIDs: [todo.id])
        case .addTodo, .addTodos:
            let titles = intent == .addTodo ? [arguments.text("title") ?? ""] : arguments.texts("titles") ?? []
            let list = try arguments.list("list") ?? store.defaultList()
            let existing = try openDuplicates(of: titles, in: list)
            guard !existing.isEmpty else { return nil }
            return ConfirmationQuestion(
                prompt: strings.confirmAddDuplicates(existing.map(\.title), adding: titles.count, list: displayName(of: list)),
                todoIDs: nil)
        case .completeTodo, .reopenTodo, .updateTodo, .toggleFavorite, .snoozeTodo, .showTodos, .showTodoCount,
            .getTodoSummary, .searchEverything, .openTodo, .createList, .renameList, .createSection, .setRepeat, .undo,
            .showLists:
            return nil
        }
    }

    /// The open todos of `list` that `titles` would duplicate (same folded title), one per title
    /// that has one, in the order said.
    private func openDuplicates(of titles: [String], in list: TodoList) throws -> [Todo] {
        var found: [Todo] = []
        for title in titles {
            let key = SearchKey.fold(title)
            guard let existing = try store.todos(titleKey: key).first(where: { $0.listId == list.id && !$0.isDone }),
                !found.contains(where: { $0.id == existing.id })
            else { continue }
            found.append(existing)
        }
        return found
    }

    /// The answer refusing a confirmed run whose todos are no longer the `confirmed` ones, or
    /// nil when they are (or no ids were confirmed).
    private func refusal(of intent: TodoIntent, question: ConfirmationQuestion, confirmed: [Int64]?) throws -> Outcome? {
        guard let confirmed = confirmed?.sorted(), let now = question.todoIDs, confirmed != now else { return nil }
        let say: String
        if intent == .toggleUrgentTodo, let id = now.first, let todo = try store.todo(id: id) {
            say = strings.mostUrgentChanged(now: todo.title)
        } else {
            say = strings.changedSinceAsked(asked: confirmed.count, now: now.count)
        }
        return Outcome(
            ok: false, say: say,
            result: ["changedSinceAsked": true, "askedCount": .integer(Int64(confirmed.count)), "count": .integer(Int64(now.count))])
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
