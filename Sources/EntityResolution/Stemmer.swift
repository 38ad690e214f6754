/// A light English stemmer so inflections meet: "called"/"calling"/"calls" -> "call",
/// "groceries" -> "grocery", "baked"/"bake" -> "bak". Not a linguist's stem; a key.
enum Stemmer {
    /// Irregular past forms people report with ("i paid the rent", "i bought milk"), read as
    /// the verb a title uses. Both sides go through it, so the mapping only has to be consistent.
    static let irregular: [String: String] = [
        "paid": "pay", "bought": "buy", "brought": "bring", "made": "make", "went": "go", "gone": "go", "did": "do",
        "done": "do", "wrote": "write", "written": "write", "took": "take", "taken": "take", "sent": "send", "got": "get",
        "gotten": "get", "gave": "give", "given": "give", "sold": "sell", "told": "tell", "found": "find", "fed": "feed",
        "met": "meet", "ran": "run", "ate": "eat", "eaten": "eat", "drove": "drive", "driven": "drive", "swept": "sweep",
        "spent": "spend", "built": "build", "caught": "catch", "taught": "teach", "thought": "think", "kept": "keep",
        "left": "leave", "sat": "sit", "saw": "see", "seen": "see", "spoke": "speak", "spoken": "speak", "threw": "throw",
        "thrown": "throw", "hung": "hang", "chose": "choose", "chosen": "choose", "forgot": "forget", "began": "begin",
        "begun": "begin", "came": "come", "became": "become", "dug": "dig", "fixed": "fix", "rode": "ride", "wore": "wear",
        "won": "win", "shook": "shake", "woke": "wake", "flew": "fly", "bit": "bite", "hid": "hide", "lent": "lend",
        "lost": "lose", "slept": "sleep", "rang": "ring", "rung": "ring", "stood": "stand", "understood": "understand", "withdrew": "withdraw",
    ]

    static func stem(_ word: String) -> String {
        let word = irregular[word] ?? word
        // NB: ASCII letters only, compared as bytes: no allocation but the result's.
        var scalars = Array(word.utf8)
        guard scalars.count > 3, scalars.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) }) else { return word }
        func ends(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard scalars.count > count + 2 else { return false }
            let tail = suffix.utf8Start
            let offset = scalars.count - count
            for index in 0..<count where scalars[offset + index] != tail[index] { return false }
            return true
        }
        if ends("ies") {
            scalars.removeLast(3)
            scalars.append(UInt8(ascii: "y"))
        } else if ends("sses") || ends("shes") || ends("ches") || ends("xes") || ends("zes") {
            scalars.removeLast(2)
        } else if ends("ing") {
            scalars.removeLast(3)
            undouble(&scalars)
        } else if ends("ed") {
            scalars.removeLast(2)
            undouble(&scalars)
        } else if scalars.last == UInt8(ascii: "s"), scalars[scalars.count - 2] != UInt8(ascii: "s"),
            scalars[scalars.count - 2] != UInt8(ascii: "u")
        {
            scalars.removeLast()
        }
        if scalars.count > 3, scalars.last == UInt8(ascii: "e") { scalars.removeLast() }
        return String(decoding: scalars, as: UTF8.self)
    }

    /// "planned" -> "plann" -> "plan"; keeps "ll", "ss" ("called" -> "call").
    private static func undouble(_ scalars: inout [UInt8]) {
        guard scalars.count > 2, let last = scalars.last, last == scalars[scalars.count - 2] else { return }
        if last != UInt8(ascii: "l") && last != UInt8(ascii: "s") && last != UInt8(ascii: "z") { scalars.removeLast() }
    }
}
