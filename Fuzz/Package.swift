// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for IntentTodo (docs/RELIABILITY.md). Not part of the normal build:
// `scripts/fuzz` builds this package with
//   swift build -c release -Xswiftc -sanitize=fuzzer,address
// and runs each executable. Each target's main.swift defines `LLVMFuzzerTestOneInput` and
// starts libFuzzer with `Fuzz.main` (LLVMFuzzerRunDriver): on Linux SwiftPM links every
// executable with `main` bound to the module's own entry point (`--defsym main=<module>_main`),
// so libFuzzer's `main` cannot be used (and `-parse-as-library` fails to link).
// FuzzSupport holds what the targets share.

// One executable per fuzz target, named as scripts/fuzz and docs/RELIABILITY.md name them.
let fuzzTargets = [
    "fuzz-grammar", "fuzz-strings", "fuzz-xcstrings", "fuzz-parse", "fuzz-spoken", "fuzz-rrule", "fuzz-speech",
    "fuzz-json", "fuzz-import", "fuzz-icalendar", "fuzz-wyoming", "fuzz-cache",
]

let package = Package(
    name: "IntentTodoFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "IntentTodo", path: "..")],
    targets: [
        .target(name: "CFuzzer"),
        .target(
            name: "FuzzSupport",
            dependencies: ["CFuzzer", .product(name: "IntentTodoModules", package: "IntentTodo")])
    ]
        + fuzzTargets.map { name in
            .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "IntentTodoModules", package: "IntentTodo")])
        }
)
