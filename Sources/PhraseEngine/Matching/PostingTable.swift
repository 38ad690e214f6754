import Basics

/// A read-only map from strings to lists of ids: the keys in byte order (`SortedKeys`), where
/// each key's ids start, and the ids, all read in place from the grammar cache.
///
/// What the fuzzy index looks its deletion variants and phonetic keys up in. A dictionary of
/// tens of thousands of strings cost an allocation per key and per list each time a process
/// read it from the grammar cache; a look-up is a binary search over the bytes.
///
///     let table = PostingTable(["milk": [3], "mlk": [3, 9]])
///     table["mlk"]    // [3, 9]
///     table["bread"]  // nil
struct PostingTable: Sendable {
    private let keys: SortedKeys
    /// Where each key's ids start in `ids` (one more than the keys: the end).
    private let idStart: InPlace<Int32>
    private let ids: InPlace<Int32>

    init() { self.init([:]) }

    init(_ dictionary: [String: [Int32]]) {
        let sorted = dictionary.keys.sorted()
        var starts: [Int32] = [0]
        var all: [Int32] = []
        for key in sorted {
            all.append(contentsOf: dictionary[key] ?? [])
            starts.append(Int32(all.count))
        }
        keys = SortedKeys(sorted)
        idStart = InPlace(starts)
        ids = InPlace(all)
    }

    private init(keys: SortedKeys, idStart: InPlace<Int32>, ids: InPlace<Int32>) {
        self.keys = keys
        self.idStart = idStart
        self.ids = ids
    }

    subscript(key: String) -> ArraySlice<Int32>? {
        guard let index = keys.index(of: key) else { return nil }
        return ids.withUnsafeBufferPointer { ArraySlice($0[Int(idStart[index])..<Int(idStart[index + 1])]) }
    }

    static func write(_ table: PostingTable, to writer: inout BinaryWriter) {
        SortedKeys.write(table.keys, to: &writer)
        InPlace.write(table.idStart, to: &writer)
        InPlace.write(table.ids, to: &writer)
    }

    /// The table as written, refused unless its starts run in order over the ids and every id
    /// is below `idLimit`.
    static func read(_ reader: inout BinaryReader, idLimit: Int) throws(BinaryReader.Malformed) -> PostingTable {
        let keys = try SortedKeys.read(&reader)
        let idStart = try InPlace<Int32>.read(&reader)
        let ids = try InPlace<Int32>.read(&reader)
        guard idStart.count == keys.count + 1, idStart.first == 0, Int(idStart.last!) == ids.count,
            zip(idStart, idStart.dropFirst()).allSatisfy({ $0 <= $1 }),
            ids.bounds().map({ $0.min >= 0 && Int($0.max) < idLimit }) ?? true
        else { throw BinaryReader.Malformed() }
        return PostingTable(keys: keys, idStart: idStart, ids: ids)
    }
}
