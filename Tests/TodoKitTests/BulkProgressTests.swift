import Basics
import Foundation
import Testing

@testable import TodoKit

/// Bulk intents report progress, and stopping them changes nothing.
@Suite struct BulkProgressTests {
    static func fixture(todos count: Int) throws -> Fixture {
        let fixture = try Fixture()
        let todos: [JSONValue] = (0..<count).map { .object(["title": .string("Task \($0)")]) }
        _ = try fixture.service.importDocument(.object(["todos": .array(todos)]))
        return fixture
    }

    @Test func progressReachesTheTotal() throws {
        let fixture = try Self.fixture(todos: 300)
        var reports: [(Int, Int)] = []
        fixture.service.bulkProgress = { done, total in
            reports.append((done, total))
            return true
        }
        try fixture.run("CompleteTodos", ["filter": "all"], yes: true)
        #expect(reports.first?.0 == 1)
        #expect(reports.last.map { $0 == (300, 300) } == true)
        #expect(try fixture.titles().isEmpty)
    }

    @Test(arguments: ["CompleteTodos", "DeleteTodos"])
    func stoppingHalfWayChangesNothing(intent: String) throws {
        let fixture = try Self.fixture(todos: 300)
        fixture.service.bulkProgress = { done, _ in done < 150 }
        #expect(throws: IntentFailure.cancelled) {
            try fixture.run(intent, ["filter": "all"], yes: true)
        }
        #expect(try fixture.titles().count == 300)
        fixture.service.bulkProgress = nil
        // Nothing was journaled either: the last change to undo is still the import.
        #expect(try fixture.run("Undo").say.contains("300") == true)
    }
}
