import Basics
import Foundation
import SpeechText

/// Loaded grammars and compiled automata kept on disk between runs, so a one-shot command
/// neither parses the grammar files nor compiles (or reads with MeCab) a template word.
///
/// Two kinds of file per grammar folder, in `folder` (`$XDG_CACHE_HOME/intenttodo`):
/// `grammars-<folder hash>.bin` holds every loaded `Grammar`, keyed by the content of every
/// file under the grammar folder, this format and the program's build; `automaton-<lang>-<folder
/// hash>.bin` holds one language's automaton, keyed by that and what the normalizer reads with
/// (for Japanese, MeCab's dictionary). A key that differs, a damaged file (checksum) or one
/// this build cannot decode is rebuilt and written again, never used.
///
///     let cache = GrammarCache(folder: CacheFile.folder()!, programIdentity: CacheFile.programIdentity)
///     let grammars = try Grammar.loadAll(directory: url, cache: cache)
public struct GrammarCache: Sendable {
    /// Bumped with any change to `GrammarCoding`'s layout.
    public static let formatVersion = 13

    public let folder: String
    public let programIdentity: String

    public init(folder: String, programIdentity: String) {
        self.folder = folder
        self.programIdentity = programIdentity
    }

    /// What one grammar folder's files were when loaded: the key its automata are stored under.
    public struct Source: Sendable {
        let cache: GrammarCache
        let directoryHash: UInt64
        let contentKey: UInt64
        /// False when the files changed while they were loaded: what was built from them may
        /// match neither the key nor the files, so it is not stored.
        var storesBuilt = true

        func automatonFile(_ language: Language) -> CacheFile {
            CacheFile(
                path: cache.folder + "/automaton-\(language.rawValue)-\(String(directoryHash, radix: 16)).bin",
                kind: "automaton-\(language.rawValue)")
        }

        func automatonKey(_ language: Language, normalizer: Normalizer) -> UInt64 {
            var hash = ContentHash()
            hash.combine("\(contentKey) \(language.rawValue)")
            // NB: Japanese template words are read with MeCab: another dictionary, other readings.
            if language == .ja { hash.combine(normalizer.reader?.dictionaryIdentity ?? "none") }
            return hash.value
        }

        /// The automaton stored for `language`, if it was built from these grammar files.
        func automaton(_ language: Language, normalizer: Normalizer) -> Automaton? {
            guard var reader = automatonFile(language).reader(key: automatonKey(language, normalizer: normalizer)) else { return nil }
            guard let automaton = try? GrammarCoding.readAutomaton(&reader), reader.isAtEnd, automaton.language == language else {
                return nil
            }
            return automaton
        }

        func store(_ automaton: Automaton, normalizer: Normalizer) {
            guard storesBuilt else { return }
            var writer = BinaryWriter(capacity: 1 << 16)
            GrammarCoding.write(automaton, to: &writer)
            automatonFile(automaton.language).write(writer.bytes, key: automatonKey(automaton.language, normalizer: normalizer))
        }
    }

    /// The cache file of `directory`'s grammars, the key of its files' content, and the source
    /// its automata are kept under.
    func grammarsFile(directory: URL) -> (file: CacheFile, key: UInt64, source: Source) {
        let path = directory.standardizedFileURL.path
        var pathHash = ContentHash()
        pathHash.combine(path)
        // NB: the folder as it was named too: the grammars keep their files' names as given
        // ("Grammars/en/todo.phrases" or the whole path), and messages cite them so.
        pathHash.combine("\n" + directory.relativePath)
        let key = CacheFile.contentKey(
            ofFolder: path, seed: "grammars format \(Self.formatVersion) program \(programIdentity)")
        let file = CacheFile(path: folder + "/grammars-\(String(pathHash.value, radix: 16)).bin", kind: "grammars")
        return (file, key, Source(cache: self, directoryHash: pathHash.value, contentKey: key))
    }

    /// The grammars of `directory`, read from the cache when its files have not changed;
    /// otherwise loaded with `load` and stored.
    func grammars(
        directory: URL, load: () throws(GrammarError) -> [Grammar]
    ) throws(GrammarError) -> (grammars: [Grammar], source: Source) {
        let path = directory.standardizedFileURL.path
        let (file, key, found) = grammarsFile(directory: directory)
        var source = found
        if var reader = file.reader(key: key) {
            if let grammars = try? GrammarCoding.readGrammars(&reader), reader.isAtEnd { return (grammars, source) }
        }
        let grammars = try load()
        // NB: a file edited while it was read (a grammar writer saving as a test runs) would
        // store what was parsed under the key of what was there before; read the key again.
        guard CacheFile.contentKey(ofFolder: path, seed: "grammars format \(Self.formatVersion) program \(programIdentity)") == key else {
            source.storesBuilt = false
            return (grammars, source)
        }
        var writer = BinaryWriter(capacity: 1 << 16)
        GrammarCoding.write(grammars, to: &writer)
        file.write(writer.bytes, key: key)
        return (grammars, source)
    }
}

extension GrammarCache {
    /// `grammars(directory:load:)` for an engine: on a hit, the stored grammars are decoded one
    /// language at a time, when first asked for (`GrammarShelf`).
    func shelf(
        directory: URL, load: @escaping () throws(GrammarError) -> [Grammar]
    ) throws(GrammarError) -> (shelf: GrammarShelf, source: Source) {
        let (file, key, source) = grammarsFile(directory: directory)
        if var reader = file.reader(key: key), let parts = try? GrammarCoding.readGrammarParts(&reader), reader.isAtEnd {
            return (GrammarShelf(parts: parts, reload: load), source)
        }
        let (grammars, loaded) = try self.grammars(directory: directory, load: load)
        return (GrammarShelf(grammars), loaded)
    }
}

extension Grammar {
    /// `loadAll(directory:normalizer:)` through a cache: unchanged grammar files are not parsed
    /// again. The returned source lets a `PhraseEngine` keep its automata in the same cache.
    ///
    ///     let (grammars, source) = try Grammar.loadAll(directory: url, cache: cache)
    ///     let engine = try PhraseEngine(grammars: grammars, schemas: [], compilation: .lazy, cache: source)
    public static func loadAll(
        directory: URL, normalizer: Normalizer = Normalizer(), cache: GrammarCache
    ) throws(GrammarError) -> (grammars: [Grammar], source: GrammarCache.Source) {
        try cache.grammars(directory: directory) { () throws(GrammarError) -> [Grammar] in
            try loadAll(directory: directory, normalizer: normalizer)
        }
    }
}

extension GrammarCache {
    /// The body a cache file holds for `grammar`'s compiled automaton (what follows the file's
    /// header, before its checksum): the seeds of the cache reader's fuzz target.
    public static func storedAutomaton(of grammar: Grammar, normalizer: Normalizer = Normalizer()) throws(GrammarError) -> [UInt8] {
        var writer = BinaryWriter(capacity: 1 << 12)
        GrammarCoding.write(try AutomatonBuilder.build(grammar, normalizer: normalizer), to: &writer)
        return writer.bytes
    }

    /// Reads `body` as a cache file's body for `grammar`'s language the way a process does once
    /// the file passed its checksum, and when it is taken, parses `sentences` with it: the cache
    /// reader's fuzz target (`scripts/fuzz cache`). False when the body is refused.
    public static func readsStoredAutomaton(
        _ body: [UInt8], grammar: Grammar, sentences: [String], clock: Clock, entities: EntityResolving
    ) -> Bool {
        var reader = BinaryReader(body)
        guard let automaton = try? GrammarCoding.readAutomaton(&reader), reader.isAtEnd, automaton.language == grammar.language,
            let engine = try? PhraseEngine(grammars: [grammar], schemas: [], compilation: .lazy),
            (try? engine.compiled.value(for: grammar.language) { () throws(GrammarError) -> Automaton in automaton }) != nil
        else { return false }
        for sentence in sentences { _ = engine.parse(sentence, language: grammar.language, clock: clock, entities: entities) }
        return true
    }
}
