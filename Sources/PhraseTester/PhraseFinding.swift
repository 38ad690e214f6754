import Basics
import PhraseEngine

/// Something wrong with an app's App Shortcuts phrases: one of Apple's rules broken, two
/// intents claiming the same sentence, two fixture names taken for each other, or a phrase that
/// cannot be used.
///
///     // AppShortcuts.xcstrings:12: en: missingApplicationName: the phrase does not say ${applicationName} (key "Show ${recipe}")
public struct PhraseFinding: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of finding (docs/PHRASES.md, "Rules and limits").
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Apple: every phrase says the app's name, `${applicationName}`.
        case missingApplicationName
        /// Apple: a parameter in a phrase must be an AppEntity or AppEnum.
        case parameterType
        /// Apple: a phrase holds at most one parameter besides the app's name.
        case tooManyParameters
        /// The same phrase twice in one language.
        case duplicatePhrase
        /// Apple: at most 10 App Shortcuts per app.
        case tooManyShortcuts
        /// The phrase limit per app (with every parameter value filled in).
        case tooManyPhrases
        /// A phrase names a parameter its intent does not declare.
        case unknownParameter
        /// A phrase whose intent neither a comment nor intents.json names, or names an intent
        /// intents.json does not declare.
        case unknownIntent
        /// A sentence sampled from one intent's phrase is claimed by another intent's phrase.
        case collision
        /// A phrase's own sample sentence is understood as nothing.
        case unmatchedSample
        /// Two fixture records of one entity type whose names resolve to each other.
        case confusableEntities
    }

    public var kind: Kind
    /// The language of the phrase (nil for app-wide findings).
    public var language: Language?
    /// Where the phrase (or the first of its kind) is written.
    public var location: SourceLocation?
    /// The phrase's key, as the strings file or catalog has it.
    public var key: String?
    /// One sentence for people.
    public var message: String

    public init(kind: Kind, language: Language?, location: SourceLocation?, key: String?, message: String) {
        self.kind = kind
        self.language = language
        self.location = location
        self.key = key
        self.message = message
    }

    /// `file:line: lang: kind: message (key "…")`.
    public var description: String {
        var parts: [String] = []
        if let location { parts.append("\(location.file):\(location.line)") }
        if let language { parts.append(language.rawValue) }
        parts.append(kind.rawValue)
        var text = parts.joined(separator: ": ") + ": " + message
        if let key { text += " (key \"\(key)\")" }
        return text
    }

    /// `{"kind", "lang", "file", "line", "key", "message"}` (absent values null).
    public var json: JSONValue {
        var object = JSONObject()
        object["kind"] = .string(kind.rawValue)
        object["lang"] = .optional(language?.rawValue)
        object["file"] = .optional(location?.file)
        object["line"] = location.map { .integer(Int64($0.line)) } ?? .null
        object["key"] = .optional(key)
        object["message"] = .string(message)
        return .object(object)
    }
}
