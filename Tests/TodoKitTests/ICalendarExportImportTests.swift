import Basics
import Foundation
import ICalendar
import Testing

@testable import TodoKit

/// Todos as VTODOs: what the export writes, that export → import → export gives the same text,
/// that importing twice adds nothing, time zones, repeats, and files from other programs.
@Suite struct ICalendarExportImportTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/icalendar")

    // MARK: Export

    @Test func exportWritesEveryFieldAsVTODOProperties() throws {
        let fixture = try Fixture()
        try fixture.run("CreateList", ["name": "Groceries, Market"])
        try fixture.run("CreateSection", ["list": "Groceries, Market", "name": "Dairy"])
        try fixture.run(
            "AddTodo",
            ["title": "Buy milk; eggs", "list": "Groceries, Market", "section": "Dairy", "due": "2026-12-01", "urgent": "true",
             "notes": "2 litres,\nthe good one \\ not the cheap one"])
        try fixture.run("AddTodo", ["title": "Call mom", "due": "2026-12-01T17:30", "starred": "true"])
        try fixture.run("AddTodo", ["title": "Gym", "due": "2026-11-30T07:00", "repeat": "FREQ=WEEKLY;BYDAY=MO,TH"])
        try fixture.run("AddTodo", ["title": "Old"])
        try fixture.run("CompleteTodo", ["todo": "Old"])
        let text = try fixture.service.exportICalendar()
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//IntentTodo//IntentTodo//EN\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "bare LF")
        let calendar = try #require(try ICalendarReader.parse(Array(text.utf8)).first)
        // The store's clock is UTC: times are written in UTC, no VTIMEZONE.
        #expect(calendar.components(named: "VTIMEZONE").isEmpty)
        let todos = calendar.components(named: "VTODO")
        #expect(todos.count == 4)
        func todo(_ title: String) throws -> ICalendarComponent {
            try #require(todos.first { $0.property("SUMMARY")?.textValue == title })
        }
        let milk = try todo("Buy milk; eggs")
        #expect(milk.property("SUMMARY")?.value == "Buy milk\\; eggs")
        #expect(milk.property("DESCRIPTION")?.textValue == "2 litres,\nthe good one \\ not the cheap one")
        #expect(milk.property("DUE")?.contentLine == "DUE;VALUE=DATE:20261201")
        #expect(milk.property("PRIORITY")?.value == "1")
        #expect(milk.property("STATUS")?.value == "NEEDS-ACTION")
        #expect(milk.property("CATEGORIES")?.textListValue == ["Groceries, Market"])
        #expect(milk.property("X-INTENTTODO-LIST")?.textValue == "Groceries, Market")
        #expect(milk.property("X-INTENTTODO-SECTION")?.textValue == "Dairy")
        #expect(milk.property("DTSTAMP")?.value == "20261130T090000Z")
        #expect(milk.property("CREATED")?.value == "20261130T090000Z")
        #expect(milk.property("LAST-MODIFIED")?.value == "20261130T090000Z")
        let uid = try #require(milk.property("UID")?.value)
        #expect(uid.count == 36)

        let call = try todo("Call mom")
        #expect(call.property("DUE")?.contentLine == "DUE:20261201T173000Z")
        #expect(call.property("X-INTENTTODO-STARRED")?.value == "TRUE")
        #expect(call.property("PRIORITY") == nil)
        #expect(call.property("X-INTENTTODO-LIST")?.contentLine == "X-INTENTTODO-LIST;X-INTENTTODO-DEFAULT=TRUE:Inbox")

        let gym = try todo("Gym")
        #expect(gym.property("DTSTART")?.value == "20261130T070000Z")
        #expect(gym.property("DUE")?.value == "20261130T070000Z")
        #expect(gym.property("RRULE")?.value == "FREQ=WEEKLY;BYDAY=MO,TH")

        let old = try todo("Old")
        #expect(old.property("STATUS")?.value == "COMPLETED")
        #expect(old.property("PERCENT-COMPLETE")?.value == "100")
        #expect(old.property("COMPLETED")?.value == "20261130T090000Z")

        // Same text on a second export: UIDs and DTSTAMPs are stable.
        #expect(try fixture.service.exportICalendar() == text)
    }

    @Test func exportThenImportThenExportGivesTheSameText() throws {
        let source = try Fixture()
        try source.run("CreateList", ["name": "Work"])
        try source.run("CreateSection", ["list": "Work", "name": "Q4"])
        try source.run("AddTodo", ["title": "Quarterly report", "list": "Work", "section": "Q4", "due": "2026-12-15T12:00", "urgent": "true"])
        try source.run("AddTodo", ["title": "年末調整の書類を出す" + String(repeating: "、そして確認する", count: 5), "due": "2026-12-20"])
        try source.run("AddTodo", ["title": "Take vitamins", "repeat": "FREQ=DAILY;COUNT=10", "due": "2026-11-28T08:00"])
        try source.run("AddTodo", ["title": "Stretch", "repeat": "FREQ=WEEKLY;BYDAY=TU;UNTIL=20270301", "due": "2026-12-01"])
        try source.run("AddTodo", ["title": "Nap", "due": "2026-11-30T13:00"])
        try source.run("SnoozeTodo", ["todo": "Nap", "duration": "30"])
        try source.run("ToggleFavorite", ["todo": "Nap"])
        try source.run("AddTodo", ["title": "\u{1B}[2JBell\u{7}"])
        let text = try source.service.exportICalendar()

        let target = try Fixture()
        let summary = try target.service.importICalendar([ICalendarSource(name: "export.ics", components: try ICalendarReader.parse(Array(text.utf8)))])
        #expect(summary.todos == 6)
        #expect(summary.lists == 1)
        #expect(summary.sections == 1)
        let again = try target.service.exportICalendar()
        // The control characters TEXT cannot hold were dropped on the way; all else is equal.
        #expect(again == text)
        #expect(try target.titles("all").contains("[2JBell"))
        // Fields: the missed cycles of the daily todo, the snooze, the star, the list and section.
        let vitamins = try target.todo("Take vitamins")
        #expect(vitamins["due"] == "2026-11-30T08:00")
        #expect(vitamins["missedCycles"] == 2)
        let nap = try target.todo("Nap")
        #expect(nap["snoozedUntil"] == "2026-11-30T09:30")
        #expect(nap["starred"] == true)
        let report = try target.todo("Quarterly report")
        #expect(report["list"] == "Work")
        #expect(report["section"] == "Q4")
        #expect(report["urgent"] == true)
        #expect(report["due"] == "2026-12-15T12:00")
    }

    @Test func importingTheSameCalendarTwiceAddsNothingAndOneUndoRemovesAnImport() throws {
        let fixture = try Fixture()
        let source = try Self.source("thunderbird.ics")
        let first = try fixture.service.importICalendar([source])
        #expect(first.todos == 2)
        let second = try fixture.service.importICalendar([source])
        #expect(second.todos == 0)
        #expect(second.alreadyPresent == 2)
        #expect(try fixture.titles("all").count == 2)
        #expect(try fixture.run("Undo").ok)
        #expect(try fixture.titles("all").isEmpty)
    }

    @Test func repeatCountIsCountedFromTheCurrentOccurrenceAndUntilIsUTCForZonedStarts() throws {
        let fixture = try Fixture()
        try fixture.run("AddTodo", ["title": "Pills", "repeat": "FREQ=DAILY;COUNT=5", "due": "2026-11-30T08:00"])
        try fixture.run("CompleteTodo", ["todo": "Pills"])
        try fixture.run("CompleteTodo", ["todo": "Pills"])
        let berlin = Clock.localCalendar(timeZone: TimeZone(identifier: "Europe/Berlin")!)
        try fixture.run("AddTodo", ["title": "Yoga", "repeat": "FREQ=WEEKLY;UNTIL=20261231", "due": "2026-12-02T18:00"])
        let service = TodoService(store: fixture.store, clock: Clock(parsingNow: "2026-11-30T10:00", calendar: berlin)!, language: .en)
        let text = try service.exportICalendar()
        let calendar = try #require(try ICalendarReader.parse(Array(text.utf8)).first)
        let pills = try #require(calendar.components(named: "VTODO").first { $0.property("SUMMARY")?.value == "Pills" })
        #expect(pills.property("DTSTART")?.contentLine == "DTSTART;TZID=Europe/Berlin:20261202T080000")
        #expect(pills.property("RRULE")?.value == "FREQ=DAILY;COUNT=3")
        let yoga = try #require(calendar.components(named: "VTODO").first { $0.property("SUMMARY")?.value == "Yoga" })
        // UNTIL 2026-12-31 (a day) ends at 23:59 Berlin time, 22:59 UTC.
        #expect(yoga.property("RRULE")?.value == "FREQ=WEEKLY;UNTIL=20261231T225900Z")
        // One VTIMEZONE for Europe/Berlin.
        let zones = calendar.components(named: "VTIMEZONE")
        #expect(zones.map { $0.property("TZID")?.value } == ["Europe/Berlin"])

        // Read back in Berlin: the same rule and times.
        let target = try Fixture()
        let berlinTarget = TodoService(store: target.store, clock: Clock(parsingNow: "2026-11-30T10:00", calendar: berlin)!, language: .en)
        _ = try berlinTarget.importICalendar([ICalendarSource(name: "x.ics", components: [calendar])])
        let reread = try berlinTarget.exportICalendar()
        #expect(reread == text)
    }

    @Test func dueWithTZIDIsMovedIntoTheLocalZoneAndDateOnlyStaysADate() throws {
        let fixture = try Fixture()  // UTC
        let summary = try fixture.service.importICalendar([try Self.source("evolution.ics")])
        #expect(summary.todos == 2)
        #expect(summary.skipped == ["VEVENT": 1])
        #expect(try fixture.todo("Call the plumber")["due"] == "2026-12-02T15:00")  // 10:00 New York
        let card = try fixture.todo("Buy a birthday card for Ann")
        #expect(card["due"] == "2026-12-05")
        #expect(card["urgent"] == false)
        // Thunderbird's Berlin times.
        _ = try fixture.service.importICalendar([try Self.source("thunderbird.ics")])
        #expect(try fixture.todo("Renew passport")["due"] == "2026-12-03T16:00")
    }

    // MARK: Other programs

    @Test func thunderbirdTaskKeepsItsAlarmMozillaPropertiesStatusAndOverriddenOccurrence() throws {
        let fixture = try Fixture()
        _ = try fixture.service.importICalendar([try Self.source("thunderbird.ics")])
        let passport = try fixture.todo("Renew passport")
        #expect(passport["urgent"] == true)
        #expect(passport["done"] == false)
        #expect(passport["notes"] == "Bring the old one, two photos.\nForm at the town hall; pay by card.")
        #expect(passport["list"] == "Inbox")
        #expect(passport["createdAt"] == "2026-11-20T10:15:00Z")
        #expect(passport["updatedAt"] == "2026-11-21T08:30:00Z")
        let plants = try fixture.todo("Water the plants")
        #expect(plants["repeat"] == "FREQ=WEEKLY;BYDAY=MO,TH")
        // Due 2026-11-02 in the file: moved on to the current cycle when the store was read.
        #expect(plants["due"] == "2026-11-30T07:00")

        let exported = try #require(try ICalendarReader.parse(Array(try fixture.service.exportICalendar().utf8)).first)
        let original = try #require(try Self.source("thunderbird.ics").components.first)
        let vtodo = try #require(exported.components(named: "VTODO").first { $0.property("UID")?.value == "5c0d4e8a-2d7f-4a61-9f0a-0b1f5c6d7e8f" })
        let before = try #require(original.components(named: "VTODO").first)
        // Everything IntentTodo does not map comes back as it was.
        for name in ["CLASS", "LOCATION", "X-MOZ-GENERATION", "X-MOZ-LASTACK", "SEQUENCE", "STATUS", "PERCENT-COMPLETE", "PRIORITY"] {
            #expect(vtodo.properties(named: name) == before.properties(named: name), "\(name)")
        }
        // A kept time in a zone the export does not define is kept in UTC (09:00 Berlin).
        #expect(vtodo.property("DTSTART")?.contentLine == "DTSTART:20261201T080000Z")
        #expect(vtodo.properties(named: "CATEGORIES").flatMap(\.textListValue).contains("Errands"))
        #expect(vtodo.components.count == 1)
        #expect(vtodo.components.first?.sameContent(as: before.components[0]) == true)
        // The overridden occurrence follows its series, its zoned times in UTC now.
        let overrides = exported.components(named: "VTODO").filter { $0.property("RECURRENCE-ID") != nil }
        #expect(overrides.count == 1)
        #expect(overrides.first?.property("RECURRENCE-ID")?.contentLine == "RECURRENCE-ID:20261203T070000Z")
        #expect(overrides.first?.property("UID")?.value == "b7f3c2a1-9e8d-4c6b-a5f4-3e2d1c0b9a88")
        // …and as a kept component, a second import of the export does not make it a todo.
        let again = try Fixture()
        let summary = try again.service.importICalendar([ICalendarSource(name: "x.ics", components: [exported])])
        #expect(summary.todos == 2)
    }

    @Test func appleRemindersListLocationAlarmPrioritiesAndRepeatWithUTCUntil() throws {
        let fixture = try Fixture()
        let summary = try fixture.service.importICalendar([try Self.source("apple-reminders.ics")])
        #expect(summary.todos == 3)
        #expect(summary.lists == 1)
        #expect(try fixture.titles("all", list: "Reminders").count == 3)
        let cleaning = try fixture.todo("Pick up the dry cleaning")
        #expect(cleaning["due"] == "2026-12-02T01:30")  // 17:30 in Los Angeles
        #expect(cleaning["urgent"] == false)  // PRIORITY 5
        let flights = try fixture.todo("Book flights 🛫")
        #expect(flights["done"] == true)
        #expect(flights["doneAt"] == "2026-11-28T18:12:00Z")
        let rent = try fixture.todo("Pay rent")
        #expect(rent["repeat"] == "FREQ=MONTHLY;UNTIL=20271201")
        #expect(rent["due"] == "2026-12-01")

        let exported = try #require(try ICalendarReader.parse(Array(try fixture.service.exportICalendar().utf8)).first)
        let vtodo = try #require(exported.components(named: "VTODO").first { $0.property("SUMMARY")?.value == "Pick up the dry cleaning" })
        let location = try #require(vtodo.property("X-APPLE-STRUCTURED-LOCATION"))
        #expect(location.parameter("X-TITLE") == "Home: front door")
        #expect(location.parameter("X-ADDRESS") == "1 Infinite Loop\\\\nCupertino, CA 95014")
        #expect(location.value == "geo:37.331829,-122.029749")
        #expect(vtodo.property("PRIORITY")?.value == "5")
        #expect(vtodo.property("X-APPLE-SORT-ORDER")?.value == "734567890")
        #expect(vtodo.components(named: "VALARM").first?.property("X-APPLE-PROXIMITY")?.value == "ARRIVE")
        let flightsOut = try #require(exported.components(named: "VTODO").first { $0.property("UID")?.value == "9B8C7D6E-5F40-4132-A1B0-C9D8E7F6A5B4" })
        #expect(flightsOut.property("PRIORITY")?.value == "9")
        #expect(flightsOut.property("STATUS")?.value == "COMPLETED")

        // Marking the low-priority reminder urgent drops the stale PRIORITY 9 for 1.
        try fixture.run("UpdateTodo", ["todo": "Pick up the dry cleaning", "urgent": "true"])
        let changed = try #require(try ICalendarReader.parse(Array(try fixture.service.exportICalendar().utf8)).first)
        #expect(changed.components(named: "VTODO").first { $0.property("SUMMARY")?.value == "Pick up the dry cleaning" }?.properties(named: "PRIORITY").map(\.value) == ["1"])
    }

    @Test func todomanVdirFilesWithZonedDuesWithoutVTIMEZONE() throws {
        let fixture = try Fixture()
        let folder = Self.fixtures.appendingPathComponent("todoman-vdir")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ics") }.sorted()
        let sources = try files.map { name in
            ICalendarSource(
                name: name, components: try ICalendarReader.parse(Array(try Data(contentsOf: folder.appendingPathComponent(name)))),
                listName: "Garden")
        }
        let summary = try fixture.service.importICalendar(sources)
        #expect(summary.todos == 2)
        let roses = try fixture.todo("Prune the roses")
        #expect(roses["due"] == "2026-12-01T16:00")
        #expect(roses["list"] == "Garden")
        #expect(try fixture.todo("Order seeds")["urgent"] == true)
        #expect(try fixture.todo("Order seeds")["notes"] == "Tomatoes, basil")
        let exported = try #require(try ICalendarReader.parse(Array(try fixture.service.exportICalendar().utf8)).first)
        let vtodo = try #require(exported.components(named: "VTODO").first { $0.property("SUMMARY")?.value == "Prune the roses" })
        #expect(vtodo.property("LOCATION")?.textValue == "back garden")
        // The list is a category of its own; todoman's categories stay.
        #expect(vtodo.properties(named: "CATEGORIES").map(\.textListValue) == [["Garden"], ["home", "garden"]])
    }

    @Test func aMalformedDueRefusesTheWholeImportNamingTheLine() throws {
        let fixture = try Fixture()
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nUID:a\r\nSUMMARY:Fine\r\nEND:VTODO\r\nBEGIN:VTODO\r\nUID:b\r\nSUMMARY:Broken\r\nDUE:2026-12-01\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let source = ICalendarSource(name: "bad.ics", components: try ICalendarReader.parse(Array(text.utf8)))
        let error = #expect(throws: ImportError.self) { try fixture.service.importICalendar([source]) }
        #expect(error?.description.hasPrefix("bad.ics:7 DUE: expected YYYYMMDD") == true, "\(String(describing: error))")
        #expect(try fixture.titles("all").isEmpty)
    }

    @Test func aTodoWithoutUIDOrSummaryStillImportsOnceAndExtrasSurviveJSON() throws {
        let fixture = try Fixture()
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VTODO\r\nDESCRIPTION:First line\\nsecond\r\nGEO:48.85;2.35\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let source = ICalendarSource(name: "x.ics", components: try ICalendarReader.parse(Array(text.utf8)))
        #expect(try fixture.service.importICalendar([source]).todos == 1)
        #expect(try fixture.service.importICalendar([source]).todos == 0)
        #expect(try fixture.titles() == ["First line"])
        // The JSON export carries the kept lines; a JSON import keeps them.
        let json = try fixture.service.exportDocument()
        let target = try Fixture()
        _ = try target.service.importDocument(json)
        #expect(try target.service.exportICalendar().contains("GEO:48.85;2.35\r\n"))
        // Lines that are not iCalendar are refused in a JSON import.
        let bad: JSONValue = ["todos": [["title": "x", "icalExtra": "not a content line"]]]
        let error = #expect(throws: ImportError.self) { try target.service.importDocument(bad) }
        #expect(error?.description.hasPrefix("todos[0].icalExtra: not iCalendar content lines") == true)
    }

    static func source(_ name: String) throws -> ICalendarSource {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
        return ICalendarSource(name: name, components: try ICalendarReader.parse(Array(data)))
    }
}
