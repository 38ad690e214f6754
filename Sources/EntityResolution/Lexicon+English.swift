extension Lexicon {
    /// English: words are compared by token key and by `Stemmer.stem` ("called" finds "call").
    static let english = Lexicon(
        functionWords: [
            // articles, determiners, pronouns
            "a", "an", "the", "my", "your", "his", "her", "its", "our", "their", "this", "that", "these", "those",
            "some", "any", "all", "each", "every", "i", "me", "we", "us", "you", "he", "she", "it", "they", "them",
            "him", "mine", "yours", "s",
            // the same said in Hawaiian Pidgin, Caribbean and other Englishes ("da gym", "dat one", "fo' passport")
            "da", "dis", "dat", "di", "fo",
            // prepositions, particles, conjunctions
            "to", "for", "of", "with", "about", "at", "on", "in", "into", "onto", "from", "by", "as", "and", "or",
            "but", "up", "out", "off", "over", "down", "away", "around", "re", "regarding", "e",
            // auxiliaries and adverbs of the request, not of the todo
            "is", "are", "was", "were", "be", "been", "am", "will", "would", "should", "can", "could", "must",
            "need", "needs", "want", "wanted", "like", "please", "just", "also", "again", "already", "still", "now",
            "then", "not", "gotta", "remember", "forget", "remind",
            // the generic words of Profile.genericEnglish
            "todo", "todos", "task", "tasks", "item", "items", "reminder", "reminders", "list", "lists", "one", "thing",
        ],
        actionGroups: [
            ["buy", "purchase", "grab", "pick", "order", "shop"],
            ["call", "phone", "ring", "dial", "telephone"],
            ["email", "e-mail"],
            ["text", "message", "msg", "dm"],
            ["send", "mail", "post", "ship"],
            ["book", "reserve", "schedule", "arrange"],
            ["pay", "settle"],
            ["finish", "complete", "wrap"],
            ["submit", "file", "hand"],
            ["fix", "repair", "mend"],
            ["clean", "wash", "tidy", "scrub", "vacuum", "hoover"],
            ["write", "draft", "compose"],
            ["read"],
            ["review", "check", "look", "proofread"],
            ["plan", "organize", "organise"],
            ["prepare", "prep"],
            ["return", "bring"],
            ["renew", "extend"],
            ["cancel", "stop", "end"],
            ["update", "refresh", "edit"],
            ["replace", "change", "swap"],
            ["install", "set"],
            ["walk"], ["feed"], ["water"], ["take"], ["put"], ["throw"], ["visit", "see"], ["meet"], ["watch"],
            ["cook"], ["bake"], ["print"], ["sign"], ["pack"], ["move"], ["sell"], ["charge"], ["drop"], ["deliver"],
            ["collect"], ["ask"], ["tell"], ["invite"], ["learn", "study", "practice", "practise"], ["backup"],
            ["empty"], ["mow"], ["paint"], ["fill"], ["hang"], ["confirm"], ["decorate"], ["register"], ["apply"], ["download"], ["upload"], ["drink"], ["eat"], ["drive"],
            // NB: not the app's own commands (remove, delete, open, show, mark): a matcher's span
            // may keep one, and a recognizer hears "remove" for "renew".
        ],
        lightActions: ["do", "make", "get", "have", "go", "handle", "sort", "deal"],
        commandWords: [
            "remove", "delete", "open", "show", "mark", "check", "tick", "set", "put", "add", "favorite", "favourite",
            "star", "flag", "snooze", "reopen", "undo", "complete", "cross", "clear", "move", "change", "update",
        ],
        closedClasses: [
            (.kin, [
                ["mom", "mum", "mother", "mommy", "mummy", "mama", "mamma", "ma", "mam", "mammy", "momma"],
                ["dad", "father", "daddy", "papa", "pa", "pop", "pops"],
                ["grandma", "grandmother", "granny", "gran", "nana", "grandmom", "nan", "nanna"],
                ["grandpa", "grandfather", "granddad", "grandad", "gramps", "grampa"],
                ["brother", "bro"], ["sister", "sis"], ["son"], ["daughter"],
                ["husband", "hubby"], ["wife", "wifey"], ["uncle"], ["aunt", "auntie", "aunty"], ["cousin"],
                ["nephew"], ["niece"], ["grandson"], ["granddaughter"], ["boyfriend"], ["girlfriend"],
                ["parents"], ["kids", "children", "child", "kid"], ["baby"],
            ]),
            (.calendar, [
                ["monday", "mon"], ["tuesday", "tue", "tues"], ["wednesday", "wed"], ["thursday", "thu", "thurs"],
                ["friday", "fri"], ["saturday"], ["sunday"],  // NB: not "sat" (Stemmer reads it as "sit")
                ["january", "jan"], ["february", "feb"], ["march", "mar"], ["april", "apr"], ["may"], ["june", "jun"],
                ["july", "jul"], ["august", "aug"], ["september", "sep", "sept"], ["october", "oct"],
                ["november", "nov"], ["december", "dec"],
                ["today"], ["tonight"], ["tomorrow"], ["yesterday"], ["morning"], ["afternoon"], ["evening"],
                ["weekend"], ["week"], ["month"], ["year"], ["earlier"], ["later"], ["night"], ["noon"],
            ]),
            // Things with another name in British or Australian English, or another spelling: one
            // thing ("take the rubbish out" is "Take out the trash"), and two of them differ.
            (.thing, [
                ["trash", "rubbish", "garbage", "bins"], ["package", "parcel"], ["tv", "television", "telly"],
                ["fridge", "refrigerator"], ["doctor", "gp"], ["medicine", "medication", "meds"],
                ["appointment", "appt"], ["christmas", "xmas"], ["tire", "tyre"], ["license", "licence"],
                ["color", "colour"], ["sneakers", "trainers"], ["diapers", "nappies"],
            ]),
        ],
        forms: { word in
            let stem = Stemmer.stem(word)
            return stem == word ? [word] : [word, stem]
        })
}
