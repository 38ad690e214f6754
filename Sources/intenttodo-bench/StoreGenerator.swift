import Basics
import Foundation

/// Import documents of realistic todos, the same for every run: the corpus fixture's todos
/// (so the corpus sentences name real todos), then generated ones — an action, a thing,
/// sometimes a person, a place or a number — over a few lists, some done, due or repeating.
///
///     StoreGenerator.document(count: 1000, language: .en, fixture: fixtureJSON)
enum StoreGenerator {
    /// A small deterministic generator (SplitMix64), so every run builds the same stores.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
        mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    }

    static let englishActions = [
        "Buy", "Call", "Email", "Fix", "Book", "Pay", "Clean", "Write", "Read", "Plan", "Schedule", "Return", "Pick up",
        "Renew", "Order", "Send", "Prepare", "Review", "Update", "Cancel", "Check", "Print", "Sign", "Wash", "Paint",
    ]
    static let englishThings = [
        "milk", "bread", "eggs", "coffee", "the plumber", "the electrician", "the report", "the invoice", "rent",
        "car insurance", "the kitchen", "the garage", "concert tickets", "flights", "the dentist", "the budget",
        "the slides", "the contract", "the lease", "birthday cards", "the bike", "the fence", "the gutters",
        "the library books", "the passport", "the tax return", "the newsletter", "the roadmap", "the backlog",
        "the quarterly review", "groceries", "dog food", "printer ink", "batteries", "light bulbs", "the water bill",
        "the phone bill", "the gym membership", "the hotel", "the rental car", "the vet", "the school forms",
        "the meeting notes", "the release notes", "the presentation", "the proposal", "the photos", "the curtains",
    ]
    static let englishPeople = ["mom", "dad", "Sarah", "John", "Mike", "Emma", "the landlord", "the accountant", "grandma", "Alex"]
    static let englishPlaces = ["Paris", "Berlin", "Tokyo", "the office", "the store", "downtown", "the cabin", "school"]
    static let englishTails = [
        "for the party", "before Friday", "at the store", "with %P", "for %P", "in %L", "for the trip to %L",
        "for next week", "for the kids", "at work", "again", "online", "for room %N", "#%N", "part %N",
    ]

    static let japaneseThings = [
        "牛乳", "パン", "卵", "洗剤", "切符", "請求書", "報告書", "家賃", "保険", "台所", "車庫", "コンサートのチケット",
        "航空券", "歯医者の予約", "予算", "資料", "契約書", "年賀状", "自転車", "図書館の本", "パスポート", "確定申告",
        "議事録", "プレゼン", "企画書", "写真", "カーテン", "電球", "電池", "水道代", "電話代", "ジムの会費", "ホテル",
        "レンタカー", "学校の書類", "会議の資料", "ドッグフード", "トイレットペーパー", "お米", "野菜",
    ]
    static let japaneseActions = [
        "を買う", "を払う", "を予約する", "を掃除する", "を書く", "を読む", "を返す", "を送る", "を準備する", "を確認する",
        "を印刷する", "を更新する", "をキャンセルする", "を直す", "を洗う", "を注文する", "を片付ける", "を出す",
    ]
    static let japanesePeople = ["母", "父", "田中さん", "佐藤さん", "鈴木さん", "大家さん", "税理士", "祖母", "山田さん"]
    static let japanesePeopleActions = ["に電話する", "にメールする", "に連絡する", "に会う", "に相談する", "にお礼を言う"]
    static let japaneseHeads = ["週末に", "明日までに", "駅前で", "会社で", "東京で", "大阪で", "金曜までに", "帰りに", ""]

    /// An import document: the fixture's lists and todos, then generated todos up to `count`.
    static func document(count: Int, language: Language, fixture: JSONValue, seed: UInt64 = 42) -> JSONValue {
        let words = Words.of(language)
        var random = Random(state: seed &+ words.seedOffset)
        guard case .object(let root) = fixture else { return fixture }
        let fixtureLists = root["lists"]?.arrayValue ?? []
        let fixtureTodos = root["todos"]?.arrayValue ?? []
        var listNames = fixtureLists.compactMap { $0["name"]?.stringValue }
        if listNames.isEmpty { listNames = words.lists }
        var todos = fixtureTodos
        todos.reserveCapacity(max(count, todos.count))
        while todos.count < count {
            let title = words.title(&random)
            let day = random.below(60)
            let due: JSONValue =
                random.chance(25) ? .string(String(format: "2026-%02d-%02d", 11 + day / 30, day % 30 + 1)) : .null
            todos.append([
                "title": .string(title), "list": .string(random.pick(listNames)), "due": due,
                "done": .bool(random.chance(20)), "starred": .bool(random.chance(8)), "urgent": .bool(random.chance(5)),
                "repeat": due != .null && random.chance(8) ? .string(random.pick(["FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,TH", "FREQ=MONTHLY;BYMONTHDAY=1"])) : .null,
            ])
        }
        return ["lists": .array(fixtureLists), "todos": .array(todos)]
    }

    static func englishTitle(_ random: inout Random) -> String {
        let action = random.pick(englishActions)
        let thing = random.chance(20) ? random.pick(englishPeople) : random.pick(englishThings)
        var title = "\(action) \(thing)"
        if random.chance(55) {
            var tail = random.pick(englishTails)
            tail = tail.replacingOccurrences(of: "%P", with: random.pick(englishPeople))
            tail = tail.replacingOccurrences(of: "%L", with: random.pick(englishPlaces))
            tail = tail.replacingOccurrences(of: "%N", with: String(random.below(2000) + 1))
            title += " " + tail
        }
        return title
    }

    static func japaneseTitle(_ random: inout Random) -> String {
        let head = random.chance(40) ? random.pick(japaneseHeads) : ""
        let body: String
        if random.chance(20) {
            body = random.pick(japanesePeople) + random.pick(japanesePeopleActions)
        } else {
            body = random.pick(japaneseThings) + random.pick(japaneseActions)
        }
        var title = head + body
        if random.chance(30) { title += "（\(random.below(2000) + 1)）" }
        return title
    }
}

extension StoreGenerator {
    /// The generator's words of a language: the one switch over languages here.
    struct Words {
        var seedOffset: UInt64
        var lists: [String]
        var title: (inout Random) -> String

        static func of(_ language: Language) -> Words {
            switch language {
            case .en: return Words(seedOffset: 0, lists: ["Groceries", "Work", "Home", "Errands"], title: { StoreGenerator.englishTitle(&$0) })
            case .ja: return Words(seedOffset: 1, lists: ["買い物", "仕事", "家", "用事"], title: { StoreGenerator.japaneseTitle(&$0) })
            }
        }
    }
}
