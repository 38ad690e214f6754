import Basics

/// What an import added.
///
///     ImportSummary(lists: 1, sections: 0, todos: 2, say: "Imported 1 list and 2 todos.")
public struct ImportSummary: Sendable, Hashable {
    /// Lists created (lists that already existed by name are reused, not counted).
    public var lists: Int
    /// Sections created.
    public var sections: Int
    /// Todos added.
    public var todos: Int
    /// Todos not added because the store already held their `uid`.
    public var alreadyPresent: Int = 0
    /// The sentence to print, in the service's language.
    public var say: String
    /// Components of an iCalendar import that are not todos (`VEVENT`, `VJOURNAL`), by name: not imported.
    public var skipped: [String: Int] = [:]

    /// `{"lists": …, "sections": …, "todos": …, "alreadyPresent": …}`, and `"skipped": {"VEVENT": 2}`
    /// when an iCalendar import skipped something.
    public var json: JSONValue {
        var object: JSONObject = [
            "lists": .integer(Int64(lists)), "sections": .integer(Int64(sections)), "todos": .integer(Int64(todos)),
            "alreadyPresent": .integer(Int64(alreadyPresent)),
        ]
        if !skipped.isEmpty {
            object["skipped"] = .object(JSONObject(skipped.sorted { $0.key < $1.key }.map { ($0.key, .integer(Int64($0.value))) }))
        }
        return .object(object)
    }
}
