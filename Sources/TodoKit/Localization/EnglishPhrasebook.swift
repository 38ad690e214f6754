import Basics

/// TodoKit's English: short, natural sentences with “curly” quotes around titles.
///
///     EnglishPhrasebook().added("Buy milk", list: "Groceries", due: nil, repeat: nil)
///     // "Added “Buy milk” to Groceries."
struct EnglishPhrasebook: Phrasebook {
    let defaultListName = "Inbox"

    private func q(_ text: String) -> String { "“\(text)”" }

    private func todos(_ count: Int) -> String { count == 1 ? "1 todo" : "\(count) todos" }

    /// "3 overdue todos", "1 todo due today", "5 todos".
    private func noun(_ count: Int?, _ filter: TodoFilter) -> String {
        let number = count.map { "\($0) " } ?? ""
        let word = count == 1 ? "todo" : "todos"
        switch filter {
        case .all: return "\(number)\(word)"
        case .pending: return "\(number)open \(word)"
        case .completed: return "\(number)completed \(word)"
        case .today: return "\(number)\(word) due today"
        case .overdue: return "\(number)overdue \(word)"
        case .upcoming: return "\(number)\(word) due in the next 7 days"
        case .starred: return "\(number)starred \(word)"
        case .urgent: return "\(number)urgent \(word)"
        }
    }

    private func inList(_ list: String?) -> String { list.map { " in \($0)" } ?? "" }

    private func join(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return "\(items[0]) and \(items[1])"
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }

    // MARK: Questions

    func prompt(intent: TodoIntent, parameter: String) -> String {
        switch (intent, parameter) {
        case (.addTodo, "title"), (.addTodos, "titles"): return "What do you want to add?"
        case (_, "title"): return "What should the new title be?"
        case (_, "todo"): return "Which todo?"
        case (.renameList, "list"): return "Which list do you want to rename?"
        case (.deleteList, "list"): return "Which list do you want to delete?"
        case (.createSection, "list"): return "In which list?"
        case (_, "list"): return "Which list?"
        case (_, "due"): return "When is it due?"
        case (_, "duration"): return "For how long?"
        case (_, "query"): return "What are you looking for?"
        case (.createList, "name"): return "What should the list be called?"
        case (.createSection, "name"): return "What should the section be called?"
        case (_, "name"): return "What’s the new name?"
        case (_, "repeat"): return "How often should it repeat?"
        case (_, "filter"): return "Which todos?"
        case (_, "urgent"): return "Is it urgent?"
        case (_, "starred"): return "Should it be starred?"
        case (_, "section"): return "Which section?"
        case (_, "notes"): return "What notes should it have?"
        default: return "What \(parameter)?"
        }
    }

    func durationChoice(_ choice: DurationChoice) -> String {
        switch choice {
        case .minutes(let minutes) where minutes % 60 == 0: return minutes == 60 ? "1 hour" : "\(minutes / 60) hours"
        case .minutes(let minutes): return minutes == 1 ? "1 minute" : "\(minutes) minutes"
        case .tonight: return "until tonight"
        case .tomorrow: return "until tomorrow morning"
        }
    }

    func confirmDeleteTodo(_ title: String) -> String { "Delete \(q(title))?" }

    func confirmDeleteList(_ name: String, todoCount: Int) -> String {
        todoCount == 0 ? "Delete the list \(q(name))?" : "Delete the list \(q(name)) and its \(todos(todoCount))?"
    }

    func confirmCompleteTodos(count: Int, filter: TodoFilter, list: String?) -> String {
        // Only open todos are completed: "all" counts and names those.
        guard filter == .all else { return "Complete \(noun(count, filter))\(inList(list))?" }
        return count == 1 ? "Complete the 1 open todo\(inList(list))?" : "Complete all \(count) open todos\(inList(list))?"
    }

    func confirmCompleteMostUrgent(_ title: String) -> String { "Complete your most urgent todo, \(q(title))?" }

    func confirmAddDuplicates(_ existing: [String], adding count: Int, list: String) -> String {
        let already = "\(join(existing.map(q))) \(existing.count == 1 ? "is" : "are") already on \(list)."
        switch count {
        case 1: return already + " Add another?"
        case 2: return already + " Add both anyway?"
        default: return already + " Add all \(count) anyway?"
        }
    }

    func changedSinceAsked(asked: Int, now: Int) -> String {
        asked == now
            ? "Nothing was changed: the todos changed since I asked. Please ask again."
            : "Nothing was changed: since I asked, that became \(todos(now)) instead of \(asked). Please ask again."
    }

    func mostUrgentChanged(now title: String) -> String {
        "Nothing was changed: your most urgent todo is now \(q(title)). Please ask again."
    }

    func confirmDeleteTodos(count: Int, filter: TodoFilter, list: String?) -> String {
        let all = filter == .all && count > 1 ? "all " : ""
        return "Delete \(all)\(noun(count, filter))\(inList(list))?"
    }

    // MARK: Problems

    func unknownIntent(_ name: String, known: [String]) -> String {
        "unknown intent ‘\(name)’ (known: \(known.joined(separator: ", ")))"
    }

    func missingParameter(_ name: String) -> String { "missing parameter ‘\(name)’" }

    func invalidParameter(_ name: String, value: String, reason: String) -> String {
        "bad value ‘\(value)’ for ‘\(name)’: \(reason)"
    }

    func notFound(_ kind: EntityKind, value: String) -> String {
        switch kind {
        case .todo: return "unknown todo \(q(value)) (give its exact title or id)"
        case .list: return "unknown list \(q(value)) (give its exact name or id)"
        }
    }

    func notAParameter(of intent: TodoIntent, known: [String]) -> String {
        known.isEmpty
            ? "\(intent.name) takes no parameters"
            : "not a parameter of \(intent.name) (it takes \(known.joined(separator: ", ")))"
    }

    let notAnEntity = "expected text, not an id"
    let badDate = "expected YYYY-MM-DD or YYYY-MM-DDTHH:MM (a real date), or none"
    let badBoolean = "expected true or false"
    let badFilter = "expected one of all, pending, completed, today, overdue, upcoming, starred, urgent"
    let badDuration = "expected whole minutes (1 to 525600), tonight or tomorrow"
    let wrongKind = "a value of another kind"
    let badTitles = "expected a JSON array of strings, e.g. [\"eggs\", \"butter\"]"
    func badRule(_ detail: String) -> String { "not a valid RRULE: \(detail)" }
    let ruleNeverOccurs = "the rule has no occurrence from today on"

    func ambiguousTitle(ids: [Int64]) -> String {
        "\(ids.count) todos have this title; give an id (\(ids.map(String.init).joined(separator: ", ")))"
    }

    func noSuchSection(in list: String) -> String { "\(list) has no section of that name" }

    // MARK: One todo

    func addedSeveral(_ titles: [String], list: String, due: String?) -> String {
        var sentence = "Added \(join(titles.map(q))) to \(list)"
        if let due { sentence += ", due \(due)" }
        return sentence + "."
    }

    func added(_ title: String, list: String, due: String?, repeat rule: String?) -> String {
        var sentence = "Added \(q(title)) to \(list)"
        if let due { sentence += ", due \(due)" }
        if let rule { sentence += ", repeating \(rule)" }
        return sentence + "."
    }

    func alreadyDone(_ title: String) -> String { "\(q(title)) is already done." }

    private func mostUrgentPrefix(_ mostUrgent: Bool) -> String { mostUrgent ? "the most urgent todo, " : "" }

    func completed(_ title: String, mostUrgent: Bool) -> String {
        "Completed \(mostUrgentPrefix(mostUrgent))\(q(title))."
    }

    func completedRepeating(_ title: String, next: String, mostUrgent: Bool) -> String {
        "Completed \(mostUrgentPrefix(mostUrgent))\(q(title)); next due \(next)."
    }

    func completedLastOccurrence(_ title: String, mostUrgent: Bool) -> String {
        "Completed \(mostUrgentPrefix(mostUrgent))\(q(title)); that was the last time."
    }

    func notDone(_ title: String) -> String { "\(q(title)) isn’t done." }
    func reopened(_ title: String) -> String { "Reopened \(q(title))." }
    func deleted(_ title: String) -> String { "Deleted \(q(title))." }
    func unchanged(_ title: String) -> String { "\(q(title)) already looks like that." }

    func updated(_ title: String, changes: [Strings.Change]) -> String {
        let parts = changes.map { change -> String in
            switch change {
            case .renamed(let name): return "renamed to \(q(name))"
            case .due(let due?): return "due \(due)"
            case .due(nil): return "no due date"
            case .moved(let list): return "moved to \(list)"
            case .section(let section?): return "in section \(q(section))"
            case .section(nil): return "out of its section"
            case .notes: return "notes changed"
            case .urgent(let urgent): return urgent ? "urgent" : "not urgent"
            case .starred(let starred): return starred ? "starred" : "not starred"
            }
        }
        return "Updated \(q(title)): \(parts.joined(separator: ", "))."
    }

    func starred(_ title: String) -> String { "Starred \(q(title))." }
    func unstarred(_ title: String) -> String { "Removed the star from \(q(title))." }
    func cannotSnoozeDone(_ title: String) -> String { "\(q(title)) is done; there’s nothing to snooze." }
    func snoozed(_ title: String, until: String) -> String { "Snoozed \(q(title)) until \(until)." }
    let noOpenTodos = "You have no open todos."

    func describeTodo(_ details: Strings.TodoDetails) -> String {
        var parts = [details.section.map { "\(details.list), section \(q($0))" } ?? details.list]
        if details.isDone { parts.append("done") }
        if let due = details.due { parts.append("due \(due)") }
        if let rule = details.repeat { parts.append("repeats \(rule)") }
        if details.isStarred { parts.append("starred") }
        if details.isUrgent { parts.append("urgent") }
        if let until = details.snoozedUntil { parts.append("snoozed until \(until)") }
        var sentence = "\(q(details.title)): \(parts.joined(separator: ", "))."
        if !details.notes.isEmpty { sentence += " Notes: \(details.notes)" }
        return sentence
    }

    func doesNotRepeat(_ title: String) -> String { "\(q(title)) doesn’t repeat." }
    func repeatCleared(_ title: String) -> String { "\(q(title)) no longer repeats." }

    func repeats(_ title: String, rule: String, next: String) -> String {
        "\(q(title)) now repeats \(rule); next due \(next)."
    }

    // MARK: Reading

    func showTodos(count: Int, filter: TodoFilter, list: String?, titles: [String]) -> String {
        guard count > 0 else { return "You have no \(noun(nil, filter))\(inList(list))." }
        let quoted = titles.map(q)
        if count <= titles.count { return "You have \(noun(count, filter))\(inList(list)): \(join(quoted))." }
        return "You have \(noun(count, filter))\(inList(list)), starting with \(join(quoted))."
    }

    func countTodos(count: Int, filter: TodoFilter, list: String?) -> String {
        count == 0 ? "You have no \(noun(nil, filter))\(inList(list))." : "You have \(noun(count, filter))\(inList(list))."
    }

    func summary(_ total: TodoCounts, lists: [(String, TodoCounts)]) -> String {
        var details: [String] = []
        if total.overdue > 0 { details.append("\(total.overdue) overdue") }
        if total.today > 0 { details.append("\(total.today) due today") }
        if total.starred > 0 { details.append("\(total.starred) starred") }
        if total.urgent > 0 { details.append("\(total.urgent) urgent") }
        var sentence = total.open == 0 ? "You have no open todos" : "You have \(noun(total.open, .pending))"
        if !details.isEmpty { sentence += " (\(details.joined(separator: ", ")))" }
        sentence += total.done == 0 ? "." : " and \(total.done) done."
        let busy = lists.filter { $0.1.open > 0 }
        if busy.count > 1 || (busy.count == 1 && lists.count > 1) {
            sentence += " Open by list: " + busy.map { "\($0.0) \($0.1.open)" }.joined(separator: ", ") + "."
        }
        return sentence
    }

    func showLists(_ lists: [(name: String, open: Int)]) -> String {
        let items = lists.map { "\($0.name) (\($0.open) open)" }
        return lists.count == 1 ? "You have 1 list: \(items[0])." : "You have \(lists.count) lists: \(join(items))."
    }

    func searchResults(count: Int, query: String, best: String?) -> String {
        guard count > 0, let best else { return "Nothing matches \(q(query))." }
        return count == 1
            ? "Found 1 match for \(q(query)): \(q(best))."
            : "Found \(count) matches for \(q(query)); the best is \(q(best))."
    }

    // MARK: Lists, sections, bulk

    func listExists(_ name: String) -> String { "There’s already a list called \(q(name))." }
    func createdList(_ name: String) -> String { "Created the list \(q(name))." }
    func listAlreadyNamed(_ name: String) -> String { "The list is already called \(q(name))." }
    func renamedList(_ name: String, to newName: String) -> String { "Renamed the list \(q(name)) to \(q(newName))." }
    func cannotDeleteDefaultList(_ name: String) -> String { "\(name) can’t be deleted: new todos go there." }

    func deletedList(_ name: String, todoCount: Int) -> String {
        todoCount == 0 ? "Deleted the list \(q(name))." : "Deleted the list \(q(name)) and its \(todos(todoCount))."
    }

    func sectionExists(_ name: String, in list: String) -> String { "\(list) already has a section called \(q(name))." }
    func createdSection(_ name: String, in list: String) -> String { "Added the section \(q(name)) to \(list)." }
    func nothingToComplete(filter: TodoFilter, list: String?) -> String { "There are no \(noun(nil, filter))\(inList(list)) to complete." }
    func completedTodos(count: Int) -> String { "Completed \(todos(count))." }
    func nothingToDelete(filter: TodoFilter, list: String?) -> String { "There are no \(noun(nil, filter))\(inList(list)) to delete." }
    func deletedTodos(count: Int) -> String { "Deleted \(todos(count))." }

    // MARK: Undo, import

    let nothingToUndo = "There’s nothing to undo."
    let stoppedBulk = "Stopped. Nothing was changed."

    func undid(_ change: JournaledChange, subject: String, count: Int) -> String {
        let s = q(subject)
        let what: String
        switch change {
        case .intent(.addTodo): what = "adding \(s)"
        case .intent(.completeTodo), .intent(.toggleUrgentTodo): what = "completing \(s)"
        case .intent(.reopenTodo): what = "reopening \(s)"
        case .intent(.deleteTodo): what = "deleting \(s)"
        case .intent(.updateTodo): what = "the changes to \(s)"
        case .intent(.toggleFavorite): what = "the star on \(s)"
        case .intent(.snoozeTodo): what = "snoozing \(s)"
        case .intent(.setRepeat): what = "the repeat of \(s)"
        case .intent(.completeTodos): what = count == 1 && !subject.isEmpty ? "completing \(s)" : "completing \(todos(count))"
        case .intent(.deleteTodos): what = count == 1 && !subject.isEmpty ? "deleting \(s)" : "deleting \(todos(count))"
        case .intent(.createList): what = "creating the list \(s)"
        case .intent(.renameList): what = "renaming the list \(s)"
        case .intent(.deleteList): what = "deleting the list \(s)"
        case .intent(.createSection): what = "adding the section \(s)"
        case .importing: what = "the import of \(todos(count))"
        case .intent(.addTodos): what = "adding \(todos(count))"
        case .intent(.showTodos), .intent(.showTodoCount), .intent(.getTodoSummary), .intent(.searchEverything),
            .intent(.openTodo), .intent(.undo), .intent(.showLists), .unknown:
            what = "the last change"
        }
        return "Undid \(what)."
    }

    func confirmUndo(_ undid: String) -> String {
        var text = undid
        if text.hasPrefix("Undid ") { text = "Undo " + text.dropFirst("Undid ".count) }
        if text.hasSuffix(".") { text.removeLast() }
        return text + "?"
    }

    func imported(lists: Int, sections: Int, todos count: Int, alreadyPresent: Int) -> String {
        var parts: [String] = []
        if lists > 0 { parts.append(lists == 1 ? "1 list" : "\(lists) lists") }
        if sections > 0 { parts.append(sections == 1 ? "1 section" : "\(sections) sections") }
        parts.append(todos(count))
        let skipped = alreadyPresent > 0 ? " (\(todos(alreadyPresent)) already there, not added again)" : ""
        return "Imported \(join(parts))\(skipped)."
    }

    // MARK: Dates

    private static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let shortWeekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    func describe(_ due: DueDate, today: DueDate) -> String {
        let days = Strings.days(from: today, to: due)
        let weekday = Strings.weekdayIndex(due)
        var text: String
        switch days {
        case 0: text = "today"
        case 1: text = "tomorrow"
        case -1: text = "yesterday"
        case 2...6: text = Self.weekdays[weekday]
        default:
            text = "\(Self.shortWeekdays[weekday]), \(Self.months[due.month - 1]) \(due.day)"
            if due.year != today.year { text += ", \(due.year)" }
        }
        if let time = due.time {
            let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
            let minute = time.minute < 10 ? "0\(time.minute)" : "\(time.minute)"
            text += " at \(hour):\(minute) \(time.hour < 12 ? "AM" : "PM")"
        }
        return text
    }
}
