import Basics
import Foundation

/// Intents that act on one todo.
extension TodoService {
    func addTodo(_ arguments: IntentArguments) throws -> Outcome {
        let title = arguments.text("title") ?? ""
        let list = try arguments.list("list") ?? store.defaultList()
        var section: TodoSection?
        if let name = arguments.text("section"), !name.isEmpty { section = try resolveSection(name, in: list) }
        var due = arguments.date("due") ?? nil
        var rule: RecurrenceRule?
        if case .some(.some(let given)) = arguments.rule("repeat") {
            rule = given
            if due == nil { due = try firstOccurrence(of: given, onOrAfter: clock.today) }
            // NB: "every Monday at 9" said on a Tuesday starts next Monday at 9, not today: the
            // series starts at the rule's first occurrence from the day said, keeping its time.
            else if let said = due, let first = given.firstOccurrence(onOrAfter: said, calendar: clock.calendar), first != said {
                due = first
            }
        }
        let now = timestamp
        var todo = Todo(
            id: 0, title: title, notes: arguments.text("notes") ?? "", listId: list.id, sectionId: section?.id,
            position: try store.nextTodoPosition(listId: list.id), due: due, isStarred: arguments.bool("starred") ?? false,
            isUrgent: arguments.bool("urgent") ?? false, repeatRule: rule?.rrule, repeatStart: rule == nil ? nil : due,
            createdAt: now, updatedAt: now)
        todo.id = try store.insertTodo(todo)
        let say = strings.added(
            title, list: displayName(of: list), due: due.map(describe), repeat: rule?.describe(language))
        return Outcome(say: say, result: ["todo": try json(todo)], subject: title, count: 1)
    }

    func completeTodo(_ todo: Todo) throws -> Outcome {
        guard !todo.isDone else {
            return Outcome(say: strings.alreadyDone(todo.title), result: ["todo": try json(todo)], subject: todo.title)
        }
        let completion = try complete(todo)
        return Outcome(
            say: sayCompleted(completion, mostUrgent: false), result: ["todo": try json(completion.todo)],
            subject: todo.title, count: 1)
    }

    func sayCompleted(_ completion: Completion, mostUrgent: Bool) -> String {
        let title = completion.todo.title
        if let next = completion.nextDue { return strings.completedRepeating(title, next: describe(next), mostUrgent: mostUrgent) }
        if completion.endedSeries { return strings.completedLastOccurrence(title, mostUrgent: mostUrgent) }
        return strings.completed(title, mostUrgent: mostUrgent)
    }

    func reopenTodo(_ todo: Todo) throws -> Outcome {
        guard todo.isDone else {
            return Outcome(say: strings.notDone(todo.title), result: ["todo": try json(todo)], subject: todo.title)
        }
        var reopened = todo
        reopened.isDone = false
        reopened.doneAt = nil
        reopened.updatedAt = timestamp
        try store.updateTodo(reopened)
        return Outcome(say: strings.reopened(todo.title), result: ["todo": try json(reopened)], subject: todo.title, count: 1)
    }

    func deleteTodo(_ todo: Todo) throws -> Outcome {
        let snapshot = try json(todo)
        try store.deleteTodo(id: todo.id)
        return Outcome(say: strings.deleted(todo.title), result: ["todo": snapshot], subject: todo.title, count: 1)
    }

    func updateTodo(_ arguments: IntentArguments) throws -> Outcome {
        let original = try arguments.todo("todo")
        let editable = ["title", "due", "list", "section", "notes", "urgent", "starred"]
        guard editable.contains(where: arguments.has) else {
            throw IntentFailure.missingParameter("title, due or list")
        }
        var todo = original
        var changes: [Strings.Change] = []
        if let title = arguments.text("title") {
            guard !title.isEmpty else { throw IntentFailure.missingParameter("title") }
            if title != todo.title { changes.append(.renamed(title)) }
            todo.title = title
        }
        if let due = arguments.date("due"), due != todo.due {
            todo.due = due
            if let rule = todo.repeatRule.flatMap({ try? RecurrenceRule(parsing: $0) }) {
                // A new due date restarts the series there; without one the series starts today.
                todo.due = try due ?? firstOccurrence(of: rule, onOrAfter: clock.today)
                todo.repeatStart = todo.due
                todo.missedCycles = 0
            }
            changes.append(.due(todo.due.map(describe)))
        }
        if let list = arguments.list("list"), list.id != todo.listId {
            todo.listId = list.id
            todo.sectionId = nil
            todo.position = try store.nextTodoPosition(listId: list.id)
            changes.append(.moved(displayName(of: list)))
        }
        if let name = arguments.text("section") {
            let list = try lists()[todo.listId] ?? store.defaultList()
            let section = name.isEmpty ? nil : try resolveSection(name, in: list)
            if section?.id != todo.sectionId { changes.append(.section(section?.name)) }
            todo.sectionId = section?.id
        }
        if let notes = arguments.text("notes"), notes != todo.notes {
            todo.notes = notes
            changes.append(.notes)
        }
        if let urgent = arguments.bool("urgent"), urgent != todo.isUrgent {
            todo.isUrgent = urgent
            changes.append(.urgent(urgent))
        }
        if let starred = arguments.bool("starred"), starred != todo.isStarred {
            todo.isStarred = starred
            changes.append(.starred(starred))
        }
        guard todo != original else {
            return Outcome(say: strings.unchanged(original.title), result: ["todo": try json(original)], subject: original.title)
        }
        todo.updatedAt = timestamp
        try store.updateTodo(todo)
        return Outcome(
            say: strings.updated(original.title, changes: changes), result: ["todo": try json(todo)],
            subject: original.title, count: 1)
    }

    func toggleFavorite(_ todo: Todo) throws -> Outcome {
        var starred = todo
        starred.isStarred.toggle()
        starred.updatedAt = timestamp
        try store.updateTodo(starred)
        let say = starred.isStarred ? strings.starred(todo.title) : strings.unstarred(todo.title)
        return Outcome(say: say, result: ["todo": try json(starred)], subject: todo.title, count: 1)
    }

    func snoozeTodo(_ todo: Todo, duration: DurationChoice?) throws -> Outcome {
        guard !todo.isDone else {
            return Outcome(ok: false, say: strings.cannotSnoozeDone(todo.title), result: ["todo": try json(todo)])
        }
        let minutes = (duration ?? .minutes(60)).minutes(from: clock)
        let end = clock.now.addingTimeInterval(TimeInterval(minutes * 60))
        var snoozed = todo
        snoozed.snoozedUntil = DueDate(date: end, includingTime: true, calendar: clock.calendar)
        snoozed.updatedAt = timestamp
        try store.updateTodo(snoozed)
        let say = strings.snoozed(todo.title, until: describe(snoozed.snoozedUntil!))
        return Outcome(
            say: say, result: ["todo": try json(snoozed), "minutes": .integer(Int64(minutes))], subject: todo.title, count: 1)
    }

    func completeMostUrgent() throws -> Outcome {
        guard let todo = try mostUrgentOpenTodo() else {
            return Outcome(ok: false, say: strings.noOpenTodos, result: ["todo": nil])
        }
        let completion = try complete(todo)
        return Outcome(
            say: sayCompleted(completion, mostUrgent: true), result: ["todo": try json(completion.todo)],
            subject: todo.title, count: 1)
    }

    func openTodo(_ todo: Todo) throws -> Outcome {
        let section = try todo.sectionId.flatMap { try store.section(id: $0) }
        let details = Strings.TodoDetails(
            title: todo.title, list: try listName(todo.listId), section: section?.name, due: todo.due.map(describe),
            isDone: todo.isDone, isStarred: todo.isStarred, isUrgent: todo.isUrgent,
            repeat: todo.repeatRule.flatMap { try? RecurrenceRule(parsing: $0) }?.describe(language),
            snoozedUntil: isSnoozed(todo) ? todo.snoozedUntil.map(describe) : nil, notes: todo.notes)
        return Outcome(say: strings.describeTodo(details), result: ["todo": try json(todo, detailed: true)], subject: todo.title)
    }

    func setRepeat(_ todo: Todo, rule: RecurrenceRule?) throws -> Outcome {
        var changed = todo
        guard let rule else {
            guard todo.repeatRule != nil else {
                return Outcome(say: strings.doesNotRepeat(todo.title), result: ["todo": try json(todo)], subject: todo.title)
            }
            changed.repeatRule = nil
            changed.repeatStart = nil
            changed.missedCycles = 0
            changed.updatedAt = timestamp
            try store.updateTodo(changed)
            return Outcome(say: strings.repeatCleared(todo.title), result: ["todo": try json(changed)], subject: todo.title, count: 1)
        }
        var due = todo.due
        let isUpcomingOccurrence = due.map { current in
            current.deadline(in: clock.calendar) > clock.now
                && rule.firstOccurrence(onOrAfter: current, calendar: clock.calendar) == current
        } ?? false
        if !isUpcomingOccurrence {
            // NB: the series starts at the new rule's first occurrence from today (never in the past:
            // that would count cycles nobody could have done), keeping the todo's time of day.
            var today = clock.today
            today.time = due?.time
            due = try firstOccurrence(of: rule, onOrAfter: today)
        }
        changed.due = due
        changed.repeatRule = rule.rrule
        changed.repeatStart = due
        changed.missedCycles = 0
        changed.updatedAt = timestamp
        try store.updateTodo(changed)
        let say = strings.repeats(todo.title, rule: rule.describe(language), next: due.map(describe) ?? "")
        return Outcome(say: say, result: ["todo": try json(changed)], subject: todo.title, count: 1)
    }

    /// The rule's first occurrence on or after `day`, or an invalid-parameter failure when it has none.
    func firstOccurrence(of rule: RecurrenceRule, onOrAfter day: DueDate) throws -> DueDate {
        guard let first = rule.firstOccurrence(onOrAfter: day, calendar: clock.calendar) else {
            throw IntentFailure.invalidParameter(name: "repeat", value: rule.rrule, reason: strings.ruleNeverOccurs)
        }
        return first
    }

    /// Whether `todo` is hidden from today and overdue right now.
    func isSnoozed(_ todo: Todo) -> Bool {
        guard let until = todo.snoozedUntil else { return false }
        return until.date(in: clock.calendar) > clock.now
    }

    /// A due date in words relative to today ("tomorrow", "Tue, Dec 1 at 5:30 PM").
    func describe(_ due: DueDate) -> String {
        strings.describe(due, today: clock.today)
    }
}

extension TodoService {
    /// AddTodos: several todos said at once, added in one step (one undo removes them all).
    func addTodos(_ arguments: IntentArguments) throws -> Outcome {
        let titles = arguments.texts("titles") ?? []
        guard !titles.isEmpty else { throw IntentFailure.missingParameter("titles") }
        let list = try arguments.list("list") ?? store.defaultList()
        let due = arguments.date("due") ?? nil
        let now = timestamp
        var added: [JSONValue] = []
        for title in titles {
            var todo = Todo(
                id: 0, title: title, listId: list.id, position: try store.nextTodoPosition(listId: list.id), due: due,
                createdAt: now, updatedAt: now)
            todo.id = try store.insertTodo(todo)
            added.append(try json(todo))
        }
        let say = strings.addedSeveral(titles, list: displayName(of: list), due: due.map(describe))
        return Outcome(say: say, result: ["todos": .array(added)], subject: titles.joined(separator: ", "), count: titles.count)
    }
}
