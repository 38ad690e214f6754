import Basics
import Foundation
import TodoKit

/// Every byte intenttodo writes for people or machines goes through here.
///
/// Human output (`out`, `error`, `diagnostic`) passes through `visible(_:)` — the one place
/// where control characters in titles, names and sentences are made harmless — and is
/// coloured only afterwards, by the styles of a `ConsoleText`. Machine output (`json`) is
/// written exactly: JSON escaping already covers control characters, and scripts need the
/// stored strings unchanged.
///
///     Console.out("Added “Buy milk” to Inbox.")
///     Console.out("  \(title)  \(list, .dim)")          // list dimmed on a colour terminal
///     Console.error("missing parameter ‘title’")     // "intenttodo: missing parameter ‘title’" on stderr
///     Console.json(response.json)                       // one JSON line, strings exact
enum Console {
    /// One line for people.
    static func out(_ line: String) {
        write(visible(line) + "\n", to: .standardOutput)
    }

    /// One line for people, painted where its pieces ask for it (on a colour terminal).
    static func out(_ text: ConsoleText) {
        write(text.rendered(Terminal.current) + "\n", to: .standardOutput)
    }

    /// Several lines for people (help texts): each line as `out`.
    static func out(lines text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { out(String(line)) }
    }

    /// One JSON object (or document), exactly as the writer escapes it.
    static func json(_ value: JSONValue, pretty: Bool = false) {
        write(value.jsonText(pretty: pretty) + "\n", to: .standardOutput)
    }

    /// A document exactly as given (an iCalendar export): data, not words for people.
    static func document(_ text: String) {
        write(text, to: .standardOutput)
    }

    /// A one-line message on stderr, prefixed `intenttodo: `.
    static func error(_ message: String) {
        write("intenttodo: " + visible(message) + "\n", to: .standardError)
    }

    /// A multi-line report on stderr without prefix, such as a grammar error with its caret line.
    static func diagnostic(_ text: String) {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }
        write(lines.joined(separator: "\n") + "\n", to: .standardError)
    }

    private static func write(_ text: String, to handle: FileHandle) {
        handle.write(Data(text.utf8))
    }

    /// The text with every character that could steer a terminal or reorder what is shown made
    /// visible: C0 controls (line breaks and tabs too: one call prints one line) and DEL as
    /// their control pictures (ESC → ␛), C1 controls, bidirectional overrides and isolates and
    /// the Unicode line/paragraph separators as `<U+202E>`. Everything else is kept, emoji
    /// joiners included.
    ///
    ///     Console.visible("\u{1B}[2Jhi")        // "␛[2Jhi"
    ///     Console.visible("abc\u{202E}def")     // "abc<U+202E>def"
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else {
                result.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x00...0x1F: result.append(Unicode.Scalar(0x2400 + scalar.value)!)
            case 0x7F: result.append("\u{2421}")
            default: result.append(contentsOf: "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))>".unicodeScalars)
            }
        }
        return String(result)
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        // Arabic letter mark, LRM/RLM, LRE/RLE/PDF/LRO/RLO, line/paragraph separator, LRI/RLI/FSI/PDI.
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2028, 0x2029, 0x2066...0x2069: return true
        default: return false
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// A line of human output made of pieces, some with a terminal style. Console makes each piece
/// visible (`Console.visible`) before painting it, so a title can never bring its own escapes.
///
///     let line: ConsoleText = "☐ \(title)  \(list, .dim)"
///     Console.out(line)
struct ConsoleText: ExpressibleByStringInterpolation, Sendable {
    struct Piece: Sendable {
        var text: String
        var style: Terminal.Style?
    }

    private(set) var pieces: [Piece]

    init(_ text: String, _ style: Terminal.Style? = nil) {
        pieces = [Piece(text: text, style: style)]
    }

    init(stringLiteral value: String) {
        pieces = [Piece(text: value, style: nil)]
    }

    init(stringInterpolation: Interpolation) {
        pieces = stringInterpolation.pieces
    }

    struct Interpolation: StringInterpolationProtocol {
        var pieces: [Piece] = []

        init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { pieces.append(Piece(text: literal, style: nil)) }
        }

        mutating func appendInterpolation(_ text: String, _ style: Terminal.Style? = nil) {
            pieces.append(Piece(text: text, style: style))
        }

        mutating func appendInterpolation(_ number: Int) {
            pieces.append(Piece(text: String(number), style: nil))
        }

        mutating func appendInterpolation(_ text: ConsoleText) {
            pieces += text.pieces
        }
    }

    static func + (lhs: ConsoleText, rhs: ConsoleText) -> ConsoleText {
        var result = lhs
        result.pieces += rhs.pieces
        return result
    }

    /// The pieces joined by `separator`.
    static func joined(_ parts: [ConsoleText], separator: String) -> ConsoleText {
        var result = ConsoleText("")
        for (index, part) in parts.enumerated() {
            if index > 0 { result.pieces.append(Piece(text: separator, style: nil)) }
            result.pieces += part.pieces
        }
        return result
    }

    /// The text without styles, made visible (what a pipe gets).
    var plain: String { pieces.map { Console.visible($0.text) }.joined() }

    /// The text made visible, then painted for `terminal`.
    func rendered(_ terminal: Terminal) -> String {
        pieces.map { piece in
            let text = Console.visible(piece.text)
            guard let style = piece.style, !text.isEmpty else { return text }
            return terminal.paint(text, style)
        }.joined()
    }
}
