import Foundation
import WidgetRender

// Write safety: every file the CLI writes appears whole or not at all, a failure names the
// operating system's cause (ENOSPC "No space left on device", EFBIG "File too large", EACCES
// "Permission denied") instead of "NSCocoaErrorDomain error 512", and a run killed half-way
// leaves only temporary files that the next run into the same folder removes.

/// The suffix of every temporary file the CLI writes: `.<name>.<random>.widget-render.tmp`.
let temporarySuffix = ".widget-render.tmp"

/// A file being written through a temporary file beside it, renamed into place by `commit()`.
/// Until then readers see the old file (or none); on any failure the temporary file is removed.
///
/// Only a regular file (or nothing) is ever replaced. A character device or a FIFO — `/dev/stdout`,
/// `/dev/null`, a pipe, also through a symlink such as `/dev/stdout` itself — is written through,
/// in place: renaming over it would replace the device (as root, `/dev/full` itself). Any other
/// symlink, a folder, a socket or a block device is refused with one line: following a symlink
/// could write outside the output folder, and replacing it would lose what it is.
final class AtomicFile {
    let destination: URL
    private let temporary: URL
    private var descriptor: Int32
    /// Writing straight into a device or a FIFO: no temporary file, nothing to rename or remove.
    private let writesThrough: Bool

    init(_ destination: URL) throws {
        self.destination = destination
        temporary = destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString)\(temporarySuffix)")
        writesThrough = try AtomicFile.isStream(destination.path)
        if writesThrough {
            descriptor = open(destination.path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard descriptor >= 0 else { let code = errno; throw AtomicFile.failure(destination.path, "cannot open", code) }
            return
        }
        let folder = destination.deletingLastPathComponent()
        // The folder usually exists (every file of a batch after the first in its folder): try
        // first, and walk the path with mkdir only when it is missing or blocked. Walking it for
        // every file cost a dozen system calls per PNG, on directory locks both workers share.
        descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0, errno == ENOENT || errno == ENOTDIR {
            try makeFolders(folder)
            descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        }
        guard descriptor >= 0 else { let code = errno; throw AtomicFile.failure(destination.path, "cannot create a file", code) }
    }

    deinit { abandon() }

    /// Whether `path` is a device or FIFO to write through (true), absent or a regular file to
    /// replace (false); throws for anything else.
    private static func isStream(_ path: String) throws -> Bool {
        func stream(_ status: stat) -> Bool { [S_IFCHR, S_IFIFO].contains(status.st_mode & S_IFMT) }
        var status = stat()
        guard lstat(path, &status) == 0 else { return false }  // nothing there yet
        switch status.st_mode & S_IFMT {
        case S_IFREG: return false
        case S_IFLNK:
            var target = stat()
            guard stat(path, &target) == 0, stream(target) else {
                throw CLIError("\(path): is a symbolic link; refusing to replace it or to write where it points")
            }
            return true
        default:
            guard stream(status) else { throw CLIError("\(path): not a regular file; refusing to replace it") }
            return true
        }
    }

    /// Appends `bytes`; a short write (a full disk, a file-size limit) is an error, not a retry loop.
    func write(_ bytes: Data) throws {
        try bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    let code = errno
                    if code == EINTR { continue }
                    let failure = AtomicFile.failure(destination.path, "cannot write", code)
                    abandon()
                    throw failure
                }
                offset += written
            }
        }
    }

    func write(_ text: String) throws { try write(Data(text.utf8)) }

    /// Closes and renames the file into place.
    func commit() throws {
        guard descriptor >= 0 else { throw CLIError("\(destination.path): the file was abandoned") }
        let closed = close(descriptor)
        let closeCode = errno
        descriptor = -1
        guard closed == 0 else {
            let failure = AtomicFile.failure(destination.path, "cannot write", closeCode)
            if !writesThrough { unlink(temporary.path) }
            throw failure
        }
        if writesThrough { return }
        let renamed = rename(temporary.path, destination.path)
        let renameCode = errno
        guard renamed == 0 else {
            let failure = AtomicFile.failure(destination.path, "cannot move the finished file into place", renameCode)
            unlink(temporary.path)
            throw failure
        }
    }

    /// Closes and removes the temporary file (after a failure, or when never committed).
    func abandon() {
        if descriptor >= 0 {
            close(descriptor)
            descriptor = -1
            if !writesThrough { unlink(temporary.path) }
        }
    }

    /// `path: what (strerror(code))`. Callers read `errno` right after the failed call: any
    /// Foundation call in between (even building a URL) may change it.
    static func failure(_ path: String, _ what: String, _ code: Int32) -> CLIError {
        CLIError("\(path): \(what) (\(String(cString: strerror(code))))")
    }
}

/// `mkdir -p` with the operating system's cause on failure (Foundation's `createDirectory` reports
/// only "NSCocoaErrorDomain error 512" when a path component is a file).
func makeFolders(_ folder: URL) throws {
    var path = ""
    for component in folder.standardizedFileURL.path.split(separator: "/") {
        path += "/" + component
        if mkdir(path, 0o755) != 0 {
            let code = errno
            if code != EEXIST { throw AtomicFile.failure(path, "cannot create the folder", code) }
        }
        var status = stat()
        guard stat(path, &status) == 0 else { let code = errno; throw AtomicFile.failure(path, "cannot create the folder", code) }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw CLIError("\(path): cannot create the folder (\(String(cString: strerror(ENOTDIR))))")
        }
    }
}

/// Writes `data` so that readers see the old file or the new one, never half of it.
func writeAtomically(_ data: Data, to url: URL) throws {
    let file = try AtomicFile(url)
    try file.write(data)
    try file.commit()
}

/// An exclusive lock on an output folder (`flock` on `OUT/.widget-render.lock`), held while a
/// render writes into it, so that two renders into the same `--out` take turns instead of
/// interleaving PNGs and manifests. The kernel releases it when the process ends, even by `kill -9`.
final class OutputLock {
    static let fileName = ".widget-render.lock"
    private let descriptor: Int32

    init(folder: URL, waitMessage: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }) throws {
        try makeFolders(folder)
        let path = folder.appendingPathComponent(OutputLock.fileName).path
        descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { let code = errno; throw AtomicFile.failure(path, "cannot create the lock file", code) }
        if flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            waitMessage("widget-render: waiting for another widget-render writing into \(folder.path)")
            while flock(descriptor, LOCK_EX) != 0 {
                let code = errno
                guard code == EINTR else {
                    let failure = AtomicFile.failure(path, "cannot lock the output folder", code)
                    close(descriptor)
                    throw failure
                }
            }
        }
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Removes temporary files that runs killed half-way left in `folder` (ours, and Foundation's
    /// `.dat.nosync…` files from versions that wrote with `Data.write(options: .atomic)`).
    /// Only call while holding the lock: then no other run is writing them.
    static func removeStaleTemporaryFiles(in folder: URL) -> Int {
        var removed = 0
        guard let walker = FileManager.default.enumerator(atPath: folder.path) else { return 0 }
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard name.hasSuffix(temporarySuffix) || name.hasPrefix(".dat.nosync") || (name.hasPrefix(".manifest.json.") && name.hasSuffix(".tmp")) else { continue }
            if unlink(folder.appendingPathComponent(relative).path) == 0 { removed += 1 }
        }
        return removed
    }
}
