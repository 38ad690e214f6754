import Basics

/// Building a grammar from data instead of `.phrases` files: an app described by its App
/// Shortcuts phrases and its intents' parameters (`intenttodo phrases`, docs/PHRASES.md) declares
/// its app-name rule, its slots and its phrases here. Words are split at white space and
/// normalized when the grammar is compiled, as a file's words are.
///
///     var grammar = Grammar(language: .en)
///     try grammar.declareRule("app", phrases: ["Recipe Box"], at: location)
///     try grammar.declareSlot(Slot(name: "recipe", kind: .entity(type: "Recipe"), at: location))
///     try grammar.addShortcut(phrase, intent: "ShowRecipe")
extension Grammar {
    /// Declares rule `<name>` as one of `phrases` (each a run of words); phrases without words
    /// are left out.
    ///
    ///     try grammar.declareRule("app", phrases: ["Recipe Box", "Recipes"], at: location)
    public mutating func declareRule(_ name: String, phrases: [String], at location: SourceLocation) throws(GrammarError) {
        if let first = rules[name] {
            throw GrammarError(.duplicateRule(name, first: first.location), at: location)
        }
        let branches = phrases.compactMap { Expansion.words(of: $0, language: language) }
        guard !branches.isEmpty else {
            throw GrammarError(.expected("at least one phrase for <\(name)>", found: "none"), at: location)
        }
        rules[name] = Rule(
            name: name, expansion: branches.count == 1 ? branches[0] : .alternatives(branches), location: location, references: [])
    }

    /// Declares a slot (an enum slot with its values); a slot of the same name declared before is an error.
    ///
    ///     try grammar.declareSlot(Slot(name: "meal", kind: .enumeration, values: [
    ///         EnumValue(value: "breakfast", phrases: ["breakfast", "morning meal"], at: location)], at: location))
    public mutating func declareSlot(_ slot: Slot) throws(GrammarError) {
        if let first = slots[slot.name] {
            throw GrammarError(.duplicateSlot(slot.name, first: first.location), at: slot.location)
        }
        slots[slot.name] = slot
    }

    /// Adds one App Shortcuts phrase as a template of `intent`: `${applicationName}` becomes
    /// `<app>`, `${p}` the slot `slotNames[p]` (default: `p`). Every rule and slot it names must
    /// be declared.
    ///
    ///     try grammar.addShortcut(phrase, intent: "ShowRecipe", slotNames: ["recipe": "ShowRecipe.recipe"])
    public mutating func addShortcut(_ phrase: ShortcutPhrase, intent: String, slotNames: [String: String] = [:]) throws(GrammarError) {
        var references: [Reference] = []
        for reference in phrase.references {
            var renamed = reference
            if case .slot(let name) = reference.kind { renamed.kind = .slot(slotNames[name] ?? name) }
            switch renamed.kind {
            case .rule(let name) where rules[name] == nil:
                throw GrammarError(
                    .unknownRule(name, suggestion: closest(to: name, among: rules.keys)), at: reference.location, line: phrase.lineText)
            case .slot(let name) where slots[name] == nil:
                throw GrammarError(
                    .unknownSlot(name, suggestion: closest(to: name, among: slots.keys)), at: reference.location, line: phrase.lineText)
            default: break
            }
            references.append(renamed)
        }
        let expansion = phrase.expansion.renamingSlots(slotNames)
        append(Template(expansion: expansion, fixedValues: [], location: phrase.location, references: references), to: intent, at: phrase.location)
    }
}

extension Slot {
    /// A slot: `parameter` is the intent parameter it fills (default: its name); `values` are an
    /// enum slot's values.
    ///
    ///     Slot(name: "recipe", kind: .entity(type: "Recipe"), at: location)
    public init(name: String, parameter: String? = nil, kind: SlotKind, values: [EnumValue] = [], at location: SourceLocation) {
        self.init(name: name, parameter: parameter ?? name, narrows: nil, kind: kind, values: values, location: location)
    }
}

extension EnumValue {
    /// An enum value said as any of `phrases` in `language` (runs of words; those without words
    /// are left out).
    ///
    ///     EnumValue(value: "breakfast", phrases: ["breakfast", "morning meal"], language: .en, at: location)
    public init(value: String, phrases: [String], language: Language, at location: SourceLocation) {
        let branches = phrases.compactMap { Expansion.words(of: $0, language: language) }
        let expansion: Expansion = branches.count == 1 ? branches[0] : .alternatives(branches)
        self.init(value: value, expansion: expansion, location: location, references: [])
    }

    /// True when the value has words to be said with.
    public var isSayable: Bool {
        if case .alternatives(let branches) = expansion { return !branches.isEmpty }
        return true
    }
}

extension ShortcutPhrase {
    /// The parameters the phrase names (`${recipe}`), in order, without `${applicationName}`.
    ///
    ///     phrase.parameters   // ["recipe"] for "Show ${recipe} in ${applicationName}"
    public var parameters: [String] {
        Self.pieces(of: phrase).compactMap { piece in
            guard case .placeholder(let name, _) = piece, name != Self.applicationName else { return nil }
            return name
        }
    }

    /// True when the phrase says `${applicationName}`.
    public var namesApplication: Bool {
        Self.pieces(of: phrase).contains { piece in
            if case .placeholder(let name, _) = piece { return name == Self.applicationName }
            return false
        }
    }

    /// The phrase with its placeholders filled: `${applicationName}` by `applicationName`, `${p}`
    /// by `values[p]` (left as written when there is none).
    ///
    ///     phrase.filled(applicationName: "Recipe Box", values: ["recipe": "Pancakes"])
    ///     // "Show Pancakes in Recipe Box"
    public func filled(applicationName: String, values: [String: String]) -> String {
        var text = ""
        for piece in Self.pieces(of: phrase) {
            switch piece {
            case .text(let words): text += words
            case .placeholder(let name, _):
                text += name == Self.applicationName ? applicationName : values[name] ?? "${\(name)}"
            }
        }
        return text
    }

    /// The phrase as text runs and placeholders, for aligning a sentence with it.
    ///
    ///     phrase.segments   // [.placeholder("applicationName"), .text("で"), .placeholder("recipe"), .text("を表示")]
    public var segments: [Segment] {
        Self.pieces(of: phrase).map { piece in
            switch piece {
            case .text(let words): return .text(words)
            case .placeholder(let name, _): return .placeholder(name)
            }
        }
    }

    /// A run of a phrase: its own words, or a `${name}` placeholder.
    public enum Segment: Sendable, Hashable {
        case text(String)
        case placeholder(String)
    }

    /// The name of the application placeholder: `applicationName`.
    public static var applicationNamePlaceholder: String { applicationName }
}

extension Expansion {
    /// A run of words split at white space, or nil when there is none. In Japanese, where a run
    /// is joined without spaces before it is read, a word without kana or kanji ("Recipe Box")
    /// stands apart, so Latin words are not read as one ("recipebox").
    static func words(of phrase: String, language: Language) -> Expansion? {
        let words = phrase.split(whereSeparator: { $0.isWhitespace }).map { piece -> Expansion in
            let word = Expansion.word(String(piece))
            return language == .ja && Language.detect(in: String(piece)) == nil ? .alternatives([word]) : word
        }
        return words.isEmpty ? nil : .sequence(words)
    }

    /// The same expansion with slots renamed.
    func renamingSlots(_ names: [String: String]) -> Expansion {
        guard !names.isEmpty else { return self }
        switch self {
        case .word, .rule: return self
        case .slot(let name): return .slot(names[name] ?? name)
        case .optional(let inner): return .optional(inner.renamingSlots(names))
        case .sequence(let items): return .sequence(items.map { $0.renamingSlots(names) })
        case .alternatives(let items): return .alternatives(items.map { $0.renamingSlots(names) })
        }
    }
}
