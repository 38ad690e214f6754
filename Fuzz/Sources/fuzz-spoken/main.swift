import Basics
import FuzzSupport
import SpokenValues

// The spoken value readers (SpokenValues): a text read as a date, a duration and a repeat rule,
// in the language the first byte picks. What they return must be valid and survive its
// encoding (CONTRACT.md: `YYYY-MM-DD[THH:MM]`, minutes, an RRULE).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpoken(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let (pick, rest) = Fuzz.choice(Fuzz.bytes(start, count), among: Language.allCases.count)
    let language = Language.allCases[pick]
    let text = Fuzz.text(rest)
    if let date = SpokenDate.parse(text, language: language, clock: Fuzz.clock) {
        guard DueDate(encoded: date.encoded) == date else {
            Fuzz.fail("date \(date.encoded) from \(text.debugDescription) does not read back")
        }
    }
    if let minutes = SpokenDuration.parse(text, language: language) {
        guard minutes > 0 else { Fuzz.fail("duration \(minutes) from \(text.debugDescription)") }
    }
    if let rule = SpokenRepeat.parse(text, language: language, clock: Fuzz.clock) {
        guard (try? RecurrenceRule(parsing: rule.rrule)) == rule else {
            Fuzz.fail("rule \(rule.rrule) from \(text.debugDescription) does not read back")
        }
        _ = rule.describe(language)
    }
    return 0
}

Fuzz.main(fuzzSpoken)
