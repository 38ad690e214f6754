import Basics
import EntityResolution
import Foundation

/// Talk set off by commas around an English command: a clause before it ("since the client
/// signed, create a list called Henderson"), an aside inside it ("the plumber, who still
/// hasn't called back, needs …"), a thing named first and pointed at after ("the expense
/// report, can you push that out to Friday").
///
/// Each is one more sentence for `rewritten`, which takes it only when it reads clearly and
/// better than the sentence as said; a sentence without a comma costs nothing here.
extension VoiceApp {
    /// Words that open a clause said before the command ("before I forget, …", "assuming the
    /// bank is open Saturday, …", "out of curiosity, …").
    static let leadingClauseWords: Set<String> = [
        "since", "before", "while", "assuming", "if", "once", "after", "as", "because", "when", "now", "for", "to", "out",
        "considering", "given", "in", "with", "whenever", "until", "unless", "though", "although",
    ]

    /// Words that open an aside inside a sentence, between two commas ("…, which I keep
    /// skipping, …"; "…, and I know this is a small thing, …").
    static let asideOpeners: Set<String> = ["which", "who", "whom", "whose", "and", "so", "finally", "though", "although"]

    /// After "and" or "so", the words that make the rest an aside, not the command's own
    /// ("and flag it as urgent" goes on the command; "and I'll need this before the flight" does not).
    static let asideSubjects: Set<String> = [
        "i", "i'll", "i'm", "i've", "i'd", "this", "it", "it's", "that", "that's", "we", "we're", "we'll", "bear", "they", "they're",
    ]

    /// Words that point back at a thing named before the comma.
    static let pointers = ["that one", "this one", "it", "that", "this", "them", "those"]

    /// Sounds a speaker makes while finding the word again ("delete uh delete the birthday present").
    static let hesitations: Set<String> = ["uh", "um", "er", "erm", "uhh", "umm", "uhm", "ah", "hmm", "mm"]

    /// Words that carry nothing when set off by commas on their own ("you can, like, cross that
    /// off"; "the thing from Jake's, you know, around six").
    static let fillerParts: Set<String> = [
        "like", "you know", "like you know", "you know like", "i mean like", "kind of", "sort of", "basically",
        "so like", "and like", "um like", "uh like", "like um", "like uh", "you know what",
        // Courtesy set off the same way ("remind me, if you would, to ring the surgery").
        "if you would", "if you will", "if you please", "if you don't mind", "if you do not mind", "if you could",
        "if you can", "if possible", "if that's ok", "if that's okay", "if that is ok", "if that is okay", "please",
        // Radio procedure around a message ("roger, delete the Errands list, over"; "say again, what's due today").
        "roger", "roger that", "copy", "copy that", "affirmative", "be advised", "wilco", "say again", "over", "over and out",
        "this is base", "come in",
        // Interjections said as a word of their own ("lekker, the plumber came, mark it done"; "bet, …"; "eish, …").
        "lekker", "eish", "shame", "shame man", "ag shame", "ag man", "ja", "ja nee", "is it", "sharp", "bet", "no cap",
        "fr", "ngl", "lowkey", "bestie", "slay", "periodt", "yikes", "welp", "dude", "bro", "man",
        // Canada's tag ("remind me to pay the hydro bill on thursday, eh?") and its address ("…, bud").
        "eh", "bud", "buddy", "eh bud",
    ]

    /// Apologies that open a sentence ("sorry, the cat food isn't done after all, …"): no words of
    /// the command. Only first: later, "sorry" begins a correction ("add eggs, sorry, milk").
    static let openingApologies: Set<String> = ["sorry", "oh sorry", "sorry sorry", "excuse me", "pardon me", "my bad", "oops", "oops sorry"]

    /// `text` without the hesitations and fillers a speaker sets off by commas, the commas
    /// around them made one ("add, uh, get a birthday card for, um, for Nana" -> "add get a
    /// birthday card for, for Nana"; "remind me …, you know, like around six" -> "remind me …,
    /// around six"); nil when there are none. A comma is kept where it may part a list's items,
    /// dropped after a word that cannot end a phrase ("for", "the", "can").
    static func fillersSetOffDropped(_ text: String) -> String? {
        guard text.contains(",") else { return nil }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2 else { return nil }
        func key(_ part: String) -> String {
            part.lowercased().split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
                .filter { !$0.isEmpty && !hesitations.contains($0) }.joined(separator: " ")
        }
        func isFiller(_ part: String) -> Bool {
            let words = part.lowercased().split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
            guard !words.isEmpty else { return false }
            let rest = key(part)
            return rest.isEmpty ? words.allSatisfy(hesitations.contains) : fillerParts.contains(rest)
        }
        guard parts.contains(where: { !isFiller($0) && !$0.isEmpty }) else { return nil }
        func words(_ part: String) -> [String] {
            part.lowercased().split(separator: " ").map { $0.trimmingCharacters(in: .punctuationCharacters) }
        }
        var kept: [String] = []
        var joinNext = false
        var droppedBefore = false
        for (index, part) in parts.enumerated() {
            if isFiller(part) || (index == 0 && parts.count > 1 && openingApologies.contains(key(part))) {
                droppedBefore = true
                if let last = kept.last.flatMap({ words($0).last }), openEnds.contains(last) { joinNext = true }
                continue
            }
            var part = part
            // NB: "like" right after the dropped words goes with them ("…, you know, like around six").
            if droppedBefore, part.lowercased().hasPrefix("like ") { part = String(part.dropFirst(5)) }
            // Words said again across the pause are said once, and the two parts are one ("for, um, for
            // Nana", "how many, um, how many have I", "delete all the, the finished ones"). One word
            // again is a restart only after a hesitation or when it is a small word ("milk, milk
            // chocolate" stays two).
            var said = part.split(separator: " ").map(String.init)
            // NB: an empty part (",,", a comma first) has no words to compare.
            if let previous = kept.last.map(words), !previous.isEmpty, case let next = words(part), !next.isEmpty {
                let overlap = (1...min(4, previous.count, next.count)).reversed().first { k in
                    previous.suffix(k).elementsEqual(next.prefix(k))
                        && (k >= 2 || droppedBefore || stutterWords.contains(next[0]) || openEnds.contains(next[0]))
                }
                if let overlap, !next[0].isEmpty {
                    said.removeFirst(overlap)
                    joinNext = true
                }
            }
            if joinNext, var last = kept.popLast() {
                if !said.isEmpty { last += " " + said.joined(separator: " ") }
                kept.append(last)
            } else {
                kept.append(part)
            }
            joinNext = false
            droppedBefore = false
        }
        let result = kept.filter { !$0.isEmpty }.joined(separator: ", ")
        return result == text ? nil : result
    }

    /// Words a phrase does not end on: after them, a comma is only the speaker's pause.
    static let openEnds: Set<String> = [
        "a", "an", "the", "my", "your", "our", "his", "her", "their", "this", "that", "to", "for", "of", "on", "in", "at", "by",
        "with", "from", "about", "and", "or", "can", "could", "will", "would", "should", "just", "please", "me", "is", "are",
        "be", "put", "add", "remind", "mark", "show", "give", "get", "make", "move", "delete", "some", "all", "any",
    ]

    /// Small words that are never said twice on purpose in a command.
    static let stutterWords: Set<String> = ["the", "a", "an", "to", "for", "my", "on", "in", "of", "at", "with", "from"]

    /// `text` with words said twice said once: a restart after a hesitation anywhere ("remind me
    /// to um remind me to call the garage", "add milk to uh to groceries") and a stutter at the
    /// start ("add add pick up the dog food"); nil when nothing is said twice.
    static func repeatsSaidOnce(_ text: String) -> String? {
        var words = text.split(separator: " ").map(String.init)
        guard words.count >= 3, words.count <= 40 else { return nil }
        var keys = words.map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) }
        // NB: most sentences say no word twice in a row or around a hesitation: nothing to look for.
        guard keys.indices.dropFirst().contains(where: { keys[$0] == keys[$0 - 1] || hesitations.contains(keys[$0]) }) else { return nil }
        var changed = false
        var index = 0
        while index < words.count {
            var cut = false
            for length in stride(from: min(4, words.count / 2), through: 1, by: -1) {
                let first = index..<(index + length)
                guard first.upperBound <= words.count else { continue }
                // The second saying, right after or after one hesitation.
                let gap = first.upperBound < words.count && hesitations.contains(keys[first.upperBound]) ? 1 : 0
                // NB: a small word said twice is a stutter anywhere ("delete all the, the finished ones").
                guard gap == 1 || index < 3 || (length == 1 && stutterWords.contains(keys[index])) else { continue }
                let second = (first.upperBound + gap)..<(first.upperBound + gap + length)
                guard second.upperBound <= words.count,
                    zip(first, second).allSatisfy({ keys[$0] == keys[$1] && !keys[$0].isEmpty })
                else { continue }
                words.removeSubrange(first.lowerBound..<second.lowerBound)
                keys.removeSubrange(first.lowerBound..<second.lowerBound)
                changed = true
                cut = true
                break
            }
            if !cut { index += 1 }
        }
        return changed ? words.joined(separator: " ") : nil
    }

    /// The sentences `text` says with its asides set apart, in groups for `rewritten` (each
    /// group in order of preference).
    func asidesSetOff(_ text: String) -> [[String]] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: true)
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard parts.count >= 2, parts.count <= 8 else { return [] }
        let words = parts.map { $0.lowercased().split(separator: " ").map(String.init) }
        func isAside(_ index: Int) -> Bool {
            guard let first = words[index].first, Self.asideOpeners.contains(first) else { return false }
            guard first == "and" || first == "so" else { return true }
            return words[index].count >= 2 && Self.asideSubjects.contains(words[index][1])
        }
        // A word of assent or a shrug said first ("grand, …", "right so, …", "lovely, …"): the rest, read
        // as if said alone.
        if words[0].count <= 2, words[0].allSatisfy(Self.leadingAssent.contains) {
            let rest = parts.dropFirst().joined(separator: ", ")
            return [[rest]] + asidesSetOff(rest)
        }
        // The one spoken to, set off last ("…, me son", "…, lad", "…, love"): the rest.
        if let last = words.last, Self.addressedLast.contains(last.joined(separator: " ")) {
            let rest = parts.dropLast().joined(separator: ", ")
            return [[rest]] + asidesSetOff(rest)
        }
        var groups: [[String]] = []
        // Asides inside, dropped (a list one names is carried over only by a clause before the command, below).
        let inside = parts.indices.dropFirst().dropLast().filter(isAside)
        if !inside.isEmpty {
            // NB: the words either side of an aside were one clause ("the plumber, who …, needs to be pushed").
            var said = parts[0]
            for index in parts.indices.dropFirst() where !inside.contains(index) {
                said += (inside.contains(index - 1) ? " " : ", ") + parts[index]
            }
            groups.append([said])
        }
        // A clause before the command, with any asides after it.
        // NB: "actually" opens a clause only alone ("actually, now that I think about it, undo that");
        // "actually I didn't do the laundry, put it back" says what "it" is.
        // "and" opens one when an aside or another clause follows it ("and this one repeats, …",
        // "and while you're in there, …").
        let opensClause: ([String]) -> Bool = { clause in
            guard clause.count >= 2 else { return clause == ["actually"] }
            if clause[0] == "and" || clause[0] == "so" { return Self.asideSubjects.contains(clause[1]) || Self.leadingClauseWords.contains(clause[1]) }
            return Self.leadingClauseWords.contains(clause[0])
        }
        if opensClause(words[0]) {
            var cut = 1
            // NB: a second clause may follow the first ("while we're at it, since the client signed, …").
            while cut < parts.count - 1, isAside(cut) || (words[cut].count >= 2 && opensClause(words[cut])) {
                cut += 1
            }
            let command = parts[cut...].joined(separator: ", ")
            // NB: a command that points back ("…, put it back") points into the clause: it stays.
            let pointsBack = words[cut...].joined().contains { ["it", "them", "those", "one"].contains($0) }
            if command.split(separator: " ").count >= 2, !pointsBack {
                var group: [String] = []
                // NB: a list an aside names goes on the command ("and this is for the work list" →
                // "… on the work list"; "and it's personal so put it on home" → "… on home").
                for index in 1..<cut {
                    let aside = words[index]
                    guard let at = aside.lastIndex(where: { ["on", "for", "to", "in", "under"].contains($0) }), at + 1 < aside.count else { continue }
                    let named = aside[(at + 1)...].joined(separator: " ")
                    var name = Array(aside[(at + 1)...])
                    if let first = name.first, ["the", "my", "our"].contains(first) { name.removeFirst() }
                    if name.count > 1, name.last == "list" { name.removeLast() }
                    if !name.isEmpty, resolver.namesList(name.joined(separator: " "), language: .en) {
                        group.append(command + " on " + named)
                        break
                    }
                }
                group.append(command)
                groups.append(group)
            }
        }
        // Talk before a command that names all it needs: "it's some cold out, b'y, add bring in the wood
        // tonight", "the yoke's after breaking down, reopen do the laundry". The command begins a part
        // with one of the app's verbs and points at nothing said before it.
        // NB: "remind me at 5" names no thing: it points back at the words before it ("call mom, remind me at 5").
        if let cut = parts.indices.dropFirst().first(where: { index in
            words[index].count >= 3 && Self.commandOpeners.contains(words[index][0])
                && (words[index][0] != "remind" || words[index].contains("to") || words[index].contains("about"))
        }),
            !words[cut...].joined().contains(where: { ["it", "them", "those", "that", "one", "ones"].contains($0) })
        {
            groups.append([parts[cut...].joined(separator: ", ")])
        }
        // A thing named first, then pointed at: "the expense report, can you push that out to friday".
        // NB: after an interjection ("oh the library books, …", "oh and the trash is out, …").
        var namedWords = words[0]
        while namedWords.count > 2, let first = namedWords.first, Self.interjections.contains(first) { namedWords.removeFirst() }
        let named = parts[0].split(separator: " ").suffix(namedWords.count).joined(separator: " ")
        if namedWords.count >= 2, namedWords.count <= 8, let article = namedWords.first,
            ["the", "my", "our", "that", "this"].contains(article)
        {
            let tail = parts.indices.dropFirst().filter { !inside.contains($0) }.map { parts[$0] }.joined(separator: ", ")
            var group: [String] = []
            // NB: with what is said of it between ("the library books, I returned those yesterday,
            // mark them done"), the command alone is tried first.
            if parts.count >= 3, let last = Self.pointedAt(parts[parts.count - 1], by: named) { group.append(last) }
            if let said = Self.pointedAt(tail, by: named) { group.append(said) }
            if !group.isEmpty { groups.append(group) }
        } else if parts.count == 2, (1...6).contains(words[0].count), let verb = words[1].first, Self.commandOpeners.contains(verb),
            !words[0].contains(where: { Self.talkWords.contains($0) || Self.commandOpeners.contains($0) })
        {
            // A name said bare first (a title's own words: "pay rent, mark it as done", "pay rent, mark as
            // done please"): the command with the name where it points, or after its verb.
            if let said = Self.pointedAt(parts[1], by: parts[0]) {
                groups.append([said])
            } else if words[1].count >= 2, ["as", "off", "done", "complete", "finished"].contains(words[1][1]) {
                let rest = parts[1].split(separator: " ", maxSplits: 1)
                if rest.count == 2 { groups.append([rest[0] + " " + parts[0] + " " + rest[1]]) }
            }
        }
        // A thing said done, then pointed at: "slides shipped, mark them done", "the trash is out,
        // tick it off". The thing is the words before the first that says something of it.
        if parts.count == 2, namedWords.count >= 2, namedWords.count <= 6, words[1].count <= 6,
            !namedWords.contains(where: { ["it", "them", "those", "that", "this", "one", "i", "we", "you"].contains($0) }),
            let verb = namedWords.firstIndex(where: Self.saysSomethingOf),
            // NB: "laundry's folded": the thing and its "is" are one word.
            case let thing = namedWords[..<verb] + (namedWords[verb].hasSuffix("'s") ? [String(namedWords[verb].dropLast(2))] : []),
            let last = thing.last, !["the", "a", "my", "our"].contains(last),
            let command = Self.pointedAt(parts[1], by: thing.joined(separator: " "))
        {
            groups.append([command])
        }
        return groups
    }

    /// Irish English's "after" perfect, said of a thing just done: "I'm after getting the eggs" (I
    /// have just got them), "amn't I after posting the package". The same said in the simple past
    /// ("I got the eggs"), or nil when the sentence says no such thing.
    static func afterPerfect(_ text: String) -> String? {
        let words = text.split(separator: " ").map(String.init)
        let lowered = words.map { $0.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ",.")) }
        guard let after = lowered.firstIndex(of: "after"), after >= 1, after + 1 < words.count,
            !words[after].hasSuffix(","), let past = PastTense.ofGerund(lowered[after + 1])
        else { return nil }
        // The one who did it, just before: "i'm", "i am", "we're", "amn't i", with "just" or "only".
        var start = after - 1
        while start >= 0, ["just", "only", "already"].contains(lowered[start]) { start -= 1 }
        guard start >= 0 else { return nil }
        let subject: Int
        if ["i'm", "im", "we're", "i've", "we've"].contains(lowered[start]) {
            subject = start
        } else if start >= 1, ["am", "are"].contains(lowered[start]), ["i", "we"].contains(lowered[start - 1]) {
            subject = start - 1
        } else if start >= 1, ["i", "we"].contains(lowered[start]), ["amn't", "aren't", "am", "are"].contains(lowered[start - 1]) {
            subject = start - 1
        } else {
            return nil
        }
        let verb = past + (words[after + 1].hasSuffix(",") ? "," : "")
        return (words[..<subject] + ["i", verb] + words[(after + 2)...]).joined(separator: " ")
    }

    /// The verbs a command to the app opens with, after talk set off before it.
    static let commandOpeners: Set<String> = [
        "add", "delete", "remove", "reopen", "snooze", "complete", "finish", "star", "unstar", "favorite", "favourite",
        "rename", "move", "push", "remind", "stick", "create", "show", "open", "search", "undo", "mark", "tick", "cross",
    ]

    /// Who a request is said to, set off by a comma at its end (a name of the todo's never stands
    /// alone there).
    static let addressedLast: Set<String> = [
        "me son", "my son", "son", "lad", "la", "b'y", "bud", "buddy", "my dear", "dear", "love", "pet", "hun", "hon", "mate",
        "bro", "bruv", "boss", "chief", "my friend", "sir", "ma'am", "kid", "guys", "my love", "my darling", "darling", "pal",
        "my lover", "my handsome", "my 'ansum", "my bird",
    ]

    /// Words of assent or a shrug that may open a sentence on their own before a comma.
    static let leadingAssent: Set<String> = [
        "grand", "lovely", "sound", "brilliant", "great", "cool", "right", "so", "ok", "okay", "alright", "well", "sure", "yeah", "oh",
        "look", "listen", "anyway", "anyways",
    ]

    /// Words said before the thing they set off ("oh the library books, …").
    static let interjections: Set<String> = ["oh", "ok", "okay", "so", "well", "right", "alright", "and", "also", "yeah"]

    /// A word that says something of the thing before it: "is", "went", "got", a past tense ("shipped").
    static func saysSomethingOf(_ word: String) -> Bool {
        ["is", "are", "was", "were", "got", "went", "came", "has", "have", "had", "done", "gone", "sent", "paid", "bought"].contains(word)
            || word.hasSuffix("'s") || (word.count >= 5 && word.hasSuffix("ed"))
    }

    /// `command` with its first pointer ("it", "them", "that one") replaced by `thing`, or nil when it has none.
    static func pointedAt(_ command: String, by thing: String) -> String? {
        let characters = Array(" " + command + " ")
        let lowered = String(characters).lowercased()
        guard lowered.count == characters.count else { return nil }
        for pointer in pointers {
            guard let range = lowered.range(of: " " + pointer + " ") else { continue }
            let start = lowered.distance(from: lowered.startIndex, to: range.lowerBound)
            let length = pointer.count + 2
            let said = String(characters[..<start]) + " " + thing + " " + String(characters[(start + length)...])
            return said.trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}

