/// A named part of a list ("Dairy" in "Groceries").
struct TodoSection: Hashable, Sendable {
    var id: Int64
    var listId: Int64
    var name: String
    var position: Int64
    var createdAt: String
    var updatedAt: String

    static let selectColumns = "s.id, s.listId, s.name, s.position, s.createdAt, s.updatedAt"

    init(id: Int64, listId: Int64, name: String, position: Int64, createdAt: String, updatedAt: String) {
        self.id = id
        self.listId = listId
        self.name = name
        self.position = position
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    init(row: SQLiteStatement, first: Int32 = 0) {
        let c = first
        self.init(
            id: row.int(c), listId: row.int(c + 1), name: row.text(c + 2), position: row.int(c + 3),
            createdAt: row.text(c + 4), updatedAt: row.text(c + 5))
    }
}
