/// RFC 5545 TEXT values: escaping (`\\`, `\;`, `\,`, `\n`) and lists split at unescaped commas.
///
///     ICalendarText.escape("Milk, eggs; bread\nand jam")   // "Milk\\, eggs\\; bread\\nand jam"
///     ICalendarText.unescape("a\\,b\\nc")                  // "a,b\nc"
///     ICalendarText.splitList("Home,Work\\, office")       // ["Home", "Work, office"]
public enum ICalendarText {
    /// The text as a TEXT value. Line breaks (`\r\n`, `\r`, `\n`) become `\n`; other control
    /// characters but tab are dropped, as TEXT cannot hold them.
    public static func escape(_ text: String) -> String {
        var output = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": output.append(contentsOf: "\\\\".unicodeScalars)
            case ";": output.append(contentsOf: "\\;".unicodeScalars)
            case ",": output.append(contentsOf: "\\,".unicodeScalars)
            case "\r": output.append(contentsOf: "\\n".unicodeScalars)
            case "\n":
                if !previousWasCR { output.append(contentsOf: "\\n".unicodeScalars) }
            case "\t": output.append(scalar)
            default:
                if isControl(scalar) { continue }
                output.append(scalar)
            }
        }
        return String(output)
    }

    /// The TEXT value read back: `\\` `\;` `\,` `\n` `\N` undone; any other backslash is kept
    /// with what follows it.
    public static func unescape(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var output = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                escaping = false
                switch scalar {
                case "n", "N": output.append("\n")
                case "\\", ";", ",": output.append(scalar)
                default:
                    output.append("\\")
                    output.append(scalar)
                }
            } else if scalar == "\\" {
                escaping = true
            } else {
                output.append(scalar)
            }
        }
        if escaping { output.append("\\") }
        return String(output)
    }

    /// The items of a TEXT list (CATEGORIES, RESOURCES), each unescaped; empty items dropped.
    public static func splitList(_ value: String) -> [String] {
        var items: [String] = []
        var current = String.UnicodeScalarView()
        var escaping = false
        for scalar in value.unicodeScalars {
            if escaping {
                current.append("\\")
                current.append(scalar)
                escaping = false
            } else if scalar == "\\" {
                escaping = true
            } else if scalar == "," {
                items.append(unescape(String(current)))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        if escaping { current.append("\\") }
        items.append(unescape(String(current)))
        return items.filter { !$0.isEmpty }
    }

    /// The value without control characters other than tab (a content line cannot carry them).
    static func withoutControls(_ value: String) -> String {
        guard value.unicodeScalars.contains(where: isControl) else { return value }
        var output = String.UnicodeScalarView()
        for scalar in value.unicodeScalars where !isControl(scalar) { output.append(scalar) }
        return String(output)
    }

    /// C0 controls but tab, and DEL.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }

    /// The start of a line for an error message.
    static func excerpt(_ line: String) -> String {
        let visible = String(String.UnicodeScalarView(line.unicodeScalars.prefix(40).filter { !isControl($0) }))
        return line.unicodeScalars.count > 40 ? visible + "…" : visible
    }
}
