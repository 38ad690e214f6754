import Basics
import Foundation
import PhraseEngine
import Testing
import TodoKit
import TodoVoice

/// What a long-running front end (`intenttodo serve`) needs of the app: the clock moves with
/// time, and each turn may come with its own language.
@Suite struct LongRunningTests {
    static let utc = Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!)

    @Test func movingTheClockMovesEveryServiceAndTheParser() throws {
        let app = try Repository.app(fixture: nil, now: "2026-11-30T09:00")
        let japanese = app.service(.ja)  // made before the clock moves
        app.clock = try #require(Clock(parsingNow: "2026-12-05T09:00", calendar: Self.utc))
        #expect(japanese.clock.now == app.clock.now)
        #expect(app.service(.en).clock.now == app.clock.now)
        let conversation = app.makeConversation()
        let turn = try #require(conversation.respond(to: "add pay rent tomorrow"))
        #expect(turn.kind == .done)
        #expect(turn.result?["todo"]?["due"] == "2026-12-06")
    }

    @Test func aTurnsLanguageReadsItAndWordsTheAnswer() throws {
        let app = try Repository.app(fixture: nil, now: "2026-11-30T09:00")
        let conversation = app.makeConversation()
        conversation.forcedLanguage = .ja
        let unheard = try #require(conversation.respond(to: "zork"))
        #expect(unheard.kind == .nomatch && unheard.language == .ja)
        conversation.forcedLanguage = nil
        let added = try #require(conversation.respond(to: "牛乳を買うを追加"))
        #expect(added.kind == .done && added.language == .ja)
        let english = try #require(conversation.respond(to: "add buy bread"))
        #expect(english.kind == .done && english.language == .en)
    }
}
