// swift-tools-version:6.0
import PackageDescription

// Data flows left to right:
//   text/speech -> SpeechText (normalize) -> PhraseEngine (grammar, match, dialog)
//   -> TodoVoice (glue) -> TodoKit (intents, service, SQLite store)
// The engine modules (Basics, SpokenValues, SpeechText, EntityResolution, PhraseEngine)
// know nothing of todos; TodoKit knows nothing of the engine or the CLI.
let package = Package(
    name: "IntentTodo",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "intenttodo", targets: ["intenttodo"]),
        .library(name: "PhraseEngine", targets: ["PhraseEngine"]),
        .library(name: "TodoKit", targets: ["TodoKit"]),
        // Every library module in one product, for Fuzz/ (a separate package that depends on
        // this one by path and reaches modules that are not otherwise products).
        .library(
            name: "IntentTodoModules",
            targets: ["Basics", "SpokenValues", "SpeechText", "EntityResolution", "PhraseEngine", "TodoKit", "TodoVoice"]),
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
        // Todo domain: SQLite store, TodoService, intent catalog, localized responses.
        .target(name: "TodoKit", dependencies: ["CSQLite", "Basics"]),
        // Glue: exposes TodoKit's intents and entities to the PhraseEngine.
        .target(name: "TodoVoice", dependencies: ["TodoKit", "PhraseEngine", "EntityResolution", "SpeechText", "SpokenValues", "Basics"]),
        // Thin executable: argument parsing, prompt, pipes, rendering.
        .executableTarget(name: "intenttodo", dependencies: ["TodoVoice", "TodoKit", "PhraseEngine", "Basics"]),
        // Import/query timings for docs/PERFORMANCE.md.
        .executableTarget(name: "intenttodo-bench", dependencies: ["TodoKit", "TodoVoice", "PhraseEngine", "EntityResolution", "SpeechText", "Basics"]),

        .testTarget(name: "BasicsTests", dependencies: ["Basics"]),
        .testTarget(name: "SpokenValuesTests", dependencies: ["SpokenValues", "Basics"]),
        .testTarget(name: "SpeechTextTests", dependencies: ["SpeechText", "Basics"]),
        .testTarget(name: "EntityResolutionTests", dependencies: ["EntityResolution", "SpeechText", "Basics"]),
        .testTarget(name: "PhraseEngineTests", dependencies: ["PhraseEngine", "SpeechText", "Basics"], exclude: ["Fixtures"]),
        .testTarget(name: "TodoKitTests", dependencies: ["TodoKit", "Basics"]),
        .testTarget(name: "TodoVoiceTests", dependencies: ["TodoVoice", "TodoKit", "PhraseEngine", "Basics"], exclude: ["Conversations"]),
        // CSQLite only to check store files after faults (PRAGMA integrity_check); the rest runs the binary.
        .testTarget(name: "IntentTodoCLITests", dependencies: ["CSQLite"], exclude: ["Fixtures"]),
    ]
)
