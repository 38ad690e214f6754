import Basics
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

/// A scripted conversation: user turns with the kinds of answer they must get, and what the
/// store must hold at the end.
///
///     @fixture en
///     @now 2026-11-30T09:00
///     delete buy => ask:choice
///     the second one => ask:confirm
///     yes => done DeleteTodo
///     ! absent "Buy eggs"
struct ConversationScript {
    struct Step {
        var line: Int
        var input: String
        /// One expectation per turn the input produces (none for partials, silence, tags).
        var expected: [Expectation]
    }

    struct Expectation: Equatable, CustomStringConvertible {
        var kind: String
        var askKind: String?
        var intent: String?
        var description: String {
            (askKind.map { "\(kind):\($0)" } ?? kind) + (intent.map { " \($0)" } ?? "")
        }

        func matches(_ turn: Turn) -> Bool {
            turn.kind.rawValue == kind && (askKind == nil || turn.ask?.kind.rawValue == askKind)
                && (intent == nil || turn.intent == intent)
        }
    }

    enum StoreCheck {
        case present(String)
        case absent(String)
        case done(String)
        case open(String)
        case list(String)
        case count(Int)
        case field(title: String, key: String, value: String)
    }

    var name: String
    var fixture = "en"
    var now = "2026-11-30T09:00"
    var format = SpeechInputFormat.plain
    var language: Language?
    var steps: [Step] = []
    var checks: [(line: Int, check: StoreCheck)] = []

    init(name: String, text: String) throws {
        self.name = name
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let line = String(raw)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            if trimmed.hasPrefix("@") {
                let parts = trimmed.dropFirst().split(separator: " ", maxSplits: 1).map(String.init)
                let value = parts.count > 1 ? parts[1] : ""
                switch parts[0] {
                case "fixture": fixture = value
                case "now": now = value
                case "format": format = SpeechInputFormat(rawValue: value) ?? .plain
                case "lang": language = Language(rawValue: value)
                default: throw ScriptError(message: "\(name):\(number): unknown directive \(parts[0])")
                }
                continue
            }
            if trimmed.hasPrefix("! ") {
                checks.append((number, try Self.check(String(trimmed.dropFirst(2)), at: "\(name):\(number)")))
                continue
            }
            var input = line
            var expected: [Expectation] = []
            if let arrow = line.range(of: " => ", options: .backwards) {
                input = String(line[..<arrow.lowerBound])
                expected = line[arrow.upperBound...].split(separator: ",").map { part in
                    let words = part.split(separator: " ").map(String.init)
                    let kinds = words[0].split(separator: ":").map(String.init)
                    return Expectation(kind: kinds[0], askKind: kinds.count > 1 ? kinds[1] : nil, intent: words.count > 1 ? words[1] : nil)
                }
            }
            steps.append(Step(line: number, input: input, expected: expected))
        }
    }

    private static func check(_ text: String, at place: String) throws -> StoreCheck {
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { throw ScriptError(message: "\(place): bad check '\(text)'") }
        let argument = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        switch parts[0] {
        case "present": return .present(argument)
        case "absent": return .absent(argument)
        case "done": return .done(argument)
        case "open": return .open(argument)
        case "list": return .list(argument)
        case "count":
            guard let count = Int(argument) else { throw ScriptError(message: "\(place): count needs a number") }
            return .count(count)
        case "field":
            // field "Pay rent" due=2026-12-01
            let pieces = parts[1].components(separatedBy: "\" ")
            guard pieces.count == 2, let equals = pieces[1].firstIndex(of: "=") else {
                throw ScriptError(message: "\(place): field needs \"Title\" key=value")
            }
            let title = pieces[0].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return .field(title: title, key: String(pieces[1][..<equals]), value: String(pieces[1][pieces[1].index(after: equals)...]))
        default:
            throw ScriptError(message: "\(place): unknown check '\(parts[0])'")
        }
    }
}

struct ScriptError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
