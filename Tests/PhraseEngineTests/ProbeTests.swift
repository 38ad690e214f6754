import Basics
import Foundation
@testable import PhraseEngine
import SpeechText
import Testing

@Suite struct ProbeTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["PROBE"] != nil)) func probe() throws {
        var t = DispatchTime.now()
        func lap(_ label: String) { let now = DispatchTime.now(); print("PROBE \(label): \(Double(now.uptimeNanoseconds - t.uptimeNanoseconds) / 1e6) ms"); t = now }
        let en = try Grammar.load(directory: RepositoryGrammarTests.folder.appendingPathComponent("en"))
        let ja = try Grammar.load(directory: RepositoryGrammarTests.folder.appendingPathComponent("ja"))
        lap("parse")
        let a = try AutomatonBuilder.build(en, normalizer: Normalizer())
        lap("compile en \(a.stateCount) states \(a.edges.count) edges start closure \(a.startClosure.count)")
        let b = try AutomatonBuilder.build(ja, normalizer: Normalizer())
        lap("compile ja \(b.stateCount) states \(b.edges.count) edges start closure \(b.startClosure.count)")
        let engine = try PhraseEngine(grammars: [en, ja], schemas: [])
        lap("engine")
        for text in ["complete buy milk", "hey siri could you add call the plumber tomorrow at 5pm to my groceries list please", "show my overdue todos", "牛乳を買うを完了して", "明日の5時に歯医者をリマインドして"] {
            let r = engine.parse(text, clock: testClock, entities: FakeEntities())
            lap("parse '\(text)' -> \(r.best?.intent ?? "none") \(r.best?.slots.mapValues(describe) ?? [:]) steps \(r.steps)")
        }
    }
}
