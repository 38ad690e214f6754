import Basics
import Foundation
import TodoKit

/// `intenttodo intent NAME [param=value …] [--yes]`: runs one intent with explicit parameters,
/// no grammar and no questions (CONTRACT.md).
///
///     intenttodo intent AddTodo title="Buy milk" list=Groceries
///     Added “Buy milk” to Groceries.
enum IntentCommand {
    static let usage = "usage: intenttodo intent NAME [param=value …] [--yes]"

    static func run(_ context: CommandContext) -> Int32 {
        let parsed: CommandArguments
        do {
            parsed = try CommandArguments(context.options.arguments, flags: ["--yes"])
        } catch {
            return usageFailure(error.message, intent: nil, json: context.options.json)
        }
        let json = context.options.json || parsed.flags.contains("--json")
        guard let name = parsed.positionals.first else {
            return usageFailure("missing intent name; \(usage)", intent: nil, json: json)
        }
        var arguments: [String: IntentArgument] = [:]
        for pair in parsed.positionals.dropFirst() {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                return usageFailure("expected param=value, got ‘\(pair)’", intent: name, json: json)
            }
            let key = String(pair[..<equals])
            guard arguments[key] == nil else {
                return usageFailure("parameter ‘\(key)’ given twice", intent: name, json: json)
            }
            arguments[key] = .text(String(pair[pair.index(after: equals)...]))
        }
        guard let intent = TodoIntent(rawValue: name) else {
            return report(.unknownIntent(name), intent: name, language: context.language, json: json)
        }
        let request = IntentRequest(intent, arguments: arguments, isConfirmed: parsed.flags.contains("--yes"))
        let service: TodoService
        do {
            service = try context.service()
        } catch {
            if json { Console.out(failureJSON(name, message: error.description, kind: "storage").jsonText) }
            return context.report(error)
        }
        do {
            let response = try service.perform(request)
            print(response, json: json)
            return response.ok ? 0 : 1
        } catch {
            return report(error, intent: name, language: context.language, json: json)
        }
    }

    private static func print(_ response: IntentResponse, json: Bool) {
        if json {
            Console.out(response.json.jsonText)
            return
        }
        Console.out(response.say)
        for line in TodoListing.lines(for: response) { Console.out(line) }
    }

    private static func report(_ failure: IntentFailure, intent: String, language: Language, json: Bool) -> Int32 {
        let message = failure.message(in: language)
        switch failure {
        case .needsConfirmation(let prompt):
            let say = CLIStrings.confirmWithYes(prompt, language: language)
            if json {
                let result: JSONValue = ["needsConfirmation": true, "prompt": .string(prompt)]
                Console.out(responseJSON(intent, ok: false, say: say, result: result).jsonText)
            } else {
                Console.out(say)
            }
        default:
            if json { Console.out(failureJSON(intent, message: message, kind: kind(of: failure)).jsonText) }
            Console.error(message)
        }
        return failure.exitCode
    }

    private static func kind(of failure: IntentFailure) -> String {
        switch failure {
        case .unknownIntent: return "unknownIntent"
        case .missingParameter: return "missingParameter"
        case .invalidParameter: return "invalidParameter"
        case .notFound: return "notFound"
        case .needsConfirmation: return "needsConfirmation"
        case .storage: return "storage"
        case .cancelled: return "cancelled"
        }
    }

    private static func failureJSON(_ intent: String?, message: String, kind: String) -> JSONValue {
        responseJSON(intent ?? "", ok: false, say: message, result: ["error": ["kind": .string(kind), "message": .string(message)]])
    }

    /// The CONTRACT.md shape for a request that named no intent of the catalog, or failed.
    private static func responseJSON(_ intent: String, ok: Bool, say: String, result: JSONValue) -> JSONValue {
        ["intent": .string(intent), "ok": .bool(ok), "say": .string(say), "result": result]
    }

    private static func usageFailure(_ message: String, intent: String?, json: Bool) -> Int32 {
        if json { Console.out(failureJSON(intent, message: message, kind: "usage").jsonText) }
        Console.error(message)
        return 2
    }
}
