/// A command's own arguments: flags such as `--yes` (anywhere after the command) and the rest
/// in order. `--json` is accepted here too and joins the global one.
///
///     try CommandArguments(["AddTodo", "--yes", "title=Milk"], flags: ["--yes"])
///     // positionals: ["AddTodo", "title=Milk"], flags: ["--yes"]
struct CommandArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    /// Options with a value (`--format vosk`, `--format=vosk`), by name.
    var values: [String: String] = [:]

    init(_ arguments: [String], flags known: Set<String>, options: Set<String> = []) throws(UsageError) {
        var onlyPositionals = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let name = String(argument.prefix { $0 != "=" })
            if !onlyPositionals, options.contains(name) {
                if name.count < argument.count {
                    values[name] = String(argument.dropFirst(name.count + 1))
                } else {
                    guard index < arguments.count else { throw UsageError("option \(name) needs a value") }
                    values[name] = arguments[index]
                    index += 1
                }
                continue
            }
            if onlyPositionals || !argument.hasPrefix("--") {
                positionals.append(argument)
            } else if argument == "--" {
                onlyPositionals = true
            } else if known.contains(argument) || argument == "--json" {
                flags.insert(argument)
            } else {
                let list = known.union(options).sorted().joined(separator: ", ")
                throw UsageError("unknown option ‘\(argument)’" + (list.isEmpty ? "" : " (this command takes \(list))"))
            }
        }
    }
}
