/// What an undo journal entry records, read back from the store: an intent's change, an
/// import, or a name this program does not know (written by a newer IntentTodo).
///
///     JournaledChange(stored: "DeleteTodo")   // .intent(.deleteTodo)
///     JournaledChange(stored: "Import")       // .importing
enum JournaledChange: Sendable, Hashable {
    case intent(TodoIntent)
    case importing
    case unknown(String)

    /// The name written into the journal.
    static let importName = "Import"

    init(stored name: String) {
        if let intent = TodoIntent(rawValue: name) {
            self = .intent(intent)
        } else if name == Self.importName {
            self = .importing
        } else {
            self = .unknown(name)
        }
    }

    /// The name as stored.
    var storedName: String {
        switch self {
        case .intent(let intent): return intent.name
        case .importing: return Self.importName
        case .unknown(let name): return name
        }
    }
}
