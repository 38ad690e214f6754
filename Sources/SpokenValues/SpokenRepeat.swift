import Basics
import Foundation

/// A repeat rule said in words, as an RFC 5545 recurrence rule.
///
///     SpokenRepeat.parse("every other week", language: .en, clock: clock)?.rrule
///     // "FREQ=WEEKLY;INTERVAL=2"
///     SpokenRepeat.parse("on the first monday of every month", language: .en, clock: clock)?.rrule
///     // "FREQ=MONTHLY;BYDAY=1MO"
///     SpokenRepeat.parse("毎週月・木", language: .ja, clock: clock)?.rrule   // "FREQ=WEEKLY;BYDAY=MO,TH"
///     SpokenRepeat.parse("buy milk", language: .en, clock: clock)          // nil
///
/// An end may follow: "5 times", "for 5 times", "until december 31" (resolved with `clock`),
/// 「、5回」「（5回）」「5回まで」「12月31日まで」 (before or after the rule). Japanese N日おき
/// reads colloquially: 1日おき = every other day, 2週間おき = every 2 weeks. Rules without a day
/// ("monthly", 「毎年」) take their day from the series' start (RFC 5545 defaults).
public enum SpokenRepeat {
    /// The recurrence rule the whole text names, or nil.
    ///
    ///     SpokenRepeat.parse("every monday, wednesday and friday", language: .en, clock: clock)?.rrule
    ///     // "FREQ=WEEKLY;BYDAY=MO,WE,FR"
    ///     SpokenRepeat.parse("毎月最終金曜", language: .ja, clock: clock)?.rrule   // "FREQ=MONTHLY;BYDAY=-1FR"
    public static func parse(_ text: String, language: Language, clock: Clock) -> RecurrenceRule? {
        let now = Now(clock)
        switch language {
        case .en: return EnglishRepeat.parse(text, now)
        case .ja: return JapaneseRepeat.parse(text, now)
        }
    }
}

/// The parts of a rule as they are read, before validation.
struct RuleDraft {
    var frequency: RecurrenceRule.Frequency
    var interval = 1
    var byDay: [RecurrenceRule.WeekdayNumber] = []
    var byMonthDay: [Int] = []
    var byMonth: [Int] = []

    init(_ frequency: RecurrenceRule.Frequency, interval: Int = 1) {
        self.frequency = frequency
        self.interval = interval
    }

    static let weekdays = RecurrenceRule.Weekday.allCases

    static func days(_ indexes: [Int]) -> [RecurrenceRule.WeekdayNumber] {
        indexes.map { RecurrenceRule.WeekdayNumber(weekday: weekdays[$0]) }
    }

    /// The rule, or nil when the parts do not fit together (interval out of range, ...).
    func rule(end: RecurrenceRule.End) -> RecurrenceRule? {
        guard (1...1000).contains(interval), byMonthDay.allSatisfy({ $0 != 0 && abs($0) <= 31 }),
            byMonth.allSatisfy({ (1...12).contains($0) }),
            byDay.allSatisfy({ $0.ordinal == nil || frequency == .monthly || frequency == .yearly })
        else { return nil }
        if case .count(let count) = end, !(1...10_000).contains(count) { return nil }
        return RecurrenceRule(
            frequency: frequency, interval: interval, byDay: byDay, byMonthDay: byMonthDay, byMonth: byMonth, end: end)
    }
}

/// English repeat grammar.
enum EnglishRepeat {
    private static let frequencyUnits: [String: RecurrenceRule.Frequency] = [
        "day": .daily, "days": .daily, "week": .weekly, "weeks": .weekly, "month": .monthly, "months": .monthly,
        "year": .yearly, "years": .yearly,
    ]

    private static let partsOfDay: Set<String> = ["morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "night", "nights"]

    static func parse(_ text: String, _ now: Now) -> RecurrenceRule? {
        guard let tokens = EnglishTokens.tokenize(text), !tokens.isEmpty else { return nil }
        var c = TokenCursor(tokens)
        _ = c.take(anyOf: ["repeat", "repeats", "repeating", "recurring"])
        // "on every tuesday and thursday": a learner's "on" before the rule.
        if c.peek == .word("on"), c.index + 1 < tokens.count, tokens[c.index + 1] == .word("every") || tokens[c.index + 1] == .word("each") {
            c.index += 1
        }
        guard let draft = base(&c) else { return nil }
        // "every two days from now", "daily starting today": the rule starts now anyway.
        _ = c.take(sequence: ["from", "now", "on"]) || c.take(sequence: ["from", "now"])
            || c.take(sequence: ["starting", "now"]) || c.take(sequence: ["starting", "today"])
        var end = RecurrenceRule.End.never
        if !c.atEnd {
            if let count = count(&c) ?? occurrences(of: draft, during: &c) {
                end = .count(count)
            } else if c.take(anyOf: ["until", "till", "til", "through", "thru", "ending", "ends"]) != nil
                || c.take(sequence: ["up", "to"])
            {
                _ = c.take("on")
                guard let until = EnglishDate.parse(tokens: Array(tokens[c.index...]), now) else { return nil }
                c.index = tokens.count
                end = .until(until)
            } else {
                return nil
            }
        }
        guard c.atEnd else { return nil }
        return draft.rule(end: end)
    }

    /// "for five days", "for the next two weeks", "for a month": how many times the rule
    /// comes round in that stretch (every day for two weeks: 14; every monday and friday for
    /// three weeks: 6), or nil when the unit does not fit the rule (every week for ten days).
    private static func occurrences(of draft: RuleDraft, during c: inout TokenCursor) -> Int? {
        var copy = c
        guard copy.take("for") else { return nil }
        _ = copy.take(sequence: ["the", "next"]) || copy.take("next") || copy.take("the")
        let amount: Int
        if copy.take(anyOf: ["a", "an", "one"]) != nil {
            amount = 1
        } else if let number = copy.number(), number > 0 {
            amount = number
        } else {
            return nil
        }
        guard let unit = copy.take(anyOf: ["day", "days", "week", "weeks", "month", "months", "year", "years"]), copy.atEnd else { return nil }
        let interval = max(1, draft.interval)
        func rounds(_ periods: Int) -> Int { (periods + interval - 1) / interval }
        let count: Int
        switch (draft.frequency, unit.hasSuffix("s") ? String(unit.dropLast()) : unit) {
        case (.daily, "day"): count = rounds(amount)
        case (.daily, "week"): count = rounds(amount * 7)
        case (.weekly, "week"): count = rounds(amount) * max(1, draft.byDay.count)
        case (.monthly, "month"): count = rounds(amount) * max(1, draft.byMonthDay.count)
        case (.yearly, "year"): count = rounds(amount)
        default: return nil
        }
        c = copy
        return count
    }

    /// "5 times", "for 5 times", "for 5 occurrences".
    private static func count(_ c: inout TokenCursor) -> Int? {
        var copy = c
        _ = copy.take("for")
        guard let count = copy.number(), copy.take(anyOf: ["times", "time", "occurrences", "occurrence"]) != nil else {
            return nil
        }
        c = copy
        return count
    }

    private static func base(_ c: inout TokenCursor) -> RuleDraft? {
        let start = c
        for attempt in [every, adverb, plainDays, ordinalOfEveryMonth] {
            c = start
            if let draft = attempt(&c) { return draft }
        }
        c = start
        return nil
    }

    /// "every day", "every other week", "every 3 days", "every monday and thursday", "every weekday",
    /// "every first monday", "every 15th", "every december 25th", "every 2 weeks on tuesday".
    private static func every(_ c: inout TokenCursor) -> RuleDraft? {
        guard c.take(anyOf: ["every", "each"]) != nil else { return nil }
        _ = c.take("single")
        if c.take(anyOf: ["weekday", "workday", "weekdays"]) != nil || c.take(sequence: ["work", "day"])
            || c.take(sequence: ["business", "day"])
        {
            return weekdays(.weekly, [0, 1, 2, 3, 4])
        }
        if c.take("weekend") { return weekdays(.weekly, [5, 6]) }
        if c.take(anyOf: partsOfDay) != nil { return RuleDraft(.daily) }
        // every other / every N + unit or weekday
        var interval = 1
        var saidInterval = false
        if c.take("other") {
            interval = 2
            saidInterval = true
        } else if let n = c.number() {
            interval = n
            saidInterval = true
        } else {
            // "every second week", "every third month"
            var probe = c
            if let n = probe.ordinal(), n >= 2, let word = probe.peekWord, frequencyUnits[word] != nil {
                interval = n
                saidInterval = true
                c = probe
            }
        }
        if let frequency = c.take(from: frequencyUnits) {
            var draft = RuleDraft(frequency, interval: interval)
            guard details(&c, &draft) else { return nil }
            return draft
        }
        if let days = weekdayList(&c) {
            var draft = RuleDraft(.weekly, interval: interval)
            draft.byDay = RuleDraft.days(days)
            // "every sunday afternoon", "every friday night": the part of the day is no rule of
            // its own, as in "every morning".
            _ = c.take(anyOf: partsOfDay)
            return draft
        }
        guard !saidInterval else { return nil }
        // every first monday, every last friday, every 15th, every last day (of the month)
        var draft = RuleDraft(.monthly)
        if monthDays(&c, &draft) {
            _ = c.take(sequence: ["of", "the", "month"]) || c.take(sequence: ["of", "every", "month"])
                || c.take(sequence: ["of", "each", "month"]) || c.take(sequence: ["of", "month"])
            return draft
        }
        // every december 25th
        if let (month, day) = monthAndDay(&c) {
            var yearly = RuleDraft(.yearly)
            yearly.byMonth = [month]
            yearly.byMonthDay = [day]
            return yearly
        }
        return nil
    }

    /// "daily", "weekly on monday", "biweekly", "monthly on the 15th", "annually", "once a week".
    private static func adverb(_ c: inout TokenCursor) -> RuleDraft? {
        var draft: RuleDraft
        if c.take(anyOf: ["daily", "everyday"]) != nil {
            draft = RuleDraft(.daily)
        } else if c.take("weekly") {
            draft = RuleDraft(.weekly)
        } else if c.take(anyOf: ["biweekly", "fortnightly"]) != nil
            || c.take(sequence: ["every", "fortnight"]) || c.take(sequence: ["each", "fortnight"]) || c.take(sequence: ["once", "a", "fortnight"])
        {
            draft = RuleDraft(.weekly, interval: 2)
        } else if c.take("monthly") {
            draft = RuleDraft(.monthly)
        } else if c.take(anyOf: ["yearly", "annually"]) != nil {
            draft = RuleDraft(.yearly)
        } else if c.take("once") {
            var interval = 1
            if c.take("every") {
                if c.take("other") { interval = 2 } else if let n = c.number() { interval = n }
                guard let frequency = c.take(from: frequencyUnits) else { return nil }
                draft = RuleDraft(frequency, interval: interval)
            } else {
                guard c.take(anyOf: ["a", "per"]) != nil, let frequency = c.take(from: frequencyUnits) else { return nil }
                draft = RuleDraft(frequency)
            }
        } else {
            return nil
        }
        guard details(&c, &draft) else { return nil }
        return draft
    }

    /// "weekdays", "on weekdays", "weekends", "mondays and thursdays", "on mondays".
    private static func plainDays(_ c: inout TokenCursor) -> RuleDraft? {
        _ = c.take("on")
        if c.take(anyOf: ["weekdays", "workdays"]) != nil { return weekdays(.weekly, [0, 1, 2, 3, 4]) }
        if c.take("weekends") { return weekdays(.weekly, [5, 6]) }
        // Plural names: "friday" alone is a date, "fridays" repeats; several singular names
        // ("monday wednesday friday", "monday and thursday") repeat too — no one date is meant.
        var several = c
        if let days = weekdayList(&several), Set(days).count >= 2, several.atEnd {
            c = several
            return weekdays(.weekly, days)
        }
        guard let days = weekdayList(&c, pluralOnly: true) else { return nil }
        _ = c.take(anyOf: partsOfDay)  // "mondays evenings"
        return weekdays(.weekly, days)
    }

    /// "on the 15th of every month", "[the] first monday of each month", "on the last day of every month".
    private static func ordinalOfEveryMonth(_ c: inout TokenCursor) -> RuleDraft? {
        _ = c.take(anyOf: ["on", "at"])
        // NB: "the" may be left out ("first monday of each month"); "of every month" is needed.
        var draft = RuleDraft(.monthly)
        // "at the start of every month", "at the end of each month": the first or last day.
        var edge = c
        _ = edge.take("the")
        if let word = edge.take(anyOf: ["start", "beginning", "end"]), edge.take("of"),
            edge.take(anyOf: ["every", "each"]) != nil, edge.take("month")
        {
            c = edge
            draft.byMonthDay = [word == "end" ? -1 : 1]
            return draft
        }
        guard monthDays(&c, &draft), c.take("of"), c.take(anyOf: ["every", "each"]) != nil, c.take("month") else {
            return nil
        }
        return draft
    }

    private static func weekdays(_ frequency: RecurrenceRule.Frequency, _ days: [Int]) -> RuleDraft {
        var draft = RuleDraft(frequency)
        draft.byDay = RuleDraft.days(days)
        return draft
    }

    /// What may follow a frequency: "on tuesday(s)" for weeks, "on the 15th" / "on the first
    /// monday" for months, "on december 25" for years.
    private static func details(_ c: inout TokenCursor, _ draft: inout RuleDraft) -> Bool {
        guard !c.atEnd else { return true }
        var copy = c
        switch draft.frequency {
        case .daily:
            return true
        case .weekly:
            _ = copy.take("on")
            guard let days = weekdayList(&copy, plural: true) else { return true }
            draft.byDay = RuleDraft.days(days)
        case .monthly:
            guard monthDays(&copy, &draft) else { return true }
        case .yearly:
            _ = copy.take("on")
            guard let (month, day) = monthAndDay(&copy) else { return true }
            draft.byMonth = [month]
            draft.byMonthDay = [day]
        }
        c = copy
        return true
    }

    /// "monday and thursday", "mon wed fri", "monday, wednesday & friday"; plural names when allowed.
    private static func weekdayList(_ c: inout TokenCursor, plural: Bool = false, pluralOnly: Bool = false) -> [Int]? {
        var days: [Int] = []
        var copy = c
        while true {
            var item = copy
            if !days.isEmpty { _ = item.take(anyOf: ["and", "or"]) }
            let singular = pluralOnly ? nil : item.take(from: EnglishDate.weekdays)
            guard let day = singular ?? (plural || pluralOnly ? item.take(from: EnglishDate.pluralWeekdays) : nil)
            else { break }
            days.append(day)
            copy = item
            guard days.count <= 7 else { return nil }
        }
        guard !days.isEmpty else { return nil }
        c = copy
        return days
    }

    /// "[on] [the] 15th [and 30th]", "the last day", "the first monday", "the last friday",
    /// "the second to last thursday".
    private static func monthDays(_ c: inout TokenCursor, _ draft: inout RuleDraft) -> Bool {
        var copy = c
        _ = copy.take("on")
        _ = copy.take("the")
        var ordinal: Int?
        if copy.take("last") {
            ordinal = -1
        } else if let value = copy.ordinal() {
            if copy.take(sequence: ["to", "last"]) || copy.take("last") {
                ordinal = -value
            } else {
                ordinal = value
            }
        } else if case .number(let value)? = copy.peek, (1...31).contains(value), c.peekWord == "the" || c.peekWord == "on" {
            copy.index += 1
            ordinal = value
        }
        guard let ordinal else { return false }
        if let weekday = copy.take(from: EnglishDate.weekdays) {
            // NB: "the 0th monday" reads as ordinal 0, which no BYDAY entry may carry.
            guard ordinal != 0, abs(ordinal) <= 5 else { return false }
            draft.byDay = [RecurrenceRule.WeekdayNumber(ordinal: ordinal, weekday: RuleDraft.weekdays[weekday])]
        } else if copy.take("day") {
            guard ordinal < 0 || ordinal <= 31 else { return false }
            draft.byMonthDay = [ordinal]
        } else {
            guard ordinal > 0, ordinal <= 31 else { return false }
            var days = [ordinal]
            // "the 1st and 15th", "the 1st and the 15th"
            while true {
                var more = copy
                guard more.take("and") else { break }
                _ = more.take("the")
                guard let next = more.ordinal(), (1...31).contains(next) else { break }
                days.append(next)
                copy = more
            }
            draft.byMonthDay = days
        }
        c = copy
        return true
    }

    /// "december 25th", "the 25th of december", "25 december".
    private static func monthAndDay(_ c: inout TokenCursor) -> (Int, Int)? {
        var copy = c
        if let month = copy.take(from: EnglishDate.months) {
            _ = copy.take("the")
            guard let day = copy.ordinal() ?? copy.number(), Day(year: 2024, month: month, day: day) != nil else { return nil }
            c = copy
            return (month, day)
        }
        copy = c
        _ = copy.take("the")
        guard let day = copy.ordinal() ?? copy.number() else { return nil }
        _ = copy.take("of")
        guard let month = copy.take(from: EnglishDate.months), Day(year: 2024, month: month, day: day) != nil else { return nil }
        c = copy
        return (month, day)
    }
}

/// Japanese repeat grammar.
enum JapaneseRepeat {
    private static let separators = ["、", ",", "・", "と", "/", "／"]

    static func parse(_ text: String, _ now: Now) -> RecurrenceRule? {
        guard var characters = JapaneseText.prepare(text) else { return nil }
        characters = JapaneseText.trimmingPunctuation(characters)
        characters = JapaneseText.droppingTrailingParticles(characters, ["に", "ずつ"])
        guard !characters.isEmpty else { return nil }
        var end = RecurrenceRule.End.never
        // 「12月31日まで毎日」: an end before the rule.
        if let until = characters.lastIndex(ofText: "まで"), until > 0 {
            var after = until + 2
            if after < characters.count, ["、", ","].contains(characters[after]) { after += 1 }
            if after < characters.count, let date = JapaneseDate.parse(String(characters[..<until]), now),
                let draft = wholeBase(Array(characters[after...]))
            {
                return draft.rule(end: .until(date))
            }
        }
        var c = TextCursor(characters)
        guard let draft = base(&c) else { return nil }
        if !c.atEnd {
            let hasSeparator = c.take(anyOf: ["、", ",", "(", "（", "を", "で"]) != nil
            let rest = String(characters[c.index...])
            if let count = countPhrase(rest), hasSeparator || rest.hasSuffix("回まで") {
                end = .count(count)
            } else if rest.hasSuffix("まで"), let date = JapaneseDate.parse(String(rest.dropLast(2)), now) {
                end = .until(date)
            } else {
                return nil
            }
        }
        return draft.rule(end: end)
    }

    private static func wholeBase(_ characters: [Character]) -> RuleDraft? {
        var c = TextCursor(characters)
        guard let draft = base(&c), c.atEnd else { return nil }
        return draft
    }

    /// 「5回」「5回)」「5回まで」「5回だけ」.
    private static func countPhrase(_ text: String) -> Int? {
        var c = TextCursor(Array(text))
        guard let count = c.number(), c.take("回") else { return nil }
        _ = c.take(anyOf: ["まで", "だけ", "繰り返す", "繰り返し"])
        _ = c.take(anyOf: [")", "）"])
        return c.atEnd ? count : nil
    }

    /// Every-N-units forms: 「3日ごと」「2週間おき」「2か月毎」「3日に1回」; おき with 1 means every other.
    private static func everyN(_ c: inout TextCursor) -> RuleDraft? {
        var copy = c
        guard let n = copy.number(), n >= 1 else { return nil }
        let units: [(String, RecurrenceRule.Frequency)] = [
            ("週間", .weekly), ("週", .weekly), ("日", .daily), ("ヶ月", .monthly), ("ケ月", .monthly),
            ("か月", .monthly), ("カ月", .monthly), ("ヵ月", .monthly), ("箇月", .monthly), ("年", .yearly),
        ]
        guard let frequency = copy.take(from: units) else { return nil }
        var interval = n
        if copy.take(anyOf: ["ごと", "毎"]) != nil {
        } else if copy.take("おき") {
            if n == 1 { interval = 2 }
        } else if copy.take(anyOf: ["に1回", "に1度", "に一度"]) != nil {
        } else {
            return nil
        }
        c = copy
        return RuleDraft(frequency, interval: interval)
    }

    private static func base(_ c: inout TextCursor) -> RuleDraft? {
        let start = c
        // 毎月曜 (every Monday) before 毎月 (every month), 毎日曜 before 毎日
        var everyWeekday = c
        if everyWeekday.take("毎"), let list = weekdayList(&everyWeekday, needsYou: true) {
            c = everyWeekday
            return days(.weekly, list)
        }
        // Several weekdays without 毎週: 「月曜と水曜と金曜」 is every one of them (one weekday
        // alone is a date, 「金曜」).
        var bare = c
        if let list = weekdayList(&bare, needsYou: false), Set(list).count >= 2 {
            c = bare
            return days(.weekly, list)
        }
        // Daily
        if c.take(anyOf: ["毎日", "毎朝", "毎晩", "毎夜", "毎夕"]) != nil { return RuleDraft(.daily) }
        if c.take("隔日") { return RuleDraft(.daily, interval: 2) }
        // Weekdays and weekends
        if c.take(anyOf: ["毎週平日", "毎平日", "平日毎日", "平日"]) != nil { return days(.weekly, [0, 1, 2, 3, 4]) }
        if c.take(anyOf: ["毎週末", "毎週土日", "土日"]) != nil { return days(.weekly, [5, 6]) }
        // Weekly
        var weekly: RuleDraft?
        if c.take(anyOf: ["毎週", "週1回", "週に1回", "週1", "週一", "週に一度", "週一回"]) != nil {
            weekly = RuleDraft(.weekly)
        } else if c.take("隔週") {
            weekly = RuleDraft(.weekly, interval: 2)
        } else if var draft = everyN(&c) {
            switch draft.frequency {
            case .weekly: weekly = draft
            case .daily: return draft
            case .monthly:
                _ = c.take("の")
                _ = monthDays(&c, &draft)
                return draft
            case .yearly:
                _ = c.take("の")
                _ = monthAndDay(&c, &draft)
                return draft
            }
        }
        if var draft = weekly {
            var copy = c
            _ = copy.take("の")
            if let list = weekdayList(&copy, needsYou: false) {
                draft.byDay = RuleDraft.days(list)
                c = copy
            }
            return draft
        }
        // Monthly
        var monthly: RuleDraft?
        if c.take(anyOf: ["毎月", "月1回", "月に1回", "月1", "月一", "月に一度", "月一回"]) != nil {
            monthly = RuleDraft(.monthly)
        } else if c.take("隔月") {
            monthly = RuleDraft(.monthly, interval: 2)
        }
        if var draft = monthly {
            var copy = c
            _ = copy.take("の")
            if monthDays(&copy, &draft) { c = copy }
            return draft
        }
        // Yearly
        var yearly: RuleDraft?
        if c.take(anyOf: ["毎年", "年1回", "年に1回", "年1", "年一", "年に一度", "年一回"]) != nil {
            yearly = RuleDraft(.yearly)
        } else if c.take("隔年") {
            yearly = RuleDraft(.yearly, interval: 2)
        }
        if var draft = yearly {
            var copy = c
            _ = copy.take("の")
            if monthAndDay(&copy, &draft) { c = copy }
            return draft
        }
        c = start
        return nil
    }

    private static func days(_ frequency: RecurrenceRule.Frequency, _ list: [Int]) -> RuleDraft {
        var draft = RuleDraft(frequency)
        draft.byDay = RuleDraft.days(list)
        return draft
    }

    /// 「月曜と木曜」「月・木」「月曜日、水曜日、金曜日」「月水金」. With `needsYou`, the first
    /// day must be written with 曜 (毎月曜, not 毎月).
    private static func weekdayList(_ c: inout TextCursor, needsYou: Bool) -> [Int]? {
        var list: [Int] = []
        var copy = c
        while list.count < 7 {
            var item = copy
            if !list.isEmpty { _ = item.take(anyOf: separators) }
            guard let day = item.take(from: JapaneseDate.weekdayCharacters) else { break }
            // NB: 曜 in kana too (「水よう日」「水ようび」), as `JapaneseDate.weekday` reads it.
            var saidYou = item.take("曜")
            if saidYou {
                _ = item.take("日")
            } else {
                var kana = item
                if kana.take("よう"), kana.take("日") || kana.take("び") {
                    item = kana
                    saidYou = true
                }
            }
            if list.isEmpty, needsYou, !saidYou { break }
            list.append(day)
            copy = item
        }
        guard !list.isEmpty else { return nil }
        c = copy
        return list
    }

    /// 「15日」「1日と15日」「末日」「末」「最終日」「第1月曜」「最終金曜」「最後の金曜日」.
    private static func monthDays(_ c: inout TextCursor, _ draft: inout RuleDraft) -> Bool {
        var copy = c
        if copy.take(anyOf: ["末日", "最終日", "月末", "末"]) != nil {
            draft.byMonthDay = [-1]
            c = copy
            return true
        }
        var ordinal: Int?
        if copy.take("第"), let n = copy.number(), (1...5).contains(n) {
            ordinal = n
        } else if copy.take(anyOf: ["最終", "最後の"]) != nil {
            ordinal = -1
        }
        if let ordinal {
            guard let weekday = JapaneseDate.weekday(&copy) ?? copy.take(from: JapaneseDate.weekdayCharacters) else { return false }
            draft.byDay = [RecurrenceRule.WeekdayNumber(ordinal: ordinal, weekday: RuleDraft.weekdays[weekday])]
            c = copy
            return true
        }
        var list: [Int] = []
        while list.count < 31 {
            var item = copy
            if !list.isEmpty { _ = item.take(anyOf: separators) }
            guard let day = item.number(), (1...31).contains(day), item.take("日") else { break }
            list.append(day)
            copy = item
        }
        guard !list.isEmpty else { return false }
        draft.byMonthDay = list
        c = copy
        return true
    }

    /// 「12月25日」 for yearly rules.
    private static func monthAndDay(_ c: inout TextCursor, _ draft: inout RuleDraft) -> Bool {
        var copy = c
        guard let month = copy.number(), copy.take("月"), let day = copy.number(), copy.take("日"),
            Day(year: 2024, month: month, day: day) != nil
        else { return false }
        draft.byMonth = [month]
        draft.byMonthDay = [day]
        c = copy
        return true
    }
}

extension Array where Element == Character {
    /// The index of the last occurrence of `text`.
    func lastIndex(ofText text: String) -> Int? {
        let needle = Array(text)
        guard needle.count <= count else { return nil }
        for start in stride(from: count - needle.count, through: 0, by: -1) where Array(self[start..<start + needle.count]) == needle {
            return start
        }
        return nil
    }
}
