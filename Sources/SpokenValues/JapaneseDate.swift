import Basics
import Foundation

/// Japanese date grammar (rules on `SpokenDate`).
enum JapaneseDate {
    /// Particles and approximations a date may end with.
    static let trailingParticles = ["までに", "迄に", "まで", "迄", "から", "ごろ", "頃", "くらい", "ぐらい", "に", "で"]
    static let weekdayCharacters: [(String, Int)] = [
        ("月", 0), ("火", 1), ("水", 2), ("木", 3), ("金", 4), ("土", 5), ("日", 6),
    ]
    private static let partsOfDay: [(String, PartOfDay)] = [
        ("朝イチ", .morning), ("朝一番", .morning), ("朝一", .morning), ("朝いち", .morning), ("あさいち", .morning),
        ("午前中", .morning), ("朝", .morning), ("午前", .morning), ("昼間", .afternoon), ("お昼", .noon), ("昼", .noon),
        ("午後", .afternoon), ("夕方", .evening), ("夕", .evening), ("夜", .night), ("晩", .night),
        ("あさ", .morning), ("ひる", .noon), ("ゆうがた", .evening), ("よる", .night),
    ]

    static func parse(_ text: String, _ now: Now) -> DueDate? {
        pieces(text, now)?.resolve(now)
    }

    /// The pieces the whole text says, before they are resolved; nil when it is no date.
    static func pieces(_ text: String, _ now: Now) -> DatePieces? {
        guard var characters = JapaneseText.prepare(text) else { return nil }
        characters = JapaneseText.trimmingPunctuation(characters)
        characters = JapaneseText.droppingTrailingParticles(characters, trailingParticles)
        guard !characters.isEmpty else { return nil }
        var cursor = TextCursor(characters)
        var pieces = DatePieces()
        while !cursor.atEnd {
            guard pieces.count < 4 else { return nil }
            if pieces.count > 0 { _ = cursor.take(anyOf: ["の", "、", ","]) }
            guard element(&cursor, &pieces, now) else { return nil }
        }
        return pieces
    }

    private static func element(_ cursor: inout TextCursor, _ pieces: inout DatePieces, _ now: Now) -> Bool {
        var c = cursor
        if offset(&c, &pieces, now) {
            cursor = c
            return true
        }
        c = cursor
        if let clock = clock(&c) {
            guard pieces.set(clock: clock) else { return false }
            cursor = c
            return true
        }
        // 午前/午後 before a number must be a valid clock time (午後13時 is not).
        c = cursor
        if c.take(anyOf: ["午前", "午後"]) != nil, c.number() != nil { return false }
        c = cursor
        if fixedPartOfDay(&c, &pieces, now) {
            cursor = c
            return true
        }
        // Days before parts of day: あさって is not あさ + って.
        c = cursor
        if var day = day(&c, now) {
            // 「12月15日の前日」「金曜の翌日」: the day next to the one named.
            if c.take(anyOf: ["の前日", "前日"]) != nil {
                day = day.adding(days: -1)
            } else if c.take("の翌日") {
                day = day.adding(days: 1)
            }
            guard pieces.set(day: day) else { return false }
            cursor = c
            return true
        }
        c = cursor
        if let part = c.take(from: partsOfDay) {
            guard pieces.set(partOfDay: part) else { return false }
            cursor = c
            return true
        }
        return false
    }

    /// 「2時間後」「30分後」「3日後」「1週間後」「半年後」「あと10分」.
    private static func offset(_ cursor: inout TextCursor, _ pieces: inout DatePieces, _ now: Now) -> Bool {
        var c = cursor
        let saidAto = c.take("あと")
        guard let span = TimeSpan.japanese(&c) else { return false }
        guard saidAto || c.take("後") || c.take("あと") || c.take("先") else { return false }
        guard EnglishDate.apply(span, &pieces, now) else { return false }
        cursor = c
        return true
    }

    /// 「今夜」「今晩」「今朝」: today with a part of day.
    private static func fixedPartOfDay(_ cursor: inout TextCursor, _ pieces: inout DatePieces, _ now: Now) -> Bool {
        var c = cursor
        let part: PartOfDay
        if c.take(anyOf: ["今夜中", "今晩中", "今夜", "今晩", "こんや", "こんばん"]) != nil {
            part = .night
        } else if c.take(anyOf: ["今朝", "けさ"]) != nil {
            part = .morning
        } else if c.take(anyOf: ["今日の", "きょうの"]) != nil, let found = c.take(from: partsOfDay) {
            part = found
        } else {
            return false
        }
        guard pieces.set(day: now.today), pieces.set(partOfDay: part) else { return false }
        cursor = c
        return true
    }

    /// 「5時」「午後5時」「17時半」「5時30分」「正午」「17:30」 (「朝9時」 is a part of day, then a clock).
    private static func clock(_ cursor: inout TextCursor) -> SpokenClock? {
        var c = cursor
        if c.take("正午") {
            cursor = c
            return SpokenClock(hour: 12, minute: 0, isExact: true)
        }
        var meridiem: SpokenClock.Meridiem?
        if c.take("午前") {
            meridiem = .am
        } else if c.take("午後") {
            meridiem = .pm
        }
        let hourStart = c.index
        guard let hour = c.number() else { return nil }
        let hasLeadingZero = c.index - hourStart == 2 && c.characters[hourStart] == "0"
        var spoken = SpokenClock(hour: hour, minute: 0)
        if c.take(":") {
            let digitsStart = c.index
            guard let minute = c.number(), c.index - digitsStart == 2 else { return nil }
            spoken.minute = minute
        } else {
            guard c.take("時") else { return nil }
            if c.take("半") {
                spoken.minute = 30
            } else {
                var minutes = c
                if let minute = minutes.number(), minutes.take("分") {
                    spoken.minute = minute
                    c = minutes
                }
            }
        }
        guard spoken.minute <= 59, hour <= 24 else { return nil }
        if let meridiem {
            // 午後0時 = 12:00, 午前0時 = 00:00
            guard hour <= 12 else { return nil }
            spoken.meridiem = meridiem
            if hour == 0 { spoken.hour = 12 }
        } else if hour == 24 {
            // 24時 = the coming midnight
            guard spoken.minute == 0 else { return nil }
            spoken.isMidnight = true
        } else {
            spoken.isExact = hour == 0 || hour >= 13 || hasLeadingZero
        }
        cursor = c
        return spoken
    }

    /// 「今日」「明日」「金曜」「来週の金曜」「週末」「月末」「12月15日」「令和8年12月15日」「15日」「来月」.
    private static func day(_ cursor: inout TextCursor, _ now: Now) -> Day? {
        var c = cursor
        defer { cursor = c }
        let start = c
        func fail() -> Day? {
            c = start
            return nil
        }
        let today = now.today
        let relative: [(String, Day)] = [
            ("明々後日", today.adding(days: 3)), ("明明後日", today.adding(days: 3)), ("しあさって", today.adding(days: 3)),
            ("明後日", today.adding(days: 2)), ("あさって", today.adding(days: 2)),
            ("今日中", today), ("本日中", today), ("今日", today), ("きょう", today), ("本日", today),
            ("明日中", today.adding(days: 1)), ("明日", today.adding(days: 1)), ("あした", today.adding(days: 1)),
            ("あす", today.adding(days: 1)), ("翌日", today.adding(days: 1)),
            ("今週末", Days.thisWeekend(now)), ("この週末", Days.thisWeekend(now)), ("週末", Days.thisWeekend(now)),
            ("来週末", today.monday.adding(days: 12)),
            ("今月末", today.lastOfMonth()), ("今月中", today.lastOfMonth()), ("今月いっぱい", today.lastOfMonth()),
            ("月末", today.lastOfMonth()), ("来月末", today.lastOfMonth(offset: 1)),
            // The start of next week, as office speech says it: its Monday.
            ("来週の頭", today.monday.adding(days: 7)), ("来週頭", today.monday.adding(days: 7)), ("週明け", today.monday.adding(days: 7)),
            ("大晦日", Days.endOfYear(now)), ("大みそか", Days.endOfYear(now)), ("おおみそか", Days.endOfYear(now)),
            ("今年中", Days.endOfYear(now)), ("今年いっぱい", Days.endOfYear(now)), ("年内", Days.endOfYear(now)),
            ("年末", Days.endOfYear(now)), ("来年末", Days.endOfYear(now, years: 1)),
        ]
        // Weekdays with their week: 来週の金曜, 今週金曜日, 金曜
        var week: Int?  // nil = the coming one, 0 = this week, 1 = next, 2 = the week after
        if c.take(anyOf: ["再来週の", "再来週"]) != nil {
            week = 2
        } else if c.take(anyOf: ["来週の", "来週", "らいしゅうの", "らいしゅう"]) != nil {
            week = 1
        } else if c.take(anyOf: ["今週の", "今週", "この"]) != nil {
            week = 0
        } else {
            _ = c.take(anyOf: ["次の", "今度の"])
        }
        if let weekday = weekday(&c) {
            switch week {
            case nil: return Days.coming(weekday, now)
            case 0?: return Days.this(weekday, now)
            case let weeks?: return Days.inWeek(weeks, weekday, now)
            }
        }
        c = start
        if let found = c.take(from: relative) { return found }
        // 来週中 / 今週中 / 来週 / 今週 alone
        if c.take(anyOf: ["今週中", "今週いっぱい", "今週"]) != nil { return Days.endOfWeek(now) }
        if c.take("来週中") { return Days.endOfWeek(now, weeks: 1) }
        if c.take(anyOf: ["再来週"]) != nil { return today.monday.adding(days: 14) }
        if c.take(anyOf: ["来週", "らいしゅう"]) != nil { return today.monday.adding(days: 7) }
        // 今月15日, 来月(の)15日, 来月, 再来月, 来年
        var monthOffset: Int?
        if c.take("今月") {
            monthOffset = 0
        } else if c.take("再来月") {
            monthOffset = 2
        } else if c.take("来月") {
            monthOffset = 1
        }
        if let monthOffset {
            _ = c.take("の")
            var dayCursor = c
            if let dayOfMonth = dayCursor.number(), dayCursor.take("日") {
                let first = today.firstOfMonth(offset: monthOffset)
                guard let result = Day(year: first.year, month: first.month, day: dayOfMonth) else { return fail() }
                c = dayCursor
                return result
            }
            guard monthOffset > 0 else { return fail() }
            return today.firstOfMonth(offset: monthOffset)
        }
        if c.take("来年") { return Day(year: today.year + 1, month: 1, day: 1) }
        c = start
        if let date = calendarDate(&c, now) { return date }
        return fail()
    }

    /// 「金曜」「金曜日」「金」 after 曜 only: 月曜 ... 日曜; and 曜 in kana as a child writes it
    /// or a recognizer leaves it (「金よう日」「水ようび」).
    static func weekday(_ cursor: inout TextCursor) -> Int? {
        var c = cursor
        guard let weekday = c.take(from: weekdayCharacters) else { return nil }
        if c.take("曜") {
            _ = c.take("日")
        } else if c.take("よう") {
            guard c.take("日") || c.take("び") else { return nil }
        } else {
            return nil
        }
        cursor = c
        return weekday
    }

    /// 「12月15日」「2026年12月15日」「令和8年12月15日」「令和元年5月1日」「15日」「12/15」「2026-12-15」.
    static func calendarDate(_ cursor: inout TextCursor, _ now: Now) -> Day? {
        var c = cursor
        var year: Int?
        if c.take("令和") {
            if c.take("元") {
                year = 2019
            } else if let value = c.number(), value >= 1 {
                year = 2018 + value
            } else {
                return nil
            }
            guard c.take("年") else { return nil }
        } else {
            var yearCursor = c
            if let value = yearCursor.number(), yearCursor.take("年"), (1900...2999).contains(value) {
                year = value
                c = yearCursor
            }
        }
        var first = c
        if let a = first.number() {
            // 12/15, 2026/12/15, 2026-12-15
            var numeric = first
            if let separator = numeric.take(anyOf: ["/", "-"]), let b = numeric.number() {
                var result: Day?
                var third = numeric
                if third.take(separator), let d = third.number() {
                    guard year == nil, (1000...9999).contains(a) else { return nil }
                    result = Days.absolute(year: a, month: b, day: d, now)
                    numeric = third
                } else if separator == "/" {
                    result = year.map { Day(year: $0, month: a, day: b) } ?? Days.absolute(year: nil, month: a, day: b, now)
                }
                guard let result else { return nil }
                cursor = numeric
                return result
            }
        }
        first = c
        if let month = first.number(), first.take("月") {
            guard let day = first.number(), first.take("日") else { return nil }
            guard let result = Days.absolute(year: year, month: month, day: day, now) else { return nil }
            cursor = first
            return result
        }
        guard year == nil else { return nil }
        first = c
        if let day = first.number(), first.take("日"), let result = now.nextDay(ofMonth: day) {
            cursor = first
            return result
        }
        return nil
    }
}
