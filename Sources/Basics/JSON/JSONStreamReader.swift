/// Reads a stream of JSON values written one after another (one per line, or pretty-printed
/// over several lines), value by value, as text arrives. Text between values that is not
/// JSON comes back as `.text` lines, so a mixed stream (a recognizer's log lines) loses nothing.
///
///     var reader = JSONStreamReader()
///     reader.feed("{\"text\":")          // []
///     reader.feed(" \"hi\"}")            // [.value(["text": "hi"])]
///     reader.feed("hello")               // [.text("hello")]
public struct JSONStreamReader: Sendable {
    /// One item of the stream.
    public enum Item: Sendable, Equatable {
        /// A complete JSON value.
        case value(JSONValue)
        /// A line outside any value.
        case text(String)
        /// A value that cannot be read; the buffered text is dropped and reading goes on.
        case malformed(JSONParseError)
    }

    /// A value still unfinished after this many bytes is dropped (a runaway object).
    public static let maximumPending = 64 << 10

    private var pending: [UInt8] = []
    /// Bracket depth of `pending` outside strings, kept as bytes arrive so that a value is
    /// parsed once, when its brackets close (linear in the stream's length).
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// True when `pending` holds at least one value whose brackets closed.
    private var closed = false

    /// A reader with nothing buffered.
    public init() {}

    /// True while part of a value is buffered.
    public var isInsideValue: Bool { !pending.isEmpty }

    /// Adds one line of input and returns what it completes.
    public mutating func feed(_ line: String) -> [Item] {
        if pending.isEmpty {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let first = trimmed.first, first == "{" || first == "[" else {
                return trimmed.isEmpty ? [] : [.text(line)]
            }
        } else {
            pending.append(0x0A)
        }
        for byte in line.utf8 { track(byte) }
        pending.append(contentsOf: line.utf8)
        var items: [Item] = []
        guard closed else { return overflow() }
        closed = false
        while !pending.isEmpty {
            do {
                guard let (value, length) = try JSONParser.parsePrefix(pending) else { break }
                items.append(.value(value))
                pending.removeFirst(length)
                while let byte = pending.first, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x2C {
                    pending.removeFirst()
                }
                if let byte = pending.first, byte != UInt8(ascii: "{"), byte != UInt8(ascii: "[") {
                    items.append(.text(String(decoding: pending, as: UTF8.self)))
                    pending.removeAll()
                }
            } catch {
                items.append(.malformed(error))
                pending.removeAll()
            }
        }
        if pending.isEmpty { resetTracking() } else { retrack() }
        return items + overflow()
    }

    /// Follows brackets and strings; notes when the outermost bracket closes.
    private mutating func track(_ byte: UInt8) {
        if inString {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            return
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
            depth -= 1
            if depth <= 0 {
                closed = true
                depth = 0
            }
        default: break
        }
    }

    private mutating func resetTracking() {
        depth = 0
        inString = false
        escaped = false
        closed = false
    }

    /// After values were taken from the front, follows what is left (a value begun).
    private mutating func retrack() {
        resetTracking()
        for byte in pending { track(byte) }
        closed = false
    }

    private mutating func overflow() -> [Item] {
        guard pending.count > Self.maximumPending else { return [] }
        pending.removeAll()
        resetTracking()
        return [.malformed(JSONParseError(line: 1, column: 1, reason: "a value longer than \(Self.maximumPending) bytes"))]
    }
}
