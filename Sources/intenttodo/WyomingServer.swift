import Basics
import Dispatch
import Foundation
import Wyoming

#if canImport(Glibc)
    import Glibc
#endif

/// `intenttodo serve --wyoming URI`: a Wyoming intent-handling service. It accepts
/// connections on one socket and gives each its own thread; every `transcript` becomes one
/// turn of a `Conversation` (`ConversationBook`), answered with `handled` or `not-handled`.
/// Whatever one client does — bad frames, huge lengths, stalling mid-event, leaving
/// mid-turn — ends that client's connection only. SIGTERM and SIGINT stop it: no new
/// connections, turns under way finish and are answered, then it returns.
final class WyomingServer: @unchecked Sendable {
    struct Settings {
        var address: ServeAddress
        /// A connection sending nothing for this long is closed (its conversation goes too).
        var idleTimeout: TimeInterval
        /// An event begun must be complete within this long; answers must be taken as fast.
        var readTimeout: TimeInterval
        var limits = WyomingLimits()
        /// The longest transcript text read (a voice command is a sentence or two).
        var maximumTextBytes = 4 << 10
        /// The longest `conversation_id` taken.
        var maximumConversationIDBytes = 256
        /// Connections served at once; more are told so and closed.
        var maximumConnections = 64
        /// Log connections and event types (never what was said) on stderr.
        var verbose = false
        /// The listening line as JSON.
        var json = false
    }

    let settings: Settings
    let book: ConversationBook
    let program: WyomingHandleProgram

    private let lock = NSLock()
    private let allClosed = NSCondition()
    /// Open connections by number: their sockets, so `stop` can end their reads.
    private var connections: [Int: Int32] = [:]
    private var nextConnection = 1
    private var stopping = false
    private var wakeRead: Int32 = -1
    private var wakeWrite: Int32 = -1

    init(settings: Settings, book: ConversationBook) {
        self.settings = settings
        self.book = book
        program = Self.program(languages: book.languages)
    }

    /// What `describe` is answered with.
    static func program(languages: [Language]) -> WyomingHandleProgram {
        // NB: the project publishes no address of its own; the attribution names it only.
        let attribution = WyomingAttribution(name: "IntentTodo", url: "")
        return WyomingHandleProgram(
            name: "IntentTodo", attribution: attribution, installed: true,
            description: "A todo list you talk to: add, complete, snooze, find and delete todos", version: nil,
            models: [
                WyomingHandleModel(
                    name: "intenttodo-phrases", attribution: attribution, installed: true,
                    description: "IntentTodo's phrase templates (Grammars/)", version: nil,
                    languages: languages.map(\.rawValue))
            ])
    }

    /// Listens until SIGTERM or SIGINT; returns the exit code.
    func run() -> Int32 {
        let listener: ListeningSocket
        switch ListeningSocket.open(settings.address) {
        case .failure(let failure):
            Console.error(failure.message)
            return 1
        case .success(let opened):
            listener = opened
        }
        var wake: [Int32] = [0, 0]
        guard pipe(&wake) == 0 else {
            Console.error("cannot make a pipe: \(String(cString: strerror(errno)))")
            listener.close()
            return 1
        }
        wakeRead = wake[0]
        wakeWrite = wake[1]
        for descriptor in wake { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        // NB: a client that leaves while its answer is written must not kill the server.
        signal(SIGPIPE, SIG_IGN)
        let signals = [SIGTERM, SIGINT].map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.stop() }
            source.resume()
            return source
        }
        let uri = settings.address.uri(port: listener.port)
        if settings.json {
            Console.json(["listening": .string(uri)])
        } else {
            Console.out("Listening on \(uri) (Wyoming; SIGTERM or Ctrl-C stops).")
        }
        acceptLoop(listener.descriptor)
        listener.close()
        closeAll()
        for source in signals { source.cancel() }
        signal(SIGTERM, SIG_DFL)
        signal(SIGINT, SIG_DFL)
        _ = Glibc.close(wakeRead)
        _ = Glibc.close(wakeWrite)
        log("stopped")
        return 0
    }

    /// Asks the server to stop (signal-safe enough: one byte into a pipe).
    func stop() {
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    private func acceptLoop(_ listener: Int32) {
        while true {
            var fds = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0), pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                Console.error("poll failed: \(String(cString: strerror(errno)))")
                return
            }
            if fds[1].revents != 0 { return }
            guard fds[0].revents != 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else {
                // EMFILE and friends: wait a little rather than spin.
                if errno != EINTR && errno != EAGAIN && errno != ECONNABORTED { usleep(50_000) }
                continue
            }
            admit(client)
        }
    }

    private func admit(_ client: Int32) {
        _ = fcntl(client, F_SETFD, FD_CLOEXEC)
        var timeout = timeval(
            tv_sec: Int(settings.readTimeout), tv_usec: Int((settings.readTimeout - settings.readTimeout.rounded(.down)) * 1_000_000))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var yes: Int32 = 1
        setsockopt(client, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
        lock.lock()
        guard connections.count < settings.maximumConnections else {
            lock.unlock()
            log("refused a connection: \(settings.maximumConnections) already open")
            _ = WyomingSession.send(WyomingEvent.error("too many connections; try again", code: "busy"), to: client)
            _ = Glibc.close(client)
            return
        }
        let number = nextConnection
        nextConnection += 1
        connections[number] = client
        lock.unlock()
        let session = WyomingSession(number: number, descriptor: client, server: self)
        let thread = Thread { session.run() }
        thread.name = "wyoming-\(number)"
        thread.start()
    }

    /// Called by a session as it ends; closes its socket.
    func finished(_ number: Int) {
        lock.lock()
        if let descriptor = connections.removeValue(forKey: number) { _ = Glibc.close(descriptor) }
        let empty = connections.isEmpty
        lock.unlock()
        if empty {
            allClosed.lock()
            allClosed.broadcast()
            allClosed.unlock()
        }
    }

    /// Ends every connection's reading (a turn under way still finishes and is answered) and
    /// waits for them, a few seconds at most.
    private func closeAll() {
        lock.lock()
        stopping = true
        for descriptor in connections.values { shutdown(descriptor, Int32(SHUT_RD)) }
        lock.unlock()
        let deadline = Date().addingTimeInterval(5)
        allClosed.lock()
        while !isEmpty, Date() < deadline { _ = allClosed.wait(until: min(deadline, Date().addingTimeInterval(0.1))) }
        allClosed.unlock()
    }

    private var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return connections.isEmpty
    }

    /// True once `stop` was acted on: sessions leave after the event in hand.
    var isStopping: Bool {
        lock.lock()
        defer { lock.unlock() }
        return stopping
    }

    /// A line on stderr with `--verbose`; never what a user said.
    func log(_ message: @autoclosure () -> String) {
        guard settings.verbose else { return }
        Console.error("serve: " + message())
    }
}
