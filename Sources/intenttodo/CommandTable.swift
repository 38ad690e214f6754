import Basics
import TodoKit

/// One option: a flag (`--yes`) or an option with a value (`--format vosk`, `--format=vosk`).
///
///     OptionSpec("--format", .choice(noun: "format", ["plain", "vosk", "whisper"]), "what one input line is")
struct OptionSpec: Sendable {
    enum Value: Sendable {
        /// A flag: present or not.
        case flag
        /// Any value, shown in help as the placeholder (`PATH`).
        case text(placeholder: String)
        /// One of a few words (matched ignoring case, kept lowercased); `noun` names them in errors.
        case choice(noun: String, [String])
    }

    var name: String
    var value: Value
    var help: String
    /// The command cannot run without it (`serve --wyoming URI`): shown without brackets,
    /// and its absence is a usage error.
    var isRequired: Bool

    init(_ name: String, _ value: Value, _ help: String, required: Bool = false) {
        self.name = name
        self.value = value
        self.help = help
        self.isRequired = required
    }

    var takesValue: Bool {
        if case .flag = value { return false }
        return true
    }

    /// `--yes`, `--db PATH`, `--format plain|vosk|whisper`.
    var synopsis: String {
        switch value {
        case .flag: return name
        case .text(let placeholder): return "\(name) \(placeholder)"
        case .choice(_, let choices): return "\(name) \(choices.joined(separator: "|"))"
        }
    }
}

/// One positional argument (or a run of them, `repeats`).
///
///     ArgumentSpec("FILE|-", what: "file to import (or - for stdin)", help: "a JSON document")
struct ArgumentSpec: Sendable {
    /// As shown in usage lines: `NAME`, `param=value`, `FILE|-`.
    var name: String
    /// What is missing when it is left out: "missing intent name".
    var what: String
    var isRequired: Bool
    /// Takes every remaining argument.
    var repeats: Bool
    var help: String

    init(_ name: String, what: String, required: Bool = true, repeats: Bool = false, help: String) {
        self.name = name
        self.what = what
        self.isRequired = required
        self.repeats = repeats
        self.help = help
    }

    /// `NAME`, `[param=value …]`, `SENTENCE …`.
    var synopsis: String {
        let text = repeats ? "\(name) …" : name
        return isRequired ? text : "[\(text)]"
    }
}

/// How a group of commands is titled in `intenttodo help`.
enum CommandGroup: CaseIterable, Sendable {
    case todos, glance, sentences, grammars, other

    var title: String {
        switch self {
        case .todos: return "run intents and move todos in and out:"
        case .glance: return "for timers and status bars:"
        case .sentences: return "say it in words:"
        case .grammars: return "for grammar writers:"
        case .other: return "and:"
        }
    }
}

/// A command: its name, arguments, options and one line of help, and what runs it. The table
/// (`CommandTable.commands`) drives parsing, `intenttodo help` and `intenttodo help COMMAND`.
struct CommandSpec: Sendable {
    typealias Run = @Sendable @MainActor (CommandContext, CommandArguments) throws(UsageError) -> Int32
    /// The `--json` line printed for a usage error of this command (`intent` has one in CONTRACT.md).
    typealias JSONFailure = @Sendable (_ message: String, _ arguments: CommandArguments?) -> JSONValue

    var name: String
    var group: CommandGroup
    var arguments: [ArgumentSpec] = []
    var options: [OptionSpec] = []
    /// One line, for `intenttodo help`.
    var summary: String
    /// More lines for `intenttodo help NAME`, made when asked.
    var details: @Sendable () -> [String] = { [] }
    var jsonFailure: JSONFailure? = nil
    var run: Run

    /// `intent NAME [param=value …] [--yes]`.
    var synopsis: String {
        ([name] + arguments.map(\.synopsis) + options.map(Self.bracketed)).joined(separator: " ")
    }

    /// The synopsis in the list of all commands: more than two optional options are
    /// `[option …]` there, so one command with many does not widen the whole list.
    var shortSynopsis: String {
        let optional = options.filter { !$0.isRequired }
        guard optional.count > 2 else { return synopsis }
        return ([name] + arguments.map(\.synopsis) + options.filter(\.isRequired).map(\.synopsis) + ["[option …]"]).joined(separator: " ")
    }

    private static func bracketed(_ option: OptionSpec) -> String {
        option.isRequired ? option.synopsis : "[\(option.synopsis)]"
    }

    /// The arguments after the command name, checked against this command's options and arguments.
    func parse(_ arguments: [String]) throws(UsageError) -> CommandArguments {
        try CommandArguments(arguments, for: self)
    }
}

/// The command line in one table: every command, the global options, and the options every
/// command takes (`--json`, `--help`).
enum CommandTable {
    /// Options that stand before the command.
    static let globalOptions: [OptionSpec] = [
        OptionSpec(
            "--db", .text(placeholder: "PATH"),
            "the SQLite store (default: $INTENTTODO_DB, else $XDG_DATA_HOME/intenttodo/todos.sqlite)"),
        OptionSpec("--lang", .choice(noun: "language", Language.allCases.map(\.rawValue)), "the language of answers (default: from LANG)"),
        OptionSpec("--now", .text(placeholder: "YYYY-MM-DDTHH:MM"), "the reference clock, local time (default: the real clock)"),
        OptionSpec("--json", .flag, "machine output: one JSON object per line"),
        OptionSpec("--help", .flag, "this help (also -h)"),
    ]

    /// Flags every command takes after its name too.
    static let commonOptions: [OptionSpec] = [
        OptionSpec("--json", .flag, "machine output, as the global --json"),
        OptionSpec("--help", .flag, "this help"),
    ]

    static let commands: [CommandSpec] = [
        CommandSpec(
            name: "intent", group: .todos,
            arguments: [
                ArgumentSpec("NAME", what: "intent name", help: "the intent to run (listed below)"),
                ArgumentSpec(
                    "param=value", what: "parameter", required: false, repeats: true,
                    help: "a parameter; splits at the first =, so values may contain ="),
            ],
            options: [OptionSpec("--yes", .flag, "confirm a delete or bulk change")],
            summary: "run one intent with explicit parameters",
            details: IntentCommand.catalogHelp,
            jsonFailure: IntentCommand.usageFailureJSON,
            run: IntentCommand.run),
        CommandSpec(
            name: "export", group: .todos,
            options: [
                OptionSpec("--format", .choice(noun: "format", ["json", "ics"]), "json (default) or ics: one iCalendar file of VTODOs"),
                OptionSpec("--vdir", .text(placeholder: "DIR"), "write one <uid>.ics per todo into DIR (a vdir), not to stdout"),
            ],
            summary: "write every list, section and todo as JSON (or iCalendar) to stdout",
            run: ArchiveCommands.export),
        CommandSpec(
            name: "import", group: .todos,
            arguments: [
                ArgumentSpec(
                    "FILE|DIR|-", what: "file to import (or - for stdin)",
                    help: "a JSON document or an .ics file, a vdir folder of .ics files, - for stdin")
            ],
            options: [
                OptionSpec("--format", .choice(noun: "format", ["json", "ics"]), "what FILE is (default: from its extension, else its content)")
            ],
            summary: "add a JSON or iCalendar file or a vdir (all of it or nothing)",
            run: ArchiveCommands.import),
        CommandSpec(
            name: "remind", group: .glance,
            options: [
                OptionSpec("--within", .text(placeholder: "DURATION"), "also todos due in the next DURATION (15m, 1h, 1h30m; default 0)")
            ],
            summary: "print (and notify-send) the todos that became due since it last ran",
            details: {
                [
                    "Each due is reported once (each occurrence of a repeating todo, a snoozed todo again when",
                    "its snooze ends); nothing is printed when nothing became due. Run it every minute from a",
                    "systemd user timer or cron: see docs/INTEGRATIONS.md.",
                ]
            },
            run: GlanceCommands.remind),
        CommandSpec(
            name: "status", group: .glance,
            options: [
                OptionSpec(
                    "--format", .choice(noun: "format", ["text", "json", "waybar"]),
                    "text (default), json, or waybar's custom-module JSON")
            ],
            summary: "one line for a status bar: overdue, due today, the next todo",
            run: GlanceCommands.status),
        CommandSpec(
            name: "parse", group: .sentences,
            arguments: [
                ArgumentSpec("UTTERANCE", what: "utterance", required: false, repeats: true, help: "one sentence; without it, one per stdin line")
            ],
            summary: "show how sentences are understood, changing nothing",
            run: VoiceEntry.parse),
        CommandSpec(
            name: "say", group: .sentences,
            arguments: [ArgumentSpec("SENTENCE", what: "sentence (intenttodo say \"complete buy milk\")", repeats: true, help: "what to do, in words")],
            options: [OptionSpec("--yes", .flag, "answer confirmations with yes")],
            summary: "do one sentence; questions are asked on a terminal",
            run: VoiceEntry.say),
        CommandSpec(
            name: "listen", group: .sentences,
            options: [
                OptionSpec(
                    "--format", .choice(noun: "format", ["plain", "vosk", "whisper"]),
                    "what a line is: text, a Vosk result or a whisper.cpp line (default plain)")
            ],
            summary: "a conversation over stdin, one turn a line",
            run: VoiceEntry.listen),
        CommandSpec(
            name: "prompt", group: .sentences,
            summary: "the interactive prompt (what intenttodo alone starts on a terminal)",
            run: VoiceEntry.prompt),
        CommandSpec(
            name: "serve", group: .sentences,
            options: [
                OptionSpec(
                    "--wyoming", .text(placeholder: "URI"), "listen as a Wyoming conversation agent: tcp://HOST:PORT or unix:///PATH",
                    required: true),
                OptionSpec(
                    "--idle-timeout", .text(placeholder: "SECONDS"),
                    "forget a conversation, and close a connection, silent this long (default \(Int(ServeCommand.defaultIdleTimeout)))"),
                OptionSpec(
                    "--read-timeout", .text(placeholder: "SECONDS"),
                    "close a connection that begins an event and does not finish it in time (default \(Int(ServeCommand.defaultReadTimeout)))"),
                OptionSpec("--verbose", .flag, "log connections and event types on stderr (never what was said)"),
            ],
            summary: "a conversation agent for Home Assistant and other Wyoming clients",
            run: ServeCommand.run),
        CommandSpec(
            name: "test", group: .grammars,
            arguments: [
                ArgumentSpec("PATH", what: "corpus", required: false, repeats: true, help: "a .corpus file or a folder of them (default: Corpus/)")
            ],
            options: [
                OptionSpec("--threshold", .text(placeholder: "R"), "the pass rate under which test fails, 0 to 1 (default 0.98)"),
                OptionSpec("--quiet", .flag, "print only the pass rates"),
            ],
            summary: "run corpus files against the grammars",
            run: CorpusCommands.test),
        CommandSpec(
            name: "lint", group: .grammars,
            summary: "report sentences two intents claim, templates that never win, data rules too large",
            run: CorpusCommands.lint),
        CommandSpec(
            name: "phrases", group: .grammars,
            arguments: [
                ArgumentSpec("test|lint", what: "action (test or lint)", help: "test: run the app's corpus; lint: check its phrases"),
                ArgumentSpec(
                    "DIR", what: "app folder (intenttodo phrases test DIR)",
                    help: "the app: AppShortcuts.xcstrings or <lang>.lproj/, intents.json, *.corpus"),
            ],
            options: [
                OptionSpec("--lang", .choice(noun: "language", Language.allCases.map(\.rawValue)), "only this language's phrases and corpus lines"),
                OptionSpec("--threshold", .text(placeholder: "R"), "test: the pass rate under which it fails, 0 to 1 (default 0.9)"),
                OptionSpec("--junit", .text(placeholder: "FILE"), "test: also write the results as JUnit XML"),
                OptionSpec("--quiet", .flag, "test: print only the pass rates"),
            ],
            summary: "test and lint any app's App Shortcuts phrases (docs/PHRASES.md)",
            details: PhrasesCommand.details,
            run: PhrasesCommand.run),
        CommandSpec(
            name: "help", group: .other,
            arguments: [ArgumentSpec("COMMAND", what: "command", required: false, help: "a command to describe")],
            summary: "this list, or one command's arguments and options",
            run: Help.run),
    ]

    private static let byName: [String: CommandSpec] = Dictionary(uniqueKeysWithValues: commands.map { ($0.name, $0) })

    static func command(named name: String) -> CommandSpec? { byName[name] }
}
