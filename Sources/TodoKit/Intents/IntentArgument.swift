import Basics

/// One argument value of an intent: text to be read (`intent NAME k=v`, CONTRACT.md
/// encodings), or a value already typed by the caller (the voice path), which the service
/// takes as it is — no text round trip.
///
///     IntentArgument.text("Buy milk")              // `intenttodo intent CompleteTodo todo="Buy milk"`
///     IntentArgument.entityID(3)                   // the voice path, after fuzzy resolution
///     IntentArgument.date(DueDate(encoded: "2026-12-01"))
public enum IntentArgument: Sendable, Hashable {
    /// Text as typed; read by the parameter's kind (entity parameters take an exact title,
    /// case-insensitive, or an id).
    case text(String)
    /// The id of a todo or list, resolved by the caller.
    case entityID(Int64)
    /// A due date; nil clears it.
    case date(DueDate?)
    /// A snooze length.
    case duration(DurationChoice)
    /// A repeat rule; nil stops repeating.
    case rule(RecurrenceRule?)
    /// A flag (urgent, starred).
    case flag(Bool)
    /// A filter.
    case filter(TodoFilter)
    /// Several texts (AddTodos' titles).
    case texts([String])
}
