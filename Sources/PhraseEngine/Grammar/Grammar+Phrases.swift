import Basics

extension Grammar {
    /// Every sentence a rule stands for, as written (words joined the language's way), or nil
    /// when there is no such rule or it stands for more than `limit` sentences or holds a slot.
    /// For the small word lists a grammar keeps as data: answer words, vague nouns.
    ///
    ///     english.phrases(ofRule: "todo_word")   // ["todo", "to do", "task", …]
    public func phrases(ofRule name: String, limit: Int = 5_000) -> [String]? {
        guard let rule = rules[name] else { return nil }
        guard let expanded = phrases(of: rule.expansion, limit: limit, depth: 0) else { return nil }
        return expanded.map { language.join($0) }
    }

    private func phrases(of expansion: Expansion, limit: Int, depth: Int) -> [[String]]? {
        guard depth < 64 else { return nil }
        switch expansion {
        case .word(let text): return [[text]]
        case .slot: return nil
        case .rule(let name):
            guard let rule = rules[name] else { return nil }
            return phrases(of: rule.expansion, limit: limit, depth: depth + 1)
        case .optional(let inner):
            guard let inner = phrases(of: inner, limit: limit, depth: depth + 1) else { return nil }
            return [[]] + inner
        case .alternatives(let branches):
            var all: [[String]] = []
            for branch in branches {
                guard let more = phrases(of: branch, limit: limit, depth: depth + 1) else { return nil }
                all += more
                guard all.count <= limit else { return nil }
            }
            return all
        case .sequence(let items):
            var all: [[String]] = [[]]
            for item in items {
                guard let next = phrases(of: item, limit: limit, depth: depth + 1) else { return nil }
                guard all.count * next.count <= limit else { return nil }
                all = all.flatMap { prefix in next.map { prefix + $0 } }
            }
            return all
        }
    }
}
