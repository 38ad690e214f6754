import Basics
import EntityResolution
import SpeechText
import SpokenValues

/// Per-token credits for real sentences: exact and misheard words, entity look-ups,
/// value parsing, free text.
struct ParseScorer: MatchScorer {
    /// Credit per token of a word of free text: below any exact word or well-resolved entity,
    /// so that the most specific template wins.
    static let textCredit = 0.7
    /// Credit per token of a date, duration or repeat expression that parsed.
    static let valueCredit = 0.97
    /// Credit per token of an entity span for a resolution.
    static func entityCredit(_ resolution: Resolution, language: Language = .en) -> Double {
        switch resolution {
        case .resolved(let candidate): return 0.45 + 0.5 * clamp(candidate.score)
        case .ambiguous(let candidates): return 0.45 + 0.45 * clamp(candidates.map(\.score).max() ?? 0)
        case .notFound: return LanguageTraits.of(language).notFoundCredit
        }
    }

    private static func clamp(_ value: Double) -> Double { min(1, max(0, value)) }

    struct Reading {
        var creditPerToken: Double
        var value: SlotValue
    }

    private struct SpanKey: Hashable {
        var slot: Int32
        var lower: Int
        var upper: Int
    }

    private struct SurfaceKey: Hashable {
        var kind: SlotKind
        var surface: String
        /// Entity slots by name: the app may read a slot declared `for` a parameter differently.
        var slot: String
    }

    let automaton: Automaton
    let text: NormalizedText
    let clock: Clock
    let entities: any EntityResolving
    private let ids: [Int32]
    private let fuzzy: [[(id: Int32, credit: Double)]]
    private let boundaries: [Bool]
    /// Per token: written as kana in the sentence (not part of a kanji word's reading).
    private let spelledAsKana: [Bool]
    private var spans: [SpanKey: Reading?] = [:]
    private var surfaces: [SurfaceKey: Reading?] = [:]
    private var heard: [SpanKey: Double?] = [:]

    init(automaton: Automaton, text: NormalizedText, clock: Clock, entities: any EntityResolving) {
        self.automaton = automaton
        self.text = text
        self.clock = clock
        self.entities = entities
        ids = text.tokens.map { automaton.vocabulary[$0.key] ?? -1 }
        fuzzy = text.tokens.map { token in
            automaton.fuzzyMemo.matches(for: token.key) { automaton.fuzzy.matches(for: $0) }
        }
        var boundaries = [Bool](repeating: true, count: text.tokens.count + 1)
        for index in text.tokens.indices.dropFirst() {
            // NB: tokens of one word (a kanji's reading, an expanded contraction) share a range.
            boundaries[index] = text.tokens[index].surfaceRange.lowerBound >= text.tokens[index - 1].surfaceRange.upperBound
        }
        self.boundaries = boundaries
        let scalars = Array(text.source.unicodeScalars)
        spelledAsKana = text.tokens.map { token in
            token.surfaceRange.count == 1 && token.surfaceRange.upperBound <= scalars.count
                && SoundDistance.isReadingCharacter(String(scalars[token.surfaceRange.lowerBound]))
        }
    }

    var count: Int { text.tokens.count }

    func isBoundary(_ position: Int) -> Bool { boundaries[position] }

    func literal(_ word: Int32, at position: Int) -> Double? {
        if ids[position] == word { return 1 }
        for match in fuzzy[position] where match.id == word { return match.credit }
        return nil
    }

    func words(at position: Int) -> [Int32] {
        (ids[position] >= 0 ? [ids[position]] : []) + fuzzy[position].map(\.id)
    }

    func text(slot: Int32, at position: Int) -> Double? { Self.textCredit }

    mutating func span(slot: Int32, range: Range<Int>) -> Double? {
        reading(slot: slot, range: range).map { $0.creditPerToken * Double(range.count) }
    }

    // MARK: Sound-alikes

    /// Credit per token of a Japanese sound-alike at no distance; it falls with the distance.
    static let kanaSoundAlikeCredit = 0.95
    /// Credit per token of an English sound-alike at no distance (a different spelling of the
    /// same phonetic key); it falls with the distance. Below free text: a title that merely
    /// sounds like a command word stays a title.
    static let phoneticSoundAlikeCredit = 0.6

    /// Credit for tokens `range` heard as sound-alike run `run`: a weighted edit distance of
    /// their kana reading (Japanese) or phonetic key (English) to the run's, within a bound
    /// that grows with the run's length. Memoized per (run, range).
    mutating func soundAlike(_ run: Int32, range: Range<Int>) -> Double? {
        let key = SpanKey(slot: run, lower: range.lowerBound, upper: range.upperBound)
        if let known = heard[key] { return known }
        // NB: an English word the templates use is that word, not a sound-alike of another
        // ("call", "tell me", "is the"): at least one token must be no template word. (Japanese
        // tokens are reading characters, all of them template words.)
        let isTemplateWords = LanguageTraits.of(automaton.language).soundAlikes == .phonetic && range.allSatisfy { ids[$0] >= 0 }
        let result =
            isTemplateWords
            ? nil
            : Self.soundAlikeCredit(
                automaton.soundAlikes[Int(run)], tokens: text.tokens[range].map(\.key), spelled: Array(spelledAsKana[range]),
                language: automaton.language)
        heard[key] = result
        return result
    }

    static func soundAlikeCredit(_ run: Automaton.SoundAlikeRun, tokens: [String], spelled: [Bool], language: Language) -> Double? {
        let count = Double(tokens.count)
        switch LanguageTraits.of(language).soundAlikes {
        case .kana:
            guard tokens.allSatisfy(SoundDistance.isReadingCharacter) else { return nil }
            let length = Double(run.tokens)
            // One or two characters: only a particle written as it sounds (お for を); three: a
            // lengthening or voicing (けして for けっして); longer runs a little more per character
            // (すのず for すぬーず: 0.8 of 0.8 allowed).
            let limit = run.tokens <= 2 ? 0.1 : run.tokens == 3 ? 0.35 : 0.25 * length - 0.2
            guard let distance = SoundDistance.kana(tokens.joined(), run.key, limit: limit, spelled: spelled), distance > 0 else {
                return nil
            }
            return min(0.9, kanaSoundAlikeCredit - 0.6 * distance / length) * count
        case .phonetic:
            guard tokens.allSatisfy({ $0.unicodeScalars.allSatisfy { $0.isASCII && $0.properties.isAlphabetic } }),
                tokens.count > 1 || tokens[0].unicodeScalars.count >= 4
            else { return nil }
            let heardKey = PhoneticKey.key(tokens.joined())
            guard !heardKey.isEmpty else { return nil }
            // Keys are short and English is dense with them. The first sound must be the run's,
            // or the run's first sound is the s of an s-cluster, clipped ("news" for "snooze").
            // Then at most half an edit (a close consonant, a vowel, h or w): "post phone" for
            // "postpone". A single token at no distance is the fuzzy index's (stricter) business.
            let length = run.key.unicodeScalars.count
            let runSounds = Array(run.key.unicodeScalars)
            let heardSounds = Array(heardKey.unicodeScalars)
            let distance: Double
            if heardSounds[0] == runSounds[0],
                let near = SoundDistance.phonetic(heardKey, run.key, limit: 0.5)
            {
                distance = near
            } else if length >= 3, runSounds[0] == "S", runSounds[1] != "A", heardSounds == Array(runSounds.dropFirst()) {
                distance = 1
            } else {
                return nil
            }
            guard distance > 0 || tokens.count > 1, tokens.count == 1 || length >= 4 else { return nil }
            return (phoneticSoundAlikeCredit - 0.1 * distance) * count
        }
    }

    /// The value of a span, read once per span and once per distinct surface text.
    mutating func reading(slot: Int32, range: Range<Int>) -> Reading? {
        let key = SpanKey(slot: slot, lower: range.lowerBound, upper: range.upperBound)
        if let cached = spans[key] { return cached }
        let kind = automaton.slots[Int(slot)].kind
        let surface = text.surface(range)
        let name = automaton.slots[Int(slot)].name
        let surfaceKey: SurfaceKey
        if case .entity = kind {
            surfaceKey = SurfaceKey(kind: kind, surface: surface, slot: name)
        } else {
            surfaceKey = SurfaceKey(kind: kind, surface: surface, slot: "")
        }
        let result: Reading?
        if case .date = kind, LanguageTraits.of(automaton.language).datesPrefixCompounds, headsCompound(range) {
            result = nil
        } else if let cached = surfaces[surfaceKey] {
            result = cached
        } else {
            result = read(surface, as: kind, slot: automaton.slots[Int(slot)])
            surfaces[surfaceKey] = result
        }
        spans[key] = result
        return result
    }

    /// True when the span ends in a kanji written straight onto a kanji or katakana noun that
    /// then takes 「の」: 年末|調整の書類, 週末|旅行の準備 — a compound, whose first word is no date.
    private func headsCompound(_ range: Range<Int>) -> Bool {
        guard range.upperBound < text.tokens.count else { return false }
        let scalars = Array(text.source.unicodeScalars)
        let end = text.tokens[range.upperBound - 1].surfaceRange.upperBound
        guard end > 0, end <= scalars.count, Self.isKanji(scalars[end - 1]) else { return false }
        var position = end
        while position < scalars.count, Self.isKanji(scalars[position]) || Self.isKatakana(scalars[position]) {
            position += 1
        }
        return position > end && position < scalars.count && scalars[position] == "の"
    }

    private static func isKanji(_ scalar: Unicode.Scalar) -> Bool {
        (0x4E00...0x9FFF).contains(scalar.value) || (0x3400...0x4DBF).contains(scalar.value) || scalar.value == 0x3005
    }

    private static func isKatakana(_ scalar: Unicode.Scalar) -> Bool {
        (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC
    }

    private func read(_ surface: String, as kind: SlotKind, slot: Automaton.CompiledSlot) -> Reading? {
        guard !surface.isEmpty else { return nil }
        let language = automaton.language
        switch kind {
        case .entity(let type):
            let query = EntityQuery(type: type, spoken: surface, language: language, intent: nil, parameter: slot.parameter, slot: slot.name)
            guard entities.accepts(query) else { return nil }
            let resolution = entities.resolve(query)
            return Reading(
                creditPerToken: Self.entityCredit(resolution, language: language), value: .entity(spoken: surface, resolution: resolution))
        case .date:
            return SpokenDate.parse(surface, language: language, clock: clock).map {
                Reading(creditPerToken: Self.valueCredit, value: .date($0))
            }
        case .duration:
            return SpokenDuration.parse(surface, language: language).map {
                Reading(creditPerToken: Self.valueCredit, value: .duration($0))
            }
        case .repeatRule:
            return SpokenRepeat.parse(surface, language: language, clock: clock).map {
                Reading(creditPerToken: Self.valueCredit, value: .repeatRule($0))
            }
        case .text, .enumeration:
            return nil
        }
    }
}
