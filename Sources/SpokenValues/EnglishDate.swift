import Basics
import Foundation

/// English date grammar (rules on `SpokenDate`).
enum EnglishDate {
    static let weekdays: [String: Int] = [
        "monday": 0, "mon": 0, "tuesday": 1, "tue": 1, "tues": 1, "wednesday": 2, "wed": 2, "thursday": 3, "thu": 3,
        "thur": 3, "thurs": 3, "friday": 4, "fri": 4, "saturday": 5, "sat": 5, "sunday": 6, "sun": 6,
    ]
    static let pluralWeekdays: [String: Int] = [
        "mondays": 0, "tuesdays": 1, "wednesdays": 2, "thursdays": 3, "fridays": 4, "saturdays": 5, "sundays": 6,
    ]
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "march": 3, "mar": 3, "april": 4, "apr": 4, "may": 5,
        "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8, "september": 9, "sep": 9, "sept": 9,
        "october": 10, "oct": 10, "november": 11, "nov": 11, "december": 12, "dec": 12,
    ]
    private static let tomorrowWords: Set<String> = ["tomorrow", "tmrw", "tmr", "tomorow", "tommorow", "tommorrow", "tomoz"]
    private static let partsOfDay: [String: PartOfDay] = [
        "morning": .morning, "afternoon": .afternoon, "evening": .evening, "night": .night,
    ]

    static func parse(_ text: String, _ now: Now) -> DueDate? {
        guard let tokens = EnglishTokens.tokenize(text) else { return nil }
        return parse(tokens: tokens, now)
    }

    static func pieces(_ text: String, _ now: Now) -> DatePieces? {
        guard let tokens = EnglishTokens.tokenize(text) else { return nil }
        return pieces(tokens: tokens, now)
    }

    /// Abbreviations that are ordinary words when said alone ("sun", "sat", "wed").
    private static let ambiguousAlone: Set<Token> = [.word("sun"), .word("sat"), .word("wed")]

    static func parse(tokens: [Token], _ now: Now) -> DueDate? {
        pieces(tokens: tokens, now)?.resolve(now)
    }

    /// The pieces the whole text says, before they are resolved; nil when it is no date.
    static func pieces(tokens: [Token], _ now: Now) -> DatePieces? {
        guard !tokens.isEmpty, !(tokens.count == 1 && ambiguousAlone.contains(tokens[0])) else { return nil }
        var cursor = TokenCursor(tokens)
        _ = cursor.take("due")
        var saidAt = false
        var introduced = false
        // "on christmas", "by halloween": a holiday said alone is a day after these, not after
        // "for" ("book flights for christmas").
        var holidayAlone = false
        if let preposition = cursor.take(anyOf: ["on", "by", "before", "for", "at", "around"]) {
            saidAt = preposition == "at" || preposition == "around"
            holidayAlone = preposition != "for" && preposition != "at" && preposition != "around"
            introduced = true
        }
        // "at the four of the afternoon": a learner's article before the hour, read as the hour
        // when a part of the day follows ("the 4 of the afternoon" is no 4th; "at the 15" stays the 15th).
        if case .number? = cursor.peek {
            var part = cursor
            part.index += 1
            // NB: not "5 in the morning" without "at": "read chapter 5 in the morning" keeps its 5.
            if part.take(sequence: ["of", "the"]) && part.take(from: partsOfDay) != nil {
                saidAt = true
                introduced = true
            }
        } else if cursor.peek == .word("the") {
            var after = cursor
            after.index += 1
            if case .number? = after.peek {
                var part = after
                part.index += 1
                let partFollows = (part.take(sequence: ["of", "the"]) || part.take(sequence: ["in", "the"])) && part.take(from: partsOfDay) != nil
                if partFollows {
                    cursor = after
                    saidAt = true
                    introduced = true
                }
            }
        }
        // "around four tomorrow", "at around 5": a time said roughly is the time.
        if cursor.take("around") {
            saidAt = true
            introduced = true
        }
        var pieces = DatePieces()
        while !cursor.atEnd {
            guard pieces.count < 4 else { return nil }
            if pieces.count > 0, let connector = cursor.take(anyOf: ["at", "on", "by", "and"]) {
                guard connector != "and" else { return nil }
                saidAt = connector == "at"
                holidayAlone = connector == "on" || connector == "by"
            }
            guard element(&cursor, &pieces, now, saidAt: saidAt, introduced: introduced, holidayAlone: holidayAlone) else { return nil }
            saidAt = false
            holidayAlone = false
            introduced = true
        }
        return pieces
    }

    /// Reads one piece (offset, part of day, clock time or day) into `pieces`.
    private static func element(
        _ cursor: inout TokenCursor, _ pieces: inout DatePieces, _ now: Now, saidAt: Bool, introduced: Bool,
        holidayAlone: Bool = false
    ) -> Bool {
        var c = cursor
        if offset(&c, &pieces, now) || partOfDay(&c, &pieces, now, introduced: introduced) {
            cursor = c
            return true
        }
        c = cursor
        if let clock = clock(&c, saidAt: saidAt) {
            guard pieces.set(clock: clock) else { return false }
            // "5 in the morning", "8 at night", "9 tonight"
            var after = c
            if !after.atEnd, partOfDay(&after, &pieces, now, introduced: true) { c = after }
            cursor = c
            return true
        }
        c = cursor
        if let day = day(&c, now, holidayAlone: holidayAlone) {
            guard pieces.set(day: day) else { return false }
            cursor = c
            return true
        }
        return false
    }

    /// "in 2 hours", "in a week", "3 days from now", "after 2 weeks".
    private static func offset(_ cursor: inout TokenCursor, _ pieces: inout DatePieces, _ now: Now) -> Bool {
        var c = cursor
        let leading = c.take(anyOf: ["in", "within", "after"]) != nil
        guard let span = TimeSpan.english(&c) else { return false }
        var from = c
        if !leading, span.isCalendarOnly, from.take("from"), let day = day(&from, now, holidayAlone: false) {
            // "a week from friday", "two days from tomorrow": counted from that day.
            guard apply(span, &pieces, Now(shifting: now, to: day)) else { return false }
            cursor = from
            return true
        }
        if !leading {
            guard c.take(sequence: ["from", "now"]) || c.take(sequence: ["from", "today"]) || c.take("later")
            else { return false }
        }
        guard apply(span, &pieces, now) else { return false }
        cursor = c
        return true
    }

    /// Whole days/weeks/months/years move the day; minutes and hours make a moment.
    static func apply(_ span: TimeSpan, _ pieces: inout DatePieces, _ now: Now) -> Bool {
        if span.isCalendarOnly {
            var day = now.today
            for part in span.parts {
                guard let moved = Days.offset(Int(part.amount), part.unit, Now(shifting: now, to: day)) else { return false }
                day = moved
            }
            return pieces.set(day: day)
        }
        guard pieces.moment == nil, let minutes = span.fixedMinutes, minutes > 0, minutes <= 5_256_000 else { return false }
        pieces.moment = now.adding(minutes: minutes)
        pieces.count += 1
        return true
    }

    /// "tonight", "this morning", "in the afternoon", "morning", "at night", "lunchtime".
    /// `introduced`: a preposition or another piece came before ("at night", "friday night").
    private static func partOfDay(_ cursor: inout TokenCursor, _ pieces: inout DatePieces, _ now: Now, introduced: Bool) -> Bool {
        var c = cursor
        var fixedToday = false
        var part: PartOfDay?
        if c.take("tonight") {
            fixedToday = true
            part = .night
        } else if Self.takeFirstThing(&c) {
            // "first thing tomorrow", "first thing in the morning": the day's start, 09:00.
            _ = c.take(sequence: ["in", "the", "morning"])
            part = .morning
        } else if c.take("this") {
            guard let found = c.take(from: partsOfDay) else { return false }
            fixedToday = true
            part = found
        } else if c.take(sequence: ["in", "the"]) || c.take("at") || (pieces.clock != nil && c.take(sequence: ["of", "the"])) {
            // ("five of the afternoon": a learner's "in the afternoon", after a time.)
            part = c.take(from: partsOfDay)
        } else if !introduced {
            // NB: a bare "night", "lunch", "morning" said first is a word of the title ("movie
            // night", "team lunch"); it is a time only after a day ("friday night", "tomorrow
            // morning") or with its own marker ("tonight", "this evening", "at night").
            return false
        } else if c.take("lunchtime") || c.take(sequence: ["lunch", "time"]) || c.take("lunch") {
            part = .noon
        } else {
            part = c.take(from: partsOfDay)
        }
        guard let part, pieces.set(partOfDay: part) else { return false }
        if fixedToday, !pieces.set(day: now.today) { return false }
        cursor = c
        return true
    }

    /// "first thing" (the ordinal may come as a word or a number token).
    private static func takeFirstThing(_ c: inout TokenCursor) -> Bool {
        var copy = c
        if copy.peek == .ordinal(1) { copy.index += 1 } else if !copy.take("first") { return false }
        guard copy.take("thing") else { return false }
        c = copy
        return true
    }

    /// "5pm", "5 p.m.", "17:30", "5:30", "five thirty", "half past five", "quarter to six", "noon",
    /// "midnight", "at 5" (a bare number needs "at", am/pm or o'clock).
    private static func clock(_ cursor: inout TokenCursor, saidAt: Bool) -> SpokenClock? {
        var c = cursor
        if c.take("noon") || c.take("midday") {
            cursor = c
            return SpokenClock(hour: 12, minute: 0, isExact: true)
        }
        if c.take("midnight") {
            cursor = c
            return SpokenClock(hour: 0, minute: 0, isExact: true, isMidnight: true)
        }
        // half past five, quarter to six, 10 past 5, 20 to 6
        var minutes: Int?
        if c.take("half") {
            minutes = 30
            // British "half five": half past five.
            if case .number(let hour)? = c.peek, (1...12).contains(hour) {
                var british = c
                british.index += 1
                var spoken = SpokenClock(hour: hour, minute: 30)
                spoken.meridiem = meridiem(&british)
                cursor = british
                return spoken
            }
        } else if c.take("quarter") || c.take(sequence: ["a", "quarter"]) {
            minutes = 15
        } else if case .number(let value)? = c.peek, (1...59).contains(value) {
            c.index += 1
            _ = c.take(anyOf: ["minutes", "minute", "min", "mins"])
            minutes = value
        }
        // NB: with no hour after the word ("five of the afternoon") the number is read alone below.
        if let minutes, let relation = c.take(anyOf: ["past", "after", "to", "before", "of"]), let hour = c.number(), (1...12).contains(hour) {
            _ = c.take("oclock")
            let isBefore = relation == "to" || relation == "before" || relation == "of"
            if isBefore, minutes == 30 { return nil }
            var spoken = SpokenClock(hour: isBefore ? (hour == 1 ? 12 : hour - 1) : hour, minute: isBefore ? 60 - minutes : minutes)
            spoken.meridiem = meridiem(&c)
            cursor = c
            return spoken
        }
        c = cursor
        var spoken: SpokenClock
        var isQualified = saidAt
        // "zero nine hundred (hours)", "oh eight hundred": a 24-hour time said with its leading zero.
        if c.peek == .number(0) || c.peek == .word("oh"), c.index + 1 < c.tokens.count, case .number(let value) = c.tokens[c.index + 1],
            (100...959).contains(value), value % 100 < 60
        {
            c.index += 2
            _ = c.take("hours") || c.take("hour")
            cursor = c
            return SpokenClock(hour: value / 100, minute: value % 100, isExact: true)
        }
        switch c.peek {
        case .clock(let hour, let minute, let isExact)?:
            c.index += 1
            spoken = SpokenClock(hour: hour, minute: minute, isExact: isExact)
            isQualified = true
        case .number(let value)? where (100...2359).contains(value) && value % 100 < 60:
            // A time said as one number: "two hundred pm" (2:00 pm), "three hundred and thirty pm",
            // "fourteen hundred hours", or a recognizer's "530 pm". Only with am/pm or "hours".
            c.index += 1
            let hour = value / 100
            if c.take("hours") || c.take("hour") {
                guard hour <= 23 else { return nil }
                cursor = c
                return SpokenClock(hour: hour, minute: value % 100, isExact: true)
            }
            // "at 1900", "at 1830": a 24-hour time after "at".
            if saidAt, (13...23).contains(hour), c.peek != .word("am"), c.peek != .word("pm") {
                cursor = c
                return SpokenClock(hour: hour, minute: value % 100, isExact: true)
            }
            guard (1...12).contains(hour), let said = meridiem(&c) else { return nil }
            spoken = SpokenClock(hour: hour, minute: value % 100, isExact: false)
            spoken.meridiem = said
            cursor = c
            return spoken
        case .number(let hour)? where hour <= 24:
            c.index += 1
            spoken = SpokenClock(hour: hour, minute: 0, isExact: hour == 0 || hour >= 13)
            if case .number(let minute)? = c.peek, (0...59).contains(minute), hour <= 23 {
                // "five thirty", "5 30"
                c.index += 1
                spoken.minute = minute
                isQualified = true
            } else if c.take("oclock") {
                isQualified = true
            }
        default:
            return nil
        }
        if let said = meridiem(&c) {
            guard !spoken.isExact || spoken.hour <= 12, spoken.hour >= 1 else { return nil }
            spoken.meridiem = said
            spoken.isExact = false
            isQualified = true
        }
        if !isQualified {
            // A bare number is a time only with "at", am/pm, o'clock or a part of day after it.
            var probe = c
            var scratch = DatePieces()
            guard partOfDay(&probe, &scratch, Now.placeholder, introduced: true) else { return nil }
        }
        cursor = c
        return spoken
    }

    private static func meridiem(_ cursor: inout TokenCursor) -> SpokenClock.Meridiem? {
        switch cursor.take(anyOf: ["am", "pm"]) {
        case "am": return .am
        case "pm": return .pm
        default: return nil
        }
    }

    /// Relative days, weekdays, weekends, ends of periods and calendar dates.
    private static func day(_ cursor: inout TokenCursor, _ now: Now, holidayAlone: Bool = false) -> Day? {
        var c = cursor
        defer { cursor = c }
        let start = c
        func fail() -> Day? {
            c = start
            return nil
        }
        if c.take("today") { return now.today }
        // "end of day", "close of business", "cob": today, or the day said after it ("by end of
        // day thursday", "close of business on friday"), date only.
        if c.take(sequence: ["end", "of", "day"]) || c.take(sequence: ["end", "of", "the", "day"]) || c.take("eod")
            || c.take(sequence: ["close", "of", "business"]) || c.take(sequence: ["end", "of", "business"]) || c.take("cob")
            || c.take(sequence: ["end", "of", "play"])
        {
            var after = c
            _ = after.take("on")
            if let later = day(&after, now) {
                c = after
                return later
            }
            return now.today
        }
        if c.take(anyOf: tomorrowWords) != nil { return now.today.adding(days: 1) }
        if c.take(sequence: ["the", "day", "after", "tomorrow"]) || c.take(sequence: ["day", "after", "tomorrow"]) {
            return now.today.adding(days: 2)
        }
        if c.take(sequence: ["the", "week", "after", "next"]) { return now.today.monday.adding(days: 14) }
        // this / next / coming + weekday, weekend, week, month, year
        var modifier: String?
        if c.take(sequence: ["this", "coming"]) {
            modifier = "coming"
        } else {
            modifier = c.take(anyOf: ["this", "next", "coming", "upcoming", "the"])
        }
        if let weekday = c.take(from: weekdays) {
            var target: Day
            switch modifier {
            case "this"?: target = Days.this(weekday, now)
            case "next"?: target = Days.inWeek(1, weekday, now)
            // NB: not "the friday" ("prepare for the friday meeting" is a name, and the matcher
            // may leave "meeting" out of a span).
            case "the"?: return fail()
            default: target = Days.coming(weekday, now)
            }
            if modifier == nil || modifier == "coming" || modifier == "upcoming" {
                if modifier == nil, c.take("week") {
                    // British "tuesday week": a week after the coming tuesday.
                    target = target.adding(days: 7)
                } else if c.take(sequence: ["next", "week"]) {
                    target = Days.inWeek(1, weekday, now)
                } else if c.take(sequence: ["this", "week"]) {
                    target = Days.this(weekday, now)
                } else {
                    // "friday december 4th", "friday the 4th": the calendar date wins.
                    var date = c
                    if let absolute = calendarDate(&date, now) {
                        c = date
                        return absolute
                    }
                }
            }
            return target
        }
        if c.take("weekend") {
            switch modifier {
            case "next"?: return now.today.monday.adding(days: 12)
            case nil, "this"?, "the"?, "coming"?, "upcoming"?: return Days.thisWeekend(now)
            default: return fail()
            }
        }
        if let modifier, modifier == "this" || modifier == "next" {
            let isNext = modifier == "next"
            if c.take("week") {
                // "next week friday", "this week thursday" (Ghanaian, Nigerian, German English): that day of the week.
                if let weekday = c.take(from: weekdays) { return isNext ? Days.inWeek(1, weekday, now) : Days.this(weekday, now) }
                return isNext ? now.today.monday.adding(days: 7) : Days.endOfWeek(now)
            }
            if c.take("month") { return isNext ? now.today.firstOfMonth(offset: 1) : now.today.lastOfMonth() }
            if c.take("year") { return isNext ? Day(year: now.today.year + 1, month: 1, day: 1) : Days.endOfYear(now) }
            return fail()
        }
        c = start
        if let end = endOf(&c, now) { return end }
        c = start
        if let date = calendarDate(&c, now) { return date }
        c = start
        if let holiday = holiday(&c, now, bare: holidayAlone) { return holiday }
        c = start
        if let near = dayNextTo(&c, now) { return near }
        return fail()
    }

    /// Days of the year people name rather than number, the next one from today: "christmas
    /// day", "christmas eve", "new year's eve", "new year's day", "valentine's day"; `bare` also
    /// "christmas" and "halloween" alone, which are as often what a thing is for ("book flights
    /// for christmas") as when it is due: only after "the day before" and the like.
    private static func holiday(_ cursor: inout TokenCursor, _ now: Now, bare: Bool) -> Day? {
        var c = cursor
        var month = 0
        var day = 0
        if c.take(anyOf: ["christmas", "xmas"]) != nil {
            if c.take("eve") {
                (month, day) = (12, 24)
            } else {
                guard c.take("day") || bare else { return nil }
                (month, day) = (12, 25)
            }
        } else if c.take("new"), c.take(anyOf: ["year's", "years", "year"]) != nil {
            if c.take("eve") {
                (month, day) = (12, 31)
            } else {
                guard c.take("day") else { return nil }
                (month, day) = (1, 1)
            }
        } else if bare, c.take("halloween") {
            (month, day) = (10, 31)
        } else if c.take(anyOf: ["valentine's", "valentines"]) != nil, c.take("day") {
            (month, day) = (2, 14)
        } else {
            return nil
        }
        guard let result = Days.absolute(year: nil, month: month, day: day, now) else { return nil }
        cursor = c
        return result
    }

    /// "the day before christmas", "two days before the 15th", "the day after friday".
    private static func dayNextTo(_ cursor: inout TokenCursor, _ now: Now) -> Day? {
        var c = cursor
        _ = c.take("the")
        var count = 1
        if let number = c.number() {
            count = number
            guard (1...31).contains(count), c.take("days") else { return nil }
        } else {
            guard c.take("day") else { return nil }
        }
        guard let side = c.take(anyOf: ["before", "after"]) else { return nil }
        // NB: "the day after tomorrow" is read before this (`day`); the day named is any other.
        var inner = c
        guard let named = holiday(&inner, now, bare: true) ?? day(&c, now) else { return nil }
        if inner.index > c.index { c = inner }
        cursor = c
        return named.adding(days: side == "before" ? -count : count)
    }

    /// "end of the month", "the end of next week", "month end", "eom".
    private static func endOf(_ cursor: inout TokenCursor, _ now: Now) -> Day? {
        var c = cursor
        var unit: String?
        var offset = 0
        if let short = c.take(anyOf: ["eow", "eom", "eoy"]) {
            unit = ["eow": "week", "eom": "month", "eoy": "year"][short]
        } else if let named = c.take(anyOf: ["month", "year"]), c.take("end") {
            unit = named
        } else {
            c = cursor
            _ = c.take("the")
            guard c.take(sequence: ["end", "of"]) else { return nil }
            if let which = c.take(anyOf: ["the", "this", "next"]) { offset = which == "next" ? 1 : 0 }
            unit = c.take(anyOf: ["week", "month", "year"])
            // "the end of december": that month's last day, the next one that is not past.
            if unit == nil, offset == 0, let month = c.take(from: months) {
                let thisYear = now.today.year
                for year in [thisYear, thisYear + 1] {
                    guard let first = Day(year: year, month: month, day: 1) else { continue }
                    let last = first.lastOfMonth()
                    if last >= now.today {
                        cursor = c
                        return last
                    }
                }
                return nil
            }
        }
        let day: Day?
        switch unit {
        case "week"?: day = Days.endOfWeek(now, weeks: offset)
        case "month"?: day = now.today.lastOfMonth(offset: offset)
        case "year"?: day = Days.endOfYear(now, years: offset)
        default: day = nil
        }
        if day != nil { cursor = c }
        return day
    }

    /// "december 15th", "dec 15 2026", "15 december", "the 15th of december", "the 15th",
    /// "12/15", "2026-12-15".
    static func calendarDate(_ cursor: inout TokenCursor, _ now: Now) -> Day? {
        var c = cursor
        if case .date(let year, let month, let day)? = c.peek {
            c.index += 1
            guard let result = Days.absolute(year: year, month: month, day: day, now) else { return nil }
            cursor = c
            return result
        }
        func dayNumber(_ c: inout TokenCursor) -> Int? {
            var copy = c
            let value = copy.ordinal() ?? copy.number()
            guard let value, (1...31).contains(value) else { return nil }
            c = copy
            return value
        }
        func year(_ c: inout TokenCursor) -> Int? {
            var copy = c
            guard let first = copy.number() else { return nil }
            if (1900...2999).contains(first) {
                c = copy
                return first
            }
            // A year said in two halves: "twenty seventeen", "twenty twenty seven", "nineteen ninety nine".
            guard (19...20).contains(first), let second = copy.number(), (10...99).contains(second) else { return nil }
            c = copy
            return first * 100 + second
        }
        // month day [year]
        if let month = c.take(from: months) {
            _ = c.take("the")
            guard let day = dayNumber(&c) else { return nil }
            let explicitYear = year(&c)
            guard let result = Days.absolute(year: explicitYear, month: month, day: day, now) else { return nil }
            cursor = c
            return result
        }
        // [the] day [of] month [year] | [the] ordinal [of (this|next) month]
        c = cursor
        // "the day 15" (as learners put "el día 15"): the 15th.
        let saidThe = c.take(sequence: ["the", "day"]) || c.take("the")
        guard let day = dayNumber(&c) else { return nil }
        var afterDay = c
        _ = afterDay.take("of")
        if let month = afterDay.take(from: months) {
            c = afterDay
            let explicitYear = year(&c)
            guard let result = Days.absolute(year: explicitYear, month: month, day: day, now) else { return nil }
            cursor = c
            return result
        }
        // A day of the month alone needs "the": "the 15th", not "second".
        guard saidThe else { return nil }
        var result: Day?
        if c.take(sequence: ["of", "next", "month"]) {
            let first = now.today.firstOfMonth(offset: 1)
            result = Day(year: first.year, month: first.month, day: day)
        } else if c.take(sequence: ["of", "this", "month"]) || c.take(sequence: ["of", "the", "month"]) {
            result = Day(year: now.today.year, month: now.today.month, day: day)
        } else {
            result = now.nextDay(ofMonth: day)
        }
        if result != nil { cursor = c }
        return result
    }
}

extension Now {
    /// The same clock with "today" moved (for chained offsets such as "1 month and 2 days").
    init(shifting now: Now, to day: Day) {
        self = now
        today = day
    }

    /// A fixed moment for grammar probes that never read the clock.
    static let placeholder: Now = Now(Clock(now: Date(timeIntervalSince1970: 0), calendar: Clock.localCalendar(timeZone: TimeZone(identifier: "UTC")!)))
}
