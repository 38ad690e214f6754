import Basics
import Foundation
import SpeechText

extension PhraseEngine {
    /// Reads a short answer as a value of an enum slot: a yes/no for a flag, or one of the
    /// slot's values by its phrases ("late" → `overdue`).
    ///
    ///     engine.readEnum("filter", from: "the late ones", language: .en)   // nil (not a whole phrase)
    ///     engine.readEnum("filter", from: "overdue", language: .en)         // "overdue"
    public func readEnum(_ slot: String, from text: String, language: Language) -> String? {
        switch answers.reading(text, language) {
        case .yes?: return "true"
        case .no?: return "false"
        default: break
        }
        guard let grammar = grammar(for: language), let declared = grammar.slots[slot] else { return nil }
        let key = foldedKey(text, language: language)
        for value in declared.values {
            if foldedKey(value.value, language: language) == key { return value.value }
            for phrase in grammar.phrases(of: value.expansion, limit: 64)
            where foldedKey(phrase, language: language) == key {
                return value.value
            }
        }
        return nil
    }
}

extension Grammar {
    /// Up to `limit` sentences an expansion can say, optional parts both in and out.
    func phrases(of expansion: Expansion, limit: Int) -> [String] {
        let separator = language.wordSeparator
        func expand(_ node: Expansion, depth: Int) -> [String] {
            guard depth < 32 else { return [] }
            switch node {
            case .word(let text): return [text]
            case .slot(let name): return ["<\(name)>"]
            case .rule(let name): return rules[name].map { expand($0.expansion, depth: depth + 1) } ?? []
            case .optional(let inner): return [""] + expand(inner, depth: depth + 1)
            case .alternatives(let branches):
                return Array(branches.flatMap { expand($0, depth: depth + 1) }.prefix(limit))
            case .sequence(let items):
                var results = [""]
                for item in items {
                    let options = expand(item, depth: depth + 1)
                    var next: [String] = []
                    for prefix in results {
                        for option in options where next.count < limit {
                            next.append(prefix.isEmpty ? option : option.isEmpty ? prefix : prefix + separator + option)
                        }
                    }
                    results = next
                }
                return results
            }
        }
        return expand(expansion, depth: 0)
    }
}
