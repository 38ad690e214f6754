import Foundation
import Testing

@testable import ICalendar

/// A quick fuzz in every test run (`scripts/fuzz icalendar` runs libFuzzer for longer): mutated
/// calendars are read or refused, never crash, and what reads writes back stably; random
/// properties survive writing and reading.
@Suite struct RandomInputTests {
    /// A small deterministic generator (SplitMix64), so a failure repeats.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let seed = Array(
        """
        BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//x//y//EN\r\nBEGIN:VTODO\r\nUID:a@b\r\nSUMMARY;LANGUAGE=de:Milch\\, Eier\r\n \
        und Brot\r\nDUE;TZID="Europe/Berlin":20261201T170000\r\nX-P;A="q;u:o,te";B=x,y:v\r\nBEGIN:VALARM\r\nTRIGGER:-PT15M\r\n\
        END:VALARM\r\nEND:VTODO\r\nEND:VCALENDAR\r\n
        """.utf8)

    @Test func mutatedCalendarsReadOrAreRefusedAndWriteBackStably() {
        var random = Generator(state: 20_261_130)
        let alphabet = Array("BEGIN:END;=,\"^\\\r\n \tVTODOあ😀\u{1}".utf8)
        var read = 0
        for _ in 0..<3000 {
            var bytes = Self.seed
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let position = Int.random(in: 0..<max(1, bytes.count), using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0 where !bytes.isEmpty: bytes[position] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.insert(alphabet.randomElement(using: &random)!, at: position)
                case 2 where !bytes.isEmpty: bytes.remove(at: position)
                default: bytes = Array(bytes.prefix(position))
                }
            }
            guard let roots = try? ICalendarReader.parse(bytes) else { continue }
            read += 1
            let text = ICalendarWriter.text(of: roots)
            let again = try? ICalendarReader.parse(Array(text.utf8))
            #expect(again != nil, "written text does not read back: \(text.debugDescription)")
            guard let again else { return }
            let second = ICalendarWriter.text(of: again)
            #expect(ICalendarWriter.text(of: (try? ICalendarReader.parse(Array(second.utf8))) ?? []) == second)
            for line in text.components(separatedBy: "\r\n") { #expect(line.utf8.count <= 75) }
        }
        #expect(read > 100)
    }

    @Test func randomTextAndParametersSurviveWritingAndReading() throws {
        var random = Generator(state: 42)
        let pieces = ["a", "Z", " ", ",", ";", ":", "\\", "\"", "^", "\n", "\t", "é", "あ", "😀", "👩‍👩‍👧", "e\u{301}", "n"]
        func text(_ count: Int) -> String { (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined() }
        for _ in 0..<500 {
            let summary = text(Int.random(in: 0...120, using: &random))
            let parameter = text(Int.random(in: 0...40, using: &random))
            var todo = ICalendarComponent("VTODO")
            todo.properties.append(ICalendarProperty(text: "SUMMARY", summary, parameters: [ICalendarParameter("X-NOTE", parameter)]))
            todo.properties.append(ICalendarProperty(textList: "CATEGORIES", [summary, parameter].filter { !$0.isEmpty }))
            let written = ICalendarWriter.text(of: [todo])
            let read = try #require(try ICalendarReader.parse(Array(written.utf8)).first)
            let property = try #require(read.property("SUMMARY"))
            #expect(property.textValue == summary)
            #expect(property.parameter("X-NOTE") == parameter)
            #expect(read.property("CATEGORIES")?.textListValue == [summary, parameter].filter { !$0.isEmpty })
        }
    }
}
