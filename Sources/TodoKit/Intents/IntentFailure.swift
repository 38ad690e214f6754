import Basics

/// Why an intent did not run. Nothing was changed.
///
///     do { _ = try service.perform(IntentRequest(.addTodo)) }
///     catch { error }   // .missingParameter("title")
public enum IntentFailure: Error, Sendable, Hashable {
    /// No intent of that name in the catalog.
    case unknownIntent(String)
    /// A required parameter was not given.
    case missingParameter(String)
    /// A value could not be read (bad date, RRULE, filter, Boolean, unknown parameter…).
    case invalidParameter(name: String, value: String, reason: String)
    /// No todo or list has that title or id.
    case notFound(kind: EntityKind, value: String)
    /// The intent needs the user's yes first; `prompt` asks for it ("Delete “Call mom”?").
    case needsConfirmation(prompt: String)
    /// The store failed (locked, full disk, read-only…).
    case storage(StoreError)
    /// The user stopped a bulk intent while it ran (Ctrl-C at its progress bar).
    case cancelled

    /// Exit status for `intenttodo intent`: 2 for a bad request or an unusable store (full,
    /// read-only, gone: `StoreError.isInputError`), 1 when refused or the store was busy.
    ///
    ///     IntentFailure.missingParameter("title").exitCode   // 2
    public var exitCode: Int32 {
        switch self {
        case .unknownIntent, .missingParameter, .invalidParameter, .notFound: return 2
        case .storage(let error): return error.isInputError ? 2 : 1
        case .needsConfirmation, .cancelled: return 1
        }
    }

    /// One line describing the problem in `language`.
    ///
    ///     IntentFailure.notFound(kind: .list, value: "Gym").message(in: .en)   // "There’s no list “Gym”."
    public func message(in language: Language) -> String {
        let strings = Strings.phrasebook(for: language)
        switch self {
        case .unknownIntent(let name): return strings.unknownIntent(name, known: TodoIntents.catalog.map(\.name))
        case .missingParameter(let name): return strings.missingParameter(name)
        case .invalidParameter(let name, let value, let reason): return strings.invalidParameter(name, value: value, reason: reason)
        case .notFound(let kind, let value): return strings.notFound(kind, value: value)
        case .needsConfirmation(let prompt): return prompt
        case .storage(let error): return error.description
        case .cancelled: return strings.stoppedBulk
        }
    }
}
