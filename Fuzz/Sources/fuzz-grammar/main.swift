import Basics
import FuzzSupport
import EntityResolution
import PhraseEngine

// The grammar loader: a `.phrases` file's text through GrammarParser and the checks that
// assemble a grammar; a grammar that loads is compiled and asked to parse a sentence.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGrammar(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = Fuzz.text(Fuzz.bytes(start, count))
    guard let grammar = try? Grammar.parse(source: source, file: "fuzz.phrases") else { return 0 }
    guard let engine = try? PhraseEngine(grammars: [grammar], schemas: []) else { return 0 }
    for sentence in ["add buy milk tomorrow", "牛乳を買うを追加"] {
        _ = engine.parse(sentence, language: grammar.language, clock: Fuzz.clock, entities: NoEntities())
    }
    return 0
}

/// Resolves nothing: the grammar alone is under test.
struct NoEntities: EntityResolving {
    func resolve(_ query: EntityQuery) -> Resolution { .notFound(nearest: []) }
}

Fuzz.main(fuzzGrammar)
