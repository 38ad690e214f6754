// The Wyoming protocol's framing (https://github.com/OHF-Voice/wyoming, PyPI `wyoming`), as
// its reference implementation reads and writes it (`wyoming/event.py`): one JSON header
// line, then `data_length` bytes of JSON data merged over the header's `data`, then
// `payload_length` bytes of payload. This module knows bytes and events, nothing of sockets
// or todos, so it can be fuzzed on its own.
import Basics

/// One Wyoming event: a type, its data (a JSON object) and an optional binary payload.
///
///     let event = WyomingEvent(type: "handled", data: ["text": "Added “buy milk” to Inbox."])
///     event.encoded()   // {"type":"handled","version":"1.10.2","data_length":40}\n{"text":"Added …"}
public struct WyomingEvent: Sendable, Equatable {
    public var type: String
    public var data: JSONObject
    /// The payload; nil when the event carries none (an empty payload is written as none).
    public var payload: [UInt8]?

    public init(type: String, data: JSONObject = [:], payload: [UInt8]? = nil) {
        self.type = type
        self.data = data
        self.payload = payload
    }

    /// The version written in every header: that of the reference implementation this
    /// framing follows (the reference writes its package version there).
    public static let protocolVersion = "1.10.2"

    /// The event as bytes on the wire, laid out as the reference's `write_event` does: header
    /// keys `type`, `version`, then `data_length` when the data is not empty and
    /// `payload_length` when there is a payload; the data as compact JSON, non-ASCII as is.
    public func encoded(version: String? = WyomingEvent.protocolVersion) -> [UInt8] {
        var header: JSONObject = ["type": .string(type)]
        if let version { header["version"] = .string(version) }
        var dataBytes: [UInt8] = []
        if data.count > 0 {
            dataBytes = Array(JSONValue.object(data).jsonText.utf8)
            header["data_length"] = .integer(Int64(dataBytes.count))
        }
        if let payload, !payload.isEmpty {
            header["payload_length"] = .integer(Int64(payload.count))
        }
        var bytes = Array(JSONValue.object(header).jsonText.utf8)
        bytes.append(0x0A)
        bytes += dataBytes
        if let payload { bytes += payload }
        return bytes
    }
}

/// The event types IntentTodo reads and writes (the reference's names).
public enum WyomingType {
    /// A client asks what the service offers; answered by `info`.
    public static let describe = "describe"
    public static let info = "info"
    /// What the user said: `{text, language?, context?}`.
    public static let transcript = "transcript"
    /// The intent was handled: `{text?, context?}`, the spoken answer.
    public static let handled = "handled"
    /// The intent was not handled: `{text?, context?}`.
    public static let notHandled = "not-handled"
    /// `{text, code?}`: something went wrong.
    public static let error = "error"
    public static let ping = "ping"
    public static let pong = "pong"
}

/// How much of one event a reader takes before it gives up on the stream.
public struct WyomingLimits: Sendable, Equatable {
    /// The header line, newline excluded.
    public var headerBytes: Int
    /// `data_length`.
    public var dataBytes: Int
    /// `payload_length`.
    public var payloadBytes: Int

    public init(headerBytes: Int = 64 << 10, dataBytes: Int = 1 << 20, payloadBytes: Int = 1 << 20) {
        self.headerBytes = headerBytes
        self.dataBytes = dataBytes
        self.payloadBytes = payloadBytes
    }
}

/// Why a stream of events cannot be read on: after one of these the stream is out of step
/// and the connection should end.
public enum WyomingFrameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No newline within `limit` bytes.
    case headerTooLong(limit: Int)
    /// The header line is not JSON.
    case headerNotJSON(JSONParseError)
    /// The header is JSON but not an object with a string `type`.
    case headerNotEvent(String)
    /// `data_length` or `payload_length` is not a whole number ≥ 0.
    case badLength(field: String)
    /// `data_length` or `payload_length` over its limit.
    case tooLarge(field: String, length: Int64, limit: Int)
    /// The data bytes are not a JSON object.
    case dataNotObject(String)

    public var description: String {
        switch self {
        case .headerTooLong(let limit): return "header line longer than \(limit) bytes"
        case .headerNotJSON(let error): return "header is not JSON (\(error.description))"
        case .headerNotEvent(let reason): return "header is not an event: \(reason)"
        case .badLength(let field): return "\(field) is not a whole number ≥ 0"
        case .tooLarge(let field, let length, let limit): return "\(field) \(length) is over the limit of \(limit) bytes"
        case .dataNotObject(let reason): return "data is not a JSON object: \(reason)"
        }
    }

    /// A short machine-readable code for an `error` event.
    public var code: String {
        switch self {
        case .headerTooLong, .tooLarge: return "too-large"
        case .headerNotJSON, .headerNotEvent, .badLength, .dataNotObject: return "bad-frame"
        }
    }
}
