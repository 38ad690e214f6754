import Foundation
import Testing

/// Runs the built `.build/debug/intenttodo` with a clean environment in a temporary folder.
final class CLIRunner {
    struct Result {
        var stdout: String
        var stderr: String
        var status: Int32
        var lines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
        /// The one JSON object printed on stdout.
        var json: [String: Any] {
            guard lines.count == 1, let data = lines[0].data(using: .utf8),
                let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
            else {
                Issue.record("expected one JSON object on stdout, got: \(stdout)")
                return [:]
            }
            return object
        }
    }

    static let binary: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/intenttodo").path
    }()

    let folder: String
    /// The store `run` passes with `--db`: `<folder>/todos.sqlite` unless a test moves it.
    var database: String
    var environment: [String: String]

    init() throws {
        folder = NSTemporaryDirectory() + "intenttodo-cli-\(UUID().uuidString)"
        database = folder + "/todos.sqlite"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        environment = [
            "HOME": folder + "/home", "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TZ": "UTC",
            "SWIFT_BACKTRACE": "enable=no",
        ]
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// `intenttodo --db <folder>/todos.sqlite --now 2026-11-30T09:00 <arguments>`.
    @discardableResult
    func run(_ arguments: [String], now: String? = "2026-11-30T09:00", input: Data? = nil, useDefaultDatabase: Bool = false)
        throws -> Result
    {
        var full: [String] = useDefaultDatabase ? [] : ["--db", database]
        if let now { full += ["--now", now] }
        return try raw(full + arguments, input: input)
    }

    /// Runs the binary with exactly these arguments.
    func raw(_ arguments: [String], input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
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
}
