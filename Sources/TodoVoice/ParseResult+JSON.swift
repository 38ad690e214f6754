import Basics
import EntityResolution
import Foundation
import PhraseEngine
import TodoKit

extension SlotValue {
    /// The value in CONTRACT.md's encoding: entities as `{"text", "id", "title"}` (id and title
    /// null when not resolved to one), dates `YYYY-MM-DD[THH:MM]`, durations in minutes, RRULEs.
    public var json: JSONValue {
        switch self {
        case .text(let text): return .string(text)
        case .enumValue(let raw):
            switch raw {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return .string(raw)
            }
        case .date(let date): return .string(date.encoded)
        case .duration(let minutes): return .integer(Int64(minutes))
        case .repeatRule(let rule): return .string(rule.rrule)
        case .texts(let texts): return .array(texts.map(JSONValue.string))
        case .entity(let spoken, let resolution):
            var object: JSONObject = ["text": .string(spoken)]
            if case .resolved(let candidate) = resolution {
                object["id"] = .integer(candidate.id)
                object["title"] = .string(candidate.title)
                object["score"] = .number((candidate.score * 1000).rounded() / 1000)
            } else {
                object["id"] = .null
                object["title"] = .null
            }
            return .object(object)
        }
    }
}

extension ParseResult {
    /// One `parse --json` object (CONTRACT.md): input, lang, intent, score, slots, missing,
    /// ambiguous, alternatives.
    public var json: JSONValue {
        var object: JSONObject = ["input": .string(input), "lang": .string(language.rawValue)]
        object["intent"] = best.map { .string($0.intent) } ?? .null
        object["score"] = .number(Self.rounded(best?.score ?? 0))
        var slots = JSONObject()
        var ambiguous = JSONObject()
        for (name, value) in (best?.slots ?? [:]).sorted(by: { $0.key < $1.key }) {
            slots[name] = value.json
            if case .entity(_, .ambiguous(let candidates)) = value {
                ambiguous[name] = .array(candidates.map { .string($0.title) })
            }
        }
        object["slots"] = .object(slots)
        object["missing"] = .array((best?.missing ?? []).map(JSONValue.string))
        object["ambiguous"] = .object(ambiguous)
        object["alternatives"] = .array(
            alternatives.map { .object(["intent": .string($0.intent), "score": .number(Self.rounded($0.score))]) })
        return .object(object)
    }

    private static func rounded(_ score: Double) -> Double {
        (score * 1000).rounded() / 1000
    }
}
