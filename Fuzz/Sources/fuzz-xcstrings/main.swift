import Basics
import FuzzSupport
import PhraseEngine

// The AppShortcuts String Catalog (`.xcstrings`, JSON) reader; the phrases it reads are added
// to the small grammars of the App Shortcuts tests (placeholders checked, intents inferred
// from the English templates).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let source = Fuzz.text(Fuzz.bytes(start, count))
    guard let phrases = try? AppShortcuts.parseCatalog(source: source, file: "AppShortcuts.xcstrings") else { return 0 }
    for phrase in phrases { _ = phrase.expansion.render(language: phrase.language) }
    for language in Language.allCases {
        var grammar = Fuzz.shortcutGrammars[language]!
        try? grammar.addShortcuts(phrases, english: Fuzz.shortcutGrammars[.en])
    }
    return 0
}

Fuzz.main(setUp: { _ = Fuzz.shortcutGrammars }, fuzzCatalog)
