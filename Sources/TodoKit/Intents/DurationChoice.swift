import Basics
import Foundation

/// A snooze length offered when the user did not say one.
///
///     DurationChoice.tonight.minutes(from: Clock(parsingNow: "2026-11-30T18:00")!)   // 120
///     DurationChoice.minutes(30).label(in: .ja)                                      // "30分"
public enum DurationChoice: Sendable, Hashable {
    /// A fixed number of minutes.
    case minutes(Int)
    /// Until 20:00 today (or an hour from now when that has passed).
    case tonight
    /// Until 09:00 tomorrow.
    case tomorrow

    /// Reads `30`, `tonight` or `tomorrow` (any case); nil otherwise.
    ///
    ///     DurationChoice(argument: "45")   // .minutes(45)
    public init?(argument: String) {
        let text = argument.trimmingCharacters(in: .whitespaces).lowercased()
        switch text {
        case "tonight": self = .tonight
        case "tomorrow": self = .tomorrow
        default:
            guard let minutes = Int(text), minutes > 0, minutes <= DurationChoice.maximumMinutes else { return nil }
            self = .minutes(minutes)
        }
    }

    /// The choice as `intent` takes it: `30`, `tonight`, `tomorrow`.
    public var argument: String {
        switch self {
        case .minutes(let minutes): return String(minutes)
        case .tonight: return "tonight"
        case .tomorrow: return "tomorrow"
        }
    }

    /// A year: the longest snooze.
    public static let maximumMinutes = 525_600

    /// The minutes from `clock.now` until the snooze ends.
    public func minutes(from clock: Clock) -> Int {
        switch self {
        case .minutes(let minutes): return minutes
        case .tonight: return minutesUntil(hour: 20, dayOffset: 0, clock: clock) ?? 60
        case .tomorrow: return minutesUntil(hour: 9, dayOffset: 1, clock: clock) ?? 24 * 60
        }
    }

    private func minutesUntil(hour: Int, dayOffset: Int, clock: Clock) -> Int? {
        let calendar = clock.calendar
        guard let day = calendar.date(byAdding: .day, value: dayOffset, to: calendar.startOfDay(for: clock.now)),
            let target = calendar.date(bySettingHour: hour, minute: 0, second: 0, of: day)
        else { return nil }
        let minutes = Int((target.timeIntervalSince(clock.now) / 60).rounded(.up))
        return minutes > 0 ? minutes : nil
    }

    /// A short label to offer ("30 minutes", "tonight" / 「30分」「今夜」).
    public func label(in language: Language) -> String {
        Strings.phrasebook(for: language).durationChoice(self)
    }
}
