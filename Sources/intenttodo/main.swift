// intenttodo: the command line. Thin: it parses arguments, opens the store through TodoKit,
// and prints answers. See docs/CLI.md.
import Foundation

/// Every command by name.
let commands: [String: (CommandContext) -> Int32] = [
    "intent": IntentCommand.run,
    "export": ArchiveCommands.export,
    "import": ArchiveCommands.import,
    "help": { _ in
        Console.out(Help.text)
        return 0
    },
]

@MainActor func runMain() -> Int32 {
    let options: GlobalOptions
    do {
        options = try GlobalOptions(parsing: Array(CommandLine.arguments.dropFirst()))
    } catch {
        Console.error(error.message)
        return 2
    }
    guard let name = options.command else {
        Console.error("missing command; try ‘intenttodo help’")
        return 2
    }
    guard let command = commands[name] else {
        Console.error("unknown command ‘\(name)’ (commands: \(commands.keys.sorted().joined(separator: ", ")))")
        return 2
    }
    return command(CommandContext(options: options))
}

exit(runMain())
