import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText
import TodoKit
import TodoVoice

/// Grammar compile time, parse latency over the corpus utterances, and entity resolution
/// with `count` todos in the store.
func phraseBenchmark(count: Int) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let grammars = root.appendingPathComponent("Grammars")

    var start = DispatchTime.now()
    _ = JapaneseReader.shared.reading(of: "牛乳")
    print(String(format: "MeCab load:              %7.1f ms", seconds(start) * 1000))

    for language in Language.allCases {
        start = DispatchTime.now()
        let grammar = try Grammar.load(directory: grammars.appendingPathComponent(language.rawValue))
        let loaded = seconds(start)
        start = DispatchTime.now()
        _ = try PhraseEngine(grammars: [grammar], schemas: VoiceApp.schemas)
        let templates = grammar.intents.reduce(0) { $0 + $1.templates.count }
        print(String(format: "%@ grammar: load %6.1f ms, compile %6.1f ms (%d templates)", language.rawValue, loaded * 1000, seconds(start) * 1000, templates))
    }
    start = DispatchTime.now()
    let engine = try VoiceApp.loadEngine(grammars: grammars)
    print(String(format: "engine (en+ja, shortcuts):%6.1f ms", seconds(start) * 1000))

    // Utterances: every corpus line, parsed against its fixture's store.
    let corpus = root.appendingPathComponent("Corpus")
    var utterances: [Language: [String]] = [:]
    for file in CorpusRunner.corpusFiles(at: [corpus.appendingPathComponent("en"), corpus.appendingPathComponent("ja")]) {
        let language: Language = file.path.contains("/ja/") ? .ja : .en
        for item in try CorpusFile.parse(String(contentsOf: file, encoding: .utf8), file: file.path) {
            utterances[language, default: []].append(item.utterance)
        }
    }
    let folder = NSTemporaryDirectory() + "intenttodo-bench-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let clock = Clock(parsingNow: "2026-11-30T09:00")!
    for language in Language.allCases {
        let store = try TodoStore(path: folder + "/\(language.rawValue).sqlite")
        let service = TodoService(store: store, clock: clock, language: language)
        let fixture = try Data(contentsOf: corpus.appendingPathComponent("fixtures/\(language.rawValue).json"))
        _ = try service.importDocument(JSONValue(parsing: fixture))
        let app = VoiceApp(store: store, clock: clock, engine: engine, defaultLanguage: language)
        let lines = utterances[language] ?? []
        _ = app.parse(lines.first ?? "", language: language)  // builds the entity index
        var times: [Double] = []
        for line in lines {
            start = DispatchTime.now()
            _ = app.parse(line, language: language)
            times.append(seconds(start) * 1000)
        }
        times.sort()
        guard !times.isEmpty else { continue }
        let mean = times.reduce(0, +) / Double(times.count)
        print(
            String(
                format: "%@ parse (%d utterances): mean %.2f ms, p50 %.2f ms, p95 %.2f ms, max %.2f ms", language.rawValue, times.count, mean,
                times[times.count / 2], times[times.count * 95 / 100], times.last!))
    }

    // Resolution at scale: an index over `count` titles, then spoken queries.
    var records: [EntityRecord] = []
    records.reserveCapacity(count)
    let words = ["buy", "call", "email", "fix", "book", "pay", "clean", "write", "read", "plan"]
    let objects = ["milk", "bread", "mom", "the plumber", "the report", "rent", "the kitchen", "cards", "a book", "the trip"]
    for index in 0..<count {
        records.append(EntityRecord(id: Int64(index + 1), title: "\(words[index % 10].capitalized) \(objects[(index / 10) % 10]) \(index)"))
    }
    start = DispatchTime.now()
    let index = EntityIndex(language: .en, records: records, normalizer: Normalizer())
    print(String(format: "entity index over %d titles: build %.2f s", count, seconds(start)))
    let queries = ["by milk 42", "call the plumber 1234", "pay rent", "clean kitchen 77", "email mom 5"]
    start = DispatchTime.now()
    for _ in 0..<20 { for query in queries { _ = index.rank(query, language: .en, limit: 10) } }
    print(String(format: "entity ranking with %d titles: %.2f ms per query", count, seconds(start) * 1000 / 100))
}
