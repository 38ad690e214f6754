import Foundation
import ICalendar
import TodoKit

/// iCalendar on disk: telling an `.ics` file from a JSON one, and vdirs — folders with one
/// `<uid>.ics` per item, as vdirsyncer and todoman keep them (https://vdirsyncer.pimutils.org/en/stable/vdir.html).
///
///     try ICalendarFiles.write(files, toVdir: "~/.calendars/todos")   // (created: 3, updated: 1, unchanged: 12)
///     try ICalendarFiles.readVdir("~/.calendars/todos")               // [ICalendarSource] for import
enum ICalendarFiles {
    /// A file or folder that could not be read or written.
    struct Failure: Error {
        var message: String
    }

    // MARK: Which format

    /// `ics` for `.ics`/`.ical`/`.icalendar`/`.ifb`, `json` for `.json`, else nil.
    static func format(ofPath path: String) -> String? {
        switch (path as NSString).pathExtension.lowercased() {
        case "ics", "ical", "icalendar", "ifb": return "ics"
        case "json": return "json"
        default: return nil
        }
    }

    /// `ics` when the bytes start (after a byte-order mark and white space) with `BEGIN:`, else `json`.
    static func format(ofContent data: Data) -> String {
        var bytes = data.prefix(64)[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let text = bytes.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        return String(decoding: text.prefix(6), as: UTF8.self).uppercased() == "BEGIN:" ? "ics" : "json"
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    // MARK: Reading

    /// Every `*.ics` file of the folder (not hidden ones), by name, parsed. Their list, when a
    /// todo names none: the folder's `displayname` file (vdirsyncer's metadata), else the
    /// folder's name (as todoman shows it).
    static func readVdir(_ folder: String) throws(Failure) -> [ICalendarSource] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
                .filter { $0.lowercased().hasSuffix(".ics") && !$0.hasPrefix(".") }.sorted()
        } catch {
            throw Failure(message: "cannot read the folder \(folder): \(error.localizedDescription)")
        }
        let displayName = (try? String(contentsOfFile: folder + "/displayname", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let folderName = URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent
        let listName = displayName.flatMap { $0.isEmpty ? nil : $0 } ?? (folderName.isEmpty || folderName == "/" ? nil : folderName)
        var sources: [ICalendarSource] = []
        for name in names {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else { throw Failure(message: "cannot read \(path)") }
            do {
                sources.append(ICalendarSource(name: path, components: try ICalendarReader.parse(Array(data)), listName: listName))
            } catch {
                throw Failure(message: "\(path) is not iCalendar (\(error.description))")
            }
        }
        return sources
    }

    // MARK: Writing

    /// What writing a vdir did.
    struct WriteSummary {
        var created = 0
        var updated = 0
        var unchanged = 0
    }

    /// Writes each todo's calendar into `folder` (created, mode 0700, when missing): into the
    /// file that already holds its UID, else `<uid>.ics` (a name made from the uid when it has
    /// characters a file name should not). A file whose content is unchanged is not touched, so
    /// a sync tool sees only real changes; a changed one is replaced atomically: every new
    /// content is written beside its file (a hidden `.NAME.intenttodo-tmp`), the file system is
    /// flushed once, then each is renamed over its file. Files of todos the store no longer has
    /// are left alone.
    static func write(_ files: [ICalendarFile], toVdir folder: String) throws(Failure) -> WriteSummary {
        if !isFolder(folder) {
            do {
                try FileManager.default.createDirectory(
                    atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            } catch {
                throw Failure(message: "cannot create the folder \(folder): \(error.localizedDescription)")
            }
        }
        removeLeftovers(in: folder)
        let existing = filesByUID(in: folder)
        var summary = WriteSummary()
        var pending: [(temporary: String, path: String)] = []
        do throws(Failure) {
            for file in files {
                let name = existing[file.uid] ?? fileName(for: file.uid)
                let path = folder + "/" + name
                let data = Data(file.text.utf8)
                if let current = FileManager.default.contents(atPath: path) {
                    if current == data {
                        summary.unchanged += 1
                        continue
                    }
                    summary.updated += 1
                } else {
                    summary.created += 1
                }
                let temporary = folder + "/." + name + temporarySuffix
                try writeNew(data, to: temporary)
                pending.append((temporary, path))
            }
            guard !pending.isEmpty else { return summary }
            // NB: one flush for all the new contents, before any rename makes one visible.
            sync(folder)
            for (temporary, path) in pending where rename(temporary, path) != 0 {
                throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
            sync(folder)
            return summary
        } catch {
            for (temporary, _) in pending { unlink(temporary) }
            throw error
        }
    }

    private static let temporarySuffix = ".intenttodo-tmp"

    /// Temporary files an interrupted export left.
    private static func removeLeftovers(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where name.hasPrefix(".") && name.hasSuffix(temporarySuffix) { unlink(folder + "/" + name) }
    }

    /// The `.ics` files of `folder` by the UID of their first VTODO (files that do not read are skipped).
    private static func filesByUID(in folder: String) -> [String: String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [:] }
        var result: [String: String] = [:]
        for name in names.sorted() where name.lowercased().hasSuffix(".ics") && !name.hasPrefix(".") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + name),
                let calendars = try? ICalendarReader.parse(Array(data))
            else { continue }
            for calendar in calendars {
                for todo in calendar.components(named: "VTODO") where todo.property("RECURRENCE-ID") == nil {
                    if let uid = todo.property("UID")?.textValue, result[uid] == nil { result[uid] = name }
                }
            }
        }
        return result
    }

    /// `<uid>.ics` when the uid is made of the characters vdirsyncer keeps in file names,
    /// else `intenttodo-<hash of the uid>.ics` (the same for the same uid).
    static func fileName(for uid: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-+@".utf8)
        if !uid.isEmpty, uid.utf8.count <= 200, !uid.hasPrefix("."), uid.utf8.allSatisfy(safe.contains) { return uid + ".ics" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in uid.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return "intenttodo-" + String(hash, radix: 16) + ".ics"
    }

    /// Creates `path` (mode 0600) with `data`.
    private static func writeNew(_ data: Data, to path: String) throws(Failure) {
        unlink(path)
        let descriptor = open(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var written = 0
        let ok = data.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let result = Foundation.write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                written += result
            }
            return true
        }
        guard ok else { throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
    }

    /// Flushes the file system holding `folder` (file contents and the folder's entries).
    private static func sync(_ folder: String) {
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        // NB: syncfs(2) flushes just this file system; Glibc's module does not declare it (_GNU_SOURCE).
        if let symbol = dlsym(nil, "syncfs") {
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)(descriptor)
        } else {
            Foundation.sync()
        }
        fsync(descriptor)
        close(descriptor)
    }
}
