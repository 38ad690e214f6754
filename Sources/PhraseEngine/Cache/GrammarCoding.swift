import Basics

/// Grammars and compiled automata as bytes (`BinaryWriter`), for `GrammarCache`. The order of
/// fields here is the format: change `GrammarCache.formatVersion` with any change to it.
enum GrammarCoding {
    typealias Malformed = BinaryReader.Malformed

    // MARK: Grammar

    /// Each grammar after its language and length, so that one is decoded without the others.
    static func write(_ grammars: [Grammar], to writer: inout BinaryWriter) {
        writer.write(UInt64(grammars.count))
        for grammar in grammars {
            var one = BinaryWriter(capacity: 1 << 16)
            write(grammar, to: &one)
            writer.write(grammar.language.rawValue)
            writer.write(bytes: one.bytes)
        }
    }

    /// Each grammar's bytes by language, in the order written, not decoded yet.
    static func readGrammarParts(_ reader: inout BinaryReader) throws(Malformed) -> [(language: Language, part: BinaryReader)] {
        let count = try reader.count()
        guard count <= Language.allCases.count else { throw Malformed() }
        var parts: [(language: Language, part: BinaryReader)] = []
        for _ in 0..<count {
            guard let language = Language(rawValue: try reader.string()), !parts.contains(where: { $0.language == language }) else {
                throw Malformed()
            }
            parts.append((language, try reader.part(count: try reader.count())))
        }
        return parts
    }

    static func readGrammars(_ reader: inout BinaryReader) throws(Malformed) -> [Grammar] {
        var grammars: [Grammar] = []
        for (language, part) in try readGrammarParts(&reader) {
            var part = part
            let grammar = try readGrammar(&part)
            guard part.isAtEnd, grammar.language == language else { throw Malformed() }
            grammars.append(grammar)
        }
        return grammars
    }

    static func write(_ grammar: Grammar, to writer: inout BinaryWriter) {
        writer.write(grammar.language.rawValue)
        let rules = grammar.rules.values.sorted { $0.name < $1.name }
        writer.write(UInt64(rules.count))
        for rule in rules {
            writer.write(rule.name)
            write(rule.expansion, to: &writer)
            write(rule.location, to: &writer)
            write(rule.references, to: &writer)
        }
        let slots = grammar.slots.values.sorted { $0.name < $1.name }
        writer.write(UInt64(slots.count))
        for slot in slots {
            writer.write(slot.name)
            writer.write(slot.parameter)
            writer.write(slot.narrows != nil)
            if let narrows = slot.narrows { writer.write(narrows) }
            write(slot.kind, to: &writer)
            writer.write(UInt64(slot.values.count))
            for value in slot.values {
                writer.write(value.value)
                write(value.expansion, to: &writer)
                write(value.location, to: &writer)
                write(value.references, to: &writer)
            }
            write(slot.location, to: &writer)
        }
        write(grammar.prefixes, to: &writer)
        write(grammar.suffixes, to: &writer)
        // NB: the intents last, after their length in bytes, so a reader can leave them for later.
        var intents = BinaryWriter()
        intents.write(UInt64(grammar.intents.count))
        for intent in grammar.intents {
            intents.write(intent.name)
            write(intent.location, to: &intents)
            write(intent.templates, to: &intents)
        }
        writer.write(bytes: intents.bytes)
    }

    static func readGrammar(_ reader: inout BinaryReader) throws(Malformed) -> Grammar {
        guard let language = Language(rawValue: try reader.string()) else { throw Malformed() }
        var grammar = Grammar(language: language)
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            let expansion = try readExpansion(&reader, depth: 0)
            let location = try readLocation(&reader)
            grammar.rules[name] = Rule(name: name, expansion: expansion, location: location, references: try readReferences(&reader))
        }
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            let parameter = try reader.string()
            let narrows = try reader.bool() ? try reader.string() : nil
            let kind = try readKind(&reader)
            var values: [EnumValue] = []
            for _ in 0..<(try reader.count()) {
                let value = try reader.string()
                let expansion = try readExpansion(&reader, depth: 0)
                let location = try readLocation(&reader)
                values.append(EnumValue(value: value, expansion: expansion, location: location, references: try readReferences(&reader)))
            }
            grammar.slots[name] = Slot(
                name: name, parameter: parameter, narrows: narrows, kind: kind, values: values, location: try readLocation(&reader))
        }
        grammar.prefixes = try readTemplates(&reader)
        grammar.suffixes = try readTemplates(&reader)
        let section = try reader.byteArray()
        // NB: the file passed its checksum; a section that still reads wrong is no intents.
        grammar.intentStore = LazyIntents(decoding: {
            var intentsReader = BinaryReader(section)
            return (try? readIntents(&intentsReader)) ?? []
        })
        return grammar
    }

    static func readIntents(_ reader: inout BinaryReader) throws(Malformed) -> [IntentPhrases] {
        var intents: [IntentPhrases] = []
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            let location = try readLocation(&reader)
            intents.append(IntentPhrases(name: name, location: location, templates: try readTemplates(&reader)))
        }
        return intents
    }

    static func write(_ templates: [Template], to writer: inout BinaryWriter) {
        writer.write(UInt64(templates.count))
        for template in templates {
            write(template.expansion, to: &writer)
            write(template.fixedValues, to: &writer)
            write(template.location, to: &writer)
            write(template.references, to: &writer)
        }
    }

    static func readTemplates(_ reader: inout BinaryReader) throws(Malformed) -> [Template] {
        var templates: [Template] = []
        for _ in 0..<(try reader.count()) {
            let expansion = try readExpansion(&reader, depth: 0)
            let fixed = try readFixedValues(&reader)
            let location = try readLocation(&reader)
            templates.append(Template(expansion: expansion, fixedValues: fixed, location: location, references: try readReferences(&reader)))
        }
        return templates
    }

    static func write(_ values: [FixedValue], to writer: inout BinaryWriter) {
        writer.write(UInt64(values.count))
        for value in values {
            writer.write(value.parameter)
            writer.write(value.value)
        }
    }

    static func readFixedValues(_ reader: inout BinaryReader) throws(Malformed) -> [FixedValue] {
        var values: [FixedValue] = []
        for _ in 0..<(try reader.count()) {
            let parameter = try reader.string()
            values.append(FixedValue(parameter: parameter, value: try reader.string()))
        }
        return values
    }

    static func write(_ location: SourceLocation, to writer: inout BinaryWriter) {
        writer.write(location.file)
        writer.write(location.line)
        writer.write(location.column)
    }

    static func readLocation(_ reader: inout BinaryReader) throws(Malformed) -> SourceLocation {
        let file = try reader.repeatedString()
        let line = try reader.int()
        return SourceLocation(file: file, line: line, column: try reader.int())
    }

    static func write(_ references: [Reference], to writer: inout BinaryWriter) {
        writer.write(UInt64(references.count))
        for reference in references {
            switch reference.kind {
            case .rule(let name):
                writer.write(UInt8(0))
                writer.write(name)
            case .slot(let name):
                writer.write(UInt8(1))
                writer.write(name)
            }
            write(reference.location, to: &writer)
        }
    }

    static func readReferences(_ reader: inout BinaryReader) throws(Malformed) -> [Reference] {
        var references: [Reference] = []
        for _ in 0..<(try reader.count()) {
            let tag = try reader.byte()
            let name = try reader.string()
            let kind: Reference.Kind
            switch tag {
            case 0: kind = .rule(name)
            case 1: kind = .slot(name)
            default: throw Malformed()
            }
            references.append(Reference(kind: kind, location: try readLocation(&reader)))
        }
        return references
    }

    static func write(_ kind: SlotKind, to writer: inout BinaryWriter) {
        switch kind {
        case .entity(let type):
            writer.write(UInt8(0))
            writer.write(type)
        case .text: writer.write(UInt8(1))
        case .date: writer.write(UInt8(2))
        case .duration: writer.write(UInt8(3))
        case .repeatRule: writer.write(UInt8(4))
        case .enumeration: writer.write(UInt8(5))
        }
    }

    static func readKind(_ reader: inout BinaryReader) throws(Malformed) -> SlotKind {
        switch try reader.byte() {
        case 0: return .entity(type: try reader.string())
        case 1: return .text
        case 2: return .date
        case 3: return .duration
        case 4: return .repeatRule
        case 5: return .enumeration
        default: throw Malformed()
        }
    }

    static func write(_ expansion: Expansion, to writer: inout BinaryWriter) {
        switch expansion {
        case .word(let text):
            writer.write(UInt8(0))
            writer.write(text)
        case .sequence(let items):
            writer.write(UInt8(1))
            writer.write(UInt64(items.count))
            for item in items { write(item, to: &writer) }
        case .alternatives(let branches):
            writer.write(UInt8(2))
            writer.write(UInt64(branches.count))
            for branch in branches { write(branch, to: &writer) }
        case .optional(let inner):
            writer.write(UInt8(3))
            write(inner, to: &writer)
        case .rule(let name):
            writer.write(UInt8(4))
            writer.write(name)
        case .slot(let name):
            writer.write(UInt8(5))
            writer.write(name)
        }
    }

    static func readExpansion(_ reader: inout BinaryReader, depth: Int) throws(Malformed) -> Expansion {
        guard depth < 512 else { throw Malformed() }
        switch try reader.byte() {
        case 0: return .word(try reader.string())
        case 1:
            let count = try reader.count()
            var items: [Expansion] = []
            items.reserveCapacity(count)
            for _ in 0..<count { items.append(try readExpansion(&reader, depth: depth + 1)) }
            return .sequence(items)
        case 2:
            let count = try reader.count()
            var branches: [Expansion] = []
            branches.reserveCapacity(count)
            for _ in 0..<count { branches.append(try readExpansion(&reader, depth: depth + 1)) }
            return .alternatives(branches)
        case 3: return .optional(try readExpansion(&reader, depth: depth + 1))
        case 4: return .rule(try reader.string())
        case 5: return .slot(try reader.string())
        default: throw Malformed()
        }
    }

    // MARK: Automaton

    static func write(_ automaton: Automaton, to writer: inout BinaryWriter) {
        writer.write(automaton.language.rawValue)
        writer.write(automaton.edgeStart)
        EdgeTable.write(automaton.edges, to: &writer)
        writer.write(automaton.incomingStart)
        EdgeTable.write(automaton.incoming, to: &writer)
        writer.write(automaton.acceptIntent)
        writer.write(automaton.accepts)
        writer.write(automaton.intents)
        writer.write(automaton.templateSetStart)
        writer.write(automaton.templateSetItems)
        writer.write(UInt64(automaton.isSpanTarget.count))
        for flag in automaton.isSpanTarget { writer.write(flag) }
        writer.write(automaton.start)
        writer.write(automaton.startClosure)
        let literals = automaton.startLiterals.sorted { $0.key < $1.key }
        writer.write(UInt64(literals.count))
        for (word, targets) in literals {
            writer.write(word)
            writer.write(targets)
        }
        writer.write(automaton.startOthers)
        writer.write(automaton.words)
        writer.write(UInt64(automaton.slots.count))
        for slot in automaton.slots {
            writer.write(slot.name)
            writer.write(slot.parameter)
            writer.write(slot.narrows != nil)
            if let narrows = slot.narrows { writer.write(narrows) }
            write(slot.kind, to: &writer)
            writer.write(slot.enumValues)
            writer.write(slot.maxSpan)
        }
        writer.write(UInt64(automaton.templates.count))
        for template in automaton.templates {
            writer.write(template.intent)
            writer.write(template.intentIndex)
            write(template.fixedValues, to: &writer)
            writer.write(template.text)
            write(template.location, to: &writer)
            writer.write(template.startState)
            writer.write(template.acceptState)
        }
        writer.write(automaton.maxSpan)
        write(automaton.fuzzy, to: &writer)
        writer.write(UInt64(automaton.soundAlikes.count))
        for run in automaton.soundAlikes {
            writer.write(run.key)
            writer.write(run.tokens)
            writer.write(run.shortest)
            writer.write(run.longest)
            writer.write(run.syllables)
            // NB: the key's sounds coded, kept so that a process does not code them again (2,500
            // runs in Japanese: 5M instructions).
            writer.write(UInt64(run.codes.count))
            for code in run.codes {
                writer.write(UInt8(truncatingIfNeeded: code))
                writer.write(UInt8(truncatingIfNeeded: code >> 8))
            }
        }
        Vocabulary.write(automaton.vocabulary, to: &writer)
        write(automaton.forwardEdges.tables(automaton), to: &writer)
        for phrases in [automaton.kept.before, automaton.kept.after, automaton.kept.states] {
            writer.write(UInt64(phrases.count))
            for phrase in phrases { writer.write(phrase) }
        }
        writer.write(automaton.pronouns)
    }

    /// The matcher's forward tables: derived from the edges, but kept so that a process reads
    /// them in place instead of making them (megabytes of new memory for a one-shot command).
    static func write(_ tables: ForwardEdges.Tables, to writer: inout BinaryWriter) {
        for column in [tables.closureStart, tables.closureTargets, tables.slotStart, tables.literalStart, tables.literalWords,
            tables.literalTargets, tables.byWordStart, tables.byWordSources, tables.byWordTargets] {
            InPlace.write(column, to: &writer)
        }
        InPlace.write(tables.closureCondition, to: &writer)
        InPlace.write(tables.slotEdges, to: &writer)
    }

    /// The forward tables as written, refused unless every start list runs in order over its
    /// entries and every state, word, slot and sound-alike run they name is in `automaton`.
    static func readTables(_ reader: inout BinaryReader, for automaton: Automaton) throws(Malformed) -> ForwardEdges.Tables {
        var columns: [InPlace<Int32>] = []
        for _ in 0..<9 { columns.append(try InPlace<Int32>.read(&reader)) }
        let closureCondition = try InPlace<UInt8>.read(&reader)
        let slotEdges = try InPlace<ForwardEdges.SlotEdge>.read(
            &reader, validBytes: Automaton.Kind.valid(offset: MemoryLayout<ForwardEdges.SlotEdge>.offset(of: \.kind)!))
        let tables = ForwardEdges.Tables(
            closureStart: columns[0], closureTargets: columns[1], closureCondition: closureCondition, slotStart: columns[2],
            slotEdges: slotEdges, literalStart: columns[3], literalWords: columns[4], literalTargets: columns[5],
            byWordStart: columns[6], byWordSources: columns[7], byWordTargets: columns[8])
        let states = Int32(automaton.stateCount)
        let words = Int32(automaton.words.count)
        func runs(_ start: InPlace<Int32>, over count: Int, entries: Int32) -> Bool {
            guard start.count == count + 1, start.first == 0, start.last == entries else { return false }
            var previous: Int32 = 0
            for value in start {
                guard value >= previous else { return false }
                previous = value
            }
            return true
        }
        func within(_ column: InPlace<Int32>, _ limit: Int32) -> Bool {
            guard let (low, high) = column.bounds() else { return true }
            return low >= 0 && high < limit
        }
        guard runs(tables.closureStart, over: Int(states), entries: Int32(tables.closureTargets.count)),
            tables.closureCondition.count == tables.closureTargets.count, (tables.closureCondition.bounds()?.max ?? 0) <= 2,
            runs(tables.slotStart, over: Int(states), entries: Int32(tables.slotEdges.count)),
            runs(tables.literalStart, over: Int(states), entries: Int32(tables.literalWords.count)),
            tables.literalTargets.count == tables.literalWords.count,
            runs(tables.byWordStart, over: Int(words), entries: Int32(tables.byWordSources.count)),
            tables.byWordTargets.count == tables.byWordSources.count,
            within(tables.closureTargets, states), within(tables.literalTargets, states), within(tables.literalWords, words),
            within(tables.byWordSources, states), within(tables.byWordTargets, states),
            tables.slotEdges.allSatisfy({ edge in
                edge.kind != .epsilon && edge.kind != .enumValue && edge.kind != .boundary && edge.kind != .literal
                    && edge.target >= 0 && edge.target < states && edge.value >= 0
                    && edge.value < Int32(edge.kind == .soundAlike ? automaton.soundAlikes.count : automaton.slots.count)
            })
        else { throw Malformed() }
        return tables
    }

    /// The fuzzy index as built (its words are the automaton's): rebuilding it costs more than reading it.
    static func write(_ fuzzy: FuzzyIndex, to writer: inout BinaryWriter) {
        for table in [fuzzy.deletions, fuzzy.phonetic] { PostingTable.write(table, to: &writer) }
        writer.write(UInt64(fuzzy.words.count))
        writer.write(fuzzy.longestWord)
        writer.write(UInt64(fuzzy.unheard.count))
        for word in fuzzy.unheard.sorted() { writer.write(word) }
    }

    static func readFuzzy(_ reader: inout BinaryReader, words: [String], language: Language) throws(Malformed) -> FuzzyIndex {
        var fuzzy = FuzzyIndex(words: [], language: language)
        var tables: [PostingTable] = []
        for _ in 0..<2 { tables.append(try PostingTable.read(&reader, idLimit: words.count)) }
        let wordCount = Int(clamping: try reader.uint())  // NB: a number, not a count of what follows
        let longest = try reader.int()
        // NB: an index built with words (the language matches sound-alikes) lists them all.
        guard wordCount == 0 || wordCount == words.count else { throw Malformed() }
        fuzzy.deletions = tables[0]
        fuzzy.phonetic = tables[1]
        fuzzy.words = wordCount == 0 ? [] : words.map { Array($0.unicodeScalars) }
        fuzzy.longestWord = longest
        let unheardCount = try reader.count()
        guard unheardCount <= words.count else { throw Malformed() }
        for _ in 0..<unheardCount { fuzzy.unheard.insert(try reader.string()) }
        return fuzzy
    }

    static func readAutomaton(_ reader: inout BinaryReader) throws(Malformed) -> Automaton {
        guard let language = Language(rawValue: try reader.string()) else { throw Malformed() }
        let edgeStart = try reader.int32s()
        let edges = try EdgeTable.readEdges(&reader)
        let incomingStart = try reader.int32s()
        let incoming = try EdgeTable.readEdges(&reader)
        let acceptIntent = try reader.int32s()
        let accepts = try reader.int32s()
        let intents = try reader.strings()
        let templateSetStart = try reader.int32s()
        let templateSetItems = try reader.int32s()
        var isSpanTarget: [Bool] = []
        let flags = try reader.count()
        isSpanTarget.reserveCapacity(flags)
        for _ in 0..<flags { isSpanTarget.append(try reader.bool()) }
        let start = try reader.int32()
        let startClosure = try reader.int32s()
        var startLiterals: [Int32: [Int32]] = [:]
        for _ in 0..<(try reader.count()) {
            let word = try reader.int32()
            startLiterals[word] = try reader.int32s()
        }
        let startOthers = try reader.int32s()
        let words = try reader.strings()
        var slots: [Automaton.CompiledSlot] = []
        for _ in 0..<(try reader.count()) {
            let name = try reader.string()
            let parameter = try reader.string()
            let narrows = try reader.bool() ? try reader.string() : nil
            let kind = try readKind(&reader)
            let values = try reader.strings()
            slots.append(
                Automaton.CompiledSlot(
                    name: name, parameter: parameter, narrows: narrows, kind: kind, enumValues: values, maxSpan: try reader.int()))
        }
        var templates: [Automaton.CompiledTemplate] = []
        for _ in 0..<(try reader.count()) {
            let intent = try reader.string()
            let intentIndex = try reader.int32()
            let fixed = try readFixedValues(&reader)
            let text = try reader.string()
            let location = try readLocation(&reader)
            let startState = try reader.int32()
            templates.append(
                Automaton.CompiledTemplate(
                    intent: intent, intentIndex: intentIndex, fixedValues: fixed, text: text, location: location,
                    startState: startState, acceptState: try reader.int32()))
        }
        let maxSpan = try reader.int()
        let fuzzy = try readFuzzy(&reader, words: words, language: language)
        var soundAlikes: [Automaton.SoundAlikeRun] = []
        let soundAlikeCount = try reader.count()  // NB: written as a count (UInt64), not a signed int
        guard soundAlikeCount >= 0, soundAlikeCount <= edges.count else { throw Malformed() }
        for _ in 0..<soundAlikeCount {
            let key = try reader.string()
            let tokens = try reader.int()
            let shortest = try reader.int()
            let longest = try reader.int()
            let syllables = try reader.int()
            guard tokens >= 1, shortest >= 1, shortest <= longest, longest - shortest < ParseScorer.soundAlikeWindow, longest <= maxSpan,
                syllables >= 0
            else {
                throw Malformed()
            }
            let codeCount = try reader.count()
            guard codeCount <= key.utf8.count else { throw Malformed() }
            let raw = try reader.rawBytes(count: codeCount * 2)
            let codes = [UInt16](unsafeUninitializedCapacity: codeCount) { buffer, initialized in
                for index in 0..<codeCount { buffer[index] = UInt16(raw[2 * index]) | UInt16(raw[2 * index + 1]) << 8 }
                initialized = codeCount
            }
            soundAlikes.append(
                Automaton.SoundAlikeRun(key: key, tokens: tokens, shortest: shortest, longest: longest, codes: codes, syllables: syllables))
        }
        // Everything the matcher indexes with must be in range: a damaged file is refused here.
        let states = edgeStart.count - 1
        guard states >= 0, incomingStart.count == edgeStart.count, acceptIntent.count == states, isSpanTarget.count == states,
            edgeStart.last.map({ Int($0) == edges.count }) ?? false, incomingStart.last.map({ Int($0) == incoming.count }) ?? false,
            edgeStart.first == 0, incomingStart.first == 0,
            zip(edgeStart, edgeStart.dropFirst()).allSatisfy({ $0 <= $1 }),
            zip(incomingStart, incomingStart.dropFirst()).allSatisfy({ $0 <= $1 }),
            templateSetStart.count == edges.count + 1, templateSetStart.first == 0,
            templateSetStart.last.map({ Int($0) == templateSetItems.count }) ?? false,
            zip(templateSetStart, templateSetStart.dropFirst()).allSatisfy({ $0 <= $1 }),
            (0..<Int32(states)).contains(start),
            Self.edgesInRange(edges, states: states, words: words.count, slots: slots, soundAlikes: soundAlikes.count),
            Self.edgesInRange(incoming, states: states, words: words.count, slots: slots, soundAlikes: soundAlikes.count),
            (accepts + startClosure + startOthers + startLiterals.values.flatMap { $0 }).allSatisfy({ (0..<Int32(states)).contains($0) }),
            acceptIntent.allSatisfy({ $0 >= -1 && $0 < Int32(intents.count) }),
            templateSetItems.allSatisfy({ (0..<Int32(templates.count)).contains($0) }),
            templates.allSatisfy({ (0..<Int32(states)).contains($0.acceptState) && (0..<Int32(states)).contains($0.startState) })
        else { throw Malformed() }
        let vocabulary = try Vocabulary.read(&reader, words: words.count)
        var automaton = Automaton(
            language: language, edgeStart: edgeStart, edges: edges, incomingStart: incomingStart, incoming: incoming,
            acceptIntent: acceptIntent, accepts: accepts, intents: intents, templateSetStart: templateSetStart,
            templateSetItems: templateSetItems, isSpanTarget: isSpanTarget, start: start, startClosure: startClosure,
            startLiterals: startLiterals, startOthers: startOthers, vocabulary: vocabulary, words: words, slots: slots,
            templates: templates, fuzzy: fuzzy, soundAlikes: soundAlikes,
            soundAlikeWindows: soundAlikes.map(Automaton.SoundAlikeWindow.init), maxSpan: maxSpan)
        automaton.forwardEdges.keep(try readTables(&reader, for: automaton))
        var kept: [[[String]]] = []
        for _ in 0..<3 {
            var phrases: [[String]] = []
            for _ in 0..<(try reader.count()) {
                // NB: the grammar never yields an empty phrase; a stored one is a damaged file (fuzz-cache finding 6).
                let phrase = try reader.strings()
                guard !phrase.isEmpty else { throw Malformed() }
                phrases.append(phrase)
            }
            kept.append(phrases)
        }
        automaton.kept = KeptWords(before: kept[0], after: kept[1], states: kept[2])
        automaton.pronouns = try reader.strings()
        return automaton
    }

    /// True when every edge's target, word, slot, enum value and sound-alike run is in range
    /// (a plain loop: a stored automaton has tens of thousands of edges, read by every process).
    private static func edgesInRange(
        _ edges: EdgeTable, states: Int, words: Int, slots: [Automaton.CompiledSlot], soundAlikes: Int
    ) -> Bool {
        for edge in edges {
            guard edge.target >= 0, Int(edge.target) < states else { return false }
            switch edge.kind {
            case .literal:
                guard edge.value >= 0, Int(edge.value) < words else { return false }
            case .text, .boundary:
                guard edge.slot >= 0, Int(edge.slot) < slots.count else { return false }
            case .span:
                // NB: a span is one token at least (the matcher counts up to the slot's longest).
                guard edge.slot >= 0, Int(edge.slot) < slots.count, slots[Int(edge.slot)].maxSpan >= 1 else { return false }
            case .enumValue:
                guard edge.slot >= 0, Int(edge.slot) < slots.count, edge.value >= 0,
                    Int(edge.value) < slots[Int(edge.slot)].enumValues.count
                else { return false }
            case .soundAlike:
                guard edge.value >= 0, Int(edge.value) < soundAlikes else { return false }
            case .epsilon:
                break
            }
        }
        return true
    }
}
