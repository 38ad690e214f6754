// The project's one JSON reader and writer (RFC 8259). Every JSON document IntentTodo reads
// or writes goes through `JSONValue`: the CLI's `--json` lines, export and import, String
// Catalogs (.xcstrings), Vosk results, corpus reports. Why its own and not Foundation's
// JSONSerialization or Codable: objects keep their key order (CONTRACT.md output is
// compared as text, and exports diff cleanly), integers stay 64-bit integers instead of
// NSNumber guesses (ids, a Bool is never a 1), errors carry line and column for people
// fixing a file, nesting depth is bounded for untrusted input, and a stream of
// concatenated values (Vosk pretty-prints one object over many lines) is read value by
// value with `JSONStreamReader`. One reader means one set of limits to fuzz.
import Basics
import Foundation

/// A JSON value whose objects keep their keys in insertion order, so output is stable.
///
///     let value: JSONValue = ["intent": "AddTodo", "ok": true, "result": ["id": 3]]
///     value.jsonText    // {"intent":"AddTodo","ok":true,"result":{"id":3}}
///     try JSONValue(parsing: "[1, 2.5, null]")   // .array([.integer(1), .number(2.5), .null])
public enum JSONValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    /// A number written without fraction or exponent that fits in 64 bits.
    case integer(Int64)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)

    /// Parses JSON text; throws with the line and column of the first problem.
    ///
    ///     try JSONValue(parsing: #"{"a": [true]}"#)["a"]   // .array([.bool(true)])
    public init(parsing text: String) throws(JSONParseError) {
        self = try JSONParser.parse(Array(text.utf8))
    }

    /// Parses JSON bytes (UTF-8).
    ///
    ///     try JSONValue(parsing: Data("1".utf8))   // .integer(1)
    public init(parsing data: Data) throws(JSONParseError) {
        self = try JSONParser.parse([UInt8](data))
    }

    /// Compact JSON text on one line, keys in insertion order, non-ASCII kept as is.
    public var jsonText: String { jsonText(pretty: false) }

    /// JSON text; `pretty` indents nested values by two spaces.
    ///
    ///     JSONValue.array([1, 2]).jsonText(pretty: true)   // "[\n  1,\n  2\n]"
    public func jsonText(pretty: Bool) -> String {
        var output = ""
        JSONWriter.write(self, into: &output, pretty: pretty, indent: 0)
        return output
    }

    public var description: String { jsonText }

    /// The member named `key` of an object, else nil.
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The string, or nil for any other kind.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The integer (also a whole `.number`), or nil.
    public var integerValue: Int64? {
        switch self {
        case .integer(let number): return number
        case .number(let number) where number.rounded() == number && abs(number) < 9e15: return Int64(number)
        default: return nil
        }
    }

    /// The number (integer or not), or nil.
    public var doubleValue: Double? {
        switch self {
        case .integer(let number): return Double(number)
        case .number(let number): return number
        default: return nil
        }
    }

    /// The Boolean, or nil.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The elements of an array, or nil.
    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members of an object, or nil.
    public var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// Whether this is `null`.
    public var isNull: Bool { self == .null }

    /// `.string(text)` or `.null`.
    ///
    ///     JSONValue.optional(nil as String?)   // .null
    public static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByFloatLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    /// `"text"` → `.string`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `3` → `.integer`.
    public init(integerLiteral value: Int64) { self = .integer(value) }
    /// `true` → `.bool`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `2.5` → `.number`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `[1, "a"]` → `.array`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// `["a": 1]` → `.object`, keys in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(JSONObject(elements)) }
    /// `nil` → `.null`.
    public init(nilLiteral: ()) { self = .null }
}

/// The members of a JSON object in insertion order.
///
///     var object: JSONObject = ["b": 1]
///     object["a"] = 2
///     object.keys   // ["b", "a"]
public struct JSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    public typealias Key = String
    public typealias Value = JSONValue

    /// The keys in insertion order.
    public private(set) var keys: [String] = []
    private var storage: [String: JSONValue] = [:]

    /// An empty object.
    public init() {}

    /// An object with these members; a repeated key keeps its first place and last value.
    public init(_ members: [(String, JSONValue)]) {
        keys.reserveCapacity(members.count)
        for (key, value) in members { self[key] = value }
    }

    /// `["a": 1]`, keys in the literal's order.
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }

    /// The value for `key`; setting nil removes it, setting a new key appends it.
    public subscript(key: String) -> JSONValue? {
        get { storage[key] }
        set {
            if let newValue {
                if storage.updateValue(newValue, forKey: key) == nil { keys.append(key) }
            } else if storage.removeValue(forKey: key) != nil {
                keys.removeAll { $0 == key }
            }
        }
    }

    /// The number of members.
    public var count: Int { keys.count }

    /// Iterates `(key, value)` in insertion order.
    public func makeIterator() -> some IteratorProtocol<(key: String, value: JSONValue)> {
        var index = 0
        return AnyIterator { () -> (key: String, value: JSONValue)? in
            guard index < keys.count else { return nil }
            defer { index += 1 }
            return (keys[index], storage[keys[index]]!)
        }
    }
}

/// Why JSON text could not be read, with its position.
///
///     "line 1, column 9: expected ',' or '}'"
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// 1-based line of the problem.
    public var line: Int
    /// 1-based column (in bytes) of the problem.
    public var column: Int
    /// What was expected or found.
    public var reason: String
    /// True when the text ended where the value needed more: a stream may still complete it.
    public var isAtEnd: Bool = false

    /// An error at a position.
    public init(line: Int, column: Int, reason: String, isAtEnd: Bool = false) {
        self.line = line
        self.column = column
        self.reason = reason
        self.isAtEnd = isAtEnd
    }

    /// `line L, column C: reason`.
    public var description: String { "line \(line), column \(column): \(reason)" }
}
