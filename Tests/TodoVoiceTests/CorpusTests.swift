import Basics
import Foundation
import PhraseEngine
import Testing
import TodoVoice

/// The corpus in `Corpus/` (and the speech-recognizer transcripts under `Corpus/speech`)
/// must parse as written: at least 98% of each language.
@Suite struct CorpusTests {
    static let threshold = 0.98

    @Test func corpusPassesInEachLanguage() throws {
        let files = CorpusRunner.corpusFiles(at: CorpusRunner.defaultFolders(in: Repository.corpus))
        #expect(files.count >= 2)
        let report = try CorpusRunner(engine: Repository.engine, fixtures: Repository.fixtures).run(files)
        for failure in report.failures {
            print("\(failure.item.file):\(failure.item.line): \(failure.item.utterance)\n    \(failure.reasons.joined(separator: "\n    "))\n    got: \(failure.got)")
        }
        for language in Language.allCases {
            let tally = report.perLanguage[language] ?? CorpusRunner.Tally()
            #expect(tally.total >= 400, "\(language): only \(tally.total) utterances")
            #expect(tally.accuracy >= Self.threshold, "\(language): \(tally.passed)/\(tally.total) passed")
        }
    }

    @Test func aFailingLineIsReportedWithItsPlace() throws {
        let text = """
            @fixture en
            @now 2026-11-30T09:00
            complete by bread => CompleteTodo todo="Buy milk"
            """
        let cases = try CorpusFile.parse(text, file: "inline.corpus")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("inline.corpus")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let report = try CorpusRunner(engine: Repository.engine, fixtures: Repository.fixtures).run([file])
        #expect(cases.count == 1)
        #expect(report.overall.total == 1 && report.overall.passed == 0)
        #expect(report.failures.first?.item.line == 3)
        #expect(report.failures.first?.reasons.first?.contains("Buy bread") == true)
    }
}

/// Real speech-recognizer output (Corpus/speech: espeak-ng → pocketsphinx / Whisper) is far
/// noisier than typed text; it is held to floors just under today's pass rates so that the
/// tolerance for misheard words can only go up.
@Suite struct SpeechCorpusTests {
    @Test(arguments: [
        // 61/88: a list must fit its name (≥ 0.8) before a sentence acts on it, so the garbled
        // "rid of the groceries days" no longer deletes Groceries.
        // 70/88 after en-s13 (off-topic apps, "let's" heard for "list", "remainder").
        ("en-pocketsphinx-domainlm.corpus", 0.79),
        ("en-whisper.corpus", 0.64),  // 57/89 after en-s14; 56/89 after en-s13; 0.56: destructive intents ask "did you mean" under 0.7 ("complete by mail")
        ("en-pocketsphinx.corpus", 0.72),  // 16/22 after en-s13
        // Whisper base (multilingual), espeak-ng en-us and Open JTalk voices: 57/88 (64.8%) and
        // 74/111 (66.7%) when first measured, none acting on the wrong todo; 61/88 and 77/111
        // before sound-alike edges, 64/88 (72.7%) and 89/111 (80.2%) with them ("news" and
        // "post phone" for snooze and postpone, すのず/スムーズ for スヌーズ, お for を).
        // ja 100/111 (90.1%) on ja-s7 with the recognizer's renderings as grammar families: ToDo as
        // ツード/TOD, 期限切れ as 機元ギレ/機元議例, を消して as を決して/受けして, スヌーズ as スルーズ/すぬぬぬ,
        // 買う/払う at a name's end as 顔/腹 (the name is the rest), ヨージ for 用事, 左右線, 未関両.
        ("en-whisper-base.corpus", 0.72),
        ("ja-whisper-base.corpus", 0.9),
    ])
    func transcriptsKeepTheirFloor(file: String, floor: Double) throws {
        let url = Repository.corpus.appendingPathComponent("speech").appendingPathComponent(file)
        let report = try CorpusRunner(engine: Repository.engine, fixtures: Repository.fixtures).run([url])
        #expect(report.overall.total > 10)
        #expect(report.accuracy >= floor, "\(file): \(report.overall.passed)/\(report.overall.total)")
        #expect(report.wrongActions.isEmpty, "\(file): \(report.wrongActions.map { "\($0.item.line): \($0.item.utterance) → \($0.got)" })")
    }

    /// Dialog answers as the recognizer wrote them ("Nevermind.", 「2つ目」): each must read as
    /// the answer meant while a question is open (what `Conversation` reads first).
    /// 11/12 in each language when first measured: "console" (cancel) and 「キャンデセル」 are not read.
    @Test(arguments: [
        ("en-whisper-base.answers", 0.9),
        ("ja-whisper-base.answers", 0.9),
    ])
    func answersKeepTheirFloor(file: String, floor: Double) throws {
        let url = Repository.corpus.appendingPathComponent("speech").appendingPathComponent(file)
        let answers = try SpeechAnswer.read(url)
        #expect(answers.count >= 10)
        let misread = answers.filter { Repository.engine.answers.reading($0.transcript, $0.language) != $0.reading }
        let passed = answers.count - misread.count
        #expect(Double(passed) / Double(max(answers.count, 1)) >= floor,
                "\(file): \(passed)/\(answers.count); misread: \(misread.map { "\($0.line): \($0.transcript)" })")
    }
}

/// One line of a `Corpus/speech/*.answers` file: `Nevermind. => cancel  # said: never mind`,
/// under `@lang en`. Readings: yes, no, cancel, more, none, 1-5, last.
struct SpeechAnswer {
    var line: Int
    var transcript: String
    var reading: AnswerLexicon.Reading
    var language: Language

    struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    static func read(_ url: URL) throws -> [SpeechAnswer] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var language: Language?
        var answers: [SpeechAnswer] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("@lang ") {
                language = Language(rawValue: String(line.dropFirst(6)).trimmingCharacters(in: .whitespaces))
                continue
            }
            guard let arrow = line.range(of: "=>"), let language else {
                throw FormatError(description: "\(url.lastPathComponent):\(index + 1): expected '@lang' first, then 'transcript => reading'")
            }
            var expectation = String(line[arrow.upperBound...])
            if let comment = expectation.range(of: " #") { expectation = String(expectation[..<comment.lowerBound]) }
            let word = expectation.trimmingCharacters(in: .whitespaces)
            let reading: AnswerLexicon.Reading
            switch word {
            case "yes": reading = .yes
            case "no": reading = .no
            case "cancel": reading = .cancel
            case "more": reading = .more
            case "none": reading = .noneOfThese
            case "last": reading = .ordinal(-1)
            default:
                guard let number = Int(word), (1...5).contains(number) else {
                    throw FormatError(description: "\(url.lastPathComponent):\(index + 1): unknown reading '\(word)'")
                }
                reading = .ordinal(number)
            }
            answers.append(SpeechAnswer(
                line: index + 1, transcript: line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces),
                reading: reading, language: language))
        }
        return answers
    }
}

/// Sentences the grammar was not written against. `Corpus/outside` holds other people's
/// sentences (Home Assistant's todo templates, expanded by scripts/expand-home-assistant; SLURP's
/// commands about lists and reminders, and their Japanese in MASSIVE's manner);
/// `Corpus/blind` holds sets written blind, before any grammar change meant for them, and
/// kept out of the grammar's own corpus. Each is held to a floor, and none may show an intent
/// that completes or deletes acting on a todo or list that was not meant.
@Suite struct OutsideSetTests {
    @Test(arguments: [
        ("outside/home-assistant-en.corpus", 0.95),
        // Real people's commands about lists and reminders: SLURP's utterances (CC BY 4.0), and
        // the same kind translated into Japanese the way MASSIVE localized them. First try
        // (b98fa45): en 342/912 (37.5%, 6 wrong actions: "delete my grocery list" deleted the
        // todo "Grocery shopping"), ja 274/726 (37.7%, 2 wrong actions: この項目 read as こ).
        ("outside/slurp-en.corpus", 0.81),  // 739/912 after en-s16 (a day's list as the due, a pointer after the title, "i need to know" never adds, places and times around reminders); 721/912 after en-s15 (values before a reminder's title, places said with it, "I'm done cleaning", what is still to do); 716/912 after en-s13 (reminders set "and remind me <when>", reminders in a calendar, counts, lists named as apps); 693/912 after the eighth session (days said as lists); 688/912 after the seventh session; 679/912 after the sixth (values inside titles, list questions, needs, ShowLists/DeleteList forms)
        // massive-ja: 486/726 after the reminder, plain-list, ShowLists, list-first removal, CreateList and
        // DeleteList families; 598/726 (82.4%) on ja-s6 after lead times (5分前/3日前), reminders about a topic
        // (〜のこと/について), the reminder as the object (〜するリマインダー, が欲しい), 私のリスト as ShowLists,
        // unnamed-list views and counts, must-do questions, 新しい outside list names, due-date questions.
        // 606/726 (83.5%) after ja-s9 (〜といて endings, 〜てくれたら助かる, 今日の午後 as today, trash, 〜ことをリマインド).
        // 626/726 (86.2%) after ja-s13 (lead times as durations, the app named first, "when it's time",
        // pointing words ask for the title, running out of something, reminders set today as a question).
        ("outside/massive-ja.corpus", 0.874),  // 635/726 after ja-s16 and 明日 heading no compound; 634/726 after ja-s15 (what must be done, running out said alone, obligation endings as not done) and the katakana-word boundary; 628/726 after ja-s14
        // Blind sets: floors at their score when last measured (first try: en 68.7%, ja 66.0%).
        ("blind/blind-en-1.corpus", 0.98),  // 147/150 after en-s14; 144/150 (a reason after the command read away, clipped words, not done after all)
        ("blind/blind-ja-1.corpus", 0.986),  // 148/150 on ja-s7 (143 on japanese-outside, 133 before)
        // Second blind sets (first try at 2e101f6: en 114/150 = 76.0% with 1 wrong action, ja 109/150 = 72.7%).
        ("blind/blind-en-2.corpus", 0.973),  // 146/150 after the sixth session
        ("blind/blind-ja-2.corpus", 0.979),  // 147/150 on ja-s7 (142 on japanese-outside, 129 before; line 132's expectation corrected)
        // Third blind sets (first try at 2a17858's successor, before any change for them: en 94/150,
        // ja 100/150; 97/150 and 101/150 at 811ad6d; 142/150 and 128/150 on typed-outside-3).
        // 143 since a change takes no name with another verb in place of the title's
        // (StoreEntityResolver.replacesTheAction): "the trip to the bank" for "Go to the bank" is asked about.
        ("blind/blind-en-3.corpus", 0.96),  // 144/150 after en-s15; 143/150
        // 142 since a change read from a poor reading needs a clearly named todo (VoiceApp.unclearChange):
        // 「美容院のやつを家リストに移すしてください」 read as 美容院のや + つを家 no longer moves it.
        ("blind/blind-ja-3.corpus", 0.966),  // 145/150 on ja-s7 (143 on japanese-outside, 128 before)
        // Fourth blind sets, scored once untouched at 5a98e6c (no change was made for them):
        // en 116/120, ja 108/120, no wrong action; the floors are those first scores.
        ("blind/blind-en-4.corpus", 0.99),  // 119/120 ("remind me later about X", "snooze" alone, "i didnt actually …")
        ("blind/blind-ja-4.corpus", 0.974),  // 117/120 on ja-s8 (〜、やっぱりまだだった reopens); 116 on ja-s7 (やることに〜を追加, 、急ぎで after a list, これから期限が来る)
        // Fifth blind sets (other voices: a parent cooking, a learner, telegraphic, rambling,
        // recognizer output, casual and business Japanese), first try at 8ab292b: en 80/120,
        // ja 86/120, no wrong action counted (but three junk adds in English); floors at the
        // The near-miss lines found two completions of the wrong todo (母から電話, 牛乳こぼした),
        // fixed by the role contradiction and the sound-alike's first sound. Then their failures
        // were fixed family by family (outside-5, new sentences of our own): en 105, ja 108.
        ("blind/blind-en-5.corpus", 0.95),  // 114/120 after en-s15; 113/120 after en-s9  // 109/120 with "and also" items, clipped words and the sixth session
        ("blind/blind-ja-5.corpus", 0.916),  // 110/120 after ja-s14; 109/120 after ja-s9
        // Sixth blind sets (Alexa/Google habits, Siri shortcut phrasing with the app name, dates in
        // many forms, questions about state, changes of mind), first try at 8c5f37f: en 136/150,
        // ja 133/150 with one wrong action (「猫のエサってもう買った？」 completed the todo: now a question).
        ("blind/blind-en-6.corpus", 0.973),  // 146/150 after en-s14; 143/150 after en-s9; 140/150 before (corrections of the date or list, "what have I already finished")
        ("blind/blind-ja-6.corpus", 0.953),  // 143/150 after ja-s16; 142/150 after the katakana-word boundary; 140/150 with kana dates (136/150 on ja-s7: この先締め切りがあるもの)
        // Seventh blind sets (written 2026-12-02 without reading the grammar: terse, polite,
        // rambling, questions, facts, corrections, several items, repeats, chit-chat; Japanese in
        // plain, です/ます, casual and kansai speech, all-hiragana input, full-width digits), first
        // try with the grammar of 13d7402's parent: en 133/150 (88.7%), ja 126/150 (84.0%), no wrong action.
        ("blind/blind-en-7.corpus", 0.993),  // 149/150 after en-s15; 148/150 after its families (most urgent, snooze again, COUNT repeats, reasons after a comma)
        ("blind/blind-ja-7.corpus", 0.966),  // 145/150 after ja-s14; 142/150 on ja-s8 (kansai 〜たで/いらん, particles dropped, name after the request, 〜のだけ)
        // Eighth blind sets (written 2026-12-02 by a helper that opened nothing but the corpus
        // README, the contract, the fixtures and the seeds): first try at e77ac67 en 138/150
        // (92.0%), ja 130/150 (86.7%), no wrong action; unchanged by the en-s9/ja-s9 families,
        // which were found on other sets.
        ("blind/blind-en-8.corpus", 0.98),  // 147/150 after its families (en-s10: resolutions to self, letting go, "am I behind")
        ("blind/blind-ja-8.corpus", 0.973),  // 146/150 after its families (ja-s10, items as said, nightly times)
        // Ninth blind sets (written 2026-12-02 blind, half of them as speech transcripts: lower
        // case, no punctuation, numbers as words, the app's name first), first try at 684d3e6:
        // en 135/150 (90.0%), ja 126/150 (84.0%) with one wrong action (「請求書を送るを急ぎから外して」
        // deleted instead of taking the urgent mark off) and one near miss deleting 父の誕生日プレゼントを買う
        // for 「父の日のプレゼント」; both fixed. No change was made for the other lines.
        ("blind/blind-en-9.corpus", 0.98),  // 147/150 after en-s14; 145/150 after en-s11 (it's urgent after a title, starred/pending/all views, counts, taken care of, openers) and corrections without commas
        ("blind/blind-ja-9.corpus", 0.96),  // 145/150 after ja-s11 (bare app name, polite openers, 拝見, っけ questions, 不要 deletes) and 隔週の金曜 as BYDAY
        // Tenth blind sets (written 2026-12-05 blind; a third as speech transcripts), first try at
        // 53b0ea0: en 136/150 (90.7%), ja 134/150 (89.3%), no wrong action; two Japanese near misses
        // (homophones in other kanji: 廃車の予約 for 歯医者の予約, 吟行 for 銀行) are kept, as input
        // methods and recognizers write 祓う for 払う and 玉子 for 卵 (blind-ja-10-nearmiss.txt says why).
        ("blind/blind-en-10.corpus", 0.993),  // 149/150 after en-s14; 148/150 after en-s12, corrections without commas and plural items without commas
        ("blind/blind-ja-10.corpus", 0.98),  // 147/150 after ja-s14; 146/150: 隔週の金曜, corrections that say the whole thing again, ja-s12 (urgent between list and title, closings), kana dates
        // Eleventh blind sets (written 2026-12-05 blind by a helper that opened only the corpus README,
        // the contract, the fixtures and the seeds; about a tenth as speech transcripts), first try
        // at 12ed914: en 137/150 (91.3%), ja 136/150 (90.7%), no wrong action; the English near
        // misses found three changes of the wrong todo ("star approve expense report" starred
        // "Submit expense report"), fixed by StoreEntityResolver.replacesTheAction.
        ("blind/blind-en-11.corpus", 0.966),  // 145/150 after en-s15; 142/150 after en-s14 (title first then the request, bare done states, back from the bank); 137/150 first try
        ("blind/blind-ja-11.corpus", 0.96),  // 144/150 after ja-s15; 142/150 after ja-s14 (snooze a little, bulk done then check, booked as reported, done ahead with よ); 136/150 first try
        // Twelfth blind sets (written 2026-12-05 blind by a helper that opened only the corpus
        // README, the contract, the fixtures and the seeds), first try at 5d80e23: en 142/150
        // (94.7%), ja 137/150 (91.3%); by hand, two English and two Japanese lines took a wrong
        // action the runner does not count ("when do I have to call the plumber?" added it; 「仕事の
        // タスク全部終わらせといて」 added a todo), and three Japanese near misses changed another
        // todo (資源ゴミ for ゴミ, 母の for 父の, 年次 for 四半期). Fixed: words that make a request
        // a question never left unread by a change, and a Japanese word before a name (qualifiesName).
        ("blind/blind-en-12.corpus", 0.98),  // 147/150 after en-s16 (an opener before a done state, "when do I have to X" opens it, "whats do today"); 143/150 ("the most urgent thing on my list"); 142/150 first try
        // Thirteenth blind sets (written 2026-12-05 blind, weighted to questions, take-backs, katakana
        // after dates and corrections), first try at 7b34e9c: en 132/150 (88.0%), ja 129/150 (86.0%);
        // by hand six English and four Japanese lines took an action not wanted ("don't add that"
        // added "don't"; 「牛乳はもう買わなくていい」 added a todo) and two English near misses changed
        // another todo ("star email sarah's manager", "delete prepare for friday's meeting"): the
        // take-backs, the owner of another thing and another day's thing were fixed after it.
        ("blind/blind-en-13.corpus", 0.926),  // 139/150 after the eleventh session (beats kept by sound-alikes, a list said alone after "I mean"); 134/150
        ("blind/blind-ja-13.corpus", 0.94),  // 141/150 after ja-s17; 131/150
        // Fourteenth blind sets (written 2026-12-05 blind, weighted to speech-recognizer output,
        // terse and rambling commands, and sentences that must match nothing), first try at
        // 088a67f: en 119/150 (79.3%), ja 125/150 (83.3%), no wrong action by the runner.
        ("blind/blind-en-14.corpus", 0.94),  // 141/150 after en-s17 (wishes and asides around a request, feelings about chores, undo with its reason)
        ("blind/blind-ja-14.corpus", 0.913),  // 137/150 after ja-s17 (someone else's call, states described, casual openers)
        // Fifteenth blind sets (written 2026-12-05 blind: everyday variety from a parent, a student,
        // an older formal speaker, a learner, Kansai speech, fragments, car dictation), first try
        // at 9ceca1d after this session's changes: en 139/150 (92.7%), ja 123/150 (82.0%), no wrong
        // action by the runner and no near miss acted on.
        ("blind/blind-en-15.corpus", 0.946),  // 142/150 after h-en20; 139/150 first try
        ("blind/blind-ja-15.corpus", 0.853),  // 128/150 after h-ja20; 127/150 (a verb quoted with と, 「病院へ行くと登録して」); 123/150 first try
        // Sixteenth blind sets (written 2026-12-05 blind: dictation run-ons and restarts, learners,
        // questions of state, dates and repeats as said, loose list talk, undo, must-match-nothing),
        // first try at 83b2f40: en 89/150 (59.3%), ja 88/150 (58.7%), no wrong action by the runner;
        // two English near misses acted on (a word the title lacks; only the title's verb), fixed.
        ("blind/blind-en-16.corpus", 0.96),  // 144/150 after h-en20, restarts and the date readers
        ("blind/blind-ja-16.corpus", 0.893),  // 134/150 after h-ja20, restarts, 前日, dates said again with the rest of the command
        // Seventeenth blind sets (written 2026-12-05 blind, after this session's changes: speech
        // recognizer style, no punctuation, number words, homophones, many speakers), first try
        // at f18d502+: en 140/150 (93.3%), ja 138/150 (92.0%), no wrong action by the runner, no
        // near miss acted on.
        ("blind/blind-en-17.corpus", 0.933),  // 140/150 first try
        ("blind/blind-ja-17.corpus", 0.94),  // 141/150 (a list's name read with its 「を」, Whisper's sign-offs); 138/150 first try
        // Eighteenth blind sets (written 2026-12-05 blind: a polite grandparent, a terse student, a
        // parent interrupted), first try at 7a8d883: en 142/150, ja 142/150, no wrong action by the
        // runner, no near miss acted on.
        ("blind/blind-en-18.corpus", 0.99),  // 150/150 after h-en21 (endearments, closings, a due said as a clause, done said as a state)
        ("blind/blind-ja-18.corpus", 0.98),  // 148/150 after h-ja21 (asides, reasons after a delete, かしら questions, やっぱ undo, wish endings)
        // Nineteenth blind sets (written 2026-12-05 blind, after this session's changes: dictation
        // without punctuation, a learner's English, Japanese office and teenage speech), first try
        // at d1d6b02+: en 143/150 (95.3%), ja 141/150 (94.0%), no near miss acted on.
        ("blind/blind-en-19.corpus", 0.96),  // 145/150 (put back … as not done, for for hours)
        ("blind/blind-ja-19.corpus", 0.966),  // 146/150 (pauses written as spaces)
        // Twentieth blind sets (written 2026-12-05 blind: a cook at a smart speaker, a project manager's
        // long sentences with asides, a non-native speaker through Whisper, descriptions and questions;
        // Kansai-ben, customer-service keigo, Whisper kana, fragments and afterthoughts), first try at
        // 0673630: en 102/150 (68.0%), ja 99/150 (66.0%), no wrong action by the runner.
        ("blind/blind-en-20.corpus", 0.81),  // 122/150 (clauses before the command, asides, "the one about X", "can you tick that one off")
        ("blind/blind-ja-20.corpus", 0.81),  // 123/150 (fillers in a row, polite cushions, quotes, Kansai ん and ほかす, 「。」 inside, 〜あったっけ)
        // Twenty-first blind sets (written 2026-12-06 blind, after set 20's changes: a teenager's slang, a
        // nurse's 24-hour clock, British and Australian English, a driver's restarts; an elderly speaker,
        // hiragana only, business loan words, a car's terse commands), first try at e29c4e2+: en 110/150
        // (73.3%), ja 92/150 (61.3%), no wrong action by the runner; one near miss acted on ("tick off pay
        // rent on the storage unit"), fixed.
        ("blind/blind-en-21.corpus", 0.90),  // 136/150 (24-hour and British times, restarts, slang, bin/yeet)
        ("blind/blind-ja-21.corpus", 0.70),  // 106/150 (おくれ and くれんかのう, loan words, できたにして, 〜、クローズしといて)
        // Twenty-second blind sets (written 2026-12-06 blind, before any change of the fifteenth session: a
        // developer's jargon, a screen-reader user's questions, someone with ADHD self-correcting, a shop
        // keeper; a busy parent, Hakata and Tohoku speech, a child, business keigo), first try at 848ff58:
        // en 121/150 (80.7%), ja 97/150 (64.7%), no wrong action by the runner; one near miss acted on
        // (「さとみさんにメールするの、1時間後にして」 snoozed 「さくらさんにメールする」), fixed.
        ("blind/blind-en-22.corpus", 0.92),  // 140/150 (a reason or a fact after the command, a thing said done then pointed at)
        ("blind/blind-ja-22.corpus", 0.86),  // 132/150 (the topic set up first, Tohoku and Hakata words, 曜 in kana, family words)
        // Twenty-third blind sets (written 2026-12-06 blind, after set 22's changes: a retired person's formal
        // requests, a gamer's slang, a cook's afterthoughts, raw recognizer output; a student's slang, a
        // grandmother's 「ね」, raw recognizer output, a manager's terse orders), first try at 4697d84: en
        // 121/150 (80.7%), ja 114/150 (76.0%), no wrong action by the runner, no near miss acted on.
        ("blind/blind-en-23.corpus", 0.85),  // 129/150 (homophone hours, "kindly mark it as done", nuke, yeet a list)
        ("blind/blind-ja-23.corpus", 0.86),  // 131/150 (「ね」 after each phrase, 今の操作、取り消し, 作成)
        // Twenty-fourth blind sets (written 2026-12-06 blind, at ce1661c: a lawyer's deadlines, Indian
        // English, someone talking while walking, a teacher; Nagoya and Hiroshima speech, an engineer's
        // loan words, a couple's casual talk, customer-service keigo), first try: en 98/150 (65.3%), ja
        // 99/150 (66.0%), no wrong action by the runner; one near miss acted on (「すみれさんにメールしたよ」
        // completed 「さくらさんにメールする」), fixed.
        ("blind/blind-en-24.corpus", 0.78),  // 118/150 (hesitations set off by commas, statements after the command, Indian English, close of business)
        ("blind/blind-ja-24.corpus", 0.75),  // 114/150 (Nagoya and Hiroshima words read with every rewrite, a kana name one word, keigo requests)
        // Twenty-fifth blind sets (written 2026-12-06 blind, after set 24's first changes, at the working
        // tree of 37dab81 and its next grammar words: a nurse's 24-hour times, Irish and Scottish English, a
        // driver's clipped commands, someone unsure who asks; Kansai speech, a primary-school teacher,
        // kana-heavy recognizer output, an older man's curt orders), first try: en 92/150 (61.3%), ja
        // 98/150 (65.3%), no wrong action by the runner, no near miss acted on.
        ("blind/blind-en-25.corpus", 0.66),  // 100/150 (a question inside the sentence, "I'm after …", "rang", terse "lists", "how many on work")
        ("blind/blind-ja-25.corpus", 0.79),  // 119/150 (bare imperatives, a teacher's 〜ましょう, 済み read ずみ)
        // Twenty-sixth blind sets (written 2026-12-06 blind, at 1f4a230: a restaurant chef's short calls,
        // a retired man's old-fashioned courtesy, Australian and New Zealand English, a Spanish speaker
        // learning English; a high-school student, Hakata and Tohoku speakers, business Japanese, a
        // foreign learner of Japanese), first try: en 84/150 (56.0%), ja 97/150 (64.7%); one wrong action
        // by the runner ("is done the laundry?" completed Do the laundry), fixed.
        ("blind/blind-en-26.corpus", 0.72),  // 111/150 (yes-no questions, synonyms in names, polite and learners' English, "the day 15")
        ("blind/blind-ja-26.corpus", 0.74),  // 115/150 (business words, 「すみません、」, 「、と登録」, 「AじゃなくてB」, Tohoku and Hakata)
        // Twenty-seventh blind sets (written 2026-12-06 blind, after set 26's changes, scored untouched at the
        // working tree of cf4b0c3's successor: a student's texting slang, a speaker from the US South, a
        // project manager's jargon, someone dictating while cooking; a mother interrupted by small children,
        // a Kyoto speaker, an office worker's memo shorthand, a retired man's old-fashioned requests), first
        // try: en 94/150 (62.7%; the session's start read 94), ja 75/150 (50.0%; the start read 73); no
        // wrong action by the runner, no near miss acted on.
        ("blind/blind-en-27.corpus", 0.67),  // 104/150 (dashes as pauses, dropped g's, texting words, "punt", "table")
        ("blind/blind-ja-27.corpus", 0.61),  // 95/150 (interruptions set off by 、, 「、と」「、て」 quoting, Kyoto words, 〜くれたまえ)
        // Twenty-eighth blind sets (written 2026-12-06 blind, before any change of the eighteenth session, scored
        // untouched at da5dc28: an Indian English speaker, an eight-year-old, a gym-goer, a rambler and a few
        // command-line typists; a young woman's casual speech, a Hokkaido speaker, a software engineer's
        // katakana English, a nurse's clipped shift talk), first try: en 95/150 (63.3%, one wrong action:
        // "grep invoice" deleted Send the invoice, "grep" heard as "drop"), ja 99/150 (66.0%, two near misses
        // acted on: a rename's name cut short at 「会議」, and 「図書館で本借りる」 moving 図書館に本を返す).
        ("blind/blind-en-28.corpus", 0.80),  // 126/150 (a command inside talk, "kindly", "itself", "what all", ls/rm/mv/done/grep)
        ("blind/blind-ja-28.corpus", 0.80),  // 125/150 (topic, reason, request; dates and repeats set off by 、; katakana office words; Hokkaido)
        // Twenty-ninth blind sets (written 2026-12-06 blind, after set 28's first changes, scored untouched at
        // c52d5e8's successor: a Singaporean English speaker, a school teacher, a speaker with disfluencies, an
        // executive dictating; an Okinawan speaker, a young gamer's net slang, a caregiver, long run-on keigo
        // with the request buried), first try: en 111/150 (74.0%; the session's start read 108), ja 87/150
        // (58.0%; the start 85); no wrong action by the runner, no near miss acted on.
        ("blind/blind-en-29.corpus", 0.77),  // 119/150 (disfluencies: stutters, words said twice; Singapore's particles; ", urgent")
        ("blind/blind-ja-29.corpus", 0.60),  // 94/150 (a topic set up with なんですけれども, reasons in 〜でして, を期限に, 実は)
        // Thirtieth blind sets (written 2026-12-06 blind, before any change of the nineteenth session, scored
        // untouched at 7f6efcb: an Australian, a learner of English, a hurried phone typist, vague times; a
        // Tosa speaker, a phone typist with half-width katakana and emoji, relative times, a blunt husband
        // and his wife), first try: en 118/150 (78.7%), ja 91/150 (60.7%, one near miss acted on: 「ﾄｲﾚ掃除
        // 済✅」 completed トイレットペーパーを買う).
        ("blind/blind-en-30.corpus", 0.90),  // 139/150 (one line expects "new list: Xmas 🎄" to name "Xmas": a new name keeps its emoji) (chuck X on a list, texting words, learners' English, a week from friday)
        ("blind/blind-ja-30.corpus", 0.89),  // 139/150 (half-width katakana, emoji, spaces as pauses, Tosa, action nouns as verbs)
        // Thirty-first blind sets (written 2026-12-06 blind, after set 30's changes: a formal British gentleman, a
        // Nigerian English speaker, raw transcripts from a noisy car, a wedding planner; an Okayama and Sanuki
        // speaker, an office worker saying the app's words in English, a job-hunting student, a grandmother
        // dictating with long pauses), first try: en 107/150 (71.3%), ja 64/150 (42.7%), the same as the
        // session's start; no wrong action, no near miss acted on.
        ("blind/blind-en-31.corpus", 0.80),  // 126/150 (be so good as to, strike off, bring forward; abeg, tick am, I don buy)
        ("blind/blind-ja-31.corpus", 0.68),  // 108/150 (English words in Japanese, long pauses and restarts, Okayama and Sanuki)
        ("blind/blind-en-32.corpus", 0.82),  // 124/150 (roger, over, lekker, eish set off by commas; zero nine hundred hours; on the go)
        ("blind/blind-ja-32.corpus", 0.72),  // 109/150 (〜しなきゃ, 〜とかないと as requests; 「明日、野菜の発注」 memos; 〜もんで, 〜たで)
        ("blind/blind-en-33.corpus", 0.74),  // 112/150 (the plumber's not urgent; sorry, …; …, eh; apointment; fryday; cancel the X one)
        ("blind/blind-ja-33.corpus", 0.87),  // 131/150 (〜まっし, 〜られ, 〜てくいやい, 〜ばい; 「Xって…だっけ？ Y」; 「AをBに変えて」 renames)
        ("blind/blind-en-34.corpus", 0.84),  // 127/150 (p- pick up, the the the, "delete the, uh, delete …"; owt; "is there owt overdue" deletes nothing)
        ("blind/blind-ja-34.corpus", 0.87),  // 132/150 (〜てくれっけ, 〜っぺ, 〜ねえ; 〜させていただきたく存じます, 〜の方; 「Xへの電話」; a name after 〜ので、)
        ("blind/blind-en-35.corpus", 0.75),  // 113/150; first try 100/150 (po, pala, na; ma'am and sir; pakidelete, pa-remind)
        ("blind/blind-ja-35.corpus", 0.63),  // 96/150; first try 93/150 (a request, then words to a child after 「。」「…」)
        ("blind/blind-en-36.corpus", 0.77),  // 117/150; first try 85/150 (passive and wished-for requests: "the dentist thing should be moved to friday")
        ("blind/blind-ja-36.corpus", 0.72),  // 110/150; first try 94/150 (Hiroshima 〜しんさい/〜ときんさい/けぇ, a topic with a reason, digits before kana counters)
        ("blind/blind-en-37.corpus", 0.80),  // 122/150; 93/150 first try (a New Yorker, a blind user, Spanglish, a soft-spoken Whisper transcript)
        ("blind/blind-ja-37.corpus", 0.71),  // 107/150; 81/150 first try (Tsugaru, a junior-high LINE style, a roundabout polite man, a cook interrupted)
        ("blind/blind-en-38.corpus", 0.61),  // 92/150; 78/150 first try (Scottish English, a pilot's checklists, a polite elderly American, fast chat typing)
        ("blind/blind-ja-38.corpus", 0.71),  // 107/150; 98/150 first try (Osaka merchant, unpunctuated fast dictation, a grandfather's speech, English words inside Japanese)
        ("blind/blind-en-39.corpus", 0.59),  // 90/150; 89/150 first try (a Londoner, a Midwestern farmer, a Russian or Polish first language, a call-centre script)
        ("blind/blind-ja-39.corpus", 0.80),  // 122/150; 86/150 first try (Kobe and Banshu, a sports coach, a stammer as a recognizer writes it, a nursery teacher)
        ("blind/blind-en-40.corpus", 0.64),  // 98/150; 88/150 first try after set 39 (87 with the session's first build) (Pittsburgh, Hawaiian Pidgin, a QA tester, a radio DJ)
        ("blind/blind-ja-40.corpus", 0.85),  // 131/150; 113/150 first try after set 39 (113 with the session's first build) (Miyazaki, a taxi driver, a gyaru, a memo read aloud)
        ("blind/blind-en-41.corpus", 0.80),  // 126/150; 115/150 first try after set 40 (a Geordie, New Orleans Yat, Boston, a sailboat skipper's log)
        ("blind/blind-ja-41.corpus", 0.76),  // 122/150; 97/150 first try after set 40 (Izumo, Niigata, a site foreman, half-asleep mumbling)
        ("blind/blind-en-42.corpus", 0.88),  // 139/150; 133/150 first try after set 41 (133 with the session's first build) (Scouse, Kenyan English, a contractor, a Japanese first language)
        ("blind/blind-ja-42.corpus", 0.82),  // 130/150; 118/150 first try after set 41 (119 with the session's first build) (Yamaguchi, Fukui, a vegetable farmer, a mother driving)
        ("blind/blind-en-43.corpus", 0.96),  // 147/150; 127/150 first try after set 42 (Dublin, Newfoundland, an estate agent, corrections mid-command)
        ("blind/blind-ja-43.corpus", 0.89),  // 138/150; 122/150 first try after set 42 (Nagasaki and Saga, Iyo, a delivery driver, a recognizer's homophones)
        ("blind/blind-en-44.corpus", 0.85),  // 128/150; 118/150 first try after set 43, 2 wrong ("strike X": now no reading) (West Country, Ghanaian English, a stage manager, a runner's watch dictation)
        ("blind/blind-ja-44.corpus", 0.75),  // 113/150; 77/150 first try after set 43 (Koshu, a temple priest, the request said first, a recognizer's homophones)
        ("blind/blind-ja-12.corpus", 0.96),  // 144/150 after ja-s16 (snooze "behind", the most urgent one got done, a list shown whole); 140/150 (a list's todos all finished 「全部終わらせといて」, 「〜の、忘れないようにリマインドして」); 138/150 (a katakana word's first kana kept; a date said as a correction)
    ])
    func keepsItsFloorAndNeverActsOnTheWrongTodo(file: String, floor: Double) throws {
        let url = Repository.corpus.appendingPathComponent(file)
        let report = try CorpusRunner(engine: Repository.engine, fixtures: Repository.fixtures).run([url])
        #expect(report.overall.total >= 100)
        #expect(report.accuracy >= floor, "\(file): \(report.overall.passed)/\(report.overall.total)")
        #expect(report.wrongActions.isEmpty, "\(file): \(report.wrongActions.map { "\($0.item.line): \($0.item.utterance) → \($0.got)" })")
    }
}
