import Foundation
import WidgetRender

/// `OUT/manifest.json`: every file written, the inputs it came from and the SHA-256 of its bytes.
/// It holds no times or machine details, so it is identical for any `--jobs` and on any machine.
struct Manifest: Codable, Equatable {
    struct File: Codable, Equatable {
        var path: String
        var sha256: String
        var bytes: Int
        var widget: String
        var title: String
        var source: String
        var entry: String
        var device: String
        var family: String
        var theme: String
        var renderDate: String
        var pixelWidth: Int
        var pixelHeight: Int
        var scale: Double
    }

    var renderer: String
    /// "i/n" when only one shard of the matrix was rendered.
    var shard: String?
    var files: [File]

    static let fileName = "manifest.json"

    func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    static func read(from url: URL) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }
}

extension Manifest.File {
    init(job: RenderJob, png: Data, pixmap: Pixmap) {
        let formatter = ISO8601DateFormatter()
        self.init(path: job.relativePath, sha256: SHA256.hex(of: png), bytes: png.count, widget: job.subject.name,
                  title: job.subject.title, source: job.subject.source, entry: job.subject.entry, device: job.device.id,
                  family: job.family.rawValue, theme: job.theme.name, renderDate: formatter.string(from: job.subject.renderDate),
                  pixelWidth: pixmap.width, pixelHeight: pixmap.height, scale: job.device.scale)
    }
}

/// Writes `data` so that readers see the old file or the new one, never half of it: Foundation's
/// `.atomic` writes a temporary file beside the destination and renames it into place.
func writeAtomically(_ data: Data, to url: URL) throws {
    do {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    } catch {
        throw CLIError("\(url.path): cannot write (\(error.localizedDescription))")
    }
}
