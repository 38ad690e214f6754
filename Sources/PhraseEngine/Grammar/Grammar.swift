import Basics
import Foundation

/// Where something was written: a file, a 1-based line and a 1-based column (in characters).
///
///     SourceLocation(file: "Grammars/en/todo.phrases", line: 12, column: 12).description
///     // "Grammars/en/todo.phrases:12:12"
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    /// A location; `line` and `column` count from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }
}

/// The phrases of one language: rules, slots and intents with their templates.
///
///     let grammar = try Grammar.parse(source: "language en\nintent Undo\n  undo\n", file: "x.phrases")
///     grammar.intents.map(\.name)   // ["Undo"]
public struct Grammar: Sendable {
    /// The rule that `${applicationName}` in App Shortcuts phrases stands for: `<app>`.
    public static let appRuleName = "app"

    /// The language every file of this grammar declared.
    public var language: Language
    /// Reusable fragments by name (`in_app = [in | on] <app>`).
    public internal(set) var rules: [String: Rule] = [:]
    /// Declared parameters by name (`slot todo: entity todo`).
    public internal(set) var slots: [String: Slot] = [:]
    /// Intents in the order they first appear, each with all its templates.
    public internal(set) var intents: [IntentPhrases] {
        get { intentStore.value }
        set { intentStore = LazyIntents(newValue) }
    }
    /// The intents, or the means to read them from a grammar cache on first use: a one-shot
    /// command reads only rules (its automaton is cached whole), and decoding every template of
    /// both languages cost about a sixth of it.
    var intentStore = LazyIntents([])
    /// Words that may open any template (`prefix: [hey] <app>`); alternatives of each other.
    public internal(set) var prefixes: [Template] = []
    /// Words that may close any template (`suffix: <in_app>`); alternatives of each other.
    public internal(set) var suffixes: [Template] = []

    /// An empty grammar of a language.
    public init(language: Language) {
        self.language = language
    }

    /// The templates of an intent, or nil when the grammar has none.
    ///
    ///     grammar.intent(named: "CompleteTodo")?.templates.count   // 3
    public func intent(named name: String) -> IntentPhrases? {
        intents.first { $0.name == name }
    }

    /// Every template with its intent, in file order.
    var allTemplates: [(intent: String, template: Template)] {
        intents.flatMap { intent in intent.templates.map { (intent.name, $0) } }
    }

    mutating func append(_ template: Template, to intentName: String, at location: SourceLocation) {
        if let index = intents.firstIndex(where: { $0.name == intentName }) {
            intents[index].templates.append(template)
        } else {
            intents.append(IntentPhrases(name: intentName, location: location, templates: [template]))
        }
    }
}

/// A grammar's intents, decoded when first asked for (`GrammarCoding`), or given.
final class LazyIntents: @unchecked Sendable {
    // NB: @unchecked — `decoded` and `decode` are read and written under `lock` only.
    private let lock = NSLock()
    private var decoded: [IntentPhrases]?
    private var decode: (() -> [IntentPhrases])?

    init(_ intents: [IntentPhrases]) { decoded = intents }

    init(decoding decode: @escaping () -> [IntentPhrases]) { self.decode = decode }

    var value: [IntentPhrases] {
        lock.withLock {
            if let decoded { return decoded }
            let made = decode?() ?? []
            decoded = made
            decode = nil
            return made
        }
    }
}

/// A named fragment: `in_app = [in | on | with | using] <app>`.
public struct Rule: Sendable {
    /// The name used in `<name>`.
    public var name: String
    /// What `<name>` stands for.
    public var expansion: Expansion
    /// Where the rule was declared.
    public var location: SourceLocation
    var references: [Reference]
}

/// What kind of value a slot takes.
///
///     SlotKind(parsing: "entity todo")   // .entity(type: "todo")
public enum SlotKind: Sendable, Hashable, CustomStringConvertible {
    /// An app entity of a type (`todo`, `list`), resolved fuzzily by the app.
    case entity(type: String)
    /// Free words, taken as spoken.
    case text
    /// A spoken date, parsed to a `DueDate`.
    case date
    /// A spoken duration, parsed to minutes.
    case duration
    /// A spoken recurrence, parsed to a `RecurrenceRule`.
    case repeatRule
    /// One of a closed set of values, each with its own phrases.
    case enumeration

    /// The kind names as written in `slot x: KIND`.
    static let keywords = ["entity", "text", "date", "duration", "repeat", "enum"]

    /// As written after `slot name:` (`entity todo`, `date`, `enum`).
    public var description: String {
        switch self {
        case .entity(let type): return "entity \(type)"
        case .text: return "text"
        case .date: return "date"
        case .duration: return "duration"
        case .repeatRule: return "repeat"
        case .enumeration: return "enum"
        }
    }
}

/// A declared parameter: `slot todo: entity todo`.
public struct Slot: Sendable {
    /// The name used in `$<name>`.
    public var name: String
    /// The intent parameter the slot fills: its name, unless declared `for PARAMETER`
    /// (`slot said_done: entity todo for todo` — a second way to fill `todo`, which the app's
    /// resolver can tell apart by the slot's name).
    public var parameter: String
    /// For an entity slot declared `narrows PARAMETER`: the parameter whose entity it narrows
    /// ("milk from the groceries list": the list says which todo); such a slot fills no
    /// parameter of its own.
    public var narrows: String? = nil
    /// What the slot takes.
    public var kind: SlotKind
    /// For an enum slot, its values with their phrases, in declaration order.
    public var values: [EnumValue]
    /// Where the slot was declared.
    public var location: SourceLocation
}

/// One value of an enum slot and the words that mean it: `  today = today | for today`.
public struct EnumValue: Sendable {
    /// The value the slot gets (`today`).
    public var value: String
    /// The words that mean it.
    public var expansion: Expansion
    /// Where the value was declared.
    public var location: SourceLocation
    var references: [Reference]
}

/// The templates of one intent.
public struct IntentPhrases: Sendable {
    /// The intent's name (`CompleteTodo`), any identifier.
    public var name: String
    /// Where the intent was first declared.
    public var location: SourceLocation
    /// Its templates, in file order.
    public var templates: [Template]
}

/// One way of saying an intent: `mark $<todo> as (done | complete) {urgent=false}`.
public struct Template: Sendable {
    /// The words, groups and slots.
    public var expansion: Expansion
    /// Parameter values this template sets by itself, in written order.
    public var fixedValues: [FixedValue]
    /// Where the template was written.
    public var location: SourceLocation
    var references: [Reference]

    /// The template in canonical form, with its fixed values.
    ///
    ///     template.render(language: .en)   // "show everything {filter=all}"
    public func render(language: Language) -> String {
        let text = expansion.render(language: language)
        guard !fixedValues.isEmpty else { return text }
        let values = fixedValues.map { "\($0.parameter)=\($0.value)" }.joined(separator: ", ")
        return text + " {\(values)}"
    }
}

/// A parameter set by a template without a slot: `{filter=all}`.
public struct FixedValue: Sendable, Hashable {
    /// The parameter's name.
    public var parameter: String
    /// Its value, as written.
    public var value: String

    /// A fixed value.
    public init(parameter: String, value: String) {
        self.parameter = parameter
        self.value = value
    }
}
