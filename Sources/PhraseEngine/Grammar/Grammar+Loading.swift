import Basics
import Foundation

extension Grammar {
    /// The file extension of grammar files.
    public static let fileExtension = "phrases"

    /// Parses one self-contained grammar source (all rules and slots it uses declared in it).
    ///
    ///     try Grammar.parse(source: "language en\nintent Undo\n  undo [that]\n", file: "undo.phrases")
    public static func parse(source: String, file: String) throws(GrammarError) -> Grammar {
        let parsed = try GrammarParser.parse(source: source, file: file)
        var sources = SourceLines()
        sources.add(file: file, text: source)
        return try assemble([parsed], folderLanguage: nil, sources: sources)
    }

    /// Loads every `*.phrases` file of one language folder (`Grammars/en`) as one grammar.
    ///
    /// The folder's name, when it is a language code, must agree with the files' `language` lines
    /// and stands in for a missing one.
    ///
    ///     let english = try Grammar.load(directory: URL(fileURLWithPath: "Grammars/en"))
    public static func load(directory: URL) throws(GrammarError) -> Grammar {
        let files = try listFiles(in: directory, extension: fileExtension)
        var parsed: [GrammarFile] = []
        var sources = SourceLines()
        for url in files {
            let text = try read(url)
            let path = displayPath(url)
            sources.add(file: path, text: text)
            parsed.append(try GrammarParser.parse(source: text, file: path))
        }
        let folderLanguage = Language(rawValue: directory.lastPathComponent)
        if parsed.isEmpty {
            guard let folderLanguage else {
                throw GrammarError(.unreadable(path: displayPath(directory), reason: "no .\(fileExtension) files"))
            }
            return Grammar(language: folderLanguage)
        }
        return try assemble(parsed, folderLanguage: folderLanguage, sources: sources)
    }

    /// Merges parsed files into one grammar and checks it: one language, no duplicates,
    /// every reference known, no rule cycles.
    static func assemble(_ files: [GrammarFile], folderLanguage: Language?, sources: SourceLines) throws(GrammarError) -> Grammar {
        var language = folderLanguage
        for file in files {
            guard let (declared, location) = file.language else { continue }
            if let expected = language, expected != declared {
                throw sources.error(.languageMismatch(declared: declared, expected: expected), at: location)
            }
            language = declared
        }
        guard let language else {
            throw GrammarError(.missingLanguage, at: SourceLocation(file: files.first?.file ?? "", line: 1, column: 1))
        }
        var grammar = Grammar(language: language)
        for file in files {
            for rule in file.rules {
                if let first = grammar.rules[rule.name] {
                    throw sources.error(.duplicateRule(rule.name, first: first.location), at: rule.location)
                }
                grammar.rules[rule.name] = rule
            }
            for slot in file.slots {
                if let first = grammar.slots[slot.name] {
                    throw sources.error(.duplicateSlot(slot.name, first: first.location), at: slot.location)
                }
                grammar.slots[slot.name] = slot
            }
            for entry in file.templates {
                grammar.append(entry.template, to: entry.intent, at: entry.intentLocation)
            }
            grammar.prefixes += file.prefixes
            grammar.suffixes += file.suffixes
        }
        try grammar.validate(sources: sources)
        return grammar
    }

    /// Checks references (in file order) and rule cycles.
    func validate(sources: SourceLines) throws(GrammarError) {
        var references: [Reference] = []
        for rule in rules.values { references += rule.references }
        for slot in slots.values { for value in slot.values { references += value.references } }
        for intent in intents { for template in intent.templates { references += template.references } }
        for template in prefixes + suffixes { references += template.references }
        references.sort { sources.order($0.location, $1.location) }
        for reference in references {
            switch reference.kind {
            case .rule(let name) where rules[name] == nil:
                throw sources.error(.unknownRule(name, suggestion: closest(to: name, among: rules.keys)), at: reference.location)
            case .slot(let name) where slots[name] == nil:
                throw sources.error(.unknownSlot(name, suggestion: closest(to: name, among: slots.keys)), at: reference.location)
            default: break
            }
        }
        try checkCycles(sources: sources)
        // An enum value may use rules, but none that reaches a slot.
        for slot in slots.values.sorted(by: { sources.order($0.location, $1.location) }) {
            for value in slot.values {
                if let (name, location) = firstSlot(in: value.references) {
                    throw sources.error(.slotInEnumValue(name), at: location)
                }
            }
        }
    }

    /// The first slot reachable from these references through rules, with the reference that leads to it.
    private func firstSlot(in references: [Reference]) -> (String, SourceLocation)? {
        var seen: Set<String> = []
        func search(_ refs: [Reference]) -> String? {
            for reference in refs {
                switch reference.kind {
                case .slot(let name): return name
                case .rule(let name):
                    guard seen.insert(name).inserted, let rule = rules[name] else { continue }
                    if let found = search(rule.references) { return found }
                }
            }
            return nil
        }
        for reference in references {
            if let name = search([reference]) { return (name, reference.location) }
        }
        return nil
    }

    /// Depth-first search over rule references; a back edge is a cycle.
    private func checkCycles(sources: SourceLines) throws(GrammarError) {
        enum Mark { case visiting, done }
        var marks: [String: Mark] = [:]
        var path: [String] = []
        func visit(_ name: String) -> GrammarError? {
            marks[name] = .visiting
            path.append(name)
            defer {
                path.removeLast()
                marks[name] = .done
            }
            guard let rule = rules[name] else { return nil }
            for reference in rule.references {
                guard case .rule(let target) = reference.kind else { continue }
                switch marks[target] {
                case .visiting:
                    let start = path.firstIndex(of: target) ?? 0
                    return sources.error(.ruleCycle(Array(path[start...]) + [target]), at: reference.location)
                case .done: continue
                case nil:
                    if let error = visit(target) { return error }
                }
            }
            return nil
        }
        for rule in rules.values.sorted(by: { sources.order($0.location, $1.location) }) where marks[rule.name] == nil {
            if let error = visit(rule.name) { throw error }
        }
    }

    // MARK: Files

    static func listFiles(in directory: URL, extension ext: String) throws(GrammarError) -> [URL] {
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            return names.filter { $0.hasSuffix("." + ext) && !$0.hasPrefix(".") }.sorted()
                .map { directory.appendingPathComponent($0) }
        } catch {
            throw GrammarError(.unreadable(path: displayPath(directory), reason: "not a readable folder"))
        }
    }

    static func read(_ url: URL) throws(GrammarError) -> String {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw GrammarError(.unreadable(path: displayPath(url), reason: "cannot open the file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw GrammarError(.unreadable(path: displayPath(url), reason: "not UTF-8 text"))
        }
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }

    /// A path relative to the working directory when under it, for shorter messages.
    static func displayPath(_ url: URL) -> String {
        let path = url.standardizedFileURL.path
        let current = FileManager.default.currentDirectoryPath
        if path.hasPrefix(current + "/") { return String(path.dropFirst(current.count + 1)) }
        return path
    }
}

/// The lines of every source read, so that errors can show the offending line.
struct SourceLines: Sendable {
    private var lines: [String: [String]] = [:]
    private var fileOrder: [String: Int] = [:]

    mutating func add(file: String, text: String) {
        fileOrder[file] = fileOrder[file] ?? fileOrder.count
        lines[file] = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
    }

    func line(at location: SourceLocation) -> String? {
        guard let fileLines = lines[location.file], location.line >= 1, location.line <= fileLines.count else { return nil }
        return fileLines[location.line - 1]
    }

    func error(_ problem: GrammarError.Problem, at location: SourceLocation) -> GrammarError {
        GrammarError(problem, at: location, line: line(at: location))
    }

    /// File order (as added), then line, then column.
    func order(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        let fileA = fileOrder[a.file] ?? Int.max
        let fileB = fileOrder[b.file] ?? Int.max
        if fileA != fileB { return fileA < fileB }
        return (a.line, a.column) < (b.line, b.column)
    }
}
