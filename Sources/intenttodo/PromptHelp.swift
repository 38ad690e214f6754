import Basics
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

/// What the prompt's `help` (「ヘルプ」) says: sentences a person can say, grouped by what they
/// want to do, in the prompt's language, with their own todo and list names filled in. Each
/// row tries its everyday sentence (`Words.sentence`), then the grammar's own templates
/// (`PhraseEngine.templates(for:language:)`), and shows the first that parses back to what it
/// is shown for — so the help never offers a sentence the grammar does not understand. No
/// intent names, no `<todo>`.
///
///     Things you can say:
///     Add a todo
///       “add call the plumber”
///     Finish, snooze or delete
///       “complete Buy milk”
///     …
enum PromptHelp {
    enum Topic: CaseIterable {
        case add, finish, find, lists, repeats, undo
    }

    /// The one table: per topic, the intents whose sentences it shows, and the slot a sentence
    /// must fill to be a good example (a due date, a repeat), in the order shown.
    static let table: [(topic: Topic, intent: TodoIntent, showing: String?)] = [
        (.add, .addTodo, nil), (.add, .addTodo, "due"),
        (.finish, .completeTodo, nil), (.finish, .snoozeTodo, "duration"), (.finish, .deleteTodo, nil),
        (.find, .showTodos, "filter"), (.find, .searchEverything, nil), (.find, .showTodoCount, nil),
        (.lists, .showTodos, "list"), (.lists, .createList, nil), (.lists, .renameList, nil),
        (.repeats, .addTodo, "repeat"), (.repeats, .setRepeat, nil),
        (.undo, .undo, nil),
    ]

    /// The language to answer `text` in when it asks for help, else nil: the word's own
    /// language unless `--lang` forced one; `?` answers in the prompt's.
    static func request(_ text: String, forced: Language?, prompt: Language) -> Language? {
        switch text.lowercased() {
        case "help", "help me", "what can i say", "examples": return forced ?? .en
        case "ヘルプ", "へるぷ", "使い方", "何ができる", "何ができる？": return forced ?? .ja
        case "?", "？": return prompt
        default: return nil
        }
    }

    /// The help, one line each.
    static func lines(app: VoiceApp, language: Language) -> [ConsoleText] {
        var fillers = Fillers(app: app, language: language)
        var lines: [ConsoleText] = [ConsoleText(Words.title(language), .bold)]
        var used: Set<String> = []
        for topic in Topic.allCases {
            var examples: [String] = []
            for row in table where row.topic == topic {
                if let sentence = example(row.intent, showing: row.showing, app: app, language: language, fillers: &fillers, avoiding: used) {
                    used.insert(sentence)
                    examples.append(sentence)
                }
            }
            guard !examples.isEmpty else { continue }
            lines.append(ConsoleText(Words.heading(topic, language), .bold))
            lines += examples.map { ConsoleText("  " + Words.quoted($0, language)) }
            if topic == .find, let filters = filterWords(app: app, language: language), filters.count > 1 {
                lines.append(ConsoleText("  " + Words.filters(filters[0], others: Array(filters.dropFirst()), language), .dim))
            }
        }
        return lines
    }

    /// The first of an intent's template sentences that, filled in, parses back to the intent
    /// (with `showing` filled when given).
    private static func example(
        _ intent: TodoIntent, showing: String?, app: VoiceApp, language: Language, fillers: inout Fillers, avoiding used: Set<String>
    ) -> String? {
        let preferred = Words.sentence(intent, showing: showing, language).map { [$0] } ?? []
        for template in preferred + app.engine.templates(for: intent.name, language: language) {
            if let showing, !template.contains("<\(showing)>") { continue }
            guard let sentence = fillers.fill(template), !used.contains(sentence) else { continue }
            guard let best = app.parse(sentence, language: language).best, best.intent == intent.name, best.missing.isEmpty,
                showing.map({ best.slots[$0] != nil }) ?? true
            else { continue }
            fillers.advance()
            return sentence
        }
        return nil
    }

    /// The first words of each value of the grammar's `filter` slot, the example's first.
    static func filterWords(app: VoiceApp, language: Language) -> [String]? {
        guard let grammar = app.engine.grammar(for: language), let slot = grammar.slots["filter"] else { return nil }
        let words = slot.values.map { firstPhrase($0.expansion, in: grammar) }.filter { !$0.isEmpty }
        return Fillers.preferred(words, first: Fillers.filterWord(grammar: grammar, language: language))
    }

    /// The plainest words of an expansion: first branches, optional words left out.
    static func firstPhrase(_ expansion: Expansion, in grammar: Grammar) -> String {
        var words: [String] = []
        func walk(_ node: Expansion, depth: Int) {
            switch node {
            case .word(let text): words.append(text)
            case .sequence(let items): items.forEach { walk($0, depth: depth) }
            case .alternatives(let branches): if let first = branches.first { walk(first, depth: depth) }
            case .optional: break
            case .rule(let name): if depth < 16, let rule = grammar.rules[name] { walk(rule.expansion, depth: depth + 1) }
            case .slot(let name): words.append("<\(name)>")
            }
        }
        walk(expansion, depth: 0)
        switch grammar.language {
        case .en: return words.joined(separator: " ")
        case .ja: return words.joined()
        }
    }

    /// What goes where a template says `<todo>`, `<list>`, `<title>`…: the store's own names
    /// when it has some, everyday examples otherwise.
    struct Fillers {
        let language: Language
        let todos: [String]
        let lists: [String]
        let filter: String?
        private var turn = 0

        init(app: VoiceApp, language: Language) {
            self.language = language
            let service = app.service(language)
            // Short open titles read best in an example sentence.
            todos = Array(
                service.entities(ofType: .todo).lazy.filter { !$0.isDone && $0.title.count <= 30 }.map(\.title).prefix(5))
            let allLists = service.entities(ofType: .list).map(\.title)
            // NB: the first list is the default one; people's own lists make better examples.
            lists = allLists.count > 1 ? Array(allLists.dropFirst().prefix(5)) : allLists
            filter = app.engine.grammar(for: language).flatMap { Self.filterWord(grammar: $0, language: language) }
        }

        /// The next sentence takes the next names.
        mutating func advance() { turn += 1 }

        /// The template with every `<slot>` filled, or nil when one has no filler.
        func fill(_ template: String) -> String? {
            var result = ""
            var rest = Substring(template)
            while let open = rest.firstIndex(of: "<") {
                guard let close = rest[open...].firstIndex(of: ">") else { return nil }
                result += rest[..<open]
                guard let value = value(for: String(rest[rest.index(after: open)..<close])) else { return nil }
                result += value
                rest = rest[rest.index(after: close)...]
            }
            return result + rest
        }

        private func pick(_ names: [String], or example: String) -> String {
            names.isEmpty ? example : names[turn % names.count]
        }

        private func value(for slot: String) -> String? {
            switch (slot, language) {
            case ("todo", .en): return pick(todos, or: "buy milk")
            case ("todo", .ja): return pick(todos, or: "牛乳を買う")
            case ("list", .en): return pick(lists, or: "Groceries")
            case ("list", .ja): return pick(lists, or: "買い物")
            case ("title", .en): return "call the plumber"
            case ("title", .ja): return "歯医者の予約"
            case ("name", .en): return "Garden"
            case ("name", .ja): return "庭仕事"
            case ("query", _): return query
            case ("due", .en): return "tomorrow at 5pm"
            case ("due", .ja): return "明日の17時"
            case ("duration", .en): return "an hour"
            case ("duration", .ja): return "1時間"
            case ("repeat", .en): return "every Monday"
            case ("repeat", .ja): return "毎週月曜日"
            case ("filter", _): return filter
            default: return nil
            }
        }

        /// A word of one of the store's todos (the first longer word), else an everyday one.
        private var query: String {
            switch language {
            case .en:
                // The last word of a title is most often its thing: “milk”, “vitamins”, “gym”.
                let word = todos.lazy.compactMap { $0.lowercased().split(separator: " ").last }.first { $0.count >= 3 }
                return word.map(String.init) ?? "milk"
            case .ja:
                return todos.first ?? "牛乳"
            }
        }

        /// The filter word used in examples: the first phrase of `overdue`.
        static func filterWord(grammar: Grammar, language: Language) -> String? {
            guard let slot = grammar.slots["filter"] else { return nil }
            let value = slot.values.first { $0.value == "overdue" } ?? slot.values.first
            return value.map { PromptHelp.firstPhrase($0.expansion, in: grammar) }
        }

        /// `words` without duplicates, `first` moved to the front.
        static func preferred(_ words: [String], first: String?) -> [String] {
            var seen: Set<String> = []
            let ordered = (first.map { [$0] } ?? []) + words
            return ordered.filter { seen.insert($0).inserted }
        }
    }

    /// The help's own sentences, per language.
    enum Words {
        /// The everyday sentence for a row of `table`, with `<slot>`s to fill; nil leaves the row
        /// to the grammar's templates.
        static func sentence(_ intent: TodoIntent, showing: String?, _ language: Language) -> String? {
            switch language {
            case .en:
                switch (intent, showing) {
                case (.addTodo, nil): return "add <title>"
                case (.addTodo, "due"): return "remind me to <title> <due>"
                case (.addTodo, "repeat"): return "remind me to <title> <repeat>"
                case (.completeTodo, _): return "complete <todo>"
                case (.snoozeTodo, _): return "snooze <todo> for <duration>"
                case (.deleteTodo, _): return "delete <todo>"
                case (.showTodos, "filter"): return "show my <filter> todos"
                case (.showTodos, "list"): return "what's on my <list> list"
                case (.searchEverything, _): return "search for <query>"
                case (.showTodoCount, _): return "how many todos do I have"
                case (.createList, _): return "create a list called <name>"
                case (.renameList, _): return "rename <list> to <name>"
                case (.setRepeat, _): return "make <todo> repeat <repeat>"
                case (.undo, _): return "undo that"
                default: return nil
                }
            case .ja:
                switch (intent, showing) {
                case (.addTodo, nil): return "<title>を追加"
                case (.addTodo, "due"): return "<due>に<title>をリマインドして"
                case (.addTodo, "repeat"): return "<repeat>に<title>をリマインドして"
                case (.completeTodo, _): return "<todo>を完了"
                case (.snoozeTodo, _): return "<todo>を<duration>後回しにして"
                case (.deleteTodo, _): return "<todo>を削除して"
                case (.showTodos, "filter"): return "<filter>のタスクを見せて"
                case (.showTodos, "list"): return "<list>リストを見せて"
                case (.searchEverything, _): return "<query>を検索"
                case (.showTodoCount, _): return "タスクはいくつある"
                case (.createList, _): return "<name>というリストを作って"
                case (.renameList, _): return "<list>リストの名前を<name>に変えて"
                case (.setRepeat, _): return "<todo>を<repeat>に繰り返して"
                case (.undo, _): return "元に戻して"
                default: return nil
                }
            }
        }

        static func title(_ language: Language) -> String {
            switch language {
            case .en: return "Things you can say (in English or Japanese):"
            case .ja: return "こんなふうに話しかけてください（日本語でも英語でも）："
            }
        }

        static func heading(_ topic: Topic, _ language: Language) -> String {
            switch language {
            case .en:
                switch topic {
                case .add: return "Add a todo"
                case .finish: return "Finish, snooze or delete"
                case .find: return "Find and show"
                case .lists: return "Lists"
                case .repeats: return "Repeats"
                case .undo: return "Change your mind"
                }
            case .ja:
                switch topic {
                case .add: return "追加する"
                case .finish: return "完了・後回し・削除"
                case .find: return "探す・見る"
                case .lists: return "リスト"
                case .repeats: return "繰り返し"
                case .undo: return "取り消す"
                }
            }
        }

        static func quoted(_ sentence: String, _ language: Language) -> String {
            switch language {
            case .en: return "“\(sentence)”"
            case .ja: return "「\(sentence)」"
            }
        }

        /// “Instead of “today”: overdue, upcoming, …”.
        static func filters(_ first: String, others: [String], _ language: Language) -> String {
            switch language {
            case .en: return "Instead of “\(first)” you can say " + others.map { "“\($0)”" }.joined(separator: ", ") + "."
            case .ja: return "「\(first)」のところは" + others.map { "「\($0)」" }.joined(separator: "、") + "とも言えます。"
            }
        }
    }
}
