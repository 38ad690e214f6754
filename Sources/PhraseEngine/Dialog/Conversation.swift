import Basics
import EntityResolution
import Foundation
import SpeechText

/// A conversation: each user turn in, one `Turn` out. Asks exactly when it must (a missing
/// value, several fitting entities, a destructive action), reads the next turn as the answer,
/// and never loops: after two answers it cannot use, it lets the question go.
///
///     let conversation = Conversation(delegate: app)
///     conversation.respond(to: "delete milk")   // ask: Which one: 1. “Buy milk” or 2. “Milk the cow”?
///     conversation.respond(to: "the first one") // ask: Delete “Buy milk”? (confirm)
///     conversation.respond(to: "yes")           // done: Deleted “Buy milk”.
public final class Conversation {
    /// How many options a numbered question reads out at once.
    public static let pageSize = 3
    /// The first page offers only the candidates that fit about as well as the best (within
    /// this much); weaker ones wait for "more".
    static let firstPageMargin = 0.15

    /// The candidates read out on a page, and whether more follow.
    static func page(_ page: Int, of candidates: [Candidate]) -> (shown: ArraySlice<Candidate>, hasMore: Bool) {
        let best = candidates.first?.score ?? 0
        let lead = max(1, candidates.prefix(pageSize).filter { best - $0.score <= firstPageMargin }.count)
        let start = min(candidates.count, page == 0 ? 0 : lead + (page - 1) * pageSize)
        let end = min(candidates.count, page == 0 ? lead : start + pageSize)
        return (candidates[start..<end], end < candidates.count)
    }
    /// Unusable answers to one question before the conversation lets it go.
    public static let maxStrikes = 2
    /// A parse this good, with nothing missing, is a new command even while a question is open.
    static let newCommandScore = 0.8
    /// How well an answer must fit an entity that was not read out to pick it.
    static let unheardNameScore = 0.72

    private let delegate: ConversationDelegate
    /// The small words of answers (yes, no, "the second one", 「それ」), from the grammars.
    private let answers: AnswerLexicon
    /// The language every turn is read and answered in; nil: each turn's own (detected). A
    /// server sets it per turn from the language its client says the user speaks.
    public var forcedLanguage: Language?
    private var pending: Pending?
    /// The last entity spoken of, per parameter name, for "it" / 「それ」.
    private var context: [String: EntityReference] = [:]
    /// The entities the last listing showed, by parameter, while no single one is "it".
    private var shown: [String: [EntityReference]] = [:]

    public init(delegate: ConversationDelegate, answers: AnswerLexicon, language: Language? = nil) {
        self.delegate = delegate
        self.answers = answers
        self.forcedLanguage = language
    }

    /// True while a question waits for its answer.
    public var hasOpenQuestion: Bool { pending != nil }

    // MARK: - State

    private enum Question {
        case value(parameter: String, text: String)
        case choice(parameter: String, text: String, options: [Choice])
        case pick(parameter: String, spoken: String, candidates: [Candidate], page: Int, notFound: Bool)
        case confirm(text: String, purpose: ConfirmPurpose)
    }

    private enum ConfirmPurpose {
        case perform
        case create(Action, parameter: String)
    }

    private struct Pending {
        var work: Work
        var question: Question
        var strikes = 0
    }

    /// An action on its way: values gathered, entity slots still to resolve, confirmation state.
    private struct Work {
        var action: Action
        var unresolved: [(parameter: String, spoken: String, resolution: Resolution)] = []
    }

    // MARK: - Turns

    /// Handles one user turn; nil for an empty or non-speech turn (an open question stays open).
    public func respond(to text: String) -> Turn? {
        respond(to: [Hypothesis(text: text)])
    }

    /// Handles one turn given as recognizer hypotheses: the one that reads best, weighted by
    /// the recognizer's confidence, wins.
    public func respond(to hypotheses: [Hypothesis]) -> Turn? {
        turnParses.removeAll()
        let usable = hypotheses.filter { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        guard !usable.isEmpty else { return nil }
        if usable.count == 1 { return handle(usable[0].text) }
        var best: (text: String, weight: Double)?
        for hypothesis in usable {
            let fit = self.fit(of: hypothesis.text)
            let weight = fit * (0.5 + 0.5 * max(0, min(1, hypothesis.confidence)))
            if best == nil || weight > best!.weight { best = (hypothesis.text, weight) }
        }
        return handle(best!.text)
    }

    /// Parses of this turn's texts: reading an answer, weighing hypotheses and starting a
    /// command all ask about the same words, and the store does not change in between.
    private var turnParses: [String: ParseResult] = [:]

    private func parse(_ text: String) -> ParseResult {
        if let known = turnParses[text] { return known }
        let result = delegate.parse(text, language: forcedLanguage ?? Language.detect(in: text))
        turnParses[text] = result
        return result
    }

    /// Ctrl-C at the prompt: lets an open question go.
    public func interrupt() -> Turn? {
        guard let pending else { return nil }
        self.pending = nil
        let strings = dialogStrings(pending.work.action.language)
        return Turn(input: "", language: pending.work.action.language, kind: .cancelled, intent: pending.work.action.intent, say: strings.cancelled)
    }

    /// How well a text reads in the current state, 0...1 (for choosing among hypotheses).
    private func fit(of text: String) -> Double {
        let language = languageOf(text)
        if let pending, answerEffect(text, language: language, pending: pending) != nil { return 1 }
        if answers.reading(text, language) == .cancel { return pending == nil ? 0.3 : 1 }
        return parse(text).best?.score ?? 0
    }

    private func languageOf(_ text: String) -> Language {
        forcedLanguage ?? Language.detect(in: text) ?? pending?.work.action.language ?? delegate.defaultLanguage
    }

    private func handle(_ text: String) -> Turn {
        let language = languageOf(text)
        let lexicon = answers
        if let pending {
            // The question's own reading comes first: "no" to a confirmation, "2" to a choice.
            if let effect = answerEffect(text, language: language, pending: pending) {
                return apply(effect, input: text, pending: pending)
            }
            if lexicon.reading(text, language) == .cancel {
                self.pending = nil
                return Turn(input: text, language: language, kind: .cancelled, intent: pending.work.action.intent, say: dialogStrings(pending.work.action.language).cancelled)
            }
            let parsed = parse(text)
            if let best = parsed.best, best.score >= Self.newCommandScore * 0.75 {
                self.pending = nil
                // "undo" while a question is open takes back the unfinished request, not an
                // earlier change: nothing has happened yet, so the question is simply let go.
                if delegate.isUndo(best.intent) {
                    return Turn(
                        input: text, language: language, kind: .cancelled, intent: pending.work.action.intent,
                        say: dialogStrings(pending.work.action.language).cancelled)
                }
                // The user is told the question was let go, so an answer meant for it is not lost silently.
                var turn = start(best, input: text, language: parsed.language)
                turn.say = parsed.language.join([dialogStrings(parsed.language).droppedQuestion(), turn.say])
                return turn
            }
            return strike(input: text, pending: pending)
        }
        if lexicon.reading(text, language) == .cancel {
            return Turn(input: text, language: language, kind: .cancelled, intent: nil, say: dialogStrings(language).nothingToCancel)
        }
        let parsed = parse(text)
        guard let best = parsed.best else {
            let strings = dialogStrings(parsed.language)
            // A stray "yes" after a question was let go: say there is nothing to answer.
            let reading = lexicon.reading(text, language)
            let say = reading == .yes || reading == .no ? strings.nothingToAnswer : strings.noMatch(text)
            return Turn(input: text, language: parsed.language, kind: .nomatch, intent: nil, say: say)
        }
        return start(best, input: text, language: parsed.language)
    }

    /// Starts a new command from a parse.
    private func start(_ interpretation: Interpretation, input: String, language: Language) -> Turn {
        var work = Work(action: Action(intent: interpretation.intent, language: language))
        for (parameter, value) in interpretation.slots.sorted(by: { $0.key < $1.key }) {
            place(value, for: parameter, into: &work)
        }
        return advance(work, input: input)
    }

    /// Puts a slot value into the work: entities wait for resolution, the rest go straight in.
    private func place(_ value: SlotValue, for parameter: String, into work: inout Work) {
        work.unresolved.removeAll { $0.parameter == parameter }
        switch value {
        case .text(let text): work.action.values[parameter] = .text(text)
        case .enumValue(let raw):
            switch raw {
            case "true": work.action.values[parameter] = .flag(true)
            case "false": work.action.values[parameter] = .flag(false)
            default: work.action.values[parameter] = .enumValue(raw)
            }
        case .date(let date): work.action.values[parameter] = .date(date)
        case .duration(let minutes): work.action.values[parameter] = .duration(minutes)
        case .repeatRule(let rule): work.action.values[parameter] = .repeatRule(rule)
        case .texts(let texts): work.action.values[parameter] = .texts(texts)
        case .entity(let words, let resolution):
            work.action.values[parameter] = nil
            if answers.isPronoun(words, work.action.language) {
                // "it" is the last one spoken of, if it is still there; else ask which (never
                // a fuzzy match of the word "it" itself).
                if let known = context[parameter], stillExists(known, parameter: parameter, action: work.action) {
                    work.action.values[parameter] = .entity(EntityReference(id: known.id, title: known.title, spoken: words))
                } else {
                    work.unresolved.append((parameter, words, .notFound(nearest: [])))
                }
            } else {
                work.unresolved.append((parameter, words, resolution))
            }
        }
    }

    /// True while the app still has the entity (it may have been deleted since it was spoken of).
    private func stillExists(_ reference: EntityReference, parameter: String, action: Action) -> Bool {
        delegate.exists(reference, for: parameter, of: action)
    }

    /// Moves an action forward until it needs a question or can run.
    private func advance(_ start: Work, input: String) -> Turn {
        var work = start
        let language = work.action.language
        let strings = dialogStrings(language)
        // 1. Entities: one fits, several fit (pick), or none does (did you mean / create / fail).
        while let next = work.unresolved.first {
            switch next.resolution {
            case .resolved(let candidate):
                work.unresolved.removeFirst()
                work.action.values[next.parameter] = .entity(EntityReference(id: candidate.id, title: candidate.title, spoken: next.spoken))
            case .ambiguous(let close):
                let pool = mergedCandidates(close, delegate.candidates(for: next.parameter, of: work.action, spoken: next.spoken))
                return ask(.pick(parameter: next.parameter, spoken: next.spoken, candidates: pool, page: 0, notFound: false), work: work, input: input)
            case .notFound(let nearest):
                if answers.isPronoun(next.spoken, language) {
                    // "complete it" right after a listing of several: which of those?
                    let listed = (shown[next.parameter] ?? []).filter { stillExists($0, parameter: next.parameter, action: work.action) }
                    if listed.count > 1 {
                        let candidates = listed.map { Candidate(id: $0.id, title: $0.title, score: 1, signals: [:]) }
                        return ask(
                            .pick(parameter: next.parameter, spoken: next.spoken, candidates: candidates, page: 0, notFound: false),
                            work: work, input: input)
                    }
                    // "complete it" with nothing spoken of yet: ask which.
                    work.unresolved.removeFirst()
                    let question = delegate.question(for: next.parameter, of: work.action)
                    // "it" was spoken of but is gone (deleted): say so before asking which.
                    let gone = context[next.parameter].map { strings.gone($0.title) }
                    return ask(
                        .value(parameter: next.parameter, text: question.isEmpty ? strings.whichOne(next.parameter) : question), work: work,
                        input: input, prefix: gone)
                }
                if !nearest.isEmpty {
                    return ask(.pick(parameter: next.parameter, spoken: next.spoken, candidates: nearest, page: 0, notFound: true), work: work, input: input)
                }
                switch delegate.unresolved(next.parameter, spoken: next.spoken, in: work.action) {
                case .offerToCreate(let prompt, let create):
                    return ask(.confirm(text: prompt, purpose: .create(create, parameter: next.parameter)), work: work, input: input)
                case .fail(let message):
                    pending = nil
                    return Turn(input: input, language: language, kind: .error, intent: work.action.intent, say: message)
                }
            }
        }
        // 2. Values still missing: ask for them, with choices where the app offers some.
        if let parameter = delegate.parametersToAsk(work.action).first {
            let question = delegate.question(for: parameter, of: work.action)
            let options = delegate.choices(for: parameter, of: work.action)
            if options.isEmpty {
                return ask(.value(parameter: parameter, text: question), work: work, input: input)
            }
            return ask(.choice(parameter: parameter, text: question, options: options), work: work, input: input)
        }
        // 3. Confirmation for destructive and bulk actions.
        if !work.action.isConfirmed, let prompt = delegate.confirmation(for: work.action) {
            return ask(.confirm(text: prompt, purpose: .perform), work: work, input: input)
        }
        // 4. Run it.
        pending = nil
        let outcome = delegate.perform(work.action)
        if outcome.isSuccess {
            for (parameter, value) in work.action.values {
                if case .entity(let reference) = value { context[parameter] = reference }
            }
            for (parameter, _) in context { shown[parameter] = nil }
            for parameter in outcome.forgets { context[parameter] = nil }
            for (parameter, reference) in outcome.subjects {
                context[parameter] = reference
                shown[parameter] = nil
            }
            for (parameter, references) in outcome.shown where context[parameter] == nil { shown[parameter] = references }
        }
        return Turn(
            input: input, language: language, kind: outcome.isSuccess ? .done : .error, intent: work.action.intent,
            say: outcome.say, result: outcome.result)
    }

    private func mergedCandidates(_ first: [Candidate], _ more: [Candidate]) -> [Candidate] {
        var seen = Set<Int64>()
        return (first + more).filter { seen.insert($0.id).inserted }
    }

    private func ask(_ question: Question, work: Work, input: String, strikes: Int = 0, prefix: String? = nil) -> Turn {
        pending = Pending(work: work, question: question, strikes: strikes)
        let language = work.action.language
        let strings = dialogStrings(language)
        var (kind, parameter, options, say) = describe(question, strings: strings)
        if let prefix { say = language.join([prefix, say]) }
        return Turn(
            input: input, language: language, kind: .ask, intent: work.action.intent, say: say,
            ask: Turn.Ask(kind: kind, parameter: parameter, options: options))
    }

    private func describe(_ question: Question, strings: any DialogStrings) -> (Turn.Ask.Kind, String, [String], String) {
        switch question {
        case .value(let parameter, let text):
            return (.value, parameter, [], text)
        case .choice(let parameter, let text, let options):
            let labels = options.map(\.label)
            return (.choice, parameter, labels, strings.choice(text, labels))
        case .pick(let parameter, let spoken, let candidates, let page, let notFound):
            let (slice, hasMore) = Self.page(page, of: candidates)
            let shown = slice.map(\.title)
            return (.choice, parameter, shown, strings.pick(shown, hasMore: hasMore, spoken: spoken, notFound: notFound))
        case .confirm(let text, let purpose):
            if case .create(_, let parameter) = purpose { return (.confirm, parameter, [], text) }
            return (.confirm, "confirm", [], text)
        }
    }

    // MARK: - Answers

    /// What an answer does to the open question, decided without side effects.
    private enum AnswerEffect {
        case set(parameter: String, value: ActionValue)
        case slot(parameter: String, value: SlotValue)
        case slots([String: SlotValue])
        case page(Int)
        case noMoreOptions
        case confirmed
        case create(Action, parameter: String)
        case cancel
    }

    private func answerEffect(_ text: String, language: Language, pending: Pending) -> AnswerEffect? {
        let reading = answers.reading(text, language)
        let action = pending.work.action
        switch pending.question {
        case .confirm(_, let purpose):
            switch reading {
            case .yes:
                if case .create(let create, let parameter) = purpose { return .create(create, parameter: parameter) }
                return .confirmed
            case .no, .cancel, .noneOfThese: return .cancel
            default: return nil
            }
        case .pick(let parameter, _, let candidates, let page, _):
            let shown = Array(Self.page(page, of: candidates).shown)
            switch reading {
            case .ordinal(let n):
                let index = n == -1 ? shown.count - 1 : n - 1
                guard shown.indices.contains(index) else { return nil }
                return .set(parameter: parameter, value: entity(shown[index], spoken: text))
            case .more:
                return Self.page(page, of: candidates).hasMore ? .page(page + 1) : .noMoreOptions
            case .noneOfThese, .no, .cancel:
                return .cancel
            case .yes where shown.count == 1:
                return .set(parameter: parameter, value: entity(shown[0], spoken: text))
            default:
                break
            }
            // A name or part of one: among the options read out, then among the other
            // candidates, then among all the app's entities. One the user has not heard must
            // fit well: a stray word ("foo") must not pick "Buy cat food" from an unread page.
            let pageIndex = EntityIndex(records: shown.map { EntityRecord(id: $0.id, title: $0.title) }, normalizer: Normalizer())
            if case .resolved(let candidate) = pageIndex.resolve(text, language: language) {
                return .set(parameter: parameter, value: entity(candidate, spoken: text))
            }
            let index = EntityIndex(records: candidates.map { EntityRecord(id: $0.id, title: $0.title) }, normalizer: Normalizer())
            switch index.resolve(text, language: language) {
            case .resolved(let candidate) where candidate.score >= Self.unheardNameScore || shown.contains { $0.id == candidate.id }:
                return .set(parameter: parameter, value: entity(candidate, spoken: text))
            case .ambiguous(let close):
                // Prefer one on the page being read out, when only one of the close ones is there.
                let onPage = close.filter { c in shown.contains { $0.id == c.id } }
                if onPage.count == 1 { return .set(parameter: parameter, value: entity(onPage[0], spoken: text)) }
                return nil
            default:
                break
            }
            // The full name of one not offered ("Email Sarah" when asked about calls).
            if reading == nil, case .entity(_, .resolved(let candidate))? = delegate.readValue(for: parameter, of: action, from: text),
                candidate.score >= Self.unheardNameScore
            {
                return .set(parameter: parameter, value: entity(candidate, spoken: text))
            }
            return nil
        case .choice(let parameter, _, let options):
            if case .ordinal(let n) = reading {
                let index = n == -1 ? options.count - 1 : n - 1
                if options.indices.contains(index) { return .set(parameter: parameter, value: options[index].value) }
            }
            let key = foldedKey(text, language: language)
            if let option = options.first(where: { option in
                ([option.label] + option.aliases).contains { foldedKey($0, language: language) == key }
            }) {
                return .set(parameter: parameter, value: option.value)
            }
            if let value = delegate.readValue(for: parameter, of: action, from: text) {
                return .slot(parameter: parameter, value: value)
            }
            return nil
        case .value(let parameter, _):
            if reading == .cancel || reading == .no { return .cancel }
            // An answer that is itself a complete command runs as one ("show my todos").
            let parsed = parse(text)
            if let best = parsed.best, best.score >= Self.newCommandScore, best.missing.isEmpty,
                best.intent != action.intent || best.slots[parameter] == nil
            {
                return nil
            }
            let values = delegate.readAnswer(for: parameter, of: action, from: text)
            guard let value = values[parameter] else { return nil }
            // A name that fits nothing, when the words read as a whole other command ("Which
            // todo?" — "add call the bank"): the command, not a search for a todo of that name.
            if case .entity(_, .notFound) = value, let best = parsed.best, best.missing.isEmpty,
                best.intent != action.intent, best.score >= Self.newCommandScore * 0.75
            {
                return nil
            }
            // "the second one" or "yes" when no options were read out names no todo: not a
            // fuzzy match of those words.
            if case .entity = value, reading != nil { return nil }
            // Other values said with it fill parameters not given yet, never ones already given.
            let extra = values.filter { $0.key != parameter && action.values[$0.key] == nil }
            return extra.isEmpty ? .slot(parameter: parameter, value: value) : .slots(values.filter { $0.key == parameter || extra[$0.key] != nil })
        }
    }

    private func entity(_ candidate: Candidate, spoken: String) -> ActionValue {
        .entity(EntityReference(id: candidate.id, title: candidate.title, spoken: spoken))
    }

    private func apply(_ effect: AnswerEffect, input: String, pending: Pending) -> Turn {
        var work = pending.work
        let strings = dialogStrings(work.action.language)
        switch effect {
        case .cancel:
            self.pending = nil
            return Turn(input: input, language: work.action.language, kind: .cancelled, intent: work.action.intent, say: strings.cancelled)
        case .page(let page):
            guard case .pick(let parameter, let spoken, let candidates, _, let notFound) = pending.question else { break }
            return ask(.pick(parameter: parameter, spoken: spoken, candidates: candidates, page: page, notFound: notFound), work: work, input: input)
        case .noMoreOptions:
            guard case .pick(let parameter, let spoken, let candidates, _, let notFound) = pending.question else { break }
            return ask(
                .pick(parameter: parameter, spoken: spoken, candidates: candidates, page: 0, notFound: notFound), work: work, input: input,
                strikes: pending.strikes, prefix: strings.noMoreOptions)
        case .confirmed:
            work.action.isConfirmed = true
        case .create(let create, let parameter):
            let outcome = delegate.perform(create)
            guard outcome.isSuccess else {
                self.pending = nil
                return Turn(input: input, language: work.action.language, kind: .error, intent: create.intent, say: outcome.say)
            }
            if let made = outcome.subjects[parameter] ?? outcome.subjects.values.first {
                work.unresolved.removeAll { $0.parameter == parameter }
                work.action.values[parameter] = .entity(made)
            }
        case .set(let parameter, let value):
            work.unresolved.removeAll { $0.parameter == parameter }
            work.action.values[parameter] = value
        case .slot(let parameter, let value):
            place(value, for: parameter, into: &work)
        case .slots(let values):
            for (parameter, value) in values.sorted(by: { $0.key < $1.key }) {
                place(value, for: parameter, into: &work)
            }
        }
        return advance(work, input: input)
    }

    /// An answer that fits neither the question nor as a command: ask again once, then let go.
    private func strike(input: String, pending: Pending) -> Turn {
        let strikes = pending.strikes + 1
        let language = pending.work.action.language
        let strings = dialogStrings(language)
        if strikes >= Self.maxStrikes {
            self.pending = nil
            return Turn(input: input, language: language, kind: .cancelled, intent: pending.work.action.intent, say: strings.leftItThere)
        }
        let (kind, _, _, text) = describe(pending.question, strings: strings)
        var turn = ask(pending.question, work: pending.work, input: input, strikes: strikes)
        turn.say = strings.retry(text, kind: kind)
        return turn
    }
}
