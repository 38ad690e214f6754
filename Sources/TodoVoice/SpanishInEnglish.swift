import Foundation

/// English said with Spanish command words, as bilingual speakers mix them ("ponle tortillas a la
/// lista de Groceries", "bórralo, el birthday present", "snooze lo del plumber una hora", "qué tengo
/// para hoy?"): the command, list, day and small words in English; the names as said (a title in
/// Spanish stays in Spanish: "comprar pan dulce para mañana" → "add comprar pan dulce tomorrow").
///
/// Only the words of commands and values are put in English, never a word of a thing's name; a
/// sentence with none of them is left alone.
enum SpanishInEnglish {
    /// The sentence with its Spanish command words in English, or nil when it has none.
    static func english(_ text: String) -> String? {
        // NB: a cheap look first (every English sentence passes here): a Spanish letter or mark, or a word only
        // Spanish has.
        guard text.unicodeScalars.contains(where: { [0xE1, 0xE9, 0xED, 0xF3, 0xFA, 0xF1, 0xBF, 0xA1, 0xC1, 0xC9, 0xCD, 0xD3, 0xDA, 0xD1].contains($0.value) })
            || text.lowercased().split(separator: " ").contains(where: { cueWords.contains(String($0.filter(\.isLetter))) })
        else { return nil }
        func fold(_ word: String) -> String { word.lowercased().folding(options: [.diacriticInsensitive], locale: nil) }
        let lowered = " " + fold(text).replacingOccurrences(of: "¿", with: "").replacingOccurrences(of: "¡", with: "") + " "
        guard cues.contains(where: { lowered.contains($0) }) else { return nil }
        // Words as said, marks set apart; matched folded, longest phrase first at each word.
        var spaced = text.replacingOccurrences(of: "¿", with: " ").replacingOccurrences(of: "¡", with: " ")
        for mark in [",", "?", "!", ".", ":", ";"] { spaced = spaced.replacingOccurrences(of: mark, with: " " + mark + " ") }
        let words = spaced.split(separator: " ").map(String.init)
        let folded = words.map(fold)
        var out: [String] = []
        var index = 0
        var changed = false
        // An article that begins the sentence or a clause ("las slides, make them urgent"): "the". (Inside a
        // name it stays: "comprar los regalos".)
        let articles: Set<String> = ["el", "la", "los", "las"]
        while index < words.count {
            if articles.contains(folded[index]), index == 0 || out.last == ",", index + 1 < words.count {
                out.append("the")
                index += 1
                changed = true
                continue
            }
            if let (length, english) = phraseWords.lazy.compactMap({ phrase, english -> (Int, String)? in
                index + phrase.count <= folded.count && Array(folded[index..<(index + phrase.count)]) == phrase ? (phrase.count, english) : nil
            }).first {
                if !english.isEmpty { out.append(english) }
                index += length
                changed = true
            } else {
                out.append(words[index])
                index += 1
            }
        }
        guard changed else { return nil }
        var result = out.joined(separator: " ")
        for mark in [",", "?", "!", ".", ":", ";"] { result = result.replacingOccurrences(of: " " + mark, with: mark) }
        return result.trimmingCharacters(in: .whitespaces)
    }

    /// `phrases` as folded words, longest first.
    private static let phraseWords: [([String], String)] = phrases.map { spanish, english in
        (spanish.split(separator: " ").map(String.init), english)
    }.sorted { $0.0.count > $1.0.count }

    /// Single words of `cues` written without accents, for the first look.
    private static let cueWords: Set<String> = Set(cues.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.contains(" ") })
        .union(["lista", "lo", "el", "la", "los", "las", "para", "una", "que", "porfa", "ahorita", "ya"])

    /// Words only a Spanish sentence holds (accents folded): one must be said.
    private static let cues = [
        " ponle ", " pon ", " ponme ", " agrega ", " agregale ", " anade ", " apuntame ", " apunta ", " anota ", " anotame ", " recuerdame ",
        " borralo ", " borrala ", " borra ", " elimina ", " quitale ", " marcalo ", " marcala ", " desmarcalo ", " desmarcala ", " cambia ",
        " cambiale ", " mueve ", " muevelo ", " renombra ", " busca ", " buscame ", " crea ", " creame ", " hazme ", " ensename ", " muestrame ",
        " abreme ", " deshaz ", " deshazlo ", " dame ", " que tengo ", " cuantos ", " cuantas ", " lista de ", " manana ", " ya lo hice ",
        " lo de ", " lo del ", " el de ", " la de ", " porfa ", " por favor ", " ahorita ", " que se repita ", " una hora ", " minutos ", " horas ",
        " que esta ", " todos los ", " todas las ",
    ]

    /// Phrases and their English, longest first where one holds another (accents folded).
    private static let phrases: [(String, String)] = [
        // Lists and where things go.
        ("a la lista de", "to the list"), ("en la lista de", "on the list"), ("de la lista de", "from the list"), ("la lista de", "the list"),
        ("una lista que se llame", "a list called"), ("una lista llamada", "a list called"), ("una seccion de", "a section called"),
        ("una seccion llamada", "a section called"), ("el nombre a la lista de", "the list"), ("el nombre de la lista", "the list"),
        // Days and times.
        ("manana en la manana", "tomorrow morning"), ("manana en la tarde", "tomorrow afternoon"), ("manana en la noche", "tomorrow night"),
        ("para manana", "tomorrow"), ("manana", "tomorrow"), ("pasado tomorrow", "the day after tomorrow"), ("para hoy", "today"), ("hoy", "today"),
        ("esta noche", "tonight"), ("en la manana", "in the morning"), ("en la tarde", "in the afternoon"), ("en la noche", "at night"),
        ("los lunes", "every monday"), ("los martes", "every tuesday"), ("los miercoles", "every wednesday"), ("los jueves", "every thursday"),
        ("los viernes", "every friday"), ("los sabados", "every saturday"), ("los domingos", "every sunday"),
        ("para el lunes", "for monday"), ("para el martes", "for tuesday"), ("para el miercoles", "for wednesday"), ("para el jueves", "for thursday"),
        ("para el viernes", "for friday"), ("para el sabado", "for saturday"), ("para el domingo", "for sunday"),
        ("el lunes", "monday"), ("el martes", "tuesday"), ("el miercoles", "wednesday"), ("el jueves", "thursday"), ("el viernes", "friday"),
        ("el sabado", "saturday"), ("el domingo", "sunday"), ("lunes", "monday"), ("martes", "tuesday"), ("miercoles", "wednesday"),
        ("jueves", "thursday"), ("viernes", "friday"), ("sabado", "saturday"), ("domingo", "sunday"),
        ("y every", "and"), ("cada dia", "every day"), ("todos los dias", "every day"), ("cada semana", "every week"),
        ("una hora", "an hour"), ("media hora", "half an hour"), ("dos horas", "two hours"), ("tres horas", "three hours"),
        ("cinco minutos", "five minutes"), ("diez minutos", "ten minutes"), ("quince minutos", "fifteen minutes"),
        ("veinte minutos", "twenty minutes"), ("treinta minutos", "thirty minutes"), ("minutos", "minutes"), ("horas", "hours"),
        // Commands.
        ("y que sea urgente", "and make it urgent"), ("que sea urgente", "make it urgent"), ("que se repita", "repeat"),
        ("quitale la estrellita al", "unstar the"), ("quitale la estrella al", "unstar the"), ("ponle que se repita a", "repeat"),
        ("ya acabe", "i finished"), ("ya termine", "i finished"), ("ya hice", "i did"), ("ya pague", "i paid"), ("ya compre", "i bought"),
        ("quitale la estrellita a", "unstar"), ("quitale la estrella a", "unstar"), ("ponle estrellita a", "star"), ("ponle estrella a", "star"),
        ("ya lo hice", "i did it"), ("marcalo como", "mark it"), ("marcala como", "mark it"), ("marcalo", "mark it"),
        ("marcala", "mark it"), ("desmarcalo", "mark it not done"), ("desmarcala", "mark it not done"), ("borralo", "delete it"),
        ("borrala", "delete it"), ("borra todos los", "delete all"), ("borra todas las", "delete all"), ("borra", "delete"), ("elimina", "delete"),
        ("cambiale", "rename"), ("cambia", "move"), ("muevelo a", "move it to"), ("mueve", "move"), ("renombra", "rename"),
        ("busca todo lo de", "search for"), ("buscame", "search for"), ("busca", "search for"), ("creame", "create"), ("crea", "create"),
        ("hazme", "create"), ("ensename", "show me"), ("muestrame", "show me"), ("abreme", "open"), ("deshaz eso", "undo that"),
        ("deshazlo", "undo that"), ("deshaz", "undo"), ("dame un resumen de mis", "give me a summary of my"), ("dame un resumen", "give me a summary"),
        ("que tengo", "what do i have"), ("cuantos tengo", "how many do i have"), ("cuantas tengo", "how many do i have"),
        ("cuantos", "how many"), ("cuantas", "how many"), ("que esta", "what is"), ("que estan", "what are"),
        ("recuerdame que", "remind me to"), ("recuerdame", "remind me to"), ("ponle", "add"), ("ponme", "add"), ("pon", "add"),
        ("agregale", "add"), ("agrega", "add"), ("anade", "add"), ("apuntame", "add"), ("apunta", "add"), ("anotame", "add"), ("anota", "add"),
        ("algo", "something"),
        // Small words.
        ("lo del", "the"), ("lo de", "the"), ("el de", "the one about"), ("la de", "the one about"),
        ("porfa", "please"), ("por favor", "please"), ("ahorita", ""), ("ay no", ""), ("como", ""), ("todos los", "all"),
        ("todas las", "all"), ("en", "in"), ("y", "and"),
    ]
}
