import Basics
import Foundation
import Testing

@testable import TodoKit

@Suite struct UndoTests {
    @Test func undoOfNothingSaysSo() throws {
        let fixture = try Fixture()
        let response = try fixture.run("Undo")
        #expect(!response.ok)
        #expect(response.say == "There’s nothing to undo.")
        try fixture.reopen(language: .ja)
        #expect(try fixture.run("Undo").say == "取り消せる操作はありません。")
    }

    @Test func deleteComesBackWithItsFieldsAndID() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Work"])
        try fixture.run("CreateSection", ["list": "Work", "name": "Q4"])
        try fixture.run("AddTodo", ["title": "Other"])
        try fixture.run(
            "AddTodo",
            ["title": "Report", "list": "Work", "section": "Q4", "due": "2026-12-01T10:00", "urgent": "true", "notes": "draft",
             "repeat": "FREQ=WEEKLY;BYDAY=TU"])
        try fixture.run("ToggleFavorite", ["todo": "Report"])
        let before = try fixture.todo("Report")
        try fixture.run("DeleteTodo", ["todo": "Report"], yes: true)
        try fixture.reopen()
        #expect(try fixture.run("Undo").say == "Undid deleting “Report”.")
        let after = try fixture.todo("2")
        #expect(after == before)
    }

    @Test func undoesTwentyFiveStepsAcrossReopens() throws {
        let fixture = try Fixture()
        var snapshots: [String] = []
        func snapshot() throws -> String { try fixture.service.exportDocument()["todos"]!.jsonText + (try fixture.service.exportDocument()["lists"]!.jsonText) }
        let steps: [(String, [String: String], Bool)] = [
            ("CreateList", ["name": "Work"], false), ("AddTodo", ["title": "A", "list": "Work"], false),
            ("AddTodo", ["title": "B", "due": "2026-11-29"], false), ("CompleteTodo", ["todo": "A"], false),
            ("ReopenTodo", ["todo": "A"], false), ("UpdateTodo", ["todo": "B", "title": "B2", "list": "Work"], false),
            ("ToggleFavorite", ["todo": "B2"], false), ("SnoozeTodo", ["todo": "B2", "duration": "45"], false),
            ("CreateSection", ["list": "Work", "name": "Soon"], false), ("SetRepeat", ["todo": "A", "repeat": "FREQ=DAILY"], false),
            ("CompleteTodo", ["todo": "A"], false), ("RenameList", ["list": "Work", "name": "Job"], false),
            ("AddTodo", ["title": "C"], false), ("AddTodo", ["title": "D", "due": "2026-11-28"], false),
            ("CompleteTodos", ["filter": "overdue"], true), ("DeleteTodo", ["todo": "C"], true),
            ("ToggleUrgentTodo", [:], true), ("AddTodo", ["title": "E"], false), ("AddTodo", ["title": "F"], false),
            ("DeleteTodos", ["filter": "completed"], true), ("CreateList", ["name": "Home"], false),
            ("AddTodo", ["title": "G", "list": "Home"], false), ("DeleteList", ["list": "Home"], true),
            ("UpdateTodo", ["todo": "E", "notes": "n"], false), ("ToggleFavorite", ["todo": "F"], false),
        ]
        for (index, step) in steps.enumerated() {
            snapshots.append(try snapshot())
            #expect(try fixture.run(step.0, step.1, yes: step.2).ok, "step \(index) \(step.0)")
            if index % 5 == 4 { try fixture.reopen() }
        }
        #expect(steps.count >= 25)
        for (index, expected) in snapshots.enumerated().reversed() {
            if index % 3 == 0 { try fixture.reopen() }
            #expect(try fixture.run("Undo").ok, "undo of step \(index)")
            #expect(try snapshot() == expected, "state before step \(index) \(steps[index].0)")
        }
        #expect(!(try fixture.run("Undo").ok))
    }

    @Test func readsAndRefusalsAreNotUndoSteps() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "A"])
        try fixture.run("ShowTodos")
        try fixture.run("GetTodoSummary")
        try fixture.run("CompleteTodo", ["todo": "A"])
        try fixture.run("CompleteTodo", ["todo": "A"])  // already done: no change
        _ = fixture.failure("DeleteTodo", ["todo": "A"])
        #expect(try fixture.run("Undo").say == "Undid completing “A”.")
        #expect(try fixture.run("Undo").say == "Undid adding “A”.")
        #expect(!(try fixture.run("Undo").ok))
    }

    @Test func undoSaysWhatItUndidInJapanese() throws {
        let fixture = try Fixture(language: .ja)
        try fixture.run("CreateList", ["name": "買い物"])
        try fixture.run("AddTodo", ["title": "牛乳を買う", "list": "買い物"])
        #expect(try fixture.run("Undo").say == "“牛乳を買う”の追加を取り消しました。")
        #expect(try fixture.run("Undo").say == "リスト“買い物”の作成を取り消しました。")
    }
}
