import Testing

@testable import SpeechText

@Suite struct SoundDistanceTests {
    @Test(arguments: [
        ("すのず", "すぬーず", 0.8),  // ぬ→の (same consonant), ー dropped
        ("お", "を", 0.1),  // the particle を is said お
        ("けして", "けっして", 0.3),  // っ dropped
        ("すむーず", "すぬーず", 0.5),  // two nasals
    ])
    func kanaDistances(_ heard: String, _ word: String, _ expected: Double) throws {
        let distance = try #require(SoundDistance.kana(heard, word))
        #expect(abs(distance - expected) < 1e-9)
    }

    @Test func aParticleCountsOnlyWhereWrittenInKana() throws {
        #expect(SoundDistance.kana("お", "を", spelled: [true]) == 0.1)
        #expect(SoundDistance.kana("お", "を", spelled: [false]) == 1)
    }

    @Test(arguments: [("NS", "SNS", 1.0), ("SM0", "SNS", 1.0), ("PSTFN", "PSTPN", 0.5)])
    func phoneticDistances(_ heard: String, _ key: String, _ expected: Double) throws {
        let distance = try #require(SoundDistance.phonetic(heard, key))
        #expect(abs(distance - expected) < 1e-9)
    }

    @Test func limitsCutTheComparisonShort() {
        #expect(SoundDistance.kana("かいもの", "すぬーず", limit: 0.8) == nil)
        #expect(SoundDistance.kana("abc", "すぬーず") == nil)  // not kana
    }

    /// Every prefix of the heard kana at once, as the matcher's Japanese sound-alike edges use it;
    /// the first sounds are said against each other, never dropped.
    @Test func prefixDistancesMatchOneByOneAndKeepTheFirstSound() throws {
        let coding = SoundDistance.Coding.kana
        let word = try #require(coding.codes("すぬーず"))
        let heard = try #require(coding.codes("すのずを"))
        var rows: [Double] = []
        let found = word.withUnsafeBufferPointer { w in
            heard.withUnsafeBufferPointer { h in coding.alphabet.prefixDistances(w, heard: h, limit: 1.05, distances: &rows) }
        }
        #expect(found)
        #expect(abs(rows[3] - 0.8) < 1e-9)  // すのず
        #expect(abs(rows[3] - (SoundDistance.kana("すのず", "すぬーず") ?? 9)) < 1e-9)
        // 「ぼしちゃった」 is no 「しちゃった」: the ぼ before the word is not dropped for free.
        let said = try #require(coding.codes("しちゃった"))
        let before = try #require(coding.codes("ぼしちゃった"))
        let near = said.withUnsafeBufferPointer { w in
            before.withUnsafeBufferPointer { h in coding.alphabet.prefixDistances(w, heard: h, limit: 1.05, distances: &rows) }
        }
        #expect(!near || rows[6] > 1.05)
    }
}
