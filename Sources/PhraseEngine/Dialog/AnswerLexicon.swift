import Basics
import Foundation
import SpeechText
import SpokenValues

/// The small words of answers, per language: yes, no, cancel, "more", "none of these",
/// ordinals and pronouns. Matched on `foldedKey`, so case, width and kana do not matter.
/// An answer may string several of them together with fillers ("um, yeah, sure, go ahead",
/// 「うん、消して」, "no, don't delete it"); a mix that contradicts itself has no reading.
///
///     AnswerLexicon.shared.reading("yeah sure", .en)          // .yes
///     AnswerLexicon.shared.reading("二つ目", .ja)             // .ordinal(2)
///     AnswerLexicon.shared.reading("the last one", .en)      // .ordinal(-1)
///     AnswerLexicon.shared.reading("yes, no", .en)           // nil
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
    /// Words that carry no answer of their own ("um", "please", 「えーと」「ください」).
    private let neutral: [Language: Set<String>]
    /// Words after which a "yes" phrase means no ("don't delete it").
    private let negations: [Language: Set<String>]
    /// The longest phrase, in units (English words, Japanese characters), per language.
    private let longest: [Language: Int]
    /// Longer answers are sentences, not small words (keeps segmentation bounded).
    private static let maxUnits = 40

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
            (.ordinal(1), ["1", "1番", "1番目", "1つ目", "一つ目", "ひとつめ", "一番目", "一番", "最初", "最初の", "最初のやつ", "最初の方", "1個目", "いちばんめ", "さいしょ", "さいしょの", "一個目", "いっこめ", "1つめ"]),
            (.ordinal(2), ["2", "2番", "2番目", "2つ目", "二つ目", "ふたつめ", "二番目", "二番", "2個目", "にばんめ", "二個目", "にこめ", "2つめ"]),
            (.ordinal(3), ["3", "3番", "3番目", "3つ目", "三つ目", "みっつめ", "三番目", "三番", "3個目", "さんばんめ", "三個目", "さんこめ", "3つめ"]),
            (.ordinal(4), ["4", "4番", "4番目", "4つ目", "四つ目", "よっつめ", "四番目", "4個目"]),
            (.ordinal(5), ["5", "5番", "5番目", "5つ目", "五つ目", "いつつめ", "五番目", "5個目"]),
            (.ordinal(-1), ["最後", "最後の", "最後のやつ", "最後の方", "さいご", "さいごの", "一番下", "一番最後"]),
        ]
        phrases = [
            .en: table(
                [
                    (.yes, ["yes", "yeah", "yep", "yup", "yes please", "sure", "sure thing", "ok", "okay", "o k", "do it", "go ahead", "go for it",
                            "confirm", "confirmed", "correct", "right", "that's right", "absolutely", "of course", "definitely", "affirmative",
                            "please do", "yes do it", "yeah do it", "delete it", "yes delete it", "alright", "all right", "fine", "indeed", "y", "ya", "yah",
                            "please", "that's fine", "sounds good", "you bet", "let's do it", "mhm", "uh huh", "go on", "proceed", "make it so",
                            "delete them", "complete them", "create it", "make it", "yes create it", "no problem", "why not", "i'm sure", "positive",
                            "all of them", "yes all of them", "do them all", "go"]),
                    (.no, ["no", "nope", "nah", "no thanks", "no thank you", "don't", "do not", "don't do it", "negative", "keep it", "not really",
                           "no way", "n", "wrong", "no don't", "better not", "no no", "not now", "not yet", "maybe later", "later", "hold on", "keep them",
                           "i changed my mind", "changed my mind", "no wait"]),
                    (.cancel, ["cancel", "cancel that", "never mind", "nevermind", "forget it", "forget about it", "stop", "abort", "quit that",
                               "leave it", "drop it", "scratch that", "cancel it", "nothing", "nothing actually", "nothing for now", "stop it"]),
                    (.more, ["more", "more please", "show more", "others", "other ones", "something else", "next", "next page", "what else",
                             "any others", "more options", "the others", "another one", "show me more", "anything else", "other options", "are there others",
                             "are there more", "the next ones", "keep going"]),
                    (.noneOfThese, ["none", "none of these", "none of them", "none of those", "neither", "neither of them", "not those", "not any of them",
                                     "none of the above", "neither one", "not these", "it's not there", "it's not one of those", "not on the list"]),
                ] + englishOrdinals, .en),
            .ja: table(
                [
                    (.yes, ["はい", "うん", "ええ", "そう", "そうです", "お願い", "お願いします", "おねがい", "いいよ", "いいです", "いいですよ", "オッケー", "OK", "おk",
                            "どうぞ", "やって", "やってください", "大丈夫", "了解", "もちろん", "それで", "それでいい", "それでお願いします", "はいお願いします", "うんお願い",
                            "削除して", "消して", "はい削除して", "実行", "実行して", "確定", "よろしく", "そうして", "はいはい",
                            "消していい", "消していいよ", "削除していい", "削除していいよ", "頼む", "頼みます", "そうだね", "そうそう", "おけ", "オーケー",
                            "完了して", "作って", "作成して", "作る", "作成", "いいね", "全部", "全部お願い", "全部やって", "おねがいします", "けして", "さくじょして"]),
                    (.no, ["いいえ", "いや", "いやだ", "だめ", "ダメ", "違う", "ちがう", "違います", "しない", "しないで", "結構です", "いらない", "やらない", "いえ",
                           "消さないで", "削除しないで", "待って", "ちょっと待って", "ううん", "ノー", "やめとく", "やめておく", "やめときます", "やめておきます",
                           "いやいいです", "いえ結構です", "今はいい", "まだいい", "しなくていい", "いらないです", "作らないで", "まだ"]),
                    (.cancel, ["キャンセル", "やめて", "やめる", "やめ", "中止", "中止して", "もういい", "もういいです", "なんでもない", "何でもない", "取り消し", "やっぱりいい",
                               "やっぱりやめる", "やっぱりやめて", "やっぱりやめた", "やっぱりいいや", "やめた", "ストップ", "やめます", "キャンセルして", "なし", "なしで"]),
                    (.more, ["その他", "そのほか", "他", "ほか", "他の", "他のは", "他には", "もっと", "もっと見せて", "次", "次の", "続き", "他にある", "ほかの", "他の候補", "ほかにある", "他にもある", "次のページ", "もっとある"]),
                    (.noneOfThese, ["どれでもない", "どれも違う", "どれもちがう", "どれでもありません", "ない", "この中にない", "全部違う", "どれでもないです", "どれも違います", "この中にはない", "この中にはありません"]),
                ] + japaneseOrdinals, .ja),
        ]
        pronouns = [
            .en: Set(["it", "that", "this", "that one", "this one", "that todo", "this todo", "that task", "this task", "the same one", "that list", "this list", "them"].map { foldedKey($0, language: .en) }),
            .ja: Set(["それ", "これ", "あれ", "そのタスク", "このタスク", "さっきの", "さっきのやつ", "それを", "これを", "あれを", "そのリスト", "このリスト", "同じの"].map { foldedKey($0, language: .ja) }),
        ]
        neutral = [
            .en: Set(["um", "umm", "uh", "er", "erm", "hmm", "hm", "mm", "ah", "oh", "well", "so", "actually", "just", "now", "then",
                      "please", "thanks", "thank you", "really", "wait", "like", "and", "ok so", "i think", "i guess"].map { foldedKey($0, language: .en) }),
            .ja: Set(["えーと", "えっと", "えー", "あの", "あのー", "うーん", "んー", "じゃあ", "じゃ", "まあ", "ね", "よ", "な", "です", "ですね", "で",
                      "の", "のやつ", "やつ", "のほう", "の方", "やっぱり", "やっぱ", "ください", "くれる", "くれ", "ちょうだい", "ます"].map { foldedKey($0, language: .ja) }),
        ]
        negations = [
            .en: Set(["not", "dont", "never", "doesnt", "shouldnt", "wont"]),
            .ja: [],
        ]
        var longest: [Language: Int] = [:]
        for (language, table) in phrases {
            // NB: a key's length in characters bounds its length in units (words or characters).
            let lengths = (Array(table.keys) + Array(neutral[language] ?? [])).map(\.count)
            longest[language] = min(lengths.max() ?? 1, Self.maxUnits)
        }
        self.longest = longest
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
        return compound(text, language)
    }

    /// An answer made of several small words: "sure, go ahead", 「うん、消して」,
    /// "the second one please", "no, don't delete it". Every unit must belong to a phrase
    /// or be a filler; the phrases must agree (an ordinal or "more" may come with a yes,
    /// "none of these" with a no).
    private func compound(_ text: String, _ language: Language) -> Reading? {
        guard let table = phrases[language], let neutral = neutral[language] else { return nil }
        let units: [String]
        switch language {
        case .en:
            units = text.split(whereSeparator: { $0.isWhitespace || $0 == "," || $0 == "-" })
                .map { foldedKey(String($0), language: .en) }.filter { !$0.isEmpty }
        case .ja:
            units = foldedKey(text, language: .ja).map(String.init)
        }
        guard units.count > 1, units.count <= Self.maxUnits else { return nil }
        let negations = negations[language] ?? []
        var readings: [Reading] = []
        var negated = false
        var start = 0
        while start < units.count {
            // Longest phrase or filler from here; a filler wins a tie ("please" in "no please don't").
            var found: (end: Int, reading: Reading?)?
            var key = ""
            for end in (start + 1)...min(units.count, start + (longest[language] ?? 1)) {
                key += units[end - 1]
                if neutral.contains(key) {
                    found = (end, nil)
                } else if let reading = table[key] {
                    found = (end, reading)
                }
            }
            guard let (end, reading) = found else { return nil }
            if let reading {
                readings.append(negated && reading == .yes ? .no : reading)
            }
            if units[start..<end].contains(where: negations.contains) { negated = true }
            start = end
        }
        return Self.agreed(readings)
    }

    /// One reading for several: all the same; an ordinal or "more" with yeses; no and cancel
    /// together (the first); "none of these" with nos.
    private static func agreed(_ readings: [Reading]) -> Reading? {
        guard let first = readings.first else { return nil }
        if readings.allSatisfy({ $0 == first }) { return first }
        let others = readings.filter { $0 != .yes }
        if let single = others.first, others.allSatisfy({ $0 == single }) {
            switch single {
            case .ordinal, .more: return single
            default: break
            }
        }
        if readings.allSatisfy({ $0 == .no || $0 == .cancel || $0 == .noneOfThese }) {
            return readings.contains(.noneOfThese) ? .noneOfThese : first
        }
        return nil
    }

    /// True when the words only point back at something said before ("it", 「それ」).
    public func isPronoun(_ text: String, _ language: Language) -> Bool {
        let key = foldedKey(text, language: language)
        return pronouns[language]?.contains(key) == true || pronouns.values.contains { $0.contains(key) }
    }
}
