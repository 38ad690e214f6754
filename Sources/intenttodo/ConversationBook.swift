import Basics
import Foundation
import PhraseEngine
import TodoVoice

/// The server's one `VoiceApp` (one SQLite connection) and its open conversations, keyed by
/// the client's `conversation_id` or by connection. Turns run one at a time under a lock, so
/// the store, the engine and every `Conversation` are only ever used by one thread at once;
/// a turn takes milliseconds, and the network waits happen outside the lock.
///
///     let book = ConversationBook(app: app, fixedClock: nil, idleTimeout: 300)
///     book.respond(to: "delete buy", language: nil, key: "id:abc")   // (true, "Which one: …")
///     book.respond(to: "the first one", language: nil, key: "id:abc") // (true, "Delete “buy milk”?")
final class ConversationBook: @unchecked Sendable {
    /// At most this many conversations are kept; beyond it the longest idle is forgotten.
    static let maximumConversations = 1_000

    private let lock = NSLock()
    private let app: VoiceApp
    /// `--now`, else nil: the real time, read at every turn.
    private let fixedClock: Clock?
    /// A conversation not spoken to for this long is forgotten.
    let idleTimeout: TimeInterval
    /// The languages of the grammars, for `info`.
    let languages: [Language]
    /// `--lang`, else nil.
    private let forcedLanguage: Language?
    private let defaultLanguage: Language
    private var conversations: [String: (conversation: Conversation, lastUsed: Date)] = [:]

    init(app: VoiceApp, fixedClock: Clock?, idleTimeout: TimeInterval) {
        self.app = app
        self.fixedClock = fixedClock
        self.idleTimeout = idleTimeout
        languages = app.engine.languages.sorted { $0.rawValue < $1.rawValue }
        forcedLanguage = app.forcedLanguage
        defaultLanguage = app.defaultLanguage
    }

    /// The language a turn is answered in when the conversation cannot say (`--lang`, else
    /// the client's, else the default).
    func answerLanguage(_ requested: Language?) -> Language {
        forcedLanguage ?? requested ?? defaultLanguage
    }

    /// One user turn in the conversation `key`: whether it was handled, and the answer to
    /// speak. `language` (the client's) reads and answers the turn, unless `--lang` forces one.
    func respond(to text: String, language: Language?, key: String) -> (handled: Bool, say: String) {
        lock.lock()
        defer { lock.unlock() }
        let now = Date()
        forgetIdle(at: now)
        app.clock = fixedClock ?? Clock(now: now)
        let conversation = conversations[key]?.conversation ?? app.makeConversation()
        if conversations[key] == nil, conversations.count >= Self.maximumConversations,
            let oldest = conversations.min(by: { $0.value.lastUsed < $1.value.lastUsed })?.key
        {
            conversations[oldest] = nil
        }
        conversation.forcedLanguage = forcedLanguage ?? language
        let turn = conversation.respond(to: text)
        conversations[key] = (conversation, Date())
        guard let turn else {
            return (false, CLIStrings.heardNothing(language: answerLanguage(language)))
        }
        switch turn.kind {
        case .done, .ask, .cancelled: return (true, turn.say)
        case .nomatch, .error: return (false, turn.say)
        }
    }

    /// Forgets a conversation (its connection closed).
    func forget(_ key: String) {
        lock.lock()
        defer { lock.unlock() }
        conversations[key] = nil
    }

    /// How many conversations are kept (for tests and --verbose).
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return conversations.count
    }

    private func forgetIdle(at now: Date) {
        let limit = now.addingTimeInterval(-idleTimeout)
        for (key, entry) in conversations where entry.lastUsed < limit {
            conversations[key] = nil
        }
    }
}
