import Basics
import Foundation

/// An app as `intenttodo phrases` sees it, read from its `intents.json` (schema:
/// docs/PHRASES.md): its name, its entity types with fixture records, its enums, and its intents
/// with their parameters. Nothing here knows any particular app.
///
///     let app = try AppDescription(json: text, file: "intents.json")
///     app.intents.map(\.name)   // ["ShowRecipe", "PlanMeal"]
public struct AppDescription: Sendable {
    /// The app's name and other names people say for it, per language (`${applicationName}`).
    public var names: [Language: [String]]
    /// Entity types by name, each with its fixture records.
    public var entities: [String: EntityType]
    /// Enum types by name, each with its cases.
    public var enums: [String: EnumType]
    /// The intents, in file order.
    public var intents: [Intent]

    /// An entity type (an AppEntity): the records a test resolves spoken names against.
    public struct EntityType: Sendable {
        public var name: String
        public var fixtures: [Fixture]
    }

    /// One record of an entity type: its name (what a corpus line expects) and other names
    /// that mean it (any language).
    public struct Fixture: Sendable, Hashable {
        public var name: String
        public var synonyms: [String]
        /// The name, then the synonyms.
        public var allNames: [String] { [name] + synonyms }

        /// The name to say in a language: the first name written in that language's script
        /// (Japanese: kana or kanji; English: none), else the name.
        public func spoken(in language: Language) -> String {
            allNames.first { AppDescription.script(of: $0) == language } ?? name
        }
    }

    /// An enum type (an AppEnum) and its cases.
    public struct EnumType: Sendable {
        public var name: String
        public var cases: [EnumCase]
    }

    /// One enum case: the value a corpus line expects and the words for it per language (a
    /// language without words says the value itself).
    public struct EnumCase: Sendable, Hashable {
        public var value: String
        public var synonyms: [Language: [String]]

        /// The words for the case in a language.
        public func phrases(in language: Language) -> [String] {
            let words = synonyms[language] ?? []
            return words.isEmpty ? [value] : words
        }
    }

    /// The kinds of parameter an intent may take.
    public enum ParameterType: Sendable, Hashable, CustomStringConvertible {
        case entity(String)
        case enumeration(String)
        case string, integer, date, duration, boolean

        /// The type names as intents.json writes them.
        public static let names = ["entity", "enum", "string", "integer", "date", "duration", "boolean"]

        /// True for the types Apple allows in an App Shortcut phrase (AppEntity, AppEnum).
        public var isAllowedInPhrases: Bool {
            switch self {
            case .entity, .enumeration: return true
            default: return false
            }
        }

        /// `entity Recipe`, `enum Meal`, `string`.
        public var description: String {
            switch self {
            case .entity(let type): return "entity \(type)"
            case .enumeration(let type): return "enum \(type)"
            case .string: return "string"
            case .integer: return "integer"
            case .date: return "date"
            case .duration: return "duration"
            case .boolean: return "boolean"
            }
        }
    }

    /// One parameter of an intent.
    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var type: ParameterType
        public var isRequired: Bool
    }

    /// One intent: its name, its parameters, and the keys of its App Shortcuts phrases (for
    /// phrase files that do not name their intents in comments).
    public struct Intent: Sendable {
        public var name: String
        public var parameters: [Parameter]
        public var phraseKeys: [String]

        /// The parameter of this name, if declared.
        public func parameter(named name: String) -> Parameter? { parameters.first { $0.name == name } }
    }

    /// The intent of this name, if declared.
    public func intent(named name: String) -> Intent? { intents.first { $0.name == name } }

    /// The app's first name in a language (English when it has none of its own).
    public func applicationName(in language: Language) -> String {
        names[language]?.first ?? names[.en]?.first ?? names.values.first?.first ?? ""
    }

    /// The language a name is written in by its script: kana or kanji mean Japanese, else English.
    static func script(of text: String) -> Language { Language.detect(in: text) ?? .en }
}

/// An `intents.json` that cannot be used, with where: `intents.json: intents[1].parameters[0].type: …`.
public struct AppDescriptionError: Error, CustomStringConvertible, Sendable {
    public var file: String
    /// The JSON path of the value (`intents[1].parameters[0].type`), or the line and column of a syntax error.
    public var path: String
    public var message: String
    public var description: String { "\(file): \(path.isEmpty ? "" : path + ": ")\(message)" }
}

extension AppDescription {
    /// Reads an `intents.json` document.
    ///
    ///     try AppDescription(json: #"{"app": {"name": "Tunes"}, "intents": [{"name": "Play"}]}"#, file: "intents.json")
    public init(json text: String, file: String) throws(AppDescriptionError) {
        let root: JSONValue
        do {
            root = try JSONValue(parsing: text)
        } catch {
            throw AppDescriptionError(file: file, path: "line \(error.line), column \(error.column)", message: error.reason)
        }
        var reader = Reader(file: file)
        self = try reader.description(root)
    }

    /// Reads the description document's values, naming the path of anything wrong.
    private struct Reader {
        let file: String

        func fail(_ path: String, _ message: String) -> AppDescriptionError {
            AppDescriptionError(file: file, path: path, message: message)
        }

        func object(_ value: JSONValue?, _ path: String) throws(AppDescriptionError) -> JSONObject {
            guard let object = value?.objectValue else { throw fail(path, "expected an object") }
            return object
        }

        func string(_ value: JSONValue?, _ path: String) throws(AppDescriptionError) -> String {
            guard let text = value?.stringValue?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty else {
                throw fail(path, "expected a non-empty string")
            }
            return text
        }

        func strings(_ value: JSONValue?, _ path: String) throws(AppDescriptionError) -> [String] {
            guard let value, !value.isNull else { return [] }
            guard let array = value.arrayValue else { throw fail(path, "expected an array of strings") }
            var result: [String] = []
            for (index, item) in array.enumerated() { result.append(try string(item, "\(path)[\(index)]")) }
            return result
        }

        /// Words per language: an object `{"en": [...], "ja": [...]}`, or an array whose
        /// Japanese-script entries are Japanese and the others English.
        func words(_ value: JSONValue?, _ path: String) throws(AppDescriptionError) -> [Language: [String]] {
            guard let value, !value.isNull else { return [:] }
            if value.arrayValue != nil {
                var byLanguage: [Language: [String]] = [:]
                for word in try strings(value, path) { byLanguage[AppDescription.script(of: word), default: []].append(word) }
                return byLanguage
            }
            var byLanguage: [Language: [String]] = [:]
            for (code, list) in try object(value, path) {
                guard let language = Language(rawValue: code) else {
                    throw fail("\(path).\(code)", "unknown language (expected \(Language.allCases.map(\.rawValue).joined(separator: " or ")))")
                }
                byLanguage[language, default: []] += try strings(list, "\(path).\(code)")
            }
            return byLanguage
        }

        mutating func description(_ root: JSONValue) throws(AppDescriptionError) -> AppDescription {
            let top = try object(root, "(top)")
            for key in top.keys where !["app", "entities", "enums", "intents", "comment"].contains(key) {
                throw fail(key, "unknown key (expected app, entities, enums, intents)")
            }
            let app = try object(top["app"], "app")
            let name = try string(app["name"], "app.name")
            var names = try words(app["synonyms"], "app.synonyms")
            names[AppDescription.script(of: name), default: []].insert(name, at: 0)
            if names[.en] == nil { names[.en] = [name] }

            var entities: [String: EntityType] = [:]
            for (typeName, value) in try object(top["entities"] ?? .object([:]), "entities") {
                let path = "entities.\(typeName)"
                let entry = try object(value, path)
                var fixtures: [Fixture] = []
                for (index, item) in (entry["fixtures"]?.arrayValue ?? []).enumerated() {
                    let itemPath = "\(path).fixtures[\(index)]"
                    if let plain = item.stringValue {
                        fixtures.append(Fixture(name: try string(.string(plain), itemPath), synonyms: []))
                        continue
                    }
                    let fixture = try object(item, itemPath)
                    fixtures.append(
                        Fixture(name: try string(fixture["name"], "\(itemPath).name"), synonyms: try strings(fixture["synonyms"], "\(itemPath).synonyms")))
                }
                guard !fixtures.isEmpty else { throw fail("\(path).fixtures", "expected at least one fixture record") }
                entities[typeName] = EntityType(name: typeName, fixtures: fixtures)
            }

            var enums: [String: EnumType] = [:]
            for (typeName, value) in try object(top["enums"] ?? .object([:]), "enums") {
                let path = "enums.\(typeName)"
                let entry = try object(value, path)
                var cases: [EnumCase] = []
                for (index, item) in (entry["cases"]?.arrayValue ?? []).enumerated() {
                    let itemPath = "\(path).cases[\(index)]"
                    if let plain = item.stringValue {
                        cases.append(EnumCase(value: try string(.string(plain), itemPath), synonyms: [:]))
                        continue
                    }
                    let enumCase = try object(item, itemPath)
                    cases.append(
                        EnumCase(value: try string(enumCase["value"], "\(itemPath).value"), synonyms: try words(enumCase["synonyms"], "\(itemPath).synonyms")))
                }
                guard !cases.isEmpty else { throw fail("\(path).cases", "expected at least one case") }
                enums[typeName] = EnumType(name: typeName, cases: cases)
            }

            guard let intentList = top["intents"]?.arrayValue, !intentList.isEmpty else {
                throw fail("intents", "expected an array of at least one intent")
            }
            var intents: [Intent] = []
            for (index, value) in intentList.enumerated() {
                let path = "intents[\(index)]"
                let entry = try object(value, path)
                let intentName = try string(entry["name"], "\(path).name")
                if intents.contains(where: { $0.name == intentName }) { throw fail("\(path).name", "intent ‘\(intentName)’ declared twice") }
                var parameters: [Parameter] = []
                for (parameterIndex, item) in (entry["parameters"]?.arrayValue ?? []).enumerated() {
                    let parameterPath = "\(path).parameters[\(parameterIndex)]"
                    let parameter = try object(item, parameterPath)
                    let parameterName = try string(parameter["name"], "\(parameterPath).name")
                    if parameters.contains(where: { $0.name == parameterName }) {
                        throw fail("\(parameterPath).name", "parameter ‘\(parameterName)’ declared twice")
                    }
                    let typeName = try string(parameter["type"], "\(parameterPath).type")
                    let type: ParameterType
                    switch typeName {
                    case "entity":
                        let entity = try string(parameter["entity"], "\(parameterPath).entity")
                        guard entities[entity] != nil else { throw fail("\(parameterPath).entity", "no entity type ‘\(entity)’ under \"entities\"") }
                        type = .entity(entity)
                    case "enum":
                        let enumName = try string(parameter["enum"], "\(parameterPath).enum")
                        guard enums[enumName] != nil else { throw fail("\(parameterPath).enum", "no enum ‘\(enumName)’ under \"enums\"") }
                        type = .enumeration(enumName)
                    case "string": type = .string
                    case "integer": type = .integer
                    case "date": type = .date
                    case "duration": type = .duration
                    case "boolean": type = .boolean
                    default:
                        throw fail("\(parameterPath).type", "unknown type ‘\(typeName)’ (expected \(ParameterType.names.joined(separator: ", ")))")
                    }
                    let required = parameter["required"]
                    guard required == nil || required?.boolValue != nil else { throw fail("\(parameterPath).required", "expected true or false") }
                    parameters.append(Parameter(name: parameterName, type: type, isRequired: required?.boolValue ?? false))
                }
                intents.append(Intent(name: intentName, parameters: parameters, phraseKeys: try strings(entry["phrases"], "\(path).phrases")))
            }
            return AppDescription(names: names, entities: entities, enums: enums, intents: intents)
        }
    }
}
