/// A list of todos. The default list has no stored name: its name follows the language.
///
///     TodoList(id: 1, name: nil, isDefault: true, ...)   // "Inbox" / 「受信箱」
struct TodoList: Hashable, Sendable {
    var id: Int64
    /// The user's name, or nil for the default list that was never renamed.
    var name: String?
    var isDefault: Bool
    var position: Int64
    var createdAt: String
    var updatedAt: String
}

extension TodoList: StoredRow {
    /// The columns of `list` in table order.
    enum Column: Int32, TableColumns {
        case id, name, nameKey, isDefault, position, createdAt, updatedAt

        static let tableName = "list"
        static let columnNames = ["id", "name", "nameKey", "isDefault", "position", "createdAt", "updatedAt"]
    }

    static let schema = TableSchema(Column.self)

    /// Every column in table order, prefixed with the table alias `l`; ``init(row:)`` reads them.
    static let selectColumns = schema.selectList(alias: "l")

    init(row: SQLiteStatement) {
        self.init(
            id: row.int(Column.id), name: row.optionalText(Column.name), isDefault: row.bool(Column.isDefault),
            position: row.int(Column.position), createdAt: row.text(Column.createdAt), updatedAt: row.text(Column.updatedAt))
    }

    func value(of column: Column) -> SQLValue {
        switch column {
        case .id: id > 0 ? .integer(id) : .null
        case .name: .optional(name)
        case .nameKey: .optional(name.map(SearchKey.fold))
        case .isDefault: .bool(isDefault)
        case .position: .integer(position)
        case .createdAt: .text(createdAt)
        case .updatedAt: .text(updatedAt)
        }
    }
}
