import Basics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A read-only map from strings to lists of ids, kept in four flat arrays: the keys' UTF-8
/// bytes in byte order, where each key starts, where each key's ids start, and the ids.
///
/// What the fuzzy index looks its deletion variants and phonetic keys up in. A dictionary of
/// tens of thousands of strings costs an allocation per key and per list each time a process
/// reads it from the grammar cache; these arrays are read in four copies, and a look-up is a
/// binary search over the bytes (about fifteen comparisons).
///
///     let table = PostingTable(["milk": [3], "mlk": [3, 9]])
///     table["mlk"]    // [3, 9]
///     table["bread"]  // nil
struct PostingTable: Sendable, Equatable {
    private(set) var keyBytes: [UInt8] = []
    private(set) var keyStart: [Int32] = [0]
    private(set) var idStart: [Int32] = [0]
    private(set) var ids: [Int32] = []

    init() {}

    init(_ dictionary: [String: [Int32]]) {
        let keys = dictionary.keys.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        keyStart.reserveCapacity(keys.count + 1)
        idStart.reserveCapacity(keys.count + 1)
        for key in keys {
            keyBytes.append(contentsOf: key)
            keyStart.append(Int32(keyBytes.count))
            ids.append(contentsOf: dictionary[String(decoding: key, as: UTF8.self)] ?? [])
            idStart.append(Int32(ids.count))
        }
    }

    /// The table as stored (`GrammarCoding`), nil unless its offsets are in order and in range
    /// and every id is below `idLimit`. Keys out of order only make look-ups miss.
    init?(keyBytes: [UInt8], keyStart: [Int32], idStart: [Int32], ids: [Int32], idLimit: Int) {
        guard keyStart.first == 0, idStart.first == 0, keyStart.count == idStart.count,
            Int(keyStart.last!) == keyBytes.count, Int(idStart.last!) == ids.count,
            zip(keyStart, keyStart.dropFirst()).allSatisfy({ $0 <= $1 }),
            zip(idStart, idStart.dropFirst()).allSatisfy({ $0 <= $1 }),
            ids.allSatisfy({ $0 >= 0 && Int($0) < idLimit })
        else { return nil }
        self.keyBytes = keyBytes
        self.keyStart = keyStart
        self.idStart = idStart
        self.ids = ids
    }

    var count: Int { keyStart.count - 1 }

    subscript(key: String) -> ArraySlice<Int32>? {
        var key = key
        guard let index = key.withUTF8({ find(UnsafeRawBufferPointer($0)) }) else { return nil }
        return ids[Int(idStart[index])..<Int(idStart[index + 1])]
    }

    /// The position of `key` among the sorted keys.
    private func find(_ key: UnsafeRawBufferPointer) -> Int? {
        keyBytes.withUnsafeBytes { bytes -> Int? in
            var low = 0
            var high = count
            while low < high {
                let middle = (low + high) / 2
                let start = Int(keyStart[middle])
                let length = Int(keyStart[middle + 1]) - start
                let shared = min(length, key.count)
                var order: Int32 = shared == 0 ? 0 : memcmp(bytes.baseAddress! + start, key.baseAddress!, shared)
                if order == 0 { order = length < key.count ? -1 : length > key.count ? 1 : 0 }
                if order == 0 { return middle }
                if order < 0 { low = middle + 1 } else { high = middle }
            }
            return nil
        }
    }
}
