import Basics
import CSQLite
import Foundation

/// The SQLite file that holds lists, sections, todos and the undo journal.
///
/// Opening creates the file (mode 0600) and its folder (0700) when missing, checks that an
/// existing file is an IntentTodo database (and not a newer one's), turns on WAL, foreign keys
/// and a busy timeout, and brings the schema up to date (``SchemaUpgrade``).
///
///     let store = try TodoStore(path: TodoStore.defaultPath())
///     // ~/.local/share/intenttodo/todos.sqlite
public final class TodoStore {
    /// The file path, or `:memory:`.
    public let path: String
    let database: SQLiteDatabase

    /// Computes the title index's entries (the app's, see ``TitleIndexer``). With one attached,
    /// every transaction indexes the todos it inserted, retitled or deleted before it commits;
    /// without, they stay marked for the next program that has one.
    public var titleIndexer: TitleIndexer?

    /// How long a change waits for another process's lock before giving up, in milliseconds.
    public static let defaultBusyTimeout = 3000

    /// Opens (creating when needed) the store at `path` with the default busy timeout.
    ///
    ///     let store = try TodoStore(path: "/tmp/todos.sqlite")
    public convenience init(path: String) throws(StoreError) {
        try self.init(path: path, busyTimeout: TodoStore.defaultBusyTimeout)
    }

    /// Opens the store, waiting up to `busyTimeout` ms for other processes' locks.
    ///
    ///     let store = try TodoStore(path: ":memory:", busyTimeout: 100)
    public init(path: String, busyTimeout: Int) throws(StoreError) {
        self.path = path
        if path != ":memory:" {
            try TodoStore.prepareFile(at: path)
        }
        database = try SQLiteDatabase(path: path, busyTimeout: busyTimeout)
        try configureAndMigrate()
    }

    /// The store's location: `INTENTTODO_DB`, else `$XDG_DATA_HOME/intenttodo/todos.sqlite`,
    /// else `~/.local/share/intenttodo/todos.sqlite`.
    ///
    ///     TodoStore.defaultPath(environment: ["HOME": "/home/ann"])
    ///     // "/home/ann/.local/share/intenttodo/todos.sqlite"
    public static func defaultPath(environment: [String: String] = ProcessEnvironment.values) -> String {
        if let explicit = environment["INTENTTODO_DB"], !explicit.isEmpty {
            return explicit
        }
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            dataHome = home + "/.local/share"
        }
        return dataHome + "/intenttodo/todos.sqlite"
    }

    // MARK: Opening

    private static let header = Array("SQLite format 3\0".utf8)

    /// Creates the folder (0700) and an empty file (0600) when missing; refuses a file that is
    /// not SQLite without touching it.
    private static func prepareFile(at path: String) throws(StoreError) {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try createFolder(folder, for: path)
        }
        var info = stat()
        if stat(path, &info) == 0 {
            if (info.st_mode & S_IFMT) == S_IFDIR {
                throw .cannotOpen(path: path, reason: "it is a folder")
            }
            guard info.st_size > 0 else { return }
            guard let handle = FileHandle(forReadingAtPath: path) else {
                throw .cannotOpen(path: path, reason: "permission denied")
            }
            defer { try? handle.close() }
            let prefix = (try? handle.read(upToCount: header.count)) ?? Data()
            guard Array(prefix) == header else {
                throw .notADatabase(path: path, reason: "not an SQLite file")
            }
            try checkWritable(path, folder: folder)
            return
        }
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        if descriptor >= 0 {
            fchmod(descriptor, 0o600)
            close(descriptor)
        } else if errno == EROFS || errno == EACCES || errno == EPERM {
            throw .readOnly(path: path, reason: String(cString: strerror(errno)))
        } else if errno != EEXIST {
            throw .cannotOpen(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// Refuses a store that cannot be written — the file, its `-wal` or `-shm` file, or the folder
    /// they are made in — before SQLite opens it: SQLite would fall back to reading only, fail at
    /// the first change, and leave read-only `-wal`/`-shm` files that keep the store read-only
    /// after the file's own mode is fixed.
    private static func checkWritable(_ path: String, folder: String) throws(StoreError) {
        for file in [path, path + "-wal", path + "-shm"] where access(file, F_OK) == 0 {
            if access(file, W_OK) != 0 {
                throw .readOnly(path: file, reason: String(cString: strerror(errno)))
            }
        }
        if access(folder.isEmpty ? "." : folder, W_OK) != 0 {
            throw .readOnly(path: path, reason: "its folder: \(String(cString: strerror(errno)))")
        }
    }

    /// Creates each missing folder of `folder` with mode 0700.
    private static func createFolder(_ folder: String, for path: String) throws(StoreError) {
        var missing: [String] = []
        var current = folder
        var info = stat()
        while !current.isEmpty, current != "/", stat(current, &info) != 0 {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for component in missing.reversed() {
            if mkdir(component, 0o700) != 0, errno != EEXIST {
                throw .cannotOpen(path: path, reason: "cannot create \(component): \(String(cString: strerror(errno)))")
            }
            chmod(component, 0o700)
        }
    }

    /// Opening waits for a store another process is creating or upgrading. SQLite answers some
    /// of those moments (turning on WAL, a WAL recovery, a schema read beside a migration) with
    /// SQLITE_BUSY at once instead of calling the busy handler, so the setup is retried here,
    /// with growing pauses, for as long as a change would wait for a lock.
    private func configureAndMigrate() throws(StoreError) {
        let deadline = Date(timeIntervalSinceNow: Double(database.busyTimeout) / 1000)
        var pause: UInt32 = 2_000
        while true {
            do {
                return try configureAndMigrateOnce()
            } catch {
                guard case .locked = error, Date() < deadline else { throw error }
                usleep(pause)
                pause = min(pause * 2, 100_000)
            }
        }
    }

    private func configureAndMigrateOnce() throws(StoreError) {
        // NB: read before any write so a damaged, foreign or newer file is refused untouched.
        let upgrade = try SchemaUpgrade(reading: database, path: path)
        if path != ":memory:" {
            _ = try database.scalarText("PRAGMA journal_mode = WAL")
        }
        try database.execute("PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL")
        guard upgrade.isNeeded else { return }
        do {
            try database.transaction {
                // Another process may have migrated while we waited for the lock.
                let current = try SchemaUpgrade(reading: database, path: path)
                guard current.isNeeded else { return }
                try current.apply(to: database, at: Timestamp.string(from: Date()))
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .sqlite(code: SQLITE_ERROR, message: "\(error)")
        }
    }

    /// Runs `body` in one `BEGIN IMMEDIATE` transaction; any thrown error rolls it all back.
    /// The todos it changed are indexed (``TitleIndexer``) before it commits.
    func transaction<T>(_ body: () throws -> T) throws -> T {
        try database.transaction {
            let value = try body()
            try indexMarkedTitles()
            return value
        }
    }

    /// The names of the migrations applied, oldest first.
    func appliedMigrations() throws(StoreError) -> [String] {
        try database.rows("SELECT name FROM migration ORDER BY rowid") { $0.text(0) }
    }

    /// Counts every committed change, from this process or another.
    func changeCount() throws(StoreError) -> Int64 {
        try database.scalarInt("SELECT changeCount FROM storeState WHERE id = 1") ?? 0
    }

    func bumpChangeCount() throws(StoreError) {
        try database.run("UPDATE storeState SET changeCount = changeCount + 1 WHERE id = 1")
    }
}
