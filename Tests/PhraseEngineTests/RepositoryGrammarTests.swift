import Basics
import Foundation
import PhraseEngine
import Testing

/// The project's own grammars (`Grammars/` at the package root, or `$INTENTTODO_GRAMMARS`):
/// they must load and compile; timings are printed, and lint findings with `INTENTTODO_LINT=1`.
@Suite struct RepositoryGrammarTests {
    static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["INTENTTODO_GRAMMARS"] { return URL(fileURLWithPath: path) }
        return fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Grammars")
    }()

    static var exists: Bool { FileManager.default.fileExists(atPath: folder.appendingPathComponent("en").path) }

    @Test(.enabled(if: exists)) func loadCompileAndLint() throws {
        let start = DispatchTime.now()
        let grammars: [Grammar]
        do {
            grammars = try Grammar.loadAll(directory: Self.folder)
        } catch {
            Issue.record("\(error)")
            return
        }
        let engine = try PhraseEngine(grammars: grammars, schemas: [])
        let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
        for grammar in grammars {
            let count = grammar.intents.reduce(0) { $0 + $1.templates.count }
            print("GRAMMAR \(grammar.language.rawValue): \(grammar.intents.count) intents, \(count) templates")
        }
        print("GRAMMAR load+compile: \(String(format: "%.1f", milliseconds)) ms")
        #expect(!grammars.isEmpty)
        guard ProcessInfo.processInfo.environment["INTENTTODO_LINT"] != nil else { return }
        let findings = engine.lint(samplesPerTemplate: 8)
        print("LINT: \(findings.count) findings")
        for finding in findings { print("LINT \(finding)") }
    }
}
