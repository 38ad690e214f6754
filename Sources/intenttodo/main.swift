// intenttodo: the command line. Thin: it parses arguments by CommandTable, opens the store
// through TodoKit, and prints answers. See docs/CLI.md.
import Foundation

@MainActor func runMain() -> Int32 {
    HeapPages.advise()
    let options: GlobalOptions
    do {
        options = try GlobalOptions(parsing: Array(CommandLine.arguments.dropFirst()))
    } catch {
        return error.report()
    }
    guard let name = options.command else {
        return VoiceEntry.interactive(CommandContext(options: options))
    }
    guard let command = CommandTable.command(named: name) else {
        return UsageError.unknownCommand(name).report()
    }
    let json = options.json || CommandArguments.asksForJSON(options.arguments)
    var parsed: CommandArguments?
    do {
        let arguments = try command.parse(options.arguments)
        parsed = arguments
        if arguments.wantsHelp {
            Console.out(lines: Help.text(for: command))
            return 0
        }
        return try command.run(CommandContext(options: options), arguments)
    } catch {
        return error.report(command: command, arguments: parsed, json: json)
    }
}

// A write past the file size limit (`ulimit -f`) fails with EFBIG, which the store reports
// ("no room to write the database …"), instead of the signal killing the process mid-change.
signal(SIGXFSZ, SIG_IGN)
exit(runMain())
