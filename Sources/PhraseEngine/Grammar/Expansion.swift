import Basics

/// The parsed form of a template, rule or enum phrase: words, groups, options, references.
///
///     try Expansion.parse("(complete | finish) $<todo> [<in_app>]")
///     // .sequence([.alternatives([…complete…, …finish…]), .slot("todo"), .optional(…<in_app>…)])
public indirect enum Expansion: Sendable, Hashable {
    /// Literal text as written (`complete`, `What's`, `を完了`); normalized when compiled.
    case word(String)
    /// Items said one after the other.
    case sequence([Expansion])
    /// One branch of several, written `(a | b)` (or `a | b` at the top of a line).
    case alternatives([Expansion])
    /// Words that may be left out, written `[a]`.
    case optional(Expansion)
    /// The expansion of a rule, written `<name>`.
    case rule(String)
    /// The words of a parameter, written `$<name>`.
    case slot(String)

    /// The template text in canonical form: single spaces and ` | ` in English, no spaces in Japanese.
    ///
    ///     Expansion.sequence([.word("mark"), .slot("todo"), .word("done")]).render(language: .en)
    ///     // "mark $<todo> done"
    public func render(language: Language = .en) -> String {
        render(language: language, topLevel: true)
    }

    private func render(language: Language, topLevel: Bool) -> String {
        let space = language.wordSeparator
        switch self {
        case .word(let text): return text
        case .rule(let name): return "\(Syntax.ruleOpen)\(name)\(Syntax.ruleClose)"
        case .slot(let name): return "\(Syntax.slotOpen)\(name)\(Syntax.ruleClose)"
        case .optional(let inner):
            return "\(Syntax.optionalOpen)\(inner.render(language: language, topLevel: true))\(Syntax.optionalClose)"
        case .sequence(let items):
            return items.map { $0.render(language: language, topLevel: false) }.joined(separator: space)
        case .alternatives(let branches):
            let inner = branches.map { $0.render(language: language, topLevel: false) }
                .joined(separator: "\(space)\(Syntax.alternative)\(space)")
            return topLevel ? inner : "\(Syntax.groupOpen)\(inner)\(Syntax.groupClose)"
        }
    }

    /// An indented tree of the expansion, one node a line, for tests and debugging.
    ///
    ///     Expansion.sequence([.word("undo")]).dump()   // "sequence\n  word \"undo\""
    public func dump() -> String {
        var lines: [String] = []
        dump(into: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func dump(into lines: inout [String], depth: Int) {
        let indent = String(repeating: "  ", count: depth)
        switch self {
        case .word(let text): lines.append("\(indent)word \"\(text)\"")
        case .rule(let name): lines.append("\(indent)rule \(name)")
        case .slot(let name): lines.append("\(indent)slot \(name)")
        case .optional(let inner):
            lines.append("\(indent)optional")
            inner.dump(into: &lines, depth: depth + 1)
        case .sequence(let items):
            lines.append("\(indent)sequence")
            for item in items { item.dump(into: &lines, depth: depth + 1) }
        case .alternatives(let branches):
            lines.append("\(indent)alternatives")
            for branch in branches { branch.dump(into: &lines, depth: depth + 1) }
        }
    }

    /// Every rule and slot this expansion names directly (not through its rules), in order.
    var references: [Reference.Kind] {
        var found: [Reference.Kind] = []
        func walk(_ node: Expansion) {
            switch node {
            case .word: break
            case .rule(let name): found.append(.rule(name))
            case .slot(let name): found.append(.slot(name))
            case .optional(let inner): walk(inner)
            case .sequence(let items), .alternatives(let items): items.forEach(walk)
            }
        }
        walk(self)
        return found
    }
}

/// A `<rule>` or `$<slot>` named in a grammar file, with where it was written.
struct Reference: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case rule(String)
        case slot(String)
    }
    var kind: Kind
    var location: SourceLocation
}

/// The delimiters of the phrase language, named once.
enum Syntax {
    static let comment: Character = "#"
    static let groupOpen: Character = "("
    static let groupClose: Character = ")"
    static let optionalOpen: Character = "["
    static let optionalClose: Character = "]"
    static let alternative: Character = "|"
    static let ruleOpen: Character = "<"
    static let ruleClose: Character = ">"
    static let slotSigil: Character = "$"
    static let slotOpen = "$<"
    static let fixedOpen: Character = "{"
    static let fixedClose: Character = "}"
    static let assign: Character = "="
    static let colon: Character = ":"
    static let comma: Character = ","

    /// Characters that cannot appear in a word.
    static let reserved: Set<Character> = ["(", ")", "[", "]", "<", ">", "|", "{", "}", "$", "#", "="]

    static func isWordCharacter(_ character: Character) -> Bool {
        !character.isWhitespace && !reserved.contains(character)
    }

    static func isIdentifierStart(_ character: Character) -> Bool { character.isLetter }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}

extension Expansion {
    /// Parses the text of one template (without fixed values) or rule body.
    ///
    ///     try Expansion.parse("undo [that]").render()   // "undo [that]"
    public static func parse(_ text: String, file: String = "<template>") throws(GrammarError) -> Expansion {
        var parser = ExpansionParser(line: text, file: file, lineNumber: 1, from: 0, to: text.count)
        return try parser.parseTopLevel()
    }
}
