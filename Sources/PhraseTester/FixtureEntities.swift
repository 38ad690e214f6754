import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText

/// Resolves spoken entity names against an app description's fixture records: one
/// `EntityIndex` per entity type over every fixture's name and synonyms, each record mapped back
/// to its fixture, so "flapjacks" resolves to the fixture named "Pancakes". The thresholds are
/// EntityIndex's own (docs/RESOLUTION.md).
///
///     let entities = FixtureEntities(app)
///     entities.resolve(EntityQuery(type: "Recipe", spoken: "flap jacks", language: .en, intent: nil, parameter: "recipe"))
///     // .resolved(Pancakes)
public final class FixtureEntities: EntityResolving, @unchecked Sendable {
    // NB: @unchecked — the indexes are immutable after init; `lock` guards the ranking cache.
    struct TypeIndex {
        var index: EntityIndex
        /// The fixture (by position) of each record id.
        var fixtureOfRecord: [Int64: Int]
        var fixtures: [AppDescription.Fixture]
    }

    private let types: [String: TypeIndex]
    private let lock = NSLock()
    private var rankings: [String: [Candidate]] = [:]

    /// Indexes every entity type of the description.
    public init(_ app: AppDescription, normalizer: Normalizer = Normalizer()) {
        var types: [String: TypeIndex] = [:]
        for (name, type) in app.entities {
            var records: [EntityRecord] = []
            var fixtureOfRecord: [Int64: Int] = [:]
            for (position, fixture) in type.fixtures.enumerated() {
                for spoken in fixture.allNames {
                    let id = Int64(records.count + 1)
                    records.append(EntityRecord(id: id, title: spoken))
                    fixtureOfRecord[id] = position
                }
            }
            types[name] = TypeIndex(index: EntityIndex(records: records, normalizer: normalizer), fixtureOfRecord: fixtureOfRecord, fixtures: type.fixtures)
        }
        self.types = types
    }

    public func resolve(_ query: EntityQuery) -> Resolution {
        EntityIndex.decide(Array(ranking(type: query.type, spoken: query.spoken, language: query.language).prefix(10)))
    }

    /// The fixtures of a type ranked for the words, best first, each once (by its best-scoring
    /// name): ids are fixture positions + 1, titles the fixtures' names. `excluding` leaves
    /// fixtures out (by position).
    ///
    ///     entities.ranking(type: "Recipe", spoken: "pancake", language: .en).first?.title   // "Pancakes"
    public func ranking(type: String, spoken: String, language: Language, excluding: Set<Int> = []) -> [Candidate] {
        guard let typeIndex = types[type] else { return [] }
        let key = "\(type)\u{0}\(language.rawValue)\u{0}\(spoken)"
        let ranked: [Candidate]
        if let known = lock.withLock({ rankings[key] }) {
            ranked = known
        } else {
            let raw = typeIndex.index.rank(spoken, language: language, limit: max(10, typeIndex.fixtureOfRecord.count))
            var seen: Set<Int> = []
            var byFixture: [Candidate] = []
            for candidate in raw {
                guard let position = typeIndex.fixtureOfRecord[candidate.id], seen.insert(position).inserted else { continue }
                var mapped = candidate
                mapped.id = Int64(position + 1)
                mapped.title = typeIndex.fixtures[position].name
                byFixture.append(mapped)
            }
            lock.withLock { rankings[key] = byFixture }
            ranked = byFixture
        }
        return excluding.isEmpty ? ranked : ranked.filter { !excluding.contains(Int($0.id) - 1) }
    }

    /// The fixture records of a type, in description order.
    public func fixtures(ofType type: String) -> [AppDescription.Fixture] { types[type]?.fixtures ?? [] }
}
