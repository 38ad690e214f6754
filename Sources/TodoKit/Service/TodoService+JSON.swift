import Basics

/// The JSON shapes of todos, lists and sections in intent results (CONTRACT.md field names first).
extension TodoService {
    /// `{"id", "title", "list", "done", "due", "starred", "urgent", "repeat", "section", …}`.
    func json(_ todo: Todo, detailed: Bool = false) throws -> JSONValue {
        var object: JSONObject = [
            "id": .integer(todo.id), "title": .string(todo.title), "list": .string(try listName(todo.listId)),
            "done": .bool(todo.isDone), "due": .optional(todo.due?.encoded), "starred": .bool(todo.isStarred),
            "urgent": .bool(todo.isUrgent), "repeat": .optional(todo.repeatRule),
        ]
        object["section"] = .optional(try todo.sectionId.flatMap { try store.section(id: $0) }?.name)
        object["snoozedUntil"] = isSnoozed(todo) ? .optional(todo.snoozedUntil?.encoded) : .null
        object["missedCycles"] = .integer(todo.missedCycles)
        if detailed {
            object["notes"] = .string(todo.notes)
            object["doneAt"] = .optional(todo.doneAt)
            object["repeatStart"] = .optional(todo.repeatStart?.encoded)
            object["createdAt"] = .string(todo.createdAt)
            object["updatedAt"] = .string(todo.updatedAt)
        }
        return .object(object)
    }

    func listJSON(_ list: TodoList) -> JSONValue {
        ["id": .integer(list.id), "name": .string(displayName(of: list)), "isDefault": .bool(list.isDefault)]
    }

    func sectionJSON(_ section: TodoSection, listName: String) -> JSONValue {
        ["id": .integer(section.id), "name": .string(section.name), "list": .string(listName)]
    }
}
