import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The fuzzer's canary (docs/security.md, *The fuzzer*): a folder beside each case's folder — so
/// outside the spec's folder, the shard folders and `--out` — holding files a hostile case points
/// at (`../`, absolute paths, symlinks). The tool must never open, change, add or remove anything
/// in it. Opens are seen with inotify while the case runs (a read that fails later, or whose bytes
/// never reach an output, is still a read); changes are seen by comparing the folder's listing
/// before and after, so a write is caught even if an event was missed.
///
/// Linux only (inotify); elsewhere `verdict()` compares the listing alone.
final class FuzzCanary {
    let folder: URL
    /// A line no input of the fuzzer contains: a response or output carrying it read the canary.
    let token: String
    /// The files, by name: a PNG (drawn if an image read leaks), a results.json (merged if a
    /// shard's read leaks) and a text file with the token.
    static let names = ["canary.png", "results.json", "secret.txt"]
    private var descriptor: Int32 = -1
    private var before: [String: String] = [:]

    /// Writes the canary beside `caseFolder` (`<case>-outside`) and starts watching it.
    init(beside caseFolder: URL, png: [UInt8], resultsJSON: String) throws {
        folder = caseFolder.deletingLastPathComponent().appendingPathComponent(caseFolder.lastPathComponent + "-outside")
        token = "canary-\(UUID().uuidString)"
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(png).write(to: folder.appendingPathComponent("canary.png"))
        try Data(resultsJSON.utf8).write(to: folder.appendingPathComponent("results.json"))
        try Data((token + "\n").utf8).write(to: folder.appendingPathComponent("secret.txt"))
        before = Self.listing(folder)
        #if canImport(Glibc)
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        // The folder itself: opening it (listing it), and any file added, removed, changed or moved
        // in it; events for the files inside come through the folder's watch.
        let mask = UInt32(IN_OPEN | IN_ACCESS | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                          | IN_DELETE_SELF | IN_MOVE_SELF)
        if descriptor >= 0, inotify_add_watch(descriptor, folder.path, mask) < 0 { close(descriptor); descriptor = -1 }
        #endif
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
        try? FileManager.default.removeItem(at: folder)
    }

    /// nil when nothing touched the canary since `init` (or the last call); otherwise what did.
    /// Call it right after the child exits, before the runner itself looks into the case folder
    /// (its walk could follow a hostile symlink into the canary).
    func verdict() -> String? {
        var seen = events()
        let after = Self.listing(folder)
        // The listing just opened the folder: that open is the runner's, not the tool's.
        _ = events()
        if after != before { seen.append("canary folder changed: \(before.keys.sorted()) → \(after.keys.sorted())") }
        before = after
        return seen.isEmpty ? nil : "outside the case: " + seen.prefix(6).joined(separator: ", ")
    }

    /// The inotify events queued since the last call, described.
    private func events() -> [String] {
        var seen: [String] = []
        #if canImport(Glibc)
        if descriptor >= 0 {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = read(descriptor, &buffer, buffer.count)
                guard count > 0 else { break }
                var offset = 0
                while offset + MemoryLayout<inotify_event>.size <= count {
                    let (mask, length) = buffer.withUnsafeBytes { raw -> (UInt32, Int) in
                        let event = raw.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        return (event.mask, Int(event.len))
                    }
                    let nameStart = offset + MemoryLayout<inotify_event>.size
                    let name = String(decoding: buffer[nameStart..<min(count, nameStart + length)].prefix { $0 != 0 }, as: UTF8.self)
                    seen.append("\(Self.describe(mask)) \(name.isEmpty ? "(the folder)" : name)")
                    offset = nameStart + length
                }
            }
        }
        #endif
        return seen
    }

    /// Whether `data` carries the canary's token (a response, an output file, an error line).
    func leaks(into data: Data) -> Bool { data.range(of: Data(token.utf8)) != nil }

    /// Name → size and modification time, without following symlinks (never opening a file).
    private static func listing(_ folder: URL) -> [String: String] {
        var entries: [String: String] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            var status = stat()
            guard lstat(folder.appendingPathComponent(name).path, &status) == 0 else { continue }
            entries[name] = "\(status.st_mode) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
        }
        return entries
    }

    #if canImport(Glibc)
    private static func describe(_ mask: UInt32) -> String {
        let names: [(Int32, String)] = [(IN_OPEN, "opened"), (IN_ACCESS, "read"), (IN_MODIFY, "written"), (IN_ATTRIB, "attributes changed"),
                                        (IN_CREATE, "created"), (IN_DELETE, "deleted"), (IN_MOVED_FROM, "moved away"),
                                        (IN_MOVED_TO, "moved in"), (IN_DELETE_SELF, "folder deleted"), (IN_MOVE_SELF, "folder moved")]
        let found = names.filter { mask & UInt32($0.0) != 0 }.map(\.1)
        return found.isEmpty ? "event \(mask)" : found.joined(separator: "+")
    }
    #endif
}

/// How a case's child process is started and judged: its arguments after the binary (run in the
/// case folder), the folder it may write (everything else in the case folder must stay as it
/// was), and which exit statuses mean accepted and rejected.
struct FuzzCommand: Codable {
    /// The file a saved failing case keeps its command in (`Tests/Fuzz/failures/<case>/`).
    static let savedName = "fuzz-command.json"

    var arguments: [String]
    /// Relative to the case folder.
    var output = "out"
    var accepted: Set<Int32> = [0]
    var rejected: Set<Int32> = [1, 64]
    /// A rejection must be one line of plain text on stderr (`report merge`'s contract).
    var oneLineErrors = false

    static let render = FuzzCommand(arguments: ["render", "spec.yaml", "--out", "out", "--jobs", "1", "--theme", "ios.light"])
}

/// What a case folder holds, by relative path, read with `lstat` (a symlink is never followed, a
/// file never opened): every entry with its type, size and modification time, split into those
/// outside the output folder (which must not change) and inside it (which may change, but not
/// disappear).
struct FuzzFolderState {
    private var outside: [String: String] = [:]
    private var inside: [String: String] = [:]

    init(_ folder: URL, output: String) {
        var pending = [""]
        while let relative = pending.popLast() {
            let base = relative.isEmpty ? folder : folder.appendingPathComponent(relative)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? [] {
                let path = relative.isEmpty ? name : relative + "/" + name
                var status = stat()
                guard lstat(folder.appendingPathComponent(path).path, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                // Folders by kind only: their times change when the output folder is made inside them.
                let signature = type == S_IFDIR ? "folder" : "\(type) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
                if path == output || path.hasPrefix(output + "/") {
                    inside[path] = signature
                } else {
                    outside[path] = signature
                }
                if type == S_IFDIR { pending.append(path) }
            }
        }
    }

    /// nil when nothing outside the output changed and nothing inside it was removed.
    func changes(comparedWith after: FuzzFolderState) -> String? {
        let changed = Set(outside.keys).union(after.outside.keys).filter { outside[$0] != after.outside[$0] }.sorted()
        if !changed.isEmpty { return "changed outside the output folder: \(changed.prefix(5).joined(separator: ", "))" }
        let removed = Set(inside.keys).subtracting(after.inside.keys).sorted()
        if !removed.isEmpty { return "removed from the output folder: \(removed.prefix(5).joined(separator: ", "))" }
        return nil
    }

    /// The paths in the output folder that are new or changed since `before`: what the run wrote.
    func written(since before: FuzzFolderState) -> [String] {
        inside.filter { before.inside[$0.key] != $0.value }.keys.sorted()
    }

    /// Copies a case folder as it is, for a saved failure: symlinks as symlinks, FIFOs as new FIFOs
    /// (copying one would block on its open), regular files byte for byte — or, past 64 MB (the
    /// sparse files of hostile cases), their first megabyte and then the same length of zeros.
    static func copy(_ folder: URL, to target: URL) {
        let fm = FileManager.default
        try? fm.createDirectory(at: target, withIntermediateDirectories: true)
        for name in (try? fm.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let from = folder.appendingPathComponent(name), to = target.appendingPathComponent(name)
            var status = stat()
            guard lstat(from.path, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR: copy(from, to: to)
            case S_IFLNK: if let destination = try? fm.destinationOfSymbolicLink(atPath: from.path) { try? fm.createSymbolicLink(atPath: to.path, withDestinationPath: destination) }
            case S_IFIFO: mkfifo(to.path, 0o644)
            case S_IFREG:
                guard status.st_size > 64 << 20 else { try? fm.copyItem(at: from, to: to); continue }
                let head = (try? FileHandle(forReadingFrom: from)).flatMap { try? $0.read(upToCount: 1 << 20) } ?? Data()
                if fm.createFile(atPath: to.path, contents: head) { truncate(to.path, status.st_size) }
            default: continue
            }
        }
    }
}
