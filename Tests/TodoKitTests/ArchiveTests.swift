import Basics
import Foundation
import Testing

@testable import TodoKit

@Suite struct ArchiveTests {
    /// The document without its export time.
    private func content(_ document: JSONValue) -> JSONValue {
        var object = document.objectValue!
        object["exportedAt"] = nil
        // The default list was made when each store was; everything else must match.
        var lists = object["lists"]!.arrayValue!
        var first = lists[0].objectValue!
        first["createdAt"] = nil
        first["updatedAt"] = nil
        lists[0] = .object(first)
        object["lists"] = .array(lists)
        return .object(object)
    }

    @Test func exportThenImportIntoAnEmptyStoreReproducesListsAndTodos() throws {
        let source = try Fixture()
        try source.run("CreateList", ["name": "Groceries"])
        try source.run("CreateSection", ["list": "Groceries", "name": "Dairy"])
        try source.run("AddTodo", ["title": "Buy milk", "list": "Groceries", "section": "Dairy", "due": "2026-12-01", "starred": "true"])
        try source.run("AddTodo", ["title": "Gym", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH", "urgent": "true", "notes": "legs\nday"])
        try source.run("CompleteTodo", ["todo": "Gym"])
        try source.run("AddTodo", ["title": "Old"])
        try source.run("CompleteTodo", ["todo": "Old"])
        try source.run("AddTodo", ["title": "Nap", "due": "2026-11-30T13:00"])
        try source.run("SnoozeTodo", ["todo": "Nap", "duration": "90"])
        try source.run("RenameList", ["list": "Inbox", "name": "Home"])
        let exported = try source.service.exportDocument()
        let text = exported.jsonText(pretty: true)

        let target = try Fixture()
        let summary = try target.service.importDocument(try JSONValue(parsing: text))
        #expect(summary.lists == 1)
        #expect(summary.sections == 1)
        #expect(summary.todos == 4)
        #expect(summary.say == "Imported 1 list, 1 section and 4 todos.")
        #expect(content(try target.service.exportDocument()) == content(exported))
    }

    @Test func exportGivesEveryTodoAUIDKeptForItsLife() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Buy milk"])
        try fixture.run("AddTodo", ["title": "Gym", "repeat": "FREQ=DAILY"])
        func uids() throws -> [Int64: String] {
            var result: [Int64: String] = [:]
            for todo in try fixture.service.exportDocument()["todos"]!.arrayValue! {
                result[todo["id"]!.integerValue!] = todo["uid"]?.stringValue
            }
            return result
        }
        let first = try uids()
        #expect(first.count == 2)
        #expect(Set(first.values).count == 2)
        #expect(first.values.allSatisfy { UUID(uuidString: $0) != nil && $0 == $0.lowercased() })
        try fixture.run("UpdateTodo", ["todo": "Buy milk", "title": "Buy oat milk", "notes": "2 l"])
        try fixture.run("CompleteTodo", ["todo": "Gym"])
        try fixture.reopen()
        #expect(try uids() == first)
        try fixture.run("DeleteTodo", ["todo": "Buy oat milk"], yes: true)
        try fixture.run("Undo")
        #expect(try uids() == first)
    }

    @Test func newUIDsAreDistinctLowerCaseVersion7UUIDs() {
        let uids = (0..<2_000).map { _ in Todo.newUID() }
        #expect(Set(uids).count == uids.count)
        for uid in uids.prefix(20) {
            let characters = Array(uid)
            #expect(UUID(uuidString: uid) != nil && uid == uid.lowercased(), "\(uid)")
            #expect(characters[14] == "7" && "89ab".contains(characters[19]), "\(uid)")
        }
        #expect(uids.first!.prefix(8) <= uids.last!.prefix(8))
    }

    @Test func importingTheSameExportTwiceAddsNothingTheSecondTime() throws {
        let source = try Fixture()
        try source.run("CreateList", ["name": "Groceries"])
        try source.run("CreateSection", ["list": "Groceries", "name": "Dairy"])
        try source.run("AddTodo", ["title": "Buy milk", "list": "Groceries", "section": "Dairy"])
        try source.run("AddTodo", ["title": "Gym", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        try source.run("CompleteTodo", ["todo": "Gym"])
        try source.run("AddTodo", ["title": "Buy milk"])
        let exported = try source.service.exportDocument()

        let target = try Fixture()
        let first = try target.service.importDocument(exported)
        #expect((first.todos, first.alreadyPresent) == (3, 0))
        let afterFirst = content(try target.service.exportDocument())
        #expect(afterFirst == content(exported))
        let second = try target.service.importDocument(exported)
        #expect((second.lists, second.sections, second.todos, second.alreadyPresent) == (0, 0, 0, 3))
        #expect(second.json["alreadyPresent"] == 3)
        #expect(content(try target.service.exportDocument()) == afterFirst)
        // The second import recorded no undo step: undo takes back the first.
        #expect(try target.run("Undo").say == "Undid the import of 3 todos.")
        #expect(try target.titles("all").isEmpty)

        // Into the store it came from: every todo is already there.
        let back = try source.service.importDocument(exported)
        #expect((back.todos, back.alreadyPresent) == (0, 3))
        #expect(content(try source.service.exportDocument()) == content(exported))
    }

    @Test func aUIDTheDocumentRepeatsIsImportedOnce() throws {
        let fixture = try Fixture()
        let summary = try fixture.service.importDocument(
            ["todos": [["uid": "a", "title": "One"], ["uid": "a", "title": "Two"], ["uid": "", "title": "Three"], ["title": "Four"]]])
        #expect((summary.todos, summary.alreadyPresent) == (3, 1))
        #expect(try fixture.titles().sorted() == ["Four", "One", "Three"])
        let uids = try fixture.service.exportDocument()["todos"]!.arrayValue!.map { $0["uid"]!.stringValue! }
        #expect(uids.contains("a"))
        #expect(Set(uids).count == 3)
    }

    @Test func importsTheContractsMinimalShape() throws {
        let fixture = try Fixture()
        let document = try JSONValue(
            parsing: """
                {"lists": [{"name": "Groceries"}],
                 "todos": [{"title": "Buy milk", "list": "Groceries", "due": "2026-12-01",
                            "done": false, "starred": false, "urgent": false, "repeat": null},
                           {"title": "Loose end"},
                           {"title": "Weekly review", "repeat": "FREQ=WEEKLY;BYDAY=FR"},
                           {"title": "New list", "list": "Errands", "done": true}]}
                """)
        let summary = try fixture.service.importDocument(document)
        #expect(summary.todos == 4)
        #expect(summary.lists == 2)
        #expect(try fixture.titles(list: "Groceries") == ["Buy milk"])
        #expect(try fixture.todo("Loose end")["list"] == "Inbox")
        #expect(try fixture.todo("Weekly review")["due"] == "2026-12-04")
        #expect(try fixture.titles("completed", list: "Errands") == ["New list"])
        #expect(try fixture.run("Undo").say == "Undid the import of 4 todos.")
        #expect(try fixture.titles("all").isEmpty)
    }

    @Test(arguments: [
        (#"[1, 2]"#, "document: expected an object with “lists” and/or “todos”"),
        (#"{"items": []}"#, "document: expected an object with “lists” and/or “todos”"),
        (#"{"todos": {}}"#, "todos: expected an array"),
        (#"{"todos": [{"title": "ok"}, {"title": ""}]}"#, "todos[1].title: missing (a non-empty string is required)"),
        (#"{"todos": [{"title": "ok"}, {"title": "x", "due": "2026-13-01"}]}"#, "todos[1].due: expected YYYY-MM-DD or YYYY-MM-DDTHH:MM, got “2026-13-01”"),
        (#"{"todos": [{"title": "x", "done": "yes"}]}"#, "todos[0].done: expected true or false"),
        (#"{"lists": [{"name": 3}]}"#, "lists[0].name: expected a string"),
    ])
    func badDocumentsAddNothing(text: String, message: String) throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Keep me"])
        let error = #expect(throws: ImportError.self) { try fixture.service.importDocument(try JSONValue(parsing: text)) }
        #expect(error?.description == message)
        #expect(try fixture.titles("all") == ["Keep me"])
        #expect(fixture.service.entities(ofType: .list).count == 1)
    }

    @Test func badRuleInImportIsRefused() throws {
        let fixture = try Fixture()
        let document: JSONValue = ["todos": [["title": "a"], ["title": "b", "repeat": "FREQ=NEVER"]]]
        let error = #expect(throws: ImportError.self) { try fixture.service.importDocument(document) }
        #expect(error?.description.hasPrefix("todos[1].repeat: not a valid RRULE") == true)
        #expect(try fixture.titles("all").isEmpty)
    }

    @Test func importsManyTodosQuickly() throws {
        let fixture = try Fixture()
        let count = 5_000
        var todos: [JSONValue] = []
        for index in 0..<count {
            todos.append(["title": .string("Todo \(index)"), "list": index % 2 == 0 ? "Even" : "Odd", "due": "2026-12-01"])
        }
        let text = (["todos": .array(todos)] as JSONValue).jsonText
        let start = Date()
        let summary = try fixture.service.importDocument(try JSONValue(parsing: text))
        let seconds = Date().timeIntervalSince(start)
        #expect(summary.todos == count)
        #expect(try fixture.run("ShowTodoCount", ["list": "Even"]).result["count"]?.integerValue == Int64(count / 2))
        // Sanity only (debug build, shared machine); docs/PERFORMANCE.md has the measured figure.
        #expect(seconds < 30)
    }
}
