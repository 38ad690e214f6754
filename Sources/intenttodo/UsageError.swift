/// A mistake in how intenttodo was called, or an input it cannot read: exit 2 with one line
/// on stderr. Commands throw these; `UsageError.report` is the one place that prints them.
///
///     UsageError.unknownOption("--x", command: "say", accepted: ["--yes"]).message
///     // "unknown option ‘--x’ (say takes --yes)"
enum UsageError: Error, Equatable {
    /// No such command.
    case unknownCommand(String)
    /// An option the command (or, with `command` nil, the global options) does not take.
    case unknownOption(String, command: String?, accepted: [String])
    /// `--db` at the end, or `--db=` with nothing after it.
    case missingValue(option: String)
    /// A value given to a flag: `--json=1`.
    case unexpectedValue(option: String)
    /// A value outside an option's choices: `--format mp3`.
    case unknownChoice(option: String, noun: String, value: String, choices: [String])
    /// A value an option cannot read: `--now tomorrow`.
    case badValue(option: String, value: String, expected: String)
    /// A required argument left out (`what` names it: "intent name", "sentence").
    case missingArgument(command: String, what: String)
    /// An argument more than the command takes.
    case unexpectedArgument(command: String, argument: String)
    /// `intent` arguments: not `param=value`.
    case malformedParameter(String)
    /// `intent` arguments: one parameter twice.
    case repeatedParameter(String)
    /// A file or folder named on the command line that is not there (`what`: "corpus file or folder").
    case noSuchPath(String, what: String)
    /// A file that could not be read, with the system's reason.
    case unreadableFile(String, reason: String)
    /// Folders without any `.corpus` file.
    case noCorpusFiles(under: [String])
    /// An option given to an action that does not take it (`phrases lint --junit x.xml`).
    case optionNotFor(option: String, command: String)
    /// A file that could not be written, with the system's reason.
    case cannotWrite(String, reason: String)
    /// Two options that cannot go together (`--vdir` with `--format json`).
    case conflictingOptions(String, String, reason: String)

    /// The one-line message (without the `intenttodo: ` prefix).
    var message: String {
        switch self {
        case .unknownCommand(let name):
            return "unknown command ‘\(name)’ (commands: \(CommandTable.commands.map(\.name).joined(separator: ", ")))"
        case .unknownOption(let option, let command, let accepted):
            guard let command else { return "unknown option ‘\(option)’ (global options: \(accepted.joined(separator: ", ")))" }
            return "unknown option ‘\(option)’ (\(command) takes \(accepted.isEmpty ? "no options" : accepted.joined(separator: ", ")))"
        case .missingValue(let option):
            return "option \(option) needs a value"
        case .unexpectedValue(let option):
            return "option \(option) takes no value"
        case .unknownChoice(let option, let noun, let value, let choices):
            return "unknown \(noun) ‘\(value)’ for \(option) (expected \(Self.either(choices)))"
        case .badValue(let option, let value, let expected):
            return "bad \(option) ‘\(value)’ (expected \(expected))"
        case .missingArgument(let command, let what):
            return "missing \(what); \(Self.usage(of: command))"
        case .unexpectedArgument(let command, let argument):
            return "unexpected argument ‘\(argument)’; \(Self.usage(of: command))"
        case .malformedParameter(let argument):
            return "expected param=value, got ‘\(argument)’"
        case .repeatedParameter(let name):
            return "parameter ‘\(name)’ given twice"
        case .noSuchPath(let path, let what):
            return "no such \(what): \(path)"
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .noCorpusFiles(let folders):
            return "no .corpus files under \(folders.joined(separator: ", "))"
        case .optionNotFor(let option, let command):
            return "option \(option) is for \(command) only"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        case .conflictingOptions(let first, let second, let reason):
            return "\(first) cannot be used with \(second): \(reason)"
        }
    }

    /// Prints the error (and, for a command with a JSON failure shape under `--json`, that
    /// shape on stdout) and returns exit code 2.
    @discardableResult
    func report(command: CommandSpec? = nil, arguments: CommandArguments? = nil, json: Bool = false) -> Int32 {
        if json, let failure = command?.jsonFailure {
            Console.json(failure(message, arguments))
        }
        Console.error(message)
        return 2
    }

    private static func usage(of command: String) -> String {
        guard let spec = CommandTable.command(named: command) else { return "see intenttodo help" }
        return "usage: intenttodo \(spec.synopsis)"
    }

    /// "en or ja", "plain, vosk or whisper".
    private static func either(_ choices: [String]) -> String {
        guard choices.count > 1 else { return choices.first ?? "" }
        return choices.dropLast().joined(separator: ", ") + " or " + choices.last!
    }
}
