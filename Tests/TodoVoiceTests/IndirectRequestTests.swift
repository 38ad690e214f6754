import Basics
import Foundation
import Testing
import TodoKit
@testable import TodoVoice

/// Requests said as a wish or in the passive, about the thing (`EnglishIndirectRequests`): read as
/// the command each stands for, never as another.
@Suite struct IndirectRequestTests {
    @Test(arguments: [
        ("The dentist thing should be moved to Friday.", "move the dentist thing to friday"),
        ("It would be good if the gym one were starred.", "star the gym one"),
        ("The vitamins reminder could do with being snoozed for an hour.", "snooze the vitamins reminder for an hour"),
        ("The plants one would be better called water the plants and feed the orchid.", "rename the plants one to water the plants and feed the orchid"),
        ("There should be a reminder to book the boiler service on Thursday.", "remind me to book the boiler service on thursday"),
        ("Washing up liquid should probably go on the groceries list.", "add washing up liquid to the groceries list"),
        ("The bank errand really belongs on the Home list.", "move the bank errand to the home list"),
        ("The expense report could probably wait until the 11th.", "move the expense report to the 11th"),
        // A pointer takes the thing of the clause before it.
        ("The holiday cards one isn't needed any more, it can be deleted.", "delete the holiday cards one"),
        ("That last change shouldn't have happened, it should be undone.", "undo it"),
        // A request that points at the thing a statement before it is about.
        ("The dry cleaning task is no longer required; kindly delete it.", "delete the dry cleaning task"),
        ("I hereby confirm the expense report has been submitted. Please mark it complete.", "mark the expense report complete"),
    ])
    func aWishIsReadAsItsCommand(sentence: String, command: String) {
        #expect(EnglishIndirectRequests.requests(in: sentence).contains(command), "\(EnglishIndirectRequests.requests(in: sentence))")
    }

    @Test(arguments: [
        // A question about a thing, a wish that it stay, or talk with no frame: no command.
        "i want to know could the plumber be added to my list",
        "the milk shouldn't be deleted",
        "the report was great",
        "add milk to groceries",
    ])
    func noCommandIsMadeUp(sentence: String) {
        #expect(EnglishIndirectRequests.requests(in: sentence).isEmpty, "\(EnglishIndirectRequests.requests(in: sentence))")
    }

    @Test(arguments: [
        ("The dentist thing should be moved to Friday.", "UpdateTodo", "Book dentist appointment"),
        ("It would be good if the gym one were starred.", "ToggleFavorite", "Go to the gym"),
        ("The haircut entry can be deleted, it's just clutter.", "DeleteTodo", "Get a haircut"),
        ("Please delete the task \"Return library books\" in its entirety.", "DeleteTodo", "Return library books"),
    ])
    func theAppReadsTheWish(sentence: String, intent: String, todo: String) throws {
        let best = try SafetyTests.app("en").parse(sentence, language: nil).best
        #expect(best?.intent == intent, "\(sentence)")
        #expect(TalkTests.todo(best) == todo, "\(sentence)")
    }

    /// A todo command never becomes a list command: "star" heard as "start" with a todo and its
    /// list for the new list's name makes no list.
    @Test func aTodoNamedWithItsListMakesNoList() throws {
        let best = try SafetyTests.app("en").parse("Star the item Renew driver's license on the Errands list.", language: nil).best
        #expect(best?.intent != "CreateList")
        let renamed = try SafetyTests.app("en").parse("rename the errands list to out and about", language: nil).best
        #expect(renamed?.slots["name"] == .text("out and about"))
    }
}

/// English said with Spanish command words (`SpanishInEnglish`): the commands and values in
/// English, the names as said.
@Suite struct SpanishInEnglishTests {
    @Test(arguments: [
        ("ponle tortillas y aguacates a la lista de Groceries", "add tortillas and aguacates to the list Groceries"),
        ("add comprar pan dulce para mañana", "add comprar pan dulce tomorrow"),
        ("cambia lo del passport para el viernes", "move the passport for friday"),
        ("las slides, make them urgent porfa", "the slides, make them urgent please"),
        // A name in Spanish keeps its articles and accents.
        ("add comprar los regalos de Navidad", nil),
    ])
    func spanishCommandWordsAreReadInEnglish(said: String, english: String?) {
        #expect(SpanishInEnglish.english(said) == english)
    }

    @Test(arguments: [
        ("ponle tortillas y aguacates a la lista de Groceries", "AddTodos", nil as String?),
        ("cambia lo del passport para el viernes", "UpdateTodo", "Renew passport"),
        ("snooze lo del plumber como quince minutos", "SnoozeTodo", "Call the plumber"),
    ])
    func theAppReadsThem(sentence: String, intent: String, todo: String?) throws {
        let best = try SafetyTests.app("en").parse(sentence, language: nil).best
        #expect(best?.intent == intent, "\(sentence)")
        if let todo { #expect(TalkTests.todo(best) == todo, "\(sentence)") }
    }
}

/// A todo named with the list it is on, in a slot that holds both ("mark the todo email the
/// landlord on the home list as urgent"): the list narrows which todo, never names another.
@Suite struct ListAfterNameTests {
    @Test func theListSaidAfterTheNameNarrowsIt() throws {
        let app = try SafetyTests.app("en")
        #expect(TalkTests.todo(app.parse("Mark the todo Email the landlord on the Home list as urgent.", language: nil).best) == "Email the landlord")
        #expect(TalkTests.todo(app.parse("Change the due date of Submit expense report on the Work list to Friday.", language: nil).best) == "Submit expense report")
        // On another list, the todo is not that one.
        #expect(TalkTests.todo(app.parse("mark buy milk on the work list as done", language: nil).best) == nil)
    }
}

/// Words typed without their vowels, Scots words of commands, and a family word that is never
/// heard as a template phrase of another sound ("mother" is no "my dear").
@Suite struct TypedAndSaidWordsTests {
    @Test func commandWordsTypedWithoutVowelsAreRead() {
        #expect(VoiceApp.typedWithoutVowels("cmplt") == "complete")
        #expect(VoiceApp.typedWithoutVowels("rmv") == "remove")
        #expect(VoiceApp.typedWithoutVowels("tmrw") == "tomorrow")
        // A word with a vowel, or no command's consonants, is left as typed.
        #expect(VoiceApp.typedWithoutVowels("milk") == nil)
        #expect(VoiceApp.typedWithoutVowels("brb") == nil)
    }

    @Test func aFamilyWordIsNoSoundAlike() throws {
        let app = try SafetyTests.app("en")
        let best = app.parse("Could you be a dear and delete the reminder to email Sarah's mother? I've telephoned her instead.", language: nil).best
        #expect(TalkTests.todo(best) != "Email Sarah")
        #expect(TalkTests.todo(app.parse("delete email Sarah my dear", language: nil).best) == "Email Sarah")
        #expect(TalkTests.todo(app.parse("cmplt email sarah", language: nil).best) == "Email Sarah")
        #expect(TalkTests.todo(app.parse("shift the dentist tae Thursday", language: nil).best) == "Book dentist appointment")
    }
}
