import Basics
import Foundation

/// One recognizer hypothesis for a user turn: what was heard, and how sure the recognizer was.
public struct Hypothesis: Sendable, Equatable {
    public var text: String
    /// 0...1; 1 when the recognizer gives no confidence.
    public var confidence: Double

    public init(text: String, confidence: Double = 1) {
        self.text = text
        self.confidence = confidence
    }
}

/// The shapes of speech-to-text output `listen` reads.
public enum SpeechInputFormat: String, Sendable, CaseIterable {
    /// One utterance per line (typed text, pocketsphinx's hypothesis lines).
    case plain
    /// Vosk results: `{"text": …}` finals, `{"partial": …}` ignored, `{"alternatives": [{"text", "confidence"}]}` n-best.
    case vosk
    /// whisper.cpp: `[00:00:00.000 --> 00:00:02.000]  text` or plain text; `[BLANK_AUDIO]`, `(music)` dropped.
    case whisper
}

/// Splits a stream of recognizer output into user turns, each a list of hypotheses (best first).
///
///     var reader = SpeechInputReader(format: .vosk)
///     reader.feed(#"{"partial": "comp"}"#)          // []  (partials are not turns)
///     reader.feed(#"{"text": "complete buy milk"}"#)  // [[complete buy milk 1.0]]
///     reader.feed(#"{"text": ""}"#)                   // []  (silence is no turn)
public struct SpeechInputReader: Sendable {
    public let format: SpeechInputFormat
    private var stream = JSONStreamReader()

    public init(format: SpeechInputFormat) {
        self.format = format
    }

    /// Reads one line of input and returns the turns it completes (zero or more).
    public mutating func feed(_ line: String) -> [[Hypothesis]] {
        switch format {
        case .plain:
            let text = Self.clean(line)
            return text.isEmpty ? [] : [[Hypothesis(text: text)]]
        case .whisper:
            let text = Self.whisperText(line)
            return text.isEmpty ? [] : [[Hypothesis(text: text)]]
        case .vosk:
            return feedVosk(line)
        }
    }

    /// Vosk prints one object per line (`--json`-style) or pretty-printed objects over several
    /// lines; a bare text line between objects is read as plain text, and text before an
    /// object's brace on its line (a log prefix) is dropped.
    private mutating func feedVosk(_ line: String) -> [[Hypothesis]] {
        var line = Substring(line)
        if !stream.isInsideValue, let brace = line.firstIndex(of: "{"), line[..<brace].contains(where: { !$0.isWhitespace }) {
            line = line[brace...]
        }
        var turns: [[Hypothesis]] = []
        for item in stream.feed(String(line)) {
            switch item {
            case .value(let value):
                if let turn = Self.voskTurn(value) { turns.append(turn) }
            case .text(let text):
                let cleaned = Self.clean(text)
                if !cleaned.isEmpty { turns.append([Hypothesis(text: cleaned)]) }
            case .malformed:
                continue
            }
        }
        return turns
    }

    private static func voskTurn(_ object: JSONValue) -> [Hypothesis]? {
        if object["partial"] != nil { return nil }
        if let alternatives = object["alternatives"]?.arrayValue {
            let hypotheses = alternatives.compactMap { entry -> Hypothesis? in
                let text = clean(entry["text"]?.stringValue ?? "")
                guard !text.isEmpty else { return nil }
                return Hypothesis(text: text, confidence: entry["confidence"]?.doubleValue ?? 1)
            }
            guard !hypotheses.isEmpty else { return nil }
            return normalizedConfidences(hypotheses)
        }
        let text = clean(object["text"]?.stringValue ?? "")
        return text.isEmpty ? nil : [Hypothesis(text: text)]
    }

    /// Vosk reports n-best confidences as summed acoustic scores (often in the hundreds): read
    /// them relative to the best (290 and 281 → 1.0 and 0.97), keeping the order, when they
    /// are out of 0...1. Close scores stay close, so the parse can still tip the balance.
    private static func normalizedConfidences(_ hypotheses: [Hypothesis]) -> [Hypothesis] {
        let sorted = hypotheses.sorted { $0.confidence > $1.confidence }
        guard let best = sorted.first?.confidence, sorted.contains(where: { $0.confidence > 1 || $0.confidence < 0 })
        else { return sorted }
        guard best > 0 else {
            // All at or below zero (log probabilities): the gap to the best, in e-folds.
            return sorted.map { Hypothesis(text: $0.text, confidence: exp(max(-20, $0.confidence - best))) }
        }
        return sorted.map { Hypothesis(text: $0.text, confidence: max(0, $0.confidence / best)) }
    }

    /// Drops whisper.cpp's timestamps and non-speech tags: `[00:00.000 --> 00:02.000]  hi (music)` → `hi`.
    /// `stream` output is read too: terminal escapes removed, only the last redraw of a line
    /// (after its last carriage return) kept, `### Transcription N START/END` markers dropped.
    static func whisperText(_ line: String) -> String {
        var visible = withoutEscapes(line)
        if let lastReturn = visible.lastIndex(where: { $0 == "\r" }) {
            // NB: "\r\n" is one Character in Swift; a trailing one still leaves the text before it.
            let after = String(visible[visible.index(after: lastReturn)...])
            visible = after.trimmingCharacters(in: .whitespaces).isEmpty ? String(visible[..<lastReturn]) : after
            if let previous = visible.lastIndex(where: { $0 == "\r" }) { visible = String(visible[visible.index(after: previous)...]) }
        }
        if visible.trimmingCharacters(in: .whitespaces).hasPrefix("###") { return "" }
        var text = Substring(visible)
        if let open = text.firstIndex(of: "["), let arrow = text.range(of: "-->"), let close = text.firstIndex(of: "]"),
            open < arrow.lowerBound, arrow.upperBound <= close,
            text[..<open].allSatisfy(\.isWhitespace)
        {
            text = text[text.index(after: close)...]
        }
        var kept = ""
        var closing: Character?
        for character in text {
            if let expected = closing {
                if character == expected { closing = nil }
                continue
            }
            switch character {
            case "[": closing = "]"
            case "(": closing = ")"
            case "（": closing = "）"
            case "*": closing = "*"
            case "♪", "♫": continue
            default: kept.append(character)
            }
        }
        return clean(kept)
    }

    /// Removes ANSI terminal escapes (`ESC [ … letter`), as whisper.cpp's `stream` prints them.
    static func withoutEscapes(_ text: String) -> String {
        guard text.contains("\u{1B}") else { return text }
        var result = ""
        var iterator = text.unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\u{1B}" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let next = iterator.next() else { break }
            guard next == "[" else { continue }
            while let code = iterator.next() {
                if (0x40...0x7E).contains(code.value) { break }
            }
        }
        return result
    }

    /// Trims white space and control characters; collapses inner runs of spaces.
    static func clean(_ text: String) -> String {
        let scalars = text.unicodeScalars.map { CharacterSet.controlCharacters.contains($0) ? " " : Character($0) }
        return String(scalars).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
