/// Writes ``JSONValue`` as text: keys in insertion order, non-ASCII as is, control characters escaped.
///
///     var text = ""
///     JSONWriter.write(["a": "x\n"], into: &text, pretty: false, indent: 0)   // {"a":"x\n"}
enum JSONWriter {
    static func write(_ value: JSONValue, into output: inout String, pretty: Bool, indent: Int) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .number(let number): writeNumber(number, into: &output)
        case .string(let text): writeString(text, into: &output)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "["
            for (offset, element) in elements.enumerated() {
                if offset > 0 { output += "," }
                newline(into: &output, pretty: pretty, indent: indent + 1)
                write(element, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(into: &output, pretty: pretty, indent: indent)
            output += "]"
        case .object(let object):
            guard object.count > 0 else {
                output += "{}"
                return
            }
            output += "{"
            var first = true
            for (key, member) in object {
                if !first { output += "," }
                first = false
                newline(into: &output, pretty: pretty, indent: indent + 1)
                writeString(key, into: &output)
                output += pretty ? ": " : ":"
                write(member, into: &output, pretty: pretty, indent: indent + 1)
            }
            newline(into: &output, pretty: pretty, indent: indent)
            output += "}"
        }
    }

    private static func newline(into output: inout String, pretty: Bool, indent: Int) {
        guard pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    private static func writeNumber(_ number: Double, into output: inout String) {
        guard number.isFinite else {
            output += "null"
            return
        }
        if number.rounded() == number, abs(number) < 1e15 {
            output += String(Int64(number))
        } else {
            output += "\(number)"
        }
    }

    private static let hexDigits = Array("0123456789abcdef")

    static func writeString(_ text: String, into output: inout String) {
        output += "\""
        var needsEscaping = false
        for byte in text.utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
            needsEscaping = true
            break
        }
        guard needsEscaping else {
            output += text
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            default:
                if scalar.value < 0x20 {
                    output += "\\u00"
                    output.append(hexDigits[Int(scalar.value >> 4)])
                    output.append(hexDigits[Int(scalar.value & 0xF)])
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
