/// A named part of a list ("Dairy" in "Groceries").
struct TodoSection: Hashable, Sendable {
    var id: Int64
    var listId: Int64
    var name: String
    var position: Int64
    var createdAt: String
    var updatedAt: String
}

extension TodoSection: StoredRow {
    /// The columns of `section` in table order.
    enum Column: Int32, TableColumns {
        case id, listId, name, nameKey, position, createdAt, updatedAt

        static let tableName = "section"
        static let columnNames = ["id", "listId", "name", "nameKey", "position", "createdAt", "updatedAt"]
    }

    static let schema = TableSchema(Column.self)

    /// Every column in table order, prefixed with the table alias `s`; ``init(row:)`` reads them.
    static let selectColumns = schema.selectList(alias: "s")

    init(row: SQLiteStatement) {
        self.init(
            id: row.int(Column.id), listId: row.int(Column.listId), name: row.text(Column.name),
            position: row.int(Column.position), createdAt: row.text(Column.createdAt), updatedAt: row.text(Column.updatedAt))
    }

    func value(of column: Column) -> SQLValue {
        switch column {
        case .id: id > 0 ? .integer(id) : .null
        case .listId: .integer(listId)
        case .name: .text(name)
        case .nameKey: .text(SearchKey.fold(name))
        case .position: .integer(position)
        case .createdAt: .text(createdAt)
        case .updatedAt: .text(updatedAt)
        }
    }
}
