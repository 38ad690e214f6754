import Basics
import Foundation
@testable import PhraseEngine
import SpeechText
import Testing

/// Sharing beginnings and endings must not change what any sentence scores for any intent.
@Suite struct SharingTests {
    @Test(arguments: [Language.en, .ja])
    func sharedAndUnsharedAutomataAgree(language: Language) throws {
        let grammar = try #require(testEngine.grammar(for: language))
        let shared = try AutomatonBuilder.build(grammar, normalizer: Normalizer())
        let separate = try AutomatonBuilder.build(grammar, normalizer: Normalizer(), merging: false)
        #expect(shared.stateCount < separate.stateCount)
        func credits(_ automaton: Automaton, _ tokens: [PlaceholderScorer.Token]) -> [String] {
            let translated = tokens.map { token -> PlaceholderScorer.Token in
                guard case .word(let id) = token else { return token }
                return .word(automaton.vocabulary[separate.words[Int(id)]] ?? -1)
            }
            var scorer = PlaceholderScorer(automaton: automaton, tokens: translated, matching: .byKind)
            let matcher = Matcher(automaton: automaton)
            return PhraseEngine.bestPerIntent(matcher.run(&scorer), matcher: matcher).map {
                "\(automaton.templates[Int($0.template)].intent) \(String(format: "%.6f", $0.credit))"
            }.sorted()
        }
        var compared = 0
        for template in separate.templates {
            for sample in SentenceSampler(automaton: separate, template: template).samples(limit: 8) {
                #expect(credits(shared, sample.tokens) == credits(separate, sample.tokens), "\(sample.text)")
                compared += 1
            }
        }
        #expect(compared > 10)
    }
}
