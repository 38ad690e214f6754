/// One argument value of an intent: words as given, or an entity already resolved to its id.
///
///     IntentArgument.text("Buy milk")   // `intenttodo intent CompleteTodo todo="Buy milk"`
///     IntentArgument.entityID(3)        // the voice path, after fuzzy resolution
public enum IntentArgument: Sendable, Hashable {
    /// Text as typed or spoken; entity parameters take an exact title (case-insensitive) or an id.
    case text(String)
    /// The id of a todo or list, resolved by the caller.
    case entityID(Int64)
}
