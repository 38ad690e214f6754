import Basics
import Foundation
import Wyoming

#if canImport(Glibc)
    import Glibc
#endif

/// One client connection of the Wyoming server, on its own thread: reads events with a
/// deadline, answers `describe`, `transcript` and `ping`, drops other events as the
/// reference does, and ends on EOF, a frame error, a stall or a failed write.
final class WyomingSession: @unchecked Sendable {
    let number: Int
    private let descriptor: Int32
    private let server: WyomingServer
    /// The conversation of transcripts that carry no `conversation_id`.
    private var connectionKey: String { "connection:\(number)" }

    init(number: Int, descriptor: Int32, server: WyomingServer) {
        self.number = number
        self.descriptor = descriptor
        self.server = server
    }

    func run() {
        server.log("connection \(number) opened")
        let reason = serve()
        server.book.forget(connectionKey)
        server.log("connection \(number) closed: \(reason)")
        server.finished(number)
    }

    /// Serves until the connection ends; returns why, for --verbose.
    private func serve() -> String {
        let settings = server.settings
        var reader = WyomingEventReader(limits: settings.limits)
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        var lastEvent = Date()
        var frameBegan: Date?
        while true {
            do {
                while let event = try reader.next() {
                    lastEvent = Date()
                    guard handle(event) else { return "the answer could not be written" }
                }
            } catch {
                server.log("connection \(number): \(error.description)")
                _ = send(WyomingEvent.error(error.description, code: error.code))
                return "bad frame"
            }
            if server.isStopping { return "server stopping" }
            let midFrame = reader.isMidFrame
            if midFrame {
                if frameBegan == nil { frameBegan = Date() }
            } else {
                frameBegan = nil
            }
            let deadline = frameBegan.map { $0.addingTimeInterval(settings.readTimeout) } ?? lastEvent.addingTimeInterval(settings.idleTimeout)
            let wait = deadline.timeIntervalSinceNow
            if wait <= 0 {
                if midFrame {
                    _ = send(WyomingEvent.error("an event was begun and not finished within \(Self.seconds(settings.readTimeout))", code: "timeout"))
                    return "stalled mid-event"
                }
                return "idle"
            }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, Int32(min(wait * 1000, Double(Int32.max)).rounded(.up)))
            if ready < 0 {
                if errno == EINTR { continue }
                return "poll failed"
            }
            if ready == 0 { continue }
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 {
                if server.isStopping { return "server stopping" }
                return reader.isMidFrame ? "the client left mid-event" : "the client left"
            }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return "read failed"
            }
            reader.feed(chunk[0..<count])
        }
    }

    /// Answers one event; false when the answer could not be written.
    private func handle(_ event: WyomingEvent) -> Bool {
        server.log("connection \(number) < \(Self.shown(event.type))")
        switch event.type {
        case WyomingType.describe:
            return send(WyomingEvent.info(handle: [server.program]))
        case WyomingType.ping:
            return send(WyomingEvent(type: WyomingType.pong, data: ["text": event.data["text"] ?? .null]))
        case WyomingType.transcript:
            return send(answer(event))
        default:
            // As the reference's servers do: an event this service does not handle is dropped.
            return true
        }
    }

    private func answer(_ event: WyomingEvent) -> WyomingEvent {
        let settings = server.settings
        guard let transcript = WyomingTranscript(event) else {
            return WyomingEvent.error("a transcript needs a string \"text\"", code: "bad-transcript")
        }
        let id = transcript.conversationID
        if let id, id.utf8.count > settings.maximumConversationIDBytes {
            return WyomingEvent.error("conversation_id longer than \(settings.maximumConversationIDBytes) bytes", code: "bad-transcript")
        }
        let language = transcript.language.flatMap(Language.init(code:))
        let context: JSONObject? = id.map { ["conversation_id": .string($0)] }
        guard transcript.text.utf8.count <= settings.maximumTextBytes else {
            return WyomingEvent.handled(false, text: CLIStrings.tooLong(language: server.book.answerLanguage(language)), context: context)
        }
        let key = id.map { "id:" + $0 } ?? connectionKey
        let answer = server.book.respond(to: transcript.text, language: language, key: key)
        return WyomingEvent.handled(answer.handled, text: answer.say, context: context)
    }

    private func send(_ event: WyomingEvent) -> Bool {
        server.log("connection \(number) > \(event.type)")
        return Self.send(event, to: descriptor)
    }

    /// Writes a whole event; false when the client is gone or stopped reading (SO_SNDTIMEO).
    static func send(_ event: WyomingEvent, to descriptor: Int32) -> Bool {
        let bytes = event.encoded()
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                Glibc.send(descriptor, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
            }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// An event type as logged: at most 40 characters, controls made visible by Console.
    private static func shown(_ type: String) -> String {
        type.count > 40 ? String(type.prefix(40)) + "…" : type
    }

    private static func seconds(_ interval: TimeInterval) -> String {
        interval == interval.rounded() ? "\(Int(interval)) s" : String(format: "%.1f s", interval)
    }
}
