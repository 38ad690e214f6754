import Basics
import Foundation
import TodoKit

/// `intenttodo export` (every list, section and todo as one JSON document on stdout) and
/// `intenttodo import FILE|-` (adds a document in one transaction: all of it or nothing).
///
///     intenttodo export > backup.json
///     intenttodo --db new.sqlite import backup.json
///     Imported 2 lists and 120 todos.
enum ArchiveCommands {
    static func export(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let json = context.options.json || arguments.wantsJSON
        do {
            Console.json(try context.service().exportDocument(), pretty: !json)
            return 0
        } catch {
            return context.report(error)
        }
    }

    static func `import`(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let json = context.options.json || arguments.wantsJSON
        let source = arguments.positionals[0]
        let data: Data
        if source == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: source))
            } catch {
                throw .unreadableFile(source, reason: reason(error))
            }
        }
        let document: JSONValue
        do {
            document = try JSONValue(parsing: data)
        } catch {
            return refuse(CLIStrings.importRefused("\(source == "-" ? "stdin" : source) is not JSON (\(error))", language: context.language), json: json, code: 2)
        }
        let service: TodoService
        do {
            service = try context.service()
        } catch {
            if json { Console.json(failure(error.description)) }
            return context.report(error)
        }
        do {
            let summary = try service.importDocument(document)
            if json {
                Console.json(["command": "import", "ok": true, "say": .string(summary.say), "result": summary.json])
            } else {
                Console.out(summary.say)
            }
            return 0
        } catch {
            let message = CLIStrings.importRefused(error.description, language: context.language)
            if case .storage(let storeError) = error { return refuse(message, json: json, code: storeError.isInputError ? 2 : 1) }
            return refuse(message, json: json, code: 2)
        }
    }

    private static func failure(_ message: String) -> JSONValue {
        ["command": "import", "ok": false, "say": .string(message), "result": ["error": .string(message)]]
    }

    private static func refuse(_ message: String, json: Bool, code: Int32) -> Int32 {
        if json { Console.json(failure(message)) }
        Console.error(message)
        return code
    }

    /// The system's reason without Foundation's wrapping ("No such file or directory").
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileReadNoSuchFileError: return "no such file"
            case NSFileReadNoPermissionError: return "permission denied"
            default: break
            }
        }
        return nsError.localizedDescription
    }
}
