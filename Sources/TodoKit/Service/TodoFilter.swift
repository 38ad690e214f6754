import Basics

/// Which todos an intent such as ShowTodos looks at.
///
///     TodoFilter(rawValue: "overdue")   // .overdue
///     TodoFilter.allCases.map(\.rawValue)  // ["all", "pending", "completed", "today", …]
public enum TodoFilter: String, CaseIterable, Sendable, Hashable {
    /// Every todo, completed ones too.
    case all
    /// Open todos (the default).
    case pending
    /// Completed todos.
    case completed
    /// Open todos due today, unless snoozed.
    case today
    /// Open todos whose due has passed, unless snoozed.
    case overdue
    /// Open todos due from now through the next 7 days.
    case upcoming
    /// Open starred todos.
    case starred
    /// Open urgent todos.
    case urgent
}

/// The moments a filter compares due dates against, as the stored local text encodings.
///
///     let moments = FilterMoments(clock: Clock(parsingNow: "2026-11-30T09:00")!)
///     moments.today        // "2026-11-30"
///     moments.weekAhead    // "2026-12-07"
struct FilterMoments: Sendable {
    let now: String
    let today: String
    let weekAhead: String

    init(clock: Clock) {
        now = DueDate(date: clock.now, includingTime: true, calendar: clock.calendar).encoded
        let today = clock.today
        self.today = today.encoded
        let ahead = clock.calendar.date(byAdding: .day, value: 7, to: today.date(in: clock.calendar)) ?? clock.now
        weekAhead = DueDate(date: ahead, includingTime: false, calendar: clock.calendar).encoded
    }

    /// The SQL condition (on alias `t`) and its arguments for `filter`, over the todos whose
    /// stored due is the one to show: it leaves out *lagging* repeats (``lagging``), which the
    /// service adds at their current cycle (``TodoService/todos(_:list:)``).
    ///
    /// `today` and `overdue` are written as ranges of `due` so the index on (done, due,
    /// snoozedUntil) answers them alone: every due on day D sorts from `D` to before `DU`
    /// (`D` < `DTHH:MM` < `DU`), and a due has passed when it sorts before now (`DTHH:MM`),
    /// except a date alone on today, which lasts until the day ends.
    func condition(for filter: TodoFilter) -> (sql: String, arguments: [SQLValue]) {
        let (sql, arguments) = storedCondition(for: filter)
        return ("(\(sql)) AND NOT \(Self.lagging)", arguments + [.text(today)])
    }

    /// Open repeating todos whose stored due is on a day before today (`?` = today). Only for
    /// these can the current occurrence differ from the stored due; the same todos as
    /// `TodoStore.openRepeatingTodos(dueBefore: today)`.
    /// NB: 'YYYY-MM-DDTHH:MM' < 'YYYY-MM-DD' only for earlier days.
    static let lagging = "(t.done = 0 AND t.repeatRule IS NOT NULL AND t.due IS NOT NULL AND t.due < ?)"

    private func storedCondition(for filter: TodoFilter) -> (sql: String, arguments: [SQLValue]) {
        let notSnoozed = "(t.snoozedUntil IS NULL OR t.snoozedUntil <= ?)"
        let overdue = "((length(t.due) = 10 AND t.due < ?) OR (length(t.due) > 10 AND t.due < ?))"
        switch filter {
        case .all: return ("1", [])
        case .pending: return ("t.done = 0", [])
        case .completed: return ("t.done = 1", [])
        case .today:
            return ("t.done = 0 AND t.due >= ? AND t.due < ? AND \(notSnoozed)", [.text(today), .text(today + "U"), .text(now)])
        case .overdue:
            return (
                "t.done = 0 AND t.due < ? AND NOT (length(t.due) = 10 AND t.due >= ?) AND \(notSnoozed)",
                [.text(now), .text(today), .text(now)]
            )
        case .upcoming:
            return (
                "t.done = 0 AND t.due IS NOT NULL AND NOT \(overdue) AND substr(t.due, 1, 10) <= ?",
                [.text(today), .text(now), .text(weekAhead)]
            )
        case .starred: return ("t.done = 0 AND t.starred = 1", [])
        case .urgent: return ("t.done = 0 AND t.urgent = 1", [])
        }
    }

    /// The same test as ``condition(for:)``'s SQL, in Swift, for a todo as shown (a lagging
    /// repeat at its current cycle). Keep the two in step.
    func matches(_ todo: Todo, _ filter: TodoFilter) -> Bool {
        let notSnoozed = todo.snoozedUntil.map { $0.encoded <= now } ?? true
        func isOverdue(_ due: DueDate) -> Bool {
            let text = due.encoded
            return text.count == 10 ? text < today : text < now
        }
        switch filter {
        case .all: return true
        case .pending: return !todo.isDone
        case .completed: return todo.isDone
        case .today:
            guard !todo.isDone, let due = todo.due else { return false }
            return String(due.encoded.prefix(10)) == today && notSnoozed
        case .overdue:
            guard !todo.isDone, let due = todo.due else { return false }
            return isOverdue(due) && notSnoozed
        case .upcoming:
            guard !todo.isDone, let due = todo.due else { return false }
            return !isOverdue(due) && String(due.encoded.prefix(10)) <= weekAhead
        case .starred: return !todo.isDone && todo.isStarred
        case .urgent: return !todo.isDone && todo.isUrgent
        }
    }
}
