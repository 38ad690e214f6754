import Basics
import Foundation

/// The conversation’s own sentences (questions about choices, cancelling, not understanding),
/// in each language. The app’s sentences come from its delegate.
struct DialogStrings {
    let language: Language

    func quoted(_ text: String) -> String { "“\(text)”" }

    func numbered(_ titles: [String], offset: Int = 0) -> String {
        let items = titles.enumerated().map { "\($0.offset + 1 + offset). \(quoted($0.element))" }
        switch language {
        case .en:
            guard items.count > 1 else { return items.first ?? "" }
            return items.dropLast().joined(separator: ", ") + " or " + items.last!
        case .ja:
            return items.joined(separator: "、")
        }
    }

    func pick(_ titles: [String], hasMore: Bool, spoken: String?, notFound: Bool) -> String {
        let list = numbered(titles)
        switch language {
        case .en:
            var sentence: String
            if notFound, let spoken {
                sentence = titles.count == 1
                    ? "I couldn’t find \(quoted(spoken)). Did you mean \(quoted(titles[0]))?"
                    : "I couldn’t find \(quoted(spoken)). Did you mean \(list)?"
            } else {
                sentence = "Which one: \(list)?"
            }
            if hasMore { sentence += " Say “more” for others." }
            return sentence
        case .ja:
            var sentence: String
            if notFound, let spoken {
                sentence = titles.count == 1
                    ? "\(quoted(spoken))は見つかりませんでした。\(quoted(titles[0]))のことですか？"
                    : "\(quoted(spoken))は見つかりませんでした。\(list)のどれですか？"
            } else {
                sentence = "どれですか？ \(list)"
            }
            if hasMore { sentence += "（他の候補は「その他」）" }
            return sentence
        }
    }

    func choice(_ question: String, _ labels: [String]) -> String {
        switch language {
        case .en:
            guard labels.count > 1 else { return question }
            return "\(question) \(labels.dropLast().joined(separator: ", ")) or \(labels.last!)?"
        case .ja:
            return "\(question) \(labels.joined(separator: "、"))"
        }
    }

    var noMoreOptions: String {
        language == .en ? "That’s all of them." : "候補はこれで全部です。"
    }

    var cancelled: String {
        language == .en ? "Okay, cancelled." : "キャンセルしました。"
    }

    var nothingToCancel: String {
        language == .en ? "There’s nothing to cancel." : "キャンセルするものはありません。"
    }

    var nothingToAnswer: String {
        language == .en ? "There’s nothing to answer right now." : "今は何もお聞きしていません。"
    }

    var leftItThere: String {
        language == .en
            ? "Sorry, I still didn’t get that, so I’ll leave it there."
            : "すみません、やはり分からなかったので、ここでやめておきます。"
    }

    func retry(_ question: String, kind: Turn.Ask.Kind) -> String {
        switch (language, kind) {
        case (.en, .confirm): return "Please say yes or no. \(question)"
        case (.en, .choice): return "Sorry, which one? Say a number or a name. \(question)"
        case (.en, .value): return "Sorry, I didn’t get that. \(question)"
        case (.ja, .confirm): return "「はい」か「いいえ」でお答えください。\(question)"
        case (.ja, .choice): return "すみません、番号か名前で選んでください。\(question)"
        case (.ja, .value): return "すみません、聞き取れませんでした。\(question)"
        }
    }

    func noMatch(_ input: String) -> String {
        language == .en
            ? "Sorry, I didn’t understand \(quoted(input)). Say “help” for examples."
            : "すみません、\(quoted(input))は分かりませんでした。「ヘルプ」で例を表示します。"
    }

    /// "It" pointed at something that is no longer there.
    func gone(_ title: String) -> String {
        language == .en ? "\(quoted(title)) isn’t there anymore." : "\(quoted(title))はもうありません。"
    }

    func whichOne(_ parameter: String) -> String {
        language == .en ? "Which one do you mean?" : "どれのことですか？"
    }
}
