import Basics
import Foundation
import TodoVoice

/// `serve --wyoming URI [--idle-timeout S] [--read-timeout S] [--verbose]`: IntentTodo as a
/// Wyoming conversation agent (docs/WYOMING.md).
enum ServeCommand {
    static let defaultIdleTimeout: TimeInterval = 300
    static let defaultReadTimeout: TimeInterval = 10

    static func run(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        // NB: the table requires --wyoming.
        guard let uri = arguments.values["--wyoming"] else { throw .missingArgument(command: "serve", what: "--wyoming URI") }
        guard let address = ServeAddress(uri) else {
            throw .badValue(option: "--wyoming", value: uri, expected: "tcp://HOST:PORT or unix:///PATH")
        }
        let idleTimeout = try seconds(arguments, "--idle-timeout", default: defaultIdleTimeout)
        let readTimeout = try seconds(arguments, "--read-timeout", default: defaultReadTimeout)
        switch context.voiceApp() {
        case .failure(let failure):
            return context.report(failure)
        case .success(let app):
            // NB: no progress bar: bulk intents run on connection threads, not at a terminal.
            app.bulkProgress = nil
            let book = ConversationBook(app: app, fixedClock: context.options.clock, idleTimeout: idleTimeout)
            let settings = WyomingServer.Settings(
                address: address, idleTimeout: idleTimeout, readTimeout: readTimeout,
                verbose: arguments.flags.contains("--verbose"), json: context.options.json || arguments.wantsJSON)
            return WyomingServer(settings: settings, book: book).run()
        }
    }

    /// A positive number of seconds (fractions allowed), at most a day.
    private static func seconds(_ arguments: CommandArguments, _ option: String, default value: TimeInterval) throws(UsageError) -> TimeInterval {
        guard let text = arguments.values[option] else { return value }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 86_400 else {
            throw .badValue(option: option, value: text, expected: "seconds, more than 0 and at most 86400")
        }
        return seconds
    }
}
