import Basics
import EntityResolution
import Foundation
import SpeechText
import TodoKit

/// The entity resolution's entries for the store's title index (`TitleIndexer`): what
/// `StoredEntityRanking` needs to rank todos straight from the SQLite file.
///
/// Large batches (an import, a first index of an existing store) are computed on two threads,
/// each with its own MeCab tagger, and each distinct title once.
///
///     store.titleIndexer = StoreTitleIndexer()
public final class StoreTitleIndexer: TitleIndexer {
    private let normalizer: Normalizer

    public init(normalizer: Normalizer = Normalizer()) {
        self.normalizer = normalizer
    }

    public var format: String { Self.format }

    /// `StoredEntityRanking.format`, kept in the cache folder for this build of the program:
    /// working it out computes the entries of the probe titles (about a millisecond), which every
    /// process that opens a store would pay. A missing or damaged file is worked out again; a
    /// wrong one could only make a store index itself again, never rank with stale entries
    /// unnoticed, since the format is compared with the store's, not trusted.
    static let format: String = CacheFile.remembered("title index format", file: "title-index-format") { StoredEntityRanking.format }

    public var japaneseIdentity: String {
        let dictionary = normalizer.reader?.dictionaryIdentity ?? "none"
        // NB: kept like `format`, per build of the program and MeCab dictionary.
        return dictionary + " " + CacheFile.remembered("japanese title index format " + dictionary, file: "title-index-format-ja") {
            StoredEntityRanking.japaneseFormat(normalizer: normalizer)
        }
    }


    public func isJapanese(_ title: String) -> Bool { StoredEntityRanking.isJapanese(title) }

    /// Batches at least this large are split over two threads.
    static let parallelThreshold = 4_000

    public func entries(for titles: [String]) -> [(keys: [UInt64], profile: [UInt8])] {
        // Each distinct title once: stores repeat titles ("Buy milk" every week).
        var slotOfTitle: [String: Int] = [:]
        var distinct: [String] = []
        var slots: [Int] = []
        slots.reserveCapacity(titles.count)
        for title in titles {
            if let slot = slotOfTitle[title] {
                slots.append(slot)
            } else {
                slotOfTitle[title] = distinct.count
                slots.append(distinct.count)
                distinct.append(title)
            }
        }
        var computed = [StoredEntityEntry?](repeating: nil, count: distinct.count)
        if distinct.count < Self.parallelThreshold {
            for (index, title) in distinct.enumerated() {
                computed[index] = StoredEntityRanking.entry(forTitle: title, normalizer: normalizer)
            }
        } else {
            // NB: a second tagger for the second thread: one MeCab tagger is not shared between threads.
            let second = Normalizer(reader: normalizer.reader == nil ? nil : JapaneseReader())
            let normalizers = [normalizer, second]
            let titles = distinct
            let half = (titles.count + 1) / 2
            computed.withUnsafeMutableBufferPointer { buffer in
                let results = UnsafeSendableBuffer(buffer)
                DispatchQueue.concurrentPerform(iterations: 2) { part in
                    let range = part == 0 ? 0..<half : half..<titles.count
                    for index in range {
                        results.buffer[index] = StoredEntityRanking.entry(forTitle: titles[index], normalizer: normalizers[part])
                    }
                }
            }
        }
        return slots.map { slot in
            let entry = computed[slot]!
            return (entry.keys, entry.profile)
        }
    }
}

/// A buffer two threads write disjoint halves of.
private struct UnsafeSendableBuffer<T>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<T>
    init(_ buffer: UnsafeMutableBufferPointer<T>) { self.buffer = buffer }
}
