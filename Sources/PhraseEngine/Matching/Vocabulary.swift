import Basics

/// An automaton's words by their text: a token's word id. Kept as the words in byte order with
/// their ids (`SortedKeys`, read in place from the grammar cache): a dictionary of thousands of
/// Japanese strings cost every process their hashing (each one checked for normalization).
///
///     let vocabulary = Vocabulary(["milk", "buy"])
///     vocabulary["buy"]     // 1
///     vocabulary["bread"]   // nil
struct Vocabulary: Sendable {
    private let keys: SortedKeys
    /// Each key's word id, in the keys' order.
    private let ids: InPlace<Int32>

    /// The words, each at its id.
    init(_ words: [String]) {
        let order = words.indices.sorted { words[$0] < words[$1] }
        keys = SortedKeys(order.map { words[$0] })
        ids = InPlace(order.map { Int32($0) })
    }

    private init(keys: SortedKeys, ids: InPlace<Int32>) {
        self.keys = keys
        self.ids = ids
    }

    subscript(word: String) -> Int32? {
        keys.index(of: word).map { ids[$0] }
    }

    static func write(_ vocabulary: Vocabulary, to writer: inout BinaryWriter) {
        SortedKeys.write(vocabulary.keys, to: &writer)
        InPlace.write(vocabulary.ids, to: &writer)
    }

    /// The vocabulary as written, refused unless it has an id below `words` for every key.
    static func read(_ reader: inout BinaryReader, words: Int) throws(BinaryReader.Malformed) -> Vocabulary {
        let keys = try SortedKeys.read(&reader)
        let ids = try InPlace<Int32>.read(&reader)
        guard ids.count == keys.count, keys.count == words, ids.bounds().map({ $0.min >= 0 && Int($0.max) < words }) ?? true else {
            throw BinaryReader.Malformed()
        }
        return Vocabulary(keys: keys, ids: ids)
    }
}
