import Basics
import EntityResolution
import Foundation
import PhraseEngine
import PhraseTester
import Testing

@Suite struct AppDescriptionTests {
    @Test func readsAppEntitiesEnumsAndIntents() throws {
        let app = try AppDescription(json: recipeIntents, file: "intents.json")
        #expect(app.names[.en] == ["Recipe Box"])
        #expect(app.names[.ja] == ["レシピボックス"])
        #expect(app.entities["Recipe"]?.fixtures.map(\.name) == ["Pancakes", "Miso Soup", "Beef Stew"])
        #expect(app.entities["Recipe"]?.fixtures[0].spoken(in: .ja) == "パンケーキ")
        #expect(app.entities["Recipe"]?.fixtures[2].spoken(in: .ja) == "Beef Stew")
        let dinner = try #require(app.enums["Meal"]?.cases[1])
        #expect(dinner.phrases(in: .en) == ["dinner", "supper"])
        #expect(dinner.phrases(in: .ja) == ["晩ごはん"])
        let show = try #require(app.intent(named: "ShowRecipe"))
        #expect(show.parameters.map(\.name) == ["recipe"])
        #expect(show.parameters.map(\.type) == [.entity("Recipe")])
        #expect(show.parameters.map(\.isRequired) == [true])
        #expect(app.intent(named: "PlanMeal")?.phraseKeys == ["Plan ${meal} in ${applicationName}"])
    }

    @Test(arguments: [
        (#"{"app": {"name": "A"}, "intents": [{"name": "X", "parameters": [{"name": "p", "type": "text"}]}]}"#,
         "intents.json: intents[0].parameters[0].type: unknown type ‘text’ (expected entity, enum, string, integer, date, duration, boolean)"),
        (#"{"app": {"name": "A"}, "intents": [{"name": "X", "parameters": [{"name": "p", "type": "entity", "entity": "Song"}]}]}"#,
         "intents.json: intents[0].parameters[0].entity: no entity type ‘Song’ under \"entities\""),
        (#"{"app": {"name": "A"}, "intents": []}"#, "intents.json: intents: expected an array of at least one intent"),
        (#"{"intents": [{"name": "X"}]}"#, "intents.json: app: expected an object"),
        (#"{"app": {"name": "A"}, "intents": [{"name": "X"}, {"name": "X"}]}"#, "intents.json: intents[1].name: intent ‘X’ declared twice"),
        (#"{"app": {"name": "A"}, "entities": {"E": {"fixtures": []}}, "intents": [{"name": "X"}]}"#,
         "intents.json: entities.E.fixtures: expected at least one fixture record"),
        (#"{"app": {"name": "A"}, "intent": []}"#, "intents.json: intent: unknown key"),
        ("{\"app\": {\n  \"name\": }", "intents.json: line 2, column 11:"),
    ])
    func malformedDescriptionsNameThePlace(json: String, message: String) {
        #expect(throws: AppDescriptionError.self) { try AppDescription(json: json, file: "intents.json") }
        do {
            _ = try AppDescription(json: json, file: "intents.json")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test func fixtureSynonymsResolveToTheFixtureName() throws {
        let entities = FixtureEntities(try AppDescription(json: recipeIntents, file: "intents.json"))
        func resolve(_ spoken: String, _ language: Language = .en, type: String = "Recipe") -> Resolution {
            entities.resolve(EntityQuery(type: type, spoken: spoken, language: language, intent: nil, parameter: "recipe"))
        }
        guard case .resolved(let flapjacks) = resolve("flapjacks") else { Issue.record("flapjacks: \(resolve("flapjacks"))"); return }
        #expect(flapjacks.title == "Pancakes")
        #expect(flapjacks.id == 1)
        guard case .resolved(let soup) = resolve("味噌汁", .ja) else { Issue.record("味噌汁: \(resolve("味噌汁", .ja))"); return }
        #expect(soup.title == "Miso Soup")
        guard case .resolved(let pancake) = resolve("pancake") else { Issue.record("pancake: \(resolve("pancake"))"); return }
        #expect(pancake.title == "Pancakes")
        guard case .notFound = resolve("lasagna") else { Issue.record("lasagna: \(resolve("lasagna"))"); return }
        guard case .notFound = resolve("pancakes", type: "Song") else { Issue.record("an unknown type resolves"); return }
        #expect(entities.ranking(type: "Recipe", spoken: "pancakes", language: .en).filter { $0.title == "Pancakes" }.count == 1)
    }
}
