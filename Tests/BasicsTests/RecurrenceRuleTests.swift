import Foundation
import Testing

@testable import Basics

private let utc = Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!)
private let newYork = Clock.localCalendar(timeZone: TimeZone(identifier: "America/New_York")!)

private func due(_ text: String) -> DueDate {
    guard let date = DueDate(encoded: text) else { fatalError("bad test date \(text)") }
    return date
}

private func rule(_ text: String) -> RecurrenceRule {
    do { return try RecurrenceRule(parsing: text) } catch { fatalError("bad test rule \(text): \(error)") }
}

@Suite struct RecurrenceRuleParsingTests {
    @Test(arguments: [
        ("FREQ=DAILY", "FREQ=DAILY"),
        ("RRULE:FREQ=DAILY", "FREQ=DAILY"),
        ("rrule:freq=daily;interval=1", "FREQ=DAILY"),
        ("FREQ=WEEKLY;BYDAY=TH,MO", "FREQ=WEEKLY;BYDAY=MO,TH"),
        ("byday=mo,mo;freq=weekly", "FREQ=WEEKLY;BYDAY=MO"),
        ("INTERVAL=2;FREQ=WEEKLY;BYDAY=TU", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1,15", "FREQ=MONTHLY;BYMONTHDAY=15,-1"),
        ("FREQ=MONTHLY;BYDAY=+1MO", "FREQ=MONTHLY;BYDAY=1MO"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("FREQ=YEARLY;BYMONTH=12,2;BYMONTHDAY=25", "FREQ=YEARLY;BYMONTHDAY=25;BYMONTH=2,12"),
        ("FREQ=DAILY;COUNT=5", "FREQ=DAILY;COUNT=5"),
        ("FREQ=DAILY;UNTIL=20261231", "FREQ=DAILY;UNTIL=20261231"),
        ("FREQ=DAILY;UNTIL=20261231T170000", "FREQ=DAILY;UNTIL=20261231T170000"),
        ("FREQ=WEEKLY;WKST=MO;BYDAY=SA,SU;", "FREQ=WEEKLY;BYDAY=SA,SU"),
        (" FREQ = MONTHLY ; BYMONTHDAY = 31 ", "FREQ=MONTHLY;BYMONTHDAY=31"),
    ])
    func parsesToCanonicalText(text: String, canonical: String) throws {
        #expect(try RecurrenceRule(parsing: text).rrule == canonical)
    }

    @Test(arguments: [
        ("", RecurrenceRule.ParseError.Reason.empty),
        ("RRULE:", .empty),
        ("FREQ=HOURLY", .unknownFrequency),
        ("INTERVAL=2", .missingFrequency),
        ("FREQ=DAILY;INTERVAL=0", .badInterval),
        ("FREQ=DAILY;INTERVAL=two", .badInterval),
        ("FREQ=DAILY;INTERVAL=-1", .badInterval),
        ("FREQ=WEEKLY;BYDAY=XX", .badByDay),
        ("FREQ=MONTHLY;BYDAY=6MO", .badByDay),
        ("FREQ=MONTHLY;BYDAY=0MO", .badByDay),
        ("FREQ=WEEKLY;BYDAY=MO,", .badByDay),
        ("FREQ=WEEKLY;BYDAY=1MO", .ordinalNotAllowed),
        ("FREQ=MONTHLY;BYMONTHDAY=32", .badByMonthDay),
        ("FREQ=MONTHLY;BYMONTHDAY=0", .badByMonthDay),
        ("FREQ=WEEKLY;BYMONTHDAY=3", .byMonthDayInWeekly),
        ("FREQ=YEARLY;BYMONTH=13", .badByMonth),
        ("FREQ=DAILY;COUNT=0", .badCount),
        ("FREQ=DAILY;UNTIL=20260230", .badUntil),
        ("FREQ=DAILY;UNTIL=20261231T250000", .badUntil),
        ("FREQ=DAILY;UNTIL=20261231T170000Z", .badUntil),
        ("FREQ=DAILY;COUNT=3;UNTIL=20261231", .countAndUntil),
        ("FREQ=DAILY;FREQ=WEEKLY", .duplicatePart),
        ("FREQ=DAILY;BYHOUR=9", .unknownPart),
        ("FREQ=DAILY;BYSETPOS=1", .unknownPart),
        ("FREQ", .malformedPart),
        ("FREQ=WEEKLY;WKST=SU", .unsupportedWeekStart),
    ])
    func rejects(text: String, reason: RecurrenceRule.ParseError.Reason) {
        #expect(throws: RecurrenceRule.ParseError.self) { try RecurrenceRule(parsing: text) }
        do {
            _ = try RecurrenceRule(parsing: text)
        } catch {
            #expect(error.reason == reason)
            #expect(!error.description.isEmpty)
        }
    }

    @Test func errorMessageNamesTheBadPart() {
        do {
            _ = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,XY")
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains("'XY'"))
        }
    }

    @Test(arguments: [
        RecurrenceRule(frequency: .daily),
        RecurrenceRule(frequency: .daily, interval: 3, end: .count(10)),
        RecurrenceRule(frequency: .weekly, interval: 2, byDay: [.init(weekday: .thursday), .init(weekday: .monday)]),
        RecurrenceRule(frequency: .monthly, byDay: [.init(ordinal: -1, weekday: .friday)]),
        RecurrenceRule(frequency: .monthly, byMonthDay: [-1, 1, 15], end: .until(DueDate(year: 2027, month: 6, day: 30))),
        RecurrenceRule(
            frequency: .yearly, byMonthDay: [25], byMonth: [12],
            end: .until(DueDate(year: 2030, month: 1, day: 1, time: .init(hour: 8, minute: 30)))),
        RecurrenceRule(frequency: .yearly, byDay: [.init(ordinal: 4, weekday: .thursday)], byMonth: [11]),
    ])
    func roundTripsThroughText(original: RecurrenceRule) throws {
        #expect(try RecurrenceRule(parsing: original.rrule) == original)
        let json = try JSONEncoder().encode(original)
        #expect(String(decoding: json, as: UTF8.self) == "\"\(original.rrule)\"")
        #expect(try JSONDecoder().decode(RecurrenceRule.self, from: json) == original)
    }

    @Test func weekdayMapsToCalendarWeekday() {
        for weekday in RecurrenceRule.Weekday.allCases {
            #expect(RecurrenceRule.Weekday(calendarWeekday: weekday.calendarWeekday) == weekday)
        }
        #expect(RecurrenceRule.Weekday.sunday.calendarWeekday == 1)
        #expect(RecurrenceRule.Weekday.monday.calendarWeekday == 2)
        #expect(RecurrenceRule.Weekday(calendarWeekday: 0) == nil)
        #expect(RecurrenceRule.Weekday(of: due("2026-11-30")) == .monday)
        #expect(RecurrenceRule.Weekday(of: due("2000-02-29")) == .tuesday)
        let date = due("2026-12-05").date(in: utc)
        #expect(RecurrenceRule.Weekday(calendarWeekday: utc.component(.weekday, from: date)) == .saturday)
    }
}

@Suite struct RecurrenceRuleOccurrenceTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var rule: String
        var start: String
        var after: String
        var expected: String?
        var testDescription: String { "\(rule) start \(start) after \(after)" }
    }

    @Test(arguments: [
        // DAILY and INTERVAL
        Case(rule: "FREQ=DAILY", start: "2026-11-30T09:00", after: "2026-11-30T09:00", expected: "2026-12-01T09:00"),
        Case(rule: "FREQ=DAILY", start: "2026-12-31", after: "2026-12-31", expected: "2027-01-01"),
        Case(rule: "FREQ=DAILY;INTERVAL=3", start: "2026-11-30", after: "2026-12-01", expected: "2026-12-03"),
        Case(rule: "FREQ=DAILY;INTERVAL=3", start: "2020-01-01", after: "2026-11-30", expected: "2026-12-01"),
        Case(rule: "FREQ=DAILY", start: "2026-12-10", after: "2026-11-30", expected: "2026-12-10"),
        Case(rule: "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", start: "2026-12-04", after: "2026-12-04", expected: "2026-12-07"),
        // WEEKLY, weeks starting Monday
        Case(rule: "FREQ=WEEKLY", start: "2026-11-30", after: "2026-11-30", expected: "2026-12-07"),
        Case(rule: "FREQ=WEEKLY;BYDAY=MO,TH", start: "2026-11-30", after: "2026-11-30", expected: "2026-12-03"),
        Case(rule: "FREQ=WEEKLY;BYDAY=MO,TH", start: "2026-11-30", after: "2026-12-03", expected: "2026-12-07"),
        Case(rule: "FREQ=WEEKLY;BYDAY=MO,TH", start: "2026-11-30", after: "2026-12-05", expected: "2026-12-07"),
        Case(rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", start: "2026-11-30", after: "2026-12-03", expected: "2026-12-14"),
        Case(rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", start: "2026-12-03", after: "2026-12-03", expected: "2026-12-14"),
        Case(rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU", start: "2026-12-06", after: "2026-12-06", expected: "2026-12-20"),
        Case(rule: "FREQ=WEEKLY;INTERVAL=2", start: "2026-12-02", after: "2026-12-20", expected: "2026-12-30"),
        Case(rule: "FREQ=WEEKLY;BYDAY=FR;BYMONTH=12", start: "2026-12-04", after: "2026-12-25", expected: "2027-12-03"),
        // MONTHLY: month ends, ordinals
        Case(rule: "FREQ=MONTHLY", start: "2026-01-31", after: "2026-01-31", expected: "2026-03-31"),
        Case(rule: "FREQ=MONTHLY", start: "2026-01-31", after: "2026-03-31", expected: "2026-05-31"),
        Case(rule: "FREQ=MONTHLY;BYMONTHDAY=31", start: "2026-01-31", after: "2026-04-01", expected: "2026-05-31"),
        Case(rule: "FREQ=MONTHLY;BYMONTHDAY=-1", start: "2026-01-31", after: "2026-01-31", expected: "2026-02-28"),
        Case(rule: "FREQ=MONTHLY;BYMONTHDAY=-1", start: "2028-01-31", after: "2028-01-31", expected: "2028-02-29"),
        Case(rule: "FREQ=MONTHLY;BYMONTHDAY=-1", start: "2026-01-31", after: "2026-04-15", expected: "2026-04-30"),
        Case(rule: "FREQ=MONTHLY;BYMONTHDAY=1,15", start: "2026-12-01", after: "2026-12-01", expected: "2026-12-15"),
        Case(rule: "FREQ=MONTHLY;BYMONTHDAY=1,15", start: "2026-12-01", after: "2026-12-15", expected: "2027-01-01"),
        Case(rule: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15", start: "2026-01-15", after: "2026-01-15", expected: "2026-03-15"),
        Case(rule: "FREQ=MONTHLY;BYDAY=1MO", start: "2026-12-07", after: "2026-12-07", expected: "2027-01-04"),
        Case(rule: "FREQ=MONTHLY;BYDAY=-1FR", start: "2026-11-27", after: "2026-11-27", expected: "2026-12-25"),
        Case(rule: "FREQ=MONTHLY;BYDAY=5FR", start: "2026-01-30", after: "2026-01-30", expected: "2026-05-29"),
        Case(rule: "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", start: "2026-11-13", after: "2026-11-13", expected: "2027-08-13"),
        Case(rule: "FREQ=MONTHLY;BYDAY=SA,SU", start: "2026-12-05", after: "2026-12-06", expected: "2026-12-12"),
        // YEARLY: leap years, ordinals
        Case(rule: "FREQ=YEARLY", start: "2024-02-29", after: "2024-02-29", expected: "2028-02-29"),
        Case(rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", start: "2096-02-29", after: "2096-03-01", expected: "2104-02-29"),
        Case(rule: "FREQ=YEARLY;INTERVAL=2", start: "2026-12-25", after: "2026-12-25", expected: "2028-12-25"),
        Case(rule: "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH", start: "2026-11-26", after: "2026-11-26", expected: "2027-11-25"),
        Case(rule: "FREQ=YEARLY;BYMONTH=1,7", start: "2026-01-10", after: "2026-01-10", expected: "2026-07-10"),
        Case(rule: "FREQ=YEARLY;BYMONTHDAY=1", start: "2026-11-01", after: "2026-11-01", expected: "2026-12-01"),
        Case(rule: "FREQ=YEARLY;BYDAY=-1SU", start: "2026-12-27", after: "2026-12-27", expected: "2027-12-26"),
        // COUNT (from start) and UNTIL (inclusive)
        Case(rule: "FREQ=DAILY;COUNT=3", start: "2026-11-30", after: "2026-12-01", expected: "2026-12-02"),
        Case(rule: "FREQ=DAILY;COUNT=3", start: "2026-11-30", after: "2026-12-02", expected: nil),
        Case(rule: "FREQ=DAILY;COUNT=1", start: "2026-11-30", after: "2026-11-30", expected: nil),
        Case(rule: "FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4", start: "2026-11-30", after: "2026-12-04", expected: "2026-12-07"),
        Case(rule: "FREQ=WEEKLY;BYDAY=MO,WE,FR;COUNT=4", start: "2026-11-30", after: "2026-12-07", expected: nil),
        Case(rule: "FREQ=DAILY;UNTIL=20261202", start: "2026-11-30T09:00", after: "2026-12-01T09:00", expected: "2026-12-02T09:00"),
        Case(rule: "FREQ=DAILY;UNTIL=20261202", start: "2026-11-30T09:00", after: "2026-12-02T09:00", expected: nil),
        Case(rule: "FREQ=DAILY;UNTIL=20261202T080000", start: "2026-11-30T09:00", after: "2026-12-01T09:00", expected: nil),
        Case(rule: "FREQ=DAILY;UNTIL=20261202T090000", start: "2026-11-30T09:00", after: "2026-12-01T09:00", expected: "2026-12-02T09:00"),
        // Mixed time / date-only compare by day
        Case(rule: "FREQ=DAILY", start: "2026-11-30T09:00", after: "2026-12-01", expected: "2026-12-02T09:00"),
        // Impossible rules end instead of looping
        Case(rule: "FREQ=MONTHLY;BYMONTHDAY=31;BYMONTH=2", start: "2026-01-31", after: "2026-01-31", expected: nil),
        Case(rule: "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31", start: "2026-03-31", after: "2026-03-31", expected: nil),
        Case(rule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", start: "2026-01-01", after: "2026-01-01", expected: nil),
        Case(rule: "FREQ=MONTHLY;BYDAY=5MO;BYMONTH=2;COUNT=3", start: "2026-01-01", after: "2026-01-01", expected: "2044-02-29"),
    ])
    func nextOccurrence(_ test: Case) {
        let next = rule(test.rule).nextOccurrence(after: due(test.after), start: due(test.start), calendar: utc)
        #expect(next?.encoded == test.expected)
    }

    @Test(arguments: [
        ("2026-03-07T09:00", "2026-03-08T09:00", 23.0),
        ("2026-10-31T09:00", "2026-11-01T09:00", 25.0),
        ("2026-03-08T09:00", "2026-03-09T09:00", 24.0),
    ])
    func dailyKeepsLocalTimeAcrossDST(from: String, expected: String, hours: Double) throws {
        let start = due(from)
        let next = try #require(rule("FREQ=DAILY").nextOccurrence(after: start, start: start, calendar: newYork))
        #expect(next.encoded == expected)
        #expect(next.date(in: newYork).timeIntervalSince(start.date(in: newYork)) == hours * 3600)
    }

    @Test(arguments: [
        ("FREQ=DAILY", "2026-11-30", "2026-11-30"),
        ("FREQ=DAILY", "2026-11-30T09:00", "2026-11-30T09:00"),
        ("FREQ=WEEKLY;BYDAY=MO", "2026-12-02", "2026-12-07"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "2026-12-02", "2026-12-07"),
        ("FREQ=WEEKLY", "2026-12-02", "2026-12-02"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "2026-12-05", "2026-12-07"),
        ("FREQ=MONTHLY;BYMONTHDAY=15", "2026-11-30", "2026-12-15"),
        ("FREQ=MONTHLY;BYMONTHDAY=15", "2026-12-15", "2026-12-15"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1", "2026-02-01", "2026-02-28"),
        ("FREQ=MONTHLY;BYDAY=1MO", "2026-11-30", "2026-12-07"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "2026-12-30", "2027-01-29"),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "2026-03-01", "2028-02-29"),
        ("FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25", "2026-12-30", "2027-12-25"),
        ("FREQ=YEARLY", "2026-12-30", "2026-12-30"),
        ("FREQ=DAILY;UNTIL=20261201", "2026-12-30", nil),
        ("FREQ=MONTHLY;BYMONTHDAY=30;BYMONTH=2", "2026-01-01", nil),
    ] as [(String, String, String?)])
    func firstOccurrence(rule text: String, onOrAfter: String, expected: String?) {
        #expect(rule(text).firstOccurrence(onOrAfter: due(onOrAfter), calendar: utc)?.encoded == expected)
    }

    @Test func seriesOfOccurrencesWalksForward() {
        let weekly = rule("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR;COUNT=5")
        let start = due("2026-12-01T18:30")
        var dates = [start]
        while let next = weekly.nextOccurrence(after: dates.last!, start: start, calendar: utc), dates.count < 20 {
            dates.append(next)
        }
        #expect(
            dates.map(\.encoded) == [
                "2026-12-01T18:30", "2026-12-04T18:30", "2026-12-15T18:30", "2026-12-18T18:30", "2026-12-29T18:30",
            ])
    }

    /// `occurrences(after:start:calendar:while:)` counts what repeated `nextOccurrence` calls
    /// would walk, in one pass.
    @Test(arguments: [
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR;COUNT=5", "2026-12-01T18:30", "2026-12-01T18:30", "2026-12-20", 3, "2026-12-18T18:30"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,FR;COUNT=5", "2026-12-01T18:30", "2026-12-01T18:30", "2027-06-01", 4, "2026-12-29T18:30"),
        ("FREQ=DAILY", "2026-11-27", "2026-11-27", "2026-11-30", 3, "2026-11-30"),
        ("FREQ=DAILY", "2026-11-27", "2026-11-25", "2026-11-30", 4, "2026-11-30"),
        ("FREQ=MONTHLY;BYMONTHDAY=31", "2026-01-31", "2026-01-31", "2026-12-31", 6, "2026-12-31"),
        ("FREQ=DAILY;UNTIL=20261129", "2026-11-27", "2026-11-27", "2026-11-30", 2, "2026-11-29"),
        ("FREQ=DAILY", "2026-11-27", "2026-11-30", "2026-11-30", 0, nil),
    ] as [(String, String, String, String, Int, String?)])
    func occurrencesCountWhatNextOccurrenceWalks(
        text: String, start: String, after: String, through: String, count: Int, last: String?
    ) {
        let rule = rule(text)
        let limit = due(through)
        let (found, final) = rule.occurrences(after: due(after), start: due(start), calendar: utc) { $0.dateOnly <= limit }
        var walked: [DueDate] = []
        var current = due(after)
        while let next = rule.nextOccurrence(after: current, start: due(start), calendar: utc), next.dateOnly <= limit {
            walked.append(next)
            current = next
        }
        #expect(found == count)
        #expect(final?.encoded == last)
        #expect(walked.count == count)
        #expect(walked.last?.encoded == last)
    }

    @Test func occurrencesOfACountedSeriesCenturiesLongAreQuick() {
        let elapsed = ContinuousClock().measure {
            let (count, last) = rule("FREQ=DAILY;COUNT=999999").occurrences(
                after: due("1013-12-03"), start: due("1013-12-03"), calendar: utc) { $0 < due("2026-11-30") }
            #expect(count > 100_000)
            #expect(last.map { $0 > due("1300-01-01") } == true)
        }
        #expect(elapsed < .seconds(5))
    }

    @Test func impossibleRuleIsFast() {
        let impossible = rule("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=31")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(impossible.firstOccurrence(onOrAfter: due("2026-01-01"), calendar: utc) == nil)
        }
        #expect(elapsed < .seconds(2))
    }
}

@Suite struct RecurrenceRuleDescriptionTests {
    @Test(arguments: [
        ("FREQ=DAILY", "every day", "毎日"),
        ("FREQ=DAILY;INTERVAL=3", "every 3 days", "3日ごと"),
        ("FREQ=WEEKLY", "every week", "毎週"),
        ("FREQ=WEEKLY;INTERVAL=2", "every 2 weeks", "2週間ごと"),
        ("FREQ=WEEKLY;BYDAY=MO,TH", "every Monday and Thursday", "毎週月曜日と木曜日"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH", "every 2 weeks on Monday and Thursday", "2週間ごとの月曜日と木曜日"),
        ("FREQ=WEEKLY;BYDAY=MO,WE,FR", "every Monday, Wednesday and Friday", "毎週月曜日、水曜日と金曜日"),
        ("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "every weekday", "平日"),
        ("FREQ=WEEKLY;BYDAY=SA,SU", "every weekend", "週末"),
        ("FREQ=MONTHLY", "every month", "毎月"),
        ("FREQ=MONTHLY;BYMONTHDAY=15", "every month on the 15th", "毎月15日"),
        ("FREQ=MONTHLY;BYMONTHDAY=-1", "every month on the last day", "毎月末日"),
        ("FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=1", "every 3 months on the 1st", "3か月ごとの1日"),
        ("FREQ=MONTHLY;BYDAY=1MO", "on the first Monday of every month", "毎月第1月曜日"),
        ("FREQ=MONTHLY;BYDAY=-1FR", "on the last Friday of every month", "毎月最終金曜日"),
        ("FREQ=YEARLY", "every year", "毎年"),
        ("FREQ=YEARLY;BYMONTHDAY=25;BYMONTH=12", "every year on December 25", "毎年12月25日"),
        ("FREQ=DAILY;COUNT=5", "every day, 5 times", "毎日（5回）"),
        ("FREQ=DAILY;UNTIL=20261231", "every day, until December 31, 2026", "毎日、2026年12月31日まで"),
        ("FREQ=WEEKLY;BYDAY=MO;COUNT=1", "every Monday, once", "毎週月曜日（1回）"),
    ])
    func describes(text: String, english: String, japanese: String) {
        let parsed = rule(text)
        #expect(parsed.describe(.en) == english)
        #expect(parsed.describe(.ja) == japanese)
    }
}
