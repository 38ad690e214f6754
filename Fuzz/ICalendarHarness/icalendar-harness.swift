// libFuzzer entry point for the ICalendar reader and writer (built by scripts/fuzz-icalendar).
// Any input must read or be refused with an ICalendarError, never crash; what reads must be
// written as text that reads back, and writing that again must give the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let roots = try? ICalendarReader.parse(bytes) else { return 0 }
    let text = ICalendarWriter.text(of: roots)
    guard let again = try? ICalendarReader.parse(Array(text.utf8)) else { fatalError("written text does not read back:\n\(text)") }
    let second = ICalendarWriter.text(of: again)
    guard let third = try? ICalendarReader.parse(Array(second.utf8)), ICalendarWriter.text(of: third) == second else {
        fatalError("writing is not stable:\n\(second)")
    }
    return 0
}
