import Basics
import Foundation
import PhraseEngine
import SpeechText

/// Why an app folder cannot be tested: a missing or malformed file, with its place.
public enum PhraseAppError: Error, CustomStringConvertible, Sendable {
    /// A folder or file that is not there or not readable.
    case unreadable(path: String, reason: String)
    /// intents.json is malformed.
    case description(AppDescriptionError)
    /// A phrase file is malformed (or the phrases build no grammar).
    case grammar(GrammarError)
    /// A corpus line is malformed.
    case corpus(CorpusError)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason): return "cannot read \(path): \(reason)"
        case .description(let error): return error.description
        case .grammar(let error): return error.description
        case .corpus(let error): return error.description
        }
    }
}

/// An app folder for `intenttodo phrases`: the app's App Shortcuts phrases
/// (`AppShortcuts.xcstrings`, or `<lang>.lproj/AppShortcuts.strings`), its `intents.json` and its
/// `*.corpus` files. The phrases alone form the grammar: `${applicationName}` is the app's names,
/// each `${parameter}` a slot declared from intents.json (entity parameters resolve against the
/// fixtures, enum parameters take the enum's cases).
///
///     let app = try PhraseApp(folder: URL(fileURLWithPath: "Corpus/examples/recipes"))
///     let engine = try app.engine()
///     let report = try app.test(engine: engine)
public struct PhraseApp: Sendable {
    /// The description file's name in the folder.
    public static let descriptionFileName = "intents.json"

    /// The folder, as given.
    public var folder: URL
    /// What intents.json says.
    public var app: AppDescription
    /// Every phrase read, in file order, each with its intent when it could be told.
    public var phrases: [ShortcutPhrase]
    /// The languages the phrases are in, restricted to those asked for.
    public var languages: [Language]
    /// The corpus files under the folder, sorted.
    public var corpusFiles: [URL]

    /// Reads the folder. `languages` restricts everything to those languages (nil: all).
    public init(folder: URL, languages: [Language]? = nil) throws(PhraseAppError) {
        self.folder = folder
        let fileManager = FileManager.default
        var isFolder: ObjCBool = false
        guard fileManager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw .unreadable(path: Self.display(folder), reason: "not a folder")
        }
        let descriptionURL = folder.appendingPathComponent(Self.descriptionFileName)
        let descriptionText = try Self.read(descriptionURL)
        do {
            app = try AppDescription(json: descriptionText, file: Self.display(descriptionURL))
        } catch {
            throw .description(error)
        }

        var phrases: [ShortcutPhrase] = []
        let catalog = folder.appendingPathComponent(AppShortcuts.catalogFileName)
        do {
            if fileManager.fileExists(atPath: catalog.path) {
                phrases += try AppShortcuts.parseCatalog(source: try Self.read(catalog), file: Self.display(catalog))
            }
            let names = ((try? fileManager.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names where name.hasSuffix(".lproj") {
                guard let language = Language(code: String(name.dropLast(6))) else { continue }
                let strings = folder.appendingPathComponent(name).appendingPathComponent(AppShortcuts.stringsFileName)
                if fileManager.fileExists(atPath: strings.path) {
                    phrases += try AppShortcuts.parseStrings(source: try Self.read(strings), file: Self.display(strings), language: language)
                }
            }
        } catch let error as GrammarError {
            throw .grammar(error)
        } catch let error as PhraseAppError {
            throw error
        } catch {
            throw .unreadable(path: Self.display(folder), reason: "\(error)")
        }
        if let languages { phrases = phrases.filter { languages.contains($0.language) } }
        guard !phrases.isEmpty else {
            throw .unreadable(
                path: Self.display(folder),
                reason: "no App Shortcuts phrases (\(AppShortcuts.catalogFileName), or <lang>.lproj/\(AppShortcuts.stringsFileName))"
                    + (languages.map { " in \($0.map(\.rawValue).joined(separator: ", "))" } ?? ""))
        }
        // A phrase's intent: its comment's, else the intent whose "phrases" list its key.
        let app = self.app
        self.phrases = phrases.map { phrase in
            var phrase = phrase
            if phrase.intent == nil { phrase.intent = Self.intent(forKey: phrase.key, in: app) }
            return phrase
        }
        self.languages = Language.allCases.filter { language in phrases.contains { $0.language == language } }

        var corpusFiles: [URL] = []
        if let walker = fileManager.enumerator(at: folder, includingPropertiesForKeys: nil) {
            while let next = walker.nextObject() as? URL {
                if next.pathExtension == "corpus" { corpusFiles.append(next) }
            }
        }
        self.corpusFiles = corpusFiles.sorted { $0.path < $1.path }
    }

    /// The intent whose `phrases` list this key (exactly, else ignoring case and spacing).
    static func intent(forKey key: String, in app: AppDescription) -> String? {
        if let exact = app.intents.first(where: { $0.phraseKeys.contains(key) }) { return exact.name }
        let folded = fold(key)
        return app.intents.first { $0.phraseKeys.contains { fold($0) == folded } }?.name
    }

    /// Lowercased, white space collapsed: how two phrases are compared for sameness.
    static func fold(_ phrase: String) -> String {
        phrase.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// The phrases that can be templates: a declared intent, every parameter declared by it.
    var usablePhrases: [ShortcutPhrase] {
        phrases.filter { phrase in
            guard let name = phrase.intent, let intent = app.intent(named: name) else { return false }
            return phrase.parameters.allSatisfy { intent.parameter(named: $0) != nil }
        }
    }

    // MARK: The grammar

    /// The slot each (intent, parameter) fills: the parameter's name, qualified by the intent
    /// (`PlanMeal.meal`) when another intent gives a parameter of that name another type.
    func slotName(intent: String, parameter: String) -> String {
        let types = Set(app.intents.compactMap { $0.parameter(named: parameter)?.type })
        return types.count > 1 ? "\(intent).\(parameter)" : parameter
    }

    /// How a parameter is read: entity and enum parameters as such, the others by the value
    /// parsers the engine has (integers and strings as words, booleans as yes/no words).
    func slotKind(_ type: AppDescription.ParameterType) -> SlotKind {
        switch type {
        case .entity(let name): return .entity(type: name)
        case .enumeration, .boolean: return .enumeration
        case .string, .integer: return .text
        case .date: return .date
        case .duration: return .duration
        }
    }

    func enumValues(_ type: AppDescription.ParameterType, language: Language, at location: SourceLocation) -> [EnumValue] {
        switch type {
        case .enumeration(let name):
            return (app.enums[name]?.cases ?? []).map { EnumValue(value: $0.value, phrases: $0.phrases(in: language), language: language, at: location) }
        case .boolean:
            let words: [Language: ([String], [String])] = [
                .en: (["yes", "on", "true"], ["no", "off", "false"]), .ja: (["はい", "オン"], ["いいえ", "オフ"]),
            ]
            let (yes, no) = words[language] ?? (["yes"], ["no"])
            return [EnumValue(value: "true", phrases: yes, language: language, at: location),
                EnumValue(value: "false", phrases: no, language: language, at: location),]
        default:
            return []
        }
    }

    /// The grammar of one language: `<app>` and a slot for every parameter, then every usable phrase.
    public func grammar(for language: Language) throws(PhraseAppError) -> Grammar {
        var grammar = Grammar(language: language)
        let location = SourceLocation(file: Self.display(folder.appendingPathComponent(Self.descriptionFileName)), line: 1, column: 1)
        do {
            // NB: Japanese speakers say the app's Latin name too.
            let names = language == AppShortcuts.keyLanguage
                ? app.names[language] ?? [] : (app.names[language] ?? []) + (app.names[AppShortcuts.keyLanguage] ?? [])
            try grammar.declareRule(Grammar.appRuleName, phrases: names, at: location)
            var declared: Set<String> = []
            for intent in app.intents {
                for parameter in intent.parameters {
                    let name = slotName(intent: intent.name, parameter: parameter.name)
                    guard declared.insert(name).inserted else { continue }
                    let values = enumValues(parameter.type, language: language, at: location).filter(\.isSayable)
                    try grammar.declareSlot(Slot(name: name, parameter: parameter.name, kind: slotKind(parameter.type), values: values, at: location))
                }
            }
            for phrase in usablePhrases where phrase.language == language {
                let intent = phrase.intent!
                var names: [String: String] = [:]
                for parameter in phrase.parameters { names[parameter] = slotName(intent: intent, parameter: parameter) }
                try grammar.addShortcut(phrase, intent: intent, slotNames: names)
            }
        } catch {
            throw .grammar(error)
        }
        return grammar
    }

    /// The engine over every language's grammar, compiled.
    public func engine(normalizer: Normalizer = Normalizer()) throws(PhraseAppError) -> PhraseEngine {
        var grammars: [Grammar] = []
        for language in languages { grammars.append(try grammar(for: language)) }
        let schemas = app.intents.map { intent in
            IntentSchema(name: intent.name, parameters: intent.parameters.map { .init(name: $0.name, isRequired: $0.isRequired) })
        }
        do {
            return try PhraseEngine(grammars: grammars, schemas: schemas, normalizer: normalizer)
        } catch {
            throw .grammar(error)
        }
    }

    /// The phrase a template of the engine came from, by language, intent and canonical text.
    func phrase(language: Language, intent: String, template: String) -> ShortcutPhrase? {
        usablePhrases.first { $0.language == language && $0.intent == intent && $0.expansion.render(language: language) == template }
            ?? usablePhrases.first { phrase in
                guard phrase.language == language, phrase.intent == intent else { return false }
                var names: [String: String] = [:]
                for parameter in phrase.parameters { names[parameter] = slotName(intent: intent, parameter: parameter) }
                return phrase.expansion.renamingSlotsForDisplay(names).render(language: language) == template
            }
    }

    // MARK: Files

    static func read(_ url: URL) throws(PhraseAppError) -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw .unreadable(path: display(url), reason: "no such file, or not readable")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .unreadable(path: display(url), reason: "not UTF-8 text") }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// A path relative to the working directory when under it, for shorter messages.
    static func display(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = FileManager.default.currentDirectoryPath
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}

extension Expansion {
    /// The expansion with slots renamed (for matching an engine template's canonical text).
    func renamingSlotsForDisplay(_ names: [String: String]) -> Expansion {
        switch self {
        case .word, .rule: return self
        case .slot(let name): return .slot(names[name] ?? name)
        case .optional(let inner): return .optional(inner.renamingSlotsForDisplay(names))
        case .sequence(let items): return .sequence(items.map { $0.renamingSlotsForDisplay(names) })
        case .alternatives(let items): return .alternatives(items.map { $0.renamingSlotsForDisplay(names) })
        }
    }
}
