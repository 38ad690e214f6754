/// A command's own arguments: flags such as `--yes` (anywhere after the command) and the rest
/// in order. `--json` is accepted here too and joins the global one.
///
///     try CommandArguments(["AddTodo", "--yes", "title=Milk"], flags: ["--yes"])
///     // positionals: ["AddTodo", "title=Milk"], flags: ["--yes"]
struct CommandArguments {
    var positionals: [String] = []
    var flags: Set<String> = []

    init(_ arguments: [String], flags known: Set<String>) throws(UsageError) {
        var onlyPositionals = false
        for argument in arguments {
            if onlyPositionals || !argument.hasPrefix("--") {
                positionals.append(argument)
            } else if argument == "--" {
                onlyPositionals = true
            } else if known.contains(argument) || argument == "--json" {
                flags.insert(argument)
            } else {
                let list = known.sorted().joined(separator: ", ")
                throw UsageError("unknown option ‘\(argument)’" + (list.isEmpty ? "" : " (this command takes \(list))"))
            }
        }
    }
}
