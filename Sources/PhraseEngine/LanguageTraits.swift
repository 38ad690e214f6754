import Basics
import SpeechText

/// What the matcher tunes per language, in one place: the only switch over languages in the
/// matching code, so a new language is a compile error here until its values are chosen.
///
///     LanguageTraits.of(.ja).notFoundCredit   // 0.5
struct LanguageTraits: Sendable {
    /// Credit per token of an entity span that names nothing: still a reading, so the dialog
    /// can say what it could not find, but below free text.
    var notFoundCredit: Double
    /// Whether template words also match sound-alike and misspelled tokens (edit distance,
    /// phonetic keys): spaced English words, where a recognizer's "by" means "buy". Japanese
    /// tokens are reading characters, whose sound-alikes the kana folding already covers.
    var matchesSoundAlikeWords: Bool
    /// Whether a date word written straight onto a noun that then takes 「の」 is the head of a
    /// compound noun, not a date (「年末調整の書類」「週末旅行の準備」): languages written without
    /// spaces join nouns without a mark.
    var datesPrefixCompounds: Bool
    /// How many tokens at the edges of a sentence a reading may leave unread: words in
    /// English, reading characters in Japanese (several per word).
    var ignorableEdgeTokens: Int
    /// How template words are compared by sound (`Automaton.Kind.soundAlike`): by English
    /// phonetic keys over word tokens, or by kana readings over reading characters.
    var soundAlikes: SoundAlikeKeys
    /// The longest sentence (in tokens) whose template words may be heard by sound: a
    /// misheard command is a short one, and a long sentence (several commands run on, a
    /// dictated paragraph) would pay the comparisons at every position for nothing.
    var soundAlikeLongest: Int

    enum SoundAlikeKeys: Sendable {
        case phonetic
        case kana

        var coding: SoundDistance.Coding {
            switch self {
            case .phonetic: return .phonetic
            case .kana: return .kana
            }
        }
    }

    static func of(_ language: Language) -> LanguageTraits {
        switch language {
        case .en:
            return LanguageTraits(notFoundCredit: 0.3, matchesSoundAlikeWords: true, datesPrefixCompounds: false, ignorableEdgeTokens: 6, soundAlikes: .phonetic,
                soundAlikeLongest: 16)
        case .ja:
            // NB: a name spans several times more tokens than an English word, so the English
            // credit would let free text swallow the template words around an unknown name
            // (「旅行のリストに水着を追加」).
            return LanguageTraits(notFoundCredit: 0.5, matchesSoundAlikeWords: false, datesPrefixCompounds: true, ignorableEdgeTokens: 10, soundAlikes: .kana,
                soundAlikeLongest: 48)
        }
    }
}
