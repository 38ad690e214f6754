import Foundation
import Testing

@testable import Basics

@Suite struct DueDateTests {
    @Test(arguments: [
        ("2026-12-15", true), ("2026-12-15T17:30", true), ("2026-02-29", false), ("2028-02-29", true),
        ("2026-13-01", false), ("2026-12-15T24:00", false), ("2026-1-5", false), ("tomorrow", false),
    ])
    func parsesContractEncoding(text: String, valid: Bool) {
        let parsed = DueDate(encoded: text)
        #expect((parsed != nil) == valid)
        if let parsed { #expect(parsed.encoded == text) }
    }

    @Test func dateOnlySortsBeforeTimedSameDay() {
        #expect(DueDate(encoded: "2026-12-15")! < DueDate(encoded: "2026-12-15T00:00")!)
        #expect(DueDate(encoded: "2026-12-14T23:59")! < DueDate(encoded: "2026-12-15")!)
    }

    @Test func deadlineOfDateOnlyIsEndOfDay() {
        let calendar = Clock.localCalendar(timeZone: TimeZone(identifier: "Asia/Tokyo")!)
        let due = DueDate(encoded: "2026-12-15")!
        #expect(due.deadline(in: calendar).timeIntervalSince(due.date(in: calendar)) == 86_400)
    }

    @Test func detectsJapanese() {
        #expect(Language.detect(in: "パンを買う") == .ja)
        #expect(Language.detect(in: "buy bread") == nil)
        #expect(Language(code: "ja_JP.UTF-8") == .ja)
    }
}
