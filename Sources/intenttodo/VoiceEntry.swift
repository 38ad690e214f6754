import Basics
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

/// The sentence commands after `CommandTable` has read their arguments; the work is in
/// `VoiceCommands`.
enum VoiceEntry {
    static func parse(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let utterance = arguments.positionals.isEmpty ? nil : arguments.positionals.joined(separator: " ")
        return withApp(context, arguments) { app, json in VoiceCommands.parse(app: app, utterance: utterance, json: json) }
    }

    static func say(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let text = arguments.positionals.joined(separator: " ")
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw .missingArgument(command: "say", what: "sentence (intenttodo say \"complete buy milk\")")
        }
        return withApp(context, arguments) { app, json in
            VoiceCommands.say(app: app, text: text, json: json, assumeYes: arguments.flags.contains("--yes"))
        }
    }

    static func listen(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        // NB: the table checked the value against the choices.
        let format = arguments.values["--format"].flatMap(SpeechInputFormat.init(rawValue:)) ?? .plain
        return withApp(context, arguments) { app, json in VoiceCommands.listen(app: app, format: format, json: json) }
    }

    /// `intenttodo prompt`: the interactive prompt, also when stdin is a pipe (then without
    /// line editing or history).
    static func prompt(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        withApp(context, arguments) { app, _ in
            VoiceCommands.prompt(app: app, historyFile: Terminal.current.isInteractiveInput ? context.historyFile : nil)
        }
    }

    /// `intenttodo` with no command: the prompt on a terminal, a plain `listen` on a pipe.
    static func interactive(_ context: CommandContext) -> Int32 {
        switch context.voiceApp() {
        case .failure(let failure):
            return context.report(failure)
        case .success(let app):
            guard Terminal.current.isInteractiveInput, !context.options.json else {
                return VoiceCommands.listen(app: app, format: .plain, json: context.options.json)
            }
            return VoiceCommands.prompt(app: app, historyFile: context.historyFile)
        }
    }

    private static func withApp(_ context: CommandContext, _ arguments: CommandArguments, _ body: (VoiceApp, Bool) -> Int32) -> Int32 {
        switch context.voiceApp() {
        case .failure(let failure):
            return context.report(failure)
        case .success(let app):
            return body(app, context.options.json || arguments.wantsJSON)
        }
    }
}
