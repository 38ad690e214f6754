import Basics
import Foundation
import FuzzSupport
import TodoKit

// The import reader (TodoService.importDocument): a JSON document imported into an in-memory
// store seeded from Corpus/fixtures. A failed import changes nothing; one that changed the
// store is undone by one Undo, which brings back the store as it was (compared through
// export). An import that adds nothing records no undo step (Undo would revert an older change).
enum Import {
    nonisolated(unsafe) static let service: TodoService = {
        do {
            let store = try TodoStore(path: ":memory:")
            try Fuzz.seed(store)
            return TodoService(store: store, clock: Fuzz.clock, language: .en)
        } catch {
            fatalError("cannot seed the store: \(error)")
        }
    }()
    static let seeded = snapshot()

    static func snapshot() -> JSONValue {
        do {
            return try Import.service.exportDocument()
        } catch {
            Fuzz.fail("export failed: \(error)")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzImport(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let document = try? JSONValue(parsing: Data(Fuzz.bytes(start, count))) else { return 0 }
    let before = Import.service.changeCounter
    do {
        _ = try Import.service.importDocument(document)
    } catch {
        guard Import.snapshot() == Import.seeded else { Fuzz.fail("a failed import (\(error)) changed the store") }
        return 0
    }
    guard Import.service.changeCounter != before else {
        guard Import.snapshot() == Import.seeded else { Fuzz.fail("an import that recorded no change changed the store") }
        return 0
    }
    do {
        let response = try Import.service.perform(IntentRequest(.undo))
        guard response.ok else { Fuzz.fail("undo of an import failed: \(response.say)") }
    } catch {
        Fuzz.fail("undo of an import failed: \(error)")
    }
    guard Import.snapshot() == Import.seeded else { Fuzz.fail("undo of an import left the store changed") }
    return 0
}

Fuzz.main(setUp: { _ = (Import.service, Import.seeded) }, fuzzImport)
