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

/// What a finished job leaves in memory until the manifest is written: the rest of a manifest
/// entry comes from the job itself.
struct RenderOutcome: Sendable {
    let sha256: String
    let bytes: Int
    let pixelWidth: Int
    let pixelHeight: Int
}

extension Manifest.File {
    init(job: some BatchJob, outcome: RenderOutcome, dates: ISO8601DateFormatter = ISO8601DateFormatter()) {
        let place = job.manifestPlace
        self.init(path: job.relativePath, sha256: outcome.sha256, bytes: outcome.bytes, widget: job.subject.name,
                  title: job.subject.title, source: job.subject.source, entry: job.subject.entry, device: place.device,
                  family: place.family, theme: place.theme, renderDate: dates.string(from: job.subject.renderDate),
                  pixelWidth: outcome.pixelWidth, pixelHeight: outcome.pixelHeight, scale: place.scale)
    }
}

/// Writes the manifest one entry at a time into a temporary file renamed into place when complete
/// (`AtomicFile`), so its size in memory never grows with the batch (JSONEncoder on a 10,000-entry
/// document takes tens of megabytes) and a full disk leaves the old manifest, not half a new one.
/// The text is what JSONEncoder prints for `Manifest` (pretty, sorted keys).
enum ManifestWriter {
    static func write<Job: BatchJob>(jobs: [Job], outcomes: [RenderOutcome], shard: Shard?, to url: URL) throws {
        let file = try AtomicFile(url)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // One formatter for the run (making one costs more than encoding an entry), and entries
        // gathered into ~64 KiB writes instead of one system call each.
        let dates = ISO8601DateFormatter()
        var pending = "{\n  \"files\" : ["
        for (index, (job, outcome)) in zip(jobs, outcomes).enumerated() {
            let entry = try encoder.encode(Manifest.File(job: job, outcome: outcome, dates: dates))
            // Indented byte by byte: splitting the text into Characters was a third of the manifest's
            // time, and the manifest is written serially after the batch.
            var bytes: [UInt8] = Array("    ".utf8)
            bytes.reserveCapacity(entry.count * 5 / 4)
            for byte in entry {
                bytes.append(byte)
                if byte == UInt8(ascii: "\n") { bytes.append(contentsOf: "    ".utf8) }
            }
            let indented = String(decoding: bytes, as: UTF8.self)
            pending += (index == 0 ? "\n" : ",\n") + indented
            if pending.utf8.count >= 65_536 { try file.write(pending); pending = "" }
        }
        try file.write(pending)
        let renderer = String(decoding: try encoder.encode(widgetRenderVersion), as: UTF8.self)
        var tail = (outcomes.isEmpty ? "" : "\n  ") + "],\n  \"renderer\" : \(renderer)"
        if let shard { tail += ",\n  \"shard\" : \"\(shard)\"" }
        try file.write(tail + "\n}\n")
        try file.commit()
    }
}
