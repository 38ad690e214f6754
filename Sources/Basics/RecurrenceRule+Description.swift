import Foundation

extension RecurrenceRule {
    /// The rule in words, for answers and listings.
    ///
    ///     FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH      .en  "every 2 weeks on Monday and Thursday"
    ///                                             .ja  "2週間ごとの月曜日と木曜日"
    ///     FREQ=MONTHLY;BYDAY=1MO                  .en  "on the first Monday of every month"
    ///                                             .ja  "毎月第1月曜日"
    ///     FREQ=DAILY;COUNT=5                      .en  "every day, 5 times"   .ja "毎日（5回）"
    public func describe(_ language: Language) -> String {
        switch language {
        case .en: return englishDescription
        case .ja: return japaneseDescription
        }
    }

    private static let weekdaysMondayToFriday: [WeekdayNumber] = [.monday, .tuesday, .wednesday, .thursday, .friday]
        .map { WeekdayNumber(weekday: $0) }
    private static let weekendDays: [WeekdayNumber] = [.saturday, .sunday].map { WeekdayNumber(weekday: $0) }

    private var isEveryWeekday: Bool {
        (frequency == .weekly || frequency == .daily) && byDay == RecurrenceRule.weekdaysMondayToFriday
            && byMonthDay.isEmpty
    }
    private var isEveryWeekend: Bool {
        (frequency == .weekly || frequency == .daily) && byDay == RecurrenceRule.weekendDays && byMonthDay.isEmpty
    }

    // MARK: English

    private static let englishMonths = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    private static let englishWeekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    private static let englishOrdinalWords = ["first", "second", "third", "fourth", "fifth"]

    private static func englishList(_ items: [String]) -> String {
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return items[0] + " and " + items[1]
        default: return items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }

    private static func englishOrdinal(_ n: Int) -> String {
        let suffix: String
        switch (n % 10, n % 100) {
        case (_, 11...13): suffix = "th"
        case (1, _): suffix = "st"
        case (2, _): suffix = "nd"
        case (3, _): suffix = "rd"
        default: suffix = "th"
        }
        return "\(n)\(suffix)"
    }

    /// "the 15th", "the last day", "the 2nd to last day".
    private static func englishMonthDay(_ day: Int) -> String {
        if day > 0 { return "the " + englishOrdinal(day) }
        if day == -1 { return "the last day" }
        return "the " + englishOrdinal(-day) + " to last day"
    }

    /// "Monday", "first Monday", "last Friday", "second to last Friday".
    private static func englishWeekday(_ entry: WeekdayNumber) -> String {
        let name = englishWeekdays[entry.weekday.index]
        guard let ordinal = entry.ordinal else { return name }
        if ordinal > 0 { return englishOrdinalWords[ordinal - 1] + " " + name }
        if ordinal == -1 { return "last " + name }
        return englishOrdinalWords[-ordinal - 1] + " to last " + name
    }

    private static func englishTime(_ time: DueDate.TimeOfDay) -> String {
        let hour = time.hour % 12 == 0 ? 12 : time.hour % 12
        let minutes = time.minute == 0 ? "" : String(format: ":%02d", time.minute)
        return "\(hour)\(minutes) \(time.hour < 12 ? "AM" : "PM")"
    }

    /// "on the first Monday", "on Mondays", "on the 15th and the last day".
    private var englishDays: String? {
        var parts: [String] = []
        if !byMonthDay.isEmpty { parts.append(RecurrenceRule.englishList(byMonthDay.map(RecurrenceRule.englishMonthDay))) }
        if !byDay.isEmpty {
            let hasOrdinals = byDay.contains { $0.ordinal != nil }
            let names = byDay.map { entry in
                hasOrdinals && entry.ordinal != nil ? "the " + RecurrenceRule.englishWeekday(entry)
                    : RecurrenceRule.englishWeekdays[entry.weekday.index] + (hasOrdinals ? "" : "s")
            }
            parts.append(RecurrenceRule.englishList(names))
        }
        guard !parts.isEmpty else { return nil }
        return "on " + parts.joined(separator: " that are ")
    }

    private var englishDescription: String {
        var text: String
        let every = { (unit: String) in self.interval == 1 ? "every \(unit)" : "every \(self.interval) \(unit)s" }
        let months = byMonth.map { RecurrenceRule.englishMonths[$0 - 1] }
        var monthsUsed = false
        switch frequency {
        case .daily, .weekly:
            let unit = frequency == .daily ? "day" : "week"
            if interval == 1 && isEveryWeekday {
                text = "every weekday"
            } else if interval == 1 && isEveryWeekend {
                text = "every weekend"
            } else if byDay.isEmpty && byMonthDay.isEmpty {
                text = every(unit)
            } else if interval == 1 && frequency == .weekly {
                text = "every " + RecurrenceRule.englishList(byDay.map { RecurrenceRule.englishWeekdays[$0.weekday.index] })
            } else {
                let days = byDay.map { RecurrenceRule.englishWeekdays[$0.weekday.index] }
                var on: [String] = []
                if !byMonthDay.isEmpty { on.append(RecurrenceRule.englishList(byMonthDay.map(RecurrenceRule.englishMonthDay))) }
                if !days.isEmpty { on.append(RecurrenceRule.englishList(days)) }
                text = every(unit) + " on " + on.joined(separator: " that are ")
            }
        case .monthly:
            if interval == 1, byMonthDay.isEmpty, !byDay.isEmpty, byDay.allSatisfy({ $0.ordinal != nil }) {
                text = "on " + RecurrenceRule.englishList(byDay.map { "the " + RecurrenceRule.englishWeekday($0) })
                    + " of every month"
            } else {
                text = every("month") + (englishDays.map { " " + $0 } ?? "")
            }
        case .yearly:
            text = every("year")
            if byMonth.count == 1, byMonthDay.count == 1, byMonthDay[0] > 0, byDay.isEmpty {
                text += " on \(months[0]) \(byMonthDay[0])"
                monthsUsed = true
            } else {
                if !months.isEmpty {
                    text += " in " + RecurrenceRule.englishList(months)
                    monthsUsed = true
                }
                if let days = englishDays { text += " " + days }
            }
        }
        if !monthsUsed && !months.isEmpty { text += " in " + RecurrenceRule.englishList(months) }
        switch end {
        case .never: break
        case .count(1): text += ", once"
        case .count(let count): text += ", \(count) times"
        case .until(let until):
            text += ", until \(RecurrenceRule.englishMonths[until.month - 1]) \(until.day), \(until.year)"
            if let time = until.time { text += " at " + RecurrenceRule.englishTime(time) }
        }
        return text
    }

    // MARK: Japanese

    private static let japaneseWeekdays = ["月曜日", "火曜日", "水曜日", "木曜日", "金曜日", "土曜日", "日曜日"]

    private static func japaneseList(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: "、") + "と" + items.last!
    }

    /// 「15日」「末日」「末日の2日前」.
    private static func japaneseMonthDay(_ day: Int) -> String {
        if day > 0 { return "\(day)日" }
        if day == -1 { return "末日" }
        return "末日の\(-day - 1)日前"
    }

    /// 「月曜日」「第1月曜日」「最終金曜日」「最後から2番目の金曜日」.
    private static func japaneseWeekday(_ entry: WeekdayNumber) -> String {
        let name = japaneseWeekdays[entry.weekday.index]
        guard let ordinal = entry.ordinal else { return name }
        if ordinal > 0 { return "第\(ordinal)" + name }
        if ordinal == -1 { return "最終" + name }
        return "最後から\(-ordinal)番目の" + name
    }

    /// 「15日」「第1月曜日」「15日の月曜日」.
    private var japaneseDays: String? {
        let days = byMonthDay.map(RecurrenceRule.japaneseMonthDay)
        let weekdays = byDay.map(RecurrenceRule.japaneseWeekday)
        switch (days.isEmpty, weekdays.isEmpty) {
        case (true, true): return nil
        case (false, true): return RecurrenceRule.japaneseList(days)
        case (true, false): return RecurrenceRule.japaneseList(weekdays)
        case (false, false): return RecurrenceRule.japaneseList(days) + "の" + RecurrenceRule.japaneseList(weekdays)
        }
    }

    private var japaneseDescription: String {
        var text: String
        let months = RecurrenceRule.japaneseList(byMonth.map { "\($0)月" })
        var monthsUsed = false
        /// 「毎週」+「月曜日」 or 「2週間ごとの」+「月曜日」.
        func join(_ head: String, every: String, _ tail: String?) -> String {
            guard let tail else { return interval == 1 ? every : head }
            return interval == 1 ? every + tail : head + "の" + tail
        }
        switch frequency {
        case .daily:
            if interval == 1 && isEveryWeekday {
                text = "平日"
            } else if interval == 1 && isEveryWeekend {
                text = "週末"
            } else {
                text = join("\(interval)日ごと", every: "毎日", japaneseDays)
                if interval == 1, japaneseDays != nil { text = "毎日（" + japaneseDays! + "）" }
            }
        case .weekly:
            if interval == 1 && isEveryWeekday {
                text = "平日"
            } else if interval == 1 && isEveryWeekend {
                text = "週末"
            } else {
                text = join("\(interval)週間ごと", every: "毎週", japaneseDays)
            }
        case .monthly:
            text = join("\(interval)か月ごと", every: "毎月", japaneseDays)
        case .yearly:
            var tail = japaneseDays
            if !byMonth.isEmpty {
                tail = months + (tail ?? "")
                monthsUsed = true
            }
            text = join("\(interval)年ごと", every: "毎年", tail)
        }
        if !monthsUsed && !byMonth.isEmpty { text = months + "の" + text }
        switch end {
        case .never: break
        case .count(let count): text += "（\(count)回）"
        case .until(let until):
            text += "、\(until.year)年\(until.month)月\(until.day)日"
            if let time = until.time { text += time.minute == 0 ? "\(time.hour)時" : "\(time.hour)時\(time.minute)分" }
            text += "まで"
        }
        return text
    }
}
