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

    static func read(from url: URL) throws -> Manifest {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: url))
    }
}

/// A finished job's PNG as the manifest needs it (the rest of an entry comes from the job).
struct RenderOutcome: Sendable {
    let sha256: String
    let bytes: Int
    let pixelWidth: Int
    let pixelHeight: Int
}

extension Manifest.File {
    init(job: some BatchJob, outcome: RenderOutcome, renderDate: String) {
        let place = job.manifestPlace
        self.init(path: job.relativePath, sha256: outcome.sha256, bytes: outcome.bytes, widget: job.subject.name,
                  title: job.subject.title, source: job.subject.source, entry: job.subject.entry, device: place.device,
                  family: place.family, theme: place.theme, renderDate: renderDate,
                  pixelWidth: outcome.pixelWidth, pixelHeight: outcome.pixelHeight, scale: place.scale)
    }
}

/// Writes the manifest one entry at a time into a temporary file renamed into place when complete
/// (`AtomicFile`), so its size in memory never grows with the batch (JSONEncoder on a 10,000-entry
/// document takes tens of megabytes) and a full disk leaves the old manifest, not half a new one.
/// The text is what JSONEncoder prints for `Manifest` (pretty, sorted keys).
enum ManifestWriter {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func write(_ entries: [ManifestEntry], shard: Shard?, to url: URL) throws {
        let file = try AtomicFile(url)
        // Entries gathered into ~64 KiB writes instead of one system call each.
        var pending: [UInt8] = Array("{\n  \"files\" : [".utf8)
        for (index, entry) in entries.enumerated() {
            pending.append(contentsOf: (index == 0 ? "\n" : ",\n").utf8)
            pending.append(contentsOf: entry.text)
            if pending.count >= 65_536 { try file.write(Data(pending)); pending.removeAll(keepingCapacity: true) }
        }
        try file.write(Data(pending))
        let renderer = String(decoding: try encoder().encode(widgetRenderVersion), as: UTF8.self)
        var tail = (entries.isEmpty ? "" : "\n  ") + "],\n  \"renderer\" : \(renderer)"
        if let shard { tail += ",\n  \"shard\" : \"\(shard)\"" }
        try file.write(tail + "\n}\n")
        try file.commit()
    }
}
