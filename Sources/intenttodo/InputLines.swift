import Foundation

/// Reads standard input line by line as raw bytes, so that invalid UTF-8 and huge lines are
/// reported for the one line they affect instead of ending the whole run.
///
///     var lines = InputLines(handle: .standardInput)
///     while let line = lines.next() { … }   // .text("complete buy milk"), .invalidUTF8(3), .tooLong(7)
struct InputLines: Sequence, IteratorProtocol {
    enum Line: Equatable {
        case text(String)
        /// Not valid UTF-8 (line number).
        case invalidUTF8(Int)
        /// Longer than `maximumBytes` (line number); its bytes were skipped, not buffered.
        case tooLong(Int)

        /// What was wrong with an unreadable line, as `line N: …`, or nil for text.
        var problem: String? {
            switch self {
            case .text: return nil
            case .invalidUTF8(let number): return "line \(number): not valid UTF-8"
            case .tooLong(let number): return "line \(number): longer than \(InputLines.maximumBytes) bytes"
            }
        }
    }

    /// Longer lines are no utterance: 64 KiB.
    static let maximumBytes = 64 * 1024

    private let handle: FileHandle
    private var buffer = [UInt8]()
    private var start = 0
    private var lineNumber = 0
    private var skippingLongLine = false
    private var atEnd = false

    init(handle: FileHandle) {
        self.handle = handle
    }

    mutating func next() -> Line? {
        while true {
            if let newline = buffer[start...].firstIndex(of: UInt8(ascii: "\n")) {
                let bytes = buffer[start..<newline]
                start = newline + 1
                compact()
                lineNumber += 1
                if skippingLongLine || bytes.count > Self.maximumBytes {
                    skippingLongLine = false
                    return .tooLong(lineNumber)
                }
                return decode(bytes)
            }
            if buffer.count - start > Self.maximumBytes {
                skippingLongLine = true
                buffer.removeAll(keepingCapacity: true)
                start = 0
            }
            if atEnd {
                guard start < buffer.count || skippingLongLine else { return nil }
                let bytes = buffer[start...]
                buffer.removeAll()
                start = 0
                lineNumber += 1
                if skippingLongLine {
                    skippingLongLine = false
                    return .tooLong(lineNumber)
                }
                return decode(bytes)
            }
            let chunk = handle.availableData
            if chunk.isEmpty {
                atEnd = true
            } else {
                buffer.append(contentsOf: chunk)
            }
        }
    }

    private mutating func compact() {
        if start > 1 << 16 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    private func decode(_ bytes: ArraySlice<UInt8>) -> Line {
        var bytes = bytes
        if bytes.last == UInt8(ascii: "\r") { bytes = bytes.dropLast() }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .invalidUTF8(lineNumber) }
        return .text(text)
    }
}
