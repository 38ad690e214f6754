import Foundation
import Testing

@testable import ICalendar

/// VTIMEZONEs written from the system's zones give the system's offsets; VTIMEZONEs from other
/// programs (rules with UNTIL, Outlook's 1601 starts) are read; vendor-prefixed TZIDs resolve.
@Suite struct TimeZoneTests {
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Australia/Lord_Howe", "Asia/Tokyo", "America/Sao_Paulo", "Europe/London"])
    func writtenVTIMEZONEGivesTheZonesOffsetEveryHourAroundEachChange(identifier: String) throws {
        let zone = try #require(TimeZone(identifier: identifier))
        let vtimezone = ICalendarTimeZone.component(for: zone, years: 2015...2027)
        #expect(vtimezone.property("TZID")?.value == identifier)
        // Through the range, and years after it (open-ended rules carry on).
        var instant = ICalendarDateTime(year: 2014, month: 1, day: 1, hour: 0, minute: 0).secondsSinceEpochAsUTC
        let end = ICalendarDateTime(year: 2035, month: 1, day: 1, hour: 0, minute: 0).secondsSinceEpochAsUTC
        var checked = 0
        while instant < end {
            let expected = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            let local = ICalendarDateTime(secondsSinceEpoch: instant + expected, isUTC: false)
            let offset = ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: local)
            #expect(offset == expected, "\(identifier) at \(local.text)")
            if offset != expected { break }
            instant += 86_400 * 5 + 3600 * 7
            checked += 1
        }
        #expect(checked > 1000)
        // Compact: a rule per kind of change, not one observance per year.
        #expect(vtimezone.components.count <= 8, "\(vtimezone.components.count) observances")
    }

    @Test func zoneWithoutChangesIsOneStandardObservance() throws {
        let vtimezone = ICalendarTimeZone.component(for: try #require(TimeZone(identifier: "Asia/Tokyo")), years: 2026...2026)
        #expect(vtimezone.components.map(\.name) == ["STANDARD"])
        #expect(vtimezone.components[0].property("TZOFFSETTO")?.value == "+0900")
    }

    @Test func berlinIsWrittenAsTheUsualTwoRules() throws {
        let vtimezone = ICalendarTimeZone.component(for: try #require(TimeZone(identifier: "Europe/Berlin")), years: 2026...2026)
        let rules = vtimezone.components.compactMap { $0.property("RRULE")?.value }
        #expect(rules.sorted() == ["FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"])
        let daylight = try #require(vtimezone.components.first { $0.name == "DAYLIGHT" })
        #expect(daylight.property("DTSTART")?.value == "20250330T020000")
        #expect(daylight.property("TZOFFSETFROM")?.value == "+0100")
        #expect(daylight.property("TZOFFSETTO")?.value == "+0200")
    }

    @Test func readsAnOutlookStyleVTIMEZONEWithOldRulesEndingInUTC() throws {
        let text = """
            BEGIN:VTIMEZONE
            TZID:Eastern Standard Time
            BEGIN:STANDARD
            DTSTART:16011104T020000
            RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11
            TZOFFSETFROM:-0400
            TZOFFSETTO:-0500
            END:STANDARD
            BEGIN:DAYLIGHT
            DTSTART:16010311T020000
            RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3
            TZOFFSETFROM:-0500
            TZOFFSETTO:-0400
            END:DAYLIGHT
            BEGIN:DAYLIGHT
            DTSTART:19870405T020000
            RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU;UNTIL=20060402T070000Z
            TZOFFSETFROM:-0500
            TZOFFSETTO:-0400
            END:DAYLIGHT
            END:VTIMEZONE

            """
        let vtimezone = try #require(try ICalendarReader.parse(Array(text.utf8)).first)
        #expect(ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: ICalendarDateTime(year: 2026, month: 12, day: 1, hour: 17, minute: 0)) == -18_000)
        #expect(ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: ICalendarDateTime(year: 2026, month: 7, day: 1, hour: 9, minute: 0)) == -14_400)
        #expect(ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: ICalendarDateTime(year: 2026, month: 3, day: 8, hour: 1, minute: 0)) == -18_000)
        #expect(ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: ICalendarDateTime(year: 2026, month: 3, day: 8, hour: 3, minute: 0)) == -14_400)
        // Before every onset: the earliest observance's TZOFFSETFROM.
        #expect(ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: ICalendarDateTime(year: 1500, month: 1, day: 1, hour: 0, minute: 0)) != nil)
        // Not a system name.
        #expect(ICalendarTimeZone.systemZone(named: "Eastern Standard Time") == nil)
    }

    @Test func vendorPrefixedTZIDsNameSystemZones() {
        #expect(ICalendarTimeZone.systemZone(named: "Europe/Berlin")?.identifier == "Europe/Berlin")
        #expect(ICalendarTimeZone.systemZone(named: "/freeassociation.sourceforge.net/Tzfile/Europe/Berlin")?.identifier == "Europe/Berlin")
        #expect(ICalendarTimeZone.systemZone(named: "/freeassociation.sourceforge.net/America/New_York")?.identifier == "America/New_York")
        #expect(ICalendarTimeZone.systemZone(named: "/mozilla.org/20050126_1/America/Argentina/Buenos_Aires")?.identifier == "America/Argentina/Buenos_Aires")
        #expect(ICalendarTimeZone.systemZone(named: "/citadel.org/20190914_1/Asia/Tokyo")?.identifier == "Asia/Tokyo")
        #expect(ICalendarTimeZone.systemZone(named: "Not/A_Zone") == nil)
        #expect(ICalendarTimeZone.isUTC(TimeZone(identifier: "UTC")!))
        #expect(!ICalendarTimeZone.isUTC(TimeZone(identifier: "Europe/London")!))
    }
}

extension TimeZoneTests {
    @Test func farYearsAreHeldToARangeTheZoneDataKnows() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let start = Date()
        let vtimezone = ICalendarTimeZone.component(for: zone, years: 1...9999)
        #expect(Date().timeIntervalSince(start) < 10)
        #expect(ICalendarTimeZone.utcOffset(in: vtimezone, atLocal: ICalendarDateTime(year: 2026, month: 7, day: 1, hour: 12, minute: 0)) == 7200)
    }
}
