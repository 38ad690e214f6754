// intenttodo-bench: measures the store and the phrase engine (docs/PERFORMANCE.md).
//
//     swift build -c release --product intenttodo-bench
//     .build/release/intenttodo-bench import 100000     # import/export/count/search at scale
//     .build/release/intenttodo-bench phrases 100000    # grammar compile, parse latency, resolution at scale
//     .build/release/intenttodo-bench glance 10000      # status and remind on a store made by import; writes the store
import Basics
import Foundation
import TodoKit

func seconds(_ start: DispatchTime) -> Double { Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }

let arguments = Array(CommandLine.arguments.dropFirst())
let mode = arguments.first.flatMap { Int($0) == nil ? $0 : nil } ?? "import"
let count = arguments.compactMap(Int.init).first ?? 100_000
switch mode {
case "import": try importBenchmark(count: count)
case "phrases": try phraseBenchmark(count: count)
case "glance": try glanceBenchmark(count: count, store: arguments.first { $0.hasSuffix(".sqlite") })
default:
    FileHandle.standardError.write(Data("usage: intenttodo-bench [import|phrases|glance] [N] [STORE.sqlite]\n".utf8))
    exit(2)
}

func importBenchmark(count: Int) throws {
    let folder = NSTemporaryDirectory() + "intenttodo-bench-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }

    var todos: [JSONValue] = []
    todos.reserveCapacity(count)
    let lists = ["Groceries", "Work", "Home", "Errands", "買い物"]
    for index in 0..<count {
        todos.append([
            "title": .string(index % 3 == 0 ? "牛乳を買う \(index)" : "Todo number \(index)"),
            "list": .string(lists[index % lists.count]),
            "due": index % 4 == 0 ? .string(String(format: "2026-12-%02d", index % 28 + 1)) : nil,
            "done": .bool(index % 5 == 0), "starred": .bool(index % 7 == 0), "urgent": .bool(index % 11 == 0),
            "repeat": index % 13 == 0 ? "FREQ=WEEKLY;BYDAY=MO,TH" : nil,
        ])
    }
    let text = (["lists": .array(lists.map { ["name": .string($0)] }), "todos": .array(todos)] as JSONValue).jsonText
    let data = Data(text.utf8)


    let clock = Clock(parsingNow: "2026-11-30T09:00")!
    let store = try TodoStore(path: folder + "/todos.sqlite")
    let service = TodoService(store: store, clock: clock, language: .en)
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
    print(String(format: "import (1 tx):     %.3f s  (%.0f todos/s)", importTime, Double(summary.todos) / importTime))
    print(String(format: "export:            %.3f s", exportTime))
    print(String(format: "ShowTodoCount:     %.4f s  (%@)", countTime, overdue.say))
    print(String(format: "ShowTodoCount again: %.4f s", secondCountTime))
    print(String(format: "SearchEverything:  %.4f s  (%@)", searchTime, search.say))
}
