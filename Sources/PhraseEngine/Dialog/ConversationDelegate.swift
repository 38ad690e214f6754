import Basics
import EntityResolution
import Foundation

/// What a `Conversation` needs from the app: parsing, the app's questions, and running actions.
/// The conversation itself knows nothing of the app's domain.
public protocol ConversationDelegate: AnyObject {
    /// The language of questions when an answer says nothing of its own (`--lang`, `LANG`).
    var defaultLanguage: Language { get }

    /// Reads a sentence as a new command.
    func parse(_ text: String, language: Language?) -> ParseResult

    /// Reads an answer as a value of `parameter` (a date for `due`, an entity for `todo`…), or nil.
    func readValue(for parameter: String, of action: Action, from text: String) -> SlotValue?

    /// The app's entities that may be meant by `spoken`, best first, for numbered choices.
    func candidates(for parameter: String, of action: Action, spoken: String) -> [Candidate]

    /// Parameters still to ask for, in order (required ones that are missing, and optional
    /// ones the app wants to offer choices for).
    func parametersToAsk(_ action: Action) -> [String]

    /// The question for a parameter ("What do you want to add?").
    func question(for parameter: String, of action: Action) -> String

    /// The options to offer for a parameter; empty for a free value.
    func choices(for parameter: String, of action: Action) -> [Choice]

    /// The yes/no question to ask before running `action`, or nil when it needs none.
    func confirmation(for action: Action) -> String?

    /// What to do when the entity named for `parameter` does not exist.
    func unresolved(_ parameter: String, spoken: String, in action: Action) -> UnresolvedPlan

    /// Runs the action.
    func perform(_ action: Action) -> Outcome

    /// Reads an answer to a value question, possibly with other parameters in it.
    func readAnswer(for parameter: String, of action: Action, from text: String) -> [String: SlotValue]

    /// True while the app still has the entity spoken of earlier (it may have been deleted).
    func exists(_ reference: EntityReference, for parameter: String, of action: Action) -> Bool

    /// True for the app's "take back the last change" intent, which during an open question
    /// means letting that question go.
    func isUndo(_ intent: String) -> Bool
}

extension ConversationDelegate {
    public func isUndo(_ intent: String) -> Bool { false }

    public func exists(_ reference: EntityReference, for parameter: String, of action: Action) -> Bool {
        candidates(for: parameter, of: action, spoken: reference.title).contains { $0.id == reference.id }
    }

    /// Reads an answer to a value question; it may carry more than the value asked for
    /// ("What do you want to add?" — "call the bank tomorrow": a title and a due date).
    /// By default, just `readValue`.
    public func readAnswer(for parameter: String, of action: Action, from text: String) -> [String: SlotValue] {
        readValue(for: parameter, of: action, from: text).map { [parameter: $0] } ?? [:]
    }
}
