/// The persisted undo journal: each change of an intent becomes one `undoEntry`; triggers
/// copy every touched row's previous state into `undoChange` while an entry is recording.
/// The triggers and the restore statement are derived from ``Schema/journaledTables``.
extension TodoStore {
    /// How many entries the journal keeps.
    static let undoDepth = 100

    /// Starts an entry; every row change until ``finishRecording(_:)`` is journaled into it.
    func beginRecording(intent: String, at timestamp: String) throws(StoreError) -> Int64 {
        try database.run("INSERT INTO undoEntry(intent, createdAt) VALUES (?, ?)", [.text(intent), .text(timestamp)])
        let id = database.lastInsertRowID
        try database.run("UPDATE storeState SET recordingEntryId = ? WHERE id = 1", [.integer(id)])
        return id
    }

    /// Stops recording; drops the entry when nothing changed. Returns whether anything changed.
    @discardableResult
    func finishRecording(_ entryId: Int64, subject: String, count: Int) throws(StoreError) -> Bool {
        try database.run("UPDATE storeState SET recordingEntryId = NULL WHERE id = 1")
        let changes = try database.scalarInt("SELECT count(*) FROM undoChange WHERE entryId = ?", [.integer(entryId)]) ?? 0
        guard changes > 0 else {
            try database.run("DELETE FROM undoEntry WHERE id = ?", [.integer(entryId)])
            return false
        }
        try database.run(
            "UPDATE undoEntry SET subject = ?, count = ? WHERE id = ?", [.text(subject), .integer(Int64(count)), .integer(entryId)])
        try database.run(
            "DELETE FROM undoEntry WHERE id <= (SELECT id FROM undoEntry ORDER BY id DESC LIMIT 1 OFFSET ?)",
            [.integer(Int64(Self.undoDepth))])
        try bumpChangeCount()
        return true
    }

    /// The most recent change that can be undone.
    func latestUndoEntry() throws(StoreError) -> UndoEntry? {
        try database.rows("SELECT id, intent, subject, count FROM undoEntry ORDER BY id DESC LIMIT 1") {
            UndoEntry(id: $0.int(0), intent: $0.text(1), subject: $0.text(2), count: Int($0.int(3)))
        }.first
    }

    func undoEntryCount() throws(StoreError) -> Int {
        Int(try database.scalarInt("SELECT count(*) FROM undoEntry") ?? 0)
    }

    /// Puts every row the entry touched back as it was, newest change first, then forgets the entry.
    func revert(_ entry: UndoEntry) throws(StoreError) {
        let changes = try database.rows(
            "SELECT tableName, rowId, before FROM undoChange WHERE entryId = ? ORDER BY id DESC", [.integer(entry.id)]
        ) { (table: $0.text(0), rowId: $0.int(1), before: $0.optionalText(2)) }
        // NB: rows come back in any order; constraints are checked at commit.
        try database.execute("PRAGMA defer_foreign_keys = ON")
        for change in changes {
            guard let table = Schema.journaledTable(named: change.table) else { continue }
            if let before = change.before {
                try database.run(table.restoreSQL, [.text(before)])
            } else {
                try database.run("DELETE FROM \"\(table.name)\" WHERE id = ?", [.integer(change.rowId)])
            }
        }
        try database.run("DELETE FROM undoEntry WHERE id = ?", [.integer(entry.id)])
        try bumpChangeCount()
    }
}
