import Basics

/// Reading and writing todos and their completions.
extension TodoStore {
    func todo(id: Int64) throws(StoreError) -> Todo? {
        try database.rows("SELECT \(Todo.selectColumns) FROM todo t WHERE t.id = ?", [.integer(id)]) { Todo(row: $0) }.first
    }

    /// Todos whose folded title equals `titleKey`, open ones first.
    func todos(titleKey: String) throws(StoreError) -> [Todo] {
        try database.rows(
            "SELECT \(Todo.selectColumns) FROM todo t WHERE t.titleKey = ? ORDER BY t.done, t.id", [.text(titleKey)]
        ) { Todo(row: $0) }
    }

    /// Todos matching `filter` (and `listId` when given), soonest due first.
    func todos(_ filter: TodoFilter, listId: Int64?, moments: FilterMoments) throws(StoreError) -> [Todo] {
        let (sql, arguments) = whereClause(filter, listId: listId, moments: moments)
        return try database.rows(
            """
            SELECT \(Todo.selectColumns) FROM todo t JOIN "list" l ON l.id = t.listId WHERE \(sql)
            ORDER BY t.done, t.due IS NULL, t.due, l.position, t.position, t.id
            """, arguments
        ) { Todo(row: $0) }
    }

    func countTodos(_ filter: TodoFilter, listId: Int64?, moments: FilterMoments) throws(StoreError) -> Int {
        let (sql, arguments) = whereClause(filter, listId: listId, moments: moments)
        return Int(try database.scalarInt("SELECT count(*) FROM todo t WHERE \(sql)", arguments) ?? 0)
    }

    private func whereClause(_ filter: TodoFilter, listId: Int64?, moments: FilterMoments) -> (String, [SQLValue]) {
        var (sql, arguments) = moments.condition(for: filter)
        if let listId {
            sql += " AND t.listId = ?"
            arguments.append(.integer(listId))
        }
        return (sql, arguments)
    }

    /// The open todo to finish first: urgent ones, then the earliest due, then the oldest
    /// (among those `moments`' pending condition covers).
    func mostUrgentOpenTodo(moments: FilterMoments) throws(StoreError) -> Todo? {
        let (sql, arguments) = moments.condition(for: .pending)
        return try database.rows(
            """
            SELECT \(Todo.selectColumns) FROM todo t WHERE \(sql)
            ORDER BY t.urgent DESC, t.due IS NULL, t.due, t.position, t.id LIMIT 1
            """, arguments
        ) { Todo(row: $0) }.first
    }

    /// Open repeating todos due on a day before `day` (a local `YYYY-MM-DD`).
    func openRepeatingTodos(dueBefore day: String) throws(StoreError) -> [Todo] {
        // NB: 'YYYY-MM-DDTHH:MM' < 'YYYY-MM-DD' only for earlier days, so an index on due serves; the
        // partial one holds open repeating todos only (every open todo would be read otherwise).
        try database.rows(
            """
            SELECT \(Todo.selectColumns) FROM todo t INDEXED BY todo_openRepeating
            WHERE t.done = 0 AND t.due < ? AND t.repeatRule IS NOT NULL
            """, [.text(day)]
        ) { Todo(row: $0) }
    }

    /// Todos whose folded title contains every word.
    func todos(containing words: [String], limit: Int) throws(StoreError) -> [Todo] {
        guard !words.isEmpty else { return [] }
        let sql = words.map { _ in "instr(t.titleKey, ?) > 0" }.joined(separator: " AND ")
        return try database.rows(
            "SELECT \(Todo.selectColumns) FROM todo t WHERE \(sql) ORDER BY t.done, t.id LIMIT \(limit)",
            words.map(SQLValue.text)
        ) { Todo(row: $0) }
    }

    /// All todos, in list then position order.
    func allTodos() throws(StoreError) -> [Todo] {
        try database.rows(
            "SELECT \(Todo.selectColumns) FROM todo t JOIN \"list\" l ON l.id = t.listId ORDER BY l.position, l.id, t.position, t.id"
        ) { Todo(row: $0) }
    }

    func nextTodoPosition(listId: Int64) throws(StoreError) -> Int64 {
        (try database.scalarInt("SELECT max(position) FROM todo WHERE listId = ?", [.integer(listId)]) ?? -1) + 1
    }

    /// Inserts `todo` (its `id` when positive, else a new one) and returns the id.
    @discardableResult
    func insertTodo(_ todo: Todo) throws(StoreError) -> Int64 {
        try insert(todo)
    }

    /// Inserts many todos through one prepared statement, binding each column in place.
    struct TodoInserter {
        fileprivate let statement: SQLiteStatement
        fileprivate let database: SQLiteDatabase

        func insert(_ todo: Todo) throws(StoreError) -> Int64 {
            statement.reset()
            for column in Todo.Column.allCases {
                try statement.bind(todo.value(of: column), at: column.rawValue + 1)
            }
            while try statement.step() {}
            return database.lastInsertRowID
        }
    }

    func todoInserter() throws(StoreError) -> TodoInserter {
        TodoInserter(statement: try database.statement(Todo.schema.insertSQL), database: database)
    }

    /// Writes every field of `todo` over the stored row with the same id.
    func updateTodo(_ todo: Todo) throws(StoreError) {
        try update(todo)
    }

    func deleteTodo(id: Int64) throws(StoreError) {
        try database.run("DELETE FROM todo WHERE id = ?", [.integer(id)])
    }

    /// Records that one occurrence of a repeating todo was completed.
    func insertCompletion(todoId: Int64, due: DueDate?, at timestamp: String) throws(StoreError) {
        try database.run(
            "INSERT INTO completion(todoId, due, completedAt) VALUES (?, ?, ?)",
            [.integer(todoId), .optional(due?.encoded), .text(timestamp)])
    }

    func completionCount(todoId: Int64) throws(StoreError) -> Int {
        Int(try database.scalarInt("SELECT count(*) FROM completion WHERE todoId = ?", [.integer(todoId)]) ?? 0)
    }

    func todoCount(listId: Int64) throws(StoreError) -> Int {
        Int(try database.scalarInt("SELECT count(*) FROM todo WHERE listId = ?", [.integer(listId)]) ?? 0)
    }

    func allTodoIDs() throws(StoreError) -> Set<Int64> {
        Set(try database.rows("SELECT id FROM todo") { $0.int(0) })
    }

    /// Every todo's ``Todo/uid``.
    func allTodoUIDs() throws(StoreError) -> Set<String> {
        Set(try database.rows("SELECT uid FROM todo") { $0.text(0) })
    }
}

extension TodoStore {
    /// Per list (in list order): open, done, overdue, due today, starred and urgent counts.
    func summaryCounts(moments: FilterMoments) throws(StoreError) -> [(Int64, TodoCounts)] {
        var columns: [String] = []
        var arguments: [SQLValue] = []
        for filter in [TodoFilter.pending, .completed, .overdue, .today, .starred, .urgent] {
            let (sql, values) = moments.condition(for: filter)
            columns.append("coalesce(sum(CASE WHEN \(sql) THEN 1 ELSE 0 END), 0)")
            arguments += values
        }
        return try database.rows(
            """
            SELECT l.id, \(columns.joined(separator: ", "))
            FROM "list" l LEFT JOIN todo t ON t.listId = l.id GROUP BY l.id ORDER BY l.position, l.id
            """, arguments
        ) { row in
            (
                row.int(0),
                TodoCounts(
                    open: Int(row.int(1)), done: Int(row.int(2)), overdue: Int(row.int(3)), today: Int(row.int(4)),
                    starred: Int(row.int(5)), urgent: Int(row.int(6)))
            )
        }
    }
}

extension TodoStore {
    /// Every recorded completion of repeating todos, by todo id, oldest first.
    func allCompletions() throws(StoreError) -> [Int64: [(due: String?, completedAt: String)]] {
        var result: [Int64: [(due: String?, completedAt: String)]] = [:]
        try database.query("SELECT todoId, due, completedAt FROM completion ORDER BY id") { row in
            result[row.int(0), default: []].append((row.optionalText(1), row.text(2)))
        }
        return result
    }

    func insertCompletion(todoId: Int64, due: String?, completedAt: String) throws(StoreError) {
        try database.run(
            "INSERT INTO completion(todoId, due, completedAt) VALUES (?, ?, ?)",
            [.integer(todoId), .optional(due), .text(completedAt)])
    }

    func allSectionIDs() throws(StoreError) -> Set<Int64> {
        Set(try database.rows("SELECT id FROM section") { $0.int(0) })
    }

    func allListIDs() throws(StoreError) -> Set<Int64> {
        Set(try database.rows("SELECT id FROM \"list\"") { $0.int(0) })
    }
}
