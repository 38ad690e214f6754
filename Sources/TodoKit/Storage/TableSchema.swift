/// The columns of one table, in table order, as an enum: each case is named after its column
/// and its raw value is the column's position. A statement that selects
/// ``TableSchema/selectList(alias:)`` holds column `c` at index `c.rawValue`, so rows are
/// read by name, never by a hand-counted number.
///
///     enum Column: Int32, TableColumns {
///         case id, name
///         static let tableName = "list"
///         static let columnNames = ["id", "name"]
///     }
///     TableSchema(Column.self).selectList(alias: "l")   // "l.id, l.name"
protocol TableColumns: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue == Int32, AllCases == [Self] {
    /// The table's name in SQL.
    static var tableName: String { get }
    /// The columns' names in SQL, in case order: each the case's own name (SchemaTests checks).
    /// Written out because a case's name read by reflection cost every process that opened a
    /// store about 7 million instructions (a fifth of a one-shot `intent` command).
    static var columnNames: [String] { get }
}

extension TableColumns {
    /// The column's name in SQL: the case's name.
    var name: String { Self.columnNames[Int(rawValue)] }
}

/// A Swift value kept as one row of a table: its columns, and what it stores in each.
/// Inserts and updates bind ``value(of:)`` for every column of ``schema``, in order.
protocol StoredRow {
    associatedtype Column: TableColumns
    static var schema: TableSchema { get }
    /// What this value writes into `column` (`.null` for an `id` not yet assigned).
    func value(of column: Column) -> SQLValue
}

/// One table as the program knows it: its name and its columns in order, and which of them
/// the undo journal saves. Everything that lists the columns is derived from here: the
/// select list, INSERT and UPDATE, the undo triggers and the statement that restores a row.
///
///     let schema = Todo.schema
///     schema.columns.first            // "id"
///     schema.triggers.map(\.name)     // ["todo_recordInsert", "todo_recordUpdate", "todo_recordDelete"]
struct TableSchema: Sendable {
    let name: String
    /// Every column, in table order (`PRAGMA table_info` order); the first is `id`.
    let columns: [String]
    /// The columns the undo triggers save and ``restoreSQL`` writes back.
    let journaledColumns: [String]

    /// Every column, inserted; bind column `c` at `c.rawValue + 1`.
    let insertSQL: String
    /// Every column but `id`, written over the row with the given id; bind column `c` at
    /// `c.rawValue` and the id last, at `columns.count`.
    let updateSQL: String
    /// Puts a row back from the JSON a journaling trigger saved (`?1`), inserting it when it
    /// was deleted and overwriting it otherwise.
    let restoreSQL: String

    /// The schema of the table `Column` describes; every column is journaled unless named in `notJournaled`.
    init<Column: TableColumns>(_: Column.Type, notJournaled: Set<Column> = []) {
        let cases = Column.allCases
        let names = Column.columnNames
        precondition(names.count == cases.count && names.first == "id", "\(Column.tableName): the first column must be id")
        precondition(
            cases.enumerated().allSatisfy { $0.offset == Int($0.element.rawValue) },
            "\(Column.tableName): raw values must be positions")
        name = Column.tableName
        columns = names
        journaledColumns = zip(cases, names).filter { !notJournaled.contains($0.0) }.map(\.1)

        let table = "\"\(name)\""
        let placeholders = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        insertSQL = "INSERT INTO \(table)(\(columns.joined(separator: ", "))) VALUES (\(placeholders))"
        let assignments = columns.dropFirst().map { "\($0) = ?" }.joined(separator: ", ")
        updateSQL = "UPDATE \(table) SET \(assignments) WHERE id = ?\(columns.count)"
        let values = journaledColumns.map { "json_extract(?1, '$.\($0)')" }.joined(separator: ", ")
        let updates = journaledColumns.dropFirst().map { "\($0) = excluded.\($0)" }.joined(separator: ", ")
        restoreSQL = """
            INSERT INTO \(table)(\(journaledColumns.joined(separator: ", "))) SELECT \(values) WHERE true
            ON CONFLICT(id) DO UPDATE SET \(updates)
            """
    }

    private var quotedName: String { "\"\(name)\"" }

    /// Every column, prefixed with the table alias: `t.id, t.title, …`.
    func selectList(alias: String) -> String {
        columns.map { "\(alias).\($0)" }.joined(separator: ", ")
    }

    // MARK: Undo triggers

    /// A trigger by name and its `CREATE TRIGGER` text, exactly as `sqlite_master.sql` keeps it.
    struct Trigger: Hashable, Sendable {
        let name: String
        let sql: String
    }

    /// The three triggers that copy a row's previous state into `undoChange` while an entry
    /// is recording: an insert saves NULL (undo deletes the row), an update or delete saves
    /// every journaled column as a JSON object.
    ///
    /// > Note: The text is the same, byte for byte, as the `recordUndo` migration wrote it, so
    /// > stores whose columns did not change keep their triggers.
    var triggers: [Trigger] {
        let snapshot = journaledColumns.map { "'\($0)', OLD.\($0)" }.joined(separator: ", ")
        func trigger(_ event: String, _ suffix: String, row: String, before: String) -> Trigger {
            let name = "\(self.name)_record\(suffix)"
            return Trigger(
                name: name,
                sql: """
                    CREATE TRIGGER \(name) AFTER \(event) ON \(quotedName) WHEN \(Self.recording) IS NOT NULL BEGIN
                        INSERT INTO undoChange(entryId, tableName, rowId, before) VALUES (\(Self.recording), '\(self.name)', \(row)\(before));
                    END
                    """)
        }
        let saved = ",\n        json_object(\(snapshot))"
        return [
            trigger("INSERT", "Insert", row: "NEW.id", before: ", NULL"),
            trigger("UPDATE", "Update", row: "OLD.id", before: saved),
            trigger("DELETE", "Delete", row: "OLD.id", before: saved),
        ]
    }

    private static let recording = "(SELECT recordingEntryId FROM storeState WHERE id = 1)"
}

/// The tables the undo journal covers, and where their column lists live.
enum Schema {
    static let journaledTables: [TableSchema] = [TodoList.schema, TodoSection.schema, Todo.schema, CompletionColumn.schema]

    private static let byName = Dictionary(uniqueKeysWithValues: journaledTables.map { ($0.name, $0) })

    static func journaledTable(named name: String) -> TableSchema? { byName[name] }

    /// Every trigger, as this program writes it: journaling, then title index.
    static let triggers: [TableSchema.Trigger] = journaledTables.flatMap(\.triggers) + titleIndexTriggers

    /// The triggers that mark a todo's title index entry out of date whenever a todo is
    /// inserted, deleted or retitled — by any statement, undo's included — in the same
    /// transaction, so the index (``TitleIndexer``) can never silently disagree with the todos.
    /// The marks are a plain list (a todo may be marked twice): an append per row, no look-up,
    /// and no conflict (a trigger would take the conflict policy of the statement that fired it).
    static let titleIndexTriggers: [TableSchema.Trigger] = {
        func trigger(_ suffix: String, _ event: String, row: String, when: String = "") -> TableSchema.Trigger {
            let name = "todo_titleIndex\(suffix)"
            return TableSchema.Trigger(
                name: name,
                sql: """
                    CREATE TRIGGER \(name) AFTER \(event) ON "todo"\(when) BEGIN
                        INSERT INTO titleIndexDirty(todoId) VALUES (\(row).id);
                    END
                    """)
        }
        return [
            trigger("Insert", "INSERT", row: "NEW"),
            trigger("Update", "UPDATE OF title", row: "NEW", when: " WHEN OLD.title IS NOT NEW.title"),
            trigger("Delete", "DELETE", row: "OLD"),
        ]
    }()
}

/// The columns of `completion`: one completed occurrence of a repeating todo.
enum CompletionColumn: Int32, TableColumns {
    case id, todoId, due, completedAt

    static let tableName = "completion"
    static let columnNames = ["id", "todoId", "due", "completedAt"]
    static let schema = TableSchema(Self.self)
}

extension TodoStore {
    /// Inserts `row` (keeping its id when positive, else a new one) and returns the id.
    @discardableResult
    func insert<Row: StoredRow>(_ row: Row) throws(StoreError) -> Int64 {
        try database.run(Row.schema.insertSQL, Row.Column.allCases.map(row.value(of:)))
        return database.lastInsertRowID
    }

    /// Writes every column of `row` over the stored row with the same id.
    func update<Row: StoredRow>(_ row: Row) throws(StoreError) {
        let columns = Row.Column.allCases
        try database.run(Row.schema.updateSQL, columns.dropFirst().map(row.value(of:)) + [row.value(of: columns[0])])
    }
}
