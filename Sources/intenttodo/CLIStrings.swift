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
}
