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
