import Basics
import Foundation
import TodoKit

/// `intenttodo-bench glance N [STORE.sqlite]`: imports N todos (a third overdue or due today,
/// every 13th repeating, every 5th done) into a new store through `importDocument`, then times
/// what `intenttodo status` and `remind` do in one process: opening the store and the service,
/// `glance()`, `takeDueReminders`. The store is kept at STORE.sqlite when given, so the whole
/// command can be timed on it (docs/PERFORMANCE.md).
func glanceBenchmark(count: Int, store path: String?) throws {
    let folder = NSTemporaryDirectory() + "intenttodo-bench-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let storePath = path ?? folder + "/todos.sqlite"
    let now = "2026-11-30T09:00"
    var todos: [JSONValue] = []
    for index in 0..<count {
        let day = index % 40 - 10  // from ten days ago to a month ahead
        let date = Calendar(identifier: .gregorian).date(byAdding: .day, value: day, to: DueDate(encoded: "2026-11-30")!.date(in: Clock.localCalendar()))!
        var due = DueDate(date: date, includingTime: false, calendar: Clock.localCalendar()).encoded
        if index % 3 == 0 { due += String(format: "T%02d:%02d", index % 24, index % 60) }
        todos.append([
            "title": .string(index % 3 == 0 ? "牛乳を買う \(index)" : "Todo number \(index)"),
            "list": .string(["Groceries", "Work", "Home", "Errands"][index % 4]),
            "due": index % 7 == 6 ? nil : .string(due),
            "done": .bool(index % 5 == 0), "urgent": .bool(index % 11 == 0),
            "repeat": index % 13 == 0 ? "FREQ=WEEKLY;BYDAY=MO,TH" : nil,
        ])
    }
    let clock = Clock(parsingNow: now)!
    do {
        let service = TodoService(store: try TodoStore(path: storePath), clock: clock, language: .en)
        _ = try service.importDocument(["todos": .array(todos)])
    }
    func time(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now()
        for _ in 0..<runs { try body() }
        return seconds(start) / Double(runs) * 1000
    }
    let openStore = try time(200) { _ = try TodoStore(path: storePath) }
    let open = try time(200) { _ = TodoService(store: try TodoStore(path: storePath), clock: clock, language: .en) }
    let service = TodoService(store: try TodoStore(path: storePath), clock: clock, language: .en)
    let glance = try service.glance()
    let glanceTime = try time(1000) { _ = try service.glance() }
    let remindFirst = try time(1) { _ = try service.takeDueReminders(within: 0) }
    let remindAgain = try time(200) { _ = try service.takeDueReminders(within: 0) }
    print("todos: \(count) in \(storePath)")
    print("status: \(glance.overdue) overdue, \(glance.today) today, next \(glance.next?.title ?? "none")")
    print(String(format: "open store:             %.3f ms", openStore))
    print(String(format: "open store + service:   %.3f ms", open))
    print(String(format: "glance (status):        %.3f ms", glanceTime))
    print(String(format: "remind, first run:      %.3f ms", remindFirst))
    print(String(format: "remind, nothing new:    %.3f ms", remindAgain))
}
