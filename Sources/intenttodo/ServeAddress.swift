import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where `serve` listens: `tcp://HOST:PORT` (a name, an IPv4 address or `[IPv6]`; port 0
/// picks a free one) or `unix://PATH` (`unix:///run/user/1000/intenttodo.sock`).
///
///     ServeAddress("tcp://127.0.0.1:10700")   // .tcp(host: "127.0.0.1", port: 10700)
///     ServeAddress("unix:///tmp/todo.sock")   // .unix(path: "/tmp/todo.sock")
enum ServeAddress: Equatable {
    case tcp(host: String, port: UInt16)
    case unix(path: String)

    init?(_ uri: String) {
        if uri.hasPrefix("unix://") {
            let path = String(uri.dropFirst("unix://".count))
            guard !path.isEmpty, path.utf8.count < Self.unixPathCapacity, !path.contains("\0") else { return nil }
            self = .unix(path: path)
            return
        }
        guard uri.hasPrefix("tcp://") else { return nil }
        var rest = Substring(uri.dropFirst("tcp://".count))
        if rest.hasSuffix("/") { rest = rest.dropLast() }
        guard let colon = rest.lastIndex(of: ":") else { return nil }
        var host = rest[..<colon]
        let portText = rest[rest.index(after: colon)...]
        if host.hasPrefix("[") && host.hasSuffix("]") { host = host.dropFirst().dropLast() }
        guard !host.isEmpty, !host.contains("/"), !portText.isEmpty, portText.allSatisfy(\.isASCIIDigit),
            let port = UInt16(portText)
        else { return nil }
        self = .tcp(host: String(host), port: port)
    }

    /// `sun_path` holds this many bytes, the terminating NUL included.
    static let unixPathCapacity = MemoryLayout.size(ofValue: sockaddr_un().sun_path)

    /// The address as a URI, with `port` in place of the one asked for (0 becomes the real one).
    func uri(port actual: UInt16? = nil) -> String {
        switch self {
        case .tcp(let host, let port):
            let shown = host.contains(":") ? "[\(host)]" : host
            return "tcp://\(shown):\(actual ?? port)"
        case .unix(let path):
            return "unix://\(path)"
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}

/// A listening socket, closed (and its socket file removed) by `close()`.
final class ListeningSocket {
    let descriptor: Int32
    /// The port actually bound (TCP).
    let port: UInt16?
    private let unixPath: String?

    private init(descriptor: Int32, port: UInt16?, unixPath: String?) {
        self.descriptor = descriptor
        self.port = port
        self.unixPath = unixPath
    }

    /// Binds and listens; the message says why not.
    static func open(_ address: ServeAddress, backlog: Int32 = 64) -> Result<ListeningSocket, ServeFailure> {
        switch address {
        case .tcp(let host, let port): return openTCP(host: host, port: port, backlog: backlog)
        case .unix(let path): return openUnix(path: path, backlog: backlog)
        }
    }

    func close() {
        _ = Glibc.close(descriptor)
        if let unixPath { unlink(unixPath) }
    }

    private static func openTCP(host: String, port: UInt16, backlog: Int32) -> Result<ListeningSocket, ServeFailure> {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            return .failure(ServeFailure("cannot resolve ‘\(host)’: \(String(cString: gai_strerror(status)))"))
        }
        defer { freeaddrinfo(list) }
        var lastError: Int32 = 0
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        while let info = candidate {
            candidate = info.pointee.ai_next
            let descriptor = socket(info.pointee.ai_family, info.pointee.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), info.pointee.ai_protocol)
            guard descriptor >= 0 else {
                lastError = errno
                continue
            }
            var yes: Int32 = 1
            setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            guard bind(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0, listen(descriptor, backlog) == 0 else {
                lastError = errno
                _ = Glibc.close(descriptor)
                continue
            }
            return .success(ListeningSocket(descriptor: descriptor, port: boundPort(descriptor) ?? port, unixPath: nil))
        }
        return .failure(ServeFailure("cannot listen on \(ServeAddress.tcp(host: host, port: port).uri()): \(String(cString: strerror(lastError)))"))
    }

    private static func boundPort(_ descriptor: Int32) -> UInt16? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let status = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard status == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) } }
        case AF_INET6:
            return withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) } }
        default:
            return nil
        }
    }

    private static func unixAddress(_ path: String) -> sockaddr_un {
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(path.utf8)
            raw.copyBytes(from: bytes.prefix(raw.count - 1))
        }
        return address
    }

    private static func connectUnix(_ descriptor: Int32, _ address: inout sockaddr_un) -> Int32 {
        withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }

    private static func openUnix(path: String, backlog: Int32) -> Result<ListeningSocket, ServeFailure> {
        var address = unixAddress(path)
        // A socket file left by a server that is gone is replaced; one a server answers on,
        // or any other kind of file, is left alone.
        var status = stat()
        if lstat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFSOCK else {
                return .failure(ServeFailure("cannot listen on unix://\(path): the file exists and is not a socket"))
            }
            let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
            if probe >= 0 {
                let connected = connectUnix(probe, &address) == 0
                _ = Glibc.close(probe)
                if connected {
                    return .failure(ServeFailure("cannot listen on unix://\(path): another server is listening there"))
                }
            }
            unlink(path)
        }
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { return .failure(ServeFailure("cannot make a socket: \(String(cString: strerror(errno)))")) }
        // NB: owner only, like the store: whoever can connect can read and change the todos.
        let previousMask = umask(0o177)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        let bindError = errno
        umask(previousMask)
        guard bound == 0, listen(descriptor, backlog) == 0 else {
            let reason = String(cString: strerror(bound == 0 ? errno : bindError))
            _ = Glibc.close(descriptor)
            return .failure(ServeFailure("cannot listen on unix://\(path): \(reason)"))
        }
        return .success(ListeningSocket(descriptor: descriptor, port: nil, unixPath: path))
    }
}

/// Why the server could not start, in one line.
struct ServeFailure: Error {
    var message: String
    init(_ message: String) { self.message = message }
}
