import Basics

/// Guesses the language of a sentence from its script.
///
///     LanguageDetector.detect("牛乳を買う")      // .ja
///     LanguageDetector.detect("buy milk")      // nil (no evidence; the caller falls back)
public enum LanguageDetector {
    /// Any kana or kanji means Japanese; otherwise nil.
    ///
    ///     LanguageDetector.detect("パン")   // .ja
    public static func detect(_ text: String) -> Language? {
        Language.detect(in: text)
    }
}
