import Basics
import Foundation
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

    fileprivate struct SpanKey: Hashable {
        var slot: Int32
        /// The span, in the whole sentence's positions.
        var lower: Int
        var upper: Int
        /// The span ends the words read (a compound cannot go on after it; see `headsCompound`).
        var atEnd: Bool
    }

    fileprivate struct SurfaceKey: Hashable {
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
    private let beginnings: [Bool]
    /// Per token: written as kana in the sentence (not part of a kanji word's reading).
    private let spelledAsKana: [Bool]
    /// What the readings of one sentence share (see `Memo`); its positions are the whole
    /// sentence's, this text's plus `offset`.
    private(set) var memo: Memo
    private let offset: Int
    private let isKana: Bool
    private var hearable: [UInt32]
    /// Per token, its sound (`Memo.sounds`), set with `hearable`.
    private var sounds: [UInt16] = []

    /// What every reading of one sentence can share, whichever words it leaves unread: values
    /// read from a surface text, sound-alike credits, phonetic keys. All of them depend on the
    /// words of a range alone, so the tolerant retries (`PhraseEngine.parse`: up to 65 readings)
    /// compute each once. Positions are the whole sentence's.
    struct Memo {
        fileprivate var spans: [SpanKey: Reading?] = [:]
        fileprivate var surfaces: [SurfaceKey: Reading?] = [:]
        /// Sound-alike credits (see `soundAlike`), a window's worth per (start, run) heard at some
        /// end, from `heardCredits`; -1: not at that end.
        fileprivate var heard: [Double] = []
        /// Per start asked about, its block (of one entry per run) in `heardEnds` and `heardCredits`; -1: none yet.
        fileprivate var heardStart: [Int32] = []
        /// Per block, per run: the ends heard (see `soundAlikeEnds`); 0xFF: not asked yet.
        fileprivate var heardEnds: [UInt8] = []
        /// Per block, per run: where its credits begin in `heard` (only runs heard somewhere have any).
        fileprivate var heardCredits: [Int32] = []
        fileprivate var phoneticKeys: [[UInt16]?] = []
        fileprivate var scratch: [Double] = []
        /// The whole sentence.
        let text: NormalizedText
        /// Per token of the whole sentence: Japanese, the code of its one reading character;
        /// English, its length in letters when all ASCII letters (`.max` otherwise).
        fileprivate let sounds: [UInt16]
        /// Per token of the whole sentence: written as kana (not part of a kanji word's reading).
        fileprivate let spelledAsKana: [Bool]
        /// Japanese: the sentence's scalars (what `headsCompound` and `hourInsideWord` look at
        /// around a date), split once per sentence rather than per span read.
        fileprivate let scalars: [Unicode.Scalar]
        /// Per token of the whole sentence: its vocabulary word, or -1.
        fileprivate let ids: [Int32]
        /// Per token of the whole sentence (English): its syllables, counted once rather than
        /// for every run and end a sound-alike is tried at (a tenth of a parse).
        fileprivate let beats: [Int]

        /// This memo, leaving an empty one of the same sentence in its place.
        mutating func take() -> Memo {
            let taken = self
            self = Memo(text: text, sounds: sounds, spelledAsKana: spelledAsKana, scalars: scalars, ids: ids, beats: beats)
            return taken
        }

        private init(text: NormalizedText, sounds: [UInt16], spelledAsKana: [Bool], scalars: [Unicode.Scalar], ids: [Int32], beats: [Int]) {
            self.text = text
            self.sounds = sounds
            self.spelledAsKana = spelledAsKana
            self.scalars = scalars
            self.ids = ids
            self.beats = beats
        }

        init(text: NormalizedText, automaton: Automaton) {
            self.text = text
            ids = text.tokens.map { automaton.vocabulary[$0.key] ?? -1 }
            if LanguageTraits.of(automaton.language).soundAlikes == .kana {
                let scalars = Array(text.source.unicodeScalars)
                self.scalars = scalars
                spelledAsKana = text.tokens.map { token in
                    token.surfaceRange.count == 1 && token.surfaceRange.upperBound <= scalars.count
                        && SoundDistance.isReadingCharacter(String(scalars[token.surfaceRange.lowerBound]))
                }
                sounds = Self.tokenSounds(text, .kana)
                beats = []  // NB: read by English sound-alikes only
            } else {
                spelledAsKana = []  // NB: read by Japanese sound-alikes only
                scalars = []
                var sounds = Self.tokenSounds(text, .phonetic)
                // NB: a word heard only as said (`never_misheard`) is in no sound-alike run either:
                // "mother" is no "my dear", whatever its phonetic key.
                if !automaton.fuzzy.unheard.isEmpty {
                    for (index, token) in text.tokens.enumerated() where automaton.fuzzy.unheard.contains(token.key) { sounds[index] = .max }
                }
                self.sounds = sounds
                beats = zip(text.tokens, sounds).map { token, sound in sound == .max ? 0 : FuzzyIndex.syllables(Array(token.key.unicodeScalars)) }
            }
        }

        /// Per token, for the sound-alike edges: Japanese, the code of its one reading character
        /// (`.max` for anything else); English, its length in letters when it is all ASCII letters
        /// (`.max` otherwise).
        private static func tokenSounds(_ text: NormalizedText, _ coding: SoundDistance.Coding) -> [UInt16] {
            text.tokens.map { token in
                let scalars = token.key.unicodeScalars
                switch coding {
                case .kana:
                    guard scalars.count == 1, let scalar = scalars.first, SoundDistance.isReadingCharacter(token.key) else { return .max }
                    return coding.code(scalar) ?? .max
                case .phonetic:
                    guard scalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return .max }
                    return UInt16(min(scalars.count, Int(UInt16.max - 1)))
                }
            }
        }
    }

    /// The memo, leaving an empty one in its place.
    mutating func takeMemo() -> Memo { memo.take() }

    /// A scorer of the tokens `window` of `memo`'s sentence, sharing what `memo` has read.
    init(automaton: Automaton, window: Range<Int>, of memo: Memo, clock: Clock, entities: any EntityResolving) {
        let text = window == memo.text.tokens.indices ? memo.text : memo.text.keeping(window)
        self.automaton = automaton
        self.text = text
        self.clock = clock
        self.entities = entities
        self.memo = memo
        offset = window.lowerBound
        ids = Array(memo.ids[window])
        fuzzy = text.tokens.map { token in
            automaton.fuzzyMemo.matches(for: token.key) { automaton.fuzzy.matches(for: $0) }
        }
        var boundaries = [Bool](repeating: true, count: text.tokens.count + 1)
        for index in text.tokens.indices.dropFirst() {
            // NB: tokens of one word (a kanji's reading, an expanded contraction) share a range.
            boundaries[index] = text.tokens[index].surfaceRange.lowerBound >= text.tokens[index - 1].surfaceRange.upperBound
        }
        self.boundaries = boundaries
        // A katakana word is one word too: no slot begins inside it (デザイン's デ is no particle
        // で before a title ザイン…); one may end inside it (カイモノ|リスト, a list said in katakana).
        var beginnings = boundaries
        for index in text.tokens.indices where text.tokens[index].continuesWord { beginnings[index] = false }
        self.beginnings = beginnings
        isKana = LanguageTraits.of(automaton.language).soundAlikes == .kana
        spelledAsKana = isKana ? Array(memo.spelledAsKana[window]) : []
        sounds = Array(memo.sounds[window])
        hearable = []
        if !automaton.soundAlikes.isEmpty, text.tokens.count <= LanguageTraits.of(automaton.language).soundAlikeLongest {
            hearable = hearableStarts()
        }
    }

    /// Per position, what a sound-alike may begin there with (see `mayHear`): Japanese, how
    /// many characters written as kana follow; English, the first sounds (a bit per code) of
    /// the words said from there.
    private mutating func hearableStarts() -> [UInt32] {
        let n = count
        var result = [UInt32](repeating: 0, count: n + 1)
        if isKana {
            for position in stride(from: n - 1, through: 0, by: -1) where sounds[position] != .max && spelledAsKana[position] {
                result[position] = result[position + 1] + 1
            }
            return result
        }
        let longest = Int(automaton.soundAlikeWindows.map(\.longest).max() ?? 0)
        for position in 0..<n where sounds[position] != .max {
            var end = position + 1
            while end <= min(n, position + longest), sounds[end - 1] != .max {
                if let first = memo.phoneticKey((position + offset)..<(end + offset)).first, first < 32 { result[position] |= 1 << UInt32(first) }
                end += 1
            }
        }
        return result
    }

    func mayHear(_ run: Int32, at position: Int) -> Bool {
        guard !hearable.isEmpty else { return false }
        let window = automaton.soundAlikeWindows[Int(run)]
        if isKana { return hearable[position] >= UInt32(window.shortest) }
        // NB: a run beginning with s may be heard without it ("news" for "snooze").
        return window.first == Self.phoneticS || (window.first < 32 && hearable[position] & (1 << UInt32(window.first)) != 0)
    }

    var count: Int { text.tokens.count }

    func isBoundary(_ position: Int) -> Bool { boundaries[position] }
    func mayBegin(_ position: Int) -> Bool { beginnings[position] }

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

    /// Credit per token of a Japanese sound-alike that is the same sound written another way
    /// (お for the particle を, ず for づ): nearly a word said as written.
    static let kanaSameSoundCredit = 0.9
    /// Credit per token of a Japanese sound-alike that sounds different (a changed, dropped or
    /// added sound), falling with the distance: below free text, so that words said as
    /// written read as what they say (「持っていく」 stays in a title, not 「っていう」), and a
    /// sound-alike only decides where nothing said as written fits.
    static func kanaChangedSoundCredit(distance: Double, length: Double) -> Double { min(0.69, 0.7 - 0.4 * distance / length) }
    /// Credit per token of an English sound-alike at no distance (a different spelling of the
    /// same phonetic key); it falls with the distance. Below free text: a title that merely
    /// sounds like a command word stays a title.
    static let phoneticSoundAlikeCredit = 0.6

    /// The most ends a sound-alike run's edge tries from one start (`longest - shortest + 1`;
    /// the grammar cache refuses wider).
    static let soundAlikeWindow = 5

    /// The ends at which tokens from `position` can be heard as sound-alike run `run`: bit k
    /// for the range of the run's shortest length plus k. One question per edge and start,
    /// answered from the memo; `soundAlike` gives the credit of an end it names.
    mutating func soundAlikeEnds(_ run: Int32, at position: Int) -> UInt8 {
        guard mayHear(run, at: position) else { return 0 }
        let room = count - position - Int(automaton.soundAlikeWindows[Int(run)].shortest) + 1
        guard room > 0 else { return 0 }
        let start = position + offset
        var ends: UInt8 = 0xFF
        if !memo.heardStart.isEmpty, case let index = Int(memo.heardStart[start]), index >= 0 {
            ends = memo.heardEnds[index * automaton.soundAlikes.count + Int(run)]
        }
        if ends == 0xFF { ends = memo.ends(of: Int(run), in: automaton, start: start) }
        return room >= Self.soundAlikeWindow ? ends : ends & UInt8((1 << room) - 1)
    }

    /// Credit for tokens `range` heard as sound-alike run `run`: a weighted edit distance of
    /// their kana reading (Japanese) or phonetic key (English) to the run's, within a bound
    /// that grows with the run's length.
    mutating func soundAlike(_ run: Int32, range: Range<Int>) -> Double? {
        let shortest = Int(automaton.soundAlikeWindows[Int(run)].shortest)
        let offset = range.count - shortest
        guard offset >= 0, offset < Self.soundAlikeWindow, soundAlikeEnds(run, at: range.lowerBound) & (1 << UInt8(offset)) != 0 else {
            return nil
        }
        return memo.credit(run: Int(run), runs: automaton.soundAlikes.count, start: range.lowerBound + self.offset, offset: offset)
    }

    // NB: literals, checked against `SoundDistance.Coding.phonetic` by a test: a static computed
    // on first use costs a `swift_once` call on every look of the matcher's inner loop (2% of a parse).
    static let phoneticS: UInt16 = 18
    static let phoneticVowel: UInt16 = 0
}

extension ParseScorer.Memo {
    /// Memoized per (start, run) in flat arrays, a block per start: the matcher asks about
    /// most runs at most starts (a title slot keeps every template's following words in
    /// play), so a hash per question would cost more than the comparison.
    private mutating func block(_ start: Int, runs: Int) -> Int {
        if heardStart.isEmpty {
            heardStart = [Int32](repeating: -1, count: sounds.count + 1)
        }
        var index = Int(heardStart[start])
        if index < 0 {
            index = heardEnds.count / max(runs, 1)
            heardStart[start] = Int32(index)
            heardEnds.append(contentsOf: repeatElement(0xFF, count: runs))
            heardCredits.append(contentsOf: repeatElement(-1, count: runs))
        }
        return index
    }

    /// The ends (bits, see `ParseScorer.soundAlikeEnds`) at which the tokens from `start` can
    /// be heard as run `entry`, computed once over the whole sentence.
    fileprivate mutating func ends(of run: Int, in automaton: Automaton, start: Int) -> UInt8 {
        let runs = automaton.soundAlikes.count
        let index = block(start, runs: runs)
        let known = heardEnds[index * runs + run]
        if known != 0xFF { return known }
        let entry = automaton.soundAlikes[run]
        let width = ParseScorer.soundAlikeWindow
        let base = heard.count
        heard.append(contentsOf: repeatElement(-1, count: width))
        if LanguageTraits.of(text.language).soundAlikes == .kana {
            // Every end of the run from this start in one comparison.
            heardKana(entry, start: start, base: base)
        } else {
            for offset in 0..<width where entry.shortest + offset <= entry.longest && start + entry.shortest + offset <= sounds.count {
                heard[base + offset] = heardPhonetic(entry, range: start..<(start + entry.shortest + offset)) ?? -1
            }
        }
        var ends: UInt8 = 0
        for offset in 0..<width where heard[base + offset] >= 0 { ends |= 1 << UInt8(offset) }
        heardEnds[index * runs + run] = ends
        if ends == 0 {
            heard.removeLast(width)
        } else {
            heardCredits[index * runs + run] = Int32(base)
        }
        return ends
    }

    fileprivate func credit(run: Int, runs: Int, start: Int, offset: Int) -> Double {
        heard[Int(heardCredits[Int(heardStart[start]) * runs + run]) + offset]
    }

    /// Fills the credits of Japanese sound-alike run `entry` at every end from `start`, from
    /// `heard[base]` on.
    ///
    /// Only characters written as kana are heard as something else: a word the recognizer (or
    /// the person typing) wrote in kanji is the word it recognized, and Japanese is dense with
    /// words a sound apart (概要 and 内容, 流して and 探して). Mishearings of template words come
    /// out as kana (「おついか」「すのず」「スムーズ」).
    private mutating func heardKana(_ entry: Automaton.SoundAlikeRun, start: Int, base: Int) {
        let width = ParseScorer.soundAlikeWindow
        let length = Double(entry.tokens)
        // One or two characters: only a particle written as it sounds (お for を); three: a
        // lengthening or voicing (けして for けっして); longer runs a little more per character
        // (すのず for すぬーず: 0.8 of 0.8 allowed).
        let limit = entry.tokens <= 2 ? 0.1 : entry.tokens == 3 ? 0.35 : 0.25 * length - 0.2
        var reach = start
        let last = min(sounds.count, start + entry.longest)
        while reach < last, sounds[reach] != .max, spelledAsKana[reach] { reach += 1 }
        var found = false
        if reach - start >= entry.shortest, !entry.codes.isEmpty {
            let alphabet = SoundDistance.Coding.kana.alphabet
            found = sounds.withUnsafeBufferPointer { all in
                entry.codes.withUnsafeBufferPointer { word in
                    spelledAsKana.withUnsafeBufferPointer { spelled in
                        alphabet.prefixDistances(
                            word, heard: UnsafeBufferPointer(rebasing: all[start..<reach]), limit: limit,
                            spelled: UnsafeBufferPointer(rebasing: spelled[start..<reach]), distances: &scratch)
                    }
                }
            }
        }
        for offset in 0..<width {
            let tokens = entry.shortest + offset
            var credit = -1.0
            if found, start + tokens <= reach {
                let distance = scratch[tokens]
                if distance <= limit + 1e-9, distance > 0 {
                    let perToken =
                        distance <= 0.1 + 1e-9
                        ? ParseScorer.kanaSameSoundCredit : ParseScorer.kanaChangedSoundCredit(distance: distance, length: length)
                    credit = perToken * Double(tokens)
                }
            }
            heard[base + offset] = credit
        }
    }

    /// The credit of English words `range` (of the whole sentence) heard as sound-alike run
    /// `run`, or nil.
    private mutating func heardPhonetic(_ run: Automaton.SoundAlikeRun, range: Range<Int>) -> Double? {
        // NB: an English word the templates use is that word, not a sound-alike of another
        // ("call", "tell me", "is the"): at least one token must be no template word.
        guard !range.allSatisfy({ ids[$0] >= 0 }) else { return nil }
        guard range.upperBound <= sounds.count, !sounds[range].contains(.max), range.count > 1 || sounds[range.lowerBound] >= 4 else {
            return nil
        }
        // A recognizer keeps the beats of what it heard ("fridays list" is no "favorites list"),
        // but for a small word it dropped or split ("to today" for "due for today").
        let beats = self.beats[range].reduce(0, +)
        guard abs(beats - run.syllables) <= abs(range.count - run.tokens) else { return nil }
        let heardSounds = phoneticKey(range)
        guard !heardSounds.isEmpty, !run.codes.isEmpty else { return nil }
        // Keys are short and English is dense with them. The first sound must be the run's,
        // or the run's first sound is the s of an s-cluster, clipped ("news" for "snooze").
        // Then at most half an edit (a close consonant, a vowel, h or w): "post phone" for
        // "postpone". A single token at no distance is the fuzzy index's (stricter) business.
        let runSounds = run.codes
        let length = runSounds.count
        var distance: Double?
        if heardSounds[0] == runSounds[0] {
            let alphabet = SoundDistance.Coding.phonetic.alphabet
            distance = heardSounds.withUnsafeBufferPointer { heardCodes in
                runSounds.withUnsafeBufferPointer { runCodes in
                    alphabet.distance(heardCodes, runCodes, limit: 0.5, scratch: &scratch)
                }
            }
        }
        if distance == nil, length >= 3, runSounds[0] == ParseScorer.phoneticS, runSounds[1] != ParseScorer.phoneticVowel,
            heardSounds.elementsEqual(runSounds.dropFirst())
        {
            distance = 1
        }
        guard let distance, distance > 0 || range.count > 1, range.count == 1 || length >= 4 else { return nil }
        return (ParseScorer.phoneticSoundAlikeCredit - 0.1 * distance) * Double(range.count)
    }

    /// The phonetic key of the words `range` (of the whole sentence) said together, coded;
    /// kept per range.
    fileprivate mutating func phoneticKey(_ range: Range<Int>) -> [UInt16] {
        let width = ParseScorer.soundAlikeWindow + 3
        guard range.count <= width else {
            return SoundDistance.Coding.phonetic.codes(PhoneticKey.key(text.tokens[range].map(\.key).joined())) ?? []
        }
        if phoneticKeys.isEmpty { phoneticKeys = [[UInt16]?](repeating: nil, count: (sounds.count + 1) * (width + 1)) }
        let slot = range.lowerBound * (width + 1) + range.count
        if let known = phoneticKeys[slot] { return known }
        let key = SoundDistance.Coding.phonetic.codes(PhoneticKey.key(text.tokens[range].map(\.key).joined())) ?? []
        phoneticKeys[slot] = key
        return key
    }
}

extension ParseScorer {
    /// The value of a span, read once per span and once per distinct surface text.
    mutating func reading(slot: Int32, range: Range<Int>) -> Reading? {
        let key = SpanKey(
            slot: slot, lower: range.lowerBound + offset, upper: range.upperBound + offset, atEnd: range.upperBound == count)
        if let cached = memo.spans[key] { return cached }
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
        if case .date = kind, LanguageTraits.of(automaton.language).datesPrefixCompounds, headsCompound(range) || hourInsideWord(range) {
            result = nil
        } else if let cached = memo.surfaces[surfaceKey] {
            result = cached
        } else if kind.isValue {
            let key = ValueMemo.Key(kind: kind, surface: surface, language: automaton.language, clock: clock)
            if let known = ValueMemo.shared.reading(key) {
                result = known
            } else {
                result = read(surface, as: kind, slot: automaton.slots[Int(slot)])
                ValueMemo.shared.store(result, for: key)
            }
            memo.surfaces[surfaceKey] = result
        } else {
            result = read(surface, as: kind, slot: automaton.slots[Int(slot)])
            memo.surfaces[surfaceKey] = result
        }
        memo.spans[key] = result
        return result
    }

    /// True when the span ends in a kanji written straight onto a kanji or katakana noun that
    /// then takes 「の」: 年末|調整の書類, 週末|旅行の準備 — a compound, whose first word is no date.
    /// A day said from today (明日, 今夜) heads no compound: 明日|カメラの充電 is due tomorrow.
    private func headsCompound(_ range: Range<Int>) -> Bool {
        guard range.upperBound < text.tokens.count else { return false }
        let scalars = memo.scalars
        let end = text.tokens[range.upperBound - 1].surfaceRange.upperBound
        guard end > 0, end <= scalars.count, Self.isKanji(scalars[end - 1]) else { return false }
        let start = text.tokens[range.lowerBound].surfaceRange.lowerBound
        if start < end, Self.daysFromToday.contains(String(String.UnicodeScalarView(scalars[start..<end]))) { return false }
        var position = end
        while position < scalars.count, Self.isKanji(scalars[position]) || Self.isKatakana(scalars[position]) {
            position += 1
        }
        return position > end && position < scalars.count && scalars[position] == "の"
    }

    /// True when the span ends in an hour written in kana (〜じ) that a word goes on from: 「しじみ」
    /// (a clam) is no 四時 and み, 「くじびき」 no 九時, 「にじいろ」 no 二時. After an hour comes a
    /// particle or what begins 〜まで, 〜から, 〜ごろ, 〜すぎ, 〜ちょうど, or another script.
    private func hourInsideWord(_ range: Range<Int>) -> Bool {
        guard range.upperBound < text.tokens.count else { return false }
        let scalars = memo.scalars
        let end = text.tokens[range.upperBound - 1].surfaceRange.upperBound
        guard end > 0, end < scalars.count, scalars[end - 1] == "じ" else { return false }
        return !SpokenDate.mayFollowKanaCounter(scalars[end])
    }

    /// Days named from today, which compound with no noun after them.
    private static let daysFromToday: Set<String> = ["今日", "明日", "明後日", "昨日", "今夜", "今晩", "今朝", "明朝", "明晩", "本日", "翌日"]

    private static func isKanji(_ scalar: Unicode.Scalar) -> Bool { scalar.isKanji }

    private static func isKatakana(_ scalar: Unicode.Scalar) -> Bool { scalar.isKatakana }

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

extension SlotKind {
    /// Dates, durations and repeats: read from their words and the clock alone.
    var isValue: Bool {
        switch self {
        case .date, .duration, .repeatRule: return true
        case .entity, .text, .enumeration: return false
        }
    }
}

/// Values read from a span's words, kept across the sentences of one process: a value depends
/// on its words, the language and the clock alone, and the sentences a process reads (a corpus,
/// a conversation, a pipe) say the same phrases again ("to my shopping list", "tomorrow"). Most
/// spans a value slot may take are no value at all; each still costs a tokenization and a parse.
/// Bounded (emptied when full); thread-safe.
final class ValueMemo: @unchecked Sendable {
    // NB: @unchecked — `readings` is only touched with `lock` held.
    struct Key: Hashable {
        var kind: SlotKind
        var surface: String
        var language: Language
        var now: Double
        var timeZone: String
        var firstWeekday: Int

        init(kind: SlotKind, surface: String, language: Language, clock: Clock) {
            self.kind = kind
            self.surface = surface
            self.language = language
            now = clock.now.timeIntervalSinceReferenceDate
            timeZone = clock.calendar.timeZone.identifier
            firstWeekday = clock.calendar.firstWeekday
        }
    }

    static let shared = ValueMemo()
    static let limit = 20_000
    private let lock = NSLock()
    private var readings: [Key: ParseScorer.Reading?] = [:]

    func reading(_ key: Key) -> ParseScorer.Reading?? {
        lock.withLock { readings[key] }
    }

    func store(_ reading: ParseScorer.Reading?, for key: Key) {
        lock.withLock {
            if readings.count >= Self.limit { readings.removeAll(keepingCapacity: true) }
            readings[key] = reading
        }
    }
}
