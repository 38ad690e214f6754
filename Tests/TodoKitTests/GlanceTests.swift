import Basics
import Foundation
import Testing

@testable import TodoKit

/// `status` and `remind` in the service: the counts are the filters', the `today` and `overdue`
/// conditions written as index ranges say what the substr/length forms said, reminders come once.
@Suite struct GlanceTests {
    @Test func rangeFormsOfTodayAndOverdueMatchTheTextForms() throws {
        let fixture = try Fixture()
        var random = SystemRandomNumberGenerator()
        let days = ["2026-11-28", "2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]
        for index in 0..<400 {
            var arguments = ["title": "Todo \(index)"]
            let day = days.randomElement(using: &random)!
            switch Int.random(in: 0..<3, using: &random) {
            case 0: arguments["due"] = day
            case 1: arguments["due"] = day + String(format: "T%02d:%02d", Int.random(in: 0..<24, using: &random), Int.random(in: 0..<60, using: &random))
            default: break
            }
            try fixture.run("AddTodo", arguments)
            if Int.random(in: 0..<6, using: &random) == 0 { try fixture.run("SnoozeTodo", ["todo": "Todo \(index)", "duration": "\(Int.random(in: 1...600, using: &random))"]) }
            if Int.random(in: 0..<7, using: &random) == 0 { try fixture.run("CompleteTodo", ["todo": "Todo \(index)"]) }
        }
        for now in ["2026-11-30T00:00", "2026-11-30T09:00", "2026-11-30T23:59", "2026-12-01T12:30"] {
            let moments = FilterMoments(clock: Clock(parsingNow: now, calendar: Fixture.utc)!)
            let database = fixture.store.database
            let notSnoozed = "(t.snoozedUntil IS NULL OR t.snoozedUntil <= ?)"
            let textToday = try database.scalarInt(
                "SELECT count(*) FROM todo t WHERE t.done = 0 AND substr(t.due, 1, 10) = ? AND \(notSnoozed)",
                [.text(moments.today), .text(moments.now)])
            let textOverdue = try database.scalarInt(
                """
                SELECT count(*) FROM todo t WHERE t.done = 0 AND t.due IS NOT NULL
                AND ((length(t.due) = 10 AND t.due < ?) OR (length(t.due) > 10 AND t.due < ?)) AND \(notSnoozed)
                """, [.text(moments.today), .text(moments.now), .text(moments.now)])
            #expect(try fixture.store.countTodos(.today, listId: nil, moments: moments) == Int(textToday ?? -1), "\(now)")
            #expect(try fixture.store.countTodos(.overdue, listId: nil, moments: moments) == Int(textOverdue ?? -1), "\(now)")
            let plan = try database.rows(
                "EXPLAIN QUERY PLAN SELECT count(*) FROM todo t WHERE \(moments.condition(for: .overdue).sql)",
                moments.condition(for: .overdue).arguments
            ) { $0.text(3) }
            #expect(plan.contains { $0.contains("COVERING INDEX todo_openDue") }, "\(plan)")
        }
    }

    @Test func glanceCountsTheFiltersAndNamesTheNextTodo() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Old", "due": "2026-11-28"])
        try fixture.run("AddTodo", ["title": "Early", "due": "2026-11-30T08:00"])
        try fixture.run("AddTodo", ["title": "Later today", "due": "2026-11-30T17:00"])
        try fixture.run("AddTodo", ["title": "Also later", "due": "2026-11-30T17:00", "urgent": "true"])
        try fixture.run("AddTodo", ["title": "Tomorrow", "due": "2026-12-01"])
        let glance = try fixture.service.glance()
        #expect(glance.today == 3)
        #expect(glance.overdue == 2)
        #expect(glance.next?.title == "Also later")
        #expect(glance.next?.dueInWords == "today at 5:00 PM")
        try fixture.run("SnoozeTodo", ["todo": "Also later", "duration": "600"])
        #expect(try fixture.service.glance().next?.title == "Later today")
        let empty = try Fixture()
        #expect(try empty.service.glance() == TodoGlance(today: 0, overdue: 0, next: nil))
    }

    @Test func remindersSurviveUndoAndAreNotJournaled() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Call mom", "due": "2026-11-30T08:30"])
        try fixture.run("AddTodo", ["title": "Buy milk"])
        #expect(try fixture.service.takeDueReminders(within: 0).map(\.title) == ["Call mom"])
        // Undo undoes the last intent (adding Buy milk), not the reminder.
        #expect(try fixture.run("Undo").say == "Undid adding “Buy milk”.")
        #expect(try fixture.service.takeDueReminders(within: 0).isEmpty)
        // Deleting the todo deletes what it was reminded of.
        try fixture.run("DeleteTodo", ["todo": "Call mom"], yes: true)
        #expect(try fixture.store.database.scalarInt("SELECT count(*) FROM reminder") == 0)
    }
}
