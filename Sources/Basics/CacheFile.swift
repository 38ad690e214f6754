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

    /// Version 3: the header is padded to 16 bytes, so the body starts on a 16-byte boundary of
    /// the file (and of its mapping): records in it can be read in place.
    static let magic: [UInt8] = Array("ITCACHE3".utf8)

    /// Where the body starts: a multiple of this.
    static let bodyAlignment = 16

    public init(path: String, kind: String) {
        self.path = path
        self.kind = kind
    }

    /// The cache folder: `$XDG_CACHE_HOME/intenttodo`, else `~/.cache/intenttodo`; nil when
    /// `INTENTTODO_CACHE=off` (or no home is known).
    ///
    ///     CacheFile.folder(environment: ["HOME": "/home/ann"])   // "/home/ann/.cache/intenttodo"
    public static func folder(environment: [String: String] = ProcessEnvironment.values) -> String? {
        if let setting = environment["INTENTTODO_CACHE"]?.lowercased(), ["off", "0", "no", "false"].contains(setting) {
            return nil
        }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/intenttodo" }
        guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
        return home + "/.cache/intenttodo"
    }

    /// The body, when the file exists and holds this kind built from inputs with `key`, intact.
    public func read(key: UInt64) -> [UInt8]? {
        guard var reader = reader(key: key) else { return nil }
        return try? reader.bytes(count: reader.remainingCount)
    }

    /// A reader of the body where it lies in the file, mapped into memory (nothing copied: the
    /// automaton's cache is megabytes), when the file holds this kind built from inputs with
    /// `key`, intact. Files are only ever replaced by a rename, so a mapping sees one version.
    public func reader(key: UInt64) -> BinaryReader? {
        guard let file = MappedFile(path: path), file.count >= Self.magic.count + 8 else { return nil }
        let checked = file.count - 8
        var reader = BinaryReader(file, range: 0..<file.count)
        guard let head = try? reader.rawBytes(count: Self.magic.count), head.elementsEqual(Self.magic),
            let storedKind = try? reader.string(), storedKind == kind,
            let storedKey = try? reader.fixed64(), storedKey == key, (try? reader.align(to: Self.bodyAlignment)) != nil,
            reader.offset <= checked
        else { return nil }
        let bodyStart = reader.offset
        var trailer = BinaryReader(file, range: checked..<file.count)
        guard let stored = try? trailer.fixed64(),
            stored == Self.checksum(UnsafeRawBufferPointer(start: file.base, count: checked))
        else { return nil }
        return BinaryReader(file, range: bodyStart..<checked)
    }

    /// Writes the body atomically; failures (a read-only home) are ignored: the cache is optional.
    @discardableResult
    public func write(_ body: [UInt8], key: UInt64) -> Bool {
        var writer = BinaryWriter(capacity: body.count + 64)
        for byte in Self.magic { writer.write(byte) }
        writer.write(kind)
        writer.writeFixed(key)
        writer.align(to: Self.bodyAlignment)
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
        // NB: eight independent Fletcher-style lanes over 8-byte words (a running sum and a sum
        // of sums each, so a changed, moved or zeroed word changes the result), mixed at the
        // end: a check against a torn or corrupted file, not a hash for tables. Every process
        // checks megabytes of cache with it, so it is two additions a word; the four lanes of
        // multiply-rotate before it cost three times as much.
        var sums = (UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0))
        var ofSums = sums
        var index = 0
        let count = bytes.count
        @inline(__always) func word(_ at: Int) -> UInt64 {
            UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: at, as: UInt64.self))
        }
        while index + 64 <= count {
            sums.0 &+= word(index)
            sums.1 &+= word(index + 8)
            sums.2 &+= word(index + 16)
            sums.3 &+= word(index + 24)
            sums.4 &+= word(index + 32)
            sums.5 &+= word(index + 40)
            sums.6 &+= word(index + 48)
            sums.7 &+= word(index + 56)
            ofSums.0 &+= sums.0
            ofSums.1 &+= sums.1
            ofSums.2 &+= sums.2
            ofSums.3 &+= sums.3
            ofSums.4 &+= sums.4
            ofSums.5 &+= sums.5
            ofSums.6 &+= sums.6
            ofSums.7 &+= sums.7
            index += 64
        }
        var hash = ContentHash(seed: 0x1CE_CAC4E ^ UInt64(count))
        withUnsafeBytes(of: sums) { hash.combine($0) }
        withUnsafeBytes(of: ofSums) { hash.combine($0) }
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
    public static let programIdentity: String = {
        var info = stat()
        let executable = "/proc/self/exe"
        guard stat(executable, &info) == 0 else { return "unknown \(CommandLine.arguments.first ?? "")" }
        return "\(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(info.st_ino)"
    }()
}

/// A file mapped read-only into memory, unmapped when the last reader of it is gone.
///
///     if let file = MappedFile(path: path) { var reader = BinaryReader(file, range: 0..<file.count) }
public final class MappedFile: @unchecked Sendable {
    // NB: @unchecked — the bytes are never written, and unmapped only in deinit.
    public let base: UnsafeRawPointer
    public let count: Int

    /// Nil when the file cannot be opened or mapped, is empty, or is 1 GiB or more.
    public init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0, info.st_size < 1 << 30 else {
            return nil
        }
        let size = Int(info.st_size)
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else { return nil }
        base = UnsafeRawPointer(mapped)
        count = size
    }

    deinit { munmap(UnsafeMutableRawPointer(mutating: base), count) }
}

private func posixWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

private func posixRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
