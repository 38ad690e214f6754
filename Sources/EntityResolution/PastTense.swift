/// Whether spoken words report something done: English words that begin with a past-tense
/// verb ("paid the rent", "called the dentist", "got the milk"), which a statement of fact
/// needs; "pay the rent" or "call mom" are requests, not facts.
///
///     PastTense.begins("paid the rent")   // true
///     PastTense.begins("call mom")        // false
public enum PastTense {
    /// True when the first word is a past form: irregular ("paid", "bought") or regular ("-ed").
    public static func begins(_ spoken: String) -> Bool {
        let words = spoken.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" })
        guard let first = words.first.map(String.init) else { return false }
        if Stemmer.irregular[first] != nil { return !presentLookalikes.contains(first) }
        return first.count > 3 && first.hasSuffix("ed") && !notPast.contains(first)
    }

    /// The simple past of the verb a gerund is made from, or nil for no gerund: "getting" →
    /// "got", "going" → "went", "paying" → "paid", "posting" → "posted", "baking" → "baked",
    /// "shopping" → "shopped".
    public static func ofGerund(_ gerund: String) -> String? {
        let word = gerund.lowercased()
        guard word.hasSuffix("ing"), word.count >= 5 else { return nil }
        let stem = String(word.dropLast(3))
        var bases = [stem, stem + "e"]
        if let last = stem.last, stem.count >= 3, stem.dropLast().last == last { bases.insert(String(stem.dropLast()), at: 0) }
        for base in bases {
            // NB: the simple past, not the participle ("went", not "gone"; "did", not "done").
            let pasts = pastsOf[base] ?? []
            if let past = pasts.first(where: { !$0.hasSuffix("n") && !$0.hasSuffix("ne") }) ?? pasts.first { return past }
        }
        // A regular verb: the gerund's stem keeps what the past keeps ("shopp-ed", "bak-ed").
        return stem + "ed"
    }

    /// Irregular past forms by their verb.
    private static let pastsOf: [String: [String]] = Dictionary(grouping: Stemmer.irregular.keys.sorted(), by: { Stemmer.irregular[$0]! })

    /// Irregular pasts that are also present forms or nouns people start requests with.
    static let presentLookalikes: Set<String> = ["read", "put", "cut", "set", "hit", "bit", "left", "fed", "met", "saw"]
    /// Words ending in -ed that are no past form.
    static let notPast: Set<String> = ["need", "feed", "seed", "shred", "bleed", "speed", "breed", "weed", "bed", "red", "wed"]
}
