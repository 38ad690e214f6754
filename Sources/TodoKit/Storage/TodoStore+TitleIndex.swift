import CSQLite
import Foundation

/// Computes what the store's title index keeps for a todo title. The app supplies it
/// (TodoVoice, from the phrase engine's entity resolution): TodoKit stores and looks up the
/// entries without knowing what they mean.
public protocol TitleIndexer: AnyObject {
    /// Names how entries are computed: a store indexed under another format is indexed again.
    var format: String { get }
    /// What entries of Japanese titles also depend on (MeCab's dictionary). Asked only when a
    /// Japanese title is indexed or a Japanese query checks the index (it may load MeCab).
    var japaneseIdentity: String { get }
    /// True when the title's entry depends on `japaneseIdentity`.
    func isJapanese(_ title: String) -> Bool
    /// The index keys and profile bytes of each title, in order.
    func entries(for titles: [String]) -> [(keys: [UInt64], profile: [UInt8])]
}

/// One posting list as stored: todo ids ascending, each as the varint of its distance from the
/// one before.
public enum TitlePostings {
    public static func encode(_ ids: [Int64]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(ids.count * 2)
        var previous: Int64 = 0
        for id in ids {
            var delta = UInt64(bitPattern: id &- previous)
            previous = id
            while delta >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: delta) | 0x80)
                delta >>= 7
            }
            bytes.append(UInt8(delta))
        }
        return bytes
    }

    /// The ids of an encoded list; stops at a damaged byte rather than read past the end.
    public static func decode(_ bytes: [UInt8]) -> [Int64] {
        var ids: [Int64] = []
        ids.reserveCapacity(bytes.count)
        var previous: Int64 = 0
        var value: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 {
                previous = previous &+ Int64(bitPattern: value)
                ids.append(previous)
                value = 0
                shift = 0
            } else {
                shift += 7
                if shift >= 64 { break }
            }
        }
        return ids
    }

    static func packKeys(_ keys: [UInt64]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(keys.count * 8)
        for key in keys { withUnsafeBytes(of: key.littleEndian) { bytes.append(contentsOf: $0) } }
        return bytes
    }

    static func unpackKeys(_ bytes: [UInt8]) -> [UInt64] {
        var keys: [UInt64] = []
        keys.reserveCapacity(bytes.count / 8)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset + 8 <= raw.count {
                keys.append(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
                offset += 8
            }
        }
        return keys
    }
}

/// The title index: posting lists (key -> todo ids) and each todo's entry, kept in step with
/// the todos in the transaction that changes them.
///
/// Triggers (``Schema/titleIndexTriggers``) mark every inserted, retitled or deleted todo in
/// `titleIndexDirty`, whatever statement did it (undo, import, another program version's
/// migration); with an indexer attached, every transaction of ``TodoStore/transaction(_:)``
/// indexes the marked todos before it commits, and a reader that finds marks left by a
/// program without an indexer indexes them first (``TodoStore/updateTitleIndex()``). So
/// postings never name a todo whose title they were not computed from.
extension TodoStore {
    /// How many marked todos make an update rebuild every posting list instead of editing them.
    static func bulkThreshold(indexed: Int) -> Int { max(2_000, indexed / 8) }

    /// Indexes what is out of date: marked todos, everything when the format changed.
    /// Writes only when there is something to do; call it inside a transaction or alone.
    public func updateTitleIndex() throws(StoreError) {
        guard let indexer = titleIndexer else { return }
        let stored = try titleIndexState("format")
        let pending = try database.scalarInt("SELECT EXISTS (SELECT 1 FROM titleIndexDirty)") == 1
        guard stored != indexer.format || pending else { return }
        do {
            try transaction {
                // NB: `transaction` indexes the marked todos before it commits.
                if try titleIndexState("format") != indexer.format {
                    try database.run("INSERT INTO titleIndexDirty(todoId) SELECT id FROM todo")
                    try setTitleIndexState("format", indexer.format)
                }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .sqlite(code: SQLITE_ERROR, message: "\(error)")
        }
    }

    /// Re-indexes the Japanese titles when MeCab's dictionary is not the one they were read
    /// with. Asked before ranking a Japanese query.
    public func checkJapaneseTitleIndex() throws(StoreError) {
        guard let indexer = titleIndexer else { return }
        guard try database.scalarInt("SELECT EXISTS (SELECT 1 FROM titleIndexEntry WHERE japanese = 1)") == 1 else { return }
        guard try titleIndexState("japanese") != indexer.japaneseIdentity else { return }
        do {
            _ = try transaction {
                try database.run("INSERT INTO titleIndexDirty(todoId) SELECT todoId FROM titleIndexEntry WHERE japanese = 1")
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .sqlite(code: SQLITE_ERROR, message: "\(error)")
        }
    }

    /// True when nothing is waiting to be indexed (what a reader can trust).
    public var titleIndexIsCurrent: Bool {
        guard let indexer = titleIndexer else { return false }
        return ((try? titleIndexState("format")) ?? nil) == indexer.format
            && ((try? database.scalarInt("SELECT EXISTS (SELECT 1 FROM titleIndexDirty)")) ?? 1) == 0
    }

    /// Called by ``transaction(_:)`` before it commits: indexes the marked todos.
    func indexMarkedTitles() throws(StoreError) {
        guard let indexer = titleIndexer else { return }
        guard try database.scalarInt("SELECT EXISTS (SELECT 1 FROM titleIndexDirty)") == 1 else { return }
        if try titleIndexState("format") != indexer.format {
            try database.run("INSERT INTO titleIndexDirty(todoId) SELECT id FROM todo")
            try setTitleIndexState("format", indexer.format)
        }
        struct Marked {
            var id: Int64
            var title: String?
            var oldKeys: [UInt64]?
        }
        func readMarked() throws(StoreError) -> [Marked] {
            try database.rows(
                """
                SELECT d.todoId, t.title, e.keys FROM (SELECT DISTINCT todoId FROM titleIndexDirty) d
                LEFT JOIN todo t ON t.id = d.todoId LEFT JOIN titleIndexEntry e ON e.todoId = d.todoId
                ORDER BY d.todoId
                """
            ) { row in
                Marked(id: row.int(0), title: row.optionalText(1), oldKeys: row.isNull(2) ? nil : TitlePostings.unpackKeys(row.blob(2)))
            }
        }
        var marked = try readMarked()
        let japanese = marked.map { $0.title.map(indexer.isJapanese) ?? false }
        if japanese.contains(true) {
            let identity = indexer.japaneseIdentity
            if try titleIndexState("japanese") != identity {
                // NB: entries read with another dictionary are read again with this one.
                let more = try database.run(
                    "INSERT INTO titleIndexDirty(todoId) SELECT todoId FROM titleIndexEntry WHERE japanese = 1")
                try setTitleIndexState("japanese", identity)
                if more > 0 { marked = try readMarked() }
            }
        }
        let titled = marked.filter { $0.title != nil }
        let entries = indexer.entries(for: titled.map { $0.title! })
        let indexedBefore = Int(try titleIndexState("count").flatMap { Int64($0) } ?? 0)

        let removedCount = marked.filter { $0.oldKeys != nil }.count
        let indexedAfter = indexedBefore - removedCount + titled.count
        let bulk = marked.count >= Self.bulkThreshold(indexed: indexedBefore)

        // The posting lists of a large change are rebuilt whole: the keys of the entries that
        // stay (read before they are joined by the new ones), then those of the new entries.
        var lists: [UInt64: [Int64]] = [:]
        if bulk {
            try database.query(
                "SELECT todoId, keys FROM titleIndexEntry WHERE todoId NOT IN (SELECT todoId FROM titleIndexDirty) ORDER BY todoId"
            ) { row in
                let id = row.int(0)
                for key in TitlePostings.unpackKeys(row.blob(1)) { lists[key, default: []].append(id) }
            }
            for (index, todo) in titled.enumerated() {
                for key in entries[index].keys { lists[key, default: []].append(todo.id) }
            }
        }

        // Each todo's own entry.
        try database.run("DELETE FROM titleIndexEntry WHERE todoId IN (SELECT todoId FROM titleIndexDirty)")
        let insertEntry = try database.statement("INSERT INTO titleIndexEntry(todoId, keys, profile, japanese) VALUES (?, ?, ?, ?)")
        for (index, todo) in titled.enumerated() {
            insertEntry.reset()
            try insertEntry.bind(.integer(todo.id), at: 1)
            try insertEntry.bind(blob: TitlePostings.packKeys(entries[index].keys), at: 2)
            try insertEntry.bind(blob: entries[index].profile, at: 3)
            try insertEntry.bind(.integer(indexer.isJapanese(todo.title!) ? 1 : 0), at: 4)
            while try insertEntry.step() {}
        }

        if bulk {
            try database.run("DELETE FROM titleIndexPosting")
            let insert = try database.statement("INSERT INTO titleIndexPosting(key, count, ids) VALUES (?, ?, ?)")
            // NB: in key order, so the table's b-tree is written front to back.
            for key in lists.keys.sorted(by: { Int64(bitPattern: $0) < Int64(bitPattern: $1) }) {
                var ids = lists[key]!
                // Both runs are in id order; a list needs sorting only where they interleave.
                var sorted = true
                for index in ids.indices.dropFirst() where ids[index - 1] >= ids[index] {
                    sorted = false
                    break
                }
                if !sorted { ids = Self.uniqueSorted(ids) }
                insert.reset()
                try insert.bind(.integer(Int64(bitPattern: key)), at: 1)
                try insert.bind(.integer(Int64(ids.count)), at: 2)
                try insert.bind(blob: TitlePostings.encode(ids), at: 3)
                while try insert.step() {}
            }
        } else {
            var removals: [UInt64: [Int64]] = [:]
            var additions: [UInt64: [Int64]] = [:]
            for todo in marked {
                for key in todo.oldKeys ?? [] { removals[key, default: []].append(todo.id) }
            }
            for (index, todo) in titled.enumerated() {
                for key in entries[index].keys { additions[key, default: []].append(todo.id) }
            }
            let touched = Set(removals.keys).union(additions.keys)
            let read = try database.statement("SELECT ids FROM titleIndexPosting WHERE key = ?")
            let write = try database.statement("INSERT OR REPLACE INTO titleIndexPosting(key, count, ids) VALUES (?, ?, ?)")
            let delete = try database.statement("DELETE FROM titleIndexPosting WHERE key = ?")
            for key in touched {
                let stored = Int64(bitPattern: key)
                read.reset()
                try read.bind(.integer(stored), at: 1)
                var ids = try read.step() ? TitlePostings.decode(read.blob(0)) : []
                read.reset()
                if let gone = removals[key] {
                    let goneSet = Set(gone)
                    ids.removeAll { goneSet.contains($0) }
                }
                if let added = additions[key] { ids = Self.uniqueSorted(ids + added) }
                if ids.isEmpty {
                    delete.reset()
                    try delete.bind(.integer(stored), at: 1)
                    while try delete.step() {}
                } else {
                    write.reset()
                    try write.bind(.integer(stored), at: 1)
                    try write.bind(.integer(Int64(ids.count)), at: 2)
                    try write.bind(blob: TitlePostings.encode(ids), at: 3)
                    while try write.step() {}
                }
            }
        }
        try database.run("DELETE FROM titleIndexDirty")
        try setTitleIndexState("count", String(indexedAfter))
    }

    private static func uniqueSorted(_ ids: [Int64]) -> [Int64] {
        let sorted = ids.sorted()
        var result: [Int64] = []
        result.reserveCapacity(sorted.count)
        for id in sorted where result.last != id { result.append(id) }
        return result
    }

    private func titleIndexState(_ name: String) throws(StoreError) -> String? {
        try database.scalarText("SELECT value FROM titleIndexState WHERE name = ?", [.text(name)])
    }

    private func setTitleIndexState(_ name: String, _ value: String) throws(StoreError) {
        try database.run("INSERT OR REPLACE INTO titleIndexState(name, value) VALUES (?, ?)", [.text(name), .text(value)])
    }

    // MARK: Reading

    /// How many todos the title index holds.
    public var titleIndexCount: Int {
        Int(((try? titleIndexState("count")) ?? nil).flatMap { Int64($0) } ?? 0)
    }

    /// The posting lists of those keys that have one: (key, how many todos, the encoded ids).
    /// Reads only these rows (the key is the table's primary key).
    public func titlePostings(for keys: [UInt64]) -> [(key: UInt64, count: Int, ids: [UInt8])] {
        guard !keys.isEmpty else { return [] }
        var result: [(UInt64, Int, [UInt8])] = []
        let list = "[" + keys.map { String(Int64(bitPattern: $0)) }.joined(separator: ",") + "]"
        try? database.query(
            "SELECT key, count, ids FROM titleIndexPosting WHERE key IN (SELECT value FROM json_each(?))", [.text(list)]
        ) { row in
            result.append((UInt64(bitPattern: row.int(0)), Int(row.int(1)), row.blob(2)))
        }
        return result
    }

    /// One indexed todo as the resolver needs it.
    public struct TitleIndexRecord: Sendable {
        public var id: Int64
        public var title: String
        public var profile: [UInt8]
        public var isDone: Bool
        public var listId: Int64
    }

    /// The indexed todos with these ids, with their stored profiles, done state and list.
    public func titleIndexRecords(_ ids: [Int64]) -> [TitleIndexRecord] {
        guard !ids.isEmpty else { return [] }
        var result: [TitleIndexRecord] = []
        result.reserveCapacity(ids.count)
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        try? database.query(
            """
            SELECT t.id, t.title, e.profile, t.done, t.listId FROM titleIndexEntry e JOIN todo t ON t.id = e.todoId
            WHERE e.todoId IN (SELECT value FROM json_each(?))
            """, [.text(list)]
        ) { row in
            result.append(
                TitleIndexRecord(id: row.int(0), title: row.text(1), profile: row.blob(2), isDone: row.bool(3), listId: row.int(4)))
        }
        return result
    }

    /// Up to `limit` todo ids whose folded title holds `text`, in id order, skipping `skip`.
    public func todoIDs(titleContaining text: String, limit: Int, skip: (Int64) -> Bool) -> [Int64] {
        var result: [Int64] = []
        try? database.query("SELECT id FROM todo WHERE instr(titleKey, ?) > 0 OR instr(title, ?) > 0 ORDER BY id", [.text(text), .text(text)]) { row in
            let id = row.int(0)
            if result.count < limit, !skip(id) { result.append(id) }
        }
        return result
    }

    /// The done state and list of the todos with these ids.
    public func todoStates(_ ids: [Int64]) -> [Int64: (isDone: Bool, listId: Int64)] {
        guard !ids.isEmpty else { return [:] }
        var result: [Int64: (Bool, Int64)] = [:]
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        try? database.query("SELECT id, done, listId FROM todo WHERE id IN (SELECT value FROM json_each(?))", [.text(list)]) { row in
            result[row.int(0)] = (row.bool(1), row.int(2))
        }
        return result
    }
}

extension TodoStore {
    /// The due dates (as stored: `2026-11-30T14:00`) of those of the todos that have one.
    public func dueDates(_ ids: [Int64]) -> [Int64: String] {
        guard !ids.isEmpty else { return [:] }
        var result: [Int64: String] = [:]
        let list = "[" + ids.map(String.init).joined(separator: ",") + "]"
        try? database.query("SELECT id, due FROM todo WHERE due IS NOT NULL AND id IN (SELECT value FROM json_each(?))", [.text(list)]) { row in
            result[row.int(0)] = row.text(1)
        }
        return result
    }
}

extension TodoStore {
    /// Everything in which the title index disagrees with the todos, worded (empty when it
    /// agrees): a todo without an entry or with an entry computed from another title, an entry
    /// of no todo, a posting list that misses or adds a todo. For tests; reads every row.
    public func titleIndexProblems() throws(StoreError) -> [String] {
        guard let indexer = titleIndexer else { return ["no indexer"] }
        var problems: [String] = []
        if try database.scalarInt("SELECT count(*) FROM titleIndexDirty") != 0 { problems.append("todos wait to be indexed") }
        var todos: [Int64: String] = [:]
        try database.query("SELECT id, title FROM todo") { todos[$0.int(0)] = $0.text(1) }
        var entries: [Int64: (keys: [UInt64], profile: [UInt8])] = [:]
        try database.query("SELECT todoId, keys, profile FROM titleIndexEntry") {
            entries[$0.int(0)] = (TitlePostings.unpackKeys($0.blob(1)), $0.blob(2))
        }
        let ids = todos.keys.sorted()
        let expected = indexer.entries(for: ids.map { todos[$0]! })
        var wanted: [UInt64: Set<Int64>] = [:]
        for (index, id) in ids.enumerated() {
            guard let entry = entries[id] else {
                problems.append("todo \(id) has no entry")
                continue
            }
            if entry.keys.sorted() != expected[index].keys.sorted() || entry.profile != expected[index].profile {
                problems.append("todo \(id)'s entry is not that of “\(todos[id]!)”")
            }
            for key in entry.keys { wanted[key, default: []].insert(id) }
        }
        for id in entries.keys where todos[id] == nil { problems.append("entry \(id) names no todo") }
        var stored: [UInt64: Set<Int64>] = [:]
        try database.query("SELECT key, count, ids FROM titleIndexPosting") { row in
            let ids = TitlePostings.decode(row.blob(2))
            if ids.count != Int(row.int(1)) { problems.append("posting \(row.int(0)) counts \(row.int(1)) but holds \(ids.count)") }
            stored[UInt64(bitPattern: row.int(0))] = Set(ids)
        }
        for (key, ids) in wanted where stored[key] != ids {
            problems.append("posting \(Int64(bitPattern: key)) holds \(stored[key].map { $0.sorted() } ?? []) instead of \(ids.sorted())")
        }
        for key in stored.keys where wanted[key] == nil { problems.append("posting \(Int64(bitPattern: key)) belongs to no todo") }
        if titleIndexCount != todos.count { problems.append("count \(titleIndexCount) for \(todos.count) todos") }
        return problems
    }
}

extension TodoStore {
    /// Empties the title index and marks every todo, as the `addTitleIndex` migration leaves
    /// an existing store: for tests of the first reader's catch-up.
    public func resetTitleIndexForTesting() throws(StoreError) {
        try database.execute(
            """
            DELETE FROM titleIndexPosting; DELETE FROM titleIndexEntry; DELETE FROM titleIndexState;
            INSERT INTO titleIndexDirty(todoId) SELECT id FROM todo;
            """)
    }
}
