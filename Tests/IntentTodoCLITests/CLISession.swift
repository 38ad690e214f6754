import CSQLite
import Foundation
import Testing

extension CLIRunner {
    /// Runs the binary under `ulimit -f` (file size limit in KiB) through bash: a write past it
    /// fails with EFBIG, the way a full disk fails with ENOSPC, and works without root.
    func run(_ arguments: [String], fileSizeLimitKB: Int, input: Data? = nil) throws -> Result {
        let full = ["--db", database, "--now", "2026-11-30T09:00"] + arguments
        return try rawCommand("/bin/bash", ["-c", "ulimit -f \(fileSizeLimitKB) && exec \"$0\" \"$@\"", Self.binary] + full, input: input)
    }

    /// Starts `intenttodo --db … --now … ARGUMENTS` and keeps it running: lines go in one at a
    /// time and come out as they are printed.
    func start(_ arguments: [String], fileSizeLimitKB: Int? = nil) throws -> Session {
        let full = ["--db", database, "--now", "2026-11-30T09:00"] + arguments
        if let limit = fileSizeLimitKB {
            return try Session(
                executable: "/bin/bash", arguments: ["-c", "ulimit -f \(limit) && exec \"$0\" \"$@\"", Self.binary] + full,
                environment: environment)
        }
        return try Session(executable: Self.binary, arguments: full, environment: environment)
    }

    /// Runs any program with the runner's environment.
    func rawCommand(_ executable: String, _ arguments: [String], input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let inPipe = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = inPipe
        try process.run()
        if let input { inPipe.fileHandleForWriting.write(input) }
        try inPipe.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self),
            status: process.terminationStatus)
    }

    /// A running `listen` or `prompt`: send a line, read what it printed.
    final class Session: @unchecked Sendable {
        let process: Process
        private let input = Pipe()
        private let output = Pipe()
        private let errors = Pipe()
        private let lock = NSCondition()
        private var buffer = Data()
        private var errorBuffer = Data()
        private var closed = false

        init(executable: String, arguments: [String], environment: [String: String]) throws {
            process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = environment
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self else { return }
                self.lock.lock()
                if data.isEmpty { self.closed = true; handle.readabilityHandler = nil } else { self.buffer.append(data) }
                self.lock.broadcast()
                self.lock.unlock()
            }
            errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                guard let self else { return }
                self.lock.lock()
                if data.isEmpty { handle.readabilityHandler = nil } else { self.errorBuffer.append(data) }
                self.lock.unlock()
            }
            try process.run()
        }

        deinit {
            if process.isRunning { process.terminate() }
        }

        /// What the program wrote on stderr so far.
        var stderr: String {
            lock.lock()
            defer { lock.unlock() }
            return String(decoding: errorBuffer, as: UTF8.self)
        }

        func send(_ line: String) {
            input.fileHandleForWriting.write(Data((line + "\n").utf8))
        }

        /// The next line printed, or nil when the program ended or `timeout` passed.
        func readLine(timeout: TimeInterval = 20) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            lock.lock()
            defer { lock.unlock() }
            while true {
                if let newline = buffer.firstIndex(of: 0x0A) {
                    let line = buffer[buffer.startIndex..<newline]
                    buffer.removeSubrange(buffer.startIndex...newline)
                    return String(decoding: line, as: UTF8.self)
                }
                if closed || !lock.wait(until: deadline) { return nil }
            }
        }

        /// Sends a line and returns the JSON object of the turn it produced.
        func turn(_ line: String) -> [String: Any] {
            send(line)
            guard let text = readLine() else {
                Issue.record("no answer to ‘\(line.prefix(60))’; stderr: \(stderr)")
                return [:]
            }
            return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? ["unreadable": text]
        }

        /// Closes stdin and waits for the exit status.
        func finish() -> Int32 {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }
}

/// Looks into a store file with SQLite directly, as no intenttodo command does.
enum StoreFile {
    /// `PRAGMA integrity_check` ("ok" for a sound file), read-only.
    static func integrity(_ path: String) -> String {
        var handle: OpaquePointer?
        guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let handle else {
            return "cannot open \(path)"
        }
        defer { sqlite3_close_v2(handle) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, "PRAGMA integrity_check", -1, &statement, nil) == SQLITE_OK else {
            return String(cString: sqlite3_errmsg(handle))
        }
        defer { sqlite3_finalize(statement) }
        var lines: [String] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            lines.append(String(cString: sqlite3_column_text(statement, 0)))
        }
        return lines.joined(separator: "\n")
    }
}
