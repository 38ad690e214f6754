import Basics
import Foundation
import PhraseEngine
import Testing
import TodoKit
import TodoVoice

/// Every language the program knows has every piece each layer needs. Answers, dialog and
/// matcher tuning are `switch`es over `Language` (the compiler names a missing case); what
/// lives as data is checked here, naming the missing piece and where it belongs.
@Suite struct LanguageCoverageTests {
    @Test(arguments: Language.allCases)
    func everyLanguageHasItsData(language: Language) throws {
        let code = language.rawValue
        let folder = Repository.grammars.appendingPathComponent(code)
        #expect(FileManager.default.fileExists(atPath: folder.path), "missing Grammars/\(code)/ (the language's templates)")
        let grammar = try #require(Repository.engine.grammar(for: language), "Grammars/\(code) did not load")
        for rule in AnswerLexicon.requiredRules + [VoiceApp.vagueTodoRule] {
            #expect(grammar.phrases(ofRule: rule)?.isEmpty == false, "Grammars/\(code) lacks the rule ‘\(rule)’ (see docs/GRAMMAR.md)")
        }
        let corpus = Repository.corpus.appendingPathComponent(code)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path))?.filter { $0.hasSuffix(".corpus") } ?? []
        #expect(!files.isEmpty, "missing Corpus/\(code)/*.corpus (sentences the grammar must understand)")
        let fixture = Repository.fixtures.appendingPathComponent(code + ".json")
        #expect(FileManager.default.fileExists(atPath: fixture.path), "missing Corpus/fixtures/\(code).json (the store its corpus runs on)")
    }

    /// The data rules the app and the engine read, where a grammar has them, expand within the
    /// limit of `Grammar.phrases(ofRule:)` (`Grammar.dataRuleLimit`): past it a rule reads as no
    /// phrases at all, silently (a `closing` alternative added where it multiplied the rest once
    /// did that). `intenttodo lint` reports the same.
    @Test func everyDataRuleExpands() {
        let findings = Repository.engine.lint(dataRules: VoiceApp.isDataRule)
        #expect(findings.isEmpty, "\(findings.map(\.description))")
        for rule in VoiceApp.dataRules {
            #expect(Language.allCases.contains { Repository.engine.grammar(for: $0)?.rules[rule] != nil }, "no grammar has the data rule ‘\(rule)’")
        }
    }

    /// Intents with no sentence yet in a language, each with the reason (reviewed).
    static let intentsWithoutTemplates: [TodoIntent: String] = [
        .addTodos: "several items in one breath need the list-splitting of the 'understanding' issue"
    ]

    @Test(arguments: Language.allCases)
    func everyIntentCanBeSaid(language: Language) {
        for intent in TodoIntent.allCases where Self.intentsWithoutTemplates[intent] == nil {
            #expect(
                !Repository.engine.templates(for: intent.name, language: language).isEmpty,
                "no template says \(intent.name) in Grammars/\(language.rawValue)")
        }
    }

    @Test(arguments: Language.allCases)
    func everyRequiredParameterHasAQuestion(language: Language) {
        for intent in TodoIntent.allCases {
            for parameter in intent.declaration.parameters where parameter.isRequired {
                #expect(!intent.declaration.prompt(for: parameter.name, language: language).isEmpty,
                        "\(intent.name).\(parameter.name) has no question in \(language.rawValue)")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func answerWordsAreRead(language: Language) throws {
        let grammar = try #require(Repository.engine.grammar(for: language))
        let yes = try #require(grammar.phrases(ofRule: "answer_yes")?.first)
        #expect(Repository.engine.answers.reading(yes, language) == .yes)
        let second = try #require(grammar.phrases(ofRule: "answer_second")?.first)
        #expect(Repository.engine.answers.reading(second, language) == .ordinal(2))
    }
}
