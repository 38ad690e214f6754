import Basics
import Foundation

/// Monday 2026-11-30 09:00 UTC, the reference clock most tables use.
let mondayClock = clock("2026-11-30T09:00", zone: "UTC")
/// Wednesday 2026-12-30 10:00 UTC: month and year roll over.
let yearEndClock = clock("2026-12-30T10:00", zone: "UTC")

func clock(_ now: String, zone: String) -> Clock {
    let calendar = Clock.localCalendar(timeZone: TimeZone(identifier: zone)!)
    guard let clock = Clock(parsingNow: now, calendar: calendar) else { fatalError("bad clock \(now)") }
    return clock
}
