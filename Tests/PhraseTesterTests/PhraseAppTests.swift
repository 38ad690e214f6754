import Basics
import Foundation
import PhraseEngine
@testable import PhraseTester
import Testing

@Suite struct PhraseAppTests {
    func recipeApp(corpus: [String: String] = [:]) throws -> TemporaryApp {
        var files = ["intents.json": recipeIntents, "en.lproj/AppShortcuts.strings": recipeEnglish, "ja.lproj/AppShortcuts.strings": recipeJapanese]
        for (name, text) in corpus { files[name] = text }
        return try TemporaryApp(files)
    }

    @Test func thePhrasesAloneFormTheGrammar() throws {
        let folder = try recipeApp()
        let app = try folder.app()
        #expect(app.languages == [.en, .ja])
        #expect(app.phrases.map(\.intent) == ["ShowRecipe", "PlanMeal", "ShowRecipe", "PlanMeal"])
        let english = try app.grammar(for: .en)
        #expect(english.intents.map(\.name) == ["ShowRecipe", "PlanMeal"])
        #expect(english.intent(named: "ShowRecipe")?.templates.map { $0.render(language: .en) } == ["Show $<recipe> in <app>"])
        #expect(english.slots["recipe"]?.kind == .entity(type: "Recipe"))
        #expect(english.slots["meal"]?.values.map(\.value) == ["breakfast", "dinner"])

        let engine = try app.engine()
        let entities = FixtureEntities(app.app)
        func parse(_ text: String, _ language: Language) -> Interpretation? {
            engine.parse(text, language: language, clock: testClock, entities: entities).best
        }
        #expect(parse("show flapjacks in recipe box", .en)?.slots["recipe"]?.corpusText == "Pancakes")
        #expect(parse("plan supper in recipe box", .en)?.slots["meal"] == .enumValue("dinner"))
        #expect(parse("plan in recipe box", .en)?.intent != "PlanMeal")
        #expect(parse("レシピボックスでパンケーキを表示", .ja)?.slots["recipe"]?.corpusText == "Pancakes")
        // The app's Latin name in a Japanese sentence: its words are read apart, not as "recipebox".
        #expect(parse("Recipe Boxで晩ごはんの献立を立てて", .ja)?.slots["meal"] == .enumValue("dinner"))
        #expect(parse("show pancakes", .en) == nil, "a sentence without the app's name matched")
    }

    @Test func aLanguageCanBeTestedAlone() throws {
        let folder = try recipeApp()
        let app = try folder.app(languages: [.ja])
        #expect(app.languages == [.ja])
        #expect(app.phrases.allSatisfy { $0.language == .ja })
        #expect(try app.engine().languages == [.ja])
    }

    @Test func theCorpusReportCountsPerIntentSlotAndLanguageAndNamesTheNearestPhrase() throws {
        let corpus = """
            @now 2026-11-30T09:00
            show pancakes in recipe box => ShowRecipe recipe="Pancakes"
            plan breakfast in recipe box => PlanMeal meal=breakfast
            plan lunch in recipe box => PlanMeal meal=breakfast
            show me how to cook pancakes please in recipe box => ShowRecipe recipe="Pancakes"
            show pancakes => none
            レシピボックスで味噌汁を表示 => ShowRecipe recipe="Miso Soup"
            """
        let folder = try recipeApp(corpus: ["tests.corpus": corpus])
        let app = try folder.app()
        let report = try app.test(engine: try app.engine(), entities: FixtureEntities(app.app))
        #expect(report.overall == PhraseTestReport.Tally(passed: 4, total: 6))
        #expect(report.perLanguage[.en]?.total == 5)
        #expect(report.perLanguage[.ja] == PhraseTestReport.Tally(passed: 1, total: 1))
        #expect(report.perIntent["PlanMeal"] == PhraseTestReport.Tally(passed: 1, total: 2))
        #expect(report.perIntent["none"] == PhraseTestReport.Tally(passed: 1, total: 1))
        #expect(report.perSlot["recipe"] == PhraseTestReport.Tally(passed: 2, total: 3))
        let failures = report.failures
        #expect(failures.map(\.item.line) == [4, 5])
        #expect(failures[0].expected == "PlanMeal meal=\"breakfast\"")
        #expect(failures[0].got == "none")
        #expect(failures[0].reasons.first == "intent: expected PlanMeal, got none")
        #expect(failures[0].nearest?.phrase == "Plan ${meal} in ${applicationName}")
        #expect(failures[0].nearest?.location.line == 3)
        #expect(failures[1].nearest?.intent == "ShowRecipe")
        #expect(failures[1].nearest?.phrase == "Show ${recipe} in ${applicationName}")

        let json = report.json(threshold: 0.9)
        #expect(json["ok"] == .bool(false))
        #expect(json["failures"]?.arrayValue?.first?["nearest"]?["phrase"] == .string("Plan ${meal} in ${applicationName}"))
        #expect(json["perLanguage"]?["ja"]?["passed"] == .integer(1))
    }

    @Test func malformedInputsAreErrorsWithTheirPlace() throws {
        let noPhrases = try TemporaryApp(["intents.json": recipeIntents])
        #expect(throws: PhraseAppError.self) { try noPhrases.app() }
        let badStrings = try TemporaryApp(["intents.json": recipeIntents, "en.lproj/AppShortcuts.strings": "\"Show\" = \"Show\"\n"])
        do {
            _ = try badStrings.app()
            Issue.record("a .strings entry without ';' was read")
        } catch {
            #expect("\(error)".contains("expected ';' after the phrase"), "\(error)")
        }
        let badCorpus = try recipeApp(corpus: ["x.corpus": "show pancakes in recipe box\n"])
        let app = try badCorpus.app()
        do {
            _ = try app.test(engine: try app.engine(), entities: FixtureEntities(app.app))
            Issue.record("a corpus line without => was read")
        } catch {
            #expect("\(error)".hasSuffix("x.corpus:1: expected 'utterance => Intent slot=value…'"), "\(error)")
        }
    }

    @Test func theNearestPhraseAlignmentLetsPlaceholdersTakeAnyWords() {
        let cost = PhraseApp.alignmentCost
        #expect(cost(["show", "pancakes", "in", "recipe", "box"], ["show", nil, "in", "recipe", "box"]) == 0)
        #expect(cost(["show", "me", "pancakes"], ["show", nil, "in", "recipe", "box"]) == 3)
        #expect(cost([], ["show", nil]) == 1)
        #expect(cost(["a", "b"], []) == 2)
    }
}
