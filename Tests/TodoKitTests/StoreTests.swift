import Basics
import Foundation
import Testing

@testable import TodoKit

@Suite struct StoreTests {
    @Test func createsFileAndFolderReadableByOwnerOnly() throws {
        let fixture = try Fixture()
        var info = stat()
        #expect(stat(fixture.path, &info) == 0)
        #expect(info.st_mode & 0o777 == 0o600)
        #expect(stat(fixture.folder + "/data", &info) == 0)
        #expect(info.st_mode & 0o777 == 0o700)
    }

    @Test func runsMigrationsByNameAndSetsUserVersion() throws {
        let fixture = try Fixture()
        #expect(try fixture.store.appliedMigrations() == Migrations.all.map(\.name))
        #expect(try fixture.store.database.scalarInt("PRAGMA user_version") == Int64(Migrations.all.count))
        #expect(try fixture.store.database.scalarText("PRAGMA journal_mode") == "wal")
        #expect(try fixture.store.database.scalarInt("PRAGMA foreign_keys") == 1)
        let tables = try fixture.store.database.rows("SELECT name FROM sqlite_master WHERE type = 'table'") { $0.text(0) }
        for table in ["todo", "list", "section", "undoEntry", "undoChange", "completion"] {
            #expect(tables.contains(table))
        }
        try fixture.reopen()
        #expect(try fixture.store.appliedMigrations() == Migrations.all.map(\.name))
    }

    @Test func defaultListExistsFromTheStartAndIsNamedPerLanguage() throws {
        let fixture = try Fixture()
        #expect(fixture.service.entities(ofType: .list).map(\.title) == ["Inbox"])
        try fixture.reopen(language: .ja)
        #expect(fixture.service.entities(ofType: .list).map(\.title) == ["受信箱"])
        #expect(try fixture.run("AddTodo", ["title": "牛乳を買う"]).say == "“牛乳を買う”を受信箱に追加しました。")
        #expect(try fixture.store.database.scalarInt("SELECT count(*) FROM \"list\" WHERE isDefault = 1 AND name IS NULL") == 1)
    }

    @Test func refusesAFileThatIsNotSQLiteAndLeavesItUntouched() throws {
        let folder = NSTemporaryDirectory() + "todokit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/notes.txt"
        let content = Data("shopping: milk, eggs\n".utf8)
        try content.write(to: URL(fileURLWithPath: path))
        #expect(throws: StoreError.notADatabase(path: path, reason: "not an SQLite file")) { try TodoStore(path: path) }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == content)
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
    }

    @Test func refusesAnotherProgramsDatabase() throws {
        let folder = NSTemporaryDirectory() + "todokit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/other.sqlite"
        do {
            let other = try SQLiteDatabase(path: path, busyTimeout: 100)
            try other.execute("CREATE TABLE photo(id INTEGER PRIMARY KEY)")
        }
        let error = #expect(throws: StoreError.self) { try TodoStore(path: path) }
        #expect(error?.isInputError == true)
        if case .notADatabase = error {} else { Issue.record("expected notADatabase, got \(String(describing: error))") }
    }

    @Test func refusesANewerSchema() throws {
        let fixture = try Fixture()
        try fixture.store.database.execute("PRAGMA user_version = 99")
        #expect(throws: StoreError.newerSchema(path: fixture.path, version: 99)) { try TodoStore(path: fixture.path) }
    }

    @Test func reportsALockedDatabaseAfterTheBusyTimeout() throws {
        let fixture = try Fixture()
        let holder = try SQLiteDatabase(path: fixture.path, busyTimeout: 0)
        try holder.execute("BEGIN IMMEDIATE")
        defer { try? holder.execute("ROLLBACK") }
        let store = try TodoStore(path: fixture.path, busyTimeout: 50)
        let service = TodoService(store: store, clock: Clock(parsingNow: "2026-11-30T09:00")!, language: .en)
        let error = #expect(throws: IntentFailure.self) {
            try service.perform(IntentRequest(.addTodo, arguments: ["title": .text("x")]))
        }
        guard case .storage(let storeError) = error else {
            Issue.record("expected storage failure")
            return
        }
        #expect(storeError.description.contains("locked"))
        #expect(error?.exitCode == 1)
    }

    @Test func worksInMemory() throws {
        let store = try TodoStore(path: ":memory:")
        let service = TodoService(store: store, clock: Clock(parsingNow: "2026-11-30T09:00")!, language: .en)
        _ = try service.perform(IntentRequest(.addTodo, arguments: ["title": .text("Buy milk")]))
        #expect(service.entities(ofType: .todo).map(\.title) == ["Buy milk"])
    }

    @Test(arguments: [
        (["INTENTTODO_DB": "/x/db.sqlite", "XDG_DATA_HOME": "/data", "HOME": "/home/ann"], "/x/db.sqlite"),
        (["XDG_DATA_HOME": "/data", "HOME": "/home/ann"], "/data/intenttodo/todos.sqlite"),
        (["XDG_DATA_HOME": "relative", "HOME": "/home/ann"], "/home/ann/.local/share/intenttodo/todos.sqlite"),
        (["HOME": "/home/ann"], "/home/ann/.local/share/intenttodo/todos.sqlite"),
    ])
    func defaultPathFollowsTheEnvironment(environment: [String: String], expected: String) {
        #expect(TodoStore.defaultPath(environment: environment) == expected)
    }

    @Test func changeCounterGrowsWithEveryChangeFromAnyProcess() throws {
        let fixture = try Fixture()
        let start = fixture.service.changeCounter
        try fixture.run("AddTodo", ["title": "Buy milk"])
        let afterAdd = fixture.service.changeCounter
        #expect(afterAdd > start)
        try fixture.run("ShowTodos")
        #expect(fixture.service.changeCounter == afterAdd)
        let other = Fixture.reopened(fixture)
        _ = try other.perform(IntentRequest(.completeTodo, arguments: ["todo": .text("Buy milk")]))
        #expect(fixture.service.changeCounter > afterAdd)
    }

    @Test func foreignKeysCascadeAndTriggersJournalCascades() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Groceries"])
        try fixture.run("AddTodo", ["title": "Buy milk", "list": "Groceries"])
        try fixture.run("AddTodo", ["title": "Buy eggs", "list": "Groceries"])
        try fixture.run("DeleteList", ["list": "Groceries"], yes: true)
        #expect(try fixture.titles("all").isEmpty)
        try fixture.run("Undo")
        #expect(try fixture.titles("all", list: "Groceries").sorted() == ["Buy eggs", "Buy milk"])
    }
}

extension Fixture {
    /// A second service over the same file, as another process would open it.
    static func reopened(_ fixture: Fixture) -> TodoService {
        let store = try! TodoStore(path: fixture.path)
        return TodoService(store: store, clock: Clock(parsingNow: fixture.now, calendar: utc)!, language: fixture.language)
    }
}
