import Basics
import Foundation

/// One line of a corpus: a sentence and what it must parse to.
///
///     complete by bread => CompleteTodo todo="Buy bread"
///     delete buy => DeleteTodo todo=?"Buy milk"|"Buy bread"
///     add a todo => AddTodo !missing=title
///     what's the weather => none
public struct CorpusCase: Sendable, Equatable {
    /// What a slot must hold.
    public enum ExpectedSlot: Sendable, Equatable {
        /// The value in CONTRACT.md's encoding (entities: the resolved title).
        case value(String)
        /// Not resolved to one entity; with the candidate titles when given.
        case ambiguous([String]?)
    }

    public var file: String
    public var line: Int
    public var utterance: String
    /// nil for `none`: nothing may match.
    public var intent: String?

    /// True when `got` is the expected intent, or one of several written `A|B` (two readings
    /// equally right: "remove milk from the list" completes or deletes after a yes).
    public func accepts(intent got: String?) -> Bool {
        guard let intent else { return got == nil }
        guard let got else { return false }
        return intent == got || intent.split(separator: "|").contains { $0 == got }
    }
    public var slots: [String: ExpectedSlot]
    /// Required parameters that must be reported missing (nil: not checked beyond the slots).
    public var missing: [String]?
    public var fixture: String?
    public var now: String?
    public var timeZone: String?
    public var language: Language?
}

/// A malformed corpus line, with its place.
public struct CorpusError: Error, CustomStringConvertible, Sendable {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
}

/// Reads `*.corpus` files (format: Corpus/README.md).
public enum CorpusFile {
    /// Parses a corpus file's text; directives (`@fixture`, `@now`, `@tz`, `@lang`) apply to the lines after them.
    public static func parse(_ text: String, file: String) throws(CorpusError) -> [CorpusCase] {
        var cases: [CorpusCase] = []
        var fixture: String?
        var now: String?
        var timeZone: String?
        var language: Language?
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            let line = stripComment(String(rawLine)).trimmingCharacters(in: .whitespaces)
            if line.isEmpty { continue }
            if line.hasPrefix("@") {
                let parts = line.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
                let value = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
                switch parts[0] {
                case "fixture": fixture = value.isEmpty ? nil : value
                case "now":
                    guard DueDate(encoded: value) != nil else {
                        throw CorpusError(file: file, line: lineNumber, message: "@now needs YYYY-MM-DDTHH:MM, got '\(value)'")
                    }
                    now = value
                case "tz":
                    guard TimeZone(identifier: value) != nil else {
                        throw CorpusError(file: file, line: lineNumber, message: "unknown time zone '\(value)'")
                    }
                    timeZone = value
                case "lang":
                    guard let parsed = Language(rawValue: value) else {
                        throw CorpusError(file: file, line: lineNumber, message: "@lang takes en or ja, got '\(value)'")
                    }
                    language = parsed
                default:
                    throw CorpusError(file: file, line: lineNumber, message: "unknown directive '@\(parts[0])'")
                }
                continue
            }
            guard let arrow = line.range(of: "=>") else {
                throw CorpusError(file: file, line: lineNumber, message: "expected 'utterance => Intent slot=value…'")
            }
            let utterance = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
            let expectation = line[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            guard !utterance.isEmpty else {
                throw CorpusError(file: file, line: lineNumber, message: "empty utterance")
            }
            var item = CorpusCase(
                file: file, line: lineNumber, utterance: utterance, intent: nil, slots: [:], missing: nil,
                fixture: fixture, now: now, timeZone: timeZone, language: language)
            let words = try tokens(expectation, file: file, line: lineNumber)
            guard let head = words.first else {
                throw CorpusError(file: file, line: lineNumber, message: "missing intent after '=>'")
            }
            if head.lowercased() != "none" { item.intent = head }
            for word in words.dropFirst() {
                guard let equals = word.firstIndex(of: "=") else {
                    throw CorpusError(file: file, line: lineNumber, message: "expected slot=value, got '\(word)'")
                }
                var name = String(word[..<equals])
                let value = String(word[word.index(after: equals)...])
                if name == "!missing" {
                    item.missing = value.split(separator: ",").map(String.init)
                    continue
                }
                name = name.trimmingCharacters(in: .whitespaces)
                if value.hasPrefix("?") {
                    let list = String(value.dropFirst())
                    item.slots[name] = .ambiguous(list.isEmpty ? nil : list.split(separator: "|").map { unquote(String($0)) })
                } else {
                    item.slots[name] = .value(unquote(value))
                }
            }
            cases.append(item)
        }
        return cases
    }

    /// Splits at spaces outside double quotes: `todo="Buy milk" due=2026-12-01` → two words.
    private static func tokens(_ text: String, file: String, line: Int) throws(CorpusError) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        for character in text {
            if character == "\"" { quoted.toggle() }
            if character == " " && !quoted {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if quoted { throw CorpusError(file: file, line: line, message: "unclosed quote") }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func unquote(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// Drops a `#` comment that is outside quotes and starts a word (so `#2` inside a value stays).
    private static func stripComment(_ line: String) -> String {
        var quoted = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" { quoted.toggle() }
            if character == "#" && !quoted && previous.isWhitespace { return String(line[..<index]) }
            previous = character
        }
        return line
    }
}
