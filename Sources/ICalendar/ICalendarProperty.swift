/// One parameter of a content line: `TZID=Europe/Berlin`, `MEMBER="a@x","b@x"`.
///
///     ICalendarParameter("VALUE", "DATE").contentText   // "VALUE=DATE"
///     ICalendarParameter("X-TITLE", "Home; garden").contentText   // "X-TITLE=\"Home; garden\""
public struct ICalendarParameter: Hashable, Sendable {
    /// Upper-cased (parameter names are case-insensitive).
    public var name: String
    /// The values as meant (quotes removed, RFC 6868 `^n`, `^'`, `^^` decoded).
    public var values: [String]

    public init(_ name: String, _ values: [String]) {
        self.name = name.uppercased()
        self.values = values
    }

    public init(_ name: String, _ value: String) {
        self.init(name, [value])
    }

    /// `NAME=value,value`, each value quoted when it holds `;`, `:` or `,`, and `"`, line breaks
    /// and `^` written as RFC 6868 `^'`, `^n`, `^^`. Other control characters are dropped (a
    /// parameter value cannot hold them).
    public var contentText: String {
        name + "=" + values.map(Self.encode).joined(separator: ",")
    }

    static func encode(_ value: String) -> String {
        var text = ""
        var needsQuotes = false
        for scalar in value.unicodeScalars {
            switch scalar {
            case "^": text += "^^"
            case "\"": text += "^'"
            case "\n": text += "^n"
            case "\r": continue
            case ";", ":", ",":
                needsQuotes = true
                text.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F { continue }
                text.unicodeScalars.append(scalar)
            }
        }
        return needsQuotes ? "\"" + text + "\"" : text
    }
}

/// One property: a name, its parameters and its value as written in the file (still escaped:
/// TEXT values keep `\,` `\;` `\n` `\\` until ``textValue`` reads them).
///
///     let summary = ICalendarProperty(text: "SUMMARY", "Milk, eggs")
///     summary.value          // "Milk\\, eggs"
///     summary.textValue      // "Milk, eggs"
///     summary.contentLine    // "SUMMARY:Milk\\, eggs"
///     try ICalendarProperty(parsing: "DUE;TZID=Europe/Berlin:20261201T170000").parameter("TZID")   // "Europe/Berlin"
public struct ICalendarProperty: Hashable, Sendable {
    /// Upper-cased (property names are case-insensitive).
    public var name: String
    public var parameters: [ICalendarParameter]
    /// The raw value, after `:`.
    public var value: String

    public init(_ name: String, value: String, parameters: [ICalendarParameter] = []) {
        self.name = name.uppercased()
        self.value = value
        self.parameters = parameters
    }

    /// A TEXT property: `text` escaped (`\\`, `\;`, `\,`, `\n`).
    public init(text name: String, _ text: String, parameters: [ICalendarParameter] = []) {
        self.init(name, value: ICalendarText.escape(text), parameters: parameters)
    }

    /// A TEXT-list property such as CATEGORIES: each item escaped, joined by `,`.
    public init(textList name: String, _ items: [String], parameters: [ICalendarParameter] = []) {
        self.init(name, value: items.map(ICalendarText.escape).joined(separator: ","), parameters: parameters)
    }

    /// Reads one unfolded content line (`NAME *(;PARAM=VALUE) : VALUE`).
    public init(parsing line: String) throws(ICalendarError) {
        self = try ContentLineParser.parse(line, lineNumber: 0)
    }

    /// The first value of the parameter `name`, or nil.
    public func parameter(_ name: String) -> String? {
        let name = name.uppercased()
        return parameters.first { $0.name == name }?.values.first
    }

    /// The value read as TEXT (escapes undone).
    public var textValue: String { ICalendarText.unescape(value) }

    /// The value read as a list of TEXT items (split at unescaped commas).
    public var textListValue: [String] { ICalendarText.splitList(value) }

    /// `NAME;PARAM=VALUE:VALUE`, unfolded, without a line break.
    public var contentLine: String {
        var line = name
        for parameter in parameters { line += ";" + parameter.contentText }
        return line + ":" + ICalendarText.withoutControls(value)
    }
}

/// Reads a content line's name, parameters and value from its bytes.
enum ContentLineParser {
    static func parse(_ line: String, lineNumber: Int) throws(ICalendarError) -> ICalendarProperty {
        let bytes = Array(line.utf8)
        var index = 0
        func fail(_ reason: String) -> ICalendarError { ICalendarError(line: lineNumber, reason: reason) }
        func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D
        }
        func name() -> String {
            let start = index
            while index < bytes.count, isNameByte(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self).uppercased()
        }
        let propertyName = name()
        guard !propertyName.isEmpty else {
            throw fail("expected a property name, got “\(ICalendarText.excerpt(line))”")
        }
        var parameters: [ICalendarParameter] = []
        while true {
            guard index < bytes.count else { throw fail("\(propertyName) has no value (no “:”)") }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ":") { break }
            guard byte == UInt8(ascii: ";") else {
                throw fail("\(propertyName): expected “;” or “:” after the name, got “\(String(decoding: [byte], as: UTF8.self))”")
            }
            let parameterName = name()
            guard !parameterName.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw fail("\(propertyName): malformed parameter (expected NAME=VALUE)")
            }
            index += 1
            var values: [String] = []
            while true {
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    let start = index
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                    guard index < bytes.count else { throw fail("\(propertyName): a quoted \(parameterName) value is not closed") }
                    values.append(decodeCaret(bytes[start..<index]))
                    index += 1
                } else {
                    let start = index
                    while index < bytes.count {
                        let byte = bytes[index]
                        if byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",") { break }
                        if byte == UInt8(ascii: "\"") { throw fail("\(propertyName): a quote inside the \(parameterName) value") }
                        index += 1
                    }
                    values.append(decodeCaret(bytes[start..<index]))
                }
                guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { break }
                index += 1
            }
            parameters.append(ICalendarParameter(parameterName, values))
        }
        let value = String(decoding: bytes[index...], as: UTF8.self)
        return ICalendarProperty(propertyName, value: value, parameters: parameters)
    }

    /// RFC 6868: `^n` a line break, `^'` a double quote, `^^` a caret; any other `^` stays.
    private static func decodeCaret(_ bytes: ArraySlice<UInt8>) -> String {
        guard bytes.contains(UInt8(ascii: "^")) else { return String(decoding: bytes, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "^"), index + 1 < bytes.endIndex {
                switch bytes[index + 1] {
                case UInt8(ascii: "n"), UInt8(ascii: "N"):
                    output.append(0x0A)
                    index += 2
                    continue
                case UInt8(ascii: "'"):
                    output.append(UInt8(ascii: "\""))
                    index += 2
                    continue
                case UInt8(ascii: "^"):
                    output.append(UInt8(ascii: "^"))
                    index += 2
                    continue
                default: break
                }
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }
}
