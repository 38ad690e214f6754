/// `intenttodo help` and `intenttodo help COMMAND` (also `COMMAND --help`), written from
/// `CommandTable`: what is in the table is what help shows.
///
///     intenttodo help listen
///     usage: intenttodo [global options] listen [--format plain|vosk|whisper]
///     …
enum Help {
    @MainActor static func run(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        guard let name = arguments.positionals.first else {
            Console.out(lines: text)
            return 0
        }
        guard let command = CommandTable.command(named: name) else { throw .unknownCommand(name) }
        Console.out(lines: text(for: command))
        return 0
    }

    /// Every command with its synopsis and one line, by group, then the global options.
    static var text: String {
        let globals = CommandTable.globalOptions.filter { $0.name != "--help" }.map { "[\($0.synopsis)]" }
        var lines = ["usage: intenttodo \(globals.joined(separator: " ")) [COMMAND …]", ""]
        let width = CommandTable.commands.map(\.shortSynopsis.count).max() ?? 0
        for group in CommandGroup.allCases {
            let commands = CommandTable.commands.filter { $0.group == group }
            guard !commands.isEmpty else { continue }
            lines.append(group.title)
            for command in commands {
                lines.append("  " + command.shortSynopsis.padded(to: width) + "   " + command.summary)
            }
            lines.append("")
        }
        lines.append("global options (before the command):")
        lines += table(CommandTable.globalOptions.map { ($0.synopsis, $0.help) })
        lines += [
            "",
            "With no command: the prompt on a terminal, listen on a pipe.",
            "Exit codes: 0 done, 1 not carried out, 2 usage or input error.",
            "See intenttodo help COMMAND and docs/CLI.md.",
        ]
        return lines.joined(separator: "\n")
    }

    /// One command: usage, summary, arguments, options and its own details.
    static func text(for command: CommandSpec) -> String {
        var lines = ["usage: intenttodo [global options] \(command.synopsis)", "", command.summary]
        if !command.arguments.isEmpty {
            lines += ["", "arguments:"]
            lines += table(command.arguments.map { ($0.name, $0.help) })
        }
        lines += ["", "options:"]
        lines += table((command.options + CommandTable.commonOptions).map { ($0.synopsis, $0.help) })
        let details = command.details()
        if !details.isEmpty { lines += [""] + details }
        return lines.joined(separator: "\n")
    }

    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = rows.map(\.0.count).max() ?? 0
        return rows.map { "  " + $0.0.padded(to: width) + "   " + $0.1 }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
