import Basics
import EntityResolution
import Foundation

/// An entity the user named, resolved to one record of the app.
public struct EntityReference: Sendable, Hashable {
    public var id: Int64
    public var title: String
    /// The words the user said for it ("the milk one", 「それ」).
    public var spoken: String

    public init(id: Int64, title: String, spoken: String) {
        self.id = id
        self.title = title
        self.spoken = spoken
    }
}

/// A parameter value ready for the app: entities resolved, values parsed.
public enum ActionValue: Sendable, Hashable {
    case text(String)
    case enumValue(String)
    case entity(EntityReference)
    case date(DueDate)
    case duration(Int)
    case repeatRule(RecurrenceRule)
    case flag(Bool)
    case texts([String])
}

/// What the user asked for, with the values gathered so far (across questions).
///
///     Action(intent: "DeleteTodo", language: .en, values: ["todo": .entity(milk)])
public struct Action: Sendable, Hashable {
    public var intent: String
    public var language: Language
    public var values: [String: ActionValue]
    /// True once the user said yes to the action's confirmation question: only then may the
    /// app run an action that needs one (an app never assumes a yes it did not hear).
    public var isConfirmed = false

    public init(intent: String, language: Language, values: [String: ActionValue] = [:]) {
        self.intent = intent
        self.language = language
        self.values = values
    }
}

/// One option of a `choice` question: what is said, and the value it stands for.
public struct Choice: Sendable, Hashable {
    public var label: String
    public var value: ActionValue
    /// Other words that pick this option ("an hour" for "1 hour").
    public var aliases: [String]

    public init(label: String, value: ActionValue, aliases: [String] = []) {
        self.label = label
        self.value = value
        self.aliases = aliases
    }
}

/// The result of running an action.
public struct Outcome: Sendable {
    public var isSuccess: Bool
    public var say: String
    /// The app's structured result (passed through untouched to `listen --json`).
    public var result: JSONValue?
    /// Entities the action was about, by parameter name, so "it" can refer to them next.
    public var subjects: [String: EntityReference]
    /// Parameters whose "it" no longer points anywhere: the answer showed several of them
    /// (a listing), so "complete it" next asks which.
    public var forgets: Set<String> = []
    /// What a listing showed, by parameter, in the order shown: "it" next asks which of these,
    /// as numbered choices.
    public var shown: [String: [EntityReference]] = [:]

    public init(isSuccess: Bool, say: String, result: JSONValue? = nil, subjects: [String: EntityReference] = [:]) {
        self.isSuccess = isSuccess
        self.say = say
        self.result = result
        self.subjects = subjects
    }
}

/// What to do when an entity the user named does not exist.
public enum UnresolvedPlan: Sendable {
    /// Offer to create it first (`prompt` is a yes/no question); on yes, run `create`, then go on.
    case offerToCreate(prompt: String, create: Action)
    /// Give up with this message.
    case fail(String)
}

/// One turn of the conversation, as `listen --json` prints it.
public struct Turn: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case done, ask, nomatch, cancelled, error
    }

    /// The question asked, when `kind == .ask`.
    public struct Ask: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case value, choice, confirm
        }
        public var kind: Kind
        public var parameter: String
        public var options: [String]
    }

    public var input: String
    public var language: Language
    public var kind: Kind
    public var intent: String?
    public var say: String
    public var ask: Ask?
    /// The app's structured result of a `done` turn.
    public var result: JSONValue?

    public init(
        input: String, language: Language, kind: Kind, intent: String?, say: String, ask: Ask? = nil, result: JSONValue? = nil
    ) {
        self.input = input
        self.language = language
        self.kind = kind
        self.intent = intent
        self.say = say
        self.ask = ask
        self.result = result
    }
}
