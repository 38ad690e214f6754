import Foundation

/// English tokens: words, contractions expanded, fillers dropped, numbers as digits.
enum EnglishTokenizer {
    /// A word as it was read, before contractions, fillers and numbers.
    struct Word {
        var text: String  // lowercased, ’ folded to '
        var range: Range<Int>
        var commaBefore: Bool
        var commaAfter: Bool
    }

    static func tokens(of scalars: [Unicode.Scalar]) -> [Token] {
        let words = readWords(scalars)
        var expanded: [(word: Word, key: String)] = []
        expanded.reserveCapacity(words.count + 2)
        for (index, word) in words.enumerated() {
            // "the plumber's not urgent anymore", "the rent's done": 's before a state is "is".
            // NB: not "to do's done" (the plural of a todo), nor a name of two letters.
            if word.text.hasSuffix("'s"), word.text.count > 4, contractions[word.text] == nil, index + 1 < words.count,
                !["todo's", "to-do's"].contains(word.text),
                statesAfterIs.contains(words[index + 1].text)
            {
                // NB: each its own part of the word, so a name can end before the "is".
                var noun = word
                var verb = word
                noun.range = word.range.lowerBound..<(word.range.upperBound - 2)
                verb.range = (word.range.upperBound - 2)..<word.range.upperBound
                expanded.append((noun, String(word.text.dropLast(2))))
                expanded.append((verb, "is"))
                continue
            }
            for key in expand(word.text) {
                expanded.append((word, key))
            }
        }
        let kept = dropFillers(expanded)
        return NumberReading.readNumbers(kept.map { Token(key: $0.key, surfaceRange: $0.word.range) })
    }

    // MARK: Words

    @inline(__always)
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {  // ASCII: letters and digits only
            return (value >= 0x61 && value <= 0x7A) || (value >= 0x41 && value <= 0x5A) || (value >= 0x30 && value <= 0x39)
        }
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        if properties.numericType != nil { return true }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    @inline(__always)
    static func isApostrophe(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "'" || scalar == "\u{2019}" || scalar == "\u{02BC}"
    }

    @inline(__always)
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    /// Splits on everything but letters, digits, marks, apostrophes inside words and
    /// `.`/`,` between digits ("3.5", "1,000"). "&" becomes the word "and".
    static func readWords(_ scalars: [Unicode.Scalar]) -> [Word] {
        var words: [Word] = []
        var sawComma = false
        var index = 0
        let count = scalars.count
        while index < count {
            let scalar = scalars[index]
            if scalar == "&" {
                words.append(Word(text: "and", range: index..<index + 1, commaBefore: sawComma, commaAfter: false))
                sawComma = false
                index += 1
                continue
            }
            guard isWordScalar(scalar) else {
                if scalar == "," || scalar == "、" || scalar == ";" || scalar == ":" || scalar == "." {
                    sawComma = true
                    if let last = words.indices.last { words[last].commaAfter = true }
                }
                index += 1
                continue
            }
            let start = index
            var text = String.UnicodeScalarView()
            while index < count {
                let current = scalars[index]
                if isWordScalar(current) {
                    text.append(current)
                    index += 1
                } else if isApostrophe(current), index + 1 < count, isWordScalar(scalars[index + 1]), index > start {
                    text.append("'")
                    index += 1
                } else if current == "." || current == ",", index > start, isDigit(scalars[index - 1]),
                    index + 1 < count, isDigit(scalars[index + 1])
                {
                    if current == "." { text.append(current) }  // "1,000" -> "1000"
                    index += 1
                } else {
                    break
                }
            }
            words.append(Word(text: String(text).lowercased(), range: start..<index, commaBefore: sawComma, commaAfter: false))
            sawComma = false
        }
        return words
    }

    // MARK: Contractions

    /// Whole-word contractions whose expansion is not a suffix rule ('s is possessive otherwise).
    static let contractions: [String: [String]] = [
        "what's": ["what", "is"], "it's": ["it", "is"], "that's": ["that", "is"],
        "there's": ["there", "is"], "here's": ["here", "is"], "he's": ["he", "is"],
        "she's": ["she", "is"], "who's": ["who", "is"], "where's": ["where", "is"],
        "how's": ["how", "is"], "when's": ["when", "is"], "why's": ["why", "is"],
        "let's": ["let", "us"], "can't": ["can", "not"], "won't": ["will", "not"],
        "shan't": ["shall", "not"], "ain't": ["is", "not"], "y'all": ["you", "all"],
        "gonna": ["going", "to"], "wanna": ["want", "to"], "gotta": ["got", "to"],
        "lemme": ["let", "me"], "gimme": ["give", "me"],
    ]

    /// Words after which a noun's 's is "is", not a possessive or plural: "the plumber's not
    /// urgent", "the rent's done", "the bank's overdue" (a possessive is followed by a noun).
    static let statesAfterIs: Set<String> = [
        "not", "done", "finished", "complete", "completed", "urgent", "overdue", "due", "already", "still", "been",
        "over", "sorted", "cancelled", "canceled", "no", "now",
    ]

    /// Suffix rules, longest first: "don't" -> "do not", "we're" -> "we are".
    static let suffixes: [(String, String)] = [
        ("n't", "not"), ("'re", "are"), ("'ve", "have"), ("'ll", "will"), ("'d", "would"), ("'m", "am"),
    ]

    /// Contractions as recognizers and quick typists write them, without the apostrophe
    /// ("whats due today", "im done with", "dont let me forget"). Only forms that are not also
    /// words: not "its", "ill", "id", "lets", "were", "shed", "hell", "well", "wed".
    static let withoutApostrophe: [String: [String]] = [
        "whats": ["what", "is"], "thats": ["that", "is"], "theres": ["there", "is"], "heres": ["here", "is"],
        "wheres": ["where", "is"], "hows": ["how", "is"], "whens": ["when", "is"], "whos": ["who", "is"],
        "dont": ["do", "not"], "doesnt": ["does", "not"], "didnt": ["did", "not"], "isnt": ["is", "not"],
        "arent": ["are", "not"], "wasnt": ["was", "not"], "werent": ["were", "not"], "havent": ["have", "not"],
        "hasnt": ["has", "not"], "hadnt": ["had", "not"], "cant": ["can", "not"], "couldnt": ["could", "not"],
        "shouldnt": ["should", "not"], "wouldnt": ["would", "not"], "wont": ["will", "not"],
        "im": ["i", "am"], "ive": ["i", "have"], "youre": ["you", "are"], "youve": ["you", "have"],
        "theyre": ["they", "are"], "weve": ["we", "have"], "theyve": ["they", "have"], "youll": ["you", "will"],
    ]

    static func expand(_ word: String) -> [String] {
        if let whole = withoutApostrophe[word] { return whole }
        guard word.unicodeScalars.contains("'") else { return [word] }
        if let whole = contractions[word] { return whole }
        for (suffix, replacement) in suffixes where word.hasSuffix(suffix) && word.count > suffix.count {
            return [String(word.dropLast(suffix.count)), replacement]
        }
        // A plural or possessive 's ("to do's", "mom's") reads as the plain plural: "dos", "moms".
        if word.hasSuffix("'s"), word.count > 2 { return [String(word.dropLast(2)) + "s"] }
        return [word]  // "o'clock"
    }

    // MARK: Fillers

    static let fillers: Set<String> = ["um", "umm", "uh", "uhh", "uhm", "er", "erm", "hmm", "hm", "mm", "please"]

    /// Drops "um"/"uh"/"please"... anywhere, "like" only before the first real word, and
    /// "you know" at the start or set off by commas ("buy, you know, milk").
    static func dropFillers(_ items: [(word: Word, key: String)]) -> [(word: Word, key: String)] {
        var kept: [(word: Word, key: String)] = []
        kept.reserveCapacity(items.count)
        var index = 0
        while index < items.count {
            let key = items[index].key
            if fillers.contains(key) {
                index += 1
                continue
            }
            if key == "like", kept.isEmpty {
                index += 1
                continue
            }
            if key == "you", index + 1 < items.count, items[index + 1].key == "know" {
                let atStart = kept.isEmpty
                let setOff = items[index].word.commaBefore || items[index + 1].word.commaAfter
                if atStart || setOff {
                    index += 2
                    continue
                }
            }
            kept.append(items[index])
            index += 1
        }
        return kept
    }
}
