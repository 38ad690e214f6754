import Foundation
import Testing

// A labelled list of spoken phrases and the record each one names, in English and
// Japanese, used to calibrate EntityIndex.acceptThreshold and ambiguityMargin
// (docs/RESOLUTION.md). Format, one pair a line:
//   spoken | Title            the phrase names exactly this record
//   spoken | ? Title ; Title  the phrase is ambiguous between (at least two of) these
//   spoken | -                the phrase names no record

enum Labelled {
    static let englishTitles = """
        Buy bread
        Buy milk
        Finish the quarterly report
        Groceries
        Call Sarah
        Call mom
        Write thank-you notes
        Pay the electric bill
        Book dentist appointment
        Renew passport
        Walk the dog
        Email Jon about the budget
        Pick up dry cleaning
        Water the plants
        Schedule car service
        Buy 42 stamps
        Read chapter 7
        Clean the garage
        Submit expense report
        Fix the leaky faucet
        Work
        Weekend chores
        Mail the package
        Order new headphones
        Plan birthday party
        Take out the trash
        Return library books
        Meal prep for the week
        Cancel gym membership
        Update resume
        Call the plumber
        Buy a gift for Kathy
        Prepare slides for Monday
        Wash the car
        Buy flour
        Send invoice to client
        Reading list
        Movies to watch
        Back up laptop
        Replace smoke detector battery
        """

    static let englishPairs = """
        by bread | Buy bread
        buy bread | Buy bread
        by milk | Buy milk
        the quarterly report | Finish the quarterly report
        quarterly report | Finish the quarterly report
        the quarterly | Finish the quarterly report
        groceries list | Groceries
        grocery list | Groceries
        grocerys | Groceries
        call sara | Call Sarah
        call mom | Call mom
        calling mom | Call mom
        write thank you notes | Write thank-you notes
        rite thank you notes | Write thank-you notes
        pay electric bill | Pay the electric bill
        paid the electric bill | Pay the electric bill
        dentist appointment | Book dentist appointment
        renew my passport | Renew passport
        passport | Renew passport
        walk dog | Walk the dog
        email john about the budget | Email Jon about the budget
        budget email | Email Jon about the budget
        pick up the dry cleaning | Pick up dry cleaning
        water plants | Water the plants
        car service | Schedule car service
        buy forty two stamps | Buy 42 stamps
        buy 42 stamps | Buy 42 stamps
        read chapter seven | Read chapter 7
        clean garage | Clean the garage
        cleaning the garage | Clean the garage
        expense report | Submit expense report
        expence report | Submit expense report
        leaky faucet | Fix the leaky faucet
        work list | Work
        weekend chores | Weekend chores
        male the package | Mail the package
        order headphones | Order new headphones
        headphones | Order new headphones
        plan the birthday party | Plan birthday party
        take the trash out | Take out the trash
        return the library books | Return library books
        meal prep | Meal prep for the week
        cancel gym | Cancel gym membership
        update my resume | Update resume
        buy a gift for cathy | Buy a gift for Kathy
        slides for monday | Prepare slides for Monday
        wash car | Wash the car
        buy flower | Buy flour
        send the invoice | Send invoice to client
        reading list | Reading list
        movies | Movies to watch
        back up my laptop | Back up laptop
        smoke detector battery | Replace smoke detector battery
        report | ? Finish the quarterly report ; Submit expense report
        call | ? Call Sarah ; Call mom ; Call the plumber
        buy | ? Buy bread ; Buy milk ; Buy flour ; Buy 42 stamps ; Buy a gift for Kathy
        read chapter eight | -
        walk the cat | -
        buy eggs | -
        file taxes | -
        call the bank | -
        renew drivers license | -
        feed the fish | -
        """

    static let japaneseTitles = """
        牛乳を買う
        パンを買う
        歯医者の予約
        会議の準備
        母に電話する
        レポートを提出する
        買い物リスト
        部屋の掃除
        洗濯
        犬の散歩
        請求書を払う
        本を返す
        誕生日プレゼントを買う
        ゴミを出す
        田中さんにメールする
        3月の予算
        車の点検
        引っ越しの準備
        コーヒー豆を買う
        仕事
        週末のやること
        薬を飲む
        英語の勉強
        ホテルを予約する
        植物に水をやる
        パスポートを更新する
        年賀状を書く
        銀行に行く
        宿題
        映画を見る
        """

    static let japanesePairs = """
        ぎゅうにゅうをかう | 牛乳を買う
        ギュウニュウ | 牛乳を買う
        牛乳 | 牛乳を買う
        牛乳買った | 牛乳を買う
        パン | パンを買う
        ぱんをかった | パンを買う
        はいしゃのよやく | 歯医者の予約
        歯医者 | 歯医者の予約
        会議の準備をする | 会議の準備
        かいぎのじゅんび | 会議の準備
        母に電話した | 母に電話する
        母に電話 | 母に電話する
        レポート提出 | レポートを提出する
        れぽーとをていしゅつした | レポートを提出する
        買い物リスト | 買い物リスト
        買い物 | 買い物リスト
        へやのそうじ | 部屋の掃除
        掃除 | 部屋の掃除
        せんたく | 洗濯
        散歩 | 犬の散歩
        いぬのさんぽ | 犬の散歩
        請求書を払った | 請求書を払う
        本を返した | 本を返す
        誕生日プレゼント | 誕生日プレゼントを買う
        ゴミ出し | ゴミを出す
        田中さんにメール | 田中さんにメールする
        3月の予算 | 3月の予算
        予算 | 3月の予算
        くるまのてんけん | 車の点検
        引っ越し準備 | 引っ越しの準備
        コーヒー豆 | コーヒー豆を買う
        こーひーまめ | コーヒー豆を買う
        コーヒ豆 | コーヒー豆を買う
        仕事のリスト | 仕事
        週末 | 週末のやること
        薬 | 薬を飲む
        勉強 | 英語の勉強
        ホテルの予約 | ホテルを予約する
        水やり | 植物に水をやる
        パスポート更新 | パスポートを更新する
        年賀状 | 年賀状を書く
        銀行 | 銀行に行く
        しゅくだい | 宿題
        映画 | 映画を見る
        準備 | ? 会議の準備 ; 引っ越しの準備
        予約 | ? 歯医者の予約 ; ホテルを予約する
        買う | ? 牛乳を買う ; パンを買う ; コーヒー豆を買う ; 誕生日プレゼントを買う
        魚を買う | -
        猫の散歩 | -
        歯を磨く | -
        会社に行く | -
        手紙を書く | -
        洗車 | -
        """

    /// Written after the thresholds were chosen and never tuned against: an honest check.
    static let englishHeldOut = """
        buy the bread | Buy bread
        bye milk | Buy milk
        finish quarterly report | Finish the quarterly report
        my groceries | Groceries
        phone sarah | -
        call my mom | Call mom
        thank you notes | Write thank-you notes
        electric bill | Pay the electric bill
        book the dentist | Book dentist appointment
        dentist | Book dentist appointment
        walking the dog | Walk the dog
        dry cleaning | Pick up dry cleaning
        water the plant | Water the plants
        schedule the car service | Schedule car service
        stamps | Buy 42 stamps
        chapter seven | Read chapter 7
        garage | Clean the garage
        faucet | Fix the leaky faucet
        the work list | Work
        chores | Weekend chores
        mail package | Mail the package
        new headphones | Order new headphones
        birthday party | Plan birthday party
        trash | Take out the trash
        library books | Return library books
        gym membership | Cancel gym membership
        resume | Update resume
        plumber | Call the plumber
        gift for kathy | Buy a gift for Kathy
        monday slides | Prepare slides for Monday
        invoice | Send invoice to client
        smoke detector | Replace smoke detector battery
        buy bred | Buy bread
        paint the fence | -
        buy a car | -
        call dad | -
        read chapter 12 | -
        clean the kitchen | -
        """

    /// Written after the thresholds were chosen and never tuned against: an honest check.
    static let japaneseHeldOut = """
        牛乳を買った | 牛乳を買う
        ぎゅうにゅう | 牛乳を買う
        パン買う | パンを買う
        歯医者を予約 | 歯医者の予約
        かいぎ | 会議の準備
        母へ電話 | 母に電話する
        おかあさんに電話 | -
        レポート | レポートを提出する
        かいもの | 買い物リスト
        部屋 | 部屋の掃除
        せんたくする | 洗濯
        犬 | 犬の散歩
        請求書 | 請求書を払う
        本を返却 | 本を返す
        プレゼントを買う | 誕生日プレゼントを買う
        ごみをだす | ゴミを出す
        田中さん | 田中さんにメールする
        三月の予算 | 3月の予算
        車 | 車の点検
        引っ越し | 引っ越しの準備
        コーヒー | コーヒー豆を買う
        しごと | 仕事
        薬を飲んだ | 薬を飲む
        英語 | 英語の勉強
        ホテル | ホテルを予約する
        植物 | 植物に水をやる
        パスポート | パスポートを更新する
        年賀状を書いた | 年賀状を書く
        銀行へ行く | 銀行に行く
        映画をみる | 映画を見る
        卵を買う | -
        車を洗う | -
        4月の予算 | -
        英語のテスト | -
        """

    enum Expectation: Equatable, Sendable {
        case title(String)
        case ambiguous([String])
        case none
    }

    struct Pair: Sendable, CustomTestStringConvertible {
        let spoken: String
        let expected: Expectation
        var testDescription: String { spoken }
    }

    static func titles(_ text: String) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func pairs(_ text: String) -> [Pair] {
        text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "|", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { return nil }
            let right = parts[1]
            if right == "-" { return Pair(spoken: parts[0], expected: .none) }
            if right.hasPrefix("?") {
                let titles = right.dropFirst().split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                return Pair(spoken: parts[0], expected: .ambiguous(titles))
            }
            return Pair(spoken: parts[0], expected: .title(right))
        }
    }
}

