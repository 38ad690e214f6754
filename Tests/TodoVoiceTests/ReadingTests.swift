import Basics
import Foundation
import PhraseEngine
import Testing
import TodoKit
import TodoVoice

/// Parsing, asking and showing write nothing, whatever `--now` says.
@Suite struct ReadingTests {
    static let utc = Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!)

    @Test func aFutureNowParsesAsksAndShowsWithoutChangingTheStore() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00")
        func state() throws -> String {
            let document = try app.service(.en).exportDocument()
            return document["todos"]!.jsonText + document["lists"]!.jsonText
        }
        let before = try state()
        let counter = app.service(.en).changeCounter

        let future = VoiceApp(
            store: app.store, clock: Clock(parsingNow: "2026-12-31T09:00", calendar: Self.utc)!, engine: Repository.engine,
            defaultLanguage: .en)
        #expect(future.parse("complete take vitamins", language: nil).best?.intent == "CompleteTodo")
        let conversation = future.makeConversation()
        #expect(conversation.respond(to: "show my todos")?.kind == .done)
        #expect(conversation.respond(to: "delete take vitamins")?.kind == .ask)
        #expect(conversation.respond(to: "no")?.kind == .cancelled)
        #expect(conversation.respond(to: "complete my most urgent todo")?.kind == .ask)
        #expect(conversation.respond(to: "no")?.kind == .cancelled)
        let shown = try future.service(.en).perform(IntentRequest(.showTodos)).result["todos"]!.arrayValue!
        #expect(shown.first { $0["title"] == "Take vitamins" }?["due"] == "2026-12-31")

        #expect(try state() == before)
        #expect(app.service(.en).changeCounter == counter)
        let now = try app.service(.en).perform(IntentRequest(.showTodos)).result["todos"]!.arrayValue!
        #expect(now.first { $0["title"] == "Take vitamins" }?["due"] == "2026-11-30")
    }
}

/// A list heard by sound in a transcript, and what such a guess may never do.
@Suite struct ListsHeardBySoundTests {
    func slot(_ app: VoiceApp, _ sentence: String) -> (intent: String?, list: String?) {
        let best = app.parseAlone(sentence, language: .en).best
        guard case .entity(_, .resolved(let list))? = best?.slots["list"] else { return (best?.intent, nil) }
        return (best?.intent, list.title)
    }

    @Test func aMisheardListNameIsTheListThatSoundsLikeIt() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00")
        #expect(slot(app, "add milk to my glossary's list").list == "Groceries")
        #expect(slot(app, "add milk to the grocerys list").list == "Groceries")
    }

    @Test func soundNeverPicksAListToDeleteNorEatsTheTitle() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00")
        // A list to delete or clear must be said as it is named.
        #expect(slot(app, "delete the glossary's list").list == nil)
        // Words of the title after the list are not part of its sound; nor is a different word.
        #expect(app.parseAlone("put in groceries two lemons", language: .en).best?.slots["title"] == .text("two lemons"))
        #expect(slot(app, "add milk to the worker list").list == nil)
        #expect(slot(app, "add milk to the camping list").list == nil)
    }
}
