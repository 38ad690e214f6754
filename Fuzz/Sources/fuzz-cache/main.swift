import Basics
import EntityResolution
import Foundation
import FuzzSupport
import PhraseEngine

// The grammar cache's reader: an input is the body of a cache file that passed its checksum
// (a file written by this build, damaged in a way the checksum missed, or made by hand): it is
// decoded as a compiled automaton — its edges and tables read in place and range-checked — and,
// when taken, the automaton parses a few sentences. The first byte picks the grammar (0 the
// English test fixture, 1 the Japanese one). With FUZZ_CACHE_SEEDS=DIR the target writes the stored
// automata of both grammars there (the seeds `scripts/fuzz` makes) and exits.

// The small grammars of the engine's tests: their automata are a few kilobytes, so an input
// decodes and parses in well under a millisecond.
func loadGrammars() -> [Grammar] {
    ["en", "ja"].compactMap { language in
        try? Grammar.load(directory: Fuzz.root.appendingPathComponent("Tests/PhraseEngineTests/Fixtures/\(language)"))
    }
}

/// Set in `Fuzz.main`'s set-up (leak checks off: LeakSanitizer cannot follow what Swift's
/// indirect enums of a grammar hold).
nonisolated(unsafe) var grammars: [Grammar] = []

let sentences = [
    ["add buy milk tomorrow", "complete buy milk", "snooze the milk for an hour", "show my overdue todos", "compete by milk"],
    ["牛乳を買うを追加", "牛乳を買うを完了", "明日の予定を見せて", "ぎゅうにゅうをかうをかんりょう"],
]

if let folder = ProcessInfo.processInfo.environment["FUZZ_CACHE_SEEDS"], !folder.isEmpty {
    for (index, grammar) in loadGrammars().enumerated() {
        guard let body = try? GrammarCache.storedAutomaton(of: grammar) else { continue }
        let url = URL(fileURLWithPath: folder).appendingPathComponent("\(grammar.language.rawValue)-automaton")
        try? Data([UInt8(index)] + body).write(to: url)
    }
    exit(0)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCache(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard !grammars.isEmpty else { return 0 }
    let (choice, rest) = Fuzz.choice(Fuzz.bytes(start, count), among: grammars.count)
    _ = GrammarCache.readsStoredAutomaton(
        Array(rest), grammar: grammars[choice], sentences: sentences[choice], clock: Fuzz.clock, entities: NoEntities())
    return 0
}

/// Resolves nothing: the automaton alone is under test.
struct NoEntities: EntityResolving {
    func resolve(_ query: EntityQuery) -> Resolution { .notFound(nearest: []) }
}

Fuzz.main(setUp: { grammars = loadGrammars() }, fuzzCache)
