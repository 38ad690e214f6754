import Basics

/// Reads the expansion syntax of one line: words, `( | )`, `[ ]`, `<rule>`, `$<slot>`.
///
/// Recursive descent with a depth limit, so no input can exhaust the stack.
struct ExpansionParser {
    static let depthLimit = 64

    let characters: [Character]
    let file: String
    let lineNumber: Int
    let lineText: String
    var position: Int
    let end: Int
    var references: [Reference] = []

    init(line: String, file: String, lineNumber: Int, from start: Int, to end: Int) {
        self.characters = Array(line)
        self.lineText = line
        self.file = file
        self.lineNumber = lineNumber
        self.position = start
        self.end = min(end, characters.count)
    }

    func location(_ column: Int) -> SourceLocation {
        SourceLocation(file: file, line: lineNumber, column: column + 1)
    }

    func error(_ problem: GrammarError.Problem, at index: Int) -> GrammarError {
        GrammarError(problem, at: location(index), line: lineText)
    }

    /// Parses everything up to `end` as one expansion: `a | b` becomes alternatives, else a sequence.
    mutating func parseTopLevel() throws(GrammarError) -> Expansion {
        skipSpaces()
        guard position < end else {
            throw error(.expected("words", found: "end of line"), at: position)
        }
        let expansion = try parseExpansion(depth: 0, opener: nil)
        if position < end {
            throw error(.unopened(characters[position]), at: position)
        }
        return expansion
    }

    private mutating func skipSpaces() {
        while position < end, characters[position].isWhitespace { position += 1 }
    }

    private func describe(_ index: Int) -> String {
        index < end ? "'\(characters[index])'" : "end of line"
    }

    /// `sequence { "|" sequence }`; stops before a closing bracket or the end.
    private mutating func parseExpansion(depth: Int, opener: (Character, Int)?) throws(GrammarError) -> Expansion {
        var branches: [Expansion] = []
        while true {
            let start = position
            let items = try parseSequence(depth: depth)
            skipSpaces()
            let atBar = position < end && characters[position] == Syntax.alternative
            if items.isEmpty {
                if atBar || !branches.isEmpty {
                    throw error(.emptyAlternative, at: atBar ? position : max(start - 1, 0))
                }
                if let opener {
                    throw error(.emptyGroup, at: opener.1)
                }
                throw error(.expected("words", found: describe(position)), at: position)
            }
            branches.append(.sequence(items))
            guard atBar else { break }
            position += 1
        }
        if opener?.0 == Syntax.groupOpen { return .alternatives(branches) }
        return branches.count == 1 ? branches[0] : .alternatives(branches)
    }

    private mutating func parseSequence(depth: Int) throws(GrammarError) -> [Expansion] {
        var items: [Expansion] = []
        while true {
            skipSpaces()
            guard position < end else { return items }
            let character = characters[position]
            switch character {
            case Syntax.alternative, Syntax.groupClose, Syntax.optionalClose:
                return items
            case Syntax.groupOpen, Syntax.optionalOpen:
                guard depth < Self.depthLimit else {
                    throw error(.nestedTooDeep(limit: Self.depthLimit), at: position)
                }
                let open = position
                position += 1
                let inner = try parseExpansion(depth: depth + 1, opener: (character, open))
                let expectedClose = GrammarError.closer(of: character)
                guard position < end else { throw error(.unclosed(character), at: open) }
                let close = characters[position]
                guard close == expectedClose else {
                    throw error(.mismatched(open: character, close: close), at: position)
                }
                position += 1
                items.append(character == Syntax.optionalOpen ? .optional(inner) : inner)
            case Syntax.ruleOpen:
                let at = position
                let name = try parseReference(open: position, nameStart: position + 1)
                references.append(Reference(kind: .rule(name), location: location(at)))
                items.append(.rule(name))
            case Syntax.slotSigil:
                guard position + 1 < end, characters[position + 1] == Syntax.ruleOpen else {
                    throw error(.expected("'<' after '$'", found: describe(position + 1)), at: position + 1)
                }
                let at = position
                let name = try parseReference(open: position + 1, nameStart: position + 2)
                references.append(Reference(kind: .slot(name), location: location(at)))
                items.append(.slot(name))
            case Syntax.ruleClose, Syntax.fixedClose:
                throw error(.unopened(character), at: position)
            case Syntax.fixedOpen:
                throw error(.misplaced("fixed values { } may only end a template"), at: position)
            case Syntax.assign:
                throw error(.expected("a word", found: "'='"), at: position)
            default:
                let start = position
                while position < end, Syntax.isWordCharacter(characters[position]) { position += 1 }
                items.append(.word(String(characters[start..<position])))
            }
        }
    }

    /// The name of `<name>` whose `<` is at `open`; moves past the `>`.
    private mutating func parseReference(open: Int, nameStart: Int) throws(GrammarError) -> String {
        var index = nameStart
        guard index < end, Syntax.isIdentifierStart(characters[index]) else {
            throw error(.expected("a name after '<'", found: describe(index)), at: index)
        }
        while index < end, Syntax.isIdentifierCharacter(characters[index]) { index += 1 }
        let name = String(characters[nameStart..<index])
        guard index < end, characters[index] == Syntax.ruleClose else {
            if index < end, !characters[index].isWhitespace, Syntax.isWordCharacter(characters[index]) {
                throw error(.expected("'>' after '\(name)'", found: describe(index)), at: index)
            }
            throw error(.unclosed(Syntax.ruleOpen), at: open)
        }
        position = index + 1
        return name
    }
}
