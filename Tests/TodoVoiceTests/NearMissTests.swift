import Basics
import EntityResolution
import Foundation
import PhraseEngine
import Testing
import TodoKit
import TodoVoice

/// Sentences that name a todo the store does not have, next to one it does ("complete call
/// grandma" with "Call mom" stored), written blind (Corpus/blind/*-nearmiss.txt): no intent may
/// act on the todo the comment names. Asking, "did you mean", showing it (a question: "did I
/// return the library books?") or no match are all safe.
@Suite struct NearMissTests {
    @Test(arguments: [
        ("blind-en-nearmiss.txt", "en"), ("blind-ja-nearmiss.txt", "ja"),
        ("blind-en-2-nearmiss.txt", "en"), ("blind-ja-2-nearmiss.txt", "ja"),
        ("blind-en-3-nearmiss.txt", "en"), ("blind-ja-3-nearmiss.txt", "ja"),
        ("blind-en-4-nearmiss.txt", "en"), ("blind-ja-4-nearmiss.txt", "ja"),
        ("blind-en-5-nearmiss.txt", "en"), ("blind-ja-5-nearmiss.txt", "ja"),
        ("blind-en-6-nearmiss.txt", "en"), ("blind-ja-6-nearmiss.txt", "ja"),
        ("blind-en-8-nearmiss.txt", "en"), ("blind-ja-8-nearmiss.txt", "ja"),
        ("blind-en-9-nearmiss.txt", "en"), ("blind-ja-9-nearmiss.txt", "ja"),
        ("blind-en-10-nearmiss.txt", "en"), ("blind-ja-10-nearmiss.txt", "ja"),
        ("blind-en-11-nearmiss.txt", "en"), ("blind-ja-11-nearmiss.txt", "ja"),
        ("blind-en-12-nearmiss.txt", "en"), ("blind-ja-12-nearmiss.txt", "ja"),
        ("blind-en-13-nearmiss.txt", "en"), ("blind-ja-13-nearmiss.txt", "ja"),
        ("blind-en-14-nearmiss.txt", "en"), ("blind-ja-14-nearmiss.txt", "ja"),
        ("blind-en-15-nearmiss.txt", "en"), ("blind-ja-15-nearmiss.txt", "ja"),
        ("blind-en-16-nearmiss.txt", "en"), ("blind-ja-16-nearmiss.txt", "ja"),
        ("blind-en-17-nearmiss.txt", "en"), ("blind-ja-17-nearmiss.txt", "ja"),
        ("blind-en-18-nearmiss.txt", "en"), ("blind-ja-18-nearmiss.txt", "ja"),
        ("blind-en-19-nearmiss.txt", "en"), ("blind-ja-19-nearmiss.txt", "ja"),
        ("blind-en-20-nearmiss.txt", "en"), ("blind-ja-20-nearmiss.txt", "ja"),
        ("blind-en-21-nearmiss.txt", "en"), ("blind-ja-21-nearmiss.txt", "ja"),
        ("blind-en-22-nearmiss.txt", "en"), ("blind-ja-22-nearmiss.txt", "ja"),
        ("blind-en-23-nearmiss.txt", "en"), ("blind-ja-23-nearmiss.txt", "ja"),
        ("blind-en-24-nearmiss.txt", "en"), ("blind-ja-24-nearmiss.txt", "ja"),
        ("blind-en-25-nearmiss.txt", "en"), ("blind-ja-25-nearmiss.txt", "ja"),
        ("blind-en-26-nearmiss.txt", "en"), ("blind-ja-26-nearmiss.txt", "ja"),
        ("blind-en-27-nearmiss.txt", "en"), ("blind-ja-27-nearmiss.txt", "ja"),
        ("blind-en-28-nearmiss.txt", "en"), ("blind-ja-28-nearmiss.txt", "ja"),
        ("blind-en-29-nearmiss.txt", "en"), ("blind-ja-29-nearmiss.txt", "ja"),
        ("blind-en-30-nearmiss.txt", "en"), ("blind-ja-30-nearmiss.txt", "ja"),
        ("blind-en-31-nearmiss.txt", "en"), ("blind-ja-31-nearmiss.txt", "ja"),
        ("blind-en-32-nearmiss.txt", "en"), ("blind-ja-32-nearmiss.txt", "ja"),
        ("blind-en-33-nearmiss.txt", "en"), ("blind-ja-33-nearmiss.txt", "ja"),
        ("blind-en-34-nearmiss.txt", "en"), ("blind-ja-34-nearmiss.txt", "ja"),
        ("blind-en-35-nearmiss.txt", "en"), ("blind-ja-35-nearmiss.txt", "ja"),
        ("blind-en-36-nearmiss.txt", "en"), ("blind-ja-36-nearmiss.txt", "ja"),
        ("blind-en-37-nearmiss.txt", "en"), ("blind-ja-37-nearmiss.txt", "ja"),
        ("blind-en-38-nearmiss.txt", "en"), ("blind-ja-38-nearmiss.txt", "ja"),
        ("blind-en-39-nearmiss.txt", "en"), ("blind-ja-39-nearmiss.txt", "ja"),
        ("blind-en-40-nearmiss.txt", "en"), ("blind-ja-40-nearmiss.txt", "ja"), ("blind-en-41-nearmiss.txt", "en"), ("blind-ja-41-nearmiss.txt", "ja"), ("blind-en-42-nearmiss.txt", "en"), ("blind-ja-42-nearmiss.txt", "ja"),
        ("blind-en-43-nearmiss.txt", "en"), ("blind-ja-43-nearmiss.txt", "ja"), ("blind-en-44-nearmiss.txt", "en"), ("blind-ja-44-nearmiss.txt", "ja"),
    ])
    func nothingActsOnTheTodoNotMeant(file: String, fixture: String) throws {
        let url = Repository.corpus.appendingPathComponent("blind").appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        let app = try Repository.app(fixture: fixture, now: "2026-11-30T09:00", language: Language(rawValue: fixture)!)
        var checked = 0
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let parts = line.split(separator: "#", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let sentence = parts[0].trimmingCharacters(in: .whitespaces)
            let comment = parts[1]
            let forbidden = comment.split(separator: "\"").dropFirst().first.map(String.init)
                ?? comment.split(separator: "「").dropFirst().first.map { String($0.prefix { $0 != "」" }) }
            guard let forbidden, !sentence.isEmpty else { continue }
            checked += 1
            let best = app.parse(sentence, language: nil).best
            // NB: showing the todo acts on nothing: "did I return the library books?" may open it.
            if let intent = best.flatMap({ TodoIntent(rawValue: $0.intent) }), intent.isReadOnly { continue }
            if case .entity(_, .resolved(let candidate))? = best?.slots["todo"] {
                #expect(candidate.title != forbidden, "“\(sentence)” → \(best?.intent ?? "") on “\(candidate.title)”")
            }
        }
        // NB: each file holds seven or more (set 39's Japanese file nine): fewer means a format the loop no longer reads.
        #expect(checked >= 7)
    }
}

/// A family word the tokenizer splits (ばあば: ば|あ|ば) still names that member: a change to
/// another member's todo is only offered (set 35's near miss).
@Suite struct KinSaidTests {
    @Test func theKinWordsOfASentenceAreFoundLongestFirst() {
        #expect(KinWords.heads(in: "ばあばの誕生日プレゼントを買う", language: .ja) == ["祖母"])
        #expect(KinWords.heads(in: "祖母に電話する", language: .ja) == ["祖母"])
        #expect(KinWords.heads(in: "パパとママに電話", language: .ja) == ["父", "母"])
        #expect(KinWords.heads(in: "牛乳を買う", language: .ja).isEmpty)
        #expect(KinWords.heads(in: "call mom", language: .en).isEmpty)
    }

    @Test func anotherMembersTodoIsOnlyOffered() throws {
        let app = try Repository.app(fixture: "ja", now: "2026-11-30T09:00", language: .ja)
        let other = app.parse("ばあばの誕生日プレゼントを買う、お気に入りにして", language: .ja).best
        if case .entity(_, .resolved(let candidate))? = other?.slots["todo"] { Issue.record("starred “\(candidate.title)”") }
        let same = app.parse("パパの誕生日プレゼントを買うを完了", language: .ja).best
        guard case .entity(_, .resolved(let candidate))? = same?.slots["todo"] else {
            Issue.record("パパ's todo not found")
            return
        }
        #expect(candidate.title == "父の誕生日プレゼントを買う")
    }
}

/// Found while reading set 34's learners: "make it undone" took "make it" for a name and reopened
/// Take out the trash by its sound. A command word and a pronoun name nothing.
@Suite struct PointerNameTests {
    @Test(arguments: ["make it undone", "make it not done", "reopen make it", "complete do that"])
    func aVerbAndAPronounFindNoTodo(sentence: String) throws {
        let app = try Repository.app(fixture: "en", now: "2026-11-30T09:00", language: .en)
        let best = app.parse(sentence, language: .en).best
        if case .entity(_, .resolved(let candidate))? = best?.slots["todo"] {
            Issue.record("“\(sentence)” → \(best?.intent ?? "") on “\(candidate.title)”")
        }
    }
}
