import Foundation
import Testing

/// Faults of the disk under a running intenttodo: no room to write (a file size limit, which
/// needs no privileges, and a full tmpfs, which needs root), a read-only store, and a store
/// whose folder goes away while `listen` or the prompt is open. Each must give a clear
/// message, exit 2 or let the conversation go on, leave the store sound (integrity_check) and
/// lose no change it acknowledged.
@Suite(.serialized) struct DiskFaultTests {
    static let isRoot = getuid() == 0

    /// Titles of every todo, read with `intent ShowTodos filter=all`.
    static func titles(_ cli: CLIRunner) throws -> [String] {
        let result = try cli.run(["--json", "intent", "ShowTodos", "filter=all"])
        let todos = (result.json["result"] as? [String: Any])?["todos"] as? [[String: Any]] ?? []
        return todos.compactMap { $0["title"] as? String }.sorted()
    }

    /// An import document of `count` todos with long titles (about 250 bytes each).
    static func bigImport(_ cli: CLIRunner, count: Int) throws -> String {
        let todos = (0..<count).map { "{\"title\": \"bulk \($0) \(String(repeating: "x", count: 240))\"}" }
        let path = cli.folder + "/big.json"
        try Data("{\"todos\": [\(todos.joined(separator: ","))]}".utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    static func addTodos(_ cli: CLIRunner, _ titles: [String]) throws {
        for title in titles { #expect(try cli.run(["intent", "AddTodo", "title=\(title)"]).status == 0) }
    }

    /// One line on stderr, `intenttodo: …`, containing every piece.
    static func expectOneLine(_ stderr: String, containing pieces: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(stderr.hasPrefix("intenttodo: "), "stderr: \(stderr)", sourceLocation: sourceLocation)
        #expect(stderr.filter { $0 == "\n" }.count == 1, "stderr: \(stderr)", sourceLocation: sourceLocation)
        for piece in pieces {
            #expect(stderr.contains(piece), "stderr lacks ‘\(piece)’: \(stderr)", sourceLocation: sourceLocation)
        }
        #expect(!stderr.contains("Fatal error"), sourceLocation: sourceLocation)
    }

    // MARK: No room to write

    @Test func importPastTheFileSizeLimitAddsNothingAndSaysWhy() throws {
        let cli = try CLIRunner()
        try Self.addTodos(cli, ["first", "second"])
        let big = try Self.bigImport(cli, count: 5_000)
        let result = try cli.run(["import", big], fileSizeLimitKB: 256)
        #expect(result.status == 2)
        Self.expectOneLine(result.stderr, containing: ["no room to write the database", "File too large", "nothing was changed"])
        #expect(try Self.titles(cli) == ["first", "second"])
        #expect(StoreFile.integrity(cli.database) == "ok")
        // Without the limit the same import goes through.
        #expect(try cli.run(["import", big]).status == 0)
    }

    @Test func listenGoesOnWhenWritesHitTheFileSizeLimit() throws {
        let cli = try CLIRunner()
        try Self.addTodos(cli, ["first"])
        let session = try cli.start(["--json", "listen"], fileSizeLimitKB: 200)
        var acknowledged = ["first"]
        var refusals = 0
        for number in 0..<40 where refusals < 2 {
            let turn = session.turn("add note\(number) " + String(repeating: "x", count: 12_000))
            if turn["kind"] as? String == "done" {
                acknowledged.append("note\(number) " + String(repeating: "x", count: 12_000))
            } else {
                #expect(turn["kind"] as? String == "error")
                #expect((turn["say"] as? String)?.contains("no room to write the database") == true, "\(turn)")
                refusals += 1
            }
        }
        #expect(refusals == 2)
        // The conversation goes on: questions are still answered.
        let count = session.turn("how many todos do i have")
        #expect(count["kind"] as? String == "done")
        #expect(session.finish() == 0)
        #expect(try Self.titles(cli) == acknowledged.sorted())
        #expect(StoreFile.integrity(cli.database) == "ok")
    }

    @Test(.enabled(if: TmpfsMount.isAvailable, "needs root to mount a 1 MiB tmpfs (the file-size-limit tests cover the rest)"))
    func fullDiskRefusesChangesLosesNothingAndRecovers() throws {
        let cli = try CLIRunner()
        let disk = try TmpfsMount(at: cli.folder + "/disk", size: "1m")
        cli.database = disk.path + "/todos.sqlite"
        try Self.addTodos(cli, ["first", "second"])

        let result = try cli.run(["import", try Self.bigImport(cli, count: 20_000)])
        #expect(result.status == 2)
        Self.expectOneLine(result.stderr, containing: ["no room to write the database", "nothing was changed"])
        #expect(try Self.titles(cli) == ["first", "second"])

        let session = try cli.start(["--json", "listen"])
        #expect(session.turn("add buy milk")["kind"] as? String == "done")
        let filler = try disk.fill()
        let refused = session.turn("add buy bread")
        #expect(refused["kind"] as? String == "error")
        #expect((refused["say"] as? String)?.contains("no room to write the database") == true, "\(refused)")
        // Reading writes nothing (no undo entry for a question), so a question is still answered
        // on a full disk; the conversation goes on and recovers with the space.
        let question = session.turn("how many todos do i have")
        #expect(question["say"] as? String == "You have 3 open todos.", "\(question)")
        try FileManager.default.removeItem(atPath: filler)
        #expect(session.turn("how many todos do i have")["say"] as? String == "You have 3 open todos.")
        #expect(session.turn("add call mom")["kind"] as? String == "done")
        #expect(session.finish() == 0)
        #expect(try Self.titles(cli) == ["buy milk", "call mom", "first", "second"])
        #expect(StoreFile.integrity(cli.database) == "ok")
    }

    // MARK: Read-only

    /// Root writes through file modes, so as root the store sits on a tmpfs remounted read-only;
    /// otherwise the file is 0400 and its folder 0500.
    @Test(.enabled(if: !isRoot || TmpfsMount.isAvailable, "as root a read-only store needs a tmpfs mount"))
    func readOnlyStoreIsRefusedAndLeftUntouched() throws {
        let cli = try CLIRunner()
        var mount: TmpfsMount?
        if Self.isRoot {
            mount = try TmpfsMount(at: cli.folder + "/disk", size: "4m")
            cli.database = mount!.path + "/todos.sqlite"
        } else {
            try FileManager.default.createDirectory(atPath: cli.folder + "/data", withIntermediateDirectories: true)
            cli.database = cli.folder + "/data/todos.sqlite"
        }
        try Self.addTodos(cli, ["first", "second"])
        let before = try Data(contentsOf: URL(fileURLWithPath: cli.database))
        let folder = (cli.database as NSString).deletingLastPathComponent
        if let mount {
            try mount.remount(readOnly: true)
        } else {
            chmod(cli.database, 0o400)
            chmod(folder, 0o500)
        }
        defer {
            if let mount { try? mount.remount(readOnly: false) } else {
                chmod(folder, 0o700)
                chmod(cli.database, 0o600)
            }
        }

        let add = try cli.run(["intent", "AddTodo", "title=third"])
        #expect(add.status == 2)
        Self.expectOneLine(add.stderr, containing: ["cannot be written", "nothing was changed"])
        let listen = try cli.run(["--json", "listen"], input: Data("add buy milk\n".utf8))
        #expect(listen.status == 2)
        Self.expectOneLine(listen.stderr, containing: ["cannot be written"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: cli.database)) == before)
        #expect(!FileManager.default.fileExists(atPath: cli.database + "-shm"))

        if let mount { try mount.remount(readOnly: false) } else {
            chmod(folder, 0o700)
            chmod(cli.database, 0o600)
        }
        #expect(StoreFile.integrity(cli.database) == "ok")
        #expect(try Self.titles(cli) == ["first", "second"])
    }

    // MARK: The folder goes away

    @Test(arguments: ["renamed", "deleted"])
    func storeFolderGoingAwayWhileListeningRefusesChanges(how: String) throws {
        let cli = try CLIRunner()
        let folder = cli.folder + "/data"
        cli.database = folder + "/todos.sqlite"
        let session = try cli.start(["--json", "listen"])
        #expect(session.turn("add buy milk")["kind"] as? String == "done")
        if how == "renamed" {
            try FileManager.default.moveItem(atPath: folder, toPath: cli.folder + "/moved")
        } else {
            try FileManager.default.removeItem(atPath: folder)
        }
        for line in ["add call mom", "how many todos do i have", "undo"] {
            let turn = session.turn(line)
            #expect(turn["kind"] as? String == "error", "\(line): \(turn)")
            #expect((turn["say"] as? String)?.contains("was moved or deleted while in use; nothing was changed") == true, "\(turn)")
        }
        #expect(session.finish() == 0)
        if how == "renamed" {
            cli.database = cli.folder + "/moved/todos.sqlite"
            #expect(StoreFile.integrity(cli.database) == "ok")
            #expect(try Self.titles(cli) == ["buy milk"])
        } else {
            #expect(!FileManager.default.fileExists(atPath: cli.database))
        }
    }

    @Test func storeFolderGoingAwayAtThePromptIsSaidAndThePromptGoesOn() throws {
        let cli = try CLIRunner()
        let folder = cli.folder + "/data"
        cli.database = folder + "/todos.sqlite"
        let session = try cli.start(["prompt"])
        session.send("add buy milk")
        var seen: [String] = []
        while let line = session.readLine(), !line.contains("Added") { seen.append(line) }
        try FileManager.default.moveItem(atPath: folder, toPath: cli.folder + "/moved")
        session.send("add call mom")
        let refusal = session.readLine()
        #expect(refusal?.contains("was moved or deleted while in use; nothing was changed") == true, "\(refusal ?? "nothing") after \(seen)")
        session.send("quit")
        #expect(session.finish() == 0)
        cli.database = cli.folder + "/moved/todos.sqlite"
        #expect(try Self.titles(cli) == ["buy milk"])
    }
}

/// A tmpfs mounted for a test (root only), unmounted when released.
final class TmpfsMount {
    let path: String

    /// True when this process may mount a tmpfs (root with the capability, as in CI containers run as root).
    static let isAvailable: Bool = {
        guard getuid() == 0 else { return false }
        let probe = NSTemporaryDirectory() + "intenttodo-mount-probe-\(getpid())"
        guard (try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)) != nil else { return false }
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", probe]) == 0 else { return false }
        _ = run(["umount", probe])
        return true
    }()

    init(at path: String, size: String) throws {
        self.path = path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        guard Self.run(["mount", "-t", "tmpfs", "-o", "size=\(size),mode=0700", "tmpfs", path]) == 0 else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    deinit { _ = Self.run(["umount", "-l", path]) }

    func remount(readOnly: Bool) throws {
        guard Self.run(["mount", "-o", readOnly ? "remount,ro" : "remount,rw", path]) == 0 else {
            throw CocoaError(.fileWriteNoPermission)
        }
    }

    /// Writes a file until the disk is full; returns its path.
    func fill() throws -> String {
        let filler = path + "/filler"
        guard let handle = FileHandle(forWritingAtPath: filler) ?? {
            FileManager.default.createFile(atPath: filler, contents: nil)
            return FileHandle(forWritingAtPath: filler)
        }() else { throw CocoaError(.fileWriteUnknown) }
        defer { try? handle.close() }
        let chunk = Data(count: 4096)
        while (try? handle.write(contentsOf: chunk)) != nil {}
        return filler
    }

    @discardableResult
    static func run(_ arguments: [String]) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return -1 }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
