import Basics
import Foundation
import PhraseEngine
import Testing

@Suite struct GrammarParserTests {
    @Test func treeOfATemplate() throws {
        let expansion = try Expansion.parse("(complete | check off) $<todo> [<in_app>]")
        #expect(
            expansion.dump() == """
                sequence
                  alternatives
                    sequence
                      word "complete"
                    sequence
                      word "check"
                      word "off"
                  slot todo
                  optional
                    sequence
                      rule in_app
                """)
    }

    @Test func treeOfTopLevelAlternativesAndNesting() throws {
        let expansion = try Expansion.parse("a [b (c | [d] e)] | $<x>")
        #expect(
            expansion.dump() == """
                alternatives
                  sequence
                    word "a"
                    optional
                      sequence
                        word "b"
                        alternatives
                          sequence
                            word "c"
                          sequence
                            optional
                              sequence
                                word "d"
                            word "e"
                  sequence
                    slot x
                """)
    }

    @Test func japaneseWordsRunUpToBrackets() throws {
        let expansion = try Expansion.parse("$<todo>[を]完了にして")
        #expect(
            expansion.dump() == """
                sequence
                  slot todo
                  optional
                    sequence
                      word "を"
                  word "完了にして"
                """)
    }

    @Test(arguments: [
        "complete $<todo> [<in_app>]",
        "(complete | finish | check off) $<todo> [in <app>]",
        "mark $<todo> as (done | complete | completed) [<in_app>]",
        "a | b c | [d]",
        "[[a] b]",
        "((a | b) | c) [(d)]",
        "what's on $<list>",
        "set $<todo> to repeat $<repeat>",
    ])
    func englishRoundTrip(template: String) throws {
        #expect(try Expansion.parse(template).render(language: .en) == template)
    }

    @Test(arguments: [
        "$<todo>[を](完了|終わった)[にして]",
        "<app>で$<todo>を完了",
        "[$<due>][に]$<title>をリマインド",
        "今日のタスク|期限切れのタスク",
    ])
    func japaneseRoundTrip(template: String) throws {
        #expect(try Expansion.parse(template).render(language: .ja) == template)
    }

    @Test func renderingIsCanonical() throws {
        let expansion = try Expansion.parse("  complete   (a|b)   [ c ]")
        #expect(expansion.render(language: .en) == "complete (a | b) [c]")
        #expect(try Expansion.parse(expansion.render(language: .en)) == expansion)
    }

    @Test func grammarFileDeclarations() throws {
        let source = """
            # comment line
            language en
            app = intenttodo | intent todo   # trailing comment
            slot todo: entity todo
            slot when: date
            slot filter: enum
              all = all | everything
              today = [due] today
            prefix: hey <app>

            intent ShowTodos
              show $<filter> todos
              show everything {filter=all, list=Inbox}
            intent CompleteTodo
              complete $<todo>
            intent ShowTodos
              list my todos
            """
        let grammar = try Grammar.parse(source: source, file: "test.phrases")
        #expect(grammar.language == .en)
        #expect(grammar.rules["app"]?.expansion.render() == "intenttodo | intent todo")
        #expect(grammar.slots["todo"]?.kind == .entity(type: "todo"))
        #expect(grammar.slots["when"]?.kind == .date)
        #expect(grammar.slots["filter"]?.values.map(\.value) == ["all", "today"])
        #expect(grammar.slots["filter"]?.values.last?.expansion.render() == "[due] today")
        #expect(grammar.prefixes.map { $0.expansion.render() } == ["hey <app>"])
        #expect(grammar.intents.map(\.name) == ["ShowTodos", "CompleteTodo"])
        let show = try #require(grammar.intent(named: "ShowTodos"))
        #expect(show.templates.map { $0.render(language: .en) } == [
            "show $<filter> todos", "show everything {filter=all, list=Inbox}", "list my todos",
        ])
        #expect(show.templates[1].fixedValues == [FixedValue(parameter: "filter", value: "all"), FixedValue(parameter: "list", value: "Inbox")])
        #expect(show.templates[0].location == SourceLocation(file: "test.phrases", line: 12, column: 3))
    }

    @Test func filesOfAFolderShareRulesAndSlots() throws {
        let grammar = try Grammar.load(directory: fixtures.appendingPathComponent("split"))
        #expect(grammar.language == .en)
        #expect(grammar.intents.map(\.name) == ["CompleteTodo"])
        #expect(grammar.rules.keys.sorted() == ["app", "in_app"])
    }

    @Test func folderNamesTheLanguageOfFilesWithoutOne() throws {
        let grammar = try Grammar.load(directory: fixtures.appendingPathComponent("ja"))
        #expect(grammar.language == .ja)
    }
}
