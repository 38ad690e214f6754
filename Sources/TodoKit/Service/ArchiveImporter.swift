import Basics
import ICalendar

/// Reads an import document and writes it through the store, inside the caller's transaction.
/// Accepts CONTRACT.md's minimal shape and everything `exportDocument()` writes.
///
///     var importer = ArchiveImporter(service: service)
///     try importer.run(["todos": [["title": "Buy milk", "list": "Groceries"]]])
///     importer.todoCount   // 1 (and "Groceries" created when missing)
///
/// A todo whose `uid` the store already holds (or the document gave before) is skipped and
/// counted in ``alreadyPresentCount``, so importing the same export twice adds nothing.
struct ArchiveImporter {
    private let service: TodoService
    private var store: TodoStore { service.store }
    private(set) var listCount = 0
    private(set) var sectionCount = 0
    private(set) var todoCount = 0
    /// Todos skipped because their uid was already there.
    private(set) var alreadyPresentCount = 0

    /// Folded list name → list id; exported list id → list id.
    private var listsByKey: [String: Int64] = [:]
    private var listsByOldID: [Int64: Int64] = [:]
    /// "listId/folded name" → section id.
    private var sections: [String: Int64] = [:]
    private var usedTodoIDs: Set<Int64> = []
    /// The store's todo uids, read when the first todo with a uid comes, and those imported since.
    private var usedUIDs: Set<String>?
    private var usedListIDs: Set<Int64> = []
    private var usedSectionIDs: Set<Int64> = []
    private var nextPosition: [Int64: Int64] = [:]
    private var defaultListID: Int64 = 0
    /// Rules already parsed, by their text: a document repeats the same few.
    private var rules: [String: RecurrenceRule] = [:]
    private var inserter: TodoStore.TodoInserter?
    private let now: String

    init(service: TodoService) {
        self.service = service
        now = service.timestamp
    }

    mutating func run(_ document: JSONValue) throws {
        guard let root = document.objectValue else {
            throw ImportError.invalid(path: "document", reason: "expected an object with “lists” and/or “todos”")
        }
        guard root["lists"] != nil || root["todos"] != nil else {
            throw ImportError.invalid(path: "document", reason: "expected an object with “lists” and/or “todos”")
        }
        try prepare()
        if let lists = root["lists"], !lists.isNull {
            guard let elements = lists.arrayValue else { throw ImportError.invalid(path: "lists", reason: "expected an array") }
            for (index, element) in elements.enumerated() {
                try importList(element, path: "lists[\(index)]")
            }
        }
        if let todos = root["todos"], !todos.isNull {
            guard let elements = todos.arrayValue else { throw ImportError.invalid(path: "todos", reason: "expected an array") }
            for (index, element) in elements.enumerated() {
                try importTodo(element, path: "todos[\(index)]")
            }
        }
    }

    private mutating func prepare() throws {
        let defaultList = try store.defaultList()
        defaultListID = defaultList.id
        for list in try store.lists() {
            if let name = list.name { listsByKey[SearchKey.fold(name)] = list.id }
        }
        if defaultList.name == nil {
            for key in TodoService.defaultListKeys where listsByKey[key] == nil { listsByKey[key] = defaultList.id }
        }
        for section in try store.sections() {
            sections["\(section.listId)/\(SearchKey.fold(section.name))"] = section.id
        }
        usedTodoIDs = try store.allTodoIDs()
        usedListIDs = try store.allListIDs()
        usedSectionIDs = try store.allSectionIDs()
    }

    // MARK: Lists and sections

    private mutating func importList(_ value: JSONValue, path: String) throws {
        let object = try Self.object(value, path: path)
        let oldID = try Self.integer(object, "id", path: path)
        let listID: Int64
        if try Self.bool(object, "isDefault", path: path) == true {
            listID = defaultListID
            if let name = try Self.text(object, "name", path: path), !name.isEmpty {
                try adoptDefaultListName(name, updatedAt: try Self.timestamp(object, "updatedAt", path: path))
            }
        } else {
            let name = try Self.requiredText(object, "name", path: path)
            listID = try list(named: name, id: oldID, position: try Self.integer(object, "position", path: path),
                              createdAt: try Self.text(object, "createdAt", path: path),
                              updatedAt: try Self.text(object, "updatedAt", path: path))
        }
        if let oldID { listsByOldID[oldID] = listID }
        if let sectionsValue = object["sections"], !sectionsValue.isNull {
            guard let elements = sectionsValue.arrayValue else {
                throw ImportError.invalid(path: "\(path).sections", reason: "expected an array")
            }
            for (index, element) in elements.enumerated() {
                let sectionPath = "\(path).sections[\(index)]"
                let section = try Self.object(element, path: sectionPath)
                _ = try self.section(
                    named: try Self.requiredText(section, "name", path: sectionPath), listID: listID,
                    id: try Self.integer(section, "id", path: sectionPath),
                    position: try Self.integer(section, "position", path: sectionPath),
                    createdAt: try Self.text(section, "createdAt", path: sectionPath),
                    updatedAt: try Self.text(section, "updatedAt", path: sectionPath))
            }
        }
    }

    /// Gives the document's name for its default list to ours, when ours was never renamed and
    /// the name is not just the default name in some language ("Inbox", 「受信箱」).
    private mutating func adoptDefaultListName(_ name: String, updatedAt: String?) throws {
        let key = SearchKey.fold(name)
        guard !TodoService.defaultListKeys.contains(key) else { return }
        guard listsByKey[key] == nil, try store.defaultList().name == nil else {
            return
        }
        try store.renameList(id: defaultListID, to: name, at: updatedAt ?? now)
        listsByKey[key] = defaultListID
        for defaultKey in TodoService.defaultListKeys where listsByKey[defaultKey] == defaultListID {
            listsByKey[defaultKey] = nil
        }
    }

    /// The id of the list named `name`, created when missing.
    private mutating func list(
        named name: String, id: Int64? = nil, position: Int64? = nil, createdAt: String? = nil, updatedAt: String? = nil
    ) throws -> Int64 {
        let key = SearchKey.fold(name)
        if let existing = listsByKey[key] { return existing }
        let keepID = id.flatMap { $0 > 0 && !usedListIDs.contains($0) ? $0 : nil } ?? 0
        let list = TodoList(
            id: keepID, name: name, isDefault: false, position: try position ?? store.nextListPosition(),
            createdAt: createdAt ?? now, updatedAt: updatedAt ?? now)
        let newID = try store.insertList(list)
        usedListIDs.insert(newID)
        listsByKey[key] = newID
        listCount += 1
        return newID
    }

    private mutating func section(
        named name: String, listID: Int64, id: Int64? = nil, position: Int64? = nil, createdAt: String? = nil,
        updatedAt: String? = nil
    ) throws -> Int64 {
        let key = "\(listID)/\(SearchKey.fold(name))"
        if let existing = sections[key] { return existing }
        let keepID = id.flatMap { $0 > 0 && !usedSectionIDs.contains($0) ? $0 : nil } ?? 0
        let section = TodoSection(
            id: keepID, listId: listID, name: name, position: try position ?? store.nextSectionPosition(listId: listID),
            createdAt: createdAt ?? now, updatedAt: updatedAt ?? now)
        let newID = try store.insertSection(section)
        usedSectionIDs.insert(newID)
        sections[key] = newID
        sectionCount += 1
        return newID
    }

    // MARK: Todos

    private mutating func importTodo(_ value: JSONValue, path: String) throws {
        let object = try Self.object(value, path: path)
        let uid = try Self.text(object, "uid", path: path).flatMap { $0.isEmpty ? nil : $0 }
        if let uid {
            if usedUIDs == nil { usedUIDs = try store.allTodoUIDs() }
            guard usedUIDs!.insert(uid).inserted else {
                alreadyPresentCount += 1
                return
            }
        }
        let title = try Self.requiredText(object, "title", path: path)
        let listID: Int64
        if let name = try Self.text(object, "list", path: path), !name.isEmpty {
            listID = try list(named: name)
        } else if let oldID = try Self.integer(object, "listId", path: path), let mapped = listsByOldID[oldID] {
            listID = mapped
        } else {
            listID = defaultListID
        }
        var sectionID: Int64?
        if let name = try Self.text(object, "section", path: path), !name.isEmpty {
            sectionID = try section(named: name, listID: listID)
        }
        var due = try Self.date(object, "due", path: path)
        var ruleText: String?
        var repeatStart = try Self.date(object, "repeatStart", path: path)
        if let text = try Self.text(object, "repeat", path: path), !text.isEmpty {
            let rule: RecurrenceRule
            if let known = rules[text] {
                rule = known
            } else {
                do {
                    rule = try RecurrenceRule(parsing: text)
                } catch {
                    throw ImportError.invalid(path: "\(path).repeat", reason: "not a valid RRULE: \(error.description)")
                }
                rules[text] = rule
            }
            ruleText = rule.rrule
            if due == nil {
                due = rule.firstOccurrence(onOrAfter: service.clock.today, calendar: service.clock.calendar)
            }
            repeatStart = repeatStart ?? due
        } else {
            repeatStart = nil
        }
        let isDone = try Self.bool(object, "done", path: path) ?? false
        let id = try Self.integer(object, "id", path: path)
        let keepID = id.flatMap { $0 > 0 && !usedTodoIDs.contains($0) ? $0 : nil } ?? 0
        let position: Int64
        if let given = try Self.integer(object, "position", path: path) {
            position = given
        } else {
            if nextPosition[listID] == nil { nextPosition[listID] = try store.nextTodoPosition(listId: listID) }
            position = nextPosition[listID]!
        }
        nextPosition[listID] = max(nextPosition[listID] ?? 0, position + 1)
        let missed = try Self.integer(object, "missedCycles", path: path) ?? 0
        guard missed >= 0 else { throw ImportError.invalid(path: "\(path).missedCycles", reason: "expected 0 or more") }
        let todo = Todo(
            id: keepID, title: title, notes: try Self.text(object, "notes", path: path) ?? "", listId: listID,
            sectionId: sectionID, position: position, due: due,
            isStarred: try Self.bool(object, "starred", path: path) ?? false,
            isUrgent: try Self.bool(object, "urgent", path: path) ?? false, isDone: isDone,
            doneAt: try Self.timestamp(object, "doneAt", path: path) ?? (isDone ? now : nil),
            snoozedUntil: try Self.date(object, "snoozedUntil", path: path), repeatRule: ruleText, repeatStart: repeatStart,
            missedCycles: missed, createdAt: try Self.timestamp(object, "createdAt", path: path) ?? now,
            updatedAt: try Self.timestamp(object, "updatedAt", path: path) ?? now, uid: uid ?? Todo.newUID(),
            icalExtra: try Self.icalendarLines(object, "icalExtra", path: path))
        if inserter == nil { inserter = try store.todoInserter() }
        let newID = try inserter!.insert(todo)
        usedTodoIDs.insert(newID)
        todoCount += 1
        if let completions = object["completions"], !completions.isNull {
            guard let elements = completions.arrayValue else {
                throw ImportError.invalid(path: "\(path).completions", reason: "expected an array")
            }
            for (index, element) in elements.enumerated() {
                let completionPath = "\(path).completions[\(index)]"
                let completion = try Self.object(element, path: completionPath)
                try store.insertCompletion(
                    todoId: newID, due: try Self.date(completion, "due", path: completionPath)?.encoded,
                    completedAt: try Self.timestamp(completion, "completedAt", path: completionPath) ?? now)
            }
        }
    }

    // MARK: Field readers

    private static func object(_ value: JSONValue, path: String) throws -> JSONObject {
        guard let object = value.objectValue else { throw ImportError.invalid(path: path, reason: "expected an object") }
        return object
    }

    private static func text(_ object: JSONObject, _ key: String, path: String) throws -> String? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let text = value.stringValue else { throw ImportError.invalid(path: "\(path).\(key)", reason: "expected a string") }
        return text
    }

    private static func requiredText(_ object: JSONObject, _ key: String, path: String) throws -> String {
        guard let text = try self.text(object, key, path: path).map(trimmed), !text.isEmpty else { throw ImportError.invalid(path: "\(path).\(key)", reason: "missing (a non-empty string is required)") }
        return text
    }

    /// `text` without surrounding white space; cheap when there is none.
    private static func trimmed(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
            first.properties.isWhitespace || last.properties.isWhitespace
        else { return text }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func bool(_ object: JSONObject, _ key: String, path: String) throws -> Bool? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let flag = value.boolValue else { throw ImportError.invalid(path: "\(path).\(key)", reason: "expected true or false") }
        return flag
    }

    private static func integer(_ object: JSONObject, _ key: String, path: String) throws -> Int64? {
        guard let value = object[key], !value.isNull else { return nil }
        guard let number = value.integerValue else { throw ImportError.invalid(path: "\(path).\(key)", reason: "expected a whole number") }
        return number
    }

    private static func date(_ object: JSONObject, _ key: String, path: String) throws -> DueDate? {
        guard let text = try self.text(object, key, path: path), !text.isEmpty else { return nil }
        guard let due = DueDate(encoded: text) else {
            throw ImportError.invalid(path: "\(path).\(key)", reason: "expected YYYY-MM-DD or YYYY-MM-DDTHH:MM, got “\(text)”")
        }
        return due
    }

    /// iCalendar content lines kept from a VTODO; they must read as content lines.
    private static func icalendarLines(_ object: JSONObject, _ key: String, path: String) throws -> String {
        guard let text = try self.text(object, key, path: path), !text.isEmpty else { return "" }
        do {
            _ = try ICalendarExtra.parse(text)
        } catch {
            throw ImportError.invalid(path: "\(path).\(key)", reason: "not iCalendar content lines: \(error.description)")
        }
        return text
    }

    private static func timestamp(_ object: JSONObject, _ key: String, path: String) throws -> String? {
        guard let text = try self.text(object, key, path: path), !text.isEmpty else { return nil }
        guard Timestamp.isValid(text) else {
            throw ImportError.invalid(path: "\(path).\(key)", reason: "expected an ISO 8601 time, got “\(text)”")
        }
        return text
    }
}
