/// One schema step: a unique name and the SQL that performs it.
///
/// > Warning: A migration that has shipped is never edited or renamed; add a new one instead.
struct Migration: Sendable {
    let name: String
    let sql: String
}

/// The schema's history, oldest first. The `migration` table records the name of each one
/// applied; opening a store applies those whose names it lacks, in this order, and refuses a
/// store that names one this program does not know (a newer IntentTodo wrote it).
/// `PRAGMA user_version` is kept at the number applied, so older programs, which counted,
/// refuse newer stores too.
///
/// A migration changes tables and data only: the undo triggers are derived from
/// ``Schema/journaledTables`` and rewritten on open whenever they differ (see ``SchemaUpgrade``).
///
///     Migrations.all.map(\.name)   // ["createTables", "recordUndo", "addTodoUID", "addICalendarExtra", "addReminders", "indexOpenTodos", "addTitleIndex"]
enum Migrations {
    static let all: [Migration] = [
        createTables, recordUndo, addTodoUID, addICalendarExtra, addReminders, indexOpenTodos, addTitleIndex, indexTitleKeys,
    ]

    /// How many migrations existed while stores were migrated by count alone. A store whose
    /// `user_version` is `n` (at most this) has had the first `n` applied, whatever its
    /// `migration` table says.
    static let countedBeforeNames = 2

    static let createTables = Migration(
        name: "createTables",
        sql: """
            CREATE TABLE migration (
                name TEXT PRIMARY KEY NOT NULL,
                appliedAt TEXT NOT NULL
            );
            CREATE TABLE storeState (
                id INTEGER PRIMARY KEY CHECK (id = 1),
                changeCount INTEGER NOT NULL DEFAULT 0,
                recordingEntryId INTEGER
            );
            INSERT INTO storeState(id, changeCount) VALUES (1, 0);
            CREATE TABLE "list" (
                id INTEGER PRIMARY KEY,
                name TEXT,
                nameKey TEXT,
                isDefault INTEGER NOT NULL DEFAULT 0,
                position INTEGER NOT NULL DEFAULT 0,
                createdAt TEXT NOT NULL,
                updatedAt TEXT NOT NULL
            );
            CREATE UNIQUE INDEX list_nameKey ON "list"(nameKey);
            CREATE UNIQUE INDEX list_default ON "list"(isDefault) WHERE isDefault = 1;
            INSERT INTO "list"(id, name, nameKey, isDefault, position, createdAt, updatedAt)
                VALUES (1, NULL, NULL, 1, 0, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now'));
            CREATE TABLE section (
                id INTEGER PRIMARY KEY,
                listId INTEGER NOT NULL REFERENCES "list"(id) ON DELETE CASCADE,
                name TEXT NOT NULL,
                nameKey TEXT NOT NULL,
                position INTEGER NOT NULL DEFAULT 0,
                createdAt TEXT NOT NULL,
                updatedAt TEXT NOT NULL,
                UNIQUE (listId, nameKey)
            );
            CREATE TABLE todo (
                id INTEGER PRIMARY KEY,
                title TEXT NOT NULL,
                titleKey TEXT NOT NULL,
                notes TEXT NOT NULL DEFAULT '',
                listId INTEGER NOT NULL REFERENCES "list"(id) ON DELETE CASCADE,
                sectionId INTEGER REFERENCES section(id) ON DELETE SET NULL,
                position INTEGER NOT NULL DEFAULT 0,
                due TEXT,
                starred INTEGER NOT NULL DEFAULT 0,
                urgent INTEGER NOT NULL DEFAULT 0,
                done INTEGER NOT NULL DEFAULT 0,
                doneAt TEXT,
                snoozedUntil TEXT,
                repeatRule TEXT,
                repeatStart TEXT,
                missedCycles INTEGER NOT NULL DEFAULT 0,
                createdAt TEXT NOT NULL,
                updatedAt TEXT NOT NULL
            );
            CREATE INDEX todo_list ON todo(listId, position);
            CREATE INDEX todo_section ON todo(sectionId);
            CREATE INDEX todo_open ON todo(done, due);
            CREATE TABLE completion (
                id INTEGER PRIMARY KEY,
                todoId INTEGER NOT NULL REFERENCES todo(id) ON DELETE CASCADE,
                due TEXT,
                completedAt TEXT NOT NULL
            );
            CREATE INDEX completion_todo ON completion(todoId);
            """)

    static let recordUndo = Migration(
        name: "recordUndo",
        sql: """
            CREATE TABLE undoEntry (
                id INTEGER PRIMARY KEY,
                intent TEXT NOT NULL,
                subject TEXT NOT NULL DEFAULT '',
                count INTEGER NOT NULL DEFAULT 0,
                createdAt TEXT NOT NULL
            );
            CREATE TABLE undoChange (
                id INTEGER PRIMARY KEY,
                entryId INTEGER NOT NULL REFERENCES undoEntry(id) ON DELETE CASCADE,
                tableName TEXT NOT NULL,
                rowId INTEGER NOT NULL,
                before TEXT
            );
            CREATE INDEX undoChange_entry ON undoChange(entryId);
            CREATE TRIGGER list_recordInsert AFTER INSERT ON "list" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'list', NEW.id, NULL);
            END;
            CREATE TRIGGER list_recordUpdate AFTER UPDATE ON "list" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'list', OLD.id,
                    json_object('id', OLD.id, 'name', OLD.name, 'nameKey', OLD.nameKey, 'isDefault', OLD.isDefault, 'position', OLD.position, 'createdAt', OLD.createdAt, 'updatedAt', OLD.updatedAt));
            END;
            CREATE TRIGGER list_recordDelete AFTER DELETE ON "list" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'list', OLD.id,
                    json_object('id', OLD.id, 'name', OLD.name, 'nameKey', OLD.nameKey, 'isDefault', OLD.isDefault, 'position', OLD.position, 'createdAt', OLD.createdAt, 'updatedAt', OLD.updatedAt));
            END;
            CREATE TRIGGER section_recordInsert AFTER INSERT ON "section" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'section', NEW.id, NULL);
            END;
            CREATE TRIGGER section_recordUpdate AFTER UPDATE ON "section" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'section', OLD.id,
                    json_object('id', OLD.id, 'listId', OLD.listId, 'name', OLD.name, 'nameKey', OLD.nameKey, 'position', OLD.position, 'createdAt', OLD.createdAt, 'updatedAt', OLD.updatedAt));
            END;
            CREATE TRIGGER section_recordDelete AFTER DELETE ON "section" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'section', OLD.id,
                    json_object('id', OLD.id, 'listId', OLD.listId, 'name', OLD.name, 'nameKey', OLD.nameKey, 'position', OLD.position, 'createdAt', OLD.createdAt, 'updatedAt', OLD.updatedAt));
            END;
            CREATE TRIGGER todo_recordInsert AFTER INSERT ON "todo" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'todo', NEW.id, NULL);
            END;
            CREATE TRIGGER todo_recordUpdate AFTER UPDATE ON "todo" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'todo', OLD.id,
                    json_object('id', OLD.id, 'title', OLD.title, 'titleKey', OLD.titleKey, 'notes', OLD.notes, 'listId', OLD.listId, 'sectionId', OLD.sectionId, 'position', OLD.position, 'due', OLD.due, 'starred', OLD.starred, 'urgent', OLD.urgent, 'done', OLD.done, 'doneAt', OLD.doneAt, 'snoozedUntil', OLD.snoozedUntil, 'repeatRule', OLD.repeatRule, 'repeatStart', OLD.repeatStart, 'missedCycles', OLD.missedCycles, 'createdAt', OLD.createdAt, 'updatedAt', OLD.updatedAt));
            END;
            CREATE TRIGGER todo_recordDelete AFTER DELETE ON "todo" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'todo', OLD.id,
                    json_object('id', OLD.id, 'title', OLD.title, 'titleKey', OLD.titleKey, 'notes', OLD.notes, 'listId', OLD.listId, 'sectionId', OLD.sectionId, 'position', OLD.position, 'due', OLD.due, 'starred', OLD.starred, 'urgent', OLD.urgent, 'done', OLD.done, 'doneAt', OLD.doneAt, 'snoozedUntil', OLD.snoozedUntil, 'repeatRule', OLD.repeatRule, 'repeatStart', OLD.repeatStart, 'missedCycles', OLD.missedCycles, 'createdAt', OLD.createdAt, 'updatedAt', OLD.updatedAt));
            END;
            CREATE TRIGGER completion_recordInsert AFTER INSERT ON "completion" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'completion', NEW.id, NULL);
            END;
            CREATE TRIGGER completion_recordUpdate AFTER UPDATE ON "completion" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'completion', OLD.id,
                    json_object('id', OLD.id, 'todoId', OLD.todoId, 'due', OLD.due, 'completedAt', OLD.completedAt));
            END;
            CREATE TRIGGER completion_recordDelete AFTER DELETE ON "completion" WHEN (SELECT recordingEntryId FROM storeState WHERE id = 1) IS NOT NULL BEGIN
                INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES ((SELECT recordingEntryId FROM storeState WHERE id = 1), 'completion', OLD.id,
                    json_object('id', OLD.id, 'todoId', OLD.todoId, 'due', OLD.due, 'completedAt', OLD.completedAt));
            END;
            """)

    /// Gives every todo a stable `uid` (here a random version 4 UUID in lower case; new todos
    /// get ``Todo/newUID()``), also in the rows the undo journal saved, so undoing a change
    /// recorded before this migration gives the todo back with its uid (one per todo).
    static let addTodoUID = Migration(
        name: "addTodoUID",
        sql: """
            ALTER TABLE todo ADD COLUMN uid TEXT;
            UPDATE todo SET uid = lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (random() & 3), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)));
            CREATE UNIQUE INDEX todo_uid ON todo(uid);
            UPDATE undoChange SET before = json_set(before, '$.uid', (SELECT uid FROM todo WHERE todo.id = undoChange.rowId))
                WHERE tableName = 'todo' AND before IS NOT NULL AND rowId IN (SELECT id FROM todo);
            UPDATE undoChange SET before = json_set(before, '$.uid',
                    lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-' || substr('89AB', 1 + (random() & 3), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6))))
                WHERE id IN (SELECT max(id) FROM undoChange WHERE tableName = 'todo' AND before IS NOT NULL
                             AND json_type(before, '$.uid') IS NULL GROUP BY rowId);
            UPDATE undoChange SET before = json_set(before, '$.uid', (
                    SELECT json_extract(saved.before, '$.uid') FROM undoChange saved
                    WHERE saved.tableName = 'todo' AND saved.rowId = undoChange.rowId AND json_type(saved.before, '$.uid') = 'text'))
                WHERE tableName = 'todo' AND before IS NOT NULL AND json_type(before, '$.uid') IS NULL;
            """)

    /// Gives every todo `icalExtra`: the iCalendar lines of a VTODO that IntentTodo does not map
    /// to a field (VALARMs, X-MOZ-*, X-APPLE-*, LOCATION…), kept so an import then an export
    /// gives them back. Saved rows in the undo journal get `''` so undoing an older change does
    /// not restore NULL into the NOT NULL column.
    static let addICalendarExtra = Migration(
        name: "addICalendarExtra",
        sql: """
            ALTER TABLE todo ADD COLUMN icalExtra TEXT NOT NULL DEFAULT '';
            UPDATE undoChange SET before = json_set(before, '$.icalExtra', '')
                WHERE tableName = 'todo' AND before IS NOT NULL AND json_type(before, '$.icalExtra') IS NULL;
            """)

    /// What `intenttodo remind` has reported: per todo, the due (and snooze end) it was reminded
    /// of, and in `storeState` the moment it last ran. Not journaled: Undo never brings back a
    /// reminder already given.
    static let addReminders = Migration(
        name: "addReminders",
        sql: """
            CREATE TABLE reminder (
                todoId INTEGER PRIMARY KEY REFERENCES todo(id) ON DELETE CASCADE,
                remindedFor TEXT NOT NULL,
                remindedAt TEXT NOT NULL
            );
            ALTER TABLE storeState ADD COLUMN remindedThrough TEXT;
            """)

    /// Indexes for what every command and `status` ask: open todos by due with their snooze
    /// (the `today` and `overdue` counts read the index alone, no row), and the open repeating
    /// todos opening a store moves on to their current cycle.
    static let indexOpenTodos = Migration(
        name: "indexOpenTodos",
        sql: """
            CREATE INDEX todo_openDue ON todo(done, due, snoozedUntil, repeatRule);
            DROP INDEX todo_open;
            CREATE INDEX todo_openRepeating ON todo(due) WHERE done = 0 AND repeatRule IS NOT NULL;
            """)

    /// The entity index of todo titles, kept in the store (see ``TitleIndexer``): posting lists
    /// (index key -> todo ids), each todo's keys and profile, and the todos whose entries are
    /// out of date. Every existing todo starts out of date: the first program that opens the
    /// store with an indexer builds the index for it in one transaction.
    static let addTitleIndex = Migration(
        name: "addTitleIndex",
        sql: """
            CREATE TABLE titleIndexDirty (todoId INTEGER NOT NULL);
            CREATE TABLE titleIndexPosting (key INTEGER PRIMARY KEY, count INTEGER NOT NULL, ids BLOB NOT NULL);
            CREATE TABLE titleIndexEntry (
                todoId INTEGER PRIMARY KEY,
                keys BLOB NOT NULL,
                profile BLOB NOT NULL,
                japanese INTEGER NOT NULL DEFAULT 0
            );
            CREATE TABLE titleIndexState (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
            INSERT INTO titleIndexDirty(todoId) SELECT id FROM todo;
            """)

    /// Todos by folded title: adding a todo asks first when the list holds it open already, and
    /// a title given exactly is looked up by it; both read every todo without this index (at
    /// 100,000 todos an add spent 178M instructions there).
    static let indexTitleKeys = Migration(
        name: "indexTitleKeys",
        sql: """
            CREATE INDEX todo_titleKey ON todo(titleKey);
            """)
}
