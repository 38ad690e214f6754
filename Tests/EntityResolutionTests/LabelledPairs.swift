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
        phone sarah | Call Sarah
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

    // MARK: Near misses: a title that names something else ("Never the wrong action")

    /// A store where each spoken near miss finds a title that differs in one identity word
    /// (a name, place, number, kin word, object) or in its action, and is absent itself.
    static let englishNearMissTitles = """
        Email John about the contract
        Book flights to Berlin
        Buy a gift for Anna
        Call mom
        Clean room 21
        Pay the water bill
        Dinner with Emma on Friday
        Drive grandma to the doctor
        Pick up the kids from school
        Text Lisa about dinner
        Renew Jenny's passport
        Prepare slides for Monday
        Pay rent
        Return the blue sweater
        Buy 6 eggs
        Read chapter 3
        Visit Aunt Mary
        Book a table at Luigi's
        Call the dentist
        Water the tomatoes
        Fly to Chicago on Tuesday
        Send the report to Karen
        Buy running shoes
        Write to grandpa
        Take the car to the garage
        Feed the cat
        Finish the history essay
        Birthday party for Liam
        Email Sarah
        Ask dad about the car
        Call the plumber
        Buy bread
        """

    /// 47 near misses (none of them is stored: the answer is "not found", at most "did you
    /// mean …?") and 50 partial or misheard names of stored titles, which must still resolve.
    static let englishNearMiss = """
        email mike about the contract | -
        email jon about the lease | -
        book flights to paris | -
        book flights to boston | -
        buy a gift for emma | -
        buy a gift for hannah | -
        call dad | -
        call grandma | -
        email mom | -
        clean room 12 | -
        clean room 31 | -
        pay the electric bill | -
        pay the gas bill | -
        dinner with anna on friday | -
        dinner with emma on saturday | -
        drive grandpa to the doctor | -
        drive grandma to the dentist | -
        pick up the dog from school | -
        text lucy about dinner | -
        text lisa about lunch | -
        renew jimmy's passport | -
        prepare slides for tuesday | -
        return the red sweater | -
        buy 12 eggs | -
        buy twelve eggs | -
        read chapter 4 | -
        visit aunt jane | -
        visit uncle mark | -
        book a table at mario's | -
        call the doctor | -
        water the roses | -
        fly to chicago on thursday | -
        fly to denver on tuesday | -
        send the report to kevin | -
        send the invoice to karen | -
        buy hiking shoes | -
        write to grandma | -
        take the car to the dealer | -
        feed the dog | -
        finish the math essay | -
        birthday party for noah | -
        ask mom about the car | -
        call the electrician | -
        buy milk | -
        buy butter | -
        eat bread | -
        email karen | -
        the contract | Email John about the contract
        email jon about the contract | Email John about the contract
        flights to berlin | Book flights to Berlin
        book a flight to berlin | Book flights to Berlin
        gift for anna | Buy a gift for Anna
        buy a gift for ana | Buy a gift for Anna
        get a gift for anna | Buy a gift for Anna
        call my mom | Call mom
        call mum | Call mom
        room 21 | Clean room 21
        clean room twenty one | Clean room 21
        water bill | Pay the water bill
        paid the water bill | Pay the water bill
        dinner with emma | Dinner with Emma on Friday
        drive grandma to the doctor | Drive grandma to the doctor
        grandma to the doctor | Drive grandma to the doctor
        pick up the kids | Pick up the kids from school
        the kids from school | Pick up the kids from school
        text lisa | Text Lisa about dinner
        text leesa about dinner | Text Lisa about dinner
        renew jenny's passport | Renew Jenny's passport
        jennys passport | Renew Jenny's passport
        slides for monday | Prepare slides for Monday
        pay rant | Pay rent
        pay the rent | Pay rent
        blue sweater | Return the blue sweater
        buy six eggs | Buy 6 eggs
        eggs | Buy 6 eggs
        chapter three | Read chapter 3
        visit aunt mary | Visit Aunt Mary
        aunt mary | Visit Aunt Mary
        table at luigi's | Book a table at Luigi's
        book a table at luigis | Book a table at Luigi's
        call the dentist | Call the dentist
        water the tomatos | Water the tomatoes
        fly to chicago | Fly to Chicago on Tuesday
        send the report to caren | Send the report to Karen
        running shoes | Buy running shoes
        write to grandpa | Write to grandpa
        take the car to the garage | Take the car to the garage
        feed the cat | Feed the cat
        the history essay | Finish the history essay
        birthday party for liam | Birthday party for Liam
        emails sara | Email Sarah
        ask dad about the car | Ask dad about the car
        the plumber | Call the plumber
        by bread | Buy bread
        buy bred | Buy bread
        bread | Buy bread
        bye bread | Buy bread
        the tomatoes | Water the tomatoes
        report to karen | Send the report to Karen
        finish history essay | Finish the history essay
        """

    /// Written after the identity rule was fixed and never tuned against (same store).
    static let englishNearMissHeldOut = """
        email john about the invoice | -
        book flights to bern | -
        buy a gift for andy | -
        clean room 2 | -
        dinner with emma on monday | -
        drive mom to the doctor | -
        text lisa about the party | -
        renew jenny's license | -
        prepare notes for monday | -
        return the blue jacket | -
        buy 6 apples | -
        read chapter 30 | -
        visit aunt maria | -
        fly to chicago on friday | -
        send the report to karl | -
        finish the history homework | -
        birthday party for leo | -
        pay the water bill tomorrow | Pay the water bill
        feed the cats | Feed the cat
        email sarah about the budget | Email Sarah
        call the plumbers | Call the plumber
        water the tomato plants | Water the tomatoes
        the blue sweater | Return the blue sweater
        chicago flight | Fly to Chicago on Tuesday
        call mom | Call mom
        the gift for anna | Buy a gift for Anna
        room twenty one | Clean room 21
        grandpa | Write to grandpa
        luigi's | Book a table at Luigi's
        emma dinner | Dinner with Emma on Friday
        """

    static let japaneseNearMissTitles = """
        母に電話する
        牛乳を買う
        田中さんにメールする
        東京に行く
        3月の予算
        2階の掃除
        犬の散歩
        祖母に手紙を書く
        兄の誕生日プレゼント
        赤い傘を返す
        山田さんと昼ご飯
        大阪へ出張
        英語の宿題
        月曜日の会議
        コーヒー豆を買う
        歯医者の予約
        娘の迎え
        鈴木さんに連絡
        車の点検
        ホテルを予約する
        薬を飲む
        本を返す
        植物に水をやる
        """

    /// 30 near misses and 30 partial or misheard names.
    static let japaneseNearMiss = """
        父に電話する | -
        祖父に電話する | -
        牛乳を飲む | -
        豆乳を買う | -
        鈴木さんにメールする | -
        田中さんに電話する | -
        大阪に行く | -
        京都に行く | -
        4月の予算 | -
        3月の会議 | -
        3階の掃除 | -
        猫の散歩 | -
        祖父に手紙を書く | -
        祖母にはがきを書く | -
        弟の誕生日プレゼント | -
        青い傘を返す | -
        佐藤さんと昼ご飯 | -
        山田さんと晩ご飯 | -
        名古屋へ出張 | -
        数学の宿題 | -
        火曜日の会議 | -
        紅茶を買う | -
        眼科の予約 | -
        息子の迎え | -
        佐藤さんに連絡 | -
        バイクの点検 | -
        旅館を予約する | -
        本を買う | -
        植物に肥料をやる | -
        ビールを飲む | -
        母に電話 | 母に電話する
        牛乳 | 牛乳を買う
        ぎゅうにゅうをかう | 牛乳を買う
        田中さんにメール | 田中さんにメールする
        田中さん | 田中さんにメールする
        東京へ行く | 東京に行く
        三月の予算 | 3月の予算
        2階の掃除をする | 2階の掃除
        二階の掃除 | 2階の掃除
        犬の散歩をした | 犬の散歩
        いぬのさんぽ | 犬の散歩
        祖母に手紙 | 祖母に手紙を書く
        兄の誕生日 | 兄の誕生日プレゼント
        赤い傘 | 赤い傘を返す
        山田さんと昼ごはん | 山田さんと昼ご飯
        大阪出張 | 大阪へ出張
        英語の宿題をやる | 英語の宿題
        月曜の会議 | 月曜日の会議
        コーヒー豆 | コーヒー豆を買う
        こーひーまめ | コーヒー豆を買う
        歯医者 | 歯医者の予約
        娘の迎えに行く | 娘の迎え
        鈴木さんに連絡する | 鈴木さんに連絡
        車の点検をする | 車の点検
        ホテルの予約 | ホテルを予約する
        薬を飲んだ | 薬を飲む
        本を返した | 本を返す
        水やり | 植物に水をやる
        傘を返す | 赤い傘を返す
        祖母に手紙を書いた | 祖母に手紙を書く
        """

    /// Written after the identity rule was fixed and never tuned against (same store).
    static let japaneseNearMissHeldOut = """
        母に手紙を書く | -
        名古屋に行く | -
        5月の予算 | -
        1階の掃除 | -
        姉の誕生日プレゼント | -
        黒い傘を返す | -
        山田さんと夕ご飯 | -
        福岡へ出張 | -
        国語の宿題 | -
        水曜日の会議 | -
        緑茶を買う | -
        皮膚科の予約 | -
        妻の迎え | -
        牛乳を2本買う | 牛乳を買う
        田中さんにメールした | 田中さんにメールする
        犬の散歩に行く | 犬の散歩
        祖母へ手紙を書く | 祖母に手紙を書く
        コーヒーを買う | コーヒー豆を買う
        大阪への出張 | 大阪へ出張
        ホテル予約 | ホテルを予約する
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

