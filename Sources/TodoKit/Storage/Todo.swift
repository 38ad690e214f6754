import Basics
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A todo as the store keeps it. Dates are local (`DueDate`), timestamps UTC ISO 8601 text.
///
///     Todo(id: 3, title: "Buy milk", listId: 2, due: DueDate(encoded: "2026-12-01"), ...)
struct Todo: Hashable, Sendable {
    var id: Int64
    var title: String
    var notes: String = ""
    var listId: Int64
    var sectionId: Int64?
    var position: Int64 = 0
    var due: DueDate?
    var isStarred = false
    var isUrgent = false
    var isDone = false
    var doneAt: String?
    /// Local minute until which the todo stays out of today/overdue.
    var snoozedUntil: DueDate?
    /// RFC 5545 RRULE text, without the `RRULE:` prefix.
    var repeatRule: String?
    /// The series start (DTSTART), so COUNT is counted from the first occurrence.
    var repeatStart: DueDate?
    var missedCycles: Int64 = 0
    var createdAt: String
    var updatedAt: String
    /// The todo's identity for export and import: kept for its life and across exports.
    /// A new todo gets a fresh one; a todo read from the store has its own.
    var uid: String = Todo.newUID()
    /// iCalendar content lines of the todo's VTODO that no field holds (unfolded, one per line,
    /// nested components as BEGIN…END lines), written back by the iCalendar export.
    var icalExtra: String = ""

    /// A new UUID (version 7: the time in milliseconds, then 74 random bits) in lower case:
    /// `"019ad3c5-1f2a-7b3c-9d4e-5f60718293a4"`.
    ///
    /// Time-ordered so a bulk import adds to the end of the `todo_uid` index rather than at
    /// random places in it (random version 4 UUIDs made a 100,000-todo import ~10% slower).
    // NB: not Foundation's UUID(): it takes ~8 µs on Linux, half a second per 100,000 todos. Nor
    // a system call for each (SystemRandomNumberGenerator makes one per 8 bytes): the random
    // bits come from the kernel 4 KiB at a time (`RandomPool`).
    static func newUID() -> String {
        let random = RandomPool.shared.twoWords()
        let milliseconds = UInt64(max(0, Date().timeIntervalSince1970 * 1000))
        let high = milliseconds << 16 | 0x7000 | random.0 & 0x0FFF  // version 7
        let low = random.1 & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000  // variant 10
        return String(unsafeUninitializedCapacity: 36) { buffer in
            var index = 0
            func put(_ value: UInt64, digits: Int, dash: Bool) {
                for shift in stride(from: (digits - 1) * 4, through: 0, by: -4) {
                    let nibble = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0xF
                    buffer[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble
                    index += 1
                }
                if dash {
                    buffer[index] = 0x2D
                    index += 1
                }
            }
            put(high >> 32, digits: 8, dash: true)
            put(high >> 16, digits: 4, dash: true)
            put(high, digits: 4, dash: true)
            put(low >> 48, digits: 4, dash: true)
            put(low, digits: 12, dash: false)
            return index
        }
    }
}

extension Todo: StoredRow {
    /// The columns of `todo` in table order. Adding a case makes ``value(of:)`` fail to
    /// compile until the value is written; ``init(row:)`` must read it too (SchemaTests checks).
    enum Column: Int32, TableColumns {
        case id, title, titleKey, notes, listId, sectionId, position, due, starred, urgent, done, doneAt,
            snoozedUntil, repeatRule, repeatStart, missedCycles, createdAt, updatedAt, uid, icalExtra

        static let tableName = "todo"
        static let columnNames = [
            "id", "title", "titleKey", "notes", "listId", "sectionId", "position", "due", "starred", "urgent", "done", "doneAt",
            "snoozedUntil", "repeatRule", "repeatStart", "missedCycles", "createdAt", "updatedAt", "uid", "icalExtra",
        ]
    }

    static let schema = TableSchema(Column.self)

    /// Every column in table order, prefixed with the table alias `t`; ``init(row:)`` reads them.
    static let selectColumns = schema.selectList(alias: "t")

    /// Reads a row selected with ``selectColumns``.
    init(row: SQLiteStatement) {
        self.init(
            id: row.int(Column.id), title: row.text(Column.title), notes: row.text(Column.notes),
            listId: row.int(Column.listId), sectionId: row.optionalInt(Column.sectionId), position: row.int(Column.position),
            due: row.optionalText(Column.due).flatMap(DueDate.init(encoded:)), isStarred: row.bool(Column.starred),
            isUrgent: row.bool(Column.urgent), isDone: row.bool(Column.done), doneAt: row.optionalText(Column.doneAt),
            snoozedUntil: row.optionalText(Column.snoozedUntil).flatMap(DueDate.init(encoded:)),
            repeatRule: row.optionalText(Column.repeatRule),
            repeatStart: row.optionalText(Column.repeatStart).flatMap(DueDate.init(encoded:)),
            missedCycles: row.int(Column.missedCycles), createdAt: row.text(Column.createdAt),
            updatedAt: row.text(Column.updatedAt), uid: row.text(Column.uid), icalExtra: row.text(Column.icalExtra))
    }

    func value(of column: Column) -> SQLValue {
        switch column {
        case .id: id > 0 ? .integer(id) : .null
        case .title: .text(title)
        case .titleKey: .text(SearchKey.fold(title))
        case .notes: .text(notes)
        case .listId: .integer(listId)
        case .sectionId: .optional(sectionId)
        case .position: .integer(position)
        case .due: .optional(due?.encoded)
        case .starred: .bool(isStarred)
        case .urgent: .bool(isUrgent)
        case .done: .bool(isDone)
        case .doneAt: .optional(doneAt)
        case .snoozedUntil: .optional(snoozedUntil?.encoded)
        case .repeatRule: .optional(repeatRule)
        case .repeatStart: .optional(repeatStart?.encoded)
        case .missedCycles: .integer(missedCycles)
        case .createdAt: .text(createdAt)
        case .updatedAt: .text(updatedAt)
        case .uid: .text(uid)
        case .icalExtra: .text(icalExtra)
        }
    }
}

/// Random 64-bit words drawn from the kernel in blocks of 512 (one system call per 256 new UIDs).
final class RandomPool: @unchecked Sendable {
    // NB: @unchecked — every access to `words` and `next` holds `lock`.
    static let shared = RandomPool()
    private let lock = NSLock()
    private var words = [UInt64](repeating: 0, count: 512)
    private var next = 512

    /// Two words no caller saw before.
    func twoWords() -> (UInt64, UInt64) {
        lock.withLock {
            if next + 2 > words.count {
                // NB: glibc's arc4random_buf reads the kernel's random source (getrandom) and cannot fail.
                words.withUnsafeMutableBytes { arc4random_buf($0.baseAddress!, $0.count) }
                next = 0
            }
            defer { next += 2 }
            return (words[next], words[next + 1])
        }
    }
}
