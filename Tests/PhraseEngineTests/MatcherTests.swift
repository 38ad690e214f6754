import Basics
import EntityResolution
import Foundation
@testable import PhraseEngine
import SpeechText
import Testing

/// An utterance and what it must parse to: intent and every slot, shown with `describe`.
struct Expected: CustomTestStringConvertible, Sendable {
    var text: String
    var intent: String?
    var slots: [String: String] = [:]
    var missing: [String] = []
    var testDescription: String { text }
}

let englishCases: [Expected] = [
    Expected(text: "complete buy milk", intent: "CompleteTodo", slots: ["todo": "buy milk->Buy milk"]),
    Expected(text: "Compete buy milk", intent: "CompleteTodo", slots: ["todo": "buy milk->Buy milk"]),
    Expected(text: "check off pay rent", intent: "CompleteTodo", slots: ["todo": "pay rent->Pay rent"]),
    Expected(text: "mark Call Mom as done", intent: "CompleteTodo", slots: ["todo": "Call Mom->Call mom"]),
    Expected(text: "um, complete buy milk in intenttodo please", intent: "CompleteTodo", slots: ["todo": "buy milk->Buy milk"]),
    Expected(text: "hey intenttodo undo that", intent: "Undo"),
    Expected(text: "show me overdue todos", intent: "ShowTodos", slots: ["filter": "overdue"]),
    Expected(text: "show everything", intent: "ShowTodos", slots: ["filter": "all"]),
    Expected(text: "show tasks", intent: "ShowTodos"),
    Expected(text: "what's on the groceries list", intent: "ShowTodos", slots: ["list": "groceries->Groceries"]),
    Expected(text: "add call mom to groceries", intent: "AddTodo", slots: ["title": "text(call mom)", "list": "groceries->Groceries"]),
    Expected(text: "add a todo", intent: "AddTodo", missing: ["title"]),
    Expected(text: "delete buy", intent: "DeleteTodo", slots: ["todo": "buy->?Buy milk|Buy bread"]),
    Expected(text: "complete walk the dog", intent: "CompleteTodo", slots: ["todo": "walk the dog->notFound"]),
    Expected(text: "search for the plumber's number", intent: "SearchEverything", slots: ["query": "text(the plumber's number)"]),
    Expected(text: "what's the weather", intent: nil),
    Expected(text: "um", intent: nil),
]

let japaneseCases: [Expected] = [
    Expected(text: "牛乳を買うを完了", intent: "CompleteTodo", slots: ["todo": "牛乳を買う->牛乳を買う"]),
    Expected(text: "パンを買う完了にして", intent: "CompleteTodo", slots: ["todo": "パンを買う->パンを買う"]),
    Expected(text: "ぎゅうにゅうをかうをかんりょう", intent: "CompleteTodo", slots: ["todo": "ぎゅうにゅうをかう->notFound"]),
    Expected(text: "今日のタスクを見せて", intent: "ShowTodos", slots: ["filter": "today"]),
    Expected(text: "期限切れのタスク", intent: "ShowTodos", slots: ["filter": "overdue"]),
    Expected(text: "えーと、パンを追加", intent: "AddTodo", slots: ["title": "text(パン)"]),
    Expected(text: "元に戻す", intent: "Undo"),
    Expected(text: "インテントトゥドゥで元に戻す", intent: "Undo"),
    Expected(text: "今日はいい天気", intent: nil),
]

@Suite struct MatcherTests {
    func check(_ expected: Expected, language: Language?) {
        let result = testEngine.parse(expected.text, language: language, clock: testClock, entities: FakeEntities())
        #expect(result.best?.intent == expected.intent)
        guard let best = result.best else { return }
        #expect(best.slots.mapValues(describe) == expected.slots)
        #expect(best.missing == expected.missing)
        #expect(best.score > 0 && best.score <= 1)
    }

    @Test(arguments: englishCases) func english(_ expected: Expected) { check(expected, language: .en) }

    /// The scorer keeps two phonetic codes as literals (read in its inner loop); they must be the alphabet's.
    @Test func phoneticCodesAreTheAlphabets() {
        #expect(ParseScorer.phoneticS == SoundDistance.Coding.phonetic.code("S"))
        #expect(ParseScorer.phoneticVowel == SoundDistance.Coding.phonetic.code("A"))
    }

    @Test(arguments: japaneseCases) func japanese(_ expected: Expected) { check(expected, language: .ja) }

    @Test func languageIsDetectedFromTheScript() {
        #expect(testEngine.parse("元に戻す", clock: testClock, entities: FakeEntities()).language == .ja)
        #expect(testEngine.parse("undo", clock: testClock, entities: FakeEntities()).language == .en)
    }

    @Test func mishearingCostsButStillWins() throws {
        let exact = try #require(testEngine.parse("complete buy milk", language: .en, clock: testClock, entities: FakeEntities()).best)
        let misheard = try #require(testEngine.parse("compete buy milk", language: .en, clock: testClock, entities: FakeEntities()).best)
        #expect(misheard.score < exact.score)
        #expect(exact.score > 0.95)
        // Short words are not stretched: "ad" is not "add".
        #expect(testEngine.parse("ad call mom", language: .en, clock: testClock, entities: FakeEntities()).best == nil)
    }

    /// A word heard as a template word keeps its beats: the syllables as spelled, a silent e,
    /// es or ed at the end not counted; words of other beats sound like no template word.
    @Test func soundAlikesKeepTheBeats() {
        let counts = ["snooze": 1, "star": 1, "sister": 2, "sitter": 2, "complete": 2, "favorites": 3, "fridays": 2,
            "starred": 1, "wanted": 2, "boxes": 2, "little": 2, "notes": 1, "today": 2, "s": 0]
        for (word, beats) in counts {
            #expect(FuzzyIndex.syllables(Array(word.unicodeScalars)) == beats, "\(word)")
        }
        let index = FuzzyIndex(words: ["star", "snooze", "complete"], language: .en)
        #expect(index.matches(for: "sister").isEmpty)
        #expect(index.matches(for: "sitter").isEmpty)
        #expect(!index.matches(for: "compete").isEmpty)
        // A word the grammar's `never_misheard` names is heard as said ("not" is no "note").
        #expect(!FuzzyIndex(words: ["note"], language: .en).matches(for: "not").isEmpty)
        #expect(FuzzyIndex(words: ["note"], language: .en, unheard: ["not"]).matches(for: "not").isEmpty)
    }

    @Test func unknownEntityScoresLowerThanAKnownOne() throws {
        let known = try #require(testEngine.parse("complete buy milk", language: .en, clock: testClock, entities: FakeEntities()).best)
        let unknown = try #require(testEngine.parse("complete walk the dog", language: .en, clock: testClock, entities: FakeEntities()).best)
        #expect(unknown.score < known.score - 0.3)
    }

    @Test func otherIntentsComeAsRankedAlternatives() throws {
        let result = testEngine.parse("show tasks", language: .en, clock: testClock, entities: FakeEntities())
        #expect(result.best?.intent == "ShowTodos")
        #expect(result.best?.score == 1)
        #expect(result.alternatives.map(\.intent) == ["OpenTodo"])
        #expect(describe(result.alternatives.first?.slots["todo"]) == "tasks->notFound")
        #expect((result.alternatives.first?.score ?? 1) < 0.7)
    }

    @Test func literalWordsBeatFreeText() throws {
        let result = testEngine.parse("add a todo", language: .en, clock: testClock, entities: FakeEntities())
        #expect(result.best?.template == "add a todo")
    }

    @Test func helpExamples() {
        #expect(testEngine.templates(for: "CompleteTodo", language: .en) == ["complete <todo>", "mark <todo> as done", "i finished <todo>"])
        #expect(testEngine.templates(for: "CompleteTodo", language: .ja) == ["<todo>完了"])
        #expect(testEngine.templates(for: "NoSuchIntent", language: .en) == [])
    }
}

@Suite struct BoundedMatchingTests {
    /// `((a | a a) | [a]) ([a] (…))`, nested `depth` deep: exponentially many ways to read a run of a's.
    static func adversarialTemplate(depth: Int) -> String {
        var template = "((a | a a) | [a])"
        for _ in 0..<depth { template = "((a | a a) | [a]) ([a] \(template))" }
        return template
    }

    static let adversarial: PhraseEngine = {
        let source = "language en\nslot rest: text\nintent Adversary\n  \(adversarialTemplate(depth: 20))\n  \(adversarialTemplate(depth: 20)) b $<rest>\n"
        return try! PhraseEngine(grammars: [try! Grammar.parse(source: source, file: "adversary.phrases")], schemas: [])
    }()

    /// The matcher's stated bound: in each of its three passes, each position looks at each
    /// edge at most once, and at each span edge at most `maxSpan` times more.
    static func bound(_ engine: PhraseEngine, tokens: Int) -> Int {
        let automaton = try! engine.automaton(for: .en)!
        return 3 * (tokens + 1) * automaton.edges.count * (1 + automaton.maxSpan)
    }

    @Test func adversarialTemplateOnALongRunOfAs() {
        let engine = Self.adversarial
        // A stray word at the edge is left unread (and said so); more than a few are not.
        let short = engine.parse(Array(repeating: "a", count: 30).joined(separator: " ") + " c", language: .en, clock: testClock, entities: FakeEntities())
        #expect(short.best?.ignored == "c")
        let stray = engine.parse(Array(repeating: "a", count: 10).joined(separator: " ") + " c c c c c c c c", language: .en, clock: testClock, entities: FakeEntities())
        #expect(stray.best == nil)
        let long = engine.parse(Array(repeating: "a", count: 10_000).joined(separator: " "), language: .en, clock: testClock, entities: FakeEntities())
        #expect(long.best == nil)
        #expect(long.steps <= Self.bound(engine, tokens: 10_000))
        let matching = engine.parse(Array(repeating: "a", count: 25).joined(separator: " "), language: .en, clock: testClock, entities: FakeEntities())
        #expect(matching.best?.intent == "Adversary")
        #expect(matching.best?.score == 1)
        let withText = engine.parse(
            Array(repeating: "a", count: 20).joined(separator: " ") + " b " + Array(repeating: "word", count: 10_000).joined(separator: " "),
            language: .en, clock: testClock, entities: FakeEntities())
        #expect(withText.best?.intent == "Adversary")
        #expect(withText.steps <= Self.bound(engine, tokens: 10_021))
    }

    @Test func workGrowsLinearlyWithInput() {
        func steps(_ count: Int) -> Int {
            Self.adversarial.parse(
                "a b " + Array(repeating: "word", count: count).joined(separator: " "), language: .en, clock: testClock,
                entities: FakeEntities()
            ).steps
        }
        let small = steps(1_000)
        let large = steps(4_000)
        #expect(Double(large) / Double(small) < 4.5)
        #expect(Double(large) / Double(small) > 2.5)  // fixed costs; quadratic work would give 16
    }

    @Test func tenThousandWordsThroughTheTestGrammar() {
        let words = (0..<10_000).map { ["buy", "milk", "call", "the", "plumber", "tomorrow", "todo", "in"][$0 % 8] }
        let result = testEngine.parse("add " + words.joined(separator: " "), language: .en, clock: testClock, entities: FakeEntities())
        #expect(result.best?.intent == "AddTodo")
        #expect(result.steps <= Self.bound(testEngine, tokens: 10_001))
        let nonsense = testEngine.parse(words.joined(separator: " "), language: .en, clock: testClock, entities: FakeEntities())
        #expect(nonsense.best == nil)
        #expect(nonsense.steps <= Self.bound(testEngine, tokens: 10_000))
    }
}

let valueCases: [Expected] = [
    Expected(
        text: "remind me to call the plumber tomorrow at 5pm", intent: "AddTodo",
        slots: ["title": "text(call the plumber)", "due": "2026-12-01T17:00"]),
    Expected(text: "add pay the bills by friday", intent: "AddTodo", slots: ["title": "text(pay the bills)", "due": "2026-12-04"]),
    Expected(text: "remind me to water the plants", intent: "AddTodo", slots: ["title": "text(water the plants)"]),
    Expected(text: "snooze buy milk for two hours", intent: "SnoozeTodo", slots: ["todo": "buy milk->Buy milk", "duration": "120min"]),
    Expected(text: "snooze call mom", intent: "SnoozeTodo", slots: ["todo": "call mom->Call mom"]),
    Expected(text: "repeat pay rent every month on the 15th", intent: "SetRepeat", slots: ["todo": "pay rent->Pay rent", "repeat": "FREQ=MONTHLY;BYMONTHDAY=15"]),
]

let japaneseValueCases: [Expected] = [
    Expected(text: "明日パンを買うをリマインド", intent: "AddTodo", slots: ["title": "text(パンを買う)", "due": "2026-12-01"]),
    // A bare hour 1–6 means the afternoon (docs/VALUES.md).
    Expected(text: "明日の5時に歯医者をリマインド", intent: "AddTodo", slots: ["title": "text(歯医者)", "due": "2026-12-01T17:00"]),
]

@Suite struct ValueSlotTests {
    @Test(arguments: valueCases) func english(_ expected: Expected) {
        let result = testEngine.parse(expected.text, language: .en, clock: testClock, entities: FakeEntities())
        #expect(result.best?.intent == expected.intent)
        #expect(result.best?.slots.mapValues(describe) == expected.slots)
    }

    @Test(arguments: japaneseValueCases) func japanese(_ expected: Expected) {
        let result = testEngine.parse(expected.text, language: .ja, clock: testClock, entities: FakeEntities())
        #expect(result.best?.intent == expected.intent)
        #expect(result.best?.slots.mapValues(describe) == expected.slots)
    }
}

/// Words a tolerant reading may not leave unread (`unread_never_before`/`_after`), for any app.
@Suite struct KeptWordsTests {
    static let engine: PhraseEngine = {
        let source = """
            language en
            slot note: text
            unread_never_before = when | do not
            unread_never_after = just kidding
            state_ending = it is going
            intent Remember
              remember $<note>
            intent Plan
              plan $<note> today
            intent Recall
              recall $<note>

            """
        let schemas = [
            IntentSchema(name: "Remember", parameters: [.init(name: "note", isRequired: true)]),
            IntentSchema(name: "Recall", parameters: [.init(name: "note", isRequired: true)], changesData: false),
            IntentSchema(name: "Plan", parameters: [.init(name: "note", isRequired: true)]),
        ]
        return try! PhraseEngine(grammars: [try! Grammar.parse(source: source, file: "notes.phrases")], schemas: schemas)
    }()

    static func intent(_ sentence: String) -> String? {
        engine.parse(sentence, language: .en, clock: testClock, entities: FakeEntities()).best?.intent
    }

    @Test func aStrayWordIsLeftUnread() {
        #expect(Self.intent("well remember buy milk") == "Remember")
    }

    @Test func aQuestionWordIsNotLeftUnreadByAChange() {
        #expect(Self.intent("when remember buy milk") == nil)
        #expect(Self.intent("do not remember buy milk") == nil)
        // A reading that changes nothing may leave it.
        #expect(Self.intent("when recall buy milk") == "Recall")
    }

    @Test func aTakeBackAtTheEndStopsAChange() {
        #expect(Self.intent("remember buy milk just kidding") == nil)
        #expect(Self.intent("recall buy milk just kidding") == "Recall")
        #expect(Self.engine.endsTakingBack("remember buy milk, just kidding", language: .en))
        #expect(!Self.engine.endsTakingBack("remember buy milk", language: .en))
    }

    /// A sentence ending that describes how things are: no change leaves it unread at the end,
    /// but it takes nothing back.
    @Test func aStateSaidAtTheEndStopsAChangeButTakesNothingBack() {
        #expect(Self.intent("plan buy milk today well") == "Plan")
        #expect(Self.intent("plan buy milk today it is going") == nil)
        #expect(!Self.engine.endsTakingBack("plan buy milk today, it is going", language: .en))
    }
}
