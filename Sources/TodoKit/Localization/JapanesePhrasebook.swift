import Basics

/// TodoKit's Japanese: polite (です・ます), short, titles in “ ” as in the English answers.
///
///     JapanesePhrasebook().added("牛乳を買う", list: "買い物", due: nil, repeat: nil)
///     // "“牛乳を買う”を買い物に追加しました。"
struct JapanesePhrasebook: Phrasebook {
    let defaultListName = "受信箱"

    private func q(_ text: String) -> String { "“\(text)”" }

    /// 「期限切れのTodo」「今日が期限のTodo」.
    private func noun(_ filter: TodoFilter) -> String {
        switch filter {
        case .all: return "Todo"
        case .pending: return "未完了のTodo"
        case .completed: return "完了済みのTodo"
        case .today: return "今日が期限のTodo"
        case .overdue: return "期限切れのTodo"
        case .upcoming: return "7日以内が期限のTodo"
        case .starred: return "スター付きのTodo"
        case .urgent: return "緊急のTodo"
        }
    }

    private func ofList(_ list: String?) -> String { list.map { "\($0)の" } ?? "" }

    // MARK: Questions

    func prompt(intent: TodoIntent, parameter: String) -> String {
        switch (intent, parameter) {
        case (.addTodo, "title"), (.addTodos, "titles"): return "何を追加しますか？"
        case (_, "title"): return "新しいタイトルは何にしますか？"
        case (_, "todo"): return "どのTodoですか？"
        case (.renameList, "list"): return "どのリストの名前を変えますか？"
        case (.deleteList, "list"): return "どのリストを削除しますか？"
        case (.createSection, "list"): return "どのリストに作りますか？"
        case (_, "list"): return "どのリストですか？"
        case (_, "due"): return "期限はいつですか？"
        case (_, "duration"): return "どのくらいスヌーズしますか？"
        case (_, "query"): return "何を探しますか？"
        case (.createList, "name"): return "リストの名前は何にしますか？"
        case (.createSection, "name"): return "セクションの名前は何にしますか？"
        case (_, "name"): return "新しい名前は何にしますか？"
        case (_, "repeat"): return "どのくらいの間隔で繰り返しますか？"
        case (_, "filter"): return "どのTodoですか？"
        case (_, "urgent"): return "急ぎですか？"
        case (_, "starred"): return "スターを付けますか？"
        case (_, "section"): return "どのセクションですか？"
        case (_, "notes"): return "メモは何にしますか？"
        default: return "\(parameter)は何にしますか？"
        }
    }

    func durationChoice(_ choice: DurationChoice) -> String {
        switch choice {
        case .minutes(let minutes) where minutes % 60 == 0: return "\(minutes / 60)時間"
        case .minutes(let minutes): return "\(minutes)分"
        case .tonight: return "今夜まで"
        case .tomorrow: return "明日の朝まで"
        }
    }

    func confirmDeleteTodo(_ title: String) -> String { "\(q(title))を削除しますか？" }

    func confirmDeleteList(_ name: String, todoCount: Int) -> String {
        todoCount == 0 ? "リスト\(q(name))を削除しますか？" : "リスト\(q(name))とそのTodo \(todoCount)件を削除しますか？"
    }

    func confirmCompleteTodos(count: Int, filter: TodoFilter, list: String?) -> String {
        // Only open todos are completed: "all" counts and names those.
        filter == .all
            ? "\(ofList(list))\(noun(.pending)) \(count)件をすべて完了しますか？"
            : "\(ofList(list))\(noun(filter)) \(count)件を完了しますか？"
    }

    func confirmCompleteMostUrgent(_ title: String) -> String { "一番急ぎのTodo\(q(title))を完了しますか？" }

    func confirmAddDuplicates(_ existing: [String], adding count: Int, list: String) -> String {
        let already = "\(existing.map(q).joined(separator: "、"))はすでに\(list)にあります。"
        return already + (count == 1 ? "もう1つ追加しますか？" : "\(count)件とも追加しますか？")
    }

    func changedSinceAsked(asked: Int, now: Int) -> String {
        asked == now
            ? "確認した後で対象のTodoが変わったため、何も変更していません。もう一度言ってください。"
            : "確認した後でTodoが変わったため、何も変更していません（確認時は\(asked)件、今は\(now)件）。もう一度言ってください。"
    }

    func mostUrgentChanged(now title: String) -> String {
        "一番急ぎのTodoが\(q(title))に変わったため、何も変更していません。もう一度言ってください。"
    }

    func confirmDeleteTodos(count: Int, filter: TodoFilter, list: String?) -> String {
        filter == .all
            ? "\(ofList(list))Todo \(count)件をすべて削除しますか？"
            : "\(ofList(list))\(noun(filter)) \(count)件を削除しますか？"
    }

    // MARK: Problems

    func unknownIntent(_ name: String, known: [String]) -> String {
        "インテント“\(name)”はありません（使えるもの：\(known.joined(separator: ", "))）"
    }

    func missingParameter(_ name: String) -> String { "パラメータ“\(name)”がありません" }

    func invalidParameter(_ name: String, value: String, reason: String) -> String {
        "“\(name)”の値“\(value)”が正しくありません：\(reason)"
    }

    func notFound(_ kind: EntityKind, value: String) -> String {
        switch kind {
        case .todo: return "\(q(value))というTodoはありません（正確なタイトルかIDを指定してください）"
        case .list: return "\(q(value))というリストはありません（正確な名前かIDを指定してください）"
        }
    }

    func notAParameter(of intent: TodoIntent, known: [String]) -> String {
        known.isEmpty
            ? "\(intent.name)はパラメータを取りません"
            : "\(intent.name)のパラメータではありません（使えるもの：\(known.joined(separator: ", "))）"
    }

    let notAnEntity = "IDではなく文字列で指定してください"
    let badDate = "YYYY-MM-DD か YYYY-MM-DDTHH:MM（実在する日付）、または none で指定してください"
    let badBoolean = "true か false で指定してください"
    let badFilter = "all, pending, completed, today, overdue, upcoming, starred, urgent のどれかで指定してください"
    let badDuration = "分数（1〜525600）、tonight、tomorrow のどれかで指定してください"
    let wrongKind = "種類の違う値です"
    let badTitles = "文字列のJSON配列で指定してください（例：[\"卵\", \"バター\"]）"
    func badRule(_ detail: String) -> String { "RRULEとして正しくありません：\(detail)" }
    let ruleNeverOccurs = "今日以降に該当する日がありません"

    func ambiguousTitle(ids: [Int64]) -> String {
        "このタイトルのTodoが\(ids.count)件あります。IDで指定してください（\(ids.map(String.init).joined(separator: ", "))）"
    }

    func noSuchSection(in list: String) -> String { "\(list)にその名前のセクションはありません" }

    // MARK: One todo

    func addedSeveral(_ titles: [String], list: String, due: String?) -> String {
        let note = due.map { "（期限：\($0)）" } ?? ""
        return "\(titles.map(q).joined(separator: "、"))の\(titles.count)件を\(list)に追加しました\(note)。"
    }

    func added(_ title: String, list: String, due: String?, repeat rule: String?) -> String {
        var notes: [String] = []
        if let due { notes.append("期限：\(due)") }
        if let rule { notes.append("繰り返し：\(rule)") }
        let suffix = notes.isEmpty ? "" : "（\(notes.joined(separator: "、"))）"
        return "\(q(title))を\(list)に追加しました\(suffix)。"
    }

    func alreadyDone(_ title: String) -> String { "\(q(title))はもう完了しています。" }

    private func mostUrgentPrefix(_ mostUrgent: Bool) -> String { mostUrgent ? "一番急ぎの" : "" }

    func completed(_ title: String, mostUrgent: Bool) -> String {
        "\(mostUrgentPrefix(mostUrgent))\(q(title))を完了しました。"
    }

    func completedRepeating(_ title: String, next: String, mostUrgent: Bool) -> String {
        "\(mostUrgentPrefix(mostUrgent))\(q(title))を完了しました。次回は\(next)です。"
    }

    func completedLastOccurrence(_ title: String, mostUrgent: Bool) -> String {
        "\(mostUrgentPrefix(mostUrgent))\(q(title))を完了しました。これが最後の回です。"
    }

    func notDone(_ title: String) -> String { "\(q(title))はまだ完了していません。" }
    func reopened(_ title: String) -> String { "\(q(title))を未完了に戻しました。" }
    func deleted(_ title: String) -> String { "\(q(title))を削除しました。" }
    func unchanged(_ title: String) -> String { "\(q(title))はすでにその内容です。" }

    func updated(_ title: String, changes: [Strings.Change]) -> String {
        let parts = changes.map { change -> String in
            switch change {
            case .renamed(let name): return "タイトル：\(q(name))"
            case .due(let due?): return "期限：\(due)"
            case .due(nil): return "期限なし"
            case .moved(let list): return "リスト：\(list)"
            case .section(let section?): return "セクション：\(q(section))"
            case .section(nil): return "セクションなし"
            case .notes: return "メモを変更"
            case .urgent(let urgent): return urgent ? "緊急" : "緊急を解除"
            case .starred(let starred): return starred ? "スター付き" : "スターを解除"
            }
        }
        return "\(q(title))を更新しました（\(parts.joined(separator: "、"))）。"
    }

    func starred(_ title: String) -> String { "\(q(title))にスターを付けました。" }
    func unstarred(_ title: String) -> String { "\(q(title))のスターを外しました。" }
    func cannotSnoozeDone(_ title: String) -> String { "\(q(title))は完了しているので、スヌーズできません。" }
    func snoozed(_ title: String, until: String) -> String { "\(q(title))を\(until)までスヌーズしました。" }
    let noOpenTodos = "未完了のTodoはありません。"

    func describeTodo(_ details: Strings.TodoDetails) -> String {
        var parts = [details.section.map { "\(details.list)・\($0)" } ?? details.list]
        if details.isDone { parts.append("完了済み") }
        if let due = details.due { parts.append("期限：\(due)") }
        if let rule = details.repeat { parts.append("繰り返し：\(rule)") }
        if details.isStarred { parts.append("スター付き") }
        if details.isUrgent { parts.append("緊急") }
        if let until = details.snoozedUntil { parts.append("\(until)までスヌーズ中") }
        var sentence = "\(q(details.title))（\(parts.joined(separator: "、"))）"
        if !details.notes.isEmpty { sentence += " メモ：\(details.notes)" }
        return sentence
    }

    func doesNotRepeat(_ title: String) -> String { "\(q(title))は繰り返しません。" }
    func repeatCleared(_ title: String) -> String { "\(q(title))の繰り返しをやめました。" }

    func repeats(_ title: String, rule: String, next: String) -> String {
        "\(q(title))を繰り返すようにしました（\(rule)）。次回は\(next)です。"
    }

    // MARK: Reading

    func showTodos(count: Int, filter: TodoFilter, list: String?, titles: [String]) -> String {
        guard count > 0 else { return "\(ofList(list))\(noun(filter))はありません。" }
        let quoted = titles.map(q).joined(separator: "、")
        if count <= titles.count { return "\(ofList(list))\(noun(filter))は\(count)件です：\(quoted)。" }
        return "\(ofList(list))\(noun(filter))は\(count)件です：\(quoted)など。"
    }

    func countTodos(count: Int, filter: TodoFilter, list: String?) -> String {
        count == 0 ? "\(ofList(list))\(noun(filter))はありません。" : "\(ofList(list))\(noun(filter))は\(count)件です。"
    }

    func summary(_ total: TodoCounts, lists: [(String, TodoCounts)]) -> String {
        var details: [String] = []
        if total.overdue > 0 { details.append("期限切れ\(total.overdue)件") }
        if total.today > 0 { details.append("今日が期限\(total.today)件") }
        if total.starred > 0 { details.append("スター付き\(total.starred)件") }
        if total.urgent > 0 { details.append("緊急\(total.urgent)件") }
        var sentence = total.open == 0 ? "未完了のTodoはありません" : "未完了のTodoは\(total.open)件です"
        if !details.isEmpty { sentence += "（\(details.joined(separator: "、"))）" }
        sentence += "。"
        if total.done > 0 { sentence += "完了済みは\(total.done)件です。" }
        let busy = lists.filter { $0.1.open > 0 }
        if busy.count > 1 || (busy.count == 1 && lists.count > 1) {
            sentence += "リスト別の未完了：" + busy.map { "\($0.0)\($0.1.open)件" }.joined(separator: "、") + "。"
        }
        return sentence
    }

    func showLists(_ lists: [(name: String, open: Int)]) -> String {
        let items = lists.map { "\($0.name)（未完了\($0.open)件）" }
        return "リストは\(lists.count)つあります：\(items.joined(separator: "、"))。"
    }

    func searchResults(count: Int, query: String, best: String?) -> String {
        guard count > 0, let best else { return "\(q(query))に一致するものはありません。" }
        return count == 1
            ? "\(q(query))の検索結果は1件です：\(q(best))。"
            : "\(q(query))の検索結果は\(count)件です。一番近いのは\(q(best))です。"
    }

    // MARK: Lists, sections, bulk

    func listExists(_ name: String) -> String { "\(q(name))というリストはもうあります。" }
    func createdList(_ name: String) -> String { "リスト\(q(name))を作成しました。" }
    func listAlreadyNamed(_ name: String) -> String { "リストの名前はすでに\(q(name))です。" }
    func renamedList(_ name: String, to newName: String) -> String { "リスト\(q(name))の名前を\(q(newName))に変更しました。" }
    func cannotDeleteDefaultList(_ name: String) -> String { "\(name)は新しいTodoの入る場所なので削除できません。" }

    func deletedList(_ name: String, todoCount: Int) -> String {
        todoCount == 0 ? "リスト\(q(name))を削除しました。" : "リスト\(q(name))とそのTodo \(todoCount)件を削除しました。"
    }

    func sectionExists(_ name: String, in list: String) -> String { "\(list)にはセクション\(q(name))がもうあります。" }
    func createdSection(_ name: String, in list: String) -> String { "\(list)にセクション\(q(name))を追加しました。" }
    func nothingToComplete(filter: TodoFilter, list: String?) -> String { "完了する\(ofList(list))\(noun(filter))はありません。" }
    func completedTodos(count: Int) -> String { "Todo \(count)件を完了しました。" }
    func nothingToDelete(filter: TodoFilter, list: String?) -> String { "削除する\(ofList(list))\(noun(filter))はありません。" }
    func deletedTodos(count: Int) -> String { "Todo \(count)件を削除しました。" }

    // MARK: Undo, import

    let nothingToUndo = "取り消せる操作はありません。"
    let stoppedBulk = "中断しました。何も変更していません。"

    func undid(_ change: JournaledChange, subject: String, count: Int) -> String {
        let s = q(subject)
        let what: String
        switch change {
        case .intent(.addTodo): what = "\(s)の追加"
        case .intent(.completeTodo), .intent(.toggleUrgentTodo): what = "\(s)の完了"
        case .intent(.reopenTodo): what = "\(s)の再開"
        case .intent(.deleteTodo): what = "\(s)の削除"
        case .intent(.updateTodo): what = "\(s)の変更"
        case .intent(.toggleFavorite): what = "\(s)のスター"
        case .intent(.snoozeTodo): what = "\(s)のスヌーズ"
        case .intent(.setRepeat): what = "\(s)の繰り返し設定"
        case .intent(.completeTodos): what = count == 1 && !subject.isEmpty ? "\(s)の完了" : "Todo \(count)件の完了"
        case .intent(.deleteTodos): what = count == 1 && !subject.isEmpty ? "\(s)の削除" : "Todo \(count)件の削除"
        case .intent(.createList): what = "リスト\(s)の作成"
        case .intent(.renameList): what = "リスト\(s)の名前の変更"
        case .intent(.deleteList): what = "リスト\(s)の削除"
        case .intent(.createSection): what = "セクション\(s)の追加"
        case .importing: what = "Todo \(count)件のインポート"
        case .intent(.addTodos): what = "Todo \(count)件の追加"
        case .intent(.showTodos), .intent(.showTodoCount), .intent(.getTodoSummary), .intent(.searchEverything),
            .intent(.openTodo), .intent(.undo), .intent(.showLists), .unknown:
            what = "直前の操作"
        }
        return "\(what)を取り消しました。"
    }

    func confirmUndo(_ undid: String) -> String {
        var text = undid
        if text.hasSuffix("を取り消しました。") { text = String(text.dropLast("を取り消しました。".count)) + "を取り消しますか？" }
        return text
    }

    func imported(lists: Int, sections: Int, todos: Int, alreadyPresent: Int) -> String {
        var parts: [String] = []
        if lists > 0 { parts.append("リスト\(lists)件") }
        if sections > 0 { parts.append("セクション\(sections)件") }
        parts.append("Todo \(todos)件")
        let skipped = alreadyPresent > 0 ? "（Todo \(alreadyPresent)件はすでにあるので追加していません）" : ""
        return "\(parts.joined(separator: "、"))をインポートしました\(skipped)。"
    }

    // MARK: Dates

    private static let weekdays = ["月", "火", "水", "木", "金", "土", "日"]

    func describe(_ due: DueDate, today: DueDate) -> String {
        let days = Strings.days(from: today, to: due)
        let weekday = Self.weekdays[Strings.weekdayIndex(due)]
        var text: String
        switch days {
        case 0: text = "今日"
        case 1: text = "明日"
        case 2: text = "明後日"
        case -1: text = "昨日"
        case 3...6: text = "\(weekday)曜日"
        default:
            text = due.year == today.year ? "\(due.month)月\(due.day)日(\(weekday))" : "\(due.year)年\(due.month)月\(due.day)日(\(weekday))"
        }
        if let time = due.time {
            text += time.minute < 10 ? " \(time.hour):0\(time.minute)" : " \(time.hour):\(time.minute)"
        }
        return text
    }
}
