import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `intenttodo serve --wyoming` against the real client library: the reference `wyoming`
/// package (PyPI), in a venv kept under .build/ so reruns start at once. The Python side
/// (Fixtures/wyoming/client_check.py) speaks to a TCP and a Unix-socket server over one
/// store; this side starts and stops them and checks the store holds exactly what was asked.
@Suite(.serialized) struct WyomingServeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Tests/IntentTodoCLITests/Fixtures/wyoming/client_check.py").path
    /// The version of the reference the framing was written against.
    static let wyomingVersion = "1.10.2"
    static let venv = root.appendingPathComponent(".build/wyoming-venv-\(wyomingVersion)").path

    /// A process whose output goes to files in `folder`.
    final class Started {
        let process = Process()
        let stdoutPath: String
        let stderrPath: String

        init(_ executable: String, _ arguments: [String], folder: String, name: String, environment: [String: String]? = nil) throws {
            stdoutPath = folder + "/\(name).out"
            stderrPath = folder + "/\(name).err"
            _ = FileManager.default.createFile(atPath: stdoutPath, contents: nil)
            _ = FileManager.default.createFile(atPath: stderrPath, contents: nil)
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            if let environment { process.environment = environment }
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
            process.standardError = FileHandle(forWritingAtPath: stderrPath)
            try process.run()
        }

        var stdout: String { (try? String(contentsOfFile: stdoutPath, encoding: .utf8)) ?? "" }
        var stderr: String { (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? "" }

        /// Waits for the process to end; false (and the process killed) after `seconds`.
        @discardableResult
        func wait(seconds: Double) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning, Date() < deadline { usleep(20_000) }
            guard process.isRunning else { return true }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return false
        }

        /// The first line of stdout, waiting up to `seconds` for it.
        func firstLine(seconds: Double) -> String? {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let text = stdout
                if let newline = text.firstIndex(of: "\n") { return String(text[..<newline]) }
                guard process.isRunning else { return nil }
                usleep(20_000)
            }
            return nil
        }
    }

    /// Runs a command to its end; its status and combined output.
    static func run(_ executable: String, _ arguments: [String], folder: String, seconds: Double) throws -> (status: Int32, output: String) {
        let started = try Started(executable, arguments, folder: folder, name: "setup-\(UUID().uuidString)")
        guard started.wait(seconds: seconds) else { return (-1, "timed out after \(Int(seconds)) s") }
        return (started.process.terminationStatus, started.stdout + started.stderr)
    }

    /// The venv's python with `wyoming` installed, made on first use; the reason when
    /// python3, venv or pip cannot be had.
    static func python(folder: String) throws -> Result<String, PythonUnavailable> {
        let python = venv + "/bin/python"
        let ready = venv + "/.ready"
        if FileManager.default.fileExists(atPath: ready) { return .success(python) }
        try? FileManager.default.removeItem(atPath: venv)
        let system = try run("/usr/bin/env", ["python3", "--version"], folder: folder, seconds: 30)
        guard system.status == 0 else { return .failure(PythonUnavailable("python3 is not installed")) }
        let made = try run("/usr/bin/env", ["python3", "-m", "venv", venv], folder: folder, seconds: 120)
        guard made.status == 0 else {
            return .failure(PythonUnavailable("python3 -m venv failed (is python3-venv installed?): \(made.output)"))
        }
        let installed = try run(
            python, ["-m", "pip", "install", "--disable-pip-version-check", "--quiet", "--retries", "2", "--timeout", "30", "wyoming==\(wyomingVersion)"],
            folder: folder, seconds: 300)
        guard installed.status == 0 else {
            return .failure(PythonUnavailable("pip could not install wyoming==\(wyomingVersion): \(installed.output)"))
        }
        _ = FileManager.default.createFile(atPath: ready, contents: Data())
        return .success(python)
    }

    struct PythonUnavailable: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    @Test func servesTheReferenceClientAndKeepsTheStoreExact() throws {
        let cli = try CLIRunner()
        let python: String
        switch try Self.python(folder: cli.folder) {
        case .success(let found): python = found
        case .failure(let unavailable): try Test.cancel("skipped: \(unavailable.reason)")
        }
        let environment = cli.environment
        let binary = CLIRunner.binary
        let socket = cli.folder + "/wyoming.sock"
        // Short, so the run waits little for them; long enough that a loaded machine does not
        // make a conversation look idle between two turns.
        let idleTimeout = "6"
        let readTimeout = "2"
        let tcp = try Started(
            binary, ["--db", cli.database, "serve", "--wyoming", "tcp://127.0.0.1:0", "--idle-timeout", idleTimeout, "--read-timeout", readTimeout],
            folder: cli.folder, name: "tcp", environment: environment)
        defer { if tcp.process.isRunning { kill(tcp.process.processIdentifier, SIGKILL) } }
        let listening = try #require(tcp.firstLine(seconds: 30), "the TCP server did not start: \(tcp.stderr)")
        #expect(listening.hasPrefix("Listening on tcp://127.0.0.1:"))
        let port = try #require(listening.split(separator: " ").dropFirst(2).first.flatMap { $0.split(separator: ":").last }.map(String.init))
        // NB: started once the first has made the store (ConcurrentWriterTests covers openers racing).
        let unix = try Started(
            binary, ["--db", cli.database, "--json", "serve", "--wyoming", "unix://" + socket], folder: cli.folder, name: "unix",
            environment: environment)
        defer { if unix.process.isRunning { kill(unix.process.processIdentifier, SIGKILL) } }
        let unixLine = try #require(unix.firstLine(seconds: 30), "the Unix-socket server did not start: \(unix.stderr)")
        #expect(unixLine == #"{"listening":"unix://\#(socket)"}"#)

        let client = try Started(python, [Self.script, port, idleTimeout, readTimeout, socket], folder: cli.folder, name: "client")
        #expect(client.wait(seconds: 90), "the client script did not finish")
        #expect(client.process.terminationStatus == 0, "\(client.stdout)\(client.stderr)")
        #expect(tcp.process.isRunning && unix.process.isRunning, "a server died: \(tcp.stderr)\(unix.stderr)")

        // SIGTERM and SIGINT stop them cleanly; the socket file goes with its server.
        kill(tcp.process.processIdentifier, SIGTERM)
        kill(unix.process.processIdentifier, SIGINT)
        #expect(tcp.wait(seconds: 10) && unix.wait(seconds: 10), "a server did not stop")
        #expect(tcp.process.terminationReason == .exit && tcp.process.terminationStatus == 0, "\(tcp.stderr)")
        #expect(unix.process.terminationReason == .exit && unix.process.terminationStatus == 0, "\(unix.stderr)")
        #expect(!FileManager.default.fileExists(atPath: socket))
        // Nothing said was written anywhere (no --verbose: stderr stays empty).
        #expect(tcp.stderr.isEmpty && unix.stderr.isEmpty, "\(tcp.stderr)\(unix.stderr)")

        let shown = try cli.run(["--json", "intent", "ShowTodos", "filter=all"])
        let todos = ((shown.json["result"] as? [String: Any])?["todos"] as? [[String: Any]]) ?? []
        let state = Dictionary(todos.map { ($0["title"] as? String ?? "", $0["done"] as? Bool ?? false) }, uniquingKeysWith: { a, _ in a })
        var expected: [String: Bool] = ["buy bread": false, "牛乳を買う": true, "wash the car": false, "pay rent": false]
        for n in 1...20 { expected["call client \(n)"] = false }
        #expect(todos.count == expected.count)
        #expect(state == expected)
    }

    @Test func anAddressInUseIsRefused() throws {
        let cli = try CLIRunner()
        let first = try Started(
            CLIRunner.binary, ["--db", cli.database, "serve", "--wyoming", "tcp://127.0.0.1:0"], folder: cli.folder, name: "first",
            environment: cli.environment)
        defer { if first.process.isRunning { kill(first.process.processIdentifier, SIGKILL) } }
        let line = try #require(first.firstLine(seconds: 30), "\(first.stderr)")
        let uri = try #require(line.split(separator: " ").dropFirst(2).first.map(String.init))
        let second = try cli.run(["serve", "--wyoming", uri])
        #expect(second.status == 1)
        #expect(second.stderr.hasPrefix("intenttodo: cannot listen on \(uri): "), "\(second.stderr)")
        // Neither is a Unix socket path that holds another kind of file taken over.
        let file = cli.folder + "/not-a-socket"
        _ = FileManager.default.createFile(atPath: file, contents: Data("keep".utf8))
        let refused = try cli.run(["serve", "--wyoming", "unix://" + file])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("exists and is not a socket"))
        #expect((try? String(contentsOfFile: file, encoding: .utf8)) == "keep")
        kill(first.process.processIdentifier, SIGTERM)
        #expect(first.wait(seconds: 10))
        #expect(first.process.terminationStatus == 0)
    }
}
