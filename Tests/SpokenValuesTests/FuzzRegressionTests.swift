import Basics
import Foundation
import Testing

@testable import SpokenValues

/// Replays the inputs `scripts/fuzz` found for the spoken-value readers (Fuzz/Regressions/spoken)
/// the way `fuzz-spoken` reads them: the first byte picks the language, the rest is read as a
/// date, a duration and a repeat rule; nothing may crash and what comes back must survive its
/// encoding.
@Suite struct SpokenFuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/Regressions/spoken")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
    }

    @Test(arguments: inputs)
    func readsWithoutCrashing(name: String) throws {
        let bytes = try Data(contentsOf: Self.folder.appendingPathComponent(name))
        let language = Language.allCases[Int(bytes.first ?? 0) % Language.allCases.count]
        let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
        if let date = SpokenDate.parse(text, language: language, clock: mondayClock) {
            #expect(DueDate(encoded: date.encoded) == date)
        }
        if let minutes = SpokenDuration.parse(text, language: language) { #expect(minutes > 0) }
        if let rule = SpokenRepeat.parse(text, language: language, clock: mondayClock) {
            #expect((try? RecurrenceRule(parsing: rule.rrule)) == rule)
        }
    }
}
