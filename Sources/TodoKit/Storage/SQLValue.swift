/// A value bound to or read from an SQLite statement.
///
///     try database.run("UPDATE todo SET title = ? WHERE id = ?", [.text("Buy milk"), .integer(3)])
enum SQLValue: Hashable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)

    /// `.text(value)` or `.null` when nil.
    static func optional(_ value: String?) -> SQLValue { value.map(SQLValue.text) ?? .null }

    /// `.integer(value)` or `.null` when nil.
    static func optional(_ value: Int64?) -> SQLValue { value.map(SQLValue.integer) ?? .null }

    /// `1` or `0`.
    static func bool(_ value: Bool) -> SQLValue { .integer(value ? 1 : 0) }
}
