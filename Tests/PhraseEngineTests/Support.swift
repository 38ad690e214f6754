import Basics
import Foundation
import PhraseEngine
import SpeechText

import EntityResolution

/// The folder of test fixtures, next to this file.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

/// The reference clock of every matcher test: Monday 2026-11-30 09:00 UTC.
let testClock: Clock = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    calendar.firstWeekday = 2
    return Clock(parsingNow: "2026-11-30T09:00", calendar: calendar)!
}()

/// A resolver over fixed titles: exact (case-folded) titles resolve with score 1, titles sharing
/// at least half the spoken words resolve (or are ambiguous when several tie), else not found.
struct FakeEntities: EntityResolving {
    var records: [String: [String]] = [
        "todo": ["Buy milk", "Buy bread", "Call mom", "Pay rent", "牛乳を買う", "パンを買う"],
        "list": ["Groceries", "Work"],
    ]

    func resolve(_ query: EntityQuery) -> Resolution {
        let (type, spoken) = (query.type, query.spoken)
        let titles = records[type] ?? []
        let folded = spoken.lowercased()
        var candidates: [Candidate] = []
        for (index, title) in titles.enumerated() {
            let score: Double
            if title.lowercased() == folded {
                score = 1
            } else {
                let spokenWords = Set(folded.split(separator: " "))
                let titleWords = Set(title.lowercased().split(separator: " "))
                let shared = Double(spokenWords.intersection(titleWords).count)
                score = shared / Double(max(spokenWords.count, titleWords.count)) * 0.9
            }
            if score >= 0.45 { candidates.append(Candidate(id: Int64(index + 1), title: title, score: score, signals: [:])) }
        }
        candidates.sort { $0.score > $1.score }
        guard let first = candidates.first else { return .notFound(nearest: []) }
        let tied = candidates.filter { first.score - $0.score < 0.05 }
        return tied.count > 1 ? .ambiguous(tied) : .resolved(first)
    }
}

let testSchemas: [IntentSchema] = [
    IntentSchema(name: "AddTodo", parameters: [.init(name: "title", isRequired: true), .init(name: "due", isRequired: false)]),
    IntentSchema(name: "CompleteTodo", parameters: [.init(name: "todo", isRequired: true)]),
    IntentSchema(name: "SearchEverything", parameters: [.init(name: "query", isRequired: true)]),
]

/// The test grammars of both languages, compiled once.
let testEngine: PhraseEngine = {
    do {
        let grammars = [
            try Grammar.load(directory: fixtures.appendingPathComponent("en")),
            try Grammar.load(directory: fixtures.appendingPathComponent("ja")),
        ]
        return try PhraseEngine(grammars: grammars, schemas: testSchemas)
    } catch {
        fatalError("test grammar: \(error)")
    }
}()

/// A slot value shown compactly for table-driven expectations.
func describe(_ value: SlotValue?) -> String {
    switch value {
    case nil: return "nil"
    case .text(let text): return "text(\(text))"
    case .enumValue(let value): return value
    case .date(let date): return date.encoded
    case .duration(let minutes): return "\(minutes)min"
    case .repeatRule(let rule): return rule.rrule
    case .texts(let texts): return "texts(\(texts.joined(separator: "|")))"
    case .entity(let spoken, let resolution):
        switch resolution {
        case .resolved(let candidate): return "\(spoken)->\(candidate.title)"
        case .ambiguous(let candidates): return "\(spoken)->?" + candidates.map(\.title).joined(separator: "|")
        case .notFound: return "\(spoken)->notFound"
        }
    }
}
