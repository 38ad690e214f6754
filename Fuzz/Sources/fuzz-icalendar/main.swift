import Basics
import FuzzSupport
import ICalendar

// The iCalendar reader and writer (ICalendarReader, ICalendarWriter). Any input reads or is
// refused with an ICalendarError, never crashes; what reads is written as text that reads back,
// and writing that again gives the same text.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzICalendar(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = Fuzz.bytes(start, count)
    guard let roots = try? ICalendarReader.parse(bytes) else { return 0 }
    let text = ICalendarWriter.text(of: roots)
    guard let again = try? ICalendarReader.parse(Array(text.utf8)) else { Fuzz.fail("written text does not read back:\n\(text)") }
    let second = ICalendarWriter.text(of: again)
    guard let third = try? ICalendarReader.parse(Array(second.utf8)), ICalendarWriter.text(of: third) == second else {
        Fuzz.fail("writing is not stable:\n\(second)")
    }
    return 0
}

Fuzz.main(fuzzICalendar)
