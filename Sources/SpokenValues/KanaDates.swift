/// Dates, times and durations written in hiragana, as a recognizer or a phone keyboard leaves
/// them (「きんようびまでに」「にじかん」「じゅうにがつとおか」「ごごさんじ」), rewritten in the
/// kanji the Japanese readers know (「金曜日までに」「二時間」「十二月十日」「午後三時」). Only
/// the words of dates are rewritten, and a number only before its counter (「に」 alone is a
/// particle): other kana is left as it is.
///
///     KanaDates.rewrite("きんようびまでに")    // "金曜日までに"
///     KanaDates.rewrite("にじかん")            // "二時間"
///     KanaDates.rewrite("じゅうにがつとおか")   // "十二月10日"
enum KanaDates {
    /// Date words, longest first where one begins another.
    private static let words: [(String, String)] = [
        ("さらいしゅう", "再来週"), ("らいしゅう", "来週"), ("こんしゅう", "今週"), ("まいしゅう", "毎週"), ("かくしゅう", "隔週"),
        ("しゅうまつ", "週末"), ("まいにち", "毎日"), ("まいつき", "毎月"), ("まいげつ", "毎月"), ("まいとし", "毎年"),
        ("まいねん", "毎年"), ("まいあさ", "毎朝"), ("まいばん", "毎晩"), ("へいじつ", "平日"), ("かくじつ", "隔日"),
        ("らいげつ", "来月"), ("こんげつ", "今月"), ("らいねん", "来年"),
        ("げつようび", "月曜日"), ("かようび", "火曜日"), ("すいようび", "水曜日"), ("もくようび", "木曜日"),
        ("きんようび", "金曜日"), ("どようび", "土曜日"), ("にちようび", "日曜日"),
        ("げつよう", "月曜"), ("かよう", "火曜"), ("すいよう", "水曜"), ("もくよう", "木曜"), ("きんよう", "金曜"),
        ("どよう", "土曜"), ("にちよう", "日曜"),
        ("しあさって", "明明後日"), ("あさって", "明後日"), ("あした", "明日"), ("あす", "明日"), ("きょう", "今日"),
        ("こんや", "今夜"), ("こんばん", "今晩"), ("けさ", "今朝"),
        ("ごぜんちゅう", "午前中"), ("ごぜん", "午前"), ("ごご", "午後"), ("しょうご", "正午"), ("ゆうがた", "夕方"),
        ("ふつかご", "2日後"), ("みっかご", "3日後"), ("よっかご", "4日後"), ("いつかご", "5日後"), ("むいかご", "6日後"),
        ("なのかご", "7日後"), ("とおかご", "10日後"),
        // NB: not いつか alone: "someday" far more often than the fifth.
        ("ついたち", "1日"), ("ふつか", "2日"), ("みっか", "3日"), ("よっか", "4日"), ("いつかに", "5日に"), ("むいか", "6日"),
        ("なのか", "7日"), ("ようか", "8日"), ("ここのか", "9日"), ("とおか", "10日"), ("はつか", "20日"),
    ]

    /// Number words, longest first.
    private static let numerals: [(String, String)] = [
        ("ひゃく", "百"), ("びゃく", "百"), ("ぴゃく", "百"), ("じゅう", "十"), ("じゅっ", "十"), ("じっ", "十"),
        ("きゅう", "九"), ("いち", "一"), ("いっ", "一"), ("さん", "三"), ("よん", "四"), ("ろく", "六"), ("ろっ", "六"),
        ("なな", "七"), ("しち", "七"), ("はち", "八"), ("はっ", "八"), ("に", "二"), ("し", "四"), ("ご", "五"), ("く", "九"),
        ("よ", "四"),
    ]

    /// Counters a number word takes here, longest first.
    private static let counters: [(String, String)] = [
        ("しゅうかん", "週間"), ("かげつかん", "か月間"), ("かげつ", "か月"), ("ふんかん", "分間"), ("ぷんかん", "分間"),
        ("しゅうかんご", "週間後"), ("かげつご", "か月後"), ("じかんご", "時間後"), ("ふんご", "分後"), ("ぷんご", "分後"), ("にちご", "日後"),
        ("じかんはん", "時間半"), ("じかん", "時間"), ("じはん", "時半"), ("じ", "時"), ("ふん", "分"), ("ぷん", "分"),
        ("がつ", "月"), ("にち", "日"), ("かいめ", "回目"), ("かい", "回"), ("ねん", "年"),
        // 14日, 24日 (じゅうよっか, にじゅうよっか), 20日 after a month (にがつはつか is a word).
        ("よっか", "四日"),
    ]

    /// A table as scalars, for matching without comparing `Character`s (each such comparison
    /// normalizes; the value parsers rewrite every span a value slot might take).
    private static func scalars(_ table: [(String, String)]) -> [(kana: [Unicode.Scalar], kanji: String)] {
        table.map { (Array($0.0.unicodeScalars), $0.1) }
    }
    private static let wordTable = scalars(words)
    private static let numeralTable = scalars(numerals)
    private static let counterTable = scalars(counters)

    /// The text with its hiragana date words in kanji; the text itself when it holds none.
    /// The text is NFKC (`JapaneseText.prepare`): its kana are single scalars.
    static func rewrite(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { (0x3041...0x3096).contains($0.value) }) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func take(_ table: [(kana: [Unicode.Scalar], kanji: String)], at start: Int) -> (String, Int)? {
            guard start < scalars.count else { return nil }
            for entry in table where entry.kana[0] == scalars[start] && matches(entry.kana, scalars, at: start) {
                return (entry.kanji, start + entry.kana.count)
            }
            return nil
        }
        outer: while index < scalars.count {
            // NB: words first: 「ごご」 is 午後, not two fives.
            if let (kanji, next) = take(wordTable, at: index) {
                out.append(contentsOf: kanji.unicodeScalars)
                index = next
                continue
            }
            // Digits before a counter in kana (「5じに」「10ぷん」, as a child or a phone keyboard writes them).
            if (0x30...0x39).contains(scalars[index].value), index == 0 || !(0x30...0x39).contains(scalars[index - 1].value) {
                var end = index
                while end < scalars.count, (0x30...0x39).contains(scalars[end].value) { end += 1 }
                if let (counter, next) = take(counterTable, at: end) {
                    out.append(contentsOf: scalars[index..<end])
                    out.append(contentsOf: counter.unicodeScalars)
                    index = next
                    continue
                }
                out.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            // A run of number words, then its counter; the run may end early (「じゅうに|にち」).
            var runs: [(number: String, end: Int)] = []
            var position = index
            var number = ""
            while runs.count < 8, let (kanji, next) = take(numeralTable, at: position) {
                number += kanji
                position = next
                runs.append((number, position))
            }
            for run in runs.reversed() {
                // NB: not inside a word: 「しじみ」 is a clam, not 四時み; 「くじびき」 and 「にじいろ」 are no
                // hours. After the counter comes a particle, a pause or another kind of script.
                if let (counter, next) = take(counterTable, at: run.end),
                    next >= scalars.count || SpokenDate.mayFollowKanaCounter(scalars[next])
                {
                    out.append(contentsOf: run.number.unicodeScalars)
                    out.append(contentsOf: counter.unicodeScalars)
                    index = next
                    continue outer
                }
            }
            out.append(scalars[index])
            index += 1
        }
        return String(out)
    }


    /// True when `kana` is at `start`, ending where a character ends (no combining mark follows).
    private static func matches(_ kana: [Unicode.Scalar], _ scalars: [Unicode.Scalar], at start: Int) -> Bool {
        let end = start + kana.count
        guard end <= scalars.count else { return false }
        for offset in 1..<kana.count where scalars[start + offset] != kana[offset] { return false }
        if end < scalars.count, scalars[end].properties.canonicalCombiningClass != .notReordered { return false }
        return true
    }
}
