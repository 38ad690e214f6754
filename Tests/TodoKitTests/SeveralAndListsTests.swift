import Basics
import Foundation
import Testing

@testable import TodoKit

/// AddTodos (several items said at once) and ShowLists (CONTRACT.md).
@Suite struct SeveralAndListsTests {
    @Test func addTodosAddsEachInOneStepAndOneUndoRemovesThem() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Groceries"])
        let response = try fixture.run("AddTodos", ["titles": #"["eggs", " butter ", "flour"]"#, "list": "Groceries"])
        #expect(response.say == "Added “eggs”, “butter” and “flour” to Groceries.")
        #expect(try fixture.titles() == ["eggs", "butter", "flour"])
        #expect(try fixture.run("Undo").say == "Undid adding 3 todos.")
        #expect(try fixture.titles() == [])
        #expect(try fixture.run("Undo").say == "Undid creating the list “Groceries”.")
    }

    @Test func addTodosTakesTypedTitlesAndRejectsText() throws {
        let fixture = try Fixture()
        let typed = try fixture.service.perform(IntentRequest(.addTodos, arguments: ["titles": .texts(["a", "b"])]))
        #expect(typed.result["todos"]?.arrayValue?.count == 2)
        #expect(fixture.failure("AddTodos", ["titles": "eggs and butter"]) != nil)
        #expect(fixture.failure("AddTodos", ["titles": "[]"]) == .missingParameter("titles"))
    }

    @Test func showListsCountsOpenTodos() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Work"])
        try fixture.run("AddTodo", ["title": "Report", "list": "Work"])
        try fixture.run("AddTodo", ["title": "Slides", "list": "Work"])
        try fixture.run("CompleteTodo", ["todo": "Slides"])
        try fixture.run("AddTodo", ["title": "Milk"])
        let response = try fixture.run("ShowLists")
        #expect(response.say == "You have 2 lists: Inbox (1 open) and Work (1 open).")
        let lists = try #require(response.result["lists"]?.arrayValue)
        #expect(lists.map { $0["name"]?.stringValue } == ["Inbox", "Work"])
        #expect(lists.map { $0["count"]?.integerValue } == [1, 1])
        try fixture.reopen(language: .ja)
        #expect(try fixture.run("ShowLists").say == "リストは2つあります：受信箱（未完了1件）、Work（未完了1件）。")
    }
}
