import Foundation
import Testing

@Suite struct ArchiveCommandTests {
    @Test func exportThenImportIntoAnEmptyDatabaseReproducesTheData() throws {
        let source = try CLIRunner()
        try source.run(["intent", "CreateList", "name=Groceries"])
        try source.run(["intent", "CreateSection", "list=Groceries", "name=Dairy"])
        try source.run(["intent", "AddTodo", "title=Buy milk", "list=Groceries", "section=Dairy", "due=2026-12-01T08:00"])
        try source.run(["intent", "AddTodo", "title=Gym", "repeat=FREQ=WEEKLY;BYDAY=MO,TH", "starred=true"])
        try source.run(["intent", "AddTodo", "title=Old"])
        try source.run(["intent", "CompleteTodo", "todo=Old"])
        let exported = try source.run(["export"])
        #expect(exported.status == 0)
        let file = source.folder + "/export.json"
        try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: file))

        let target = try CLIRunner()
        let imported = try target.run(["import", file])
        #expect(imported.status == 0)
        #expect(imported.stdout == "Imported 1 list, 1 section and 3 todos.\n")
        let before = try source.run(["--json", "intent", "ShowTodos", "filter=all"]).json["result"] as? NSDictionary
        let after = try target.run(["--json", "intent", "ShowTodos", "filter=all"]).json["result"] as? NSDictionary
        #expect(before != nil)
        #expect(before == after)
        let reexported = try target.run(["--json", "export"])
        #expect(reexported.lines.count == 1)
    }

    @Test func importingTheSameExportTwiceAddsNothingTheSecondTime() throws {
        let source = try CLIRunner()
        try source.run(["intent", "CreateList", "name=Groceries"])
        try source.run(["intent", "AddTodo", "title=Buy milk", "list=Groceries"])
        try source.run(["intent", "AddTodo", "title=Gym", "repeat=FREQ=DAILY"])
        let exported = try source.run(["--json", "export"])
        let todos = exported.json["todos"] as? [[String: Any]] ?? []
        #expect(todos.count == 2)
        let uids = todos.compactMap { $0["uid"] as? String }
        #expect(uids.count == 2 && Set(uids).count == 2)
        let again = try source.run(["--json", "export"]).json["todos"] as? [[String: Any]] ?? []
        #expect(again.compactMap { $0["uid"] as? String } == uids)
        let file = source.folder + "/export.json"
        try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: file))

        let target = try CLIRunner()
        let first = try target.run(["--json", "import", file])
        #expect(first.status == 0)
        #expect(first.json["result"] as? NSDictionary == ["lists": 1, "sections": 0, "todos": 2, "alreadyPresent": 0])
        let second = try target.run(["--json", "import", file])
        #expect(second.status == 0)
        #expect(second.json["result"] as? NSDictionary == ["lists": 0, "sections": 0, "todos": 0, "alreadyPresent": 2])
        #expect(try target.run(["intent", "ShowTodoCount", "filter=all"]).stdout == "You have 2 todos.\n")
    }

    @Test func importReadsStdinAndIsAllOrNothing() throws {
        let cli = try CLIRunner()
        let good = #"{"lists": [{"name": "Groceries"}], "todos": [{"title": "Buy milk", "list": "Groceries", "due": "2026-12-01", "done": false, "starred": false, "urgent": false, "repeat": null}]}"#
        let result = try cli.run(["--json", "import", "-"], input: Data(good.utf8))
        #expect(result.status == 0)
        #expect(result.json["ok"] as? Bool == true)
        let bad = #"{"todos": [{"title": "Fine"}, {"title": "Broken", "due": "someday"}]}"#
        let refused = try cli.run(["import", "-"], input: Data(bad.utf8))
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("todos[1].due"))
        #expect(refused.stderr.contains("nothing was added"))
        #expect(try cli.run(["intent", "ShowTodoCount", "filter=all"]).stdout == "You have 1 todo.\n")
    }
}
