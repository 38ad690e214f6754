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
        // NB: todos share a few rules; parse each once (this runs on every open of the store).
        var rules: [String: RecurrenceRule?] = [:]
        for var todo in try store.openRepeatingTodos(dueBefore: clock.today.encoded) {
            guard let text = todo.repeatRule, let due = todo.due else { continue }
            if rules[text] == nil { rules[text] = .some(try? RecurrenceRule(parsing: text)) }
            guard let rule = rules[text]! else { continue }
            let start = todo.repeatStart ?? due
            var current = due
            var missed: Int64 = 0
            while missed < 100_000,
                let next = rule.nextOccurrence(after: current, start: start, calendar: clock.calendar),
                next.date(in: clock.calendar) <= clock.now
            {
                current = next
                missed += 1
            }
            guard missed > 0 else { continue }
            todo.due = current
            todo.missedCycles += missed
            todo.snoozedUntil = nil
            todo.updatedAt = timestamp
            try store.updateTodo(todo)
            changed = true
        }
        if changed { try store.bumpChangeCount() }
    }
}
