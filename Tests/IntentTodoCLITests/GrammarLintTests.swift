import Foundation
import Testing

/// The real grammars lint clean: every finding of `intenttodo lint` (sentences two intents
/// both claim, templates that never win) must be listed with a reason in
/// Fixtures/lint-allowed.txt, and every entry there must still be a finding.
@Suite struct GrammarLintTests {
    static let allowList = VoiceCommandTests.root.appendingPathComponent("Tests/IntentTodoCLITests/Fixtures/lint-allowed.txt")

    /// The allowed findings with their reasons; records an issue for an entry without one.
    static func allowed() throws -> [String: String] {
        let lines = try String(contentsOf: allowList, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        var entries: [String: String] = [:]
        var index = 0
        while index < lines.count {
            let finding = lines[index]
            let reason = index + 1 < lines.count ? lines[index + 1].trimmingCharacters(in: .whitespaces) : ""
            guard reason.hasPrefix("reason:"), reason.count > "reason:".count + 3 else {
                Issue.record("lint-allowed.txt: ‘\(finding)’ has no `reason:` line after it")
                index += 1
                continue
            }
            entries[finding] = reason
            index += 2
        }
        return entries
    }

    @Test func theRepositoryGrammarsHaveNoUnreviewedFindings() throws {
        let cli = try CLIRunner()
        let result = try cli.run(["lint"])
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let summary = result.lines.last ?? ""
        #expect(summary.hasPrefix("lint: "), "\(result.stdout)")
        let findings = Set(result.lines.dropLast())
        let allowed = try Self.allowed()
        let unreviewed = findings.subtracting(allowed.keys).sorted()
        let stale = Set(allowed.keys).subtracting(findings).sorted()
        #expect(unreviewed.isEmpty, "lint findings not in Fixtures/lint-allowed.txt:\n\(unreviewed.joined(separator: "\n"))")
        #expect(stale.isEmpty, "entries of Fixtures/lint-allowed.txt lint no longer reports:\n\(stale.joined(separator: "\n"))")
        #expect(result.status == (findings.isEmpty ? 0 : 1))
    }
}
