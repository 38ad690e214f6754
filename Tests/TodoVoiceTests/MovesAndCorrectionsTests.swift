import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText
import Testing
import TodoKit
@testable import TodoVoice

/// Set 43's families: the day a todo is moved from, corrections of a time or a repeat or one
/// item of a list, Irish English's "after" perfect and its asides, and Nagasaki's requests.
@Suite struct MovesAndCorrectionsTests {
    static func due(_ reading: Interpretation?) -> String? {
        if case .date(let due)? = reading?.slots["due"] { return due.description }
        return nil
    }

    @Test func theDayMovedFromIsNoPartOfTheName() throws {
        let english = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        for said in ["move pay rent from friday to monday", "change the due date of pay rent from friday to monday"] {
            let best = english.parse(said, language: .en).best
            #expect(best?.intent == "UpdateTodo", "\(said)")
            #expect(TalkTests.todo(best) == "Pay rent", "\(said)")
            #expect(Self.due(best) == "2026-12-07", "\(said)")
            #expect(best?.slots["was_due"] == nil, "\(said)")
        }
        let japanese = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        // 「期限を水曜から木曜」 had been the todo's new title.
        let moved = japanese.parse("プレゼンの資料を作るの期限を水曜から木曜に変えて", language: .ja).best
        #expect(moved?.intent == "UpdateTodo")
        #expect(moved?.slots["title"] == nil)
        #expect(Self.due(moved) == "2026-12-03")
        #expect(Self.due(japanese.parse("家賃を払う、金曜から月曜に変更", language: .ja).best) == "2026-12-07")
    }

    @Test func aCorrectionReplacesOnlyWhatItSays() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        // A time alone keeps the day said before it (it had been today at 16:00).
        let time = app.parse("add pick up the kids tomorrow at 3 pm, uh, actually make it 4 pm", language: .en).best
        #expect(Self.due(time) == "2026-12-01T16:00")
        #expect(time?.slots["title"] == .text("pick up the kids"))
        // A day replaces the whole date.
        #expect(Self.due(app.parse("add call mom tomorrow at 3 pm, no wait, friday", language: .en).best) == "2026-12-04")
        // A repeat replaces the repeat, not the title's last words ("water the" had been the title).
        let repeated = app.parse("remind me to water the Christmas tree every day, scratch that, every Sunday", language: .en).best
        #expect(repeated?.slots["title"] == .text("water the Christmas tree"))
        // One item of a list: the last ("margarine" had been added alone).
        let items = app.parse("add flour, sugar and butter, no wait, margarine to Groceries", language: .en).best
        #expect(items?.slots["titles"] == .texts(["flour", "sugar", "margarine"]))
        // Not a thing and a word aside.
        #expect(TalkTests.todo(app.parse("Complete call mom, sorry, I meant call dad", language: .en).best) == "Call dad")
        #expect(VoiceApp.replacingLastItem(of: "add milk, eggs and bread", with: "rolls") == "add milk, eggs and rolls")
        #expect(VoiceApp.replacingLastItem(of: "complete call mom, sorry", with: "call dad") == nil)
    }

    @Test func irishAfterPerfectReportsADoneThing() throws {
        #expect(VoiceApp.afterPerfect("I'm after getting the eggs in Tesco, tick them off") == "i got the eggs in Tesco, tick them off")
        #expect(VoiceApp.afterPerfect("amn't I after posting the package") == "i posted the package")
        #expect(VoiceApp.afterPerfect("remind me to call mom after getting the milk") == nil)
        #expect(PastTense.ofGerund("going") == "went")
        #expect(PastTense.ofGerund("shopping") == "shopped")
        #expect(PastTense.ofGerund("baking") == "baked")
        #expect(PastTense.ofGerund("paying") == "paid")
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        let eggs = app.parse("grand, I'm after getting the eggs in Tesco, tick them off", language: .en).best
        #expect(eggs?.intent == "CompleteTodo")
        #expect(TalkTests.todo(eggs) == "Buy eggs")
        #expect(TalkTests.todo(app.parse("I'm after going to the bank, b'y, mark that one done", language: .en).best) == "Go to the bank")
        // Talk before a command that names all it needs.
        let reopen = app.parse("the yoke's after breaking down, reopen do the laundry", language: .en).best
        #expect(reopen?.intent == "ReopenTodo")
        #expect(TalkTests.todo(reopen) == "Do the laundry")
        // A command after talk that points back at it is no command alone: "remind me at 5" of "call mom".
        let reminded = app.parse("call mom, remind me at 5", language: .en).best
        #expect(reminded?.slots["title"] == .text("call mom"))
        // "after" in a title is no report.
        #expect(app.parse("remind me to call mom after getting the milk", language: .en).best?.intent == "AddTodo")
    }

    @Test func nagasakiRequestsAreRequests() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        // 「〜しとってくれんね」 had become 「〜しといてない」 (a denial) through two regional forms.
        for said in ["牛乳買ったけん、済みにしとってくれんね", "牛乳買ってきたけん、済みにしとってくれんね"] {
            let best = app.parse(said, language: .ja).best
            #expect(best?.intent == "CompleteTodo", "\(said)")
            #expect(TalkTests.todo(best) == "牛乳を買う", "\(said)")
        }
        let list = app.parse("長崎旅行っていうリスト作ってくれんね", language: .ja).best
        #expect(list?.intent == "CreateList")
        #expect(list?.slots["name"] == .text("長崎旅行"))
        // 「あのな、」 is one filler, not 「あの」 and a title beginning 「な、」.
        let added = app.parse("えーと、あのな、町内会の回覧板を回す、入れといてや", language: .ja).best
        #expect(added?.slots["title"] == .text("町内会の回覧板を回す"))
        // Why, said between the thing and the request, is neither.
        let deleted = app.parse("会議の準備、もういらんのよ。消しといてや", language: .ja).best
        #expect(deleted?.intent == "DeleteTodo")
        #expect(TalkTests.todo(deleted) == "会議の準備")
        // Not a report of another doing said there: 牛乳を買う, not パンを買う.
        #expect(TalkTests.todo(app.parse("パン、牛乳買ったんだ、完了にして", language: .ja).best) != "パンを買う")
        // A count of the word for a todo names no title: asked for.
        #expect(app.parse("タスク一個追加してや", language: .ja).best?.missing == ["title"])
    }
}
