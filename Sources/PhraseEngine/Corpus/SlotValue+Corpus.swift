import Basics

extension SlotValue {
    /// The value as a corpus line writes it (Corpus/README.md): entities by resolved title
    /// (`?"A"|"B"` when ambiguous, `!notfound(words)` when nothing fits), enum values raw, dates
    /// `YYYY-MM-DD[THH:MM]`, durations in minutes, repeats as RRULEs, text as spoken.
    ///
    ///     SlotValue.duration(90).corpusText   // "90"
    public var corpusText: String {
        switch self {
        case .entity(let spoken, let resolution):
            switch resolution {
            case .resolved(let candidate): return candidate.title
            case .ambiguous(let candidates): return "?" + candidates.map { "\"\($0.title)\"" }.joined(separator: "|")
            case .notFound: return "!notfound(\(spoken))"
            }
        case .enumValue(let raw): return raw
        case .text(let text): return text
        case .date(let date): return date.encoded
        case .duration(let minutes): return String(minutes)
        case .repeatRule(let rule): return rule.rrule
        case .texts(let texts): return JSONValue.array(texts.map(JSONValue.string)).jsonText
        }
    }
}

extension CorpusCase {
    /// Why a slot's value is not the one a corpus line expects, or nil when it is: one line,
    /// shared by every corpus runner.
    ///
    ///     CorpusCase.mismatch(expected: .value("Buy bread"), got: nil, name: "todo")
    ///     // "todo: expected \"Buy bread\", got nothing"
    public static func mismatch(expected: ExpectedSlot?, got: SlotValue?, name: String) -> String? {
        switch (expected, got) {
        case (nil, nil): return nil
        case (nil, let value?): return "\(name): not expected, got \"\(value.corpusText)\""
        case (let wanted?, nil): return "\(name): expected \(wanted.written), got nothing"
        case (.value(let wanted)?, let value?):
            let text = value.corpusText
            if text == wanted { return nil }
            // NB: an RRULE is compared as a rule: "BYMONTH=5;BYMONTHDAY=4" is the same repeat
            // written in another order.
            if case .repeatRule(let rule) = value, let written = try? RecurrenceRule(parsing: wanted),
                written.rrule == rule.rrule
            {
                return nil
            }
            return "\(name): expected \"\(wanted)\", got \"\(text)\""
        case (.ambiguous(let titles)?, let value?):
            guard case .entity(_, .ambiguous(let candidates)) = value else {
                return "\(name): expected ambiguous, got \"\(value.corpusText)\""
            }
            if let titles, Set(titles) != Set(candidates.map(\.title)) {
                return "\(name): expected ?\(titles.joined(separator: "|")), got \(value.corpusText)"
            }
            return nil
        }
    }

}

extension CorpusCase.ExpectedSlot {
    /// As a corpus line writes it: `"Buy bread"`, `?"Buy milk"|"Buy bread"`.
    public var written: String {
        switch self {
        case .value(let text): return "\"\(text)\""
        case .ambiguous(let titles): return "?" + (titles ?? []).map { "\"\($0)\"" }.joined(separator: "|")
        }
    }
}
