import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText
import SpokenValues
import TodoKit

/// The conversation's questions come from the intent catalog; its actions run on TodoService.
extension VoiceApp: ConversationDelegate {
    /// The declaration of an action's parameter, when the action is one of the catalog's intents.
    private func declared(_ parameter: String, of action: Action) -> (intent: TodoIntent, parameter: ParameterDeclaration)? {
        guard let intent = TodoIntent(rawValue: action.intent), let declaration = intent.declaration.parameter(named: parameter)
        else { return nil }
        return (intent, declaration)
    }

    private static func entityKind(_ kind: ParameterDeclaration.Kind) -> EntityKind? {
        switch kind {
        case .todo: return .todo
        case .list: return .list
        case .text, .texts, .filter, .date, .duration, .bool, .repeat: return nil
        }
    }

    public func readValue(for parameter: String, of action: Action, from text: String) -> SlotValue? {
        let language = action.language
        guard let (intent, declaration) = declared(parameter, of: action) else { return nil }
        resolver.synchronize()
        let words = Normalizer().normalize(text, language: language)
        guard !words.tokens.isEmpty else { return nil }
        let spoken = words.surface(0..<words.tokens.count)
        switch declaration.kind {
        case .todo, .list:
            let query = EntityQuery(
                type: declaration.kind == .todo ? EntityKind.todo.rawValue : EntityKind.list.rawValue, spoken: spoken,
                language: language, intent: intent.name, parameter: parameter)
            return .entity(spoken: spoken, resolution: resolver.resolve(query))
        case .text, .texts:
            return .text(spoken)
        case .date:
            return SpokenDate.parse(text, language: language, clock: clock).map(SlotValue.date)
        case .duration:
            if let minutes = SpokenDuration.parse(text, language: language) { return .duration(minutes) }
            if let minutes = NumberWords.value(of: text, language: language), minutes > 0 { return .duration(minutes) }
            return nil
        case .repeat:
            return SpokenRepeat.parse(text, language: language, clock: clock).map(SlotValue.repeatRule)
        case .filter, .bool:
            return engine.readEnum(parameter, from: text, language: language).map(SlotValue.enumValue)
        }
    }

    public func candidates(for parameter: String, of action: Action, spoken: String) -> [Candidate] {
        guard let (intent, declaration) = declared(parameter, of: action), let kind = Self.entityKind(declaration.kind) else {
            return []
        }
        resolver.synchronize()
        return resolver.rank(kind, spoken: spoken, language: action.language, scope: intent.todoScope)
    }

    public func isUndo(_ intent: String) -> Bool { TodoIntent(rawValue: intent) == .undo }

    public func exists(_ reference: EntityReference, for parameter: String, of action: Action) -> Bool {
        guard let (_, declaration) = declared(parameter, of: action) else { return false }
        resolver.synchronize()
        return resolver.contains(Self.entityKind(declaration.kind) ?? .todo, id: reference.id)
    }

    /// An answer to "What do you want to add?" is read the way "add …" would be, so a date,
    /// list or repeat said with the title lands in its own parameter instead of the title.
    public func readAnswer(for parameter: String, of action: Action, from text: String) -> [String: SlotValue] {
        let single = readValue(for: parameter, of: action, from: text).map { [parameter: $0] } ?? [:]
        guard TodoIntent(rawValue: action.intent) == .addTodo, parameter == "title" else { return single }
        let command = VoicePhrasebook.of(action.language).addCommand(text)
        guard let best = parse(command, language: action.language).best, TodoIntent(rawValue: best.intent) == .addTodo,
            case .text? = best.slots["title"]
        else { return single }
        return best.slots
    }

    public func parametersToAsk(_ action: Action) -> [String] {
        guard let intent = TodoIntent(rawValue: action.intent) else { return [] }
        let declaration = intent.declaration
        return declaration.parameters.compactMap { parameter in
            guard action.values[parameter.name] == nil else { return nil }
            if parameter.isRequired { return parameter.name }
            // An optional value with offered choices is asked for, as Siri's requestChoice does.
            if parameter.kind == .duration && !declaration.durationChoices.isEmpty { return parameter.name }
            return nil
        }
    }

    public func question(for parameter: String, of action: Action) -> String {
        TodoIntent(rawValue: action.intent)?.declaration.prompt(for: parameter, language: action.language) ?? ""
    }

    public func choices(for parameter: String, of action: Action) -> [Choice] {
        guard let (intent, declaration) = declared(parameter, of: action), declaration.kind == .duration else { return [] }
        let phrases = VoicePhrasebook.of(action.language)
        return intent.declaration.durationChoices.map { choice in
            Choice(
                label: choice.label(in: action.language), value: .duration(choice.minutes(from: clock)),
                aliases: phrases.aliases(of: choice) + VoicePhrasebook.universalAliases(of: choice))
        }
    }

    public func confirmation(for action: Action) -> String? {
        guard let request = Self.request(for: action, confirmed: false) else { return nil }
        // A spoken "undo" of something large says how much and asks, like the change itself did.
        if request.intent == .undo { return service(action.language).undoQuestion() }
        return try? service(action.language).confirmationPrompt(for: request)
    }

    public func unresolved(_ parameter: String, spoken: String, in action: Action) -> UnresolvedPlan {
        let phrases = VoicePhrasebook.of(action.language)
        guard let (intent, declaration) = declared(parameter, of: action) else { return .fail(phrases.notFound(spoken, isList: false)) }
        if declaration.kind == .list, intent == .addTodo || intent == .updateTodo {
            let create = Action(intent: TodoIntent.createList.name, language: action.language, values: ["name": .text(spoken)])
            return .offerToCreate(prompt: phrases.offerToCreateList(spoken), create: create)
        }
        // NB: not IntentFailure.notFound, whose "(give its exact title or id)" is for typed `intent` calls.
        return .fail(phrases.notFound(spoken, isList: declaration.kind == .list))
    }
}

/// The few sentences and words only the voice front needs, one conforming type per language.
protocol VoicePhrases: Sendable {
    /// "There's no list “X”. Create it?"
    func offerToCreateList(_ name: String) -> String
    /// Nothing of that name, said the way a person would: "I couldn't find a todo called “zebra”."
    func notFound(_ spoken: String, isList: Bool) -> String
    /// Words that pick a snooze choice.
    func aliases(of choice: DurationChoice) -> [String]
    /// An answer to "What do you want to add?" as the command that would have said it.
    func addCommand(_ answer: String) -> String
    /// Whether words held by a statement slot report something done ("paid the rent").
    func reportsDone(_ spoken: String) -> Bool
    /// A title said as several items ("eggs, butter and flour", 「卵と牛乳とバター」, "shampoo and
    /// conditioner"), or nil when it reads as one ("salt and pepper", 「父と母に電話する」): `words`
    /// are the grammar's pairs that are one item and the words that make a side no item.
    func items(of title: String, words: ItemWords) -> [String]?
    /// A title without the words that only turn it into a noun for the sentence around it
    /// (「薬局に寄るように」「資源ごみを出すの」 → 「薬局に寄る」「資源ごみを出す」).
    func bareTitle(_ title: String) -> String
    /// The sentence with regional words in their standard form (Tohoku 「ずらしてけろ」 →
    /// 「ずらしてください」, Hakata 「入れとって」 → 「入れといて」), or nil when it has none.
    func standardForms(_ text: String) -> String?
    /// The sentences a command may mean with the thing set up as its topic before it put into
    /// it (「四半期レポートの件ですが、完了にしていただけますか」 → 「四半期レポートを完了に…」), best
    /// first; empty when it sets up none.
    func topicPutIn(_ text: String) -> [String]
    /// The sentence without the particle a speaker puts after each phrase (「明日の朝ね、病院に行く
    /// ってね、入れといてね」), with its pauses and without them; empty when it has none.
    func softenersDropped(_ text: String) -> [String]
    /// The commands a wish or a passive sentence about a thing stands for ("the dentist thing should
    /// be moved to friday" → "move the dentist thing to friday"), best first; empty when none.
    func indirectRequests(_ text: String) -> [String]
}

/// The grammar's data for telling one item from two: `fixed_pair` ("salt and pepper",
/// 「塩と胡椒」) and `not_item` (people: "mom", 「父」「さん」).
struct ItemWords {
    var fixed: PhraseData
    var notItem: PhraseData
    /// Things bought by one word ("butter", "flour"): two in a row are two items.
    var loneItem: PhraseData
    /// Plurals that begin a thing's name ("sports drinks", "sales report"): no item by themselves.
    var pluralModifier: PhraseData
}

/// The voice phrases of each language: the only switch over languages in the glue.
enum VoicePhrasebook {
    static func of(_ language: Language) -> any VoicePhrases {
        switch language {
        case .en: return EnglishVoicePhrases()
        case .ja: return JapaneseVoicePhrases()
        }
    }

    /// Aliases that pick a choice in any language (digits).
    static func universalAliases(of choice: DurationChoice) -> [String] {
        switch choice {
        case .minutes(let minutes): return [String(minutes)]
        case .tonight, .tomorrow: return []
        }
    }
}

struct EnglishVoicePhrases: VoicePhrases {
    func offerToCreateList(_ name: String) -> String { "There’s no list “\(name)”. Create it?" }
    func notFound(_ spoken: String, isList: Bool) -> String { "I couldn’t find a \(isList ? "list" : "todo") called “\(spoken)”." }
    func aliases(of choice: DurationChoice) -> [String] {
        switch choice {
        case .tonight: return ["tonight", "until tonight", "this evening"]
        case .tomorrow: return ["tomorrow", "until tomorrow", "tomorrow morning"]
        case .minutes(let minutes): return ["\(minutes) minutes"]
        }
    }
    func addCommand(_ answer: String) -> String { "add " + answer }
    func reportsDone(_ spoken: String) -> Bool { PastTense.begins(spoken) }
    func bareTitle(_ title: String) -> String { title }
    /// Spanish command words said in English (`SpanishInEnglish`).
    func standardForms(_ text: String) -> String? { SpanishInEnglish.english(text) }
    func topicPutIn(_ text: String) -> [String] { [] }
    func softenersDropped(_ text: String) -> [String] { [] }
    func indirectRequests(_ text: String) -> [String] { EnglishIndirectRequests.requests(in: text) }

    /// Commas with a last "and" (or several commas) separate items. A lone "and" separates two
    /// things to do, each starting with its verb ("call the school and email the coach"), or two
    /// short things to get ("shampoo and conditioner": each side up to three words, no verb, no
    /// word that ties it to something else, no person) unless the pair is one thing
    /// (`fixed_pair`: "salt and pepper", "mac and cheese").
    func items(of title: String, words: ItemWords) -> [String]? {
        if words.fixed.occurs(in: title) { return nil }
        // NB: joiners in a row ("oh and also buy stamps"), and one left at the end before a
        // pause ("bananas and, uh, coffee filters").
        func clean(_ part: Substring) -> String {
            var text = part.trimmingCharacters(in: .whitespaces)
            var changed = true
            while changed {
                changed = false
                for joiner in ["and ", "also ", "plus ", "oh ", "uh ", "um "] where text.lowercased().hasPrefix(joiner) && text.count > joiner.count {
                    text = String(text.dropFirst(joiner.count)).trimmingCharacters(in: .whitespaces)
                    changed = true
                }
                for joiner in [" and", " uh", " um"] where text.lowercased().hasSuffix(joiner) && text.count > joiner.count {
                    text = String(text.dropLast(joiner.count)).trimmingCharacters(in: .whitespaces)
                    changed = true
                }
            }
            return text
        }
        let commaParts = title.split(separator: ",", omittingEmptySubsequences: true)
        if commaParts.count >= 2 {
            var parts = commaParts.map(clean)
            if let last = parts.last, let range = last.range(of: " and ") {
                parts[parts.count - 1] = String(last[..<range.lowerBound])
                parts.append(String(last[range.upperBound...]))
            }
            // "garlic, and oh, ginger too": a filler is no item, and "too" only adds the last one.
            let fillers: Set<String> = ["oh", "um", "uh", "er", "erm", "hmm", "ah", "like", "and", "also", "plus", "then", "and then", "oh and", "and oh"]
            var items = parts.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && !fillers.contains($0.lowercased()) }
            for filler in ["oh ", "um ", "uh ", "and "] where items.last?.lowercased().hasPrefix(filler) == true {
                items[items.count - 1] = String(items[items.count - 1].dropFirst(filler.count))
            }
            for tail in [" too", " as well", " also"] where items.count >= 2 && items.last?.lowercased().hasSuffix(tail) == true {
                items[items.count - 1] = String(items[items.count - 1].dropLast(tail.count)).trimmingCharacters(in: .whitespaces)
            }
            items = items.filter { !$0.isEmpty }
            // Two things to do set off by a comma, each with its verb ("update the sheet, call the printer").
            let twoActions = items.count == 2 && items.allSatisfy { item in
                let words = item.lowercased().split(separator: " ").map(String.init)
                return words.count >= 2 && ActionWords.isAction(words[0], language: .en)
            }
            let saidAnd = title.contains(" and ") || commaParts.count >= 3 || twoActions
            // NB: three parts or more set apart by commas are items however long each is ("print the
            // field trip permission forms, email the parents about the bake sale, and …"), within reason.
            let eachADoing = items.allSatisfy { item in
                item.split(separator: " ").first.map { ActionWords.isAction($0.lowercased(), language: .en) } ?? false
            }
            let longest = commaParts.count >= 3 && eachADoing ? 9 : 6
            return items.count >= 2 && saidAnd && items.allSatisfy({ $0.split(separator: " ").count <= longest }) ? items : nil
        }
        // "onions and also tomatoes", "milk as well as eggs": the same "and".
        var joined = title
        for joiner in [" and also ", " as well as ", " and then also "] { joined = joined.replacingOccurrences(of: joiner, with: " and ") }
        let halves = joined.components(separatedBy: " and ").map { $0.trimmingCharacters(in: .whitespaces) }
        guard halves.count == 2, halves.allSatisfy({ !$0.isEmpty }) else { return nil }
        let halfWords = halves.map { $0.lowercased().split(separator: " ").map(String.init) }
        let starts = halfWords.map { $0.first ?? "" }
        if starts.allSatisfy({ ActionWords.isAction($0, language: .en) }), halfWords.allSatisfy({ $0.count >= 2 }) { return halves }
        // Two things to get: short noun phrases, neither a thing to do nor a person.
        let determiners: Set<String> = ["a", "an", "some", "more", "of"]
        let isThing = { (half: [String]) -> Bool in
            let content = half.filter { !determiners.contains($0) }
            return !content.isEmpty && content.count <= 3 && !ActionWords.isAction(content[0], language: .en)
                && !content.contains { ActionWords.isFunctionWord($0, language: .en) || $0.allSatisfy(\.isNumber) }
        }
        guard halfWords.allSatisfy(isThing), !halves.contains(where: { words.notItem.occurs(in: $0) }) else { return nil }
        if halfWords[0].count >= 2, halfWords[0].count <= 4, let first = Self.uncommaed(halves[0], words: words, determiners: determiners) {
            return first + [halves[1]]
        }
        return halves
    }

    /// Speech leaves out the commas: "apples bananas and yogurt", "eggs butter and flour". The
    /// words before the "and" are cut after each plural noun ("eggs | peanut butter") and
    /// between two words that are each a thing bought alone (`lone_item`: "milk | bread"); a name
    /// whose head comes last stays whole ("chicken breasts", "coffee filters", "paper towels",
    /// "sports drinks"). Nil when nothing is cut.
    private static func uncommaed(_ half: String, words: ItemWords, determiners: Set<String>) -> [String]? {
        let said = half.split(separator: " ").map(String.init)
        let lowered = said.map { $0.lowercased() }
        let isPlural = { (word: String) -> Bool in
            word.count >= 4 && word.hasSuffix("s") && !["ss", "us", "is"].contains(where: word.hasSuffix)
                && !ActionWords.isAction(word, language: .en) && !determiners.contains(word)
                && !words.pluralModifier.isWhole(word)
        }
        var items: [String] = []
        var current: [String] = []
        for (index, word) in said.enumerated() {
            current.append(word)
            guard index < said.count - 1 else { break }
            let next = lowered[index + 1]
            if isPlural(lowered[index]) || (words.loneItem.isWhole(lowered[index]) && words.loneItem.isWhole(next)) {
                items.append(current.joined(separator: " "))
                current = []
            }
        }
        items.append(current.joined(separator: " "))
        return items.count >= 2 ? items : nil
    }
}

struct JapaneseVoicePhrases: VoicePhrases {
    func offerToCreateList(_ name: String) -> String { "“\(name)”というリストはありません。作成しますか？" }
    func notFound(_ spoken: String, isList: Bool) -> String { "“\(spoken)”という\(isList ? "リスト" : "Todo")は見つかりませんでした。" }
    func aliases(of choice: DurationChoice) -> [String] {
        switch choice {
        case .tonight: return ["今夜", "今晩", "夜まで", "今夜まで"]
        case .tomorrow: return ["明日", "明日まで", "あした", "あしたまで", "明日の朝"]
        case .minutes(let minutes): return ["\(minutes)分"]
        }
    }
    func addCommand(_ answer: String) -> String { answer + "を追加" }
    // NB: Japanese templates carry the tense themselves (「〜た」「〜したよ」).
    func reportsDone(_ spoken: String) -> Bool { true }

    /// After a verb's dictionary or past form: 「ように」「こと」「の」 nominalize it for the
    /// request around it and are no part of the todo.
    func bareTitle(_ title: String) -> String {
        let verbEndings: Set<Character> = ["う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る", "た", "だ", "い"]
        // 「美容院の予約を入れる、っていう（の）」「弁当を作るって」「病院へ行くと（登録して）」: the words
        // quoted, not the quoting (と after a verb quotes in polite speech; after a noun it joins items).
        for quote in [
            "というタスクの", "というタスクを", "というタスク", "というのを", "というの", "という", "と言うのを", "と言うの", "と言う",
            "っていうのを", "っていうの", "っていう", "って言うのを", "って言うの", "って言う", "っての", "って", "っち", "と",
        ] where title.hasSuffix(quote) {
            var stem = Substring(title.dropLast(quote.count))
            while let last = stem.last, last == "、" || last == "," || last == " " { stem = stem.dropLast() }
            if let last = stem.last, verbEndings.contains(last), stem.count >= 2 { return bareTitle(String(stem)) }
        }
        // NB: 「ん」 is Kansai's 「の」 (「ティッシュ買うん、追加しといて」); 「件」 is business Japanese's
        // (「部長へ日報を送る件、登録をお願いします」).
        // 「明日の10時から面接あるから入れといて」「寄り合いがあるから」: there is a thing, so it goes in.
        for reason in ["があるから", "があるので", "があるけん", "あるから", "あるので"] where title.hasSuffix(reason) && title.count > reason.count + 1 {
            return String(title.dropLast(reason.count))
        }
        // A reason set off after the thing (「車のタイヤを替える、ぶち大事じゃけ」「雪囲いをする、忘れるすけ」): the thing.
        if let pause = title.lastIndex(of: "、"), pause > title.startIndex {
            let last = title[title.index(after: pause)...]
            if JapaneseClauseEndings.reason.contains(where: last.hasSuffix), last.count >= 3 {
                return bareTitle(String(title[..<pause]))
            }
        }
        // (A reason said with the thing, 「チェーンを買うから、入れといて」: the thing.)
        for ending in ["ように", "ようにって", "ことを", "こと", "のを", "の", "んを", "ん", "の件", "件", "タスク", "リマインダー", "から", "ので"] where title.hasSuffix(ending) {
            let stem = title.dropLast(ending.count)
            if let last = stem.last, verbEndings.contains(last), stem.count >= 2 { return String(stem) }
        }
        return title
    }

    /// What ends a topic set up before the command, longest first: business Japanese's 「件」
    /// (「四半期レポートの件ですが、」「経費精算の件につきまして、」) and the plain 「のは」 (「パン買うのは
    /// もういいや、」).
    static let topicEndings = [
        "の件でございますが", "の件につきまして", "の件についてですが", "の件についてですけど", "の件ですが", "の件ですけど", "の件なんですが",
        "の件なんだけど", "の件について", "の件は", "の件", "件につきまして", "件ですが", "件は", "件",
        "のはもういいや", "はもういいや", "のはもういい", "のは",
    ]

    /// The object first (「Xを」 + command) unless the command has its own object (「期限を…」:
    /// 「Xの」 + command).
    func topicPutIn(_ text: String) -> [String] {
        guard let comma = text.firstIndex(of: "、") else { return [] }
        let head = String(text[..<comma])
        let command = text[text.index(after: comma)...].trimmingCharacters(in: CharacterSet(charactersIn: "、 "))
        guard command.count >= 2 else { return [] }
        let thing: String
        if let ending = Self.topicEndings.first(where: { head.hasSuffix($0) && head.count > $0.count + 1 }) {
            thing = String(head.dropLast(ending.count))
        } else if head.count >= 4, head.hasSuffix("の"), "うくぐすつぬぶむる".contains(head[head.index(head.endIndex, offsetBy: -2)]),
            ["入れ", "追加", "足し", "加え", "登録", "メモ", "リスト"].contains(where: command.contains)
        {
            // A thing to do made a noun by 「の」 and set off before it is put on a list (「お米を買うの、
            // 買い物リストに入れて」). NB: only then: each reading is a whole parse more, and a change
            // (「年賀状書くの、…急ぎにしといて」) reads well without it.
            thing = String(head.dropLast())
        } else if let reason = reasonAfterTopic(standardForms(head) ?? head) {
            // A thing set up with a reason about it (「部屋の掃除は面倒だから、土曜日にずらして」): the thing.
            thing = reason
        } else {
            return []
        }
        let object = [thing + "を" + command, thing + "の" + command]
        return command.contains("を") ? object.reversed() : object
    }

    /// The thing of 「Xは…から」「Xは…ので」 (a topic, then a reason about it), or nil: X is two to
    /// twenty characters before the first は, and the reason ends as a verb, an adjective or だ does.
    func reasonAfterTopic(_ head: String) -> String? {
        guard let ending = ["だから", "から", "ので", "んで", "けど"].first(where: { head.hasSuffix($0) }),
            let topic = head.firstIndex(of: "は")
        else { return nil }
        let thing = head[..<topic]
        let reason = head[head.index(after: topic)...].dropLast(ending.count)
        guard (2...20).contains(thing.count), !reason.isEmpty, let last = reason.last,
            ending == "だから" || "いうくすつぬぶむるただなしい".contains(last)
        else { return nil }
        return String(thing)
    }

    // NB: Japanese says its wishes with endings the grammar reads (〜といてほしい, 〜てもらえると助かる).
    func indirectRequests(_ text: String) -> [String] { [] }

    func softenersDropped(_ text: String) -> [String] {
        guard Array(text.unicodeScalars).holds("ね、") else { return [] }
        let plain = text.replacingOccurrences(of: "ねえ、", with: "、").replacingOccurrences(of: "ね、", with: "、")
        return [plain, plain.replacingOccurrences(of: "、", with: "")]
    }

    /// Regional words and their standard forms, longest first where one holds another: Tohoku
    /// (けろ, がら, 行ぐ, なんぼ, べ) and Hakata (とって, けん, よか, なんね, と？). The particles
    /// (Tohoku's 「さ」 for に, Hakata's 「っち」 for って) are read in context, in `standardForms`.
    static let regionalForms: [(said: String, standard: String)] = [
        ("やんねばなんねえ", "やらなきゃいけない"), ("やらねばなんねえ", "やらなきゃいけない"), ("せないかん", "しなきゃいけない"),
        ("してけろ", "してください"), ("でけろ", "でください"), ("てけろ", "てください"), ("けろ", "ください"),
        ("したがら", "したから"), ("だったがら", "だったから"), ("たがら", "たから"), ("るがら", "るから"),
        ("行ぐ", "行く"), ("いぐ", "いく"), ("なんぼ", "いくつ"), ("何だべ", "何"), ("なんだべ", "何"), ("あるべ", "ある"), ("だべ", "だろう"),
        ("しとってね", "しといてね"), ("しとって", "しといて"), ("れとって", "れといて"), ("いとって", "いといて"),
        ("要らんけん", "要らないから"), ("いらんけん", "いらないから"), ("けん、", "から、"), ("よかよ", "いいよ"), ("よかけん", "いいから"),
        // Nagasaki and Saga: 〜とたい (のだ), 〜せんばいかん (しなきゃいけない), どげん (どう), 〜とば (のを), 〜えとらん.
        ("たとたい", "た"), ("だとたい", "だ"), ("せんばいかん", "しなきゃいけない"), ("どげん", "どう"),
        ("ないとば", "ないのを"), ("らんとば", "らんのを"), ("えとらんかった", "えていなかった"), ("えとらん", "えていない"), ("えとる", "えている"),
        ("れとらんかった", "れていなかった"), ("れとらん", "れていない"), ("れとる", "れている"), ("済んだとは", "済んだのは"), ("終わったとは", "終わったのは"),
        ("過ぎとう", "過ぎてる"), ("すぎとう", "すぎてる"), ("くれんね", "ください"), ("なんね", "何"), ("あると？", "ある？"), ("あると?", "ある?"), ("たばい、", "た、"), ("よかばい", "いいよ"),
        // Koshu: ぶちゃる (捨てる), こぴっと (ちゃんと), 〜ずら after a verb (だろう, a reason said after),
        // 〜さよ (よ), もういっぺん (もう一度), 〜ちょう (ている).
        ("ぶちゃっといて", "捨てといて"), ("ぶちゃって", "捨てて"), ("ぶちゃる", "捨てる"), ("ぶちゃら", "捨て"), ("こぴっと", "ちゃんと"),
        ("るずら、", "るから、"), ("るずら", "るから"), ("たさよ", "たよ"), ("いさよ", "いよ"), ("もういっぺん", "もう一度"),
        ("っちょう", "っている"), ("しちょう", "している"),
        // A formal 「〜に改めて」 (change to), said as a request: 「…という名前に改めておいてください」.
        ("に改めておいてください", "に変えておいてください"), ("に改めてください", "に変えてください"), ("に改めておいて", "に変えておいて"),
        ("に改めといて", "に変えといて"),
        // Nagoya: 〜てちょう (ください), 〜とる (ている), 〜がや, 〜でよ (から), 〜なかん (なきゃいけない).
        ("てちょう", "てください"), ("でちょう", "でください"), ("見して", "見せて"), ("みして", "見せて"),
        ("っとらん", "っていない"), ("しとらん", "していない"), ("んどらん", "んでいない"), ("ぎとらん", "ぎていない"),
        ("っとる", "っている"), ("しとる", "している"), ("んどる", "んでいる"), ("ぎとる", "ぎている"),
        ("ったでよ、", "ったから、"), ("いたでよ、", "いたから、"), ("ったで、", "ったから、"), ("いたで、", "いたから、"), ("んだで、", "んだから、"),
        // Shizuoka and Mikawa: 〜で and 〜もんで for から, ずら and だら for だろう, だに for だよ, 〜けー？ for か,
        // やらまいか for やろう, 〜しとくしょ for しといて.
        ("れとる", "れている"), ("もんで、", "から、"), ("もんで", "から"),
        ("ずら？", "？"), ("ずら?", "?"), ("あるら？", "ある？"), ("あるら?", "ある?"), ("だに、", "だよ、"), ("だに。", "だよ。"),
        ("けー？", "？"), ("けー?", "?"), ("やらまいか", "やろう"), ("しとくしょ", "しといて"),
        ("せなかん", "しなきゃいけない"), ("らなかん", "らなきゃいけない"), ("どえりゃあ", "すごく"), ("でら", "すごく"),
        ("だがや", ""), ("がや、", "よ、"), ("いっちゃん", "一番"), ("急がんでええ", "急がなくていい"), ("でええ", "でいい"), ("ええで", "いいよ"),
        // Hiroshima: 〜けえ (から), 〜じゃけえ (だから), 〜せんといけん (しないといけない), たいぎい (面倒).
        ("じゃけえ", "だから"), ("けえ、", "から、"), ("ったけえ", "ったから"), ("いたけえ", "いたから"), ("したけえ", "したから"), ("せんといけん", "しないといけない"), ("といけん", "といけない"),
        ("たいぎい", "面倒だ"), ("といてや", "といて"),
        // … with a small ぇ (けぇ), and its requests: 〜しんさい / 〜ときんさい (して / といて), 〜てくれんさい and
        // 〜てつかあさい (てください), 〜とらん (ていない), ええ (いい).
        ("じゃけぇ", "だから"), ("けぇ、", "から、"), ("ったけぇ", "ったから"), ("いたけぇ", "いたから"), ("したけぇ", "したから"),
        ("るけぇ", "るから"), ("いけぇ", "いから"), ("んけぇ", "ないから"), ("ええけえ", "いいから"), ("もうええ", "もういい"),
        ("ておきんさい", "ておいて"), ("ときんさい", "といて"), ("どきんさい", "どいて"), ("てくれんさい", "てください"),
        ("でくれんさい", "でください"), ("てつかあさい", "てください"), ("でつかあさい", "でください"), ("くれんさい", "ください"),
        ("しんさい", "して"), ("れんさい", "れて"), ("えんさい", "えて"), ("せんさい", "せて"), ("めんさい", "めて"), ("けんさい", "けて"),
        ("いとらん", "いていない"), ("えとらん", "えていない"), ("れとらんかった", "れていなかった"), ("れとらん", "れていない"), ("なっとる", "なっている"), ("んじゃけど", "んだけど"),
        // A request said as what would help (「入れておいてもらえると助かるかな」「入れておいたほうがいいかな」).
        ("ておいてもらえると助かるかな", "ておいて"), ("ておいてもらえると助かる", "ておいて"), ("ておいてくれると助かる", "ておいて"),
        ("てもらえると助かるかな", "て"), ("てもらえると助かる", "て"), ("でもらえると助かる", "で"), ("てくれると助かる", "て"),
        ("ておいてもらえるかな", "ておいて"), ("ておいたほうがいいかな", "ておいて"), ("ておいた方がいいかな", "ておいて"),
        ("ておいたほうがいい", "ておいて"), ("ておいた方がいい", "ておいて"), ("といたほうがいいかな", "といて"), ("といたほうがいい", "といて"),
        // Tsugaru (Aomori): 〜はんで (から), だば (は), だばって (だけど), 〜ねぐ (なく), だびょん (だろう), まいね
        // (だめ), へってら (入ってる), 〜てまった (てしまった), めやぐ (すまない); 〜してけ is in `commandEndings`.
        ("だはんで", "だから"), ("はんで、", "から、"), ("はんで", "から"), ("だばって", "だけど"), ("やらねばまいね", "やらなきゃいけない"),
        ("ねばまいね", "なきゃいけない"), ("まいね", "だめ"), ("だびょん", "だろう"), ("でねぐ", "じゃなく"), ("ねぐて", "なくて"), ("ねぐ", "なく"),
        ("へってら", "入ってる"), ("てまった", "てしまった"), ("めやぐ、", ""), ("めやぐ", ""), ("だば", "は"),
        // Tohoku's さ for に after a word in kana (after kanji it is read in context, below).
        ("急ぎさし", "急ぎにし"), ("あさってさ", "あさってに"), ("あしたさ", "あしたに"), ("きょうさ", "きょうに"), ("あとさ", "あとに"),
        // An old man's speech: 〜ておくれ (てください), 〜かのう (かな), じゃ (だ), ぞい (よ), 〜しもうた (しまった),
        // 〜せにゃならん (しなきゃいけない), おらん (いない).
        ("ておいておくれ", "ておいて"), ("ておくれ", "てください"), ("でおくれ", "でください"), ("てくれんかのう", "てくれない？"),
        ("かのう", "かな"), ("んじゃよ", "んだよ"), ("じゃよ", "だよ"), ("んじゃ、", "んだ、"), ("んじゃ", "んだ"), ("ぞい、", "よ、"), ("ぞい", "よ"),
        ("しもうた", "しまった"), ("しもうて", "しまって"), ("せにゃならん", "しなきゃいけない"), ("ておらん", "ていない"), ("でよいのじゃ", "でいいんだ"),
        ("わい、", "、"), ("寒うて", "寒くて"),
        // Osaka: 〜てんか (て), 〜しもて (しまって), ちゃうちゃう (違う), 〜へん (ない), さかい (から), もっぺん (もう一回),
        // the quoting て of 「電話するて入れといて」.
        ("といてんか", "といて"), ("てんか", "て"), ("てしもて", "てしまって"), ("ちゃうちゃう", "違う"), ("急ぎちゃう", "急ぎじゃない"),
        ("使わへん", "使わない"), ("行かへん", "行かない"), ("いらへん", "いらない"), ("せえへん", "しない"), ("さかい", "から"),
        ("もっぺん", "もう一回"), ("やねん", "なんだ"), ("どないなって", "どうなって"), ("ええわ", "いいよ"), ("るて入れ", "るって入れ"), ("るて追加", "るって追加"), ("るて登録", "るって登録"), ("るて書い", "るって書い"), ("るてメモ", "るってメモ"), ("すて入れ", "すって入れ"), ("すて追加", "すって追加"), ("すて登録", "すって登録"), ("すて書い", "すって書い"), ("すてメモ", "すってメモ"), ("くて入れ", "くって入れ"), ("くて追加", "くって追加"), ("くて登録", "くって登録"), ("くて書い", "くって書い"), ("くてメモ", "くってメモ"), ("うて入れ", "うって入れ"), ("うて追加", "うって追加"), ("うて登録", "うって登録"), ("うて書い", "うって書い"), ("うてメモ", "うってメモ"), ("つて入れ", "つって入れ"), ("つて追加", "つって追加"), ("つて登録", "つって登録"), ("つて書い", "つって書い"), ("つてメモ", "つってメモ"), ("むて入れ", "むって入れ"), ("むて追加", "むって追加"), ("むて登録", "むって登録"), ("むて書い", "むって書い"), ("むてメモ", "むってメモ"), ("ぶて入れ", "ぶって入れ"), ("ぶて追加", "ぶって追加"), ("ぶて登録", "ぶって登録"), ("ぶて書い", "ぶって書い"), ("ぶてメモ", "ぶってメモ"), ("ぐて入れ", "ぐって入れ"), ("ぐて追加", "ぐって追加"), ("ぐて登録", "ぐって登録"), ("ぐて書い", "ぐって書い"), ("ぐてメモ", "ぐってメモ"),
        // Roundabout politeness: 〜という形で (で), 〜という形に (に), 〜てもらっていいですか (てください), 〜させて
        // もらえれば (して), 一応 and 念のため (said for safety, asking nothing).
        ("という形で追加", "って追加"), ("という形で登録", "って登録"), ("という形で入れ", "って入れ"), ("という形にして", "にして"),
        ("という形に", "に"), ("という形で", "で"), ("させてもらっていいですか", "してください"), ("させてもらえれば", "して"),
        ("させてもらえますか", "してください"), ("てもらっていいですか", "てください"), ("でもらっていいですか", "でください"),
        ("てもらえれば", "て"), ("でもらえれば", "で"), ("念のため、", ""), ("一応、", ""), ("念のため", ""), ("一応", ""),
        // Tohoku again: 〜でねくて (じゃなくて), 〜さ変えて (に); ゴミ投げ (ゴミ出し, Hokkaido and Tohoku);
        // 済に (済みに, the okurigana left out).
        ("でねくて", "じゃなくて"), ("でねぐて", "じゃなくて"), ("ゴミ投げ", "ゴミ出し"), ("ごみ投げ", "ごみ出し"), ("済にして", "済みにして"),
        ("済にしと", "済みにしと"), ("あっか", "あるか"),
        // A title quoted with 「、と」 before the request (「見積書を送付、と登録してください」): not
        // without the pause, where と ends many titles (ノート, こと).
        ("、と登録", "って登録"), ("、と入れ", "って入れ"), ("、と追加", "って追加"), ("、とメモ", "ってメモ"), ("、と書い", "って書い"),
        ("、と記録", "って記録"), ("、とリマインド", "ってリマインド"),
        // Kyoto: 〜とくれやす, 〜ておくれやす (ください), 〜へん (ない), やのうて (じゃなくて), 〜どす (です),
        // なんぼほど, せなあかん, 堪忍 (ごめん), おおきに (thanks, nothing to do), 〜ましたえ.
        ("といとくれやす", "といてください"), ("ておくれやす", "てください"), ("でおくれやす", "でください"),
        ("とくれやす", "てください"), ("おくれやす", "ください"), ("やのうて", "じゃなくて"), ("行かれへん", "行けない"),
        ("てへんかった", "てなかった"), ("てへん", "てない"), ("要らへん", "要らない"), ("いらへん", "いらない"),
        ("ましたえ", "ました"), ("どすか", "ですか"), ("どす？", "ですか？"), ("どす", "です"), ("なんぼほど", "いくつ"),
        ("せなあかん", "しなきゃいけない"), ("堪忍え、", "ごめん、"), ("堪忍な、", "ごめん、"), ("、おおきに", ""),
        ("おおきに、", ""), ("いうリスト", "というリスト"), ("いうセクション", "というセクション"), ("いう言葉", "という言葉"),
        ("払うた", "払った"), ("買うた", "買った"), ("言うとくれ", "言ってくれ"), ("のもん", "のもの"), ("たもん", "たもの"),
        // Tosa (Kochi): 〜ちょって/〜ちょいて (ておいて), 〜ちょる (ている), 〜き/〜きに (から), っちゅう (という),
        // 要らんなった (要らなくなった), まだやった (まだだった); the が for の is read in context below.
        ("ちょってや", "ておいて"), ("ちょいてや", "ておいて"), ("ちょってね", "ておいてね"), ("ちょって", "ておいて"), ("ちょいて", "ておいて"),
        ("うちょる", "っている"), ("ちょらん", "ていない"), ("ちょる", "ている"), ("っちゅう", "という"),
        ("要らんなった", "要らなくなった"), ("いらんなった", "いらなくなった"), ("まだやったき", "まだだったから"),
        ("たきに", "たから"), ("たきね", "たからね"), ("たき、", "たから、"), ("るきに", "るから"), ("るき、", "るから、"),
        ("じゃき、", "だから、"), ("やき、", "だから、"),
        // Okayama and Sanuki (Kagawa): 〜けん/〜きん (から), 〜せなんだ (しなかった), できん (できない), 〜しねー
        // and 〜しまい (して), じゃのうて (じゃなくて), おえん (いけない), 言うて (言って), 〜えとって (えといて).
        ("なけん、", "だから、"), ("なけん", "だから"), ("だけん、", "だから、"), ("たけん、", "たから、"), ("るけん、", "るから、"),
        ("たけん", "たから"), ("るけん", "るから"), ("んけん", "ないから"),
        ("なんだきん", "なかったから"), ("なんだけん", "なかったから"), ("たきん、", "たから、"), ("るきん、", "るから、"), ("たきん", "たから"),
        ("るきん", "るから"), ("せなんだ", "しなかった"), ("できん", "できない"),
        ("にしねー", "にして"), ("しねー", "して"), ("にしまい", "にして"), ("戻しまい", "戻して"), ("消しまい", "消して"),
        ("出しまい", "出して"), ("直しまい", "直して"), ("移しまい", "移して"), ("回しまい", "回して"),
        ("じゃのうて", "じゃなくて"), ("せにゃおえん", "しなきゃいけない"), ("にゃおえん", "なきゃいけない"), ("言うて", "言って"),
        ("えとって", "えといて"), ("めとって", "めといて"), ("けとって", "けといて"), ("しとられる", "しておられる"),
        // Hokkaido: 〜しれ (して), なまら (すごく), 〜っしょ (でしょ), 〜だべさ (だろう).
        ("にしれ", "にして"), ("といてしれ", "といて"), ("しれ、", "して、"), ("なまら", "すごく"), ("っしょ", "でしょ"), ("だべさ", "だろう"),
        // A title or a date said with 「ってことで」 ("let's say") before the request: 「金曜に友達の誕プレ、ってことで追加しといて」.
        ("、ってことで", "って"), ("ってことで", "って"),
        // The office's loan words for the app's own (「プライオリティ上げといて」「クローズして」「ロールバックで」).
        ("プライオリティを上げ", "急ぎにし"), ("プライオリティ上げ", "急ぎにし"), ("プライオリティの高い", "急ぎの"), ("プライオリティ高い", "急ぎの"),
        ("プライオリティを下げ", "急ぎを外し"), ("プライオリティ下げ", "急ぎを外し"), ("アージェントで", "急ぎで"), ("アージェント", "急ぎ"),
        ("クローズして", "完了にして"), ("クローズで", "完了で"), ("クローズ", "完了"), ("ムーブして", "移動して"), ("ムーブ", "移動"),
        ("パージして", "削除して"), ("パージ", "削除"), ("ロールバックで", "元に戻して"), ("ロールバックして", "元に戻して"), ("ロールバック", "元に戻して"),
        ("でグレップ", "で検索"), ("グレップ", "検索"), ("オーバーデュー", "期限切れ"), ("ドロップして", "削除して"), ("デッドライン", "期限"),
        ("ってタスク切っ", "って追加し"), ("ってチケット切っ", "って追加し"), ("チケット切っ", "追加し"), ("タスク切っ", "追加し"),
        ("セクション切っ", "セクション作っ"), ("付けといて", "付けておいて"), ("ステータスのサマリー", "サマリー"),
        // A name said as "the thing called": 「部屋の掃除ってやつ、名前を…」.
        ("っていうやつ、", "、"), ("ってやつ、", "、"), ("ってやつを", "を"), ("っていうやつ", ""), ("ってやつ", ""),
        // 「急ぎということにしていただけますか」: the state itself.
        // Kumamoto and Kagoshima: 〜てくいやい (てください), 〜ばい and 〜たい (emphasis), ばってん (けど), わっぜ
        // (すごく), the と that makes a thing of a verb (「終わったとは」「急ぎのとば」「書くとに」), あっと？ (ある？).
        ("といてくいやい", "といてください"), ("とってくいやい", "といてください"), ("てくいやい", "てください"), ("でくいやい", "でください"),
        ("くいやい", "ください"), ("たばい", "た"), ("ばってん", "けど"), ("わっぜ", "すごく"), ("あっと？", "ある？"), ("あっと?", "ある?"),
        ("ったとは", "ったのは"), ("ったとば", "ったのを"), ("のとは", "のは"), ("のとば", "のを"), ("るとば", "るのを"), ("るとは", "るのは"),
        ("くとに", "くのに"), ("じゃっど", "だよ"), ("やつば", "やつを"), ("まとめば", "まとめを"),
        // Kanazawa and Toyama: 〜がいぜ (んだよ), 〜ちゃ (emphasis), 〜くだはれ (ください), せんならん (しなきゃいけない),
        // 〜がけ？ (の？), やなくて (じゃなくて); 〜まっし and 〜られ, requests said last, are in `commandEndings`.
        ("たがいぜ", "たよ"), ("がいぜ", "よ"), ("ったちゃ", "った"), ("くだはれ", "ください"), ("せんならん", "しなきゃいけない"),
        ("がけ？", "の？"), ("がけ?", "の?"),
        // North Kanto (Ibaraki, Tochigi): 〜くれっけ (くれる？, a request), 〜っぺ (だろう, emphasis), 〜ねえ (ない),
        // 〜かんね (からね), 〜あっけ？ (ある？), 〜っつう (という), もっかい (もう一回), ごじゃっぺ (a blunder).
        ("といてくれっけ", "といてください"), ("てくれっけ", "てください"), ("でくれっけ", "でください"), ("くれっけ", "ください"),
        ("しといてくれ、", "しといて、"), ("しといてくれ", "しといて"),
        ("ねえっぺ", "ない"), ("たっぺよ", "たよ"), ("たっぺ", "た"), ("だっぺ", "だろう"), ("るっぺ", "るだろう"),
        ("かねえ", "かない"), ("ってねえ", "ってない"), ("いてねえ", "いてない"), ("てねえ", "てない"), ("じゃねえ", "じゃない"),
        ("らねえ", "らない"), ("たかんね", "たからね"), ("だかんね", "だからね"), ("あっけ？", "ある？"), ("あっけ?", "ある?"),
        ("のあっけ", "のある"), ("っつう", "という"), ("もっかい", "もう一回"), ("なってっか", "なってるか"), ("すんの", "するの"),
        ("ごじゃっぺやっちゃった、", "間違えた、"),
        // Miyazaki: てげ (とても), 〜ちょって (ておいて: Tosa's too), 〜っちゃ (だよ), 〜かい (から), いらんごつなった
        // (いらなくなった), 急ぎん (急ぎの), 〜と？ (の？).
        ("いらんごつなったかい", "いらなくなったから"), ("いらんごつなった", "いらなくなった"), ("ったっちゃが、", "った、"),
        ("ったっちゃが", "った"), ("いいっちゃ、", "いい、"), ("なったかい", "なったから"), ("ったかい、", "ったから、"),
        ("急ぎんやつ", "急ぎのやつ"), ("急ぎんとは", "急ぎのは"), ("かったとよ、", "かった、"), ("買えんかった", "買えなかった"),
        ("てげ急ぎ", "急ぎ"), ("鬼急ぎ", "急ぎ"),
        // A gyaru's 「メモっといて」 (add it) and 「とりま」 (for now).
        ("メモっといて", "入れといて"), ("メモって", "入れて"), ("とりま、", ""),
        // A request drawn out (「スヌーズして〜」「見せて〜終わったやつも」): a pause.
        ("て〜", "て、"), ("で〜", "で、"), ("て～", "て、"), ("で～", "で、"),
        // Kobe and Banshu: 〜とう (ている, てある), 見して (見せて), 〜け (から).
        ("っとうけ、", "ってるから、"), ("っとうけど", "ってるけど"), ("になっとう", "になってる"), ("わっとうの", "わってるの"),
        ("見して", "見せて"), ("みして", "見せて"),
        // 「洗濯するをやっぱり未完了に戻して」: after all, between the thing and what to do with it.
        ("をやっぱり", "を"), ("をやっぱ", "を"), ("はやっぱり", "は"),
        // Izumo (Shimane): 〜てごしない and 〜てごせ (てください; after Tosa's 〜ちょいて, read above, as
        // 「済みにしちょいてごせ」), 〜かや？ (か？); Niigata: 〜てくんなせ (てください), 〜すけ (から), 〜んだて and
        // 〜らて (emphasis), ばか急ぎ (very urgent).
        ("ておいてごしない", "ておいてください"), ("てごしない", "てください"), ("でごしない", "でください"),
        ("ておいてごせ", "ておいてください"), ("てごせ", "てください"), ("でごせ", "でください"), ("かや？", "か？"), ("かや?", "か?"),
        ("といてくんなせ", "といてください"), ("てくんなせ", "てください"), ("でくんなせ", "でください"), ("くんなせ", "ください"),
        ("たすけ、", "たから、"), ("ったすけ", "ったから"), ("んだすけ", "んだから"), ("いたすけ", "いたから"), ("したすけ", "したから"), ("きたすけ", "きたから"), ("るすけ、", "るから、"), ("るすけ", "るから"), ("いすけ、", "いから、"), ("ねえすけ", "ないから"),
        ("んすけ", "ないから"), ("んだて、", "んだ、"), ("ばか急ぎらて、", "急ぎで、"), ("急ぎらて、", "急ぎで、"), ("らて、", "だよ、"), ("ばか急ぎ", "急ぎ"),
        // Yamaguchi: 〜じゃけ (だから), 〜っちゃ (emphasis), 〜んじょる (んでいる), ぶち (very); Fukui: 〜てくんねの
        // (てください), 〜やざ (emphasis), ほやで (だから), もん (もの); 〜ての, a request, is in `commandEndings`.
        ("じゃけ、", "だから、"), ("じゃけ", "だから"), ("らんけえ", "らないから"), ("わんけえ", "わないから"), ("いいけえ", "いいから"), ("たっちゃ、", "た、"), ("んじょらんかった", "んでいなかった"), ("んじょらん", "んでいない"),
        ("んじょる", "んでいる"), ("ぶち大事", "大事"), ("ぶち急ぎ", "急ぎ"),
        ("といてくんねの", "といてください"), ("てくんねの", "てください"), ("でくんねの", "でください"), ("くんねの", "ください"),
        ("んやざ、", "んだ、"), ("やざ、", "よ、"), ("ほやで、", "だから、"), ("ほやで", "だから"), ("もんは", "ものは"), ("いいで、", "いいから、"),
        ("ということにして", "にして"), ("ということにしておいて", "にしておいて"), ("るけ？", "る？"), ("るけ?", "る?"), ("に前倒しで", "に変更で"), ("に前倒しして", "に変更して"), ("直前のオペレーション", "さっきの操作"), ("オペレーション", "操作"),
    ]

    /// Commands said as a bare imperative (an older man's 「入れとけ」「消せ」「変えろ」) or as a
    /// teacher's proposal (「移しましょうね」「数えてみましょう」), in the て-form requests are said in.
    /// Taken only at the end of a clause: before a pause, a stop or the end.
    static let commandEndings = longestFirst(commandEndingsAsWritten)

    /// `forms` with the longest said first, by scalars, counted once per form (sorting by characters
    /// counted at every comparison was 1.6% of a one-shot Japanese parse). Ties keep their order.
    private static func longestFirst(_ forms: [(said: String, standard: String)]) -> [(said: String, standard: String)] {
        let lengths = forms.map { $0.said.unicodeScalars.count }
        return forms.indices.sorted { lengths[$0] > lengths[$1] || lengths[$0] == lengths[$1] && $0 < $1 }.map { forms[$0] }
    }

    private static let commandEndingsAsWritten: [(said: String, standard: String)] = [
        ("てみましょうね", "て"), ("てみましょうか", "て"), ("てみましょう", "て"), ("ておきましょうね", "ておいて"), ("ておきましょう", "ておいて"),
        ("しましょうね", "して"), ("しましょうか", "して"), ("しましょう", "して"), ("えましょうね", "えて"), ("えましょう", "えて"),
        ("めましょう", "めて"), ("けましょう", "けて"), ("れましょう", "れて"), ("りましょう", "って"), ("ちましょう", "って"),
        ("きましょう", "いて"), ("みましょう", "んで"), ("びましょう", "んで"),
        // Kanazawa's 〜まっし and Toyama's 〜られ (「消しまっし」「入れられ」): a request.
        ("しまっし", "して"), ("えまっし", "えて"), ("れまっし", "れて"), ("せまっし", "せて"), ("けまっし", "けて"), ("めまっし", "めて"),
        ("ねまっし", "ねて"), ("りまっし", "って"), ("きまっし", "いて"), ("ちまっし", "って"), ("いまっし", "って"), ("みまっし", "んで"),
        ("びまっし", "んで"), ("ぎまっし", "いで"), ("てみまいけ", "て"), ("れられ", "れて"), ("えられ", "えて"), ("けられ", "けて"),
        ("せられ", "せて"), ("められ", "めて"),
        // A nursery teacher's "let's" (「済みにしておこうね」「けしちゃおうね」「お星さまつけてあげようね」「見せてくれるかな？」).
        ("しておこうね", "しておいて"), ("しておこう", "しておいて"), ("ておこうね", "ておいて"), ("でおこうね", "でおいて"),
        ("ておこう", "ておいて"), ("しちゃおうね", "して"), ("しちゃおう", "して"), ("っちゃおうね", "って"), ("れちゃおうね", "れて"),
        ("てあげようね", "て"), ("てあげよう", "て"), ("てみようね", "て"), ("でみようね", "で"), ("てみよう", "て"),
        ("しようね", "して"), ("しようか", "して"), ("えようね", "えて"), ("れようね", "れて"), ("けようね", "けて"),
        ("めようね", "めて"), ("せようね", "せて"), ("てくれるかな", "て"), ("でくれるかな", "で"), ("てもらえるかな", "て"),
        // Fukui's 〜ての, 〜といての (a request said softly: 「入れといての」「見せての」).
        // (Not a quoting 「っての」 nor 「までの」: kept as said.)
        ("といての", "といて"), ("ちょっての", "ておいて"), ("っての", "っての"), ("までの", "までの"), ("ての", "て"), ("での", "で"),
        // Kobe and Banshu's 〜してまえ (してしまえ): a blunt request.
        ("してまえ", "して"), ("れてまえ", "れて"), ("ってまえ", "って"),
        // Koshu (Yamanashi): 〜とけし and 〜しろし (といて, して), 〜てくりょう (てください), and 〜ちょし, a
        // request not to (「消しちょし」 is 消さないで).
        ("とけし", "といて"), ("しろし", "して"), ("てくりょう", "てください"), ("でくりょう", "でください"), ("くりょう", "ください"),
        ("っちょし", "ないで"), ("ちょし", "ないで"),
        // Tsugaru's 〜してけ, 〜入れてけ (ください).
        ("してけ", "して"), ("れてけ", "れて"), ("えてけ", "えて"), ("せてけ", "せて"), ("めてけ", "めて"), ("ってけ", "って"), ("いてけ", "いて"),
        ("んでけ", "んで"),
        ("しとけ", "しといて"), ("っとけ", "っといて"), ("いとけ", "いといて"), ("れとけ", "れといて"), ("けとけ", "けといて"),
        ("えとけ", "えといて"), ("んどけ", "んどいて"), ("ておけ", "ておいて"), ("でおけ", "でおいて"),
        ("しろ", "して"), ("えろ", "えて"), ("れろ", "れて"), ("めろ", "めて"), ("せろ", "せて"), ("じろ", "じて"),
        ("消せ", "消して"), ("移せ", "移して"), ("出せ", "出して"), ("戻せ", "戻して"), ("外せ", "外して"), ("探せ", "探して"),
        ("直せ", "直して"), ("鳴らせ", "鳴らして"), ("延ばせ", "延ばして"), ("ずらせ", "ずらして"), ("回せ", "回して"), ("作れ", "作って"), ("取れ", "取って"),
        ("送れ", "送って"), ("書け", "書いて"), ("読め", "読んで"), ("頼め", "頼んで"), ("買え", "買って"), ("言え", "言って"), ("待て", "待って"),
    ]

    /// `commandEndings` as scalars, each said form with its standard one, longest first.
    static let commandEndingScalars: [(said: [Unicode.Scalar], standard: [Unicode.Scalar])] = commandEndings.map {
        (Array($0.said.unicodeScalars), Array($0.standard.unicodeScalars))
    }

    /// `text` with each of `commandEndings` said at the end of a clause in its て-form.
    static func commandEndingsAsRequests(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { "ょけろせれめえてうしねかな".unicodeScalars.contains($0) }) else { return text }
        let clauseEnd: Set<Unicode.Scalar> = ["。", "、", "！", "!", "？", "?", " ", "　", ",", "."]
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count + 8)
        var index = 0
        while index < scalars.count {
            var replaced = false
            for (form, standard) in commandEndingScalars where scalars[index] == form[0] {
                let end = index + form.count
                guard end <= scalars.count, scalars[index..<end].elementsEqual(form),
                    end == scalars.count || clauseEnd.contains(scalars[end])
                else { continue }
                out.append(contentsOf: standard)
                index = end
                replaced = true
                break
            }
            if !replaced {
                out.append(scalars[index])
                index += 1
            }
        }
        return String(String.UnicodeScalarView(out))
    }

    /// Endings of self-talk that state a need, said last (「洗面所の電球を買わないとなあ」「明日までに書類を出さなきゃ」
    /// 「買い物リストに入れとかないと」「午後にしとこ」): a request. Getting ready (〜とかないと, 〜とこ) is asked for as
    /// 〜といて; a need of one of the app's own actions (作らないと, 消さなきゃ, 急ぎにしないと) as that action;
    /// any other need as a todo of the verb's plain form (「書類を出す」を追加).
    static let preparedEndings: [(said: String, request: String)] = [
        ("しとかないと", "しといて"), ("しとかなきゃ", "しといて"), ("しとかなくちゃ", "しといて"), ("しておかないと", "しておいて"),
        ("しておかなきゃ", "しておいて"), ("とかないと", "といて"), ("とかなきゃ", "といて"), ("とかなくちゃ", "といて"),
        ("ておかないと", "ておいて"), ("ておかなきゃ", "ておいて"), ("しとこう", "しといて"), ("しとこ", "しといて"), ("とこう", "といて"),
        ("とこ", "といて"),
    ]
    static let needEndings = [
        "なきゃいけない", "なきゃならない", "なきゃだめ", "なくちゃいけない", "なければいけない", "なければならない", "ないといけない",
        "なくちゃ", "なきゃ", "ないと",
    ]
    /// The app's own actions, as their stem before a need and as a request.
    static let actionStems: [(stem: String, request: String)] = [
        ("作ら", "作って"), ("つくら", "作って"), ("消さ", "消して"), ("入れ", "入れて"), ("移さ", "移して"), ("変え", "変えて"),
        ("外さ", "外して"), ("直さ", "直して"), ("追加し", "追加して"), ("削除し", "削除して"), ("完了し", "完了して"),
        ("登録し", "登録して"), ("設定し", "設定して"), ("にし", "にして"),
    ]

    static func needsAsRequests(_ text: String) -> String {
        var body = text.trimmingCharacters(in: .whitespaces)
        for _ in 0..<3 {
            guard let softener = ["…", "。", "！", "!", "ー", "なあ", "なぁ", "よね", "よな", "な", "ね"].first(where: { body.hasSuffix($0) }) else { break }
            body.removeLast(softener.count)
        }
        if let (said, request) = preparedEndings.first(where: { body.hasSuffix($0.said) }) {
            return String(body.dropLast(said.count)) + request
        }
        guard let need = needEndings.first(where: { body.hasSuffix($0) }) else { return text }
        let stem = String(body.dropLast(need.count))
        if let (verb, request) = actionStems.first(where: { stem.hasSuffix($0.stem) }) {
            return String(stem.dropLast(verb.count)) + request
        }
        guard let last = stem.last, stem.count >= 2 else { return text }
        let plain: String
        if last == "し" {
            plain = stem.dropLast() + "する"
        } else if let index = Array("わかがさたなばまら").firstIndex(of: last) {
            plain = stem.dropLast() + String(Array("うくぐすつぬぶむる")[index])
        } else if last.unicodeScalars.allSatisfy({ $0.properties.isIdeographic }) || "べめれけせてねえみりきぎびいじち".contains(last) {
            plain = stem + "る"
        } else {
            return text
        }
        return plain + "を追加"
    }

    /// A memo read aloud (「明日の朝、灯油を買う。これ入れてください」「日報出す、メーター点検。この二つ追加」): the thing
    /// in the sentences before a short request that points back at it, said as one sentence; the reading
    /// of the memo itself (「メモの一つ目。」「…、と書いてあります」) is no word of it.
    static func memoThenRequest(_ text: String) -> String {
        var body = text
        for quote in ["、と書いてあります", "と書いてあります", "、って書いてある", "って書いてある"] where body.contains(quote) {
            body = body.replacingOccurrences(of: quote, with: "")
        }
        // 「X、これは…」 points at the thing just read (「パスポート、これは、もう要らないので削除」); not after a
        // hesitation alone (「えー、これは赤で丸がしてあって」 says nothing of a thing before it).
        // (So does 「、これを」「、この三つを」: 「卒塔婆を書く、これを仕事のほうに入れて」.)
        for (pointer, plain) in [
            ("、これは、", "は、"), ("、これは", "は"), ("、これ、", "、"), ("、これを", "を"), ("、この二つを", "を"), ("、この三つを", "を"),
            ("、この2つを", "を"), ("、この3つを", "を"),
        ] {
            guard let range = body.range(of: pointer) else { continue }
            let before = body[..<range.lowerBound]
            let thing = before.split(separator: "、").last.map(String.init) ?? ""
            guard thing.count >= 2, !["えー", "えーと", "えっと", "ええと", "あの", "うーん", "あー", "その"].contains(thing) else { continue }
            body.replaceSubrange(range, with: plain)
        }
        guard body.contains("。") else { return body }
        var sentences = body.split(separator: "。", omittingEmptySubsequences: true).map { String($0) }
        let requestWords = ["入れて", "入れと", "追加", "登録", "消して", "削除", "済み", "完了", "スヌーズ", "お願い"]
        // A sentence that only reads the memo out: 「メモの一つ目」「メモに三つあります」.
        while sentences.count > 1, let first = sentences.first, first.contains("メモ"), first.count <= 14,
            !requestWords.contains(where: first.contains)
        {
            sentences.removeFirst()
        }
        guard sentences.count >= 2, var last = sentences.last?.trimmingCharacters(in: .whitespaces) else {
            return sentences.joined(separator: "。")
        }
        for pointer in ["この二つ", "この三つ", "この2つ", "この3つ", "これを", "これ、", "これ", "それを", "それ"] where last.hasPrefix(pointer) {
            last = String(last.dropFirst(pointer.count))
            break
        }
        guard last.count <= 14, requestWords.contains(where: last.contains) || last.hasPrefix("急ぎで") || last.hasPrefix("繰り返しで") else {
            return sentences.joined(separator: "。")
        }
        return sentences.dropLast().joined(separator: "、") + "、" + last
    }

    /// Each of `regionalForms`' said forms as scalars, and by first scalar the forms that begin with
    /// it, in table order: the text is walked once for all of them (a search per form had been
    /// 3.5% of a Japanese parse).
    private static let regionalFormScalars: [[Unicode.Scalar]] = regionalForms.map { Array($0.said.unicodeScalars) }
    private static let regionalFormsByFirst: [Unicode.Scalar: [Int]] = Dictionary(
        grouping: regionalFormScalars.indices.filter { !regionalFormScalars[$0].isEmpty }, by: { regionalFormScalars[$0][0] })

    /// The first of `regionalForms` after `after`, in table order, that `scalars` holds.
    static func nextRegionalForm(in scalars: [Unicode.Scalar], after: Int) -> Int? {
        var found: Int?
        for start in scalars.indices {
            guard let forms = regionalFormsByFirst[scalars[start]] else { continue }
            for index in forms where index > after {
                if let found, index >= found { break }
                let said = regionalFormScalars[index]
                if start + said.count <= scalars.count, scalars[start..<(start + said.count)].elementsEqual(said) {
                    found = index
                    break
                }
            }
        }
        return found
    }

    func standardForms(_ text: String) -> String? {
        var out = Self.quotedWithTo(
            Self.correctedInPlace(
                Self.interruptionsDropped(
                    Self.commandEndingsAsRequests(Self.needsAsRequests(Self.westernNotButSaid(Self.politeRequestsPlain(Self.memoThenRequest(text))))))))
        var scalars = Array(out.unicodeScalars)
        // NB: in table order, each looked for in the text as the forms before it left it.
        var after = -1
        while let index = Self.nextRegionalForm(in: scalars, after: after) {
            out = out.replacingOccurrences(of: Self.regionalForms[index].said, with: Self.regionalForms[index].standard)
            scalars = Array(out.unicodeScalars)
            after = index
        }
        // NB: Kansai's quoting 「〜いうリスト」 takes its 「と」 only where none was said (「長崎旅行っていうリスト」).
        for (doubled, single) in [("ってという", "っていう"), ("とという", "という")] where out.contains(doubled) {
            out = out.replacingOccurrences(of: doubled, with: single)
        }
        // Particles by their neighbours: Tohoku's 「さ」 after a noun, before a verb or a pause
        // (「月曜さずらして」「ジムさ行く」), not さん, さい, させ, され; Hakata's quoting 「っち」
        // after a verb (「買うっち入れて」), not こっち, あっち, どっち.
        let characters = Array(out)
        var changed = ""
        for (index, character) in characters.enumerated() {
            let before = index > 0 ? characters[index - 1] : nil
            let after = index + 1 < characters.count ? characters[index + 1] : nil
            if character == "さ", let before, Self.isNounEnd(before), let after,
                Self.isNounEnd(after) || after == "、" || after == "ず" || (after == "し" && index + 2 < characters.count && characters[index + 2] == "て")
            {
                // (「15日さしてけろ」: さ before して too.)
                changed.append("に")
            } else if character == "ば", let before, Self.isNounEnd(before) || before == "」",
                Self.hakataObjectFollows(characters[(index + 1)...])
            {
                // Hakata's object 「ば」 between a noun and the request (「リストば見せて」「豆腐ば買い物リストに」);
                // not the ば of a verb (伸ばして, 遊ばない), and not inside a title (「傘ば買う」 stays as said).
                changed.append("を")
            } else if character == "ん", before == "の", let after, "、はをがも見全".contains(after), index >= 2, characters[index - 2] != "の" {
                // Kansai and Sanuki's のん for の (「電話するのん終わった」「済んだのん、全部消して」): not 飲んだ.
            } else if character == "が", let before, let after, "うくぐすつぬぶむるの".contains(before),
                after == "を" || after == "は" || (after == "、" && before != "の"),
                !(before == "す" && index >= 2 && "でま".contains(characters[index - 2]))
            {
                // (Not the けど of 「恐縮ですが、」「申し訳ありませんが」.)
                // Tosa's が for the の that makes a thing of a verb (「買いに行くがを入れちょって」, 「急ぎのがは」).
                if before != "の" { changed.append("の") }
            } else if character == "で", before == "た", let after, !"すしはもょゃ、。？?！!".contains(after) {
                // Shizuoka and Mikawa's で for the から of a reason, before the request (「もう買ったで済みにしといて」
                // 「取れたでチェックしといて」); not です, でしょう, では.
                changed.append(contentsOf: "から")
            } else if character == "ち", before == "っ", index >= 2, "うくぐすつぬぶむるたい".contains(characters[index - 2]),
                after.map({ !"ゃゅょり".contains($0) }) ?? true
            {
                changed.append("て")
            } else {
                changed.append(character)
            }
        }
        // Tosa's reason said last (「返してきたき」): から.
        if changed.hasSuffix("たき") { changed = String(changed.dropLast()) + "から" }
        return changed == text ? nil : changed
    }

    /// A kanji, a katakana letter or a long-vowel mark: the end of a noun.
    /// Words a speaker sets off by commas while interrupted (「あっ、ちょっと待って、」「えーと、」「何だっけ、」
    /// 「そうそう」), anywhere in the sentence: the sentence without them. A part that only opens with
    /// one (「そうそうバナナ」) keeps the rest. Something must be left.
    static let interruptions: [String] = [
        "あっちょっと待って", "あ、ちょっと待って", "ちょっと待ってね", "ちょっと待って", "ちょい待ち", "待ってね", "待って",
        "あと何だっけ", "何だっけ", "なんだっけ", "えーっと", "えーと", "えっと", "ええと", "えー", "うーん", "そうそう", "そうだ",
        "そう", "あっ", "あー", "あ", "ほな", "あーもう無理", "もう無理",
    ].sorted { $0.count > $1.count }

    static func interruptionsDropped(_ text: String) -> String {
        guard text.contains("、") else { return text }
        let parts = text.components(separatedBy: "、")
        var kept: [String] = []
        for (index, part) in parts.enumerated() {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            // NB: the first part is the lead-off's (「あ、それと、」 is read there with its rules).
            if index > 0, interruptions.contains(trimmed) { continue }
            if index > 0, let opening = interruptions.first(where: { trimmed.hasPrefix($0) && trimmed.count > $0.count + 1 }),
                ["そうそう", "そうだ", "あっ", "ちょっと待って", "あっちょっと待って", "えーと", "えっと"].contains(opening)
            {
                kept.append(String(trimmed.dropFirst(opening.count)))
                continue
            }
            kept.append(part)
        }
        guard kept != parts, !kept.isEmpty else { return text }
        return kept.joined(separator: "、")
    }

    /// A title quoted with 「、と」 or Kyoto's 「、て」 before what is asked (「醤油を買う、と買い物のリストに
    /// 加えて」「お豆腐を買う、て明日の朝に入れて」): 「って」. After a verb's dictionary form only, so a list
    /// said with と (「卵、と牛乳」) stays.
    static func quotedWithTo(_ text: String) -> String {
        guard text.contains("、と") || text.contains("、て") else { return text }
        var characters = Array(text)
        var index = 1
        while index + 1 < characters.count {
            if characters[index] == "、", characters[index + 1] == "と" || characters[index + 1] == "て",
                "うくぐすつぬぶむる".contains(characters[index - 1])
            {
                characters.replaceSubrange(index...(index + 1), with: ["っ", "て"])
            }
            index += 1
        }
        return String(characters)
    }

    /// Requests wrapped in layers of business keigo (「追加させていただきたく存じます」「表示していただけますでしょうか」
    /// 「削除させていただいてもよろしいでしょうか」「ご登録いただけますでしょうか」「お見せいただけますでしょうか」), the
    /// hedging 「〜の方」 after a name (「車検の予約の方を削除」「仕事の方のリスト」) and 「〜ております」: the plain
    /// request and names. A causative before the tail is the verb itself: 「付けさせて」 → 「付けて」, 「追加させて」
    /// and 「取り消させて」 → 「〜して」.
    static let politeTails = [
        "ていただきたく存じます", "ていただいてもよろしいでしょうか", "ていただいてよろしいでしょうか", "ていただけますでしょうか",
        "ていただけますか", "ていただけませんか", "ていただきたいのですが", "ていただきたいです", "ていただきます",
        "ていただくことは可能でしょうか", "ていただくことはできますでしょうか", "てもよろしいでしょうか",
    ].sorted { $0.count > $1.count }
    static let politePastTails = ["ていただきましたので", "ていただきましたから", "ていただきました"]

    static func politeRequestsPlain(_ text: String) -> String {
        guard text.contains("いただ") || text.contains("の方") || text.contains("ております") || text.contains("拝見") || text.contains("ございます")
        else { return text }
        var out = text
        let eRow: Set<Character> = ["え", "け", "せ", "て", "ね", "へ", "め", "れ", "げ", "ぜ", "で", "べ", "ぺ", "い", "き", "し", "ち", "に", "み", "り", "ぎ", "じ", "び"]
        // 「拝見させていただきたく存じます」「拝見できますでしょうか」: to see.
        for said in ["拝見させていただきたく存じます", "拝見させていただけますでしょうか", "拝見させていただけますか", "拝見できますでしょうか", "拝見できますか", "拝見したいです", "拝見"] {
            out = out.replacingOccurrences(of: said, with: "見せて")
        }
        for (tails, plain) in [(politePastTails, "た"), (politeTails, "て")] {
            for tail in tails {
                while let range = out.range(of: tail) {
                    var start = range.lowerBound
                    var replacement = plain == "た" ? "した" : "して"
                    let head = out[..<start]
                    if head.hasSuffix("させ") {
                        start = out.index(start, offsetBy: -2)
                        let stem = out[..<start]
                        // 付けさせ (付ける), 変えさせ: the verb's own て; 追加させ, 取り消させ: して.
                        if let last = stem.last, eRow.contains(last), !stem.hasSuffix("し") { replacement = plain == "た" ? "た" : "て" }
                    } else if head.hasSuffix("し") {
                        start = out.index(before: start)
                    } else if head.hasSuffix("せ"), let before = head.dropLast().last, "らかさたまなわがば".contains(before) {
                        // 送らせ (送る): the causative's stem with the plain て (送って).
                        start = out.index(before: start)
                        let row: [Character: String] = ["ら": "って", "わ": "って", "た": "って", "か": "いて", "が": "いで", "さ": "して", "ま": "んで", "な": "んで", "ば": "んで"]
                        let te = row[before] ?? "って"
                        start = out.index(before: start)
                        replacement = plain == "た" ? String(te.dropLast()) + (te.hasSuffix("で") ? "だ" : "た") : te
                    } else {
                        replacement = plain == "た" ? "た" : "て"
                        if head.hasSuffix("で") { start = out.index(before: start); replacement = plain == "た" ? "だ" : "で" }
                    }
                    let after = out[range.upperBound...]
                    out = String(out[..<start]) + replacement + (plain == "た" && tail.hasSuffix("ので") ? "ので" : plain == "た" && tail.hasSuffix("から") ? "から" : "") + after
                }
            }
        }
        // 「ご登録いただけますでしょうか」「お見せいただけますか」: the verb said with ご or お and いただく.
        for tail in ["いただけますでしょうか", "いただけますか", "いただけませんか", "いただきたく存じます", "いただきたいのですが"] {
            while let range = out.range(of: tail) {
                let head = out[..<range.lowerBound]
                guard let honorific = head.lastIndex(where: { $0 == "ご" || $0 == "お" }), head.distance(from: honorific, to: head.endIndex) <= 5 else { break }
                let verb = String(head[head.index(after: honorific)...])
                let plain = verb.last.map { "えけせてねめれげべ".contains($0) } == true ? verb + "て" : verb + "して"
                out = String(out[..<honorific]) + plain + out[range.upperBound...]
            }
        }
        for (said, plain) in [("ございますでしょうか", "ある？"), ("ございますか", "ある？"), ("になりますでしょうか", "？"), ("でございます", "です")] {
            out = out.replacingOccurrences(of: said, with: plain)
        }
        // 「期限を過ぎております」: ている (not the greeting 「お世話になっております」).
        if !out.contains("世話にな") { out = out.replacingOccurrences(of: "ております", with: "ている") }
        // 「〜の方」 after a name, before a particle or a pause: a hedge (not 夕方, 両方: の must come first).
        var characters = Array(out)
        var index = 1
        while index + 2 < characters.count {
            if characters[index] == "の", characters[index + 1] == "方", "をはにがでのも、".contains(characters[index + 2]) {
                characters.removeSubrange(index...(index + 1))
                continue
            }
            index += 1
        }
        if characters.count >= 3, characters[characters.count - 2] == "の", characters.last == "方" { characters.removeLast(2) }
        return String(characters)
    }

    /// Western Japan's 「やなくて」 for 「じゃなくて」 (「毎日やなくて月水金に」), so that `correctedInPlace` reads it.
    static func westernNotButSaid(_ text: String) -> String {
        guard text.contains("やなくて") else { return text }
        var characters = Array(text)
        var index = characters.count - 4
        while index >= 1 {
            if characters[index] == "や", characters[index + 1] == "な", characters[index + 2] == "く", characters[index + 3] == "て",
                !"じいぢ".contains(characters[index - 1])
            {
                characters.replaceSubrange(index...index, with: ["じ", "ゃ"])
            }
            index -= 1
        }
        return String(characters)
    }

    /// A value said and set aside in the same breath, 「AじゃなくてB」: the new value alone
    /// (「年賀状書くの、20日じゃなくて15日にして」 → 「年賀状書くの、15日にして」, 「ゴミ出し、月曜と木曜じゃなくて
    /// 毎週火曜と金曜に」). What is set aside runs back to a pause or to を, は, が; something must
    /// follow it, and it holds no verb's ending that would make it a clause (「買ったんじゃなくて」).
    static func correctedInPlace(_ text: String) -> String {
        let markers = ["じゃなくて", "ではなくて", "じゃなく、", "ではなく、"]
        guard markers.contains(where: { text.contains($0) }) else { return text }
        var characters = Array(text)
        for marker in markers {
            let pattern = Array(marker)
            var searchFrom = 0
            while searchFrom + pattern.count <= characters.count,
                let start = (searchFrom...(characters.count - pattern.count)).first(where: { Array(characters[$0..<($0 + pattern.count)]) == pattern })
            {
                let end = start + pattern.count
                var from = start
                while from > 0, !"、。，,を は が！？!? ".contains(characters[from - 1]) { from -= 1 }
                let setAside = String(characters[from..<start])
                guard from < start, end < characters.count, setAside.count <= 12,
                    !["ん", "の", "た", "る", "う", "い"].contains(where: { setAside.hasSuffix($0) })
                else {
                    searchFrom = end
                    continue
                }
                // A repeat's word said first is the new value's too (「毎週月曜じゃなくて水曜に」: every Wednesday).
                let keep = ["毎週", "毎月", "隔週", "毎年", "毎日"].first { setAside.hasPrefix($0) && setAside.count > $0.count }
                let cut = from + (keep?.count ?? 0)
                characters.removeSubrange(cut..<end)
                searchFrom = cut
            }
        }
        return String(characters)
    }

    /// What may follow Hakata's object 「ば」 when it is no part of a title: a request's verb
    /// (見せて, 作って, 入れて, 消して, …), or a list or place said before one (買い物リストに, リストに).
    static func hakataObjectFollows(_ rest: ArraySlice<Character>) -> Bool {
        guard let next = rest.first else { return false }
        if "見作入消削追登変移教表完済終戻".contains(next) { return true }
        let text = String(rest.prefix(6))
        return text.hasPrefix("買い物") || text.hasPrefix("リスト") || text.hasPrefix("カレンダー")
    }

    static func isNounEnd(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return scalar.isKanji || scalar.isKatakana
    }

    /// 「、」 or two or more 「と」 between nouns, with no verb at the end: 「卵と牛乳とバター」,
    /// 「卵、牛乳、バター」. A title that ends in a verb is one todo (「父と母に電話する」).
    /// Two nouns joined by one 「と」 are two items (「シャンプーとリンス」) unless the pair is one
    /// thing (`fixed_pair`: 「塩と胡椒」) or a side is a person (`not_item`: 「父と母」「田中さんと」).
    func items(of title: String, words: ItemWords) -> [String]? {
        // 「学校に電話するのとコーチにメールするの」「電球を替えるのとエアコンの掃除」: things to do,
        // each but the last made a noun by 「の」.
        let byNoTo = title.components(separatedBy: "のと").map { part in
            bareTitle(part.trimmingCharacters(in: CharacterSet(charactersIn: "、, 　")))
        }.filter { !$0.isEmpty }
        if byNoTo.count >= 2, byNoTo.dropLast().allSatisfy({ bareTitle($0 + "の") != $0 + "の" }) { return byNoTo }
        if words.fixed.occurs(in: title) { return nil }
        // NB: 「という」 quotes (「議事録を見直すというタスク」): its 「と」 joins nothing.
        if title.contains("という") || title.contains("と言う") || title.contains("といった") { return nil }
        guard var found = itemsSaid(in: title, words: words) else { return nil }
        // A count said after the things (「…、この二つ入れといて」「…、両方追加」) is no item; nor is
        // 「こと」 two (「やること一個追加して」 is no 「やるこ」 and 「一個」).
        found.removeAll { Self.countWords.contains($0) }
        // A reason said after the things (「…、ぶち大事じゃけ」「…、忘れるすけ」) is none of them.
        if found.count >= 2, let last = found.last, last.count >= 3,
            JapaneseClauseEndings.reason.contains(where: last.hasSuffix)
        {
            found.removeLast()
        }
        if found.count < 2 || found.contains(where: { item in
            // (A verb's 「こと」: 「やるこ」, not 「かまぼこ」.)
            item.count >= 2 && item.hasSuffix("こ") && "うくぐすつぬぶむるただ".contains(item[item.index(item.endIndex, offsetBy: -2)])
                && title.contains(item + "と")
        }) {
            return nil
        }
        // A report that a thing is done, then the request for its check (「田中さんにメール済み。チェック入れとけ」):
        // no things to add.
        if found.contains(where: { $0.hasSuffix("済み") || ["チェック", "完了", "済み", "終わり"].contains($0) }) { return nil }
        // 「ラップとティッシュと電池も」: the last item's も says "as well" (after kanji or katakana: じゃがいも
        // and もも end in theirs).
        if found.count >= 2, let last = found.last, last.count >= 3, last.hasSuffix("も"),
            let before = last.dropLast().unicodeScalars.last, before.properties.isIdeographic || (0x30A1...0x30FA).contains(before.value) || before == "ー"
        {
            found[found.count - 1] = String(last.dropLast())
        }
        // NB: one kana is no item: 「あとさ」 is a filler, not 「あ」 and 「さ」; nor is a quoting
        // 「っての」 (「美容院に電話する、っての追加」).
        if found.contains(where: { item in
            StoreEntityResolver.isOneKana(item) || item.hasPrefix("っ")
        }) {
            return nil
        }
        // Nor is a day alone (「明後日の朝」「今日」: the due date said between pauses), a request (「名前変えて」)
        // or a question (「なんだっけ」): the pauses set apart the parts of one command.
        let clock = Clock()
        if found.contains(where: { item in
            SpokenDate.parse(item, language: .ja, clock: clock) != nil
                || ["て", "で", "っけ", "？", "?"].contains(where: item.hasSuffix) && item.count >= 3
        }) {
            return nil
        }
        return found
    }

    /// How many things were said, said after them (「二つ」「両方」「この三つ」).
    static let countWords: Set<String> = [
        "一個", "一つ", "ひとつ", "1つ", "1個", "二つ", "ふたつ", "2つ", "2個", "三つ", "みっつ", "3つ", "3個", "四つ", "4つ",
        "両方", "両方とも", "二つとも", "全部", "この二つ", "この三つ", "この2つ", "この3つ", "その二つ", "これ全部",
    ]

    private func itemsSaid(in title: String, words: ItemWords) -> [String]? {
        let verbEndings: [Character] = ["う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る", "た", "だ"]
        // Three or more short nouns with pauses written as spaces (「醤油 みりん 砂糖」): each an item.
        let spaced = title.split(whereSeparator: { $0 == " " || $0 == "　" }).map(String.init)
        let tying: Set<Character> = ["を", "に", "で", "へ", "が", "は", "と", "の"]
        if spaced.count >= 3, spaced.allSatisfy({ piece in
            piece.count <= 8 && !piece.contains(where: tying.contains) && piece.last.map(verbEndings.contains) != true
        }), !spaced.contains(where: { words.notItem.occurs(in: $0) }) {
            return spaced
        }
        // Things to do set off by 「、」, each ending in its verb: 「靴を洗う、網戸を直す」.
        let doings = title.split(whereSeparator: { $0 == "、" || $0 == "," }).map { $0.trimmingCharacters(in: .whitespaces) }
        if doings.count >= 2, doings.allSatisfy({ $0.count >= 4 && $0.last.map(verbEndings.contains) == true }) { return doings }
        // Two things to do, each a verb with its object (「履歴書を書くと証明写真を撮る」): the 「と」
        // after the first verb joins them. A 「と」 after a verb without an object is a "when"
        // (「駅に着くと電話する」), and so is one before a fact (「ボタンを押すと音が鳴る」).
        let verbHalves = title.components(separatedBy: "と")
        if verbHalves.count == 2, verbHalves.allSatisfy({ half in
            half.count >= 4 && half.last.map(verbEndings.dropLast(2).contains) == true && half.dropLast().contains("を")
        }), !verbHalves[1].contains(where: { $0 == "が" || $0 == "は" }), !words.notItem.occurs(in: verbHalves[1]) {
            return verbHalves
        }
        // NB: a last kana that ends verbs ends nouns too (天かす): three or more joined by と, with no other
        // particle, are things (「うどん玉とねぎと天かす」; 「レベカと会う」 is one thing to do).
        let nounsOnly = title.components(separatedBy: "と").filter({ !$0.isEmpty }).count >= 3
            && !title.contains(where: { "をにでへがはのも".contains($0) }) && !title.hasSuffix("と")
        guard let last = title.last, !verbEndings.contains(last) || nounsOnly else { return nil }
        let byComma = title.split(whereSeparator: { $0 == "、" || $0 == "," }).map { $0.trimmingCharacters(in: .whitespaces) }
        // NB: a part that ends in a particle or a verb's stem is no thing (「玉ねぎ買うの、買い物リストに」
        // says where; 「経費精算、急ぎにし（といて）」 what to do with it).
        // Nor is a thing to do made a noun by 「の」 before the pause (「お米を買うの、買い物リストに入れて」):
        // the topic, what is said after it is about it.
        if byComma.count >= 2, byComma.contains(where: { part in
            part.last.map { "にへでをがは".contains($0) } == true || ["にし", "わらし", "ほかし"].contains(where: part.hasSuffix)
                || (part.count >= 3 && part.hasSuffix("の") && verbEndings.dropLast(2).contains(part[part.index(part.endIndex, offsetBy: -2)]))
        }) {
            return nil
        }
        if byComma.count >= 2 {
            // 「パンとバターと、あとジャム」: 「あと」「それと」 after a comma join, like "and also".
            let joined = byComma.map { part in
                for joiner in ["それから", "それと", "あと"] where part.hasPrefix(joiner) && part.count > joiner.count + 1 {
                    // 「あとレタスも」: the も of "also" goes with the joiner.
                    let item = part.dropFirst(joiner.count)
                    return String(item.hasSuffix("も") && item.count >= 3 ? item.dropLast() : item)
                }
                return part
            }
            // A joiner said alone between pauses (「大根と、にんじんと、それから、お豆腐」) is no item.
            let items = joined.filter { !["それから", "それと", "あと", "あとは", "それに", "えっと", "えーと"].contains($0) }
                .flatMap { $0.components(separatedBy: "と") }.filter { !$0.isEmpty }
            return items.count >= 2 ? items : nil
        }
        let byTo = title.components(separatedBy: "と").filter { !$0.isEmpty }
        // A thing to do, then a thing (「切手を買うと家賃の振込」「網戸を直すとエアコンの掃除」): a verb
        // with its object ends the first. The title ends in a noun, so the 「と」 is no "when"
        // (「駅に着くと電話する」 ends in its verb and is one todo).
        if byTo.count == 2, let end = byTo[0].last, verbEndings.dropLast(2).contains(end), byTo[0].count >= 4,
            byTo[0].dropLast().contains(where: { $0 == "を" || $0 == "に" }), byTo[1].count >= 2,
            !words.notItem.occurs(in: byTo[1])
        {
            return byTo
        }
        guard byTo.count >= 2, byTo.allSatisfy({ $0.count <= 12 }) else { return nil }
        if byTo.count >= 3 { return byTo }
        // Two: each a thing (no particle tying it to something, no person), or each a thing
        // of something, one 「の」 a side (「電球の交換と換気扇の掃除」「犬の散歩と猫の餌」; with
        // more, a head may go with both: 「母の日と父の日のプレゼント」).
        let particles: [Character] = ["に", "で", "を", "へ", "が", "は", "も", "の"]
        let ofSomething = byTo.allSatisfy { side in
            side.filter({ $0 == "の" }).count == 1 && side.first != "の" && side.last != "の"
                && !side.contains(where: { particles.contains($0) && $0 != "の" })
        }
        guard ofSomething || byTo.allSatisfy({ side in !side.contains(where: { particles.contains($0) }) }),
            !byTo.contains(where: { words.notItem.occurs(in: $0) })
        else { return nil }
        return byTo
    }
}
