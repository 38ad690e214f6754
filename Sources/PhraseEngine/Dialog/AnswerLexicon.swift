import Basics
import Foundation
import SpeechText
import SpokenValues

/// The small words of answers, per language: yes, no, cancel, "more", "none of these",
/// ordinals and pronouns. Matched on `foldedKey`, so case, width and kana do not matter.
///
///     AnswerLexicon.shared.reading("yeah sure", .en)          // .yes
///     AnswerLexicon.shared.reading("二つ目", .ja)             // .ordinal(2)
///     AnswerLexicon.shared.reading("the last one", .en)      // .ordinal(-1)
public struct AnswerLexicon: Sendable {
    /// What a short answer means, independent of the question.
    public enum Reading: Equatable, Sendable {
        case yes
        case no
        case cancel
        case more
        case noneOfThese
        /// 1-based; -1 means the last one.
        case ordinal(Int)
    }

    public static let shared = AnswerLexicon()

    private let phrases: [Language: [String: Reading]]
    private let pronouns: [Language: Set<String>]

    private init() {
        func table(_ groups: [(Reading, [String])], _ language: Language) -> [String: Reading] {
            var table: [String: Reading] = [:]
            for (reading, words) in groups {
                for word in words { table[foldedKey(word, language: language)] = reading }
            }
            return table
        }
        let englishOrdinals: [(Reading, [String])] = [
            (.ordinal(1), ["first", "the first", "the first one", "first one", "one", "1", "number one", "number 1", "option one", "option 1", "#1", "the top one"]),
            (.ordinal(2), ["second", "the second", "the second one", "second one", "two", "2", "number two", "number 2", "option two", "option 2", "#2"]),
            (.ordinal(3), ["third", "the third", "the third one", "third one", "three", "3", "number three", "number 3", "option three", "option 3", "#3"]),
            (.ordinal(4), ["fourth", "the fourth", "the fourth one", "four", "4", "number four", "number 4", "option 4"]),
            (.ordinal(5), ["fifth", "the fifth", "the fifth one", "five", "5", "number five", "number 5", "option 5"]),
            (.ordinal(-1), ["last", "the last", "the last one", "last one", "the bottom one"]),
        ]
        let japaneseOrdinals: [(Reading, [String])] = [
            (.ordinal(1), ["1", "1番", "1番目", "1つ目", "一つ目", "ひとつめ", "一番目", "一番", "最初", "最初の", "最初のやつ", "最初の方", "1個目", "いちばんめ"]),
            (.ordinal(2), ["2", "2番", "2番目", "2つ目", "二つ目", "ふたつめ", "二番目", "二番", "2個目", "にばんめ"]),
            (.ordinal(3), ["3", "3番", "3番目", "3つ目", "三つ目", "みっつめ", "三番目", "三番", "3個目", "さんばんめ"]),
            (.ordinal(4), ["4", "4番", "4番目", "4つ目", "四つ目", "よっつめ", "四番目", "4個目"]),
            (.ordinal(5), ["5", "5番", "5番目", "5つ目", "五つ目", "いつつめ", "五番目", "5個目"]),
            (.ordinal(-1), ["最後", "最後の", "最後のやつ", "最後の方"]),
        ]
        phrases = [
            .en: table(
                [
                    (.yes, ["yes", "yeah", "yep", "yup", "yes please", "sure", "sure thing", "ok", "okay", "o k", "do it", "go ahead", "go for it",
                            "confirm", "confirmed", "correct", "right", "that's right", "absolutely", "of course", "definitely", "affirmative",
                            "please do", "yes do it", "yeah do it", "delete it", "yes delete it", "alright", "all right", "fine", "indeed", "y", "ya", "yah"]),
                    (.no, ["no", "nope", "nah", "no thanks", "no thank you", "don't", "do not", "don't do it", "negative", "keep it", "not really",
                           "no way", "n", "wrong", "no don't", "better not", "no no"]),
                    (.cancel, ["cancel", "cancel that", "never mind", "nevermind", "forget it", "forget about it", "stop", "abort", "quit that",
                               "leave it", "drop it", "scratch that", "cancel it"]),
                    (.more, ["more", "more please", "show more", "others", "other ones", "something else", "next", "next page", "what else",
                             "any others", "more options", "the others", "another one"]),
                    (.noneOfThese, ["none", "none of these", "none of them", "none of those", "neither", "neither of them", "not those", "not any of them"]),
                ] + englishOrdinals, .en),
            .ja: table(
                [
                    (.yes, ["はい", "うん", "ええ", "そう", "そうです", "お願い", "お願いします", "おねがい", "いいよ", "いいです", "いいですよ", "オッケー", "OK", "おk",
                            "どうぞ", "やって", "やってください", "大丈夫", "了解", "もちろん", "それで", "それでいい", "それでお願いします", "はいお願いします", "うんお願い",
                            "削除して", "消して", "はい削除して", "実行", "実行して", "確定", "よろしく", "そうして", "はいはい"]),
                    (.no, ["いいえ", "いや", "いやだ", "だめ", "ダメ", "違う", "ちがう", "違います", "しない", "しないで", "結構です", "いらない", "やらない", "いえ",
                           "消さないで", "削除しないで", "待って", "ちょっと待って", "ううん", "ノー"]),
                    (.cancel, ["キャンセル", "やめて", "やめる", "やめ", "中止", "中止して", "もういい", "もういいです", "なんでもない", "何でもない", "取り消し", "やっぱりいい",
                               "やっぱりやめる", "やっぱりやめて", "ストップ"]),
                    (.more, ["その他", "そのほか", "他", "ほか", "他の", "他のは", "他には", "もっと", "もっと見せて", "次", "次の", "続き", "他にある", "ほかの"]),
                    (.noneOfThese, ["どれでもない", "どれも違う", "どれもちがう", "どれでもありません", "ない", "この中にない", "全部違う"]),
                ] + japaneseOrdinals, .ja),
        ]
        pronouns = [
            .en: Set(["it", "that", "this", "that one", "this one", "that todo", "this todo", "that task", "this task", "the same one", "that list", "this list", "them"].map { foldedKey($0, language: .en) }),
            .ja: Set(["それ", "これ", "あれ", "そのタスク", "このタスク", "さっきの", "さっきのやつ", "それを", "これを", "あれを", "そのリスト", "このリスト", "同じの"].map { foldedKey($0, language: .ja) }),
        ]
    }

    /// The meaning of a whole short answer, or nil when it is not one of the small words.
    public func reading(_ text: String, _ language: Language) -> Reading? {
        let key = foldedKey(text, language: language)
        if let reading = phrases[language]?[key] { return reading }
        // NB: answers in the other language still count ("ok" at a Japanese prompt).
        for (other, table) in phrases where other != language {
            if let reading = table[key] { return reading }
        }
        if let number = NumberWords.value(of: text, language: language), number > 0, number < 100 {
            return .ordinal(number)
        }
        return nil
    }

    /// True when the words only point back at something said before ("it", 「それ」).
    public func isPronoun(_ text: String, _ language: Language) -> Bool {
        let key = foldedKey(text, language: language)
        return pronouns[language]?.contains(key) == true || pronouns.values.contains { $0.contains(key) }
    }
}
