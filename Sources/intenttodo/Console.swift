import Foundation

/// Writes lines to stdout and stderr, unbuffered enough for pipes.
///
///     Console.out("Added “Buy milk” to Inbox.")
///     Console.error("missing parameter ‘title’")   // "intenttodo: missing parameter ‘title’" on stderr
enum Console {
    static func out(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    static func error(_ message: String) {
        FileHandle.standardError.write(Data(("intenttodo: " + message + "\n").utf8))
    }
}
