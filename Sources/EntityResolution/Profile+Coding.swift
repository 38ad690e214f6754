import Basics

/// A profile as bytes, for indexes kept outside the process (`StoredEntityIndex`): a title's
/// profile is computed once when the title is written, and read back for scoring.
extension Profile {
    /// Bumped with any change to what a profile holds, how it is computed or written here,
    /// or which index keys it gives: stored profiles of another version are recomputed.
    static let formatVersion = 5

    func encode(to writer: inout BinaryWriter) {
        writer.write(language.rawValue)
        writer.write(folded)
        writer.write(UInt64(words.count))
        for word in words {
            writer.write(word.key)
            writer.write(word.stem)
            writer.write(word.phonetic)
            writer.write(word.isNumber)
        }
        writer.write(scalars: surface)
        writer.write(scalars: reading)
        writer.write(scalars: lemma)
        writer.write(numbers)
        writer.write(hasMorphemes)
        writer.write(UInt64(japaneseWords.count))
        for word in japaneseWords {
            writer.write(word.surface)
            writer.write(word.reading)
            writer.write(word.lemma)
            writer.write(word.stem)
            writer.write(word.role.rawValue)
            writer.write(word.isNumber)
            writer.write(word.isKnown)
            writer.write(word.particle)
            writer.write(word.isConcept)
        }
    }

    var encoded: [UInt8] {
        var writer = BinaryWriter(capacity: 96)
        encode(to: &writer)
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws(BinaryReader.Malformed) -> Profile {
        var reader = BinaryReader(bytes)
        guard let language = Language(rawValue: try reader.string()) else { throw BinaryReader.Malformed() }
        let folded = try reader.string()
        var words: [Word] = []
        let wordCount = try reader.count()
        words.reserveCapacity(wordCount)
        for _ in 0..<wordCount {
            let key = try reader.string()
            let stem = try reader.string()
            let phonetic = try reader.string()
            var word = Word(key: key, scalars: Array(key.unicodeScalars), stem: stem, phonetic: phonetic, isNumber: try reader.bool())
            // NB: the group is the lexicon's, not stored: a lexicon change reaches stored profiles.
            if language == .en { word.synonym = englishSynonym(word) }
            words.append(word)
        }
        let surface = Array(try reader.string().unicodeScalars)
        let reading = Array(try reader.string().unicodeScalars)
        let lemma = Array(try reader.string().unicodeScalars)
        let numbers = try reader.strings()
        let hasMorphemes = try reader.bool()
        var japaneseWords: [JapaneseWord] = []
        for _ in 0..<(try reader.count()) {
            let surface = try reader.string()
            let reading = try reader.string()
            let lemma = try reader.string()
            let stem = try reader.string()
            guard let role = Role(rawValue: try reader.byte()) else { throw BinaryReader.Malformed() }
            let isNumber = try reader.bool()
            let isKnown = try reader.bool()
            japaneseWords.append(
                JapaneseWord(
                    surface: surface, reading: reading, lemma: lemma, stem: stem, role: role, isNumber: isNumber, isKnown: isKnown,
                    particle: try reader.string(), isConcept: try reader.bool()))
        }
        guard reader.isAtEnd else { throw BinaryReader.Malformed() }
        return Profile(
            language: language, folded: folded, words: words, surface: surface, reading: reading, lemma: lemma, numbers: numbers,
            hasMorphemes: hasMorphemes, japaneseWords: japaneseWords)
    }
}
