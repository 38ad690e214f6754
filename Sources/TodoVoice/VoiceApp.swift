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
    public let clock: Clock
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
        resolver = StoreEntityResolver(service: main)
    }

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
        TodoIntents.catalog.map { declaration in
            IntentSchema(
                name: declaration.name,
                parameters: declaration.parameters.map { IntentSchema.Parameter(name: $0.name, isRequired: $0.isRequired) })
        }
    }

    /// Loads every grammar under `directory` (`en/`, `ja/`, and any `AppShortcuts.strings`
    /// or `.xcstrings` files beside them) and compiles them for the todo intents.
    public static func loadEngine(
        grammars directory: URL, compilation: PhraseEngine.Compilation = .eager
    ) throws(GrammarError) -> PhraseEngine {
        try PhraseEngine(grammars: Grammar.loadAll(directory: directory), schemas: schemas, compilation: compilation)
    }

    /// Parses one utterance (reads the store to resolve entities; changes nothing).
    public func parse(_ text: String, language: Language?) -> ParseResult {
        let language = forcedLanguage ?? language ?? Language.detect(in: text) ?? defaultLanguage
        resolver.synchronize()
        var result = engine.parse(text, language: language, clock: clock, entities: resolver)
        if let best = result.best { result.best = scoped(best, language: language) }
        return result
    }

    /// The todos an intent can act on: completing, snoozing or repeating wants an open todo,
    /// reopening a done one. Others (open, star, delete, update) take any.
    public static func scope(of intent: String) -> StoreEntityResolver.Scope {
        switch intent {
        case "CompleteTodo", "SnoozeTodo", "SetRepeat": return .open
        case "ReopenTodo": return .done
        default: return .all
        }
    }

    /// Intents that complete or delete: their entity must fit clearly, not just pass.
    static let destructiveIntents: Set<String> = ["CompleteTodo", "DeleteTodo", "DeleteList"]
    /// Below this a destructive intent's entity is offered as "did you mean …?" instead of
    /// taken: 「牛乳を飲む」 passes the resolver for 「牛乳を買う」 at 0.65, while partial names
    /// people really use ("milk", 「パン」, "call the plumber tomorrow") score 0.77 and up.
    public static let destructiveThreshold = 0.7

    /// Re-resolves the `todo` slot among the todos the intent can act on, when that narrows it
    /// ("complete call" does not offer calls already done); keeps the plain reading otherwise.
    /// A destructive intent's entity that only just fits becomes a suggestion.
    private func scoped(_ interpretation: Interpretation, language: Language) -> Interpretation {
        var interpretation = interpretation
        // "delete todo", 「タスクを削除」: the words name no todo, so the todo is missing (asked for)
        // rather than ranked by the word "todo".
        for (name, value) in interpretation.slots {
            if case .entity(let spoken, _) = value, EntityIndex.namesNothing(spoken, language: language) {
                interpretation.slots[name] = nil
                let required = TodoIntents.declaration(named: interpretation.intent)?.parameter(named: name)?.isRequired ?? false
                if required, !interpretation.missing.contains(name) { interpretation.missing.append(name) }
            }
        }
        // "until tonight" / "until tomorrow" (fixed values of the grammar) become minutes from now.
        if case .enumValue(let word)? = interpretation.slots["duration"], let choice = DurationChoice(argument: word) {
            interpretation.slots["duration"] = .duration(choice.minutes(from: clock))
        }
        if Self.destructiveIntents.contains(interpretation.intent) {
            for (name, value) in interpretation.slots {
                if case .entity(let spoken, .resolved(let candidate)) = value, candidate.score < Self.destructiveThreshold {
                    interpretation.slots[name] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
                }
            }
        }
        let scope = Self.scope(of: interpretation.intent)
        guard scope != .all, case .entity(let spoken, let resolution)? = interpretation.slots["todo"] else { return interpretation }
        let narrowed = resolver.resolve(type: "todo", spoken: spoken, language: language, scope: scope)
        var result = interpretation
        switch (resolution, narrowed) {
        case (.ambiguous, .resolved), (.ambiguous, .ambiguous):
            // NB: only a choice gets narrowed; a clear reading is kept even when it names a done
            // todo, so the service can say so instead of acting on a different one.
            result.slots["todo"] = .entity(spoken: spoken, resolution: narrowed)
        default:
            break
        }
        return result
    }

    /// A new conversation over this app.
    public func makeConversation() -> Conversation {
        Conversation(delegate: self, language: forcedLanguage)
    }

    /// Runs an action gathered by the conversation.
    public func perform(_ action: Action) -> Outcome {
        let service = service(action.language)
        let request = Self.request(for: action, confirmed: true)
        do {
            let response = try service.perform(request)
            return Outcome(
                isSuccess: response.ok, say: response.say, result: response.result,
                subjects: Self.subjects(of: response.result))
        } catch {
            return Outcome(isSuccess: false, say: error.message(in: action.language))
        }
    }

    /// The `IntentRequest` for an action: entities by id, values in CONTRACT.md's encodings.
    public static func request(for action: Action, confirmed: Bool) -> IntentRequest {
        var arguments: [String: IntentArgument] = [:]
        for (name, value) in action.values {
            switch value {
            case .text(let text): arguments[name] = .text(text)
            case .enumValue(let raw): arguments[name] = .text(raw)
            case .entity(let reference): arguments[name] = .entityID(reference.id)
            case .date(let date): arguments[name] = .text(date.encoded)
            case .duration(let minutes): arguments[name] = .text(String(minutes))
            case .repeatRule(let rule): arguments[name] = .text(rule.rrule)
            case .flag(let flag): arguments[name] = .text(flag ? "true" : "false")
            }
        }
        return IntentRequest(intent: action.intent, arguments: arguments, isConfirmed: confirmed)
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
