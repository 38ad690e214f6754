import Basics
import Foundation
import PhraseEngine

extension PhraseTestReport {
    /// The report as one JSON object (docs/PHRASES.md, "The report").
    public func json(threshold: Double) -> JSONValue {
        func tallies<K>(_ groups: [K: Tally], _ name: (K) -> String) -> JSONValue {
            var object = JSONObject()
            for (key, tally) in groups.sorted(by: { name($0.key) < name($1.key) }) {
                object[name(key)] = .object([
                    "passed": .integer(Int64(tally.passed)), "total": .integer(Int64(tally.total)), "accuracy": .number(Self.rounded(tally.accuracy)),
                ])
            }
            return .object(object)
        }
        let failures: [JSONValue] = failures.map { failure in
            var object = JSONObject()
            object["file"] = .string(failure.item.file)
            object["line"] = .integer(Int64(failure.item.line))
            object["lang"] = .string(failure.language.rawValue)
            object["input"] = .string(failure.item.utterance)
            object["expected"] = .string(failure.expected)
            object["got"] = .string(failure.got)
            object["reasons"] = .array(failure.reasons.map(JSONValue.string))
            if let nearest = failure.nearest {
                object["nearest"] = .object([
                    "intent": .string(nearest.intent), "phrase": .string(nearest.phrase), "file": .string(nearest.location.file),
                    "line": .integer(Int64(nearest.location.line)),
                ])
            } else {
                object["nearest"] = .null
            }
            return .object(object)
        }
        var object = JSONObject()
        object["app"] = .string(app)
        object["languages"] = .array(languages.map { .string($0.rawValue) })
        object["passed"] = .integer(Int64(overall.passed))
        object["total"] = .integer(Int64(overall.total))
        object["accuracy"] = .number(Self.rounded(accuracy))
        object["threshold"] = .number(threshold)
        object["ok"] = .bool(accuracy >= threshold)
        object["perIntent"] = tallies(perIntent, { $0 })
        object["perSlot"] = tallies(perSlot, { $0 })
        object["perLanguage"] = tallies(perLanguage, { $0.rawValue })
        object["failures"] = .array(failures)
        object["findings"] = .array(findings.map(\.json))
        return .object(object)
    }

    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    /// The corpus lines as JUnit XML: one `<testsuite>` per corpus file and language, one
    /// `<testcase>` per line (named `line N: sentence`), a `<failure>` with expected and got for
    /// each line that failed.
    ///
    ///     try report.junitXML().write(to: url, atomically: true, encoding: .utf8)
    public func junitXML(suiteName: String = "intenttodo phrases") -> String {
        var groups: [(key: String, file: String, language: Language, cases: [CaseResult])] = []
        for result in cases {
            let key = "\(result.item.file)\u{0}\(result.language.rawValue)"
            if let index = groups.firstIndex(where: { $0.key == key }) {
                groups[index].cases.append(result)
            } else {
                groups.append((key, result.item.file, result.language, [result]))
            }
        }
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += "<testsuites name=\"\(XML.escape(suiteName))\" tests=\"\(cases.count)\" failures=\"\(failures.count)\">\n"
        for group in groups {
            let failed = group.cases.filter { !$0.passed }.count
            let name = "\(group.file) [\(group.language.rawValue)]"
            xml += "  <testsuite name=\"\(XML.escape(name))\" tests=\"\(group.cases.count)\" failures=\"\(failed)\" errors=\"0\" skipped=\"0\">\n"
            for result in group.cases {
                let caseName = "line \(result.item.line): \(result.item.utterance)"
                xml += "    <testcase name=\"\(XML.escape(caseName))\" classname=\"\(XML.escape(name))\""
                xml += " file=\"\(XML.escape(result.item.file))\" line=\"\(result.item.line)\""
                guard !result.passed else {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                let message = "expected \(result.expected), got \(result.got)"
                var details = result.reasons
                if let nearest = result.nearest {
                    details.append("nearest phrase: \(nearest.intent) ‘\(nearest.phrase)’ (\(nearest.location.file):\(nearest.location.line))")
                }
                xml += "      <failure message=\"\(XML.escape(message))\" type=\"mismatch\">"
                xml += XML.escape(
                    (["\(result.item.file):\(result.item.line): \(result.item.utterance)"] + details).joined(separator: "\n"), attribute: false)
                xml += "</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }
}

/// XML text escaping for attribute values and character data.
public enum XML {
    /// The text with `& < > " '` escaped, and characters XML 1.0 cannot hold (C0 controls but
    /// tab, line feed and carriage return; U+FFFE, U+FFFF) replaced by U+FFFD. In an attribute
    /// (the default) line breaks and tabs become character references, so parsers do not fold
    /// them to spaces; in character data they stay as they are.
    ///
    ///     XML.escape("a < b & \"c\"")   // "a &lt; b &amp; &quot;c&quot;"
    public static func escape(_ text: String, attribute: Bool = true) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n" where attribute: result += "&#10;"
            case "\r" where attribute: result += "&#13;"
            case "\t" where attribute: result += "&#9;"
            case "\n", "\r", "\t": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    result.unicodeScalars.append("\u{FFFD}")
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
