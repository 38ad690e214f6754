import Foundation

/// Requests said as a wish or in the passive, about the thing rather than to the app ("the dentist
/// thing should be moved to friday", "it would be good if the gym one were starred", "there should
/// be a reminder to book the boiler service", "washing up liquid should go on the groceries list"):
/// the imperative each stands for ("move the dentist thing to friday", "star the gym one", "remind
/// me to book the boiler service", "add washing up liquid to the groceries list").
///
/// Read clause by clause (commas, semicolons); a clause whose subject is only a pointer ("…, it can
/// be deleted") takes the subject of the clause before it ("the holiday cards one isn't needed any
/// more"). Every form is a frame of a few words around the thing, kept as said; the readings are
/// only candidates, each read by the grammar like any sentence.
enum EnglishIndirectRequests {
    /// The imperatives the sentence may stand for, best first; empty when it has no such frame.
    static func requests(in text: String) -> [String] {
        let lowered = text.lowercased()
        // NB: a cheap look first, by words (every English sentence passes here).
        // (Strings, not a set of substrings: a set of a new type costs a scan of the binary's conformances on first use.)
        let firstLook = ["be", "being", "were", "was", "belongs", "belong", "go", "wait", "do", "help", "urgent", "reminder", "it", "that", "this", "them"]
        guard lowered.split(separator: " ").contains(where: { word in firstLook.contains(String(word.filter(\.isLetter))) }) else { return [] }
        // NB: a cheap gate: every frame holds one of these.
        let cues = [" be ", " being ", " were ", " was ", " belongs ", " belong ", " go on", " go in", " wait ", " do with ", " would help", " now urgent", "reminder"]
        let pointerWords = [" it", " that", " this", " them"]
        let pointed = (lowered.contains(",") || lowered.contains(";") || lowered.contains(". ")) && pointerWords.contains(where: lowered.contains)
        guard pointed || cues.contains(where: { lowered.contains($0) }) else { return [] }
        let stopsAsPauses = lowered.replacingOccurrences(of: ". ", with: "; ").replacingOccurrences(of: "? ", with: "; ").replacingOccurrences(of: "! ", with: "; ")
        var clauses = stopsAsPauses.split(whereSeparator: { ",;".contains($0) }).map { clause in
            words(of: clause)
        }.filter { !$0.isEmpty }
        guard !clauses.isEmpty, clauses.count <= 4 else { return [] }
        var results: [String] = []
        // The whole sentence first: a frame may hold a thing said with commas ("bin bags, foil and
        // kitchen roll all need to go on the shopping list").
        // (Not where a clause before the frame says something of its own: "the holiday cards one isn't
        // needed any more, it can be deleted".)
        if clauses.count > 1 {
            let statements: Set<String> = ["is", "isn't", "was", "wasn't", "are", "aren't", "were", "weren't", "<not>", "has", "hasn't", "have", "haven't", "did", "didn't", "does", "doesn't"]
            results += imperatives(of: leadsDropped(words(of: Substring(lowered)))).filter { request in
                !request.split(separator: " ").contains { statements.contains(String($0)) || $0.hasSuffix("'s") || $0.hasSuffix("n't") }
            }
        }
        for index in clauses.indices {
            clauses[index] = leadsDropped(clauses[index])
        }
        for index in clauses.indices {
            let clause = clauses[index]
            for request in imperatives(of: clause) {
                var request = request
                // A pointer for the thing ("…, it can be deleted"): the thing the clause before talks about.
                if index > 0, let subject = subjectOf(clauses[index - 1]), let pointer = pointers.first(where: { (" " + request + " ").contains($0) }) {
                    request = (" " + request + " ").replacingOccurrences(of: pointer, with: " " + subject.joined(separator: " ") + " ")
                }
                // With the other clauses as said (a time after a comma), then alone (talk after it dropped).
                let rest = clauses.enumerated().filter { $0.offset != index && $0.offset != index - 1 }.map { $0.element.joined(separator: " ") }
                let said = request.trimmingCharacters(in: .whitespaces)
                if !rest.isEmpty { results.append(([said] + rest).joined(separator: ", ")) }
                results.append(said)
            }
        }
        // A request that points at the thing a statement before it is about ("the dry cleaning task is no
        // longer required; kindly delete it", "the haircut isn't done at all, put it back on the list"):
        // the thing put in for the pointer.
        for index in clauses.indices.dropFirst() {
            let said = " " + clauses[index].drop(while: { ["kindly", "please", "just", "can", "could", "you", "would"].contains($0) }).joined(separator: " ") + " "
            guard let subject = subjectOf(clauses[index - 1]), let pointer = pointers.first(where: { said.contains($0) }) else { continue }
            results.append(said.replacingOccurrences(of: pointer, with: " " + subject.joined(separator: " ") + " ").trimmingCharacters(in: .whitespaces))
        }
        var seen: Set<String> = []
        return results.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    private static let pointers = [" it ", " that ", " this ", " that one ", " this one ", " them "]

    /// Words of a clause, lower case, without the marks around them ("boiler." → "boiler", "'sarah'").
    private static func words(of clause: Substring) -> [String] {
        clause.split(separator: " ").map { word in
            String(word).trimmingCharacters(in: CharacterSet(charactersIn: ".!?:\"“”‘’()"))
        }.filter { !$0.isEmpty }.flatMap { word -> [String] in
            switch word {
            case "it'd": return ["it", "would"]
            case "that'd": return ["that", "would"]
            case "there'd": return ["there", "would"]
            case "shouldn't", "can't", "couldn't", "mustn't", "won't", "wouldn't": return ["<not>"]
            default: return [word]
            }
        }
    }

    /// Words that set a clause up and ask nothing ("please be advised that", "it seems", "so").
    private static func leadsDropped(_ clause: [String]) -> [String] {
        let leads: [[String]] = [
            ["please", "be", "advised", "that"], ["be", "advised", "that"], ["please", "note", "that"], ["for", "the", "record"],
            ["i", "hereby", "confirm"], ["it", "seems", "that"], ["it", "seems"], ["it", "looks", "like"], ["apparently"], ["so"], ["and"],
            ["then"], ["also"], ["i", "think"], ["i", "reckon"], ["i", "suppose"], ["i", "guess"], ["maybe"], ["perhaps"],
        ]
        var words = clause
        var changed = true
        while changed {
            changed = false
            for lead in leads where words.count > lead.count && Array(words.prefix(lead.count)) == lead {
                words.removeFirst(lead.count)
                changed = true
            }
        }
        return words
    }

    /// The thing a clause talks about: its words before its first verb of being, having or doing
    /// ("the cat food wasn't actually bought" → "the cat food"), two to eight words.
    private static func subjectOf(_ clause: [String]) -> [String]? {
        let verbs: Set<String> = [
            "is", "isn't", "was", "wasn't", "are", "aren't", "were", "weren't", "has", "hasn't", "have", "haven't", "does", "doesn't",
            "did", "didn't", "<not>", "got", "needs", "should", "can", "could", "will", "won't", "would", "must", "might",
        ]
        guard let end = clause.firstIndex(where: { verbs.contains($0) || $0.hasSuffix("'s") }) else { return nil }
        var subject = Array(clause[..<end])
        if end < clause.count, clause[end].hasSuffix("'s"), clause[end] != "it's", clause[end] != "that's" {
            subject.append(String(clause[end].dropLast(2)))
        }
        guard (1...8).contains(subject.count), !["it", "that", "this", "i", "you", "we", "they", "there"].contains(subject[0]) else { return nil }
        return subject
    }

    /// Verbs' past participles and the command each stands for ("ticked" off → "tick").
    private static let participles: [String: String] = [
        "deleted": "delete", "removed": "remove", "binned": "bin", "scrapped": "scrap", "dropped": "drop", "cancelled": "cancel",
        "canceled": "cancel", "erased": "delete", "moved": "move", "pushed": "push", "shifted": "move", "postponed": "postpone",
        "rescheduled": "reschedule", "put": "put", "changed": "change", "marked": "mark", "starred": "star", "unstarred": "unstar",
        "flagged": "flag", "favourited": "favorite", "favorited": "favorite", "snoozed": "snooze", "ticked": "tick", "checked": "check",
        "crossed": "cross", "completed": "complete", "reopened": "reopen", "unchecked": "uncheck", "unticked": "untick", "added": "add",
        "undone": "undo", "reversed": "undo", "renamed": "rename", "called": "rename", "named": "rename", "retitled": "rename",
        "brought": "bring", "shown": "show", "displayed": "show", "listed": "list", "cleared": "clear", "set": "set", "made": "make",
        "repeated": "repeat", "created": "create", "started": "start", "searched": "search", "found": "find",
    ]

    /// Words between the modal and "be" that change nothing ("should probably be").
    private static let softeners: Set<String> = ["probably", "really", "just", "definitely", "also", "now", "maybe", "perhaps", "actually", "all", "ideally", "better", "honestly", "possibly"]

    /// What a wish's "it would be good" may say.
    private static let goodWords: Set<String> = [
        "good", "great", "nice", "helpful", "useful", "handy", "best", "better", "sensible", "wise", "lovely", "ideal", "grand", "brilliant",
        "fab", "fantastic", "smart", "appreciated", "perfect", "wonderful", "cool",
    ]

    /// The imperatives one clause may stand for.
    private static func imperatives(of clause: [String]) -> [String] {
        var out: [String] = []
        let text = " " + clause.joined(separator: " ") + " "
        // "it would be good if X were starred", "it'd be useful to see what's overdue".
        if clause.count >= 5, clause[0] == "it" || clause[0] == "that", ["would", "might", "could", "will"].contains(clause[1]), clause[2] == "be",
            let at = clause.firstIndex(where: { $0 == "if" || $0 == "to" || $0 == "having" }), at >= 4,
            clause[3..<at].contains(where: { goodWords.contains($0) }) || clause[3] == "worth"
        {
            let rest = Array(clause[(at + 1)...])
            switch clause[at] {
            case "if": out += passive(rest)
            case "having": out += onList(rest, verb: "add")
            default:
                if rest.first == "see" || rest.first == "have" && rest.dropFirst().first == "a" && rest.dropFirst(2).first == "look" {
                    out.append("show me " + rest.drop { $0 != "see" && $0 != "look" }.dropFirst().drop { $0 == "at" }.joined(separator: " "))
                } else {
                    out.append(rest.joined(separator: " "))
                }
            }
            return out
        }
        // "there should be a reminder to X", "a reminder to X would be helpful".
        if let reminder = reminderWish(clause) { out.append(reminder) }
        // "a separate list for christmas would be handy": a list made.
        if clause.count >= 6, clause[0] == "a" || clause[0] == "an", let would = clause.lastIndex(of: "would"),
            clause[(would + 1)...].contains(where: { goodWords.contains($0) || $0 == "help" }),
            let list = clause.firstIndex(of: "list"), list <= 3, list + 2 < would, ["for", "called", "named"].contains(clause[list + 1])
        {
            out.append("create a new list called " + clause[(list + 2)..<would].joined(separator: " "))
        }
        // "a search for X would help".
        if clause.count >= 5, clause[0] == "a", clause[1] == "search", clause[2] == "for" || clause[2] == "on",
            let would = clause.lastIndex(of: "would"), would > 3
        {
            out.append("search for " + clause[3..<would].joined(separator: " "))
        }
        // "X really belongs on the Home list": moved there.
        if let at = clause.firstIndex(where: { $0 == "belongs" || $0 == "belong" }), at >= 1, at + 2 < clause.count,
            ["on", "in", "under", "with"].contains(clause[at + 1])
        {
            let thing = clause[..<at].filter { !softeners.contains($0) }
            out.append("move " + thing.joined(separator: " ") + " to " + clause[(at + 2)...].joined(separator: " "))
        }
        // "X could probably wait until the 11th": put off to then.
        if let at = clause.firstIndex(of: "wait"), at >= 2, at + 2 < clause.count, ["until", "till", "til"].contains(clause[at + 1]),
            ["can", "could", "will", "would", "might"].contains(clause[..<at].last(where: { !softeners.contains($0) }) ?? "")
        {
            let thing = clause[..<at].dropLast(clause[..<at].reversed().prefix { softeners.contains($0) }.count + 1)
            if !thing.isEmpty { out.append("move " + thing.joined(separator: " ") + " to " + clause[(at + 2)...].joined(separator: " ")) }
        }
        // "X should go on the groceries list", "X all need to go on the shopping list".
        if text.contains(" go on ") || text.contains(" go onto ") || text.contains(" go in ") || text.contains(" go into ") {
            if let go = clause.firstIndex(of: "go"), go >= 2 {
                var modalAt = go - 1
                while modalAt > 0, softeners.contains(clause[modalAt]) || clause[modalAt] == "to" { modalAt -= 1 }
                let modals: Set<String> = ["should", "can", "could", "must", "needs", "need", "has", "have", "ought", "will", "would", "might"]
                if modals.contains(clause[modalAt]), modalAt >= 1 {
                    let thing = clause[..<modalAt].reversed().drop { softeners.contains($0) }.reversed()
                    if !thing.isEmpty, !["something", "things", "stuff", "it", "that", "this"].contains(thing.joined(separator: " ")) {
                        out.append("add " + thing.joined(separator: " ") + " to " + clause[(go + 2)...].joined(separator: " "))
                    }
                }
            }
        }
        // "the Home list could do with a section for the garden".
        if let doAt = clause.firstIndex(of: "do"), doAt >= 2, doAt + 2 < clause.count, clause[doAt + 1] == "with",
            ["could", "would", "can"].contains(clause[doAt - 1]), clause[doAt + 2] != "being"
        {
            let thing = clause[..<(doAt - 1)]
            out.append("add " + clause[(doAt + 2)...].joined(separator: " ") + " to " + thing.joined(separator: " "))
        }
        out += passive(clause)
        return out
    }

    /// "there should be a reminder to X" / "a reminder to X would be helpful" → "remind me to X"
    /// ("an urgent reminder" keeps its urgency).
    private static func reminderWish(_ clause: [String]) -> String? {
        var words = clause
        if words.first == "there" {
            guard let be = words.firstIndex(of: "be"), be <= 4,
                words[1..<be].allSatisfy({ ["should", "ought", "to", "needs", "must", "has", "could", "would", "probably", "really"].contains($0) })
            else { return nil }
            words.removeFirst(be + 1)
        } else if let would = words.lastIndex(of: "would"), would + 2 < words.count || would + 1 < words.count,
            words.suffix(from: would + 1).contains(where: { goodWords.contains($0) || $0 == "help" })
        {
            words = Array(words[..<would])
        } else {
            return nil
        }
        guard words.count >= 4, words[0] == "a" || words[0] == "an" else { return nil }
        var urgent = false
        var at = 1
        while at < words.count, ["urgent", "quick", "little", "new", "separate"].contains(words[at]) {
            if words[at] == "urgent" { urgent = true }
            at += 1
        }
        guard at + 2 <= words.count, words[at] == "reminder", ["to", "for", "about"].contains(words[at + 1]) else { return nil }
        let thing = words[(at + 2)...].joined(separator: " ")
        guard !thing.isEmpty else { return nil }
        return urgent ? "add an urgent reminder to " + thing : "remind me to " + thing
    }

    /// "X on L" after "having": "add X to L".
    private static func onList(_ rest: [String], verb: String) -> [String] {
        guard let on = rest.lastIndex(where: { $0 == "on" || $0 == "in" }), on >= 1, on + 1 < rest.count else { return [] }
        return [verb + " " + rest[..<on].joined(separator: " ") + " to " + rest[(on + 1)...].joined(separator: " ")]
    }

    /// "X should be moved to friday" → "move X to friday"; "X could do with being snoozed for an
    /// hour" → "snooze X for an hour"; "X would be better called Y" → "rename X to Y"; "X is now
    /// urgent" → "make X urgent"; "X should be back on the list" → "put X back on the list".
    private static func passive(_ clause: [String]) -> [String] {
        let auxiliaries: Set<String> = ["should", "can", "could", "must", "might", "may", "will", "would", "needs", "need", "has", "have", "ought", "wants", "is", "are", "was", "were", "<not>"]
        guard let be = clause.firstIndex(where: { $0 == "be" || $0 == "being" || $0 == "were" || $0 == "is" || $0 == "was" || $0 == "are" }),
            be >= 1, be + 1 < clause.count
        else { return [] }
        // The subject ends where the auxiliaries begin.
        var start = be
        while start > 0, auxiliaries.contains(clause[start - 1]) || softeners.contains(clause[start - 1]) || ["to", "do", "with"].contains(clause[start - 1]) {
            start -= 1
        }
        let between = clause[start..<be]
        // NB: "shouldn't be deleted" asks the opposite.
        guard start >= 1, !between.contains("<not>"), !clause[be...].contains("not") else { return [] }
        let thing = clause[..<start].joined(separator: " ")
        // NB: a thing, not a question about one ("i want to know could the plumber be added").
        let asking: Set<String> = ["i", "you", "we", "want", "know", "wonder", "wondering", "ask", "asking", "if", "whether", "could", "can", "would", "should", "will", "did", "do", "does"]
        guard !clause[..<start].contains(where: asking.contains) || thing == "i" else { return [] }
        guard !["i", "you", "we", "there", "something", "things", "everything"].contains(thing) else {
            if thing == "something", let participle = clause[(be + 1)...].first(where: { !softeners.contains($0) }), participle == "added" { return ["add something"] }
            return []
        }
        var after = clause[(be + 1)...].drop { softeners.contains($0) }
        guard let word = after.first else { return [] }
        if word == "urgent" || (word == "a" && after.dropFirst().first == "priority") { return ["make " + thing + " urgent"] }
        if word == "back", after.dropFirst().first == "on" { return ["put " + thing + " " + after.joined(separator: " ")] }
        guard let verb = participles[word] else { return [] }
        after = after.dropFirst()
        // A particle that goes with the verb ("ticked off", "brought up", "pushed back").
        var particle = ""
        if let next = after.first, ["off", "up", "back", "out", "down"].contains(next) {
            particle = " " + next
            after = after.dropFirst()
        }
        let rest = after.joined(separator: " ")
        switch verb {
        case "rename":
            let name = after.first == "to" ? after.dropFirst().joined(separator: " ") : rest
            return name.isEmpty ? [] : ["rename " + thing + " to " + name]
        case "bring", "show", "list": return ["show " + thing + (rest.isEmpty ? "" : " " + rest)]
        default: return [verb + particle + " " + thing + (rest.isEmpty ? "" : " " + rest)]
        }
    }
}
