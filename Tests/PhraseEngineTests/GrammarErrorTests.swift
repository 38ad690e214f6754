import Basics
import Foundation
import PhraseEngine
import Testing

/// One broken grammar and the exact message it must produce.
struct BrokenGrammar: CustomTestStringConvertible, Sendable {
    var name: String
    var source: String
    var message: String
    var testDescription: String { name }
}

let header = "language en\napp = intenttodo\nin_app = [in] <app>\nslot todo: entity todo\n"

let brokenGrammars: [BrokenGrammar] = [
    BrokenGrammar(
        name: "unknown slot", source: header + "intent CompleteTodo\n  complete $<tod> [<in_app>]\n",
        message: """
            error: unknown slot '$<tod>'
             --> todo.phrases:6:12
            6 |   complete $<tod> [<in_app>]
              |            ^ did you mean '$<todo>'?
            """),
    BrokenGrammar(
        name: "unknown rule", source: header + "intent CompleteTodo\n  complete $<todo> [<in_ap>]\n",
        message: """
            error: unknown rule '<in_ap>'
             --> todo.phrases:6:21
            6 |   complete $<todo> [<in_ap>]
              |                     ^ did you mean '<in_app>'?
            """),
    BrokenGrammar(
        name: "unknown rule without suggestion", source: header + "intent Undo\n  undo <whatever>\n",
        message: """
            error: unknown rule '<whatever>'
             --> todo.phrases:6:8
            6 |   undo <whatever>
              |        ^
            """),
    BrokenGrammar(
        name: "unclosed group", source: header + "intent CompleteTodo\n  (complete | finish $<todo>\n",
        message: """
            error: unbalanced brackets: '(' is never closed
             --> todo.phrases:6:3
            6 |   (complete | finish $<todo>
              |   ^
            """),
    BrokenGrammar(
        name: "unopened bracket", source: header + "intent CompleteTodo\n  complete] $<todo>\n",
        message: """
            error: unbalanced brackets: ']' closes nothing
             --> todo.phrases:6:11
            6 |   complete] $<todo>
              |           ^
            """),
    BrokenGrammar(
        name: "mismatched brackets", source: header + "intent CompleteTodo\n  [complete | finish) $<todo>\n",
        message: """
            error: unbalanced brackets: '[' closed by ')'
             --> todo.phrases:6:21
            6 |   [complete | finish) $<todo>
              |                     ^ expected ']'
            """),
    BrokenGrammar(
        name: "unclosed reference", source: header + "intent CompleteTodo\n  complete $<todo\n",
        message: """
            error: unbalanced brackets: '<' is never closed
             --> todo.phrases:6:13
            6 |   complete $<todo
              |             ^
            """),
    BrokenGrammar(
        name: "empty alternative", source: header + "intent Undo\n  (undo | ) that\n",
        message: """
            error: empty alternative
             --> todo.phrases:6:9
            6 |   (undo | ) that
              |         ^ write words that may be left out in [ ]
            """),
    BrokenGrammar(
        name: "duplicate rule", source: header + "app = intent todo\n",
        message: """
            error: rule 'app' is defined twice
             --> todo.phrases:5:1
            5 | app = intent todo
              | ^ first defined at todo.phrases:2:1
            """),
    BrokenGrammar(
        name: "duplicate slot", source: header + "slot todo: text\n",
        message: """
            error: slot 'todo' is declared twice
             --> todo.phrases:5:1
            5 | slot todo: text
              | ^ first defined at todo.phrases:4:1
            """),
    BrokenGrammar(
        name: "duplicate enum value", source: header + "slot filter: enum\n  all = all\n  all = everything\n",
        message: """
            error: value 'all' of slot 'filter' is defined twice
             --> todo.phrases:7:3
            7 |   all = everything
              |   ^ first defined at todo.phrases:6:3
            """),
    BrokenGrammar(
        name: "direct rule cycle", source: header + "again = more <again>\n",
        message: """
            error: rule cycle: <again> -> <again>
             --> todo.phrases:5:14
            5 | again = more <again>
              |              ^ a rule cannot contain itself
            """),
    BrokenGrammar(
        name: "indirect rule cycle", source: header + "a = x <b>\nb = [y] <c>\nc = (z | <a>)\n",
        message: """
            error: rule cycle: <a> -> <b> -> <c> -> <a>
             --> todo.phrases:7:10
            7 | c = (z | <a>)
              |          ^ a rule cannot contain itself
            """),
    BrokenGrammar(
        name: "unknown slot kind", source: header + "slot when: dat\n",
        message: """
            error: unknown slot kind 'dat'
             --> todo.phrases:5:12
            5 | slot when: dat
              |            ^ did you mean 'date'?
            """),
    BrokenGrammar(
        name: "template outside an intent", source: header + "  complete $<todo>\n",
        message: """
            error: an indented line must follow an 'intent' line or an enum 'slot' line
             --> todo.phrases:5:3
            5 |   complete $<todo>
              |   ^
            """),
    BrokenGrammar(
        name: "slot in an enum value", source: header + "slot filter: enum\n  mine = my $<todo>\n",
        message: """
            error: slot '$<todo>' inside an enum value
             --> todo.phrases:6:13
            6 |   mine = my $<todo>
              |             ^
            """),
    BrokenGrammar(
        name: "japanese caret counts wide characters twice", source: "language ja\nslot todo: entity todo\nintent CompleteTodo\n  $<todo>を完了$<やる>\n",
        message: """
            error: unknown slot '$<やる>'
             --> todo.phrases:4:13
            4 |   $<todo>を完了$<やる>
              |                ^
            """),
    BrokenGrammar(
        name: "missing language", source: "intent Undo\n  undo\n",
        message: """
            error: missing 'language en' or 'language ja' line
             --> todo.phrases:1:1
            """),
    BrokenGrammar(
        name: "fixed value without value", source: header + "intent ShowTodos\n  show all {filter=}\n",
        message: """
            error: expected a value, found '}'
             --> todo.phrases:6:20
            6 |   show all {filter=}
              |                    ^
            """),
]

@Suite struct GrammarErrorTests {
    @Test(arguments: brokenGrammars)
    func message(of broken: BrokenGrammar) {
        do {
            _ = try Grammar.parse(source: broken.source, file: "todo.phrases")
            Issue.record("no error for \(broken.name)")
        } catch {
            #expect(error.description == broken.message)
        }
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let source = "language en\nintent Undo\n  " + String(repeating: "(", count: 10_000) + "undo" + String(repeating: ")", count: 10_000) + "\n"
        #expect(throws: GrammarError.self) { try Grammar.parse(source: source, file: "deep.phrases") }
    }

    @Test func languageMustMatchTheFolder() {
        #expect {
            try Grammar.load(directory: fixtures.appendingPathComponent("broken/ja"))
        } throws: { error in
            (error as? GrammarError)?.problem == .languageMismatch(declared: .en, expected: .ja)
        }
    }

    @Test func unreadableFolder() {
        #expect {
            try Grammar.load(directory: fixtures.appendingPathComponent("no-such-folder"))
        } throws: { error in
            guard case .unreadable = (error as? GrammarError)?.problem else { return false }
            return true
        }
    }
}
