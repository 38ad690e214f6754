import TodoKit

extension IntentCommand {
    /// `param=value` arguments by name, split at the first `=` so values may contain `=`.
    ///
    ///     try IntentCommand.parameters(["title=a=b", "due=2026-12-01"])   // ["title": "a=b", "due": "2026-12-01"]
    static func parameters(_ pairs: some Sequence<String>) throws(UsageError) -> [(name: String, value: String)] {
        var result: [(name: String, value: String)] = []
        var seen: Set<String> = []
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else { throw .malformedParameter(pair) }
            let name = String(pair[..<equals])
            guard seen.insert(name).inserted else { throw .repeatedParameter(name) }
            result.append((name, String(pair[pair.index(after: equals)...])))
        }
        return result
    }

    /// The intents for `intenttodo help intent`: each name with its parameters (`*` required).
    @Sendable static func catalogHelp() -> [String] {
        let rows = TodoIntent.allCases.map { intent in
            (intent.name, intent.declaration.parameters.map { $0.name + ($0.isRequired ? "*" : "") }.joined(separator: " "))
        }
        let width = rows.map(\.0.count).max() ?? 0
        return ["intents (* = required parameter; docs/CLI.md has the value formats):"]
            + rows.map { "  " + $0.0.padded(to: width) + "   " + ($0.1.isEmpty ? "—" : $0.1) }
    }
}
