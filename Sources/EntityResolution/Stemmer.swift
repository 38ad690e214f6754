/// A light English stemmer so inflections meet: "called"/"calling"/"calls" -> "call",
/// "groceries" -> "grocery", "baked"/"bake" -> "bak". Not a linguist's stem; a key.
enum Stemmer {
    static func stem(_ word: String) -> String {
        var scalars = Array(word.unicodeScalars)
        guard scalars.count > 3, scalars.allSatisfy({ $0.isASCII && $0.properties.isAlphabetic }) else { return word }
        func ends(_ suffix: String) -> Bool {
            let tail = Array(suffix.unicodeScalars)
            return scalars.count > tail.count + 2 && scalars.suffix(tail.count).elementsEqual(tail)
        }
        if ends("ies") {
            scalars.removeLast(3)
            scalars.append("y")
        } else if ends("sses") || ends("shes") || ends("ches") || ends("xes") || ends("zes") {
            scalars.removeLast(2)
        } else if ends("ing") {
            scalars.removeLast(3)
            undouble(&scalars)
        } else if ends("ed") {
            scalars.removeLast(2)
            undouble(&scalars)
        } else if scalars.last == "s", scalars[scalars.count - 2] != "s", scalars[scalars.count - 2] != "u" {
            scalars.removeLast()
        }
        if scalars.count > 3, scalars.last == "e" { scalars.removeLast() }
        return String(String.UnicodeScalarView(scalars))
    }

    /// "planned" -> "plann" -> "plan"; keeps "ll", "ss" ("called" -> "call").
    private static func undouble(_ scalars: inout [Unicode.Scalar]) {
        guard scalars.count > 2, let last = scalars.last, last == scalars[scalars.count - 2] else { return }
        if last != "l" && last != "s" && last != "z" { scalars.removeLast() }
    }
}
