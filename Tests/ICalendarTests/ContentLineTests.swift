import Foundation
import Testing

@testable import ICalendar

/// Content lines: folding at 75 octets (never inside a UTF-8 character), unfolding, TEXT
/// escaping, parameters with quoted values, and malformed input refused with its line.
@Suite struct ContentLineTests {
    // MARK: Folding

    @Test(arguments: [
        "SUMMARY:" + String(repeating: "a", count: 200),
        "SUMMARY:" + String(repeating: "あ", count: 60),  // 3 octets each
        "SUMMARY:x" + String(repeating: "é", count: 80),  // 2 octets, odd start
        "SUMMARY:" + String(repeating: "😀", count: 40),  // 4 octets each
        "SUMMARY:" + String(repeating: "👩‍👩‍👧‍👦", count: 12),  // ZWJ sequences (25 octets each)
        "SUMMARY:" + String(repeating: "e\u{301}\u{302}", count: 40),  // combining accents
        "SUMMARY:x" + String(repeating: "\u{301}", count: 60),  // one cluster longer than a line
        "DESCRIPTION:" + String(repeating: "ab\\,cd\\nあい", count: 30),
    ])
    func foldedLinesStayUnder75OctetsSplitOnlyBetweenCharactersAndUnfoldBack(line: String) throws {
        let folded = ICalendarWriter.fold(line)
        let physical = folded.components(separatedBy: "\r\n")
        #expect(physical.count > 1)
        for (index, piece) in physical.enumerated() {
            #expect(piece.utf8.count <= 75, "line \(index) has \(piece.utf8.count) octets")
            if index > 0 { #expect(piece.utf8.first == 0x20) }
            // Each piece is valid UTF-8 on its own: no character was cut.
            #expect(String(validating: Array(piece.utf8), as: UTF8.self) != nil)
        }
        // The first line is filled as far as a whole character allows.
        let first = Array(physical[0].utf8)
        let next = String(decoding: Array(physical[1].utf8.dropFirst()), as: UTF8.self)
        #expect(first.count + next.first!.utf8.count > 75)
        // Grapheme clusters shorter than a line are not split.
        if line.allSatisfy({ $0.utf8.count < 75 }) {
            for piece in physical.dropFirst() {
                let scalar = Array(piece.unicodeScalars)[1]
                #expect(!scalar.properties.isGraphemeExtend && scalar != "\u{200D}", "a cluster was split: \(piece)")
            }
        }
        let unfolded = ICalendarReader.unfoldedLines(Array((folded + "\r\n").utf8))
        #expect(unfolded.map(\.text) == [line])
    }

    @Test func shortLinesAreNotFoldedAndA75OctetLineFitsExactly() {
        let exact = "SUMMARY:" + String(repeating: "b", count: 67)
        #expect(exact.utf8.count == 75)
        #expect(ICalendarWriter.fold(exact) == exact)
        let oneMore = exact + "c"
        #expect(ICalendarWriter.fold(oneMore) == exact + "\r\n c")
    }

    @Test func unfoldingJoinsTabFoldsLFOnlyFilesAndAFoldInsideACharacter() {
        let bytes = Array("BEGIN:VTODO\nSUMMARY:Buy\n\t milk\nEND:VTODO\n".utf8)
        #expect(ICalendarReader.unfoldedLines(bytes).map(\.text) == ["BEGIN:VTODO", "SUMMARY:Buy milk", "END:VTODO"])
        // A writer that folded inside "あ" (E3 81 82): the bytes still join into the character.
        var split = Array("SUMMARY:\u{3042}".utf8)
        split.insert(contentsOf: [0x0D, 0x0A, 0x20], at: split.count - 1)
        #expect(ICalendarReader.unfoldedLines(split).map(\.text) == ["SUMMARY:あ"])
        // Line numbers are physical: the folded SUMMARY starts on line 2.
        #expect(ICalendarReader.unfoldedLines(bytes).map(\.line) == [1, 2, 4])
        // A byte-order mark and CR-only line ends.
        #expect(ICalendarReader.unfoldedLines([0xEF, 0xBB, 0xBF] + Array("A:1\rB:2\r".utf8)).map(\.text) == ["A:1", "B:2"])
    }

    // MARK: TEXT

    @Test func textEscapingRoundTrips() {
        let text = "Milk, eggs; bread\\jam\nand more\r\nend"
        let escaped = ICalendarText.escape(text)
        #expect(escaped == "Milk\\, eggs\\; bread\\\\jam\\nand more\\nend")
        #expect(ICalendarText.unescape(escaped) == "Milk, eggs; bread\\jam\nand more\nend")
        #expect(ICalendarText.unescape("a\\Nb") == "a\nb")
        // Control characters TEXT cannot hold are dropped; tab stays.
        #expect(ICalendarText.escape("a\u{1B}[2Jb\tc\u{7F}") == "a[2Jb\tc")
        // Unknown escapes are kept as written.
        #expect(ICalendarText.unescape("C:\\temp") == "C:\\temp")
    }

    @Test func textListsSplitAtUnescapedCommas() {
        #expect(ICalendarText.splitList("Home,Work\\, office,,Garden") == ["Home", "Work, office", "Garden"])
        let property = ICalendarProperty(textList: "CATEGORIES", ["a,b", "c;d"])
        #expect(property.contentLine == "CATEGORIES:a\\,b,c\\;d")
        #expect(property.textListValue == ["a,b", "c;d"])
    }

    // MARK: Parameters

    @Test func parametersWithQuotedValuesAndSeveralValues() throws {
        let line = #"X-APPLE-STRUCTURED-LOCATION;VALUE=URI;X-ADDRESS="1 Main St\nSpringfield; USA";X-TITLE="Home: Garden";MEMBER="mailto:a@x","mailto:b@x":geo:37.33,-122.03"#
        let property = try ICalendarProperty(parsing: line)
        #expect(property.name == "X-APPLE-STRUCTURED-LOCATION")
        #expect(property.parameter("value") == "URI")
        #expect(property.parameter("X-ADDRESS") == "1 Main St\\nSpringfield; USA")
        #expect(property.parameter("X-TITLE") == "Home: Garden")
        #expect(property.parameters.first { $0.name == "MEMBER" }?.values == ["mailto:a@x", "mailto:b@x"])
        #expect(property.value == "geo:37.33,-122.03")
        // Written back: quoted where needed, and it reads the same.
        let written = property.contentLine
        #expect(written.contains(#"X-TITLE="Home: Garden""#))
        #expect(written.contains("VALUE=URI;"))
        #expect(try ICalendarProperty(parsing: written) == property)
    }

    @Test func caretEncodingOfRFC6868() throws {
        let property = try ICalendarProperty(parsing: #"ATTENDEE;CN="George ^'Bob^' Herman^nJr. ^^ x":mailto:g@x"#)
        #expect(property.parameter("CN") == "George \"Bob\" Herman\nJr. ^ x")
        let written = ICalendarProperty("ATTENDEE", value: "mailto:g@x", parameters: [ICalendarParameter("CN", "Say \"hi\"\nnow^")])
        #expect(written.contentLine == "ATTENDEE;CN=Say ^'hi^'^nnow^^:mailto:g@x")
        #expect(try ICalendarProperty(parsing: written.contentLine) == written)
    }

    @Test func namesAreCaseInsensitiveAndValuesMayHoldColons() throws {
        let property = try ICalendarProperty(parsing: "url;value=uri:https://example.com/a:b")
        #expect(property.name == "URL")
        #expect(property.parameter("VALUE") == "uri")
        #expect(property.value == "https://example.com/a:b")
    }

    @Test(arguments: [
        ("SUMMARY", "SUMMARY has no value"),
        (":value", "expected a property name"),
        ("SUMMARY;LANGUAGE:x", "malformed parameter"),
        (#"SUMMARY;X="open:x"#, "is not closed"),
        ("SUM MARY:x", "expected “;” or “:”"),
    ])
    func malformedLinesAreRefused(line: String, message: String) {
        let error = #expect(throws: ICalendarError.self) { try ICalendarProperty(parsing: line) }
        #expect(error?.reason.contains(message) == true, "\(String(describing: error))")
    }

    // MARK: Components

    @Test func componentsNestAndReportTheLineOfAProblem() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VTODO\r\nSUMMARY:a\r\nBEGIN:VALARM\r\nACTION:DISPLAY\r\nEND:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n"
        let roots = try ICalendarReader.parse(Array(text.utf8))
        #expect(roots.count == 1)
        #expect(roots[0].components[0].name == "VTODO")
        #expect(roots[0].components[0].line == 3)
        #expect(roots[0].components[0].components[0].property("ACTION")?.value == "DISPLAY")
        // Written back it is the same text.
        #expect(ICalendarWriter.text(of: roots) == text)

        for (bad, line, message) in [
            ("BEGIN:VCALENDAR\nBEGIN:VTODO\nEND:VCALENDAR\n", 3, "END:VCALENDAR where END:VTODO was expected"),
            ("BEGIN:VCALENDAR\nBEGIN:VTODO\n", 2, "never closed"),
            ("SUMMARY:x\n", 1, "outside"),
            ("END:VTODO\n", 1, "without BEGIN"),
            ("BEGIN:VCALENDAR\nthis is not a line\nEND:VCALENDAR\n", 2, "expected “;” or “:”"),
        ] {
            let error = #expect(throws: ICalendarError.self) { try ICalendarReader.parse(Array(bad.utf8)) }
            #expect(error?.line == line, "\(bad)")
            #expect(error?.reason.contains(message) == true, "\(String(describing: error))")
        }
        let deep = String(repeating: "BEGIN:X\n", count: 40) + String(repeating: "END:X\n", count: 40)
        #expect(throws: ICalendarError.self) { try ICalendarReader.parse(Array(deep.utf8)) }
    }

    // MARK: Dates

    @Test func dateAndDateTimeValues() throws {
        #expect(try ICalendarDateTime(parsing: "20261201") == ICalendarDateTime(year: 2026, month: 12, day: 1))
        #expect(try ICalendarDateTime(parsing: "20261201T170000Z").isUTC)
        #expect(try ICalendarDateTime(parsing: "20261201T170000").text == "20261201T170000")
        for bad in ["2026-12-01", "20261301", "20260230", "20261201T250000", "20261201T1700", "2026120"] {
            #expect(throws: ICalendarError.self) { try ICalendarDateTime(parsing: bad) }
        }
        let instant = ICalendarDateTime(secondsSinceEpoch: 1_796_144_400, isUTC: true)
        #expect(instant.text == "20261201T170000Z")
        #expect(instant.secondsSinceEpochAsUTC == 1_796_144_400)
        #expect(ICalendarUTCOffset.parse("-0530") == -19_800)
        #expect(ICalendarUTCOffset.parse("+013045") == 5445)
        #expect(ICalendarUTCOffset.text(-19_800) == "-0530")
    }
}
