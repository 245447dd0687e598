import Foundation

/// Writes a file so that it either appears complete or not at all: the data goes to a uniquely named
/// temporary file beside the destination (same directory, hence same file system), which `rename(2)`
/// then moves over the destination in one step.
enum AtomicFileWriter {
    static func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw PNGError.io("cannot write the file: \(error.localizedDescription)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw PNGError.io("cannot move the finished file into place: \(reason)")
        }
    }
}
