import Basics

/// A mistake in a grammar or App Shortcuts file: the facts, rendered like a compiler message.
///
///     String(describing: error)
///     // error: unknown slot '$<tod>'
///     //  --> Grammars/en/todo.phrases:12:12
///     // 12 |   complete $<tod> [<in_app>]
///     //    |            ^ did you mean '$<todo>'?
public struct GrammarError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Equatable {
        /// A file or folder could not be read.
        case unreadable(path: String, reason: String)
        /// Something else was expected here (`expected` and `found` are descriptions).
        case expected(String, found: String)
        /// An opening bracket is never closed.
        case unclosed(Character)
        /// A closing bracket without an opening one.
        case unopened(Character)
        /// An opening bracket closed by the wrong kind of closing bracket.
        case mismatched(open: Character, close: Character)
        /// A string or comment that runs to the end of the file.
        case unterminated(String)
        /// `()` or `[]` with nothing inside.
        case emptyGroup
        /// `(a | )`: a branch with no words.
        case emptyAlternative
        /// Brackets nested deeper than the parser allows.
        case nestedTooDeep(limit: Int)
        /// `<name>` names no rule.
        case unknownRule(String, suggestion: String?)
        /// `$<name>` names no slot.
        case unknownSlot(String, suggestion: String?)
        /// `slot x: kind` with a kind that does not exist.
        case unknownSlotKind(String, suggestion: String?)
        /// A rule declared twice.
        case duplicateRule(String, first: SourceLocation)
        /// A slot declared twice.
        case duplicateSlot(String, first: SourceLocation)
        /// An enum value declared twice for one slot.
        case duplicateEnumValue(slot: String, value: String, first: SourceLocation)
        /// A rule that refers to itself, directly or through others: the names along the cycle.
        case ruleCycle([String])
        /// A file without a `language` line, in a folder that does not name one either.
        case missingLanguage
        /// `language xx` with a language IntentTodo does not know.
        case unknownLanguage(String)
        /// A file whose `language` differs from its folder's or another file's.
        case languageMismatch(declared: Language, expected: Language)
        /// A line that cannot stand where it is (an indented line outside an intent, say).
        case misplaced(String)
        /// `$<slot>` inside the phrases of an enum value.
        case slotInEnumValue(String)
        /// An App Shortcuts phrase whose intent is neither named in a comment nor recognizable.
        case unknownShortcutIntent(phrase: String)
        /// The compiled templates of a language would exceed the matcher's size limit.
        case grammarTooLarge(states: Int, limit: Int)
    }

    /// What is wrong.
    public var problem: Problem
    /// Where, when the problem is at a place in a file.
    public var location: SourceLocation?
    /// The text of the line at `location`, shown under the message.
    public var lineText: String?

    /// An error at a place in a file.
    public init(_ problem: Problem, at location: SourceLocation? = nil, line lineText: String? = nil) {
        self.problem = problem
        self.location = location
        self.lineText = lineText
    }

    /// The headline, without location (`unknown slot '$<tod>'`).
    public var message: String {
        switch problem {
        case .unreadable(let path, let reason): return "cannot read '\(path)': \(reason)"
        case .expected(let expected, let found): return "expected \(expected), found \(found)"
        case .unclosed(let open): return "unbalanced brackets: '\(open)' is never closed"
        case .unopened(let close): return "unbalanced brackets: '\(close)' closes nothing"
        case .mismatched(let open, let close): return "unbalanced brackets: '\(open)' closed by '\(close)'"
        case .unterminated(let what): return "unterminated \(what)"
        case .emptyGroup: return "empty brackets"
        case .emptyAlternative: return "empty alternative"
        case .nestedTooDeep(let limit): return "brackets nested more than \(limit) deep"
        case .unknownRule(let name, _): return "unknown rule '<\(name)>'"
        case .unknownSlot(let name, _): return "unknown slot '$<\(name)>'"
        case .unknownSlotKind(let name, _): return "unknown slot kind '\(name)'"
        case .duplicateRule(let name, _): return "rule '\(name)' is defined twice"
        case .duplicateSlot(let name, _): return "slot '\(name)' is declared twice"
        case .duplicateEnumValue(let slot, let value, _): return "value '\(value)' of slot '\(slot)' is defined twice"
        case .ruleCycle(let names):
            return "rule cycle: " + names.map { "<\($0)>" }.joined(separator: " -> ")
        case .missingLanguage: return "missing 'language en' or 'language ja' line"
        case .unknownLanguage(let code): return "unknown language '\(code)'"
        case .languageMismatch(let declared, let expected):
            return "language '\(declared.rawValue)' in a grammar of language '\(expected.rawValue)'"
        case .misplaced(let what): return what
        case .slotInEnumValue(let name): return "slot '$<\(name)>' inside an enum value"
        case .unknownShortcutIntent(let phrase): return "cannot tell which intent '\(phrase)' belongs to"
        case .grammarTooLarge(let states, let limit):
            return "templates compile to \(states) states, more than the limit of \(limit)"
        }
    }

    /// The hint after the caret (`did you mean '$<todo>'?`), if any.
    public var note: String? {
        switch problem {
        case .unknownRule(_, let suggestion?): return "did you mean '<\(suggestion)>'?"
        case .unknownSlot(_, let suggestion?): return "did you mean '$<\(suggestion)>'?"
        case .unknownSlotKind(_, let suggestion?): return "did you mean '\(suggestion)'?"
        case .duplicateRule(_, let first), .duplicateSlot(_, let first), .duplicateEnumValue(_, _, let first):
            return "first defined at \(first)"
        case .mismatched(let open, _): return "expected '\(Self.closer(of: open))'"
        case .emptyAlternative: return "write words that may be left out in [ ]"
        case .ruleCycle: return "a rule cannot contain itself"
        case .unknownShortcutIntent: return "name it in a comment: /* intent: Name */"
        default: return nil
        }
    }

    static func closer(of open: Character) -> Character {
        switch open {
        case "(": return ")"
        case "[": return "]"
        case "<": return ">"
        case "{": return "}"
        default: return open
        }
    }

    /// The full compiler-style message: headline, location, the line and a caret with the note.
    public var description: String {
        var text = "error: \(message)"
        guard let location else {
            if let note { text += "\nnote: \(note)" }
            return text
        }
        text += "\n --> \(location)"
        guard let lineText else {
            if let note { text += "\nnote: \(note)" }
            return text
        }
        let number = String(location.line)
        let gutter = String(repeating: " ", count: number.count)
        text += "\n\(number) | \(lineText)"
        text += "\n\(gutter) | \(Self.caretPadding(lineText, column: location.column))^"
        if let note { text += " \(note)" }
        return text
    }

    /// Spaces (and the line's own tabs) that put a caret under `column`, counting wide characters twice.
    static func caretPadding(_ line: String, column: Int) -> String {
        var padding = ""
        for character in line.prefix(max(0, column - 1)) {
            if character == "\t" {
                padding.append("\t")
            } else {
                padding += character.isWide ? "  " : " "
            }
        }
        return padding
    }
}

extension Character {
    /// True for characters a terminal shows two columns wide (CJK, kana, full-width forms).
    var isWide: Bool {
        guard let scalar = unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
