import Basics
import Foundation

/// The conversation’s own sentences (questions about choices, cancelling, not understanding).
/// One conforming type per language; `DialogStrings.for(_:)` is the only switch over
/// languages, so a new language is a compile error here until it has its sentences.
/// The app’s sentences come from its delegate.
///
///     DialogStrings.for(.en).pick(["Buy milk", "Buy bread"], hasMore: false, spoken: nil, notFound: false)
///     // "Which one: 1. “Buy milk” or 2. “Buy bread”?"
protocol DialogStrings: Sendable {
    /// Titles as a numbered list ("1. “A”, 2. “B” or 3. “C”").
    func numbered(_ titles: [String]) -> String
    /// Which of these? (or: did you mean these, when `notFound`).
    func pick(_ titles: [String], hasMore: Bool, spoken: String?, notFound: Bool) -> String
    /// A question followed by its choices.
    func choice(_ question: String, _ labels: [String]) -> String
    var noMoreOptions: String { get }
    var cancelled: String { get }
    var nothingToCancel: String { get }
    var nothingToAnswer: String { get }
    var leftItThere: String { get }
    /// The question again, after an answer that did not fit it.
    func retry(_ question: String, kind: Turn.Ask.Kind) -> String
    func noMatch(_ input: String) -> String
    /// "It" pointed at something that is no longer there.
    func gone(_ title: String) -> String
    func whichOne(_ parameter: String) -> String
    /// Said before running a new command that came instead of an answer to an open question.
    func droppedQuestion() -> String
}

extension DialogStrings {
    func quoted(_ text: String) -> String { "“\(text)”" }
}

/// The dialog strings of a language.
func dialogStrings(_ language: Language) -> any DialogStrings {
    switch language {
    case .en: return EnglishDialogStrings()
    case .ja: return JapaneseDialogStrings()
    }
}

struct EnglishDialogStrings: DialogStrings {
    func numbered(_ titles: [String]) -> String {
        let items = titles.enumerated().map { "\($0.offset + 1). \(quoted($0.element))" }
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " or " + items.last!
    }

    func pick(_ titles: [String], hasMore: Bool, spoken: String?, notFound: Bool) -> String {
        var sentence: String
        if notFound, let spoken {
            sentence = titles.count == 1
                ? "I couldn’t find \(quoted(spoken)). Did you mean \(quoted(titles[0]))?"
                : "I couldn’t find \(quoted(spoken)). Did you mean \(numbered(titles))?"
        } else {
            sentence = "Which one: \(numbered(titles))?"
        }
        if hasMore { sentence += " Say “more” for others." }
        return sentence
    }

    func choice(_ question: String, _ labels: [String]) -> String {
        guard labels.count > 1 else { return question }
        return "\(question) \(labels.dropLast().joined(separator: ", ")) or \(labels.last!)?"
    }

    var noMoreOptions: String { "That’s all of them." }
    var cancelled: String { "Okay, cancelled." }
    var nothingToCancel: String { "There’s nothing to cancel." }
    var nothingToAnswer: String { "There’s nothing to answer right now." }
    var leftItThere: String { "Sorry, I still didn’t get that, so I’ll leave it there." }

    func retry(_ question: String, kind: Turn.Ask.Kind) -> String {
        switch kind {
        case .confirm: return "Please say yes or no. \(question)"
        case .choice: return "Sorry, which one? Say a number or a name. \(question)"
        case .value: return "Sorry, I didn’t get that. \(question)"
        }
    }

    func noMatch(_ input: String) -> String { "Sorry, I didn’t understand \(quoted(input)). Say “help” for examples." }
    func gone(_ title: String) -> String { "\(quoted(title)) isn’t there anymore." }
    func whichOne(_ parameter: String) -> String { "Which one do you mean?" }
    func droppedQuestion() -> String { "(I’ve left the last question.)" }
}

struct JapaneseDialogStrings: DialogStrings {
    func numbered(_ titles: [String]) -> String {
        titles.enumerated().map { "\($0.offset + 1). \(quoted($0.element))" }.joined(separator: "、")
    }

    func pick(_ titles: [String], hasMore: Bool, spoken: String?, notFound: Bool) -> String {
        var sentence: String
        if notFound, let spoken {
            sentence = titles.count == 1
                ? "\(quoted(spoken))は見つかりませんでした。\(quoted(titles[0]))のことですか？"
                : "\(quoted(spoken))は見つかりませんでした。\(numbered(titles))のどれですか？"
        } else {
            sentence = "どれですか？ \(numbered(titles))"
        }
        if hasMore { sentence += "（他の候補は「その他」）" }
        return sentence
    }

    func choice(_ question: String, _ labels: [String]) -> String { "\(question) \(labels.joined(separator: "、"))" }

    var noMoreOptions: String { "候補はこれで全部です。" }
    var cancelled: String { "キャンセルしました。" }
    var nothingToCancel: String { "キャンセルするものはありません。" }
    var nothingToAnswer: String { "今は何もお聞きしていません。" }
    var leftItThere: String { "すみません、やはり分からなかったので、ここでやめておきます。" }

    func retry(_ question: String, kind: Turn.Ask.Kind) -> String {
        switch kind {
        case .confirm: return "「はい」か「いいえ」でお答えください。\(question)"
        case .choice: return "すみません、番号か名前で選んでください。\(question)"
        case .value: return "すみません、聞き取れませんでした。\(question)"
        }
    }

    func noMatch(_ input: String) -> String { "すみません、\(quoted(input))は分かりませんでした。「ヘルプ」で例を表示します。" }
    func gone(_ title: String) -> String { "\(quoted(title))はもうありません。" }
    func whichOne(_ parameter: String) -> String { "どれのことですか？" }
    func droppedQuestion() -> String { "（前の質問は取り消しました。）" }
}
