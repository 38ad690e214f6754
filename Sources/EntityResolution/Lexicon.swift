import Basics

/// The few words per language the contradiction check must know by name: which words only
/// carry a phrase (function words, the verb of a todo) and which small closed classes of
/// identity words (kin, weekdays) must never be taken for one another however alike they sound.
///
/// Everything not listed is an identity word by default: a name, a place, an object, a
/// number. The lists are data, one per language (`Lexicon+English.swift`,
/// `Lexicon+Japanese.swift`); the rule that uses them is `Identity`.
///
///     Lexicon.english.isFunctionWord("about")        // true
///     Lexicon.english.actionGroup("phone") == Lexicon.english.actionGroup("call")   // true: synonyms
///     Lexicon.english.closedClass("mum")             // the "mother" group, never "dad"'s
struct Lexicon: Sendable {
    /// What a closed-class word is, for the explanation of a contradiction.
    enum ClosedKind: Sendable { case kin, calendar, thing }

    /// Words that never name anything: articles, pronouns, prepositions, particles.
    let functionWords: Set<String>
    /// Verbs (and Japanese action nouns) by synonym group: a todo's action. Saying none is
    /// fine ("milk" for "Buy milk"); saying one of another group is a different todo
    /// ("email mom" is not "Call mom"); a synonym is the same ("phone sarah", "Call Sarah").
    let actionGroups: [[String]]
    /// Verbs too light to contradict another ("do", "make", 「やる」): "do the report" may well be
    /// "Finish the report".
    let lightActions: Set<String>
    /// The app's own command words ("remove", "mark", "star"): they say what to do with a todo,
    /// never which todo, and a name's span may keep one ("remove" heard for "renew").
    let commandWords: Set<String>
    /// Identity words that only ever equal a word of their own group: "mum" is "mom" and
    /// "mother", never "dad", though "mom"/"dad" or 「祖父」/「祖母」 differ by a letter or a mora.
    let closedClasses: [(kind: ClosedKind, groups: [[String]])]

    private let actionOf: [String: Int]
    private let closedOf: [String: (kind: ClosedKind, group: Int)]
    /// Words (and their forms) of action and closed groups with more than one member, by a
    /// number shared within the group: "phone" and "call", "mum" and "mom".
    private let synonymOf: [String: Int32]

    /// Builds the lookups; `forms` gives the keys a listed word is found under (the English
    /// stem as well as the word, say).
    init(
        functionWords: Set<String>, actionGroups: [[String]], lightActions: Set<String>, commandWords: Set<String> = [],
        closedClasses: [(kind: ClosedKind, groups: [[String]])], forms: (String) -> [String] = { [$0] }
    ) {
        self.functionWords = functionWords
        self.actionGroups = actionGroups
        self.lightActions = lightActions
        self.commandWords = commandWords
        self.closedClasses = closedClasses
        var actionOf: [String: Int] = [:]
        for (index, group) in actionGroups.enumerated() {
            for word in group {
                for form in forms(word) where actionOf[form] == nil { actionOf[form] = index }
            }
        }
        for word in lightActions {
            for form in forms(word) where actionOf[form] == nil { actionOf[form] = -1 }
        }
        var closedOf: [String: (kind: ClosedKind, group: Int)] = [:]
        var next = 0
        for closedClass in closedClasses {
            for group in closedClass.groups {
                for word in group {
                    for form in forms(word) where closedOf[form] == nil { closedOf[form] = (closedClass.kind, next) }
                }
                next += 1
            }
        }
        self.actionOf = actionOf
        self.closedOf = closedOf
        var synonymOf: [String: Int32] = [:]
        // NB: not the app's own command words ("complete", "check", "change"): said before a name
        // they are the command, not the todo's verb ("complete the quarterly report" is no
        // "Finish the quarterly report" said another way).
        for (index, group) in actionGroups.enumerated() where group.count > 1 {
            for word in group where !commandWords.contains(word) {
                for form in forms(word) where actionOf[form] == index { synonymOf[form] = Int32(index) }
            }
        }
        for (kind, groups) in closedClasses {
            for group in groups where group.count > 1 {
                for word in group {
                    for form in forms(word) {
                        if let (foundKind, number) = closedOf[form], foundKind == kind, synonymOf[form] == nil {
                            synonymOf[form] = Int32(10_000 + number)
                        }
                    }
                }
            }
        }
        self.synonymOf = synonymOf
    }

    func isFunctionWord(_ word: String) -> Bool { functionWords.contains(word) }

    /// The synonym group of an action word: -1 for a light verb, nil for a word that is no action.
    func actionGroup(_ word: String) -> Int? { actionOf[word] }

    /// The synonym group of a word ("phone" and "ring" share one with "call"), or nil for a word
    /// that has no synonym in the lexicon.
    func synonymGroup(_ word: String) -> Int32? { synonymOf[word] }

    /// The word an action word of a synonym group is compared as: the group's first word
    /// (「送付」「発送」 and 「送る」 as おくる, 「購入」 as かう), or nil for a word in no group of more
    /// than one. Japanese titles say the same errand with a verb or a Sino-Japanese noun
    /// (「請求書を送る」, 「請求書送付」), and their characters alone share too little.
    func concept(_ word: String) -> String? {
        guard let group = synonymOf[word], group >= 0, group < 10_000 else { return nil }
        return actionGroups[Int(group)].first
    }

    /// The closed class and group of a word, or nil.
    func closedClass(_ word: String) -> (kind: ClosedKind, group: Int)? { closedOf[word] }

    static func of(_ language: Language) -> Lexicon {
        switch language {
        case .en: return english
        case .ja: return japanese
        }
    }
}

/// Whether a word is a verb a todo starts with ("call", "email", "buy", "fix"), for readers
/// outside the resolver: "call the school and email the coach" is two todos, "salt and
/// pepper" one.
///
///     ActionWords.isAction("email", language: .en)   // true
///     ActionWords.isAction("pepper", language: .en)  // false
public enum ActionWords {
    public static func isAction(_ word: String, language: Language) -> Bool {
        let lowered = word.lowercased()
        switch language {
        case .en: return Lexicon.english.actionGroup(lowered) != nil || Lexicon.english.actionGroup(Stemmer.stem(lowered)) != nil
        case .ja: return Lexicon.japanese.actionGroup(lowered) != nil
        }
    }

    /// Whether two words are actions of different kinds ("washed" and "schedule", "sent" and
    /// "call"); false when either is no action, a light one ("do", "get"), or both are alike
    /// ("phoned" and "call").
    ///
    ///     ActionWords.differ("washed", "schedule", language: .en)   // true
    ///     ActionWords.differ("sent", "send", language: .en)         // false
    public static func differ(_ a: String, _ b: String, language: Language) -> Bool {
        let lexicon = Lexicon.of(language)
        func group(_ word: String) -> Int? {
            let lowered = word.lowercased()
            if let found = lexicon.actionGroup(lowered) { return found }
            return language == .en ? lexicon.actionGroup(Stemmer.stem(lowered)) : nil
        }
        guard let first = group(a), let second = group(b), first >= 0, second >= 0 else { return false }
        return first != second
    }

    /// Whether a word is an action that says little of its own ("do", "make", 「する」).
    ///
    ///     ActionWords.isLightAction("make", language: .en)   // true
    public static func isLightAction(_ word: String, language: Language) -> Bool {
        Lexicon.of(language).lightActions.contains(word.lowercased())
    }

    /// Whether a word is one of the app's own commands ("remove", "star"), not a todo's action.
    ///
    ///     ActionWords.isCommandWord("star", language: .en)   // true
    public static func isCommandWord(_ word: String, language: Language) -> Bool {
        Lexicon.of(language).commandWords.contains(word.lowercased())
    }

    /// Whether a word only ties others together (an article, pronoun, preposition, auxiliary):
    /// "lunch with sam" is no item to list, "oat milk" may be.
    ///
    ///     ActionWords.isFunctionWord("with", language: .en)   // true
    public static func isFunctionWord(_ word: String, language: Language) -> Bool {
        Lexicon.of(language).isFunctionWord(word.lowercased())
    }
}

/// A family word said in another of its forms ("mother", 「ママ」「親父」「お母さん」) put as its
/// group's first form (mom, 母, 父), so that a name that says it one way finds a title that
/// says it another: the score, which compares letters and readings, knows no synonyms.
///
///     KinWords.plainly("ママに電話するの終わった", language: .ja)   // "母に電話するの終わった"
///     KinWords.plainly("call mother", language: .en)             // "call mom"
///     KinWords.plainly("call mom", language: .en)                // nil (already plain)
public enum KinWords {
    /// True when `word` (lower case) names a family member: "mum", "nana", "granny", 「母」.
    public static func isKinWord(_ word: String, language: Language) -> Bool {
        Lexicon.of(language).closedClass(word)?.kind == .kin
    }

    /// The text with each family word in its group's first form, or nil when it says none
    /// another way. Japanese words of one or two kana (まま, はは) and short English ones
    /// ("pop", "ma") are left alone: they are as often other words (そのまま, "pop the corn").
    public static func plainly(_ text: String, language: Language) -> String? {
        let table = language == .en ? english : japanese
        switch language {
        case .en:
            var changed = false
            let words = text.split(separator: " ").map { word -> String in
                let key = word.lowercased()
                guard let head = table.forms[key] else { return String(word) }
                changed = true
                return head
            }
            return changed ? words.joined(separator: " ") : nil
        case .ja:
            var out = ""
            var changed = false
            japaneseWords(in: text, heads: false) { piece, head in
                if let head {
                    out += head
                    changed = true
                } else {
                    out += piece
                }
            }
            return changed ? out : nil
        }
    }

    /// Walks a Japanese text, longest form first: `visit` gets each family word with its group's
    /// first form, and each other character with nil. With `heads`, the first forms themselves
    /// (one kanji: 母, 父) are family words too.
    private static func japaneseWords(in text: String, heads: Bool, _ visit: (Substring, String?) -> Void) {
        let characters = Array(text)
        let shortest = heads ? 1 : 2
        var index = 0
        while index < characters.count {
            var matched = false
            for length in stride(from: min(max(japanese.longest, shortest), characters.count - index), through: shortest, by: -1) {
                let word = String(characters[index..<(index + length)])
                if let head = japanese.forms[word] ?? (heads && japaneseHeads.contains(word) ? word : nil) {
                    visit(Substring(word), head)
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                visit(Substring(String(characters[index])), nil)
                index += 1
            }
        }
    }

    /// The family words a Japanese text says, each as its group's first form, read longest
    /// first (祖母 is not 母); empty for other languages.
    ///
    ///     KinWords.heads(in: "ばあばの誕生日プレゼントを買う", language: .ja)   // ["祖母"]
    public static func heads(in text: String, language: Language) -> Set<String> {
        guard language == .ja else { return [] }
        var found: Set<String> = []
        japaneseWords(in: text, heads: true) { _, head in
            if let head { found.insert(head) }
        }
        return found
    }

    private static let japaneseHeads: Set<String> = Set(
        Lexicon.of(.ja).closedClasses.filter { $0.kind == .kin }.flatMap { $0.groups.compactMap(\.first) })

    private struct Table: Sendable {
        var forms: [String: String] = [:]
        var longest = 0
    }

    private static let english = build(.en)
    private static let japanese = build(.ja)

    private static func build(_ language: Language) -> Table {
        var table = Table()
        let isKana: (Character) -> Bool = { character in
            character.unicodeScalars.allSatisfy { (0x3040...0x309F).contains($0.value) }
        }
        for closedClass in Lexicon.of(language).closedClasses where closedClass.kind == .kin {
            for group in closedClass.groups {
                guard let head = group.first else { continue }
                for word in group.dropFirst() where word != head {
                    if language == .ja, word.count < 2 || (word.count < 3 && word.allSatisfy(isKana)) { continue }
                    // NB: English words of three letters or fewer are as often other words ("pop", "ma").
                    if language == .en, word.count < 4, word != "mum" { continue }
                    // NB: a form inside another group's word (親 of 親父) is found longest first.
                    if table.forms[word] == nil { table.forms[word] = head }
                    table.longest = max(table.longest, word.count)
                }
            }
        }
        return table
    }
}
