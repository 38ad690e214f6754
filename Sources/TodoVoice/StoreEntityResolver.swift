import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText
import TodoKit

/// Resolves spoken todo and list names against the store, through one `EntityIndex` per
/// entity type. The indexes are built once and kept in step with the store: `synchronize()`
/// (called once per utterance, not per span the matcher tries) re-indexes only the records
/// that changed since the store's change counter last moved.
///
///     let resolver = StoreEntityResolver(service: service)
///     resolver.synchronize()
///     resolver.resolve(type: "todo", spoken: "by bread", language: .en)   // .resolved(Buy bread)
public final class StoreEntityResolver: EntityResolving, @unchecked Sendable {
    // NB: @unchecked — used from one thread at a time (a CLI process); the lock guards refreshes.
    private let service: TodoService
    private let normalizer: Normalizer
    private let lock = NSLock()
    private var indexes: [EntityKind: EntityIndex] = [:]
    private var titles: [EntityKind: [Int64: String]] = [:]
    private var doneTodos: Set<Int64> = []
    private var seenCounter: Int64 = -1

    /// Which todos an intent can sensibly mean: completing needs an open one, reopening a done one.
    public enum Scope: Sendable {
        case all, open, done
    }

    public init(service: TodoService, normalizer: Normalizer = Normalizer()) {
        self.service = service
        self.normalizer = normalizer
    }

    public func resolve(type: String, spoken: String, language: Language) -> Resolution {
        guard let index = index(for: type) else { return .notFound(nearest: []) }
        return index.resolve(spoken, language: language)
    }

    /// True while an entity of the type has this id (a todo done or open, a list).
    public func contains(type: String, id: Int64) -> Bool {
        guard index(for: type) != nil, let kind = EntityKind(rawValue: type) else { return false }
        return lock.withLock { titles[kind]?[id] != nil }
    }

    /// Resolves among the todos of a scope only; `.all` is the plain resolution.
    public func resolve(type: String, spoken: String, language: Language, scope: Scope) -> Resolution {
        guard let index = index(for: type) else { return .notFound(nearest: []) }
        guard type == EntityKind.todo.rawValue, scope != .all else { return index.resolve(spoken, language: language) }
        let done = lock.withLock { doneTodos }
        return index.resolve(spoken, language: language) { id in done.contains(id) == (scope == .done) }
    }

    /// The best few entities of a type for the spoken words, for numbered choices.
    public func rank(type: String, spoken: String, language: Language, limit: Int = 9, scope: Scope = .all) -> [Candidate] {
        guard let index = index(for: type) else { return [] }
        let ranked = index.rank(spoken, language: language, limit: scope == .all ? limit : limit * 4)
        guard type == EntityKind.todo.rawValue, scope != .all else { return ranked }
        let done = lock.withLock { doneTodos }
        return Array(ranked.filter { done.contains($0.id) == (scope == .done) }.prefix(limit))
    }

    /// Catches up with changes made to the store since the last call (one query when nothing
    /// changed). Call it before resolving an utterance.
    public func synchronize() {
        lock.lock()
        defer { lock.unlock() }
        let counter = service.changeCounter
        guard counter != seenCounter else { return }
        seenCounter = counter
        for known in Array(indexes.keys) { refresh(known) }
    }

    /// The index of a type, built on first use.
    private func index(for type: String) -> EntityIndex? {
        guard let kind = EntityKind(rawValue: type) else { return nil }
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[kind] { return index }
        let records = service.entities(ofType: kind)
        let index = EntityIndex(records: records.map { EntityRecord(id: $0.id, title: $0.title) }, normalizer: normalizer)
        indexes[kind] = index
        if kind == .todo { doneTodos = Set(records.filter(\.isDone).map(\.id)) }
        titles[kind] = Dictionary(records.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        return index
    }

    /// Brings an index up to date with the store: upserts changed titles, removes deleted ones.
    private func refresh(_ kind: EntityKind) {
        guard let index = indexes[kind] else { return }
        let summaries = service.entities(ofType: kind)
        if kind == .todo { doneTodos = Set(summaries.filter(\.isDone).map(\.id)) }
        let current = Dictionary(summaries.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let known = titles[kind] ?? [:]
        for (id, title) in current where known[id] != title {
            index.upsert(EntityRecord(id: id, title: title))
        }
        for id in known.keys where current[id] == nil {
            index.remove(id: id)
        }
        titles[kind] = current
    }
}
