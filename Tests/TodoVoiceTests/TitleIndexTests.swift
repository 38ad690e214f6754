import Basics
import EntityResolution
import Foundation
import PhraseEngine
import Testing
import TodoKit
import TodoVoice

/// The title index kept in the store: it never disagrees with the todos, whatever writes
/// them, and ranks exactly as the in-memory index over the same titles.
@Suite struct TitleIndexTests {
    static let extraEnglish = [
        "Buy oat milk", "Call mom about the trip to Paris", "Email Mike about the contract", "Read chapter 7",
        "Buy 42 stamps", "Pick up the library books", "Book flights to Berlin", "Call the electrician", "Water plants",
    ]
    static let extraJapanese = ["牛乳を飲む", "母に電話する", "3月の予算", "歯医者の予約", "週末に洗濯する", "パンを焼く"]

    func store(_ language: Language, extra: [String]) throws -> (TodoStore, TodoService) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("title-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let store = try TodoStore(path: folder.appendingPathComponent("todos.sqlite").path)
        store.titleIndexer = StoreTitleIndexer()
        let clock = Clock(parsingNow: "2026-11-30T09:00", calendar: Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!))!
        let service = TodoService(store: store, clock: clock, language: language)
        let data = try Data(contentsOf: Repository.fixtures.appendingPathComponent(language.rawValue + ".json"))
        _ = try service.importDocument(JSONValue(parsing: data))
        for title in extra {
            _ = try service.perform(IntentRequest(.addTodo, arguments: ["title": .text(title)], isConfirmed: true))
        }
        return (store, service)
    }

    func expectConsistent(_ store: TodoStore, _ step: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let problems = try store.titleIndexProblems()
        #expect(problems.isEmpty, "after \(step): \(problems.prefix(5))", sourceLocation: sourceLocation)
    }

    @Test func storedRankingIsTheInMemoryRanking() throws {
        for (language, extra, queries) in [
            (Language.en, Self.extraEnglish, ["by milk", "buy milk", "call mom", "call dad", "the quarterly report", "read chapter eight",
                                              "email mike", "buy oat milk", "plants", "a", "zzz", "call the plumber tomorrow"]),
            (Language.ja, Self.extraJapanese, ["牛乳", "ぎゅうにゅう", "牛乳を買う", "牛乳を飲む", "父に電話", "4月の予算", "と", "パン", "よやく"]),
        ] {
            let (store, service) = try store(language, extra: extra)
            try expectConsistent(store, "import and adds (\(language))")
            let titles = service.entities(ofType: .todo)
            let memory = EntityIndex(records: titles.map { EntityRecord(id: $0.id, title: $0.title) })
            let resolver = StoreEntityResolver(service: service)
            resolver.synchronize()
            for query in queries {
                let stored = resolver.rank(.todo, spoken: query, language: language, scope: .all, limit: 9)
                let expected = Array(memory.rank(query, language: language, limit: StoreEntityResolver.rankingDepth).prefix(9))
                #expect(stored == expected, "\(language) “\(query)”: \(stored.map(\.title)) vs \(expected.map(\.title))")
            }
        }
    }

    @Test func everyWriteKeepsTheIndexInStep() throws {
        let (store, service) = try store(.en, extra: Self.extraEnglish)
        try expectConsistent(store, "import")
        let todos = service.entities(ofType: .todo)
        let milk = try #require(todos.first { $0.title == "Buy milk" })
        _ = try service.perform(IntentRequest(.updateTodo, arguments: ["todo": .entityID(milk.id), "title": .text("Buy almond milk")]))
        try expectConsistent(store, "retitle")
        _ = try service.perform(IntentRequest(.deleteTodo, arguments: ["todo": .entityID(todos[3].id)], isConfirmed: true))
        try expectConsistent(store, "delete")
        _ = try service.perform(IntentRequest(.undo, arguments: [:]))
        try expectConsistent(store, "undo of the delete")
        _ = try service.perform(IntentRequest(.undo, arguments: [:]))
        try expectConsistent(store, "undo of the retitle")
        _ = try service.perform(IntentRequest(.deleteTodos, arguments: ["filter": .filter(.completed)], isConfirmed: true))
        try expectConsistent(store, "bulk delete")

        // Another program writes without an indexer: its todos wait, marked, for the next reader.
        let other = try TodoStore(path: store.path)
        let otherService = TodoService(store: other, clock: service.clock, language: .en)
        _ = try otherService.perform(IntentRequest(.addTodo, arguments: ["title": .text("Renew the car insurance")], isConfirmed: true))
        #expect(try !store.titleIndexProblems().isEmpty)
        let resolver = StoreEntityResolver(service: service)
        resolver.synchronize()
        let found = resolver.rank(.todo, spoken: "renew car insurance", language: .en)
        #expect(found.first?.title == "Renew the car insurance")
        try expectConsistent(store, "a reader caught up")

        // A large import rebuilds the posting lists whole.
        var many: [JSONValue] = []
        for index in 0..<3_000 { many.append(["title": .string("Generated task \(index) for \(["Sarah", "John", "the team"][index % 3])")]) }
        _ = try service.importDocument(["todos": .array(many)])
        try expectConsistent(store, "large import")
        _ = try service.perform(IntentRequest(.undo, arguments: [:]))
        try expectConsistent(store, "undo of the large import")
    }

    @Test func anOldStoreIsIndexedByItsFirstReader() throws {
        let (store, service) = try store(.ja, extra: Self.extraJapanese)
        // As the migration leaves it: every todo marked, no entries.
        let raw = try TodoStore(path: store.path)
        _ = raw  // the same file, without an indexer
        try store.resetTitleIndexForTesting()
        #expect(try !store.titleIndexProblems().isEmpty)
        let resolver = StoreEntityResolver(service: service)
        resolver.synchronize()
        #expect(resolver.rank(.todo, spoken: "牛乳を買う", language: .ja).first?.title == "牛乳を買う")
        try expectConsistent(store, "first reader")
    }
}
