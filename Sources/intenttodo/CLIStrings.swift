import Basics

/// The command line's own sentences, per language (TodoKit's answers live in TodoKit).
///
///     CLIStrings.confirmWithYes("Delete “Call mom”?", language: .en)
///     // "Delete “Call mom”? Nothing was changed; run again with --yes to confirm."
enum CLIStrings {
    static func confirmWithYes(_ prompt: String, language: Language) -> String {
        switch language {
        case .en: return "\(prompt) Nothing was changed; run again with --yes to confirm."
        case .ja: return "\(prompt) 何も変更していません。実行するには --yes を付けてもう一度実行してください。"
        }
    }

    static func importRefused(_ reason: String, language: Language) -> String {
        switch language {
        case .en: return "import refused, nothing was added: \(reason)"
        case .ja: return "インポートを中止しました（何も追加していません）：\(reason)"
        }
    }

    /// The answer to a stdin line `listen` could not read (`problem`: "line 3: not valid UTF-8").
    static func skippedLine(_ number: Int, problem: String, language: Language) -> String {
        switch language {
        case .en: return "I skipped \(problem)."
        case .ja: return "\(number)行目は読めなかったため、飛ばしました。"
        }
    }

    /// The prompt's first line, after “IntentTodo — ”.
    static func promptGreeting(language: Language) -> String {
        switch language {
        case .en: return "say what to do, in English or Japanese. “help” for examples, Ctrl-D to leave."
        case .ja: return "やりたいことを日本語か英語でどうぞ。「ヘルプ」で例を表示、Ctrl-Dで終了。"
        }
    }

    /// The answer to a Wyoming transcript with no words in it.
    static func heardNothing(language: Language) -> String {
        switch language {
        case .en: return "I didn’t hear anything."
        case .ja: return "何も聞き取れませんでした。"
        }
    }

    /// The answer to a Wyoming transcript longer than anyone says at once.
    static func tooLong(language: Language) -> String {
        switch language {
        case .en: return "That was too long for me; please say it in fewer words."
        case .ja: return "長すぎて聞き取れませんでした。もう少し短く言ってください。"
        }
    }
}
