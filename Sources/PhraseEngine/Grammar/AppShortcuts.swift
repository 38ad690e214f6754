import Basics
import Foundation

/// One phrase of an App Shortcuts file: the English key, its localized form, and its intent
/// when a comment names it.
///
///     // "Complete ${todo} in ${applicationName}" = "${applicationName}で${todo}を完了";
///     phrase.key        // "Complete ${todo} in ${applicationName}"
///     phrase.phrase     // "${applicationName}で${todo}を完了"
///     phrase.language   // .ja
public struct ShortcutPhrase: Sendable, Hashable {
    /// The key: the English phrase with `${parameter}` placeholders.
    public var key: String
    /// The phrase in `language`, with the same placeholders.
    public var phrase: String
    /// The language of `phrase`.
    public var language: Language
    /// The intent named by a `/* intent: Name */` comment (strings) or the `comment` field
    /// (String Catalog), if any.
    public var intent: String?
    /// Where the phrase was written.
    public var location: SourceLocation
    var lineText: String?

    /// A phrase.
    ///
    ///     ShortcutPhrase(key: "Undo in ${applicationName}", phrase: "Undo in ${applicationName}", language: .en,
    ///                    intent: "Undo", location: SourceLocation(file: "AppShortcuts.strings", line: 1, column: 1))
    public init(key: String, phrase: String, language: Language, intent: String?, location: SourceLocation) {
        self.key = key
        self.phrase = phrase
        self.language = language
        self.intent = intent
        self.location = location
    }

    /// The phrase as a template: `${applicationName}` becomes `<app>`, `${p}` becomes `$<p>`,
    /// other text becomes words.
    ///
    ///     phrase.expansion.render(language: .ja)   // "<app>で$<todo>を完了"
    public var expansion: Expansion { Self.pieces(of: phrase).expansion(language: language) }

    /// The placeholders and text of a phrase, in order.
    enum Piece: Equatable {
        case text(String)
        case placeholder(String, offset: Int)
    }

    static let applicationName = "applicationName"

    static func pieces(of phrase: String) -> [Piece] {
        var pieces: [Piece] = []
        let characters = Array(phrase)
        var text = ""
        var index = 0
        while index < characters.count {
            if characters[index] == "$", index + 1 < characters.count, characters[index + 1] == "{",
                let close = characters[(index + 2)...].firstIndex(of: "}")
            {
                let name = String(characters[(index + 2)..<close]).trimmingCharacters(in: .whitespaces)
                if !name.isEmpty {
                    if !text.isEmpty { pieces.append(.text(text)) }
                    text = ""
                    pieces.append(.placeholder(name, offset: index))
                    index = close + 1
                    continue
                }
            }
            text.append(characters[index])
            index += 1
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        return pieces
    }

    /// References of the phrase's template, located in the file (columns are approximate
    /// when the phrase has escapes before the placeholder).
    var references: [Reference] {
        Self.pieces(of: phrase).compactMap { piece in
            guard case .placeholder(let name, let offset) = piece else { return nil }
            var location = location
            location.column += offset
            return Reference(kind: name == Self.applicationName ? .rule(Grammar.appRuleName) : .slot(name), location: location)
        }
    }
}

extension [ShortcutPhrase.Piece] {
    func expansion(language: Language) -> Expansion {
        var items: [Expansion] = []
        for piece in self {
            switch piece {
            case .placeholder(let name, _):
                items.append(name == ShortcutPhrase.applicationName ? .rule(Grammar.appRuleName) : .slot(name))
            case .text(let text):
                let words = text.split(whereSeparator: { $0.isWhitespace }).map { Expansion.word(String($0)) }
                items += words
            }
        }
        return .sequence(items)
    }
}

/// Reads Apple's App Shortcuts phrase files, so that the phrases a person configured for
/// Siri also work here.
///
///     let phrases = try AppShortcuts.parseStrings(source: text, file: "ja.lproj/AppShortcuts.strings", language: .ja)
public enum AppShortcuts {
    /// The language String Catalog keys are written in (Apple's convention: English).
    public static let keyLanguage = Language.en

    /// The file names looked for by `Grammar.loadAll(directory:)`.
    public static let stringsFileName = "AppShortcuts.strings"
    /// The String Catalog file name looked for by `Grammar.loadAll(directory:)`.
    public static let catalogFileName = "AppShortcuts.xcstrings"

    /// Parses an `.strings` file: `"key" = "value";` entries, `/* */` and `//` comments, escapes.
    /// A comment `intent: Name` before an entry names its intent.
    ///
    ///     try AppShortcuts.parseStrings(source: "/* intent: Undo */\n\"Undo\" = \"元に戻す\";", file: "x", language: .ja)
    ///     // [ShortcutPhrase(key: "Undo", phrase: "元に戻す", language: .ja, intent: "Undo", …)]
    public static func parseStrings(source: String, file: String, language: Language) throws(GrammarError) -> [ShortcutPhrase] {
        var scanner = StringsScanner(source: source, file: file)
        return try scanner.entries(language: language)
    }

    /// Parses a String Catalog (`.xcstrings` JSON): `strings -> KEY -> localizations -> LANG ->
    /// stringUnit -> value`. A key's `comment` naming an intent (`CompleteTodo` or
    /// `intent: CompleteTodo`) sets its intent. The source language falls back to the key itself.
    ///
    ///     try AppShortcuts.parseCatalog(source: json, file: "AppShortcuts.xcstrings")
    public static func parseCatalog(source: String, file: String) throws(GrammarError) -> [ShortcutPhrase] {
        let catalog: JSONValue
        do {
            catalog = try JSONValue(parsing: source)
        } catch {
            throw GrammarError(
                .expected("a String Catalog (JSON)", found: "malformed JSON (\(error.reason))"),
                at: SourceLocation(file: file, line: error.line, column: error.column))
        }
        guard let strings = catalog["strings"]?.objectValue else {
            throw GrammarError(.expected("a String Catalog with a \"strings\" object", found: "something else"),
                at: SourceLocation(file: file, line: 1, column: 1))
        }
        let sourceLanguage = catalog["sourceLanguage"]?.stringValue.flatMap(Language.init(code:)) ?? .en
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var phrases: [ShortcutPhrase] = []
        for (key, entry) in strings {
            let intent = entry["comment"]?.stringValue.flatMap(intentName(inComment:))
            let (location, lineText) = locate(key: key, in: lines, file: file)
            var languages: [Language: String] = [:]
            for (code, localization) in entry["localizations"]?.objectValue ?? [:] {
                guard let language = Language(code: code), let text = localization["stringUnit"]?["value"]?.stringValue
                else { continue }
                languages[language] = text
            }
            if languages[sourceLanguage] == nil { languages[sourceLanguage] = key }
            for language in Language.allCases {
                guard let text = languages[language] else { continue }
                var phrase = ShortcutPhrase(key: key, phrase: text, language: language, intent: intent, location: location)
                phrase.lineText = lineText
                phrases.append(phrase)
            }
        }
        return phrases.sorted { ($0.location.line, $0.language.rawValue) < ($1.location.line, $1.language.rawValue) }
    }

    /// `intent: Name` anywhere in a comment, or a comment that is just an intent name.
    static func intentName(inComment comment: String) -> String? {
        let trimmed = comment.trimmingCharacters(in: .whitespacesAndNewlines)
        if let range = trimmed.range(of: "intent:") {
            let rest = trimmed[range.upperBound...].drop { $0.isWhitespace }
            let name = rest.prefix { Syntax.isIdentifierCharacter($0) }
            return name.isEmpty ? nil : String(name)
        }
        if let first = trimmed.first, Syntax.isIdentifierStart(first), trimmed.allSatisfy(Syntax.isIdentifierCharacter) {
            return trimmed
        }
        return nil
    }

    /// The line of a key in JSON text (its first occurrence as a quoted string).
    private static func locate(key: String, in lines: [String], file: String) -> (SourceLocation, String?) {
        let quoted = "\"" + key.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: quoted) {
                let column = line.distance(from: line.startIndex, to: range.lowerBound) + 2
                return (SourceLocation(file: file, line: index + 1, column: column), line)
            }
        }
        return (SourceLocation(file: file, line: 1, column: 1), nil)
    }
}

/// A scanner for the old-style `.strings` format.
struct StringsScanner {
    let characters: [Character]
    let lines: [String]
    let file: String
    var index = 0
    var line = 1
    var column = 1

    init(source: String, file: String) {
        let text = source.hasPrefix("\u{FEFF}") ? String(source.dropFirst()) : source
        characters = Array(text)
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        self.file = file
    }

    var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    func error(_ problem: GrammarError.Problem, at location: SourceLocation? = nil) -> GrammarError {
        let location = location ?? self.location
        let lineText = location.line <= lines.count ? lines[location.line - 1] : nil
        return GrammarError(problem, at: location, line: lineText)
    }

    var current: Character? { index < characters.count ? characters[index] : nil }

    mutating func advance() {
        if characters[index] == "\n" {
            line += 1
            column = 1
        } else {
            column += 1
        }
        index += 1
    }

    func describe() -> String { current.map { $0 == "\n" ? "end of line" : "'\($0)'" } ?? "end of file" }

    mutating func entries(language: Language) throws(GrammarError) -> [ShortcutPhrase] {
        var phrases: [ShortcutPhrase] = []
        var pendingIntent: String?
        while true {
            if let comment = try skipTrivia() {
                if let intent = AppShortcuts.intentName(inComment: comment) { pendingIntent = intent }
                continue
            }
            guard current != nil else { return phrases }
            guard current == "\"" else {
                throw error(.expected("a quoted key", found: describe()))
            }
            let key = try quoted()
            _ = try skipAllTrivia()
            guard current == "=" else { throw error(.expected("'=' after the key", found: describe())) }
            advance()
            _ = try skipAllTrivia()
            guard current == "\"" else { throw error(.expected("a quoted phrase", found: describe())) }
            var valueLocation = location
            valueLocation.column += 1
            let value = try quoted()
            _ = try skipAllTrivia()
            guard current == ";" else { throw error(.expected("';' after the phrase", found: describe())) }
            advance()
            var phrase = ShortcutPhrase(key: key, phrase: value, language: language, intent: pendingIntent, location: valueLocation)
            phrase.lineText = valueLocation.line <= lines.count ? lines[valueLocation.line - 1] : nil
            phrases.append(phrase)
            pendingIntent = nil
        }
    }

    /// Skips white space; returns the text of one comment when it meets one.
    mutating func skipTrivia() throws(GrammarError) -> String? {
        while let character = current {
            if character.isWhitespace {
                advance()
                continue
            }
            if character == "/", index + 1 < characters.count {
                let next = characters[index + 1]
                if next == "/" {
                    var text = ""
                    advance()
                    advance()
                    while let c = current, c != "\n" {
                        text.append(c)
                        advance()
                    }
                    return text
                }
                if next == "*" {
                    let start = location
                    var text = ""
                    advance()
                    advance()
                    while true {
                        guard let c = current else { throw error(.unterminated("comment"), at: start) }
                        if c == "*", index + 1 < characters.count, characters[index + 1] == "/" {
                            advance()
                            advance()
                            return text
                        }
                        text.append(c)
                        advance()
                    }
                }
            }
            return nil
        }
        return nil
    }

    mutating func skipAllTrivia() throws(GrammarError) -> Bool {
        var sawComment = false
        while try skipTrivia() != nil { sawComment = true }
        return sawComment
    }

    /// A `"…"` string with `\"`, `\\`, `\n`, `\t`, `\r`, `\'`, `\0`, `\Uxxxx`, `\uxxxx` escapes.
    mutating func quoted() throws(GrammarError) -> String {
        let start = location
        advance()
        var scalars = String.UnicodeScalarView()
        var pendingHigh: UInt32?
        while true {
            guard let character = current else { throw error(.unterminated("string"), at: start) }
            advance()
            if character == "\"" { break }
            guard character == "\\" else {
                scalars.append(contentsOf: String(character).unicodeScalars)
                continue
            }
            guard let escaped = current else { throw error(.unterminated("string"), at: start) }
            advance()
            switch escaped {
            case "n": scalars.append("\n")
            case "t": scalars.append("\t")
            case "r": scalars.append("\r")
            case "0": scalars.append("\u{0}")
            case "U", "u":
                var value: UInt32 = 0
                for _ in 0..<4 {
                    guard let digit = current?.hexDigitValue else {
                        throw error(.expected("four hex digits after '\\\(escaped)'", found: describe()))
                    }
                    value = value * 16 + UInt32(digit)
                    advance()
                }
                if (0xD800...0xDBFF).contains(value) {
                    pendingHigh = value
                    continue
                }
                if let high = pendingHigh, (0xDC00...0xDFFF).contains(value) {
                    value = 0x10000 + ((high - 0xD800) << 10) + (value - 0xDC00)
                }
                pendingHigh = nil
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            default:
                scalars.append(contentsOf: String(escaped).unicodeScalars)
            }
        }
        return String(scalars)
    }
}
