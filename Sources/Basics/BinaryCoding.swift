import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A compact binary format for caches the program writes and reads back itself: varints,
/// length-prefixed UTF-8 strings, and little-endian integer arrays copied in one go.
/// Nothing here is an interchange format; a reader meets only what the same writer wrote,
/// and every read is bounds-checked, so a damaged file throws instead of trapping.
///
///     var writer = BinaryWriter()
///     writer.write("milk"); writer.write(UInt64(42))
///     var reader = BinaryReader(writer.bytes)
///     try reader.string()   // "milk"
///     try reader.uint()     // 42
public struct BinaryWriter: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// An unsigned integer as a LEB128 varint.
    public mutating func write(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    /// A signed integer, zigzag-encoded as a varint.
    public mutating func write(_ value: Int64) { write(UInt64(bitPattern: (value << 1) ^ (value >> 63))) }

    public mutating func write(_ value: Int) { write(Int64(value)) }

    public mutating func write(_ value: Int32) { write(Int64(value)) }

    public mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    public mutating func write(_ value: UInt8) { bytes.append(value) }

    /// A double as its 8 bytes.
    public mutating func write(_ value: Double) { writeFixed(value.bitPattern) }

    /// 8 bytes, little-endian.
    public mutating func writeFixed(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    public mutating func write(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            write(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    /// Scalars as the UTF-8 string they spell (read back with `string()`).
    public mutating func write(scalars: [Unicode.Scalar]) {
        var length = 0
        for scalar in scalars { length += UTF8.width(scalar) }
        write(UInt64(length))
        for scalar in scalars {
            let value = scalar.value
            switch value {
            case 0..<0x80: bytes.append(UInt8(value))
            case 0x80..<0x800:
                bytes.append(UInt8(0xC0 | (value >> 6)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            case 0x800..<0x10000:
                bytes.append(UInt8(0xE0 | (value >> 12)))
                bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            default:
                bytes.append(UInt8(0xF0 | (value >> 18)))
                bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
                bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
                bytes.append(UInt8(0x80 | (value & 0x3F)))
            }
        }
    }

    public mutating func write(_ values: [String]) {
        write(UInt64(values.count))
        for value in values { write(value) }
    }

    /// Int32s as a count and their little-endian bytes.
    public mutating func write(_ values: [Int32]) {
        write(UInt64(values.count))
        for value in values { withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) } }
    }

    /// Zero bytes up to a multiple of `boundary` (read past with `BinaryReader.align(to:)`).
    public mutating func align(to boundary: Int) {
        while bytes.count % boundary != 0 { bytes.append(0) }
    }

    public mutating func write(bytes other: [UInt8]) {
        write(UInt64(other.count))
        bytes.append(contentsOf: other)
    }
}

/// Reads what `BinaryWriter` wrote, in the same order; throws on anything out of bounds.
///
/// It reads from bytes it keeps alive: a copy of an array, or a cache file mapped into memory
/// (`MappedFile`), read in place, so a cache of megabytes is neither copied nor zeroed first.
public struct BinaryReader {
    public struct Malformed: Error, Sendable {
        public init() {}
    }

    /// What keeps `base` valid.
    private let owner: AnyObject
    private let base: UnsafeRawPointer
    /// Where reading stops (the end of the bytes, or of the part of a file that is the body).
    private var end: Int
    public private(set) var offset: Int

    public init(_ bytes: [UInt8], offset: Int = 0) {
        let copy = OwnedBytes(bytes)
        owner = copy
        base = UnsafeRawPointer(copy.pointer)
        end = bytes.count
        self.offset = offset
    }

    /// Reads `range` of a mapped file in place; the reader keeps the mapping alive.
    public init(_ file: MappedFile, range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= file.count)
        owner = file
        base = file.base
        end = range.upperBound
        offset = range.lowerBound
    }

    public var isAtEnd: Bool { offset == end }

    /// What keeps the bytes alive: a value read in place (`rawBytes`) keeps it with it.
    public var storageOwner: AnyObject { owner }

    /// Past the zero bytes `BinaryWriter.align(to:)` wrote. Offsets count from the start of what
    /// was written, which lies on a 16-byte boundary in memory (an array's copy) and in a
    /// cache file (`CacheFile` pads its header).
    public mutating func align(to boundary: Int) throws(Malformed) {
        let padding = (boundary - offset % boundary) % boundary
        guard padding <= remainingCount else { throw Malformed() }
        offset += padding
    }

    /// The bytes before the end.
    public var remainingCount: Int { end - offset }

    /// The next `count` bytes as a reader of their own (over the same storage, kept alive by
    /// it), skipped here: a part read later, or never.
    public mutating func part(count: Int) throws(Malformed) -> BinaryReader {
        guard count >= 0, remainingCount >= count else { throw Malformed() }
        var part = self
        part.end = offset + count
        offset += count
        return part
    }

    public mutating func uint() throws(Malformed) -> UInt64 {
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end, shift < 64 else { throw Malformed() }
            let byte = base.load(fromByteOffset: offset, as: UInt8.self)
            offset += 1
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    public mutating func int64() throws(Malformed) -> Int64 {
        let raw = try uint()
        return Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
    }

    public mutating func int() throws(Malformed) -> Int {
        let value = try int64()
        guard let result = Int(exactly: value) else { throw Malformed() }
        return result
    }

    public mutating func int32() throws(Malformed) -> Int32 {
        guard let value = Int32(exactly: try int64()) else { throw Malformed() }
        return value
    }

    /// A count of items that each take at least `minimumSize` bytes: bounded by what is left.
    public mutating func count(minimumSize: Int = 1) throws(Malformed) -> Int {
        let value = try uint()
        guard value <= UInt64(remainingCount) / UInt64(max(1, minimumSize)) else { throw Malformed() }
        return Int(value)
    }

    public mutating func bool() throws(Malformed) -> Bool {
        let value = try byte()
        guard value <= 1 else { throw Malformed() }
        return value == 1
    }

    public mutating func byte() throws(Malformed) -> UInt8 {
        guard offset < end else { throw Malformed() }
        offset += 1
        return base.load(fromByteOffset: offset - 1, as: UInt8.self)
    }

    public mutating func fixed64() throws(Malformed) -> UInt64 {
        guard remainingCount >= 8 else { throw Malformed() }
        let value = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
        return value
    }

    public mutating func double() throws(Malformed) -> Double { Double(bitPattern: try fixed64()) }

    public mutating func string() throws(Malformed) -> String {
        let length = try count()
        offset += length
        return String(decoding: UnsafeRawBufferPointer(start: base + (offset - length), count: length), as: UTF8.self)
    }

    /// The last string read with `repeatedString()`: where its bytes are, and the value.
    private var lastRepeated: (start: Int, count: Int, value: String)?

    /// A string that is often the same as the one before (a file name in every location):
    /// when its bytes equal the last one's, that String is given back, with no new storage.
    public mutating func repeatedString() throws(Malformed) -> String {
        let length = try count()
        let start = offset
        offset += length
        if let last = lastRepeated, last.count == length, memcmp(base + last.start, base + start, length) == 0 {
            return last.value
        }
        let value = String(decoding: UnsafeRawBufferPointer(start: base + start, count: length), as: UTF8.self)
        lastRepeated = (start, length, value)
        return value
    }

    public mutating func strings() throws(Malformed) -> [String] {
        let count = try count()
        var result: [String] = []
        result.reserveCapacity(count)
        for _ in 0..<count { result.append(try string()) }
        return result
    }

    public mutating func int32s() throws(Malformed) -> [Int32] {
        let column = try int32Column()
        return [Int32](unsafeUninitializedCapacity: column.count) { buffer, initialized in
            // NB: one copy on a little-endian machine (all Swift-on-Linux ones).
            if Int32(littleEndian: 1) == 1, column.count > 0 {
                UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: column.base, byteCount: column.count * 4)
            } else {
                for index in 0..<column.count { buffer[index] = column[index] }
            }
            initialized = column.count
        }
    }

    /// Int32s written as with `write(_: [Int32])`, read where they lie (valid while this reader
    /// is): a column that is only looked through needs no array of its own.
    public mutating func int32Column() throws(Malformed) -> Int32Column {
        let count = try count(minimumSize: 4)
        offset += count * 4
        return Int32Column(base: base + (offset - count * 4), count: count)
    }

    /// `count` bytes where they lie (valid while this reader is).
    public mutating func rawBytes(count: Int) throws(Malformed) -> UnsafeRawBufferPointer {
        guard count >= 0, remainingCount >= count else { throw Malformed() }
        offset += count
        return UnsafeRawBufferPointer(start: base + (offset - count), count: count)
    }

    public mutating func bytes(count: Int) throws(Malformed) -> [UInt8] {
        Array(try rawBytes(count: count))
    }

    public mutating func byteArray() throws(Malformed) -> [UInt8] {
        let length = try count()
        return try bytes(count: length)
    }
}

/// Little-endian Int32s where a `BinaryReader` found them.
public struct Int32Column {
    public let base: UnsafeRawPointer
    public let count: Int

    public subscript(index: Int) -> Int32 {
        Int32(littleEndian: base.loadUnaligned(fromByteOffset: index * 4, as: Int32.self))
    }
}

/// A copy of an array's bytes at an address that stays put while the copy lives.
private final class OwnedBytes {
    let pointer: UnsafeMutableRawPointer

    init(_ bytes: [UInt8]) {
        pointer = UnsafeMutableRawPointer.allocate(byteCount: max(1, bytes.count), alignment: 16)
        bytes.withUnsafeBytes { if let source = $0.baseAddress { pointer.copyMemory(from: source, byteCount: $0.count) } }
    }

    deinit { pointer.deallocate() }
}

/// A fast 64-bit hash of bytes (8 at a time, then a final mix), for cache keys and checksums
/// of files this program wrote: it finds damage and changed inputs, not attackers.
///
///     ContentHash.of(Array("grammar".utf8))   // the same number in every run
public struct ContentHash: Sendable {
    private var state: UInt64
    private var length: UInt64 = 0

    public init(seed: UInt64 = 0x9E37_79B9_7F4A_7C15) { state = seed }

    private static let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD

    public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        let count = bytes.count
        while index + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            state = (state ^ Self.mix(word)) &* Self.multiplier
            state = (state << 27) | (state >> 37)
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < count {
            tail |= UInt64(bytes[index]) << shift
            shift += 8
            index += 1
        }
        state = (state ^ Self.mix(tail ^ (UInt64(count) << 56))) &* Self.multiplier
        length &+= UInt64(count)
    }

    public mutating func combine(_ bytes: [UInt8]) { bytes.withUnsafeBytes { combine($0) } }

    public mutating func combine(_ text: String) {
        var text = text
        text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
    }

    public var value: UInt64 { Self.mix(state ^ length) }

    public static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = ContentHash()
        hash.combine(bytes)
        return hash.value
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x = x &* 0xFF51_AFD7_ED55_8CCD
        x ^= x >> 33
        x = x &* 0xC4CE_B9FE_1A85_EC53
        x ^= x >> 33
        return x
    }
}
