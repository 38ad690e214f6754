import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One file of derived data that is cheaper to read than to rebuild: a header naming what it
/// holds and the key of the inputs it was built from, the body, and a checksum of both.
///
/// A file whose magic, kind, key or checksum does not match is ignored (the caller rebuilds
/// and writes it again), so a changed input, another program version or a damaged file is
/// never trusted. Writes are atomic (a temporary file in the same folder, renamed over the
/// old one), the folder is created 0700 and the file 0600.
///
///     let cache = CacheFile(path: folder + "/grammar.bin", kind: "grammar")
///     if let body = cache.read(key: key) { … } else { cache.write(body, key: key) }
public struct CacheFile: Sendable {
    public let path: String
    public let kind: String

    static let magic: [UInt8] = Array("ITCACHE1".utf8)

    public init(path: String, kind: String) {
        self.path = path
        self.kind = kind
    }

    /// The cache folder: `$XDG_CACHE_HOME/intenttodo`, else `~/.cache/intenttodo`; nil when
    /// `INTENTTODO_CACHE=off` (or no home is known).
    ///
    ///     CacheFile.folder(environment: ["HOME": "/home/ann"])   // "/home/ann/.cache/intenttodo"
    public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let setting = environment["INTENTTODO_CACHE"]?.lowercased(), ["off", "0", "no", "false"].contains(setting) {
            return nil
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/intenttodo" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/intenttodo"
    }

    /// The body, when the file exists and holds this kind built from inputs with `key`, intact.
    public func read(key: UInt64) -> [UInt8]? {
        guard let bytes = Self.contents(of: path), bytes.count >= Self.magic.count + 8 else { return nil }
        let checked = bytes.count - 8
        var reader = BinaryReader(bytes, offset: checked)
        guard let stored = try? reader.fixed64(),
            bytes.withUnsafeBytes({ stored == Self.checksum(UnsafeRawBufferPointer(rebasing: $0[0..<checked])) })
        else { return nil }
        reader = BinaryReader(bytes)
        guard let head = try? reader.bytes(count: Self.magic.count), Array(head) == Self.magic,
            let storedKind = try? reader.string(), storedKind == kind,
            let storedKey = try? reader.fixed64(), storedKey == key
        else { return nil }
        return Array(bytes[reader.offset..<checked])
    }

    /// Writes the body atomically; failures (a read-only home) are ignored: the cache is optional.
    @discardableResult
    public func write(_ body: [UInt8], key: UInt64) -> Bool {
        var writer = BinaryWriter(capacity: body.count + 64)
        for byte in Self.magic { writer.write(byte) }
        writer.write(kind)
        writer.writeFixed(key)
        var bytes = writer.bytes
        bytes.append(contentsOf: body)
        let sum = bytes.withUnsafeBytes { Self.checksum($0) }
        withUnsafeBytes(of: sum.littleEndian) { bytes.append(contentsOf: $0) }
        let folder = (path as NSString).deletingLastPathComponent
        guard Self.makeFolder(folder) else { return false }
        let temporary = "\(path).\(getpid()).tmp"
        let descriptor = open(temporary, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        fchmod(descriptor, 0o600)
        var written = 0
        let ok = bytes.withUnsafeBytes { raw -> Bool in
            while written < raw.count {
                let result = posixWrite(descriptor, raw.baseAddress! + written, raw.count - written)
                if result <= 0 { return false }
                written += result
            }
            return true
        }
        close(descriptor)
        guard ok, rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }

    static func checksum(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        // NB: four independent lanes of multiply-xor-rotate over 8-byte words, mixed at the end:
        // a check against a torn or corrupted file (every byte changes the sum), not a hash for
        // tables; ContentHash mixed each word and cost three times as much over a 2 MB cache.
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0x1CE_CAC4E, 0x2545_F491_4F6C_DD1D, 0x9FB2_1C65_1E98_DF25, UInt64(bytes.count))
        var index = 0
        let count = bytes.count
        @inline(__always) func step(_ lane: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = (lane ^ word) &* multiplier
            return (mixed << 31) | (mixed >> 33)
        }
        while index + 32 <= count {
            lanes.0 = step(lanes.0, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            lanes.1 = step(lanes.1, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)))
            lanes.2 = step(lanes.2, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 16, as: UInt64.self)))
            lanes.3 = step(lanes.3, UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + 24, as: UInt64.self)))
            index += 32
        }
        var hash = ContentHash(seed: 0x1CE_CAC4E)
        withUnsafeBytes(of: lanes) { hash.combine($0) }
        hash.combine(UnsafeRawBufferPointer(rebasing: bytes[index...]))
        return hash.value
    }

    private static func makeFolder(_ folder: String) -> Bool {
        var missing: [String] = []
        var current = folder
        var info = stat()
        while !current.isEmpty, current != "/", stat(current, &info) != 0 {
            missing.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        for component in missing.reversed() {
            if mkdir(component, 0o700) != 0, errno != EEXIST { return false }
        }
        return true
    }

    /// The whole file, or nil.
    static func contents(of path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0, info.st_size < 1 << 30 else { return nil }
        let size = Int(info.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let result = posixRead(descriptor, buffer.baseAddress! + done, size - done)
                if result <= 0 {
                    failed = true
                    break
                }
                done += result
            }
            initialized = done
        }
        return failed ? nil : bytes
    }

    /// The bytes of every regular file under `folder` (sorted by relative path, names included)
    /// hashed into one key: any edit, addition, removal or rename changes it.
    public static func contentKey(ofFolder folder: String, seed: String) -> UInt64 {
        var hash = ContentHash()
        hash.combine(seed)
        let manager = FileManager.default
        let paths = (manager.enumerator(atPath: folder)?.allObjects as? [String] ?? []).sorted()
        for relative in paths {
            let full = folder + "/" + relative
            var info = stat()
            guard stat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            hash.combine(relative)
            hash.combine(contents(of: full) ?? [])
        }
        return hash.value
    }

    /// A value worked out from this build of the program and `purpose` alone (which must name
    /// every other input), kept in the cache folder under `file`; worked out again when the file
    /// is missing or damaged, or caches are off. For values every process would otherwise
    /// recompute at start-up.
    ///
    ///     CacheFile.remembered("title index format", file: "title-index-format") { probeFingerprint() }
    public static func remembered(_ purpose: String, file name: String, _ compute: () -> String) -> String {
        guard let folder = folder() else { return compute() }
        var key = ContentHash()
        key.combine(purpose + " " + programIdentity)
        let file = CacheFile(path: folder + "/" + name + ".bin", kind: "remembered value")
        if let body = file.read(key: key.value), !body.isEmpty { return String(decoding: body, as: UTF8.self) }
        let value = compute()
        file.write(Array(value.utf8), key: key.value)
        return value
    }

    /// What identifies this build of the program: the executable's size, modification time
    /// and inode, so a rebuilt binary never trusts the caches of the old one.
    public static var programIdentity: String {
        var info = stat()
        let executable = "/proc/self/exe"
        guard stat(executable, &info) == 0 else { return "unknown \(CommandLine.arguments.first ?? "")" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
