import Basics
import Foundation
import TodoKit

/// `intenttodo intent NAME [param=value …] [--yes]`: runs one intent with explicit parameters,
/// no grammar and no questions (CONTRACT.md).
///
///     intenttodo intent AddTodo title="Buy milk" list=Groceries
///     Added “Buy milk” to Groceries.
enum IntentCommand {
    static func run(_ context: CommandContext, _ parsed: CommandArguments) throws(UsageError) -> Int32 {
        let json = context.options.json || parsed.wantsJSON
        let name = parsed.positionals[0]
        var arguments: [String: IntentArgument] = [:]
        for (key, value) in try parameters(parsed.positionals.dropFirst()) {
            arguments[key] = .text(value)
        }
        guard let intent = TodoIntent(rawValue: name) else {
            return report(.unknownIntent(name), intent: name, language: context.language, json: json)
        }
        let request = IntentRequest(intent, arguments: arguments, isConfirmed: parsed.flags.contains("--yes"))
        let service: TodoService
        do {
            service = try context.service()
        } catch {
            if json { Console.json(failureJSON(name, message: error.description, kind: "storage")) }
            return context.report(error)
        }
        do {
            let response = try service.perform(request)
            print(response, language: context.language, json: json)
            return response.ok ? 0 : 1
        } catch {
            return report(error, intent: name, language: context.language, json: json)
        }
    }

    private static func print(_ response: IntentResponse, language: Language, json: Bool) {
        if json {
            Console.json(response.json)
            return
        }
        Console.out(response.say)
        for line in Listing.lines(intent: response.intent.name, result: response.result, language: language) { Console.out(line) }
    }

    private static func report(_ failure: IntentFailure, intent: String, language: Language, json: Bool) -> Int32 {
        let message = failure.message(in: language)
        switch failure {
        case .needsConfirmation(let prompt):
            let say = CLIStrings.confirmWithYes(prompt, language: language)
            if json {
                let result: JSONValue = ["needsConfirmation": true, "prompt": .string(prompt)]
                Console.json(responseJSON(intent, ok: false, say: say, result: result))
            } else {
                Console.out(say)
            }
        default:
            if json { Console.json(failureJSON(intent, message: message, kind: kind(of: failure))) }
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

    /// The `--json` line of a usage error: the failure shape with `kind: usage`, naming the
    /// intent when the arguments got that far.
    @Sendable static func usageFailureJSON(_ message: String, arguments: CommandArguments?) -> JSONValue {
        failureJSON(arguments?.positionals.first, message: message, kind: "usage")
    }
}
