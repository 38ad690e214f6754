import Basics

/// How many todos are in each state: the numbers GetTodoSummary reports.
///
///     TodoCounts(open: 5, done: 3, overdue: 2, today: 1, starred: 1, urgent: 0).json
///     // {"open":5,"done":3,"overdue":2,"today":1,"starred":1,"urgent":0}
struct TodoCounts: Hashable, Sendable {
    var open = 0
    var done = 0
    var overdue = 0
    var today = 0
    var starred = 0
    var urgent = 0

    mutating func add(_ other: TodoCounts) {
        open += other.open
        done += other.done
        overdue += other.overdue
        today += other.today
        starred += other.starred
        urgent += other.urgent
    }

    var json: JSONValue {
        [
            "open": .integer(Int64(open)), "done": .integer(Int64(done)), "overdue": .integer(Int64(overdue)),
            "today": .integer(Int64(today)), "starred": .integer(Int64(starred)), "urgent": .integer(Int64(urgent)),
        ]
    }
}
