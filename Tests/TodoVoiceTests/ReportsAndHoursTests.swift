import Basics
import Foundation
import PhraseEngine
import SpeechText
import Testing
import TodoKit
@testable import TodoVoice

/// Set 41's families: a report of another doing left out of a Japanese command, hours written in
/// kana inside a word, Izumo's and Niigata's requests, counts said after the things, and English
/// places and Geordie days.
@Suite struct ReportsAndHoursTests {
    @Test func aReportOfAnotherDoingIsNotLeftOut() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        // Receiving or paying an invoice is no sending it: 請求書を送る is not completed.
        for said in ["請求書、受け取った。完了にしとけ", "請求書、払った。完了にして"] {
            let best = app.parse(said, language: .ja).best
            #expect(TalkTests.todo(best) != "請求書を送る", "\(said)")
        }
        // A report of the todo's own doing, or a generic one, is left out as before.
        #expect(TalkTests.todo(app.parse("牛乳、買ったよ。済みにして", language: .ja).best) == "牛乳を買う")
        #expect(TalkTests.todo(app.parse("銀行、行ってきた。終わりにして", language: .ja).best) == "銀行に行く")
        #expect(VoiceApp.reportsAnotherDoing("受け取った", than: "請求書を送る"))
        #expect(VoiceApp.reportsAnotherDoing("もらった", than: "請求書を送る"))
        #expect(!VoiceApp.reportsAnotherDoing("送った", than: "請求書を送る"))
        #expect(!VoiceApp.reportsAnotherDoing("終わった", than: "請求書を送る"))
        #expect(!VoiceApp.reportsAnotherDoing("取れました", than: "歯医者の予約"))
        #expect(!VoiceApp.reportsAnotherDoing("忙しいから", than: "請求書を送る"))
        // Nor a denial, nor a plain 「した」 said twice.
        #expect(!VoiceApp.reportsAnotherDoing("いらんかった", than: "パンを買う"))
        #expect(!VoiceApp.reportsAnotherDoing("したした", than: "田中さんに電話する"))
        #expect(VoiceApp.reportsAnotherDoing("渡した", than: "請求書を送る"))
    }

    @Test func anHourInKanaInsideAWordIsNoHour() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        // 「しじみ」 had been 四時 and a title 「み」, due at 16:00.
        let clams = app.parse("買い物リストにしじみを入れて", language: .ja).best
        #expect(clams?.slots["title"] == .text("しじみ"))
        #expect(clams?.slots["due"] == nil)
        #expect(app.parse("くじびきを追加", language: .ja).best?.slots["due"] == nil)
        // An hour in kana before a particle is still one.
        let hour = app.parse("よじにでんわするをついか", language: .ja).best
        #expect(hour?.slots["due"] != nil)
    }

    @Test func izumoAndNiigataRequestsAreRequests() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        for said in ["牛乳買ったすけ、済みにしてくんなせ", "牛乳買ったけん、済みにしてごしない", "牛乳買ったけん、済みにしちょいてごせ"] {
            let best = app.parse(said, language: .ja).best
            #expect(best?.intent == "CompleteTodo", "\(said)")
            #expect(TalkTests.todo(best) == "牛乳を買う", "\(said)")
        }
    }

    @Test func aCountSaidAfterTheThingsIsNoItem() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        let both = app.parse("目覚ましの電池を替える、カーテンを洗う、両方追加", language: .ja).best
        #expect(both?.slots["titles"] == .texts(["目覚ましの電池を替える", "カーテンを洗う"]))
        // 「やること一個」 is no 「やるこ」 and 「一個」.
        let one = app.parse("やること一個追加して", language: .ja).best
        #expect(one?.intent != "AddTodos")
        // A thing ending in こ is still one (かまぼこ, set 42).
        let three = app.parse("買い物リストにネギとかまぼこと醤油、入れちょって", language: .ja).best
        #expect(three?.slots["titles"] == .texts(["ネギ", "かまぼこ", "醤油"]))
    }

    @Test func wherePeopleGotAThingIsNoPartOfItsName() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        #expect(TalkTests.todo(app.parse("I got the bread at Market Basket, check it off", language: .en).best) == "Buy bread")
        #expect(StoreEntityResolver.placeDropped("the bread at Market Basket") == "the bread")
        #expect(StoreEntityResolver.placeDropped("at the store") == nil)
        // Which plants: the office's (blind set 21's near miss).
        #expect(StoreEntityResolver.placeDropped("water the plants at the office") == nil)
        #expect(StoreEntityResolver.placeDropped("the milk at the store") == "the milk")
        // Nothing of the store is the eggnog: asked, not acted on.
        #expect(TalkTests.todo(app.parse("I got the eggnog at Rouses, check it off", language: .en).best) == nil)
    }

    @Test func aLogsStatusFirstAndAVisitSaidAsDoneAreRead() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        #expect(TalkTests.todo(app.parse("item complete: water the plants", language: .en).best) == "Water the plants")
        #expect(TalkTests.todo(app.parse("I already went by the bank, cher, mark that done", language: .en).best) == "Go to the bank")
        #expect(StoreEntityResolver.lightDoingDropped("went by the bank") == "the bank")
    }

    @Test func aReportOfDoneIsNoThingToAdd() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        // 「チェック」 and 「…済み」 had been added as two todos.
        #expect(app.parse("田中さんにメール済み。チェック入れとけ", language: .ja).best?.intent != "AddTodos")
    }

    @Test func geordieDaysAndBritishUsAreRead() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        let morra = app.parse("howay, add get a stottie from Greggs for the morra", language: .en).best
        #expect(morra?.slots["title"] == .text("get a stottie from Greggs"))
        #expect(morra?.slots["due"] != nil)
        let neet = app.parse("remind us to make me bait the neet", language: .en).best
        #expect(neet?.intent == "AddTodo")
        #expect(neet?.slots["title"] == .text("make me bait"))
        #expect(VoiceApp.casualEnglish("remind us to call mum") == "remind me to call mum")
    }

    // Set 42's families.
    @Test func aTradesmansAndALearnersWordsAreRead() throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        let reopen = app.parse("un-tick the cat food, I never got it", language: .en).best
        #expect(reopen?.intent == "ReopenTodo")
        #expect(TalkTests.todo(reopen) == "Buy cat food")
        #expect(app.parse("please cancel what I just did", language: .en).best?.intent == "Undo")
        let urgent = app.parse("take the urgent off the invoice", language: .en).best
        #expect(urgent?.intent == "UpdateTodo")
        #expect(urgent?.slots["urgent"] == .enumValue("false"))
        let bump = app.parse("bump the plumber call an hour", language: .en).best
        #expect(bump?.intent == "SnoozeTodo")
        #expect(bump?.slots["duration"] == .duration(60))
        let repeated = app.parse("please add practice English conversation on every Tuesday and Thursday", language: .en).best
        #expect(repeated?.slots["title"] == .text("practice English conversation"))
        #expect(app.parse("please teach me my todos of today", language: .en).best?.intent == "ShowTodos")
    }

    @Test func aReasonAfterTheThingIsNoPartOfItAndYamaguchiAndFukuiAreRead() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        let tyres = app.parse("来週の月曜に車のタイヤを替える、ぶち大事じゃけ入れちょって", language: .ja).best
        #expect(tyres?.intent == "AddTodo")
        #expect(tyres?.slots["title"] == .text("車のタイヤを替える"))
        let sweets = app.parse("水ようかんを買う、買い物リストに入れてくんねの", language: .ja).best
        #expect(sweets?.slots["title"] == .text("水ようかんを買う"))
        #expect(TalkTests.todo(app.parse("母に電話したっちゃ、終わりにしちょって", language: .ja).best) == "母に電話する")
        #expect(app.parse("全部完了にしといての", language: .ja).best?.intent == "CompleteTodos")
        #expect(TalkTests.todo(app.parse("車検の予約、もういらんけえ消しちょって", language: .ja).best) == "車検の予約")
        #expect(app.parse("さっきのやつ取り消して", language: .ja).best?.intent == "Undo")
        let home = app.parse("家のリストでやること見せて", language: .ja).best
        #expect(home?.intent == "ShowTodos")
        guard case .entity(_, .resolved(let list))? = home?.slots["list"] else {
            Issue.record("no list: \(String(describing: home))")
            return
        }
        #expect(list.title == "家")
    }
}
