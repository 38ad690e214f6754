/// Reading and writing lists and sections.
extension TodoStore {
    func lists() throws(StoreError) -> [TodoList] {
        try database.rows("SELECT \(TodoList.selectColumns) FROM \"list\" l ORDER BY l.position, l.id") { TodoList(row: $0) }
    }

    func list(id: Int64) throws(StoreError) -> TodoList? {
        try database.rows("SELECT \(TodoList.selectColumns) FROM \"list\" l WHERE l.id = ?", [.integer(id)]) {
            TodoList(row: $0)
        }.first
    }

    /// The list whose stored name folds to `nameKey`.
    func list(nameKey: String) throws(StoreError) -> TodoList? {
        try database.rows("SELECT \(TodoList.selectColumns) FROM \"list\" l WHERE l.nameKey = ?", [.text(nameKey)]) {
            TodoList(row: $0)
        }.first
    }

    func defaultList() throws(StoreError) -> TodoList {
        if let list = try database.rows(
            "SELECT \(TodoList.selectColumns) FROM \"list\" l WHERE l.isDefault = 1", [], { TodoList(row: $0) }
        ).first {
            return list
        }
        // NB: the migration creates it; only a hand-edited file lacks it.
        let now = Timestamp.string(from: .now)
        let id = try insert(TodoList(id: 0, name: nil, isDefault: true, position: -1, createdAt: now, updatedAt: now))
        return try list(id: id)!
    }

    /// Inserts a list (keeping `list.id` when positive) and returns its id.
    @discardableResult
    func insertList(_ list: TodoList) throws(StoreError) -> Int64 {
        try insert(list)
    }

    func nextListPosition() throws(StoreError) -> Int64 {
        (try database.scalarInt("SELECT max(position) FROM \"list\"") ?? -1) + 1
    }

    func renameList(id: Int64, to name: String, at timestamp: String) throws(StoreError) {
        try database.run(
            "UPDATE \"list\" SET name = ?, nameKey = ?, updatedAt = ? WHERE id = ?",
            [.text(name), .text(SearchKey.fold(name)), .text(timestamp), .integer(id)])
    }

    /// Deletes a list with its sections and todos.
    func deleteList(id: Int64) throws(StoreError) {
        try database.run("DELETE FROM \"list\" WHERE id = ?", [.integer(id)])
    }

    /// Lists whose folded name contains every word.
    func lists(containing words: [String]) throws(StoreError) -> [TodoList] {
        guard !words.isEmpty else { return [] }
        let sql = words.map { _ in "instr(l.nameKey, ?) > 0" }.joined(separator: " AND ")
        return try database.rows(
            "SELECT \(TodoList.selectColumns) FROM \"list\" l WHERE \(sql) ORDER BY l.position, l.id", words.map(SQLValue.text)
        ) { TodoList(row: $0) }
    }

    // MARK: Sections

    func sections(listId: Int64? = nil) throws(StoreError) -> [TodoSection] {
        if let listId {
            return try database.rows(
                "SELECT \(TodoSection.selectColumns) FROM section s WHERE s.listId = ? ORDER BY s.position, s.id",
                [.integer(listId)]
            ) { TodoSection(row: $0) }
        }
        return try database.rows("SELECT \(TodoSection.selectColumns) FROM section s ORDER BY s.listId, s.position, s.id") {
            TodoSection(row: $0)
        }
    }

    func section(id: Int64) throws(StoreError) -> TodoSection? {
        try database.rows("SELECT \(TodoSection.selectColumns) FROM section s WHERE s.id = ?", [.integer(id)]) {
            TodoSection(row: $0)
        }.first
    }

    func section(listId: Int64, nameKey: String) throws(StoreError) -> TodoSection? {
        try database.rows(
            "SELECT \(TodoSection.selectColumns) FROM section s WHERE s.listId = ? AND s.nameKey = ?",
            [.integer(listId), .text(nameKey)]
        ) { TodoSection(row: $0) }.first
    }

    /// Inserts a section (keeping `section.id` when positive) and returns its id.
    @discardableResult
    func insertSection(_ section: TodoSection) throws(StoreError) -> Int64 {
        try insert(section)
    }

    func nextSectionPosition(listId: Int64) throws(StoreError) -> Int64 {
        (try database.scalarInt("SELECT max(position) FROM section WHERE listId = ?", [.integer(listId)]) ?? -1) + 1
    }

    /// Sections whose folded name contains every word.
    func sections(containing words: [String]) throws(StoreError) -> [TodoSection] {
        guard !words.isEmpty else { return [] }
        let sql = words.map { _ in "instr(s.nameKey, ?) > 0" }.joined(separator: " AND ")
        return try database.rows(
            "SELECT \(TodoSection.selectColumns) FROM section s WHERE \(sql) ORDER BY s.listId, s.position, s.id",
            words.map(SQLValue.text)
        ) { TodoSection(row: $0) }
    }
}
