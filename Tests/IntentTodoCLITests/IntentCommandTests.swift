import Foundation
import Testing

@Suite struct IntentCommandTests {
    @Test func addsAndShowsTodosInHumanAndJSONForm() throws {
        let cli = try CLIRunner()
        let added = try cli.run(["intent", "AddTodo", "title=Buy milk", "due=2026-12-01", "urgent=true"])
        #expect(added.status == 0)
        #expect(added.stdout == "Added “Buy milk” to Inbox, due tomorrow.\n")
        #expect(added.stderr.isEmpty)
        let shown = try cli.run(["intent", "ShowTodos"])
        #expect(shown.lines == ["You have 1 open todo: “Buy milk”.", "  [ ] #1 Buy milk · Inbox · due 2026-12-01 · !"])
        let json = try cli.run(["--json", "intent", "ShowTodos", "filter=all"]).json
        #expect(json["intent"] as? String == "ShowTodos")
        #expect(json["ok"] as? Bool == true)
        let todos = (json["result"] as? [String: Any])?["todos"] as? [[String: Any]]
        #expect(todos?.first?["title"] as? String == "Buy milk")
        #expect(todos?.first?["list"] as? String == "Inbox")
        #expect(todos?.first?["due"] as? String == "2026-12-01")
        #expect(todos?.first?["repeat"] is NSNull)
        let first = try cli.run(["--json", "intent", "ShowTodos"]).lines.first ?? ""
        #expect(first.hasPrefix(#"{"intent":"ShowTodos","ok":true,"say":"#))
    }

    @Test func valuesSplitAtTheFirstEqualsSignAndOptionsMayComeAnywhere() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["--json", "intent", "AddTodo", "--json", "title=a=b", "repeat=FREQ=WEEKLY;BYDAY=MO,TH"])
        #expect(result.status == 0)
        let todo = (result.json["result"] as? [String: Any])?["todo"] as? [String: Any]
        #expect(todo?["title"] as? String == "a=b")
        #expect(todo?["repeat"] as? String == "FREQ=WEEKLY;BYDAY=MO,TH")
        #expect(todo?["due"] as? String == "2026-11-30")
    }

    @Test func languageComesFromLangThenTheEnvironment() throws {
        let cli = try CLIRunner()
        #expect(try cli.run(["--lang", "ja", "intent", "AddTodo", "title=牛乳を買う"]).stdout == "“牛乳を買う”を受信箱に追加しました。\n")
        cli.environment["LANG"] = "ja_JP.UTF-8"
        #expect(try cli.run(["intent", "CreateList", "name=買い物"]).stdout == "リスト“買い物”を作成しました。\n")
        #expect(try cli.run(["--lang", "en", "intent", "AddTodo", "title=Eggs", "list=買い物"]).stdout == "Added “Eggs” to 買い物.\n")
    }

    @Test(arguments: [
        (["intent", "Nope"], "unknown intent ‘Nope’"),
        (["intent"], "missing intent name"),
        (["intent", "AddTodo"], "missing parameter ‘title’"),
        (["intent", "AddTodo", "title"], "expected param=value, got ‘title’"),
        (["intent", "AddTodo", "title=x", "due=2026-02-30"], "bad value ‘2026-02-30’ for ‘due’"),
        (["intent", "AddTodo", "title=x", "repeat=FREQ=SOMETIMES"], "bad value ‘FREQ=SOMETIMES’ for ‘repeat’"),
        (["intent", "AddTodo", "title=x", "list=Nowhere"], "unknown list “Nowhere”"),
        (["intent", "CompleteTodo", "todo=Nothing"], "unknown todo “Nothing”"),
        (["intent", "ShowTodos", "filter=soon"], "bad value ‘soon’ for ‘filter’"),
        (["intent", "AddTodo", "title=x", "urgent=maybe"], "bad value ‘maybe’ for ‘urgent’"),
        (["intent", "AddTodo", "title=x", "--force"], "unknown option ‘--force’"),
        (["frobnicate"], "unknown command ‘frobnicate’"),
    ])
    func badInputExitsTwoWithOneLineAndChangesNothing(arguments: [String], message: String) throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=Keep"])
        let result = try cli.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("intenttodo: "))
        #expect(result.stderr.contains(message))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        let all = try cli.run(["--json", "intent", "ShowTodos", "filter=all"]).json
        #expect(((all["result"] as? [String: Any])?["count"] as? Int) == 1)
    }

    @Test(arguments: [
        (["--now", "tomorrow", "intent", "ShowTodos"], "bad --now ‘tomorrow’"),
        (["--lang", "fr", "intent", "ShowTodos"], "unknown language ‘fr’"),
        (["--db"], "option --db needs a value"),
        (["--verbose", "intent", "ShowTodos"], "unknown option ‘--verbose’"),
        (["frobnicate"], "unknown command ‘frobnicate’"),
    ])
    func badGlobalOptionsExitTwo(arguments: [String], message: String) throws {
        let cli = try CLIRunner()
        let result = try cli.raw(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message))
    }

    @Test func confirmationIsRefusedWithoutYes() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=Call mom"])
        let refused = try cli.run(["intent", "DeleteTodo", "todo=call mom"])
        #expect(refused.status == 1)
        #expect(refused.stdout.contains("Delete “Call mom”?"))
        #expect(refused.stdout.contains("--yes"))
        let json = try cli.run(["--json", "intent", "DeleteTodos", "filter=all"])
        #expect(json.status == 1)
        #expect(json.json["ok"] as? Bool == false)
        #expect((json.json["say"] as? String)?.contains("--yes") == true)
        let bulk = try cli.run(["intent", "CompleteTodos"])
        #expect(bulk.status == 1)
        #expect(try cli.run(["intent", "ShowTodoCount"]).stdout == "You have 1 open todo.\n")
        let done = try cli.run(["intent", "DeleteTodo", "--yes", "todo=1"])
        #expect(done.status == 0)
        #expect(done.stdout == "Deleted “Call mom”.\n")
    }

    @Test func undoWorksAcrossProcessesAndSaysWhenThereIsNothing() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=Call mom", "due=2026-12-02", "urgent=true"])
        try cli.run(["intent", "DeleteTodo", "todo=Call mom", "--yes"])
        #expect(try cli.run(["intent", "Undo"]).stdout == "Undid deleting “Call mom”.\n")
        let todo = try cli.run(["--json", "intent", "OpenTodo", "todo=1"])
        let fields = (todo.json["result"] as? [String: Any])?["todo"] as? [String: Any]
        #expect(fields?["due"] as? String == "2026-12-02")
        #expect(fields?["urgent"] as? Bool == true)
        #expect(try cli.run(["intent", "Undo"]).stdout == "Undid adding “Call mom”.\n")
        let nothing = try cli.run(["intent", "Undo"])
        #expect(nothing.status == 1)
        #expect(nothing.stdout == "There’s nothing to undo.\n")
    }

    @Test func snoozeDefaultsToAnHourFromNow() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=Stretch", "due=2026-11-30"])
        #expect(try cli.run(["intent", "SnoozeTodo", "todo=Stretch"]).stdout == "Snoozed “Stretch” until today at 10:00 AM.\n")
        #expect(try cli.run(["intent", "ShowTodoCount", "filter=today"]).stdout == "You have no todos due today.\n")
        #expect(try cli.run(["intent", "ShowTodoCount", "filter=today"], now: "2026-11-30T10:01").stdout == "You have 1 todo due today.\n")
    }

    @Test func defaultDatabaseFollowsXDGAndINTENTTODO_DB() throws {
        let cli = try CLIRunner()
        cli.environment["XDG_DATA_HOME"] = cli.folder + "/xdg"
        #expect(try cli.run(["intent", "AddTodo", "title=A"], useDefaultDatabase: true).status == 0)
        let path = cli.folder + "/xdg/intenttodo/todos.sqlite"
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        let folder = try FileManager.default.attributesOfItem(atPath: cli.folder + "/xdg/intenttodo")
        #expect((folder[.posixPermissions] as? Int) == 0o700)
        cli.environment["INTENTTODO_DB"] = cli.folder + "/env.sqlite"
        try cli.run(["intent", "AddTodo", "title=B"], useDefaultDatabase: true)
        #expect(FileManager.default.fileExists(atPath: cli.folder + "/env.sqlite"))
        #expect(try cli.run(["intent", "ShowTodoCount"], useDefaultDatabase: true).stdout == "You have 1 open todo.\n")
    }
}
