import Basics
import Foundation

/// Reads Wyoming events from a byte stream, as bytes arrive in pieces of any size: feed what
/// was read, then take every event it completes. A push parser with no I/O of its own, so a
/// socket, a pipe or a fuzzer can drive it alike.
///
///     var reader = WyomingEventReader()
///     reader.feed(Array(#"{"type":"transcript","data_length":15}"#.utf8) + [0x0A])
///     try reader.next()                      // nil: the data has not come yet
///     reader.feed(Array(#"{"text":"hello"}"#.utf8))
///     try reader.next()?.data["text"]        // "hello"
///
/// Like the reference, a blank line between events is skipped, the data bytes are merged
/// over the header's `data` (their keys win), and a `data_length` or `payload_length` of 0
/// or null means none. Unlike it, every length is bounded (`WyomingLimits`) before anything
/// is buffered for it, and a header that is not an event is an error rather than a crash.
/// After an error the stream is out of step: `next()` throws the same error again.
public struct WyomingEventReader: Sendable {
    public let limits: WyomingLimits

    private var buffer: [UInt8] = []
    /// Where unread bytes begin in `buffer`.
    private var start = 0
    /// While reading a header: `buffer[start..<scanned]` holds no newline.
    private var scanned = 0
    /// The header read, waiting for its data and payload.
    private var body: Body?
    private var failure: WyomingFrameError?

    private struct Body: Sendable {
        var type: String
        var data: JSONObject
        var dataLength: Int
        var payloadLength: Int
    }

    public init(limits: WyomingLimits = WyomingLimits()) {
        self.limits = limits
    }

    /// Adds bytes read from the stream.
    public mutating func feed<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if start > 0, start >= buffer.count / 2 || start >= 1 << 16 {
            buffer.removeFirst(start)
            scanned -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// True while part of an event has been read (a header begun, or data or payload awaited):
    /// a stream that stops here has stalled mid-frame. Blank lines between events do not count.
    public var isMidFrame: Bool {
        if body != nil { return true }
        return buffer[start...].contains { !Self.isBlank($0) }
    }

    /// Bytes held: the unread part of the stream.
    public var bufferedByteCount: Int { buffer.count - start }

    /// The next complete event, or nil until more bytes come.
    public mutating func next() throws(WyomingFrameError) -> WyomingEvent? {
        if let failure { throw failure }
        do {
            return try step()
        } catch {
            failure = error
            throw error
        }
    }

    private mutating func step() throws(WyomingFrameError) -> WyomingEvent? {
        while true {
            if let body {
                let length = body.dataLength + body.payloadLength
                guard buffer.count - start >= length else { return nil }
                var data = body.data
                if body.dataLength > 0 {
                    let bytes = Data(buffer[start..<(start + body.dataLength)])
                    let value: JSONValue
                    do {
                        value = try JSONValue(parsing: bytes)
                    } catch {
                        throw .dataNotObject(error.description)
                    }
                    guard case .object(let members) = value else { throw .dataNotObject("JSON, but not an object") }
                    for (key, member) in members { data[key] = member }
                }
                let payload = body.payloadLength > 0 ? Array(buffer[(start + body.dataLength)..<(start + length)]) : nil
                start += length
                scanned = start
                self.body = nil
                return WyomingEvent(type: body.type, data: data, payload: payload)
            }
            scanned = max(scanned, start)
            guard let newline = buffer[scanned...].firstIndex(of: 0x0A) else {
                scanned = buffer.count
                if buffer.count - start > limits.headerBytes { throw .headerTooLong(limit: limits.headerBytes) }
                return nil
            }
            let line = buffer[start..<newline]
            guard line.count <= limits.headerBytes else { throw .headerTooLong(limit: limits.headerBytes) }
            start = newline + 1
            scanned = start
            if line.allSatisfy(Self.isBlank) { continue }
            body = try Self.header(line, limits: limits)
        }
    }

    private static func header(_ line: ArraySlice<UInt8>, limits: WyomingLimits) throws(WyomingFrameError) -> Body {
        let value: JSONValue
        do {
            value = try JSONValue(parsing: Data(line))
        } catch {
            throw .headerNotJSON(error)
        }
        guard case .object(let header) = value else { throw .headerNotEvent("not a JSON object") }
        guard case .string(let type)? = header["type"] else { throw .headerNotEvent("no string \"type\"") }
        var data = JSONObject()
        switch header["data"] {
        case nil, .null?: break
        case .object(let members)?: data = members
        default: throw .headerNotEvent("\"data\" is not an object")
        }
        return Body(
            type: type, data: data,
            dataLength: try length("data_length", in: header, limit: limits.dataBytes),
            payloadLength: try length("payload_length", in: header, limit: limits.payloadBytes))
    }

    private static func length(_ field: String, in header: JSONObject, limit: Int) throws(WyomingFrameError) -> Int {
        guard let value = header[field], value != .null else { return 0 }
        guard let length = value.integerValue, length >= 0 else { throw .badLength(field: field) }
        guard length <= Int64(limit) else { throw .tooLarge(field: field, length: length, limit: limit) }
        return Int(length)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}
