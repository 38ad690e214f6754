import Basics
import Foundation
import PhraseEngine
import Testing
import TodoKit
@testable import TodoVoice

/// A command said inside talk (`VoiceApp.commandInTalk`), and what must never be cut away.
@Suite struct TalkTests {
    static func best(_ sentence: String, fixture: String) throws -> Interpretation? {
        try SafetyTests.app(fixture).parse(sentence, language: nil).best
    }

    static func todo(_ reading: Interpretation?) -> String? {
        if case .entity(_, .resolved(let candidate))? = reading?.slots["todo"] { return candidate.title }
        return nil
    }

    @Test func clausesAreCutAtPausesAndBeforeAReason() {
        #expect(VoiceApp.clauses(of: "so the meeting prep, can you rename it to prep because that's what it is", language: .en) == [
            "so the meeting prep", "can you rename it to prep", "because that's what it is",
        ])
        #expect(VoiceApp.clauses(of: "ok. so. add milk", language: .en) == ["ok", "so", "add milk"])
        // A reason's から after a verb or an adjective ends a clause; a noun's から (さくらさんから) does not.
        #expect(VoiceApp.clauses(of: "車検の予約、なまら大事だから急ぎにしといて", language: .ja) == ["車検の予約", "なまら大事だから", "急ぎにしといて"])
        #expect(VoiceApp.clauses(of: "さくらさんからメールが来た", language: .ja) == ["さくらさんからメールが来た"])
        #expect(VoiceApp.clauses(of: "明日から、ジムに行く", language: .ja) == ["明日から", "ジムに行く"])
    }

    @Test(arguments: [
        // The command is one clause of the talk.
        ("right so before I forget, because I always forget this stuff, my neighbor asked if I could water her plants, so add water the plants on saturday",
         "en", "AddTodo", nil as String?),
        // The todo named first, acted on in a later clause, with talk between.
        ("and the car service thing, look, I keep putting it off and I know that's bad, so star it so it stays in my face", "en", "ToggleFavorite",
         "Schedule car service"),
        ("so the meeting prep, can you just rename it to prep for the pitch because that's what it actually is", "en", "UpdateTodo",
         "Prepare for the meeting"),
        // Japanese: the topic, a reason, the request.
        ("車検の予約、なまら大事だから急ぎにしといて", "ja", "UpdateTodo", "車検の予約"),
        ("用事リスト、もう使わないからドロップして", "ja", "DeleteList", nil),
        ("歯医者の予約、取れました。完了で", "ja", "CompleteTodo", "歯医者の予約"),
        // The same change said twice, as a report and then as a request: one change.
        ("milk. got the milk. check it off", "en", "CompleteTodo", "Buy milk"),
        // A topic, a reason about it, the request (Hiroshima's 〜けぇ and 〜ときんさい in their standard forms).
        ("部屋の掃除はたいぎいけぇ、土曜日にずらしときんさい", "ja", "UpdateTodo", "部屋を掃除する"),
    ])
    func theCommandInTheTalkIsRead(sentence: String, fixture: String, intent: String, todo: String?) throws {
        let best = try Self.best(sentence, fixture: fixture)
        #expect(best?.intent == intent, "\(sentence)")
        if let todo { #expect(Self.todo(best) == todo, "\(sentence)") }
    }

    @Test(arguments: [
        // Taken back after the command: nothing of it is acted on.
        ("remove the plumber one, no wait, leave it", "en"),
        ("cross off pay rent, actually never mind, just leave it on the list", "en"),
        ("delete email the landlord— no wait, not delete— mark it done", "en"),
        // A command of its own left over: two commands are never cut down to one.
        ("the coffee beans are all gone, put them back on", "en"),
        // Said to someone else, or asked.
        ("ねえお父さん、ゴミ出してくれた？", "ja"),
        ("パパ、牛乳買ってきてくれた？", "ja"),
        // A topic is never left out in Japanese: the request alone would find another todo by its verb.
        ("さくらさんへのメール、送っといたから完了ね", "ja"),
        // A noun's から is no reason.
        ("さくらさんからメールが来た", "ja"),
        // A report of one thing, a request about another: no clause is said again.
        ("got the milk. check off bread", "en"),
        // A completion asked for with its todo not found is no add of the words (「…、済みにし」「…、星」).
        ("おばあちゃんに電話したけぇ、済みにしといて", "ja"),
        ("さくら組の保護者にメールするの、星つけておいてもらえる？", "ja"),
        // Parts set apart that are no title: a day after another, another command's request, a question.
        ("明日の、あ違う、明後日の朝、魚屋に電話、入れて", "ja"),
        ("年賀状、名前変えて、「年賀状を書いて出す」", "ja"),
        ("今日なんだっけ、今日の読んで", "ja"),
    ])
    func nothingIsCutAwayThatChangesWhatIsDone(sentence: String, fixture: String) throws {
        let best = try Self.best(sentence, fixture: fixture)
        // Whatever is read, it is not a change of another todo than the one meant.
        let acted = try SafetyTests.acted(sentence, fixture: fixture)
        switch sentence {
        case "the coffee beans are all gone, put them back on": #expect(best?.intent != "CompleteTodo")
        case "got the milk. check off bread": #expect(acted != "Buy milk")
        case "おばあちゃんに電話したけぇ、済みにしといて", "さくら組の保護者にメールするの、星つけておいてもらえる？", "明日の、あ違う、明後日の朝、魚屋に電話、入れて",
            "年賀状、名前変えて、「年賀状を書いて出す」", "今日なんだっけ、今日の読んで":
            #expect(best?.intent != "AddTodo" && best?.intent != "AddTodos", "\(sentence)")
        case "さくらさんへのメール、送っといたから完了ね": #expect(acted != "請求書を送る")
        default: #expect(acted == nil, "\(sentence) acted on \(acted ?? "")")
        }
    }

    @Test func itemsAreNeverCutAwayAsTalk() throws {
        let best = try Self.best("add 3 things: return jake's charger, buy shower shoes, print my essay", fixture: "en")
        #expect(best?.intent == "AddTodos")
        #expect(best?.slots["titles"] == .texts(["return jake's charger", "buy shower shoes", "print my essay"]))
    }

    @Test func aNewTitleThatIsOnlyADateIsTheDueDate() throws {
        let moved = try Self.best("could you change the slides one to friday instead?", fixture: "en")
        #expect(moved?.slots["title"] == nil)
        #expect(moved?.slots["due"] != nil)
        // Said as a name, it stays one.
        #expect(try Self.best("rename the slides one to friday", fixture: "en")?.slots["title"] == .text("friday"))
        #expect(try Self.best("プレゼンの資料の名前を「金曜」に変えて", fixture: "ja")?.slots["title"] == .text("金曜"))
    }

    @Test func aWordSaidFirstMayBeWhomItIsSaidTo() throws {
        #expect(try Self.best("babe, did you feed the cat", fixture: "en") == nil)
    }

    @Test(arguments: [
        // Dates, repeats and urgency set off after (or a date before) the title are the todo's.
        ("雪かき、毎日って入れといて", "雪かき"),
        ("冬タイヤ交換、土曜の10時な、追加しといて", "冬タイヤ交換"),
        ("リリース作業、明日の22時、アージェントで追加", "リリース作業"),
        ("デッドライン金曜17時で、コードレビュー対応ってタスク切っといて", "コードレビュー対応"),
        ("町内会の集金、12月10日までにやるって入れといて", "町内会の集金"),
        ("毎週金曜に週報を出す、繰り返しで登録", "週報を出す"),
    ])
    func partsSetOffAfterTheTitleAreItsValues(sentence: String, title: String) throws {
        let best = try Self.best(sentence, fixture: "ja")
        #expect(best?.intent == "AddTodo", "\(sentence)")
        #expect(best?.slots["title"] == .text(title), "\(sentence)")
        #expect(best?.slots["due"] != nil || best?.slots["repeat"] != nil, "\(sentence)")
    }

    @Test func aQuotedNewTitleIsTheQuoteAndALongerNameIsOnlyOffered() throws {
        let best = try Self.best("会議の議事録を「定例の議事録」にリネーム", fixture: "ja")
        #expect(best?.slots["title"] == .text("定例の議事録"))
        #expect(Self.todo(best) == nil)
        let plain = try Self.best("会議の準備を「定例の議事録」にリネーム", fixture: "ja")
        #expect(plain?.slots["title"] == .text("定例の議事録"))
        #expect(Self.todo(plain) == "会議の準備")
    }

    @Test func aNameRunningOnIntoAListNotFoundIsOnlyOffered() throws {
        #expect(try SafetyTests.acted("図書館で本借りるの、家のリストに移動しといて", fixture: "ja") == nil)
        #expect(try SafetyTests.acted("図書館に本を返すの、家のリストに移動しといて", fixture: "ja") == "図書館に本を返す")
    }

    @Test(arguments: [
        ("kindly add a reminder to pay the gas bill by tomorrow itself", "kindly add a reminder to pay the gas bill by tomorrow"),
        ("what all is there for today", "what is there for today"),
        ("can the vitamins wait ten more minutes", "can the vitamins wait ten minutes"),
        ("can the rent wait another hour", "can the rent wait an hour"),
        ("set the trash to repeat just on mondays", "set the trash to repeat on mondays"),
        ("grep invoice", "search for invoice"),
        ("what all's due today", "what is due today"),
        // Disfluencies: a stutter, a word said twice, a word said again after a pause or a hesitation.
        ("d-delete the bread", "delete the bread"),
        ("add um water the the tomatoes every every day", "add um water the tomatoes every day"),
        ("remind me to, uh, to ring, ring the garage", "remind me to ring the garage"),
        ("dry cleaning push to saturday can or not", "dry cleaning push to saturday"),
        ("search plumber lah", "search plumber"),
    ])
    func casualEnglishIsReadAsSaidPlainly(said: String, plain: String) {
        #expect(VoiceApp.casualEnglish(said) == plain)
    }

    @Test func aRecognizersGrabIsNoSearch() throws {
        #expect(try Self.best("can you grab me a coffee when youre up", fixture: "en") == nil)
        #expect(VoiceApp.casualEnglish("the only one") == nil)
        // Said twice on purpose.
        #expect(VoiceApp.casualEnglish("add that that is fine") == nil)
        // A number's homophone twice in a row is the number ("for four hours").
        #expect(VoiceApp.casualEnglish("snooze the plumber for for hours") == nil)
    }
}
