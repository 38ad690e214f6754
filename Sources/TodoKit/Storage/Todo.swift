import Basics

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

    /// Columns in the order ``TodoStore`` selects them, prefixed with the table alias `t`.
    static let selectColumns = """
        t.id, t.title, t.notes, t.listId, t.sectionId, t.position, t.due, t.starred, t.urgent, t.done, \
        t.doneAt, t.snoozedUntil, t.repeatRule, t.repeatStart, t.missedCycles, t.createdAt, t.updatedAt
        """

    init(
        id: Int64, title: String, notes: String = "", listId: Int64, sectionId: Int64? = nil, position: Int64 = 0,
        due: DueDate? = nil, isStarred: Bool = false, isUrgent: Bool = false, isDone: Bool = false,
        doneAt: String? = nil, snoozedUntil: DueDate? = nil, repeatRule: String? = nil, repeatStart: DueDate? = nil,
        missedCycles: Int64 = 0, createdAt: String, updatedAt: String
    ) {
        self.id = id
        self.title = title
        self.notes = notes
        self.listId = listId
        self.sectionId = sectionId
        self.position = position
        self.due = due
        self.isStarred = isStarred
        self.isUrgent = isUrgent
        self.isDone = isDone
        self.doneAt = doneAt
        self.snoozedUntil = snoozedUntil
        self.repeatRule = repeatRule
        self.repeatStart = repeatStart
        self.missedCycles = missedCycles
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Reads the columns of ``selectColumns`` starting at column `first`.
    init(row: SQLiteStatement, first: Int32 = 0) {
        let c = first
        self.init(
            id: row.int(c), title: row.text(c + 1), notes: row.text(c + 2), listId: row.int(c + 3),
            sectionId: row.optionalInt(c + 4), position: row.int(c + 5),
            due: row.optionalText(c + 6).flatMap(DueDate.init(encoded:)),
            isStarred: row.bool(c + 7), isUrgent: row.bool(c + 8), isDone: row.bool(c + 9),
            doneAt: row.optionalText(c + 10), snoozedUntil: row.optionalText(c + 11).flatMap(DueDate.init(encoded:)),
            repeatRule: row.optionalText(c + 12), repeatStart: row.optionalText(c + 13).flatMap(DueDate.init(encoded:)),
            missedCycles: row.int(c + 14), createdAt: row.text(c + 15), updatedAt: row.text(c + 16))
    }
}
