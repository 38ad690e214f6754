import Basics
import Foundation

/// UTC ISO 8601 timestamps with second precision, as stored in `createdAt`, `doneAt`…
///
///     Timestamp.string(from: Date(timeIntervalSince1970: 0))   // "1970-01-01T00:00:00Z"
enum Timestamp {
    static func string(from date: Date) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        return String(
            format: "%04d-%02d-%02dT%02d:%02d:%02dZ", Int(parts.tm_year) + 1900, Int(parts.tm_mon) + 1,
            Int(parts.tm_mday), Int(parts.tm_hour), Int(parts.tm_min), Int(parts.tm_sec))
    }

    /// Whether `text` looks like a timestamp this module writes (or a close ISO 8601 variant).
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 10, bytes.count <= 40 else { return false }
        return DueDate(encodedPrefix: bytes) != nil
    }
}

extension DueDate {
    /// Reads the leading `YYYY-MM-DD` of an ISO 8601 string.
    fileprivate init?(encodedPrefix bytes: [UInt8]) {
        guard let text = String(bytes: bytes[0..<10], encoding: .utf8) else { return nil }
        self.init(encoded: text)
    }
}
