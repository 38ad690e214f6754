import Basics

/// The declarations of one `.phrases` file, before files are merged and checked together.
struct GrammarFile: Sendable {
    var file: String
    var language: (Language, SourceLocation)?
    var rules: [Rule] = []
    var slots: [Slot] = []
    var templates: [(intent: String, intentLocation: SourceLocation, template: Template)] = []
    var prefixes: [Template] = []
    var suffixes: [Template] = []
}

/// Reads a `.phrases` file line by line (see docs/GRAMMAR.md for the syntax).
struct GrammarParser {
    private enum Block {
        case none
        case intent(String, SourceLocation)
        case enumSlot(Int)
    }

    let file: String
    private var result: GrammarFile
    private var block: Block = .none

    init(file: String) {
        self.file = file
        self.result = GrammarFile(file: file)
    }

    static func parse(source: String, file: String) throws(GrammarError) -> GrammarFile {
        var parser = GrammarParser(file: file)
        var number = 0
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            var text = String(line)
            if text.hasSuffix("\r") { text.removeLast() }
            try parser.parseLine(text, number: number)
        }
        return parser.result
    }

    private mutating func parseLine(_ line: String, number: Int) throws(GrammarError) {
        let characters = Array(line)
        var end = characters.firstIndex(of: Syntax.comment) ?? characters.count
        while end > 0, characters[end - 1].isWhitespace { end -= 1 }
        var start = 0
        while start < end, characters[start].isWhitespace { start += 1 }
        guard start < end else { return }
        var cursor = LineCursor(characters: characters, line: line, file: file, number: number, position: start, end: end)
        if start > 0 {
            try parseIndented(&cursor)
        } else {
            try parseDeclaration(&cursor)
        }
    }

    // MARK: Declarations

    private mutating func parseDeclaration(_ cursor: inout LineCursor) throws(GrammarError) {
        let wordStart = cursor.position
        guard let word = cursor.identifier() else {
            throw cursor.error(.expected("a declaration ('language', 'slot', 'intent' or 'name = …')", found: cursor.describe()))
        }
        cursor.skipSpaces()
        if cursor.peek == Syntax.assign {
            cursor.position += 1
            let expansion = try cursor.expansion()
            let rule = Rule(name: word, expansion: expansion.0, location: cursor.location(wordStart), references: expansion.1)
            result.rules.append(rule)
            block = .none
            return
        }
        switch word {
        case "language":
            let codeStart = cursor.position
            guard let code = cursor.identifier() else {
                throw cursor.error(.expected("'en' or 'ja'", found: cursor.describe()))
            }
            guard let language = Language(rawValue: code) else {
                throw cursor.error(.unknownLanguage(code), at: codeStart)
            }
            try cursor.expectEnd()
            result.language = (language, cursor.location(codeStart))
            block = .none
        case "slot":
            try parseSlot(&cursor, at: wordStart)
        case "intent":
            let nameStart = cursor.position
            guard let name = cursor.identifier() else {
                throw cursor.error(.expected("an intent name", found: cursor.describe()))
            }
            try cursor.expectEnd()
            block = .intent(name, cursor.location(nameStart))
        case "prefix", "suffix":
            guard cursor.peek == Syntax.colon else {
                throw cursor.error(.expected("':' after '\(word)'", found: cursor.describe()))
            }
            cursor.position += 1
            let expansion = try cursor.expansion()
            let template = Template(
                expansion: expansion.0, fixedValues: [], location: cursor.location(wordStart), references: expansion.1)
            if word == "prefix" { result.prefixes.append(template) } else { result.suffixes.append(template) }
            block = .none
        default:
            if case .intent = block {
                throw cursor.error(.misplaced("a template must be indented under its 'intent' line"), at: wordStart)
            }
            throw cursor.error(
                .expected("'=' after rule name '\(word)', or a declaration", found: cursor.describe()))
        }
    }

    private mutating func parseSlot(_ cursor: inout LineCursor, at start: Int) throws(GrammarError) {
        guard let name = cursor.identifier() else {
            throw cursor.error(.expected("a slot name", found: cursor.describe()))
        }
        cursor.skipSpaces()
        guard cursor.peek == Syntax.colon else {
            throw cursor.error(.expected("':' after the slot name", found: cursor.describe()))
        }
        cursor.position += 1
        cursor.skipSpaces()
        let kindStart = cursor.position
        guard let kindWord = cursor.identifier() else {
            throw cursor.error(.expected("a slot kind (\(SlotKind.keywords.joined(separator: ", ")))", found: cursor.describe()))
        }
        let kind: SlotKind
        var parameter = name
        var narrows: String?
        switch kindWord {
        case "entity":
            guard let type = cursor.identifier() else {
                throw cursor.error(.expected("an entity type after 'entity'", found: cursor.describe()))
            }
            kind = .entity(type: type)
        case "text": kind = .text
        case "date": kind = .date
        case "duration": kind = .duration
        case "repeat": kind = .repeatRule
        case "enum": kind = .enumeration
        default:
            throw cursor.error(
                .unknownSlotKind(kindWord, suggestion: closest(to: kindWord, among: SlotKind.keywords)), at: kindStart)
        }
        // `for PARAMETER` (any kind: another way to fill it) or `narrows PARAMETER` (entities).
        cursor.skipSpaces()
        let forStart = cursor.position
        if let word = cursor.identifier() {
            let isEntity: Bool
            if case .entity = kind { isEntity = true } else { isEntity = false }
            guard word == "for" || (word == "narrows" && isEntity) else {
                throw cursor.error(
                    .expected(isEntity ? "'for PARAMETER', 'narrows PARAMETER' or the end of the line" : "'for PARAMETER' or the end of the line",
                        found: "‘\(word)’"), at: forStart)
            }
            cursor.skipSpaces()
            guard let target = cursor.identifier() else {
                throw cursor.error(.expected("a parameter after '\(word)'", found: cursor.describe()))
            }
            if word == "for" { parameter = target } else { narrows = target }
        }
        try cursor.expectEnd()
        result.slots.append(Slot(name: name, parameter: parameter, narrows: narrows, kind: kind, values: [], location: cursor.location(start)))
        block = kind == .enumeration ? .enumSlot(result.slots.count - 1) : .none
    }

    // MARK: Indented lines

    private mutating func parseIndented(_ cursor: inout LineCursor) throws(GrammarError) {
        switch block {
        case .none:
            throw cursor.error(.misplaced("an indented line must follow an 'intent' line or an enum 'slot' line"))
        case .intent(let name, let intentLocation):
            let start = cursor.position
            let fixedStart = cursor.characters[start..<cursor.end].firstIndex(of: Syntax.fixedOpen)
            var fixedValues: [FixedValue] = []
            if let fixedStart {
                fixedValues = try parseFixedValues(&cursor, from: fixedStart)
            }
            var parser = ExpansionParser(
                line: cursor.line, file: file, lineNumber: cursor.number, from: start, to: fixedStart ?? cursor.end)
            let expansion = try parser.parseTopLevel()
            let template = Template(
                expansion: expansion, fixedValues: fixedValues, location: cursor.location(start),
                references: parser.references)
            result.templates.append((name, intentLocation, template))
        case .enumSlot(let index):
            let start = cursor.position
            guard let value = cursor.identifier() else {
                throw cursor.error(.expected("an enum value name", found: cursor.describe()))
            }
            cursor.skipSpaces()
            guard cursor.peek == Syntax.assign else {
                throw cursor.error(.expected("'=' after the value '\(value)'", found: cursor.describe()))
            }
            cursor.position += 1
            let expansion = try cursor.expansion()
            if let slotReference = expansion.1.first(where: { if case .slot = $0.kind { true } else { false } }),
                case .slot(let slotName) = slotReference.kind
            {
                throw GrammarError(.slotInEnumValue(slotName), at: slotReference.location, line: cursor.line)
            }
            let slot = result.slots[index]
            if let first = slot.values.first(where: { $0.value == value }) {
                throw cursor.error(.duplicateEnumValue(slot: slot.name, value: value, first: first.location), at: start)
            }
            result.slots[index].values.append(
                EnumValue(value: value, expansion: expansion.0, location: cursor.location(start), references: expansion.1))
        }
    }

    /// `{p=v, q=w}` from `start` (the `{`) to the end of the line.
    private func parseFixedValues(_ cursor: inout LineCursor, from start: Int) throws(GrammarError) -> [FixedValue] {
        var inner = cursor
        inner.position = start + 1
        var values: [FixedValue] = []
        while true {
            inner.skipSpaces()
            guard let parameter = inner.identifier() else {
                throw inner.error(.expected("a parameter name", found: inner.describe()))
            }
            inner.skipSpaces()
            guard inner.peek == Syntax.assign else {
                throw inner.error(.expected("'=' after '\(parameter)'", found: inner.describe()))
            }
            inner.position += 1
            inner.skipSpaces()
            let valueStart = inner.position
            while inner.position < inner.end, Syntax.isWordCharacter(inner.characters[inner.position]),
                inner.characters[inner.position] != Syntax.comma
            {
                inner.position += 1
            }
            guard inner.position > valueStart else {
                throw inner.error(.expected("a value", found: inner.describe()))
            }
            values.append(FixedValue(parameter: parameter, value: String(inner.characters[valueStart..<inner.position])))
            inner.skipSpaces()
            if inner.peek == Syntax.comma {
                inner.position += 1
                continue
            }
            guard inner.peek == Syntax.fixedClose else {
                if inner.position >= inner.end { throw inner.error(.unclosed(Syntax.fixedOpen), at: start) }
                throw inner.error(.expected("',' or '}'", found: inner.describe()))
            }
            inner.position += 1
            try inner.expectEnd()
            return values
        }
    }
}

/// A position in one line, with helpers for the small tokens of declarations.
struct LineCursor {
    let characters: [Character]
    let line: String
    let file: String
    let number: Int
    var position: Int
    let end: Int

    var peek: Character? { position < end ? characters[position] : nil }

    func location(_ index: Int) -> SourceLocation {
        SourceLocation(file: file, line: number, column: index + 1)
    }

    func describe() -> String { position < end ? "'\(characters[position])'" : "end of line" }

    func error(_ problem: GrammarError.Problem, at index: Int? = nil) -> GrammarError {
        GrammarError(problem, at: location(index ?? position), line: line)
    }

    mutating func skipSpaces() {
        while position < end, characters[position].isWhitespace { position += 1 }
    }

    /// Skips spaces, then reads `letter { letter | digit | _ }`, or nil (position unchanged past spaces).
    mutating func identifier() -> String? {
        skipSpaces()
        guard position < end, Syntax.isIdentifierStart(characters[position]) else { return nil }
        let start = position
        while position < end, Syntax.isIdentifierCharacter(characters[position]) { position += 1 }
        return String(characters[start..<position])
    }

    mutating func expectEnd() throws(GrammarError) {
        skipSpaces()
        if position < end {
            throw error(.expected("end of line", found: describe()))
        }
    }

    /// The rest of the line as an expansion, with its references.
    mutating func expansion() throws(GrammarError) -> (Expansion, [Reference]) {
        var parser = ExpansionParser(line: line, file: file, lineNumber: number, from: position, to: end)
        let expansion = try parser.parseTopLevel()
        position = end
        return (expansion, parser.references)
    }
}

/// The candidate closest to `name` by edit distance, if close enough to be a likely typo.
///
///     closest(to: "tod", among: ["todo", "list"])   // "todo"
func closest(to name: String, among candidates: some Sequence<String>) -> String? {
    let target = Array(name.lowercased().unicodeScalars)
    let limit = max(1, (target.count + 2) / 3)
    var best: (String, Int)?
    for candidate in candidates.sorted() {
        let distance = levenshtein(target, Array(candidate.lowercased().unicodeScalars))
        if distance <= limit, distance < (best?.1 ?? Int.max) {
            best = (candidate, distance)
        }
    }
    return best?.0
}

/// Levenshtein distance over scalars (for did-you-mean hints; not a hot path).
func levenshtein(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
