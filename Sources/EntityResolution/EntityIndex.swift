import Basics
import Foundation
import SpeechText

/// Ranks named records (todos, lists) against spoken words, like App Intents'
/// `EntityStringQuery`: fuzzy, explainable, and quick at 100,000 records.
///
/// Only records sharing an index key with the spoken words are scored (character
/// n-grams of titles and readings, phonetic keys, stems, numbers), so a query costs
/// in proportion to its matches, not to the collection. Thread-safe: a lock guards the index.
///
///     let index = EntityIndex(language: .en, records: [
///         EntityRecord(id: 1, title: "Buy bread"), EntityRecord(id: 2, title: "Buy milk"),
///     ])
///     index.resolve("by bread", language: .en)   // .resolved(Buy bread)
///     index.resolve("buy", language: .en)        // .ambiguous([Buy bread, Buy milk])
public final class EntityIndex: @unchecked Sendable {
    /// The lowest score `resolve` accepts; below it the answer is `.notFound`.
    /// Calibrated on Tests/EntityResolutionTests/Labelled (see docs/RESOLUTION.md).
    public static let acceptThreshold: Double = 0.62
    /// The most a candidate scores when the spoken words name something its title lacks:
    /// under the 0.7 an intent that completes or deletes needs.
    public static let extraWordCeiling: Double = 0.68
    /// Candidates within this distance of the best are "about as likely": `.ambiguous`.
    public static let ambiguityMargin: Double = 0.06
    /// At most this many records are scored per query (best by shared rare keys).
    public static let maxScoredCandidates = 200
    /// Candidates scoring below this are too far to be resolved under any threshold the
    /// calibration tries, so `rank` checks them for contradictions only when first (the
    /// "did you mean …?"); the others report none. Checking every one would slow the matcher,
    /// which resolves many spans per utterance.
    public static let contradictionFloor: Double = 0.5

    private struct Entry {
        var record: EntityRecord
        var profile: Profile
        var keys: [UInt64]
    }

    private let lock = NSLock()
    private let normalizer: Normalizer
    private let language: Language?
    private var entries: [Entry?] = []
    private var slotOfID: [Int64: Int32] = [:]
    private var freeSlots: [Int32] = []
    private var postings: [UInt64: [Int32]] = [:]

    /// Builds an index of `records`. `language` is used for titles whose script does not
    /// tell (any kana or kanji means Japanese; otherwise the hint, else English).
    ///
    ///     EntityIndex(language: .ja, records: [EntityRecord(id: 1, title: "牛乳を買う")])
    public init(language: Language? = nil, records: [EntityRecord] = [], normalizer: Normalizer = Normalizer()) {
        self.language = language
        self.normalizer = normalizer
        entries.reserveCapacity(records.count)
        for record in records { insert(record) }
    }

    /// The number of records indexed.
    ///
    ///     EntityIndex(records: [EntityRecord(id: 1, title: "a")]).count   // 1
    public var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return slotOfID.count
    }

    /// Adds a record, or replaces the one with the same id (its old keys are removed).
    ///
    ///     index.upsert(EntityRecord(id: 1, title: "Buy oat milk"))
    public func upsert(_ record: EntityRecord) {
        lock.lock()
        defer { lock.unlock() }
        removeLocked(id: record.id)
        insert(record)
    }

    /// Removes the record with `id`; nothing happens when there is none.
    ///
    ///     index.remove(id: 1)
    public func remove(id: Int64) {
        lock.lock()
        defer { lock.unlock() }
        removeLocked(id: id)
    }

    private func profileLanguage(of title: String) -> Language {
        Language.detect(in: title) ?? language ?? .en
    }

    private func insert(_ record: EntityRecord) {
        let profile = Profile.make(record.title, language: profileLanguage(of: record.title), normalizer: normalizer)
        let keys = Array(profile.keys)
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
            entries[Int(slot)] = Entry(record: record, profile: profile, keys: keys)
        } else {
            slot = Int32(entries.count)
            entries.append(Entry(record: record, profile: profile, keys: keys))
        }
        slotOfID[record.id] = slot
        for key in keys { postings[key, default: []].append(slot) }
    }

    private func removeLocked(id: Int64) {
        guard let slot = slotOfID.removeValue(forKey: id), let entry = entries[Int(slot)] else { return }
        for key in entry.keys {
            guard var list = postings[key], let position = list.firstIndex(of: slot) else { continue }
            list.swapAt(position, list.count - 1)
            list.removeLast()
            postings[key] = list.isEmpty ? nil : list
        }
        entries[Int(slot)] = nil
        freeSlots.append(slot)
    }

    // MARK: Ranking

    /// The records that best match `spoken`, best first, at most `limit`.
    ///
    ///     index.rank("the quarterly report", language: .en).first?.title   // "Finish the quarterly report"
    public func rank(_ spoken: String, language: Language, limit: Int = 10) -> [Candidate] {
        rankCounting(spoken, language: language, limit: limit).candidates
    }

    /// `rank` and how many records were scored (for tests of the index's selectivity).
    func rankCounting(_ spoken: String, language: Language, limit: Int) -> (candidates: [Candidate], scored: Int) {
        // NB: no name is spoken in thousands of characters; a runaway span must not cost more.
        guard spoken.unicodeScalars.count <= Self.maximumQueryLength else { return ([], 0) }
        let queryLanguage = Language.detect(in: spoken) ?? language
        let query = Profile.make(spoken, language: queryLanguage, normalizer: normalizer)
        guard !query.folded.isEmpty, limit > 0 else { return ([], 0) }
        let queryKeys = query.keys
        lock.lock()
        defer { lock.unlock() }
        // NB: the shared ranking works on ids; here an id is a slot of `entries`.
        let lists = queryKeys.compactMap { postings[$0] }.map { list in
            EntityRanking.PostingList(count: list.count, ids: { list.map(Int64.init) })
        }
        let slots = EntityRanking.candidates(
            for: query, lists: lists, total: slotOfID.count,
            exact: { (self.postings[IndexKey.exact(query.folded)] ?? []).map(Int64.init) },
            scan: { first, limit, skip in
                var found: [Int64] = []
                for (slot, entry) in self.entries.enumerated() where found.count < limit {
                    guard let entry, !skip(Int64(slot)) else { continue }
                    if entry.profile.surface.contains(first) || entry.profile.reading.contains(first) { found.append(Int64(slot)) }
                }
                return found
            })
        let records = slots.compactMap { slot -> EntityRanking.Record? in
            guard let entry = entries[Int(slot)] else { return nil }
            return EntityRanking.Record(id: entry.record.id, title: entry.record.title, profile: entry.profile)
        }
        return (EntityRanking.rank(query, records: records, limit: limit), slots.count)
    }

    // MARK: Resolving

    /// Applies the thresholds to `rank`: one clear winner, a close call to ask about, or nothing.
    ///
    ///     index.resolve("groceries list", language: .en)   // .resolved(Groceries)
    ///     index.resolve("buy", language: .en)              // .ambiguous([Buy bread, Buy milk])
    /// True when the words only say what kind of thing is meant ("the task", "a todo",
    /// 「タスク」), not which one: a caller should ask which instead of ranking them.
    ///
    ///     EntityIndex.namesNothing("the todo", language: .en)   // true
    ///     EntityIndex.namesNothing("the milk", language: .en)   // false
    public static func namesNothing(_ spoken: String, language: Language, normalizer: Normalizer = Normalizer()) -> Bool {
        switch language {
        case .en:
            let tokens = normalizer.normalize(spoken, language: .en).tokens
            return !tokens.isEmpty && tokens.allSatisfy { Profile.genericEnglish.contains($0.key) }
        case .ja:
            let key = normalizer.normalize(spoken, language: .ja).keyString
            return Profile.genericJapaneseWholes.contains(key)
        }
    }

    /// Longer spoken text is no name (a matcher span gone astray): it ranks nothing.
    public static let maximumQueryLength = 400

    public func resolve(_ spoken: String, language: Language) -> Resolution {
        Self.decide(rank(spoken, language: language, limit: 10))
    }

    /// Resolves among the records `include` accepts only (open todos for "complete …").
    ///
    ///     index.resolve("call", language: .en, where: { !doneIDs.contains($0) })
    public func resolve(_ spoken: String, language: Language, where include: (Int64) -> Bool) -> Resolution {
        Self.decide(Array(rank(spoken, language: language, limit: 40).filter { include($0.id) }.prefix(10)))
    }

    /// The decision rule on a ranked list (best first).
    ///
    /// A candidate whose title contradicts the spoken words (`Candidate.contradictions`) is
    /// never resolved nor offered as a choice: the close candidates without one decide, and
    /// when none is left the contradicting ones are only suggested (`.notFound(nearest:)`).
    /// "call dad" with only "Call mom" stored is not found, nearest "Call mom"; with "Call mom
    /// tonight" and "Call dad" stored, "call dad tonight" resolves to "Call dad".
    public static func decide(
        _ ranked: [Candidate], accept: Double = acceptThreshold, margin: Double = ambiguityMargin, contradictions: Bool = true
    ) -> Resolution {
        guard let best = ranked.first, best.score >= accept else {
            return .notFound(nearest: Array(ranked.prefix(3)))
        }
        // An exact title is not a guess, unless two records share it.
        if best.score >= 1, ranked.dropFirst().first.map({ $0.score < 1 }) ?? true {
            return .resolved(best)
        }
        let close = ranked.filter { $0.score >= accept && best.score - $0.score <= margin }
        guard contradictions, !best.contradictions.isEmpty || close.contains(where: { !$0.contradictions.isEmpty }) else {
            return close.count > 1 ? .ambiguous(close) : .resolved(best)
        }
        // When the best is ruled out, another may stand in only if it has the words that ruled
        // the best out: "call dad tonight" -> "Call dad" (not "Call mom tonight"), but "read
        // chapter eight" -> not "Reading list" because "Read chapter 7" says 7.
        let ruling = best.contradictions.map(\.spoken)
        let consistent = close.filter { candidate in
            candidate.contradictions.isEmpty && (ruling.isEmpty || Self.says(candidate.title, all: ruling))
        }
        switch consistent.count {
        case 0: return .notFound(nearest: Array(close.filter { !$0.contradictions.isEmpty }.prefix(3)))
        case 1: return .resolved(consistent[0])
        default: return .ambiguous(consistent)
        }
    }

    /// True when every word (folded) is in the folded title.
    private static func says(_ title: String, all words: [String]) -> Bool {
        let language = Language.detect(in: title) ?? .en
        let folded = foldedKey(title, language: language)
        return words.allSatisfy { folded.contains(foldedKey($0, language: language)) }
    }
}
