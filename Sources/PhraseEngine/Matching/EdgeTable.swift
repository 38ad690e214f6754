import Basics

/// Values read in place: for a compiled automaton, storage of their own; for one read from the
/// grammar cache, where they lie in the mapped file (`MappedFile`), so a one-shot command
/// neither copies nor zero-fills the megabytes of tables it reads a few entries of.
///
/// In a cache file the values are their bytes in memory, after a count and padding to a 16-byte
/// boundary. Only the build that wrote a cache file reads it (its key holds the program's
/// identity), so the layout is this build's own; values with invalid bit patterns (an enum) are
/// checked before they are taken (`read(_:valid:)`).
///
///     let column = InPlace([3, 1, 4] as [Int32])
///     column[1]   // 1
struct InPlace<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    // NB: @unchecked — the values are never written after they are made; `owner` keeps them alive.
    private let owner: AnyObject
    private let buffer: UnsafeBufferPointer<Element>

    init(_ values: [Element]) {
        let storage = OwnedValues<Element>(values)
        owner = storage
        buffer = UnsafeBufferPointer(start: storage.pointer, count: values.count)
    }

    init() { self.init([]) }

    private init(owner: AnyObject, buffer: UnsafeBufferPointer<Element>) {
        self.owner = owner
        self.buffer = buffer
    }

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }

    @inline(__always) subscript(index: Int) -> Element {
        precondition(index >= 0 && index < buffer.count, "index out of range")
        return buffer[index]
    }

    func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result {
        try withExtendedLifetime(owner) { try body(buffer) }
    }

    /// Writes the values' bytes, after their count and padding to a 16-byte boundary.
    static func write(_ values: InPlace<Element>, to writer: inout BinaryWriter) {
        writer.write(UInt64(values.count))
        writer.align(to: 16)
        values.withUnsafeBufferPointer { buffer in
            for byte in UnsafeRawBufferPointer(buffer) { writer.write(byte) }
        }
    }

    /// The values `write` wrote, in place when the bytes lie on the element's alignment (they
    /// do, in a cache file and in an array's copy); each checked with `valid` first.
    static func read(
        _ reader: inout BinaryReader, valid: (UnsafeRawPointer) -> Bool = { _ in true }
    ) throws(BinaryReader.Malformed) -> InPlace<Element> {
        let size = MemoryLayout<Element>.stride
        let count = try reader.count(minimumSize: size)
        try reader.align(to: 16)
        let bytes = try reader.rawBytes(count: count * size)
        guard count > 0 else { return InPlace() }
        let base = bytes.baseAddress!
        for index in 0..<count where !valid(base + index * size) { throw BinaryReader.Malformed() }
        if Int(bitPattern: base) % MemoryLayout<Element>.alignment == 0 {
            return InPlace(owner: reader.storageOwner, buffer: UnsafeBufferPointer(start: base.assumingMemoryBound(to: Element.self), count: count))
        }
        let storage = OwnedValues<Element>(count: count)
        UnsafeMutableRawPointer(storage.pointer).copyMemory(from: base, byteCount: count * size)
        return InPlace(owner: storage, buffer: UnsafeBufferPointer(start: storage.pointer, count: count))
    }
}

/// An automaton's edges, in place.
typealias EdgeTable = InPlace<Automaton.Edge>

extension InPlace where Element == Automaton.Edge {
    /// The edges as written; every record's kind is checked before it is taken for an edge.
    static func readEdges(_ reader: inout BinaryReader) throws(BinaryReader.Malformed) -> EdgeTable {
        let kindOffset = MemoryLayout<Automaton.Edge>.offset(of: \.kind)!
        return try read(&reader) { Automaton.Kind(rawValue: $0.load(fromByteOffset: kindOffset, as: UInt8.self)) != nil }
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
