import Basics
import Foundation
import Testing

@testable import Wyoming

/// The framing of Wyoming events: what the reference writes is read, what is written reads
/// back, in pieces of any size, and no header, length or data can make the reader buffer
/// more than its limits or crash.
@Suite struct WyomingFramingTests {
    /// Reads every event of `bytes`, fed in pieces of `piece` bytes.
    static func events(_ bytes: [UInt8], piece: Int = .max, limits: WyomingLimits = WyomingLimits()) throws -> [WyomingEvent] {
        var reader = WyomingEventReader(limits: limits)
        var events: [WyomingEvent] = []
        var offset = 0
        repeat {
            let end = min(bytes.count, offset + max(1, min(piece, bytes.count)))
            reader.feed(bytes[offset..<end])
            offset = end
            while let event = try reader.next() { events.append(event) }
        } while offset < bytes.count
        #expect(!reader.isMidFrame)
        return events
    }

    static func error(_ text: String, limits: WyomingLimits = WyomingLimits()) -> WyomingFrameError? {
        do {
            _ = try events(Array(text.utf8), limits: limits)
            return nil
        } catch let error as WyomingFrameError {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    // What the reference (wyoming 1.10.2, `write_event`) writes, byte for byte.
    static let referenceHandled = Array(
        "{\"type\": \"handled\", \"version\": \"1.10.2\", \"data_length\": 80}\n{\"text\": \"Added “buy milk” to Inbox.\", \"context\": {\"conversation_id\": \"c1\"}}"
            .utf8)
    static let referenceDescribe = Array("{\"type\": \"describe\", \"version\": \"1.10.2\"}\n".utf8)
    static let referenceAudio = Array("{\"type\": \"audio-chunk\", \"version\": \"1.10.2\", \"data_length\": 15, \"payload_length\": 2}\n{\"rate\": 16000}".utf8) + [0, 1]

    @Test func readsWhatTheReferenceWrites() throws {
        let events = try Self.events(Self.referenceDescribe + Self.referenceHandled + Self.referenceAudio)
        #expect(events.map(\.type) == ["describe", "handled", "audio-chunk"])
        #expect(events[0].data.count == 0 && events[0].payload == nil)
        #expect(events[1].data["text"] == "Added “buy milk” to Inbox.")
        #expect(events[1].data["context"]?["conversation_id"] == "c1")
        #expect(events[2].data["rate"] == 16000)
        #expect(events[2].payload == [0, 1])
    }

    @Test func writesTheReferenceLayout() throws {
        let handled = WyomingEvent.handled(true, text: "Added “buy milk” to Inbox.", context: ["conversation_id": "c1"])
        let bytes = handled.encoded()
        let newline = try #require(bytes.firstIndex(of: 0x0A))
        let header = try JSONValue(parsing: Data(bytes[..<newline]))
        #expect(header.objectValue?.keys == ["type", "version", "data_length"])
        #expect(header["type"] == "handled")
        #expect(header["data_length"]?.integerValue == Int64(bytes.count - newline - 1))
        #expect(try JSONValue(parsing: Data(bytes[(newline + 1)...])) == .object(handled.data))
        // No data, no data_length; a payload gets payload_length after it.
        #expect(String(decoding: WyomingEvent(type: "describe").encoded(), as: UTF8.self) == "{\"type\":\"describe\",\"version\":\"1.10.2\"}\n")
        let audio = WyomingEvent(type: "audio-chunk", data: ["rate": 16000], payload: [0, 1]).encoded()
        #expect(String(decoding: audio, as: UTF8.self).hasPrefix(#"{"type":"audio-chunk","version":"1.10.2","data_length":14,"payload_length":2}"#))
    }

    @Test(arguments: [1, 2, 3, 7, 64, 100_000])
    func roundTripsInPiecesOfAnySize(piece: Int) throws {
        let written: [WyomingEvent] = [
            WyomingEvent(type: "describe"),
            WyomingEvent(type: "transcript", data: ["text": "牛乳を買うを追加 😀", "language": "ja", "context": ["conversation_id": "x"]]),
            WyomingEvent(type: "audio-chunk", data: ["rate": 16000, "width": 2], payload: Array(repeating: 0x0A, count: 300)),
            WyomingEvent(type: "ping", data: ["text": "line\nbreak"]),
        ]
        let bytes = written.flatMap { $0.encoded() }
        #expect(try Self.events(bytes, piece: piece) == written)
    }

    @Test func mergesDataOverTheHeadersData() throws {
        let text = "{\"type\":\"transcript\",\"data\":{\"text\":\"old\",\"language\":\"en\"},\"data_length\":14}\n{\"text\":\"new\"}"
        let event = try #require(try Self.events(Array(text.utf8)).first)
        #expect(event.data["text"] == "new")
        #expect(event.data["language"] == "en")
        // Data in the header alone, and null or zero lengths, need nothing after the line.
        let inline = try Self.events(Array("{\"type\":\"transcript\",\"data\":{\"text\":\"hi\"},\"data_length\":null,\"payload_length\":0}\n".utf8))
        #expect(inline.first?.data["text"] == "hi")
        #expect(inline.first?.payload == nil)
    }

    @Test func skipsBlankLinesAndTakesCRLF() throws {
        let events = try Self.events(Array("\n  \r\n{\"type\":\"describe\"}\r\n\n{\"type\":\"ping\"}\n".utf8))
        #expect(events.map(\.type) == ["describe", "ping"])
    }

    @Test func knowsWhenAnEventIsHalfRead() throws {
        var reader = WyomingEventReader()
        #expect(!reader.isMidFrame)
        reader.feed(Array("\n\n".utf8))
        #expect(try reader.next() == nil)
        #expect(!reader.isMidFrame)
        reader.feed(Array("{\"type\":\"transcript\",".utf8))
        #expect(try reader.next() == nil)
        #expect(reader.isMidFrame)
        reader.feed(Array("\"data_length\":13}\n{\"text\":".utf8))
        #expect(try reader.next() == nil)
        #expect(reader.isMidFrame)
        reader.feed(Array("\"hi\"}".utf8))
        #expect(try reader.next()?.data["text"] == "hi")
        #expect(!reader.isMidFrame)
        #expect(reader.bufferedByteCount == 0)
    }

    @Test(arguments: [
        ("not json\n", "bad-frame"),
        ("[\"type\"]\n", "bad-frame"),
        ("{\"data\":{}}\n", "bad-frame"),
        ("{\"type\":7}\n", "bad-frame"),
        ("{\"type\":\"x\",\"data\":[1]}\n", "bad-frame"),
        ("{\"type\":\"x\",\"data_length\":-1}\n", "bad-frame"),
        ("{\"type\":\"x\",\"data_length\":\"12\"}\n", "bad-frame"),
        ("{\"type\":\"x\",\"payload_length\":1.5}\n", "bad-frame"),
        ("{\"type\":\"x\",\"data_length\":5}\n[1,2]", "bad-frame"),
        ("{\"type\":\"x\",\"data_length\":5}\nnope!", "bad-frame"),
        ("{\"type\":\"x\",\"data_length\":1048577}\n", "too-large"),
        ("{\"type\":\"x\",\"payload_length\":99999999999999999}\n", "too-large"),
        ("\u{FF}\u{FE}{\"type\"\n", "bad-frame"),
    ])
    func refusesWhatIsNotAnEvent(text: String, code: String) throws {
        let error = try #require(Self.error(text))
        #expect(error.code == code, "\(error)")
    }

    @Test func refusesAnOversizedLengthBeforeItsBytesCome() throws {
        var reader = WyomingEventReader(limits: WyomingLimits(headerBytes: 100, dataBytes: 10, payloadBytes: 10))
        reader.feed(Array("{\"type\":\"x\",\"payload_length\":11}\n".utf8))
        #expect(throws: WyomingFrameError.tooLarge(field: "payload_length", length: 11, limit: 10)) { try reader.next() }
        // The stream is out of step: the error stays.
        reader.feed(Array("{\"type\":\"describe\"}\n".utf8))
        #expect(throws: WyomingFrameError.self) { try reader.next() }
    }

    @Test func refusesAHeaderLineOverTheLimitBeforeItsNewline() throws {
        var reader = WyomingEventReader(limits: WyomingLimits(headerBytes: 64))
        reader.feed(Array(repeating: UInt8(ascii: "a"), count: 64))
        #expect(try reader.next() == nil)
        reader.feed([UInt8(ascii: "a")])
        #expect(throws: WyomingFrameError.headerTooLong(limit: 64)) { try reader.next() }
        // A long line whose newline came in the same piece is refused too.
        #expect(Self.error(String(repeating: " ", count: 70) + "{\"type\":\"x\"}\n", limits: WyomingLimits(headerBytes: 64)) == .headerTooLong(limit: 64))
    }

    @Test func holdsNoMoreThanOneEventAfterManyEvents() throws {
        var reader = WyomingEventReader()
        let event = WyomingEvent(type: "transcript", data: ["text": .string(String(repeating: "x", count: 1000))]).encoded()
        for _ in 0..<500 {
            reader.feed(event + event.prefix(10))
            while try reader.next() != nil {}
            reader.feed(event.dropFirst(10))
            while try reader.next() != nil {}
            #expect(reader.bufferedByteCount == 0)
        }
    }

    @Test func readsTranscripts() throws {
        let event = WyomingEvent(
            type: "transcript", data: ["text": "delete buy", "language": "en-US", "context": ["conversation_id": "01J", "device_id": "d"]])
        let transcript = try #require(WyomingTranscript(event))
        #expect(transcript.text == "delete buy")
        #expect(transcript.language == "en-US")
        #expect(transcript.conversationID == "01J")
        #expect(WyomingTranscript(WyomingEvent(type: "transcript", data: ["text": 1])) == nil)
        #expect(WyomingTranscript(WyomingEvent(type: "handled", data: ["text": "x"])) == nil)
        #expect(WyomingTranscript(WyomingEvent(type: "transcript", data: ["text": "x", "context": ["conversation_id": 42]]))?.conversationID == "42")
    }

    @Test func describesAHandleProgramAsTheReferenceDoes() throws {
        let attribution = WyomingAttribution(name: "IntentTodo", url: "")
        let program = WyomingHandleProgram(
            name: "IntentTodo", attribution: attribution, description: "todos",
            models: [WyomingHandleModel(name: "phrases", attribution: attribution, languages: ["en", "ja"])])
        let info = WyomingEvent.info(handle: [program])
        #expect(info.type == "info")
        #expect(info.data.keys == ["asr", "tts", "handle", "intent", "wake", "mic", "snd"])
        let handle = try #require(info.data["handle"]?.arrayValue?.first?.objectValue)
        #expect(handle.keys == ["name", "attribution", "installed", "description", "version", "models", "supports_handled_streaming", "supports_home_control"])
        let model = try #require(handle["models"]?.arrayValue?.first?.objectValue)
        #expect(model.keys == ["name", "attribution", "installed", "description", "version", "languages"])
        #expect(model["languages"] == ["en", "ja"])
        #expect(model["version"] == .null)
    }

    @Test func invalidUTF8NeitherCrashesNorPassesForAnEvent() throws {
        var reader = WyomingEventReader()
        reader.feed([0xFF, 0xFE, 0x7B, 0x0A])
        #expect(throws: WyomingFrameError.self) { try reader.next() }
        // Inside a string it is read leniently, as the project's JSON reader does everywhere.
        var lenient = WyomingEventReader()
        lenient.feed(Array(#"{"type":"transcript","data":{"text":"a"#.utf8) + [0xFF] + Array(#""}}"#.utf8) + [0x0A])
        #expect(try lenient.next()?.type == "transcript")
    }

    /// Random bytes and mutated events, in random pieces: the reader ends in an event, an
    /// error or a wait, never a crash, and never holds more than its limits allow.
    @Test func survivesRandomInput() throws {
        var random = SplitMix(seed: 0x5eed)
        let limits = WyomingLimits(headerBytes: 512, dataBytes: 1024, payloadBytes: 1024)
        let valid = WyomingEvent(type: "transcript", data: ["text": "add buy milk", "context": ["conversation_id": "c"]], payload: [1, 2, 3]).encoded()
        for _ in 0..<2_000 {
            var bytes: [UInt8]
            if random.next() % 2 == 0 {
                bytes = (0..<Int(random.next() % 600)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            } else {
                bytes = valid + valid
                for _ in 0..<Int(random.next() % 4) {
                    bytes[Int(random.next() % UInt64(bytes.count))] = UInt8(truncatingIfNeeded: random.next())
                }
            }
            var reader = WyomingEventReader(limits: limits)
            var offset = 0
            reading: while offset < bytes.count {
                let end = min(bytes.count, offset + 1 + Int(random.next() % 64))
                reader.feed(bytes[offset..<end])
                offset = end
                do {
                    while try reader.next() != nil {}
                } catch {
                    break reading
                }
                #expect(reader.bufferedByteCount <= limits.headerBytes + limits.dataBytes + limits.payloadBytes + 64)
            }
        }
    }
}

/// A small deterministic generator, so a failure can be replayed.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
