import Basics
import Foundation

/// The ranking steps every index shares, whatever holds its postings and profiles (memory for
/// `EntityIndex`, an SQLite store through `StoredEntityIndex`): pick the candidates by shared
/// rare keys, score them, and check the best few for contradictions.
enum EntityRanking {
    /// One posting list: how many records hold the key, and (decoded on demand) which.
    struct PostingList {
        var count: Int
        var ids: () -> [Int64]
    }

    /// The records sharing keys with the query: the `maxScoredCandidates` with the most weight of
    /// shared keys (rare keys weigh more, idf), exact folded titles always included.
    ///
    /// Keys held by more than a tenth of the records ("for", "buy" in a big list) are skipped
    /// once rarer keys found candidates: they add little weight and cost the most. A
    /// one-character Japanese query has no bigrams, so `scan` looks for the character.
    /// Ids come back in the order first met (or by weight, then id, when there were too many).
    static func candidates(
        for query: Profile, lists unsorted: [PostingList], total: Int, exact: () -> [Int64],
        scan: (_ character: Unicode.Scalar, _ limit: Int, _ skip: (Int64) -> Bool) -> [Int64]
    ) -> [Int64] {
        guard total > 0 else { return [] }
        let lists = unsorted.sorted { $0.count < $1.count }
        let frequent = max(2_000, total / 10)
        // NB: weights are summed list by list in this order (the same float sums whatever the
        // method), into a dense array over the ids' range when the lists are long, else by
        // merging id-sorted lists; no hashing per posting. The order ids come back in does not
        // matter to the ranking, which sorts by score, length and id.
        var used: [[Int64]] = []
        var usedWeights: [Float] = []
        var postingCount = 0
        for list in lists {
            if list.count > frequent, postingCount > 0 { break }
            var listIDs = list.ids()
            if !isSorted(listIDs) { listIDs.sort() }
            guard !listIDs.isEmpty else { continue }
            used.append(listIDs)
            usedWeights.append(Float(log(1 + Double(total) / Double(list.count))))
            postingCount += listIDs.count
        }
        var ids: [Int64] = []
        var weights: [Float] = []
        let low = used.map { $0.first! }.min() ?? 0
        let high = used.map { $0.last! }.max() ?? 0
        if used.count > 2, high - low < Int64(16 * postingCount), high - low < 1 << 24 {
            var dense = [Float](repeating: 0, count: Int(high - low) + 1)
            for (list, weight) in zip(used, usedWeights) {
                for id in list { dense[Int(id - low)] += weight }
            }
            for (offset, weight) in dense.enumerated() where weight > 0 {
                ids.append(low + Int64(offset))
                weights.append(weight)
            }
        } else {
            for (list, weight) in zip(used, usedWeights) { merge(list, weight: weight, into: &ids, &weights) }
        }
        if query.language == .ja, query.reading.count <= 1, query.surface.count <= 1, let first = query.surface.first,
            ids.count < EntityIndex.maxScoredCandidates
        {
            let found = scan(first, EntityIndex.maxScoredCandidates - ids.count) { id in
                var low = 0
                var high = ids.count
                while low < high {
                    let middle = (low + high) >> 1
                    if ids[middle] < id { low = middle + 1 } else { high = middle }
                }
                return low < ids.count && ids[low] == id
            }
            merge(found.sorted(), weight: 1, into: &ids, &weights)
        }
        guard ids.count > EntityIndex.maxScoredCandidates else { return ids }
        var chosen = top(EntityIndex.maxScoredCandidates, ids: ids, weights: weights)
        let chosenSet = Set(chosen)
        for id in exact() where !chosenSet.contains(id) && !chosen.contains(id) {
            chosen.append(id)
        }
        return chosen
    }

    /// The `count` ids with the most weight (ties: the lower id), found with a heap of that
    /// size instead of sorting them all.
    private static func top(_ count: Int, ids: [Int64], weights: [Float]) -> [Int64] {
        @inline(__always) func better(_ a: Int, _ b: Int) -> Bool {
            weights[a] > weights[b] || (weights[a] == weights[b] && ids[a] < ids[b])
        }
        // The root is the worst index kept.
        var heap: [Int] = []
        heap.reserveCapacity(count)
        for index in ids.indices {
            if heap.count < count {
                heap.append(index)
                var node = heap.count - 1
                while node > 0 {
                    let parent = (node - 1) / 2
                    guard better(heap[parent], heap[node]) else { break }
                    heap.swapAt(parent, node)
                    node = parent
                }
            } else if better(index, heap[0]) {
                heap[0] = index
                var node = 0
                while true {
                    let left = 2 * node + 1
                    guard left < heap.count else { break }
                    var worse = left
                    if left + 1 < heap.count, better(heap[left], heap[left + 1]) { worse = left + 1 }
                    guard better(heap[node], heap[worse]) else { break }
                    heap.swapAt(node, worse)
                    node = worse
                }
            }
        }
        return heap.sorted(by: better).map { ids[$0] }
    }

    private static func isSorted(_ ids: [Int64]) -> Bool {
        var index = 1
        while index < ids.count {
            if ids[index - 1] > ids[index] { return false }
            index += 1
        }
        return true
    }

    /// Adds `weight` to every id of `list` (ascending, no repeats) in the parallel id/weight arrays.
    private static func merge(_ list: [Int64], weight: Float, into ids: inout [Int64], _ weights: inout [Float]) {
        guard !list.isEmpty else { return }
        if ids.isEmpty {
            ids = list
            weights = [Float](repeating: weight, count: list.count)
            return
        }
        var mergedIDs: [Int64] = []
        var mergedWeights: [Float] = []
        mergedIDs.reserveCapacity(ids.count + list.count)
        mergedWeights.reserveCapacity(ids.count + list.count)
        var a = 0
        var b = 0
        while a < ids.count || b < list.count {
            if b == list.count || (a < ids.count && ids[a] < list[b]) {
                mergedIDs.append(ids[a])
                mergedWeights.append(weights[a])
                a += 1
            } else if a == ids.count || list[b] < ids[a] {
                mergedIDs.append(list[b])
                mergedWeights.append(weight)
                b += 1
            } else {
                mergedIDs.append(ids[a])
                mergedWeights.append(weights[a] + weight)
                a += 1
                b += 1
            }
        }
        ids = mergedIDs
        weights = mergedWeights
    }

    /// One record to score: the caller's id, its title and profile.
    struct Record {
        var id: Int64
        var title: String
        var profile: Profile
        /// The title's length in characters (a tie-break), counted once: counting a Japanese
        /// title's characters for every span that ranks it cost more than scoring it.
        let length: Int

        init(id: Int64, title: String, profile: Profile) {
            self.id = id
            self.title = title
            self.profile = profile
            length = title.count
        }
    }

    /// Scores `records` against the query, best first, at most `limit`, with the contradictions
    /// of the best and of those that could be accepted.
    static func rank(_ query: Profile, records all: [Record], limit: Int) -> [Candidate] {
        // A name made only of small words ("take item off list" leaves "off") names nothing by its
        // letters ("off" is in "Coffee"): only a title said whole is that todo.
        var records = all
        if query.language == .en, !query.words.isEmpty, query.words.allSatisfy({ Lexicon.english.isFunctionWord($0.key) }) {
            records = all.filter { $0.profile.folded == query.folded }
        }
        // NB: scores alone for every record; the signals that explain a score are worked out
        // for the few returned. A title's length (in characters) is counted once, not per comparison.
        // (When every record is returned anyway, each is scored once, with its signals.)
        let explainAll = records.count <= limit
        var explained: [Int: [String: Double]] = [:]
        var ranked: [(score: Double, length: Int, id: Int64, record: Int)] = []
        ranked.reserveCapacity(records.count)
        let said = Scorer.SpokenWords(query)
        for (index, record) in records.enumerated() {
            let score: Double
            if explainAll {
                let (value, signals) = Scorer.score(query, record.profile, said: said)
                score = value
                explained[index] = signals
            } else {
                score = Scorer.scoreOnly(query, record.profile, said: said)
            }
            guard score > 0 else { continue }
            ranked.append((score, record.length, record.id, index))
        }
        ranked.sort { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.length != b.length { return a.length < b.length }
            return a.id < b.id
        }
        // Word by word, only for the best and the few returned that could be accepted: does the
        // title say something else than was said?
        var spoken: Identity.Side?
        let top = ranked.prefix(limit).enumerated().map { position, item -> Candidate in
            let record = records[item.record]
            let signals = explained[item.record] ?? Scorer.score(query, record.profile, said: said).1
            var candidate = Candidate(id: record.id, title: record.title, score: item.score, signals: signals)
            // One or two Japanese characters name a todo only as one of its words (パン of パンを買う),
            // never as a piece of one (こ of コーヒー, ドラ of ドラマ): the matcher can leave such a
            // piece of a longer phrase in a slot (「この項目」 read as こ + の項目).
            // (Without MeCab there are no words to be one of: the rule then stands aside.)
            if query.language == .ja, query.hasMorphemes, record.profile.hasMorphemes, query.reading.count <= 2,
                query.folded != record.profile.folded,
                !record.profile.japaneseWords.contains(where: { $0.reading == String(String.UnicodeScalarView(query.reading)) || $0.surface == query.folded })
            {
                candidate.score = min(candidate.score, EntityIndex.contradictionFloor)
                candidate.signals["fragment"] = 1
            }
            if position == 0 || candidate.score >= EntityIndex.contradictionFloor {
                if spoken == nil { spoken = Identity.Side(query) }
                let found = Identity.contradictions(spoken!, records[item.record].profile)
                // NB: a word said that the title lacks ("buy oat milk" for "Buy milk") is no
                // contradiction, but the fit is no longer clear: below the bar a destructive
                // intent needs, so it is offered as "did you mean", while others may still take it.
                candidate.contradictions = found.filter { $0.kind != .extra }
                if found.contains(where: { $0.kind == .extra }) {
                    candidate.score = min(candidate.score, EntityIndex.extraWordCeiling)
                    candidate.signals["extra"] = 1
                }
            }
            return candidate
        }
        return top.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.title.count != b.title.count { return a.title.count < b.title.count }
            return a.id < b.id
        }
    }
}
