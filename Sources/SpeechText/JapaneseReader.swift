import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One word of a Japanese sentence as MeCab reads it.
///
///     // 買った -> Morpheme(surface: "買っ", reading: "かっ", baseForm: "買う", partOfSpeech: "動詞")
public struct Morpheme: Sendable, Hashable {
    /// The characters as written in the sentence.
    public var surface: String
    /// The kana reading in hiragana; the folded surface for unknown words.
    public var reading: String
    /// The dictionary form ("買う" for 買っ); the surface when MeCab knows none.
    public var baseForm: String
    /// The first part-of-speech field: 名詞, 動詞, 助詞, 記号, フィラー...
    public var partOfSpeech: String
    /// The second part-of-speech field: 非自立, 接尾, サ変接続, 格助詞... ("" when unknown).
    public var partOfSpeechDetail: String
    /// False for words missing from MeCab's dictionary (no reading of their own) and
    /// for every word in the degraded mode.
    public var isKnown: Bool

    /// Creates a morpheme.
    ///
    ///     Morpheme(surface: "牛乳", reading: "ぎゅうにゅう", baseForm: "牛乳", partOfSpeech: "名詞")
    public init(
        surface: String, reading: String, baseForm: String, partOfSpeech: String, partOfSpeechDetail: String = "",
        isKnown: Bool = true
    ) {
        self.surface = surface
        self.reading = reading
        self.baseForm = baseForm
        self.partOfSpeech = partOfSpeech
        self.partOfSpeechDetail = partOfSpeechDetail
        self.isKnown = isKnown
    }
}

/// Japanese readings through MeCab, loaded at run time with `dlopen` so the program
/// still runs (degraded) where libmecab is missing.
///
/// Thread-safe: one MeCab tagger behind a lock, and a bounded cache of analyses.
///
///     JapaneseReader.shared.reading(of: "牛乳を買う")   // "ぎゅうにゅうをかう"
///     JapaneseReader.shared.morphemes(of: "買った").map(\.baseForm)   // ["買う", "た"]
public final class JapaneseReader: @unchecked Sendable {
    /// The reader every normalizer uses by default. Set `INTENTTODO_MECAB=off` in the
    /// environment to run without MeCab (the degraded mode).
    public static let shared: JapaneseReader = {
        let environment = ProcessEnvironment.values
        if let setting = environment["INTENTTODO_MECAB"]?.lowercased(), ["off", "0", "no", "false"].contains(setting) {
            return JapaneseReader(libraryNames: [])
        }
        return JapaneseReader()
    }()

    private typealias NewFunction = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias ParseFunction = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> UnsafePointer<CChar>?
    private typealias DestroyFunction = @convention(c) (OpaquePointer?) -> Void
    /// `mecab_dictionary_info`: a `mecab_dictionary_info_t` list, read by field offset
    /// (filename 0, size 16, type 20, version 32, next 40 on 64-bit).
    private typealias DictionaryInfoFunction = @convention(c) (OpaquePointer?) -> UnsafeRawPointer?

    /// What loading found: a tagger and its functions, or why there is none.
    private struct Loaded {
        var tagger: OpaquePointer? = nil
        var parse: ParseFunction? = nil
        var destroy: DestroyFunction? = nil
        var dictionaryInfo: DictionaryInfoFunction? = nil
        var library: UnsafeMutableRawPointer? = nil
        var failure: String? = nil
    }

    private let lock = NSLock()
    private let loadLock = NSLock()
    private let libraryNames: [String]
    // NB: loaded on first use (a sentence or title with Japanese in it), so English-only
    // commands never open libmecab or map its dictionary; guarded by `loadLock`.
    private var loadedState: Loaded?

    // NB: a two-generation cache approximates LRU at O(1): when `recent` is full it
    // becomes `older`, and hits in `older` are promoted back.
    private var recent: [String: [Morpheme]] = [:]
    private var older: [String: [Morpheme]] = [:]
    private let cacheGeneration = 2_048

    /// A reader that loads MeCab from the first library name that opens and has a usable
    /// dictionary, on first use.
    ///
    ///     JapaneseReader(libraryNames: [])   // an unavailable reader, for tests
    public init(libraryNames: [String] = ["libmecab.so.2", "libmecab.so", "libmecab.dylib"]) {
        self.libraryNames = libraryNames
    }

    /// Whether MeCab has been loaded yet (it loads on the first reading asked for).
    public var isLoaded: Bool { loadLock.withLock { loadedState != nil } }

    private var loaded: Loaded {
        loadLock.lock()
        defer { loadLock.unlock() }
        if let loadedState { return loadedState }
        let state = Self.load(libraryNames)
        loadedState = state
        return state
    }

    private static func load(_ libraryNames: [String]) -> Loaded {
        var reason = "libmecab was not found"
        for name in libraryNames {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
            guard let new = dlsym(handle, "mecab_new2"), let parse = dlsym(handle, "mecab_sparse_tostr"),
                let destroy = dlsym(handle, "mecab_destroy")
            else {
                reason = "\(name) lacks the MeCab C API"
                dlclose(handle)
                continue
            }
            let create = unsafeBitCast(new, to: NewFunction.self)
            var created: OpaquePointer?
            for arguments in ["", "-r /dev/null -d /var/lib/mecab/dic/ipadic-utf8", "-r /dev/null -d /var/lib/mecab/dic/debian"] {
                created = arguments.withCString { create($0) }
                if created != nil { break }
            }
            guard let created else {
                reason = "MeCab found no dictionary (install mecab-ipadic-utf8)"
                dlclose(handle)
                continue
            }
            return Loaded(
                tagger: created, parse: unsafeBitCast(parse, to: ParseFunction.self),
                destroy: unsafeBitCast(destroy, to: DestroyFunction.self),
                dictionaryInfo: dlsym(handle, "mecab_dictionary_info").map { unsafeBitCast($0, to: DictionaryInfoFunction.self) },
                library: handle, failure: nil)
        }
        return Loaded(failure: reason)
    }

    deinit {
        if let state = loadedState {
            if let tagger = state.tagger, let destroy = state.destroy { destroy(tagger) }
            if let library = state.library { dlclose(library) }
        }
    }

    /// What readings depend on, for caches of them: the dictionary MeCab uses (file, size,
    /// version, modification time), or "none" in the degraded mode. Loads MeCab.
    ///
    ///     JapaneseReader.shared.dictionaryIdentity   // "mecab /var/lib/mecab/dic/ipadic-utf8/sys.dic 49199027 102 …"
    public var dictionaryIdentity: String {
        let state = loaded
        guard let tagger = state.tagger else { return "none" }
        var parts = ["mecab"]
        lock.lock()
        defer { lock.unlock() }
        var info = state.dictionaryInfo?(tagger)
        var seen = 0
        while let entry = info, seen < 8, MemoryLayout<UnsafeRawPointer>.size == 8 {
            seen += 1
            let file = entry.load(as: UnsafePointer<CChar>?.self).map { String(cString: $0) } ?? "?"
            let size = entry.load(fromByteOffset: 16, as: UInt32.self)
            let type = entry.load(fromByteOffset: 20, as: Int32.self)
            let version = entry.load(fromByteOffset: 32, as: UInt16.self)
            var status = stat()
            let modified = stat(file, &status) == 0 ? "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)" : "?"
            parts.append("\(file) \(size) \(version) \(type) \(modified)")
            info = entry.load(fromByteOffset: 40, as: UnsafeRawPointer?.self)
        }
        return parts.joined(separator: " ")
    }

    /// Whether MeCab is loaded; when false, readings fall back to the kana-folded surface.
    ///
    ///     JapaneseReader.shared.isAvailable   // true where libmecab2 + mecab-ipadic-utf8 are installed
    public var isAvailable: Bool { loaded.tagger != nil }

    /// One line for the user when Japanese readings are unavailable, nil when they work.
    ///
    ///     JapaneseReader(libraryNames: []).unavailableNotice
    ///     // "note: Japanese readings are off (libmecab was not found): kanji and kana ..."
    public var unavailableNotice: String? {
        guard let failure = loaded.failure else { return nil }
        return "note: Japanese readings are off (\(failure)): kanji and kana spellings of a word will not "
            + "match each other. Install libmecab2 and mecab-ipadic-utf8 to turn them on."
    }

    /// The hiragana reading of `text`; unknown words, kana and ASCII keep their (folded) surface,
    /// spaces are dropped.
    ///
    ///     reader.reading(of: "歯医者の予約")   // "はいしゃのよやく"
    public func reading(of text: String) -> String {
        morphemes(of: text).map(\.reading).joined()
    }

    /// The morphemes of `text` in order (whitespace is not a morpheme). Without MeCab:
    /// one morpheme per run of non-space characters, read as its folded surface.
    ///
    ///     reader.morphemes(of: "電話した").map(\.baseForm)   // ["電話", "する", "た"]
    public func morphemes(of text: String) -> [Morpheme] {
        guard !text.isEmpty else { return [] }
        guard loaded.tagger != nil else { return Self.fallbackMorphemes(of: text) }
        lock.lock()
        defer { lock.unlock() }
        if let hit = recent[text] { return hit }
        if let hit = older[text] {
            remember(text, hit)
            return hit
        }
        let result = analyze(text)
        remember(text, result)
        return result
    }

    private func remember(_ text: String, _ morphemes: [Morpheme]) {
        if recent.count >= cacheGeneration {
            older = recent
            recent = [:]
            recent.reserveCapacity(cacheGeneration)
        }
        recent[text] = morphemes
    }

    /// Calls MeCab (lock held) and copies its buffer at once.
    private func analyze(_ text: String) -> [Morpheme] {
        let state = loaded
        guard let tagger = state.tagger, let parse = state.parse else { return Self.fallbackMorphemes(of: text) }
        // NB: MeCab stops at NUL; a sentence never needs one.
        let clean = text.unicodeScalars.contains("\0") ? text.replacingOccurrences(of: "\0", with: " ") : text
        guard let output = clean.withCString({ parse(tagger, $0) }) else { return Self.fallbackMorphemes(of: text) }
        // NB: read as bytes (MeCab writes UTF-8): lines, then the tab, then the commas, with no
        // Character or String comparison per field.
        let length = strlen(output)
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(output).assumingMemoryBound(to: UInt8.self), count: length)
        var result: [Morpheme] = []
        var lineStart = 0
        while lineStart < length {
            var lineEnd = lineStart
            while lineEnd < length, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            let line = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
            if line.isEmpty || (line.count == 3 && line[0] == 0x45 && line[1] == 0x4F && line[2] == 0x53) { continue }  // "EOS"
            guard let tab = line.firstIndex(of: 0x09) else { continue }
            let surface = String(decoding: UnsafeBufferPointer(rebasing: line[..<tab]), as: UTF8.self)
            var features: [UnsafeBufferPointer<UInt8>] = []
            features.reserveCapacity(9)
            var fieldStart = tab + 1
            for index in (tab + 1)...line.count where index == line.count || line[index] == 0x2C {
                features.append(UnsafeBufferPointer(rebasing: line[fieldStart..<index]))
                fieldStart = index + 1
            }
            func isStar(_ field: UnsafeBufferPointer<UInt8>) -> Bool { field.count == 1 && field[0] == 0x2A }
            func text(_ field: UnsafeBufferPointer<UInt8>) -> String { String(decoding: field, as: UTF8.self) }
            let partOfSpeech = features.first.map(text) ?? ""
            let detail = features.count > 1 && !isStar(features[1]) ? text(features[1]) : ""
            let base = features.count > 6 && !isStar(features[6]) ? text(features[6]) : surface
            let isKnown = features.count > 7 && !isStar(features[7])
            let reading = isKnown ? Kana.fold(text(features[7])) : Kana.fold(surface)
            result.append(
                Morpheme(surface: surface, reading: reading, baseForm: base, partOfSpeech: partOfSpeech,
                         partOfSpeechDetail: detail, isKnown: isKnown))
        }
        return result
    }

    static func fallbackMorphemes(of text: String) -> [Morpheme] {
        text.split(whereSeparator: { $0.isWhitespace }).map { part in
            let surface = String(part)
            return Morpheme(surface: surface, reading: Kana.fold(surface), baseForm: surface, partOfSpeech: "", isKnown: false)
        }
    }
}
