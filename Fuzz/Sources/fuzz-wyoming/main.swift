import Basics
import FuzzSupport
import Wyoming

// The Wyoming frame reader (WyomingEventReader), fed the input in pieces of the size its first
// byte gives (1…256 bytes, as a socket delivers them). Every event it completes is written
// again (`encoded()`) and read back, whole and byte by byte, to the same event; after an error
// the reader keeps throwing it. Bounded: events and bytes are what the input holds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzWyoming(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Fuzz.bytes(start, count)
    guard let first = bytes.first else { return 0 }
    let piece = Int(first) + 1
    let stream = Array(bytes.dropFirst())
    var reader = WyomingEventReader(limits: WyomingLimits(headerBytes: 4096, dataBytes: 16384, payloadBytes: 16384))
    var offset = 0
    while offset < stream.count {
        reader.feed(stream[offset..<min(stream.count, offset + piece)])
        offset += piece
        while true {
            let event: WyomingEvent?
            do {
                event = try reader.next()
            } catch {
                do {
                    _ = try reader.next()
                    Fuzz.fail("the reader went on after \(error)")
                } catch {}
                return 0
            }
            guard let event else { break }
            roundTrip(event)
        }
    }
    return 0
}

// NB: compared by their encodings: JSON has one number type, and the writer writes a whole
// double as an integer (1600.0 reads back as 1600), as fuzz-json found first.
func roundTrip(_ event: WyomingEvent) {
    let encoded = event.encoded()
    var whole = WyomingEventReader()
    whole.feed(encoded)
    guard let again = try? whole.next(), again.type == event.type, again.payload == event.payload, again.encoded() == encoded else {
        Fuzz.fail("\(event) does not read back from its encoding")
    }
    var piecewise = WyomingEventReader()
    var events: [WyomingEvent] = []
    for byte in encoded {
        piecewise.feed([byte])
        if let next = try? piecewise.next() { events.append(next) }
    }
    guard events.count == 1, events[0].encoded() == encoded else { Fuzz.fail("\(event) read byte by byte gives \(events)") }
}

Fuzz.main(fuzzWyoming)
