import Testing

@testable import EntityResolution
@testable import SpeechText

/// The bit-parallel edit distances give exactly what the edit table gives, for every length
/// the scorer meets: random pairs over small alphabets (so that letters repeat and the
/// deltas carry), English and Japanese, queries up to 64 scalars.
@Suite struct SimilarityTests {
    /// A small deterministic generator (xorshift), so a failure names its pair.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
    }

    @Test func bitParallelDistancesAreTheTablesDistances() {
        let alphabets: [[Unicode.Scalar]] = [
            Array("ab".unicodeScalars), Array("abcde ".unicodeScalars), Array("milkbread ".unicodeScalars),
            Array("ぎゅうにゅう牛乳買をかう".unicodeScalars),
        ]
        var random = Generator(state: 0x9E37_79B9_7F4A_7C15)
        for round in 0..<4_000 {
            let alphabet = alphabets[round % alphabets.count]
            let q = (0..<(1 + random.next(64))).map { _ in alphabet[random.next(alphabet.count)] }
            let t = (0..<random.next(80)).map { _ in alphabet[random.next(alphabet.count)] }
            let fast = Similarity.bitParallelDistances(q, t)
            let table = t.isEmpty ? (q.count, q.count) : Similarity.tableDistances(q, t)
            #expect(fast == table, "\(String(String.UnicodeScalarView(q))) / \(String(String.UnicodeScalarView(t)))")
            if fast != table { return }
        }
    }

    @Test func knownDistances() {
        func distances(_ q: String, _ t: String) -> (Int, Int) {
            Similarity.substringAndFullDistance(Array(q.unicodeScalars), Array(t.unicodeScalars))
        }
        #expect(distances("milk", "buy milk") == (0, 4))
        #expect(distances("mlik", "buy milk") == (2, 6))
        #expect(distances("kitten", "sitting") == (2, 3))  // "sittin" holds it at 2
        #expect(distances("牛乳", "牛肉を買う") == (1, 4))
        let long = String(repeating: "a", count: 64)
        #expect(distances(long, long) == (0, 0))
        #expect(distances(long + "b", long) == (1, 1))  // 65 scalars: the table
    }

    @Test func bandedEditDistanceMatchesThePlainOne() {
        var random = Generator(state: 42)
        let alphabet = Array("abcd".unicodeScalars)
        for _ in 0..<3_000 {
            let a = (0..<random.next(12)).map { _ in alphabet[random.next(alphabet.count)] }
            let b = (0..<random.next(12)).map { _ in alphabet[random.next(alphabet.count)] }
            let limit = random.next(5)
            let plain = EditDistance.distance(a, b)
            #expect(EditDistance.distance(a, b, limit: limit) == (plain <= limit ? plain : nil))
        }
    }
}
