/// Kanji numerals as numbers: 三 -> 3, 二十一 -> 21, 百五 -> 105, 3 -> 3.
///
// NB: a self-contained reader for titles; SpokenValues covers spoken numbers in full.
enum KanjiNumber {
    static let digits: [Unicode.Scalar: Int] = [
        "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    static let multipliers: [Unicode.Scalar: Int] = ["十": 10, "百": 100, "千": 1_000]
    static let bigMultipliers: [Unicode.Scalar: Int] = ["万": 10_000, "億": 100_000_000]

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

    /// The value of digits or kanji numerals, nil for anything else (or a value too large).
    static func value(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        if text.unicodeScalars.allSatisfy({ $0.value >= 0x30 && $0.value <= 0x39 }) {
            return text.count <= 15 ? Int(text) : nil
        }
        var total = 0, section = 0, current = 0
        for scalar in text.unicodeScalars {
            if let digit = digits[scalar] {
                current = current * 10 + digit  // 二〇二六 reads positionally
            } else if let multiplier = multipliers[scalar] {
                section += max(current, 1) * multiplier
                current = 0
            } else if let big = bigMultipliers[scalar] {
                total += (section + current) * big
                section = 0
                current = 0
            } else if scalar.value >= 0x30 && scalar.value <= 0x39 {
                current = current * 10 + Int(scalar.value - 0x30)
            } else {
                return nil
            }
            if total > 1_000_000_000_000 || current > 1_000_000_000_000 { return nil }
        }
        return total + section + current
    }
}
