// swift-tools-version:6.0
import PackageDescription

// Data flows left to right:
//   text/speech -> SpeechText (normalize) -> PhraseEngine (grammar, match, dialog)
//   -> TodoVoice (glue) -> TodoKit (intents, service, SQLite store)
// Wyoming (protocol framing) feeds the same conversation from the network (`intenttodo serve`).
// The engine modules (Basics, SpokenValues, SpeechText, EntityResolution, PhraseEngine)
// know nothing of todos; TodoKit knows nothing of the engine or the CLI.
let package = Package(
    name: "IntentTodo",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "intenttodo", targets: ["intenttodo"]),
        .library(name: "PhraseEngine", targets: ["PhraseEngine"]),
        .library(name: "PhraseTester", targets: ["PhraseTester"]),
        .library(name: "TodoKit", targets: ["TodoKit"]),
        // Every library module in one product, for Fuzz/ (a separate package that depends on
        // this one by path and reaches modules that are not otherwise products).
        .library(
            name: "IntentTodoModules",
            targets: [
                "Basics", "SpokenValues", "SpeechText", "EntityResolution", "PhraseEngine", "TodoKit", "TodoVoice", "ICalendar",
                "Wyoming",
            ]),
    ],
    targets: [
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // Language, due dates, RFC 5545 recurrence rules: shared vocabulary.
        .target(name: "Basics"),
        // Spoken numbers, dates, durations and repeat rules (en, ja) -> typed values.
        .target(name: "SpokenValues", dependencies: ["Basics"]),
        // Normalization, language detection, kana folding, readings (MeCab), phonetics.
        .target(name: "SpeechText", dependencies: ["Basics", "SpokenValues"]),
        // Fuzzy ranking of named entities for spoken words, with an n-gram index.
        .target(name: "EntityResolution", dependencies: ["Basics", "SpeechText", "SpokenValues"]),
        // Grammar files, template matcher, dialog manager: reusable for any app's phrases.
        .target(name: "PhraseEngine", dependencies: ["Basics", "SpeechText", "SpokenValues", "EntityResolution"]),
        // Any app's App Shortcuts phrases as data (intents.json, fixtures, corpus): test, lint, report.
        // Engine modules only: `intenttodo phrases` loads nothing of the todo app (PhraseTesterTests checks).
        .target(name: "PhraseTester", dependencies: ["Basics", "SpeechText", "EntityResolution", "PhraseEngine"]),
        // RFC 5545 iCalendar text: content lines, folding, escaping, components, time zones.
        // Small and on its own, so it can be fuzzed; the mapping to todos lives in TodoKit.
        .target(name: "ICalendar", dependencies: ["Basics"]),
        // Todo domain: SQLite store, TodoService, intent catalog, localized responses.
        .target(name: "TodoKit", dependencies: ["CSQLite", "Basics", "ICalendar"]),
        // The Wyoming protocol's framing: events over a byte stream, with limits (no I/O, no todos).
        .target(name: "Wyoming", dependencies: ["Basics"]),
        // Glue: exposes TodoKit's intents and entities to the PhraseEngine.
        .target(name: "TodoVoice", dependencies: ["TodoKit", "PhraseEngine", "EntityResolution", "SpeechText", "SpokenValues", "Basics"]),
        // Thin executable: argument parsing, prompt, pipes, rendering.
        .executableTarget(name: "intenttodo", dependencies: ["TodoVoice", "TodoKit", "ICalendar", "PhraseEngine", "PhraseTester", "Wyoming", "Basics"]),
        // Import/query timings for docs/PERFORMANCE.md.
        .executableTarget(name: "intenttodo-bench", dependencies: ["TodoKit", "TodoVoice", "PhraseEngine", "EntityResolution", "SpeechText", "Basics"]),

        .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
        .testTarget(name: "SpokenValuesTests", dependencies: ["SpokenValues", "Basics"]),
        .testTarget(name: "SpeechTextTests", dependencies: ["SpeechText", "Basics"]),
        .testTarget(name: "EntityResolutionTests", dependencies: ["EntityResolution", "SpeechText", "Basics"]),
        .testTarget(name: "PhraseEngineTests", dependencies: ["PhraseEngine", "SpeechText", "Basics"], exclude: ["Fixtures"]),
        .testTarget(name: "PhraseTesterTests", dependencies: ["PhraseTester", "PhraseEngine", "EntityResolution", "Basics"]),
        .testTarget(name: "ICalendarTests", dependencies: ["ICalendar", "Basics"]),
        .testTarget(name: "TodoKitTests", dependencies: ["TodoKit", "ICalendar", "Basics"], exclude: ["Fixtures"]),
        .testTarget(name: "TodoVoiceTests", dependencies: ["TodoVoice", "TodoKit", "PhraseEngine", "SpeechText", "Basics"], exclude: ["Conversations"]),
        .testTarget(name: "WyomingTests", dependencies: ["Wyoming", "Basics"]),
        // CSQLite only to check store files after faults (PRAGMA integrity_check); the rest runs the binary.
        .testTarget(name: "IntentTodoCLITests", dependencies: ["CSQLite"], exclude: ["Fixtures"]),
    ]
)
