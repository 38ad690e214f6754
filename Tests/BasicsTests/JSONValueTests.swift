import Basics
import Foundation
import Testing

@testable import Basics

@Suite struct JSONValueTests {
    @Test(arguments: [
        #"{"b":1,"a":[true,false,null],"c":"x\"y\\z\n","d":-2.5,"e":{}}"#,
        #"["牛乳","😀","\u0001"]"#,
        #"{"n":12345678901234,"f":0.1,"big":1e+300}"#,
    ])
    func roundTripsKeepingKeyOrder(text: String) throws {
        let value = try JSONValue(parsing: text)
        #expect(try JSONValue(parsing: value.jsonText) == value)
        #expect(try JSONValue(parsing: value.jsonText(pretty: true)) == value)
    }

    @Test func keepsInsertionOrderAndEscapes() throws {
        let value: JSONValue = ["z": 1, "a": "line\nbreak", "m": [nil, 2.5, true]]
        #expect(value.jsonText == #"{"z":1,"a":"line\nbreak","m":[null,2.5,true]}"#)
        #expect(try JSONValue(parsing: #""\ud83d\ude00 \u00e9""#) == "😀 é")
        #expect(try JSONValue(parsing: "12").integerValue == 12)
    }

    @Test(arguments: [
        ("", "line 1, column 1: unexpected end of input"),
        ("{\n  \"a\": 1,\n  \"b\" 2\n}", "line 3, column 7: expected ':'"),
        ("[1, 2", "line 1, column 6: unexpected end of input, expected ',' or ']'"),
        ("tru", "line 1, column 1: unexpected character"),
        ("\"abc", "line 1, column 5: unterminated string"),
        ("1 2", "line 1, column 3: unexpected text after the JSON value"),
        ("01", "line 1, column 2: unexpected text after the JSON value"),
    ])
    func reportsWhereParsingFailed(text: String, message: String) {
        let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
        #expect(error?.description == message)
    }

    @Test func boundsNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: deep) }
        #expect(error?.reason.contains("nested deeper") == true)
    }

    @Test func streamReadsValuesSplitOverLinesAndKeepsText() {
        var reader = JSONStreamReader()
        #expect(reader.feed("{") == [])
        #expect(reader.feed(#"  "text": "a } b","#) == [])
        #expect(reader.feed(#"  "n": [1, 2]"#) == [])
        #expect(reader.feed("}") == [.value(["text": "a } b", "n": [1, 2]])])
        #expect(reader.feed("plain words") == [.text("plain words")])
        #expect(reader.feed(#"{"a":1} {"b":2}"#) == [.value(["a": 1]), .value(["b": 2])])
        if case .malformed = reader.feed(#"{"a":}"#).first {} else { Issue.record("a malformed value is reported") }
        #expect(reader.feed(#"{"after":true}"#) == [.value(["after": true])])
    }

    @Test func streamDropsARunawayValue() {
        var reader = JSONStreamReader()
        _ = reader.feed("[")
        var items: [JSONStreamReader.Item] = []
        for _ in 0..<20_000 { items += reader.feed("[1],") }
        #expect(items.contains { if case .malformed = $0 { return true } else { return false } })
        #expect(reader.feed(#"{"ok":1}"#) == [.value(["ok": 1])])
    }
}
