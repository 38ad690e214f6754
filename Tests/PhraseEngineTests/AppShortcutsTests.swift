import Basics
import Foundation
import PhraseEngine
import Testing

@Suite struct AppShortcutsTests {
    @Test func stringsEntriesCommentsAndEscapes() throws {
        let source = #"""
            /* intent: CompleteTodo */
            "Complete ${todo} in ${applicationName}" = "${applicationName}で${todo}を完了";
            // a line comment
            "Say \"hi\"\tnow" = "\U3053\U3093\u306B\U3061\U306F\n\\";
            /* intent: Undo */ "Undo" = "元に戻す"; "Redo" = "やり直す";
            """#
        let phrases = try AppShortcuts.parseStrings(source: source, file: "AppShortcuts.strings", language: .ja)
        #expect(phrases.map(\.key) == ["Complete ${todo} in ${applicationName}", "Say \"hi\"\tnow", "Undo", "Redo"])
        #expect(phrases.map(\.phrase) == ["${applicationName}で${todo}を完了", "こんにちは\n\\", "元に戻す", "やり直す"])
        #expect(phrases.map(\.intent) == ["CompleteTodo", nil, "Undo", nil])
        #expect(phrases[0].location == SourceLocation(file: "AppShortcuts.strings", line: 2, column: 45))
        #expect(phrases[0].expansion.render(language: .ja) == "<app>で$<todo>を完了")
    }

    @Test func englishPhraseBecomesATemplate() throws {
        let phrase = ShortcutPhrase(
            key: "Complete ${todo} in ${applicationName}", phrase: "Complete ${todo} in ${applicationName}",
            language: .en, intent: nil, location: SourceLocation(file: "x", line: 1, column: 1))
        #expect(phrase.expansion.render(language: .en) == "Complete $<todo> in <app>")
    }

    @Test func stringCatalog() throws {
        let url = fixtures.appendingPathComponent("shortcuts/AppShortcuts.xcstrings")
        let phrases = try AppShortcuts.parseCatalog(source: try String(contentsOf: url, encoding: .utf8), file: "AppShortcuts.xcstrings")
        #expect(phrases.map { "\($0.language.rawValue) \($0.phrase) \($0.intent ?? "?") @\($0.location.line)" } == [
            "en Complete ${todo} in ${applicationName} ? @4",
            "ja ${applicationName}で${todo}を片付けて ? @4",
            "en Take back the last change in ${applicationName} Undo @14",
            "ja ${applicationName}で今の変更を取り消して Undo @14",
        ])
    }

    @Test func loadAllAddsPhrasesToTheirIntents() throws {
        let grammars = try Grammar.loadAll(directory: fixtures.appendingPathComponent("shortcuts"))
        #expect(grammars.map(\.language) == [.en, .ja])
        let english = grammars[0]
        let japanese = grammars[1]
        #expect(english.intent(named: "CompleteTodo")?.templates.map { $0.render(language: .en) } == [
            "(complete | finish) $<todo> [in <app>]", "Complete $<todo> in <app>",
        ])
        #expect(english.intent(named: "Undo")?.templates.map { $0.render(language: .en) } == [
            "undo [that] [in <app>]", "Take back the last change in <app>",
        ])
        #expect(japanese.intent(named: "CompleteTodo")?.templates.map { $0.render(language: .ja) } == [
            "$<todo>を完了", "<app>で$<todo>を片付けて", "<app>で$<todo>を完了", "<app>で$<todo>を済ませて",
        ])
        #expect(japanese.intent(named: "Undo")?.templates.map { $0.render(language: .ja) } == [
            "<app>で今の変更を取り消して", "<app>で「取り消し」",
        ])
        let engine = try PhraseEngine(grammars: grammars, schemas: [])
        let result = engine.parse("インテントトゥドゥで牛乳を買うを片付けて", clock: testClock, entities: FakeEntities())
        #expect(result.best?.intent == "CompleteTodo")
        #expect(describe(result.best?.slots["todo"]) == "牛乳を買う->牛乳を買う")
        #expect(engine.parse("take back the last change in intent todo", clock: testClock, entities: FakeEntities()).best?.intent == "Undo")
    }

    @Test func unknownPlaceholderIsReportedInTheStringsFile() throws {
        let english = try Grammar.load(directory: fixtures.appendingPathComponent("shortcuts/en"))
        var japanese = try Grammar.load(directory: fixtures.appendingPathComponent("shortcuts/ja"))
        let source = "/* intent: CompleteTodo */\n\"Complete ${todo}\" = \"${tod}を完了\";\n"
        let phrases = try AppShortcuts.parseStrings(source: source, file: "ja.lproj/AppShortcuts.strings", language: .ja)
        #expect {
            try japanese.addShortcuts(phrases, english: english)
        } throws: { error in
            String(describing: error) == """
                error: unknown slot '$<tod>'
                 --> ja.lproj/AppShortcuts.strings:2:23
                2 | "Complete ${todo}" = "${tod}を完了";
                  |                       ^ did you mean '$<todo>'?
                """
        }
    }

    @Test func phraseOfNoKnownIntentNeedsAComment() throws {
        let english = try Grammar.load(directory: fixtures.appendingPathComponent("shortcuts/en"))
        var japanese = try Grammar.load(directory: fixtures.appendingPathComponent("shortcuts/ja"))
        let source = "\"Water the plants with ${applicationName}\" = \"${applicationName}で水やり\";\n"
        let phrases = try AppShortcuts.parseStrings(source: source, file: "AppShortcuts.strings", language: .ja)
        #expect {
            try japanese.addShortcuts(phrases, english: english)
        } throws: { error in
            String(describing: error) == """
                error: cannot tell which intent 'Water the plants with ${applicationName}' belongs to
                 --> AppShortcuts.strings:1:47
                1 | "Water the plants with ${applicationName}" = "${applicationName}で水やり";
                  |                                               ^ name it in a comment: /* intent: Name */
                """
        }
    }

    @Test(arguments: [
        ("\"a\" = \"b\"", "expected ';' after the phrase, found end of file"),
        ("\"a\" \"b\";", "expected '=' after the key, found '\"'"),
        ("\"a\" = \"b;", "unterminated string"),
        ("/* intent: X", "unterminated comment"),
        ("a = \"b\";", "expected a quoted key, found 'a'"),
    ])
    func malformedStrings(source: String, message: String) {
        #expect {
            _ = try AppShortcuts.parseStrings(source: source, file: "x.strings", language: .en)
        } throws: { error in
            (error as? GrammarError)?.message == message
        }
    }

    @Test func malformedCatalog() {
        #expect(throws: GrammarError.self) { _ = try AppShortcuts.parseCatalog(source: "{ not json", file: "x.xcstrings") }
    }
}
