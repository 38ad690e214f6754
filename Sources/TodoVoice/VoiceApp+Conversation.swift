import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText
import SpokenValues
import TodoKit

/// The conversation's questions come from the intent catalog; its actions run on TodoService.
extension VoiceApp: ConversationDelegate {
    public func readValue(for parameter: String, of action: Action, from text: String) -> SlotValue? {
        let language = action.language
        guard let declaration = TodoIntents.declaration(named: action.intent)?.parameter(named: parameter) else { return nil }
        resolver.synchronize()
        let words = Normalizer().normalize(text, language: language)
        guard !words.tokens.isEmpty else { return nil }
        let spoken = words.surface(0..<words.tokens.count)
        switch declaration.kind {
        case .todo, .list:
            let type = declaration.kind == .todo ? "todo" : "list"
            let plain = resolver.resolve(type: type, spoken: spoken, language: language)
            guard case .ambiguous = plain else { return .entity(spoken: spoken, resolution: plain) }
            let narrowed = resolver.resolve(type: type, spoken: spoken, language: language, scope: Self.scope(of: action.intent))
            if case .notFound = narrowed { return .entity(spoken: spoken, resolution: plain) }
            return .entity(spoken: spoken, resolution: narrowed)
        case .text:
            return .text(spoken)
        case .date:
            return SpokenDate.parse(text, language: language, clock: clock).map(SlotValue.date)
        case .duration:
            if let minutes = SpokenDuration.parse(text, language: language) { return .duration(minutes) }
            if let minutes = NumberWords.value(of: text, language: language), minutes > 0 { return .duration(minutes) }
            return nil
        case .repeat:
            return SpokenRepeat.parse(text, language: language, clock: clock).map(SlotValue.repeatRule)
        case .filter, .bool:
            return engine.readEnum(parameter, from: text, language: language).map(SlotValue.enumValue)
        }
    }

    public func candidates(for parameter: String, of action: Action, spoken: String) -> [Candidate] {
        guard let kind = TodoIntents.declaration(named: action.intent)?.parameter(named: parameter)?.kind,
            kind == .todo || kind == .list
        else { return [] }
        resolver.synchronize()
        return resolver.rank(
            type: kind == .todo ? "todo" : "list", spoken: spoken, language: action.language, scope: Self.scope(of: action.intent))
    }

    public func isUndo(_ intent: String) -> Bool { intent == "Undo" }

    public func exists(_ reference: EntityReference, for parameter: String, of action: Action) -> Bool {
        guard let kind = TodoIntents.declaration(named: action.intent)?.parameter(named: parameter)?.kind else { return false }
        resolver.synchronize()
        return resolver.contains(type: kind == .list ? "list" : "todo", id: reference.id)
    }

    /// An answer to "What do you want to add?" is read the way "add …" would be, so a date,
    /// list or repeat said with the title lands in its own parameter instead of the title.
    public func readAnswer(for parameter: String, of action: Action, from text: String) -> [String: SlotValue] {
        let single = readValue(for: parameter, of: action, from: text).map { [parameter: $0] } ?? [:]
        guard action.intent == "AddTodo", parameter == "title" else { return single }
        let command = action.language == .ja ? text + "を追加" : "add " + text
        guard let best = parse(command, language: action.language).best, best.intent == "AddTodo",
            case .text? = best.slots["title"]
        else { return single }
        return best.slots
    }

    public func parametersToAsk(_ action: Action) -> [String] {
        guard let declaration = TodoIntents.declaration(named: action.intent) else { return [] }
        return declaration.parameters.compactMap { parameter in
            guard action.values[parameter.name] == nil else { return nil }
            if parameter.isRequired { return parameter.name }
            // An optional value with offered choices is asked for, as Siri's requestChoice does.
            if parameter.kind == .duration && !declaration.durationChoices.isEmpty { return parameter.name }
            return nil
        }
    }

    public func question(for parameter: String, of action: Action) -> String {
        TodoIntents.declaration(named: action.intent)?.prompt(for: parameter, language: action.language) ?? ""
    }

    public func choices(for parameter: String, of action: Action) -> [Choice] {
        guard let declaration = TodoIntents.declaration(named: action.intent),
            declaration.parameter(named: parameter)?.kind == .duration
        else { return [] }
        return declaration.durationChoices.map { choice in
            Choice(
                label: choice.label(in: action.language), value: .duration(choice.minutes(from: clock)),
                aliases: VoicePhrases.aliases(of: choice))
        }
    }

    public func confirmation(for action: Action) -> String? {
        let request = Self.request(for: action, confirmed: false)
        return try? service(action.language).confirmationPrompt(for: request)
    }

    public func unresolved(_ parameter: String, spoken: String, in action: Action) -> UnresolvedPlan {
        let kind = TodoIntents.declaration(named: action.intent)?.parameter(named: parameter)?.kind
        if kind == .list, ["AddTodo", "UpdateTodo"].contains(action.intent) {
            let create = Action(intent: "CreateList", language: action.language, values: ["name": .text(spoken)])
            return .offerToCreate(prompt: VoicePhrases.offerToCreateList(spoken, language: action.language), create: create)
        }
        // NB: not IntentFailure.notFound, whose "(give its exact title or id)" is for typed `intent` calls.
        return .fail(VoicePhrases.notFound(spoken, isList: kind == .list, language: action.language))
    }
}

/// The few sentences and words only the voice front needs.
enum VoicePhrases {
    static func offerToCreateList(_ name: String, language: Language) -> String {
        switch language {
        case .en: return "There’s no list “\(name)”. Create it?"
        case .ja: return "“\(name)”というリストはありません。作成しますか？"
        }
    }

    /// Nothing of that name, said the way a person would: "I couldn't find a todo called “zebra”."
    static func notFound(_ spoken: String, isList: Bool, language: Language) -> String {
        switch language {
        case .en: return "I couldn’t find a \(isList ? "list" : "todo") called “\(spoken)”."
        case .ja: return "“\(spoken)”という\(isList ? "リスト" : "Todo")は見つかりませんでした。"
        }
    }

    static func aliases(of choice: DurationChoice) -> [String] {
        switch choice {
        case .tonight: return ["tonight", "until tonight", "this evening", "今夜", "今晩", "夜まで", "今夜まで"]
        case .tomorrow: return ["tomorrow", "until tomorrow", "tomorrow morning", "明日", "明日まで", "あした", "あしたまで", "明日の朝"]
        case .minutes(let minutes):
            return [String(minutes), "\(minutes) minutes", "\(minutes)分"]
        }
    }
}
