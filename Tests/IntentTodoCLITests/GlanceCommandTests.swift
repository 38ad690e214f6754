import Foundation
import Testing

/// `remind` (each due reported once, notify-send when there is a session bus) and `status`.
@Suite struct GlanceCommandTests {
    @Test func remindReportsEachDueOnceRepeatsPerOccurrenceAndSnoozesAgain() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=Old", "due=2026-11-20"])
        try cli.run(["intent", "AddTodo", "title=Buy milk", "due=2026-11-30"])
        try cli.run(["intent", "AddTodo", "title=Call mom", "due=2026-11-30T17:00", "urgent=true"])
        try cli.run(["intent", "AddTodo", "title=Gym", "due=2026-11-30T07:00", "repeat=FREQ=DAILY"])
        try cli.run(["intent", "AddTodo", "title=Later", "due=2026-12-05"])

        // The first run: what became due today (not the old overdue todo).
        let first = try cli.run(["remind"])
        #expect(first.status == 0)
        #expect(first.lines == ["⏰ Buy milk · Inbox · due today", "⏰ Gym · Inbox · due today at 7:00 AM"])
        // Twice in a row: nothing, and nothing printed (cron mails any output).
        let second = try cli.run(["remind"])
        #expect(second.stdout.isEmpty && second.status == 0)
        #expect(try cli.run(["remind"], now: "2026-11-30T09:05").stdout.isEmpty)

        // Ahead of time with --within; then not again when it is due.
        #expect(try cli.run(["remind", "--within", "15m"], now: "2026-11-30T16:50").lines == ["⏰ Call mom · Inbox · due today at 5:00 PM · !"])
        #expect(try cli.run(["remind"], now: "2026-11-30T17:00").stdout.isEmpty)

        // A repeating todo: each occurrence once.
        try cli.run(["intent", "CompleteTodo", "todo=Gym"], now: "2026-11-30T18:00")
        #expect(try cli.run(["remind"], now: "2026-12-01T07:00").lines == ["⏰ Gym · Inbox · due today at 7:00 AM"])
        #expect(try cli.run(["remind"], now: "2026-12-01T07:01").stdout.isEmpty)
        // Missed while not running: the current occurrence once, when the store is read.
        #expect(try cli.run(["remind"], now: "2026-12-03T08:00").lines.filter { $0.contains("Gym") } == ["⏰ Gym · Inbox · due today at 7:00 AM"])

        // Snoozed: again when the snooze ends.
        try cli.run(["intent", "SnoozeTodo", "todo=Gym", "duration=30"], now: "2026-12-03T08:00")
        #expect(try cli.run(["remind"], now: "2026-12-03T08:20").stdout.isEmpty)
        #expect(try cli.run(["remind"], now: "2026-12-03T08:31").lines == ["⏰ Gym · Inbox · due today at 7:00 AM"])

        let json = try cli.run(["--json", "remind"], now: "2026-12-05T00:00")
        let todos = (json.json["result"] as? [String: Any])?["todos"] as? [[String: Any]] ?? []
        #expect(todos.map { $0["title"] as? String } == ["Gym", "Later"])
        #expect(todos.last?["due"] as? String == "2026-12-05")
        #expect(try cli.run(["remind", "--within", "tomorrow"]).status == 2)
    }

    @Test func twoRemindersRunningAtOnceReportEachDueOnce() throws {
        let cli = try CLIRunner()
        for index in 0..<40 { try cli.run(["intent", "AddTodo", "title=Todo \(index)", "due=2026-11-30T08:\(String(format: "%02d", index))"]) }
        let outputs = try [0, 1].map { _ -> Process in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
            process.arguments = ["--db", cli.database, "--now", "2026-11-30T09:00", "remind"]
            process.environment = cli.environment
            process.standardOutput = Pipe()
            try process.run()
            return process
        }.map { process -> String in
            let data = (process.standardOutput as! Pipe).fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        let lines = outputs.flatMap { $0.split(separator: "\n") }
        #expect(lines.count == 40)
        #expect(Set(lines).count == 40)
    }

    @Test func remindSendsNotificationsOnlyWithASessionBus() throws {
        let cli = try CLIRunner()
        let bin = cli.folder + "/bin"
        try FileManager.default.createDirectory(atPath: bin, withIntermediateDirectories: true)
        let log = cli.folder + "/notify.log"
        let script = "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\" >> \"\(log)\"; done\necho ---- >> \"\(log)\"\n"
        try script.write(toFile: bin + "/notify-send", atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: bin + "/notify-send")
        cli.environment["PATH"] = bin + ":" + (cli.environment["PATH"] ?? "")
        try cli.run(["intent", "AddTodo", "title=First", "due=2026-11-30T08:00", "urgent=true"])
        try cli.run(["intent", "CreateList", "name=<b>Work</b> & co"])

        #expect(try cli.run(["remind"]).lines.count == 1)
        #expect(!FileManager.default.fileExists(atPath: log), "notify-send ran without DBUS_SESSION_BUS_ADDRESS")

        try cli.run(["intent", "AddTodo", "title=Second", "due=2026-11-30T09:30"])
        cli.environment["DBUS_SESSION_BUS_ADDRESS"] = "unix:path=/run/user/1000/bus"
        #expect(try cli.run(["remind"], now: "2026-11-30T09:45").lines == ["⏰ Second · Inbox · due today at 9:30 AM"])
        let sent = try String(contentsOfFile: log, encoding: .utf8)
        #expect(sent == "--app-name=IntentTodo\n--urgency=normal\n--\nSecond\ndue today at 9:30 AM · Inbox\n----\n")

        // A title that looks like options stays the summary; markup in the body is escaped.
        try cli.run(["intent", "AddTodo", "title=-u low", "notes=x", "due=2026-11-30T10:30", "urgent=true", "list=<b>Work</b> & co"])
        try FileManager.default.removeItem(atPath: log)
        _ = try cli.run(["remind", "--within", "1h"], now: "2026-11-30T09:45")
        #expect(try String(contentsOfFile: log, encoding: .utf8) == "--app-name=IntentTodo\n--urgency=critical\n--\n-u low\ndue today at 10:30 AM · &lt;b&gt;Work&lt;/b&gt; &amp; co\n----\n")
    }

    @Test func statusLineJSONAndWaybar() throws {
        let cli = try CLIRunner()
        #expect(try cli.run(["status"]).stdout == "nothing due\n")
        try cli.run(["intent", "AddTodo", "title=Old", "due=2026-11-28"])
        try cli.run(["intent", "AddTodo", "title=Early", "due=2026-11-30T08:00"])
        try cli.run(["intent", "AddTodo", "title=Call <mom> & \u{1B}[31mdad", "due=2026-11-30T17:00"])
        try cli.run(["intent", "AddTodo", "title=Tomorrow", "due=2026-12-01T09:00"])
        #expect(try cli.run(["status"]).stdout == "2 overdue · 2 today · next: Call <mom> & ␛[31mdad 17:00\n")
        #expect(try cli.run(["--lang", "ja", "status"]).stdout == "期限切れ2件 · 今日2件 · 次: Call <mom> & ␛[31mdad 17:00\n")
        let json = try cli.run(["status", "--format", "json"]).json
        #expect(json["today"] as? Int == 2)
        #expect(json["overdue"] as? Int == 2)
        #expect((json["next"] as? [String: Any])?["title"] as? String == "Call <mom> & \u{1B}[31mdad")
        // The counts are the filters'.
        #expect(try cli.run(["intent", "ShowTodoCount", "filter=today"]).stdout == "You have 2 todos due today.\n")
        #expect(try cli.run(["intent", "ShowTodoCount", "filter=overdue"]).stdout == "You have 2 overdue todos.\n")

        let waybar = try cli.run(["status", "--format", "waybar"]).json
        #expect(Set(waybar.keys) == ["text", "tooltip", "class", "alt"])
        #expect(waybar["text"] as? String == "2 overdue · 2 today · next: Call &lt;mom&gt; &amp; ␛[31mdad 17:00")
        #expect(waybar["class"] as? String == "overdue")
        #expect(waybar["tooltip"] as? String == "2 todos overdue\n2 todos due today\nNext: Call &lt;mom&gt; &amp; ␛[31mdad — today at 5:00 PM (Inbox)")

        try cli.run(["intent", "CompleteTodos", "filter=overdue", "--yes"])
        #expect(try cli.run(["status", "--format", "waybar"]).json["class"] as? String == "today")
        #expect(try cli.run(["status"], now: "2026-11-30T18:00").stdout == "1 overdue · 1 today · next: Tomorrow tomorrow 09:00\n")
        #expect(try cli.run(["--json", "status"]).json["next"] != nil)
    }
}
