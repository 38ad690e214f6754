import Basics
import Foundation
import Testing

@testable import TodoKit

/// Replays the inputs `scripts/fuzz` found for the import target (Fuzz/Regressions/import), the way
/// the fuzz target runs them: imported into a store seeded from Corpus/fixtures, then undone;
/// each must finish quickly and leave the store as it was.
@Suite struct ImportFuzzRegressionTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var inputs: [String] {
        let folder = root.appendingPathComponent("Fuzz/Regressions/import")
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted().map { folder.appendingPathComponent($0).path }
    }

    @Test(arguments: inputs)
    func importThenUndoRestoresTheStore(path: String) throws {
        let fixture = try Fixture()
        for language in Language.allCases {
            let seed = Self.root.appendingPathComponent("Corpus/fixtures/\(language.rawValue).json")
            _ = try fixture.service.importDocument(JSONValue(parsing: Data(contentsOf: seed)))
        }
        let before = try fixture.service.exportDocument()
        let document = try? JSONValue(parsing: Data(contentsOf: URL(fileURLWithPath: path)))
        let elapsed = ContinuousClock().measure {
            guard let document else { return }
            let changes = fixture.service.changeCounter
            guard (try? fixture.service.importDocument(document)) != nil, fixture.service.changeCounter != changes else { return }
            #expect((try? fixture.service.perform(IntentRequest(.undo)))?.ok == true)
        }
        #expect(try fixture.service.exportDocument() == before)
        #expect(elapsed < .seconds(10))
    }
}
