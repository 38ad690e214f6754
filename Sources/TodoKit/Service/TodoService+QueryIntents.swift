import Basics

/// Intents that read: lists of todos, counts, the summary, search.
extension TodoService {
    func showTodos(filter: TodoFilter, list: TodoList?) throws -> Outcome {
        let todos = try todos(filter, list: list)
        let listName = list.map { displayName(of: $0) }
        let result: JSONValue = [
            "filter": .string(filter.rawValue), "list": .optional(listName), "count": .integer(Int64(todos.count)),
            "todos": .array(try todos.map { try json($0) }),
        ]
        return Outcome(say: strings.showTodos(count: todos.count, filter: filter, list: listName, titles: todos.prefix(3).map(\.title)), result: result)
    }

    func countTodos(filter: TodoFilter, list: TodoList?) throws -> Outcome {
        let count = try todoCount(filter, list: list)
        let listName = list.map { displayName(of: $0) }
        let result: JSONValue = ["filter": .string(filter.rawValue), "list": .optional(listName), "count": .integer(Int64(count))]
        return Outcome(say: strings.countTodos(count: count, filter: filter, list: listName), result: result)
    }

    func summary() throws -> Outcome {
        let perList = try summaryCounts()
        var total = TodoCounts()
        var listsJSON: [JSONValue] = []
        var named: [(String, TodoCounts)] = []
        for (listId, counts) in perList {
            total.add(counts)
            let name = try listName(listId)
            named.append((name, counts))
            var object = counts.json.objectValue ?? JSONObject()
            object = JSONObject([("id", .integer(listId)), ("name", .string(name))] + object.map { ($0.key, $0.value) })
            listsJSON.append(.object(object))
        }
        var result = total.json.objectValue ?? JSONObject()
        result["lists"] = .array(listsJSON)
        return Outcome(say: strings.summary(total, lists: named), result: .object(result))
    }

    func search(_ query: String) throws -> Outcome {
        let phrase = SearchKey.fold(query)
        let words = SearchKey.words(query)
        var hits: [SearchHit] = []
        let names = try listNames()
        for list in try store.lists() {
            let name = displayName(of: list)
            let key = SearchKey.fold(name)
            guard words.allSatisfy(key.contains) else { continue }
            hits.append(SearchHit(kind: .list, id: list.id, title: name, listName: nil, isDone: false,
                                  score: SearchHit.score(key, phrase: phrase, words: words) + 0.02))
        }
        for section in try store.sections(containing: words) {
            hits.append(SearchHit(kind: .section, id: section.id, title: section.name, listName: names[section.listId],
                                  isDone: false,
                                  score: SearchHit.score(SearchKey.fold(section.name), phrase: phrase, words: words) + 0.01))
        }
        for todo in try store.todos(containing: words, limit: 500) {
            hits.append(SearchHit(kind: .todo, id: todo.id, title: todo.title, listName: names[todo.listId],
                                  isDone: todo.isDone,
                                  score: SearchHit.score(SearchKey.fold(todo.title), phrase: phrase, words: words)
                                      - (todo.isDone ? 0.05 : 0)))
        }
        hits.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.kind != b.kind { return a.kind.rank < b.kind.rank }
            return a.id < b.id
        }
        let shown = hits.prefix(SearchHit.limit)
        let result: JSONValue = [
            "query": .string(query), "count": .integer(Int64(shown.count)), "results": .array(shown.map(\.json)),
        ]
        return Outcome(say: strings.searchResults(count: shown.count, query: query, best: shown.first?.title), result: result)
    }
}

/// One search result before ranking.
struct SearchHit {
    enum Kind: String {
        case list, section, todo
        var rank: Int {
            switch self {
            case .list: return 0
            case .section: return 1
            case .todo: return 2
            }
        }
    }

    static let limit = 50

    var kind: Kind
    var id: Int64
    var title: String
    var listName: String?
    var isDone: Bool
    var score: Double

    /// 1 for the whole name, 0.9 for a prefix, 0.8 when every word starts a word, 0.6 otherwise;
    /// longer names rank a little lower.
    static func score(_ key: String, phrase: String, words: [String]) -> Double {
        let base: Double
        if key == phrase {
            base = 1
        } else if key.hasPrefix(phrase) {
            base = 0.9
        } else if words.allSatisfy({ key.hasPrefix($0) || key.contains(" " + $0) }) {
            base = 0.8
        } else {
            base = 0.6
        }
        let extra = Double(max(0, key.count - phrase.count))
        return base - min(0.09, extra / 1000)
    }

    var json: JSONValue {
        var object: JSONObject = ["kind": .string(kind.rawValue), "id": .integer(id), "title": .string(title)]
        if kind != .list { object["list"] = .optional(listName) }
        if kind == .todo { object["done"] = .bool(isDone) }
        return .object(object)
    }
}

extension TodoService {
    /// ShowLists: every list, in order, with how many open todos it holds.
    func showLists() throws -> Outcome {
        let counts = Dictionary(try summaryCounts().map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        let lists = try store.lists()
        let entries = lists.map { (list: $0, name: displayName(of: $0), open: counts[$0.id]?.open ?? 0) }
        let result: JSONValue = [
            "lists": .array(entries.map { ["id": .integer($0.list.id), "name": .string($0.name), "count": .integer(Int64($0.open))] })
        ]
        return Outcome(say: strings.showLists(entries.map { ($0.name, $0.open) }), result: result)
    }
}
