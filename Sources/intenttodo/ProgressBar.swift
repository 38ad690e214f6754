import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A progress bar on stderr for bulk intents, when stderr is a terminal; Ctrl-C stops the
/// work (the intent then changes nothing).
///
///     service.bulkProgress = ProgressBar.reporter()   // nil when stderr is not a terminal
///     // Working… [██████████░░░░░░░░░░]  512/1024  (Ctrl-C to stop)
enum ProgressBar {
    static let width = 24
    /// Bulk work smaller than this finishes before a bar would be worth drawing.
    static let minimumTotal = 200

    static func reporter() -> ((Int, Int) -> Bool)? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        return { done, total in
            guard total >= minimumTotal else { return true }
            if done <= 1 {
                // NB: only now does Ctrl-C stop the work instead of the process.
                LineEditor.installInterruptHandler()
                _ = LineEditor.takeInterrupt()
            }
            let filled = total == 0 ? width : width * done / total
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            var line = "\r[\(bar)] \(done)/\(total)  (Ctrl-C to stop)"
            if done >= total { line += "\r\u{1B}[K" }
            FileHandle.standardError.write(Data(line.utf8))
            if LineEditor.takeInterrupt() {
                FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
                return false
            }
            return true
        }
    }
}
