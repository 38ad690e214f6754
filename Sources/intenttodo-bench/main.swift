// intenttodo-bench: measures the store and the phrase engine (docs/PERFORMANCE.md).
//
//     swift build -c release --product intenttodo-bench
//     .build/release/intenttodo-bench import 100000     # import/export/count/search at scale
//     .build/release/intenttodo-bench phrases 100000    # grammar compile, parse latency, resolution at scale
//     .build/release/intenttodo-bench glance 10000      # status and remind on a store made by import; writes the store
//     .build/release/intenttodo-bench parse STORE en    # parse latency over the corpus against a store (scripts/bench)
//     .build/release/intenttodo-bench generate N en FIXTURE.json   # an import document of N realistic todos
import Basics
import Foundation
import TodoKit
import TodoVoice

func seconds(_ start: DispatchTime) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first.flatMap { Int($0) == nil ? $0 : nil } ?? "import"
let count = arguments.compactMap(Int.init).first ?? 100_000
switch mode {
case "import": try importBenchmark(count: count)
case "phrases": try phraseBenchmark(count: count)
case "glance": try glanceBenchmark(count: count, store: arguments.first { $0.hasSuffix(".sqlite") })
case "parse":
    try parseBenchmark(arguments: arguments)
case "entries":
    // entries FILE.json: the title index's entries for every todo title of an import document.
    guard let path = arguments.first(where: { $0.hasSuffix(".json") }) else { exit(2) }
    let document = try JSONValue(parsing: Data(contentsOf: URL(fileURLWithPath: path)))
    let titles = (document["todos"]?.arrayValue ?? []).compactMap { $0["title"]?.stringValue }
    let start = DispatchTime.now()
    let entries = StoreTitleIndexer().entries(for: titles)
    print(String(format: "%d titles (%d distinct): %.3f s, %d keys", titles.count, Set(titles).count, seconds(start), entries.reduce(0) { $0 + $1.keys.count }))
case "generate":
    // generate N en|ja FIXTURE.json: an import document of N realistic todos on stdout.
    let language = arguments.contains("ja") ? Language.ja : .en
    guard let fixturePath = arguments.first(where: { $0.hasSuffix(".json") }) else {
        FileHandle.standardError.write(Data("usage: intenttodo-bench generate N en|ja FIXTURE.json\n".utf8))
        exit(2)
    }
    let fixture = try JSONValue(parsing: Data(contentsOf: URL(fileURLWithPath: fixturePath)))
    FileHandle.standardOutput.write(Data(StoreGenerator.document(count: count, language: language, fixture: fixture).jsonText.utf8))
default:
    FileHandle.standardError.write(Data("usage: intenttodo-bench [import|phrases|glance|parse|entries|generate] [N]\n".utf8))
    exit(2)
}

func importBenchmark(count: Int) throws {
    let folder = NSTemporaryDirectory() + "intenttodo-bench-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let language: Language = arguments.contains("ja") ? .ja : .en
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let fixture = try JSONValue(parsing: Data(contentsOf: root.appendingPathComponent("Corpus/fixtures/\(language.rawValue).json")))
    let text = StoreGenerator.document(count: count, language: language, fixture: fixture).jsonText
    let data = Data(text.utf8)

    // The parts: the import alone (no indexer), then the title index built for it.
    do {
        let store = try TodoStore(path: folder + "/parts.sqlite")
        let service = TodoService(store: store, clock: Clock(parsingNow: "2026-11-30T09:00")!, language: language)
        var start = DispatchTime.now()
        let document = try JSONValue(parsing: data)
        let parsed = seconds(start)
        start = DispatchTime.now()
        _ = try service.importDocument(document)
        let imported = seconds(start)
        store.titleIndexer = StoreTitleIndexer()
        start = DispatchTime.now()
        try store.updateTitleIndex()
        let indexed = seconds(start)
        print(String(format: "parts: parse JSON %.3f s, import without index %.3f s, title index %.3f s", parsed, imported, indexed))
    }

    let clock = Clock(parsingNow: "2026-11-30T09:00")!
    let store = try TodoStore(path: folder + "/todos.sqlite")
    store.titleIndexer = StoreTitleIndexer()
    let service = TodoService(store: store, clock: clock, language: language)
    let parseStart = DispatchTime.now()
    let document = try JSONValue(parsing: data)
    let parseTime = seconds(parseStart)
    let importStart = DispatchTime.now()
    let summary = try service.importDocument(document)
    let importTime = seconds(importStart)
    let exportStart = DispatchTime.now()
    let exported = try service.exportDocument().jsonText
    let exportTime = seconds(exportStart)
    let showStart = DispatchTime.now()
    let overdue = try service.perform(IntentRequest(.showTodoCount, arguments: ["filter": .text("today")]))
    let countTime = seconds(showStart)
    let secondStart = DispatchTime.now()
    _ = try service.perform(IntentRequest(.showTodoCount, arguments: ["filter": .text("overdue")]))
    let secondCountTime = seconds(secondStart)
    let searchStart = DispatchTime.now()
    let search = try service.perform(IntentRequest(.searchEverything, arguments: ["query": .text("牛乳")]))
    let searchTime = seconds(searchStart)

    print("todos: \(summary.todos), document: \(data.count / 1024) KiB, export: \(exported.utf8.count / 1024) KiB")
    print(String(format: "parse JSON:        %.3f s", parseTime))
    print(String(format: "import (1 tx, with title index): %.3f s  (%.0f todos/s)", importTime, Double(summary.todos) / importTime))
    print(String(format: "export:            %.3f s", exportTime))
    print(String(format: "ShowTodoCount:     %.4f s  (%@)", countTime, overdue.say))
    print(String(format: "ShowTodoCount again: %.4f s", secondCountTime))
    print(String(format: "SearchEverything:  %.4f s  (%@)", searchTime, search.say))
}
