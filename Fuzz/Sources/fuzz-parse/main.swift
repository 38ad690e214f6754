import Basics
import FuzzSupport
import SpeechText
import TodoVoice

// Normalizer + parse: a sentence (language from the first byte: detected, en or ja) read by
// the repository's grammars against a store seeded from Corpus/fixtures; parsing changes nothing.
enum Parse {
    nonisolated(unsafe) static let app = Fuzz.seededApp()
    static let normalizer = Normalizer()
    nonisolated(unsafe) static let changes = app.service(.en).changeCounter
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParse(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let (pick, rest) = Fuzz.choice(Fuzz.bytes(start, count), among: 3)
    let language: Language? = [nil, .en, .ja][pick]
    let text = Fuzz.text(rest)
    let normalized = Parse.normalizer.normalize(text, language: language ?? .en)
    for index in normalized.tokens.indices { _ = normalized.surface(index..<(index + 1)) }
    _ = normalized.surface(0..<normalized.tokens.count)
    let result = Parse.app.parse(text, language: language)
    _ = result.best?.slots.mapValues(\.json)
    if let best = result.best {
        guard (0...1).contains(best.score) else { Fuzz.fail("score \(best.score) out of 0...1 for \(text.debugDescription)") }
    }
    guard Parse.app.service(.en).changeCounter == Parse.changes else { Fuzz.fail("parse changed the store") }
    return 0
}

// NB: each language's automaton is compiled on its first sentence (and there is no grammar cache
// here): compiled in the set-up, so that the first Japanese input of a run, or an input replayed
// alone, is not charged seconds of compilation against its 1 s timeout.
Fuzz.main(
    setUp: {
        _ = (Parse.app, Parse.normalizer, Parse.changes)
        _ = Parse.app.parse("add milk", language: .en)
        _ = Parse.app.parse("牛乳を追加", language: .ja)
    }, fuzzParse)
