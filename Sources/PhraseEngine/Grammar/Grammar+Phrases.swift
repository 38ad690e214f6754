import Basics

extension Grammar {
    /// How many phrases a rule read as data may stand for (`phrases(ofRule:)`'s default limit).
    public static let dataRuleLimit = 5_000

    /// How many sentences a rule stands for, counted without writing them (at most `Int.max`), or
    /// nil when there is no such rule or it holds a slot.
    ///
    ///     english.phraseCount(ofRule: "todo_word")   // 14
    public func phraseCount(ofRule name: String) -> Int? {
        guard let rule = rules[name] else { return nil }
        return phraseCount(of: rule.expansion, depth: 0)
    }

    private func phraseCount(of expansion: Expansion, depth: Int) -> Int? {
        guard depth < 64 else { return nil }
        switch expansion {
        case .word: return 1
        case .slot: return nil
        case .rule(let name):
            guard let rule = rules[name] else { return nil }
            return phraseCount(of: rule.expansion, depth: depth + 1)
        case .optional(let inner):
            return phraseCount(of: inner, depth: depth + 1).map { $0 == .max ? .max : $0 + 1 }
        case .alternatives(let branches):
            var total = 0
            for branch in branches {
                guard let count = phraseCount(of: branch, depth: depth + 1) else { return nil }
                let (sum, overflow) = total.addingReportingOverflow(count)
                total = overflow ? .max : sum
            }
            return total
        case .sequence(let items):
            var total = 1
            for item in items {
                guard let count = phraseCount(of: item, depth: depth + 1) else { return nil }
                let (product, overflow) = total.multipliedReportingOverflow(by: count)
                total = overflow ? .max : product
            }
            return total
        }
    }

    /// Every sentence a rule stands for, as written (words joined the language's way), or nil
    /// when there is no such rule or it stands for more than `limit` sentences or holds a slot.
    /// For the small word lists a grammar keeps as data: answer words, vague nouns.
    ///
    ///     english.phrases(ofRule: "todo_word")   // ["todo", "to do", "task", …]
    public func phrases(ofRule name: String, limit: Int = Grammar.dataRuleLimit) -> [String]? {
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
