import Basics
import Foundation
import PhraseEngine
import Testing

@Suite struct MatcherTests {
    @Test func smoke() {
        for text in ["complete buy milk", "compete buy milk", "show me overdue todos", "show everything", "hey intenttodo undo that",
                     "complete buy milk in intenttodo", "complete walk the dog", "add a todo", "what's the weather", "add call mom to groceries",
                     "牛乳を買うを完了", "今日のタスクを見せて", "パンを追加", "元に戻す", "インテントトゥドゥで元に戻す"] {
            let result = testEngine.parse(text, clock: testClock, entities: FakeEntities())
            print(text, "=>", result.best.map { "\($0.intent) \($0.score) \($0.slots.mapValues(describe)) missing=\($0.missing) [\($0.template)]" } ?? "none",
                  "alts:", result.alternatives.map { "\($0.intent) \($0.score)" }, "steps", result.steps)
        }
    }
}
