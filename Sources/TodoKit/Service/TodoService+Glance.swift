import Basics
import Foundation

/// A todo as `remind` and `status` show it.
public struct GlanceTodo: Sendable, Hashable {
    public var id: Int64
    public var uid: String
    public var title: String
    public var list: String
    public var due: DueDate
    public var isUrgent: Bool
    public var isStarred: Bool
    /// The due (or the snooze end) has passed.
    public var isOverdue: Bool
    /// The due in words, relative to today, in the service's language ("today at 5:00 PM").
    public var dueInWords: String

    /// `{"id", "uid", "title", "list", "due", "urgent", "starred", "overdue"}`.
    public var json: JSONValue {
        [
            "id": .integer(id), "uid": .string(uid), "title": .string(title), "list": .string(list), "due": .string(due.encoded),
            "urgent": .bool(isUrgent), "starred": .bool(isStarred), "overdue": .bool(isOverdue),
        ]
    }
}

/// What `intenttodo status` shows: the counts of the `today` and `overdue` filters and the
/// next todo to come.
public struct TodoGlance: Sendable, Hashable {
    /// Open todos due today, not snoozed (the `today` filter; times already past today included).
    public var today: Int
    /// Open todos whose due has passed, not snoozed (the `overdue` filter).
    public var overdue: Int
    /// The open, not snoozed todo with the earliest due that has not passed yet.
    public var next: GlanceTodo?
}

/// `intenttodo remind` and `intenttodo status`.
extension TodoService {
    /// The todos that became due since the last call (or, the first time, since the start of
    /// today), up to `within` seconds ahead of now, each reported once for each due: a repeating
    /// todo once per occurrence, a snoozed one again when its snooze ends. Records what it
    /// reported and when it ran, in one transaction, so two processes never report one due twice.
    ///
    /// A todo becomes due at its time, or at the start of its day when it has no time; a
    /// snoozed one at the end of its snooze if that is later.
    ///
    ///     try service.takeDueReminders(within: 15 * 60).map(\.title)   // ["Call mom"]
    ///     try service.takeDueReminders(within: 15 * 60)                 // [] — already reported
    public func takeDueReminders(within seconds: Int) throws(StoreError) -> [GlanceTodo] {
        do {
            return try store.transaction {
                listCache = nil
                let calendar = clock.calendar
                let now = clock.now
                let upper = now.addingTimeInterval(TimeInterval(max(0, seconds)))
                let lastRun = try store.remindedThrough().flatMap(ICalendarMapping.instant(ofTimestamp:))
                    .map { Date(timeIntervalSince1970: TimeInterval($0)) }
                let lower = lastRun ?? calendar.startOfDay(for: now).addingTimeInterval(-1)
                let lowerDay = DueDate(date: min(lower, now), includingTime: false, calendar: calendar).encoded
                let upperDay = DueDate(date: upper, includingTime: false, calendar: calendar).encoded
                var reminders: [GlanceTodo] = []
                // NB: a repeat whose stored due lags is read at its current cycle, never written.
                let candidates = try store.reminderCandidates(dueThroughDay: upperDay, sinceDay: lowerDay)
                    + laggingRepeats().map { ($0, try store.remindedFor(todoId: $0.id)) }
                var seen = Set<Int64>()
                for (stored, remindedFor) in candidates where seen.insert(stored.id).inserted {
                    let todo = current(stored)
                    guard let due = todo.due, due.encoded <= upperDay + "U" else { continue }
                    let key = Self.reminderKey(todo)
                    guard key != remindedFor else { continue }
                    var moment = due.date(in: calendar)
                    if let snoozed = todo.snoozedUntil { moment = max(moment, snoozed.date(in: calendar)) }
                    guard moment > lower, moment <= upper else { continue }
                    try store.recordReminder(todoId: todo.id, for: key, at: timestamp)
                    reminders.append(try glanceTodo(todo))
                }
                try store.setRemindedThrough(timestamp)
                return reminders.sorted { $0.due < $1.due }
            }
        } catch let error as StoreError {
            throw error
        } catch {
            throw .sqlite(code: 1, message: "\(error)")
        }
    }

    /// The counts of due-today and overdue todos and the next todo, for a status bar.
    public func glance() throws(StoreError) -> TodoGlance {
        let moments = FilterMoments(clock: clock)
        listCache = nil
        do {
            // NB: repeats whose stored due lags are counted at their current cycle (computed, not written).
            let lagging = try laggingRepeats()
            var next = try store.nextTodo(moments: moments)
            for todo in lagging where !isSnoozed(todo) {
                guard let due = todo.due, due.deadline(in: clock.calendar) > clock.now else { continue }
                if let known = next?.due, known <= due { continue }
                next = todo
            }
            return TodoGlance(
                today: try store.countTodos(.today, listId: nil, moments: moments) + lagging.filter { moments.matches($0, .today) }.count,
                overdue: try store.countTodos(.overdue, listId: nil, moments: moments)
                    + lagging.filter { moments.matches($0, .overdue) }.count,
                next: try next.map(glanceTodo))
        } catch let error as StoreError {
            throw error
        } catch {
            throw .sqlite(code: 1, message: "\(error)")
        }
    }

    /// What a reminder was given for: the due, and the snooze end when there is one.
    static func reminderKey(_ todo: Todo) -> String {
        (todo.due?.encoded ?? "") + (todo.snoozedUntil.map { "~" + $0.encoded } ?? "")
    }

    private func glanceTodo(_ todo: Todo) throws -> GlanceTodo {
        let due = todo.due!
        var passed = due.deadline(in: clock.calendar) <= clock.now
        if let snoozed = todo.snoozedUntil, snoozed.date(in: clock.calendar) > clock.now { passed = false }
        return GlanceTodo(
            id: todo.id, uid: todo.uid, title: todo.title, list: try listName(todo.listId), due: due, isUrgent: todo.isUrgent,
            isStarred: todo.isStarred, isOverdue: passed, dueInWords: describe(due))
    }
}

extension TodoStore {
    /// Open todos due on or before `dueThroughDay`, and on or after `sinceDay` or snoozed past
    /// it, not yet reminded of this due (``TodoService/reminderKey(_:)``, written again in SQL),
    /// with what they were last reminded for.
    func reminderCandidates(dueThroughDay: String, sinceDay: String) throws(StoreError) -> [(Todo, String?)] {
        // NB: every due on a day D sorts between 'D' and 'DU' ('D' < 'DTHH:MM' < 'DU'), so the index on (done, due) serves.
        try database.rows(
            """
            SELECT \(Todo.selectColumns), r.remindedFor FROM todo t LEFT JOIN reminder r ON r.todoId = t.id
            WHERE t.done = 0 AND t.due IS NOT NULL AND t.due < ? AND (t.due >= ? OR t.snoozedUntil >= ?)
              AND (r.remindedFor IS NULL OR r.remindedFor <> t.due || coalesce('~' || t.snoozedUntil, ''))
            ORDER BY t.due, t.id
            """, [.text(dueThroughDay + "U"), .text(sinceDay), .text(sinceDay)]
        ) { row in (Todo(row: row), row.optionalText(Int32(Todo.Column.allCases.count))) }
    }

    /// What a todo was last reminded for, or nil.
    func remindedFor(todoId: Int64) throws(StoreError) -> String? {
        try database.rows("SELECT remindedFor FROM reminder WHERE todoId = ?", [.integer(todoId)]) { $0.optionalText(0) }.first ?? nil
    }

    func recordReminder(todoId: Int64, for key: String, at timestamp: String) throws(StoreError) {
        try database.run(
            "INSERT INTO reminder(todoId, remindedFor, remindedAt) VALUES (?, ?, ?) ON CONFLICT(todoId) DO UPDATE SET remindedFor = excluded.remindedFor, remindedAt = excluded.remindedAt",
            [.integer(todoId), .text(key), .text(timestamp)])
    }

    /// When `remind` last ran (a UTC timestamp), or nil.
    func remindedThrough() throws(StoreError) -> String? {
        try database.rows("SELECT remindedThrough FROM storeState WHERE id = 1") { $0.optionalText(0) }.first ?? nil
    }

    func setRemindedThrough(_ timestamp: String) throws(StoreError) {
        try database.run("UPDATE storeState SET remindedThrough = ? WHERE id = 1", [.text(timestamp)])
    }

    /// The open, not snoozed todo with the earliest due that has not passed (a day counts
    /// until its end); among equal dues urgent first.
    func nextTodo(moments: FilterMoments) throws(StoreError) -> Todo? {
        let condition = """
            t.done = 0 AND t.due >= ? AND (length(t.due) = 10 OR t.due >= ?) AND (t.snoozedUntil IS NULL OR t.snoozedUntil <= ?)
            """
        let arguments: [SQLValue] = [.text(moments.today), .text(moments.now), .text(moments.now)]
        // NB: the earliest due first, from the index in its order; then the one todo among those due then.
        guard let due = try database.rows("SELECT min(t.due) FROM todo t WHERE \(condition)", arguments, { $0.optionalText(0) }).first ?? nil
        else { return nil }
        return try database.rows(
            "SELECT \(Todo.selectColumns) FROM todo t WHERE \(condition) AND t.due = ? ORDER BY t.urgent DESC, t.position, t.id LIMIT 1",
            arguments + [.text(due)]
        ) { Todo(row: $0) }.first
    }
}
