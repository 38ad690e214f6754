/// Why the store could not be opened or could not carry out a change.
///
///     do { _ = try TodoStore(path: "/tmp/notes.txt") } catch { print(error) }
///     // "/tmp/notes.txt is not an IntentTodo database (not an SQLite file)"
public enum StoreError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or its folder could not be created or opened.
    case cannotOpen(path: String, reason: String)
    /// The file exists but is not an SQLite database, is damaged, or belongs to another program.
    case notADatabase(path: String, reason: String)
    /// The database was written by a newer IntentTodo (its schema version is unknown here).
    case newerSchema(path: String, version: Int)
    /// Another process kept the database locked longer than the busy timeout.
    case locked(path: String, waitedMilliseconds: Int)
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
        case .sqlite(let code, let message):
            return "database error \(code): \(message)"
        }
    }

    /// Whether the problem lies in the given file (exit 2) rather than in the moment (exit 1).
    ///
    ///     StoreError.locked(path: "x", waitedMilliseconds: 5).isInputError   // false
    public var isInputError: Bool {
        switch self {
        case .cannotOpen, .notADatabase, .newerSchema: return true
        case .locked, .sqlite: return false
        }
    }
}
