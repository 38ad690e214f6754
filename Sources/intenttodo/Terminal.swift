import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where output goes and how it may look: colour only on a terminal and without `NO_COLOR`.
struct Terminal {
    let isInteractiveInput: Bool
    let isInteractiveOutput: Bool
    let usesColor: Bool

    static let current: Terminal = {
        let input = isatty(STDIN_FILENO) == 1
        let output = isatty(STDOUT_FILENO) == 1
        let environment = ProcessEnvironment.values
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        let dumb = environment["TERM"] == "dumb"
        return Terminal(isInteractiveInput: input, isInteractiveOutput: output, usesColor: output && !noColor && !dumb)
    }()

    enum Style: String {
        case bold = "1"
        case dim = "2"
        case red = "31"
        case green = "32"
        case yellow = "33"
        case cyan = "36"
    }

    func paint(_ text: String, _ style: Style) -> String {
        usesColor ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

}
