import Foundation

/// How a Japanese clause that says why ends, in one place, each list by what the reader does
/// with a clause so ending.
enum JapaneseClauseEndings {
    /// A reason, in the standard language and in regional speech (〜から, 〜ので; 〜けん, 〜じゃけ,
    /// 〜すけ, 〜さかい, 〜きに, 〜はんで): set off after a title (「車のタイヤを替える、ぶち大事じゃけ」),
    /// the clause is why, not what, and no item of a list of things.
    static let reason = ["から", "ので", "けん", "けえ", "けぇ", "じゃけ", "すけ", "さかい", "きに", "はんで"]

    /// A reason or a concession (the reasons, and 〜けど, 〜だし, 〜まして, 〜ですが, 〜ところ): a clause
    /// so ending is talk around a command, never the command, and no report of a doing.
    static let talk = reason + ["けど", "だし", "でして", "まして", "ませんで", "けれども", "のでして", "ですが", "ところ"]

    /// An explanation (〜のよ, 〜んよ, 〜んだ, 〜のや): said between a thing and its request
    /// (「会議の準備、もういらんのよ、消しといてや」), the clause is why, not what.
    static let explanation = [
        "のよ", "んよ", "のや", "んや", "んだ", "のだ", "んです", "のです", "んだよ", "のだよ", "んだって", "んだけど", "のよね", "んよね",
    ]
}

extension VoiceApp {
    /// Words of the app's own requests and questions, one of which a request said first holds.
    static let requestFirstWords = [
        "入れ", "追加", "登録", "消し", "消せ", "削除", "変え", "ずらし", "延ばし", "見せ", "見し", "出し", "開い", "開け", "作っ", "作れ",
        "戻し", "戻せ", "繰り返し", "完了", "済み", "済ま", "教え", "スヌーズ", "急ぎ", "数え", "何個", "何件", "いくつ", "っけ", "移し",
        "外し", "探し", "読ん", "お願い", "頼む", "頼み",
    ]

    /// A Japanese request said first, the thing after it (「入れといて、明日の昼。ランチの店を予約する」「消しといて、
    /// 用事のリストごと」「何個ある？買い物リストの」): the thing, then the request, as the grammar has it
    /// (「明日の昼、ランチの店を予約する、入れといて」), with its pauses and without (「買い物リストの何個ある？」).
    /// Nil unless the first clause is short, holds a word of
    /// the app's requests (`requestFirstWords`) and no object of its own (を), and something follows it.
    static func requestSaidFirst(_ text: String) -> [String]? {
        let stops: Set<Character> = ["、", "。", "？", "?", "！", "!", ","]
        guard let cut = text.firstIndex(where: stops.contains) else { return nil }
        let head = text[..<cut].trimmingCharacters(in: .whitespaces)
        let rest = text[text.index(after: cut)...].trimmingCharacters(in: CharacterSet(charactersIn: " 　、。,"))
        guard (2...14).contains(head.count), rest.count >= 2, !head.contains("を"), requestFirstWords.contains(where: head.contains),
            // NB: not a request not to (「済みにしなくていいよ、会議の準備」「消さないで、パンのやつ」).
            !["ない", "なく", "ません", "ずに", "ちょし", "いい", "やめ"].contains(where: head.contains),
            // NB: nor a question first that a request after it answers (「リストって何があったっけ、見して」).
            !requestFirstWords.contains(where: rest.contains)
        else { return nil }
        // Before the request's word only where it goes (「仕事に入れといて」) or a short word of how much
        // (「全部完了にしといて」): 「買い物リストにリップ追加して、ガチ必要」 says its thing before the request.
        let said = Array(head)
        let first = requestFirstWords.compactMap { word -> Int? in
            let letters = Array(word)
            return said.indices.first { $0 + letters.count <= said.count && Array(said[$0..<($0 + letters.count)]) == letters }
        }.min() ?? 0
        guard first <= 3 || said[first - 1] == "に" && !said[..<(first - 1)].contains("に") else { return nil }
        let question = "？?".contains(text[cut])
        // NB: a piece said with 「ね」「よ」 after it (「水曜までね」) without them: the grammar reads them at the end only.
        let pieces = rest.split(whereSeparator: { $0 == "。" || $0 == "、" }).map { piece in
            var piece = piece.trimmingCharacters(in: .whitespaces)
            if let softener = ["ねー", "ね", "よ", "な"].first(where: piece.hasSuffix), piece.count > softener.count + 2 { piece.removeLast(softener.count) }
            return piece
        }.filter { !$0.isEmpty }
        guard !pieces.isEmpty else { return nil }
        let end = question ? "？" : ""
        return [pieces.joined(separator: "、") + "、" + head + end, pieces.joined() + head + end]
    }
}
