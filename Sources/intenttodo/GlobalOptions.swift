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
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(UsageError) -> String {
                if let inlineValue { return inlineValue }
                index += 1
                guard index < arguments.count else { throw UsageError("option \(name) needs a value") }
                return arguments[index]
            }
            switch name {
            case "--db":
                let path = try value()
                guard !path.isEmpty else { throw UsageError("option --db needs a path") }
                databasePath = path
            case "--lang":
                let code = try value()
                guard let language = Language(rawValue: code.lowercased()) else {
                    throw UsageError("unknown language ‘\(code)’ for --lang (expected en or ja)")
                }
                self.language = language
            case "--now":
                let text = try value()
                guard let clock = Clock(parsingNow: text) else {
                    throw UsageError("bad --now ‘\(text)’ (expected YYYY-MM-DDTHH:MM, local time)")
                }
                self.clock = clock
            case "--json":
                guard inlineValue == nil else { throw UsageError("option --json takes no value") }
                json = true
            case "--help", "-h":
                command = "help"
                return
            default:
                throw UsageError("unknown option ‘\(argument)’ (global options: --db, --lang, --now, --json)")
            }
            index += 1
        }
        guard index < arguments.count else { return }
        command = arguments[index]
        self.arguments = Array(arguments[(index + 1)...])
    }
}

/// A mistake in how intenttodo was called: exit 2 with a one-line message.
///
///     UsageError("unknown option ‘--x’").message   // "unknown option ‘--x’"
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
