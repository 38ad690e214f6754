import Basics
import EntityResolution

/// One look-up of spoken words as an app entity: what type, which words, and for which
/// intent and parameter — so the app can answer with the scope that intent needs (an open
/// todo for "complete", a done one for "reopen") in one resolution.
///
///     EntityQuery(type: "todo", spoken: "by bread", language: .en, intent: "CompleteTodo", parameter: "todo")
public struct EntityQuery: Sendable, Hashable {
    /// The entity type, as the grammar's slot declares it (`slot todo: entity todo`).
    public var type: String
    /// The words spoken for it.
    public var spoken: String
    /// The language they were read in.
    public var language: Language
    /// The intent whose template holds the slot; nil while the matcher is still weighing
    /// spans (any intent), set for the reading an interpretation keeps.
    public var intent: String?
    /// The parameter the slot fills.
    public var parameter: String
    /// The grammar slot that holds the words: the parameter's name, or a slot declared
    /// `for` it that says something more (`said_done`: a statement of fact).
    public var slot: String
    /// Other entities said to narrow this one ("from the groceries list"), each as a query of
    /// its own: the app resolves them and looks for this entity among theirs.
    public var within: [EntityQuery] = []

    /// A query.
    public init(type: String, spoken: String, language: Language, intent: String?, parameter: String, slot: String? = nil) {
        self.type = type
        self.spoken = spoken
        self.language = language
        self.intent = intent
        self.parameter = parameter
        self.slot = slot ?? parameter
    }
}

/// Resolves the spoken name of an app entity (a todo, a list) to the records it may mean.
///
/// The app implements it over its store; the engine only knows entity *types* by name.
///
///     struct Fake: EntityResolving {
///         func resolve(_ query: EntityQuery) -> Resolution { .notFound(nearest: []) }
///     }
public protocol EntityResolving: Sendable {
    /// What the query's words name among the entities of its type. Called once per span while
    /// matching (`intent` nil) and once for each slot an interpretation keeps (`intent` set):
    /// an app should keep its ranking between the two.
    ///
    ///     resolver.resolve(EntityQuery(type: "todo", spoken: "by bread", …))   // .resolved(Buy bread)
    func resolve(_ query: EntityQuery) -> Resolution

    /// True when the words only say what kind of thing is meant ("the task", 「タスク」), not
    /// which one: the slot is then left empty, so the dialog asks which.
    func namesNothing(_ query: EntityQuery) -> Bool

    /// False when the words cannot fill the query's slot at all (a slot that asks for a form
    /// the words are not in: a statement of fact said as a request): that reading is dropped.
    func accepts(_ query: EntityQuery) -> Bool
}

extension EntityResolving {
    public func namesNothing(_ query: EntityQuery) -> Bool { false }
    public func accepts(_ query: EntityQuery) -> Bool { true }
}

/// The parameters an intent takes, as the app declares them (for reporting missing ones).
///
///     IntentSchema(name: "CompleteTodo", parameters: [.init(name: "todo", isRequired: true)])
public struct IntentSchema: Sendable, Hashable {
    /// One parameter of an intent.
    public struct Parameter: Sendable, Hashable {
        /// The parameter's name, as slots and fixed values name it.
        public var name: String
        /// True when the intent cannot run without it.
        public var isRequired: Bool

        /// A parameter.
        ///
        ///     IntentSchema.Parameter(name: "title", isRequired: true)
        public init(name: String, isRequired: Bool) {
            self.name = name
            self.isRequired = isRequired
        }
    }

    /// The intent's name (`AddTodo`).
    public var name: String
    /// Its parameters.
    public var parameters: [Parameter]
    /// False for an intent that only shows or answers: a reading of it may leave unread the
    /// words that would turn a request into a question (`unread_never_…`, docs/GRAMMAR.md).
    public var changesData: Bool

    /// An intent schema.
    ///
    ///     IntentSchema(name: "Undo", parameters: [])
    public init(name: String, parameters: [Parameter], changesData: Bool = true) {
        self.name = name
        self.parameters = parameters
        self.changesData = changesData
    }
}

/// The value a sentence gave a parameter.
///
///     .text("call the plumber"), .date(DueDate(encoded: "2026-12-01T17:00")!), .enumValue("today")
public enum SlotValue: Sendable, Equatable {
    /// Free words, as spoken (surface form, fillers removed).
    case text(String)
    /// An enum slot's value, or a template's fixed value (`{filter=all}`).
    case enumValue(String)
    /// An entity slot: the words spoken and what the app resolved them to.
    case entity(spoken: String, resolution: Resolution)
    /// A date slot.
    case date(DueDate)
    /// A duration slot, in minutes.
    case duration(Int)
    /// A repeat slot.
    case repeatRule(RecurrenceRule)
    /// Several free texts said at once ("eggs, butter and flour"): an app's reading of a text.
    case texts([String])
}

/// One reading of a sentence as an intent with parameter values.
///
///     // "complete by bread" -> Interpretation(intent: "CompleteTodo", score: 0.93,
///     //                                       slots: ["todo": .entity(...)], missing: [])
public struct Interpretation: Sendable, Equatable {
    /// The intent's name.
    public var intent: String
    /// How well the sentence fits, 0...1 (1: every word matched exactly or filled a slot perfectly).
    public var score: Double
    /// Parameter values: slots filled by the sentence, then the template's fixed values.
    public var slots: [String: SlotValue]
    /// Required parameters (from the intent's schema) that the sentence did not give, in schema order.
    public var missing: [String]
    /// The template that matched, in canonical form.
    public var template: String
    /// Words at the edges no template expected, left unread ("um so", "I don't need it
    /// anymore"); empty for a reading of every word. An app may want a yes before acting on
    /// such a reading.
    public var ignored: String = ""
    /// The part of `ignored` that came after the words read ("lawn" of "snooze water the lawn"
    /// read as "snooze water the"); empty when nothing was left unread at the end.
    public var ignoredAfter: String = ""
    /// The part of `ignored` that came before the words read; empty when nothing was left unread there.
    public var ignoredBefore: String = ""
    /// True when the reading changes data and left unread a word that makes the sentence a
    /// question or takes it back (`KeptWords`): it may not be acted on, nor stand aside for a
    /// worse reading.
    var leftMeaningUnread = false

    /// An interpretation.
    ///
    ///     Interpretation(intent: "Undo", score: 1, slots: [:], missing: [], template: "undo")
    public init(intent: String, score: Double, slots: [String: SlotValue], missing: [String], template: String) {
        self.intent = intent
        self.score = score
        self.slots = slots
        self.missing = missing
        self.template = template
    }
}

/// What a sentence may mean: the best interpretation and the best one of each other intent.
///
///     engine.parse("complete by bread", language: .en, clock: clock, entities: store).best?.intent
///     // "CompleteTodo"
public struct ParseResult: Sendable {
    /// The sentence as given.
    public var input: String
    /// The language it was read in.
    public var language: Language
    /// The best interpretation, or nil when no template fits the whole sentence.
    public var best: Interpretation?
    /// The best interpretation of each other intent that fits, best first.
    public var alternatives: [Interpretation]
    /// Work done by the matcher (edges followed, spans read): grows with input length × grammar
    /// size, never exponentially; for tests and tuning.
    public var steps: Int
    /// True when the sentence ends with words that take it back (`PhraseEngine.endsTakingBack`),
    /// found while it was read.
    public var endsTakingBack = false
}
