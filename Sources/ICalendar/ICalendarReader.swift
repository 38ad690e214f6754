/// Reads iCalendar text (RFC 5545 §3.1): unfolds lines, parses each content line and nests the
/// `BEGIN`/`END` components. Works on bytes, so a fold that some writer put inside a multi-byte
/// character still joins into the right character.
///
///     let components = try ICalendarReader.parse(Array("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n".utf8))
///     components[0].name                          // "VCALENDAR"
///     components[0].property("VERSION")?.value    // "2.0"
///
/// Accepted beyond the letter of the RFC: LF or CR line ends as well as CRLF, a UTF-8 byte-order
/// mark, blank lines, folds with a tab. Refused: a line that is not `NAME[;PARAM=…]:VALUE`, a
/// property outside any component, `END` not matching the open `BEGIN`, a component left open,
/// nesting deeper than ``maximumDepth``. Invalid UTF-8 becomes U+FFFD.
public enum ICalendarReader {
    /// Components nested deeper than this are refused (real files nest 3 deep).
    public static let maximumDepth = 32

    /// The top-level components of `bytes` (normally one or more `VCALENDAR`).
    public static func parse(_ bytes: [UInt8]) throws(ICalendarError) -> [ICalendarComponent] {
        var roots: [ICalendarComponent] = []
        var stack: [ICalendarComponent] = []
        for (text, number) in unfoldedLines(bytes) {
            let property = try ContentLineParser.parse(text, lineNumber: number)
            switch property.name {
            case "BEGIN":
                let name = property.value.trimmingSpaces.uppercased()
                guard isComponentName(name) else { throw ICalendarError(line: number, reason: "BEGIN needs a component name, got “\(ICalendarText.excerpt(property.value))”") }
                guard stack.count < maximumDepth else {
                    throw ICalendarError(line: number, reason: "components nested more than \(maximumDepth) deep")
                }
                stack.append(ICalendarComponent(name, line: number))
            case "END":
                let name = property.value.trimmingSpaces.uppercased()
                guard let open = stack.popLast() else {
                    throw ICalendarError(line: number, reason: "END:\(name) without BEGIN:\(name)")
                }
                guard open.name == name else {
                    throw ICalendarError(line: number, reason: "END:\(name) where END:\(open.name) was expected (BEGIN on line \(open.line))")
                }
                if stack.isEmpty {
                    roots.append(open)
                } else {
                    stack[stack.count - 1].components.append(open)
                }
            default:
                guard !stack.isEmpty else {
                    throw ICalendarError(line: number, reason: "\(property.name) outside BEGIN:VCALENDAR … END:VCALENDAR")
                }
                stack[stack.count - 1].properties.append(property)
            }
        }
        if let open = stack.last {
            throw ICalendarError(line: open.line, reason: "BEGIN:\(open.name) is never closed (no END:\(open.name))")
        }
        return roots
    }

    /// The logical lines of `bytes`: folds joined (a line break followed by a space or tab is
    /// removed with that one character), blank lines dropped, each with the number of the
    /// physical line it starts on.
    ///
    ///     ICalendarReader.unfoldedLines(Array("SUMMARY:Buy\r\n  milk\r\n".utf8)).map(\.text)   // ["SUMMARY:Buy milk"]
    public static func unfoldedLines(_ bytes: [UInt8]) -> [(text: String, line: Int)] {
        var result: [(text: String, line: Int)] = []
        var current: [UInt8] = []
        var currentLine = 0
        var lineNumber = 0
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        func flush() {
            if !current.isEmpty { result.append((String(decoding: current, as: UTF8.self), currentLine)) }
            current.removeAll(keepingCapacity: true)
        }
        var index = start
        while index < bytes.count {
            // One physical line: [index, end).
            var end = index
            while end < bytes.count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
            lineNumber += 1
            let line = bytes[index..<end]
            if let first = line.first, first == 0x20 || first == 0x09 {
                if current.isEmpty { currentLine = lineNumber }
                current.append(contentsOf: line.dropFirst())
            } else if !line.isEmpty {
                flush()
                currentLine = lineNumber
                current.append(contentsOf: line)
            }
            // Past the line break: CRLF, LF or CR.
            if end < bytes.count, bytes[end] == 0x0D { end += 1 }
            if end < bytes.count, bytes[end] == 0x0A { end += 1 }
            index = end
        }
        flush()
        return result
    }

    /// `VTODO`, `X-WR-THING`: letters, digits and dashes.
    private static func isComponentName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }
}

/// Writes components as iCalendar text: CRLF line ends, lines folded at 75 octets without
/// splitting a UTF-8 character.
///
///     ICalendarWriter.fold("SUMMARY:" + String(repeating: "あ", count: 30))
///     // "SUMMARY:" + 22 × "あ" (74 octets) + "\r\n " + 8 × "あ"
public enum ICalendarWriter {
    /// Octets a line may hold before its CRLF (RFC 5545 §3.1).
    public static let lineLimit = 75

    /// The components as text, each line folded and ended with CRLF.
    public static func text(of components: [ICalendarComponent]) -> String {
        var output = ""
        for component in components { write(component, into: &output) }
        return output
    }

    /// Appends `component` to `output`.
    public static func write(_ component: ICalendarComponent, into output: inout String) {
        for line in component.contentLines {
            output += fold(line)
            output += "\r\n"
        }
    }

    /// The line folded: at most 75 octets per physical line (a continuation's leading space
    /// counts), split only between characters (between grapheme clusters where one fits, so an
    /// emoji sequence or a letter with its accents stays on one line), joined by CRLF and a
    /// space; no final CRLF.
    public static func fold(_ line: String) -> String {
        guard line.utf8.count > lineLimit else { return line }
        var output = ""
        output.reserveCapacity(line.utf8.count + line.utf8.count / 36 * 3 + 3)
        var used = 0
        var limit = lineLimit
        func breakLine() {
            output += "\r\n "
            used = 0
            limit = lineLimit - 1
        }
        for character in line {
            let length = character.utf8.count
            if used + length <= limit {
                output.append(character)
                used += length
                continue
            }
            if length <= lineLimit - 1 {
                breakLine()
                output.append(character)
                used = length
                continue
            }
            // NB: a cluster longer than a line is split between its scalars, never inside one.
            for scalar in character.unicodeScalars {
                let scalarLength = String(scalar).utf8.count
                if used + scalarLength > limit { breakLine() }
                output.unicodeScalars.append(scalar)
                used += scalarLength
            }
        }
        return output
    }
}

extension String {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })!
        return String(scalars[first...last])
    }
}
