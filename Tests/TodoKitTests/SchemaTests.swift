import Basics
import Foundation
import Testing

@testable import TodoKit

/// The column lists in Storage against the real tables: a column added by a migration but not
/// to its list (or the other way round), a trigger that does not save it, or a field that does
/// not survive a write and a read fails here, naming the column.
@Suite struct SchemaTests {
    /// Each table's written-out column names are its cases' own names, in order.
    @Test func columnNamesAreTheCaseNames() {
        func reflected<Column: TableColumns>(_: Column.Type) -> [String] { Column.allCases.map { String(describing: $0) } }
        #expect(TodoList.Column.columnNames == reflected(TodoList.Column.self))
        #expect(TodoSection.Column.columnNames == reflected(TodoSection.Column.self))
        #expect(Todo.Column.columnNames == reflected(Todo.Column.self))
        #expect(CompletionColumn.columnNames == reflected(CompletionColumn.self))
    }

    // MARK: The tables and their lists

    @Test(arguments: Schema.journaledTables.map(\.name))
    func tableHasExactlyTheListedColumnsAndTheDerivedTriggers(table name: String) throws {
        let fixture = try Fixture()
        let database = fixture.store.database
        let table = try #require(Schema.journaledTable(named: name))
        let actual = try database.rows("SELECT name FROM pragma_table_info(?) ORDER BY cid", [.text(name)]) { $0.text(0) }
        let unlisted = actual.filter { !table.columns.contains($0) }
        let missing = table.columns.filter { !actual.contains($0) }
        #expect(unlisted.isEmpty, "\(name) has columns its column list lacks: \(unlisted)")
        #expect(missing.isEmpty, "\(name)'s column list names columns the table lacks: \(missing)")
        #expect(actual == table.columns, "\(name): the column list is not in table order")

        var stored: [String: String] = [:]
        try database.query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ?", [.text(name)]) {
            stored[$0.text(0)] = $0.text(1)
        }
        // NB: todo also has the title index's triggers (derived too, in Schema.titleIndexTriggers).
        let derived = table.triggers + (name == "todo" ? Schema.titleIndexTriggers : [])
        #expect(Set(stored.keys) == Set(derived.map(\.name)), "\(name): unexpected or missing triggers")
        for trigger in derived {
            #expect(stored[trigger.name] == trigger.sql, "\(trigger.name) is not the SQL derived from \(name)'s column list")
        }
        for column in table.journaledColumns {
            #expect(
                table.triggers.filter { $0.sql.contains("'\(column)', OLD.\(column)") }.count == 2,
                "\(name).\(column) is not saved by the update and delete triggers")
        }
    }

    @Test func todoListAndSectionRoundTripEveryColumn() throws {
        let fixture = try Fixture()
        let store = fixture.store
        let list = TodoList(
            id: 7, name: "Work", isDefault: false, position: 4, createdAt: "2026-01-02T03:04:05Z", updatedAt: "2026-01-03T03:04:05Z")
        #expect(try store.insertList(list) == list.id)
        try expectEveryColumnSet(list, comparedWith: TodoList(id: 1, name: nil, isDefault: true, position: 0, createdAt: "", updatedAt: ""))
        try expectRoundTrip(list, read: store.list(id: list.id), in: store)

        let section = TodoSection(
            id: 9, listId: list.id, name: "Q4", position: 2, createdAt: "2026-01-04T03:04:05Z", updatedAt: "2026-01-05T03:04:05Z")
        #expect(try store.insertSection(section) == section.id)
        try expectEveryColumnSet(section, comparedWith: TodoSection(id: 1, listId: 1, name: "", position: 0, createdAt: "", updatedAt: ""))
        try expectRoundTrip(section, read: store.section(id: section.id), in: store)

        let todo = Self.everyFieldSet(listId: list.id, sectionId: section.id)
        #expect(try store.insertTodo(todo) == todo.id)
        try expectEveryColumnSet(todo, comparedWith: Self.blank)
        try expectRoundTrip(todo, read: store.todo(id: todo.id), in: store)
    }

    // MARK: Undo covers every column

    @Test func undoRestoresEveryColumnOfAChangedAndOfADeletedTodo() throws {
        let fixture = try Fixture()
        let store = fixture.store
        let now = "2026-11-30T09:00:00Z"
        let home = try store.insertList(TodoList(id: 0, name: "Home", isDefault: false, position: 1, createdAt: now, updatedAt: now))
        let work = try store.insertList(TodoList(id: 0, name: "Work", isDefault: false, position: 2, createdAt: now, updatedAt: now))
        let garden = try store.insertSection(TodoSection(id: 0, listId: home, name: "Garden", position: 0, createdAt: now, updatedAt: now))
        let desk = try store.insertSection(TodoSection(id: 0, listId: work, name: "Desk", position: 0, createdAt: now, updatedAt: now))
        let original = Self.everyFieldSet(listId: home, sectionId: garden)
        try store.insertTodo(original)
        func record(_ change: () throws -> Void) throws {
            try store.transaction {
                let entry = try store.beginRecording(intent: "UpdateTodo", at: now)
                try change()
                #expect(try store.finishRecording(entry, subject: "Changed", count: 1))
            }
        }

        let changed = Todo(
            id: original.id, title: "Changed", notes: "other notes", listId: work, sectionId: desk, position: 99,
            due: DueDate(encoded: "2027-03-04"), isStarred: false, isUrgent: false, isDone: false, doneAt: nil,
            snoozedUntil: nil, repeatRule: nil, repeatStart: nil, missedCycles: 0, createdAt: "2027-01-01T00:00:00Z",
            updatedAt: "2027-01-02T00:00:00Z", uid: "another-uid", icalExtra: "LOCATION:Office")
        for column in Todo.Column.allCases.dropFirst() {
            #expect(changed.value(of: column) != original.value(of: column), "the test must change todo.\(column.name) too")
        }
        try record { try store.updateTodo(changed) }
        #expect(try store.todo(id: original.id) == changed)
        try undo(in: store)
        try expectSameColumns(try store.todo(id: original.id), original, after: "undoing an update")

        try record { try store.deleteTodo(id: original.id) }
        #expect(try store.todo(id: original.id) == nil)
        try undo(in: store)
        try expectSameColumns(try store.todo(id: original.id), original, after: "undoing a delete")
    }

    // MARK: Migrations by name

    @Test(arguments: [true, false])
    func opensAStoreMadeBeforeMigrationsHadNames(namesRecorded: Bool) throws {
        let folder = NSTemporaryDirectory() + "todokit-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/todos.sqlite"
        try Self.makeStoreAsBeforeUIDs(at: path, namesRecorded: namesRecorded)

        let store = try TodoStore(path: path)
        #expect(try store.appliedMigrations() == Migrations.all.map(\.name))
        #expect(try store.database.scalarInt("PRAGMA user_version") == Int64(Migrations.all.count))
        #expect(try SchemaUpgrade.staleTriggers(in: store.database).isEmpty)
        let uids = try store.database.rows("SELECT uid FROM todo ORDER BY id") { $0.optionalText(0) }
        #expect(uids.count == 1)
        for uid in uids { #expect(uid?.count == 36 && uid == uid?.lowercased() && UUID(uuidString: uid ?? "") != nil) }
        let kept = try #require(try store.todo(id: 1))

        // The journal's saved rows got the uids too: undo gives todos back with theirs.
        let service = TodoService(store: store, clock: Clock(parsingNow: "2026-11-30T09:00")!, language: .en)
        #expect(try service.perform(IntentRequest(.undo)).say == "Undid deleting “Gone”.")
        let gone = try #require(try store.todo(id: 2))
        #expect(gone.uid.count == 36 && gone.uid != kept.uid)
        #expect(try service.perform(IntentRequest(.undo)).ok)
        #expect(try store.todo(id: 1)?.title == "Kept")
        #expect(try store.todo(id: 1)?.uid == kept.uid)
        #expect(try store.todo(id: 2)?.title == "Gone")
        #expect(try store.todo(id: 2)?.uid == gone.uid)

        // Opening again changes nothing.
        let again = try TodoStore(path: path)
        #expect(try again.appliedMigrations() == Migrations.all.map(\.name))
        #expect(try again.todo(id: 1)?.uid == kept.uid)
    }

    @Test func refusesAStoreANewerIntentTodoMigratedAndLeavesItAlone() throws {
        let fixture = try Fixture()
        let database = fixture.store.database
        let newer = Migrations.all.count + 1
        try database.run("INSERT INTO migration(name, appliedAt) VALUES ('addTodoColour', '2027-01-01T00:00:00Z')")
        try database.execute("PRAGMA user_version = \(newer)")
        try database.execute("DROP TRIGGER todo_recordUpdate")
        let error = #expect(throws: StoreError.self) { try TodoStore(path: fixture.path) }
        #expect(error == .newerSchema(path: fixture.path, version: newer))
        #expect(error?.description == "\(fixture.path) was written by a newer IntentTodo (schema version \(newer)); it was left untouched")
        #expect(error?.isInputError == true)

        // A build with another migration of the same count is refused too, by the name.
        try database.execute("PRAGMA user_version = \(Migrations.all.count)")
        #expect(throws: StoreError.newerSchema(path: fixture.path, version: newer)) { try TodoStore(path: fixture.path) }
        #expect(try database.scalarInt("SELECT count(*) FROM sqlite_master WHERE name = 'todo_recordUpdate'") == 0)
    }

    @Test func openingRewritesJournalingTriggersThatDifferOrAreMissing() throws {
        let fixture = try Fixture()
        try fixture.store.database.execute(
            """
            DROP TRIGGER section_recordDelete;
            DROP TRIGGER todo_recordUpdate;
            CREATE TRIGGER todo_recordUpdate AFTER UPDATE ON "todo" BEGIN SELECT 1; END;
            """)
        #expect(try SchemaUpgrade.staleTriggers(in: fixture.store.database).map(\.name).sorted() == ["section_recordDelete", "todo_recordUpdate"])
        try fixture.reopen()
        #expect(try SchemaUpgrade.staleTriggers(in: fixture.store.database).isEmpty)
        try fixture.run("AddTodo", ["title": "Buy milk"])
        try fixture.run("UpdateTodo", ["todo": "Buy milk", "title": "Buy oat milk"])
        #expect(try fixture.run("Undo").ok)
        #expect(try fixture.titles() == ["Buy milk"])
    }

    // MARK: Helpers

    /// A todo whose every column holds something other than ``blank``'s.
    static func everyFieldSet(listId: Int64, sectionId: Int64) -> Todo {
        Todo(
            id: 42, title: "Water the ferns", notes: "the big ones", listId: listId, sectionId: sectionId, position: 3,
            due: DueDate(encoded: "2026-12-01T08:30"), isStarred: true, isUrgent: true, isDone: true,
            doneAt: "2026-11-29T10:00:00Z", snoozedUntil: DueDate(encoded: "2026-11-30T18:00"), repeatRule: "FREQ=WEEKLY;BYDAY=MO",
            repeatStart: DueDate(encoded: "2026-11-02T08:30"), missedCycles: 2, createdAt: "2026-11-01T07:00:00Z",
            updatedAt: "2026-11-29T10:00:00Z", uid: "0b0c6c4e-3a53-4c55-9b36-8f1f2e0c5d77",
            icalExtra: "X-MOZ-GENERATION:3\nBEGIN:VALARM\nACTION:DISPLAY\nTRIGGER:-PT15M\nEND:VALARM")
    }

    static let blank = Todo(id: 1, title: "", listId: 1, createdAt: "", updatedAt: "", uid: "")

    /// Fails naming each column `row` leaves as `blank` has it, so the round trip would not see it lost.
    private func expectEveryColumnSet<Row: StoredRow>(_ row: Row, comparedWith blank: Row) throws {
        for column in Row.Column.allCases {
            #expect(row.value(of: column) != blank.value(of: column), "set \(Row.schema.name).\(column.name) in the test row")
        }
    }

    /// Each column as stored (read back by name) and as read through `Row(row:)` equals what `written` wrote.
    private func expectRoundTrip<Row: StoredRow & Equatable>(_ written: Row, read: Row?, in store: TodoStore) throws {
        let table = Row.schema
        let id = written.value(of: Row.Column.allCases[0])
        var stored: [String: SQLValue] = [:]
        try store.database.query(
            "SELECT \(table.columns.joined(separator: ", ")) FROM \"\(table.name)\" WHERE id = ?", [id]
        ) { row in
            for (index, name) in table.columns.enumerated() { stored[name] = row.value(Int32(index)) }
        }
        let read = try #require(read, "\(table.name) \(id) was not read back")
        for column in Row.Column.allCases {
            #expect(stored[column.name] == written.value(of: column), "\(table.name).\(column.name) is not stored as written")
            #expect(read.value(of: column) == written.value(of: column), "\(table.name).\(column.name) is lost reading a row")
        }
        #expect(read == written)
    }

    private func expectSameColumns(_ actual: Todo?, _ expected: Todo, after what: String) throws {
        let actual = try #require(actual, "the todo is missing after \(what)")
        for column in Todo.Column.allCases {
            #expect(actual.value(of: column) == expected.value(of: column), "\(what) did not restore todo.\(column.name)")
        }
        #expect(actual == expected)
    }

    private func undo(in store: TodoStore) throws {
        let entry = try #require(try store.latestUndoEntry())
        try store.transaction { try store.revert(entry) }
    }

    /// A store as IntentTodo left it before migrations were applied by name and todos had
    /// uids: the first two migrations, user_version 2, their names recorded (or not), two todos
    /// and two undo entries saved by the triggers of that time.
    static func makeStoreAsBeforeUIDs(at path: String, namesRecorded: Bool) throws {
        let database = try SQLiteDatabase(path: path, busyTimeout: 100)
        _ = try database.scalarText("PRAGMA journal_mode = WAL")
        try database.execute("PRAGMA foreign_keys = ON")
        let now = "2026-11-01T09:00:00Z"
        try database.transaction {
            for migration in Migrations.all.prefix(2) {
                try database.execute(migration.sql)
                if namesRecorded {
                    try database.run("INSERT INTO migration(name, appliedAt) VALUES (?, ?)", [.text(migration.name), .text(now)])
                }
            }
            try database.execute("PRAGMA user_version = 2")
        }
        try database.execute(
            """
            INSERT INTO todo(id, title, titleKey, listId, createdAt, updatedAt) VALUES
                (1, 'Kept', 'kept', 1, '\(now)', '\(now)'), (2, 'Gone', 'gone', 1, '\(now)', '\(now)');
            INSERT INTO undoEntry(id, intent, subject, count, createdAt) VALUES (1, 'RenameTodos', '', 2, '\(now)');
            UPDATE storeState SET recordingEntryId = 1;
            UPDATE todo SET title = title || ' (renamed)';
            UPDATE storeState SET recordingEntryId = NULL;
            INSERT INTO undoEntry(id, intent, subject, count, createdAt) VALUES (2, 'DeleteTodo', 'Gone', 1, '\(now)');
            UPDATE storeState SET recordingEntryId = 2;
            DELETE FROM todo WHERE id = 2;
            UPDATE storeState SET recordingEntryId = NULL;
            """)
    }
}
