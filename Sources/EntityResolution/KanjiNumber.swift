import SpokenValues

/// Kanji numerals inside Japanese words: 三月 -> (三, 月) -> 3; values come from NumberWords.
enum KanjiNumber {
    static let digits: [Unicode.Scalar: Int] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    static let multipliers: [Unicode.Scalar: Int] = ["十": 10, "百": 100, "千": 1_000]
    static let bigMultipliers: [Unicode.Scalar: Int] = ["万": 10_000, "億": 100_000_000]
    // NB: only used to find where a numeral ends; NumberWords gives the value.

    /// Counters that may follow a number inside one MeCab word (三月, 五日, 二本).
    static let counters: Set<String> = [
        "月", "日", "時", "分", "秒", "年", "本", "個", "回", "人", "枚", "冊", "件", "週", "歳", "つ", "度", "番", "階",
        "円", "杯", "匹", "台", "か月", "ヶ月", "ゖ月",
    ]

    static func isCounter(_ text: String) -> Bool { counters.contains(text) }

    /// The leading numeral (digits or kanji numerals) and the rest: "三月" -> ("三", "月").
    static func split(_ text: String) -> (numeral: String?, rest: String) {
        let scalars = text.unicodeScalars
        let run = scalars.prefix { ($0.value >= 0x30 && $0.value <= 0x39) || digits[$0] != nil || multipliers[$0] != nil || bigMultipliers[$0] != nil }
        guard !run.isEmpty, value(String(String.UnicodeScalarView(run))) != nil else { return (nil, text) }
        return (String(String.UnicodeScalarView(run)), String(String.UnicodeScalarView(scalars.dropFirst(run.count))))
    }

    /// The value of digits or kanji numerals (SpokenValues.NumberWords), nil for anything else.
    static func value(_ text: String) -> Int? {
        NumberWords.value(of: text, language: .ja)
    }
}
