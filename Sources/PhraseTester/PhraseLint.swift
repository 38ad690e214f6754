import Basics
import EntityResolution
import Foundation
import PhraseEngine

/// Apple's published limits for App Shortcuts (sources and what could not be confirmed:
/// docs/PHRASES.md, "Rules and limits").
public enum AppShortcutLimits {
    /// App Shortcuts per app (WWDC22 "Implement App Shortcuts with App Intents").
    public static let shortcuts = 10
    /// Parameters per phrase besides `${applicationName}` (Apple Developer Forums, an Apple engineer).
    public static let parametersPerPhrase = 1
    /// Phrases per app and language, each parameter value counted as a phrase of its own. Not
    /// confirmed in Apple's documentation: the number third-party references give.
    public static let phrases = 1_000
}

extension PhraseApp {
    /// Every finding: Apple's rules, collisions between intents' phrases (sampled with fixture
    /// values) and confusable fixture names; in that order, each group in file order.
    ///
    ///     app.lint(engine: try app.engine(), entities: FixtureEntities(app.app), clock: Clock())
    public func lint(engine: PhraseEngine, entities: FixtureEntities, clock: Clock) -> [PhraseFinding] {
        rules() + collisions(engine: engine, entities: entities, clock: clock) + confusables(entities: entities)
    }

    // MARK: Apple's rules

    /// Findings of Apple's rules for phrases and of phrases that cannot be used, in file order.
    public func rules() -> [PhraseFinding] {
        var findings: [PhraseFinding] = []
        var seen: [Language: [String: ShortcutPhrase]] = [:]
        for phrase in phrases {
            func finding(_ kind: PhraseFinding.Kind, _ message: String) {
                findings.append(PhraseFinding(kind: kind, language: phrase.language, location: phrase.location, key: phrase.key, message: message))
            }
            if !phrase.namesApplication {
                finding(.missingApplicationName, "the phrase does not say ${applicationName}; Siri runs an App Shortcut only when its app is named")
            }
            let intent = phrase.intent.flatMap(app.intent(named:))
            if let name = phrase.intent, intent == nil {
                finding(.unknownIntent, "intent ‘\(name)’ is not declared in \(Self.descriptionFileName)")
            } else if phrase.intent == nil {
                finding(
                    .unknownIntent,
                    "no intent: name it in a comment (intent: Name) or list the key under the intent's \"phrases\" in \(Self.descriptionFileName)")
            }
            if let intent {
                for name in phrase.parameters {
                    guard let parameter = intent.parameter(named: name) else {
                        finding(.unknownParameter, "${\(name)} is not a parameter of \(intent.name)")
                        continue
                    }
                    if !parameter.type.isAllowedInPhrases {
                        finding(
                            .parameterType,
                            "${\(name)} is a \(parameter.type) parameter; a phrase may hold only AppEntity or AppEnum parameters (entity or enum)")
                    }
                }
            }
            if phrase.parameters.count > AppShortcutLimits.parametersPerPhrase {
                finding(
                    .tooManyParameters,
                    "\(phrase.parameters.count) parameters (\(phrase.parameters.map { "${\($0)}" }.joined(separator: ", "))); a phrase may hold at most \(AppShortcutLimits.parametersPerPhrase) besides ${applicationName}")
            }
            let folded = Self.fold(phrase.phrase)
            if let first = seen[phrase.language]?[folded] {
                let other = first.intent.map { $0 == phrase.intent ? "" : " of \($0)" } ?? ""
                finding(.duplicatePhrase, "the same phrase as \(first.location.file):\(first.location.line)\(other)")
            } else {
                seen[phrase.language, default: [:]][folded] = phrase
            }
        }
        let shortcuts = Array(Set(phrases.compactMap(\.intent))).sorted()
        if shortcuts.count > AppShortcutLimits.shortcuts {
            findings.append(
                PhraseFinding(
                    kind: .tooManyShortcuts, language: nil, location: nil, key: nil,
                    message: "phrases for \(shortcuts.count) intents (\(shortcuts.joined(separator: ", "))), so at least \(shortcuts.count) App Shortcuts; an app may have at most \(AppShortcutLimits.shortcuts)"))
        }
        for language in languages {
            let count = phraseCount(in: language)
            if count > AppShortcutLimits.phrases {
                findings.append(
                    PhraseFinding(
                        kind: .tooManyPhrases, language: language, location: nil, key: nil,
                        message: "\(count) phrases with every fixture and enum value filled in; the limit reported for an app is \(AppShortcutLimits.phrases) (a number not confirmed in Apple's documentation)"))
            }
        }
        return findings
    }

    /// The phrases of a language with every parameter value filled in: each phrase counts the
    /// product of its parameters' value counts (fixtures, enum cases).
    public func phraseCount(in language: Language) -> Int {
        phrases.filter { $0.language == language }.reduce(0) { total, phrase in
            let intent = phrase.intent.flatMap(app.intent(named:))
            let variants = phrase.parameters.reduce(1) { product, name in
                product * max(1, intent?.parameter(named: name).map { valueCount($0.type) } ?? 1)
            }
            return total + variants
        }
    }

    private func valueCount(_ type: AppDescription.ParameterType) -> Int {
        switch type {
        case .entity(let name): return app.entities[name]?.fixtures.count ?? 1
        case .enumeration(let name): return app.enums[name]?.cases.count ?? 1
        case .boolean: return 2
        default: return 1
        }
    }

    // MARK: Collisions

    /// At most this many sample sentences per phrase.
    public static let samplesPerPhrase = 24

    /// The sentences a phrase stands for with fixture values: `${applicationName}` the app's
    /// name, entity parameters each fixture's name in the phrase's language, enum parameters
    /// each case's first words, other parameters a plain value; at most `samplesPerPhrase`.
    ///
    ///     app.samples(of: phrase)   // ["Show Pancakes in Recipe Box", "Show Miso Soup in Recipe Box", …]
    public func samples(of phrase: ShortcutPhrase) -> [String] {
        let language = phrase.language
        let intent = phrase.intent.flatMap(app.intent(named:))
        var fillings: [[String: String]] = [[:]]
        for name in phrase.parameters {
            let values = intent?.parameter(named: name).map { sampleValues($0.type, language: language) } ?? ["${\(name)}"]
            var next: [[String: String]] = []
            for filling in fillings {
                for value in values {
                    var extended = filling
                    extended[name] = value
                    next.append(extended)
                }
            }
            fillings = Array(next.prefix(Self.samplesPerPhrase))
        }
        let applicationName = app.applicationName(in: language)
        var seen: Set<String> = []
        return fillings.map { phrase.filled(applicationName: applicationName, values: $0) }.filter { seen.insert($0).inserted }
    }

    private func sampleValues(_ type: AppDescription.ParameterType, language: Language) -> [String] {
        let english = language == .en
        switch type {
        case .entity(let name): return (app.entities[name]?.fixtures ?? []).map { $0.spoken(in: language) }
        case .enumeration(let name): return (app.enums[name]?.cases ?? []).compactMap { $0.phrases(in: language).first }
        case .string: return [english ? "something new" : "新しいこと"]
        case .integer: return ["3"]
        case .date: return [english ? "tomorrow" : "明日"]
        case .duration: return [english ? "ten minutes" : "10分"]
        case .boolean: return english ? ["yes", "no"] : ["はい", "いいえ"]
        }
    }

    /// Sample sentences of one intent's phrase that another intent's phrase claims: taken by it,
    /// or matched by it as well as by the phrase's own intent. One finding per pair of phrases.
    public func collisions(engine: PhraseEngine, entities: FixtureEntities, clock: Clock) -> [PhraseFinding] {
        var findings: [PhraseFinding] = []
        var reported: Set<String> = []
        for phrase in usablePhrases {
            let own = phrase.intent!
            var unmatched = false
            for sample in samples(of: phrase) {
                let result = engine.parse(sample, language: phrase.language, clock: clock, entities: entities)
                guard let best = result.best else {
                    if !unmatched {
                        unmatched = true
                        findings.append(
                            PhraseFinding(
                                kind: .unmatchedSample, language: phrase.language, location: phrase.location, key: phrase.key,
                                message: "its sample ‘\(sample)’ is understood as nothing"))
                    }
                    continue
                }
                var claimants: [Interpretation] = []
                if best.intent != own {
                    claimants = [best]
                } else {
                    claimants = result.alternatives.filter { $0.intent != own && $0.score >= best.score - 1e-9 }
                }
                for claimant in claimants {
                    let other = self.phrase(language: phrase.language, intent: claimant.intent, template: claimant.template)
                    let otherPlace = other.map { "‘\($0.phrase)’ (\($0.location.file):\($0.location.line))" } ?? "‘\(claimant.template)’"
                    let pair = [phrase.location.description, other?.location.description ?? claimant.template].sorted()
                    guard reported.insert(phrase.language.rawValue + pair.joined(separator: "|")).inserted else { continue }
                    let how = best.intent == own ? "is claimed as well by" : "goes to"
                    findings.append(
                        PhraseFinding(
                            kind: .collision, language: phrase.language, location: phrase.location, key: phrase.key,
                            message: "its sample ‘\(sample)’ (\(own)) \(how) \(claimant.intent) \(otherPlace)"))
                }
            }
        }
        return findings
    }

    // MARK: Confusable fixtures

    /// Pairs of fixture records of one entity type whose names resolve to each other: each name
    /// of each record is ranked against the type's other records alone, and a name that is
    /// resolved (or found ambiguous) there would act on another record after a slip of the tongue
    /// or the recognizer. One finding per pair, with the highest score.
    public func confusables(entities: FixtureEntities) -> [PhraseFinding] {
        let descriptionURL = folder.appendingPathComponent(Self.descriptionFileName)
        let lines = ((try? Self.read(descriptionURL)) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func location(of name: String) -> SourceLocation {
            let quoted = "\"\(name)\""
            let line = lines.firstIndex { $0.contains(quoted) } ?? 0
            return SourceLocation(file: Self.display(descriptionURL), line: line + 1, column: 1)
        }
        var findings: [PhraseFinding] = []
        for typeName in app.entities.keys.sorted() {
            let fixtures = entities.fixtures(ofType: typeName)
            var pairs: [Set<Int>: (name: String, target: String, score: Double, language: Language)] = [:]
            var order: [Set<Int>] = []
            for (position, fixture) in fixtures.enumerated() {
                for name in fixture.allNames {
                    let language = AppDescription.script(of: name)
                    let others = entities.ranking(type: typeName, spoken: name, language: language, excluding: [position])
                    let taken: [Candidate]
                    switch EntityIndex.decide(Array(others.prefix(10))) {
                    case .resolved(let candidate): taken = [candidate]
                    case .ambiguous(let candidates): taken = candidates
                    case .notFound: taken = []
                    }
                    for candidate in taken {
                        let key: Set<Int> = [position, Int(candidate.id) - 1]
                        if let known = pairs[key], known.score >= candidate.score { continue }
                        if pairs[key] == nil { order.append(key) }
                        pairs[key] = (name, candidate.title, candidate.score, language)
                    }
                }
            }
            for key in order {
                guard let pair = pairs[key] else { continue }
                findings.append(
                    PhraseFinding(
                        kind: .confusableEntities, language: pair.language, location: location(of: pair.name), key: nil,
                        message: "\(typeName) ‘\(pair.name)’ resolves to ‘\(pair.target)’ when said among the other records (score "
                            + String(format: "%.2f", pair.score) + "): one misheard name acts on the other"))
            }
        }
        return findings
    }
}
