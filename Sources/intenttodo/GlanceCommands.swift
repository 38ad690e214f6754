import Basics
import Foundation
import TodoKit

/// `intenttodo remind [--within 15m]` (the todos that became due since it last ran, printed and
/// sent as desktop notifications) and `intenttodo status [--format text|json|waybar]` (one line
/// for a status bar). docs/INTEGRATIONS.md shows the timer, cron line and waybar module.
///
///     $ intenttodo remind --within 15m
///     ⏰ Call mom · Inbox · due today at 5:00 PM
///     $ intenttodo status
///     1 overdue · 3 today · next: Call mom 17:00
enum GlanceCommands {
    // MARK: remind

    static func remind(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let json = context.options.json || arguments.wantsJSON
        var within = 0
        if let text = arguments.values["--within"] {
            guard let seconds = duration(text) else {
                throw .badValue(option: "--within", value: text, expected: "a duration such as 15m, 1h, 90s or 1h30m, at most 7d")
            }
            within = seconds
        }
        let service: TodoService
        let due: [GlanceTodo]
        do {
            service = try context.service()
            due = try service.takeDueReminders(within: within)
        } catch {
            return context.report(error)
        }
        if json {
            Console.json(["command": "remind", "ok": true, "result": ["todos": .array(due.map(\.json))]])
        } else {
            for todo in due { Console.out(reminderLine(todo, language: context.language)) }
        }
        if !due.isEmpty { notify(due, context: context) }
        return 0
    }

    /// `⏰ Call mom · Inbox · due today at 5:00 PM · !`
    static func reminderLine(_ todo: GlanceTodo, language: Language) -> ConsoleText {
        var line: ConsoleText = "⏰ \(todo.title) · \(todo.list, .dim) · \(CLIStrings.dueWords(todo, language: language), todo.isOverdue ? .red : .cyan)"
        if todo.isUrgent { line = line + " · " + ConsoleText("!", .red) }
        return line
    }

    /// Seconds in `15m`, `1h30m`, `90s`, `2d` or a bare number of minutes; nil when unreadable or over 7 days.
    static func duration(_ text: String) -> Int? {
        let text = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard !text.isEmpty, text.utf8.count <= 20 else { return nil }
        if text.allSatisfy(\.isASCII), let minutes = Int(text) { return minutes >= 0 && minutes <= 7 * 1440 ? minutes * 60 : nil }
        var total = 0
        var number = ""
        for character in text {
            if character.isASCII, character.isNumber {
                number.append(character)
                continue
            }
            guard let value = Int(number) else { return nil }
            switch character {
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            case "d": total += value * 86_400
            default: return nil
            }
            number = ""
        }
        guard number.isEmpty, total <= 7 * 86_400 else { return nil }
        return total
    }

    /// Sends each reminder with `notify-send` when it is installed and a session bus is there
    /// (`DBUS_SESSION_BUS_ADDRESS`): the title as the summary, the due and list as the body;
    /// urgent todos as critical. More than five become four and one “N more”.
    private static func notify(_ todos: [GlanceTodo], context: CommandContext) {
        guard let bus = context.environment["DBUS_SESSION_BUS_ADDRESS"], !bus.isEmpty,
            let program = executable(named: "notify-send", path: context.environment["PATH"] ?? "")
        else { return }
        let language = context.language
        var messages: [(summary: String, body: String, urgent: Bool)] = []
        let shown = todos.count > 5 ? Array(todos.prefix(4)) : todos
        for todo in shown {
            messages.append(
                (Console.visible(todo.title), Console.visible(CLIStrings.dueWords(todo, language: language) + " · " + todo.list), todo.isUrgent))
        }
        if shown.count < todos.count {
            let rest = todos.dropFirst(shown.count)
            messages.append(
                (CLIStrings.moreDue(rest.count, language: language), rest.map { Console.visible($0.title) }.joined(separator: "\n"),
                 rest.contains(where: \.isUrgent)))
        }
        for message in messages {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: program)
            // NB: "--" ends the options, so a title beginning with "-" is never read as one.
            process.arguments = [
                "--app-name=IntentTodo", "--urgency=\(message.urgent ? "critical" : "normal")", "--",
                message.summary, markup(message.body),
            ]
            process.environment = context.environment
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = FileHandle.nullDevice
            do {
                try process.run()
                process.waitUntilExit()
                if process.terminationStatus != 0 {
                    Console.error("notify-send failed (exit \(process.terminationStatus)); the reminders were printed only")
                    return
                }
            } catch {
                Console.error("could not run \(program): \(error.localizedDescription)")
                return
            }
        }
    }

    /// The first executable `name` along `path`.
    static func executable(named name: String, path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = folder + "/" + name
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Text safe inside Pango / notification-spec markup: `&`, `<`, `>` escaped.
    static func markup(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    // MARK: status

    static func status(_ context: CommandContext, _ arguments: CommandArguments) throws(UsageError) -> Int32 {
        let json = context.options.json || arguments.wantsJSON
        let format = arguments.values["--format"] ?? (json ? "json" : "text")
        let glance: TodoGlance
        do {
            glance = try context.service().glance()
        } catch {
            return context.report(error)
        }
        let language = context.language
        let today = context.clock.today
        switch format {
        case "json":
            Console.json([
                "today": .integer(Int64(glance.today)), "overdue": .integer(Int64(glance.overdue)),
                "next": glance.next?.json ?? .null,
            ])
        case "waybar":
            let kind = glance.overdue > 0 ? "overdue" : glance.today > 0 ? "today" : "clear"
            Console.json([
                "text": .string(markup(Console.visible(CLIStrings.statusLine(glance, today: today, language: language)))),
                "tooltip": .string(CLIStrings.statusTooltip(glance, language: language).map { markup(Console.visible($0)) }.joined(separator: "\n")),
                "class": .string(kind), "alt": .string(kind),
            ])
        default:
            Console.out(CLIStrings.statusLine(glance, today: today, language: language))
        }
        return 0
    }
}
