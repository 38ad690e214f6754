import Basics
import Foundation
import PhraseEngine
import PhraseTester
import Testing

@Suite struct PhraseLintTests {
    static let brokenIntents = #"""
        {
          "app": {"name": "Jukebox"},
          "entities": {"Playlist": {"fixtures": ["Morning Mix", "Road Trip", "Jazz Classics", "Jazz Classic"]}},
          "enums": {"Mode": {"cases": ["off", "one", "all"]}},
          "intents": [
            {"name": "PlayPlaylist", "parameters": [{"name": "playlist", "type": "entity", "entity": "Playlist", "required": true}]},
            {"name": "ShufflePlaylist", "parameters": [{"name": "playlist", "type": "entity", "entity": "Playlist", "required": true}]},
            {"name": "SetRepeat", "parameters": [{"name": "mode", "type": "enum", "enum": "Mode"}, {"name": "times", "type": "integer"}]},
            {"name": "Search", "parameters": [{"name": "query", "type": "string", "required": true}]},
            {"name": "Pause"}
          ]
        }
        """#

    static let brokenStrings = #"""
        /* intent: PlayPlaylist */
        "Play ${playlist} in ${applicationName}" = "Play ${playlist} in ${applicationName}";
        /* intent: ShufflePlaylist */
        "Please play ${playlist} in ${applicationName}" = "Please play ${playlist} in ${applicationName}";
        /* intent: Pause */
        "Pause the music" = "Pause the music";
        /* intent: Search */
        "Search for ${query} in ${applicationName}" = "Search for ${query} in ${applicationName}";
        /* intent: SetRepeat */
        "Repeat ${mode} ${times} times in ${applicationName}" = "Repeat ${mode} ${times} times in ${applicationName}";
        /* intent: Pause */
        "Pause  the MUSIC" = "Pause  the MUSIC";
        /* intent: Pause */
        "Hold ${song} in ${applicationName}" = "Hold ${song} in ${applicationName}";
        /* intent: Dance */
        "Dance in ${applicationName}" = "Dance in ${applicationName}";
        "Sing in ${applicationName}" = "Sing in ${applicationName}";
        """#

    @Test func everyRuleAndProblemIsAFindingWithItsFileLineAndKey() throws {
        let folder = try TemporaryApp(["intents.json": Self.brokenIntents, "en.lproj/AppShortcuts.strings": Self.brokenStrings])
        let app = try folder.app()
        let findings = app.lint(engine: try app.engine(), entities: FixtureEntities(app.app), clock: testClock)
        func found(_ kind: PhraseFinding.Kind) -> [PhraseFinding] { findings.filter { $0.kind == kind } }
        let summary = findings.map(\.description).joined(separator: "\n")

        #expect(found(.missingApplicationName).map(\.key) == ["Pause the music", "Pause  the MUSIC"], "\(summary)")
        #expect(found(.missingApplicationName).first?.location?.line == 6)
        #expect(found(.missingApplicationName).first?.location?.file.hasSuffix("en.lproj/AppShortcuts.strings") == true)
        #expect(found(.parameterType).map(\.key) == ["Search for ${query} in ${applicationName}", "Repeat ${mode} ${times} times in ${applicationName}"])
        #expect(found(.parameterType).first?.message.contains("string parameter") == true)
        #expect(found(.tooManyParameters).map(\.key) == ["Repeat ${mode} ${times} times in ${applicationName}"])
        #expect(found(.duplicatePhrase).map(\.location?.line) == [12], "\(summary)")
        #expect(found(.unknownParameter).map(\.key) == ["Hold ${song} in ${applicationName}"])
        #expect(found(.unknownIntent).map(\.key) == ["Dance in ${applicationName}", "Sing in ${applicationName}"])
        let collisions = found(.collision)
        #expect(collisions.count == 1, "\(summary)")
        #expect(collisions.first?.message.contains("ShufflePlaylist") == true || collisions.first?.message.contains("PlayPlaylist") == true)
        let confusable = found(.confusableEntities)
        #expect(confusable.count == 1, "\(summary)")
        #expect(confusable.first?.message.contains("Jazz Classic") == true)
        #expect(confusable.first?.location?.file.hasSuffix("intents.json") == true)
        #expect(found(.tooManyShortcuts).isEmpty)
        #expect(found(.tooManyPhrases).isEmpty)
    }

    @Test func theLimitsOnShortcutsAndPhrases() throws {
        var intents: [String] = []
        var strings = ""
        for index in 1...11 {
            intents.append(#"{"name": "Intent\#(index)", "parameters": [{"name": "item", "type": "entity", "entity": "Item"}]}"#)
            for phrase in 1...10 {
                strings += "/* intent: Intent\(index) */\n\"Do \(index) \(phrase) ${item} in ${applicationName}\" = \"Do \(index) \(phrase) ${item} in ${applicationName}\";\n"
            }
        }
        let fixtures = (1...10).map { "\"Item number \($0)\"" }.joined(separator: ", ")
        let json = #"{"app": {"name": "Big"}, "entities": {"Item": {"fixtures": [\#(fixtures)]}}, "intents": [\#(intents.joined(separator: ", "))]}"#
        let folder = try TemporaryApp(["intents.json": json, "en.lproj/AppShortcuts.strings": strings])
        let app = try folder.app()
        #expect(app.phraseCount(in: .en) == 1_100)
        let findings = app.rules()
        #expect(findings.filter { $0.kind == .tooManyShortcuts }.count == 1)
        #expect(findings.filter { $0.kind == .tooManyPhrases }.map(\.language) == [.en])
        #expect(findings.first { $0.kind == .tooManyPhrases }?.message.contains("not confirmed") == true)
    }

    @Test func samplesFillPlaceholdersWithFixturesInThePhrasesLanguage() throws {
        let folder = try TemporaryApp([
            "intents.json": recipeIntents, "en.lproj/AppShortcuts.strings": recipeEnglish, "ja.lproj/AppShortcuts.strings": recipeJapanese,
        ])
        let app = try folder.app()
        let english = try #require(app.phrases.first { $0.language == .en && $0.intent == "ShowRecipe" })
        #expect(app.samples(of: english) == ["Show Pancakes in Recipe Box", "Show Miso Soup in Recipe Box", "Show Beef Stew in Recipe Box"])
        let japanese = try #require(app.phrases.first { $0.language == .ja && $0.intent == "PlanMeal" })
        #expect(app.samples(of: japanese) == ["レシピボックスで朝ごはんの献立を立てて", "レシピボックスで晩ごはんの献立を立てて"])
        #expect(app.lint(engine: try app.engine(), entities: FixtureEntities(app.app), clock: testClock).isEmpty)
    }
}
