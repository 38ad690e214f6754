import Basics
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

/// The repository's folders and one compiled engine shared by the tests (compiling takes a while).
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let grammars = root.appendingPathComponent("Grammars")
    static let corpus = root.appendingPathComponent("Corpus")
    static let fixtures = corpus.appendingPathComponent("fixtures")
    static let conversations = root.appendingPathComponent("Tests/TodoVoiceTests/Conversations")

    static let engine: PhraseEngine = {
        do {
            return try VoiceApp.loadEngine(grammars: grammars)
        } catch {
            fatalError("the repository's grammars do not load:\n\(error)")
        }
    }()

    /// A fresh store in a temporary folder, seeded from a corpus fixture.
    static func app(fixture: String?, now: String, language: Language = .en) throws -> VoiceApp {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("intenttodo-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try TodoStore(path: folder.appendingPathComponent("todos.sqlite").path)
        let clock = Clock(parsingNow: now, calendar: Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!))!
        if let fixture {
            let service = TodoService(store: store, clock: clock, language: language)
            let data = try Data(contentsOf: fixtures.appendingPathComponent(fixture + ".json"))
            _ = try service.importDocument(JSONValue(parsing: data))
        }
        return VoiceApp(store: store, clock: clock, engine: engine, defaultLanguage: language)
    }
}
