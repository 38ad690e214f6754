import Basics
import Foundation
import Testing

@testable import TodoKit

@Suite struct IntentTests {
    @Test func catalogHasEveryContractIntent() {
        let names = [
            "AddTodo", "CompleteTodo", "ReopenTodo", "DeleteTodo", "UpdateTodo", "ToggleFavorite", "SnoozeTodo",
            "ToggleUrgentTodo", "ShowTodos", "ShowTodoCount", "GetTodoSummary", "SearchEverything", "OpenTodo",
            "CompleteTodos", "DeleteTodos", "CreateList", "RenameList", "DeleteList", "CreateSection", "SetRepeat", "Undo",
            "AddTodos", "ShowLists",
        ]
        #expect(TodoIntents.catalog.map(\.name) == names)
        #expect(TodoIntents.declaration(named: "DeleteTodo")?.confirmation == .always)
        #expect(TodoIntents.declaration(named: "DeleteList")?.confirmation == .always)
        #expect(TodoIntents.declaration(named: "CompleteTodos")?.confirmation == .bulk)
        #expect(TodoIntents.declaration(named: "SnoozeTodo")?.durationChoices == [.minutes(30), .minutes(60), .tonight, .tomorrow])
        #expect(TodoIntents.declaration(named: "AddTodo")?.prompt(for: "title", language: .en) == "What do you want to add?")
        #expect(TodoIntents.declaration(named: "AddTodo")?.prompt(for: "title", language: .ja) == "何を追加しますか？")
        #expect(TodoIntents.declaration(named: "SnoozeTodo")?.prompt(for: "duration", language: .en) == "For how long?")
    }

    @Test(arguments: [
        (Language.en, ["title": "Buy milk", "list": "Groceries"], "Added “Buy milk” to Groceries."),
        (.ja, ["title": "牛乳を買う", "list": "買い物"], "“牛乳を買う”を買い物に追加しました。"),
        (.en, ["title": "Call mom"], "Added “Call mom” to Inbox."),
        (.ja, ["title": "電話する"], "“電話する”を受信箱に追加しました。"),
        (.en, ["title": "Pay rent", "due": "2026-12-01"], "Added “Pay rent” to Inbox, due tomorrow."),
        (.en, ["title": "Dentist", "due": "2026-12-08T17:30"], "Added “Dentist” to Inbox, due Tue, Dec 8 at 5:30 PM."),
        (.ja, ["title": "歯医者", "due": "2026-12-01T09:05"], "“歯医者”を受信箱に追加しました（期限：明日 9:05）。"),
    ])
    func addTodoAnswersInTheLanguage(language: Language, arguments: [String: String], say: String) throws {
        let fixture = try Fixture(language: language)
        try fixture.run("CreateList", ["name": "Groceries"])
        try fixture.run("CreateList", ["name": "買い物"])
        let response = try fixture.run("AddTodo", arguments)
        #expect(response.ok)
        #expect(response.say == say)
        #expect(response.result["todo"]?["title"]?.stringValue == arguments["title"])
    }

    @Test func addTodoStoresEveryField() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Groceries"])
        try fixture.run("CreateSection", ["list": "Groceries", "name": "Dairy"])
        try fixture.run(
            "AddTodo",
            ["title": "Buy milk", "list": "groceries", "section": "dairy", "due": "2026-12-02", "urgent": "true",
             "starred": "yes", "notes": "2 liters"])
        let todo = try fixture.todo("buy MILK")
        #expect(todo["list"] == "Groceries")
        #expect(todo["section"] == "Dairy")
        #expect(todo["due"] == "2026-12-02")
        #expect(todo["urgent"] == true)
        #expect(todo["starred"] == true)
        #expect(todo["notes"] == "2 liters")
        #expect(todo["done"] == false)
        #expect(todo["createdAt"] == "2026-11-30T09:00:00Z")
    }

    @Test func completeAndReopen() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Buy milk"])
        #expect(try fixture.run("CompleteTodo", ["todo": "Buy milk"]).say == "Completed “Buy milk”.")
        #expect(try fixture.titles().isEmpty)
        #expect(try fixture.titles("completed") == ["Buy milk"])
        #expect(try fixture.todo("Buy milk")["doneAt"] == "2026-11-30T09:00:00Z")
        #expect(try fixture.run("CompleteTodo", ["todo": "Buy milk"]).say == "“Buy milk” is already done.")
        #expect(try fixture.run("ReopenTodo", ["todo": "1"]).say == "Reopened “Buy milk”.")
        #expect(try fixture.titles() == ["Buy milk"])
        #expect(try fixture.todo("Buy milk")["doneAt"] == .null)
    }

    @Test func deleteNeedsConfirmationThenDeletes() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Call mom"])
        #expect(fixture.failure("DeleteTodo", ["todo": "Call mom"]) == .needsConfirmation(prompt: "Delete “Call mom”?"))
        #expect(try fixture.titles() == ["Call mom"])
        let prompt = try fixture.service.confirmationPrompt(
            for: IntentRequest(.deleteTodo, arguments: ["todo": .entityID(1)]))
        #expect(prompt == "Delete “Call mom”?")
        #expect(try fixture.service.confirmationPrompt(for: IntentRequest(.addTodo, arguments: ["title": .text("Call dad")])) == nil)
        #expect(try fixture.run("DeleteTodo", ["todo": "Call mom"], yes: true).say == "Deleted “Call mom”.")
        #expect(try fixture.titles("all").isEmpty)
    }

    @Test func updateTodoChangesTitleDueAndList() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Work"])
        try fixture.run("AddTodo", ["title": "Report", "due": "2026-12-01"])
        let response = try fixture.run("UpdateTodo", ["todo": "Report", "title": "Q4 report", "due": "2026-12-04", "list": "Work"])
        #expect(response.say == "Updated “Report”: renamed to “Q4 report”, due Friday, moved to Work.")
        let todo = try fixture.todo("Q4 report")
        #expect(todo["due"] == "2026-12-04")
        #expect(todo["list"] == "Work")
        try fixture.run("UpdateTodo", ["todo": "Q4 report", "due": "none"])
        #expect(try fixture.todo("Q4 report")["due"] == .null)
        #expect(fixture.failure("UpdateTodo", ["todo": "Q4 report"]) == .missingParameter("title, due or list"))
    }

    @Test func toggleFavoriteStarsAndUnstars() throws {
        let fixture = try Fixture(language: .ja)
        try fixture.run("AddTodo", ["title": "牛乳"])
        #expect(try fixture.run("ToggleFavorite", ["todo": "牛乳"]).say == "“牛乳”にスターを付けました。")
        #expect(try fixture.titles("starred") == ["牛乳"])
        #expect(try fixture.run("ToggleFavorite", ["todo": "牛乳"]).say == "“牛乳”のスターを外しました。")
        #expect(try fixture.titles("starred").isEmpty)
    }

    @Test func snoozeHidesFromTodayAndOverdueUntilItEnds() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Water plants", "due": "2026-11-30"])
        try fixture.run("AddTodo", ["title": "Pay bill", "due": "2026-11-29"])
        #expect(try fixture.titles("today") == ["Water plants"])
        #expect(try fixture.titles("overdue") == ["Pay bill"])
        let response = try fixture.run("SnoozeTodo", ["todo": "Water plants"])
        #expect(response.say == "Snoozed “Water plants” until today at 10:00 AM.")
        #expect(response.result["minutes"] == 60)
        try fixture.run("SnoozeTodo", ["todo": "Pay bill", "duration": "30"])
        #expect(try fixture.titles("today").isEmpty)
        #expect(try fixture.titles("overdue").isEmpty)
        #expect(try fixture.titles().count == 2)
        try fixture.reopen(now: "2026-11-30T09:45")
        #expect(try fixture.titles("today").isEmpty)
        #expect(try fixture.titles("overdue") == ["Pay bill"])
        try fixture.reopen(now: "2026-11-30T10:00")
        #expect(try fixture.titles("today") == ["Water plants"])
    }

    @Test func snoozeChoicesTonightAndTomorrow() throws {
        let fixture = try Fixture(now: "2026-11-30T18:30")
        try fixture.run("AddTodo", ["title": "Read"])
        #expect(try fixture.run("SnoozeTodo", ["todo": "Read", "duration": "tonight"]).result["minutes"] == 90)
        #expect(try fixture.run("SnoozeTodo", ["todo": "Read", "duration": "tomorrow"]).result["minutes"] == 870)
        #expect(DurationChoice.minutes(30).label(in: .ja) == "30分")
        #expect(DurationChoice.tomorrow.label(in: .en) == "until tomorrow morning")
    }

    @Test func toggleUrgentCompletesTheMostUrgentOpenTodo() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Someday", "due": "2026-12-01"])
        try fixture.run("AddTodo", ["title": "Urgent later", "urgent": "true", "due": "2026-12-05"])
        try fixture.run("AddTodo", ["title": "Urgent soon", "urgent": "true", "due": "2026-12-02"])
        try fixture.run("AddTodo", ["title": "Urgent undated", "urgent": "true"])
        let order = try (0..<4).map { _ in try fixture.run("ToggleUrgentTodo", yes: true).result["todo"]!["title"]!.stringValue! }
        #expect(order == ["Urgent soon", "Urgent later", "Urgent undated", "Someday"])
        let none = try fixture.run("ToggleUrgentTodo")
        #expect(!none.ok)
        #expect(none.say == "You have no open todos.")
    }

    /// Now: Monday 2026-11-30 09:00.
    @Test(arguments: [
        ("pending", ["Overdue", "Today", "Today timed past", "Tomorrow", "Next week", "Far", "Starred", "Urgent", "Undated"]),
        ("all", ["Overdue", "Today", "Today timed past", "Tomorrow", "Next week", "Far", "Starred", "Urgent", "Undated", "Done"]),
        ("completed", ["Done"]),
        ("today", ["Today", "Today timed past"]),
        ("overdue", ["Overdue", "Today timed past"]),
        ("upcoming", ["Today", "Tomorrow", "Next week"]),
        ("starred", ["Starred"]),
        ("urgent", ["Urgent"]),
    ])
    func filters(filter: String, expected: [String]) throws {
        let fixture = try Fixture()
        let todos: [[String: String]] = [
            ["title": "Overdue", "due": "2026-11-29"], ["title": "Today", "due": "2026-11-30"],
            ["title": "Today timed past", "due": "2026-11-30T08:00"], ["title": "Tomorrow", "due": "2026-12-01"],
            ["title": "Next week", "due": "2026-12-07"], ["title": "Far", "due": "2026-12-08"],
            ["title": "Starred", "starred": "true"], ["title": "Urgent", "urgent": "true"], ["title": "Undated"],
            ["title": "Done", "due": "2026-11-30"],
        ]
        for todo in todos { try fixture.run("AddTodo", todo) }
        try fixture.run("CompleteTodo", ["todo": "Done"])
        #expect(try fixture.titles(filter).sorted() == expected.sorted())
        #expect(try fixture.run("ShowTodoCount", ["filter": filter]).result["count"]?.integerValue == Int64(expected.count))
    }

    @Test func filtersCombineWithAList() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Work"])
        try fixture.run("AddTodo", ["title": "Report", "list": "Work", "due": "2026-11-29"])
        try fixture.run("AddTodo", ["title": "Slides", "list": "Work"])
        try fixture.run("AddTodo", ["title": "Laundry", "due": "2026-11-29"])
        #expect(try fixture.titles("overdue", list: "Work") == ["Report"])
        #expect(try fixture.titles(list: "Work").sorted() == ["Report", "Slides"])
        #expect(try fixture.run("ShowTodoCount", ["list": "Work"]).say == "You have 2 open todos in Work.")
        #expect(try fixture.run("ShowTodoCount", ["filter": "overdue"]).say == "You have 2 overdue todos.")
        #expect(try fixture.run("ShowTodoCount", ["filter": "starred"]).say == "You have no starred todos.")
        try fixture.reopen(language: .ja)
        #expect(try fixture.run("ShowTodoCount", ["filter": "overdue", "list": "Work"]).say == "Workの期限切れのTodoは1件です。")
        #expect(try fixture.run("ShowTodos", ["filter": "today"]).say == "今日が期限のTodoはありません。")
    }

    @Test func showTodosResultHasTheContractFields() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Gym", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        let response = try fixture.run("ShowTodos")
        let todo = response.result["todos"]!.arrayValue![0]
        #expect(todo.objectValue!.keys.prefix(8) == ["id", "title", "list", "done", "due", "starred", "urgent", "repeat"])
        #expect(todo["repeat"] == "FREQ=WEEKLY;BYDAY=MO,TH")
        #expect(todo["due"] == "2026-11-30")
        #expect(response.say == "You have 1 open todo: “Gym”.")
    }

    @Test func summaryCountsPerList() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Work"])
        try fixture.run("AddTodo", ["title": "Report", "list": "Work", "due": "2026-11-29", "urgent": "true"])
        try fixture.run("AddTodo", ["title": "Slides", "list": "Work", "due": "2026-11-30", "starred": "true"])
        try fixture.run("AddTodo", ["title": "Laundry"])
        try fixture.run("AddTodo", ["title": "Old"])
        try fixture.run("CompleteTodo", ["todo": "Old"])
        let response = try fixture.run("GetTodoSummary")
        #expect(response.result["open"] == 3)
        #expect(response.result["done"] == 1)
        #expect(response.result["overdue"] == 1)
        #expect(response.result["today"] == 1)
        #expect(response.result["starred"] == 1)
        #expect(response.result["urgent"] == 1)
        let lists = response.result["lists"]!.arrayValue!
        #expect(lists.map { $0["name"]!.stringValue! } == ["Inbox", "Work"])
        #expect(lists.map { $0["open"]!.integerValue! } == [1, 2])
        #expect(lists[0]["done"] == 1)
        #expect(response.say == "You have 3 open todos (1 overdue, 1 due today, 1 starred, 1 urgent) and 1 done. Open by list: Inbox 1, Work 2.")
    }

    @Test func searchFindsTodosListsAndSectionsInsensitively() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Milk run"])
        try fixture.run("CreateSection", ["list": "Milk run", "name": "Oat milk"])
        try fixture.run("AddTodo", ["title": "Buy MILK"])
        try fixture.run("AddTodo", ["title": "Milk"])
        try fixture.run("AddTodo", ["title": "ミルクティー"])
        try fixture.run("AddTodo", ["title": "Bread"])
        let results = try fixture.run("SearchEverything", ["query": "ｍｉｌｋ"]).result["results"]!.arrayValue!
        #expect(results.map { $0["title"]!.stringValue! } == ["Milk", "Milk run", "Oat milk", "Buy MILK"])
        #expect(results.map { $0["kind"]!.stringValue! } == ["todo", "list", "section", "todo"])
        let kana = try fixture.run("SearchEverything", ["query": "みるく"])
        #expect(kana.result["results"]!.arrayValue!.map { $0["title"]!.stringValue! } == ["ミルクティー"])
        #expect(kana.say == "Found 1 match for “みるく”: “ミルクティー”.")
        let words = try fixture.run("SearchEverything", ["query": "milk buy"]).result["results"]!.arrayValue!
        #expect(words.map { $0["title"]!.stringValue! } == ["Buy MILK"])
        #expect(try fixture.run("SearchEverything", ["query": "zebra"]).say == "Nothing matches “zebra”.")
        #expect(try fixture.run("SearchEverything", ["query": "inbox"]).result["results"]?.arrayValue?.first?["kind"] == "list")
    }

    @Test func openTodoDescribesIt() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Gym", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH", "starred": "true"])
        #expect(try fixture.run("OpenTodo", ["todo": "gym"]).say == "“Gym”: Inbox, due today, repeats every Monday and Thursday, starred.")
        try fixture.reopen(language: .ja)
        #expect(try fixture.run("OpenTodo", ["todo": "gym"]).say == "“Gym”（受信箱、期限：今日、繰り返し：毎週月曜日と木曜日、スター付き）")
    }

    @Test func bulkIntentsConfirmWithTheCountThenAct() throws {
        let fixture = try Fixture()
        for day in ["2026-11-27", "2026-11-28", "2026-11-29"] {
            try fixture.run("AddTodo", ["title": "Overdue \(day)", "due": day])
        }
        try fixture.run("AddTodo", ["title": "Later", "due": "2026-12-03"])
        #expect(fixture.failure("CompleteTodos", ["filter": "overdue"]) == .needsConfirmation(prompt: "Complete 3 overdue todos?"))
        #expect(try fixture.run("CompleteTodos", ["filter": "overdue"], yes: true).say == "Completed 3 todos.")
        #expect(try fixture.titles() == ["Later"])
        #expect(try fixture.run("CompleteTodos", ["filter": "overdue"]).say == "There are no overdue todos to complete.")
        #expect(fixture.failure("DeleteTodos", ["filter": "completed"]) == .needsConfirmation(prompt: "Delete 3 completed todos?"))
        #expect(fixture.failure("DeleteTodos") == .needsConfirmation(prompt: "Delete all 4 todos?"))
        #expect(try fixture.run("DeleteTodos", ["filter": "completed"], yes: true).say == "Deleted 3 todos.")
        #expect(try fixture.titles("all") == ["Later"])
        try fixture.reopen(language: .ja)
        #expect(fixture.failure("DeleteTodos") == .needsConfirmation(prompt: "Todo 1件をすべて削除しますか？"))
    }

    @Test func listsAndSections() throws {
        let fixture = try Fixture()
        #expect(try fixture.run("CreateList", ["name": "Groceries"]).say == "Created the list “Groceries”.")
        let duplicate = try fixture.run("CreateList", ["name": "GROCERIES"])
        #expect(!duplicate.ok)
        #expect(duplicate.say == "There’s already a list called “Groceries”.")
        #expect(!(try fixture.run("CreateList", ["name": "Inbox"]).ok))
        #expect(try fixture.run("RenameList", ["list": "groceries", "name": "Shopping"]).say == "Renamed the list “Groceries” to “Shopping”.")
        #expect(try fixture.run("CreateSection", ["list": "Shopping", "name": "Dairy"]).say == "Added the section “Dairy” to Shopping.")
        #expect(!(try fixture.run("CreateSection", ["list": "Shopping", "name": "dairy"]).ok))
        try fixture.run("AddTodo", ["title": "Milk", "list": "Shopping", "section": "Dairy"])
        #expect(fixture.failure("DeleteList", ["list": "Shopping"]) == .needsConfirmation(prompt: "Delete the list “Shopping” and its 1 todo?"))
        #expect(try fixture.run("DeleteList", ["list": "Shopping"], yes: true).say == "Deleted the list “Shopping” and its 1 todo.")
        let inbox = try fixture.run("DeleteList", ["list": "Inbox"], yes: true)
        #expect(!inbox.ok)
        #expect(inbox.say == "Inbox can’t be deleted: new todos go there.")
        #expect(try fixture.run("RenameList", ["list": "Inbox", "name": "Home"]).ok)
        #expect(try fixture.run("AddTodo", ["title": "Sweep"]).say == "Added “Sweep” to Home.")
    }

    @Test(arguments: [
        ("Nope", ["title": "x"], IntentFailure.unknownIntent("Nope")),
        ("AddTodo", [:], .missingParameter("title")),
        ("AddTodo", ["title": "  "], .missingParameter("title")),
        ("AddTodo", ["title": "x", "due": "2026-02-30"], .invalidParameter(name: "due", value: "2026-02-30", reason: EnglishPhrasebook().badDate)),
        ("AddTodo", ["title": "x", "due": "tomorrow"], .invalidParameter(name: "due", value: "tomorrow", reason: EnglishPhrasebook().badDate)),
        ("AddTodo", ["title": "x", "urgent": "maybe"], .invalidParameter(name: "urgent", value: "maybe", reason: EnglishPhrasebook().badBoolean)),
        ("AddTodo", ["title": "x", "list": "Nowhere"], .notFound(kind: .list, value: "Nowhere")),
        ("CompleteTodo", ["todo": "Nothing"], .notFound(kind: .todo, value: "Nothing")),
        ("CompleteTodo", ["todo": "999"], .notFound(kind: .todo, value: "999")),
        ("ShowTodos", ["filter": "soon"], .invalidParameter(name: "filter", value: "soon", reason: EnglishPhrasebook().badFilter)),
        ("SnoozeTodo", ["todo": "Milk", "duration": "-5"], .invalidParameter(name: "duration", value: "-5", reason: EnglishPhrasebook().badDuration)),
        ("Undo", ["x": "1"], .invalidParameter(name: "x", value: "1", reason: "Undo takes no parameters")),
    ] as [(String, [String: String], IntentFailure)])
    func badRequestsFailAndChangeNothing(intent: String, arguments: [String: String], expected: IntentFailure) throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Milk"])
        let before = fixture.service.changeCounter
        #expect(fixture.failure(intent, arguments) == expected)
        #expect(expected.exitCode == 2)
        #expect(fixture.service.changeCounter == before)
        #expect(try fixture.titles("all") == ["Milk"])
    }

    @Test func badRepeatRuleNamesTheProblem() throws {
        let fixture = try Fixture()
        guard case .invalidParameter(let name, _, let reason) = fixture.failure("AddTodo", ["title": "x", "repeat": "FREQ=SOMETIMES"])
        else {
            Issue.record("expected invalidParameter")
            return
        }
        #expect(name == "repeat")
        #expect(reason.contains("FREQ"))
        #expect(IntentFailure.notFound(kind: .list, value: "Gym").message(in: .ja) == "“Gym”というリストはありません（正確な名前かIDを指定してください）")
    }

    @Test func sameTitlePrefersOpenThenAsksForAnID() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Milk"])
        try fixture.run("CompleteTodo", ["todo": "Milk"])
        try fixture.run("AddTodo", ["title": "milk"])
        #expect(try fixture.run("CompleteTodo", ["todo": "MILK"]).result["todo"]?["id"] == 2)
        #expect(try fixture.run("ReopenTodo", ["todo": "1"]).ok)
        #expect(try fixture.run("ReopenTodo", ["todo": "2"]).ok)
        guard case .invalidParameter(name: "todo", _, _) = fixture.failure("CompleteTodo", ["todo": "Milk"]) else {
            Issue.record("expected an ambiguity failure")
            return
        }
    }

    @Test func entitiesListTodosAndLists() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Work"])
        try fixture.run("AddTodo", ["title": "Done one"])
        try fixture.run("CompleteTodo", ["todo": "Done one"])
        try fixture.run("AddTodo", ["title": "Report", "list": "Work", "due": "2026-12-01"])
        #expect(fixture.service.entities(ofType: .list).map(\.title) == ["Inbox", "Work"])
        let todos = fixture.service.entities(ofType: .todo)
        #expect(todos.first == EntitySummary(id: 2, title: "Report", listName: "Work", isDone: false, due: DueDate(encoded: "2026-12-01")))
        #expect(todos.last?.isDone == true)
    }
}
