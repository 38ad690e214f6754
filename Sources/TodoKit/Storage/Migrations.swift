/// One schema step: a unique name and the SQL that performs it.
///
/// > Warning: A migration that has shipped is never edited; add a new one instead.
struct Migration: Sendable {
    let name: String
    let sql: String
}

/// The schema's history, oldest first. `PRAGMA user_version` counts how many have run.
///
///     Migrations.all.map(\.name)   // ["createTables", "recordUndo"]
enum Migrations {
    static let all: [Migration] = [createTables, recordUndo]

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
}
