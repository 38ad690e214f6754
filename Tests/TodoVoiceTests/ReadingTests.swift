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

/// How the words of an add are cut into titles: items said without commas, corrections of a
/// phrase, things to do joined by 「と」.
@Suite struct TitlesAsSaidTests {
    static func titles(_ app: VoiceApp, _ sentence: String, _ language: Language) -> [String] {
        let best = app.parseAlone(sentence, language: language).best
        switch best?.slots["titles"] ?? best?.slots["title"] {
        case .text(let title)?: return [title]
        case .texts(let titles)?: return titles
        default: return []
        }
    }

    @Test(arguments: [
        ("en", "add eggs butter and flour", ["eggs", "butter", "flour"]),
        ("en", "add milk bread and eggs", ["milk", "bread", "eggs"]),
        ("en", "add apples peanut butter and jam", ["apples", "peanut butter", "jam"]),
        // A name whose head comes last stays whole.
        ("en", "add coffee filters and sugar", ["coffee filters", "sugar"]),
        ("en", "add sports drinks and chips", ["sports drinks", "chips"]),
        ("en", "add chicken breasts and rice", ["chicken breasts", "rice"]),
        ("en", "add garlic bread and pasta", ["garlic bread", "pasta"]),
        // A correction that begins with the title's preposition replaces that phrase.
        ("en", "add gift for mom no wait for dad", ["gift for dad"]),
        ("en", "add milk, no, wait, oat milk", ["oat milk"]),
        ("ja", "明日までに履歴書を書くと証明写真を撮るを追加", ["履歴書を書く", "証明写真を撮る"]),
        ("ja", "犬の散歩と猫の餌を追加", ["犬の散歩", "猫の餌"]),
        // A 「と」 that is a "when", a person, or a head shared by both sides keeps one todo.
        ("ja", "駅に着くと電話するを追加", ["駅に着くと電話する"]),
        ("ja", "ボタンを押すと音が鳴るを追加", ["ボタンを押すと音が鳴る"]),
        ("ja", "父と母に電話するを追加", ["父と母に電話する"]),
        ("ja", "母の日と父の日のプレゼントを追加", ["母の日と父の日のプレゼント"]),
        // Pauses a recognizer wrote as spaces; an interjection before the title.
        ("ja", "買い物に 醤油 みりん 砂糖 追加", ["醤油", "みりん", "砂糖"]),
        ("ja", "明日 じゃなくて明後日 ヨガの予約をするって追加", ["ヨガの予約をする"]),
        ("ja", "はい、牛乳を追加", ["牛乳"]),
        ("ja", "よし 卵を追加", ["卵"]),
    ] as [(String, String, [String])])
    func titlesAsSaid(fixture: String, sentence: String, expected: [String]) throws {
        let app = try Repository.app(fixture: fixture, now: "2026-11-30T09:00")
        #expect(Self.titles(app, sentence, Language(rawValue: fixture)!) == expected)
    }

    @Test func aTakenBackAddAndATodosStateAreNoTitle() throws {
        let ja = try Repository.app(fixture: "ja", now: "2026-11-30T09:00")
        #expect(ja.parseAlone("牛乳を追加、やっぱなし", language: .ja).best == nil)
        let en = try Repository.app(fixture: "en", now: "2026-11-30T09:00")
        #expect(en.parseAlone("put back the haircut as not done", language: .en).best?.intent == "ReopenTodo")
        #expect(en.parseAlone("add mark the essay as done", language: .en).best?.intent != "AddTodo")
    }

    @Test func spacesBetweenJapaneseWordsArePauses() {
        #expect(VoiceApp.spacesAsPauses("明日 いや 明後日") == "明日、いや、明後日")
        #expect(VoiceApp.spacesAsPauses("ABC 会議 at 5") == "ABC 会議 at 5")
        #expect(VoiceApp.spacesAsPauses("牛乳　卵") == "牛乳、卵")
    }

    @Test func oneKanaIsNoTodoNameSoTheSnoozeAsksWhich() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00")
        let best = app.parseAlone("スヌーズ5分", language: .ja).best
        #expect(best?.intent == "SnoozeTodo")
        #expect(best?.slots["todo"] == nil)
        #expect(best?.missing == ["todo"])
    }
}

/// Talk around a command: clauses before it and asides inside it set off by commas (English),
/// fillers, cushions and quotes (Japanese). The command is read; what it points at stays.
@Suite struct AsidesTests {
    static func reading(_ app: VoiceApp, _ sentence: String, _ language: Language) -> (intent: String?, slots: [String: String]) {
        let best = app.parseAlone(sentence, language: language).best
        var slots: [String: String] = [:]
        for (name, value) in best?.slots ?? [:] {
            switch value {
            case .text(let text): slots[name] = text
            case .texts(let texts): slots[name] = texts.joined(separator: "|")
            case .enumValue(let value): slots[name] = value
            case .entity(_, .resolved(let candidate)): slots[name] = candidate.title
            case .entity(let spoken, _): slots[name] = "?" + spoken
            case .date(let due): slots[name] = due.encoded
            default: slots[name] = "\(value)"
            }
        }
        return (best?.intent, slots)
    }

    @Test(arguments: [
        ("en", "since the client signed, create a new list called henderson account", "CreateList", "name", "henderson account"),
        ("en", "while we're at it, since the client signed, create a new list called henderson account", "CreateList", "name", "henderson account"),
        ("en", "before the one-on-ones start, show me the work list", "ShowTodos", "list", "Work"),
        ("en", "and while you're in there, add a section called q1 planning to the work list", "CreateSection", "name", "q1 planning"),
        ("en", "the plumber, who still hasn't called back, needs to be pushed to wednesday at 9am", "UpdateTodo", "todo", "Call the plumber"),
        ("en", "the cards for the holidays, could you move them to the errands list?", "UpdateTodo", "todo", "Write holiday cards"),
        ("en", "could you push the one about the package to thursday?", "UpdateTodo", "todo", "Mail the package"),
        ("ja", "あとさ、「旅行」ってリスト、作っといて", "CreateList", "name", "旅行"),
        ("ja", "大変お手数ですが、毎月25日に「給与明細を確認する」というタスクを作成していただけますか", "AddTodo", "title", "給与明細を確認する"),
        ("ja", "来週の水曜日までに「契約書に押印する」の追加をお願いできますでしょうか", "AddTodo", "title", "契約書に押印する"),
        ("ja", "新しいリスト「キャンプ用品」を作って", "CreateList", "name", "キャンプ用品"),
        ("ja", "ティッシュ買うん、追加しといて", "AddTodo", "title", "ティッシュ買う"),
        ("ja", "あ、それと、電池。買い物リストに", "AddTodo", "title", "電池"),
        ("ja", "えっと、明日の夕方…美容院に電話する、っての追加", "AddTodo", "title", "美容院に電話する"),
        ("en", "I finally booked the dentist, can you tick that one off?", "CompleteTodo", "todo", "Book dentist appointment"),
        ("en", "to close out the month, mark everything that's overdue as complete", "CompleteTodos", "filter", "overdue"),
        // Blind set 26: a question about one todo, a learner's statement, synonyms, polite and business forms.
        ("en", "is done the laundry?", "OpenTodo", "todo", "Do the laundry"),
        ("en", "is done the invoice", "CompleteTodo", "todo", "Send the invoice"),
        ("en", "did the coffee beans get bought", "OpenTodo", "todo", "Buy coffee beans"),
        ("en", "I rang my mother", "CompleteTodo", "todo", "Call mom"),
        ("en", "have I taken the rubbish out yet", "OpenTodo", "todo", "Take out the trash"),
        ("en", "remind me tomorrow buy the batteries", "AddTodo", "title", "buy the batteries"),
        ("ja", "本日中に見積書を送付、と登録してください", "AddTodo", "title", "見積書を送付"),
        ("ja", "年賀状書くの、20日じゃなくて15日にして", "UpdateTodo", "due", "2026-12-15"),
        ("ja", "家のリストば見せて", "ShowTodos", "list", "家"),
        ("ja", "傘ば買うっち入れとって", "AddTodo", "title", "傘ば買う"),
        ("ja", "植物の水やり、もう済んだと？", "OpenTodo", "todo", "植物に水をやる"),
        ("en", "the rent has been paid", "CompleteTodo", "todo", "Pay rent"),
        ("en", "the rent is paid?", "OpenTodo", "todo", "Pay rent"),
        ("en", "can you mark the rent done?", "CompleteTodo", "todo", "Pay rent"),
        ("en", "remind me, if you would, to ring the surgery on the 15th at half past ten in the morning", "AddTodo", "due", "2026-12-15T10:30"),
        // Words said again after a hesitation, or stuttered at the start.
        ("en", "uh add add get gas tomorrow morning", "AddTodo", "title", "get gas"),
        ("en", "remind me to um remind me to call the garage at 4 pm", "AddTodo", "title", "call the garage"),
        ("en", "add milk to uh to groceries", "AddTodo", "list", "Groceries"),
        ("en", "new list uh new list road trip", "CreateList", "name", "road trip"),
        // Japanese old-fashioned endings, loan words, hiragana.
        ("ja", "植物に水をやる、を完了にしておくれ", "CompleteTodo", "todo", "植物に水をやる"),
        ("ja", "経費精算のタスク、クローズしといて", "CompleteTodo", "todo", "経費精算を出す"),
        ("ja", "ぱんをかう、できたにして", "CompleteTodo", "todo", "パンを買う"),
        // A reason or a fact after the command; a thing said done, then pointed at.
        ("en", "snooze the dentist thing for an hour, I'm driving", "SnoozeTodo", "todo", "Book dentist appointment"),
        ("en", "move the rent to friday, the landlord is away", "UpdateTodo", "todo", "Pay rent"),
        ("en", "star the haircut so I remember it", "ToggleFavorite", "todo", "Get a haircut"),
        ("en", "laundry's folded, check it off", "CompleteTodo", "todo", "Do the laundry"),
        ("en", "oh the plants, I watered them this morning, mark them done", "CompleteTodo", "todo", "Water the plants"),
        // Japanese: the thing set up as the topic; regional words; 曜 in kana.
        ("ja", "家賃の件ですが、完了にしてください", "CompleteTodo", "todo", "家賃を払う"),
        ("ja", "車検の予約の件につきまして、期限を金曜日に変更願います", "UpdateTodo", "todo", "車検の予約"),
        ("ja", "洗濯するのはもういいや、消しといて", "DeleteTodo", "todo", "洗濯する"),
        ("ja", "歯医者の予約、来週の火曜さずらしてけろ", "UpdateTodo", "todo", "歯医者の予約"),
        ("ja", "電球ば替えるっち入れとって", "AddTodo", "title", "電球ば替える"),
        ("ja", "木よう日に体操服をもっていくって入れて", "AddTodo", "title", "体操服をもっていく"),
        // Family words said another way; a topic marker left on a name.
        ("ja", "親父に電話するのを完了", "CompleteTodo", "todo", "父に電話する"),
        ("ja", "お母さんに電話、終わった", "CompleteTodo", "todo", "母に電話する"),
        ("en", "mark call mother as done", "CompleteTodo", "todo", "Call mom"),
        ("ja", "歯医者の予約はもう消してよかよ", "DeleteTodo", "todo", "歯医者の予約"),
        // Hesitations set off by commas; a correction that says the corrected word again; a statement after.
        ("en", "uh, mark buy eggs, um, not urgent, I mean urgent", "UpdateTodo", "urgent", "true"),
        ("en", "add, uh, get a birthday card for, um, for Nana, by Friday", "AddTodo", "title", "get a birthday card for Nana"),
        ("en", "remind me to get gas on the way back, you know, like around six tonight", "AddTodo", "title", "get gas on the way back"),
        ("en", "okay so I called my mom, you can, like, cross that off", "CompleteTodo", "todo", "Call mom"),
        ("en", "delete the expense report task, accounting is handling it now", "DeleteTodo", "todo", "Submit expense report"),
        ("en", "move email Sarah to the home list, she's a parent not a colleague", "UpdateTodo", "list", "Home"),
        ("en", "make it done the dry cleaning", "CompleteTodo", "todo", "Pick up dry cleaning"),
        // Nagoya and Hiroshima words, read in their standard form with every rewrite of that.
        ("ja", "牛乳もう買ったでよ、消しといてちょう", "CompleteTodo", "todo", "牛乳を買う"),
        ("ja", "図書館の本まだ返しとらんがね、あれ急ぎにしといてちょう", "UpdateTodo", "todo", "図書館に本を返す"),
        ("ja", "今日やらなかんことなんだったかね", "ShowTodos", "filter", "today"),
        // A question inside the sentence: what follows is an aside, or an afterthought without its hedge.
        ("en", "um, could you mark the eggs as done? I think I bought them", "CompleteTodo", "todo", "Buy eggs"),
        ("en", "would you mind adding flour, sugar and vanilla? I'm baking", "AddTodos", "titles", "flour|sugar|vanilla"),
        ("en", "um, remind me to call the vet? maybe thursday afternoon?", "AddTodo", "title", "call the vet"),
        ("en", "could you maybe star the bank one? or is that silly", "ToggleFavorite", "todo", "Go to the bank"),
        ("en", "add eggs? no, add milk", "AddTodo", "title", "milk"),
        ("en", "delete buy bread? sorry, I meant buy eggs", "DeleteTodo", "todo", "Buy eggs"),
        ("en", "how many, um, how many have I actually finished", "ShowTodoCount", "filter", "completed"),
        ("en", "add file the brief by close of business thursday", "AddTodo", "due", "2026-12-03"),
        // Bare imperatives and a teacher's 〜ましょう, in the て-form; 済み read ずみ after 全部.
        ("ja", "パスポートの更新は仕事のリストに移せ", "UpdateTodo", "list", "仕事"),
        ("ja", "家ってリストは自宅に名前を変えろ", "RenameList", "name", "自宅"),
        ("ja", "灯油と電池と新聞、買い物に入れとけ", "AddTodos", "titles", "灯油|電池|新聞"),
        ("ja", "図書館に本を返す、を家のリストに移しましょう", "UpdateTodo", "list", "家"),
        ("ja", "終わったものはいくつあるか、数えてみましょう", "ShowTodoCount", "filter", "completed"),
        ("ja", "期限切れを全部済みにしといて", "CompleteTodos", "filter", "overdue"),
        ("ja", "会議の準備の件、15分後に改めてお知らせいただけますでしょうか", "SnoozeTodo", "todo", "会議の準備"),
        ("ja", "買い物のリストを削除していただいてもよろしいでしょうか", "DeleteList", "list", "買い物"),
    ] as [(String, String, String, String, String)])
    func theCommandIsRead(fixture: String, sentence: String, intent: String, slot: String, value: String) throws {
        let app = try Repository.app(fixture: fixture, now: "2026-11-30T09:00")
        let read = Self.reading(app, sentence, Language(rawValue: fixture)!)
        #expect(read.intent == intent, "\(sentence)")
        #expect(read.slots[slot] == value, "\(sentence): \(read.slots)")
    }

    @Test func whatTheCommandPointsAtIsNotDropped() throws {
        let en = try Repository.app(fixture: "en", now: "2026-11-30T09:00")
        // "it" points into the clause: no bare "put it back" (an undo of something else).
        #expect(en.parseAlone("actually I didn't do the laundry, put it back", language: .en).best?.intent != "Undo")
        // A list said that is no list may be part of another thing's name: nothing is completed on the rest.
        #expect(Self.reading(en, "tick off pay rent on the storage unit", .en).slots["todo"] != "Pay rent")
        let ja = try Repository.app(fixture: "ja", now: "2026-11-30T09:00")
        // A clause that ends in 「けど」 without a word of courtesy is the todo itself.
        #expect(Self.reading(ja, "金曜の正午に会議に行かなきゃいけないんだけど、リマインドしてくれる？", .ja).slots["title"] != nil)
        // A filler said before items is no item (「あとさ」 is no 「あ」 and 「さ」).
        #expect(Self.reading(ja, "あとさ、年末調整の書類出すっての、金曜までに追加で", .ja).slots["titles"] == nil)
        #expect(Self.reading(ja, "今夜、議事録を見直すというタスクの追加をお願いできますか", .ja).slots["title"] == "議事録を見直す")
        // A list's items parted by a hesitation stay items.
        #expect(Self.reading(en, "add eggs, um, milk, and bread", .en).slots["titles"] == "eggs|milk|bread")
        // Empty parts between commas (",,", a comma first) have no words to say again: read, not a trap.
        #expect(Self.reading(en, "add milk,, eggs", .en).intent == "AddTodo")
        #expect(Self.reading(en, ", add milk", .en).slots["title"] == "milk")
    }

    /// A name MeCab knows, in kana, is one word: no 済み read out of 「すみれ」 with a todo
    /// 「れさんにメールした」 that no longer names anyone (blind set 24's near miss), and no title
    /// begun inside 「父ちゃん」.
    @Test func aKanaNameIsNotCutForAWordOfTheCommand() throws {
        let ja = try Repository.app(fixture: "ja", now: "2026-11-30T09:00")
        for sentence in ["すみれさんにメールしたよ", "すみれさんにメールした", "父ちゃんに電話するやつ、お気に入りにしといて"] {
            let read = Self.reading(ja, sentence, .ja)
            #expect(read.slots["todo"] != "さくらさんにメールする", "\(sentence)")
            #expect(!(read.slots["todo"] ?? "").hasPrefix("?ん"), "\(sentence): \(read.slots)")
        }
        #expect(Self.reading(ja, "さくらさんにメールしたよ", .ja).slots["todo"] == "さくらさんにメールする")
    }
}

/// The tolerant retries of a sentence stop at a budget of matcher steps: a long kana sentence
/// that reads as nothing (fuzz-parse, fourteenth session) took 2.18M steps with all of them.
@Suite struct RetryBudgetTests {
    @Test func aLongSentenceThatReadsAsNothingStopsRetrying() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00")
        let result = app.parseAlone("パスポ締め切りが過ぎているておいて残って残っていますかださい", language: .ja)
        #expect(result.best == nil)
        #expect(result.steps > 0)
        #expect(result.steps < PhraseEngine.retryStepBudget + 200_000, "\(result.steps)")
    }
}
