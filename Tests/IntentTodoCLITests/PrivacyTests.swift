import Foundation
import Testing

/// The privacy promises of docs/RELIABILITY.md: the store and the prompt's history are
/// owner-only files in owner-only folders, whatever the umask; nothing said is written anywhere
/// but the todos it makes (no logs, no caches); no SQL and no shell command is built from what
/// people say.
@Suite struct PrivacyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func mode(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.posixPermissions] as? Int
    }

    /// Every regular file under `folder`, relative to it.
    static func files(under folder: String) -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        return walker.compactMap { $0 as? String }.filter {
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder + "/" + $0, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// Runs the binary with `umask 000` (bash), so only its own modes protect what it creates.
    static func runWithOpenUmask(_ cli: CLIRunner, _ arguments: [String], input: Data? = nil) throws -> CLIRunner.Result {
        try cli.rawCommand("/bin/bash", ["-c", "umask 000 && exec \"$0\" \"$@\"", CLIRunner.binary] + arguments, input: input)
    }

    @Test func storeItsJournalFilesAndFoldersAreOwnerOnlyWhateverTheUmask() throws {
        let cli = try CLIRunner()
        cli.environment["XDG_DATA_HOME"] = cli.folder + "/xdg/data"
        #expect(try Self.runWithOpenUmask(cli, ["intent", "AddTodo", "title=A"]).status == 0)
        let store = cli.folder + "/xdg/data/intenttodo/todos.sqlite"
        #expect(Self.mode(store) == 0o600)
        #expect(Self.mode(cli.folder + "/xdg/data/intenttodo") == 0o700)
        #expect(Self.mode(cli.folder + "/xdg/data") == 0o700)
        #expect(Self.mode(cli.folder + "/xdg") == 0o700)
        // The -wal and -shm files exist while the store is open: listen keeps it open.
        cli.database = store
        let session = try CLIRunner.Session(
            executable: "/bin/bash", arguments: ["-c", "umask 000 && exec \"$0\" \"$@\"", CLIRunner.binary, "--json", "listen"],
            environment: cli.environment)
        #expect(session.turn("add buy milk")["kind"] as? String == "done")
        #expect(Self.mode(store + "-wal") == 0o600)
        #expect(Self.mode(store + "-shm") == 0o600)
        #expect(session.finish() == 0)
    }

    /// The history is written only by the interactive prompt on a terminal: `script` gives it one.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs script(1) for a terminal"))
    func promptHistoryIsOwnerOnlyAndCanBeTurnedOff() throws {
        let cli = try CLIRunner()
        cli.environment["XDG_STATE_HOME"] = cli.folder + "/state"
        let command = "umask 000 && exec '\(CLIRunner.binary)' --db '\(cli.database)' prompt"
        let typed = Data("add buy milk\nquit\n".utf8)
        _ = try cli.rawCommand("/usr/bin/script", ["-qfec", command, "/dev/null"], input: typed)
        let history = cli.folder + "/state/intenttodo/history"
        guard FileManager.default.fileExists(atPath: history) else {
            // Without libedit the prompt has no history at all.
            #expect(!FileManager.default.fileExists(atPath: cli.folder + "/state/intenttodo"))
            return
        }
        #expect(Self.mode(history) == 0o600)
        #expect(Self.mode(cli.folder + "/state/intenttodo") == 0o700)
        #expect(Self.mode(cli.folder + "/state") == 0o700)

        let quiet = try CLIRunner()
        quiet.environment["XDG_STATE_HOME"] = quiet.folder + "/state"
        quiet.environment["INTENTTODO_HISTORY"] = "off"
        let quietCommand = "exec '\(CLIRunner.binary)' --db '\(quiet.database)' prompt"
        _ = try quiet.rawCommand("/usr/bin/script", ["-qfec", quietCommand, "/dev/null"], input: typed)
        #expect(!FileManager.default.fileExists(atPath: quiet.folder + "/state/intenttodo/history"))
        #expect(try quiet.run(["intent", "ShowTodoCount"]).stdout == "You have 1 open todo.\n")
    }

    /// What is said is answered, and kept only as the todos it makes: no log, no cache, nothing
    /// on stderr, no trace in the store of sentences that were not understood.
    @Test func nothingSaidIsKeptButTheTodosItMakes() throws {
        let cli = try CLIRunner()
        cli.environment["XDG_DATA_HOME"] = cli.folder + "/xdg/data"
        cli.environment["XDG_STATE_HOME"] = cli.folder + "/xdg/state"
        cli.environment["XDG_CACHE_HOME"] = cli.folder + "/xdg/cache"
        cli.environment["XDG_CONFIG_HOME"] = cli.folder + "/xdg/config"
        let secret = "zebra42 is my bank pin"
        var input = Data("add buy milk\n\(secret)\nsearch for \(secret)\n".utf8)
        input.append(contentsOf: [0xFF, 0xFE, 0x0A])
        let listen = try cli.run(["--json", "listen"], input: input, useDefaultDatabase: true)
        #expect(listen.status == 0)
        let parse = try cli.run(["parse", secret], useDefaultDatabase: true)
        let say = try cli.run(["say", secret], useDefaultDatabase: true)
        for result in [listen, parse, say] {
            #expect(!result.stderr.contains("zebra42"), "stderr: \(result.stderr)")
        }
        // The store, and the compiled grammars (built from the grammar files alone) in the cache.
        let written = Self.files(under: cli.folder)
        #expect(written.filter { !$0.hasPrefix("xdg/cache/intenttodo/") } == ["xdg/data/intenttodo/todos.sqlite"], "files written: \(written)")
        for file in written {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: cli.folder + "/" + file))
            #expect(bytes.range(of: Data("zebra42".utf8)) == nil, "\(file) keeps what was said")
            if file.hasSuffix("todos.sqlite") {
                #expect(bytes.range(of: Data("buy milk".utf8)) != nil, "\(file) lacks the todo")
            } else {
                #expect(bytes.range(of: Data("buy milk".utf8)) == nil, "\(file) keeps a todo")
            }
        }
    }

    /// Text that reads as SQL is stored and found as text: every value is a bound parameter.
    @Test func textThatLooksLikeSQLStaysText() throws {
        let cli = try CLIRunner()
        let titles = [
            "'); DROP TABLE todo; --", "\" OR 1=1 --", "100% done_", "a\\b", "x' || (SELECT name FROM sqlite_master) || '",
        ]
        for title in titles { #expect(try cli.run(["intent", "AddTodo", "title=\(title)"]).status == 0) }
        #expect(try cli.run(["intent", "CreateList", "name=Robert'); DROP TABLE list;--"]).status == 0)
        let listen = try cli.run(["--json", "listen"], input: Data("add drop table todo; --\n".utf8))
        #expect(listen.status == 0)
        let shown = try cli.run(["--json", "intent", "ShowTodos", "filter=all"]).json
        let stored = ((shown["result"] as? [String: Any])?["todos"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        #expect(Set(stored) == Set(titles + ["drop table todo"]))
        let search = try cli.run(["--json", "intent", "SearchEverything", "query=%"]).json
        let hits = ((search["result"] as? [String: Any])?["results"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String }
        #expect(hits == ["100% done_"])
        let lists = try cli.run(["--json", "intent", "ShowLists"]).json
        let names = ((lists["result"] as? [String: Any])?["lists"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        #expect(names.contains("Robert'); DROP TABLE list;--"))
        #expect(StoreFile.integrity(cli.database) == "ok")
    }

    /// The sources start no program, and interpolate into SQL only names the code itself
    /// chooses (column lists, table names of the schema, conditions made of constant text,
    /// numbers): a new interpolation fails here until it is checked and listed.
    @Test func noSQLOrShellCommandIsBuiltFromText() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = Self.files(under: sources.path).filter { $0.hasSuffix(".swift") }
        #expect(files.count > 50)
        let allowed: Set<String> = [
            // Column lists and statements derived from the schema's column enums (TableSchema).
            "Todo.selectColumns", "TodoList.selectColumns", "TodoSection.selectColumns", "table", "columns.joined(separator: \", \")",
            "placeholders", "assignments", "columns.count", "table.name", "trigger.name",
            // Conditions made of constant fragments with `?` placeholders (TodoFilter, word searches,
            // the next due todo of `status`).
            "sql", "condition",
            // Numbers.
            "limit", "Migrations.all.count",
        ]
        // TableSchema derives the statements and triggers of each table from its column enum; it
        // takes no values at all.
        let schemaFiles: Set<String> = ["TodoKit/Storage/TableSchema.swift"]
        let keywords = ["SELECT ", "INSERT ", "UPDATE ", "DELETE ", "CREATE ", "DROP ", "ALTER ", "PRAGMA ", " WHERE ", "VALUES ("]
        var findings: [String] = []
        for file in files {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.trimmingCharacters(in: .whitespaces)
                if code.hasPrefix("//") { continue }
                // NB: `remind` starts notify-send itself (no shell), the titles as separate arguments after "--".
                for call in ["Process(", "system(", "popen(", "posix_spawn", "execv(", "execvp(", "/bin/sh"]
                where code.contains(call) && !(file == "intenttodo/GlanceCommands.swift" && call == "Process(") {
                    findings.append("\(file):\(number + 1): starts a program: \(code)")
                }
                guard !schemaFiles.contains(file), keywords.contains(where: { code.contains($0) }), code.contains("\\(") else { continue }
                var rest = Substring(code)
                while let open = rest.range(of: "\\(") {
                    var depth = 1
                    var index = open.upperBound
                    while index < rest.endIndex, depth > 0 {
                        if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                        index = rest.index(after: index)
                    }
                    let expression = String(rest[open.upperBound..<rest.index(before: index)])
                    if !allowed.contains(expression) {
                        findings.append("\(file):\(number + 1): \\(\(expression)) in SQL")
                    }
                    rest = rest[index...]
                }
            }
        }
        #expect(findings.isEmpty, "\(findings.joined(separator: "\n"))")
    }
}
