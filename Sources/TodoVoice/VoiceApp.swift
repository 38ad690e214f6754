import Basics
import EntityResolution
import Foundation
import PhraseEngine
import SpeechText
import SpokenValues
import TodoKit

/// IntentTodo as the phrase engine sees it: the todo intents as schemas, the store's todos
/// and lists as entities, and `TodoService` as the one place actions run.
///
///     let app = VoiceApp(store: store, clock: clock, engine: engine, defaultLanguage: .en)
///     app.parse("complete by bread", language: nil).best?.intent   // "CompleteTodo"
///     let conversation = app.makeConversation()
public final class VoiceApp {
    public let store: TodoStore
    /// The reference clock of every service of this app. A long-running front end (the
    /// Wyoming server) sets it to the real time before each turn, or "tomorrow" would stay
    /// the day after it started.
    public var clock: Clock {
        didSet { for service in services.values { service.clock = clock } }
    }
    public let engine: PhraseEngine
    public let defaultLanguage: Language
    /// `--lang`: every utterance is read and answered in this language.
    public let forcedLanguage: Language?
    public let resolver: StoreEntityResolver
    private var services: [Language: TodoService] = [:]
    private var dataRules: [String: PhraseData] = [:]
    /// Rules' expanded phrases as written (`rulePhrases`), per rule and language.
    private var expandedRules: [String: [String]?] = [:]
    private let dataLock = NSLock()
    private let normalizer = Normalizer()

    /// Progress of bulk intents, for every service of this app (see `TodoService.bulkProgress`).
    public var bulkProgress: ((Int, Int) -> Bool)? {
        didSet { for service in services.values { service.bulkProgress = bulkProgress } }
    }

    public init(store: TodoStore, clock: Clock, engine: PhraseEngine, defaultLanguage: Language, forcedLanguage: Language? = nil) {
        self.store = store
        self.clock = clock
        self.engine = engine
        self.defaultLanguage = defaultLanguage
        self.forcedLanguage = forcedLanguage
        let main = TodoService(store: store, clock: clock, language: forcedLanguage ?? defaultLanguage)
        services[main.language] = main
        // NB: the rules are expanded and folded only when the cache folder lacks their keys
        // (normalizing `vague_todo`'s phrases was a quarter of a one-shot parse).
        let normalizer = Normalizer()
        let grammarKey = engine.grammarContentKey
        func folded(_ name: String, _ language: Language, _ phrases: () -> [[String]]) -> [Set<String>] {
            func compute() -> String {
                phrases().map { group in Set(group.map { normalizer.normalize($0, language: language).keyString }).sorted().joined(separator: "\t") }
                    .joined(separator: "\n") + "\n"
            }
            let text: String
            if let grammarKey {
                text = CacheFile.remembered(
                    "resolver phrases \(name) \(language.rawValue) \(String(grammarKey, radix: 16))", file: "resolver-\(name)-\(language.rawValue)",
                    compute)
            } else {
                text = compute()
            }
            // NB: split as bytes (splitting by Character costs more than the parse).
            return text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast().map { line in
                Set(line.split(separator: UInt8(ascii: "\t")).map { String(decoding: $0, as: UTF8.self) })
            }
        }
        resolver = StoreEntityResolver(
            service: main,
            // NB: the grammar is asked for only when the cache folder lacks the folded phrases
            // (decoding it was a tenth of a one-shot parse).
            vagueKeys: { language, lists in
                let rule = lists ? Self.vagueListRule : Self.vagueTodoRule
                guard engine.languages.contains(language) else { return nil }
                return folded(rule, language) { [engine.grammar(for: language)?.phrases(ofRule: rule) ?? []] }.first
            },
            listGroupKeys: { language in
                guard engine.languages.contains(language) else { return [] }
                return folded("list-groups", language) {
                    guard let grammar = engine.grammar(for: language) else { return [] }
                    return grammar.rules.keys.sorted().filter { $0.hasPrefix(Self.listGroupPrefix) }.compactMap { grammar.phrases(ofRule: $0) }
                }
            },
            normalizer: normalizer)
    }

    /// The grammar slot (`slot said_done: entity todo for todo`) of statements of fact: "paid
    /// the rent", 「牛乳買った」 complete the todo they name, when the words say it was done.
    public static let statementSlot = "said_done"

    /// Grammar rules whose names start so list names that mean the same list ("shopping",
    /// "grocery", "groceries"): a list said by another name of its group is that list.
    public static let listGroupPrefix = "list_group_"

    /// The grammar rule listing the phrases that name no particular todo ("the task").
    public static let vagueTodoRule = "vague_todo"

    /// The grammar rule listing the phrases that name no particular list ("my list", "the to
    /// do list", 「リスト」): a list slot holding only these is left empty — the default list for
    /// an add, every list for a listing, a question for an intent that needs one.
    public static let vagueListRule = "vague_list"

    /// The service answering in `language` (one store, one clock).
    public func service(_ language: Language) -> TodoService {
        if let service = services[language] { return service }
        let service = TodoService(store: store, clock: clock, language: language)
        service.bulkProgress = bulkProgress
        services[language] = service
        return service
    }

    /// The intent schemas the engine needs, from TodoKit's catalog.
    public static var schemas: [IntentSchema] {
        TodoIntent.allCases.map { intent in
            IntentSchema(
                name: intent.name,
                parameters: intent.declaration.parameters.map { IntentSchema.Parameter(name: $0.name, isRequired: $0.isRequired) },
                changesData: !intent.isReadOnly)
        }
    }

    /// Loads every grammar under `directory` (`en/`, `ja/`, and any `AppShortcuts.strings`
    /// or `.xcstrings` files beside them) and compiles them for the todo intents.
    ///
    /// With a `cache`, loaded grammars and compiled automata are kept on disk (`GrammarCache`)
    /// and reused while the grammar files, the program and MeCab's dictionary stay the same.
    public static func loadEngine(
        grammars directory: URL, compilation: PhraseEngine.Compilation = .eager, cache: GrammarCache? = nil
    ) throws(GrammarError) -> PhraseEngine {
        guard let cache else {
            return try PhraseEngine(grammars: Grammar.loadAll(directory: directory), schemas: schemas, compilation: compilation)
        }
        return try PhraseEngine.load(directory: directory, schemas: schemas, compilation: compilation, cache: cache)
    }

    /// Parses one utterance (reads the store to resolve entities; changes nothing). Entities
    /// come back resolved for the intent that holds them (`StoreEntityResolver`).
    public func parse(_ text: String, language: Language?) -> ParseResult {
        var result = parse(text, language: language, inTalk: true)
        if Self.isTalkReadAsAChange(result.best) {
            result.best = nil
            result.alternatives = []
        }
        return result
    }

    /// Below it, a change whose todo names nothing in the store is talk read into a template
    /// ("good morning, how are you?" as a todo 「morning how are」 to complete), not a request.
    static let talkAsChangeBelow = 0.55

    /// True for a weak reading of a command on one todo that names no todo at all: chit-chat that a
    /// template with a free todo slot took whole ("ope, sorry, I wasn't talking to you" as opening
    /// a todo 「sorry I wasn't talking to」). Saying nothing beats "I couldn't find …".
    static func isTalkReadAsAChange(_ best: Interpretation?) -> Bool {
        guard let best, best.score < talkAsChangeBelow, TodoIntent(rawValue: best.intent) != nil,
            case .entity(let spoken, .notFound)? = best.slots["todo"]
        else { return false }
        // NB: a name that finds nothing scores low too ("complete buy milk" on a store without it: 0.53), and
        // is said back as not found; talk says who does what ("morning how are", "did you see the match").
        let words = spoken.lowercased().split(whereSeparator: { !$0.isLetter && $0 != "'" }).map(String.init)
        return words.contains(where: Self.talkAsNameWords.contains)
    }

    /// Words of talk, not of a todo's name: pronouns of the speaker and listener, questions, auxiliaries.
    static let talkAsNameWords: Set<String> = [
        "you", "your", "i", "i'm", "im", "we", "how", "what", "did", "are", "am", "was", "were", "it's", "wasn't", "isn't",
    ]

    /// `parse`; `inTalk` false reads the sentence without looking for a command inside talk
    /// (`commandInTalk`, which reads its parts this way).
    func parse(_ text: String, language: Language?, inTalk: Bool, asTyped: Bool = true) -> ParseResult {
        // Hesitations set off by commas ("okay so I called my mom, you can, like, cross that off")
        // are read as not said: they would part a title into items or cut a command.
        // A question or an exclamation inside an English sentence sets words apart like a comma
        // ("could you mark the eggs as done? I think I bought them"; "…delete the bread one? yeah,
        // delete it"): the reasons, asides and corrections said after a comma are found after it too.
        // Casual writing of speech: a dash for a break ("add butter to the— wait, no, add unsalted
        // butter"), a dropped g ("goin'", "callin'"), texting words ("can u", "pls", "ngl").
        // NB: the sentence's script is looked at once for all these readings.
        let detected = Language.detect(in: text)
        let mayBeEnglish = (forcedLanguage ?? language) != .ja && detected != .ja
        // Emoji are no words of a command, but typed into a new title or name they are the user's
        // own (「🍣寿司パーティー🎉」): such a reading is made again with them kept.
        if asTyped, mayBeEnglish, let plain = Self.casualEnglish(text) {
            var result = parse(plain, language: language, inTalk: inTalk)
            if Self.namesSomethingNew(result.best), text.unicodeScalars.contains(where: Self.isEmojiPart) {
                result = parse(Self.casualEnglish(text, keepingEmoji: true) ?? text, language: language, inTalk: inTalk, asTyped: false)
            }
            result.input = text
            return result
        }
        if asTyped, !mayBeEnglish, let plain = Self.japaneseAsSaid(text) {
            var result = parse(plain, language: language, inTalk: inTalk)
            if Self.namesSomethingNew(result.best), text.unicodeScalars.contains(where: Self.isEmojiPart) {
                result = parse(Self.japaneseAsSaid(text, keepingEmoji: true) ?? text, language: language, inTalk: inTalk, asTyped: false)
            }
            result.input = text
            return result
        }
        // A stammer as a recognizer writes it (「ぎゅ、ぎゅ、牛乳、か、完了」): the sounds before a word are not said.
        if !mayBeEnglish, let once = JapaneseStammer.saidOnce(text) {
            var result = parse(once, language: language, inTalk: inTalk, asTyped: asTyped)
            result.input = text
            return result
        }
        if mayBeEnglish, let joined = Self.stopsAsCommas(text) {
            var result = parse(joined, language: language, inTalk: inTalk)
            result.input = text
            return result
        }
        if mayBeEnglish, let plain = Self.fillersSetOffDropped(text) {
            var result = parse(plain, language: language, inTalk: inTalk)
            result.input = text
            return result
        }
        // Regional words (「牛乳もう買ったでよ、消しといてちょう」「母ちゃんに電話したけえ、消しといて」) are
        // read in their standard form too, with every rewrite of that: the better reading is taken.
        if (forcedLanguage ?? language) != .en, detected == .ja,
            let standard = VoicePhrasebook.of(.ja).standardForms(text)
        {
            let said = parseUnquoted(text, language: language, inTalk: inTalk)
            // NB: a sentence that already reads clearly as said is not read again (each reading of a
            // long sentence is every rewrite and the talk finder once more).
            if let best = said.best, best.score >= 0.95, best.missing.isEmpty, best.ignored.isEmpty,
                best.slots.values.allSatisfy({ value in
                    if case .entity(_, let resolution) = value, case .resolved = resolution { return true }
                    if case .entity = value { return false }
                    return true
                })
            {
                return said
            }
            var read = parseUnquoted(standard, language: language, inTalk: inTalk)
            read.input = text
            return (read.best?.score ?? 0) > (said.best?.score ?? 0) + 1e-9 ? read : said
        }
        // Spanish command words in an English sentence ("ponle tortillas a la lista de Groceries"): read in
        // English too, the better reading taken.
        if mayBeEnglish, let standard = VoicePhrasebook.of(.en).standardForms(text) {
            // NB: the English reading when it reads as well: Spanish words that read as English ones are a name's
            // only by chance ("remind me llamar a mi abuela el viernes at 7pm" read "el viernes" into the title).
            let said = parseUnquoted(text, language: language, inTalk: inTalk)
            var read = parseUnquoted(standard, language: language, inTalk: inTalk)
            read.input = text
            return (read.best?.score ?? 0) >= (said.best?.score ?? 0) - 1e-9 && read.best != nil ? read : said
        }
        return parseUnquoted(text, language: language, inTalk: inTalk)
    }

    /// `parseAsSaid`, and for quoted words, the reading without the quote marks when it is as good.
    private func parseUnquoted(_ text: String, language: Language?, inTalk: Bool) -> ParseResult {
        let said = parseAsSaid(text, language: language, inTalk: inTalk)
        // Quoted words whose reading keeps a quote mark in a name (「「契約書に押印する」の追加」 read
        // with a title 「契約書に押印する」の」) are read again without the quotes. Only then: a quote
        // sets words apart (「新しいリスト「キャンプ用品」を作って」).
        guard text.contains(where: Self.isQuoteMark), said.best.map(Self.keepsQuoteMark) ?? true else { return said }
        var unquoted = parseAsSaid(text.filter { !Self.isQuoteMark($0) }, language: language, inTalk: inTalk)
        unquoted.input = text
        var chosen = (unquoted.best?.score ?? 0) >= (said.best?.score ?? 0) - 0.05 ? unquoted : said
        if let best = chosen.best { chosen.best = quotedTitleWhole(best, input: text) }
        return chosen
    }

    /// A new title said in quotes is the quoted words alone: a reading whose title runs from the
    /// name into them (「会議の議事録、タイトルを「定例の議事録」にリネーム」 read as 「会議」 + 「議事録、
    /// タイトルを定例の議事録」) has the title cut to the quote, and the todo, named by more words
    /// than it found, is only offered.
    private func quotedTitleWhole(_ interpretation: Interpretation, input: String) -> Interpretation {
        guard TodoIntent(rawValue: interpretation.intent) == .updateTodo, case .text(let title)? = interpretation.slots["title"],
            let open = input.firstIndex(of: "「"), let close = input[open...].firstIndex(of: "」")
        else { return interpretation }
        let quoted = String(input[input.index(after: open)..<close])
        guard !quoted.isEmpty, title != quoted, title.hasSuffix(quoted) else { return interpretation }
        var result = interpretation
        result.slots["title"] = .text(quoted)
        if case .entity(let spoken, let resolution)? = interpretation.slots["todo"] {
            let more = String(title.dropLast(quoted.count))
            var said = more.trimmingCharacters(in: CharacterSet(charactersIn: "、,をはのに "))
            for word in ["タイトル", "名前", "件名", "名称"] where said.hasSuffix(word) {
                said = String(said.dropLast(word.count)).trimmingCharacters(in: CharacterSet(charactersIn: "、,をはのに "))
            }
            let name = spoken + said
            switch resolution {
            case .resolved(let candidate): result.slots["todo"] = .entity(spoken: name, resolution: .notFound(nearest: [candidate]))
            default: result.slots["todo"] = .entity(spoken: name, resolution: resolution)
            }
        }
        return result
    }

    /// True when a name or title of the reading holds a quote mark.
    private static func keepsQuoteMark(_ reading: Interpretation) -> Bool {
        reading.slots.values.contains { value in
            switch value {
            case .text(let text): return text.contains(where: isQuoteMark)
            case .texts(let texts): return texts.contains { $0.contains(where: isQuoteMark) }
            case .entity(let spoken, _): return spoken.contains(where: isQuoteMark)
            default: return false
            }
        }
    }

    private func parseAsSaid(_ text: String, language: Language?, inTalk: Bool) -> ParseResult {
        resolver.synchronize()
        if let fixed = forcedLanguage ?? language { return rewritten(refined(engine.parse(text, language: fixed, clock: clock, entities: resolver)), inTalk: inTalk) }
        // The sentence says its language, not the locale: Japanese script reads as Japanese,
        // anything else as English first; when that reading is poor, every other grammar is
        // tried too ("add email 山田 about the invoice" mixes scripts; LANG=ja users speak English).
        let first = Language.detect(in: text) ?? (engine.languages.contains(.en) ? .en : defaultLanguage)
        var result = engine.parse(text, language: first, clock: clock, entities: resolver)
        if (result.best?.score ?? 0) < 0.8 {
            // NB: not a grammar of another script: an English sentence has no Japanese reading
            // (「done」 or 「todo」 in a Japanese template must not make 「most urgent one. done.」 one).
            let script = Language.detect(in: text)
            for other in engine.languages where other != first && (!other.hasOwnScript || script == other) {
                let tried = engine.parse(text, language: other, clock: clock, entities: resolver)
                if (tried.best?.score ?? 0) > (result.best?.score ?? 0) + 1e-9 { result = tried }
            }
        }
        return rewritten(refined(result), inTalk: inTalk)
    }

    /// Parses one utterance said with nothing before it (`parse`, corpus lines): a todo or
    /// list said only as a pointer ("delete that item", "complete it") has nothing to point at,
    /// so it is reported as not given, the way the conversation asks "which one?" for it.
    ///
    ///     app.parseAlone("delete that item", language: nil).best?.missing   // ["todo"]
    public func parseAlone(_ text: String, language: Language?) -> ParseResult {
        var result = parse(text, language: language)
        guard var best = result.best else { return result }
        for (name, value) in best.slots.sorted(by: { $0.key < $1.key }) {
            guard case .entity(let spoken, let resolution) = value, engine.answers.isPronoun(spoken, result.language) else { continue }
            if case .resolved = resolution { continue }
            best.slots[name] = nil
            if !best.missing.contains(name) { best.missing.append(name) }
        }
        result.best = best
        return result
    }

    /// The words a clause that only says a new todo is urgent is made of, set off after its title.
    static let urgencyClauseWords: Set<String> = [
        "urgent", "it's", "it", "is", "'tis", "tis", "this", "that's", "one's", "very", "really", "super", "proper", "mind", "by",
        "force", "so", "quite", "pretty", "dead", "well", "mate", "love", "now", "and", "make", "mark", "as", "sure",
    ]

    /// The result, or the reading of one of its `rewrites` that reads clearly (0.8) and better
    /// than it; the input stays as said.
    private func rewritten(_ result: ParseResult, inTalk: Bool) -> ParseResult {
        // NB: a reading that still lacks the todo or list it acts on (「完了にしていただけますか」
        // with the thing said before it) is worth less than a rewrite that says it. A missing
        // title is no such lack: 「あ、それと…えっと、追加して」 asks what to add.
        // NB: so is a reading whose todo or list names nothing there is ("the holiday cards one isn't
        // needed any more, it can be deleted" read whole as deleting that phrase): a rewrite that finds it is better.
        // (English only: a Japanese sentence has many rewrites, and one that cuts a name where the words
        // stop fitting finds a todo as readily as the right one: 「図書館で本借りるの、家のリストに移動」.)
        func worth(_ reading: Interpretation) -> Double {
            let lacks = reading.missing.contains(where: { $0 == "todo" || $0 == "list" }) || result.language == .en && ["todo", "list"].contains { name in
                if case .entity(_, .notFound)? = reading.slots[name] { return true }
                return false
            }
            return reading.score - (lacks || Self.titlePointsBack(reading) ? 0.2 : 0)
        }
        let original = result.best.map(worth) ?? 0
        var best = result
        var bestScore = original
        // NB: a sentence read as adding a title that only points back ("…for Saturday, no, make it Sunday"
        // as "make it") takes a rewrite that reads less clearly: a long title said in full scores below 0.8.
        let floor = result.best.map(Self.titlePointsBack) == true ? 0.7 : 0.8
        // NB: a sentence that reads clearly as said, naming what is in the store, is not read again: a
        // rewrite would only drop words that named something ("call mom, remove the star" read as
        // "remove the star", every starred todo).
        let clear = result.best.map { best in
            best.score >= 0.97 && best.missing.isEmpty && best.ignored.isEmpty && !best.slots.isEmpty
                && best.slots.values.contains { if case .entity(_, .resolved) = $0 { return true } else { return false } }
                && best.slots.values.allSatisfy { value in
                    if case .entity(_, let resolution) = value, case .resolved = resolution { return true }
                    if case .entity = value { return false }
                    return true
                }
        } ?? false
        let saidFirst = result.language == .ja && !clear ? Self.requestSaidFirst(result.input) ?? [] : []
        for group in clear ? [] : rewrites(of: result.input, language: result.language) {
            for sentence in group {
                let tried = refined(engine.parse(sentence, language: result.language, clock: clock, entities: resolver))
                // NB: several items read from a title (AddTodos) score lower, their joins read as words of
                // a title (「電池と電球とガムテープ、追加しといて」 0.795): after a request said first, the
                // order undone says the structure.
                let needed = tried.best?.intent == TodoIntent.addTodos.name && saidFirst.contains(sentence) ? min(floor, 0.75) : floor
                guard let reading = tried.best, reading.score >= needed - 1e-9,
                    case let score = worth(reading), score > original
                else { continue }
                if score > bestScore + 1e-9 {
                    best = tried
                    bestScore = score
                }
                break
            }
        }
        if best.best == nil, result.language == .ja, let memo = memoReading(result.input) { best = memo }
        // NB: the sentence as said: a rewrite's reading holds its own input.
        if let again = restarted(best, said: result.input) { best = again }
        if let tail = lastClause(of: best) {
            best = tail
        } else if inTalk, let command = commandInTalk(of: best) {
            best = command
        }
        best.input = result.input
        return best
    }

    /// True for an English add whose title only points back ("make it", "do that", "it"): a
    /// correction's "no, make it Sunday" said again as a command, not a new todo.
    static func titlePointsBack(_ reading: Interpretation) -> Bool {
        guard TodoIntent(rawValue: reading.intent) == .addTodo, case .text(let title)? = reading.slots["title"] else { return false }
        let words = title.lowercased().split(separator: " ").map(String.init)
        guard let last = words.last, ["it", "that", "this", "them", "those"].contains(last), words.count <= 2 else { return false }
        return words.count == 1 || ActionWords.isLightAction(words[0], language: .en) || ActionWords.isCommandWord(words[0], language: .en)
    }

    /// The first sentence of a Japanese utterance (up to 「。」「！」 or trailing-off dots) when it is a
    /// request of its own — it ends as one asks (〜て, 〜ください, 〜お願い, 済み, 完了, 追加…) — and one to
    /// three more follow; nil otherwise. A memo's value and thing (「木曜10時、取引先へ見積提出。追加願います」)
    /// ask nothing before the stop, and are read whole.
    static func sentencesApart(_ text: String) -> [String]? {
        guard text.contains(where: { "。！!…‥".contains($0) }) else { return nil }
        let sentences = text.replacingOccurrences(of: "...", with: "…").split(whereSeparator: { "。！!…‥".contains($0) })
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "、, 　")) }
            .filter { $0.count >= 2 }
        // NB: not a request that points at a thing said after it (「あれ、星つけとけ。車検のやつ」).
        guard (2...4).contains(sentences.count), let first = sentences.first,
            ["て", "で", "ください", "ちょうだい", "お願い", "お願いします", "済み", "完了", "追加", "削除", "登録", "スヌーズ"].contains(where: first.hasSuffix),
            !["あれ", "それ", "これ", "あの", "その", "この"].contains(where: first.contains)
        else { return nil }
        return [first]
    }

    /// 「Xって…だっけ？ Y」 (a question about a thing, then a request without one): 「X、Y」. The thing
    /// is what comes before the question's って, は or first pause; the request is the last sentence,
    /// after anything said between (「美容院って終わってたよね？あ、まだだった。未完了に戻してくれる？」).
    static func checkedThenAsked(_ text: String) -> String? {
        let stops: Set<Character> = ["？", "?", "。", "！", "!"]
        guard let firstStop = text.firstIndex(where: { $0 == "？" || $0 == "?" }) else { return nil }
        let question = text[..<firstStop]
        // The request: the last sentence with words in it.
        let sentences = text[text.index(after: firstStop)...].split(whereSeparator: { stops.contains($0) })
            .map { $0.trimmingCharacters(in: .whitespaces) }
        guard let request = sentences.last(where: { !$0.isEmpty }), request.count >= 2 else { return nil }
        let endings = ["っけ", "よね", "よな", "かな", "でしょ", "の", "る", "た"]
        guard endings.contains(where: { question.hasSuffix($0) }) else { return nil }
        // NB: the first of the marks, so the thing holds no pause of its own.
        let marks = ["って", "は", "、"]
        guard let cut = marks.compactMap({ question.range(of: $0)?.lowerBound }).min() else { return nil }
        let thing = question[..<cut].trimmingCharacters(in: .whitespaces)
        guard (1...20).contains(thing.count) else { return nil }
        return thing + "、" + request
    }

    /// A memo said in two parts, a value and a thing to do with no verb after it (「明日、野菜の発注」
    /// 「今日15時、仕込み」「業者に電話、急ぎで」): a todo to add, when nothing else read the sentence.
    /// Taken only when the value part is values alone (the todo's title is the other part, as
    /// said) and the thing names no todo there is (「明日、銀行」 may mean 「銀行に行く」: nothing
    /// is done rather than a second todo added).
    func memoReading(_ text: String) -> ParseResult? {
        let parts = Self.spacesAsPauses(text).split(separator: "、").map {
            $0.trimmingCharacters(in: CharacterSet(charactersIn: " 　。！!"))
        }.filter { !$0.isEmpty }
        guard parts.count == 2, !text.contains("？"), !text.contains("?") else { return nil }
        for nounAt in [1, 0] {
            let noun = parts[nounAt]
            // NB: a noun: kanji, katakana or the stem a verb makes a noun with (仕込み, 打ち合わせ, 片付け);
            // one or two characters are as often a remark (「明日、雨」「明日、休み」) as a thing to do.
            guard (3...20).contains(noun.count), let last = noun.unicodeScalars.last,
                last.properties.isIdeographic || (0x30A1...0x30FA).contains(last.value) || last == "ー"
                    || "みしりきちにびぎけせめれえべげじ".unicodeScalars.contains(last)
            else { continue }
            let sentence = nounAt == 1 ? parts[0] + "、" + noun + "を追加" : parts[0] + "、" + parts[1] + "追加"
            let tried = refined(engine.parse(sentence, language: .ja, clock: clock, entities: resolver))
            guard let reading = tried.best, reading.intent == "AddTodo", reading.score >= 0.8, reading.missing.isEmpty,
                case .text(let title)? = reading.slots["title"], title == noun, reading.slots.count >= 2
            else { continue }
            let named = engine.parse(noun + "を完了", language: .ja, clock: clock, entities: resolver).best?.slots["todo"]
            if case .entity(_, let resolution)? = named {
                switch resolution {
                case .resolved, .ambiguous: return nil
                case .notFound: break
                }
            }
            return tried
        }
        return nil
    }

    /// The words after the last correction marker set off by a comma (「、いや」, ", no wait,",
    /// ", actually no "), or after "hang on"/"hold on"; nil when there is none.
    func afterLastCorrection(_ text: String, language: Language) -> String? {
        guard var markers = rulePhrasesLongestFirst(Self.selfCorrectionRule, language) else { return nil }
        let japanese = language.wordSeparator.isEmpty
        let comma = japanese ? "、" : ","
        let normalized = japanese ? text.replacingOccurrences(of: ",", with: "、") : text.lowercased()
        guard normalized.contains(comma) else { return nil }
        // NB: a cue of one word ("not") takes back only what it stands before, never a clause after.
        markers += (rulePhrases(Self.restartCueRule, language) ?? []).filter { $0.contains(" ") }
        var cut: String.Index?
        for marker in markers {
            let forms = japanese ? ["、" + marker] : [", " + marker + ",", ", " + marker + " ", " " + marker + ", "]
            for form in forms {
                if let range = normalized.range(of: form, options: .backwards), cut.map({ range.upperBound > $0 }) ?? true {
                    cut = range.upperBound
                }
            }
        }
        guard let cut else { return nil }
        let after = normalized[cut...].trimmingCharacters(in: CharacterSet(charactersIn: " ,、。.!！?？"))
        return after.isEmpty ? nil : after
    }

    /// Words after a correction that name nothing to put in place of what it took back: a
    /// clause of its own ("we still have some", "i'll do it myself", "let me check the fridge"),
    /// a state or a refusal (「卵はまだある」「やっぱいいや」「いらない」), or words that take it back.
    func saysNothingInstead(_ after: String, language: Language) -> Bool {
        if engine.endsTakingBack(after, language: language) { return true }
        let phrases = rulePhrases(Self.nothingInsteadRule, language) ?? []
        if language.wordSeparator.isEmpty {
            var said = after
            while let last = said.last, "よねわなさ。！!ー〜".contains(last) { said.removeLast() }
            return phrases.contains { !$0.isEmpty && said.hasSuffix($0) }
        }
        let first = after.lowercased().replacingOccurrences(of: "’", with: "'").split(separator: " ").first.map(String.init) ?? ""
        return phrases.contains(first)
    }

    /// A speaker trailing off (「今週中…いや金曜まで」): set apart like a comma, longest first.
    static let ellipses = ["……", "…", "・・・"]

    /// A command begun, taken back and said again whole ("add uh no wait, add bananas to
    /// groceries", "oh wait I meant dad, mark call dad done", 「仕事リストに、あ、違った、家のリストに、
    /// カーテン洗うって入れて」, 「牛乳…じゃなくて豆乳買うって入れといて」): when the reading holds the
    /// correction marker in a name or title, names something that is not there, or nothing reads,
    /// the words after the marker, or after a comma later on, read alone. Taken only as a change
    /// that reads clearly, whole (nothing left unread or missing, no name that finds nothing), of
    /// two words (six characters) or more. Nil otherwise.
    private func restarted(_ result: ParseResult, said input: String) -> ParseResult? {
        let language = result.language
        guard var markers = rulePhrasesLongestFirst(Self.selfCorrectionRule, language) else { return nil }
        let japanese = language.wordSeparator.isEmpty
        markers += rulePhrases(Self.restartCueRule, language) ?? []
        // NB: most sentences hold no marker at all; looking for one costs a few scalar and word
        // comparisons, the search below (and its Foundation replacements) far more.
        let pauses: Set<Unicode.Scalar> = ["、", "…", "・", "."]
        if japanese {
            guard input.unicodeScalars.contains(where: pauses.contains) else { return nil }
        } else {
            let words = Set(input.lowercased().split(whereSeparator: { $0 == " " || $0 == "," || $0 == "." || $0 == "…" }))
            guard markers.contains(where: { marker in marker.split(separator: " ").first.map(words.contains) ?? false }) else { return nil }
        }
        var text = input
        for ellipsis in Self.ellipses + ["..."] where text.contains(ellipsis) {
            text = text.replacingOccurrences(of: ellipsis, with: japanese ? "、" : ", ")
        }
        // The words (English: commas their own) and the tails that may be a command said again.
        let comma = japanese ? "、" : ","
        let pieces: [String]
        var said: [String] = []
        var tails: [String] = []
        if japanese {
            // NB: a marker after a comma (「、いや」「…違った」), the last one said.
            var cut: String.Index?
            for marker in markers {
                if let range = text.range(of: "、" + marker, options: .backwards), cut.map({ range.upperBound > $0 }) ?? true {
                    cut = range.upperBound
                    said = [marker]
                }
            }
            guard let cut else { return nil }
            pieces = text[cut...].split(separator: "、", omittingEmptySubsequences: true).map(String.init)
            for start in pieces.indices { tails.append(pieces[start...].joined(separator: "、")) }
        } else {
            pieces = text.replacingOccurrences(of: ",", with: " , ").split(separator: " ").map(String.init)
            let lowered = pieces.map { $0.lowercased() }
            var end: Int?
            for marker in markers {
                let words = marker.split(separator: " ").map(String.init)
                guard !words.isEmpty, words.count <= lowered.count else { continue }
                for start in stride(from: lowered.count - words.count, through: 0, by: -1)
                where lowered[start..<start + words.count].elementsEqual(words) {
                    if end.map({ start + words.count > $0 }) ?? true {
                        end = start + words.count
                        said = words
                    }
                    break
                }
            }
            guard let end else { return nil }
            func joined(_ slice: ArraySlice<String>) -> String {
                slice.joined(separator: " ").replacingOccurrences(of: " , ", with: ", ").trimmingCharacters(in: CharacterSet(charactersIn: " ,"))
            }
            // NB: "not" takes back what came before only up to a comma: "do not mark pay rent as done".
            if said != ["not"] { tails.append(joined(pieces[end...])) }
            for index in pieces.indices where index >= end && pieces[index] == comma { tails.append(joined(pieces[(index + 1)...])) }
        }
        // Only where the reading swallowed the marker, names nothing found, reads poorly or there is none.
        if let best = result.best {
            let values = best.slots.values.compactMap { value -> String? in
                switch value {
                case .text(let text): return text
                case .entity(let spoken, _): return spoken
                default: return nil
                }
            }
            let swallowed = values.contains { value in
                if japanese { return value.contains(said.joined()) }
                let words = value.lowercased().replacingOccurrences(of: ",", with: " , ").split(separator: " ").map(String.init)
                return words.count >= said.count && (0...(words.count - said.count)).contains { words[$0..<$0 + said.count].elementsEqual(said) }
            }
            // A name that finds nothing may hold the command said again ("delete call mom, no wait,
            // delete call dad" read as deleting "delete call dad").
            let foundNothing = best.slots.values.contains { value in
                if case .entity(_, .notFound) = value { return true }
                return false
            }
            guard swallowed || foundNothing || best.score < 0.8 else { return nil }
        }
        // NB: a free title scores lower than a name found ("add call the vet": 0.78); where the
        // sentence read as nothing at all, such a command said again is taken too.
        let bar = result.best == nil ? 0.7 : 0.8
        for tail in tails {
            guard japanese ? tail.count >= 6 : tail.split(separator: " ").count >= 2 else { continue }
            let tried = refined(engine.parse(tail, language: language, clock: clock, entities: resolver))
            // NB: a name that finds nothing may hold more of the talk ("dad, mark call dad"): a later comma's tail is tried.
            guard let best = tried.best, best.score >= bar, best.missing.isEmpty, best.ignored.isEmpty,
                TodoIntent(rawValue: best.intent).map({ !$0.isReadOnly }) ?? false, !Self.titlePointsBack(best),
                !best.slots.values.contains(where: { value in
                    if case .entity(_, .notFound) = value { return true }
                    return false
                })
            else { continue }
            return tried
        }
        return nil
    }

    /// English talk before a command ("been meaning to do this for months, but please just put
    /// down clean out the garage", "i keep forgetting this one, so add …"), which a title
    /// swallowed or which left the sentence unread: the last clause read alone, when it reads
    /// clearly and what comes before it is no command of its own (two commands are never cut
    /// down to one). Nil otherwise.
    private func lastClause(of result: ParseResult) -> ParseResult? {
        guard result.language == .en else { return nil }
        // The talk before the clause that holds it: a title that swallowed it, or no reading at all.
        var holder: String?
        if let best = result.best {
            guard TodoIntent(rawValue: best.intent) == .addTodo, case .text(let title)? = best.slots["title"] else { return nil }
            holder = title
        }
        for marker in Self.clauseMarkers {
            // NB: a title may end at the marker ("…while she's away, so" before "add water the plants").
            guard holder.map({ ($0 + " ").range(of: marker, options: .caseInsensitive) != nil }) ?? true,
                let range = result.input.range(of: marker, options: [.backwards, .caseInsensitive])
            else { continue }
            let head = String(result.input[..<range.lowerBound])
            let tail = String(result.input[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            guard tail.split(separator: " ").count >= 2,
                (engine.parse(head, language: .en, clock: clock, entities: resolver).best?.score ?? 0) < PhraseEngine.tolerantFloor
            else { return nil }
            let tried = refined(engine.parse(tail, language: .en, clock: clock, entities: resolver))
            guard let score = tried.best?.score, score >= 0.8 else { return nil }
            return tried
        }
        return nil
    }

    /// Sentences that say the same as `text` in a form the grammar reads; each is one more parse
    /// (none for most sentences, a dozen at most):
    /// - a self-correction set off by commas: the words after it replace the last thing said
    ///   before it ("put bulbs on groceries, no, errands" → "put bulbs on errands"; 「卵を追加、
    ///   あ、違う、豆腐」 → 「豆腐を追加」; 「切手を買い物に、いや、用事に入れて」 → 「切手を用事に入れて」);
    /// - a gerund after `gerund_lead` ("would you mind crossing off X" → "… cross off X");
    /// - a `lead_off` word set off by a comma at the start (「あのさ、」), dropped;
    /// - Japanese `already` (「もう」) inside a name, moved before it (「家賃もう払った」 → 「もう家賃払った」).
    /// Each group is in order of preference (its first that reads clearly is taken); the groups
    /// compete by score.
    /// Where a last clause begins after talk that is no command (see `lastClause`): "so my
    /// landlord wants the lease back, can you add sign the lease for wednesday".
    static let clauseMarkers = [
        ", but ", ", so ", ", anyway ", ", anyways ", ". anyway ", ". so ", ". but ", ". ", ", can you ", ", could you ", ", would you ",
        ", will you ", ", please ",
    ]

    /// Words that say the value after a correction replaces the one before ("…, actually make it
    /// twenty minutes").
    static let correctingVerbs = ["make it", "make that", "change it to", "change that to", "it should be", "let's say", "let us say"]

    /// What "make it …" asks of a todo rather than saying a word again ("…, make it urgent").
    static let statesAskedFor = [
        "urgent", "a priority", "high priority", "top priority", "a high priority", "a top priority", "priority", "important",
        "asap", "starred", "a favorite", "a favourite", "recurring", "repeating", "repeat", "a repeating one", "a recurring one",
    ]

    /// Words one of the several-word correction markers holds, looked for before the markers
    /// themselves in a sentence without commas.
    static let spokenCorrectionCues = [" wait ", " mean ", " meant ", " rather ", " scratch ", " sorry ", " make that "]

    /// A reason said after the command, set off by a comma ("uncheck get a haircut, I never
    /// actually went", "snooze the plumber, I'm in the middle of something") or said as a
    /// purpose ("star the passport thing so I don't forget"): the command is read again without it.
    static let reasonMarkers = [
        ", i ", ", we ", ", he ", ", she ", ", they ", ", it is ", ", that is ", ", because ", ", since ", ", as ",
        ", i'm ", ", i've ", ", i'd ", ", i'll ", ", we're ", ", we've ", ", they're ", ", it's ", ", that's ", ", whatever ",
        // Irish English opens a reason with "sure" ("…, sure nobody sends them anymore").
        ", sure ",
        " so i ", " so that ", " so we ", " so it ",
    ]

    /// Words that make a clause a statement of what happened or is so: a finite verb, or a
    /// pronoun with its verb.
    static let statementVerbs: Set<String> = [
        "is", "are", "was", "were", "isn't", "aren't", "wasn't", "weren't", "got", "gave", "has", "have", "had", "did", "went",
        "came", "over", "done", "took", "made", "said", "told", "sent", "paid", "left", "ran", "found", "bought",
    ]

    /// First words of a sentence said after the command that are about it, not part of it.
    static let sentenceAsides: Set<String> = [
        "i", "i'm", "im", "i've", "i'd", "i'll", "we", "we're", "it's", "its", "it", "that's", "that", "or", "because", "since",
        "yeah", "yes", "yep", "ok", "okay", "thanks", "thank", "cheers", "lol", "haha", "is", "was",
    ]
    // NB: not "no" or "sorry": they begin a correction ("add eggs? no, add milk"), read after the comma.

    /// `text` with each "?" or "!" (or an ellipsis) that has words after it made a comma, or the
    /// text cut there when what follows is about the command (`sentenceAsides`); nil when there is
    /// none. The end of the sentence keeps its mark.
    /// A transcript's stammers that the disfluency pass of `casualEnglish` does not see word by word:
    /// a cut-off start written apart from its word ("p- pick up", "t- t- todo", "W- Work") and a
    /// command started again after a pause ("delete the, the, uh, delete email Sarah", "add, add,
    /// um, add eggs"): the word, the command, once. Nil when there are none.
    static func stammersRepaired(_ words: [String]) -> [String]? {
        func core(_ word: String) -> String { word.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ",.;:!?")) }
        var words = words
        var changed = false
        // NB: from the last start, when it comes within six words.
        if let first = words.first.map(core), first.count >= 3, first.allSatisfy(\.isLetter),
            let again = words.indices.dropFirst().prefix(6).last(where: { core(words[$0]) == first && words[$0 - 1].hasSuffix(",") }),
            again + 1 < words.count
        {
            words.removeFirst(again)
            changed = true
        }
        var out: [String] = []
        for (index, word) in words.enumerated() {
            if index + 1 < words.count, word.count >= 2, word.hasSuffix("-"), !word.hasPrefix("-") {
                let fragment = String(word.dropLast()).lowercased()
                let next = core(words[index + 1])
                if fragment.allSatisfy(\.isLetter), next.hasPrefix(fragment) || (next.hasSuffix("-") && next.dropLast() == fragment) {
                    changed = true
                    continue
                }
            }
            out.append(word)
        }
        return changed ? out : nil
    }

    /// Words that start no list's name: "talk to me about the list" keeps its "me".
    static let notANameStart: Set<String> = ["about", "the", "a", "an", "on", "in", "for", "with", "of", "from", "to", "what", "whats", "what's", "my", "your"]

    /// Words that start a day or a time: "while" before one is "until" ("put it off while Thursday").
    static let dayWords: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "tomorrow", "tonight", "next", "the",
        "midday", "noon", "teatime", "dinnertime", "lunchtime", "morning", "weekend",
    ]

    /// A command or value word typed without its vowels ("cmplt", "rmv", "srch", "tmrw"): the word whose
    /// consonants those are, among the words of commands and days (`vowellessWords`); nil for any other.
    /// Only a word with no vowel at all, three letters or more: "mv" and "rm" are the CLI's own.
    static func typedWithoutVowels(_ word: String) -> String? {
        guard word.count >= 3, word.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) }),
            !word.contains(where: { "aeiou".contains($0) })
        else { return nil }
        return vowellessWords[skeleton(word)]
    }

    /// A word's consonants, a doubled one once ("tomorrow" → "tmrw").
    static func skeleton(_ word: String) -> String {
        var out = ""
        for character in word where !"aeiou'".contains(character) && out.last != character { out.append(character) }
        return out
    }

    /// The command and value words by their consonants (y kept): "complete" is "cmplt".
    static let vowellessWords: [String: String] = {
        let words = [
            "complete", "completed", "remove", "delete", "deleted", "search", "snooze", "reschedule", "rename", "tomorrow", "tonight",
            "today", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "overdue", "urgent", "upcoming",
            "favorite", "starred", "groceries", "reminder", "remind", "move", "show", "undo", "list", "lists", "section", "repeat",
            "every", "everything", "pending", "finished", "done", "tomorrow's", "please", "thanks", "weekend", "morning", "evening",
        ]
        var table: [String: String] = [:]
        for word in words {
            let consonants = skeleton(word)
            // NB: only a skeleton one word has ("dn" is done and down: neither).
            guard consonants.count >= 3 else { continue }
            table[consonants] = table[consonants] == nil ? word : ""
        }
        return table.filter { !$0.value.isEmpty }
    }()

    /// Texting words read as said: "u" is "you", "pls" "please" ("lemme", "gimme" are the grammar's); "ngl", "lowkey",
    /// "tbh", "btw", "imo" say nothing to the app; "rn" is "right now" only last in its clause (an RN is
    /// a nurse).
    static let textingForms: [String: String] = [
        // Northern English's "owt" (anything: "is there owt overdue"); title words ("get summat in") stay.
        "owt": "anything",
        // New York's clipped asks ("gimme the list", "gimme a section called Frozen").
        "gimme": "give me",
        // Scots words of commands ("tick them aff", "shift the dentist tae thursday", "the passport yin"); a title's
        // own words stay ("put the bin oot").
        "tae": "to", "aff": "off", "yin": "one", "gonnae": "", "gie's": "give me", "gies": "give me", "fer": "for", "whit": "what",
        "ontae": "onto", "maist": "most", "ah've": "i've", "ah'll": "i'll",
        // Hawaiian Pidgin's command words ("wat I get fo' today", "pau wit da milk, brah") and Pittsburgh's "n'at";
        // "da" stays (a title's own word), the grammar reads it as "the".
        "wat": "what", "fo'": "for", "wit": "with", "an'": "and", "neva": "never", "brah": "", "bruddah": "", "braddah": "",
        "yinz": "you", "n'at": "",
        "u": "you", "ur": "your", "pls": "please", "plz": "please", "ngl": "",
        "lowkey": "", "tbh": "", "btw": "", "imo": "", "fr": "", "thx": "", "thnx": "", "tx": "",
        "b4": "before", "2moro": "tomorrow", "2morrow": "tomorrow", "2mrw": "tomorrow", "tomoz": "tomorrow",
        "2day": "today", "2nite": "tonight", "tonite": "tonight",
        // Singapore's sentence particles and exclamations say nothing to the app.
        "lah": "", "leh": "", "lor": "", "aiyo": "", "aiyah": "", "alamak": "",
        // Nigerian English: "abeg" and "biko" ask, "sha" only stresses; "wetin" is what.
        "abeg": "please", "biko": "please", "sha": "", "wetin": "what",
        // West Country: "giss" gives, "'un" is it ("tick 'un off"), "wasson" is what's on; Ghana's "chale"
        // (friend) and "ei" say nothing to the app.
        "giss": "give me", "'un": "it", "wasson": "what's on", "chale": "", "ei": "",
    ]

    /// `text` with dashes as pauses, dropped g's restored and texting words as said, or nil when it
    /// has none of them (`textingForms`).
    ///
    ///     VoiceApp.casualEnglish("y'all mark goin' to the bank as done")   // "mark going to the bank as done"
    /// Words an emphatic "itself" or "only" may follow (`casualEnglish`).
    static let emphasized: Set<String> = [
        "today", "tomorrow", "tonight", "now", "morning", "evening", "afternoon", "monday", "tuesday", "wednesday", "thursday", "friday",
        "saturday", "sunday", "urgent", "done", "week",
    ]

    /// A scalar of an emoji: a pictograph, its joiners, variation selectors and skin tones (not the
    /// digits and signs that can also start one).
    static func isEmojiPart(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        return (properties.isEmoji && scalar.value >= 0x2100) || scalar.value == 0x200D || scalar.value == 0xFE0F
            || properties.isEmojiModifier
    }

    /// Japanese as typed on a phone, read as said: half-width katakana (ﾀｽｸ, ﾚﾎﾟｰﾄ) in full width;
    /// emoji and emoticons (💪, (´・ω・`), ＼(^o^)／, (笑)) and a laugh's trailing w left out; a star
    /// drawn (☆, ⭐️) is the word 星; a trailing 〜 of a drawn-out word dropped; the texting words
    /// おわ/おわた for 終わり/終わった. Nil when there is none of them.
    ///
    ///     VoiceApp.typedJapanese("ｼﾞﾑ 行ってきた💪")   // "ジム 行ってきた"
    static func typedJapanese(_ text: String, keepingEmoji: Bool = false) -> String? {
        let scalars = text.unicodeScalars
        guard scalars.contains(where: { $0.value >= 0x2000 || $0 == "(" || $0 == "w" }) else { return nil }
        func isJapaneseLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isJapanese && scalar != "・" && scalar != "ゞ" && scalar != "ー"
        }
        var out = ""
        var characters = Array(text)
        // Where a laugh at the end may start: after the last character that is no w, space or "!".
        let laughFrom = (characters.lastIndex(where: { !($0 == "w" || $0 == "ｗ" || $0.isWhitespace || $0 == "!" || $0 == "！") }) ?? -1) + 1
        var index = 0
        while index < characters.count {
            let character = characters[index]
            // An emoticon in brackets: nothing Japanese inside but 笑 (「(笑)」), with the arms and
            // marks drawn around it (＼(^o^)／, (｀・ω・´)ゞ). NB: looked for within 15 characters, so a
            // line of brackets costs no more than a line of words.
            if character == "(" || character == "（" {
                let close: Character = character == "(" ? ")" : "）"
                if let end = characters[index..<min(characters.count, index + 15)].firstIndex(of: close) {
                    let inside = characters[(index + 1)..<end]
                    let content = String(inside)
                    if !inside.isEmpty, content == "笑" || !content.unicodeScalars.contains(where: isJapaneseLetter),
                        !content.unicodeScalars.contains(where: { $0.properties.isAlphabetic && $0.isASCII && $0 != "o" && $0 != "O" }),
                        !content.unicodeScalars.contains(where: { ("0"..."9").contains($0) })
                    {
                        if let last = out.last, "＼\\ヽ٩".contains(last) { out.removeLast() }
                        index = end + 1
                        while index < characters.count, "／/ゞノﾉ۶♪".contains(characters[index]) { index += 1 }
                        continue
                    }
                }
            }
            let first = character.unicodeScalars.first!
            if character.unicodeScalars.contains(where: { (0xFF61...0xFF9F).contains($0.value) }) {
                out += String(character).precomposedStringWithCompatibilityMapping
            } else if ["☆", "★", "⭐"].contains(where: { character.unicodeScalars.first == $0.unicodeScalars.first }) {
                if !out.hasSuffix("星") { out += "星" }
            } else if !keepingEmoji, character.unicodeScalars.allSatisfy(Self.isEmojiPart) {
                // left out
            } else if first == "w" || first == "ｗ", index >= laughFrom, let last = out.unicodeScalars.last, isJapaneseLetter(last) || last == "w" || last == "ｗ" {
                // A laugh typed at the end (「トイペ買ったw」).
                index = characters.count
                continue
            } else if first == "w" || first == "ｗ", let last = out.unicodeScalars.last, isJapaneseLetter(last),
                case let end = characters[index...].firstIndex(where: { $0 != "w" && $0 != "ｗ" }) ?? characters.count,
                end == characters.count || characters[end].isWhitespace || "、。！!？?".contains(characters[end])
            {
                // …or before a pause (「部屋の掃除おわったｗ 完了で」).
                index = end
                continue
            } else {
                out.append(character)
            }
            index += 1
        }
        characters = Array(out)
        while let last = characters.last, last == "～" || last == "〜" || last.isWhitespace { characters.removeLast() }
        out = String(characters).trimmingCharacters(in: .whitespaces)
        for (said, standard) in [(" おわた", " 終わった"), ("全部おわた", "全部終わった"), (" おわ", " 終わり")] where out.hasSuffix(said) {
            out = String(out.dropLast(said.count)) + standard
        }
        return out == text || out.isEmpty ? nil : out
    }

    /// Japanese as typed or transcribed, read as said (`typedJapanese`, `pausesInJapanese`,
    /// `englishWordsInJapanese`), or nil when none of them changes it.
    static func japaneseAsSaid(_ text: String, keepingEmoji: Bool = false) -> String? {
        let typed = typedJapanese(text, keepingEmoji: keepingEmoji)
        let paused = pausesInJapanese(typed ?? text) ?? typed
        return englishWordsInJapanese(paused ?? text) ?? paused
    }

    /// Long pauses written out (「、、、」「…」「・・・」) are pauses, and a phrase said again after one is said
    /// once (「お米を、、、お米を買うのを」「孫に…孫にお年玉を」): the later, fuller saying is kept.
    ///
    ///     VoiceApp.pausesInJapanese("孫に…孫にお年玉を用意する、、、と書いておいて")   // "孫にお年玉を用意する、と書いておいて"
    /// What a speaker says alone between long pauses while thinking: no part of the command.
    static let pauseFillers: Set<String> = ["そうねえ", "そうね", "ええと", "えーと", "えっと", "あのね", "あの", "あら", "まあ", "えー", "うーん", "そうそう", "ええ"]

    static func pausesInJapanese(_ text: String) -> String? {
        let marks: Set<Character> = ["…", "‥", "・"]
        guard text.contains(where: marks.contains) || text.contains("、、") || text.contains("。。") else { return nil }
        // The pieces between pauses; a run of marks (or of 、 and 。 two or more) is one pause.
        var pieces: [String] = []
        var current = ""
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var end = index
            while end < characters.count, marks.contains(characters[end]) || "、。".contains(characters[end]) { end += 1 }
            let run = characters[index..<end]
            if end > index, run.count >= 2 || marks.contains(character) {
                // NB: a single ・ between katakana words is a name's dot (「ジョン・スミス」), no pause.
                if run.count == 1, character == "・" {
                    current.append(character)
                } else {
                    pieces.append(current)
                    current = ""
                }
                index = end
                continue
            }
            current.append(character)
            index += 1
        }
        pieces.append(current)
        var kept: [String] = []
        for piece in pieces.map({ $0.trimmingCharacters(in: .whitespaces) }) where !piece.isEmpty && !pauseFillers.contains(piece) {
            if let last = kept.last, last.count >= 2, piece.hasPrefix(last) {
                kept[kept.count - 1] = piece  // said again, in full
            } else {
                kept.append(piece)
            }
        }
        // A pause after a particle that ties a word to the next is inside a phrase (「明日の、、、朝に」「お花に、、、
        // 水やり」), with the 「ね」 said there left out (「午後にね、、、」); after anything else (a topic's は)
        // it is a pause between phrases.
        var joined = ""
        for (index, piece) in kept.enumerated() {
            var said = piece
            if index + 1 < kept.count {
                for softener in ["ねえ", "ね"] where said.count > softener.count + 1 && said.hasSuffix(softener)
                    && "のにをはがでもへ".contains(said.dropLast(softener.count).last!)
                {
                    said = String(said.dropLast(softener.count))
                    break
                }
            }
            joined += said
            // NB: nor before 「じゃなくて」, which corrects the word before it (「明日…じゃなくて明後日」).
            if index + 1 < kept.count, !(said.last.map { "のにをでへ".contains($0) } ?? false),
                !["じゃなくて", "ではなくて", "じゃない"].contains(where: kept[index + 1].hasPrefix)
            {
                joined += "、"
            }
        }
        return joined == text || joined.isEmpty ? nil : joined
    }

    /// The app's own words said in English inside Japanese, as an office speaks (「invoice送るの、doneにして」
    /// 「仕事listにaddして」「一番urgentなtask」「明日の朝remindして」): in Japanese. A word is taken only
    /// where it touches Japanese (or a pause, or an end) on both sides, so an English name in the
    /// sentence ("conference call", "Q4 budget") keeps its words.
    static let englishInJapanese: [String: String] = [
        "add": "追加", "done": "完了", "finish": "完了", "finished": "完了", "complete": "完了", "delete": "削除", "remove": "削除",
        "clear": "削除", "remind": "リマインド", "reminder": "リマインダー", "reschedule": "変更", "change": "変更", "update": "更新",
        "move": "移動", "push": "延期", "postpone": "延期", "snooze": "スヌーズ", "star": "星", "cancel": "キャンセル", "list": "リスト",
        "task": "タスク", "tasks": "タスク", "mail": "メール", "email": "メール", "call": "電話",
        "priority": "プライオリティ", "urgent": "急ぎ", "asap": "至急", "overdue": "期限切れ", "completed": "完了済み", "search": "検索",
        "rename": "リネーム", "undo": "元に戻", "revert": "元に戻", "summary": "サマリー", "name": "名前", "title": "タイトル", "deadline": "期限", "check": "チェック", "favorite": "お気に入り",
    ]
    /// Verbs said before 「して」 that are no noun of an action (「openして」「showして」「listして」).
    static let englishVerbsInJapanese: [String: String] = ["open": "開いて", "show": "見せて", "list": "一覧で見せて"]

    static func englishWordsInJapanese(_ text: String) -> String? {
        guard text.unicodeScalars.contains(where: { $0.isASCII && $0.properties.isAlphabetic }),
            text.unicodeScalars.contains(where: \.isJapanese)
        else { return nil }
        let characters = Array(text)
        func touches(_ character: Character?) -> Bool {
            guard let character else { return true }
            return character.unicodeScalars.first?.isJapanese == true || "、。！？!?".contains(character)
        }
        var out = ""
        var index = 0
        var changed = false
        while index < characters.count {
            guard characters[index].isASCII, characters[index].isLetter else {
                out.append(characters[index])
                index += 1
                continue
            }
            var end = index
            while end < characters.count, characters[end].isASCII, characters[end].isLetter { end += 1 }
            let word = String(characters[index..<end]).lowercased()
            let before = index > 0 ? characters[index - 1] : nil
            let after = end < characters.count ? characters[end] : nil
            let rest = characters[end...].prefix(2)
            if touches(before), touches(after) {
                if let verb = englishVerbsInJapanese[word], String(rest) == "して" {
                    out += verb
                    index = end + 2
                    changed = true
                    continue
                }
                if let japanese = englishInJapanese[word] {
                    // 「urgentなtask」: the urgent one.
                    if word == "urgent", after == "な" {
                        out += "急ぎの"
                        index = end + 1
                    } else {
                        out += japanese
                        index = end
                    }
                    changed = true
                    continue
                }
            }
            out += String(characters[index..<end])
            index = end
        }
        return changed ? out : nil
    }

    /// Verbs a Nigerian English "am" (it) follows.
    static let verbsTakingAm: Set<String> = [
        "tick", "mark", "off", "bring", "delete", "remove", "cancel", "clear", "move", "carry", "star", "add", "put", "snooze", "open",
        "undo", "drop", "finish", "do", "buy", "check", "cross",
    ]

    /// Words a number counts ("2 hours", "2 days"): after them a "2" is a number, not "to".
    static let countedWords: Set<String> = [
        "minute", "minutes", "min", "mins", "hour", "hours", "hr", "hrs", "h", "day", "days", "week", "weeks", "wk", "wks", "month",
        "months", "year", "years", "times", "things", "items", "more", "of", "or", "and", "am", "pm", "o'clock", "oclock", "p.m.", "a.m.",
    ]

    /// True when a reading makes a new title or name (an add, a list, a section, a rename).
    static func namesSomethingNew(_ best: Interpretation?) -> Bool {
        guard let best, let intent = TodoIntent(rawValue: best.intent) else { return false }
        switch intent {
        case .addTodo, .addTodos, .createList, .createSection, .renameList: return true
        case .updateTodo: return best.slots["title"] != nil
        default: return false
        }
    }

    static func casualEnglish(_ text: String, keepingEmoji: Bool = false) -> String? {
        var spaced = text
        var changed = false
        for dash in ["—", "–", " -- "] where spaced.contains(dash) {
            spaced = spaced.replacingOccurrences(of: dash, with: ", ")
            changed = true
        }
        // Singapore's request tag, "push it to saturday can or not": the request.
        for tag in [" can or not?", " can or not", " can anot"] where spaced.lowercased().hasSuffix(tag) {
            spaced = String(spaced.dropLast(tag.count))
            changed = true
        }
        var words = spaced.split(separator: " ").map(String.init)
        if let repaired = stammersRepaired(words) {
            words = repaired
            changed = true
        }
        var out: [String] = []
        out.reserveCapacity(words.count)
        for (index, word) in words.enumerated() {
            var core = Substring(word)
            while let last = core.last, ",.?!;:".contains(last) { core = core.dropLast() }
            let tail = word.dropFirst(core.count)
            let lower = core.lowercased()
            if let said = textingForms[lower] ?? (lower == "rn" && (!tail.isEmpty || index == words.count - 1) ? "right now" : nil)
                ?? Self.typedWithoutVowels(lower)
            {
                if !said.isEmpty {
                    out.append(said + tail)
                } else if !tail.isEmpty, !out.isEmpty {
                    out[out.count - 1] += tail
                }
                changed = true
            } else if !lower.isEmpty, lower.unicodeScalars.allSatisfy(Self.isEmojiPart),
                !keepingEmoji || (index > 0 && textingForms[words[index - 1].lowercased().trimmingCharacters(in: .punctuationCharacters)] == "")
            {
                // Emoji typed at a phone ("done with the invoice ✅") are no words; kept in a new title
                // (`namesSomethingNew`) unless they close a word left out ("thx 🙏").
                if !tail.isEmpty, !out.isEmpty { out[out.count - 1] += tail }
                changed = true
            } else if lower == "stay", index > 0,
                ["wat", "what", "many", "who", "which", "nothing", "anything", "something", "everything"].contains(words[index - 1].lowercased())
            {
                // Hawaiian Pidgin's "stay" for is or are ("wat stay urgent?", "how many stay on da groceries list?"): not "star".
                out.append((words[index - 1].lowercased() == "many" ? "are" : "is") + tail)
                changed = true
            } else if lower == "um", tail.isEmpty, index > 0, index + 1 < words.count,
                ["check", "mark", "put", "open", "make", "take", "move", "tick", "cross", "set", "bring", "turn"].contains(words[index - 1].lowercased()),
                ["off", "up", "back", "done", "urgent", "on", "out", "away", "as", "down"].contains(words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
            {
                // Hawaiian Pidgin's "um" for it or them ("check um off", "make um urgent"): not a hesitation.
                out.append("it")
                changed = true
            } else if ["morra", "morrow", "neet"].contains(lower), index > 0, words[index - 1].lowercased() == "the", out.last?.lowercased() == "the" {
                // Scots and Geordie "the morra" (tomorrow) and "the neet" (tonight): a day, no title words.
                out[out.count - 1] = (lower == "neet" ? "tonight" : "tomorrow") + tail
                changed = true
            } else if ["tick", "check", "star", "mark"].contains(lower), index > 0, words[index - 1].lowercased() == "un", out.last?.lowercased() == "un" {
                // "un tick the cat food" (a recognizer's or a learner's space): untick.
                out[out.count - 1] = "un" + lower + tail
                changed = true
            } else if ["un-tick", "un-check", "un-star", "un-mark"].contains(lower) {
                out.append("un" + lower.dropFirst(3) + tail)
                changed = true
            } else if lower == "teach", index + 1 < words.count, words[index + 1].lowercased() == "me" {
                // A Japanese learner's "teach me my todos" (教えて): tell me.
                out.append("tell" + tail)
                changed = true
            } else if lower == "me", tail.isEmpty, index > 0, index + 1 < words.count,
                ["of", "on", "in", "to", "from", "through", "all", "at"].contains(words[index - 1].lowercased()),
                ["todos", "to-dos", "tasks", "reminders", "lists", "list"].contains(words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
            {
                // "me" for my, before the app's own things after a preposition ("a summary of me todos",
                // "what's on me list"): my. (Not "show me tasks", which is "me".)
                out.append("my")
                changed = true
            } else if lower == "us", tail.isEmpty, index > 0, words[index - 1].lowercased() == "remind", index + 1 < words.count {
                // British "remind us to…": me.
                out.append("me")
                changed = true
            } else if lower == "w/", index > 0, ["done", "finished", "through"].contains(words[index - 1].lowercased()) {
                // "done w/ the invoice": done with (a title keeps its "w/": "lunch w/ jess").
                out.append("with" + tail)
                changed = true
            } else if lower == "o", index > 0, index == words.count - 1 || !tail.isEmpty, words.count >= 3 {
                // Nigerian English's closing "o" ("for saturday o", "e urgent o, add am"): no word.
                if !tail.isEmpty, !out.isEmpty { out[out.count - 1] += tail }
                changed = true
            } else if lower == "dey", index > 0, ["what", "wetin"].contains(words[index - 1].lowercased()) {
                out.append("is" + tail)
                changed = true
            } else if lower == "don", index > 0, ["i", "we", "e", "it", "he", "she", "they"].contains(words[index - 1].lowercased()), index + 1 < words.count {
                // Nigerian English's "I don buy the bread": done already.
                out.append("already")
                changed = true
            } else if lower == "am", index > 0, Self.verbsTakingAm.contains(words[index - 1].lowercased()) {
                // Nigerian English's "am" for it after a verb ("tick am", "off am", "bring am back").
                out.append("it" + tail)
                changed = true
            } else if lower == "make", index == 0 || words[index - 1].hasSuffix(","), index + 1 < words.count,
                words[index + 1].lowercased() == "you", index + 2 < words.count, ActionWords.isAction(words[index + 2].lowercased(), language: .en)
                    || ["add", "mark", "tick", "delete", "remove", "move", "star", "show", "remind"].contains(words[index + 2].lowercased())
            {
                // "make you add fix the gate": please.
                out.append("please")
                changed = true
            } else if lower == "you", index > 0, words[index - 1].lowercased() == "make", out.last == "please" {
                changed = true
            } else if lower == "n", index > 0, index + 1 < words.count, tail.isEmpty {
                // "cheese n yoghurt": and.
                out.append("and")
                changed = true
            } else if lower == "2", index > 0, tail.isEmpty, words[index - 1].lowercased() == "me", index + 1 < words.count,
                NumberWords.value(of: words[index + 1].lowercased(), language: .en) == nil,
                !Self.countedWords.contains(words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
            {
                // "remind me 2 pick up jess": to.
                out.append("to")
                changed = true
            } else if index == 0, words.count >= 2, lower == "del", tail.isEmpty {
                out.append("delete")
                changed = true
            } else if index == 0, words.count >= 2, lower == "grep", tail.isEmpty {
                // Typed as a command line, "grep invoice": a search (not a template word, which a
                // recognizer's "grab" would be heard as).
                out.append("search for")
                changed = true
            } else if index == 0, words.count > 2, lower == "y'all" || lower == "yall" {
                changed = true
            } else if lower == "all" || lower == "all's", index > 0, ["what", "which"].contains(words[index - 1].lowercased()) {
                // Indian English's "what all is there for today", "which all lists", "what all's due": the question alone.
                if lower == "all's" { out.append("is" + tail) } else if !tail.isEmpty, !out.isEmpty { out[out.count - 1] += tail }
                changed = true
            } else if ["itself", "only"].contains(lower), index > 0, Self.emphasized.contains(out.last?.lowercased() ?? ""),
                !tail.isEmpty || index == words.count - 1
            {
                // Indian English's emphasis after a time or a state: "by tomorrow itself", "it is not urgent only".
                if !tail.isEmpty, !out.isEmpty { out[out.count - 1] += tail }
                changed = true
            } else if ["just", "only"].contains(lower), tail.isEmpty, index > 0, ["repeat", "repeats", "repeating", "recur"].contains(words[index - 1].lowercased()) {
                // "set the trash to repeat just on mondays": the repeat.
                changed = true
            } else if lower == "another", tail.isEmpty, index + 1 < words.count,
                ["hour", "minute", "day", "week", "half"].contains(words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
            {
                // "can the rent wait another hour": a length, an hour.
                out.append(words[index + 1].lowercased().hasPrefix("hour") ? "an" : "a")
                changed = true
            } else if lower == "more", index > 0, index + 1 < words.count, NumberWords.value(of: words[index - 1].lowercased(), language: .en) != nil,
                ["minutes", "minute", "hours", "hour", "days", "day", "mins", "min"].contains(words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
            {
                // "ten more minutes" is a length: ten minutes.
                changed = true
            } else if ["po", "pala"].contains(lower) || (lower == "na" && (!tail.isEmpty || index == words.count - 1)),
                index > 0 || words.count > 2, !(index + 1 < words.count && words[index + 1].lowercased().hasPrefix("box"))
            {
                // Filipino English's respect and stress particles ("add po garlic", "uncheck it po",
                // "check it na", "not yet bought pala"): no words (not a P.O. box).
                if !tail.isEmpty, !out.isEmpty { out[out.count - 1] += tail }
                changed = true
            } else if ["ma'am", "maam", "sir", "madam", "mam"].contains(lower),
                (index == 0 && !tail.isEmpty) || (index == words.count - 1 && (out.last?.hasSuffix(",") ?? false))
            {
                // "Sir, I already called Papa", "…on Friday, ma'am": an address, no word.
                if index == words.count - 1, !out.isEmpty { out[out.count - 1] = String(out[out.count - 1].dropLast()) + tail }
                changed = true
            } else if index == 0, lower.count > 6, lower.hasPrefix("paki"), tail.isEmpty || index + 1 < words.count {
                // Taglish "pakidelete", "paki-check": please, then the English verb.
                let verb = core.dropFirst(4).drop { $0 == "-" }
                out.append("please")
                out.append(String(verb) + tail)
                changed = true
            } else if index == 0, lower.hasPrefix("pa-"), lower.count > 4 {
                // "pa-remind po …": remind.
                out.append(String(core.dropFirst(3)) + tail)
                changed = true
            } else if lower == "us", index == 1, tail.isEmpty, ["give", "make", "get", "show", "tell", "send", "find"].contains(words[0].lowercased()) {
                // Northern English's "give us a rundown", "make us a new list": me.
                out.append("me")
                changed = true
            } else if lower == "me", tail.isEmpty, index > 0, ["to", "on", "onto", "off", "from"].contains(words[index - 1].lowercased()),
                index + 2 < words.count, !Self.notANameStart.contains(words[index + 1].lowercased()),
                words[(index + 2)...].prefix(2).contains(where: { ["list", "lists"].contains($0.lowercased().trimmingCharacters(in: .punctuationCharacters)) })
            {
                // "add fix the gate to me Home list": my.
                out.append("my")
                changed = true
            } else if lower == "me", tail.isEmpty, index == 1 || (index == 2 && words[0].lowercased() == "please"), index + 1 < words.count,
                words[index + 1].lowercased() == "the",
                ["delete", "open", "complete", "remove", "reopen", "snooze", "star", "finish"].contains(words[index - 1].lowercased())
            {
                // A German or French speaker's "delete me the task with…" (lösche mir, efface-moi): no word.
                changed = true
            } else if lower == "while", tail.isEmpty, index > 0, index + 1 < words.count,
                Self.dayWords.contains(words[index + 1].lowercased().trimmingCharacters(in: .punctuationCharacters))
            {
                // Yorkshire and Lancashire's "while Thursday": until.
                out.append("until")
                changed = true
            } else if lower.count >= 5, lower.hasSuffix("in'"), lower.dropLast(3).allSatisfy(\.isLetter) {
                out.append(core.dropLast(3) + "ing" + tail)
                changed = true
            } else {
                out.append(word)
            }
        }
        // Disfluencies: a stutter's first sound ("d-delete", "c-can"), a word said twice ("the the",
        // "every every"), or said again after a pause or a hesitation ("ring, ring the garage",
        // "mark, um, mark the plants"): the word once. Not "that that" or "had had", said on purpose.
        var fluent: [String] = []
        fluent.reserveCapacity(out.count)
        var lastWord: (index: Int, core: String)?
        for word in out {
            var core = Substring(word.lowercased())
            while let last = core.last, ",.?!;:".contains(last) { core = core.dropLast() }
            if let dash = core.firstIndex(of: "-"), core.distance(from: core.startIndex, to: dash) <= 2,
                case let rest = core[core.index(after: dash)...], rest.count > 2, rest.hasPrefix(core[..<dash]),
                core[..<dash].allSatisfy(\.isLetter)
            {
                // "d-delete": the word without its stutter.
                let kept = String(word.dropFirst(core.distance(from: core.startIndex, to: dash) + 1))
                fluent.append(kept)
                lastWord = (fluent.count - 1, String(rest))
                changed = true
                continue
            }
            if Self.hesitations.contains(String(core)), lastWord != nil {
                fluent.append(word)
                continue
            }
            // NB: "for for hours" and "to to pm" are a recognizer's "for four", "to two": a number's
            // homophone said twice in a row stays; after a pause or "um" it is a restart ("to, uh, to ring").
            let rightAfter = lastWord.map { $0.index == fluent.count - 1 && !fluent[$0.index].hasSuffix(",") } ?? false
            if let previous = lastWord, previous.core == core, core.count >= 2, core.allSatisfy({ $0.isLetter || $0 == "'" }),
                !["that", "had", "very", "really", "so", "no", "bye", "ha"].contains(String(core)),
                !(rightAfter && ["for", "to", "too", "two", "four", "one", "won", "ate", "eight"].contains(String(core)))
            {
                // The word said again: what was between (a pause, "um") goes with the first.
                fluent.removeSubrange((previous.index + 1)...)
                fluent[previous.index] = String(fluent[previous.index].prefix { $0 != "," && $0 != "." })
                let tail = word.dropFirst(core.count)
                fluent[previous.index] += tail
                changed = true
                continue
            }
            fluent.append(word)
            lastWord = (fluent.count - 1, String(core))
        }
        guard changed, !fluent.isEmpty else { return nil }
        return fluent.joined(separator: " ")
    }

    static func stopsAsCommas(_ text: String) -> String? {
        var scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { $0 == "?" || $0 == "!" || $0 == "…" || $0 == "." }) else { return nil }
        var changed = false
        var index = 0
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count)
        while index < scalars.count {
            let scalar = scalars[index]
            var end = index
            // "?", "!", "?!", "…" or "..." (three dots or more; one dot may be an abbreviation's).
            if scalar == "?" || scalar == "!" || scalar == "…" {
                while end + 1 < scalars.count, "?!…".unicodeScalars.contains(scalars[end + 1]) { end += 1 }
            } else if scalar == ".", index + 2 < scalars.count, scalars[index + 1] == ".", scalars[index + 2] == "." {
                end = index + 2
                while end + 1 < scalars.count, scalars[end + 1] == "." { end += 1 }
            } else {
                out.append(scalar)
                index += 1
                continue
            }
            let rest = scalars[(end + 1)...]
            if rest.contains(where: { $0.properties.isAlphabetic }) {
                while out.last == " " || out.last == "," { out.removeLast() }
                index = end + 1
                while index < scalars.count, scalars[index] == " " || scalars[index] == "," { index += 1 }
                changed = true
                // What a new sentence says of the speaker or asks back is no part of the command
                // ("…to errands? I'm not sure it belongs in home", "…star the bank one? or is that
                // silly", "…delete the bread one? yeah, delete it"): the command ends there.
                let next = String(String.UnicodeScalarView(scalars[index...])).lowercased()
                let first = next.split(whereSeparator: { $0 == " " || $0 == "," }).first.map(String.init) ?? ""
                if sentenceAsides.contains(first) { break }
                out.append(contentsOf: ", ".unicodeScalars)
                // A hedge before an afterthought ("…call the vet? maybe thursday afternoon?").
                for hedge in ["maybe ", "perhaps ", "probably ", "possibly "] where next.hasPrefix(hedge) {
                    index += hedge.unicodeScalars.count
                    break
                }
            } else {
                out.append(contentsOf: scalars[index...end])
                index = end + 1
            }
        }
        scalars = out
        return changed ? String(String.UnicodeScalarView(scalars)) : nil
    }

    /// True for a clause of two to twelve words that states something ("my cousin only fixed it",
    /// "term's over"): a finite verb or a contraction within its first five words, and no word
    /// of a command's own values (a list, urgency, a repeat).
    static func saysWhatHappened(_ clause: [String]) -> Bool {
        guard clause.count >= 2, clause.count <= 12 else { return false }
        let valueWords: Set<String> = ["list", "urgent", "every", "repeat", "star", "favorite", "due", "remind", "add", "put", "move"]
        guard !clause.contains(where: valueWords.contains) else { return false }
        // NB: "…, and ring the doctor's surgery" is one more item, its 's a possessive.
        guard !["and", "or", "then", "plus", "also"].contains(clause[0]) else { return false }
        return clause.prefix(5).enumerated().contains { index, word in
            statementVerbs.contains(word) || (index > 0 && word.count >= 5 && word.hasSuffix("ed"))
                || (index <= 1 && ["'s", "'re", "'ve"].contains(where: word.hasSuffix))
        }
    }

    func rewrites(of text: String, language: Language) -> [[String]] {
        var groups: [[String]] = []
        let comma: Character = language == .ja ? "、" : ","
        // NB: a trailing-off 「…」 sets words apart like a comma (「今週中…いや金曜まで」).
        // NB: a recognizer writes a Japanese pause as a space (「明日 じゃなくて明後日 ヨガの予約」).
        let paused = language == .ja ? Self.spacesAsPauses(text) : text
        // NB: and so does a 「。」 inside a sentence (「あ、それと、電池。買い物リストに」).
        let normalizedCommas =
            language == .ja
            ? Self.stopsAsPauses(Self.ellipses.reduce(paused.replacingOccurrences(of: ",", with: "、")) { $0.replacingOccurrences(of: $1, with: "、") })
            : text
        // Self-corrections.
        // NB: every form holds a comma: a sentence without one is not searched (Foundation's
        // case-insensitive search costs about 11k instructions a call, on every utterance).
        let hasComma = normalizedCommas.contains(comma)
        // NB: "…, just kidding" and 「…、やっぱいい」 take the whole sentence back: nothing to correct.
        if hasComma, engine.endsTakingBack(text, language: language) { return [] }
        // English speech has no commas: a marker of several words ("no wait", "i meant") is taken
        // between spaces too ("delete buy eggs no wait buy bread"); one word ("no", "sorry") may be
        // a title's own.
        let lowered = language == .en && !hasComma ? " " + text.lowercased() + " " : ""
        var markers = hasComma ? (rulePhrases(Self.selfCorrectionRule, language) ?? []).sorted { $0.count > $1.count } : []
        if !lowered.isEmpty, Self.spokenCorrectionCues.contains(where: lowered.contains) {
            markers = (rulePhrases(Self.selfCorrectionRule, language) ?? []).filter { $0.contains(" ") }
                .sorted { $0.count > $1.count }
        }
        var corrected = false
        for marker in markers where !marker.isEmpty {
            // Japanese often leaves out the second comma (「金曜に、いや土曜に」「木曜、じゃなくて水曜」).
            // English: "…, actually make it twenty minutes" (a correcting verb after the marker
            // stands for its second comma).
            let forms =
                language == .ja
                ? ["、" + marker + "、", "、" + marker]
                : !hasComma
                    ? [" " + marker + " "]
                    : [", " + marker + ", "] + Self.correctingVerbs.map { ", " + marker + " " + $0 + " " } + Self.correctingVerbs.map { ", " + $0 + " " }
                        + (marker.contains(" ") ? [", " + marker + " "] : [])
            guard let range = forms.lazy.compactMap({ normalizedCommas.range(of: $0, options: [.backwards, .caseInsensitive]) }).first
            else { continue }
            var before = String(normalizedCommas[..<range.lowerBound])
            var after = String(normalizedCommas[range.upperBound...]).trimmingCharacters(in: .whitespaces)
            for verb in Self.correctingVerbs where after.lowercased().hasPrefix(verb + " ") {
                after = String(after.dropFirst(verb.count + 1))
            }
            // "add call the hotel about the room block, make it urgent": a state asked for, no new word for
            // one said (it had made the title "call the hotel").
            // NB: only "make it" said without a marker: "not urgent, I mean urgent" corrects the state.
            let bareMake = ["make it ", "make that "].contains(where: { String(normalizedCommas[range]).lowercased().hasPrefix(", " + $0) })
            if language == .en, bareMake, Self.statesAskedFor.contains(where: { state in
                let said = after.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: ".!? "))
                return said == state || said.hasPrefix(state + " ")
            }) {
                continue
            }
            // An interjection before the marker (「、あ」「, oh」) goes with it.
            if let last = before.lastIndex(of: comma), before.distance(from: last, to: before.endIndex) <= 4 {
                before = String(before[..<last])
            }
            guard !before.isEmpty, !after.isEmpty else { break }
            if saysNothingInstead(after, language: language) { return [] }
            var out: [String] = []
            if language == .ja, let corrected = Self.dateCorrected(before, by: after, markers: rulePhrasesLongestFirst(Self.selfCorrectionRule, .ja) ?? [], clock: clock) {
                // A date corrects the date said last (「火曜に…リマインドして、あ、やっぱ水曜で」), not a
                // word of the title.
                groups.append([corrected])
            } else if language == .ja, SpokenDate.parse(before, language: .ja, clock: clock) != nil {
                // Only a date before the marker (「金曜に、いや土曜に牛乳を買うを追加」): the rest is the command.
                groups.append([after])
            } else if language == .ja {
                let particles: Set<Character> = ["を", "に", "へ", "で", "と", "は", "が"]
                let characters = Array(before)
                let cuts = characters.indices.filter { particles.contains(characters[$0]) && $0 > 0 }
                // A whole thing said again (「母に電話するを完了、いや、父に電話するだった」「パンを買うを
                // 消して、いや、牛乳を買うの方」): it takes the place of all before the command's own
                // ending, or is the whole command when it says that ending too (「醤油を追加、いや、
                // みりんを追加」).
                var whole = after
                for ending in ["の方です", "の方だった", "のほうです", "のほうだった", "の方", "のほう", "だった", "でした", "です"] where whole.hasSuffix(ending) {
                    whole = String(whole.dropLast(ending.count))
                    break
                }
                if let last = cuts.last, let end = whole.last, !particles.contains(end),
                    whole.dropLast().contains(where: { particles.contains($0) })
                {
                    // NB: only after a command (「…を完了、いや、…」), not a part of one (「ノートを仕事に、いや、家に入れて」).
                    let ending = String(characters[last...])
                    if ending.count > 1 { out.append(whole.hasSuffix(ending) ? whole : whole + ending) }
                }
                // A phrase between particles is replaced, the last said first (「卵」 of 「卵を追加」,
                // 「買い物リスト」 of 「電池を買い物リストに追加」); then everything after a particle.
                for (number, cut) in cuts.enumerated().reversed() {
                    let start = number == 0 ? 0 : cuts[number - 1] + 1
                    // NB: the correction may bring its own particle (「買い物リストに追加、いや、用事リストに」).
                    let rest = after.last == characters[cut] ? characters[(cut + 1)...] : characters[cut...]
                    out.append(String(characters[..<start]) + after + String(rest))
                }
                for cut in cuts.reversed() { out.append(String(characters[...cut]) + after) }
                // Nothing but the thing corrected before the marker (「木曜、じゃなくて水曜に…を追加」).
                if cuts.isEmpty { out.append(after) }
            } else {
                let words = before.split(separator: " ")
                let afterWords = after.lowercased().split(separator: " ").map(String.init)
                let prepositions: Set<String> = ["to", "on", "in", "onto", "into", "for", "at", "by", "from"]
                if NumberWords.value(of: after, language: language) != nil,
                    let at = words.indices.reversed().first(where: { NumberWords.value(of: String(words[$0]), language: language) != nil })
                {
                    // "for ten minutes, actually make it thirty": the number said last is replaced.
                    var replaced = words.map(String.init)
                    replaced[at] = after
                    groups.append([replaced.joined(separator: " ")])
                } else if SpokenDate.parse(after, language: language, clock: clock) != nil,
                    var k = Self.longestEnding(of: words, where: { SpokenDate.parse($0, language: language, clock: clock) != nil })
                {
                    // A date corrects the date said last ("on tuesday, no wait, wednesday"), not the
                    // words of the title before it; a time alone, only its time ("tomorrow at 3 pm,
                    // actually make it 4 pm" is tomorrow at 4).
                    let timeAlone = { (phrase: String) in SpokenDate.namesTimeAlone(phrase, language: language, clock: self.clock) }
                    if timeAlone(after), let time = Self.longestEnding(of: words.suffix(k), where: timeAlone) {
                        k = time
                    }
                    groups.append([words.dropLast(k).joined(separator: " ") + " " + after])
                } else if SpokenRepeat.parse(after, language: language, clock: clock) != nil,
                    let k = Self.longestEnding(of: words, where: { SpokenRepeat.parse($0, language: language, clock: clock) != nil })
                {
                    // So does a repeat ("every day, scratch that, every sunday").
                    groups.append([words.dropLast(k).joined(separator: " ") + " " + after])
                } else if let first = afterWords.first, prepositions.contains(first),
                    let at = words.indices.reversed().prefix(5).first(where: { words[$0].lowercased() == first }), at > 0
                {
                    // "to work, no, to errands": the phrase of the same preposition is replaced.
                    groups.append([words[..<at].joined(separator: " ") + " " + after])
                } else if resolver.namesList(after, language: language),
                    let at = words.indices.reversed().prefix(5).first(where: { ["to", "on", "onto", "into", "in"].contains(words[$0].lowercased()) }),
                    at > 0
                {
                    // "add bananas to the work list, I mean groceries": a list said alone corrects the list.
                    groups.append([words[...at].joined(separator: " ") + " " + after])
                } else if let list = Self.replacingLastItem(of: before, with: after) {
                    // "add flour, sugar and butter, no wait, margarine": the last of the things said.
                    groups.append([list])
                } else {
                    // NB: each its own group: the reading that fits best tells how much was replaced
                    // ("paper towels" by "paper plates to groceries").
                    // A reading that says again what was corrected ("not urgent, I mean urgent": the
                    // last word replaced by itself) corrects nothing.
                    let said = before.lowercased().split(separator: " ").joined(separator: " ")
                    for cut in 1...min(4, max(1, words.count - 1)) where cut < words.count {
                        let corrected = words.dropLast(cut).joined(separator: " ") + " " + after
                        if corrected.lowercased() != said { groups.append([corrected]) }
                    }
                }
            }
            if !out.isEmpty { groups.append(out) }
            corrected = true
            break
        }
        // A reason after the command: the command alone. Not after a correction ("…, I mean
        // groceries" is no reason: the command alone would keep what it corrects).
        // NB: Foundation's case-insensitive search costs about 11k instructions a call: the markers
        // are looked for only in a sentence with a comma or a "so" (1.9% of Home Assistant's
        // sentences' instructions when every sentence was searched).
        if language == .en, !corrected, hasComma || text.split(separator: " ").contains(where: { $0.lowercased() == "so" }),
            let cut = Self.reasonMarkers.compactMap({ text.range(of: $0, options: .caseInsensitive)?.lowerBound }).min()
        {
            let head = String(text[..<cut])
            if head.split(separator: " ").count >= 2 { groups.append([head]) }
        }
        // A fact said after the command about a thing ("push the package to wednesday, the post
        // office is closed tomorrow"; "take milk off the list, the supplier's bringing it").
        if language == .en, !corrected, let comma = text.lastIndex(of: ",") {
            let clause = text[text.index(after: comma)...].lowercased().split(separator: " ").map(String.init)
            let head = String(text[..<comma])
            if clause.count >= 3, clause.count <= 12, clause[0] == "the",
                clause.prefix(5).contains(where: { ["is", "are", "was", "were", "isn't", "aren't", "wasn't"].contains($0) || $0.hasSuffix("'s") }),
                head.split(separator: " ").count >= 2
            {
                groups.append([head])
            } else if Self.saysWhatHappened(clause), head.split(separator: " ").count >= 2,
                SpokenDate.parse(clause.joined(separator: " "), language: .en, clock: clock) == nil
            {
                // A statement of what happened, whoever did it ("…, my cousin only fixed it",
                // "…, accounting is handling it now", "…, shopping is over", "…, she's a parent").
                groups.append([head])
            }
        }
        // Talk around the command set off by commas (`asidesSetOff`); words said again (`repeatsSaidOnce`).
        if language == .en, !corrected, hasComma { groups += asidesSetOff(text) }
        if language == .en, let once = Self.repeatsSaidOnce(text) { groups.append([once]) }
        // NB: said in the past, it is read with its own rewrites too ("grand, I'm after getting the eggs
        // in Tesco, tick them off"); it has one "after" fewer.
        if language == .en, text.lowercased().contains("after "), let done = Self.afterPerfect(text) {
            groups += [[done]] + rewrites(of: done, language: language)
        }
        // Gerunds after "would you mind".
        if language == .en, let leads = rulePhrases(Self.gerundLeadRule, language) {
            let words = text.split(separator: " ").map(String.init)
            let lowered = words.map { $0.lowercased() }
            let leadWords = Set(leads.compactMap { $0.split(separator: " ").last.map(String.init) })
            for index in lowered.indices.dropLast() where leadWords.contains(lowered[index]) {
                let next = lowered[index + 1]
                guard next.hasSuffix("ing"), next.count > 5 else { continue }
                let stem = String(next.dropLast(3))
                var bases = [stem, stem + "e"]
                if let last = stem.last, stem.count >= 3, stem.dropLast().last == last { bases.append(String(stem.dropLast())) }
                for base in bases {
                    var changed = words
                    changed[index + 1] = base
                    groups.append([changed.joined(separator: " ")])
                }
                break
            }
        }
        // A word set off at the start.
        // NB: several in a row (「あ、それと、」「あとさ、えっと、」), and a polite cushion before the
        // request (「大変お手数ですが、」「至急の件で恐縮ですが、」).
        if language == .ja, hasComma, let leads = rulePhrases(Self.leadOffRule, language) {
            var rest = Substring(normalizedCommas)
            var dropped = 0
            while dropped < 4, let first = rest.firstIndex(of: comma) {
                let head = rest[..<first].trimmingCharacters(in: .whitespaces)
                guard leads.contains(head) || isCushion(head) else { break }
                rest = rest[rest.index(after: first)...]
                dropped += 1
            }
            // NB: what is left may set off its list too (「あ、それと、電池、買い物リストに」).
            if dropped > 0, !rest.trimmingCharacters(in: .whitespaces).isEmpty {
                groups.append((listSetOff(String(rest)).map { [$0] } ?? []) + [String(rest)])
            }
        }
        // Why, said between the thing and the request (「会議の準備、もういらんのよ。消しといてや」「ゴミを出すの、
        // 今手が離せんのよ、2時間後にまた言うてや」): the thing and the request.
        if language == .ja, hasComma {
            let parts = normalizedCommas.split(separator: comma).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            if parts.count >= 3, parts.count <= 4 {
                // NB: not a report of a doing (「…、牛乳買ったんだ、完了にして」 says what was done).
                let why = parts.indices.dropFirst().dropLast().filter { index in
                    guard parts[index].count >= 3, let ending = JapaneseClauseEndings.explanation.first(where: parts[index].hasSuffix) else { return false }
                    return !["た", "だ"].contains(parts[index].dropLast(ending.count).last.map(String.init) ?? "")
                }
                if !why.isEmpty {
                    groups.append([parts.indices.filter { !why.contains($0) }.map { parts[$0] }.joined(separator: "、")])
                }
            }
        }
        // A request said first, the thing after it (「入れといて、明日の昼。ランチの店を予約する」).
        if language == .ja, let reordered = Self.requestSaidFirst(text) { groups.append(reordered) }
        // A thing set up as the topic first (「四半期レポートの件ですが、完了にしていただけますか」).
        if hasComma {
            let put = VoicePhrasebook.of(language).topicPutIn(normalizedCommas)
            if !put.isEmpty { groups.append(put) }
        }
        // A thing checked on first, then what to do with it (「父のやつ、終わってたよね？完了にしといて」
        // 「ゴミ出しって毎週月木だったっけ？毎週火曜と金曜に変えといて」): the thing with the request.
        if language == .ja, let asked = Self.checkedThenAsked(text) { groups.append([asked]) }
        // A request said before words to someone else (「急ぎのだけ出して。ちょっと待ってね」「毎週金曜、体操服を
        // 洗う、繰り返しで追加…こら、走らないの」): its sentence alone.
        if language == .ja, let sentences = Self.sentencesApart(text) { groups.append(sentences) }
        // A wish or a passive sentence about the thing ("the dentist thing should be moved to friday").
        let indirect = VoicePhrasebook.of(language).indirectRequests(text)
        if !indirect.isEmpty { groups.append(indirect) }
        // 「ね」 said after each phrase (「明日の朝ね、病院に行くってね、入れといてね」): the phrases without it.
        let softened = VoicePhrasebook.of(language).softenersDropped(normalizedCommas)
        if !softened.isEmpty { groups.append(softened) }
        // A list said between commas without its particles (「おむつ、買い物リスト、追加」「柔軟剤、買い物に」).
        if language == .ja, let listed = listSetOff(normalizedCommas) { groups.append([listed]) }
        // Pauses written as spaces, read as commas (「買い物に 醤油 みりん 砂糖 追加」「歯ブラシ 買い物に入れといて」).
        if language == .ja, paused != text { groups.append([paused]) }
        // 「もう」 inside a name.
        if language == .ja, let words = rulePhrases(Self.alreadyRule, language) {
            for word in words where word.count >= 2 {
                guard let range = normalizedCommas.range(of: word), range.lowerBound != normalizedCommas.startIndex else { continue }
                var moved = normalizedCommas
                moved.removeSubrange(range)
                groups.append([word + moved])
            }
        }
        return groups
    }

    /// The text with each space between two characters that are not ASCII (a pause a recognizer
    /// wrote in Japanese) as 「、」; spaces beside Latin letters or digits stay.
    public static func spacesAsPauses(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == " " || $0 == "\u{3000}" }) else { return text }
        var out = ""
        var pendingSpace = false
        var previous: Character?
        for character in text {
            if character == " " || character == "\u{3000}" {
                pendingSpace = true
                continue
            }
            if pendingSpace {
                let joinsJapanese = previous.map { !$0.isASCII && $0 != "、" && $0 != "。" } == true && !character.isASCII && character != "、" && character != "。"
                out.append(joinsJapanese ? "、" : (previous == nil ? "" : " "))
                pendingSpace = false
            }
            out.append(character)
            previous = character
        }
        return out
    }

    /// `before` with its last date replaced by the date `after` says (Japanese), or nil when
    /// `after` is no date or `before` holds none. The date replaced is the run of characters
    /// that reads as one and ends the latest, less its particles, so 「来週の火曜に」 corrected by
    /// 「水曜で」 keeps 「に」; of such runs the shortest when the correction fits the words before
    /// it (「明日の3時に」 by 「4時」: 明日の4時), else the longest (「12月3日」 by 「12月5日」).
    static func dateCorrected(_ before: String, by after: String, markers: [String] = [], clock: Clock) -> String? {
        var date = after.trimmingCharacters(in: .whitespaces)
        // 「やっぱり明後日でいいや」: another marker (`self_correction`, longest first) first.
        for marker in markers where !marker.isEmpty && date.hasPrefix(marker) && date.count > marker.count {
            date = String(date.dropFirst(marker.count)).trimmingCharacters(in: CharacterSet(charactersIn: "、 "))
            break
        }
        // The rest of the command may follow the date said again (「今週中…いや金曜までって入れといて」,
        // 「10時に、いや10時半に、美容院予約の電話するって入れて」): the longest date it begins with
        // is the correction, and what follows it goes on the sentence.
        var rest = ""
        if date.count > 12 || SpokenDate.parse(date, language: .ja, clock: clock) == nil {
            let characters = Array(date)
            guard let end = (1...min(12, characters.count)).reversed().first(where: { end in
                SpokenDate.parse(String(characters[..<end]), language: .ja, clock: clock) != nil
            }) else { return nil }
            rest = String(characters[end...])
            date = String(characters[..<end])
            // NB: the date reader drops a last 「で」 (「明後日で」): it goes with what follows (「でいいや」).
            if date.hasSuffix("で"), date.count > 1 {
                date.removeLast()
                rest = "で" + rest
            }
            // 「明後日でいいや、追加しといて」: words that accept the date are no part of the command.
            for accepting in ["でいいや", "でいいよ", "でいい", "で大丈夫", "でお願い"] where rest.hasPrefix(accepting) {
                rest = String(rest.dropFirst(accepting.count))
                break
            }
        } else {
            for ending in ["にしてください", "にして", "の方だった", "の方", "のほう", "だった", "でした", "です", "で", "に", "ね", "よ"]
            where date.hasSuffix(ending) && date.count > ending.count {
                date = String(date.dropLast(ending.count))
                break
            }
        }
        guard date.count <= 12, SpokenDate.parse(date, language: .ja, clock: clock) != nil else { return nil }
        let characters = Array(before)
        // What went after the date said first, unless the correction brings its own (a particle
        // or comma alone after it is replaced by what the correction says next).
        func following(_ end: Int) -> String {
            let tail = String(characters[end...])
            guard !rest.isEmpty else { return tail }
            return tail.allSatisfy({ "にでまはのからと、".contains($0) }) ? rest : tail + rest
        }
        let particles: Set<Character> = ["に", "で", "ま", "は", "の", "か", "を", "ら", "と", "へ", "、"]
        for end in stride(from: characters.count, to: 0, by: -1) where !particles.contains(characters[end - 1]) {
            // NB: not inside a number (「0時」 of 「10時」).
            let starts = (max(0, end - 12)..<end).filter { start in
                !(start > 0 && characters[start - 1].isNumber && characters[start].isNumber)
                    && SpokenDate.parse(String(characters[start..<end]), language: .ja, clock: clock) != nil
            }
            guard let longest = starts.first, let shortest = starts.last else { continue }
            let widened = String(characters[longest..<shortest]) + date
            if shortest > longest, SpokenDate.parse(widened, language: .ja, clock: clock) != nil {
                return String(characters[..<longest]) + widened + following(end)
            }
            return String(characters[..<longest]) + date + following(end)
        }
        return nil
    }

    /// 「X、買い物リスト、追加」「X、買い物に」「X、タスクに入れといて」 said again with the particles a
    /// template has: 「Xを買い物リストに追加」. Only a part after a comma that names a list of the store
    /// (or no list in particular, `vague_list`, when 「に」 follows) is taken; nil when none does.
    func listSetOff(_ text: String) -> String? {
        let parts = text.split(separator: "、", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return nil }
        let vague = Set(rulePhrases(Self.vagueListRule, .ja) ?? [])
        let markers = Set(rulePhrases(Self.selfCorrectionRule, .ja) ?? [])
        for index in 1..<parts.count {
            let part = Array(parts[index].trimmingCharacters(in: .whitespaces))
            let before = parts[..<index].joined(separator: "、")
            // A correction (「仕事に、いや、家に入れて」) is the correction rewrite's.
            if parts[..<index].contains(where: { markers.contains($0.trimmingCharacters(in: .whitespaces)) }) { return nil }
            // NB: commas in a row leave empty parts (「、、、」): no name there.
            guard !part.isEmpty, !before.isEmpty, let last = before.last, !"をにへでとはがもの".contains(last) else { continue }
            for end in 1...min(part.count, 12) {
                let name = String(part[..<end])
                var rest = part[end...]
                if rest.starts(with: "のリスト") { rest = rest.dropFirst(4) } else if rest.starts(with: "リスト") { rest = rest.dropFirst(3) }
                let after: String
                if let particle = rest.first, particle == "に" || particle == "へ" {
                    guard namesListOrNothing(name, vague: vague) else { continue }
                    after = String(rest.dropFirst()) + (index + 1 < parts.count ? "、" + parts[(index + 1)...].joined(separator: "、") : "")
                } else if rest.isEmpty, index + 1 < parts.count, resolver.namesList(name, language: .ja) {
                    after = parts[(index + 1)...].joined(separator: "、")
                } else {
                    continue
                }
                let list = vague.contains(name) ? name : name + "リスト"
                // Nothing after the list (「柔軟剤、買い物に」): the request is to add.
                return before + "を" + list + "に" + (after.isEmpty ? "追加" : after)
            }
        }
        return nil
    }

    private func namesListOrNothing(_ name: String, vague: Set<String>) -> Bool {
        vague.contains(name) || resolver.namesList(name, language: .ja)
    }

    /// A polite cushion said before a Japanese request (「大変お手数ですが」「至急の件で恐縮ですが」
    /// 「申し訳ないんですけど」): a clause ending in 「が」 or 「けど」 that holds a word of the grammar's
    /// `cushion` rule. Without one (「会議に行かなきゃいけないんだけど、」) the clause is the todo itself.
    func isCushion(_ clause: String) -> Bool {
        guard clause.count >= 3, clause.count <= 24, ["が", "けど", "けれど", "けれども"].contains(where: clause.hasSuffix),
            let cushions = rulePhrases(Self.cushionRule, .ja)
        else { return false }
        return cushions.contains(where: clause.contains)
    }

    /// The text with each 「。」 that has words after it as 「、」.
    static func stopsAsPauses(_ text: String) -> String {
        guard let last = text.lastIndex(where: { $0 != "。" && $0 != " " }), text[..<last].contains("。") else { return text }
        return text[..<last].replacingOccurrences(of: "。", with: "、") + text[last...]
    }

    /// Japanese quotation brackets, which set words apart the way a pause does not.
    static func isQuoteMark(_ character: Character) -> Bool { "「」『』".contains(character) }

    public static let gerundLeadRule = "gerund_lead"
    public static let leadOffRule = "lead_off"
    public static let cushionRule = "cushion"
    public static let alreadyRule = "already"

    func refined(_ result: ParseResult) -> ParseResult {
        var result = result
        if isChitChat(result) {
            result.best = nil
            return result
        }
        // A change to many todos read with words left unread ("delete all my meetings" read as
        // "delete all my" + "meetings"): the words left out may be the ones that narrowed it, so
        // it is not understood rather than offered.
        if let best = result.best, [TodoIntent.completeTodos, .deleteTodos].contains(TodoIntent(rawValue: best.intent)),
            leftOutNarrows(best.ignored, language: result.language)
        {
            result.best = nil
            return result
        }
        // An add said with words that take it back at its end ("…, never mind", 「…しなくていい」,
        // 「…はそのままにしといて」) adds nothing, however its template read them.
        if let best = result.best, [TodoIntent.addTodo, .addTodos].contains(TodoIntent(rawValue: best.intent)), result.endsTakingBack {
            result.best = nil
            return result
        }
        if let best = result.best, countermanded(best, input: result.input, language: result.language) {
            result.best = nil
            return result
        }
        // A correction with nothing in place of what it takes back ("add bread, no wait, we still
        // have some", 「卵を追加、あ、違った、卵はまだある」): no change.
        if let best = result.best, !(TodoIntent(rawValue: best.intent)?.isReadOnly ?? true),
            let after = afterLastCorrection(result.input, language: result.language), saysNothingInstead(after, language: result.language)
        {
            result.best = nil
            return result
        }
        if let best = result.best, let shown = ranOutOfWhatIsBought(best, input: result.input, language: result.language) {
            result.best = shown
        }
        if let best = result.best, let asked = askedIfDone(best, input: result.input, language: result.language) {
            result.best = asked
        }
        if let best = result.best, readsAgainstItsWords(best, language: result.language) {
            // A clear reading that changes nothing for good may take its place ("add to the list":
            // an add that asks what to add, not a list "to the").
            let next = result.alternatives.first { other in
                other.score >= 0.8 && !(TodoIntent(rawValue: other.intent)?.isDestructive ?? true)
                    && !readsAgainstItsWords(other, language: result.language)
            }
            result.alternatives.removeAll { $0 == next }
            result.best = next
            if next == nil { return result }
        }
        if let best = result.best { result.best = nameSaidAsAQuestion(best, language: result.language) }
        result = listSaidAsTodo(result)
        if let best = result.best { result.best = dateSaidAsList(best, input: result.input, language: result.language) }
        if let best = result.best { result.best = destinationSaidAsList(best, input: result.input, language: result.language) }
        if let best = result.best { result.best = existingTodoPutOnAList(best, input: result.input, language: result.language) }
        result = questionNotAdd(result)
        if let best = result.best {
            let titled = renameSaidAsList(
                unknownListInTitle(leadTaken(dueInsideTitle(dueOnTheRepeat(weekdayOfTheRepeat(atNight(withDurations(best), input: result.input), input: result.input, language: result.language)), language: result.language)), input: result.input, language: result.language), input: result.input,
                language: result.language)
            result.best = otherKinSaid(nameAfterAClause(titleSaidAsDate(actionSaidAfterName(nameRunsOn(nameCutShort(reportedInOtherKana(reportedOfAnother(
                unclearChange(carefully(asSaid(titled, sentenceLanguage: result.language), input: result.input, language: result.language)), input: result.input,
                language: result.language), input: result.input, language: result.language), input: result.input, language: result.language), input: result.input),
                input: result.input, language: result.language), input: result.input, language: result.language), language: result.language),
                input: result.input, language: result.language)
        }
        return result
    }

    /// A Japanese change to a todo of one family member said with the word of another only
    /// (「ばあばの誕生日プレゼントを買う、お気に入りにして」 for 父の誕生日プレゼントを買う: MeCab reads ばあば as
    /// three words, so the name's own check never sees it): the todo is only offered.
    private func otherKinSaid(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard language == .ja, let intent = TodoIntent(rawValue: interpretation.intent), !intent.isReadOnly,
            case .entity(let spoken, .resolved(let candidate))? = interpretation.slots["todo"]
        else { return interpretation }
        // NB: the title first: most name no family member, and the sentence is then not read.
        let named = KinWords.heads(in: candidate.title, language: language)
        guard !named.isEmpty else { return interpretation }
        let said = KinWords.heads(in: input, language: language)
        guard !said.isEmpty, named.isDisjoint(with: said) else { return interpretation }
        var result = interpretation
        result.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
        return result
    }

    /// A Japanese name after a clause of why or of how things are (「夜勤が入ったので、歯医者の予約は水曜に」
    /// 「洗濯まだ終わってないんだわ、洗濯するを未完了に」): a name that finds nothing whole is the words after
    /// its last pause, when those name a todo (nearly) as it is called.
    private func nameAfterAClause(_ interpretation: Interpretation, language: Language) -> Interpretation {
        guard language == .ja, case .entity(let spoken, .notFound)? = interpretation.slots["todo"],
            let pause = spoken.lastIndex(of: "、"), spoken.distance(from: spoken.startIndex, to: pause) >= 2
        else { return interpretation }
        let name = spoken[spoken.index(after: pause)...].trimmingCharacters(in: .whitespaces)
        guard name.count >= 2 else { return interpretation }
        let query = EntityQuery(type: EntityKind.todo.rawValue, spoken: name, language: language, intent: interpretation.intent, parameter: "todo")
        guard case .resolved(let candidate) = resolver.resolve(query), candidate.score >= 0.9 else { return interpretation }
        var result = interpretation
        result.slots["todo"] = .entity(spoken: name, resolution: .resolved(candidate))
        return result
    }

    /// A new title that is a date and nothing else, said without a word for the name ("could you
    /// change the slides one to friday instead?"): the todo's due date changes, it is not renamed
    /// "friday". "rename … to friday", 「名前を「金曜」に」 keep the title.
    private func titleSaidAsDate(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard TodoIntent(rawValue: interpretation.intent) == .updateTodo, interpretation.slots["due"] == nil,
            case .text(let title)? = interpretation.slots["title"], title.count <= 40,
            let due = SpokenDate.parse(title, language: language, clock: clock)
        else { return interpretation }
        let lowered = input.lowercased()
        let nameWords = ["name", "title", "call it", "called", "retitle", "wording", "say", "read", "名前", "タイトル", "リネーム", "件名", "名称", "改名", "「"]
        guard !nameWords.contains(where: lowered.contains) else { return interpretation }
        var result = interpretation
        result.slots["title"] = nil
        result.slots["due"] = .date(due)
        return result
    }

    /// A Japanese name followed by the noun of what was done (「トイレ掃除済み」, 「家賃支払い済み」: the
    /// grammar's `done_noun` before 済み) names the todo together with it: 「トイレ」 alone found
    /// 「トイレットペーパーを買う」, which 「トイレ掃除」 is not. When the name with its action noun
    /// does not find the same todo, the todo is only offered.
    private func actionSaidAfterName(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard language == .ja, let intent = TodoIntent(rawValue: interpretation.intent), !intent.isReadOnly,
            case .entity(let spoken, .resolved(let candidate))? = interpretation.slots["todo"], !spoken.isEmpty,
            let name = input.range(of: spoken, options: .backwards), let nouns = rulePhrasesLongestFirst("done_noun", language)
        else { return interpretation }
        let rest = input[name.upperBound...].drop { $0 == " " || $0 == "　" || "はがもをの".contains($0) }
        guard let noun = nouns.first(where: { rest.hasPrefix($0) }) else { return interpretation }
        // Nouns of doing anything (対応, 処理, 手配) name no action, and 送信/返信 after メール is the
        // sending of the mail the name already says.
        if ["対応", "処理", "手配"].contains(noun) || (["送信", "返信"].contains(noun) && spoken.hasSuffix("メール")) {
            return interpretation
        }
        let query = EntityQuery(
            type: EntityKind.todo.rawValue, spoken: spoken + noun, language: language, intent: interpretation.intent, parameter: "todo")
        if case .resolved(let again) = resolver.resolve(query), again.id == candidate.id { return interpretation }
        var careful = interpretation
        careful.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
        return careful
    }

    /// A Japanese change whose name runs on, with nothing between, into another name that finds
    /// nothing (「図書館で本借りるの、家のリストに移動」 read as 「図書館で本」 + a list 「借りるの、家」):
    /// the name was cut where the words stopped fitting a title, and 「図書館で本借りる」 is not 「図書館に
    /// 本を返す」; the todo is only offered.
    private func nameRunsOn(_ interpretation: Interpretation, input: String) -> Interpretation {
        guard Language.detect(in: input) == .ja, let intent = TodoIntent(rawValue: interpretation.intent), !intent.isReadOnly,
            case .entity(let spoken, .resolved(let candidate))? = interpretation.slots["todo"], candidate.score < 1,
            let name = input.range(of: spoken)
        else { return interpretation }
        let rest = input[name.upperBound...]
        let runsOn = interpretation.slots.contains { key, value in
            guard key != "todo", case .entity(let other, .notFound) = value, !other.isEmpty else { return false }
            return rest.hasPrefix(other)
        }
        guard runsOn else { return interpretation }
        var careful = interpretation
        careful.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
        return careful
    }

    /// A change for good (complete, delete) in a sentence that takes it back (`countermand`:
    /// "don't delete call dad", 「消さないで」), or a completion in one that says the thing is not
    /// done (`not_done`: 「まだ買ってなかった」) or still to do (`still_to_do`: "i need to finish
    /// the report"), where those words are not part of the todo's own name: the command is not
    /// acted on at all.
    private func countermanded(_ best: Interpretation, input: String, language: Language) -> Bool {
        guard let intent = TodoIntent(rawValue: best.intent) else { return false }
        if [.addTodo, .addTodos].contains(intent) {
            // NB: "no need to cross off buy bread" is no add of "to cross off buy bread".
            return data(Self.countermandRule, language).occurs(in: input)
        }
        guard intent.isDestructive else { return false }
        func said(_ rule: String) -> Bool {
            let words = data(rule, language)
            guard words.occurs(in: input) else { return false }
            for value in best.slots.values {
                if case .entity(_, .resolved(let candidate)) = value, words.occurs(in: candidate.title) { return false }
            }
            return true
        }
        return said(Self.countermandRule) || (intent == .completeTodo && (said(Self.notDoneRule) || said(Self.stillToDoRule)))
    }

    /// 「牛乳がなくなった」 read as deleting 「牛乳を買う」 (なくなった also says a plan was called off:
    /// 「会議がなくなった」): running out of a thing one buys is the reason to buy it, so the todo is
    /// shown instead, which changes nothing. The endings are the grammar's `out_v`.
    private func ranOutOfWhatIsBought(_ best: Interpretation, input: String, language: Language) -> Interpretation? {
        guard language == .ja, TodoIntent(rawValue: best.intent) == .deleteTodo,
            case .entity(_, .resolved(let candidate))? = best.slots["todo"],
            candidate.title.contains("買") || candidate.title.hasSuffix("かう"),
            let endings = rulePhrases(Self.ranOutRule, language)
        else { return nil }
        var said = Substring(input.trimmingCharacters(in: .whitespacesAndNewlines))
        while let last = said.last, "。！!？?よねわ〜ー…".contains(last) { said = said.dropLast() }
        guard endings.contains(where: { !$0.isEmpty && said.hasSuffix($0) }) else { return nil }
        var shown = best
        shown.intent = TodoIntent.openTodo.rawValue
        shown.slots = best.slots.filter { $0.key == "todo" }
        shown.missing = []
        return shown
    }

    public static let ranOutRule = "out_v"

    /// A Japanese question whether something was done (「母にもう電話した？」, or an ending of the
    /// grammar's `past_question`: 「牛乳買ったっけ」) read as completing or deleting it: the todo is
    /// shown instead, which answers it and changes nothing; read as an add (「牛乳を追加したかな」),
    /// it is searched for. A request ends otherwise (「消してくれる？」「完了にしてもらえますか」).
    private func askedIfDone(_ best: Interpretation, input: String, language: Language) -> Interpretation? {
        if language == .en, let intent = TodoIntent(rawValue: best.intent), [.completeTodo, .deleteTodo].contains(intent),
            Self.asksInEnglish(input)
        {
            return Self.shownInstead(best)
        }
        guard language == .ja, let intent = TodoIntent(rawValue: best.intent), [.completeTodo, .deleteTodo, .addTodo].contains(intent) else { return nil }
        var text = Substring(input.trimmingCharacters(in: .whitespacesAndNewlines))
        let asks = text.hasSuffix("?") || text.hasSuffix("？")
        while let last = text.last, "?？!！。、…〜~ー".contains(last) { text = text.dropLast() }
        // (Hakata asks with と: 「もう済んだと？」.)
        let pastQuestion = asks && (text.hasSuffix("た") || text.hasSuffix("だ") || text.hasSuffix("たの") || text.hasSuffix("だの") || text.hasSuffix("たか") || text.hasSuffix("ましたか")
            || text.hasSuffix("たと") || text.hasSuffix("だと"))
        guard pastQuestion || data(Self.pastQuestionRule, language).ends(String(text)) else { return nil }
        if [.addTodo, .addTodos].contains(intent) {
            // 「牛乳を追加したかな」: whether it is there, not a second one.
            guard case .text(let title)? = best.slots["title"] else { return nil }
            var search = best
            search.intent = TodoIntent.searchEverything.rawValue
            search.slots = ["query": .text(title)]
            search.missing = []
            return search
        }
        return Self.shownInstead(best)
    }

    /// A change asked about as a question, as the todo shown (OpenTodo with its todo, asked for if none).
    private static func shownInstead(_ best: Interpretation) -> Interpretation {
        var shown = best
        shown.intent = TodoIntent.openTodo.rawValue
        shown.slots = best.slots.filter { $0.key == "todo" }
        shown.missing = shown.slots["todo"] == nil ? ["todo"] : []
        return shown
    }

    /// An English sentence of one clause put as a yes-no question: it begins with "is", "are",
    /// "was", "were", "has", or "have"/"had" and "i"/"we" ("is the laundry done", "has the rent
    /// been paid"), or ends with a question mark and begins with "did", "do" or "does" ("did the
    /// coffee beans get bought?"). Without the mark, "did the laundry" and "is done the invoice"
    /// are said as facts.
    static func asksInEnglish(_ input: String) -> Bool {
        var text = Substring(input.lowercased().trimmingCharacters(in: .whitespacesAndNewlines))
        let asks = text.hasSuffix("?")
        while let last = text.last, "?!. ".contains(last) { text = text.dropLast() }
        guard !text.contains(where: { ",;.!?".contains($0) }) else { return false }
        let words = text.split(separator: " ", maxSplits: 2)
        guard let first = words.first else { return false }
        // A statement said with a rising voice ("the rent is paid?", "milk's bought?"): asked, unless it
        // opens as a request ("can you…?", "mark … done?").
        if asks, !["did", "do", "does"].contains(first), !Self.requestOpeners.contains(String(first)) { return true }
        switch first {
        // NB: "is done the invoice" without one is a learner's "it is done, the invoice".
        case "is", "are", "was", "were": return words.count > 1 && (asks || !["done", "finished", "completed", "complete"].contains(words[1]))
        case "has": return words.count > 1
        case "have", "had": return words.count > 1 && ["i", "we"].contains(words[1])
        case "did", "do", "does": return asks && words.count > 1
        default: return false
        }
    }

    /// First words that make a sentence with a question mark a request, not a question about a todo.
    static let requestOpeners: Set<String> = [
        "can", "could", "would", "will", "please", "pls", "kindly", "mark", "complete", "tick", "check", "cross", "finish",
        "close", "set", "make", "delete", "remove", "erase", "trash", "drop", "clear", "scrap", "bin", "ditch", "just",
        "also", "now", "then", "go", "i", "i'm", "im", "we", "we're", "you", "ok", "okay", "hey",
        "get", "throw", "toss", "chuck", "yeet", "kill", "nuke", "discard", "knock", "wrap", "scratch", "strike", "86",
        "eighty", "cancel", "let's", "lets",
    ]

    /// A list's name is a name, not a clause: 「リストを作りたいんだけど、名前は何がいいかな」 and "make
    /// a new list, what should i call it" ask what to call it (they made a list 「んだけど、名前は何が
    /// いい」 and one "what should i call it"); the name is asked for.
    private func nameSaidAsAQuestion(_ best: Interpretation, language: Language) -> Interpretation {
        guard let intent = TodoIntent(rawValue: best.intent), [.createList, .renameList].contains(intent),
            case .text(let name)? = best.slots["name"]
        else { return best }
        let questionWords: Set<Substring> = ["what", "how", "which", "where", "when", "why", "who", "should", "shall"]
        // NB: Japanese asks with its words too, the comma before them read away (「名前は何がいいかな」 → 「何がいい」).
        let japaneseQuestion = ["何が", "なにが", "何に", "なんに", "何て", "なんて", "どう", "どれが", "どんな", "がいい", "かな"]
        let isClause =
            language == .ja
            ? name.contains("、") || name.contains(",") || japaneseQuestion.contains(where: name.contains)
            : name.lowercased().split(separator: " ").first.map(questionWords.contains) ?? false
        // 「新しいリストを部活で作成」: the object's 「を」 read into the name is no part of it.
        if !isClause, language == .ja, let first = name.first, "をにがはで".contains(first), name.count >= 2 {
            var named = best
            named.slots["name"] = .text(String(name.dropFirst()))
            return named
        }
        guard isClause else { return best }
        var asked = best
        asked.slots["name"] = nil
        if !asked.missing.contains("name") { asked.missing.append("name") }
        return asked
    }

    /// Readings the sentence's own words speak against: an add after an unread verb of another
    /// command ("remove what i have to do on march 23" read as "i have to do" + a date), and a
    /// list named only with words that name nothing ("take off this list" as a list "off this").
    private func readsAgainstItsWords(_ best: Interpretation, language: Language) -> Bool {
        guard let intent = TodoIntent(rawValue: best.intent) else { return false }
        if language == .ja { return japaneseAddAgainstItsWords(best, intent: intent) }
        guard language == .en else { return false }
        let words = { (text: String) in self.normalizer.normalize(text, language: language).keyString.split(separator: " ").map(String.init) }
        if [.addTodo, .addTodos].contains(intent), !best.ignoredBefore.isEmpty {
            let otherVerbs: Set<String> = [
                "remove", "delete", "erase", "cancel", "complete", "finish", "clear", "snooze", "rename", "uncheck", "reopen", "push", "move",
                "reschedule", "postpone", "delay", "shift", "bump",
            ]
            if words(best.ignoredBefore).contains(where: otherVerbs.contains) { return true }
        }
        // A title of small words alone ("i have to go to work" read as an add of "i" to Work)
        // names no todo; words that point back ("add it", "add that") are the conversation's, and
        // a word for a todo ("add item to list") asks what to add.
        if intent == .addTodo, case .text(let title)? = best.slots["title"] {
            let todoWords: Set<String> = ["todo", "todos", "task", "tasks", "item", "items", "reminder", "reminders", "list", "lists", "thing"]
            let titleWords = words(title)
            // "… back the haircut as not done": a title that ends saying a todo's state is a
            // change of that todo, not a new one.
            let states: [[String]] = [["done"], ["not", "done"], ["undone"], ["complete"], ["completed"], ["finished"], ["incomplete"], ["unfinished"], ["not", "finished"]]
            if titleWords.count >= 3, let at = titleWords.lastIndex(of: "as"), at > 0, states.contains(where: { titleWords[(at + 1)...].elementsEqual($0) }) {
                return true
            }
            if !titleWords.isEmpty, titleWords.allSatisfy({
                ActionWords.isFunctionWord($0, language: language) && !StoreEntityResolver.pointerWords.contains($0) && !todoWords.contains($0)
            }) {
                return true
            }
            // A title that is only days ("water the plants, make that every wednesday and sunday" read as adding
            // "sunday"): the day belongs to a value, not to a todo of its own.
            if !titleWords.isEmpty, titleWords.count <= 3, titleWords.allSatisfy({ Self.dayWords.contains($0) || $0 == "and" || $0 == "every" }) {
                return true
            }
        }
        if [.createList, .renameList].contains(intent), case .text(let name)? = best.slots["name"] {
            let nameWords = words(name)
            // NB: two words at most: "out and about" is a name.
            if !nameWords.isEmpty, nameWords.count <= 2, nameWords.allSatisfy({ ActionWords.isFunctionWord($0, language: language) }) { return true }
            // A todo named with its own list ("star the item renew driver's license on the errands list", "star"
            // heard as "start"): a name that begins with a word for a todo, or says where a list of the store is,
            // names no new list.
            let todoWords: Set<String> = ["item", "task", "todo", "reminder", "entry"]
            let content = nameWords.drop { ["the", "a", "an", "my", "this", "that"].contains($0) }
            if let first = content.first, todoWords.contains(first), content.count >= 2 { return true }
            let lists = Set(service(language).entities(ofType: .list).flatMap { words($0.title) })
            for (index, word) in nameWords.enumerated() where ["on", "in", "from", "to", "onto", "into"].contains(word) {
                let rest = nameWords[(index + 1)...].drop { ["the", "my", "our"].contains($0) }
                if let next = rest.first, lists.contains(next), index > 0 { return true }
            }
        }
        return false
    }

    /// Japanese adds whose titles say they are no add: a title or item ending in the stem of
    /// another command before a contracted 「〜といて」 heard as an add verb (「請求書送った、消しといて」
    /// added 「消し」, 「…ことにする、変えといて」 added 「変え」), or a title that is only a particle,
    /// an ending or an interjection (「まで」「いいや」 of a correction read whole).
    private func japaneseAddAgainstItsWords(_ best: Interpretation, intent: TodoIntent) -> Bool {
        guard [.addTodo, .addTodos].contains(intent) else { return false }
        var titles: [String] = []
        if case .text(let title)? = best.slots["title"] { titles.append(title) }
        if case .texts(let items)? = best.slots["titles"] { titles += items }
        let otherCommands = rulePhrases(Self.otherCommandStemRule, .ja) ?? []
        let noTitles = Set(rulePhrases(Self.noTitleRule, .ja) ?? [])
        let objects = Set(rulePhrases(Self.otherCommandObjectRule, .ja) ?? [])
        return titles.contains { title in
            let trimmed = title.trimmingCharacters(in: CharacterSet(charactersIn: "、。 　"))
            // NB: after a pause only (「…するの、星つけておいて」 left 「星」 or 「星つ」): 「流れ星」 is a title.
            if let pause = trimmed.lastIndex(of: "、") {
                let last = trimmed[trimmed.index(after: pause)...]
                let stem = last.unicodeScalars.reversed().drop { (0x3041...0x3096).contains($0.value) }.reversed()
                if objects.contains(String(last)) || objects.contains(String(String.UnicodeScalarView(stem))) { return true }
            }
            // Parts set apart by pauses that are no part of a title: a day alone (「明後日の朝、魚屋に電話」 after
            // 「明日の、あ違う、」), another command's request (「年賀状、名前変えて、…」) or a question (「なんだっけ」).
            let parts = trimmed.split(separator: "、").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            // (A day in a title with none read yet is its due date, read out of it later: 「サーバー移行、金曜の9時」.)
            let dated = best.slots["due"] != nil
            if parts.count >= 2, parts.contains(where: { part in
                dated && SpokenDate.parse(part, language: .ja, clock: clock) != nil || part.hasSuffix("っけ")
                    || otherCommands.contains { !$0.isEmpty && (part.hasSuffix($0 + "て") || part.hasSuffix($0 + "で")) }
            }) {
                return true
            }
            // NB: a title never ends in a word cut before its ending (「…、終わっ」 of 「終わった、済み」).
            return noTitles.contains(trimmed) || trimmed.hasSuffix("っ") || otherCommands.contains { !$0.isEmpty && trimmed.hasSuffix($0) }
        }
    }

    /// True when words a reading left unread may have said which todos were meant: a word that
    /// is no function word and does not sound like a word for todos ("meetings" of "delete all
    /// my meetings", not "doves" or "tests" heard for "to dos", "tasks"). Japanese: any word.
    private func leftOutNarrows(_ ignored: String, language: Language) -> Bool {
        guard !ignored.isEmpty else { return false }
        guard language == .en else { return true }
        let todoKeys = ["todos", "tasks", "items", "reminders", "things"].map(PhoneticKey.key)
        // NB: as normalized: "i've" is "i have".
        for word in normalizer.normalize(ignored, language: language).keyString.split(separator: " ").map(String.init) {
            // NB: the words of the command itself ("mark everything i've done") narrow nothing.
            if ActionWords.isFunctionWord(word, language: language) || ["done", "finished", "completed", "complete", "off", "out", "mark", "check", "tick", "cross", "clear", "delete", "remove", "just", "please"].contains(word) {
                continue
            }
            let key = PhoneticKey.key(word)
            if todoKeys.contains(where: { (SoundDistance.phonetic(key, $0, limit: 1) ?? 2) <= 1 }) { continue }
            return true
        }
        return false
    }

    /// A sentence about something else: one that only closes or thanks ("thanks, that's all",
    /// the grammar's `closing`), or whose reading leaves words of another topic unread or holds
    /// them in a name that names nothing (`off_topic`: "what's today's date" read as "what's
    /// today's" + "date", 「リビングの電気消して」 as deleting 「リビングの電気」). A name that
    /// names a todo is read as said: "check the weather" may be one.
    private func isChitChat(_ result: ParseResult) -> Bool {
        guard let best = result.best else { return false }
        if data(Self.closingRule, result.language).isWhole(result.input) || data(Self.courtesyClosingRule, result.language).isWhole(result.input) {
            return true
        }
        // A word heard for "add" (`heard_add`: "at", "and") is a command only where the sentence
        // begins: after words left unread it is the word it is ("i was at the store today").
        if [TodoIntent.addTodo, .addTodos].contains(TodoIntent(rawValue: best.intent)), !best.ignoredBefore.isEmpty,
            let unread = result.input.range(of: best.ignoredBefore),
            data(Self.heardAddRule, result.language).begins(String(result.input[unread.upperBound...]))
        {
            return true
        }
        var suspect = [best.ignoredBefore, best.ignoredAfter]
        for value in best.slots.values {
            if case .entity(let spoken, .notFound) = value { suspect.append(spoken) }
        }
        let offTopic = data(Self.offTopicRule, result.language)
        return suspect.contains { !$0.isEmpty && offTopic.occurs(in: $0) }
    }

    /// A title as finally said: the last of a self-correction ("milk, no, oat milk" → "oat
    /// milk", 「卵、いや、パン」 → 「パン」); several items said at once become AddTodos.
    private func asSaid(_ interpretation: Interpretation, sentenceLanguage: Language) -> Interpretation {
        guard TodoIntent(rawValue: interpretation.intent) == .addTodo, case .text(var title)? = interpretation.slots["title"]
        else { return interpretation }
        var result = interpretation
        // The title's own script says its language (a Japanese title said in an English sentence stays Japanese).
        let language = Language.detect(in: title).flatMap { engine.languages.contains($0) ? $0 : nil } ?? sentenceLanguage
        // "add this to the list", 「これを追加」: a word that only points names no title; ask for it.
        // "add item to list", "add a task": words that name no todo in particular name no title either.
        // 「あしたの午後に追加して」: a particle alone, left between the date and the verb, is no title either.
        let particleOnly = language == .ja && ["に", "を", "で", "が", "は", "と", "へ", "の", "も"].contains(title.trimmingCharacters(in: .whitespaces))
        if particleOnly || engine.answers.isPronoun(title, language) || data(Self.vagueTodoRule, language).isWhole(title) {
            result.slots["title"] = nil
            if !result.missing.contains("title") { result.missing.append("title") }
            return result
        }
        // 「〜すること、タスクに入れといて」: a list that names nothing, set off after the title, is no part of it.
        if language == .ja, let cut = vagueListAtEnd(of: title) {
            title = cut
            result.slots["title"] = .text(cut)
        }
        if let corrected = correctedElsewhere(title, interpretation, language: language) ?? selfCorrected(title, language: language) {
            title = corrected
            result.slots["title"] = .text(corrected)
        }
        // 「電気代払うの、金曜まで」「冬タイヤ交換、土曜の10時な」「雪かき、毎日」「リリース作業、明日の22時、
        // アージェントで」: a date, a repeat or the urgency set off after the title (its own template read
        // them as words, before 「って入れといて」) are the todo's, each part whole (a final な/ね/よ/で
        // of talk aside), the title what comes before them.
        // Typed with spaces for the pauses (「ﾀｽｸ追加 引っ越しの見積もり 明日」「ﾀｽｸ追加 急ぎ 見積もり送付」): the same.
        let spaced = language == .ja && !title.contains("、") ? Self.spacesAsPauses(title) : title
        if language == .ja, spaced.contains("、") {
            var parts = spaced.split(separator: "、", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            var found: [String: SlotValue] = [:]
            while parts.count >= 2, let last = parts.last {
                var said = last
                for ending in ["までにやる", "までにする", "にやる", "でお願い", "でよろしく", "な", "ね", "よ", "で", "に"]
                where said.hasSuffix(ending) && said.count > ending.count {
                    said = String(said.dropLast(ending.count))
                    break
                }
                if ["繰り返し", "繰り返す", "繰り返しで"].contains(said), result.slots["repeat"] != nil || found["repeat"] != nil {
                    // 「毎週金曜に週報を出す、繰り返しで登録」: the repeat, said again.
                } else if ["急ぎ", "至急", "大至急", "アージェント", "緊急", "急ぎでお願い"].contains(said), result.slots["urgent"] == nil, found["urgent"] == nil {
                    found["urgent"] = .enumValue("true")
                } else if said.count <= 12, result.slots["due"] == nil, found["due"] == nil,
                    // NB: the part as said first: 「金曜まで」 is a date with its まで.
                    let due = SpokenDate.parse(last, language: .ja, clock: clock) ?? SpokenDate.parse(said, language: .ja, clock: clock)
                {
                    found["due"] = .date(due)
                } else if said.count <= 12, result.slots["repeat"] == nil, found["repeat"] == nil, said.hasPrefix("毎"),
                    let rule = SpokenRepeat.parse(said, language: .ja, clock: clock)
                {
                    found["repeat"] = .repeatRule(rule)
                } else {
                    break
                }
                parts.removeLast()
            }
            if parts.count >= 2, ["急ぎ", "至急", "大至急", "緊急"].contains(parts[0]), result.slots["urgent"] == nil, found["urgent"] == nil {
                found["urgent"] = .enumValue("true")
                parts.removeFirst()
            }
            // 「デッドライン金曜17時で、コードレビュー対応」: the date may come first, with its word for a deadline.
            if parts.count >= 2, result.slots["due"] == nil, found["due"] == nil {
                var said = parts[0]
                for word in ["期限は", "期限", "締め切りは", "締め切り", "締切", "〆切"] where said.hasPrefix(word) {
                    said = String(said.dropFirst(word.count))
                    break
                }
                for ending in ["までに", "まで", "で", "に", "が期限"] where said.hasSuffix(ending) && said.count > ending.count {
                    said = String(said.dropLast(ending.count))
                    break
                }
                if said.count <= 12, let due = SpokenDate.parse(said, language: .ja, clock: clock) {
                    found["due"] = .date(due)
                    parts.removeFirst()
                }
            }
            let head = parts.joined(separator: spaced == title ? "、" : " ")
            if !found.isEmpty || (head != title && spaced == title), head.count >= 2 {
                title = head.hasSuffix("の") && head.count > 2 ? String(head.dropLast()) : head
                result.slots["title"] = .text(title)
                for (name, value) in found { result.slots[name] = value }
            }
        }
        // 「〜を整理する、急ぎで」: urgency said after the title, set off by a comma, is no part of it.
        if language == .ja, result.slots["urgent"] == nil {
            for mark in ["、急ぎで", "、急ぎ", "、至急で", "、至急", "、大至急", "、大至急で", "、急ぎでお願い", "、至急お願い"] where title.hasSuffix(mark) && title.count > mark.count + 1 {
                title = String(title.dropLast(mark.count))
                result.slots["title"] = .text(title)
                result.slots["urgent"] = .enumValue("true")
                break
            }
        }
        // "new item on the work list: follow up with legal, urgent": urgency set off after the title is no part of it.
        if language == .en, result.slots["urgent"] == nil {
            for mark in [", urgent", ", high priority", ", top priority", ", asap", ", it's urgent", ", it is urgent"]
            where title.lowercased().hasSuffix(mark) && title.count > mark.count + 2 {
                title = String(title.dropLast(mark.count))
                result.slots["title"] = .text(title)
                result.slots["urgent"] = .enumValue("true")
                break
            }
            // … said with a word of stress around it ("'tis urgent mind", "it is urgent by force", "very urgent").
            if result.slots["urgent"] == nil, let comma = title.lastIndex(of: ","), title.distance(from: title.startIndex, to: comma) > 2 {
                let clause = title[title.index(after: comma)...].lowercased().split(separator: " ").map(String.init)
                if clause.contains("urgent"), clause.count <= 6,
                    !clause.contains(where: { ["not", "no", "never"].contains($0) || $0.hasSuffix("n't") }),
                    clause.allSatisfy({ Self.urgencyClauseWords.contains($0) })
                {
                    title = String(title[..<comma])
                    result.slots["title"] = .text(title)
                    result.slots["urgent"] = .enumValue("true")
                }
            }
        }
        // "we need to leave in ten minutes", "remember to to call mom": the "to" before a verb is no word of the title.
        if language == .en {
            let words = title.split(separator: " ", maxSplits: 2)
            if words.count >= 2, words[0].lowercased() == "to", ActionWords.isAction(words[1].lowercased(), language: .en) {
                title = String(title.drop(while: { $0 != " " }).dropFirst())
                result.slots["title"] = .text(title)
            }
        }
        // 「はい、牛乳を追加」「よし 卵を追加」: an interjection before the title is no item of it.
        if language == .ja {
            let noTitles = Set(rulePhrases(Self.noTitleRule, .ja) ?? [])
            var rest = Substring(title)
            while let cut = rest.firstIndex(where: { $0 == "、" || $0 == " " || $0 == "　" || $0 == "," }),
                noTitles.contains(String(rest[..<cut])), rest.index(after: cut) < rest.endIndex
            {
                rest = rest[rest.index(after: cut)...].drop { $0 == "、" || $0 == " " || $0 == "　" || $0 == "," }
            }
            if rest.count < title.count, !rest.isEmpty {
                title = String(rest)
                result.slots["title"] = .text(title)
            }
        }
        let bare = VoicePhrasebook.of(language).bareTitle(title)
        if bare != title {
            title = bare
            result.slots["title"] = .text(bare)
        }
        // Several items, when nothing but a list or a due date goes with them (AddTodos' parameters).
        let others = Set(interpretation.slots.keys).subtracting(["title", "list", "due"])
        // NB: a recognizer writes Japanese pauses as spaces (「鶏肉 玉ねぎ じゃがいも 人参を追加」): three or more
        // things so apart are items; two may be one name typed with a space (「ニューヨーク 旅行の準備」).
        let listed = language == .ja && title.split(separator: " ").count >= 3 ? Self.spacesAsPauses(title) : title
        guard others.isEmpty, let items = VoicePhrasebook.of(language).items(of: listed, words: itemWords(language)), items.count >= 2
        else { return result }
        result.intent = TodoIntent.addTodos.name
        result.slots["title"] = nil
        result.slots["titles"] = .texts(items)
        return result
    }

    /// The title without a `vague_list` phrase and its 「に」 set off by 「、」 at its end; nil when
    /// there is none.
    private func vagueListAtEnd(of title: String) -> String? {
        let vague = rulePhrasesLongestFirst(Self.vagueListRule, .ja) ?? []
        for phrase in vague {
            for particle in ["に", "へ"] where title.hasSuffix("、" + phrase + particle) {
                let rest = String(title.dropLast(phrase.count + particle.count + 1)).trimmingCharacters(in: .whitespaces)
                return rest.isEmpty ? nil : rest
            }
        }
        return nil
    }

    /// "add buy crayons for the kids" with no list Kids: words that name no list after the title
    /// are the title's ("buy crayons for the kids"), not a list to create. A name said with a
    /// list word (`list_word`: "to the camping list") stays a list, offered to be created.
    private func unknownListInTitle(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard TodoIntent(rawValue: interpretation.intent) == .addTodo,
            case .entity(let spoken, .notFound)? = interpretation.slots["list"],
            case .text(let title)? = interpretation.slots["title"], !spoken.isEmpty,
            let titleRange = input.range(of: title, options: .caseInsensitive),
            let listRange = input.range(of: spoken, options: .caseInsensitive, range: titleRange.upperBound..<input.endIndex)
        else { return interpretation }
        let gap = input[titleRange.upperBound..<listRange.lowerBound].split(separator: " ")
        guard gap.count <= 2 else { return interpretation }
        let after = input[listRange.upperBound...].lowercased().trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
        let listWords = rulePhrases(Self.listWordRule, language) ?? []
        if listWords.contains(where: { !$0.isEmpty && (after == $0 || after.hasPrefix($0 + language.wordSeparator) || (language.wordSeparator.isEmpty && after.hasPrefix($0))) }) {
            return interpretation
        }
        var result = interpretation
        result.slots["list"] = nil
        result.slots["title"] = .text(String(input[titleRange.lowerBound..<listRange.upperBound]))
        return result
    }

    public static let listWordRule = "list_word"

    /// The words that open a question (`question_lead`): such a sentence never adds.
    public static let questionLeadRule = "question_lead"

    /// "do i have any reminders next sunday", "i need to know if i have any new reminders": a
    /// question read as an add (a title made of the question's words) is the question: its
    /// best reading that only looks is taken, else the sentence is not understood.
    /// So is a destructive reading that left the question's opening unread ("is there owt overdue"
    /// read as "clear out overdue"): a question deletes nothing.
    private func questionNotAdd(_ result: ParseResult) -> ParseResult {
        guard let best = result.best, let intent = TodoIntent(rawValue: best.intent),
            [TodoIntent.addTodo, .addTodos].contains(intent) || (intent.isDestructive && !best.ignoredBefore.isEmpty),
            data(Self.questionLeadRule, result.language).begins(result.input)
        else { return result }
        var result = result
        let looking = result.alternatives.first { TodoIntent(rawValue: $0.intent)?.isReadOnly == true }
        result.alternatives.removeAll { $0 == looking }
        result.best = looking
        return result
    }

    /// "put email the landlord on the work list" with "Email the landlord" open on another list:
    /// the todo is moved there (UpdateTodo), not added a second time. Only for an add that says
    /// nothing but the title and the list, with "put" right before a title that is an open todo's,
    /// exactly: "add buy milk to work" still adds (a second one, as said), and so does Japanese,
    /// whose 入れて is the add verb (「食料品リストにパンを入れて」).
    private func existingTodoPutOnAList(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard language == .en, interpretation.intent == TodoIntent.addTodo.name, Set(interpretation.slots.keys) == ["title", "list"],
            case .text(let title)? = interpretation.slots["title"], input.lowercased().contains("put " + title.lowercased() + " "),
            case .entity(_, .resolved(let list))? = interpretation.slots["list"],
            let (todo, listId) = resolver.openTodo(titled: title, language: language), listId != list.id
        else { return interpretation }
        var moved = interpretation
        moved.intent = TodoIntent.updateTodo.name
        moved.slots["title"] = nil
        moved.slots["todo"] = .entity(spoken: title, resolution: .resolved(todo))
        return moved
    }

    /// Verbs of going (`go_verb`: "go", "drive", "walk"): a list said right after one with "to"
    /// is where to go, not the list ("remind me to go to work at 8" added "go" to Work).
    public static let goVerbRule = "go_verb"

    /// An add whose title is a verb of going alone and whose list was said as where to go: the
    /// title is the whole errand, on the default list ("go to work", due 8:00).
    private func destinationSaidAsList(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard interpretation.intent == TodoIntent.addTodo.name, case .text(let title)? = interpretation.slots["title"],
            case .entity(let spoken, _)? = interpretation.slots["list"], !spoken.isEmpty,
            let verbs = rulePhrases(Self.goVerbRule, language), verbs.contains(title.lowercased())
        else { return interpretation }
        // NB: the words as said ("go to Work"), found in the input itself.
        let range = [" to ", " to the ", " to my "].lazy.compactMap { input.range(of: title + $0 + spoken, options: .caseInsensitive) }.first
        // NB: "go to the work list" names the list.
        guard let range, !input[range.upperBound...].lowercased().hasPrefix(" list") else { return interpretation }
        var result = interpretation
        result.slots["list"] = nil
        result.slots["title"] = .text(String(input[range]))
        return result
    }

    /// A list named by words that say a day ("show me reminders on tomorrow", "meeting with john
    /// on wednesday at nine am" beside a list called Wednesday): the day, not a list, unless the
    /// list is named as one ("the wednesday list") or things go to it ("add eggs to wednesday").
    /// An add takes the day as its due (with the time said elsewhere: Wednesday at 9:00); a
    /// listing takes today as its filter, "upcoming" as upcoming, and any other day as none.
    private func dateSaidAsList(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard let intent = TodoIntent(rawValue: interpretation.intent), [.addTodo, .showTodos, .showTodoCount].contains(intent),
            case .entity(let spoken, let resolution)? = interpretation.slots["list"], !spoken.isEmpty,
            let day = SpokenDate.parse(spoken, language: language, clock: clock)
        else { return interpretation }
        if language == .en {
            let lowered = input.lowercased()
            let words = spoken.lowercased()
            if lowered.contains(words + " list") || lowered.contains(words + "'s list") { return interpretation }
            if case .resolved = resolution {
                // NB: things go "to"/"onto"/"in" a list; a day is "on"/"for"/"by" it.
                guard let range = lowered.range(of: " " + words), let before = lowered[..<range.lowerBound].split(separator: " ").last,
                    ["on", "for", "by", "at", "this", "next"].contains(String(before))
                else { return interpretation }
            }
        } else if case .resolved = resolution {
            return interpretation
        }
        var result = interpretation
        result.slots["list"] = nil
        switch intent {
        case .addTodo:
            if case .date(let due)? = interpretation.slots["due"] {
                guard day.time == nil, let time = due.time else { return interpretation }
                result.slots["due"] = .date(DueDate(year: day.year, month: day.month, day: day.day, time: time))
            } else {
                result.slots["due"] = .date(day)
            }
        default:
            guard interpretation.slots["filter"] == nil else { break }
            let today = clock.today
            // NB: the day said as today ("for today evening"), not a span that starts today ("this month").
            let saysToday = ["today", "tonight", "this morning", "this afternoon", "this evening", "今日", "今夜", "今晩", "今朝"].contains {
                spoken.lowercased().contains($0)
            }
            if saysToday, day.year == today.year, day.month == today.month, day.day == today.day {
                result.slots["filter"] = .enumValue("today")
            } else if spoken.lowercased().contains("upcoming") {
                result.slots["filter"] = .enumValue("upcoming")
            }
        }
        return result
    }

    /// "delete my grocery list", "i don't need the shopping list, delete it": a todo named with a
    /// word for a list at its end ("list", 「リスト」) that the todo's title lacks is that list, not
    /// the todo the other words found ("Grocery shopping"): the resolver passes over "list" as a
    /// word any todo may be called by. A reading of the list is taken when there is one; else
    /// the name is reported as naming no todo, so nothing acts on the wrong one.
    private func listSaidAsTodo(_ result: ParseResult) -> ParseResult {
        guard let best = result.best, let intent = TodoIntent(rawValue: best.intent), !intent.isReadOnly,
            case .entity(let spoken, let resolution)? = best.slots["todo"]
        else { return result }
        let listWords = data(Self.listWordRule, result.language)
        guard listWords.ends(spoken) else { return result }
        let titles: [String]
        switch resolution {
        case .resolved(let candidate): titles = [candidate.title]
        case .ambiguous(let candidates): titles = candidates.map(\.title)
        case .notFound: return result
        }
        guard !titles.contains(where: listWords.occurs(in:)) else { return result }
        // NB: a name with the list it is on ("submit expense report on the work list") names the todo.
        if result.language == .en, resolver.listAfterName(spoken) != nil, case .resolved = resolution { return result }
        var result = result
        if let reading = result.alternatives.first(where: { alternative in
            guard case .entity(_, .resolved)? = alternative.slots["list"] else { return false }
            return alternative.slots["todo"] == nil
        }) {
            result.alternatives.removeAll { $0 == reading }
            result.best = reading
            return result
        }
        var named = best
        named.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: []))
        result.best = named
        return result
    }

    /// 「パンを買うを食パンを買うに変更」: the words a move would take for a list name a thing to do
    /// (they hold 「を」, which no list name does) and name no list, so they are the new title.
    private func renameSaidAsList(_ interpretation: Interpretation, input said: String, language: Language) -> Interpretation {
        guard language == .ja, TodoIntent(rawValue: interpretation.intent) == .updateTodo,
            case .entity(let spoken, .notFound)? = interpretation.slots["list"], interpretation.slots["title"] == nil,
            interpretation.ignored.isEmpty, !spoken.contains("リスト"),
            case .entity(let name, let resolution)? = interpretation.slots["todo"]
        else { return interpretation }
        var title = spoken
        var result = interpretation
        // The todo's words may have run on into the new title (「年賀状を書くを|年賀状を出す」 read as
        // 「年賀状を書くを年賀状」 and 「出す」): the name closes at its last 「を」 after a verb's ending,
        // and must name the same todo without the words that ran on.
        let verbEndings: Set<Character> = ["う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る"]
        let characters = Array(name)
        if case .resolved(let chosen) = resolution,
            let cut = characters.indices.last(where: { $0 > 0 && characters[$0] == "を" && verbEndings.contains(characters[$0 - 1]) }),
            cut + 1 < characters.count, let nameRange = said.range(of: name),
            let listRange = said.range(of: spoken, range: nameRange.upperBound..<said.endIndex)
        {
            let short = String(characters[..<cut])
            let query = EntityQuery(type: EntityKind.todo.rawValue, spoken: short, language: language, intent: interpretation.intent, parameter: "todo")
            guard case .resolved(let again) = resolver.resolve(query), again.id == chosen.id else { return interpretation }
            result.slots["todo"] = .entity(spoken: short, resolution: .resolved(again))
            let start = said.index(nameRange.lowerBound, offsetBy: cut + 1)
            title = String(said[start..<listRange.upperBound])
        }
        // A new name is a thing to do (「年賀状を出す」「信金に行く」) or was quoted (「「信金に行く」に変えて」);
        // a bare noun may be a list to ask about (「仕事に変えて」).
        let quoted = said.contains("「" + title + "」")
        // 「図書館で本を借りるを明日に変更」: words ending in 「を」 and a day are the todo's name run on
        // and the day it moves to, not a new name: 「図書館で本」 named another todo (「図書館に本を返す」).
        if !quoted, let cut = title.lastIndex(of: "を"), cut > title.startIndex,
            let due = SpokenDate.parse(String(title[title.index(after: cut)...]), language: language, clock: clock)
        {
            let whole = name + "を" + title[..<cut]
            let query = EntityQuery(type: EntityKind.todo.rawValue, spoken: whole, language: language, intent: interpretation.intent, parameter: "todo")
            result = interpretation
            result.slots["list"] = nil
            result.slots["todo"] = .entity(spoken: whole, resolution: resolver.resolve(query))
            result.slots["due"] = .date(due)
            return result
        }
        let saysADoing = (title.dropFirst().contains("を") && !title.hasSuffix("を"))
            || (title.count >= 3 && title.last.map(verbEndings.contains) == true && title.dropLast().contains(where: { !verbEndings.contains($0) }))
        guard saysADoing || quoted else { return interpretation }
        result.slots["list"] = nil
        result.slots["title"] = .text(title)
        return result
    }

    /// "add put out the recycling every thursday at 7pm" on a Monday: the time said with a repeat
    /// is the series' time, so the todo is first due on its first occurrence at that time
    /// (Thursday 19:00), not today at 19:00.
    /// A clock time said with a nightly repeat is at night: 「毎晩10時に」, "every night at 10" is
    /// 22:00 (unless the morning is said too).
    private func atNight(_ interpretation: Interpretation, input: String) -> Interpretation {
        guard case .repeatRule? = interpretation.slots["repeat"], case .date(var due)? = interpretation.slots["due"],
            let time = due.time, (1...11).contains(time.hour)
        else { return interpretation }
        let lowered = input.lowercased()
        let night = ["毎晩", "毎夜", "毎日夜", "毎日の夜", "every night", "every evening", "nightly", "each night", "each evening"]
        // NB: English by words ("9am", "a.m.", "morning"), not "am" inside "family".
        let words = lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "." }).map(String.init)
        let morning = ["午前", "朝"].contains(where: lowered.contains)
            || words.contains { $0 == "am" || $0 == "a.m." || $0 == "morning" || ($0.hasSuffix("am") && $0.first?.isNumber == true) }
        guard night.contains(where: lowered.contains), !morning else { return interpretation }
        due.time = DueDate.TimeOfDay(hour: time.hour + 12, minute: time.minute)
        // NB: "at 9" read alone had passed at 09:30 and went to tomorrow; 21:00 today has not.
        let today = clock.today
        var tonight = due
        (tonight.year, tonight.month, tonight.day) = (today.year, today.month, today.day)
        let saysTomorrow = ["tomorrow", "明日", "あした", "あす"].contains(where: lowered.contains)
        if !saysTomorrow, due > tonight, tonight.date(in: clock.calendar) > clock.now { due = tonight }
        var result = interpretation
        result.slots["due"] = .date(due)
        return result
    }

    /// A weekly repeat said without its day, beside a weekday (「隔週の金曜に」, "every other week
    /// on friday"): the weekday is the repeat's day (`BYDAY`), and a due that was only that day
    /// (no time) goes with it, as for 「毎週金曜」.
    private func weekdayOfTheRepeat(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard TodoIntent(rawValue: interpretation.intent) == .addTodo,
            case .repeatRule(var rule)? = interpretation.slots["repeat"], rule.frequency == .weekly, rule.byDay.isEmpty,
            rule.byMonthDay.isEmpty, case .date(let due)? = interpretation.slots["due"]
        else { return interpretation }
        let weekday = RecurrenceRule.Weekday(of: due)
        let index = RecurrenceRule.Weekday.allCases.firstIndex(of: weekday) ?? 0
        let said: Bool
        switch language {
        case .en:
            let names = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
            said = input.lowercased().contains(names[index])
        case .ja:
            said = input.contains(["月", "火", "水", "木", "金", "土", "日"][index] + "曜")
        }
        guard said else { return interpretation }
        rule.byDay = [RecurrenceRule.WeekdayNumber(weekday: weekday)]
        var result = interpretation
        result.slots["repeat"] = .repeatRule(rule)
        if due.time == nil { result.slots["due"] = nil }
        return result
    }

    private func dueOnTheRepeat(_ interpretation: Interpretation) -> Interpretation {
        guard TodoIntent(rawValue: interpretation.intent) == .addTodo,
            case .repeatRule(let rule)? = interpretation.slots["repeat"],
            case .date(let due)? = interpretation.slots["due"],
            let first = rule.firstOccurrence(onOrAfter: due, calendar: clock.calendar), first != due
        else { return interpretation }
        var result = interpretation
        result.slots["due"] = .date(first)
        return result
    }

    /// "set a reminder for dinner at six pm on wednesday at bonefish grill", "a meeting at two pm
    /// tomorrow between myself and john": a clock time said inside a title, when no due is said
    /// elsewhere, is the due, and the title closes over it ("dinner at bonefish grill"). Only a
    /// span with a clock word ("six pm", "at noon", "5:30") counts, so "the sunday paper" and
    /// "monday night football" stay as said. English only: a Japanese title is cut by the grammar.
    private func dueInsideTitle(_ interpretation: Interpretation, language: Language) -> Interpretation {
        guard language == .en, TodoIntent(rawValue: interpretation.intent) == .addTodo, interpretation.slots["due"] == nil,
            interpretation.slots["repeat"] == nil, case .text(let title)? = interpretation.slots["title"]
        else { return interpretation }
        let words = title.split(separator: " ").map(String.init)
        if let said = daySaidBefore(words, language: language) { 
            var result = interpretation
            result.slots["title"] = .text(said.rest)
            result.slots["due"] = .date(said.due)
            return result
        }
        guard words.count >= 3, words.count <= 32 else { return interpretation }
        func isClockWord(_ word: String) -> Bool {
            let lowered = word.lowercased()
            if ["am", "pm", "a.m.", "p.m.", "oclock", "o'clock", "noon", "midnight"].contains(lowered) { return true }
            guard let first = lowered.utf8.first, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first) else { return false }
            return lowered.range(of: #"^[0-9]{1,2}(:[0-9]{2})?(am|pm|a\.m\.|p\.m\.)?$"#, options: .regularExpression) != nil
                && (lowered.contains(":") || lowered.hasSuffix("m") || lowered.hasSuffix("."))
        }
        // NB: the clock words found once; a title without one (most) costs nothing more.
        let clockWords = words.map(isClockWord)
        guard clockWords.contains(true) else { return interpretation }
        var found: (range: Range<Int>, due: DueDate)?
        // NB: at most 8 words a span, so the work stays within 32 × 8 parses.
        for start in 0..<words.count {
            for end in stride(from: min(words.count, start + 8), to: start, by: -1) {
                if let found, found.range.count >= end - start { break }
                guard clockWords[start..<end].contains(true), !(start == 0 && end == words.count) else { continue }
                if let due = SpokenDate.parse(words[start..<end].joined(separator: " "), language: language, clock: clock), due.time != nil {
                    found = (start..<end, due)
                    break
                }
            }
        }
        guard let found else { return interpretation }
        let rest = Array(words[..<found.range.lowerBound] + words[found.range.upperBound...])
        guard rest.contains(where: { !ActionWords.isFunctionWord($0, language: language) }) else { return interpretation }
        var result = interpretation
        result.slots["title"] = .text(rest.joined(separator: " "))
        result.slots["due"] = .date(found.due)
        return result
    }

    /// "set a reminder for fifteen minutes to …" (`due_in`) is due that long from now. And
    /// "remind me thirty minutes before my meeting at three pm tomorrow": a lead time (the
    /// grammar's `lead` slot, no parameter of any intent) is taken off a due with a time (14:30);
    /// off a day alone only in whole days ("two days before" the 10th: the 8th). Without a due,
    /// or a shorter lead before a day, it is dropped: the reminder falls on the event.
    private func leadTaken(_ interpretation: Interpretation) -> Interpretation {
        var interpretation = interpretation
        // "set a reminder for fifteen minutes to …" (the grammar's `due_in`): due that long from now.
        if case .duration(let minutes)? = interpretation.slots["due_in"] {
            interpretation.slots["due_in"] = nil
            if interpretation.slots["due"] == nil, minutes > 0 {
                let due = clock.now.addingTimeInterval(Double(minutes) * 60)
                interpretation.slots["due"] = .date(DueDate(date: due, includingTime: true, calendar: clock.calendar))
            }
        }
        // "move pay rent from friday to monday" (the grammar's `was_due`): the day it was on says nothing new.
        interpretation.slots["was_due"] = nil
        guard case .duration(let minutes)? = interpretation.slots["lead"] else { return interpretation }
        var result = interpretation
        result.slots["lead"] = nil
        guard minutes > 0, case .date(let due)? = interpretation.slots["due"] else { return result }
        let calendar = clock.calendar
        if due.time != nil {
            let earlier = due.date(in: calendar).addingTimeInterval(-Double(minutes) * 60)
            result.slots["due"] = .date(DueDate(date: earlier, includingTime: true, calendar: calendar))
        } else if minutes % 1440 == 0, let earlier = calendar.date(byAdding: .day, value: -(minutes / 1440), to: due.date(in: calendar)) {
            result.slots["due"] = .date(DueDate(date: earlier, includingTime: false, calendar: calendar))
        }
        return result
    }

    /// "monday's meeting", "my tomorrows meeting", "next week's review": a day said as the
    /// owner of what happens on it, at the start of a title, is the due; the title keeps the
    /// rest ("meeting", "my meeting"). Nil when the title does not start so ("sunday roast").
    private func daySaidBefore(_ words: [String], language: Language) -> (due: DueDate, rest: String)? {
        guard language == .en, words.count >= 2, words.count <= 12 else { return nil }
        let determiners: Set<String> = ["my", "the", "our", "this"]
        let start = determiners.contains(words[0].lowercased()) ? 1 : 0
        // NB: at most three words of a day, and at least one word after it.
        for length in stride(from: min(3, words.count - start - 1), through: 1, by: -1) {
            var span = Array(words[start..<(start + length)])
            let last = span[span.count - 1].lowercased()
            var possessive = false
            for ending in ["'s", "’s", "s"] where last.hasSuffix(ending) && last.count > ending.count + 2 {
                let stem = String(last.dropLast(ending.count))
                if ["today", "tomorrow", "tonight", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].contains(stem)
                    || (ending != "s" && ["week", "month"].contains(stem))
                {
                    span[span.count - 1] = stem
                    possessive = true
                    break
                }
            }
            // NB: only a possessive: "sunday roast" and "monday night football" are things, not days.
            guard possessive, let due = SpokenDate.parse(span.joined(separator: " "), language: language, clock: clock) else { continue }
            let rest = Array(words[..<start] + words[(start + length)...])
            guard rest.contains(where: { !ActionWords.isFunctionWord($0, language: language) }) else { return nil }
            return (due, rest.joined(separator: " "))
        }
        return nil
    }

    /// "remind me to call the groomer on tuesday, no wait, wednesday", "add batteries to work,
    /// no, to errands": a correction that ends the title corrected the value said after it (the
    /// due, the list), so the title is what came before it, less the value it replaced. Nil when
    /// the title ends in no correction, or what it replaced cannot be told.
    private func correctedElsewhere(_ title: String, _ interpretation: Interpretation, language: Language) -> String? {
        guard language == .en, let markers = rulePhrasesLongestFirst(Self.selfCorrectionRule, language) else { return nil }
        let ends = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",;"))
        let trimmed = title.trimmingCharacters(in: ends)
        let lowered = trimmed.lowercased()
        // NB: a one-word marker ("no", "sorry") needs its comma; "no wait" is a correction as said.
        guard let marker = markers.first(where: { marker in
            lowered.hasSuffix(", " + marker) || (marker.utf8.contains(UInt8(ascii: " ")) && lowered.hasSuffix(" " + marker))
        }) else { return nil }
        let before = String(trimmed.dropLast(marker.count)).trimmingCharacters(in: ends)
        var words = before.split(separator: " ").map(String.init)
        guard words.count >= 2 else { return nil }
        if interpretation.slots["due"] != nil {
            // The longest ending of at most six words that reads as a date is the date replaced.
            guard let k = Self.longestEnding(of: words, where: { SpokenDate.parse($0, language: language, clock: clock) != nil }) else {
                return nil
            }
            words.removeLast(k)
        } else if interpretation.slots["list"] != nil {
            // "to work", "on the home list": the list replaced.
            guard let preposition = words.indices.reversed().prefix(5).first(where: { ["to", "on", "in", "onto", "into"].contains(words[$0].lowercased()) }),
                preposition > 0
            else { return nil }
            words.removeSubrange(preposition...)
        } else {
            return nil
        }
        let rest = words.joined(separator: " ")
        return rest.isEmpty ? nil : rest
    }

    /// The number of words of the longest ending of `words`, at most six and never all of them,
    /// that `reads` as a value ("on tuesday" of "call the bank on tuesday"); nil when none does.
    private static func longestEnding<Words: Collection>(of words: Words, where reads: (String) -> Bool) -> Int?
    where Words.Element: StringProtocol {
        guard words.count >= 2 else { return nil }
        return (1...min(6, words.count - 1)).reversed().first { reads(words.suffix($0).joined(separator: " ")) }
    }

    /// The words after the last correction marker of the grammar's `self_correction` rule
    /// ("no", "actually", 「いや」) set off by commas, or after a marker of several words.
    private func selfCorrected(_ title: String, language: Language) -> String? {
        guard let markers = rulePhrases(Self.selfCorrectionRule, language) else { return nil }
        let lowered = title.lowercased()
        // NB: every form but an English one of several words holds a comma; most titles hold
        // neither, and each form's search costs a Foundation call.
        let comma = language.wordSeparator.isEmpty ? "、" : ","
        let hasComma = lowered.contains(comma)
        guard hasComma || (!language.wordSeparator.isEmpty && Self.spokenCorrectionCues.contains(where: (" " + lowered + " ").contains)) else {
            return nil
        }
        var found: Range<String.Index>?
        for marker in markers where !marker.isEmpty && (hasComma || marker.contains(" ")) {
            let forms = language.wordSeparator.isEmpty
                ? ["、" + marker + "、", marker + "、", "、" + marker]
                : [", " + marker + ", ", ", " + marker + " ", " " + marker + ", "] + (marker.contains(" ") ? [" " + marker + " "] : [])
            for form in forms {
                if let range = lowered.range(of: form, options: .backwards), found.map({ range.upperBound > $0.upperBound }) ?? true {
                    found = range
                }
            }
        }
        guard let found else { return nil }
        let offset = lowered.distance(from: lowered.startIndex, to: found.upperBound)
        var rest = String(title.dropFirst(offset)).trimmingCharacters(in: .whitespaces)
        // "add milk, actually no, add cream and sugar": the command said again is no part of the title.
        if language == .en {
            for verb in ["also add ", "add ", "put "] where rest.lowercased().hasPrefix(verb) && rest.count > verb.count {
                rest = String(rest.dropFirst(verb.count)).trimmingCharacters(in: .whitespaces)
                break
            }
            let before = String(title.prefix(lowered.distance(from: lowered.startIndex, to: found.lowerBound)))
            rest = Self.replacingPhrase(of: before, with: rest) ?? Self.replacingLastItem(of: before, with: rest) ?? rest
        }
        return rest.isEmpty ? nil : rest
    }

    /// "flour, sugar and butter, no wait, margarine": a short correction after items said in a
    /// list (with a comma) replaces the last item, not the list ("flour, sugar and margarine").
    /// Nil when the words before are no such list.
    static func replacingLastItem(of before: String, with correction: String) -> String? {
        let kept = before.trimmingCharacters(in: CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",;")))
        // NB: a list has its "and" or two commas ("call mom, sorry" is one thing and a word aside).
        guard kept.contains(","), kept.lowercased().contains(" and") || kept.filter({ $0 == "," }).count >= 2,
            correction.split(separator: " ").count <= 3
        else { return nil }
        let cuts = [", and ", " and ", ", "].compactMap { kept.range(of: $0, options: .backwards) }
        guard let cut = cuts.max(by: { $0.upperBound < $1.upperBound }) else { return nil }
        let items = kept.replacingOccurrences(of: " and ", with: ", ").split(separator: ",")
        guard items.count >= 2, items.allSatisfy({ $0.split(separator: " ").count <= 3 }) else { return nil }
        return String(kept[..<cut.upperBound]) + correction
    }

    /// Words that begin the phrase a correction replaces at the end of a title.
    static let replacedPhraseOpeners: Set<String> = ["for", "with", "from", "about", "at", "to", "in", "on", "of"]

    /// "gift for mom, no wait, for dad": a correction that begins with a preposition the title
    /// also holds replaces the title's phrase from that word's last use ("gift for dad"), not
    /// the whole title. Nil when the correction is no such phrase.
    static func replacingPhrase(of before: String, with correction: String) -> String? {
        let ends = CharacterSet.whitespaces.union(CharacterSet(charactersIn: ",;"))
        let said = correction.split(separator: " ")
        let kept = before.trimmingCharacters(in: ends).split(separator: " ")
        guard let opener = said.first?.lowercased(), said.count >= 2, replacedPhraseOpeners.contains(opener),
            let at = kept.lastIndex(where: { $0.lowercased() == opener }), at > 0,
            kept.count - at <= 4
        else { return nil }
        return (kept[..<at] + said).joined(separator: " ")
    }

    /// A rule's phrases as written, expanded once per language (expanding `self_correction` on
    /// every sentence cost more than a tenth of a parse).
    private func rulePhrases(_ rule: String, _ language: Language) -> [String]? {
        dataLock.withLock {
            let key = rule + "/" + language.rawValue
            if let known = expandedRules[key] { return known }
            let made: [String]?
            if let grammarKey = engine.grammarContentKey, engine.languages.contains(language) {
                // NB: kept in the cache folder: expanding a rule asks for the whole grammar
                // (decoding it was a tenth of a one-shot parse). A rule the grammar lacks is
                // stored as one line "-"; its phrases otherwise each after a "+".
                let text = CacheFile.remembered(
                    "rule phrases \(rule) \(language.rawValue) \(String(grammarKey, radix: 16))",
                    file: "rule-\(rule)-\(language.rawValue)"
                ) {
                    guard let phrases = engine.grammar(for: language)?.phrases(ofRule: rule) else { return "-\n" }
                    return phrases.map { "+" + $0 + "\n" }.joined()
                }
                made = text.hasPrefix("-") ? nil : text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { String($0.dropFirst()) }
            } else {
                made = engine.grammar(for: language)?.phrases(ofRule: rule)
            }
            expandedRules[key] = .some(made)
            return made
        }
    }

    /// A rule's phrases, longest first, without empty ones: made once, as a correction marker or
    /// a list word is looked for in every title.
    private func rulePhrasesLongestFirst(_ rule: String, _ language: Language) -> [String]? {
        guard let phrases = rulePhrases(rule, language) else { return nil }
        return dataLock.withLock {
            let key = rule + "/" + language.rawValue + "/longest"
            if let known = expandedRules[key] { return known }
            let made = phrases.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
            expandedRules[key] = .some(made)
            return made
        }
    }

    /// The grammar's data rules, normalized once per language (Japanese may load MeCab).
    private func data(_ rule: String, _ language: Language) -> PhraseData {
        dataLock.withLock {
            if let known = dataRules[rule + "/" + language.rawValue] { return known }
            let made = PhraseData.remembered(rule, grammarKey: engine.grammarContentKey, language: language, normalizer: normalizer) {
                engine.grammar(for: language)?.phrases(ofRule: rule) ?? []
            }
            dataRules[rule + "/" + language.rawValue] = made
            return made
        }
    }

    private func itemWords(_ language: Language) -> ItemWords {
        ItemWords(
            fixed: data(Self.fixedPairRule, language), notItem: data(Self.notItemRule, language),
            loneItem: data(Self.loneItemRule, language), pluralModifier: data(Self.pluralModifierRule, language))
    }

    /// Grammar rules read as data: pairs that are one item, words that make a side of "and" no
    /// item, words of other topics, and sentences that only close or thank.
    public static let fixedPairRule = "fixed_pair"
    public static let notItemRule = "not_item"
    public static let loneItemRule = "lone_item"
    public static let pluralModifierRule = "plural_modifier"
    public static let offTopicRule = "off_topic"
    public static let closingRule = "closing"
    public static let courtesyClosingRule = "closing_courtesy"
    public static let heardAddRule = "heard_add"
    public static let countermandRule = "countermand"
    public static let notDoneRule = "not_done"
    public static let stillToDoRule = "still_to_do"
    public static let pastQuestionRule = "past_question"

    /// The grammar rule listing the words that take back what was just said.
    public static let selfCorrectionRule = "self_correction"
    /// Words that break off a command before it is said again, besides `self_correction`'s
    /// ("put down, hang on, put down …").
    public static let restartCueRule = "restart_cue"
    /// What the words after a correction begin with (English) or end with (Japanese) when they
    /// put nothing in place of what was taken back ("we still have some", 「卵はまだある」).
    public static let nothingInsteadRule = "nothing_instead"
    /// Japanese stems of other commands that a contracted 「〜といて」 may follow (「消しといて」 heard
    /// as an add verb): an add whose title ends in one is no add.
    public static let otherCommandStemRule = "other_command_stem"
    public static let otherCommandObjectRule = "other_command_object"
    /// Japanese words that are no title by themselves (particles, endings, interjections).
    public static let noTitleRule = "no_title"

    /// Every rule the app reads as a list of phrases: `intenttodo lint` reports one that stands
    /// for more than `Grammar.dataRuleLimit` phrases (the app would read none of it).
    public static let dataRules = [
        vagueTodoRule, vagueListRule, gerundLeadRule, leadOffRule, cushionRule, alreadyRule, ranOutRule, listWordRule,
        questionLeadRule, goVerbRule, fixedPairRule, notItemRule, loneItemRule, pluralModifierRule, offTopicRule, closingRule,
        courtesyClosingRule, heardAddRule, countermandRule, notDoneRule, stillToDoRule, pastQuestionRule, selfCorrectionRule,
        restartCueRule, nothingInsteadRule, otherCommandStemRule, otherCommandObjectRule, noTitleRule, doneStateRule,
    ]

    /// True for a rule of `dataRules` and a list group (`list_group_…`).
    public static func isDataRule(_ name: String) -> Bool { dataRules.contains(name) || name.hasPrefix(listGroupPrefix) }

    /// A reading that left words unread ("… I don't need it anymore", "snooze water the lawn"
    /// read as "water the") is not acted on blindly when it changes a todo: its todo is offered
    /// as "did you mean …?", so a yes decides.
    private func carefully(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard !interpretation.ignored.isEmpty, let intent = TodoIntent(rawValue: interpretation.intent), !intent.isReadOnly else {
            return interpretation
        }
        var careful = interpretation
        for (name, value) in interpretation.slots where intent.isDestructive || name == "todo" {
            guard case .entity(let spoken, let resolution) = value else { continue }
            // A name cut short by the words left unread ("buy cat" of "delete buy cat litter",
            // 「レを掃除する」 of 「トイレを掃除するを削除」) is reported whole.
            let whole = Self.wholeName(spoken, input: input, before: interpretation.ignoredBefore, after: interpretation.ignoredAfter)
            switch resolution {
            case .resolved(let candidate):
                // Other changes (snooze, repeat, star, update): only when the name itself may have been
                // cut short ("snooze water the lawn" read as "water the"); words around a whole
                // command ("ugh", "olly", ", we ran out") are wrappers.
                // NB: the words after it only: Japanese has no spaces to tell a cut name (トイ|レを掃除する)
                // from a list or filler said before it (用事の|クリーニング).
                guard intent.isDestructive || Self.wholeName(spoken, input: input, before: "", after: interpretation.ignoredAfter) != nil
                    || qualifiesName(interpretation.ignoredBefore, of: spoken, input: input, language: language)
                else { continue }
                careful.slots[name] = .entity(spoken: whole ?? spoken, resolution: .notFound(nearest: [candidate]))
            case .notFound:
                if let whole { careful.slots[name] = .entity(spoken: whole, resolution: resolution) }
            case .ambiguous:
                continue
            }
        }
        return careful
    }

    /// Japanese words left unread right before a name, with nothing between them, that may
    /// narrow it to another thing (「資源|ゴミを出す」, 「年次|レポートを仕上げる」, 「母の|誕生日プレゼント」
    /// against 「父の誕生日プレゼントを買う」): true unless they name a list of the store (「用事の|
    /// クリーニング」) or are a call or filler said before a request (`lead_off`).
    private func qualifiesName(_ before: String, of spoken: String, input: String, language: Language) -> Bool {
        guard language == .ja, !before.isEmpty, let unread = input.range(of: before),
            let name = input.range(of: spoken, range: unread.upperBound..<input.endIndex), unread.upperBound == name.lowerBound
        else { return false }
        var words = before.trimmingCharacters(in: .whitespaces)
        while let last = words.last, "のにをはで".contains(last) { words.removeLast() }
        // NB: one kana alone is the start of a word heard wrong (「や|つにの払い」 for 家賃の支払い), not a word.
        guard words.count >= 2 || words.unicodeScalars.contains(where: { $0.properties.isIdeographic }) else { return false }
        if resolver.namesList(words, language: language) { return false }
        if (rulePhrases(Self.leadOffRule, language) ?? []).contains(words) { return false }
        return true
    }

    /// A change to a todo read from a sentence that fits poorly (command words heard as
    /// sound-alikes, "my sister finished her report" read as "star" + a name) acts only on a
    /// todo named as clearly as a destructive intent needs; a looser name is only offered.
    private func unclearChange(_ interpretation: Interpretation) -> Interpretation {
        guard interpretation.score < Self.clearReading, let intent = TodoIntent(rawValue: interpretation.intent), !intent.isReadOnly,
            case .entity(let spoken, .resolved(let candidate))? = interpretation.slots["todo"],
            candidate.score < StoreEntityResolver.destructiveThreshold
        else { return interpretation }
        var careful = interpretation
        careful.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
        return careful
    }

    /// A change whose name stops short of a word the todo's title holds, said right after it
    /// ("reminder for paying the rent": "rent" heard as the template word "sent", so the name
    /// was "paying the"): the word belongs to the name, and the reading that made it a command
    /// word is not sure enough to act on; the todo is only offered (English, where words are
    /// told apart by spaces).
    private func nameCutShort(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        if language == .ja { return japaneseNameCutShort(interpretation, input: input) }
        guard language == .en, let intent = TodoIntent(rawValue: interpretation.intent), !intent.isReadOnly,
            case .entity(let spoken, .resolved(let candidate))? = interpretation.slots["todo"], candidate.score < 1,
            let name = input.range(of: spoken, options: [.caseInsensitive, .backwards])
        else { return interpretation }
        func words(_ text: some StringProtocol) -> [String] {
            text.lowercased().split { !$0.isLetter && !$0.isNumber && $0 != "'" }.map(String.init)
        }
        // NB: a content word: "to" and "for" follow names as the template's own ("move the gym to tonight").
        guard let next = words(input[name.upperBound...]).first, !ActionWords.isFunctionWord(next, language: language),
            !words(spoken).contains(next), words(candidate.title).contains(next)
        else { return interpretation }
        var careful = interpretation
        careful.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
        return careful
    }

    /// A Japanese change whose name stops where its object's verb begins (「クリーニングを出しに行くの、…消しといて」
    /// read with the name 「クリーニング」): the name said with that verb, up to the next pause or 「の」, must find
    /// the same todo; else it is only offered (出しに行く is not 取りに行く).
    private func japaneseNameCutShort(_ interpretation: Interpretation, input: String) -> Interpretation {
        guard let intent = TodoIntent(rawValue: interpretation.intent), !intent.isReadOnly,
            case .entity(let spoken, .resolved(let candidate))? = interpretation.slots["todo"], candidate.score < 1, !spoken.isEmpty,
            let name = input.range(of: spoken)
        else { return interpretation }
        let rest = input[name.upperBound...]
        guard let particle = rest.first, "をに".contains(particle) else { return interpretation }
        var phrase = String(rest.prefix { !"、。，,！？!? 　".contains($0) })
        // NB: only a doing made a noun by its 「の」 (「…を出しに行くの、」): 「を明日に変更して」 is the command's own.
        guard let ending = ["のは", "のを", "の"].first(where: { phrase.hasSuffix($0) && phrase.count > $0.count + 3 }) else { return interpretation }
        phrase = String(phrase.dropLast(ending.count))
        guard let last = phrase.last, "うくぐすつぬぶむる".contains(last) else { return interpretation }
        let query = EntityQuery(type: EntityKind.todo.rawValue, spoken: spoken + phrase, language: .ja, intent: interpretation.intent, parameter: "todo")
        if case .resolved(let again) = resolver.resolve(query), again.id == candidate.id { return interpretation }
        var careful = interpretation
        careful.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
        return careful
    }

    /// A report of a thing done, said of its object ("the car is washed now", the grammar's
    /// `done_state`), completes a todo whose own action agrees; a title led by another action
    /// ("Schedule car service") is only offered: washing the car is not scheduling its service.
    private func reportedOfAnother(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard TodoIntent(rawValue: interpretation.intent) == .completeTodo,
            case .entity(let spoken, .resolved(let candidate))? = interpretation.slots["todo"], candidate.score < 1,
            let titleVerb = candidate.title.split(whereSeparator: { $0 == " " }).first.map(String.init)
        else { return interpretation }
        // NB: after the name, where a state is said of it ("i've taken care of the dry cleaning" is no state).
        guard let name = input.range(of: spoken, options: .caseInsensitive) else { return interpretation }
        let rest = String(input[name.upperBound...])
        let states = data(Self.doneStateRule, language).occurrences(in: rest)
        let contradicted = states.contains { state in
            // NB: "taken care of" is no state of taking.
            guard let verb = state.split(separator: " ").first.map(String.init), !rest.lowercased().contains(state + " care") else { return false }
            return ActionWords.differ(verb, titleVerb, language: language)
        }
        guard contradicted else { return interpretation }
        var careful = interpretation
        careful.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
        return careful
    }

    public static let doneStateRule = "done_state"

    /// A Japanese report whose verb is written in kana after the name (「卵はわったよ」「牛乳はとったよ」
    /// 「年賀状はかっといたよ」) completes a todo only when that verb can be the title's own: MeCab's
    /// verb, its kana before the っ/い/ん/し of った/いた/んだ/した with the endings they stand for
    /// (かっ: かう, かつ, かる), must read as the title's verb (卵を買う: かう). 割った, 取った and
    /// 買っといた (for 書く) are other verbs, and the todo is only offered. Verbs in kanji, words
    /// that only say it is done (おわった, やった, すんだ) and titles whose verb is する are left to
    /// the resolver.
    private func reportedInOtherKana(_ interpretation: Interpretation, input: String, language: Language) -> Interpretation {
        guard language == .ja, TodoIntent(rawValue: interpretation.intent) == .completeTodo,
            case .entity(let spoken, .resolved(let candidate))? = interpretation.slots["todo"], candidate.score < 1,
            let name = input.range(of: spoken)
        else { return interpretation }
        let isHiragana = { (text: String) -> Bool in
            !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3041...0x3096).contains($0.value) }
        }
        let endings: [Character: [String]] = ["っ": ["う", "つ", "る"], "い": ["く", "ぐ"], "ん": ["む", "ぶ", "ぬ"], "し": ["す"]]
        let doneWords: Set<String> = ["おわる", "すむ", "やる", "する", "できる", "おえる", "すませる", "かたづける", "しまう", "おく", "いる", "ある"]
        // The kana verbs said from the name on, each as the dictionary forms it may stand for.
        let nameStart = input.distance(from: input.startIndex, to: name.lowerBound)
        var offset = 0
        var said: [[String]] = []
        for morpheme in JapaneseReader.shared.morphemes(of: input) {
            defer { offset += morpheme.surface.count }
            guard offset >= nameStart, morpheme.partOfSpeech == "動詞", morpheme.partOfSpeechDetail == "自立", isHiragana(morpheme.surface),
                let marker = morpheme.surface.last, let forms = endings[marker], morpheme.surface.count >= 2
            else { continue }
            let stem = String(morpheme.surface.dropLast())
            let dictionary = forms.map { stem + $0 } + (marker == "っ" && stem.hasSuffix("い") ? [stem + "く"] : [])
            if dictionary.contains(where: doneWords.contains) { continue }
            said.append(dictionary)
        }
        // MeCab cuts kana poorly after a particle (「卵はかった」 as はかっ, 計る): the kana after a
        // particle that follows the name's last kanji or katakana is read too (か+っ: かう).
        let lastWritten = input[name].lastIndex { !isHiragana(String($0)) }
        let tail = String(input[(lastWritten.map { input.index(after: $0) } ?? name.lowerBound)...])
        for particle in ["は", "を", "も", "、"] where tail.hasPrefix(particle) {
            let kana = Array(tail.dropFirst().prefix { isHiragana(String($0)) })
            let follows: Set<Character> = ["た", "て", "と", "だ", "ち"]
            guard let at = kana.indices.first(where: { $0 > 0 && $0 + 1 < kana.count && endings[kana[$0]] != nil && follows.contains(kana[$0 + 1]) })
            else { continue }
            let stem = String(kana[..<at])
            let dictionary = (endings[kana[at]] ?? []).map { stem + $0 }
            if !dictionary.contains(where: doneWords.contains) { said.append(dictionary) }
        }
        guard !said.isEmpty else { return interpretation }
        // Every verb of the title, in dictionary form (クリーニングを取りに行く: とる, いく).
        let verbs = JapaneseReader.shared.morphemes(of: candidate.title).filter { $0.partOfSpeech == "動詞" && $0.partOfSpeechDetail == "自立" }
            .filter { $0.baseForm != "する" }
            .map { $0.surface == $0.baseForm ? $0.reading : JapaneseReader.shared.reading(of: $0.baseForm) }
        guard !verbs.isEmpty, !said.contains(where: { forms in verbs.contains(where: forms.contains) }) else { return interpretation }
        var careful = interpretation
        careful.slots["todo"] = .entity(spoken: spoken, resolution: .notFound(nearest: [candidate]))
        return careful
    }

    /// A reading scoring at least this heard the command clearly (`unclearChange`).
    static let clearReading = 0.75

    /// The spoken name with the words left unread right next to it (nothing but spaces between),
    /// nil when none touch it: those words were part of the name the matcher could not place.
    static func wholeName(_ spoken: String, input: String, before: String, after: String) -> String? {
        guard !spoken.isEmpty, before.isEmpty == false || after.isEmpty == false else { return nil }
        let searchFrom = before.isEmpty ? input.startIndex : (input.range(of: before)?.upperBound ?? input.startIndex)
        guard let name = input.range(of: spoken, options: .caseInsensitive, range: searchFrom..<input.endIndex) else { return nil }
        var lower = name.lowerBound
        var upper = name.upperBound
        if !before.isEmpty, let unread = input.range(of: before), unread.upperBound <= lower,
            input[unread.upperBound..<lower].allSatisfy(\.isWhitespace)
        {
            lower = unread.lowerBound
        }
        if !after.isEmpty, let unread = input.range(of: after, options: .backwards), unread.lowerBound >= upper,
            input[upper..<unread.lowerBound].allSatisfy(\.isWhitespace)
        {
            upper = unread.upperBound
        }
        guard lower != name.lowerBound || upper != name.upperBound else { return nil }
        return String(input[lower..<upper])
    }
    /// "until tonight" / "until tomorrow" (fixed values of the grammar) become minutes from now.
    private func withDurations(_ interpretation: Interpretation) -> Interpretation {
        var interpretation = interpretation
        if case .enumValue(let word)? = interpretation.slots["duration"], let choice = DurationChoice(argument: word) {
            interpretation.slots["duration"] = .duration(choice.minutes(from: clock))
        }
        // "snooze X until friday": the minutes until then (a day alone means its morning, 09:00).
        if case .date(var until)? = interpretation.slots["duration"] {
            if until.time == nil { until.time = DueDate.TimeOfDay(hour: 9, minute: 0) }
            let minutes = Int((until.date(in: clock.calendar).timeIntervalSince(clock.now) / 60).rounded(.up))
            interpretation.slots["duration"] = minutes > 0 ? .duration(minutes) : nil
        }
        return interpretation
    }

    /// A new conversation over this app.
    public func makeConversation() -> Conversation {
        Conversation(delegate: self, answers: engine.answers, language: forcedLanguage)
    }

    /// Runs an action gathered by the conversation.
    public func perform(_ action: Action) -> Outcome {
        let service = service(action.language)
        // NB: confirmed only when the user said yes; a question that could not be worded (a
        // failure) must not let an action that needs one run unasked — the service refuses it.
        guard let request = Self.request(for: action, confirmed: action.isConfirmed) else {
            return Outcome(isSuccess: false, say: IntentFailure.unknownIntent(action.intent).message(in: action.language))
        }
        do {
            let response = try service.perform(request)
            var outcome = Outcome(isSuccess: response.ok, say: response.say, result: response.result, subjects: Self.subjects(of: response.result))
            // A listing of several: "it" next means none of them in particular (ask which); of one: that one.
            if let listed = (response.result["todos"] ?? response.result["results"])?.arrayValue {
                if listed.count == 1, let id = listed[0]["id"]?.integerValue, let title = listed[0]["title"]?.stringValue,
                    listed[0]["kind"]?.stringValue ?? "todo" == "todo"
                {
                    outcome.subjects["todo"] = EntityReference(id: id, title: title, spoken: title)
                } else if listed.count > 1, outcome.subjects["todo"] == nil {
                    outcome.forgets.insert("todo")
                    outcome.shown["todo"] = listed.compactMap { item in
                        guard item["kind"]?.stringValue ?? "todo" == "todo", let id = item["id"]?.integerValue,
                            let title = item["title"]?.stringValue
                        else { return nil }
                        return EntityReference(id: id, title: title, spoken: title)
                    }
                }
            }
            return outcome
        } catch {
            return Outcome(isSuccess: false, say: error.message(in: action.language))
        }
    }

    /// The `IntentRequest` for an action: entities by id, every other value typed as the
    /// parameter declares it (no text round trip); nil for an intent the catalog lacks.
    public static func request(for action: Action, confirmed: Bool) -> IntentRequest? {
        guard let intent = TodoIntent(rawValue: action.intent) else { return nil }
        let declaration = intent.declaration
        var arguments: [String: IntentArgument] = [:]
        for (name, value) in action.values {
            let kind = declaration.parameter(named: name)?.kind
            arguments[name] = argument(value, kind: kind)
        }
        return IntentRequest(intent, arguments: arguments, isConfirmed: confirmed)
    }

    /// One value as the service takes it. Enum values of the grammar (`{filter=all}`,
    /// `{urgent=true}`, `{duration=tonight}`) become the parameter's type.
    static func argument(_ value: ActionValue, kind: ParameterDeclaration.Kind?) -> IntentArgument {
        switch value {
        case .entity(let reference): return .entityID(reference.id)
        case .date(let date): return .date(date)
        case .duration(let minutes): return .duration(.minutes(minutes))
        case .repeatRule(let rule): return .rule(rule)
        case .texts(let texts): return .texts(texts)
        case .flag(let flag): return .flag(flag)
        case .text(let text):
            return kind == .texts ? .texts([text]) : .text(text)
        case .enumValue(let raw):
            switch kind {
            case .filter?: return TodoFilter(rawValue: raw).map(IntentArgument.filter) ?? .text(raw)
            case .bool?: return raw == "true" ? .flag(true) : raw == "false" ? .flag(false) : .text(raw)
            case .duration?: return DurationChoice(argument: raw).map(IntentArgument.duration) ?? .text(raw)
            case .todo?, .list?, .text?, .texts?, .date?, .repeat?, nil: return .text(raw)
            }
        }
    }

    /// The todo or list a result is about (`result.todo`, `result.list`), for "it" next time.
    static func subjects(of result: JSONValue) -> [String: EntityReference] {
        var subjects: [String: EntityReference] = [:]
        for key in ["todo", "list"] {
            if let object = result[key], let id = object["id"]?.integerValue, let title = (object["title"] ?? object["name"])?.stringValue {
                subjects[key] = EntityReference(id: id, title: title, spoken: title)
            }
        }
        return subjects
    }
}
