import Basics
import Foundation
import PhraseEngine
import Testing
import TodoKit
@testable import TodoVoice

/// Set 44's families: a Japanese request said before its thing, Koshu's forms, pauses written as
/// spaces between items; a West Country speaker's words, urgency said with stress after a title,
/// "next week Friday", "strike" and a star taken off a thing said first.
@Suite struct RequestFirstTests {
    static func intent(_ app: VoiceApp, _ said: String, _ language: Language) -> String? {
        app.parse(said, language: language).best?.intent
    }

    @Test func aJapaneseRequestSaidFirstActsOnTheThingAfterIt() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        let added = app.parse("入れといて、明日の昼。ランチの店を予約する", language: .ja).best
        #expect(added?.intent == "AddTodo")
        #expect(added?.slots["title"] == .text("ランチの店を予約する"))
        #expect(MovesAndCorrectionsTests.due(added) == "2026-12-01T12:00")
        // 「ね」 after a piece of it.
        let softened = app.parse("追加して、クリスマスケーキの予約。水曜までね", language: .ja).best
        #expect(softened?.slots["title"] == .text("クリスマスケーキの予約"))
        #expect(MovesAndCorrectionsTests.due(softened) == "2026-12-02")
        let moved = app.parse("ずらしといて、会議の準備。明日の14時に", language: .ja).best
        #expect(moved?.intent == "UpdateTodo")
        #expect(TalkTests.todo(moved) == "会議の準備")
        #expect(Self.intent(app, "消しといて、用事のリストごと", .ja) == "DeleteList")
        // Several things after it, each added (AddTodos reads below the rewrite floor of other readings).
        #expect(app.parse("追加しといて、電池と電球とガムテープ", language: .ja).best?.slots["titles"] == .texts(["電池", "電球", "ガムテープ"]))
        // Not a request not to: nothing is done.
        for said in ["済みにしなくていいよ、会議の準備。まだ途中だし", "消さないで、パンのやつ"] {
            let best = app.parse(said, language: .ja).best
            #expect(best == nil || !["CompleteTodo", "DeleteTodo"].contains(best?.intent ?? ""), "\(said)")
        }
        #expect(VoiceApp.requestSaidFirst("牛乳を買う、入れといて") == nil)
        // Its thing said before the request, or a question a request after it answers: as said.
        #expect(VoiceApp.requestSaidFirst("買い物リストにリップ追加して、ガチ必要") == nil)
        #expect(VoiceApp.requestSaidFirst("リストって何があったっけ、見して") == nil)
        #expect(VoiceApp.requestSaidFirst("仕事に入れといて、明日までに。年末調整の書類を出す")?.first == "明日までに、年末調整の書類を出す、仕事に入れといて")
    }

    @Test func koshuFormsAndSpacedItems() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        let added = app.parse("毎週水曜に桃の畑を見回るって入れとけし", language: .ja).best
        #expect(added?.intent == "AddTodo")
        #expect(added?.slots["title"] == .text("桃の畑を見回る"))
        #expect(Self.intent(app, "パンはもういいから、消してくりょう", .ja) == "DeleteTodo")
        // 〜ちょし asks not to.
        let denied = app.parse("牛乳は消しちょし、まだ買ってないじゃん", language: .ja).best
        #expect(denied?.intent != "DeleteTodo")
        let spaced = app.parse("買い物リストに鶏肉 玉ねぎ じゃがいも 人参を追加", language: .ja).best
        #expect(spaced?.slots["titles"] == .texts(["鶏肉", "玉ねぎ", "じゃがいも", "人参"]))
        let pointed = app.parse("お線香と、ろうそくと、半紙、これを買い物に入れておいてください", language: .ja).best
        #expect(pointed?.slots["titles"] == .texts(["お線香", "ろうそく", "半紙"]))
    }

    @Test func westCountryAndStageWords() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        let urgent = app.parse("stick get the Land Rover through its MOT, 'tis urgent mind", language: .en).best
        #expect(urgent?.slots["title"] == .text("get the Land Rover through its MOT"))
        #expect(urgent?.slots["urgent"] == .enumValue("true"))
        let friday = app.parse("remind me to pay the ECG bill next week Friday", language: .en).best
        #expect(MovesAndCorrectionsTests.due(friday) == "2026-12-11")
        #expect(friday?.slots["title"] == .text("pay the ECG bill"))
        #expect(app.parse("search for passport, my lover", language: .en).best?.slots["query"] == .text("passport"))
        #expect(Self.intent(app, "I've got the bread, tick 'un off", .en) == "CompleteTodo")
        // "strike X" says done to some and delete to others: nothing is done; "strike X off" is done.
        #expect(Self.intent(app, "strike email the landlord", .en) == nil)
        #expect(Self.intent(app, "strike email the landlord off", .en) == "CompleteTodo")
        #expect(Self.intent(app, "strike through email the landlord", .en) == "CompleteTodo")
        // A star taken off a thing said first is no bulk delete of the starred ones.
        let star = app.parse("call mom, remove the star", language: .en).best
        #expect(star?.intent == "ToggleFavorite")
        #expect(TalkTests.todo(star) == "Call mom")
        #expect(app.parse("snooze take vitamins for an our", language: .en).best?.slots["duration"] == .duration(60))
        let snoozed = app.parse("put the plumber off for an hour", language: .en).best
        #expect(snoozed?.intent == "SnoozeTodo")
    }

    /// A todo's name said bare first, then the command that points at it or names nothing.
    @Test func aNameSaidBareFirst() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        for said in ["pay rent, mark it as done please", "pay rent, mark as done please"] {
            let best = app.parse(said, language: .en).best
            #expect(best?.intent == "CompleteTodo", "\(said)")
            #expect(TalkTests.todo(best) == "Pay rent", "\(said)")
        }
        #expect(TalkTests.todo(app.parse("water the plants, snooze it for an hour", language: .en).best) == "Water the plants")
        // Talk is no name.
        #expect(app.parse("i'm tired, mark it as done", language: .en).best?.intent != "CompleteTodo" || TalkTests.todo(app.parse("i'm tired, mark it as done", language: .en).best) == nil)
    }
}
