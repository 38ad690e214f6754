import Basics
import Foundation
import PhraseEngine
import PhraseTester

/// The repository's root, found from this file.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// A fixed clock: Monday 2026-11-30 09:00 UTC.
let testClock: Clock = {
    Clock(parsingNow: "2026-11-30T09:00", calendar: Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!))!
}()

/// An app folder written to a temporary directory, removed when released.
final class TemporaryApp {
    let folder: URL

    /// Files by path relative to the folder.
    init(_ files: [String: String]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("phrases-\(UUID().uuidString)")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    func app(languages: [Language]? = nil) throws -> PhraseApp { try PhraseApp(folder: folder, languages: languages) }
}

/// A small recipe app: two intents, an entity with fixtures, an enum, en and ja phrases.
let recipeIntents = #"""
    {
      "app": {"name": "Recipe Box", "synonyms": ["レシピボックス"]},
      "entities": {"Recipe": {"fixtures": [
        {"name": "Pancakes", "synonyms": ["flapjacks", "パンケーキ"]},
        {"name": "Miso Soup", "synonyms": ["味噌汁"]},
        "Beef Stew"
      ]}},
      "enums": {"Meal": {"cases": [
        {"value": "breakfast", "synonyms": {"en": ["breakfast"], "ja": ["朝ごはん"]}},
        {"value": "dinner", "synonyms": ["dinner", "supper", "晩ごはん"]}
      ]}},
      "intents": [
        {"name": "ShowRecipe", "parameters": [{"name": "recipe", "type": "entity", "entity": "Recipe", "required": true}]},
        {"name": "PlanMeal", "parameters": [{"name": "meal", "type": "enum", "enum": "Meal", "required": true}],
         "phrases": ["Plan ${meal} in ${applicationName}"]}
      ]
    }
    """#

let recipeEnglish = #"""
    /* intent: ShowRecipe */
    "Show ${recipe} in ${applicationName}" = "Show ${recipe} in ${applicationName}";
    "Plan ${meal} in ${applicationName}" = "Plan ${meal} in ${applicationName}";
    """#

let recipeJapanese = #"""
    /* intent: ShowRecipe */
    "Show ${recipe} in ${applicationName}" = "${applicationName}で${recipe}を表示";
    "Plan ${meal} in ${applicationName}" = "${applicationName}で${meal}の献立を立てて";
    """#
