import Basics
import ICalendar

/// One todo's iCalendar file, for a vdir (`<uid>.ics`).
public struct ICalendarFile: Sendable, Hashable {
    /// The todo's stable uid (the VTODO's UID).
    public var uid: String
    /// A whole VCALENDAR, CRLF line ends.
    public var text: String
}

/// `intenttodo export --format ics` / `--vdir` and `import FILE.ics`: todos as RFC 5545 VTODOs.
/// See ``ICalendarExporter`` and ``ICalendarImporter`` for the mapping.
extension TodoService {
    /// Every todo as one VCALENDAR (VERSION 2.0, PRODID, a VTIMEZONE when times carry a TZID).
    ///
    ///     try service.exportICalendar()
    ///     // "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//IntentTodo//IntentTodo//EN\r\n…BEGIN:VTODO\r\nUID:…"
    public func exportICalendar() throws(StoreError) -> String {
        try storeTransaction {
            var exporter = ICalendarExporter(calendar: clock.calendar)
            var components: [ICalendarComponent] = []
            for (todo, context) in try todosForICalendar() {
                components += exporter.components(for: todo, context: context)
            }
            return ICalendarWriter.text(of: [exporter.calendar(with: components)])
        }
    }

    /// One VCALENDAR per todo, each with the VTIMEZONE it needs: a vdir's files.
    public func exportICalendarFiles() throws(StoreError) -> [ICalendarFile] {
        try storeTransaction {
            var files: [ICalendarFile] = []
            var timeZones: [ClosedRange<Int>: ICalendarComponent] = [:]
            for (todo, context) in try todosForICalendar() {
                var exporter = ICalendarExporter(calendar: clock.calendar)
                let components = exporter.components(for: todo, context: context)
                let calendar = exporter.calendar(with: components, timeZones: &timeZones)
                files.append(ICalendarFile(uid: todo.uid, text: ICalendarWriter.text(of: [calendar])))
            }
            return files
        }
    }

    /// Adds the VTODOs of `sources` in one transaction, as ``importDocument(_:)`` does a JSON
    /// document: all or nothing, a todo whose UID the store holds is skipped, one Undo removes it.
    /// Components that are not todos (VEVENT, VJOURNAL) are counted in ``ImportSummary/skipped``.
    public func importICalendar(_ sources: [ICalendarSource]) throws(ImportError) -> ImportSummary {
        var importer = ICalendarImporter(calendar: clock.calendar)
        let document = try importer.document(from: sources)
        var summary = try importDocument(document)
        summary.skipped = importer.skipped
        return summary
    }

    /// Every todo with its list's name and section, in list then position order.
    private func todosForICalendar() throws -> [(Todo, ICalendarExporter.Context)] {
        listCache = nil
        let lists = try self.lists()
        let sectionNames = Dictionary(uniqueKeysWithValues: try store.sections().map { ($0.id, $0.name) })
        return try store.allTodos().map { stored in
            // A repeat is written at its current cycle (computed: reading never writes).
            let todo = current(stored)
            let list = lists[todo.listId]
            return (
                todo,
                ICalendarExporter.Context(
                    listName: list.map(displayName(of:)) ?? strings.defaultListName, listIsDefault: list?.isDefault ?? true,
                    sectionName: todo.sectionId.flatMap { sectionNames[$0] })
            )
        }
    }

    /// `body` in one store transaction, its errors as ``StoreError``.
    private func storeTransaction<T>(_ body: () throws -> T) throws(StoreError) -> T {
        do {
            return try store.transaction(body)
        } catch let error as StoreError {
            throw error
        } catch {
            throw .sqlite(code: 1, message: "\(error)")
        }
    }
}
