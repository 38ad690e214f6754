// TEMPORARY: stand-ins until branch `values` (SpokenValues) lands.
import Basics
import Foundation
enum SpokenDate { static func parse(_ s: String, language: Language, clock: Clock) -> DueDate? { nil } }
enum SpokenDuration { static func parse(_ s: String, language: Language) -> Int? { nil } }
enum SpokenRepeat { static func parse(_ s: String, language: Language, clock: Clock) -> RecurrenceRule? { nil } }
