import Basics
import FuzzSupport
import PhraseEngine

// The AppShortcuts `.strings` reader (language from the first byte); the phrases it reads are
// added to the small grammar of their language of the App Shortcuts tests (placeholders
// checked, intents inferred from the English templates).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let (pick, rest) = Fuzz.choice(Fuzz.bytes(start, count), among: Language.allCases.count)
    let language = Language.allCases[pick]
    let source = Fuzz.text(rest)
    guard let phrases = try? AppShortcuts.parseStrings(source: source, file: "AppShortcuts.strings", language: language)
    else { return 0 }
    for phrase in phrases { _ = phrase.expansion.render(language: language) }
    var grammar = Fuzz.shortcutGrammars[language]!
    try? grammar.addShortcuts(phrases, english: Fuzz.shortcutGrammars[.en])
    return 0
}

Fuzz.main(setUp: { _ = Fuzz.shortcutGrammars }, fuzzStrings)
