import Basics
import Foundation
import SpeechText

extension Grammar {
    /// Adds the App Shortcuts phrases of this grammar's language as templates.
    ///
    /// A phrase's intent is the one its comment names; otherwise the one whose English
    /// template its key (placeholders standing for their slots) matches in `english`.
    /// Phrases of other languages are ignored.
    ///
    ///     try japanese.addShortcuts(phrases, english: english)
    ///     // "${applicationName}で${todo}を完了" -> CompleteTodo: <app>で$<todo>を完了
    public mutating func addShortcuts(
        _ phrases: [ShortcutPhrase], english: Grammar?, normalizer: Normalizer = Normalizer()
    ) throws(GrammarError) {
        let mine = phrases.filter { $0.language == language }
        guard !mine.isEmpty else { return }
        var inference: ShortcutInference?
        // NB: String Catalog keys are the source language's phrases, English by Apple's convention;
        // the English grammar is what infers an unlabelled key's intent.
        let keyGrammar = language == AppShortcuts.keyLanguage ? self : english
        if mine.contains(where: { $0.intent == nil }), let english = english ?? keyGrammar {
            inference = try ShortcutInference(english: english, normalizer: normalizer)
        }
        for phrase in mine {
            let references = phrase.references
            for reference in references {
                func fail(_ problem: GrammarError.Problem) -> GrammarError {
                    GrammarError(problem, at: reference.location, line: phrase.lineText)
                }
                switch reference.kind {
                case .rule(let name) where rules[name] == nil:
                    throw fail(.unknownRule(name, suggestion: closest(to: name, among: rules.keys)))
                case .slot(let name) where slots[name] == nil:
                    throw fail(.unknownSlot(name, suggestion: closest(to: name, among: slots.keys)))
                default: break
                }
            }
            guard let intent = phrase.intent ?? inference?.intent(forKey: phrase.key) else {
                throw GrammarError(.unknownShortcutIntent(phrase: phrase.key), at: phrase.location, line: phrase.lineText)
            }
            let template = Template(expansion: phrase.expansion, fixedValues: [], location: phrase.location, references: references)
            append(template, to: intent, at: phrase.location)
        }
    }

    /// Loads a folder of language folders (`Grammars/en`, `Grammars/ja`) and the App Shortcuts
    /// files beside them: `AppShortcuts.xcstrings` at the top or in a language folder, and
    /// `AppShortcuts.strings` in `<lang>/` or `<lang>.lproj/`.
    ///
    ///     let grammars = try Grammar.loadAll(directory: URL(fileURLWithPath: "Grammars"))
    ///     grammars.map(\.language)   // [.en, .ja]
    public static func loadAll(directory: URL, normalizer: Normalizer = Normalizer()) throws(GrammarError) -> [Grammar] {
        let fileManager = FileManager.default
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: directory.path).sorted()
        } catch {
            throw GrammarError(.unreadable(path: displayPath(directory), reason: "not a readable folder"))
        }
        var grammars: [Language: Grammar] = [:]
        var phrases: [ShortcutPhrase] = []
        func readShortcuts(in folder: URL, language: Language?) throws(GrammarError) {
            let catalog = folder.appendingPathComponent(AppShortcuts.catalogFileName)
            if fileManager.fileExists(atPath: catalog.path) {
                phrases += try AppShortcuts.parseCatalog(source: try read(catalog), file: displayPath(catalog))
            }
            let strings = folder.appendingPathComponent(AppShortcuts.stringsFileName)
            if let language, fileManager.fileExists(atPath: strings.path) {
                phrases += try AppShortcuts.parseStrings(source: try read(strings), file: displayPath(strings), language: language)
            }
        }
        try readShortcuts(in: directory, language: nil)
        for name in names {
            let folder = directory.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            if name.hasSuffix(".lproj") {
                try readShortcuts(in: folder, language: Language(code: String(name.dropLast(6))))
                continue
            }
            guard let language = Language(rawValue: name) else { continue }
            grammars[language] = try load(directory: folder)
            try readShortcuts(in: folder, language: language)
        }
        let english = grammars[.en]
        for language in Language.allCases where grammars[language] != nil {
            try grammars[language]?.addShortcuts(phrases, english: english, normalizer: normalizer)
        }
        return Language.allCases.compactMap { grammars[$0] }
    }
}

/// Finds the intent of an App Shortcuts key by matching it against English templates.
struct ShortcutInference {
    /// The best intent must reach this score and beat the next intent by `margin`.
    static let threshold = 0.8
    static let margin = 0.05

    let automaton: Automaton
    let appWords: String
    let normalizer: Normalizer

    init(english: Grammar, normalizer: Normalizer) throws(GrammarError) {
        automaton = try AutomatonBuilder.build(english, normalizer: normalizer)
        appWords = english.rules[Grammar.appRuleName].map { english.example(of: $0.expansion) } ?? ""
        self.normalizer = normalizer
    }

    func intent(forKey key: String) -> String? {
        let tokens = PlaceholderScorer.tokens(
            of: ShortcutPhrase.pieces(of: key), appWords: appWords, automaton: automaton, normalizer: normalizer)
        guard !tokens.isEmpty else { return nil }
        var scorer = PlaceholderScorer(automaton: automaton, tokens: tokens, matching: .byName)
        let matcher = Matcher(automaton: automaton)
        let lattice = matcher.run(&scorer)
        let ranked = PhraseEngine.bestPerIntent(lattice, matcher: matcher)
        guard let best = ranked.first else { return nil }
        let count = Double(tokens.count)
        let score = best.credit / count
        if score < Self.threshold { return nil }
        if ranked.count > 1, score - ranked[1].credit / count < Self.margin { return nil }
        return automaton.templates[Int(best.template)].intent
    }
}
