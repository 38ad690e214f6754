import Foundation
import Testing

/// A value shared by threads, behind a lock.
final class Locked<Value>: @unchecked Sendable {
    private var value: Value
    private let lock = NSLock()
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.withLock { body(&value) }
    }
}

/// A `listen` or prompt left open while other processes write to the same store: it sees their
/// changes (names resolve to their todos, listings show them) and its own changes never write
/// back stale data over theirs, also when a question was open while they wrote.
@Suite struct ConcurrentWriterTests {
    static func todos(_ cli: CLIRunner) throws -> [String: [String: Any]] {
        let result = try cli.run(["--json", "intent", "ShowTodos", "filter=all"])
        let todos = (result.json["result"] as? [String: Any])?["todos"] as? [[String: Any]] ?? []
        return Dictionary(todos.map { ($0["title"] as? String ?? "", $0) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func listenSeesOtherWritersAndNeverOverwritesThem() throws {
        let cli = try CLIRunner()
        for title in ["buy milk", "pay rent"] { #expect(try cli.run(["intent", "AddTodo", "title=\(title)"]).status == 0) }
        let session = try cli.start(["--json", "listen"])
        #expect(session.turn("add water the plants")["kind"] as? String == "done")

        // Another process adds a todo: listen resolves it by name.
        #expect(try cli.run(["intent", "AddTodo", "title=call mom"]).status == 0)
        let complete = session.turn("complete call mom")
        #expect(complete["kind"] as? String == "done", "\(complete)")
        #expect((complete["say"] as? String)?.contains("call mom") == true)

        // A question is open while another process changes the todo it is about.
        let ask = session.turn("snooze buy milk")
        #expect(ask["kind"] as? String == "ask", "\(ask)")
        #expect(try cli.run(["intent", "UpdateTodo", "todo=buy milk", "title=buy oat milk", "starred=true", "urgent=true"]).status == 0)
        #expect(try cli.run(["intent", "AddTodo", "title=from another process"]).status == 0)
        let snoozed = session.turn("for an hour")
        #expect(snoozed["kind"] as? String == "done", "\(snoozed)")
        let shown = session.turn("show all my todos")
        let listed = ((shown["result"] as? [String: Any])?["todos"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        #expect(listed.contains("from another process"), "\(listed)")
        #expect(session.finish() == 0)

        let todos = try Self.todos(cli)
        #expect(Set(todos.keys) == ["buy oat milk", "pay rent", "water the plants", "call mom", "from another process"])
        #expect(todos["buy oat milk"]?["starred"] as? Bool == true)
        #expect(todos["buy oat milk"]?["urgent"] as? Bool == true)
        #expect(todos["call mom"]?["done"] as? Bool == true)
        let opened = try cli.run(["--json", "intent", "OpenTodo", "todo=buy oat milk"]).json
        let todo = (opened["result"] as? [String: Any])?["todo"] as? [String: Any]
        #expect(todo?["snoozedUntil"] as? String != nil, "\(opened)")
    }

    /// Many processes open a store that does not exist yet, all at once (two servers started
    /// together, a status bar and a hotkey): the first creates and migrates it, the others wait
    /// for it instead of failing with "locked", and every change lands.
    @Test func processesOpeningANewStoreAtOnceAllSucceed() throws {
        let cli = try CLIRunner()
        let count = 12
        let results = Locked([Int: CLIRunner.Result]())
        nonisolated(unsafe) let runner = cli
        DispatchQueue.concurrentPerform(iterations: count) { n in
            let result = try? runner.run(["--json", "intent", "AddTodo", "title=todo \(n)"])
            results.withLock { $0[n] = result }
        }
        let finished = results.withLock { $0 }
        for n in 0..<count {
            #expect(finished[n]?.status == 0, "process \(n): \(finished[n]?.stderr ?? "did not run")")
        }
        #expect(Set(try Self.todos(cli).keys) == Set((0..<count).map { "todo \($0)" }))
    }

    /// The whole store as a comparable value: every todo's title, list and state.
    static func snapshot(_ cli: CLIRunner) throws -> [String] {
        try todos(cli).values.map { todo in
            ["title", "list", "done", "starred", "urgent", "due", "repeat"].map { "\(todo[$0] ?? "-")" }.joined(separator: "|")
        }.sorted()
    }

    /// Two processes take turns changing the store — `listen` and one-shot `intent` commands —
    /// and then take turns undoing: each undo reverts exactly the newest change, whoever made
    /// it, and the store equals, field for field, what it was before that change. Then several
    /// processes undo at once: each takes back a different change, none twice, none half.
    @Test func undoAcrossProcessesIsExactWhenTwoProcessesWrite() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=pay rent"])
        let session = try cli.start(["--json", "listen"])
        var states = [try Self.snapshot(cli)]
        let changes: [(listen: String?, intent: [String]?)] = [
            ("add buy milk", nil),
            (nil, ["intent", "AddTodo", "title=call mom", "due=2026-12-02"]),
            ("complete buy milk", nil),
            (nil, ["intent", "UpdateTodo", "todo=call mom", "title=call mom and dad", "starred=true"]),
            ("mark pay rent as urgent", nil),
            (nil, ["intent", "AddTodo", "title=water the plants", "repeat=FREQ=WEEKLY;BYDAY=SA"]),
            ("add renew passport tomorrow", nil),
            (nil, ["intent", "CompleteTodo", "todo=pay rent"]),
        ]
        for change in changes {
            if let line = change.listen {
                let answer = session.turn(line)
                #expect(answer["kind"] as? String == "done", "\(line): \(answer)")
            } else if let arguments = change.intent {
                #expect(try cli.run(arguments).status == 0, "\(arguments)")
            }
            states.append(try Self.snapshot(cli))
        }
        #expect(Set(states).count == states.count, "every change changed the store")

        // Undo in turns, from both processes: each time the newest change goes, exactly.
        for step in 0..<4 {
            if step.isMultiple(of: 2) {
                let answer = session.turn("undo")
                #expect(answer["kind"] as? String == "done", "\(answer)")
            } else {
                #expect(try cli.run(["intent", "Undo"]).status == 0)
            }
            #expect(try Self.snapshot(cli) == states[states.count - 2 - step], "after undo \(step + 1)")
        }
        #expect(session.finish() == 0)

        // Three processes undo at the same moment: three changes go back, each once and whole.
        let group = DispatchGroup()
        let statuses = Locked([Int32]())
        // NB: each process is started from its own thread; the runner only reads its settings.
        nonisolated(unsafe) let runner = cli
        for _ in 0..<3 {
            DispatchQueue.global().async(group: group) {
                let status = (try? runner.run(["intent", "Undo"]))?.status ?? -1
                statuses.withLock { $0.append(status) }
            }
        }
        group.wait()
        #expect(statuses.withLock { $0.sorted() } == [0, 0, 0])
        #expect(try Self.snapshot(cli) == states[states.count - 8], "three concurrent undos took back exactly three changes")
        let last = try cli.run(["intent", "Undo"])
        #expect(last.status == 0)
        #expect(try Self.snapshot(cli) == states[0])
        #expect(try cli.run(["intent", "Undo"]).stdout.contains("pay rent"), "the first add is the one change left")
    }

    /// A spoken "undo" of something large — an import, a deleted list — says how much it
    /// will change and asks first; "no" keeps everything, "yes" takes it back whole.
    @Test func spokenUndoOfAnImportOrADeletedListAsksFirst() throws {
        let cli = try CLIRunner()
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Corpus/fixtures/en.json")
        #expect(try cli.run(["import", fixture.path]).status == 0)
        let imported = try Self.snapshot(cli)
        #expect(imported.count == 32)
        let session = try cli.start(["--json", "listen"])
        let ask = session.turn("undo")
        #expect(ask["kind"] as? String == "ask", "\(ask)")
        #expect((ask["say"] as? String)?.contains("32") == true, "the question says how much: \(ask)")
        #expect(session.turn("no")["kind"] as? String == "cancelled")
        #expect(try Self.snapshot(cli) == imported, "no keeps the import")

        let delete = session.turn("delete the errands list")
        #expect(delete["kind"] as? String == "ask", "\(delete)")
        #expect(session.turn("yes")["kind"] as? String == "done")
        let withoutErrands = try Self.snapshot(cli)
        #expect(withoutErrands.count < imported.count)
        let undoList = session.turn("undo")
        #expect(undoList["kind"] as? String == "ask", "undoing a deleted list asks: \(undoList)")
        #expect(session.turn("yes")["kind"] as? String == "done")
        #expect(try Self.snapshot(cli) == imported, "the list and its todos are back, field for field")

        let again = session.turn("undo")
        #expect(again["kind"] as? String == "ask", "\(again)")
        #expect(session.turn("yes")["kind"] as? String == "done")
        #expect(try Self.snapshot(cli).isEmpty, "yes takes the whole import back")
        #expect(session.finish() == 0)
    }

    @Test func promptSeesOtherWriters() throws {
        let cli = try CLIRunner()
        let session = try cli.start(["prompt"])
        session.send("add buy milk")
        while let line = session.readLine(), !line.contains("Added") {}
        #expect(try cli.run(["intent", "AddTodo", "title=from another process"]).status == 0)
        session.send("how many todos do i have")
        var answer = session.readLine()
        while let line = answer, !line.contains("todo") { answer = session.readLine() }
        #expect(answer?.contains("2 open todos") == true, "\(answer ?? "nothing")")
        session.send("complete from another process")
        var done = session.readLine()
        while let line = done, !line.contains("Completed") && !line.contains("?") { done = session.readLine() }
        #expect(done?.contains("from another process") == true, "\(done ?? "nothing")")
        session.send("quit")
        #expect(session.finish() == 0)
        #expect(try Self.todos(cli)["from another process"]?["done"] as? Bool == true)
    }
}
