/// A command's own arguments, read by its `CommandSpec`: flags such as `--yes` and options with
/// a value (`--format vosk`, `--format=vosk`) anywhere after the command, the rest in order.
/// `--json` and `--help` are taken by every command; after `--` everything is positional.
///
///     try CommandTable.command(named: "intent")!.parse(["AddTodo", "--yes", "title=Milk"])
///     // positionals: ["AddTodo", "title=Milk"], flags: ["--yes"]
struct CommandArguments {
    var positionals: [String] = []
    var flags: Set<String> = []
    /// Options with a value, by name; choices lowercased.
    var values: [String: String] = [:]

    /// `--help` was given: show the command's help instead of running it.
    var wantsHelp: Bool { flags.contains("--help") }
    /// `--json` was given after the command.
    var wantsJSON: Bool { flags.contains("--json") }

    init(_ arguments: [String], for spec: CommandSpec) throws(UsageError) {
        let options = spec.options + CommandTable.commonOptions
        var onlyPositionals = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("--") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let name = String(argument.prefix { $0 != "=" })
            let inline: String? = name.count < argument.count ? String(argument.dropFirst(name.count + 1)) : nil
            guard let option = options.first(where: { $0.name == name }) else {
                throw .unknownOption(argument, command: spec.name, accepted: spec.options.map(\.name))
            }
            guard option.takesValue else {
                guard inline == nil else { throw .unexpectedValue(option: name) }
                flags.insert(name)
                continue
            }
            var value: String
            if let inline {
                value = inline
            } else {
                guard index < arguments.count else { throw .missingValue(option: name) }
                value = arguments[index]
                index += 1
            }
            if case .choice(let noun, let choices) = option.value {
                guard choices.contains(value.lowercased()) else {
                    throw .unknownChoice(option: name, noun: noun, value: value, choices: choices)
                }
                value = value.lowercased()
            }
            values[name] = value
        }
        guard !wantsHelp else { return }
        if let option = spec.options.first(where: { $0.isRequired && values[$0.name] == nil }) {
            throw .missingArgument(command: spec.name, what: option.synopsis)
        }
        let required = spec.arguments.filter(\.isRequired)
        if positionals.count < required.count {
            throw .missingArgument(command: spec.name, what: required[positionals.count].what)
        }
        if !spec.arguments.contains(where: \.repeats), positionals.count > spec.arguments.count {
            throw .unexpectedArgument(command: spec.name, argument: positionals[spec.arguments.count])
        }
    }

    /// True when `--json` stands among `arguments` before any `--`, whether or not they parse,
    /// so a usage error can still answer in JSON.
    static func asksForJSON(_ arguments: [String]) -> Bool {
        arguments.prefix { $0 != "--" }.contains("--json")
    }
}
