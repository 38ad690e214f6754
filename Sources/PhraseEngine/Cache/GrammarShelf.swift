import Basics
import Foundation

/// An engine's grammars by language, each decoded from the grammar cache on first use: a
/// one-shot command whose automaton is stored reads the grammar of its sentence's language at
/// most (for the rules the app reads as data), not the other's (9M instructions each).
final class GrammarShelf: @unchecked Sendable {
    /// The languages held.
    let languages: Set<Language>
    private var decoded: [Language: Grammar]
    private var parts: [Language: BinaryReader]
    /// Parses the grammar files again, for a stored part that does not decode.
    private let reload: (() throws(GrammarError) -> [Grammar])?
    private let lock = NSLock()

    /// Grammars already loaded; two of one language is a programming error.
    init(_ grammars: [Grammar]) {
        var byLanguage: [Language: Grammar] = [:]
        for grammar in grammars {
            precondition(byLanguage[grammar.language] == nil, "two grammars for language \(grammar.language)")
            byLanguage[grammar.language] = grammar
        }
        languages = Set(byLanguage.keys)
        decoded = byLanguage
        parts = [:]
        reload = nil
    }

    /// Grammars stored in a cache file (`GrammarCoding.readGrammarParts`), decoded when asked for.
    init(parts: [(language: Language, part: BinaryReader)], reload: @escaping () throws(GrammarError) -> [Grammar]) {
        languages = Set(parts.map(\.language))
        decoded = [:]
        self.parts = Dictionary(parts.map { ($0.language, $0.part) }, uniquingKeysWith: { first, _ in first })
        self.reload = reload
    }

    /// The grammar of `language`, nil when the shelf has none; a stored part that does not
    /// decode is parsed again from the files (whose errors are thrown).
    func grammar(_ language: Language) throws(GrammarError) -> Grammar? {
        lock.lock()
        defer { lock.unlock() }
        if let grammar = decoded[language] { return grammar }
        guard var part = parts.removeValue(forKey: language) else { return nil }
        if let grammar = try? GrammarCoding.readGrammar(&part), part.isAtEnd, grammar.language == language {
            decoded[language] = grammar
            return grammar
        }
        guard let reload else { return nil }
        for grammar in try reload() where languages.contains(grammar.language) { decoded[grammar.language] = grammar }
        parts = [:]
        return decoded[language]
    }

    /// The grammar of `language`, nil when it has none or it cannot be read.
    func grammarIfReadable(_ language: Language) -> Grammar? {
        (try? grammar(language)) ?? nil
    }
}
