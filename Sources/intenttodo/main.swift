// intenttodo: the command line. Thin: it parses arguments, opens the store through TodoKit,
// and prints answers. See docs/CLI.md.
import Foundation

/// Every command by name.
let commands: [String: (CommandContext) -> Int32] = [
    "intent": IntentCommand.run,
    "export": ArchiveCommands.export,
    "import": ArchiveCommands.import,
    "parse": VoiceEntry.parse,
    "say": VoiceEntry.say,
    "listen": VoiceEntry.listen,
    "prompt": VoiceEntry.interactive,
    "test": CorpusCommands.test,
    "lint": CorpusCommands.lint,
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
        return VoiceEntry.interactive(CommandContext(options: options))
    }
    guard let command = commands[name] else {
        Console.error("unknown command ‘\(name)’ (commands: \(commands.keys.sorted().joined(separator: ", ")))")
        return 2
    }
    return command(CommandContext(options: options))
}

exit(runMain())
