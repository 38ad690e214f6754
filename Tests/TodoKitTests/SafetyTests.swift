import Basics
import Foundation
import Testing

@testable import TodoKit

/// "It may fail to understand, it may ask, but it never changes the wrong thing."
/// Now is Monday 2026-11-30 09:00 unless a test says otherwise.
@Suite struct SafetyTests {
    /// A second process on the fixture's file, at `now` (the fixture's by default).
    static func otherProcess(_ fixture: Fixture, now: String? = nil, language: Language = .en) throws -> TodoService {
        TodoService(
            store: try TodoStore(path: fixture.path), clock: Clock(parsingNow: now ?? fixture.now, calendar: Fixture.utc)!,
            language: language)
    }

    // MARK: A. Nothing changes without the asking it deserves

    @Test func mostUrgentAsksNamingTheTodoItPicked() throws {
        let fixture = try Fixture()
        #expect(TodoIntent.toggleUrgentTodo.declaration.confirmation == .naming)
        let none = try fixture.run("ToggleUrgentTodo")
        #expect(!none.ok)
        #expect(none.say == "You have no open todos.")
        try fixture.run("AddTodo", ["title": "Water the plants", "due": "2026-12-02"])
        try fixture.run("AddTodo", ["title": "Call the plumber", "urgent": "true"])
        #expect(fixture.failure("ToggleUrgentTodo") == .needsConfirmation(prompt: "Complete your most urgent todo, “Call the plumber”?"))
        #expect(try fixture.titles().count == 2)
        #expect(try fixture.run("ToggleUrgentTodo", yes: true).say == "Completed the most urgent todo, “Call the plumber”.")
        try fixture.reopen(language: .ja)
        #expect(fixture.failure("ToggleUrgentTodo") == .needsConfirmation(prompt: "一番急ぎのTodo“Water the plants”を完了しますか？"))
        #expect(try fixture.run("ToggleUrgentTodo", yes: true).say == "一番急ぎの“Water the plants”を完了しました。")
    }

    @Test func completingAllCountsOnlyTheOpenTodosAndSaysTheSameNumber() throws {
        let fixture = try Fixture()
        for title in ["A", "B", "C"] { try fixture.run("AddTodo", ["title": title]) }
        try fixture.run("CompleteTodo", ["todo": "C"])
        #expect(fixture.failure("CompleteTodos", ["filter": "all"]) == .needsConfirmation(prompt: "Complete all 2 open todos?"))
        #expect(fixture.failure("CompleteTodos") == .needsConfirmation(prompt: "Complete 2 open todos?"))
        #expect(fixture.failure("DeleteTodos", ["filter": "all"]) == .needsConfirmation(prompt: "Delete all 3 todos?"))
        #expect(try fixture.service.confirmation(for: IntentRequest(.completeTodos, arguments: ["filter": .filter(.all)]))?.todoIDs == [1, 2])
        try fixture.reopen(language: .ja)
        #expect(fixture.failure("CompleteTodos", ["filter": "all"]) == .needsConfirmation(prompt: "未完了のTodo 2件をすべて完了しますか？"))
        let done = try fixture.run("CompleteTodos", ["filter": "all"], yes: true)
        #expect(done.say == "Todo 2件を完了しました。")
        #expect(done.result["count"] == 2)
        try fixture.run("ReopenTodo", ["todo": "A"])
        try fixture.reopen(language: .en)
        #expect(fixture.failure("CompleteTodos", ["filter": "all"]) == .needsConfirmation(prompt: "Complete the 1 open todo?"))
        #expect(try fixture.run("CompleteTodos", ["filter": "all"], yes: true).say == "Completed 1 todo.")
        #expect(try fixture.run("CompleteTodos", ["filter": "all"]).say == "There are no todos to complete.")
    }

    @Test func aYesCoversOnlyWhatWasCounted() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Old A", "due": "2026-11-27"])
        try fixture.run("AddTodo", ["title": "Old B", "due": "2026-11-28"])
        let overdue = IntentRequest(.completeTodos, arguments: ["filter": .text("overdue")])
        #expect(try fixture.service.confirmationPrompt(for: overdue) == "Complete 2 overdue todos?")
        // Between the question and the yes, another process adds an overdue todo.
        let other = try Self.otherProcess(fixture)
        _ = try other.perform(IntentRequest(.addTodo, arguments: ["title": .text("Old C"), "due": .text("2026-11-29")]))
        let journal = try fixture.store.undoEntryCount()
        let yes = IntentRequest(.completeTodos, arguments: overdue.arguments, isConfirmed: true)
        let refused = try fixture.service.perform(yes)
        #expect(!refused.ok)
        #expect(refused.say == "Nothing was changed: since I asked, that became 3 todos instead of 2. Please ask again.")
        #expect(refused.result["count"] == 3)
        #expect(try fixture.store.undoEntryCount() == journal)
        #expect(try fixture.titles("overdue") == ["Old A", "Old B", "Old C"])
        // Asked again, the yes covers the three.
        #expect(try fixture.service.confirmationPrompt(for: overdue) == "Complete 3 overdue todos?")
        #expect(try fixture.service.perform(yes).say == "Completed 3 todos.")
    }

    @Test func theSameNumberOfOtherTodosIsRefusedToo() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Old A", "due": "2026-11-27"])
        try fixture.run("AddTodo", ["title": "Old B", "due": "2026-11-28"])
        let arguments: [String: IntentArgument] = ["filter": .filter(.overdue)]
        let question = try #require(try fixture.service.confirmation(for: IntentRequest(.deleteTodos, arguments: arguments)))
        #expect(question.prompt == "Delete 2 overdue todos?")
        #expect(question.todoIDs == [1, 2])
        let other = try Self.otherProcess(fixture)
        _ = try other.perform(IntentRequest(.completeTodo, arguments: ["todo": .text("Old A")]))
        _ = try other.perform(IntentRequest(.addTodo, arguments: ["title": .text("Old C"), "due": .text("2026-11-29")]))
        // The ids may also be carried explicitly, by a front end on another service.
        let elsewhere = try Self.otherProcess(fixture)
        let refused = try elsewhere.perform(
            IntentRequest(.deleteTodos, arguments: arguments, isConfirmed: true, confirmedTodoIDs: question.todoIDs))
        #expect(!refused.ok)
        #expect(refused.say == "Nothing was changed: the todos changed since I asked. Please ask again.")
        #expect(try fixture.titles("all").count == 3)
        // `--yes` without a question runs on what is there when it runs.
        #expect(try fixture.run("DeleteTodos", ["filter": "overdue"], yes: true).say == "Deleted 2 todos.")
    }

    @Test func anotherMostUrgentTodoSinceTheQuestionIsRefused() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Water the plants"])
        #expect(try fixture.service.confirmationPrompt(for: IntentRequest(.toggleUrgentTodo)) == "Complete your most urgent todo, “Water the plants”?")
        _ = try Self.otherProcess(fixture).perform(IntentRequest(.addTodo, arguments: ["title": .text("Call the plumber"), "urgent": .flag(true)]))
        let refused = try fixture.service.perform(IntentRequest(.toggleUrgentTodo, isConfirmed: true))
        #expect(!refused.ok)
        #expect(refused.say == "Nothing was changed: your most urgent todo is now “Call the plumber”. Please ask again.")
        #expect(try fixture.titles().sorted() == ["Call the plumber", "Water the plants"])
    }

    @Test func deletingAListThatGainedATodoSinceTheQuestionIsRefusedInJapanese() throws {
        let fixture = try Fixture(language: .ja)
        try fixture.run("CreateList", ["name": "買い物"])
        try fixture.run("AddTodo", ["title": "牛乳", "list": "買い物"])
        let ask = IntentRequest(.deleteList, arguments: ["list": .text("買い物")])
        #expect(try fixture.service.confirmationPrompt(for: ask) == "リスト“買い物”とそのTodo 1件を削除しますか？")
        _ = try Self.otherProcess(fixture, language: .ja).perform(
            IntentRequest(.addTodo, arguments: ["title": .text("パン"), "list": .text("買い物")]))
        let refused = try fixture.service.perform(IntentRequest(.deleteList, arguments: ask.arguments, isConfirmed: true))
        #expect(!refused.ok)
        #expect(refused.say == "確認した後でTodoが変わったため、何も変更していません（確認時は1件、今は2件）。もう一度言ってください。")
        #expect(try fixture.titles(list: "買い物").sorted() == ["パン", "牛乳"])
    }

    @Test func aRunAskedNothingThatNowNeedsAYesIsNotTakenAsConfirmed() throws {
        let fixture = try Fixture()
        let add = IntentRequest(.addTodo, arguments: ["title": .text("bananas")])
        #expect(try fixture.service.confirmationPrompt(for: add) == nil)
        _ = try Self.otherProcess(fixture).perform(add)
        #expect(throws: IntentFailure.needsConfirmation(prompt: "“bananas” is already on Inbox. Add another?")) {
            try fixture.service.perform(IntentRequest(.addTodo, arguments: add.arguments, isConfirmed: true))
        }
        #expect(try fixture.titles() == ["bananas"])
    }

    // MARK: B. No silent duplicates on add

    @Test func addingAnOpenTodoAgainAsksFirst() throws {
        let fixture = try Fixture()
        #expect(TodoIntent.addTodo.declaration.confirmation == .duplicate)
        try fixture.run("AddTodo", ["title": "bananas"])
        let prompt = "“bananas” is already on Inbox. Add another?"
        #expect(fixture.failure("AddTodo", ["title": "Bananas"]) == .needsConfirmation(prompt: prompt))
        #expect(fixture.failure("AddTodo", ["title": "ＢＡＮＡＮＡＳ "]) == .needsConfirmation(prompt: prompt))
        #expect(fixture.failure("AddTodo", ["title": "bananas", "list": "Inbox"]) == .needsConfirmation(prompt: prompt))
        #expect(try fixture.titles() == ["bananas"])
        #expect(try fixture.run("AddTodo", ["title": "Bananas"], yes: true).say == "Added “Bananas” to Inbox.")
        #expect(try fixture.titles() == ["bananas", "Bananas"])
        // Another list, or a todo already done, is no duplicate.
        try fixture.run("CreateList", ["name": "Groceries"])
        #expect(try fixture.run("AddTodo", ["title": "bananas", "list": "Groceries"]).ok)
        try fixture.run("AddTodo", ["title": "Milk"])
        try fixture.run("CompleteTodo", ["todo": "Milk"])
        #expect(try fixture.run("AddTodo", ["title": "milk"]).say == "Added “milk” to Inbox.")
    }

    @Test func addingSeveralNamesTheDuplicates() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "bananas"])
        try fixture.run("AddTodo", ["title": "milk"])
        let titles = #"["Milk", "bread", "Bananas"]"#
        #expect(
            fixture.failure("AddTodos", ["titles": titles])
                == .needsConfirmation(prompt: "“milk” and “bananas” are already on Inbox. Add all 3 anyway?"))
        #expect(fixture.failure("AddTodos", ["titles": #"["bread", "bananas"]"#]) == .needsConfirmation(prompt: "“bananas” is already on Inbox. Add both anyway?"))
        #expect(try fixture.titles().count == 2)
        #expect(try fixture.run("AddTodos", ["titles": titles], yes: true).ok)
        #expect(try fixture.titles().count == 5)
        #expect(try fixture.run("AddTodos", ["titles": #"["eggs", "rice"]"#]).ok)
    }

    @Test func duplicatesInJapanese() throws {
        let fixture = try Fixture(language: .ja)
        try fixture.run("AddTodo", ["title": "バナナ"])
        #expect(fixture.failure("AddTodo", ["title": "バナナ"]) == .needsConfirmation(prompt: "“バナナ”はすでに受信箱にあります。もう1つ追加しますか？"))
        #expect(
            fixture.failure("AddTodos", ["titles": #"["バナナ", "りんご"]"#])
                == .needsConfirmation(prompt: "“バナナ”はすでに受信箱にあります。2件とも追加しますか？"))
        #expect(try fixture.titles() == ["バナナ"])
    }

    // MARK: C. Reading does not write

    /// Every row of every table, as SQL literals, plus the database and WAL files' bytes.
    static func snapshot(_ fixture: Fixture) throws -> (rows: String, files: [Data?]) {
        let database = fixture.store.database
        var lines: [String] = []
        let tables = try database.rows("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name") { $0.text(0) }
        for table in tables {
            let columns = try database.rows("SELECT name FROM pragma_table_info(?)", [.text(table)]) { $0.text(0) }
            let row = columns.map { "quote(\"\($0)\")" }.joined(separator: " || '|' || ")
            lines.append("\(table):")
            lines += try database.rows("SELECT \(row) FROM \"\(table)\" ORDER BY rowid") { $0.text(0) }
        }
        let files = [fixture.path, fixture.path + "-wal"].map { FileManager.default.contents(atPath: $0) }
        return (lines.joined(separator: "\n"), files)
    }

    /// Repeating todos as of Monday 2026-11-30, plus one-off todos around them.
    static func repeatingFixture() throws -> Fixture {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Stretch", "due": "2026-11-30", "repeat": "FREQ=DAILY"])
        try fixture.run("AddTodo", ["title": "Gym", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        try fixture.run("AddTodo", ["title": "Pay rent", "due": "2026-12-01", "repeat": "FREQ=MONTHLY;BYMONTHDAY=1"])
        try fixture.run("AddTodo", ["title": "Report", "due": "2026-12-15"])
        try fixture.run("AddTodo", ["title": "Later", "due": "2027-01-05"])
        return fixture
    }

    @Test func readingWithAFutureNowLeavesTheStoreAsItWas() throws {
        let fixture = try Self.repeatingFixture()
        let before = try Self.snapshot(fixture)
        let journal = try fixture.store.undoEntryCount()

        // A month ahead: every reading intent, an export, the names for speech.
        let future = try Self.otherProcess(fixture, now: "2026-12-31T09:00")
        let shown = try future.perform(IntentRequest(.showTodos)).result["todos"]!.arrayValue!
        #expect(shown.map { $0["title"]!.stringValue! } == ["Pay rent", "Report", "Stretch", "Gym", "Later"])
        #expect(shown.map { $0["due"]!.stringValue! } == ["2026-12-01", "2026-12-15", "2026-12-31", "2026-12-31", "2027-01-05"])
        #expect(shown[2]["missedCycles"] == 31)
        #expect(try future.perform(IntentRequest(.showTodos, arguments: ["filter": .filter(.today)])).result["count"] == 2)
        #expect(try future.perform(IntentRequest(.showTodoCount, arguments: ["filter": .filter(.overdue)])).result["count"] == 2)
        let summary = try future.perform(IntentRequest(.getTodoSummary)).result
        #expect(summary["overdue"] == 2)
        #expect(summary["today"] == 2)
        #expect(summary["open"] == 5)
        #expect(try future.perform(IntentRequest(.openTodo, arguments: ["todo": .text("Stretch")])).say.contains("due today"))
        _ = try future.perform(IntentRequest(.searchEverything, arguments: ["query": .text("gym")]))
        _ = try future.perform(IntentRequest(.showLists))
        #expect(try future.confirmationPrompt(for: IntentRequest(.completeTodos, arguments: ["filter": .filter(.today)])) == "Complete 2 todos due today?")
        #expect(future.entities(ofType: .todo).first { $0.title == "Stretch" }?.due?.encoded == "2026-12-31")
        let exported = try future.exportDocument()["todos"]!.arrayValue!
        #expect(exported.first { $0["title"] == "Stretch" }?["due"] == "2026-11-30")

        let after = try Self.snapshot(fixture)
        #expect(after.rows == before.rows)
        #expect(after.files == before.files)
        #expect(try fixture.store.undoEntryCount() == journal)

        // The real clock sees the occurrences it saw before.
        let today = try fixture.run("ShowTodos").result["todos"]!.arrayValue!
        #expect(today.map { $0["title"]!.stringValue! } == ["Stretch", "Gym", "Pay rent", "Report", "Later"])
        #expect(today.map { $0["due"]!.stringValue! } == ["2026-11-30", "2026-11-30", "2026-12-01", "2026-12-15", "2027-01-05"])
        #expect(today[0]["missedCycles"] == 0)
        #expect(try fixture.titles("overdue").isEmpty)
        #expect(try Self.snapshot(fixture).rows == before.rows)
        // The last undo step is still the last add, not a read.
        #expect(try fixture.run("Undo").say == "Undid adding “Later”.")
    }

    @Test func actingOnALaggingRepeatWritesItsCurrentCycle() throws {
        let fixture = try Self.repeatingFixture()
        let future = try Self.otherProcess(fixture, now: "2026-12-31T09:00")
        // The most urgent is the earliest due as shown (Pay rent, 2026-12-01), not as stored (Stretch, 2026-11-30).
        #expect(try future.confirmationPrompt(for: IntentRequest(.toggleUrgentTodo)) == "Complete your most urgent todo, “Pay rent”?")
        let done = try future.perform(IntentRequest(.completeTodo, arguments: ["todo": .text("Stretch")]))
        #expect(done.result["todo"]?["due"] == "2027-01-01")
        #expect(try fixture.store.todo(id: 1)?.due?.encoded == "2027-01-01")
        #expect(try fixture.store.todo(id: 1)?.missedCycles == 31)
        // Starring it acts on it too; snoozing, updating, repeating and deleting likewise.
        _ = try future.perform(IntentRequest(.toggleFavorite, arguments: ["todo": .text("Gym")]))
        #expect(try fixture.store.todo(id: 2)?.due?.encoded == "2026-12-31")
        // Undo puts the stored occurrence back; the real clock shows it as before.
        _ = try future.perform(IntentRequest(.undo))
        _ = try future.perform(IntentRequest(.undo))
        #expect(try fixture.store.todo(id: 1)?.due?.encoded == "2026-11-30")
        #expect(try fixture.titles("today") == ["Stretch", "Gym"])
    }

    @Test func showingFiltersAndOrdersLaggingRepeatsByTheirCurrentCycle() throws {
        let fixture = try Fixture(now: "2026-11-25T09:00")
        try fixture.run("AddTodo", ["title": "Stretch", "due": "2026-11-25", "repeat": "FREQ=DAILY"])
        try fixture.run("AddTodo", ["title": "Yesterday", "due": "2026-11-29"])
        try fixture.run("AddTodo", ["title": "Snoozed", "due": "2026-11-23", "repeat": "FREQ=WEEKLY;BYDAY=MO"])
        try fixture.run("AddTodo", ["title": "Tomorrow", "due": "2026-12-01"])
        try fixture.run("SnoozeTodo", ["todo": "Snoozed", "duration": "10080"])
        try fixture.reopen(now: "2026-11-30T09:00")
        // Both repeats lag (stored 11-25 and 11-23) and show today; moving on ends the snooze.
        #expect(try fixture.titles() == ["Yesterday", "Stretch", "Snoozed", "Tomorrow"])
        #expect(try fixture.titles("today") == ["Stretch", "Snoozed"])
        #expect(try fixture.titles("overdue") == ["Yesterday"])
        #expect(try fixture.titles("upcoming") == ["Stretch", "Snoozed", "Tomorrow"])
        #expect(try fixture.run("ShowTodoCount", ["filter": "today"]).result["count"] == 2)
        #expect(try fixture.todo("Stretch")["missedCycles"] == 5)
        #expect(try fixture.todo("Snoozed")["snoozedUntil"] == .null)
        #expect(try fixture.store.todo(id: 1)?.due?.encoded == "2026-11-25")
        #expect(try fixture.store.todo(id: 3)?.snoozedUntil != nil)
    }
}
