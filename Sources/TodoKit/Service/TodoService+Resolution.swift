import Basics

/// Finding todos, lists and sections from an exact title or an id (the `intent` command's rule).
extension TodoService {
    /// The todo with this id or exact title (case-, width- and kana-insensitive). When several
    /// share the title, open ones win (done ones for `preferDone`); a remaining tie is an error.
    func resolveTodo(_ text: String, scope: TodoScope, parameter: String) throws -> Todo {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let id = Int64(trimmed), let todo = try store.todo(id: id) { return todo }
        let matches = try store.todos(titleKey: SearchKey.fold(trimmed))
        guard !matches.isEmpty else { throw IntentFailure.notFound(kind: .todo, value: trimmed) }
        let preferred = matches.filter { $0.isDone == (scope == .done) }
        let pool = preferred.isEmpty ? matches : preferred
        guard pool.count == 1 else {
            throw IntentFailure.invalidParameter(
                name: parameter, value: trimmed, reason: strings.ambiguousTitle(ids: pool.map(\.id)))
        }
        return pool[0]
    }

    /// The list with this id or exact name; the default list also answers to its name in any language.
    func resolveList(_ text: String) throws -> TodoList {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if let id = Int64(trimmed), let list = try store.list(id: id) { return list }
        let key = SearchKey.fold(trimmed)
        if let list = try store.list(nameKey: key) { return list }
        let defaultList = try store.defaultList()
        if defaultList.name == nil, Self.defaultListKeys.contains(key) { return defaultList }
        throw IntentFailure.notFound(kind: .list, value: trimmed)
    }

    /// The default list's name in every language, folded.
    static let defaultListKeys: Set<String> = Set(
        Language.allCases.map { SearchKey.fold(Strings.phrasebook(for: $0).defaultListName) })

    /// The section of `list` with this exact name, or an invalid-parameter failure.
    func resolveSection(_ name: String, in list: TodoList) throws -> TodoSection {
        if let section = try store.section(listId: list.id, nameKey: SearchKey.fold(name)) { return section }
        throw IntentFailure.invalidParameter(
            name: "section", value: name, reason: strings.noSuchSection(in: displayName(of: list)))
    }
}
