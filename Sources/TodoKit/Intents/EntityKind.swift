/// The kinds of named things people refer to by name.
///
///     service.entities(ofType: .list).map(\.title)   // ["Inbox", "Groceries"]
public enum EntityKind: String, Sendable, Hashable, CaseIterable {
    case todo
    case list
}
