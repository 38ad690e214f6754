import Basics
import Foundation

/// A request's arguments, checked against the intent's declaration and read into typed values:
/// entities looked up, dates, filters, Booleans and RRULEs parsed. Reading them changes nothing.
/// A todo comes at its current cycle (``TodoService/current(_:)``): what the intent shows or writes.
///
///     let arguments = try IntentArguments(request: request, declaration: addTodo, service: service)
///     arguments.text("title")   // "Buy milk"
struct IntentArguments {
    enum Value {
        case todo(Todo)
        case list(TodoList)
        case text(String)
        /// nil: the user cleared it (`due=none`).
        case date(DueDate?)
        case bool(Bool)
        case filter(TodoFilter)
        case duration(DurationChoice)
        case texts([String])
        /// nil: no repetition (`repeat=none`).
        case rule(RecurrenceRule?)
    }

    private(set) var values: [String: Value] = [:]

    init(request: IntentRequest, declaration: IntentDeclaration, service: TodoService) throws {
        let strings = service.strings
        for name in request.arguments.keys.sorted() where declaration.parameter(named: name) == nil {
            throw IntentFailure.invalidParameter(
                name: name, value: request.arguments[name].map(Self.display) ?? "",
                reason: strings.notAParameter(of: declaration.intent, known: declaration.parameters.map(\.name)))
        }
        for parameter in declaration.parameters {
            guard let argument = request.arguments[parameter.name] else {
                if parameter.isRequired { throw IntentFailure.missingParameter(parameter.name) }
                continue
            }
            if parameter.isRequired, Self.isBlank(argument) {
                throw IntentFailure.missingParameter(parameter.name)
            }
            values[parameter.name] = try Self.read(argument, for: parameter, intent: declaration.intent, service: service)
        }
    }

    private static func isBlank(_ argument: IntentArgument) -> Bool {
        switch argument {
        case .text(let text): return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        case .texts(let texts): return texts.allSatisfy { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        case .entityID, .date, .duration, .rule, .flag, .filter: return false
        }
    }

    /// An argument as the user could have typed it (for messages).
    private static func display(_ argument: IntentArgument) -> String {
        switch argument {
        case .text(let text): return text
        case .entityID(let id): return String(id)
        case .date(let due): return due?.encoded ?? "none"
        case .duration(let duration): return duration.argument
        case .rule(let rule): return rule?.rrule ?? "none"
        case .flag(let flag): return flag ? "true" : "false"
        case .filter(let filter): return filter.rawValue
        case .texts(let texts): return JSONValue.array(texts.map(JSONValue.string)).jsonText
        }
    }

    private static func read(
        _ argument: IntentArgument, for parameter: ParameterDeclaration, intent: TodoIntent, service: TodoService
    ) throws -> Value {
        let strings = service.strings
        let name = parameter.name
        switch (parameter.kind, argument) {
        // Values typed by the caller are taken as they are.
        case (.date, .date(let due)): return .date(due)
        case (.duration, .duration(let duration)): return .duration(duration)
        case (.repeat, .rule(let rule)): return .rule(rule)
        case (.bool, .flag(let flag)): return .bool(flag)
        case (.filter, .filter(let filter)): return .filter(filter)
        case (.texts, .texts(let texts)): return .texts(Self.cleaned(texts))
        case (.text, .texts), (.texts, .entityID), (_, .date), (_, .duration), (_, .rule), (_, .flag), (_, .filter), (_, .texts):
            throw IntentFailure.invalidParameter(name: name, value: display(argument), reason: strings.wrongKind)
        case (.texts, .text(let text)):
            guard case .array(let items)? = try? JSONValue(parsing: text), items.allSatisfy({ $0.stringValue != nil }) else {
                throw IntentFailure.invalidParameter(name: name, value: text, reason: strings.badTitles)
            }
            return .texts(Self.cleaned(items.compactMap(\.stringValue)))
        case (.todo, .entityID(let id)):
            guard let todo = try service.store.todo(id: id) else { throw IntentFailure.notFound(kind: .todo, value: String(id)) }
            return .todo(service.current(todo))
        case (.todo, .text(let text)):
            return .todo(service.current(try service.resolveTodo(text, scope: intent.todoScope, parameter: name)))
        case (.list, .entityID(let id)):
            guard let list = try service.store.list(id: id) else { throw IntentFailure.notFound(kind: .list, value: String(id)) }
            return .list(list)
        case (.list, .text(let text)):
            return .list(try service.resolveList(text))
        case (_, .entityID(let id)):
            throw IntentFailure.invalidParameter(name: name, value: String(id), reason: strings.notAnEntity)
        case (.text, .text(let text)):
            return .text(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case (.date, .text(let text)):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if Self.clearingWords.contains(trimmed.lowercased()) { return .date(nil) }
            guard let due = DueDate(encoded: trimmed) else {
                throw IntentFailure.invalidParameter(name: name, value: text, reason: strings.badDate)
            }
            return .date(due)
        case (.bool, .text(let text)):
            guard let flag = Self.booleans[text.trimmingCharacters(in: .whitespaces).lowercased()] else {
                throw IntentFailure.invalidParameter(name: name, value: text, reason: strings.badBoolean)
            }
            return .bool(flag)
        case (.filter, .text(let text)):
            guard let filter = TodoFilter(rawValue: text.trimmingCharacters(in: .whitespaces).lowercased()) else {
                throw IntentFailure.invalidParameter(name: name, value: text, reason: strings.badFilter)
            }
            return .filter(filter)
        case (.duration, .text(let text)):
            guard let duration = DurationChoice(argument: text) else {
                throw IntentFailure.invalidParameter(name: name, value: text, reason: strings.badDuration)
            }
            return .duration(duration)
        case (.repeat, .text(let text)):
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if Self.clearingWords.contains(trimmed.lowercased()) { return .rule(nil) }
            do {
                return .rule(try RecurrenceRule(parsing: trimmed))
            } catch {
                throw IntentFailure.invalidParameter(name: name, value: text, reason: strings.badRule(error.description))
            }
        }
    }

    /// Trimmed, blank ones dropped.
    private static func cleaned(_ texts: [String]) -> [String] {
        texts.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// Values that clear an optional date or rule.
    static let clearingWords: Set<String> = ["", "none", "never", "null", "no", "off"]

    static let booleans: [String: Bool] = [
        "true": true, "false": false, "yes": true, "no": false, "1": true, "0": false, "on": true, "off": false,
    ]

    // MARK: Typed access

    func has(_ name: String) -> Bool { values[name] != nil }

    /// The resolved todo of a required todo parameter.
    func todo(_ name: String) throws -> Todo {
        guard case .todo(let todo) = values[name] else { throw IntentFailure.missingParameter(name) }
        return todo
    }

    func list(_ name: String) -> TodoList? {
        if case .list(let list) = values[name] { return list }
        return nil
    }

    func text(_ name: String) -> String? {
        if case .text(let text) = values[name] { return text }
        return nil
    }

    /// nil: not given; .some(nil): cleared.
    func date(_ name: String) -> DueDate?? {
        if case .date(let due) = values[name] { return .some(due) }
        return nil
    }

    func bool(_ name: String) -> Bool? {
        if case .bool(let flag) = values[name] { return flag }
        return nil
    }

    func filter(_ name: String) -> TodoFilter? {
        if case .filter(let filter) = values[name] { return filter }
        return nil
    }

    func texts(_ name: String) -> [String]? {
        if case .texts(let texts) = values[name] { return texts }
        return nil
    }

    func duration(_ name: String) -> DurationChoice? {
        if case .duration(let duration) = values[name] { return duration }
        return nil
    }

    /// nil: not given; .some(nil): cleared.
    func rule(_ name: String) -> RecurrenceRule?? {
        if case .rule(let rule) = values[name] { return .some(rule) }
        return nil
    }
}
