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

    /// `todo` at its current cycle as of `clock.now`, computed, never written. An open repeating
    /// todo whose stored due is on a day before today moves on over every occurrence that has
    /// begun by now, each one a missed cycle (and the move ends a snooze); any other todo comes
    /// back as it is.
    ///
    ///     // daily, stored due 2026-11-28, now 2026-11-30T09:00  →  due 2026-11-30, missedCycles + 2
    ///
    /// The stored due stays the occurrence the user last acted on. Every intent reads its todo
    /// through here (`IntentArguments`), so the move is written exactly when the user acts on
    /// that todo (complete, snooze, update, star, set repeat) — never by showing, counting,
    /// parsing, exporting or a run with `--now` elsewhere in time. See docs/ARCHITECTURE.md, "Policies".
    func current(_ todo: Todo) -> Todo {
        let today = clock.today
        guard !todo.isDone, let text = todo.repeatRule, let due = todo.due, due.encoded < today.encoded,
            let rule = try? RecurrenceRule(parsing: text)
        else { return todo }
        // An occurrence has begun when its day is before today, or it is today and its moment has come.
        let hasBegun = { (occurrence: DueDate) -> Bool in
            occurrence.dateOnly < today || (occurrence.dateOnly == today && occurrence.date(in: self.clock.calendar) <= self.clock.now)
        }
        // NB: one pass over the missed cycles per call, each call bounded by the rule's period
        // limit; a series due centuries ago takes a few calls (at most 8: thousands of years).
        var missed = 0
        var current = due
        for _ in 0..<8 {
            let (count, last) = rule.occurrences(after: current, start: todo.repeatStart ?? due, calendar: clock.calendar, while: hasBegun)
            guard count > 0, let last else { break }
            missed += count
            current = last
        }
        guard missed > 0 else { return todo }
        var moved = todo
        moved.due = current
        moved.missedCycles += Int64(missed)
        moved.snoozedUntil = nil
        return moved
    }
}

/// Reading todos as shown: the store's filtered queries answer for every todo whose stored due
/// is the one to show; the few *lagging* repeats (open, repeating, stored due before today) are
/// read apart, moved to their current cycle in Swift (``current(_:)``), tested with the same
/// filter (``FilterMoments/matches(_:_:)``) and merged in.
extension TodoService {
    /// The lagging repeats (of `listId`, when given), at their current cycle.
    func laggingRepeats(listId: Int64? = nil) throws -> [Todo] {
        try store.openRepeatingTodos(dueBefore: clock.today.encoded)
            .filter { listId == nil || $0.listId == listId }
            .map(current)
    }

    /// Todos matching `filter` (in `list`), as shown, in the store's order: open first, soonest
    /// due first, then list and position.
    func todos(_ filter: TodoFilter, list: TodoList?) throws -> [Todo] {
        let moments = FilterMoments(clock: clock)
        let settled = try store.todos(filter, listId: list?.id, moments: moments)
        let lagging = try laggingRepeats(listId: list?.id).filter { moments.matches($0, filter) }
        guard !lagging.isEmpty else { return settled }
        let positions = try lists().mapValues(\.position)
        // NB: the store's ORDER BY t.done, t.due IS NULL, t.due, l.position, t.position, t.id.
        func key(_ todo: Todo) -> (Int, Int, String, Int64, Int64, Int64) {
            (todo.isDone ? 1 : 0, todo.due == nil ? 1 : 0, todo.due?.encoded ?? "", positions[todo.listId] ?? 0, todo.position, todo.id)
        }
        // Keys computed once a todo (a due date's text is built for each), not per comparison.
        let extra = lagging.map { (key: key($0), todo: $0) }.sorted { $0.key < $1.key }
        var merged: [Todo] = []
        merged.reserveCapacity(settled.count + extra.count)
        var next = 0
        for todo in settled {
            let settledKey = key(todo)
            while next < extra.count, extra[next].key < settledKey {
                merged.append(extra[next].todo)
                next += 1
            }
            merged.append(todo)
        }
        merged.append(contentsOf: extra[next...].map(\.todo))
        return merged
    }

    /// How many todos match `filter` (in `list`), as shown.
    func todoCount(_ filter: TodoFilter, list: TodoList?) throws -> Int {
        let moments = FilterMoments(clock: clock)
        let lagging = try laggingRepeats(listId: list?.id).filter { moments.matches($0, filter) }
        return try store.countTodos(filter, listId: list?.id, moments: moments) + lagging.count
    }

    /// Per list (in list order), the summary's counts, as shown.
    func summaryCounts() throws -> [(Int64, TodoCounts)] {
        let moments = FilterMoments(clock: clock)
        var perList = try store.summaryCounts(moments: moments)
        for todo in try laggingRepeats() {
            guard let index = perList.firstIndex(where: { $0.0 == todo.listId }) else { continue }
            perList[index].1.add(
                TodoCounts(
                    open: 1, done: 0, overdue: moments.matches(todo, .overdue) ? 1 : 0, today: moments.matches(todo, .today) ? 1 : 0,
                    starred: todo.isStarred ? 1 : 0, urgent: todo.isUrgent ? 1 : 0))
        }
        return perList
    }

    /// The open todo to finish first (urgent ones, then the earliest due as shown, then the oldest).
    func mostUrgentOpenTodo() throws -> Todo? {
        // NB: the store's ORDER BY t.urgent DESC, t.due IS NULL, t.due, t.position, t.id.
        func key(_ todo: Todo) -> (Int, Int, String, Int64, Int64) {
            (todo.isUrgent ? 0 : 1, todo.due == nil ? 1 : 0, todo.due?.encoded ?? "", todo.position, todo.id)
        }
        let settled = try store.mostUrgentOpenTodo(moments: FilterMoments(clock: clock))
        return (try laggingRepeats() + (settled.map { [$0] } ?? [])).min { key($0) < key($1) }
    }
}
