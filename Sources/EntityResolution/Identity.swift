import Basics
import SpeechText

/// Tells a partial name from a contradicting one: which words of a title carry its identity,
/// and whether the spoken words say a *different* one.
///
/// Words have a role (`Profile.Role`): function words (articles, particles, suffixes) are
/// ignored; the action (a todo's verb: the first English word when `Lexicon` lists it as a
/// verb, a Japanese verb or action noun) is a carrier; everything else — names, places,
/// objects, numbers, kin and time words — is identity. A spoken word *matches* the title
/// when some title word is the same word allowing for mishearing and spelling (`sameEnglish`,
/// `sameJapanese`), and vice versa. Then:
///
/// * **identity**: a spoken identity word matches nothing in the title *and* the title has an
///   identity word the spoken words do not match → contradiction ("email mike about the
///   contract" / "Email John about the contract": mike ≠ john). Leaving words out is partial,
///   not contradictory ("milk" / "Buy milk", 「パン」/「パンを買う」): the title must have an
///   unmatched identity word of its own. The slot is the whole phrase, not a position: speech
///   reorders ("buy emma a gift" / "Buy a gift for Emma").
/// * **action**: both say an action, they differ and are not synonyms or light verbs
///   (「牛乳を飲む」/「牛乳を買う」, "email mom" / "Call mom"; but "phone sarah" / "Call Sarah" and
///   "do the report" / "Finish the report" agree). In English both first words must be verbs
///   the lexicon lists; an unlisted one may be a misheard verb ("new passport" for "renew").
///
///     let profile = { Profile.make($0, language: .en, normalizer: Normalizer()) }
///     Identity.contradictions(profile("call dad"), profile("Call mom"))   // [dad/mom, .kin]
///     Identity.contradictions(profile("milk"), profile("Buy milk"))       // []
enum Identity {
    /// A profile with the roles of its words, worked out once (a query is checked against several titles).
    struct Side {
        let profile: Profile
        let terms: [Term]

        init(_ profile: Profile) {
            self.profile = profile
            switch profile.language {
            case .en: terms = Identity.englishTerms(profile.words)
            case .ja: terms = profile.hasMorphemes ? Identity.japaneseTerms(profile.japaneseWords) : []
            }
        }
    }

    static func contradictions(_ query: Profile, _ title: Profile) -> [Contradiction] {
        contradictions(Side(query), title)
    }

    static func contradictions(_ query: Side, _ title: Profile) -> [Contradiction] {
        guard query.profile.folded != title.folded else { return [] }
        switch (query.profile.language, title.language) {
        case (.en, .en):
            return english(query, Side(title))
        case (.ja, .ja):
            guard query.profile.hasMorphemes, title.hasMorphemes else { return degradedJapanese(query.profile, title) }
            return japanese(query, Side(title))
        default:
            return []  // mixed scripts only meet on characters; nothing to compare word by word
        }
    }

    /// A word as the rule sees it.
    struct Term {
        var text: String
        var role: Profile.Role
        var isNumber: Bool
        /// Synonym group of an action: -1 for a light verb, nil when the lexicon does not list it.
        var action: Int?
        var closed: (kind: Lexicon.ClosedKind, group: Int)?
        /// English: the first non-function word (where a todo's verb stands).
        var isHead = false
    }

    // MARK: The rule

    /// The contradictions between terms once each side knows which of its terms the other matches.
    static func rule(_ spoken: [Term], _ spokenMatched: [Bool], _ title: [Term], _ titleMatched: [Bool], headActions: Bool)
        -> [Contradiction]
    {
        var found: [Contradiction] = []
        var reportedSpoken = Set<Int>()
        // Identity: unmatched identity words on both sides, paired like with like.
        let lonelySpoken = spoken.indices.filter { spoken[$0].role == .identity && !spokenMatched[$0] }
        var lonelyTitle = title.indices.filter { title[$0].role == .identity && !titleMatched[$0] }
        if !lonelySpoken.isEmpty, !lonelyTitle.isEmpty {
            for s in lonelySpoken {
                guard !lonelyTitle.isEmpty else { break }
                let a = spoken[s]
                let pick = lonelyTitle.firstIndex { t in
                    let b = title[t]
                    if a.isNumber || b.isNumber { return a.isNumber && b.isNumber }
                    return a.closed?.kind == b.closed?.kind
                } ?? 0
                let b = title[lonelyTitle.remove(at: pick)]
                found.append(Contradiction(spoken: a.text, title: b.text, kind: kind(a, b)))
                reportedSpoken.insert(s)
            }
        }
        // Extra: an identity word said that the title lacks while every word of the title is
        // matched: "buy oat milk" is not clearly "Buy milk". Days and times said with a name
        // ("call the plumber tomorrow") are not part of it.
        if found.isEmpty, lonelyTitle.isEmpty,
            let s = lonelySpoken.first(where: { spoken[$0].closed?.kind != .calendar && !spoken[$0].isNumber })
        {
            found.append(Contradiction(spoken: spoken[s].text, title: "", kind: .extra))
        }
        // Action: the todo's verb differs.
        if headActions {
            // English: the heads, when both are unmatched listed verbs ("drink milk" / "Buy milk").
            // An unlisted first word is weak evidence of another action: it may be a misheard
            // verb ("remove passport", "new passport" for "Renew passport") or no verb at all.
            if let s = spoken.firstIndex(where: \.isHead), let t = title.firstIndex(where: \.isHead),
                !spokenMatched[s], !titleMatched[t], !reportedSpoken.contains(s),
                spoken[s].role == .action, title[t].role == .action, differentActions(spoken[s], title[t])
            {
                found.append(Contradiction(spoken: spoken[s].text, title: title[t].text, kind: .action))
            }
        } else {
            let saidActions = spoken.indices.filter { spoken[$0].role == .action && !spokenMatched[$0] && spoken[$0].action != -1 }
            let titleActions = title.indices.filter { title[$0].role == .action && !titleMatched[$0] && title[$0].action != -1 }
            if let first = saidActions.first, let other = titleActions.first,
                saidActions.allSatisfy({ s in titleActions.allSatisfy { differentActions(spoken[s], title[$0]) } })
            {
                found.append(Contradiction(spoken: spoken[first].text, title: title[other].text, kind: .action))
            }
        }
        return found
    }

    /// Two unmatched actions differ unless either is light or both are in one synonym group.
    static func differentActions(_ a: Term, _ b: Term) -> Bool {
        if a.action == -1 || b.action == -1 { return false }
        if let x = a.action, let y = b.action { return x != y }
        return true
    }

    static func kind(_ a: Term, _ b: Term) -> Contradiction.Kind {
        if a.closed?.kind == .kin || b.closed?.kind == .kin { return .kin }
        if a.isNumber || b.isNumber { return .number }
        if a.closed?.kind == .calendar || b.closed?.kind == .calendar { return .calendar }
        return .word
    }

    // MARK: English

    static func englishTerms(_ words: [Profile.Word]) -> [Term] {
        let lexicon = Lexicon.english
        var sawHead = false
        return words.map { word in
            if lexicon.isFunctionWord(word.key) {
                return Term(text: word.key, role: .function, isNumber: false)
            }
            let isHead = !sawHead
            sawHead = true
            if word.isNumber { return Term(text: word.key, role: .identity, isNumber: true, isHead: isHead) }
            let action = lexicon.actionGroup(word.key) ?? lexicon.actionGroup(word.stem)
            let closed = lexicon.closedClass(word.key) ?? lexicon.closedClass(word.stem)
            if isHead, let action, closed == nil {
                return Term(text: word.key, role: .action, isNumber: false, action: action, isHead: true)
            }
            return Term(text: word.key, role: .identity, isNumber: false, action: action, closed: closed, isHead: isHead)
        }
    }

    static func english(_ query: Side, _ title: Side) -> [Contradiction] {
        let spokenMatched = matches(query.profile.words, query.terms, in: title.profile.words, title.terms)
        let titleMatched = matches(title.profile.words, title.terms, in: query.profile.words, query.terms)
        return rule(query.terms, spokenMatched, title.terms, titleMatched, headActions: true)
    }

    /// Which of `words` have a counterpart among `others`: the same word, or two adjacent
    /// words that are one on the other side ("back up" / "backup", "e mail" / "email").
    /// Function words are not looked for: the rule ignores them.
    private static func matches(_ words: [Profile.Word], _ terms: [Term], in others: [Profile.Word], _ otherTerms: [Term]) -> [Bool] {
        words.indices.map { i in
            guard terms[i].role != .function else { return true }
            let word = words[i]
            if others.indices.contains(where: { sameEnglish(word, terms[i], others[$0], otherTerms[$0]) }) { return true }
            for j in others.indices.dropLast() where others[j].key.utf8.count + others[j + 1].key.utf8.count == word.key.utf8.count {
                if others[j].key + others[j + 1].key == word.key { return true }
            }
            for j in [i - 1, i] where j >= 0 && j + 1 < words.count {
                let joined = words[j].key + words[j + 1].key
                if others.contains(where: { $0.key == joined || ($0.key.hasPrefix(words[j].key) && $0.stem == Stemmer.stem(joined)) }) {
                    return true
                }
            }
            return false
        }
    }

    /// The same English word, allowing for what a recognizer or a speller does to it: equal
    /// stems ("called"/"call"), equal sound keys within a few letters ("by"/"buy", "sara"/"sarah",
    /// "rant"/"rent"), one letter on words of five or more, two on words of eight or more
    /// ("expence"/"expense"). Numbers are only ever equal, and a closed-class word (kin, weekday)
    /// only equals one of its group: "mum" is "mom", "dad" never is, "anna" is not "emma".
    static func sameEnglish(_ a: Profile.Word, _ at: Term, _ b: Profile.Word, _ bt: Term) -> Bool {
        if a.key == b.key { return true }
        if a.isNumber || b.isNumber { return false }
        if at.closed != nil || bt.closed != nil {
            if let x = at.closed, let y = bt.closed { return x.group == y.group }
            // A thing or a day spelled wrong ("apointment", "fryday", "medecine") is that word:
            // one letter on words of seven letters or more, two from ten, the first letter kept.
            // Never kin: "sitter" is not "sister".
            guard let closed = at.closed ?? bt.closed, closed.kind != .kin else { return false }
            let longer = max(a.scalars.count, b.scalars.count)
            guard longer >= 6, a.scalars.first == b.scalars.first else { return false }
            return EditDistance.distance(a.scalars, b.scalars, limit: longer >= 10 ? 2 : 1) != nil
        }
        if a.stem == b.stem { return true }
        // "renewal" and "renew", "submission" and "submit": one word made into another.
        if Similarity.derives(a.scalars, b.scalars) || Similarity.derives(b.scalars, a.scalars) { return true }
        let longer = max(a.scalars.count, b.scalars.count)
        if !a.phonetic.isEmpty, a.phonetic == b.phonetic {
            guard let distance = EditDistance.distance(a.scalars, b.scalars, limit: max(2, longer / 3)) else { return false }
            if distance <= 1 || longer >= 6 { return true }
            // Two edits in a short word: a respelling keeps its length and letters ("bye"/"buy",
            // "male"/"mail"); another name does not ("lisa"/"lucy", "mary"/"maria", all "LS" or "MR").
            let x = Set(a.scalars), y = Set(b.scalars)
            return a.scalars.count == b.scalars.count && x.intersection(y).count >= min(x.count, y.count) - 1
        }
        guard longer >= 5 else { return false }
        return EditDistance.distance(a.scalars, b.scalars, limit: longer >= 8 ? 2 : 1) != nil
    }

    // MARK: Japanese

    static func contains(_ text: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool {
        Similarity.holds(text, part)
    }

    static func japaneseTerms(_ words: [Profile.JapaneseWord]) -> [Term] {
        let lexicon = Lexicon.japanese
        return words.map { word in
            // One kana alone is no word to hold against a title: it is what MeCab leaves of
            // all-kana speech it cannot cut (こーひーまめ -> こ ー ひ ー まめ, ひ read as 干る).
            let role = word.surface.unicodeScalars.count < 2 && !word.surface.unicodeScalars.contains(where: isKanji)
                && !word.isNumber ? .function : word.role
            switch role {
            case .function:
                return Term(text: word.surface, role: .function, isNumber: false)
            case .action:
                let group = lexicon.actionGroup(word.lemma) ?? lexicon.actionGroup(word.surface) ?? lexicon.actionGroup(word.reading)
                return Term(text: word.surface, role: .action, isNumber: false, action: group)
            case .identity:
                if word.isNumber { return Term(text: word.surface, role: .identity, isNumber: true) }
                let closed = lexicon.closedClass(word.surface) ?? lexicon.closedClass(word.reading) ?? lexicon.closedClass(word.lemma)
                return Term(text: word.surface, role: .identity, isNumber: false, closed: closed)
            }
        }
    }

    static func japanese(_ query: Side, _ title: Side) -> [Contradiction] {
        // All-kana speech is cut unreliably (こーひーまめ -> こ ー ひ ー まめ): when all of it reads
        // inside the title, it is partial. Not for kanji, whose words nest (母 in 祖母).
        if !query.profile.surface.contains(where: isKanji), contains(title.profile.reading, query.profile.reading) {
            return []
        }
        let spokenMatched = japaneseMatches(query.profile.japaneseWords, query.terms, in: title.profile, title.terms)
        let titleMatched = japaneseMatches(title.profile.japaneseWords, title.terms, in: query.profile, query.terms)
        let found = rule(query.terms, spokenMatched, title.terms, titleMatched, headActions: false) + roles(query, title)
        guard found.isEmpty else { return found }
        return kanaResidue(query, spokenMatched, title, titleMatched)
    }

    /// 「たろうさんにメールする」 against 「さくらさんにメールする」: MeCab cuts a kana name it does not
    /// know into pieces that are no words (たろ|う, と|み), so the word rule sees no name said and
    /// calls it partial. Read both as kana instead and align them: a word of the title that
    /// carries its identity, that no spoken word matched, and whose reading is mostly left over,
    /// contradicts two or more kana of the spoken reading left over in the same place, between
    /// the same aligned kana. A mishearing (さくあ/さくら) leaves too little over; a word left
    /// out (「メールするやつ」) leaves nothing over in its place.
    static func kanaResidue(_ query: Side, _ spokenMatched: [Bool], _ title: Side, _ titleMatched: [Bool]) -> [Contradiction] {
        let a = Array(query.profile.reading.prefix(Similarity.maxLength))
        let b = Array(title.profile.reading.prefix(Similarity.maxLength))
        guard a.count >= 2, b.count >= 2 else { return [] }
        let titleWords = wordRanges(title.profile.japaneseWords, in: b)
        // Only where a kana reading is all there is to go on: a word of the title written in kana,
        // or a name (a word before さん, くん, 様…). A kanji word misheard as other kana
        // (やつにの払い for 家賃を払う) is the word rule's to judge.
        let candidates = title.terms.indices.filter { t in
            guard title.terms[t].role == .identity, !titleMatched[t], !title.terms[t].isNumber,
                let range = titleWords[t], range.count >= 2
            else { return false }
            return !title.terms[t].text.unicodeScalars.contains(where: isKanji)
                || personSuffixes.contains { b[range.upperBound...].starts(with: $0.unicodeScalars) }
        }
        guard !candidates.isEmpty else { return [] }
        // Which kana of the spoken reading belong to a word the title has (matched by the rule).
        let spokenWords = wordRanges(query.profile.japaneseWords, in: a)
        var heldElsewhere = [Bool](repeating: false, count: a.count)
        for w in spokenWords.indices where spokenMatched[w] && query.terms[w].role != .function {
            if let range = spokenWords[w] { for i in range { heldElsewhere[i] = true } }
        }
        // Longest common subsequence of the readings; `pairOf[j]` is the spoken kana aligned to title kana j.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var pairOf = [Int?](repeating: nil, count: b.count)
        var alignedSpoken = [Bool](repeating: false, count: a.count)
        var i = 0, j = 0
        while i < a.count, j < b.count {
            if a[i] == b[j], table[i][j] == table[i + 1][j + 1] + 1 {
                pairOf[j] = i
                alignedSpoken[i] = true
                i += 1
                j += 1
            } else if table[i + 1][j] >= table[i][j + 1] {
                i += 1
            } else {
                j += 1
            }
        }
        for t in candidates {
            guard let range = titleWords[t] else { continue }
            let left = range.filter { pairOf[$0] == nil }.count
            guard left * 2 > range.count else { continue }
            let from = (b[..<range.lowerBound].indices.reversed().lazy.compactMap { pairOf[$0] }.first).map { $0 + 1 } ?? 0
            let to = b[range.upperBound...].indices.lazy.compactMap { pairOf[$0] }.first ?? a.count
            guard from < to else { continue }
            let over = (from..<to).filter { !alignedSpoken[$0] && !heldElsewhere[$0] }
            guard over.count >= 2 else { continue }
            let said = over.map { a[$0] }, written = range.filter { pairOf[$0] == nil }.map { b[$0] }
            if said.count >= 3 || written.count >= 3, EditDistance.distance(said, written, limit: 1) != nil { continue }
            return [Contradiction(spoken: String(String.UnicodeScalarView(said)), title: title.terms[t].text, kind: .word)]
        }
        return []
    }

    /// What follows a person's name, as kana (how `Profile` folds readings).
    static let personSuffixes = ["さん", "くん", "ちゃん", "さま", "せんせい", "ぶちょう", "かちょう", "しゃちょう", "せんぱい"]

    /// Where each word's reading lies in a profile's whole reading (words in order; nil for one
    /// not found there, such as a number, whose reading is its digits).
    static func wordRanges(_ words: [Profile.JapaneseWord], in reading: [Unicode.Scalar]) -> [Range<Int>?] {
        var position = 0
        return words.map { word in
            let part = Array(word.reading.unicodeScalars)
            guard !part.isEmpty, position + part.count <= reading.count else { return nil }
            for start in position...(reading.count - part.count) where reading[start] == part[0] {
                if Array(reading[start..<start + part.count]) == part {
                    position = start + part.count
                    return start..<position
                }
            }
            return nil
        }
    }

    /// Particles that say where something comes from, and those that say where it goes or
    /// what is done to it: one word with one kind said and the other kind in the title is the
    /// same word in another role.
    private static let sourceParticles: Set<String> = ["から", "より"]
    private static let goalParticles: Set<String> = ["に", "へ", "を", "と"]

    /// 「母から電話あった」 against 「母に電話する」: the same 母, but the call came from her. A
    /// word of the title said with a particle of the other kind contradicts it.
    static func roles(_ query: Side, _ title: Side) -> [Contradiction] {
        let spoken = query.profile.japaneseWords, written = title.profile.japaneseWords
        var found: [Contradiction] = []
        for i in spoken.indices where query.terms[i].role == .identity && !spoken[i].particle.isEmpty {
            let said = spoken[i].particle
            for j in written.indices where title.terms[j].role == .identity && !written[j].particle.isEmpty {
                let other = written[j].particle
                guard (sourceParticles.contains(said) && goalParticles.contains(other))
                    || (goalParticles.contains(said) && sourceParticles.contains(other)),
                    sameJapanese(spoken[i], query.terms[i], written[j], title.terms[j])
                else { continue }
                found.append(Contradiction(spoken: spoken[i].surface + said, title: written[j].surface + other, kind: .role))
            }
        }
        return found
    }

    /// Which of `words` the other profile has: the same word, or (MeCab cuts kana and kanji
    /// differently: ゴミ出し / ゴミを出す, れぽーと… as four pieces) the word's characters inside
    /// the other's surface, reading or dictionary form. Never by containment for numbers and
    /// closed-class words (おば is in おばあちゃん, 1 in 12).
    private static func japaneseMatches(
        _ words: [Profile.JapaneseWord], _ terms: [Term], in other: Profile, _ otherTerms: [Term]
    ) -> [Bool] {
        // NB: scalar searches of the other side's scalars, not String.contains (Foundation's
        // `range(of:)` on Linux, ~11k instructions a call, once per word of every candidate).
        func holds(_ text: [Unicode.Scalar], _ part: String) -> Bool { contains(text, Array(part.unicodeScalars)) }
        return words.indices.map { i in
            guard terms[i].role != .function else { return true }
            let word = words[i]
            if other.japaneseWords.indices.contains(where: { sameJapanese(word, terms[i], other.japaneseWords[$0], otherTerms[$0]) }) {
                return true
            }
            guard !word.isNumber, terms[i].closed == nil else { return false }
            if word.surface.unicodeScalars.contains(where: isKanji) || word.surface.unicodeScalars.count >= 2,
                holds(other.surface, word.surface)
            {
                return true
            }
            if word.reading.unicodeScalars.count >= 2, holds(other.reading, word.reading) { return true }
            return word.lemma.unicodeScalars.count >= 2 && holds(other.lemma, word.lemma)
        }
    }

    /// The same Japanese word: equal surface, reading or dictionary form (買った/買う), the same
    /// leading kanji (出し/出す), or, where one side is kana or unknown to MeCab, readings one
    /// mora apart on words of four or more (コーヒ/コーヒー). Kanji words with other readings differ
    /// (金沢/神奈川); numbers are equal only by value, closed-class words only within their group.
    static func sameJapanese(_ a: Profile.JapaneseWord, _ at: Term, _ b: Profile.JapaneseWord, _ bt: Term) -> Bool {
        if a.isNumber || b.isNumber { return a.isNumber && b.isNumber && a.surface == b.surface }
        if at.closed != nil || bt.closed != nil {
            return at.closed?.group == bt.closed?.group
        }
        if a.surface == b.surface || a.reading == b.reading || (!a.lemma.isEmpty && a.lemma == b.lemma) { return true }
        if a.stem.unicodeScalars.contains(where: isKanji), a.stem == b.stem { return true }
        let kanaSide = !a.isKnown || !b.isKnown || !a.surface.unicodeScalars.contains(where: isKanji)
            || !b.surface.unicodeScalars.contains(where: isKanji)
        guard kanaSide else { return false }
        let x = Array(a.reading.unicodeScalars), y = Array(b.reading.unicodeScalars)
        guard max(x.count, y.count) >= 4 else { return false }
        return EditDistance.distance(x, y, limit: 1) != nil
    }

    static func isKanji(_ scalar: Unicode.Scalar) -> Bool { scalar.isKanji }

    // MARK: Japanese without MeCab

    /// Without MeCab there are no words, only characters: align the folded surfaces and call
    /// a contradiction where both sides put different kanji (or different numbers) in one
    /// place: 父に電話する / 母に電話する, 3月 / 4月. Kana against kanji is a reading, not a
    /// contradiction (ぎゅうにゅう / 牛乳), and kana against kana cannot be told from inflection.
    static func degradedJapanese(_ query: Profile, _ title: Profile) -> [Contradiction] {
        let a = Array(query.surface.prefix(Similarity.maxLength))
        let b = Array(title.surface.prefix(Similarity.maxLength))
        guard !a.isEmpty, !b.isEmpty else { return [] }
        // Longest common subsequence, then walk it for the places where both sides differ.
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var found: [Contradiction] = []
        var i = 0, j = 0
        var gapA: [Unicode.Scalar] = [], gapB: [Unicode.Scalar] = []
        func flush() {
            defer { gapA = []; gapB = [] }
            guard !gapA.isEmpty, !gapB.isEmpty else { return }
            let x = String(String.UnicodeScalarView(gapA)), y = String(String.UnicodeScalarView(gapB))
            if let m = KanjiNumber.value(x), let n = KanjiNumber.value(y) {
                if m != n { found.append(Contradiction(spoken: x, title: y, kind: .number)) }
            } else if gapA.contains(where: isKanji), gapB.contains(where: isKanji) {
                found.append(Contradiction(spoken: x, title: y, kind: .word))
            }
        }
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                flush()
                i += 1
                j += 1
            } else if j >= b.count || (i < a.count && table[i + 1][j] >= table[i][j + 1]) {
                gapA.append(a[i])
                i += 1
            } else {
                gapB.append(b[j])
                j += 1
            }
        }
        flush()
        return found
    }
}
