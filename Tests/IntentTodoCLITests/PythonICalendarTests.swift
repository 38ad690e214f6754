import Foundation
import Testing

/// The export read by a real, independent parser: python-icalendar (with python-dateutil for the
/// RRULEs and zoneinfo for the VTIMEZONEs), in a virtual environment made once under
/// `.build/python-icalendar/` (`python3 -m venv`, `pip install icalendar`) and reused after.
/// Skipped, saying why, only where Python or the package cannot be had.
@Suite struct PythonICalendarTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Tests/IntentTodoCLITests/Fixtures/python/check_icalendar.py").path

    /// The venv's python, or why there is none.
    static let python: Result<String, PythonUnavailable> = {
        let venv = root.appendingPathComponent(".build/python-icalendar").path
        let python = venv + "/bin/python"
        if FileManager.default.isExecutableFile(atPath: python), run(python, ["-c", "import icalendar, dateutil"]).status == 0 {
            return .success(python)
        }
        let environment = ProcessInfo.processInfo.environment
        guard let system = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map({ $0 + "/python3" })
            .first(where: FileManager.default.isExecutableFile(atPath:))
        else {
            return .failure(PythonUnavailable(reason: "no python3 on PATH"))
        }
        try? FileManager.default.removeItem(atPath: venv)
        let created = run(system, ["-m", "venv", venv])
        guard created.status == 0 else {
            return .failure(PythonUnavailable(reason: "python3 -m venv failed: \(created.output.suffix(300))"))
        }
        let installed = run(python, ["-m", "pip", "install", "--quiet", "--disable-pip-version-check", "icalendar"])
        guard installed.status == 0, run(python, ["-c", "import icalendar, dateutil"]).status == 0 else {
            try? FileManager.default.removeItem(atPath: venv)
            return .failure(PythonUnavailable(reason: "pip install icalendar failed (offline?): \(installed.output.suffix(300))"))
        }
        return .success(python)
    }()

    struct PythonUnavailable: Error {
        var reason: String
    }

    static func run(_ program: String, _ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "\(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether the venv is there; when not, why goes to stderr and the test is skipped.
    static func available() -> Bool {
        if case .failure(let unavailable) = python {
            FileHandle.standardError.write(Data("PythonICalendarTests skipped: python-icalendar unavailable: \(unavailable.reason)\n".utf8))
            return false
        }
        return true
    }

    @Test(
        .enabled("needs python3 with venv and pip install icalendar into .build/python-icalendar (the reason is on stderr)") {
            PythonICalendarTests.available()
        },
        arguments: ["Europe/Berlin", "UTC", "America/New_York"])
    func pythonIcalendarReadsEveryFieldOfTheExport(zone: String) throws {
        let python = try Self.python.get()
        let cli = try CLIRunner()
        cli.environment["TZ"] = zone
        try cli.run(["intent", "CreateList", "name=Groceries, Market"])
        try cli.run(["intent", "AddTodo", "title=Buy milk", "list=Groceries, Market", "due=2026-12-01", "urgent=true", "notes=2 litres; the good one,\nnot \\ the cheap one"])
        try cli.run(["intent", "AddTodo", "title=Call mom", "due=2026-12-01T17:30", "starred=true"])
        let long = "年末調整の書類を出す" + String(repeating: "、確認する😀", count: 8)
        try cli.run(["intent", "AddTodo", "title=\(long)", "due=2026-12-20"])
        try cli.run(["intent", "AddTodo", "title=Gym", "due=2026-11-30T07:00", "repeat=FREQ=WEEKLY;BYDAY=MO,TH"])
        try cli.run(["intent", "AddTodo", "title=Pills", "due=2026-11-30T08:00", "repeat=FREQ=DAILY;COUNT=5"])
        try cli.run(["intent", "CompleteTodo", "todo=Pills"])
        try cli.run(["intent", "AddTodo", "title=Yoga", "due=2026-12-02T18:00", "repeat=FREQ=WEEKLY;UNTIL=20261216"])
        try cli.run(["intent", "AddTodo", "title=Rent", "due=2026-12-01", "repeat=FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20270301"])
        try cli.run(["intent", "AddTodo", "title=Done already"])
        try cli.run(["intent", "CompleteTodo", "todo=Done already"])
        let file = cli.folder + "/export.ics"
        let rewritten = cli.folder + "/rewritten.ics"
        try Data(try cli.run(["export", "--format", "ics"]).stdout.utf8).write(to: URL(fileURLWithPath: file))

        let result = Self.run(python, [Self.script, file, rewritten])
        try #require(result.status == 0, "python: \(result.output)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(report["endsWithCRLF"] as? Bool == true)
        #expect(report["bareLineFeeds"] as? Int == 0)
        #expect((report["longLines"] as? [Int])?.isEmpty == true)
        #expect((report["badUTF8Lines"] as? [Int])?.isEmpty == true)
        #expect(report["version"] as? String == "2.0")
        #expect(report["prodid"] as? String == "-//IntentTodo//IntentTodo//EN")
        let zones = report["timezones"] as? [[String: Any]] ?? []
        #expect(zones.map { $0["tzid"] as? String } == (zone == "UTC" ? [] : [zone]))
        for entry in zones { #expect((entry["mismatches"] as? [String])?.isEmpty == true, "\(entry)") }

        let todos = report["todos"] as? [[String: Any]] ?? []
        #expect(todos.count == 8)
        func todo(_ summary: String) throws -> [String: Any] { try #require(todos.first { $0["summary"] as? String == summary }, "\(summary)") }
        for item in todos {
            #expect(item["hasDTSTAMP"] as? Bool == true)
            #expect((item["uid"] as? String)?.count == 36)
        }
        let milk = try todo("Buy milk")
        #expect(milk["description"] as? String == "2 litres; the good one,\nnot \\ the cheap one")
        #expect(milk["due"] as? String == "2026-12-01")
        #expect(milk["dueIsDate"] as? Bool == true)
        #expect(milk["priority"] as? Int == 1)
        #expect(milk["categories"] as? [String] == ["Groceries, Market"])
        #expect(milk["list"] as? String == "Groceries, Market")
        #expect(milk["status"] as? String == "NEEDS-ACTION")

        let call = try todo("Call mom")
        let expectedUTC = ["Europe/Berlin": "2026-12-01T16:30:00+00:00", "UTC": "2026-12-01T17:30:00+00:00", "America/New_York": "2026-12-01T22:30:00+00:00"]
        #expect(call["dueUTC"] as? String == expectedUTC[zone])
        #expect(call["dueTZID"] as? String == (zone == "UTC" ? nil : zone))
        #expect(call["starred"] as? Bool == true)
        #expect(call["priority"] == nil || call["priority"] is NSNull)

        #expect(try todo(long)["due"] as? String == "2026-12-20")

        let gym = try todo("Gym")
        #expect((gym["rrule"] as? String).map { Set($0.split(separator: ";")) } == ["FREQ=WEEKLY", "BYDAY=MO,TH"])
        #expect((gym["occurrences"] as? [String])?.map { String($0.prefix(16)) } == ["2026-11-30T07:00", "2026-12-03T07:00", "2026-12-07T07:00", "2026-12-10T07:00"])
        let pills = try todo("Pills")
        #expect((pills["rrule"] as? String).map { Set($0.split(separator: ";")) } == ["FREQ=DAILY", "COUNT=4"])
        #expect((pills["occurrences"] as? [String])?.count == 4)
        #expect((pills["occurrences"] as? [String])?.first?.hasPrefix("2026-12-01T08:00") == true)
        let yoga = try todo("Yoga")
        #expect((yoga["occurrences"] as? [String])?.map { String($0.prefix(10)) } == ["2026-12-02", "2026-12-09", "2026-12-16"])
        let rent = try todo("Rent")
        #expect((rent["rrule"] as? String).map { Set($0.split(separator: ";")) } == ["FREQ=MONTHLY", "BYMONTHDAY=1", "UNTIL=20270301"])
        #expect((rent["occurrences"] as? [String]) == ["2026-12-01T00:00:00", "2027-01-01T00:00:00", "2027-02-01T00:00:00", "2027-03-01T00:00:00"])

        let done = try todo("Done already")
        #expect(done["status"] as? String == "COMPLETED")
        #expect(done["percent"] as? Int == 100)
        #expect(done["completed"] as? String == ["Europe/Berlin": "2026-11-30T08:00:00+00:00", "UTC": "2026-11-30T09:00:00+00:00", "America/New_York": "2026-11-30T14:00:00+00:00"][zone])

        // What python-icalendar writes back (its own folding and order) imports into the same todos.
        let target = try CLIRunner()
        target.environment["TZ"] = zone
        let imported = try target.run(["import", rewritten])
        #expect(imported.stdout == "Imported 1 list and 8 todos.\n", "\(imported.stderr)")
        func listing(_ cli: CLIRunner) throws -> [String] {
            try cli.run(["intent", "ShowTodos", "filter=all"]).lines.dropFirst().map { $0.replacingOccurrences(of: #"#\d+ "#, with: "", options: .regularExpression) }.sorted()
        }
        #expect(try listing(target) == listing(cli))
    }
}
