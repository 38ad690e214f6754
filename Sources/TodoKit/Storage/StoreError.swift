/// Why the store could not be opened or could not carry out a change.
///
///     do { _ = try TodoStore(path: "/tmp/notes.txt") } catch { print(error) }
///     // "/tmp/notes.txt is not an IntentTodo database (not an SQLite file)"
public enum StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file or its folder could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not an SQLite database, is damaged, or belongs to another program.
    case notADatabase(path: String, reason: String)
    /// The database was written by a newer IntentTodo (its schema version is unknown here).
    case newerSchema(path: String, version: Int)
    /// Another process kept the database locked longer than the busy timeout.
    case locked(path: String, waitedMilliseconds: Int)
    /// There is no room to write: the disk is full, or the file reached the size limit
    /// (`ulimit -f`). The change was rolled back.
    case full(path: String, reason: String)
    /// The database or its folder cannot be written (a read-only file, folder or mount).
    case readOnly(path: String, reason: String)
    /// The file was deleted, renamed or its folder removed while the database was open: a
    /// change written now would be lost with the unlinked file, so none is made.
    case moved(path: String)
    /// Reading or writing the file failed (an I/O error of the disk or file system).
    case ioError(path: String, reason: String)
    /// Any other SQLite failure, with its result code and message.
    case sqlite(code: Int32, message: String)

    /// One line fit for stderr.
    public var description: String {
        switch self {
        case .cannotOpen(let path, let reason):
            return "cannot open the database \(path): \(reason)"
        case .notADatabase(let path, let reason):
            return "\(path) is not an IntentTodo database (\(reason)); it was left untouched"
        case .newerSchema(let path, let version):
            return "\(path) was written by a newer IntentTodo (schema version \(version)); it was left untouched"
        case .locked(let path, let waited):
            return "the database \(path) is locked by another process (waited \(waited) ms); try again"
        case .full(let path, let reason):
            return "no room to write the database \(path) (\(reason)); nothing was changed"
        case .readOnly(let path, let reason):
            return "the database \(path) cannot be written (\(reason)); nothing was changed"
        case .moved(let path):
            return "the database \(path) was moved or deleted while in use; nothing was changed"
        case .ioError(let path, let reason):
            return "cannot read or write the database \(path) (\(reason)); nothing was changed"
        case .sqlite(let code, let message):
            return "database error \(code): \(message)"
        }
    }

    /// Whether the problem lies in the given file or where it is kept — not a database, read-only,
    /// on a full disk, gone (exit 2) — rather than in the moment (exit 1: another process's lock).
    ///
    ///     StoreError.locked(path: "x", waitedMilliseconds: 5).isInputError   // false
    ///     StoreError.full(path: "x", reason: "No space left on device").isInputError   // true
    public var isInputError: Bool {
        switch self {
        case .cannotOpen, .notADatabase, .newerSchema, .full, .readOnly, .moved, .ioError: return true
        case .locked, .sqlite: return false
        }
    }
}
