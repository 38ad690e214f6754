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

    /// Irregular pasts that are also present forms or nouns people start requests with.
    static let presentLookalikes: Set<String> = ["read", "put", "cut", "set", "hit", "bit", "left", "fed", "met", "saw"]
    /// Words ending in -ed that are no past form.
    static let notPast: Set<String> = ["need", "feed", "seed", "shred", "bleed", "speed", "breed", "weed", "bed", "red", "wed"]
}
