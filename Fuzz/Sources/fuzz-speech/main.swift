import Basics
import FuzzSupport
import PhraseEngine

// The speech-to-text input readers (SpeechInputReader: plain, Vosk, whisper.cpp): the input's
// lines fed one by one to the format the first byte picks. Every turn has a hypothesis with
// text and confidences in 0...1.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpeech(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let (pick, rest) = Fuzz.choice(Fuzz.bytes(start, count), among: SpeechInputFormat.allCases.count)
    var reader = SpeechInputReader(format: SpeechInputFormat.allCases[pick])
    for line in Fuzz.text(rest).split(separator: "\n", omittingEmptySubsequences: false) {
        for turn in reader.feed(String(line)) {
            guard !turn.isEmpty else { Fuzz.fail("an empty turn") }
            for hypothesis in turn {
                guard !hypothesis.text.isEmpty else { Fuzz.fail("an empty hypothesis") }
                guard (0...1).contains(hypothesis.confidence) else { Fuzz.fail("confidence \(hypothesis.confidence)") }
            }
        }
    }
    return 0
}

Fuzz.main(fuzzSpeech)
