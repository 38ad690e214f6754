import Foundation
import SpeechText

/// A stammer as a recognizer writes it in Japanese: the first sound of a word said once or twice
/// before the word, each set off by a comma (「ぎゅ、ぎゅ、牛乳、か、買った」「い、入れて」
/// 「じゅ、12月20日に」). The sounds are no words of the command: read as said, they end up in a
/// title (「せ、洗濯物を取り込む、い」) or part a name from its command.
///
/// A part between commas is a stammered sound when it is one or two kana (a small ゃ, ゅ, ょ or
/// っ and ー counted with the sound before) and the next part that is not one reads as beginning
/// with it (MeCab's reading; numbers read as said, 「12」 as じゅうに). A part that says the end of
/// the one before again (「パンを買う、を、」) is the same kind of restart.
///
///     JapaneseStammer.saidOnce("ぎゅ、ぎゅ、牛乳、か、買った、か、完了にして")   // "牛乳、買った、完了にして"
///     JapaneseStammer.saidOnce("牛乳と、パン、追加")                          // nil
enum JapaneseStammer {
    /// `text` without its stammered sounds, or nil when it has none.
    static func saidOnce(_ text: String, reader: JapaneseReader = .shared) -> String? {
        // NB: a cheap look first: a comma right after one or two kana.
        guard text.contains("、") || text.contains(",") || text.contains("，") else { return nil }
        var parts: [Substring] = []
        var separators: [Character] = []
        var start = text.startIndex
        for index in text.indices where "、,，".contains(text[index]) {
            parts.append(text[start..<index])
            separators.append(text[index])
            start = text.index(after: index)
        }
        parts.append(text[start...])
        guard parts.count >= 2, parts.dropLast().contains(where: { isSound($0) }) else { return nil }

        var dropped = [Bool](repeating: false, count: parts.count)
        for index in parts.indices.dropLast() where isSound(parts[index]) {
            let sound = hiragana(parts[index].trimmingCharacters(in: .whitespaces))
            // The word the sound begins: the next part that is not a sound itself.
            var next = index + 1
            while next < parts.count - 1, isSound(parts[next]) { next += 1 }
            let word = parts[next].trimmingCharacters(in: .whitespaces)
            if !word.isEmpty, hiragana(word) != sound,
                readings(of: word, kanjiAlone: sound.unicodeScalars.count >= 2, reader: reader).contains(where: { $0.hasPrefix(sound) })
            {
                dropped[index] = true
                continue
            }
            // 「パンを買う、を、食パンを…」: the particle said again after its phrase.
            if index > 0, !dropped[index - 1], sound.count == 1,
                hiragana(parts[index - 1].trimmingCharacters(in: .whitespaces)).hasSuffix(sound),
                "をにはがへとでも".contains(sound)
            {
                dropped[index] = true
            }
        }
        guard dropped.contains(true) else { return nil }
        var out = ""
        for index in parts.indices where !dropped[index] {
            if !out.isEmpty, let last = out.last, !"、,，".contains(last) {
                // The separator that followed the part kept before.
                var separator: Character = "、"
                var before = index - 1
                while before >= 0, dropped[before] { before -= 1 }
                if before >= 0 { separator = separators[before] }
                out.append(separator)
            }
            out += parts[index]
        }
        return out.isEmpty ? nil : out
    }

    /// One or two kana, as a stammered sound is written (「ぎゅ」「は」「じゅ」「パ」).
    static func isSound(_ part: Substring) -> Bool {
        let trimmed = part.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.unicodeScalars.allSatisfy(isKana) else { return false }
        // Small kana and ー go with the sound before them.
        let full = trimmed.unicodeScalars.filter { !isSmall($0) }.count
        return full >= 1 && full <= 2 && !isSmall(trimmed.unicodeScalars.first!)
    }

    private static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x3096).contains(scalar.value) || (0x30A1...0x30FA).contains(scalar.value) || scalar.value == 0x30FC
    }

    private static func isSmall(_ scalar: Unicode.Scalar) -> Bool {
        "ぁぃぅぇぉゃゅょっゎァィゥェォャュョッヮー".unicodeScalars.contains(scalar)
    }

    /// Katakana as hiragana; everything else as it is.
    static func hiragana(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            (0x30A1...0x30F6).contains(scalar.value) ? Unicode.Scalar(scalar.value - 0x60)! : scalar
        }))
    }

    /// The ways `word` may be read aloud at its start, in hiragana.
    private static func readings(of word: String, kanjiAlone: Bool, reader: JapaneseReader) -> [String] {
        let digits = word.prefix(while: { $0.isASCII && $0.isNumber || ("０"..."９").contains($0) })
        if !digits.isEmpty {
            let value = Int(String(digits.map { character -> Character in
                guard let scalar = character.unicodeScalars.first, (0xFF10...0xFF19).contains(scalar.value) else { return character }
                return Character(Unicode.Scalar(scalar.value - 0xFF10 + 0x30)!)
            })) ?? 0
            return numberStarts(value)
        }
        var found = [hiragana(reader.reading(of: word)), hiragana(word)]
        // NB: a kanji's own reading too: the speaker may begin 急ぎ as きゅ (急 said alone). Only for a
        // sound of two kana: 焦 alone reads あせ, and 「あ、焦げる…」 is a cry, not a stammer.
        if kanjiAlone, let first = word.unicodeScalars.first, first.properties.isIdeographic {
            found.append(hiragana(reader.reading(of: String(first))))
        }
        return found
    }

    /// How a number said aloud begins (「12」 is じゅうに, 「7」 なな or しち).
    static func numberStarts(_ value: Int) -> [String] {
        let ones = [["ぜろ", "れい"], ["いち"], ["に"], ["さん"], ["よん", "し"], ["ご"], ["ろく"], ["なな", "しち"], ["はち"], ["きゅう", "く"]]
        switch value {
        case 0...9: return ones[value]
        case 10...19: return ["じゅう"]
        case 20...99: return ones[value / 10].map { $0 + "じゅう" }
        case 100...199: return ["ひゃく"]
        case 1000...1999: return ["せん"]
        default:
            var leading = value
            while leading >= 10 { leading /= 10 }
            return ones[leading]
        }
    }
}
