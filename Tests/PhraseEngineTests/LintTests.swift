import Basics
import Foundation
import PhraseEngine
import Testing

@Suite struct LintTests {
    static let source = """
        language en
        slot todo: entity todo
        slot list: entity list
        slot words: text
        intent ShowTodos
          show [all] todos
          show todos
        intent Undo
          undo [that]
        intent Revert
          (undo | revert) [that]
        intent DeleteTodo
          remove $<todo>
        intent Trash
          remove $<todo> [now]
        intent DeleteList
          remove $<list>
        intent Search
          find $<words>
        intent FindTodo
          find $<todo>
        """

    @Test func findsOverlapsAndTemplatesThatNeverWin() throws {
        let engine = try PhraseEngine(grammars: [try Grammar.parse(source: Self.source, file: "lint.phrases")], schemas: [])
        let findings = engine.lint().map(\.description).sorted()
        #expect(findings == [
            "en: 'remove <todo>' is claimed by DeleteTodo 'remove $<todo>' (lint.phrases:13:3) and Trash 'remove $<todo> [now]' (lint.phrases:15:3)",
            "en: 'undo that' is claimed by Undo 'undo [that]' (lint.phrases:9:3) and Revert '(undo | revert) [that]' (lint.phrases:11:3)",
            "en: 'undo' is claimed by Undo 'undo [that]' (lint.phrases:9:3) and Revert '(undo | revert) [that]' (lint.phrases:11:3)",
        ])
        // NB: 'show todos' (line 7) is subsumed by its own intent's 'show [all] todos': redundant, but
        // its sentences still mean ShowTodos, so it is no finding.
    }

    @Test func cleanGrammarHasNoFindings() throws {
        let source = "language en\nslot todo: entity todo\nintent A\n  complete $<todo>\nintent B\n  delete $<todo>\n"
        let engine = try PhraseEngine(grammars: [try Grammar.parse(source: source, file: "clean.phrases")], schemas: [])
        #expect(engine.lint().isEmpty)
    }

    @Test func findsDataRulesTooLargeToRead() throws {
        // 10 × 10 × 10 × 10 = 10,000 phrases: more than a rule read as data may stand for.
        let digits = "(0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9)"
        let source = "language en\nwide = \(digits) \(digits) \(digits) \(digits)\nnarrow = (a | b) [c]\nintent A\n  say <narrow>\n"
        let grammar = try Grammar.parse(source: source, file: "data.phrases")
        #expect(grammar.phraseCount(ofRule: "wide") == 10_000)
        #expect(grammar.phraseCount(ofRule: "narrow") == 4)
        #expect(grammar.phrases(ofRule: "narrow")?.count == 4)
        #expect(grammar.phrases(ofRule: "wide") == nil)
        let engine = try PhraseEngine(grammars: [grammar], schemas: [])
        let findings = engine.lint(dataRules: { $0 == "wide" || $0 == "narrow" })
        #expect(findings.map(\.description) == [
            "en: the data rule <wide> (data.phrases:2:1) stands for 10000 phrases, more than the 5000 a rule read as data may: none of them is read"
        ])
        #expect(findings.first?.kind == .dataRuleTooLarge)
        #expect(engine.lint(dataRules: { _ in false }).isEmpty)
    }

    @Test func samplingIsBoundedPerTemplate() throws {
        // 2^12 sentences in one template; lint looks at no more than the cap.
        let template = Array(repeating: "[(a | b)]", count: 12).joined(separator: " ")
        let source = "language en\nintent A\n  x \(template)\nintent B\n  x \(template)\n"
        let engine = try PhraseEngine(grammars: [try Grammar.parse(source: source, file: "wide.phrases")], schemas: [])
        let findings = engine.lint(samplesPerTemplate: 5)
        #expect(findings.filter { $0.kind == .overlap }.count <= 10)
        #expect(findings.contains { $0.kind == .neverWins && $0.templates.first?.intent == "B" })
    }

    @Test func testGrammarsAreClean() {
        let findings = testEngine.lint()
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }
}
