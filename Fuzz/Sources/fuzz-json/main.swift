import Basics
import Foundation
import FuzzSupport

// The JSON reader (JSONValue) and the stream reader (JSONStreamReader). A document that parses
// writes text that parses to the same value (numbers compared by value: the writer writes a
// whole double as an integer, and a number too large for a double as null); the stream reader
// is fed the input's lines.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Fuzz.bytes(start, count)
    if let value = try? JSONValue(parsing: Data(bytes)) {
        for pretty in [false, true] {
            let text = value.jsonText(pretty: pretty)
            guard let again = try? JSONValue(parsing: text) else { Fuzz.fail("\(text.debugDescription) does not parse") }
            guard equivalent(again, value) else { Fuzz.fail("\(text.debugDescription) reads back different") }
        }
    }
    var stream = JSONStreamReader()
    for line in Fuzz.text(bytes).split(separator: "\n", omittingEmptySubsequences: false) {
        _ = stream.feed(String(line))
    }
    return 0
}

func equivalent(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.array(let x), .array(let y)):
        return x.count == y.count && zip(x, y).allSatisfy(equivalent)
    case (.object(let x), .object(let y)):
        return x.keys == y.keys && x.keys.allSatisfy { equivalent(x[$0]!, y[$0]!) }
    case (.number(let x), .null), (.null, .number(let x)):
        return !x.isFinite
    case (.integer, _), (.number, _):
        guard let x = a.doubleValue, let y = b.doubleValue else { return false }
        return x == y
    default:
        return a == b
    }
}

Fuzz.main(fuzzJSON)
