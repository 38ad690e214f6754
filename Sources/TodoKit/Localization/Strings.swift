import Basics

/// Where answers come from: one ``Phrasebook`` per language, and the value types they format.
///
///     Strings.phrasebook(for: .ja).deleted("牛乳を買う")   // "“牛乳を買う”を削除しました。"
enum Strings {
    static func phrasebook(for language: Language) -> any Phrasebook {
        switch language {
        case .en: return EnglishPhrasebook()
        case .ja: return JapanesePhrasebook()
        }
    }

    /// One edit UpdateTodo made, for its answer.
    enum Change: Hashable {
        case renamed(String)
        /// The new due date in words, or nil when cleared.
        case due(String?)
        case moved(String)
        /// The new section, or nil when removed from its section.
        case section(String?)
        case notes
        case urgent(Bool)
        case starred(Bool)
    }

    /// Everything OpenTodo says about a todo, already in words.
    struct TodoDetails: Hashable {
        var title: String
        var list: String
        var section: String?
        var due: String?
        var isDone: Bool
        var isStarred: Bool
        var isUrgent: Bool
        var `repeat`: String?
        var snoozedUntil: String?
        var notes: String
    }

    /// Days from `a` to `b` (negative when `b` is earlier), ignoring times.
    ///
    ///     Strings.days(from: DueDate(encoded: "2026-12-31")!, to: DueDate(encoded: "2027-01-01")!)   // 1
    static func days(from a: DueDate, to b: DueDate) -> Int {
        dayNumber(b) - dayNumber(a)
    }

    private static func dayNumber(_ date: DueDate) -> Int {
        // NB: Howard Hinnant's days_from_civil.
        let y = date.month <= 2 ? date.year - 1 : date.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((date.month + 9) % 12) + 2) / 5 + date.day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    }

    /// 0 = Monday … 6 = Sunday.
    static func weekdayIndex(_ date: DueDate) -> Int {
        RecurrenceRule.Weekday.allCases.firstIndex(of: RecurrenceRule.Weekday(of: date))!
    }
}

/// Every sentence and phrase TodoKit says, in one language. Implementations:
/// ``EnglishPhrasebook``, ``JapanesePhrasebook``.
protocol Phrasebook: Sendable {
    var defaultListName: String { get }

    // Questions
    func prompt(intent: TodoIntent, parameter: String) -> String
    func durationChoice(_ choice: DurationChoice) -> String
    func confirmDeleteTodo(_ title: String) -> String
    func confirmDeleteList(_ name: String, todoCount: Int) -> String
    func confirmCompleteTodos(count: Int, filter: TodoFilter, list: String?) -> String
    func confirmDeleteTodos(count: Int, filter: TodoFilter, list: String?) -> String
    /// ToggleUrgentTodo's question, naming the todo it picked.
    func confirmCompleteMostUrgent(_ title: String) -> String
    /// AddTodo/AddTodos when titles are already open todos of the list: `existing` their titles,
    /// `count` how many todos the yes adds.
    func confirmAddDuplicates(_ existing: [String], adding count: Int, list: String) -> String
    /// A confirmed bulk change refused: the todos it would change are no longer those asked about.
    func changedSinceAsked(asked: Int, now: Int) -> String
    /// A confirmed ToggleUrgentTodo refused: another todo became the most urgent.
    func mostUrgentChanged(now title: String) -> String

    // Problems with a request
    func unknownIntent(_ name: String, known: [String]) -> String
    func missingParameter(_ name: String) -> String
    func invalidParameter(_ name: String, value: String, reason: String) -> String
    func notFound(_ kind: EntityKind, value: String) -> String
    func notAParameter(of intent: TodoIntent, known: [String]) -> String
    var notAnEntity: String { get }
    var badDate: String { get }
    var badBoolean: String { get }
    var badFilter: String { get }
    var badDuration: String { get }
    /// A typed value given to a parameter of another kind.
    var wrongKind: String { get }
    /// AddTodos' titles are not a JSON array of strings.
    var badTitles: String { get }
    func badRule(_ detail: String) -> String
    var ruleNeverOccurs: String { get }
    func ambiguousTitle(ids: [Int64]) -> String
    func noSuchSection(in list: String) -> String

    // One todo
    func added(_ title: String, list: String, due: String?, repeat: String?) -> String
    func addedSeveral(_ titles: [String], list: String, due: String?) -> String
    func alreadyDone(_ title: String) -> String
    func completed(_ title: String, mostUrgent: Bool) -> String
    func completedRepeating(_ title: String, next: String, mostUrgent: Bool) -> String
    func completedLastOccurrence(_ title: String, mostUrgent: Bool) -> String
    func notDone(_ title: String) -> String
    func reopened(_ title: String) -> String
    func deleted(_ title: String) -> String
    func unchanged(_ title: String) -> String
    func updated(_ title: String, changes: [Strings.Change]) -> String
    func starred(_ title: String) -> String
    func unstarred(_ title: String) -> String
    func cannotSnoozeDone(_ title: String) -> String
    func snoozed(_ title: String, until: String) -> String
    var noOpenTodos: String { get }
    func describeTodo(_ details: Strings.TodoDetails) -> String
    func doesNotRepeat(_ title: String) -> String
    func repeatCleared(_ title: String) -> String
    func repeats(_ title: String, rule: String, next: String) -> String

    // Reading
    func showTodos(count: Int, filter: TodoFilter, list: String?, titles: [String]) -> String
    func countTodos(count: Int, filter: TodoFilter, list: String?) -> String
    func summary(_ total: TodoCounts, lists: [(String, TodoCounts)]) -> String
    func searchResults(count: Int, query: String, best: String?) -> String
    /// The lists with their open counts ("You have 3 lists: Inbox (2), Groceries (4) and Work (1).").
    func showLists(_ lists: [(name: String, open: Int)]) -> String

    // Lists, sections, bulk
    func listExists(_ name: String) -> String
    func createdList(_ name: String) -> String
    func listAlreadyNamed(_ name: String) -> String
    func renamedList(_ name: String, to newName: String) -> String
    func cannotDeleteDefaultList(_ name: String) -> String
    func deletedList(_ name: String, todoCount: Int) -> String
    func sectionExists(_ name: String, in list: String) -> String
    func createdSection(_ name: String, in list: String) -> String
    func nothingToComplete(filter: TodoFilter, list: String?) -> String
    func completedTodos(count: Int) -> String
    func nothingToDelete(filter: TodoFilter, list: String?) -> String
    func deletedTodos(count: Int) -> String

    // Undo, import
    var nothingToUndo: String { get }
    var stoppedBulk: String { get }
    func undid(_ change: JournaledChange, subject: String, count: Int) -> String
    /// A yes/no question made of the sentence undo would say ("Undid the import of 3 todos." →
    /// "Undo the import of 3 todos?").
    func confirmUndo(_ undid: String) -> String
    func imported(lists: Int, sections: Int, todos: Int, alreadyPresent: Int) -> String

    // Dates
    func describe(_ due: DueDate, today: DueDate) -> String
}
