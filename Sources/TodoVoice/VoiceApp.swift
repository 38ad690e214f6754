import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText
import SpokenValues
import TodoKit

/// IntentTodo as the phrase engine sees it: the todo intents as schemas, the store's todos
/// and lists as entities, and `TodoService` as the one place actions run.
///
///     let app = VoiceApp(store: store, clock: clock, engine: engine, defaultLanguage: .en)
///     app.parse("complete by bread", language: nil).best?.intent   // "CompleteTodo"
///     let conversation = app.makeConversation()
public final class VoiceApp {
    public let store: TodoStore
    /// The reference clock of every service of this app. A long-running front end (the
    /// Wyoming server) sets it to the real time before each turn, or "tomorrow" would stay
    /// the day after it started.
    public var clock: Clock {
        didSet { for service in services.values { service.clock = clock } }
    }
    public let engine: PhraseEngine
    public let defaultLanguage: Language
    /// `--lang`: every utterance is read and answered in this language.
    public let forcedLanguage: Language?
    public let resolver: StoreEntityResolver
    private var services: [Language: TodoService] = [:]

    /// Progress of bulk intents, for every service of this app (see `TodoService.bulkProgress`).
    public var bulkProgress: ((Int, Int) -> Bool)? {
        didSet { for service in services.values { service.bulkProgress = bulkProgress } }
    }

    public init(store: TodoStore, clock: Clock, engine: PhraseEngine, defaultLanguage: Language, forcedLanguage: Language? = nil) {
        self.store = store
        self.clock = clock
        self.engine = engine
        self.defaultLanguage = defaultLanguage
        self.forcedLanguage = forcedLanguage
        let main = TodoService(store: store, clock: clock, language: forcedLanguage ?? defaultLanguage)
        services[main.language] = main
        var vague: [Language: [String]] = [:]
        var groups: [Language: [[String]]] = [:]
        for language in engine.languages {
            guard let grammar = engine.grammar(for: language) else { continue }
            vague[language] = grammar.phrases(ofRule: Self.vagueTodoRule) ?? []
            groups[language] = grammar.rules.keys.sorted().filter { $0.hasPrefix(Self.listGroupPrefix) }
                .compactMap { grammar.phrases(ofRule: $0) }
        }
        resolver = StoreEntityResolver(service: main, vaguePhrases: vague, listGroups: groups)
    }

    /// The grammar slot (`slot said_done: entity todo for todo`) of statements of fact: "paid
    /// the rent", 「牛乳買った」 complete the todo they name, when the words say it was done.
    public static let statementSlot = "said_done"

    /// Grammar rules whose names start so list names that mean the same list ("shopping",
    /// "grocery", "groceries"): a list said by another name of its group is that list.
    public static let listGroupPrefix = "list_group_"

    /// The grammar rule listing the phrases that name no particular todo ("the task").
    public static let vagueTodoRule = "vague_todo"

    /// The service answering in `language` (one store, one clock).
    public func service(_ language: Language) -> TodoService {
        if let service = services[language] { return service }
        let service = TodoService(store: store, clock: clock, language: language)
        service.bulkProgress = bulkProgress
        services[language] = service
        return service
    }

    /// The intent schemas the engine needs, from TodoKit's catalog.
    public static var schemas: [IntentSchema] {
        TodoIntent.allCases.map { intent in
            IntentSchema(
                name: intent.name,
                parameters: intent.declaration.parameters.map { IntentSchema.Parameter(name: $0.name, isRequired: $0.isRequired) })
        }
    }

    /// Loads every grammar under `directory` (`en/`, `ja/`, and any `AppShortcuts.strings`
    /// or `.xcstrings` files beside them) and compiles them for the todo intents.
    ///
    /// With a `cache`, loaded grammars and compiled automata are kept on disk (`GrammarCache`)
    /// and reused while the grammar files, the program and MeCab's dictionary stay the same.
    public static func loadEngine(
        grammars directory: URL, compilation: PhraseEngine.Compilation = .eager, cache: GrammarCache? = nil
    ) throws(GrammarError) -> PhraseEngine {
        guard let cache else {
            return try PhraseEngine(grammars: Grammar.loadAll(directory: directory), schemas: schemas, compilation: compilation)
        }
        let (grammars, source) = try Grammar.loadAll(directory: directory, cache: cache)
        return try PhraseEngine(grammars: grammars, schemas: schemas, compilation: compilation, cache: source)
    }

    /// Parses one utterance (reads the store to resolve entities; changes nothing). Entities
    /// come back resolved for the intent that holds them (`StoreEntityResolver`).
    public func parse(_ text: String, language: Language?) -> ParseResult {
        let language = forcedLanguage ?? language ?? Language.detect(in: text) ?? defaultLanguage
        resolver.synchronize()
        var result = engine.parse(text, language: language, clock: clock, entities: resolver)
        if let best = result.best { result.best = withDurations(best) }
        return result
    }

    /// "until tonight" / "until tomorrow" (fixed values of the grammar) become minutes from now.
    private func withDurations(_ interpretation: Interpretation) -> Interpretation {
        var interpretation = interpretation
        if case .enumValue(let word)? = interpretation.slots["duration"], let choice = DurationChoice(argument: word) {
            interpretation.slots["duration"] = .duration(choice.minutes(from: clock))
        }
        return interpretation
    }

    /// A new conversation over this app.
    public func makeConversation() -> Conversation {
        Conversation(delegate: self, answers: engine.answers, language: forcedLanguage)
    }

    /// Runs an action gathered by the conversation.
    public func perform(_ action: Action) -> Outcome {
        let service = service(action.language)
        // NB: confirmed only when the user said yes; a question that could not be worded (a
        // failure) must not let an action that needs one run unasked — the service refuses it.
        guard let request = Self.request(for: action, confirmed: action.isConfirmed) else {
            return Outcome(isSuccess: false, say: IntentFailure.unknownIntent(action.intent).message(in: action.language))
        }
        do {
            let response = try service.perform(request)
            return Outcome(isSuccess: response.ok, say: response.say, result: response.result, subjects: Self.subjects(of: response.result))
        } catch {
            return Outcome(isSuccess: false, say: error.message(in: action.language))
        }
    }

    /// The `IntentRequest` for an action: entities by id, every other value typed as the
    /// parameter declares it (no text round trip); nil for an intent the catalog lacks.
    public static func request(for action: Action, confirmed: Bool) -> IntentRequest? {
        guard let intent = TodoIntent(rawValue: action.intent) else { return nil }
        let declaration = intent.declaration
        var arguments: [String: IntentArgument] = [:]
        for (name, value) in action.values {
            let kind = declaration.parameter(named: name)?.kind
            arguments[name] = argument(value, kind: kind)
        }
        return IntentRequest(intent, arguments: arguments, isConfirmed: confirmed)
    }

    /// One value as the service takes it. Enum values of the grammar (`{filter=all}`,
    /// `{urgent=true}`, `{duration=tonight}`) become the parameter's type.
    static func argument(_ value: ActionValue, kind: ParameterDeclaration.Kind?) -> IntentArgument {
        switch value {
        case .entity(let reference): return .entityID(reference.id)
        case .date(let date): return .date(date)
        case .duration(let minutes): return .duration(.minutes(minutes))
        case .repeatRule(let rule): return .rule(rule)
        case .flag(let flag): return .flag(flag)
        case .text(let text):
            return kind == .texts ? .texts([text]) : .text(text)
        case .enumValue(let raw):
            switch kind {
            case .filter?: return TodoFilter(rawValue: raw).map(IntentArgument.filter) ?? .text(raw)
            case .bool?: return raw == "true" ? .flag(true) : raw == "false" ? .flag(false) : .text(raw)
            case .duration?: return DurationChoice(argument: raw).map(IntentArgument.duration) ?? .text(raw)
            case .todo?, .list?, .text?, .texts?, .date?, .repeat?, nil: return .text(raw)
            }
        }
    }

    /// The todo or list a result is about (`result.todo`, `result.list`), for "it" next time.
    static func subjects(of result: JSONValue) -> [String: EntityReference] {
        var subjects: [String: EntityReference] = [:]
        for key in ["todo", "list"] {
            if let object = result[key], let id = object["id"]?.integerValue, let title = (object["title"] ?? object["name"])?.stringValue {
                subjects[key] = EntityReference(id: id, title: title, spoken: title)
            }
        }
        return subjects
    }
}
