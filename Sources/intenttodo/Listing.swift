import Basics
import Foundation
import TodoKit

/// The lines printed under an answer that lists things — ShowTodos' todos, SearchEverything's
/// hits — the same for `intent`, `say`, `listen` and the prompt. Repeats read as words
/// (“every month on the 1st”), never as the RRULE, which stays in `--json`.
///
///     [ ] #3 Buy milk · Groceries · due 2026-12-01 · ★ · ↻ every week on Monday
///     [x] #4 Call mom · Inbox
///     list #2 Groceries
enum Listing {
    /// What an answer's result lists.
    enum Items {
        /// `result.todos`: todos with every listed field.
        case todos
        /// `result.results`: search hits of kind `todo`, `list` or `section`.
        case hits
    }

    /// The intents whose answers list their items; bulk changes (which also carry `todos`)
    /// only say how many.
    static func items(of intent: TodoIntent) -> Items? {
        switch intent {
        case .showTodos: return .todos
        case .searchEverything: return .hits
        case .addTodo, .addTodos, .completeTodo, .reopenTodo, .deleteTodo, .updateTodo, .toggleFavorite, .snoozeTodo,
            .toggleUrgentTodo, .showTodoCount, .getTodoSummary, .openTodo, .completeTodos, .deleteTodos, .createList,
            .renameList, .deleteList, .createSection, .setRepeat, .undo, .showLists:
            return nil
        }
    }

    /// The lines for an answer of `intent`, at most `limit` items and then a “… N more” line.
    static func lines(intent: String?, result: JSONValue?, language: Language, limit: Int? = nil) -> [ConsoleText] {
        guard let intent = intent.flatMap(TodoIntent.init(rawValue:)), let items = items(of: intent), let result else { return [] }
        let elements: [JSONValue]
        switch items {
        case .todos: elements = result["todos"]?.arrayValue ?? []
        case .hits: elements = result["results"]?.arrayValue ?? []
        }
        let shown = limit.map { Array(elements.prefix($0)) } ?? elements
        var lines = shown.map { element -> ConsoleText in
            switch items {
            case .todos: return "  " + todoLine(element, language: language)
            case .hits: return "  " + hitLine(element, language: language)
            }
        }
        if shown.count < elements.count {
            lines.append(ConsoleText("  " + Words.more(elements.count - shown.count, language: language), .dim))
        }
        return lines
    }

    /// `[ ] #3 Buy milk · Groceries / Dairy · due 2026-12-01 · ★! · ↻ every Monday`.
    static func todoLine(_ todo: JSONValue, language: Language) -> ConsoleText {
        let box = todo["done"]?.boolValue == true ? "[x]" : "[ ]"
        var details: [ConsoleText] = []
        if let list = todo["list"]?.stringValue {
            details.append(ConsoleText(todo["section"]?.stringValue.map { "\(list) / \($0)" } ?? list, .dim))
        }
        if let due = todo["due"]?.stringValue { details.append(ConsoleText(Words.due(due, language: language), .cyan)) }
        var marks: [ConsoleText] = []
        if todo["starred"]?.boolValue == true { marks.append("★") }
        if todo["urgent"]?.boolValue == true { marks.append(ConsoleText("!", .red)) }
        if !marks.isEmpty { details.append(ConsoleText.joined(marks, separator: "")) }
        if let rule = todo["repeat"]?.stringValue { details.append(ConsoleText("↻ " + spoken(repeat: rule, language: language), .dim)) }
        let head: ConsoleText = "\(box) #\(todo["id"]?.integerValue.map(Int.init) ?? 0) \(todo["title"]?.stringValue ?? "")"
        return details.isEmpty ? head : head + " · " + ConsoleText.joined(details, separator: " · ")
    }

    /// A search hit: a todo like any listed todo, a list or section by its kind.
    static func hitLine(_ hit: JSONValue, language: Language) -> ConsoleText {
        let kind = hit["kind"]?.stringValue ?? ""
        guard kind != "todo" else { return todoLine(hit, language: language) }
        var line: ConsoleText = "\(Words.kind(kind, language: language), .dim) #\(hit["id"]?.integerValue.map(Int.init) ?? 0) \(hit["title"]?.stringValue ?? "")"
        if let list = hit["list"]?.stringValue { line = line + " · " + ConsoleText(list, .dim) }
        return line
    }

    /// The rule in words; a rule Basics cannot read is still no RRULE on screen.
    static func spoken(repeat rule: String, language: Language) -> String {
        guard let parsed = try? RecurrenceRule(parsing: rule) else { return Words.repeats(language: language) }
        return parsed.describe(language)
    }

    /// The listing's own words, per language.
    private enum Words {
        static func due(_ date: String, language: Language) -> String {
            switch language {
            case .en: return "due \(date)"
            case .ja: return "期限 \(date)"
            }
        }

        static func more(_ count: Int, language: Language) -> String {
            switch language {
            case .en: return "… \(count) more"
            case .ja: return "…ほか\(count)件"
            }
        }

        static func repeats(language: Language) -> String {
            switch language {
            case .en: return "repeats"
            case .ja: return "繰り返し"
            }
        }

        static func kind(_ kind: String, language: Language) -> String {
            switch (language, kind) {
            case (.en, "list"): return "list"
            case (.en, "section"): return "section"
            case (.ja, "list"): return "リスト"
            case (.ja, "section"): return "セクション"
            default: return kind
            }
        }
    }
}
