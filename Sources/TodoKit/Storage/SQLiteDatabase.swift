import CSQLite
import Foundation

/// One SQLite connection with a cache of prepared statements, so hot statements compile once.
///
///     let db = try SQLiteDatabase(path: "/tmp/x.sqlite", busyTimeout: 3000)
///     try db.run("INSERT INTO list(name) VALUES (?)", [.text("Work")])
///     let count = try db.scalarInt("SELECT count(*) FROM list")   // 1
final class SQLiteDatabase {
    let path: String
    let busyTimeout: Int
    private let handle: OpaquePointer
    private var cache: [String: SQLiteStatement] = [:]
    private var transactionDepth = 0

    init(path: String, busyTimeout: Int) throws(StoreError) {
        self.path = path
        self.busyTimeout = busyTimeout
        var pointer: OpaquePointer?
        let flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX
        let code = sqlite3_open_v2(path, &pointer, flags, nil)
        guard code == SQLITE_OK, let pointer else {
            let message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            if let pointer { sqlite3_close_v2(pointer) }
            throw .cannotOpen(path: path, reason: message)
        }
        handle = pointer
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, Int32(clamping: busyTimeout))
    }

    deinit {
        cache.removeAll()  // finalizes every statement before the connection closes
        sqlite3_close_v2(handle)
    }

    /// Runs one or more statements without arguments (migrations, pragmas).
    func execute(_ sql: String) throws(StoreError) {
        var message: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &message)
        if code != SQLITE_OK {
            let text = message.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(message)
            throw error(code: code, message: text)
        }
    }

    /// The cached prepared statement for `sql`, reset and with its bindings cleared.
    func statement(_ sql: String) throws(StoreError) -> SQLiteStatement {
        if let cached = cache[sql] {
            cached.reset()
            return cached
        }
        var pointer: OpaquePointer?
        let code = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &pointer, nil)
        guard code == SQLITE_OK, let pointer else { throw lastError(code) }
        let statement = SQLiteStatement(pointer, database: self)
        cache[sql] = statement
        return statement
    }

    /// Runs a statement that returns no rows; returns the number of rows it changed.
    @discardableResult
    func run(_ sql: String, _ arguments: [SQLValue] = []) throws(StoreError) -> Int {
        let statement = try statement(sql)
        try statement.bind(arguments)
        while try statement.step() {}
        return Int(sqlite3_changes(handle))
    }

    /// Calls `row` for each result row.
    func query(_ sql: String, _ arguments: [SQLValue] = [], row: (SQLiteStatement) throws(StoreError) -> Void) throws(StoreError) {
        let statement = try statement(sql)
        try statement.bind(arguments)
        while try statement.step() {
            try row(statement)
        }
        statement.reset()
    }

    /// The rows of a query mapped by `transform`.
    func rows<T>(_ sql: String, _ arguments: [SQLValue] = [], _ transform: (SQLiteStatement) throws(StoreError) -> T) throws(StoreError) -> [T] {
        var result: [T] = []
        try query(sql, arguments) { (row) throws(StoreError) in result.append(try transform(row)) }
        return result
    }

    /// The first column of the first row as an integer, or nil when there is no row or it is NULL.
    func scalarInt(_ sql: String, _ arguments: [SQLValue] = []) throws(StoreError) -> Int64? {
        var value: Int64?
        try query(sql, arguments) { row in
            if value == nil, !row.isNull(0) { value = row.int(0) }
        }
        return value
    }

    /// The first column of the first row as text, or nil.
    func scalarText(_ sql: String, _ arguments: [SQLValue] = []) throws(StoreError) -> String? {
        var value: String?
        try query(sql, arguments) { row in
            if value == nil { value = row.text(0) }
        }
        return value
    }

    var lastInsertRowID: Int64 { sqlite3_last_insert_rowid(handle) }

    var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

    /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT`; rolls back when it throws.
    /// Nested calls join the outer transaction.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        if transactionDepth > 0 {
            transactionDepth += 1
            defer { transactionDepth -= 1 }
            return try body()
        }
        try execute("BEGIN IMMEDIATE")
        transactionDepth = 1
        defer { transactionDepth = 0 }
        do {
            let value = try body()
            try execute("COMMIT")
            return value
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    // MARK: Errors

    func lastError(_ code: Int32) -> StoreError {
        error(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }

    func error(code: Int32, message: String) -> StoreError {
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .locked(path: path, waitedMilliseconds: busyTimeout)
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .notADatabase(path: path, reason: message)
        case SQLITE_CANTOPEN, SQLITE_READONLY, SQLITE_PERM, SQLITE_AUTH:
            return .cannotOpen(path: path, reason: message)
        default:
            return .sqlite(code: code, message: message)
        }
    }
}
