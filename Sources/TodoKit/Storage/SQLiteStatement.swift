import CSQLite
import Foundation

/// A prepared statement: bind, step, read columns. Owned and reused by ``SQLiteDatabase``.
///
///     let statement = try db.statement("SELECT title FROM todo WHERE id = ?")
///     try statement.bind([.integer(1)])
///     while try statement.step() { print(statement.text(0)) }
final class SQLiteStatement {
    private let pointer: OpaquePointer
    private unowned let database: SQLiteDatabase

    // NB: SQLITE_TRANSIENT is a macro Swift does not import.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    init(_ pointer: OpaquePointer, database: SQLiteDatabase) {
        self.pointer = pointer
        self.database = database
    }

    deinit { sqlite3_finalize(pointer) }

    func reset() {
        sqlite3_reset(pointer)
        sqlite3_clear_bindings(pointer)
    }

    func bind(_ values: [SQLValue]) throws(StoreError) {
        for (offset, value) in values.enumerated() {
            try bind(value, at: Int32(offset + 1))
        }
    }

    func bind(_ value: SQLValue, at index: Int32) throws(StoreError) {
        let code: Int32
        switch value {
        case .null: code = sqlite3_bind_null(pointer, index)
        case .integer(let number): code = sqlite3_bind_int64(pointer, index, number)
        case .real(let number): code = sqlite3_bind_double(pointer, index, number)
        case .text(let text): code = sqlite3_bind_text(pointer, index, text, -1, Self.transient)
        }
        guard code == SQLITE_OK else { throw database.lastError(code) }
    }

    /// Advances to the next row: true when a row is ready, false when done.
    func step() throws(StoreError) -> Bool {
        let code = sqlite3_step(pointer)
        switch code {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            let error = database.lastError(code)
            sqlite3_reset(pointer)
            throw error
        }
    }

    func isNull(_ column: Int32) -> Bool { sqlite3_column_type(pointer, column) == SQLITE_NULL }

    func int(_ column: Int32) -> Int64 { sqlite3_column_int64(pointer, column) }

    func bool(_ column: Int32) -> Bool { sqlite3_column_int64(pointer, column) != 0 }

    func text(_ column: Int32) -> String {
        guard let bytes = sqlite3_column_text(pointer, column) else { return "" }
        return String(cString: bytes)
    }

    func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }

    func optionalInt(_ column: Int32) -> Int64? { isNull(column) ? nil : int(column) }

    /// The column as stored, whatever its type (blobs read as text).
    func value(_ column: Int32) -> SQLValue {
        switch sqlite3_column_type(pointer, column) {
        case SQLITE_NULL: .null
        case SQLITE_INTEGER: .integer(int(column))
        case SQLITE_FLOAT: .real(sqlite3_column_double(pointer, column))
        default: .text(text(column))
        }
    }

    // MARK: Blobs

    func bind(blob bytes: [UInt8], at index: Int32) throws(StoreError) {
        let code = bytes.withUnsafeBytes { raw in
            // NB: an empty blob must still be a blob, not NULL: bind a zero-length one.
            raw.isEmpty
                ? sqlite3_bind_zeroblob(pointer, index, 0)
                : sqlite3_bind_blob(pointer, index, raw.baseAddress, Int32(raw.count), Self.transient)
        }
        guard code == SQLITE_OK else { throw database.lastError(code) }
    }

    /// The column's bytes (empty for NULL).
    func blob(_ column: Int32) -> [UInt8] {
        let count = Int(sqlite3_column_bytes(pointer, column))
        guard count > 0, let start = sqlite3_column_blob(pointer, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: start, count: count))
    }

    // MARK: Reading by column name

    // NB: a row selected with a table's full select list holds column `c` at `c.rawValue`.
    func int(_ column: some TableColumns) -> Int64 { int(column.rawValue) }
    func bool(_ column: some TableColumns) -> Bool { bool(column.rawValue) }
    func text(_ column: some TableColumns) -> String { text(column.rawValue) }
    func optionalText(_ column: some TableColumns) -> String? { optionalText(column.rawValue) }
    func optionalInt(_ column: some TableColumns) -> Int64? { optionalInt(column.rawValue) }
}
