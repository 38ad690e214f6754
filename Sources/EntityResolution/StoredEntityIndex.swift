import Basics
import SpeechText

/// What a stored index keeps for one title: its index keys and its profile, as bytes.
/// Computed when the title is written (`StoredEntityIndexing.entry`), so ranking never
/// reads or analyses the titles it does not score.
public struct StoredEntityEntry: Sendable, Hashable {
    /// Hashed index keys (character n-grams, stems, phonetic keys, numbers, the whole title).
    public var keys: [UInt64]
    /// The title's profile (`Profile`), encoded.
    public var profile: [UInt8]
}

/// An entity index kept outside the process — an SQLite store's posting and profile tables —
/// read one query at a time: only the posting lists of the query's keys, only the profiles of
/// the candidates chosen.
public protocol StoredEntityIndex {
    /// How many records are indexed.
    var recordCount: Int { get }
    /// The posting lists of those `keys` that have one: how many records hold the key, and a
    /// decoder of their ids (called only for the lists that are used).
    func postings(for keys: [UInt64]) -> [(key: UInt64, count: Int, ids: () -> [Int64])]
    /// The titles and stored profiles of these ids (ids not indexed are left out).
    func records(_ ids: [Int64]) -> [(id: Int64, title: String, profile: [UInt8])]
    /// Up to `limit` ids of records whose title holds `character`, except those `skip` rejects
    /// (one-character Japanese queries have no n-grams).
    func records(containing character: Unicode.Scalar, limit: Int, skip: (Int64) -> Bool) -> [Int64]
}

/// Computes stored entries and ranks spoken words against a `StoredEntityIndex`, with the same
/// candidates, scores and contradictions as `EntityIndex` over the same titles.
///
/// Keeps the profiles it decoded until `forget()` (call it when the store changed), so the
/// many spans of one utterance decode each candidate once. Not thread-safe.
///
///     let ranker = StoredEntityRanking(normalizer: Normalizer())
///     let entry = StoredEntityRanking.entry(forTitle: "Buy milk", normalizer: normalizer)
///     ranker.rank("by milk", language: .en, limit: 10, in: store)   // [Buy milk, …]
public final class StoredEntityRanking {
    /// Names what entries are computed with: a store whose entries were made by another
    /// format is indexed again. Besides the declared version, a fingerprint of the entries of
    /// a few probe titles: a change to the tokenizer, stemmer, phonetic keys or lexicon that
    /// alters them re-indexes stores even if nobody bumped the version.
    public static let format: String = {
        "profile \(Profile.formatVersion) " + fingerprint(englishProbes, normalizer: Normalizer(reader: nil))
    }()

    /// What Japanese entries depend on besides `format`: the probes read with this normalizer's
    /// MeCab (loads it).
    public static func japaneseFormat(normalizer: Normalizer) -> String {
        fingerprint(japaneseProbes, normalizer: normalizer)
    }

    static let englishProbes = [
        "Buy milk", "Call mom tonight", "Read chapter 7", "Email Sarah about the invoice", "Renewing 2 passports",
        "groceries", "Pick up the kids' bikes", "Finish the quarterly report by Friday", "the todo list",
    ]
    static let japaneseProbes = ["牛乳を買う", "母に電話した", "3月の予算", "歯医者の予約", "パスポートを更新する", "ゴミを出す", "二十一日の会議"]

    private static func fingerprint(_ titles: [String], normalizer: Normalizer) -> String {
        var hash = ContentHash()
        for title in titles {
            let entry = entry(forTitle: title, normalizer: normalizer)
            hash.combine(entry.profile)
            for key in entry.keys { withUnsafeBytes(of: key.littleEndian) { hash.combine($0) } }
        }
        return String(hash.value, radix: 16)
    }

    private let normalizer: Normalizer
    private var decoded: [Int64: EntityRanking.Record] = [:]
    /// The most profiles kept decoded; past it the cache starts over.
    static let cacheLimit = 20_000

    public init(normalizer: Normalizer = Normalizer()) {
        self.normalizer = normalizer
    }

    /// True when a title is analysed as Japanese (MeCab readings): its entry depends on the
    /// dictionary (`JapaneseReader.dictionaryIdentity`).
    public static func isJapanese(_ title: String) -> Bool { Language.detect(in: title) == .ja }

    /// The index keys and encoded profile of a title. `language` is used when the title's
    /// script does not tell (as `EntityIndex(language:)`): any kana or kanji means Japanese.
    public static func entry(forTitle title: String, language: Language? = nil, normalizer: Normalizer) -> StoredEntityEntry {
        let profile = Profile.make(title, language: Language.detect(in: title) ?? language ?? .en, normalizer: normalizer)
        return StoredEntityEntry(keys: Array(profile.keys).sorted(), profile: profile.encoded)
    }

    /// One posting list as read: its count, and its ids decoded on first use.
    private final class CachedList {
        let count: Int
        private var decode: (() -> [Int64])?
        private var ids: [Int64]?

        init(count: Int, decode: @escaping () -> [Int64]) {
            self.count = count
            self.decode = decode
        }

        var values: [Int64] {
            if let ids { return ids }
            let decoded = decode?() ?? []
            ids = decoded
            decode = nil
            return decoded
        }
    }

    /// Posting lists read since the store last changed, by key (nil: the key has none).
    private var postingCache: [UInt64: CachedList?] = [:]
    private var cachedPostings = 0
    /// How many postings the cache may hold; past it, it starts over.
    static let postingCacheLimit = 2_000_000

    /// Forgets the decoded profiles and postings (the store changed).
    public func forget() {
        decoded.removeAll(keepingCapacity: true)
        postingCache.removeAll(keepingCapacity: true)
        cachedPostings = 0
    }

    /// The posting lists of `keys`, aligned with them: read from the store once per key
    /// (the spans of one utterance share most keys: "buy", "buy milk", "milk"), decoded only
    /// when used (a list too frequent to use is never decoded).
    private func postings(_ keys: [UInt64], in index: StoredEntityIndex) -> [(count: Int, ids: () -> [Int64])?] {
        let missing = keys.filter { postingCache[$0] == nil }
        if !missing.isEmpty {
            if cachedPostings > Self.postingCacheLimit {
                postingCache.removeAll(keepingCapacity: true)
                cachedPostings = 0
                return postings(keys, in: index)
            }
            var read: [UInt64: CachedList] = [:]
            for list in index.postings(for: missing) {
                read[list.key] = CachedList(count: list.count, decode: list.ids)
                cachedPostings += list.count
            }
            for key in missing { postingCache[key] = .some(read[key]) }
        }
        return keys.map { key in
            guard let cached = postingCache[key], let list = cached else { return nil }
            return (list.count, { list.values })
        }
    }

    /// The records that best match `spoken`, best first, at most `limit`.
    public func rank(_ spoken: String, language: Language, limit: Int, in index: StoredEntityIndex) -> [Candidate] {
        guard spoken.unicodeScalars.count <= EntityIndex.maximumQueryLength else { return [] }
        let query = Profile.make(spoken, language: Language.detect(in: spoken) ?? language, normalizer: normalizer)
        guard !query.folded.isEmpty, limit > 0 else { return [] }
        let total = index.recordCount
        guard total > 0 else { return [] }
        let queryKeys = query.keys
        let exactKey = IndexKey.exact(query.folded)
        var wanted = Array(queryKeys)
        if !queryKeys.contains(exactKey) { wanted.append(exactKey) }
        let found = postings(wanted, in: index)
        let lists = wanted.indices.compactMap { index -> EntityRanking.PostingList? in
            guard queryKeys.contains(wanted[index]), let list = found[index] else { return nil }
            return EntityRanking.PostingList(count: list.count, ids: list.ids)
        }
        let ids = EntityRanking.candidates(
            for: query, lists: lists, total: total,
            exact: { found[wanted.firstIndex(of: exactKey)!]?.ids() ?? [] },
            scan: { character, limit, skip in index.records(containing: character, limit: limit, skip: skip) })
        var missing = ids.filter { decoded[$0] == nil }
        if !missing.isEmpty {
            if decoded.count + missing.count > Self.cacheLimit {
                decoded.removeAll(keepingCapacity: true)
                missing = ids
            }
            for record in index.records(missing) {
                // NB: a stored profile that does not decode (a damaged row) is left out, never guessed.
                guard let profile = try? Profile.decode(record.profile) else { continue }
                decoded[record.id] = EntityRanking.Record(id: record.id, title: record.title, profile: profile)
            }
        }
        return EntityRanking.rank(query, records: ids.compactMap { decoded[$0] }, limit: limit)
    }
}
