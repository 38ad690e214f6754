import Basics

/// Completing todos, with repeating ones moving on to their next occurrence.
extension TodoService {
    /// What completing one todo did.
    struct Completion {
        var todo: Todo
        /// The next occurrence a repeating todo moved to (it stays open).
        var nextDue: DueDate?
        /// True when a repeating todo's last occurrence (COUNT/UNTIL) was completed.
        var endedSeries: Bool
    }

    /// Marks `todo` done, or, when it repeats, records the completion and moves it to its next
    /// occurrence; after the series' last occurrence it is done.
    func complete(_ todo: Todo) throws -> Completion {
        var todo = todo
        let now = timestamp
        todo.updatedAt = now
        todo.snoozedUntil = nil
        if let text = todo.repeatRule, let rule = try? RecurrenceRule(parsing: text) {
            let due = todo.due ?? clock.today
            try store.insertCompletion(todoId: todo.id, due: todo.due, at: now)
            if let next = rule.nextOccurrence(after: due, start: todo.repeatStart ?? due, calendar: clock.calendar) {
                todo.due = next
                try store.updateTodo(todo)
                return Completion(todo: todo, nextDue: next, endedSeries: false)
            }
            todo.isDone = true
            todo.doneAt = now
            try store.updateTodo(todo)
            return Completion(todo: todo, nextDue: nil, endedSeries: true)
        }
        todo.isDone = true
        todo.doneAt = now
        try store.updateTodo(todo)
        return Completion(todo: todo, nextDue: nil, endedSeries: false)
    }

    /// Brings every open repeating todo whose next occurrence has begun up to its current cycle,
    /// counting each skipped occurrence as a missed cycle. Idempotent for a given `clock.now`;
    /// not journaled, so Undo never brings a stale cycle back for long.
    ///
    ///     // daily, due 2026-11-28, now 2026-11-30T09:00  →  due 2026-11-30, missedCycles += 2
    func advanceMissedRepeats() throws {
        var changed = false
        let today = clock.today
        // An occurrence has begun when its day is before today, or it is today and its moment has come.
        let hasBegun = { (occurrence: DueDate) -> Bool in
            occurrence.dateOnly < today || (occurrence.dateOnly == today && occurrence.date(in: self.clock.calendar) <= self.clock.now)
        }
        for var todo in try store.openRepeatingTodos(dueBefore: today.encoded) {
            guard let text = todo.repeatRule, let rule = try? RecurrenceRule(parsing: text), let due = todo.due else { continue }
            // NB: one pass over the missed cycles, however many (a series due centuries ago included).
            let (missed, last) = rule.occurrences(after: due, start: todo.repeatStart ?? due, calendar: clock.calendar, while: hasBegun)
            guard missed > 0, let current = last else { continue }
            todo.due = current
            todo.missedCycles += Int64(missed)
            todo.snoozedUntil = nil
            todo.updatedAt = timestamp
            try store.updateTodo(todo)
            changed = true
        }
        if changed { try store.bumpChangeCount() }
    }
}
