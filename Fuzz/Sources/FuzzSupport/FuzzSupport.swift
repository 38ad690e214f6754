import Basics
import CFuzzer
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

/// What the fuzz targets share: the checkout's data, a fixed clock, a store seeded from the
/// corpus fixtures, and the input as text.
public enum Fuzz {
    /// The checkout: `INTENTTODO_ROOT`, else found from this file's path (`Fuzz/Sources/FuzzSupport/…`).
    public static let root: URL = {
        if let root = ProcessInfo.processInfo.environment["INTENTTODO_ROOT"], !root.isEmpty {
            return URL(fileURLWithPath: root)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }()

    /// Monday 2026-11-30 09:00 UTC, the clock of the corpus.
    public static let clock: Clock = {
        let calendar = Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!)
        return Clock(parsingNow: "2026-11-30T09:00", calendar: calendar)!
    }()

    /// The signature of `LLVMFuzzerTestOneInput`.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// Runs libFuzzer over `test` with the process's arguments (libFuzzer's flags, corpus
    /// folders or files) and exits with its status. `setUp` builds what every input shares
    /// (grammars, a seeded store) before the first input, with leak detection off: LeakSanitizer
    /// cannot follow the tagged pointers of Swift's indirect enums and would report what the
    /// globals hold as leaked.
    ///
    ///     Fuzz.main(fuzzJSON)   // the last line of a target's main.swift
    public static func main(setUp: () -> Void = {}, _ test: TestOneInput) -> Never {
        __lsan_disable()
        setUp()
        __lsan_enable()
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }

    /// The input's bytes.
    public static func bytes(_ start: UnsafePointer<UInt8>?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return Array(UnsafeBufferPointer(start: start, count: count))
    }

    /// The input as text, the way the CLI sees a file or line (bad UTF-8 becomes U+FFFD).
    public static func text(_ bytes: some Collection<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The first byte as a choice among `count` ways (0 for an empty input) and the rest.
    public static func choice(_ bytes: [UInt8], among count: Int) -> (Int, ArraySlice<UInt8>) {
        guard let first = bytes.first else { return (0, []) }
        return (Int(first) % count, bytes.dropFirst())
    }

    /// Fails the run with a message (libFuzzer saves the input as a crash).
    public static func fail(_ message: @autoclosure () -> String, file: StaticString = #file, line: UInt = #line) -> Never {
        fatalError("fuzz invariant: " + message(), file: file, line: line)
    }

    /// The small grammars (en, ja) the App Shortcuts tests add phrases to
    /// (`Tests/PhraseEngineTests/Fixtures/shortcuts`), loaded once: adding phrases to them is
    /// quick, so the readers get most of the time.
    nonisolated(unsafe) public static let shortcutGrammars = grammars(in: "Tests/PhraseEngineTests/Fixtures/shortcuts")

    /// The grammars (en, ja) of a folder of the checkout.
    public static func grammars(in folder: String) -> [Language: Grammar] {
        do {
            var grammars: [Language: Grammar] = [:]
            for language in Language.allCases {
                grammars[language] = try Grammar.load(directory: root.appendingPathComponent("\(folder)/\(language.rawValue)"))
            }
            return grammars
        } catch {
            fatalError("cannot load the grammars under \(root.path)/\(folder): \(error)")
        }
    }

    /// A todo app over an in-memory store seeded from `Corpus/fixtures/en.json` and `ja.json`.
    public static func seededApp() -> VoiceApp {
        do {
            let store = try TodoStore(path: ":memory:")
            try seed(store)
            let engine = try VoiceApp.loadEngine(grammars: root.appendingPathComponent("Grammars"))
            return VoiceApp(store: store, clock: clock, engine: engine, defaultLanguage: .en)
        } catch {
            fatalError("cannot set up the seeded app: \(error)")
        }
    }

    /// Imports the corpus fixtures into `store`.
    public static func seed(_ store: TodoStore) throws {
        for language in Language.allCases {
            let url = root.appendingPathComponent("Corpus/fixtures/\(language.rawValue).json")
            let service = TodoService(store: store, clock: clock, language: language)
            _ = try service.importDocument(JSONValue(parsing: Data(contentsOf: url)))
        }
    }
}
