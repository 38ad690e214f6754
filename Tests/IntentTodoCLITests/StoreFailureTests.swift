import Foundation
import Testing

@Suite struct StoreFailureTests {
    @Test func corruptFileIsRefusedAndLeftUntouched() throws {
        let cli = try CLIRunner()
        let content = Data("this is my shopping list, not a database\n".utf8)
        try content.write(to: URL(fileURLWithPath: cli.database))
        let result = try cli.run(["intent", "AddTodo", "title=x"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not an IntentTodo database"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.database)) == content)
        #expect(try cli.run(["export"]).status == 2)
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.database)) == content)
    }

    @Test func damagedSQLiteFileIsRefused() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=x"])
        var data = try Data(contentsOf: URL(fileURLWithPath: cli.database))
        for index in 100..<min(data.count, 4096) { data[index] = 0xA5 }
        try data.write(to: URL(fileURLWithPath: cli.database))
        let result = try cli.run(["intent", "ShowTodos"])
        #expect(result.status == 2 || result.status == 1)
        #expect(result.stderr.hasPrefix("intenttodo: "))
        #expect(!result.stderr.contains("Fatal error"))
    }

    /// Another process holds the write lock; intenttodo waits the busy timeout, then says so.
    @Test(.enabled(if: CLIRunner.lockHolder != nil)) func lockedDatabaseGivesAClearMessage() throws {
        let cli = try CLIRunner()
        try cli.run(["intent", "AddTodo", "title=x"])
        let holder = try CLIRunner.holdLock(on: cli.database)
        defer { holder.release() }
        cli.environment["INTENTTODO_BUSY_TIMEOUT_MS"] = "200"
        let start = Date()
        let result = try cli.run(["intent", "AddTodo", "title=y"])
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(result.status == 1)
        #expect(result.stderr.contains("locked by another process"))
        holder.release()
        #expect(try cli.run(["intent", "ShowTodoCount"]).stdout == "You have 1 open todo.\n")
    }

    @Test func unreadableOrBadImportFilesExitTwo() throws {
        let cli = try CLIRunner()
        let missing = try cli.run(["import", cli.folder + "/nope.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read"))
        let garbage = cli.folder + "/garbage.json"
        try Data("{\"todos\": [".utf8).write(to: URL(fileURLWithPath: garbage))
        let bad = try cli.run(["import", garbage])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("is not JSON"))
        #expect(try cli.run(["import"]).status == 2)
    }
}

extension CLIRunner {
    /// A program that can hold an SQLite write lock: python3 (its sqlite3 module) or the sqlite3 shell.
    static let lockHolder: String? = {
        for candidate in ["/usr/bin/python3", "/usr/local/bin/python3", "/usr/bin/sqlite3"] where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where FileManager.default.isExecutableFile(atPath: "\(folder)/python3") {
            return "\(folder)/python3"
        }
        return nil
    }()

    /// A process holding a write lock until released (its stdin closes).
    final class LockHolder {
        let process: Process
        let input: Pipe
        init(process: Process, input: Pipe) {
            self.process = process
            self.input = input
        }
        func release() {
            guard process.isRunning else { return }
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    /// Starts a process holding `BEGIN IMMEDIATE` on `path`; returns once the lock is held.
    static func holdLock(on path: String) throws -> LockHolder {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: lockHolder!)
        if lockHolder!.hasSuffix("python3") {
            process.arguments = [
                "-c",
                "import sqlite3,sys,time\nc=sqlite3.connect(sys.argv[1],isolation_level=None)\nc.execute('BEGIN IMMEDIATE')\nc.execute('INSERT INTO migration(name, appliedAt) VALUES (\"lock\", \"x\")')\nprint('locked',flush=True)\nsys.stdin.read()",
                path,
            ]
        } else {
            process.arguments = [path, "BEGIN IMMEDIATE;", "SELECT 'locked';", ".shell cat >/dev/null"]
        }
        let out = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardInput = input
        try process.run()
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("locked") {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen.append(chunk)
        }
        return LockHolder(process: process, input: input)
    }
}
