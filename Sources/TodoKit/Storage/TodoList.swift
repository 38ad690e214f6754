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

    static let selectColumns = "l.id, l.name, l.isDefault, l.position, l.createdAt, l.updatedAt"

    init(id: Int64, name: String?, isDefault: Bool, position: Int64, createdAt: String, updatedAt: String) {
        self.id = id
        self.name = name
        self.isDefault = isDefault
        self.position = position
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    init(row: SQLiteStatement, first: Int32 = 0) {
        let c = first
        self.init(
            id: row.int(c), name: row.optionalText(c + 1), isDefault: row.bool(c + 2), position: row.int(c + 3),
            createdAt: row.text(c + 4), updatedAt: row.text(c + 5))
    }
}
