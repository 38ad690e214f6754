// TEMPORARY: stand-ins until branches `text` (EntityResolution) and `values` (SpokenValues) land.
import Basics
import Foundation
public struct Candidate: Sendable, Hashable {
    public var id: Int64
    public var title: String
    public var score: Double
    public var signals: [String: Double]
    public init(id: Int64, title: String, score: Double, signals: [String: Double]) {
        self.id = id; self.title = title; self.score = score; self.signals = signals
    }
}
public enum Resolution: Sendable, Equatable {
    case resolved(Candidate)
    case ambiguous([Candidate])
    case notFound(nearest: [Candidate])
}
enum SpokenDate { static func parse(_ s: String, language: Language, clock: Clock) -> DueDate? { nil } }
enum SpokenDuration { static func parse(_ s: String, language: Language) -> Int? { nil } }
enum SpokenRepeat { static func parse(_ s: String, language: Language, clock: Clock) -> RecurrenceRule? { nil } }
