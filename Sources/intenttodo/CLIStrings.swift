import Basics
import Foundation
import TodoKit

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

    /// After `export --vdir`: what was written.
    static func wroteVdir(_ summary: ICalendarFiles.WriteSummary, folder: String, language: Language) -> String {
        switch language {
        case .en:
            func files(_ count: Int) -> String { count == 1 ? "1 file" : "\(count) files" }
            return "Wrote \(folder): \(files(summary.created)) added, \(summary.updated) changed, \(summary.unchanged) unchanged."
        case .ja:
            return "\(folder)に書き出しました：追加\(summary.created)件、変更\(summary.updated)件、変更なし\(summary.unchanged)件。"
        }
    }

    /// After an iCalendar import: the components that are not todos ("VEVENT": 2).
    static func skippedComponents(_ skipped: [String: Int], language: Language) -> String {
        let total = skipped.values.reduce(0, +)
        let names = skipped.keys.sorted().joined(separator: ", ")
        switch language {
        case .en:
            return total == 1
                ? "Skipped 1 calendar entry that is not a todo (\(names))."
                : "Skipped \(total) calendar entries that are not todos (\(names))."
        case .ja:
            return "Todoではない\(total)件（\(names)）は取り込みませんでした。"
        }
    }

    // MARK: remind and status

    /// `due today at 5:00 PM` / `期限 今日 17:00`.
    static func dueWords(_ todo: GlanceTodo, language: Language) -> String {
        switch language {
        case .en: return "due \(todo.dueInWords)"
        case .ja: return "期限 \(todo.dueInWords)"
        }
    }

    /// The summary of the notification that stands for the reminders past the first four.
    static func moreDue(_ count: Int, language: Language) -> String {
        switch language {
        case .en: return count == 1 ? "1 more todo is due" : "\(count) more todos are due"
        case .ja: return "ほかに\(count)件のTodoが期限です"
        }
    }

    /// `2 overdue · 3 today · next: Call mom 17:00`, or `nothing due`.
    static func statusLine(_ glance: TodoGlance, today: DueDate, language: Language) -> String {
        var parts: [String] = []
        switch language {
        case .en:
            if glance.overdue > 0 { parts.append("\(glance.overdue) overdue") }
            if glance.today > 0 { parts.append("\(glance.today) today") }
            if let next = glance.next { parts.append("next: \(next.title) \(shortDue(next.due, today: today, language: language))") }
            return parts.isEmpty ? "nothing due" : parts.joined(separator: " · ")
        case .ja:
            if glance.overdue > 0 { parts.append("期限切れ\(glance.overdue)件") }
            if glance.today > 0 { parts.append("今日\(glance.today)件") }
            if let next = glance.next { parts.append("次: \(next.title) \(shortDue(next.due, today: today, language: language))") }
            return parts.isEmpty ? "期限のTodoなし" : parts.joined(separator: " · ")
        }
    }

    /// The lines of the status bar's tooltip.
    static func statusTooltip(_ glance: TodoGlance, language: Language) -> [String] {
        var lines: [String] = []
        switch language {
        case .en:
            lines.append(glance.overdue == 1 ? "1 todo overdue" : "\(glance.overdue) todos overdue")
            lines.append(glance.today == 1 ? "1 todo due today" : "\(glance.today) todos due today")
            if let next = glance.next { lines.append("Next: \(next.title) — \(next.dueInWords) (\(next.list))") }
        case .ja:
            lines.append("期限切れ：\(glance.overdue)件")
            lines.append("今日が期限：\(glance.today)件")
            if let next = glance.next { lines.append("次：\(next.title)（\(next.dueInWords)、\(next.list)）") }
        }
        return lines
    }

    /// A due as short as a status bar wants it: `17:00`, `today`, `tomorrow 09:00`, `Thu`, `Dec 3`.
    static func shortDue(_ due: DueDate, today: DueDate, language: Language) -> String {
        let days = dayNumber(due) - dayNumber(today)
        let time = due.time.map { String(format: "%02d:%02d", $0.hour, $0.minute) }
        let weekday = ((dayNumber(due) + 3) % 7 + 7) % 7  // 0 = Monday
        var day: String?
        switch (language, days) {
        case (.en, 0): day = time == nil ? "today" : nil
        case (.en, 1): day = "tomorrow"
        case (.en, 2...6): day = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][weekday]
        case (.en, _):
            day = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][due.month - 1] + " \(due.day)"
            if due.year != today.year { day! += ", \(due.year)" }
        case (.ja, 0): day = time == nil ? "今日" : nil
        case (.ja, 1): day = "明日"
        case (.ja, 2...6): day = ["月", "火", "水", "木", "金", "土", "日"][weekday] + "曜"
        case (.ja, _): day = (due.year != today.year ? "\(due.year)/" : "") + "\(due.month)/\(due.day)"
        }
        return [day, time].compactMap { $0 }.joined(separator: " ")
    }

    /// Days since 1970-01-01 (Howard Hinnant's days_from_civil).
    private static func dayNumber(_ date: DueDate) -> Int {
        let y = date.month <= 2 ? date.year - 1 : date.year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * ((date.month + 9) % 12) + 2) / 5 + date.day - 1
        return era * 146_097 + yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear - 719_468
    }
}
