import Basics
import Foundation
import TodoKit
import TodoVoice

/// What every command gets: the global options, the environment, and the store and service
/// opened on first use.
///
///     let context = CommandContext(options: options)
///     let service = try context.service()   // opens --db / INTENTTODO_DB / the XDG default
final class CommandContext {
    let options: GlobalOptions
    let environment: [String: String]
    private var openedService: TodoService?

    init(options: GlobalOptions, environment: [String: String] = ProcessEnvironment.values) {
        self.options = options
        self.environment = environment
    }

    /// `--lang`, else `LC_ALL`/`LC_MESSAGES`/`LANG`, else English.
    var language: Language { options.language ?? Language.fromEnvironment(environment) }

    /// `--now`, else the real clock.
    var clock: Clock { options.clock ?? Clock() }

    var databasePath: String { options.databasePath ?? TodoStore.defaultPath(environment: environment) }

    /// Milliseconds to wait for another process's lock: `INTENTTODO_BUSY_TIMEOUT_MS` or the default.
    var busyTimeout: Int {
        environment["INTENTTODO_BUSY_TIMEOUT_MS"].flatMap(Int.init).map { max(0, $0) } ?? TodoStore.defaultBusyTimeout
    }

    /// The service over the opened store.
    func service() throws(StoreError) -> TodoService {
        if let openedService { return openedService }
        let store = try TodoStore(path: databasePath, busyTimeout: busyTimeout)
        // NB: every write indexes the titles it changes (MeCab loads only for a Japanese title).
        store.titleIndexer = StoreTitleIndexer()
        let service = TodoService(store: store, clock: clock, language: language)
        service.bulkProgress = ProgressBar.reporter()
        openedService = service
        return service
    }

    /// Prints a store failure and returns its exit code (2 for a bad file, 1 for a busy one).
    func report(_ error: StoreError) -> Int32 {
        Console.error(error.description)
        return error.isInputError ? 2 : 1
    }
}
