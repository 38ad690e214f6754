import Foundation
import Testing

@testable import PhraseEngine

@Suite struct SpeechInputTests {
    @Test(arguments: [
        ("[00:00:00.000 --> 00:00:02.000]  Complete buy milk.", "Complete buy milk."),
        ("[00:00:02.000 --> 00:00:04.000]   [BLANK_AUDIO]", ""),
        (" (music)", ""),
        ("[ Silence ]", ""),
        ("*laughs* add bread ♪", "add bread"),
        ("plain words", "plain words"),
        ("\u{1B}[2K\rcomp\u{1B}[2K\rcomplete buy milk", "complete buy milk"),
        ("### Transcription 3 START", ""),
        ("[00:00:00.000 --> 00:00:01.000]  牛乳を買うを完了（拍手）", "牛乳を買うを完了"),
    ])
    func whisperLines(line: String, text: String) {
        var reader = SpeechInputReader(format: .whisper)
        let turns = reader.feed(line)
        #expect(turns.map { $0.map(\.text) } == (text.isEmpty ? [] : [[text]]))
    }

    @Test func voskPartialsAndSilenceAreNoTurns() {
        var reader = SpeechInputReader(format: .vosk)
        #expect(reader.feed(#"{"partial": "comp"}"#).isEmpty)
        #expect(reader.feed(#"{"text": ""}"#).isEmpty)
        #expect(reader.feed(#"{"text": "complete buy milk"}"#).map { $0.map(\.text) } == [["complete buy milk"]])
    }

    @Test func voskPrettyPrintedObjectsSpanLines() {
        var reader = SpeechInputReader(format: .vosk)
        #expect(reader.feed("{").isEmpty)
        #expect(reader.feed(#"  "text" : "undo {that}""#).isEmpty)
        #expect(reader.feed("}").map { $0.map(\.text) } == [["undo {that}"]])
    }

    @Test func voskAlternativesKeepOrderAndScaleConfidence() {
        var reader = SpeechInputReader(format: .vosk)
        let line = #"{"alternatives": [{"confidence": 312.5, "text": "really my head"}, {"confidence": 298.1, "text": "delete buy eggs"}]}"#
        let turn = reader.feed(line).first ?? []
        #expect(turn.map(\.text) == ["really my head", "delete buy eggs"])
        #expect(turn.allSatisfy { (0...1).contains($0.confidence) })
        #expect(turn[0].confidence > turn[1].confidence)
    }

    @Test func plainSkipsBlankLines() {
        var reader = SpeechInputReader(format: .plain)
        #expect(reader.feed("   ").isEmpty)
        #expect(reader.feed("  show   my todos ").map { $0.map(\.text) } == [["show my todos"]])
    }
}
