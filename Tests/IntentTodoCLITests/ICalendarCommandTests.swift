import Foundation
import Testing

/// `export --format ics`, `export --vdir DIR`, `import FILE.ics|DIR|-` on the built binary.
@Suite struct ICalendarCommandTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("TodoKitTests/Fixtures/icalendar")

    static func seed(_ cli: CLIRunner) throws {
        try cli.run(["intent", "CreateList", "name=Groceries"])
        try cli.run(["intent", "AddTodo", "title=Buy milk", "list=Groceries", "due=2026-12-01", "urgent=true", "notes=2 litres, the good one"])
        try cli.run(["intent", "AddTodo", "title=Call mom", "due=2026-12-01T17:30", "starred=true"])
        try cli.run(["intent", "AddTodo", "title=Gym", "repeat=FREQ=WEEKLY;BYDAY=MO,TH", "due=2026-11-30T07:00"])
    }

    @Test func exportAsICalendarThenImportGivesTheSameTodosAndASecondImportAddsNothing() throws {
        let source = try CLIRunner()
        try Self.seed(source)
        let exported = try source.run(["export", "--format", "ics"])
        #expect(exported.status == 0)
        #expect(exported.stdout.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(exported.stdout.components(separatedBy: "BEGIN:VTODO").count == 4)
        let file = source.folder + "/todos.ics"
        try Data(exported.stdout.utf8).write(to: URL(fileURLWithPath: file))

        let target = try CLIRunner()
        let first = try target.run(["import", file])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Imported 1 list and 3 todos.\n")
        // The same todos; ids are the store's own and do not travel in iCalendar (the uid does).
        func todos(_ cli: CLIRunner) throws -> [NSDictionary] {
            let result = try cli.run(["--json", "intent", "ShowTodos", "filter=all"]).json["result"] as? [String: Any]
            return (result?["todos"] as? [[String: Any]] ?? []).map { todo in
                var todo = todo
                todo["id"] = nil
                return todo as NSDictionary
            }
        }
        #expect(try todos(source).count == 3)
        #expect(try todos(source) == todos(target))
        let second = try target.run(["--json", "import", file])
        #expect((second.json["result"] as? NSDictionary) == ["lists": 0, "sections": 0, "todos": 0, "alreadyPresent": 3])
        // Exported again, the same text.
        #expect(try target.run(["export", "--format", "ics"]).stdout == exported.stdout)
    }

    @Test func theFormatComesFromTheOptionTheExtensionOrTheContent() throws {
        let source = try CLIRunner()
        try Self.seed(source)
        let ics = Data(try source.run(["export", "--format=ics"]).stdout.utf8)
        let plain = source.folder + "/calendar.txt"
        try ics.write(to: URL(fileURLWithPath: plain))

        let fromContent = try CLIRunner()
        #expect(try fromContent.run(["import", "-"], input: ics).stdout == "Imported 1 list and 3 todos.\n")
        let fromOption = try CLIRunner()
        #expect(try fromOption.run(["import", plain, "--format", "ics"]).status == 0)
        let wrongOption = try CLIRunner()
        let refused = try wrongOption.run(["import", plain, "--format", "json"])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("is not JSON"))

        // A broken calendar names its line; nothing is added.
        let broken = Data("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nSUMMARY:x\r\nEND:VCALENDAR\r\n".utf8)
        let result = try wrongOption.run(["import", "-"], input: broken)
        #expect(result.status == 2)
        #expect(result.stderr == "intenttodo: import refused, nothing was added: stdin is not iCalendar (line 5: END:VCALENDAR where END:VTODO was expected (BEGIN on line 3))\n")
        #expect(try wrongOption.run(["intent", "ShowTodoCount", "filter=all"]).stdout == "You have no todos.\n")
    }

    @Test func vdirExportWritesOneFilePerTodoOnlyWhenChangedAndImportsBack() throws {
        let cli = try CLIRunner()
        try Self.seed(cli)
        let folder = cli.folder + "/calendars/todos"
        let first = try cli.run(["export", "--vdir", folder])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "Wrote \(folder): 3 files added, 0 changed, 0 unchanged.\n")
        let exportedTodos = try cli.run(["--json", "export"]).json["todos"] as? [[String: Any]] ?? []
        let uids = exportedTodos.compactMap { $0["uid"] as? String }
        let milk = try #require(exportedTodos.first { $0["title"] as? String == "Buy milk" }?["uid"] as? String)
        let call = try #require(exportedTodos.first { $0["title"] as? String == "Call mom" }?["uid"] as? String)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == uids.map { $0 + ".ics" }.sorted())
        for name in names {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/" + name)
            #expect((attributes[.posixPermissions] as? Int) == 0o600)
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(text.components(separatedBy: "BEGIN:VTODO").count == 2)
        }
        // A file another program renamed keeps its name; an unchanged todo is not rewritten.
        let renamed = folder + "/from-the-server.ics"
        try FileManager.default.moveItem(atPath: folder + "/" + milk + ".ics", toPath: renamed)
        let modified = try FileManager.default.attributesOfItem(atPath: folder + "/" + call + ".ics")[.modificationDate] as? Date
        try cli.run(["intent", "UpdateTodo", "todo=Buy milk", "title=Buy oat milk"])
        let second = try cli.run(["--json", "export", "--vdir", folder])
        #expect((second.json["result"] as? NSDictionary) == ["folder": folder, "created": 0, "updated": 1, "unchanged": 2])
        #expect(try String(contentsOfFile: renamed, encoding: .utf8).contains("SUMMARY:Buy oat milk"))
        #expect(try FileManager.default.attributesOfItem(atPath: folder + "/" + call + ".ics")[.modificationDate] as? Date == modified)
        #expect(!FileManager.default.fileExists(atPath: folder + "/" + milk + ".ics"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix(".") }.isEmpty)

        let target = try CLIRunner()
        let imported = try target.run(["import", folder])
        #expect(imported.stdout == "Imported 1 list and 3 todos.\n", "\(imported.stderr)")
        #expect(try target.run(["intent", "ShowTodos", "list=Groceries"]).stdout.contains("Buy oat milk"))
        #expect(try cli.run(["export", "--vdir", folder, "--format", "json"]).stderr.contains("--vdir cannot be used with --format json"))
    }

    @Test func importsATodomanVdirAndACalendarWithEvents() throws {
        let cli = try CLIRunner()
        let vdir = try cli.run(["import", Self.fixtures.appendingPathComponent("todoman-vdir").path])
        #expect(vdir.stdout == "Imported 1 list and 2 todos.\n", "\(vdir.stderr)")
        #expect(try cli.run(["intent", "ShowTodos", "list=Garden"]).stdout.contains("Prune the roses · Garden · due 2026-12-01T16:00"))
        let evolution = try cli.run(["import", Self.fixtures.appendingPathComponent("evolution.ics").path])
        #expect(evolution.stdout == "Imported 2 todos. Skipped 1 calendar entry that is not a todo (VEVENT).\n")
        let json = try cli.run(["--json", "import", Self.fixtures.appendingPathComponent("evolution.ics").path])
        #expect((json.json["result"] as? NSDictionary)?["skipped"] as? NSDictionary == ["VEVENT": 1])
    }

    @Test func zonedExportNamesTheZoneAndImportElsewhereKeepsTheInstant() throws {
        let berlin = try CLIRunner()
        berlin.environment["TZ"] = "Europe/Berlin"
        try berlin.run(["intent", "AddTodo", "title=Call mom", "due=2026-12-01T17:30"])
        let text = try berlin.run(["export", "--format", "ics"]).stdout
        #expect(text.contains("DUE;TZID=Europe/Berlin:20261201T173000\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n"))
        let newYork = try CLIRunner()
        newYork.environment["TZ"] = "America/New_York"
        try newYork.run(["import", "-"], input: Data(text.utf8))
        #expect(try newYork.run(["intent", "ShowTodos"]).stdout.contains("due 2026-12-01T11:30"))
    }
}
