import Basics
import Foundation

/// The options that stand before the command (`--db`, `--lang`, `--now`, `--json`), and the
/// command with its own arguments after them.
///
///     try GlobalOptions(parsing: ["--json", "--db", "x.sqlite", "intent", "Undo"])
///     // json: true, databasePath: "x.sqlite", command: "intent", arguments: ["Undo"]
struct GlobalOptions {
    var databasePath: String?
    var language: Language?
    var clock: Clock?
    var json = false
    var command: String?
    var arguments: [String] = []

    init(parsing arguments: [String]) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            guard argument.hasPrefix("-"), argument != "-" else { break }
            if argument == "-h" {
                command = "help"
                return
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = CommandTable.globalOptions.first(where: { $0.name == name }) else {
                throw .unknownOption(argument, command: nil, accepted: CommandTable.globalOptions.map(\.name))
            }
            var value = ""
            if option.takesValue {
                if let inlineValue {
                    value = inlineValue
                } else {
                    index += 1
                    guard index < arguments.count else { throw .missingValue(option: name) }
                    value = arguments[index]
                }
                guard !value.isEmpty else { throw .missingValue(option: name) }
            } else if inlineValue != nil {
                throw .unexpectedValue(option: name)
            }
            switch name {
            case "--db":
                databasePath = value
            case "--lang":
                guard let language = Language(rawValue: value.lowercased()) else {
                    throw .unknownChoice(option: name, noun: "language", value: value, choices: Language.allCases.map(\.rawValue))
                }
                self.language = language
            case "--now":
                guard let clock = Clock(parsingNow: value) else {
                    throw .badValue(option: name, value: value, expected: "YYYY-MM-DDTHH:MM, local time")
                }
                self.clock = clock
            case "--json":
                json = true
            case "--help":
                command = "help"
                return
            default:
                preconditionFailure("global option \(name) is in CommandTable.globalOptions but not read here")
            }
            index += 1
        }
        guard index < arguments.count else { return }
        command = arguments[index]
        self.arguments = Array(arguments[(index + 1)...])
    }
}
