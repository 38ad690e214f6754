import Basics
import Foundation
import PhraseEngine
import SpokenValues
import TodoKit

/// A command said inside talk: people ramble, and the request is one clause of several ("so I
/// was on the phone with my sister, …, so can you remind me to order the cake on wednesday,
/// because last year I totally blanked"), or its todo is named in one clause and acted on in
/// another ("okay so the kitchen, right, I finally got around to it, so you can mark that one as
/// done, and honestly it looks amazing"; 「車検の予約、なまら大事だから急ぎにしといて」).
///
/// The sentence is cut into clauses at its pauses, and a few sets of them are read alone: each
/// clause left out in turn, each run of up to three clauses, and a short clause that names a
/// thing (a topic) put before each later clause. The work is bounded: at most `maxClauses`
/// clauses and `maxTries` readings, each of a part of the sentence.
extension VoiceApp {
    /// More clauses than this are talk the app does not try to take apart.
    static let maxClauses = 8
    /// The most readings tried for one sentence.
    static let maxTries = 40
    /// The most sets read with every rewrite (`parse`), after the matcher alone did not read them clearly.
    static let maxFullReadings = 3
    /// The longest sentence taken apart, in characters.
    static let maxEnglishLength = 300
    static let maxJapaneseLength = 160

    /// The reading of a part of the sentence when the whole reads poorly, or nil. A part is
    /// taken only when it reads clearly and whole (0.8, nothing missing or unread, every name
    /// found, no pointer such as "it" or 「それ」 without the clause that names it), and when each
    /// clause left out is talk (a pronoun or a discourse word: "my neighbor asked", "honestly";
    /// a Japanese reason) and no command of its own (two commands are never cut down to one).
    /// Nothing is left out of items ("add 3 things: …") or of a sentence that takes back or asks.
    func commandInTalk(of result: ParseResult) -> ParseResult? {
        let language = result.language
        let swallowedByTitle: Bool
        var addedSomething = false
        if let best = result.best {
            let intent = TodoIntent(rawValue: best.intent)
            // NB: items are items ("add 3 things: return jake's charger, buy shower shoes, print my essay").
            if intent == .addTodos { return nil }
            addedSomething = intent == .addTodo
            let unresolved = best.slots.values.contains { value in
                if case .entity(_, .notFound) = value { return true }
                return false
            }
            let pause = language.wordSeparator.isEmpty ? "、" : ","
            var titled = false
            if intent == .addTodo, case .text(let title)? = best.slots["title"], title.contains(pause) { titled = true }
            guard best.score < 0.8 || unresolved || best.missing.contains("todo") || best.missing.contains("list") || titled else {
                return nil
            }
            swallowedByTitle = titled && best.score >= 0.8 && !unresolved
        } else {
            swallowedByTitle = false
        }
        // NB: not a sentence that takes something back ("remove the plumber one, no wait, leave it",
        // 「…やっぱいいや」) or asks (「ゴミ出してくれた？」): a clause of it read alone would act.
        let input = result.input
        if Self.asks(input) || result.endsTakingBack || engine.endsTakingBack(input, language: language)
            || afterLastCorrection(input, language: language) != nil || Self.takesBack(input, language: language)
        {
            return nil
        }
        // NB: talk longer than this is not taken apart (each part is one more parse).
        guard input.count <= (language.wordSeparator.isEmpty ? Self.maxJapaneseLength : Self.maxEnglishLength) else { return nil }
        var clauses = Self.clauses(of: input, language: language)
        guard clauses.count >= 2, clauses.count <= Self.maxClauses else { return nil }
        // A Japanese topic set up with a copula (「部屋の掃除なんですけれども、…」「銀行の件ですが、…」): the thing itself.
        if language.wordSeparator.isEmpty, let ending = Self.topicCopulas.first(where: { clauses[0].hasSuffix($0) && clauses[0].count > $0.count + 1 }) {
            clauses[0] = String(clauses[0].dropLast(ending.count))
        }
        let japanese = language.wordSeparator.isEmpty
        let joiner = japanese ? "、" : ", "

        // The sets of clauses to read, as sorted indexes.
        var sets: [[Int]] = []
        let all = Array(clauses.indices)
        // NB: Japanese never leaves out its first clause (see below).
        for left in all where !(japanese && left == 0) { sets.append(all.filter { $0 != left }) }
        // NB: Japanese keeps its first clause, where the thing acted on is set up as a topic
        // (「用事リスト、もう使わないからドロップして」); it has no spaces to tell talk from a name.
        for length in 1...3 where !japanese {
            for start in all where start + length <= clauses.count && length < clauses.count {
                sets.append(Array(start..<(start + length)))
            }
        }
        for topic in all where Self.isShortClause(clauses[topic], language: language) {
            for clause in all where clause > topic + 1 { sets.append([topic, clause]) }
        }
        var seen: Set<[Int]> = []
        sets = sets.filter { seen.insert($0).inserted && $0.count < clauses.count }

        // Each clause read alone once: whether it may be left out (talk, and no command of its own)
        // decides which sets are worth reading at all.
        var readings: [String: ParseResult] = [:]
        // NB: one reading of the matcher each, no rewrites: a part is short, and the rewrites of every
        // part (a dozen parses each) made a sentence of five clauses cost 0.15 s.
        func read(_ text: String) -> ParseResult {
            if let known = readings[text] { return known }
            let tried = refined(engine.parse(Self.casualEnglish(text) ?? text, language: language, clock: clock, entities: resolver))
            readings[text] = tried
            return tried
        }
        let droppable: [Bool] = clauses.indices.map { index in
            let clause = clauses[index]
            let alone = read(clause).best
            // NB: any change at all, whatever it names ("put them back on" after "the coffee beans are all gone");
            // a short report (「取れました」) only with a name it finds.
            if let reading = alone, reading.score >= 0.7, let intent = TodoIntent(rawValue: reading.intent), !intent.isReadOnly,
                !(japanese && Self.isTalk(clause, language: language) && reading.slots.values.contains(where: { value in
                    if case .entity(_, .notFound) = value { return true }
                    return false
                }))
            {
                return false
            }
            if Self.isTalk(clause, language: language) { return true }
            // A Japanese exclamation about something else (「あ、焦げる」「あっ、吹きこぼれる」「ちょっと待って」), said
            // between the parts of a command; not a correction (「あ、違う」) or a report (「あ、終わった」).
            if japanese, alone == nil, Self.exclaimsAside(clauses, at: index) { return true }
            // NB: or a few words that read as nothing at all ("long story"), not first: a word said
            // first may be whom the sentence is said to ("babe, did you feed the cat"); and not where
            // the whole read as an add, whose few words may be an item ("…, buy shower shoes, …").
            // NB: never a date or a number said after a pause ("…, tomorrow at 5").
            return !japanese && index > 0 && !addedSomething && clause.split(separator: " ").count <= 3 && alone == nil
                && !clause.contains(where: \.isNumber) && SpokenDate.parse(clause, language: language, clock: clock) == nil
        }
        // A clause that says again the change the rest says ("milk. got the milk. check it off": a report,
        // then the request), on the same todo or on one it points at: left out only when the set read
        // says that very change (same intent, same todo), checked below.
        let repeated: [(intent: String, todo: Int64?)?] = clauses.indices.map { index in
            guard !droppable[index], let reading = read(clauses[index]).best, reading.score >= 0.7,
                let intent = TodoIntent(rawValue: reading.intent), !intent.isReadOnly,
                intent.declaration.parameters.contains(where: { $0.name == "todo" })
            else { return nil }
            let others = reading.slots.filter { $0.key != "todo" }
            guard others.isEmpty else { return nil }
            switch reading.slots["todo"] {
            case .entity(_, .resolved(let candidate))?: return (reading.intent, candidate.id)
            case .entity(let spoken, _)? where engine.answers.isPronoun(spoken, language): return (reading.intent, nil)
            case nil where reading.missing == ["todo"]: return (reading.intent, nil)
            default: return nil
            }
        }
        func repeatsOnly(_ set: [Int], _ reading: ParseResult) -> Bool {
            guard let best = reading.best, case .entity(_, .resolved(let candidate))? = best.slots["todo"] else {
                return clauses.indices.allSatisfy { set.contains($0) || droppable[$0] }
            }
            return clauses.indices.allSatisfy { index in
                if set.contains(index) || droppable[index] { return true }
                guard let said = repeated[index] else { return false }
                return said.intent == best.intent && (said.todo == nil || said.todo == candidate.id)
            }
        }

        // The fewest clauses first: the first set that reads clearly is taken (a longer one would only
        // add talk), so most sentences cost a few readings.
        sets = sets.filter { set in clauses.indices.allSatisfy { set.contains($0) || droppable[$0] || repeated[$0] != nil } }
            .sorted { ($0.count, $0.reduce(0) { $0 + clauses[$1].count }) < ($1.count, $1.reduce(0) { $0 + clauses[$1].count }) }

        // A set that reads clearly and whole, and is no add where the whole was an add that swallowed talk.
        func clear(_ tried: ParseResult) -> Bool {
            guard let reading = tried.best, reading.score >= 0.8, reading.missing.isEmpty, reading.ignored.isEmpty,
                let intent = TodoIntent(rawValue: reading.intent), !(swallowedByTitle && intent == .addTodo)
            else { return false }
            return !reading.slots.values.contains { value in
                switch value {
                case .entity(let spoken, let resolution):
                    if case .notFound = resolution { return true }
                    return engine.answers.isPronoun(spoken, language)
                default: return false
                }
            }
        }
        var found: ParseResult?
        // NB: a set is read by the matcher alone first; with every rewrite of `parse` (a dozen readings)
        // only for the first few sets that did not read clearly so.
        var fullReadings = 0
        for set in sets.prefix(Self.maxTries) {
            let text = set.map { clauses[$0] }.joined(separator: joiner)
            var tried = read(text)
            // NB: a set that leaves out a clause said again is read by the matcher alone: its few full
            // readings are kept for the sets that need nothing more to be taken.
            let leavesRepeat = clauses.indices.contains { !set.contains($0) && !droppable[$0] }
            if !clear(tried), !leavesRepeat, fullReadings < Self.maxFullReadings {
                fullReadings += 1
                tried = parse(text, language: language, inTalk: false)
            }
            guard clear(tried), repeatsOnly(set, tried) else { continue }
            if japanese, tried.best.flatMap({ TodoIntent(rawValue: $0.intent) }) == .completeTodo,
                case .entity(_, .resolved(let candidate))? = tried.best?.slots["todo"],
                clauses.indices.contains(where: { !set.contains($0) && Self.reportsAnotherDoing(clauses[$0], than: candidate.title) })
            {
                continue
            }
            found = tried
            break
        }
        return found
    }

    /// First words of an English reason said without a comma.
    static let reasonStarts = ["because ", "so it ", "so i ", "so that ", "so we ", "so they "]

    /// Endings that set up a Japanese topic with a copula, longest first.
    static let topicCopulas = [
        "の件なんですけれども", "の件なんですけど", "の件なんですが", "の件ですけれども", "の件ですが", "なんですけれども", "なんですけども",
        "なんですけど", "なんですが", "なんだけど", "ですけれども", "ですけど", "ですが",
    ]

    /// Endings of a Japanese clause of reasons or circumstances (「〜でして」「〜ので」「〜まして」).
    /// Japanese requests said as a question (「戻しておいてくれる？」「消していただけますか？」): asked of
    /// the app, not whether something was done (「ゴミ出してくれた？」).
    static let requestQuestions = [
        "てくれる", "でくれる", "てくれない", "でくれない", "てくれますか", "でくれますか", "てもらえる", "でもらえる", "てもらえない",
        "でもらえない", "てもらえますか", "でもらえますか", "ていただける", "でいただける", "ていただけますか", "でいただけますか",
        "ていただけますでしょうか", "でいただけますでしょうか", "てもらっていい", "でもらっていい",
    ]

    /// True when the sentence asks something: a question mark, unless it is only the one that ends a
    /// Japanese request (`requestQuestions`).
    static func asks(_ input: String) -> Bool {
        guard input.contains("?") || input.contains("？") else { return false }
        var said = Substring(input.trimmingCharacters(in: .whitespaces))
        while let last = said.last, "?？".contains(last) { said = said.dropLast() }
        if said.contains("?") || said.contains("？") { return true }
        return !requestQuestions.contains(where: { said.hasSuffix($0) })
    }

    static let japaneseThanks: Set<String> = [
        "あざす", "あざっす", "あざーす", "あざまる", "ありがとう", "ありがと", "ありがとね", "ありがとうございます", "サンキュー", "さんきゅ",
        "どうも", "助かる", "助かります", "感謝", "多謝",
    ]

    /// Words that make a clause talk about the speaker or the moment, not an item.
    static let talkWords: Set<String> = [
        "i", "i'm", "im", "i've", "i'd", "i'll", "me", "my", "we", "we're", "our", "us", "you", "your", "he", "she", "they", "his",
        "her", "their", "it", "it's", "its", "this", "that", "that's", "because", "so", "honestly", "like", "right", "okay", "ok",
        "um", "uh", "well", "anyway", "yeah", "actually", "basically", "apparently", "still", "look", "listen", "super",
        "haha", "lol", "man", "dude", "seriously", "literally", "anyways", "whatever",
    ]

    /// Words that take back what a clause said: a clause read alone without them would act.
    static let takingBackWords = ["never mind", "nevermind", "leave it", "don't", "do not", "not ", "no wait", "wait", "scratch that", "actually no", "やっぱ", "やめ", "いいや", "じゃなくて", "ないで", "違"]

    static func takesBack(_ text: String, language: Language) -> Bool {
        let lowered = text.lowercased()
        return takingBackWords.contains { lowered.contains($0) }
    }

    /// Japanese: a reason (「なまら大事だから」「もう使わないから」), or a short report (「取れました」). English:
    /// a clause with a word of `talkWords`.
    static func isTalk(_ clause: String, language: Language) -> Bool {
        if language.wordSeparator.isEmpty {
            if JapaneseClauseEndings.talk.contains(where: clause.hasSuffix) { return true }
            // Thanks said after the command (「経費精算 出した あざす」).
            if japaneseThanks.contains(clause.trimmingCharacters(in: CharacterSet(charactersIn: "ー〜～!！。"))) { return true }
            // A short report that it went well (「取れました」「できたよ」), not a denial (「やってない」).
            return clause.count <= 8 && ["ました", "た", "たよ", "たね", "だ", "です", "ですよ"].contains(where: clause.hasSuffix)
                && !clause.contains("ない") && !clause.contains("なかった") && !clause.contains("ません")
        }
        let words = clause.lowercased().replacingOccurrences(of: "’", with: "'").split { !$0.isLetter && $0 != "'" }.map(String.init)
        return words.contains(where: talkWords.contains)
    }

    /// Reports that say only that a thing went well, whatever was done (「終わった」「できたよ」「予約取れた」),
    /// in kanji and in kana.
    static let japaneseGenericReports: [String] = ["終わ", "済", "完了", "出来", "片付", "取れ", "終え"]
    static let japaneseGenericKanaReports: [String] = ["おわ", "すん", "でき", "やっ", "やり", "かたづ", "とれ", "した", "しました"]

    /// True when a short Japanese report left out of a reading that completes a todo says a doing
    /// the todo does not (「請求書、受け取った。完了にしとけ」 read as 「請求書、完了にしとけ」 found
    /// 請求書を送る: receiving is no sending): a report in kanji none of which is in the title, or in
    /// kana that is no generic one. A reason (「〜から」), a denial (「いらんかった」) or thanks is never such
    /// a report.
    static func reportsAnotherDoing(_ clause: String, than title: String) -> Bool {
        let said = clause.trimmingCharacters(in: CharacterSet(charactersIn: " 　!！。…"))
        guard said.count <= 8, ["ました", "た", "たよ", "たね", "だ", "だよ", "ですよ"].contains(where: said.hasSuffix),
            !JapaneseClauseEndings.talk.contains(where: said.hasSuffix), !japaneseGenericReports.contains(where: said.contains),
            !["ない", "なかった", "ません", "んかった", "らん", "ず"].contains(where: said.contains)
        else { return false }
        let kanji = said.unicodeScalars.filter(\.isKanji)
        if kanji.isEmpty { return !japaneseGenericKanaReports.contains(where: said.contains) }
        return !kanji.contains { title.unicodeScalars.contains($0) }
    }

    /// Words of surprise said alone between two pauses.
    static let japaneseInterjections: Set<String> = ["あ", "あっ", "ああ", "あー", "おっと", "やば", "やばっ", "やべ", "うわ", "うわっ", "わっ", "げ", "えっ", "おっ", "てっ"]
    /// What is said to oneself or to someone else while busy, whole.
    static let japaneseBusyTalk: Set<String> = ["ちょっと待って", "ちょっと待ってね", "待って", "待ってね", "待ってて", "ちょっと待ってて", "えっと", "ええと", "どうしよう"]

    /// Praise said between a report and the request, as to a child (「お電話できたね、えらいね、済みにしておこうね」).
    static let japanesePraise: Set<String> = [
        "えらいね", "えらい", "偉いね", "すごいね", "すごい", "よくできたね", "よくできました", "がんばったね", "頑張ったね", "上手だね", "やったね",
        "いいね", "かっこいいね", "ばっちりだね", "ばっちり",
    ]

    /// True when clause `index` is an interjection before a short exclamation, or that exclamation:
    /// a verb or an adjective in its plain form (「焦げる」「混ぜなきゃ」「熱い」), at most seven characters,
    /// never a word of correction (違う) nor a report (a past: 「終わった」), or busy talk said whole.
    static func exclaimsAside(_ clauses: [String], at index: Int) -> Bool {
        let clause = clauses[index].trimmingCharacters(in: CharacterSet(charactersIn: "!！〜ー…"))
        if japaneseBusyTalk.contains(clause) || japanesePraise.contains(clause) { return true }
        func exclaimed(_ text: String) -> Bool {
            let text = text.trimmingCharacters(in: CharacterSet(charactersIn: "!！〜ー…"))
            guard (2...7).contains(text.count), !["違う", "ちがう", "違った", "間違い", "間違えた", "いや", "やっぱ", "やっぱり"].contains(where: text.hasPrefix)
            else { return false }
            return ["る", "う", "く", "す", "つ", "む", "ぶ", "ぐ", "い", "なきゃ", "ちゃう", "そう", "だ"].contains(where: text.hasSuffix)
                && !["ない", "た", "だった"].contains(where: text.hasSuffix)
        }
        if japaneseInterjections.contains(clause) { return index + 1 < clauses.count && exclaimed(clauses[index + 1]) }
        return index > 0 && japaneseInterjections.contains(clauses[index - 1]) && exclaimed(clause)
    }

    /// A clause short enough to name a thing said before what is done with it ("the bank",
    /// "so the meeting prep", 「車検の予約」): four words or fewer, twelve characters in Japanese.
    static func isShortClause(_ clause: String, language: Language) -> Bool {
        if language.wordSeparator.isEmpty { return clause.count <= 12 }
        let words = clause.lowercased().split(separator: " ").drop { leadingTalk.contains(String($0)) }
        return words.count <= 4
    }

    /// Words said before a topic that are no part of it ("and the car service thing", "okay so the kitchen").
    static let leadingTalk: Set<String> = ["and", "so", "okay", "ok", "oh", "right", "um", "uh", "well", "now", "then", "also", "like"]

    /// The clauses of a sentence: its pieces between commas and stops (English), or between
    /// 「、」「。」 (and spaces typed for pauses, `spacesAsPauses`) and after a reason's から/ので/けど
    /// ending a clause (Japanese).
    static func clauses(of text: String, language: Language) -> [String] {
        var pieces: [String] = []
        var current = ""
        let japanese = language.wordSeparator.isEmpty
        let characters = Array(japanese ? spacesAsPauses(text) : text)
        var index = 0
        func flush() {
            let piece = current.trimmingCharacters(in: .whitespaces)
            if !piece.isEmpty { pieces.append(piece) }
            current = ""
        }
        while index < characters.count {
            let character = characters[index]
            if japanese {
                if "、。！？!?,".contains(character) {
                    flush()
                } else {
                    current.append(character)
                    // NB: after kana only: 「明日から」「駅から」 are times and places, 「大事だから」 a reason.
                    for ending in ["から", "ので", "けど", "けん"] where current.hasSuffix(ending) {
                        let before = current.dropLast(ending.count).last
                        // NB: the end of a verb or an adjective (大事だ, 使わない, 買った), not a noun's kana (さくらさんから).
                        if let before, "だたいるうくすつぬむぶぐ".contains(before), index + 1 < characters.count,
                            !"、。".contains(characters[index + 1])
                        {
                            flush()
                        }
                    }
                }
            } else if ",;!?".contains(character) || (character == "." && (index + 1 == characters.count || characters[index + 1] == " ")) {
                flush()
            } else if character == " ", Self.reasonStarts.contains(where: { String(characters[(index + 1)...].prefix($0.count)).lowercased() == $0 }) {
                // A reason said without a comma begins a clause of its own ("rename it to X because that's
                // what it is", "star it so it stays in my face").
                flush()
            } else {
                current.append(character)
            }
            index += 1
        }
        flush()
        return pieces
    }
}
