import Basics

/// `intenttodo export` and `import`: every list, section and todo as one JSON document.
extension TodoService {
    /// Every list (with its sections) and every todo (all fields, completed ones too), as
    /// stored: a repeating todo's `due` is the occurrence last acted on, with its `repeatStart`
    /// and `missedCycles`, so the export is the same whatever the clock (`--now`) and an import
    /// of it shows each repeat at the cycle the importing clock computes. Exporting writes nothing.
    ///
    ///     try service.exportDocument().jsonText
    ///     // {"format":"intenttodo","version":1,"lists":[{"id":1,"name":"Inbox","isDefault":true,…}],"todos":[…]}
    public func exportDocument() throws(StoreError) -> JSONValue {
        do {
            return try store.transaction {
                listCache = nil
                return try buildDocument()
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .sqlite(code: 1, message: "\(error)")
        }
    }

    private func buildDocument() throws -> JSONValue {
        let lists = try store.lists()
        let sections = try store.sections()
        let sectionsByList = Dictionary(grouping: sections, by: \.listId)
        let sectionNames = Dictionary(uniqueKeysWithValues: sections.map { ($0.id, $0.name) })
        let names = try listNames()
        let completions = try store.allCompletions()
        let listsJSON: [JSONValue] = lists.map { list in
            [
                "id": .integer(list.id), "name": .string(displayName(of: list)), "isDefault": .bool(list.isDefault),
                "position": .integer(list.position), "createdAt": .string(list.createdAt),
                "updatedAt": .string(list.updatedAt),
                "sections": .array(
                    (sectionsByList[list.id] ?? []).map { section in
                        [
                            "id": .integer(section.id), "name": .string(section.name), "position": .integer(section.position),
                            "createdAt": .string(section.createdAt), "updatedAt": .string(section.updatedAt),
                        ]
                    }),
            ]
        }
        var todosJSON: [JSONValue] = []
        for todo in try store.allTodos() {
            var object: JSONObject = [
                "id": .integer(todo.id), "uid": .string(todo.uid), "title": .string(todo.title),
                "list": .optional(names[todo.listId]),
                "section": .optional(todo.sectionId.flatMap { sectionNames[$0] }), "position": .integer(todo.position),
                "due": .optional(todo.due?.encoded), "done": .bool(todo.isDone), "doneAt": .optional(todo.doneAt),
                "starred": .bool(todo.isStarred), "urgent": .bool(todo.isUrgent), "repeat": .optional(todo.repeatRule),
                "repeatStart": .optional(todo.repeatStart?.encoded), "missedCycles": .integer(todo.missedCycles),
                "snoozedUntil": .optional(todo.snoozedUntil?.encoded), "notes": .string(todo.notes),
                "createdAt": .string(todo.createdAt), "updatedAt": .string(todo.updatedAt),
            ]
            if !todo.icalExtra.isEmpty { object["icalExtra"] = .string(todo.icalExtra) }
            if let done = completions[todo.id] {
                object["completions"] = .array(
                    done.map { ["due": .optional($0.due), "completedAt": .string($0.completedAt)] })
            }
            todosJSON.append(.object(object))
        }
        return [
            "format": "intenttodo", "version": 1, "exportedAt": .string(timestamp), "lists": .array(listsJSON),
            "todos": .array(todosJSON),
        ]
    }

    /// Adds a document's lists, sections and todos in one transaction: all of it, or on any
    /// error none of it. Lists and sections that exist by name are reused; ids are kept when free;
    /// a todo whose `uid` the store already holds is skipped (counted in `alreadyPresent`).
    ///
    ///     try service.importDocument(JSONValue(parsing: #"{"todos": [{"title": "Buy milk"}]}"#))
    ///     // ImportSummary(lists: 0, sections: 0, todos: 1, say: "Imported 1 todo.")
    public func importDocument(_ document: JSONValue) throws(ImportError) -> ImportSummary {
        // NB: a large import touches every page of its tables and indexes more than once; with
        // SQLite's default 2 MB page cache it writes pages out mid-transaction and reads them back.
        // Each row's INSERT fires the undo journal's trigger, so SQLite keeps a statement journal
        // for it; past 64 KiB that spills to a temporary file (two writes per page saved: a
        // million system calls at 100,000 todos). In memory it is freed at every statement's end.
        try? store.database.execute("PRAGMA cache_size = -65536; PRAGMA temp_store = MEMORY")
        defer { try? store.database.execute("PRAGMA cache_size = -2000; PRAGMA temp_store = DEFAULT") }
        do {
            return try store.transaction {
                listCache = nil
                let entry = try store.beginRecording(intent: JournaledChange.importing.storedName, at: timestamp)
                var importer = ArchiveImporter(service: self)
                try importer.run(document)
                try store.finishRecording(entry, subject: "", count: importer.todoCount)
                listCache = nil
                return ImportSummary(
                    lists: importer.listCount, sections: importer.sectionCount, todos: importer.todoCount,
                    alreadyPresent: importer.alreadyPresentCount,
                    say: strings.imported(
                        lists: importer.listCount, sections: importer.sectionCount, todos: importer.todoCount,
                        alreadyPresent: importer.alreadyPresentCount))
            }
        } catch let error as ImportError {
            throw error
        } catch let error as StoreError {
            throw .storage(error)
        } catch {
            throw .storage(.sqlite(code: 1, message: "\(error)"))
        }
    }
}
