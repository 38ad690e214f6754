import Basics
import Foundation
import TodoKit

/// The readable lines printed under an answer: the todos of ShowTodos, the hits of SearchEverything.
///
///     [ ] #3 Buy milk · Groceries · due 2026-12-01 ★
enum TodoListing {
    static func lines(for response: IntentResponse) -> [String] {
        switch response.intent {
        case .showTodos:
            return (response.result["todos"]?.arrayValue ?? []).map(todoLine)
        case .searchEverything:
            return (response.result["results"]?.arrayValue ?? []).map(searchLine)
        default:
            return []
        }
    }

    static func todoLine(_ todo: JSONValue) -> String {
        var parts = ["  " + (todo["done"]?.boolValue == true ? "[x]" : "[ ]")]
        parts.append("#\(todo["id"]?.integerValue ?? 0) \(todo["title"]?.stringValue ?? "")")
        var details: [String] = []
        if let list = todo["list"]?.stringValue {
            details.append(todo["section"]?.stringValue.map { "\(list) / \($0)" } ?? list)
        }
        if let due = todo["due"]?.stringValue { details.append("due \(due)") }
        var marks = ""
        if todo["starred"]?.boolValue == true { marks += "★" }
        if todo["urgent"]?.boolValue == true { marks += "!" }
        if todo["repeat"]?.stringValue != nil { marks += "↻" }
        if !marks.isEmpty { details.append(marks) }
        return parts.joined(separator: " ") + (details.isEmpty ? "" : " · " + details.joined(separator: " · "))
    }

    static func searchLine(_ hit: JSONValue) -> String {
        let kind = hit["kind"]?.stringValue ?? ""
        var line = "  \(kind.padding(toLength: 7, withPad: " ", startingAt: 0))#\(hit["id"]?.integerValue ?? 0) \(hit["title"]?.stringValue ?? "")"
        if let list = hit["list"]?.stringValue { line += " · \(list)" }
        if hit["done"]?.boolValue == true { line += " · done" }
        return line
    }
}
