import Basics
import Foundation
import PhraseEngine
import SpeechText
import Testing
import TodoKit
@testable import TodoVoice

/// What a phone's keyboard adds (half-width katakana, emoji, emoticons, texting words), Tosa's
/// forms, and a Japanese name said with the noun of what was done (「トイレ掃除済み」).
@Suite struct TypedAndRegionalTests {
    @Test func japaneseAsTypedOnAPhoneIsReadAsSaid() {
        #expect(VoiceApp.typedJapanese("ｼﾞﾑ 行ってきた💪") == "ジム 行ってきた")
        #expect(VoiceApp.typedJapanese("ﾚﾎﾟｰﾄ 終わった！！") == "レポート 終わった！！")
        #expect(VoiceApp.typedJapanese("トイペ買ったw") == "トイペ買った")
        #expect(VoiceApp.typedJapanese("今日の分 全部おわた＼(^o^)／") == "今日の分 全部終わった")
        #expect(VoiceApp.typedJapanese("明日１８時 ケーキ受け取り 追加で(｀・ω・´)ゞ") == "明日１８時 ケーキ受け取り 追加で")
        #expect(VoiceApp.typedJapanese("ﾊﾟｽﾎﾟｰﾄ更新 ☆つけて") == "パスポート更新 星つけて")
        #expect(VoiceApp.typedJapanese("ﾌﾟﾚｾﾞﾝ資料　できた～") == "プレゼン資料　できた")
        // Brackets with words in them are words; nothing typed, nothing changed.
        #expect(VoiceApp.typedJapanese("会議（来週）の準備") == nil)
        #expect(VoiceApp.typedJapanese("牛乳を買う") == nil)
        #expect(VoiceApp.typedJapanese("wifiの契約を見直す") == nil)
    }

    @Test func selfTalkThatStatesANeedIsARequest() {
        #expect(JapaneseVoicePhrases.needsAsRequests("明日までに年末調整の書類を出さなきゃ") == "明日までに年末調整の書類を出すを追加")
        #expect(JapaneseVoicePhrases.needsAsRequests("洗面所の電球を買わないとなあ") == "洗面所の電球を買うを追加")
        #expect(JapaneseVoicePhrases.needsAsRequests("母に電話しなきゃ") == "母に電話するを追加")
        #expect(JapaneseVoicePhrases.needsAsRequests("ゴミ袋を忘れずに持って出かけないと") == "ゴミ袋を忘れずに持って出かけるを追加")
        // Getting ready is asked for; the app's own actions are asked for as themselves.
        #expect(JapaneseVoicePhrases.needsAsRequests("洗剤とシャンプー、買い物リストに入れとかないと") == "洗剤とシャンプー、買い物リストに入れといて")
        #expect(JapaneseVoicePhrases.needsAsRequests("部屋の掃除はもういいや、消しとこ") == "部屋の掃除はもういいや、消しといて")
        #expect(JapaneseVoicePhrases.needsAsRequests("新しいリスト作らないとなあ") == "新しいリスト作って")
        #expect(JapaneseVoicePhrases.needsAsRequests("年賀状、急ぎにしないと") == "年賀状、急ぎにして")
        // A need said inside a sentence, or no need at all, is left as said.
        #expect(JapaneseVoicePhrases.needsAsRequests("牛乳がないと困る") == "牛乳がないと困る")
        #expect(JapaneseVoicePhrases.needsAsRequests("牛乳を買うを追加") == "牛乳を買うを追加")
    }

    @Test func radioProcedureAndInterjectionsSetOffByCommasAreNotWords() {
        #expect(VoiceApp.fillersSetOffDropped("roger, delete the Errands list, over") == "delete the Errands list")
        #expect(VoiceApp.fillersSetOffDropped("say again, what's due today") == "what's due today")
        #expect(VoiceApp.fillersSetOffDropped("lekker, the plumber came, mark it done") == "the plumber came, mark it done")
        #expect(VoiceApp.fillersSetOffDropped("scratch that, over") == "scratch that")
        // Said inside a part, they are its words.
        #expect(VoiceApp.fillersSetOffDropped("add hand the keys over, and the spare set") == nil)
    }

    @Test func textingWordsAndEmojiAreReadAsSaid() {
        #expect(VoiceApp.casualEnglish("pls add dog food to groceries thx 🙏") == "please add dog food to groceries")
        #expect(VoiceApp.casualEnglish("done w/ the invoice ✅") == "done with the invoice")
        #expect(VoiceApp.casualEnglish("remind me 2 pick up jess tmrw 10am") == "remind me to pick up jess tomorrow 10am")
        #expect(VoiceApp.casualEnglish("add butter, cheese n yoghurt") == "add butter, cheese and yoghurt")
        #expect(VoiceApp.casualEnglish("del the bank one") == "delete the bank one")
        // A number after "me" that counts stays; so do words that only look like texting.
        #expect(VoiceApp.casualEnglish("remind me 2 hours before") == nil)
        #expect(VoiceApp.casualEnglish("add 2 eggs") == nil)
    }

    @Test func longPausesAndRestartsAreReadAsSaidOnce() {
        #expect(VoiceApp.pausesInJapanese("ええと、、、お米を、、、お米を買うのを、、、書いておいて") == "お米を買うのを書いておいて")
        #expect(VoiceApp.pausesInJapanese("孫に…孫にお年玉を用意する、、、と書いておいて") == "孫にお年玉を用意する、と書いておいて")
        #expect(VoiceApp.pausesInJapanese("水道屋さんのお電話、、、明日の、、、朝にしてちょうだい") == "水道屋さんのお電話、明日の朝にしてちょうだい")
        #expect(VoiceApp.pausesInJapanese("卵の期限、明日…じゃなくて明後日で") == "卵の期限、明日じゃなくて明後日で")
        // A name's dot and a single pause mark stay as they are.
        #expect(VoiceApp.pausesInJapanese("ジョン・スミスさんに電話") == nil)
        #expect(VoiceApp.pausesInJapanese("牛乳、卵を追加") == nil)
    }

    @Test func englishCommandWordsInsideJapaneseAreReadInJapanese() {
        #expect(VoiceApp.englishWordsInJapanese("invoice送るの、doneにしといて") == "invoice送るの、完了にしといて")
        #expect(VoiceApp.englishWordsInJapanese("client訪問のアポ取り、仕事listにaddして") == "client訪問のアポ取り、仕事リストに追加して")
        #expect(VoiceApp.englishWordsInJapanese("一番urgentなtask、doneにして") == "一番急ぎのタスク、完了にして")
        #expect(VoiceApp.englishWordsInJapanese("MTGの準備、openして") == "MTGの準備、開いて")
        // English names keep their words; the grammar's own ToDo stays.
        #expect(VoiceApp.englishWordsInJapanese("conference callの準備を追加") == nil)
        #expect(VoiceApp.englishWordsInJapanese("今日のToDoリストを見せて") == nil)
        #expect(VoiceApp.englishWordsInJapanese("add milk") == nil)
    }

    @Test func nigerianEnglishIsReadAsMeant() {
        #expect(VoiceApp.casualEnglish("Biko add buy fuel for the generator sha") == "please add buy fuel for the generator")
        #expect(VoiceApp.casualEnglish("I don call my mama, tick am") == "I already call my mama, tick it")
        #expect(VoiceApp.casualEnglish("Make you add fix the gate, e urgent o") == "please add fix the gate, e urgent")
        // "o" and "am" in their own senses stay.
        #expect(VoiceApp.casualEnglish("add o ring to errands") == nil)
        #expect(VoiceApp.casualEnglish("remind me at 7 am") == nil)
    }

    @Test func tosaFormsAreReadInTheirStandardForm() {
        let japanese = JapaneseVoicePhrases()
        #expect(japanese.standardForms("明日の朝、灯油を買いに行くがを入れちょって") == "明日の朝、灯油を買いに行くのを入れておいて")
        #expect(japanese.standardForms("期限の切れちょるがを見せて") == "期限の切れているのを見せて")
        #expect(japanese.standardForms("水道屋さんには電話したきに") == "水道屋さんには電話したから")
        #expect(japanese.standardForms("図書館の本、返してきたき") == "図書館の本、返してきたから")
        #expect(japanese.standardForms("急ぎのがは何件あるが？") == "急ぎのは何件あるが？")
        // A が of a subject stays (「雨が降る」), and so does one after a noun.
        #expect(japanese.standardForms("田中さんが来る") == nil)
    }

    @Test func shizuokaFormsAreReadInTheirStandardForm() {
        let japanese = JapaneseVoicePhrases()
        #expect(japanese.standardForms("銀行、今日行ってきたもんで消しといて") == "銀行、今日行ってきたから消しといて")
        #expect(japanese.standardForms("歯医者の予約、取れたでチェックしといて") == "歯医者の予約、取れたからチェックしといて")
        #expect(japanese.standardForms("図書館の本返すの、土曜にしとくしょ") == "図書館の本返すの、土曜にしといて")
        #expect(japanese.standardForms("今日なにやるんだっけ、見せてくれるけー？") == "今日なにやるんだっけ、見せてくれる？")
    }

    @Test func kyushuAndHokurikuFormsAreReadInTheirStandardForm() {
        let japanese = JapaneseVoicePhrases()
        // Kumamoto and Kagoshima.
        #expect(japanese.standardForms("パスポートの更新ば急ぎにしてくいやい") == "パスポートの更新ば急ぎにしてください")
        #expect(japanese.standardForms("パンはもう買うたばい") == "パンはもう買った")
        #expect(japanese.standardForms("終わったとは全部消して") == "終わったのは全部消して")
        // Kanazawa's 〜まっし and Toyama's 〜られ, said last, are requests; 〜がいぜ and 〜ちゃ only stress.
        #expect(japanese.standardForms("クリーニングのやつ消しまっし") == "クリーニングのやつ消して")
        #expect(japanese.standardForms("歯医者の予約、家のリストに移しまっし") == "歯医者の予約、家のリストに移して")
        #expect(japanese.standardForms("急ぎで、車のタイヤ替えるって入れられ") == "急ぎで、車のタイヤ替えるって入れて")
        #expect(japanese.standardForms("母さんに電話したがいぜ、完了にしまっし") == "母さんに電話したよ、完了にして")
        #expect(japanese.standardForms("家賃払ったちゃ、済みにしまっし") == "家賃払った、済みにして")
        // 〜られ inside a sentence is the passive it looks like.
        #expect(japanese.standardForms("忘れられない日") == nil)
        #expect(JapaneseVoicePhrases.westernNotButSaid("薬飲むが、毎日やなくて月水金に") == "薬飲むが、毎日じゃなくて月水金に")
        #expect(JapaneseVoicePhrases.westernNotButSaid("毎日じゃなくて月水金に") == "毎日じゃなくて月水金に")
    }

    @Test func northKantoFormsAndLayeredKeigoAreReadAsPlainRequests() {
        let japanese = JapaneseVoicePhrases()
        // Ibaraki and Tochigi: 〜くれっけ asks, 〜っぺ stresses, 〜ねえ is ない.
        #expect(japanese.standardForms("明日の朝、白菜買うって入れといてくれっけ") == "明日の朝、白菜買うって入れといてください")
        #expect(japanese.standardForms("牛乳はもう買ってきたっぺ、済みにしといてくれ") == "牛乳はもう買ってきた、済みにしといて")
        #expect(japanese.standardForms("期限過ぎてんのあっけ？") == "期限過ぎてんのある？")
        // Keigo in layers: the verb's own request, a causative taken back to the verb.
        #expect(JapaneseVoicePhrases.politeRequestsPlain("車検の予約の方を削除させていただいてもよろしいでしょうか") == "車検の予約を削除して")
        #expect(JapaneseVoicePhrases.politeRequestsPlain("年賀状を書くの方に、スターの方を付けさせていただきたく存じます") == "年賀状を書くに、スターを付けて")
        #expect(JapaneseVoicePhrases.politeRequestsPlain("未完了のタスクの方、表示していただけますでしょうか") == "未完了のタスク、表示して")
        #expect(JapaneseVoicePhrases.politeRequestsPlain("大至急で、契約書の返送をご登録いただけますでしょうか") == "大至急で、契約書の返送を登録して")
        #expect(JapaneseVoicePhrases.politeRequestsPlain("請求書の方、送らせていただきましたので、完了に") == "請求書、送ったので、完了に")
        #expect(JapaneseVoicePhrases.politeRequestsPlain("期限を過ぎております案件") == "期限を過ぎている案件")
        // No hedge in 夕方 or 両方; a greeting stays a greeting; plain words are left alone.
        #expect(JapaneseVoicePhrases.politeRequestsPlain("明日の夕方に両方やる") == "明日の夕方に両方やる")
        #expect(JapaneseVoicePhrases.politeRequestsPlain("いつも大変お世話になっております") == "いつも大変お世話になっております")
        #expect(japanese.standardForms("大変恐縮ですが、車検の予約を削除して") == nil)
    }

    @Test func hiroshimaTsugaruAndRoundaboutFormsAreReadAsPlainRequests() {
        let japanese = JapaneseVoicePhrases()
        // Hiroshima: 〜けぇ is から, 〜ときんさい and 〜しんさい ask.
        #expect(japanese.standardForms("おかんに電話したけぇ、終わりにしときんさい") == "おかんに電話したから、終わりにしといて")
        #expect(japanese.standardForms("部屋の掃除はたいぎいけぇ、土曜日にずらしときんさい") == "部屋の掃除は面倒だから、土曜日にずらしといて")
        // Tsugaru: だば is は, 〜してけ asks, 〜ねぐて is なくて.
        #expect(japanese.standardForms("牛乳だばもう買ったじゃ、済みにしてけ") == "牛乳はもう買ったじゃ、済みにして")
        #expect(japanese.standardForms("洗濯まだ終わってねぐて、戻してけ") == "洗濯まだ終わってなくて、戻して")
        // Said in a roundabout way: 〜という形で, 〜させてもらえれば, 〜てもらえると助かる.
        #expect(japanese.standardForms("「部長に報告」という形で追加させてもらえれば") == "「部長に報告」って追加して")
        #expect(japanese.standardForms("議事録をまとめるのを足しておいてもらえると助かるかな") == "議事録をまとめるのを足しておいて")
        // Osaka's 〜てんか and さかい, an old man's 〜ておくれ and かのう.
        #expect(japanese.standardForms("明日の朝、仕入れ先に電話するて入れといてんか") == "明日の朝、仕入れ先に電話するって入れといて")
        #expect(japanese.standardForms("買い物のリストを見せておくれ") == "買い物のリストを見せてください")
    }

    @Test func aDoingSaidAsANounNamesTheDoing() {
        #expect(StoreEntityResolver.doingOfNoun("田中さんへの電話", language: .ja) == "田中さんに電話する")
        #expect(StoreEntityResolver.doingOfNoun("さくらさんへのメール", language: .ja) == "さくらさんにメールする")
        #expect(StoreEntityResolver.doingOfNoun("母への誕生日プレゼントを買う", language: .ja) == nil)
        #expect(StoreEntityResolver.doingOfNoun("への電話", language: .ja) == nil)
        #expect(StoreEntityResolver.doingOfNoun("call mom", language: .en) == nil)
    }

    @Test func stammersAreSaidOnce() {
        #expect(VoiceApp.casualEnglish("add p- pick up the, the prescription") == "add pick up the prescription")
        #expect(VoiceApp.casualEnglish("add a t- t- todo") == "add a todo")
        #expect(VoiceApp.casualEnglish("mark the the the invoice one as d- done") == "mark the invoice one as done")
        #expect(VoiceApp.casualEnglish("delete the, the, uh, delete email Sarah") == "delete email Sarah")
        #expect(VoiceApp.casualEnglish("add, add, um, add eggs") == "add eggs")
        // A hyphen that cuts nothing short, a recognizer's "for four", and plain words stay.
        #expect(VoiceApp.casualEnglish("add re- pot the fern") == nil)
        #expect(VoiceApp.casualEnglish("snooze the plumber for for hours") == nil)
        #expect(VoiceApp.casualEnglish("add buy milk") == nil)
    }

    @Test func filipinoParticlesAndAddressesAreNoWords() {
        #expect(VoiceApp.casualEnglish("Can you add po buy rice to my Groceries list") == "Can you add buy rice to my Groceries list")
        #expect(VoiceApp.casualEnglish("Search for Meralco po") == "Search for Meralco")
        #expect(VoiceApp.casualEnglish("I bought the eggs already, you can check it na") == "I bought the eggs already, you can check it")
        #expect(VoiceApp.casualEnglish("Kindly add pay the Meralco bill on Friday, ma'am") == "Kindly add pay the Meralco bill on Friday")
        #expect(VoiceApp.casualEnglish("Pakidelete po the Email Sarah") == "please delete the Email Sarah")
        #expect(VoiceApp.casualEnglish("Pa-remind me at 6 to practice") == "remind me at 6 to practice")
        // A P.O. box, and a "sir" inside a name, stay.
        #expect(VoiceApp.casualEnglish("add po box renewal") == nil)
        #expect(VoiceApp.casualEnglish("email sir john about the lease") == nil)
    }

    @Test func aRequestIsReadApartFromWordsToSomeoneElse() {
        #expect(VoiceApp.sentencesApart("急ぎのだけ出して。ちょっと待ってね") == ["急ぎのだけ出して"])
        #expect(VoiceApp.sentencesApart("卵を買う、済み。ほら、靴はいて") == ["卵を買う、済み"])
        #expect(VoiceApp.sentencesApart("毎週金曜、体操服を洗う、繰り返しで追加…こら、走らないの") == ["毎週金曜、体操服を洗う、繰り返しで追加"])
        // A memo asks nothing before its stop: read whole.
        #expect(VoiceApp.sentencesApart("木曜10時、取引先へ見積提出。追加願います") == nil)
        #expect(VoiceApp.sentencesApart("牛乳を買うを完了") == nil)
        // A request that points at a thing said after it.
        #expect(VoiceApp.sentencesApart("あれ、星つけといて。車検のやつ") == nil)
        #expect(VoiceApp.sentencesApart("牛乳を買うを完了。") == nil)
    }

    @Test func aThingCheckedOnThenAskedAboutIsTheRequestsThing() {
        #expect(VoiceApp.checkedThenAsked("父のやつ、終わってたよね？完了にしといて") == "父のやつ、完了にしといて")
        #expect(VoiceApp.checkedThenAsked("ゴミ出しって毎週月木だったっけ？毎週火曜と金曜に変えといて") == "ゴミ出し、毎週火曜と金曜に変えといて")
        #expect(VoiceApp.checkedThenAsked("美容院って終わってたよね？あ、まだだった。未完了に戻してくれる？") == "美容院、未完了に戻してくれる")
        // A question alone, or a request with nothing asked before it, is not read again.
        #expect(VoiceApp.checkedThenAsked("明日って雨降るんだっけ？") == nil)
        #expect(VoiceApp.checkedThenAsked("牛乳を買うを完了にして") == nil)
    }

    @Test func englishTypedAsItSoundsAndTagsAreReadAsMeant() {
        // A noun's 's before a state is "is"; a possessive stays one word.
        func keys(_ text: String) -> [String] { Normalizer().normalize(text, language: .en).tokens.map(\.key) }
        #expect(keys("the plumber's not urgent anymore") == ["the", "plumber", "is", "not", "urgent", "anymore"])
        #expect(keys("call mom's doctor") == ["call", "moms", "doctor"])
        #expect(VoiceApp.fillersSetOffDropped("Could you remind me to pay the hydro bill on Thursday, eh?") == "Could you remind me to pay the hydro bill on Thursday")
        #expect(VoiceApp.fillersSetOffDropped("Sorry, the cat food isn't done, could you reopen it?") == "the cat food isn't done, could you reopen it?")
        // Later, "sorry" begins a correction.
        #expect(VoiceApp.fillersSetOffDropped("add eggs, sorry, milk") == nil)
    }

    @Test(arguments: [
        // Typed on a phone, said in Tosa, or set off as a topic with 「の、」.
        ("ﾚﾎﾟｰﾄ 終わった！！", "CompleteTodo", "四半期レポートを仕上げる" as String?),
        ("ｼﾞﾑ 行ってきた💪", "CompleteTodo", "ジムに行く"),
        ("水道屋さんには電話したきに", "CompleteTodo", "水道屋さんに電話する"),
        ("お米を買うの、買い物リストに入れておいてくれる？", "AddTodo", nil),
        ("請求書送付完了", "CompleteTodo", "請求書を送る"),
        ("さくらさんにメール送信済み", "CompleteTodo", "さくらさんにメールする"),
        ("家賃支払い済み", "CompleteTodo", "家賃を払う"),
        ("猫のエサ、もうなくなっちゃったから未完了に戻しておいてくれる？", "ReopenTodo", "猫のエサを買う"),
        ("経費精算 出した あざす", "CompleteTodo", "経費精算を出す"),
        ("パスポートのあれ、急ぎにしとけ", "UpdateTodo", "パスポートを更新する"),
        ("土曜日に実家に電話するの、忘れないように入れておいて", "AddTodo", nil),
        ("うどん玉とねぎと天かす、買い物に入れといてな", "AddTodos", nil),
        ("今日の夕方6時にレベカと会うの、忘れないでね", "AddTodo", nil),
        ("さくらさんへのmail、doneで", "CompleteTodo", "さくらさんにメールする"),
        ("水道屋さんのお電話、、、明日の、、、朝にしてちょうだい", "UpdateTodo", "水道屋さんに電話する"),
        ("I don call my mama, tick am", "CompleteTodo", "Call mom"),
        ("Would you be so good as to add collect my tweed jacket from the tailor to the errands list", "AddTodo", nil),
        ("chuck milo on the groceries list", "AddTodo", nil),
        ("chuck the milk", "DeleteTodo", "Buy milk"),
        ("postpone 30 minutes the gym", "SnoozeTodo", "Go to the gym"),
        ("銀行、今日行ってきたもんで消しといて", "DeleteTodo", "銀行に行く"),
        ("追加頼む", "AddTodo", nil),
        ("roger, delete the Errands list, over", "DeleteList", nil),
        ("lekker, the plumber came, mark it done", "CompleteTodo", "Call the plumber"),
        // Set 33: a state said of a todo with the request after it, a thing spelled as it sounds.
        ("The plumber's not urgent anymore, sorry, could you take that off", "UpdateTodo", "Call the plumber"),
        ("Sorry, the cat food isn't actually done, could you reopen it?", "ReopenTodo", "Buy cat food"),
        ("change the dentist apointment to tomorow at 2pm", "UpdateTodo", "Book dentist appointment"),
        ("クリーニングのやつ消しまっし", "DeleteTodo", "クリーニングを取りに行く"),
        ("ゴミはもう出したけん、完了にしてくいやい", "CompleteTodo", "ゴミを出す"),
    ])
    func readsAsMeant(sentence: String, intent: String, todo: String?) throws {
        let fixture = Language.detect(in: sentence) == .ja ? "ja" : "en"
        let best = try TalkTests.best(sentence, fixture: fixture)
        #expect(best?.intent == intent, "\(sentence)")
        if let todo { #expect(TalkTests.todo(best) == todo, "\(sentence)") }
    }

    /// A date or the urgency typed apart by spaces after or before a title is the todo's.
    @Test func valuesTypedApartBySpacesAreTheTodos() throws {
        let dated = try TalkTests.best("ﾀｽｸ追加 引っ越しの見積もり 明日", fixture: "ja")
        #expect(dated?.slots["title"] == .text("引っ越しの見積もり"))
        #expect(dated?.slots["due"] != nil)
        let urgent = try TalkTests.best("ﾀｽｸ追加 急ぎ 見積もり送付", fixture: "ja")
        #expect(urgent?.slots["title"] == .text("見積もり送付"))
        #expect(urgent?.slots["urgent"] == .enumValue("true"))
        // Words apart by spaces that are neither stay one title.
        let plain = try TalkTests.best("ニューヨーク 旅行の準備を追加", fixture: "ja")
        #expect(plain?.slots["title"] == .text("ニューヨーク 旅行の準備"))
    }

    /// A memo of a value and a thing to do (「明日、野菜の発注」) adds it; a remark (「明日、雨」), a
    /// todo there is (「来週、歯医者の予約」) or a value part with more in it is left unread.
    @Test func memosOfAValueAndAThingToDoAreAdded() throws {
        let ordered = try TalkTests.best("明日、野菜の発注", fixture: "ja")
        #expect(ordered?.intent == "AddTodo")
        #expect(ordered?.slots["title"] == .text("野菜の発注"))
        #expect(ordered?.slots["due"] != nil)
        let prep = try TalkTests.best("今日15時、仕込み", fixture: "ja")
        #expect(prep?.slots["title"] == .text("仕込み"))
        let urgent = try TalkTests.best("業者に電話、急ぎで", fixture: "ja")
        #expect(urgent?.slots["urgent"] == .enumValue("true"))
        for remark in ["明日、雨", "明日、休み", "来週、歯医者の予約", "今日、暇"] {
            #expect(try TalkTests.best(remark, fixture: "ja")?.intent != "AddTodo", "\(remark)")
        }
    }

    /// ", make it urgent" asks for urgency; it is no correction of a word of the title (it had cut
    /// "add email the caterer, make it urgent" to the title "email").
    @Test func makeItUrgentKeepsTheWholeTitle() throws {
        for (sentence, title) in [
            ("add email the caterer, make it urgent", "email the caterer"),
            ("And also add call the hotel about the room block, make it urgent", "call the hotel about the room block"),
        ] {
            let best = try TalkTests.best(sentence, fixture: "en")
            #expect(best?.slots["title"] == .text(title), "\(sentence)")
            #expect(best?.slots["urgent"] == .enumValue("true"), "\(sentence)")
        }
    }

    @Test func aRequestAskedAsAQuestionIsNoQuestion() {
        #expect(!VoiceApp.asks("未完了に戻しておいてくれる？"))
        #expect(!VoiceApp.asks("消していただけますか？"))
        #expect(VoiceApp.asks("ゴミ出してくれた？"))
        #expect(VoiceApp.asks("牛乳買った？ 完了にしてくれる？"))
        #expect(VoiceApp.asks("did I pay the rent?"))
        #expect(!VoiceApp.asks("add milk"))
    }

    /// 「トイレ掃除済み」: 「トイレ」 alone is near 「トイレットペーパーを買う」, but cleaning the toilet is no
    /// buying of paper, so nothing is completed without asking.
    @Test func aNameWithAnotherActionIsOnlyOffered() throws {
        for sentence in ["ﾄｲﾚ掃除 済✅", "トイレ掃除済み"] {
            let best = try TalkTests.best(sentence, fixture: "ja")
            #expect(TalkTests.todo(best) == nil, "\(sentence)")
        }
    }
}
