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
            var message = pointer.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            if let pointer {
                let number = sqlite3_system_errno(pointer)
                if number != 0 { message += " (\(String(cString: strerror(number))))" }
                sqlite3_close_v2(pointer)
            }
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
            // NB: SQLite goes on writing to a file deleted (or whose folder was removed) while open,
            // and the change is lost with it; check with the write lock held, before and at commit.
            try checkNotMoved()
            let value = try body()
            try checkNotMoved()
            try execute("COMMIT")
            return value
        } catch {
            if isInTransaction { try? execute("ROLLBACK") }
            throw error
        }
    }

    // MARK: Errors

    /// Throws `.moved` when the path no longer leads to the open file (deleted, renamed, its
    /// folder removed); `:memory:` and temporary databases never move.
    func checkNotMoved() throws(StoreError) {
        if hasMoved { throw .moved(path: path) }
    }

    private var hasMoved: Bool {
        var moved: Int32 = 0
        guard sqlite3_file_control(handle, "main", SQLITE_FCNTL_HAS_MOVED, &moved) == SQLITE_OK else { return false }
        return moved != 0
    }

    /// Why there may be no room to write, or nil: the disk of the database's folder (almost) full,
    /// or the database or its `-wal` file at the file size limit (`ulimit -f`). Asked after an
    /// I/O error whose `errno` SQLite no longer knows.
    private var spaceProblem: String? {
        guard path != ":memory:", !path.isEmpty else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        var disk = statvfs()
        if statvfs(folder.isEmpty ? "." : folder, &disk) == 0, UInt64(disk.f_bavail) * UInt64(disk.f_frsize) < 64 << 10 {
            return String(cString: strerror(ENOSPC))
        }
        var limit = rlimit()
        if getrlimit(__rlimit_resource_t(RLIMIT_FSIZE.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            for file in [path, path + "-wal"] {
                var info = stat()
                // NB: a failed write stops short of the limit by up to the pages it carried.
                if stat(file, &info) == 0, UInt64(info.st_size) + (1 << 20) >= UInt64(limit.rlim_cur) {
                    return "\(String(cString: strerror(EFBIG))): the file size limit, ulimit -f"
                }
            }
        }
        return nil
    }

    /// Why the database's folder cannot be written (its `-wal` and `-shm` files live there), or nil.
    private var folderWriteProblem: String? {
        guard path != ":memory:", !path.isEmpty else { return nil }
        let folder = (path as NSString).deletingLastPathComponent
        guard access(folder.isEmpty ? "." : folder, W_OK) != 0 else { return nil }
        return String(cString: strerror(errno))
    }

    func lastError(_ code: Int32) -> StoreError {
        error(code: code, message: String(cString: sqlite3_errmsg(handle)))
    }

    /// SQLITE_READONLY_DBMOVED, `SQLITE_READONLY | (4 << 8)` (a C macro Swift does not import).
    static let readOnlyDatabaseMoved: Int32 = 1032

    /// The store error for an SQLite result code; the operating system's error (`errno` of the
    /// failed call) tells a full disk, a read-only file system and a vanished file apart.
    func error(code: Int32, message: String) -> StoreError {
        let number = sqlite3_system_errno(handle)
        let reason = number != 0 ? String(cString: strerror(number)) : message
        switch code & 0xFF {
        case SQLITE_BUSY, SQLITE_LOCKED:
            return .locked(path: path, waitedMilliseconds: busyTimeout)
        case SQLITE_NOTADB, SQLITE_CORRUPT:
            return .notADatabase(path: path, reason: message)
        case SQLITE_FULL:
            return .full(path: path, reason: number != 0 ? reason : "the disk is full")
        case SQLITE_READONLY where code == Self.readOnlyDatabaseMoved:
            return .moved(path: path)
        case SQLITE_READONLY:
            return .readOnly(path: path, reason: number != 0 ? reason : message)
        case SQLITE_IOERR, SQLITE_CANTOPEN:
            // NB: errno is that of SQLite's last failed call, which may be a fallback's (a read-only
            // retry failing with ENOENT after EROFS): ask the file system what is wrong instead.
            if hasMoved { return .moved(path: path) }
            switch number {
            case ENOSPC, EFBIG, EDQUOT: return .full(path: path, reason: reason)
            case EROFS, EACCES, EPERM: return .readOnly(path: path, reason: reason)
            default:
                if let problem = spaceProblem { return .full(path: path, reason: problem) }
                if let problem = folderWriteProblem { return .readOnly(path: path, reason: problem) }
                return code & 0xFF == SQLITE_IOERR
                    ? .ioError(path: path, reason: number != 0 ? "\(message): \(reason)" : message)
                    : .cannotOpen(path: path, reason: number != 0 ? "\(message) (\(reason))" : message)
            }
        case SQLITE_PERM, SQLITE_AUTH:
            return .cannotOpen(path: path, reason: message)
        default:
            return .sqlite(code: code, message: message)
        }
    }
}
