import Basics
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

extension CommandContext {
    /// The folder of grammars: `INTENTTODO_GRAMMARS`, else the `Grammars` folder of the checkout
    /// the binary was built in (found by walking up from the executable), else `./Grammars`.
    var grammarsFolder: URL {
        if let configured = environment["INTENTTODO_GRAMMARS"], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            folder = executable.deletingLastPathComponent()
        }
        for _ in 0..<6 {
            let candidate = folder.appendingPathComponent("Grammars")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("en").path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Grammars")
    }

    /// The compiled phrase engine; a broken grammar is printed like a compiler error.
    /// Sentence commands compile each language on its first sentence (`.lazy`); `test` and
    /// `lint` compile all at once so every grammar problem shows.
    /// Grammars and automata are cached in `$XDG_CACHE_HOME/intenttodo` (`INTENTTODO_CACHE=off`: not).
    func engine(compilation: PhraseEngine.Compilation = .eager) throws(GrammarError) -> PhraseEngine {
        let cache = CacheFile.folder(environment: environment).map {
            GrammarCache(folder: $0, programIdentity: CacheFile.programIdentity)
        }
        let engine = try VoiceApp.loadEngine(grammars: grammarsFolder, compilation: compilation, cache: cache)
        // NB: the engine lives until the process exits; freeing its grammars and automata one
        // object at a time on the way out would cost a one-shot command more than parsing.
        CommandContext.keptUntilExit.append(engine)
        return engine
    }

    /// Objects left for the process's exit to reclaim.
    nonisolated(unsafe) static var keptUntilExit: [AnyObject] = []

    /// The voice app over the store: engine, resolver and conversation delegate.
    func voiceApp() -> Result<VoiceApp, VoiceSetupFailure> {
        let engine: PhraseEngine
        do {
            engine = try self.engine(compilation: .lazy)
        } catch {
            return .failure(.grammar(error))
        }
        do {
            let store = try TodoStore(path: databasePath, busyTimeout: busyTimeout)
            let app = VoiceApp(store: store, clock: clock, engine: engine, defaultLanguage: language, forcedLanguage: options.language)
            app.bulkProgress = ProgressBar.reporter()
            return .success(app)
        } catch {
            return .failure(.store(error))
        }
    }

    /// Prints why the voice app could not start; returns the exit code.
    func report(_ failure: VoiceSetupFailure) -> Int32 {
        switch failure {
        case .grammar(let error):
            Console.diagnostic(error.description)
            return 2
        case .store(let error):
            return report(error)
        }
    }

    /// The history file of the prompt: `$XDG_STATE_HOME/intenttodo/history` (`~/.local/state/…`);
    /// nil with `INTENTTODO_HISTORY=off`, when nothing typed may be kept.
    var historyFile: String? {
        if let setting = environment["INTENTTODO_HISTORY"], ["off", "0", "no", "false"].contains(setting.lowercased()) {
            return nil
        }
        let state = environment["XDG_STATE_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/state")
        return state + "/intenttodo/history"
    }
}

/// Why the voice commands could not start.
enum VoiceSetupFailure: Error {
    case grammar(GrammarError)
    case store(StoreError)
}
