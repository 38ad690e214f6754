import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads lines at an interactive prompt, with line editing and persistent history when
/// libedit is installed (loaded at run time, so the binary runs without it).
///
///     let editor = LineEditor(historyFile: "~/.local/state/intenttodo/history")
///     while let line = editor.readLine(prompt: "> ") { … }
final class LineEditor {
    /// What `readLine` saw: a line, an interrupt (Ctrl-C), or the end of input (Ctrl-D).
    enum Input: Equatable {
        case line(String)
        case interrupt
        case end
    }

    private typealias ReadlineFn = @convention(c) (UnsafePointer<CChar>?) -> UnsafeMutablePointer<CChar>?
    private typealias HistoryFn = @convention(c) (UnsafePointer<CChar>?) -> Int32
    private typealias StifleFn = @convention(c) (Int32) -> Void
    private typealias TruncateFn = @convention(c) (UnsafePointer<CChar>?, Int32) -> Int32

    private let readlineFn: ReadlineFn?
    private let addHistoryFn: HistoryFn?
    private let readHistoryFn: HistoryFn?
    private let writeHistoryFn: HistoryFn?
    private let truncateFn: TruncateFn?
    private let historyFile: String?
    private var lastAdded: String?

    /// True when libedit was found: arrow keys, editing and history work.
    var isEditing: Bool { readlineFn != nil }

    /// `editing: false` (stdin is no terminal) reads plain lines without libedit.
    init(historyFile: String?, editing: Bool = true, maxHistory: Int32 = 1000) {
        Self.useUTF8CharacterType()
        let handle = editing ? dlopen("libedit.so.2", RTLD_NOW) ?? dlopen("libedit.so", RTLD_NOW) : nil
        func symbol<T>(_ name: String, as type: T.Type) -> T? {
            guard let handle, let pointer = dlsym(handle, name) else { return nil }
            return unsafeBitCast(pointer, to: type)
        }
        readlineFn = symbol("readline", as: ReadlineFn.self)
        addHistoryFn = symbol("add_history", as: HistoryFn.self)
        readHistoryFn = symbol("read_history", as: HistoryFn.self)
        writeHistoryFn = symbol("write_history", as: HistoryFn.self)
        truncateFn = symbol("history_truncate_file", as: TruncateFn.self)
        symbol("stifle_history", as: StifleFn.self)?(maxHistory)
        self.historyFile = historyFile
        if let historyFile, readlineFn != nil {
            Self.prepareOwnerOnly(file: historyFile)
            _ = readHistoryFn?(historyFile)
        }
        LineEditor.installInterruptHandler()
    }

    /// libedit reads multibyte input by the C library's character type: without a UTF-8 one it
    /// drops Japanese input, and with a locale that is not installed (LANG=ja_JP.UTF-8 on a
    /// machine that only has C.UTF-8) it crashes. Take the environment's when it is UTF-8,
    /// else any UTF-8 locale the machine has.
    private static func useUTF8CharacterType() {
        func isUTF8() -> Bool {
            guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
            let name = String(cString: codeset).uppercased()
            return name == "UTF-8" || name == "UTF8"
        }
        if setlocale(LC_CTYPE, "") != nil, isUTF8() { return }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "ja_JP.UTF-8"] where setlocale(LC_CTYPE, name) != nil && isUTF8() {
            return
        }
    }

    /// Shows `prompt` and reads one line; Ctrl-C gives `.interrupt`, Ctrl-D `.end`.
    func readLine(prompt: String) -> Input {
        interruptFlag = 0
        if let readlineFn {
            let pointer = Self.markingEscapes(prompt).withCString { readlineFn($0) }
            guard let pointer else {
                return interruptFlag != 0 ? .interrupt : .end
            }
            defer { free(pointer) }
            let line = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
            if interruptFlag != 0 { return .interrupt }
            remember(line)
            return .line(line)
        }
        FileHandle.standardOutput.write(Data(prompt.utf8))
        guard let line = Swift.readLine(strippingNewline: true) else {
            return interruptFlag != 0 ? .interrupt : .end
        }
        return .line(line)
    }

    /// Wraps colour escapes in libedit's ignore markers (1 … 2) so the prompt's width is right.
    static func markingEscapes(_ prompt: String) -> String {
        guard prompt.contains("\u{1B}") else { return prompt }
        var result = ""
        var inEscape = false
        for scalar in prompt.unicodeScalars {
            if scalar == "\u{1B}" {
                inEscape = true
                result += "\u{01}"
            }
            result.unicodeScalars.append(scalar)
            if inEscape, scalar == "m" {
                inEscape = false
                result += "\u{02}"
            }
        }
        return result
    }

    private func remember(_ line: String) {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed != lastAdded else { return }
        lastAdded = trimmed
        _ = trimmed.withCString { addHistoryFn?($0) }
        if let historyFile {
            _ = writeHistoryFn?(historyFile)
            _ = truncateFn?(historyFile, 1000)
            chmod(historyFile, 0o600)
        }
    }

    /// Creates the history file's folder (0700) and the file (0600) so other users cannot read it.
    private static func prepareOwnerOnly(file: String) {
        let folder = (file as NSString).deletingLastPathComponent
        try? FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        if !FileManager.default.fileExists(atPath: file) {
            _ = FileManager.default.createFile(atPath: file, contents: nil, attributes: [.posixPermissions: 0o600])
        }
        chmod(file, 0o600)
    }

    /// True once after Ctrl-C was pressed since the last call (for long work between prompts).
    static func takeInterrupt() -> Bool {
        defer { interruptFlag = 0 }
        return interruptFlag != 0
    }

    /// Makes Ctrl-C set a flag instead of ending the process.
    static func installInterruptHandler() {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in interruptFlag = 1 }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0  // NB: no SA_RESTART, so a blocked read returns and the prompt sees the interrupt.
        sigaction(SIGINT, &action, nil)
    }
}

/// Set by the SIGINT handler; read after each prompt.
nonisolated(unsafe) private var interruptFlag: sig_atomic_t = 0
