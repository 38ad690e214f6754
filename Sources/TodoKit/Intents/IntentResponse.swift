import Basics

/// What an intent did: a short sentence in the user's language and the structured result.
///
///     IntentResponse(intent: .addTodo, ok: true, say: "Added “Buy milk” to Groceries.",
///                    result: ["todo": ["id": 3, "title": "Buy milk", …]])
///     response.json.jsonText   // {"intent":"AddTodo","ok":true,"say":"Added …","result":{…}}
public struct IntentResponse: Sendable, Hashable {
    /// The intent that answered.
    public var intent: TodoIntent
    /// False when the intent could not be carried out (nothing to undo, name taken…).
    public var ok: Bool
    /// The answer to speak or print.
    public var say: String
    /// Intent-specific data (`todos` for ShowTodos, `count`, `todo`…).
    public var result: JSONValue

    /// A response.
    ///
    ///     IntentResponse(intent: .undo, ok: false, say: "There’s nothing to undo.", result: [:])
    public init(intent: TodoIntent, ok: Bool, say: String, result: JSONValue) {
        self.intent = intent
        self.ok = ok
        self.say = say
        self.result = result
    }

    /// The CONTRACT.md shape: `{"intent", "ok", "say", "result"}` in that order.
    public var json: JSONValue {
        ["intent": .string(intent.name), "ok": .bool(ok), "say": .string(say), "result": result]
    }
}
