import Basics
import Foundation
import PhraseEngine
import TodoKit
import TodoVoice

/// `parse STORE LANG [FILE …]`: every utterance of the corpus files (and, with none, the
/// language's corpus), no-match chit-chat and long inputs, parsed one after another on one
/// thread against an existing store, as `intenttodo parse` reads them (entities from the
/// store's title index). Prints one `key=value` line per group for scripts/bench.
///
///     intenttodo-bench parse /tmp/en-100000.sqlite en
///     intenttodo-bench parse /tmp/en-100000.sqlite en Corpus/outside/home-assistant-en.corpus
func parseBenchmark(arguments: [String]) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    guard arguments.count >= 3, let language = Language(rawValue: arguments[2]) else {
        FileHandle.standardError.write(Data("usage: intenttodo-bench parse STORE en|ja [FILE …]\n".utf8))
        exit(2)
    }
    let storePath = arguments[1]
    let files = arguments.dropFirst(3).map { URL(fileURLWithPath: $0) }
    let cache = CacheFile.folder().map { GrammarCache(folder: $0, programIdentity: CacheFile.programIdentity) }
    let engine = try VoiceApp.loadEngine(grammars: root.appendingPathComponent("Grammars"), compilation: .lazy, cache: cache)
    let store = try TodoStore(path: storePath)
    let app = VoiceApp(store: store, clock: Clock(parsingNow: "2026-11-30T09:00")!, engine: engine, defaultLanguage: language)

    var groups: [(name: String, lines: [String])] = []
    let corpusFiles = files.isEmpty ? CorpusRunner.corpusFiles(at: [root.appendingPathComponent("Corpus/\(language.rawValue)")]) : files
    var corpus: [String] = []
    for file in corpusFiles {
        for item in try CorpusFile.parse(String(contentsOf: file, encoding: .utf8), file: file.path) { corpus.append(item.utterance) }
    }
    groups.append((files.isEmpty ? "corpus" : "file", corpus))
    if files.isEmpty {
        let (chitChat, joiner): ([String], String)
        switch language {
        case .en: (chitChat, joiner) = (englishChitChat, " and ")
        case .ja: (chitChat, joiner) = (japaneseChitChat, "、")
        }
        groups.append(("chitchat", chitChat))
        // Long inputs: a few sentences run together, as a recognizer that missed the pauses writes them.
        var long: [String] = []
        for start in stride(from: 0, to: min(corpus.count, 200), by: 10) {
            long.append(corpus[start..<min(corpus.count, start + 6)].joined(separator: joiner))
        }
        groups.append(("long", long))
    }

    _ = app.parse(corpus.first ?? "", language: language)  // opens the automaton and the index
    for (name, lines) in groups where !lines.isEmpty {
        var times: [Double] = []
        times.reserveCapacity(lines.count)
        let started = DispatchTime.now()
        for line in lines {
            let start = DispatchTime.now()
            _ = app.parse(line, language: language)
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6)
        }
        let total = seconds(started)
        if ProcessInfo.processInfo.environment["BENCH_SLOWEST"] != nil {
            for (time, line) in zip(times, lines).sorted(by: { $0.0 > $1.0 }).prefix(8) {
                FileHandle.standardError.write(Data(String(format: "%8.2f ms  %@\n", time, line).utf8))
            }
        }
        times.sort()
        func percentile(_ p: Double) -> Double { times[min(times.count - 1, Int((Double(times.count) * p).rounded(.up)) - 1)] }
        print(
            String(
                format: "group=%@ sentences=%d p50_ms=%.3f p99_ms=%.3f max_ms=%.3f mean_ms=%.3f per_second=%.0f", name, times.count,
                percentile(0.5), percentile(0.99), times.last!, times.reduce(0, +) / Double(times.count), Double(times.count) / total))
    }
}

let englishChitChat = [
    "what's the weather like tomorrow", "tell me a joke", "how are you doing today", "play some jazz", "turn off the lights",
    "who won the game last night", "set the thermostat to 21 degrees", "what time is it in tokyo", "thank you so much",
    "never mind", "I love you", "what's the capital of australia", "how tall is mount everest", "open the garage door",
    "remind me why I came into this room", "sing me a song", "good morning", "what can you do", "stop", "hmm let me think",
]

let japaneseChitChat = [
    "明日の天気は", "冗談を言って", "元気ですか", "ジャズをかけて", "電気を消して", "昨日の試合はどっちが勝った", "エアコンを21度にして",
    "東京は今何時", "ありがとう", "やっぱりいいや", "大好きだよ", "オーストラリアの首都はどこ", "富士山の高さは", "ガレージを開けて",
    "おはよう", "何ができるの", "止めて", "うーんちょっと待って", "歌を歌って", "今日は疲れた",
]
