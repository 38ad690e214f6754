import Basics
import Foundation
import ICalendar
import TodoKit

/// `intenttodo export` (every list, section and todo as one JSON document, or as iCalendar, on
/// stdout or into a vdir) and `intenttodo import FILE|DIR|-` (adds a JSON document, an iCalendar
/// file or a vdir in one transaction: all of it or nothing).
///
///     intenttodo export > backup.json
///     intenttodo export --format ics > todos.ics
///     intenttodo export --vdir ~/.calendars/todos
///     intenttodo --db new.sqlite import backup.json
///     Imported 2 lists and 120 todos.
enum ArchiveCommands {
    static func export(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let json = context.options.json || arguments.wantsJSON
        let vdir = arguments.values["--vdir"]
        if vdir != nil, arguments.values["--format"] == "json" {
            throw .conflictingOptions("--vdir", "--format json", reason: "a vdir holds iCalendar files")
        }
        let format = vdir != nil ? "ics" : arguments.values["--format"] ?? "json"
        let service: TodoService
        do {
            service = try context.service()
        } catch {
            return context.report(error)
        }
        do {
            if let vdir {
                let summary: ICalendarFiles.WriteSummary
                do {
                    summary = try ICalendarFiles.write(try service.exportICalendarFiles(), toVdir: vdir)
                } catch let failure as ICalendarFiles.Failure {
                    Console.error(failure.message)
                    return 2
                }
                let say = CLIStrings.wroteVdir(summary, folder: vdir, language: context.language)
                if json {
                    Console.json([
                        "command": "export", "ok": true, "say": .string(say),
                        "result": [
                            "folder": .string(vdir), "created": .integer(Int64(summary.created)),
                            "updated": .integer(Int64(summary.updated)), "unchanged": .integer(Int64(summary.unchanged)),
                        ],
                    ])
                } else {
                    Console.out(say)
                }
            } else if format == "ics" {
                Console.document(try service.exportICalendar())
            } else {
                Console.json(try service.exportDocument(), pretty: !json)
            }
            return 0
        } catch let error as StoreError {
            return context.report(error)
        } catch {
            Console.error("\(error)")
            return 1
        }
    }

    static func `import`(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let json = context.options.json || arguments.wantsJSON
        let source = arguments.positionals[0]
        let givenFormat = arguments.values["--format"]
        let sourceName = source == "-" ? "stdin" : source
        var calendars: [ICalendarSource]?
        var data = Data()
        if source != "-", ICalendarFiles.isFolder(source) {
            if givenFormat == "json" {
                throw .conflictingOptions(source, "--format json", reason: "a folder is read as a vdir of iCalendar files")
            }
            do {
                calendars = try ICalendarFiles.readVdir(source)
            } catch {
                return refuse(CLIStrings.importRefused(error.message, language: context.language), json: json, code: 2)
            }
        } else {
            if source == "-" {
                data = FileHandle.standardInput.readDataToEndOfFile()
            } else {
                do {
                    data = try Data(contentsOf: URL(fileURLWithPath: source))
                } catch {
                    throw .unreadableFile(source, reason: reason(error))
                }
            }
            let format = givenFormat ?? (source == "-" ? nil : ICalendarFiles.format(ofPath: source)) ?? ICalendarFiles.format(ofContent: data)
            if format == "ics" {
                do {
                    calendars = [ICalendarSource(name: sourceName, components: try ICalendarReader.parse(Array(data)))]
                } catch {
                    return refuse(
                        CLIStrings.importRefused("\(sourceName) is not iCalendar (\(error))", language: context.language), json: json, code: 2)
                }
            }
        }
        var document: JSONValue = .null
        if calendars == nil {
            do {
                document = try JSONValue(parsing: data)
            } catch {
                return refuse(CLIStrings.importRefused("\(sourceName) is not JSON (\(error))", language: context.language), json: json, code: 2)
            }
        }
        let service: TodoService
        do {
            service = try context.service()
        } catch {
            if json { Console.json(failure(error.description)) }
            return context.report(error)
        }
        do throws(ImportError) {
            let summary: ImportSummary
            if let calendars {
                summary = try service.importICalendar(calendars)
            } else {
                summary = try service.importDocument(document)
            }
            var say = summary.say
            if !summary.skipped.isEmpty { say += " " + CLIStrings.skippedComponents(summary.skipped, language: context.language) }
            if json {
                Console.json(["command": "import", "ok": true, "say": .string(say), "result": summary.json])
            } else {
                Console.out(say)
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
