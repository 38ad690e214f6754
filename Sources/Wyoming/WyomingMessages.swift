import Basics

/// Who made an artifact and where it is from (the reference's `Attribution`).
public struct WyomingAttribution: Sendable, Equatable {
    public var name: String
    public var url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    var json: JSONValue { ["name": .string(name), "url": .string(url)] }
}

/// A model of an intent-handling program (the reference's `HandleModel`).
public struct WyomingHandleModel: Sendable, Equatable {
    public var name: String
    public var attribution: WyomingAttribution
    public var installed: Bool
    public var description: String?
    public var version: String?
    /// Language codes, such as `en`, `ja`.
    public var languages: [String]

    public init(
        name: String, attribution: WyomingAttribution, installed: Bool = true, description: String? = nil, version: String? = nil,
        languages: [String]
    ) {
        self.name = name
        self.attribution = attribution
        self.installed = installed
        self.description = description
        self.version = version
        self.languages = languages
    }

    /// Keys in the order of the reference's dataclass (`asdict`).
    var json: JSONValue {
        [
            "name": .string(name), "attribution": attribution.json, "installed": .bool(installed),
            "description": .optional(description), "version": .optional(version),
            "languages": .array(languages.map(JSONValue.string)),
        ]
    }
}

/// An intent-handling program: it answers `transcript` with `handled` or `not-handled`
/// (the reference's `HandleProgram`).
public struct WyomingHandleProgram: Sendable, Equatable {
    public var name: String
    public var attribution: WyomingAttribution
    public var installed: Bool
    public var description: String?
    public var version: String?
    public var models: [WyomingHandleModel]
    /// Answers as `handled-start`/`handled-chunk`/`handled-stop` (IntentTodo: no).
    public var supportsHandledStreaming: Bool
    /// Controls devices of a home (IntentTodo: no).
    public var supportsHomeControl: Bool

    public init(
        name: String, attribution: WyomingAttribution, installed: Bool = true, description: String? = nil, version: String? = nil,
        models: [WyomingHandleModel], supportsHandledStreaming: Bool = false, supportsHomeControl: Bool = false
    ) {
        self.name = name
        self.attribution = attribution
        self.installed = installed
        self.description = description
        self.version = version
        self.models = models
        self.supportsHandledStreaming = supportsHandledStreaming
        self.supportsHomeControl = supportsHomeControl
    }

    var json: JSONValue {
        [
            "name": .string(name), "attribution": attribution.json, "installed": .bool(installed),
            "description": .optional(description), "version": .optional(version),
            "models": .array(models.map(\.json)),
            "supports_handled_streaming": .bool(supportsHandledStreaming),
            "supports_home_control": .bool(supportsHomeControl),
        ]
    }
}

extension WyomingEvent {
    /// The answer to `describe`: every service list the reference's `Info` writes, only
    /// `handle` filled.
    public static func info(handle: [WyomingHandleProgram]) -> WyomingEvent {
        WyomingEvent(
            type: WyomingType.info,
            data: [
                "asr": [], "tts": [], "handle": .array(handle.map(\.json)), "intent": [], "wake": [], "mic": [], "snd": [],
            ])
    }

    /// `handled` (`not-handled` when `handled` is false) with the spoken answer.
    public static func handled(_ handled: Bool, text: String?, context: JSONObject? = nil) -> WyomingEvent {
        var data = JSONObject()
        if let text { data["text"] = .string(text) }
        if let context { data["context"] = .object(context) }
        return WyomingEvent(type: handled ? WyomingType.handled : WyomingType.notHandled, data: data)
    }

    /// `error {text, code?}`.
    public static func error(_ text: String, code: String? = nil) -> WyomingEvent {
        var data: JSONObject = ["text": .string(text)]
        if let code { data["code"] = .string(code) }
        return WyomingEvent(type: WyomingType.error, data: data)
    }
}

/// What the user said: a `transcript` event's data.
///
///     WyomingTranscript(WyomingEvent(type: "transcript", data: ["text": "add milk", "language": "en"]))?.language  // "en"
public struct WyomingTranscript: Sendable, Equatable {
    public var text: String
    /// As sent: `en`, `en-US`, `ja`…
    public var language: String?
    public var context: JSONObject?

    public init(text: String, language: String? = nil, context: JSONObject? = nil) {
        self.text = text
        self.language = language
        self.context = context
    }

    /// The transcript of a `transcript` event; nil for another type or when `text` is not a string.
    public init?(_ event: WyomingEvent) {
        guard event.type == WyomingType.transcript, case .string(let text)? = event.data["text"] else { return nil }
        self.text = text
        language = event.data["language"]?.stringValue
        context = event.data["context"]?.objectValue
    }

    /// `context.conversation_id`, when it is a string (or a number, written as text).
    public var conversationID: String? {
        switch context?["conversation_id"] {
        case .string(let id)?: return id
        case .integer(let id)?: return String(id)
        default: return nil
        }
    }
}
