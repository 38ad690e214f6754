#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read once from the C `environ` array.
///
/// Foundation's `ProcessInfo.processInfo.environment` builds a new dictionary on every call
/// (about a million instructions each, paid several times by a one-shot command); the program
/// never changes its own environment, so one reading is kept.
///
///     ProcessEnvironment.values["HOME"]   // "/home/ann"
public enum ProcessEnvironment {
    public static let values: [String: String] = {
        var values: [String: String] = [:]
        // NB: never nil on Linux's C library (an empty environment is an array holding only NULL).
        var entry: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = environ
        while let current = entry, let pointer = current.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                let name = String(pair[..<equals])
                // NB: the first of a repeated name wins, as getenv(3) reads it.
                if values[name] == nil { values[name] = String(pair[pair.index(after: equals)...]) }
            }
            entry = current + 1
        }
        return values
    }()
}
