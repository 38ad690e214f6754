import Basics
import Foundation
import Testing

@testable import TodoKit

/// Now is Monday 2026-11-30 09:00 unless a test says otherwise.
@Suite struct RepeatTests {
    @Test func dailyCompletionMovesToTheNextDayAndRecordsIt() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Stretch", "due": "2026-11-30", "repeat": "FREQ=DAILY"])
        let response = try fixture.run("CompleteTodo", ["todo": "Stretch"])
        #expect(response.say == "Completed “Stretch”; next due tomorrow.")
        let todo = try fixture.todo("Stretch")
        #expect(todo["done"] == false)
        #expect(todo["due"] == "2026-12-01")
        #expect(try fixture.store.completionCount(todoId: 1) == 1)
    }

    @Test func weeklyOnTwoWeekdaysAlternates() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Gym", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        var dues: [String] = [try fixture.todo("Gym")["due"]!.stringValue!]
        for _ in 0..<4 {
            dues.append(try fixture.run("CompleteTodo", ["todo": "Gym"]).result["todo"]!["due"]!.stringValue!)
        }
        #expect(dues == ["2026-11-30", "2026-12-03", "2026-12-07", "2026-12-10", "2026-12-14"])
    }

    @Test func countEndsTheSeriesAndThenItIsDone() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Pill", "due": "2026-11-30", "repeat": "FREQ=DAILY;COUNT=3"])
        #expect(try fixture.run("CompleteTodo", ["todo": "Pill"]).result["todo"]?["due"] == "2026-12-01")
        // Another process, the series start must still count from 2026-11-30.
        try fixture.reopen()
        #expect(try fixture.run("CompleteTodo", ["todo": "Pill"]).result["todo"]?["due"] == "2026-12-02")
        let last = try fixture.run("CompleteTodo", ["todo": "Pill"])
        #expect(last.say == "Completed “Pill”; that was the last time.")
        #expect(last.result["todo"]?["done"] == true)
        #expect(try fixture.store.completionCount(todoId: 1) == 3)
    }

    @Test func untilEndsTheSeries() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Trip prep", "due": "2026-12-01", "repeat": "FREQ=DAILY;UNTIL=20261202"])
        try fixture.run("CompleteTodo", ["todo": "Trip prep"])
        #expect(try fixture.run("CompleteTodo", ["todo": "Trip prep"]).result["todo"]?["done"] == true)
    }

    @Test func missedCyclesOfACountedSeriesAreCountedInOnePass() throws {
        let fixture = try Fixture(now: "2026-11-25T09:00")
        try fixture.run("AddTodo", ["title": "Pill", "due": "2026-11-25", "repeat": "FREQ=DAILY;COUNT=8"])
        try fixture.reopen(now: "2026-11-30T09:00")
        #expect(try fixture.todo("Pill")["due"] == "2026-11-30")
        #expect(try fixture.todo("Pill")["missedCycles"] == 5)
        // Past the last occurrence (COUNT=8: 11-25 … 12-02), the series waits on its last one.
        try fixture.reopen(now: "2026-12-10T09:00")
        #expect(try fixture.todo("Pill")["due"] == "2026-12-02")
        #expect(try fixture.todo("Pill")["missedCycles"] == 7)
    }

    /// Fuzz/Regressions/import/timeout-30464b93…: a repeating todo due in the year 1013 made every
    /// later command walk the missed cycles one `nextOccurrence` at a time (a COUNT series walked
    /// from its start each time: quadratic, minutes); now one pass, however old the due date.
    @Test func seriesDueCenturiesAgoCatchUpQuickly() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Trash", "due": "1013-12-03", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        try fixture.run("AddTodo", ["title": "Pill", "due": "1013-12-03", "repeat": "FREQ=DAILY;COUNT=999999"])
        let start = Date()
        for _ in 0..<3 { try fixture.reopen() }
        #expect(try fixture.todo("Trash")["due"] == "2026-11-30")
        #expect(try fixture.todo("Pill")["due"]?.stringValue?.hasPrefix("1013") == false)
        #expect(Date().timeIntervalSince(start) < 10)
    }

    @Test func missedCyclesAdvanceToTheCurrentCycleOnceForAGivenNow() throws {
        let fixture = try Fixture(now: "2026-11-27T09:00")
        try fixture.run("AddTodo", ["title": "Stretch", "due": "2026-11-27", "repeat": "FREQ=DAILY"])
        try fixture.run("AddTodo", ["title": "Gym", "due": "2026-11-26", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        for _ in 0..<3 {
            try fixture.reopen(now: "2026-11-30T09:00")
            let stretch = try fixture.todo("Stretch")
            #expect(stretch["due"] == "2026-11-30")
            #expect(stretch["missedCycles"] == 3)
            let gym = try fixture.todo("Gym")
            #expect(gym["due"] == "2026-11-30")
            #expect(gym["missedCycles"] == 1)
        }
        #expect(try fixture.titles("overdue").isEmpty)
        #expect(try fixture.titles("today").sorted() == ["Gym", "Stretch"])
    }

    @Test func aPassedCycleStaysOverdueUntilTheNextBegins() throws {
        let fixture = try Fixture(now: "2026-11-30T09:00")
        try fixture.run("AddTodo", ["title": "Gym", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        try fixture.reopen(now: "2026-12-02T09:00")
        #expect(try fixture.titles("overdue") == ["Gym"])
        #expect(try fixture.todo("Gym")["missedCycles"] == 0)
        try fixture.reopen(now: "2026-12-03T00:00")
        #expect(try fixture.titles("today") == ["Gym"])
        #expect(try fixture.todo("Gym")["missedCycles"] == 1)
    }

    @Test func timedDailyTodoIsOverdueWithinItsCycle() throws {
        let fixture = try Fixture(now: "2026-11-30T08:00")
        try fixture.run("AddTodo", ["title": "Meds", "due": "2026-11-30T08:30", "repeat": "FREQ=DAILY"])
        try fixture.reopen(now: "2026-11-30T12:00")
        #expect(try fixture.titles("overdue") == ["Meds"])
        try fixture.reopen(now: "2026-12-01T08:30")
        #expect(try fixture.todo("Meds")["due"] == "2026-12-01T08:30")
        #expect(try fixture.todo("Meds")["missedCycles"] == 1)
    }

    @Test(arguments: [
        ("FREQ=DAILY", "2026-11-30"),
        ("FREQ=WEEKLY;BYDAY=TH", "2026-12-03"),
        ("FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"),
        ("FREQ=MONTHLY;BYMONTHDAY=30", "2026-11-30"),
    ])
    func noDueDateStartsOnTheFirstOccurrenceFromToday(rule: String, due: String) throws {
        let fixture = try Fixture()
        let todo = try fixture.run("AddTodo", ["title": "Task", "repeat": rule]).result["todo"]!
        #expect(todo["due"]?.stringValue == due)
        #expect(try fixture.todo("Task")["repeatStart"]?.stringValue == due)
    }

    @Test func setRepeatStartsTheSeriesAndCanStopIt() throws {
        let fixture = try Fixture(language: .ja)
        try fixture.run("AddTodo", ["title": "水やり", "due": "2026-11-20"])
        let response = try fixture.run("SetRepeat", ["todo": "水やり", "repeat": "FREQ=WEEKLY;BYDAY=TH"])
        #expect(response.say == "“水やり”を繰り返すようにしました（毎週木曜日）。次回は木曜日です。")
        #expect(response.result["todo"]?["due"] == "2026-12-03")
        #expect(try fixture.todo("水やり")["missedCycles"] == 0)
        #expect(try fixture.run("SetRepeat", ["todo": "水やり", "repeat": "none"]).say == "“水やり”の繰り返しをやめました。")
        #expect(try fixture.todo("水やり")["repeat"] == .null)
        guard case .invalidParameter(name: "repeat", _, _) = fixture.failure("SetRepeat", ["todo": "水やり", "repeat": "FREQ=DAILY;COUNT=0"])
        else {
            Issue.record("expected a bad RRULE failure")
            return
        }
    }

    @Test(arguments: [
        // (due said, rule, series start): a due that is no occurrence moves to the first one after it.
        ("2026-12-01T09:00", "FREQ=WEEKLY;BYDAY=MO", "2026-12-07T09:00"),
        ("2026-12-01T08:00", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-12-01T08:00"),
        ("2026-12-02", "FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15"),
    ])
    func addingWithDueAndRuleStartsAtAnOccurrence(due: String, rule: String, start: String) throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Task", "due": due, "repeat": rule])
        #expect(try fixture.todo("Task")["due"]?.stringValue == start)
        #expect(try fixture.todo("Task")["repeatStart"]?.stringValue == start)
    }

    @Test func setRepeatOnAnUpcomingTodoStartsAtTheNewRulesFirstOccurrence() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Pay rent", "due": "2026-12-01", "repeat": "FREQ=MONTHLY;BYMONTHDAY=1"])
        try fixture.run("SetRepeat", ["todo": "Pay rent", "repeat": "FREQ=MONTHLY;BYMONTHDAY=5"])
        #expect(try fixture.todo("Pay rent")["due"]?.stringValue == "2026-12-05")
        // A due that already is an occurrence of the new rule stays.
        try fixture.run("SetRepeat", ["todo": "Pay rent", "repeat": "FREQ=WEEKLY;BYDAY=SA"])
        #expect(try fixture.todo("Pay rent")["due"]?.stringValue == "2026-12-05")
    }

    @Test func completeTodosAdvancesRepeatingOnes() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Stretch", "due": "2026-11-30", "repeat": "FREQ=DAILY"])
        try fixture.run("AddTodo", ["title": "Once", "due": "2026-11-30"])
        try fixture.run("CompleteTodos", ["filter": "today"], yes: true)
        #expect(try fixture.titles() == ["Stretch"])
        #expect(try fixture.todo("Stretch")["due"] == "2026-12-01")
    }
}
