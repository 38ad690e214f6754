import Basics
import SpeechText

/// Credits for sentences whose slot values are placeholders (`complete ‹todo›`): exact words
/// only, a placeholder fills a slot of the same name (App Shortcuts inference) or of the same
/// kind (lint).
struct PlaceholderScorer: MatchScorer {
    enum Token: Hashable {
        case word(Int32)
        case placeholder(String)
    }

    enum Matching {
        case byName
        case byKind
    }

    let automaton: Automaton
    let tokens: [Token]
    let matching: Matching

    var count: Int { tokens.count }

    func isBoundary(_ position: Int) -> Bool { true }
    func mayBegin(_ position: Int) -> Bool { true }

    func key(of slot: Int32) -> String {
        let compiled = automaton.slots[Int(slot)]
        return matching == .byName ? compiled.name : compiled.kind.description
    }

    func literal(_ word: Int32, at position: Int) -> Double? {
        tokens[position] == .word(word) ? 1 : nil
    }

    func words(at position: Int) -> [Int32] {
        if case .word(let word) = tokens[position], word >= 0 { return [word] }
        return []
    }

    func text(slot: Int32, at position: Int) -> Double? {
        if case .placeholder(let key) = tokens[position], key == self.key(of: slot) { return 1 }
        return ParseScorer.textCredit
    }

    mutating func span(slot: Int32, range: Range<Int>) -> Double? {
        guard range.count == 1, case .placeholder(let key) = tokens[range.lowerBound], key == self.key(of: slot) else {
            return nil
        }
        return 1
    }

    /// Placeholder sentences are the templates' own words: nothing is heard as a sound-alike.
    mutating func soundAlike(_ run: Int32, range: Range<Int>) -> Double? { nil }
    func soundAlikeEnds(_ run: Int32, at position: Int) -> UInt8 { 0 }

    /// Tokens for text with `${name}` placeholders; `${applicationName}` becomes `appWords`.
    static func tokens(
        of pieces: [ShortcutPhrase.Piece], appWords: String, automaton: Automaton, normalizer: Normalizer
    ) -> [Token] {
        var tokens: [Token] = []
        func words(_ text: String) {
            for token in normalizer.normalize(text, language: automaton.language).tokens {
                tokens.append(.word(automaton.vocabulary[token.key] ?? -1))
            }
        }
        for piece in pieces {
            switch piece {
            case .text(let text): words(text)
            case .placeholder(let name, _):
                if name == ShortcutPhrase.applicationName { words(appWords) } else { tokens.append(.placeholder(name)) }
            }
        }
        return tokens
    }
}
