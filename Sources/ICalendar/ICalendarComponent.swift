/// A component (`VCALENDAR`, `VTODO`, `VALARM`, `VTIMEZONE`…): its properties in order and the
/// components nested in it.
///
///     var todo = ICalendarComponent("VTODO")
///     todo.properties.append(ICalendarProperty(text: "SUMMARY", "Buy milk"))
///     todo.property("SUMMARY")?.textValue   // "Buy milk"
///     ICalendarWriter.text(of: [todo])      // "BEGIN:VTODO\r\nSUMMARY:Buy milk\r\nEND:VTODO\r\n"
public struct ICalendarComponent: Hashable, Sendable {
    /// Upper-cased.
    public var name: String
    public var properties: [ICalendarProperty]
    public var components: [ICalendarComponent]
    /// The line of the file its `BEGIN` stood on (0 when built in code).
    public var line: Int

    public init(_ name: String, properties: [ICalendarProperty] = [], components: [ICalendarComponent] = [], line: Int = 0) {
        self.name = name.uppercased()
        self.properties = properties
        self.components = components
        self.line = line
    }

    /// The first property named `name`, or nil.
    public func property(_ name: String) -> ICalendarProperty? {
        let name = name.uppercased()
        return properties.first { $0.name == name }
    }

    /// Every property named `name`, in order.
    public func properties(named name: String) -> [ICalendarProperty] {
        let name = name.uppercased()
        return properties.filter { $0.name == name }
    }

    /// The nested components named `name`, in order.
    public func components(named name: String) -> [ICalendarComponent] {
        let name = name.uppercased()
        return components.filter { $0.name == name }
    }

    /// `BEGIN:NAME`, the properties, the nested components and `END:NAME`, unfolded, one per element.
    public var contentLines: [String] {
        var lines = ["BEGIN:" + name]
        lines += properties.map(\.contentLine)
        for component in components { lines += component.contentLines }
        lines.append("END:" + name)
        return lines
    }

    /// Equal apart from the lines they were read from.
    public func sameContent(as other: ICalendarComponent) -> Bool {
        contentLines == other.contentLines
    }
}

/// Why iCalendar text could not be read, with its (first physical) line.
///
///     ICalendarError(line: 12, reason: "END:VTODO without BEGIN:VTODO").description
///     // "line 12: END:VTODO without BEGIN:VTODO"
public struct ICalendarError: Error, Hashable, Sendable, CustomStringConvertible {
    /// 1-based line number in the file (0 when unknown).
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String { line > 0 ? "line \(line): \(reason)" : reason }
}
