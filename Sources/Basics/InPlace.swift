// Values read where they lie: see `InPlace`.

/// Values read in place: made in this process, in storage of their own; read from a cache
/// file, where they lie in its mapping (`MappedFile`), so a one-shot command neither copies nor
/// zero-fills the megabytes of tables (an automaton's edges, phrase lists) it reads a few of.
///
/// In a cache file the values are their bytes in memory, after a count and padding to a 16-byte
/// boundary. Only the build that wrote a cache file reads it (its key holds the program's
/// identity), so the layout is this build's own; a type with invalid bit patterns (an enum)
/// is read with `read(_:validBytes:)`, which checks its bytes before any value is taken.
///
///     let column = InPlace([3, 1, 4] as [Int32])
///     column[1]   // 1
public struct InPlace<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    // NB: @unchecked — the values are never written after they are made; `owner` keeps them alive.
    @usableFromInline let owner: AnyObject
    @usableFromInline let buffer: UnsafeBufferPointer<Element>

    public init(_ values: [Element]) {
        let storage = OwnedValues<Element>(values)
        owner = storage
        buffer = UnsafeBufferPointer(start: storage.pointer, count: values.count)
    }

    public init() { self.init([]) }

    private init(owner: AnyObject, buffer: UnsafeBufferPointer<Element>) {
        self.owner = owner
        self.buffer = buffer
    }

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { buffer.count }

    @inlinable @inline(__always) public subscript(index: Int) -> Element {
        precondition(index >= 0 && index < buffer.count, "index out of range")
        return buffer[index]
    }

    @inlinable public func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(owner) { try body(buffer) }
    }

    /// Writes the values' bytes, after their count and padding to a 16-byte boundary.
    public static func write(_ values: InPlace<Element>, to writer: inout BinaryWriter) {
        writer.write(UInt64(values.count))
        writer.align(to: 16)
        values.withUnsafeBufferPointer { buffer in
            for byte in UnsafeRawBufferPointer(buffer) { writer.write(byte) }
        }
    }

    /// The values `write` wrote, in place when the bytes lie on the element's alignment (they
    /// do, in a cache file and in an array's copy). For types every bit pattern is a value of
    /// (integers).
    public static func read(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> InPlace<Element> {
        try read(&reader, validBytes: { _, _ in true })
    }

    /// `read`, refused unless `validBytes` holds for the raw bytes of all `count` values (each
    /// `MemoryLayout<Element>.stride` long): checked before any value is taken.
    public static func read(
        _ reader: inout BinaryReader, validBytes: (UnsafeRawBufferPointer, _ count: Int) -> Bool
    ) throws(BinaryReader.Malformed) -> InPlace<Element> {
        let size = MemoryLayout<Element>.stride
        let count = try reader.count(minimumSize: size)
        try reader.align(to: 16)
        let bytes = try reader.rawBytes(count: count * size)
        guard count > 0 else { return InPlace() }
        guard validBytes(bytes, count) else { throw BinaryReader.Malformed() }
        let base = bytes.baseAddress!
        if Int(bitPattern: base) % MemoryLayout<Element>.alignment == 0 {
            return InPlace(owner: reader.storageOwner, buffer: UnsafeBufferPointer(start: base.assumingMemoryBound(to: Element.self), count: count))
        }
        let storage = OwnedValues<Element>(count: count)
        UnsafeMutableRawPointer(storage.pointer).copyMemory(from: base, byteCount: count * size)
        return InPlace(owner: storage, buffer: UnsafeBufferPointer(start: storage.pointer, count: count))
    }

    /// The smallest and the largest value (nil when empty): a range check of a whole column.
    @inlinable public func bounds() -> (min: Element, max: Element)? where Element: Comparable {
        withUnsafeBufferPointer { values in
            guard var low = values.first else { return nil }
            var high = low
            for value in values {
                low = Swift.min(low, value)
                high = Swift.max(high, value)
            }
            return (low, high)
        }
    }
}

/// Values in storage of their own, at an address that stays put.
private final class OwnedValues<Element: BitwiseCopyable> {
    let pointer: UnsafeMutablePointer<Element>

    init(count: Int) {
        pointer = UnsafeMutablePointer<Element>.allocate(capacity: max(1, count))
    }

    convenience init(_ values: [Element]) {
        self.init(count: values.count)
        _ = UnsafeMutableBufferPointer(start: pointer, count: values.count).initialize(from: values)
    }

    deinit { pointer.deallocate() }
}

/// Strings in byte order, kept as one run of UTF-8 and where each ends: read in place from a
/// cache file (`InPlace`), searched by binary search over the bytes. Byte order is the order of
/// Unicode scalars, so it agrees with `String`'s `<` for the normalized keys kept here.
///
///     let keys = SortedKeys(["buy milk", "call mom"])
///     keys.lowerBound("c")      // 1
///     keys.string(at: 1)        // "call mom"
public struct SortedKeys: Sendable {
    private let bytes: InPlace<UInt8>
    /// Where each key ends in `bytes` (the next begins there).
    private let ends: InPlace<Int32>

    /// `sorted` must be sorted (`<`) and each key at most 2 GiB.
    public init(_ sorted: [String]) {
        var bytes: [UInt8] = []
        var ends: [Int32] = []
        ends.reserveCapacity(sorted.count)
        for key in sorted {
            bytes.append(contentsOf: key.utf8)
            ends.append(Int32(bytes.count))
        }
        self.bytes = InPlace(bytes)
        self.ends = InPlace(ends)
    }

    private init(bytes: InPlace<UInt8>, ends: InPlace<Int32>) {
        self.bytes = bytes
        self.ends = ends
    }

    public var count: Int { ends.count }
    public var isEmpty: Bool { ends.isEmpty }

    private func range(at index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// The key at `index` as a String.
    public func string(at index: Int) -> String {
        let range = range(at: index)
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// `body` with the bytes of the key at `index`.
    public func withKey<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let range = range(at: index)
        return bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The first index whose key is not below `text`.
    public func lowerBound(_ text: String) -> Int {
        var text = text
        return text.withUTF8 { probe in
            bytes.withUnsafeBufferPointer { all in
                var low = 0
                var high = count
                while low < high {
                    let middle = (low + high) >> 1
                    let key = UnsafeBufferPointer(rebasing: all[range(at: middle)])
                    if key.lexicographicallyPrecedes(probe) { low = middle + 1 } else { high = middle }
                }
                return low
            }
        }
    }

    /// Where `text` is among the keys, or nil.
    public func index(of text: String) -> Int? {
        let index = lowerBound(text)
        guard index < count else { return nil }
        var text = text
        return text.withUTF8 { probe in withKey(at: index) { $0.elementsEqual(probe) } } ? index : nil
    }

    /// True when `text` is one of the keys.
    public func contains(_ text: String) -> Bool { index(of: text) != nil }

    public static func write(_ keys: SortedKeys, to writer: inout BinaryWriter) {
        InPlace.write(keys.bytes, to: &writer)
        InPlace.write(keys.ends, to: &writer)
    }

    /// The keys as written, refused unless every end lies in order within the bytes.
    public static func read(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> SortedKeys {
        let bytes = try InPlace<UInt8>.read(&reader)
        let ends = try InPlace<Int32>.read(&reader)
        var previous: Int32 = 0
        for end in ends {
            guard end >= previous else { throw BinaryReader.Malformed() }
            previous = end
        }
        guard Int(previous) == bytes.count else { throw BinaryReader.Malformed() }
        return SortedKeys(bytes: bytes, ends: ends)
    }
}
