import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText
import SpokenValues
import TodoKit

/// Resolves spoken todo and list names against the store, answering each query with the
/// policy of the intent that asks: the scope it acts on (open todos for complete, done ones
/// for reopen) and, for intents that complete or delete, a stricter bar.
///
/// Todos are ranked straight from the store's title index (`TitleIndexer`, kept by the store
/// in the transaction of every write): a query reads the posting lists of its keys and the
/// profiles of its candidates, never the whole table, so it costs the same at 100 or 100,000
/// todos and a one-shot command builds nothing. Lists (a handful) are indexed in memory,
/// built once and kept in step by `synchronize()` (once per utterance), which also catches
/// the title index up with changes made by a program without an indexer. Rankings are kept
/// per utterance, so the matcher's look-up and the interpretation's rank once.
///
///     let resolver = StoreEntityResolver(service: service)
///     resolver.synchronize()
///     resolver.resolve(EntityQuery(type: "todo", spoken: "by bread", language: .en, intent: "CompleteTodo", parameter: "todo"))
///     // .resolved(Buy bread)
public final class StoreEntityResolver: EntityResolving, @unchecked Sendable {
    // NB: @unchecked — used from one thread at a time (a CLI process); the lock guards refreshes.
    private let service: TodoService
    private let store: TodoStore
    private let normalizer: Normalizer
    private let lock = NSLock()
    private var indexes: [EntityKind: EntityIndex] = [:]
    private var titles: [EntityKind: [Int64: String]] = [:]
    /// Ranks todos from the store's title index (keeps the profiles it decoded until the store changes).
    private let ranker: StoredEntityRanking
    /// Done state and list of the todos ranked since the store last changed.
    private var todoStates: [Int64: (isDone: Bool, listId: Int64)] = [:]
    /// Whether the title index was brought up to date since the last change (nil: not checked).
    private var titleIndexReady: Bool?
    private var checkedJapanese = false
    /// When the title index cannot be brought up to date (a read-only or busy file): the todos
    /// indexed in memory, as before the index was stored.
    private var fallbackTodos: EntityIndex?
    private var seenCounter: Int64 = -1
    private var rankings: [RankingKey: [Candidate]] = [:]
    /// The folded keys of the phrases that name no particular todo (`lists` false: the grammar's
    /// `vague_todo`) or list (`vague_list`) in a language; nil when the grammar has none.
    private let vagueSource: (_ language: Language, _ lists: Bool) -> Set<String>?
    /// Groups of names that mean the same list, per language (the grammar's `list_group_…`
    /// rules: "shopping", "grocery", "groceries"), as folded keys.
    private let listGroupSource: (Language) -> [Set<String>]
    /// Both, per language, asked for on first use (a language's normalizer may load MeCab).
    private var foldedVague: [Language: Set<String>] = [:]
    private var foldedVagueLists: [Language: Set<String>] = [:]
    private var foldedGroups: [Language: [Set<String>]] = [:]

    private struct RankingKey: Hashable {
        var kind: EntityKind
        var spoken: String
        var language: Language
    }

    /// How many rankings are kept while the store does not change.
    static let keptRankings = 20_000

    /// How many candidates are ranked per query: enough to narrow to a scope.
    public static let rankingDepth = 40

    /// Below this a destructive intent's entity is offered as "did you mean …?" instead of
    /// taken: 「牛乳を飲む」 passes the resolver for 「牛乳を買う」 at 0.65, while partial names
    /// people really use ("milk", 「パン」, "call the plumber tomorrow") score 0.77 and up.
    public static let destructiveThreshold = 0.7

    /// A list is taken only when the words fit its name this well.
    public static let listThreshold = 0.8

    /// A resolver over the service's store; `vaguePhrases` are the phrases per language that
    /// say only what kind of thing is meant ("the task").
    public convenience init(
        service: TodoService, vaguePhrases: [Language: [String]] = [:], vagueListPhrases: [Language: [String]] = [:],
        listGroups: [Language: [[String]]] = [:],
        normalizer: Normalizer = Normalizer()
    ) {
        self.init(
            service: service,
            vagueKeys: { language, lists in
                guard let phrases = lists ? vagueListPhrases[language] : vaguePhrases[language] else { return nil }
                return Set(phrases.map { normalizer.normalize($0, language: language).keyString })
            },
            listGroupKeys: { language in
                (listGroups[language] ?? []).map { Set($0.map { normalizer.normalize($0, language: language).keyString }) }
            },
            normalizer: normalizer)
    }

    /// A resolver whose phrase sets come already folded (`Normalizer.normalize(_:language:).keyString`),
    /// asked for once per language on first use: the app keeps them in its cache folder, so a
    /// one-shot command neither expands nor normalizes the grammar's rules.
    public init(
        service: TodoService, vagueKeys: @escaping (_ language: Language, _ lists: Bool) -> Set<String>?,
        listGroupKeys: @escaping (Language) -> [Set<String>], normalizer: Normalizer = Normalizer()
    ) {
        self.service = service
        self.store = service.store
        self.normalizer = normalizer
        self.ranker = StoredEntityRanking(normalizer: normalizer)
        if service.store.titleIndexer == nil { service.store.titleIndexer = StoreTitleIndexer(normalizer: normalizer) }
        self.vagueSource = vagueKeys
        self.listGroupSource = listGroupKeys
    }

    /// The folded vague phrases of a language for todos or lists (nil: the grammar has none).
    private func vaguePhrases(_ language: Language, lists: Bool = false) -> Set<String>? {
        lock.withLock {
            if let known = lists ? foldedVagueLists[language] : foldedVague[language] { return known }
            guard let folded = vagueSource(language, lists) else { return nil }
            if lists { foldedVagueLists[language] = folded } else { foldedVague[language] = folded }
            return folded
        }
    }

    /// The folded list groups of a language.
    private func listGroups(_ language: Language) -> [Set<String>] {
        lock.withLock {
            if let known = foldedGroups[language] { return known }
            let groups = listGroupSource(language)
            foldedGroups[language] = groups
            return groups
        }
    }

    /// British, Irish and Scottish "me" for "my" before a family word ("ringing me dad", "the
    /// present for me mum"): "my", so the family word is compared as the todo's; nil when not said.
    /// NB: only in names looked up: a new title keeps the words as said.
    static func dialectPossessive(_ spoken: String) -> String? {
        let words = spoken.split(separator: " ").map(String.init)
        guard words.count >= 2, words.dropLast().contains(where: { $0.lowercased() == "me" }) else { return nil }
        var changed = false
        var out = words
        for index in words.indices.dropLast() where words[index].lowercased() == "me" {
            let next = words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters)
            if KinWords.isKinWord(next, language: .en) || ["nan", "mam", "missus", "ma", "da"].contains(next) {
                out[index] = "my"
                changed = true
            }
        }
        return changed ? out.joined(separator: " ") : nil
    }

    // MARK: EntityResolving

    public func resolve(_ query: EntityQuery) -> Resolution {
        guard let kind = EntityKind(rawValue: query.type) else { return .notFound(nearest: []) }
        var query = query
        if let quoted = Self.quotedName(query.spoken) { query.spoken = quoted }
        if kind == .todo, let named = Self.describedThing(query.spoken, language: query.language) { query.spoken = named }
        // "email the landlord on the home list", "the todo submit expense report on the work list": the list said
        // after the name narrows which todo, as when the template reads it apart.
        if kind == .todo, query.language == .en, query.within.isEmpty, let (name, list) = listAfterName(query.spoken) {
            query.spoken = name
            query.within = [EntityQuery(type: EntityKind.list.rawValue, spoken: list, language: .en, intent: query.intent, parameter: "list")]
        }
        if kind == .todo, let named = Self.topicWithoutMarker(query.spoken, language: query.language) { query.spoken = named }
        if kind == .todo, query.language == .en, let mine = Self.dialectPossessive(query.spoken) { query.spoken = mine }
        // NB: a list heard by sound alone is never one to delete or clear.
        let bySound = !(query.intent.flatMap(TodoIntent.init(rawValue:))?.isDestructive ?? true)
        if kind == .list { return resolveList(query.spoken, language: query.language, bySound: bySound) }
        // "make it undone" read with "make it" for the name: a light or command verb and a pronoun
        // name no todo ("make it" found Take out the trash by sound).
        if query.language == .en {
            let words = query.spoken.lowercased().split(separator: " ").map(String.init)
            if words.count == 2, ["it", "that", "this", "them"].contains(words[1]),
                ActionWords.isLightAction(words[0], language: .en) || ActionWords.isCommandWord(words[0], language: .en)
            {
                return .notFound(nearest: [])
            }
        }
        // (What was said, before a light verb or a place is left out: "went by the bank" says more than "the bank".)
        let saidName = query.spoken
        var ranked = ranking(kind, spoken: query.spoken, language: query.language)
        // Plainer ways of saying a todo's name, each taken when the todos fit it better than what is
        // said so far: "sorted the dry cleaning", "did the laundry" (a light verb said of the thing
        // done names no action of the todo's); "got the bread at Market Basket" (where it was got is
        // no part of the todo, but a title that says where, "Pick up Tom at the airport", fits better
        // whole); 「田中さんへの電話」 for 「田中さんに電話する」 (the doing said as a noun).
        if kind == .todo {
            let language = query.language
            let plainer: [(String) -> String?] =
                language == .en
                ? [Self.lightDoingDropped, Self.placeDropped, { Self.doingOfNoun($0, language: language) }]
                : [{ Self.doingOfNoun($0, language: language) }, Self.cameBackDropped]
            for plainerName in plainer {
                guard let thing = plainerName(query.spoken) else { continue }
                let other = ranking(kind, spoken: thing, language: language)
                if (other.first?.score ?? 0) > (ranked.first?.score ?? 0) + 1e-9 {
                    ranked = other
                    query.spoken = thing
                }
            }
        }
        // "milk from the groceries list": only todos of that list, when the list is known.
        // NB: a list said that is no list of the store ("tick off pay rent on the storage unit") may
        // be part of another thing's name: nothing is completed or deleted on the rest alone.
        var saidUnknownList = false
        var namedUnknownList = false
        for within in query.within where within.type == EntityKind.list.rawValue {
            guard case .resolved(let list) = resolveList(within.spoken, language: within.language) else {
                // NB: English only: Japanese says the list in general as one (「ToDoリストから〜を外して」).
                // Words of courtesy after the name ("tick the bank off, would you") are no list.
                let said = within.spoken.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
                saidUnknownList = query.language == .en && said.contains { !Self.courtesyWords.contains($0) }
                // A thing named there, not "everything" ("spilled juice on everything, … mark it not done").
                namedUnknownList = saidUnknownList && said.contains { !Self.courtesyWords.contains($0) && !Self.vagueWords.contains($0) }
                continue
            }
            let states = todoStates(of: ranked.map(\.id))
            ranked = ranked.filter { states[$0.id]?.listId == list.id }
        }
        let plain = EntityIndex.decide(Array(ranked.prefix(10)))
        guard let name = query.intent, let intent = TodoIntent(rawValue: name) else { return plain }
        var resolution = plain
        if kind == .todo, intent.todoScope != .all, case .ambiguous = plain {
            // NB: only a choice gets narrowed; a clear reading is kept even when it names a done
            // todo, so the service can say so instead of acting on a different one.
            let narrowed = EntityIndex.decide(Array(inScope(ranked, intent.todoScope).prefix(10)))
            if case .notFound = narrowed {} else { resolution = narrowed }
        }
        if kind == .todo, !intent.isReadOnly, case .resolved(let chosen) = resolution {
            // A part of a name that another todo has whole too ("the dad one" with "Call dad" and
            // "Buy a birthday present for dad"): a change asks which, however the scores compare.
            let alike = Self.alsoNamed(by: chosen, among: intent.todoScope == .all ? ranked : inScope(ranked, intent.todoScope))
            if !alike.isEmpty { resolution = .ambiguous([chosen] + alike) }
        }
        if query.slot == VoiceApp.statementSlot, case .resolved(let candidate) = resolution, Self.namesOnlyItsAction(saidName, of: candidate, language: query.language) {
            resolution = .notFound(nearest: [candidate])
        }
        if intent.isDestructive, case .resolved(let candidate) = resolution, candidate.score < Self.destructiveThreshold {
            resolution = .notFound(nearest: [candidate])
        }
        // Other changes (reopen, star, snooze, …) take a looser name, but not one that puts
        // another verb in place of the title's: "star approve expense report" is no "Submit
        // expense report", "reopen grind the coffee beans" no "Buy coffee beans".
        if kind == .todo, !intent.isReadOnly, case .resolved(let candidate) = resolution, candidate.score < Self.destructiveThreshold,
            Self.replacesTheAction(query.spoken, of: candidate.title, language: query.language)
        {
            resolution = .notFound(nearest: [candidate])
        }
        // A word said that the title lacks ("pay the rent deposit" for "Pay rent", "buy oat milk"
        // for "Buy milk") names another thing as often as the same one: any change asks first.
        // So does a name that is only the title's verb ("snooze write" for "Write holiday cards").
        if kind == .todo, !intent.isReadOnly, case .resolved(let candidate) = resolution,
            (candidate.signals["extra"] != nil && Self.saysAnotherThing(query.spoken, of: candidate.title, language: query.language))
                || (query.within.isEmpty && Self.namesOnlyTheVerb(query.spoken, of: candidate.title, language: query.language))
        {
            resolution = .notFound(nearest: [candidate])
        }
        // "delete prepare for friday's meeting" against one due today: another day's thing.
        if kind == .todo, !intent.isReadOnly, case .resolved(let candidate) = resolution, query.language == .en,
            let day = Self.possessiveDay(in: query.spoken), let stored = store.dueDates([candidate.id])[candidate.id],
            let due = DueDate(encoded: stored), let said = SpokenDate.parse(day, language: .en, clock: service.clock),
            said.year != due.year || said.month != due.month || said.day != due.day
        {
            resolution = .notFound(nearest: [candidate])
        }
        // "star email sarah's manager": the title's "Sarah" said as the owner of another thing.
        if kind == .todo, !intent.isReadOnly, case .resolved(let candidate) = resolution,
            Self.ownsAnotherThing(query.spoken, of: candidate.title, language: query.language)
        {
            resolution = .notFound(nearest: [candidate])
        }
        // (Any change, not only a destructive one: "the renew of the driving licence, move it for the day
        // 20" moved Renew passport, "of the driving licence" taken as a list no store has.)
        // (For other changes, not a title said whole: "unstar— hang on, flour everywhere— unstar call mom".)
        if kind == .todo, case .resolved(let candidate) = resolution,
            intent.isDestructive ? saidUnknownList : (!intent.isReadOnly && namedUnknownList && candidate.score < 1)
        {
            resolution = .notFound(nearest: [candidate])
        }
        return resolution
    }

    /// The words that name a todo described as one ("the one about the package", "the thing
    /// for my father's birthday", "the task with the garbage"), or nil when it is not said so.
    /// The name inside quotes, when a name holds one with words before it (`the task "Return library
    /// books"`, 「タスク「牛乳を買う」」): what the speaker marked as the name; nil without quotes.
    static func quotedName(_ spoken: String) -> String? {
        let opening: [Character: Character] = ["\"": "\"", "“": "”", "「": "」", "『": "』"]
        // NB: the first quote of the name, opening a word (`Email Sarah" to "Email Sarah and Tom` is a closing one first).
        let closing: Set<Character> = ["\"", "”", "」", "』"]
        guard let start = spoken.firstIndex(where: { opening[$0] != nil || closing.contains($0) }), opening[spoken[start]] != nil,
            start > spoken.startIndex, spoken[spoken.index(before: start)] == " " || !spoken[spoken.index(before: start)].isASCII
        else { return nil }
        // NB: only after words that describe it ("the task", "the item called"), not a command's own.
        let describing: Set<String> = ["the", "a", "my", "this", "that", "task", "todo", "to-do", "item", "reminder", "one", "entry", "thing", "called", "named", "titled", "タスク", "項目", "やること"]
        let before = spoken[..<start].lowercased().split(whereSeparator: { $0 == " " || $0 == "　" }).map(String.init)
        guard before.allSatisfy(describing.contains) else { return nil }
        let close = opening[spoken[start]]!
        let inside = spoken[spoken.index(after: start)...].prefix { $0 != close }
        let name = inside.trimmingCharacters(in: .whitespaces)
        return name.count >= 2 ? name : nil
    }

    /// A name and the list of the store said after it ("email the landlord on the home list", "buy cat food
    /// in groceries"), or nil: the list must be one of the store's, said whole, with "list" or without.
    func listAfterName(_ spoken: String) -> (String, String)? {
        var words = spoken.split(separator: " ").map(String.init)
        guard words.count >= 3 else { return nil }
        if ["list", "lists"].contains(words.last!.lowercased()) { words.removeLast() }
        if words.count >= 2, words.suffix(2).map({ $0.lowercased() }) == ["to", "do"] || words.last!.lowercased() == "todo" {
            words.removeLast(words.last!.lowercased() == "todo" ? 1 : 2)
        }
        guard let at = words.lastIndex(where: { ["on", "in", "from", "off", "of", "under"].contains($0.lowercased()) }), at >= 1, at + 1 < words.count
        else { return nil }
        var list = Array(words[(at + 1)...])
        if let first = list.first?.lowercased(), ["the", "my", "our"].contains(first) { list.removeFirst() }
        guard !list.isEmpty, list.count <= 4 else { return nil }
        let said = list.joined(separator: " ")
        guard case .resolved(let found) = resolveList(said, language: .en), found.score >= 0.99 else { return nil }
        return (words[..<at].joined(separator: " "), said)
    }

    static func describedThing(_ spoken: String, language: Language) -> String? {
        guard language == .en else { return nil }
        var words = spoken.split(separator: " ").map(String.init)
        if let first = words.first?.lowercased(), ["the", "that", "this", "my"].contains(first) { words.removeFirst() }
        guard words.count >= 3, let noun = words.first?.lowercased(),
            ["one", "thing", "todo", "task", "item", "reminder", "entry"].contains(noun)
        else { return nil }
        var rest = Array(words.dropFirst())
        // "the item buy cat food", "the todo email the landlord": the name right after the word for a todo.
        if ["todo", "task", "item", "entry"].contains(noun), rest.count >= 2,
            let next = rest.first?.lowercased(), !["that", "called", "named", "about", "with", "for", "regarding", "re", "to", "on", "in", "from"].contains(next)
        {
            return rest.joined(separator: " ")
        }
        let linkers = [["that", "says"], ["called"], ["named"], ["about"], ["with"], ["for"], ["regarding"], ["re"], ["to"]]
        guard let linker = linkers.first(where: { rest.count > $0.count && rest.prefix($0.count).map { $0.lowercased() } == $0 }) else { return nil }
        rest.removeFirst(linker.count)
        return rest.joined(separator: " ")
    }

    /// Past forms of light verbs said before the thing done ("sorted the dry cleaning", "did the
    /// laundry", "took care of the invoice", "went by the bank"), and the thing: nil when none begins `spoken` or nothing follows.
    static func lightDoingDropped(_ spoken: String) -> String? {
        let lowered = spoken.lowercased()
        for verb in ["took care of", "dealt with", "sorted out", "sorted", "did", "done", "handled", "got", "went by", "stopped by", "swung by", "popped by", "dropped by"] where lowered.hasPrefix(verb + " ") {
            let rest = spoken.dropFirst(verb.count + 1).trimmingCharacters(in: .whitespaces)
            return rest.split(separator: " ").count >= 1 ? rest : nil
        }
        return nil
    }

    /// The thing without the place it was got or done at, said last ("the bread at Market Basket",
    /// "the eggnog at Rouses", "the milk at the store"): nil when no "at" and a shop (a name, or a
    /// word for one) follows a word of a name. NB: not "from", which
    /// names a list as often ("strike X from the log": what to do with it is the template's).
    static func placeDropped(_ spoken: String) -> String? {
        let words = spoken.split(separator: " ")
        guard words.count >= 3, words.count <= 12,
            let at = words.lastIndex(where: { ["at", "in"].contains($0.lowercased()) }),
            at >= 1, at < words.count - 1
        else { return nil }
        let thing = words[..<at].filter { !["the", "a", "an", "some"].contains($0.lowercased()) }
        guard !thing.isEmpty else { return nil }
        // A shop by its name or its kind ("at Rouses", "at the store", and as the Irish say it, "in
        // Tesco"); "water the plants at the office" names which plants. After "in", a name alone
        // ("put the milk in the fridge" keeps its fridge).
        let place = words[(at + 1)...].drop { ["the", "a"].contains($0.lowercased()) }
        let isIn = words[at].lowercased() == "in"
        guard let first = place.first,
            first.first?.isUppercase == true && (!isIn || place.count <= 2)
                || !isIn && ["store", "shop", "shops", "supermarket", "market", "grocery", "mall", "pharmacy"].contains(first.lowercased())
        else { return nil }
        return words[..<at].joined(separator: " ")
    }

    /// A Japanese doing reported with 〜てきた (done and back: 「牛乳買ってきた」「クリーニング取ってきた」
    /// 「本を読んできた」): the doing itself in the past (「牛乳買った」); nil when not so said.
    static func cameBackDropped(_ spoken: String) -> String? {
        for (said, plain) in [("てきました", "ました"), ("できました", "ました"), ("てきた", "た"), ("できた", "だ")] where spoken.hasSuffix(said) {
            let stem = spoken.dropLast(said.count)
            guard stem.count >= 2 else { return nil }
            return String(stem) + plain
        }
        return nil
    }

    /// A Japanese doing said as a noun with 「への」 (「田中さんへの電話」「さくらさんへのメール」): the same
    /// doing as a verb (「田中さんに電話する」); nil when the name is not so said. The noun is a verbal
    /// noun: kanji or katakana only, two to six of them.
    static func doingOfNoun(_ spoken: String, language: Language) -> String? {
        guard language == .ja, let marker = spoken.range(of: "への", options: .backwards), marker.lowerBound > spoken.startIndex else { return nil }
        let noun = spoken[marker.upperBound...]
        guard (2...6).contains(noun.count),
            noun.unicodeScalars.allSatisfy({ $0.properties.isIdeographic || (0x30A1...0x30FC).contains($0.value) })
        else { return nil }
        return spoken[..<marker.lowerBound] + "に" + noun + "する"
    }

    /// A Japanese name said with what marks it as the topic (「車検の予約は」「経費精算の件」), without
    /// it; nil when it has none. No title ends in 「は」 or 「の件」; a name that is only its marker stays.
    static func topicWithoutMarker(_ spoken: String, language: Language) -> String? {
        guard language == .ja else { return nil }
        for marker in ["の件は", "の件", "件は", "のは", "は"] where spoken.hasSuffix(marker) && spoken.count >= marker.count + 2 {
            return String(spoken.dropLast(marker.count))
        }
        return nil
    }

    /// Words said after a request out of courtesy, which a list span may take in.
    /// Words that name no place a todo could be on ("on everything", "from all of it").
    static let vagueWords: Set<String> = [
        "everything", "anything", "something", "all", "it", "that", "this", "them", "there", "here", "the", "of", "today", "tomorrow",
    ]

    static let courtesyWords: Set<String> = [
        "would", "could", "can", "will", "you", "please", "thanks", "thank", "me", "now", "then", "again", "too", "ok", "okay", "for",
        "mate", "dear", "love", "fr", "lol",
    ]

    /// A day said as the owner of the thing named ("friday's meeting", "tomorrow's call"), or nil.
    static func possessiveDay(in spoken: String) -> String? {
        let days: Set<String> = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "tomorrow", "tonight", "yesterday"]
        for word in spoken.lowercased().replacingOccurrences(of: "’", with: "'").split(whereSeparator: { !$0.isLetter && $0 != "'" })
        where word.hasSuffix("'s") && days.contains(String(word.dropLast(2))) {
            return String(word.dropLast(2))
        }
        return nil
    }

    /// True when a word of the title is said as the owner of a thing the title does not name
    /// ("email sarah's manager" against "Email Sarah"): the thing meant is the manager. English;
    /// a thing the title holds ("pay mom's rent" against "Pay rent") is no other thing.
    static func ownsAnotherThing(_ spoken: String, of title: String, language: Language) -> Bool {
        guard language == .en else { return false }
        let said = spoken.lowercased().replacingOccurrences(of: "’", with: "'").split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
        let titleWords = Set(title.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init))
        for (index, word) in said.enumerated() where word.hasSuffix("'s") && index + 1 < said.count {
            let owner = String(word.dropLast(2))
            let thing = said[index + 1]
            guard titleWords.contains(owner), !ActionWords.isFunctionWord(thing, language: language) else { continue }
            if !titleWords.contains(thing) && !titleWords.contains(word) { return true }
        }
        return false
    }

    /// True when a word said is like no word of the title: not the same, a part or a longer form
    /// of one ("prep", "renewal", "going"), one letter off or the same sound ("remove" for
    /// "renew" is a verb heard wrong, and stands aside as a command word), nor an adverb, a
    /// command word or a day: "deposit" of "pay the rent deposit" against "Pay rent". English.
    static func saysAnotherThing(_ spoken: String, of title: String, language: Language) -> Bool {
        guard language == .en else { return false }
        func words(_ text: String) -> [String] {
            text.lowercased().replacingOccurrences(of: "’", with: "'").split(whereSeparator: { !$0.isLetter && $0 != "'" })
                .map { $0.hasSuffix("'s") ? String($0.dropLast(2)) : String($0) }
                .filter { !ActionWords.isFunctionWord($0, language: language) }
        }
        let titleWords = words(title)
        let calendar: Set<String> = [
            "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "today", "tomorrow", "tonight",
            "morning", "afternoon", "evening", "night", "week", "month", "now", "again",
        ]
        return words(spoken).contains { word in
            guard word.count >= 3, !word.hasSuffix("ly"), !calendar.contains(word), !ActionWords.isCommandWord(word, language: language)
            else { return false }
            return !titleWords.contains { Self.closeWords(word, $0) }
        }
    }

    /// The same word, a part or a longer form of it, one letter off, or the same sound.
    static func closeWords(_ a: String, _ b: String) -> Bool {
        if a == b || (min(a.count, b.count) >= 2 && (a.hasPrefix(b) || b.hasPrefix(a))) { return true }
        if min(a.count, b.count) >= 3, a.hasSuffix(b) || b.hasSuffix(a) { return true }
        if EditDistance.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 1) != nil { return true }
        let keys = (PhoneticKey.key(a), PhoneticKey.key(b))
        return !keys.0.isEmpty && keys.0 == keys.1
    }

    /// The words of `text`, lower case, without function words ("the", "for", "my").
    static func contentWords(_ text: String, language: Language) -> [String] {
        text.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
            .filter { !ActionWords.isFunctionWord($0, language: language) }
    }

    /// True when the one word said besides small words is the verb the title begins with, and
    /// the title says more ("write" for "Write holiday cards", "call" for "Call the plumber"):
    /// which thing to do is not said. English.
    static func namesOnlyTheVerb(_ spoken: String, of title: String, language: Language) -> Bool {
        guard language == .en else { return false }
        let said = contentWords(spoken, language: language)
        let titleWords = contentWords(title, language: language)
        guard said.count == 1, titleWords.count > 1, let verb = titleWords.first else { return false }
        return said[0] == verb && ActionWords.isAction(verb, language: language)
    }

    /// The share of the spoken words a candidate's title has (`Candidate.signals["contained"]`)
    /// from which the title counts as holding every word said.
    static let wholeContainment = 0.9
    /// How alike the whole spoken name and a title are (`signals["edit"]`) from which the name is
    /// that title said whole (ははにでんわする for 母に電話する), not a part of it.
    static let wholeTitle = 0.95

    /// Other candidates that hold every word said as well as `chosen` does, contradict nothing
    /// and could be meant (score at least `EntityIndex.contradictionFloor`); empty when
    /// `chosen` is the exact title or does not itself hold every word.
    static func alsoNamed(by chosen: Candidate, among ranked: [Candidate]) -> [Candidate] {
        // NB: partial: the title is more than what was said ("edit" compares the whole of both).
        guard chosen.score < 1, (chosen.signals["edit"] ?? 0) < wholeTitle, (chosen.signals["contained"] ?? 0) >= wholeContainment
        else { return [] }
        return Array(
            ranked.filter { other in
                other.id != chosen.id && other.contradictions.isEmpty && other.signals["extra"] == nil
                    && other.score >= EntityIndex.contradictionFloor && (other.signals["contained"] ?? 0) >= wholeContainment
            }.prefix(4))
    }

    /// A report of one word, its verb ("sent", "called"), names a todo only when the title is that
    /// action alone ("Exercise" for "exercised"): "sarah sent" says nothing of "Send the invoice".
    static func namesOnlyItsAction(_ spoken: String, of candidate: Candidate, language: Language) -> Bool {
        guard language == .en else { return false }
        return contentWords(spoken, language: language).count == 1 && contentWords(candidate.title, language: language).count > 1
    }

    /// True when the spoken name begins with a word the title does not have, where the title
    /// begins with its action ("grind the coffee beans" for "Buy coffee beans", "fold the
    /// laundry" for "Do the laundry"): another thing to do with the same object. A word heard
    /// close to the title's ("by" for "buy", "calls" for "call") is the same action. English only:
    /// Japanese verbs are weighed by the scorer and the kana-verb checks.
    static func replacesTheAction(_ spoken: String, of title: String, language: Language) -> Bool {
        guard language == .en else { return false }
        let said = contentWords(spoken, language: language)
        let titleWords = contentWords(title, language: language)
        // NB: not an adverb ("actually the expense report") nor a command word the span kept or a
        // recognizer put for a title's verb ("remove" for "renew"): those are no other action.
        guard let first = said.first, first.count >= 3, !first.hasSuffix("ly"), !ActionWords.isCommandWord(first, language: language),
            let action = titleWords.first, titleWords.count > 1, ActionWords.isAction(action, language: language)
        else { return false }
        return !titleWords.contains { closeWords(first, $0) }
    }


    /// A statement of fact ("paid the rent") holds a todo only when its words say it was done.
    public func accepts(_ query: EntityQuery) -> Bool {
        query.slot != VoiceApp.statementSlot || VoicePhrasebook.of(query.language).reportsDone(query.spoken)
    }

    /// A list by its name, or by another name of its group ("shopping" for Groceries). List
    /// names are short and said whole: a list that only partly fits the words ("work early"
    /// for Work) is words of a title running on, not the list.
    private func resolveList(_ spoken: String, language: Language, bySound: Bool = false) -> Resolution {
        let ranked = ranking(.list, spoken: spoken, language: language)
        let plain = EntityIndex.decide(Array(ranked.prefix(10)))
        if case .resolved(let candidate) = plain, candidate.score >= Self.listThreshold { return plain }
        if case .ambiguous = plain { return plain }
        let key = normalizer.normalize(spoken, language: language).keyString
        let groups = listGroups(language).filter { $0.contains(key) }
        if !groups.isEmpty {
            let names = lock.withLock { titles[.list] ?? [:] }
            let members = names.filter { _, name in
                let nameKey = normalizer.normalize(name, language: language).keyString
                return groups.contains { $0.contains(nameKey) }
            }
            if members.count == 1, let (id, name) = members.first {
                return .resolved(Candidate(id: id, title: name, score: Self.listThreshold, signals: ["group": 1]))
            }
        }
        if bySound, let heard = listHeardAs(spoken, language: language) { return .resolved(heard) }
        if case .resolved(let candidate) = plain { return .notFound(nearest: [candidate]) }
        return plain
    }

    /// The one list whose name sounds like the words when no name is spelled so ("glossary's"
    /// for Groceries in a transcript): English phonetic keys of as many words, the same first
    /// sound and less than one whole change of sound apart, clearly nearer than any other list;
    /// nil otherwise.
    private func listHeardAs(_ spoken: String, language: Language) -> Candidate? {
        guard language == .en else { return nil }
        func key(_ text: String) -> String {
            text.split(whereSeparator: { !$0.isLetter }).map { PhoneticKey.key(String($0)) }.joined()
        }
        let heard = key(spoken)
        let wordCount = spoken.split(separator: " ").count
        guard heard.count >= 3, wordCount <= 3 else { return nil }
        let names = lock.withLock { titles[.list] ?? [:] }
        var scored: [(id: Int64, name: String, distance: Double)] = []
        // NB: as many words as the name, and its first sound: "groceries two" (a title's word
        // after the list) and "the last list" name no list by sound.
        for (id, name) in names where name.split(separator: " ").count == wordCount {
            let target = key(name)
            guard target.count >= 3, target.first == heard.first, let distance = SoundDistance.phonetic(heard, target, limit: 3) else { continue }
            scored.append((id, name, distance))
        }
        scored.sort { $0.distance < $1.distance }
        // NB: under one whole change of sound ("l" for "r" is half of one): "calendar" is no "Clients".
        guard let best = scored.first, best.distance < 1 else { return nil }
        if scored.count > 1, scored[1].distance < best.distance + 1 { return nil }
        return Candidate(id: best.id, title: best.name, score: Self.listThreshold, signals: ["sound": 1])
    }

    /// True when the words name one list of the store clearly: its name, or another name of its
    /// group (the bar of a list slot, `listThreshold`).
    public func namesList(_ spoken: String, language: Language) -> Bool {
        if case .resolved = resolveList(spoken, language: language) { return true }
        return false
    }

    /// English words that point back at what the conversation was about ("it", "that one"):
    /// small words, but the conversation's to read, never a name of nothing.
    public static let pointerWords: Set<String> = ["it", "that", "this", "them", "these", "those", "one", "ones", "they"]

    /// One hiragana or katakana character, spaces aside.
    static func isOneKana(_ text: String) -> Bool {
        let scalars = text.unicodeScalars.filter { !CharacterSet.whitespaces.contains($0) }
        guard scalars.count == 1, let only = scalars.first else { return false }
        return (0x3041...0x30FF).contains(only.value) || (0xFF66...0xFF9D).contains(only.value)
    }

    public func namesNothing(_ query: EntityQuery) -> Bool {
        let lists = query.type == EntityKind.list.rawValue
        guard lists || query.type == EntityKind.todo.rawValue, let phrases = vaguePhrases(query.language, lists: lists) else {
            return false
        }
        let key = normalizer.normalize(query.spoken, language: query.language).keyString
        // NB: a todo named by small words alone ("mark as complete": "as") names none; words that
        // point back ("it", "that one") are the conversation's to read.
        if !lists, query.language == .en, !key.isEmpty,
            key.split(separator: " ").allSatisfy({ ActionWords.isFunctionWord(String($0), language: .en) && !Self.pointerWords.contains(String($0)) })
        {
            return true
        }
        // 「スヌーズ5分」 read as 「ス」 + a heard 「ヌーズ」: one kana is no name people say, unless
        // a todo is called just that.
        if !lists, query.language == .ja, Self.isOneKana(query.spoken),
            ranking(.todo, spoken: query.spoken, language: query.language).first?.signals["exact"] != 1
        {
            return true
        }
        guard phrases.contains(key) else { return false }
        // NB: a list the store holds by that very name ("To do") is that list.
        if lists, ranking(.list, spoken: query.spoken, language: query.language).first?.signals["exact"] == 1 { return false }
        return true
    }

    // MARK: For the conversation

    /// The best few entities of a type for the spoken words, among those `scope` allows,
    /// for numbered choices.
    public func rank(_ kind: EntityKind, spoken: String, language: Language, scope: TodoScope = .all, limit: Int = 9) -> [Candidate] {
        let ranked = ranking(kind, spoken: spoken, language: language)
        return Array((kind == .todo ? inScope(ranked, scope) : ranked).prefix(limit))
    }

    /// True while an entity of the kind has this id (a todo done or open, a list).
    /// The open todo whose title is exactly these words (folded), with the list it is on; nil
    /// when none or several are.
    public func openTodo(titled spoken: String, language: Language) -> (candidate: Candidate, listId: Int64)? {
        let exact = rank(.todo, spoken: spoken, language: language, scope: .open).filter { $0.signals["exact"] == 1 }
        guard exact.count == 1, let only = exact.first, let state = todoStates(of: [only.id])[only.id] else { return nil }
        return (only, state.listId)
    }

    public func contains(_ kind: EntityKind, id: Int64) -> Bool {
        if kind == .todo { return store.todoStates([id])[id] != nil }
        guard index(for: kind) != nil else { return false }
        return lock.withLock { titles[kind]?[id] != nil }
    }

    /// Catches up with changes made to the store since the last call (one query when nothing
    /// changed), and forgets the rankings made before the change. Call it before each utterance.
    ///
    /// Rankings depend on the stored titles alone, so while nothing changes they are kept
    /// across utterances (a long-running front end hears "milk" again and again).
    public func synchronize() {
        lock.lock()
        defer { lock.unlock() }
        if rankings.count > Self.keptRankings { rankings.removeAll(keepingCapacity: true) }
        let counter = service.changeCounter
        guard counter != seenCounter else { return }
        seenCounter = counter
        rankings.removeAll(keepingCapacity: true)
        for known in Array(indexes.keys) { refresh(known) }
        ranker.forget()
        todoStates.removeAll(keepingCapacity: true)
        titleIndexReady = nil
        fallbackTodos = nil
    }

    // MARK: Internals

    private func inScope(_ ranked: [Candidate], _ scope: TodoScope) -> [Candidate] {
        guard scope != .all else { return ranked }
        let states = todoStates(of: ranked.map(\.id))
        return ranked.filter { (states[$0.id]?.isDone ?? false) == (scope == .done) }
    }

    /// Done state and list of these todos: those ranked are known, others are read.
    private func todoStates(of ids: [Int64]) -> [Int64: (isDone: Bool, listId: Int64)] {
        lock.lock()
        defer { lock.unlock() }
        let missing = ids.filter { todoStates[$0] == nil }
        if !missing.isEmpty {
            for (id, state) in store.todoStates(missing) { todoStates[id] = state }
        }
        var result: [Int64: (isDone: Bool, listId: Int64)] = [:]
        for id in ids { result[id] = todoStates[id] }
        return result
    }

    private func ranking(_ kind: EntityKind, spoken: String, language: Language) -> [Candidate] {
        let key = RankingKey(kind: kind, spoken: spoken, language: language)
        if let known = lock.withLock({ rankings[key] }) { return known }
        let ranked: [Candidate]
        if kind == .todo {
            var todos = rankTodos(spoken, language: language)
            // A family word said another way (「ママに電話する」 for 「母に電話する」, "call mother"):
            // ranked again said plainly, each todo at its better score.
            if let plain = KinWords.plainly(spoken, language: language) {
                var best: [Int64: Candidate] = [:]
                for candidate in todos + rankTodos(plain, language: language) where (best[candidate.id]?.score ?? -1) < candidate.score {
                    best[candidate.id] = candidate
                }
                todos = best.values.sorted { $0.score != $1.score ? $0.score > $1.score : $0.id < $1.id }
            }
            ranked = todos
        } else {
            guard let index = index(for: kind) else { return [] }
            ranked = index.rank(spoken, language: language, limit: Self.rankingDepth)
        }
        lock.withLock { rankings[key] = ranked }
        return ranked
    }

    /// Todos from the store's title index, caught up first; in memory only when it cannot be.
    private func rankTodos(_ spoken: String, language: Language) -> [Candidate] {
        lock.lock()
        defer { lock.unlock() }
        if titleIndexReady == nil {
            do {
                try store.updateTitleIndex()
                titleIndexReady = store.titleIndexIsCurrent
            } catch {
                titleIndexReady = false
            }
        }
        if titleIndexReady == true, !checkedJapanese, (Language.detect(in: spoken) ?? language) == .ja {
            checkedJapanese = true
            if (try? store.checkJapaneseTitleIndex()) == nil || !store.titleIndexIsCurrent {
                do {
                    try store.updateTitleIndex()
                } catch {
                    titleIndexReady = false
                }
            }
        }
        guard titleIndexReady == true else { return fallbackRank(spoken, language: language) }
        let source = StoreTitleIndex(store: store) { record in
            self.todoStates[record.id] = (record.isDone, record.listId)
        }
        return ranker.rank(spoken, language: language, limit: Self.rankingDepth, in: source)
    }

    /// The todos indexed in memory (lock held): what a store whose title index cannot be
    /// written (read-only, locked) is ranked with.
    private func fallbackRank(_ spoken: String, language: Language) -> [Candidate] {
        if fallbackTodos == nil {
            let records = service.entities(ofType: .todo)
            fallbackTodos = EntityIndex(records: records.map { EntityRecord(id: $0.id, title: $0.title) }, normalizer: normalizer)
        }
        return fallbackTodos!.rank(spoken, language: language, limit: Self.rankingDepth)
    }

    /// The in-memory index of a kind (lists), built on first use.
    private func index(for kind: EntityKind) -> EntityIndex? {
        lock.lock()
        defer { lock.unlock() }
        if let index = indexes[kind] { return index }
        let records = service.entities(ofType: kind)
        let index = EntityIndex(records: records.map { EntityRecord(id: $0.id, title: $0.title) }, normalizer: normalizer)
        indexes[kind] = index
        titles[kind] = Dictionary(records.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        return index
    }

    /// Brings an index up to date with the store: upserts changed titles, removes deleted ones.
    private func refresh(_ kind: EntityKind) {
        guard let index = indexes[kind] else { return }
        let summaries = service.entities(ofType: kind)
        let current = Dictionary(summaries.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        let known = titles[kind] ?? [:]
        for (id, title) in current where known[id] != title {
            index.upsert(EntityRecord(id: id, title: title))
        }
        for id in known.keys where current[id] == nil {
            index.remove(id: id)
        }
        titles[kind] = current
    }
}

/// The store's title index as `StoredEntityRanking` reads it; `seen` hears of every todo read.
private struct StoreTitleIndex: StoredEntityIndex {
    let store: TodoStore
    let seen: (TodoStore.TitleIndexRecord) -> Void

    var recordCount: Int { store.titleIndexCount }

    func postings(for keys: [UInt64]) -> [(key: UInt64, count: Int, ids: () -> [Int64])] {
        store.titlePostings(for: keys).map { posting in (posting.key, posting.count, { TitlePostings.decode(posting.ids) }) }
    }

    func records(_ ids: [Int64]) -> [(id: Int64, title: String, profile: [UInt8])] {
        store.titleIndexRecords(ids).map { record in
            seen(record)
            return (record.id, record.title, record.profile)
        }
    }

    func records(containing character: Unicode.Scalar, limit: Int, skip: (Int64) -> Bool) -> [Int64] {
        store.todoIDs(titleContaining: String(character), limit: limit, skip: skip)
    }
}
