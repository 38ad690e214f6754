import Basics

/// Why an import was refused; nothing of the document was added.
///
///     ImportError.invalid(path: "todos[3].due", reason: "expected YYYY-MM-DD …, got “2026-13-01”").description
///     // "todos[3].due: expected YYYY-MM-DD …, got “2026-13-01”"
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The document is not JSON.
    case malformed(JSONParseError)
    /// A value in the document is missing or of the wrong kind; `path` points at it.
    case invalid(path: String, reason: String)
    /// The store failed; the transaction was rolled back.
    case storage(StoreError)

    /// One line fit for stderr.
    public var description: String {
        switch self {
        case .malformed(let error): return "not JSON: \(error)"
        case .invalid(let path, let reason): return "\(path): \(reason)"
        case .storage(let error): return error.description
        }
    }
}
