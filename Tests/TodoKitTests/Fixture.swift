import Basics
import Foundation
import Testing

@testable import TodoKit

/// A fresh store in its own temporary folder, and a service over it at a fixed `--now` (UTC).
final class Fixture {
    let folder: String
    let path: String
    private(set) var service: TodoService
    private(set) var store: TodoStore
    var now: String
    var language: Language

    static let utc = Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!)

    init(now: String = "2026-11-30T09:00", language: Language = .en) throws {
        folder = NSTemporaryDirectory() + "todokit-\(UUID().uuidString)"
        path = folder + "/data/todos.sqlite"
        self.now = now
        self.language = language
        store = try TodoStore(path: path)
        service = TodoService(store: store, clock: Clock(parsingNow: now, calendar: Self.utc)!, language: language)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    /// Closes and reopens the store (a new process), optionally at another time or language.
    func reopen(now: String? = nil, language: Language? = nil) throws {
        if let now { self.now = now }
        if let language { self.language = language }
        store = try TodoStore(path: path)
        service = TodoService(store: store, clock: Clock(parsingNow: self.now, calendar: Self.utc)!, language: self.language)
    }

    @discardableResult
    func run(_ intent: String, _ arguments: [String: String] = [:], yes: Bool = false) throws -> IntentResponse {
        guard let typed = TodoIntent(rawValue: intent) else { throw IntentFailure.unknownIntent(intent) }
        return try service.perform(IntentRequest(typed, arguments: arguments.mapValues(IntentArgument.text), isConfirmed: yes))
    }

    /// Titles ShowTodos lists for `filter` (and `list`).
    func titles(_ filter: String = "pending", list: String? = nil) throws -> [String] {
        var arguments = ["filter": filter]
        arguments["list"] = list
        return try run("ShowTodos", arguments).result["todos"]!.arrayValue!.map { $0["title"]!.stringValue! }
    }

    func todo(_ title: String) throws -> JSONValue {
        try run("OpenTodo", ["todo": title]).result["todo"]!
    }

    func failure(_ intent: String, _ arguments: [String: String] = [:], yes: Bool = false) -> IntentFailure? {
        do {
            _ = try run(intent, arguments, yes: yes)
            return nil
        } catch let error as IntentFailure {
            return error
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }
}
