import Basics
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

/// Argument handling for the sentence commands; the work is in `VoiceCommands`.
enum VoiceEntry {
    static func parse(_ context: CommandContext) -> Int32 {
        run(context, flags: []) { app, arguments, json in
            let utterance = arguments.positionals.isEmpty ? nil : arguments.positionals.joined(separator: " ")
            return VoiceCommands.parse(app: app, utterance: utterance, json: json)
        }
    }

    static func say(_ context: CommandContext) -> Int32 {
        run(context, flags: ["--yes"]) { app, arguments, json in
            guard !arguments.positionals.isEmpty else {
                Console.error("say needs a sentence: intenttodo say \"complete buy milk\"")
                return 2
            }
            return VoiceCommands.say(
                app: app, text: arguments.positionals.joined(separator: " "), json: json, assumeYes: arguments.flags.contains("--yes"))
        }
    }

    static func listen(_ context: CommandContext) -> Int32 {
        run(context, flags: [], options: ["--format"]) { app, arguments, json in
            let value = arguments.values["--format"] ?? "plain"
            guard let format = SpeechInputFormat(rawValue: value.lowercased()) else {
                Console.error("unknown format ‘\(value)’ for --format (expected plain, vosk or whisper)")
                return 2
            }
            guard arguments.positionals.isEmpty else {
                Console.error("listen reads its turns from standard input; unexpected ‘\(arguments.positionals[0])’")
                return 2
            }
            return VoiceCommands.listen(app: app, format: format, json: json)
        }
    }

    /// `intenttodo` with no command: the prompt on a terminal, a plain `listen` on a pipe.
    static func interactive(_ context: CommandContext) -> Int32 {
        run(context, flags: []) { app, _, json in
            guard Terminal.current.isInteractiveInput, !json else {
                return VoiceCommands.listen(app: app, format: .plain, json: json)
            }
            return VoiceCommands.prompt(app: app, historyFile: context.historyFile)
        }
    }

    private static func run(
        _ context: CommandContext, flags: Set<String>, options: Set<String> = [],
        _ body: (VoiceApp, CommandArguments, Bool) -> Int32
    ) -> Int32 {
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments(context.options.arguments, flags: flags, options: options)
        } catch {
            Console.error(error.message)
            return 2
        }
        switch context.voiceApp() {
        case .failure(let failure):
            return context.report(failure)
        case .success(let app):
            return body(app, parsed, context.options.json || parsed.flags.contains("--json"))
        }
    }
}
