import Basics

/// Intents on lists and sections, and the bulk intents.
extension TodoService {
    func createList(named name: String) throws -> Outcome {
        if let existing = try existingList(named: name) {
            return Outcome(ok: false, say: strings.listExists(displayName(of: existing)), result: ["list": listJSON(existing)])
        }
        let now = timestamp
        var list = TodoList(id: 0, name: name, isDefault: false, position: try store.nextListPosition(), createdAt: now, updatedAt: now)
        list.id = try store.insertList(list)
        return Outcome(say: strings.createdList(name), result: ["list": listJSON(list)], subject: name, count: 1)
    }

    func renameList(_ list: TodoList, to name: String) throws -> Outcome {
        let oldName = displayName(of: list)
        if let existing = try existingList(named: name), existing.id != list.id {
            return Outcome(ok: false, say: strings.listExists(displayName(of: existing)), result: ["list": listJSON(list)])
        }
        guard name != list.name else {
            return Outcome(say: strings.listAlreadyNamed(name), result: ["list": listJSON(list)], subject: oldName)
        }
        try store.renameList(id: list.id, to: name, at: timestamp)
        var renamed = list
        renamed.name = name
        return Outcome(say: strings.renamedList(oldName, to: name), result: ["list": listJSON(renamed)], subject: oldName, count: 1)
    }

    func deleteList(_ list: TodoList) throws -> Outcome {
        let name = displayName(of: list)
        guard !list.isDefault else {
            return Outcome(ok: false, say: strings.cannotDeleteDefaultList(name), result: ["list": listJSON(list)])
        }
        let count = try store.todoCount(listId: list.id)
        try store.deleteList(id: list.id)
        return Outcome(
            say: strings.deletedList(name, todoCount: count),
            result: ["list": listJSON(list), "deletedTodos": .integer(Int64(count))], subject: name, count: count)
    }

    func createSection(in list: TodoList, named name: String) throws -> Outcome {
        let listName = displayName(of: list)
        if let existing = try store.section(listId: list.id, nameKey: SearchKey.fold(name)) {
            return Outcome(
                ok: false, say: strings.sectionExists(existing.name, in: listName),
                result: ["section": sectionJSON(existing, listName: listName)])
        }
        let now = timestamp
        var section = TodoSection(
            id: 0, listId: list.id, name: name, position: try store.nextSectionPosition(listId: list.id), createdAt: now,
            updatedAt: now)
        section.id = try store.insertSection(section)
        return Outcome(
            say: strings.createdSection(name, in: listName), result: ["section": sectionJSON(section, listName: listName)],
            subject: name, count: 1)
    }

    /// The todos a bulk intent changes: CompleteTodos the open ones matching, DeleteTodos every
    /// one matching. Its confirmation counts these, its run changes these.
    func bulkTargets(_ intent: TodoIntent, filter: TodoFilter, list: TodoList?) throws -> [Todo] {
        let matching = try todos(filter, list: list)
        return intent == .completeTodos ? matching.filter { !$0.isDone } : matching
    }

    func completeTodos(filter: TodoFilter, list: TodoList?) throws -> Outcome {
        let listName = list.map { displayName(of: $0) }
        let todos = try bulkTargets(.completeTodos, filter: filter, list: list)
        guard !todos.isEmpty else {
            return Outcome(say: strings.nothingToComplete(filter: filter, list: listName), result: ["count": 0, "todos": []])
        }
        var completed: [JSONValue] = []
        for (index, todo) in todos.enumerated() {
            try reportProgress(index, of: todos.count)
            completed.append(try json(complete(todo).todo))
        }
        return Outcome(
            say: strings.completedTodos(count: todos.count), result: ["count": .integer(Int64(todos.count)), "todos": .array(completed)],
            subject: todos.count == 1 ? todos[0].title : "", count: todos.count)
    }

    /// Tells `bulkProgress` how far a bulk intent is; throws `.cancelled` (rolling the
    /// transaction back) when it answers false.
    private func reportProgress(_ index: Int, of total: Int) throws {
        guard let bulkProgress, index % 64 == 0 || index == total - 1 else { return }
        if !bulkProgress(index + 1, total) { throw IntentFailure.cancelled }
    }

    func deleteTodos(filter: TodoFilter, list: TodoList?) throws -> Outcome {
        let listName = list.map { displayName(of: $0) }
        let todos = try bulkTargets(.deleteTodos, filter: filter, list: list)
        guard !todos.isEmpty else {
            return Outcome(say: strings.nothingToDelete(filter: filter, list: listName), result: ["count": 0, "todos": []])
        }
        var deleted: [JSONValue] = []
        for (index, todo) in todos.enumerated() {
            try reportProgress(index, of: todos.count)
            deleted.append(try json(todo))
            try store.deleteTodo(id: todo.id)
        }
        return Outcome(
            say: strings.deletedTodos(count: todos.count), result: ["count": .integer(Int64(todos.count)), "todos": .array(deleted)],
            subject: todos.count == 1 ? todos[0].title : "", count: todos.count)
    }

    /// The list that `name` would collide with: same folded name, or the default list's names.
    private func existingList(named name: String) throws -> TodoList? {
        let key = SearchKey.fold(name)
        if let list = try store.list(nameKey: key) { return list }
        let defaultList = try store.defaultList()
        if defaultList.name == nil, Self.defaultListKeys.contains(key) { return defaultList }
        return nil
    }

    /// The question to ask before a spoken "undo" takes back a large change — an import, a bulk
    /// complete or delete of several todos, a deleted list — naming how much; nil for a small
    /// one. (`intent Undo` is a command, not a guess, and asks nothing.)
    ///
    ///     try service.undoQuestion()   // "Undo the import of 120 todos?"
    public func undoQuestion() -> String? {
        guard let entry = try? store.latestUndoEntry() else { return nil }
        let change = JournaledChange(stored: entry.intent)
        let large: Bool
        switch change {
        case .importing: large = true
        case .intent(.completeTodos), .intent(.deleteTodos), .intent(.addTodos): large = entry.count > 1
        case .intent(.deleteList): large = true
        case .intent, .unknown: large = false
        }
        guard large else { return nil }
        return strings.confirmUndo(strings.undid(change, subject: entry.subject, count: entry.count))
    }

    func undoLastChange() throws -> Outcome {
        guard let entry = try store.latestUndoEntry() else {
            return Outcome(ok: false, say: strings.nothingToUndo, result: ["undone": nil, "remaining": 0])
        }
        try store.revert(entry)
        listCache = nil
        let remaining = try store.undoEntryCount()
        let result: JSONValue = [
            "undone": ["intent": .string(entry.intent), "subject": .string(entry.subject), "count": .integer(Int64(entry.count))],
            "remaining": .integer(Int64(remaining)),
        ]
        return Outcome(say: strings.undid(JournaledChange(stored: entry.intent), subject: entry.subject, count: entry.count), result: result)
    }
}
