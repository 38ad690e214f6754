import Basics
import FuzzSupport

// The RRULE parser (RecurrenceRule(parsing:)): a rule that parses writes an RRULE that parses
// to the same rule, is described in every language, its occurrences move forward, and
// `occurrences(after:…)` counts what `nextOccurrence` steps through.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRRule(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let text = Fuzz.text(Fuzz.bytes(start, count))
    guard let rule = try? RecurrenceRule(parsing: text) else { return 0 }
    guard (try? RecurrenceRule(parsing: rule.rrule)) == rule else {
        Fuzz.fail("\(rule.rrule) from \(text.debugDescription) does not read back")
    }
    for language in Language.allCases { _ = rule.describe(language) }
    let calendar = Fuzz.clock.calendar
    for from in [Fuzz.clock.today, DueDate(year: 2026, month: 11, day: 30, time: .init(hour: 9, minute: 0))] {
        guard let first = rule.firstOccurrence(onOrAfter: from, calendar: calendar) else { continue }
        guard !(first < from) else { Fuzz.fail("\(rule.rrule): first occurrence \(first) before \(from)") }
        var previous = first
        for _ in 0..<3 {
            guard let next = rule.nextOccurrence(after: previous, start: first, calendar: calendar) else { break }
            guard previous < next else { Fuzz.fail("\(rule.rrule): \(next) does not follow \(previous)") }
            previous = next
        }
        // Two months on: enough for several occurrences of most rules, few steps for a COUNT rule.
        let limit = first.month <= 10
            ? DueDate(year: first.year, month: first.month + 2, day: 1) : DueDate(year: first.year + 1, month: first.month - 10, day: 1)
        var walked = 0
        var current = from
        while walked < 100, let next = rule.nextOccurrence(after: current, start: first, calendar: calendar), next.dateOnly < limit {
            walked += 1
            current = next
        }
        guard walked < 100 else { continue }
        let (count, last) = rule.occurrences(after: from, start: first, calendar: calendar) { $0.dateOnly < limit }
        guard count == walked, last == (walked > 0 ? current : nil) else {
            Fuzz.fail("\(rule.rrule) from \(from): occurrences counts \(count) to \(String(describing: last)), nextOccurrence \(walked) to \(current)")
        }
    }
    return 0
}

Fuzz.main(fuzzRRule)
