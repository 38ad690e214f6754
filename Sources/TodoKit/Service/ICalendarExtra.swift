import Foundation
import ICalendar

/// The iCalendar a todo keeps that no field of it holds: properties of its VTODO that IntentTodo
/// does not map (`LOCATION`, `X-MOZ-GENERATION`, `X-APPLE-SORT-ORDER`, a `PRIORITY:5` or
/// `STATUS:IN-PROCESS` its fields cannot say), its nested components (`VALARM`) and the
/// VTODOs that override single occurrences (`RECURRENCE-ID`). Stored in `todo.icalExtra` as
/// unfolded content lines, one per line.
///
///     let extra = try ICalendarExtra.parse("LOCATION:Office\nBEGIN:VALARM\nACTION:DISPLAY\nEND:VALARM")
///     extra.properties.map(\.name)   // ["LOCATION"]
///     extra.components.map(\.name)   // ["VALARM"]
struct ICalendarExtra: Hashable {
    var properties: [ICalendarProperty] = []
    var components: [ICalendarComponent] = []

    var isEmpty: Bool { properties.isEmpty && components.isEmpty }

    /// Reads stored lines; throws when they are not content lines or leave a component open.
    static func parse(_ text: String) throws(ICalendarError) -> ICalendarExtra {
        guard !text.isEmpty else { return ICalendarExtra() }
        let wrapped = "BEGIN:X-INTENTTODO-EXTRA\n" + text + "\nEND:X-INTENTTODO-EXTRA\n"
        let roots = try ICalendarReader.parse(Array(wrapped.utf8))
        guard roots.count == 1, roots[0].name == "X-INTENTTODO-EXTRA" else {
            throw ICalendarError(line: 0, reason: "the lines close a component they did not open")
        }
        return ICalendarExtra(properties: roots[0].properties, components: roots[0].components)
    }

    /// The lines as stored.
    var text: String {
        (properties.map(\.contentLine) + components.flatMap(\.contentLines)).joined(separator: "\n")
    }
}

extension String {
    /// Without leading and trailing spaces and tabs (iCalendar values, parameter values).
    var trimmingSpaces: String { trimmingCharacters(in: CharacterSet(charactersIn: " \t")) }
}
