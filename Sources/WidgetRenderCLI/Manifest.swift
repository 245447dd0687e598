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
    init(job: RenderJob, outcome: RenderOutcome) {
        self.init(path: job.relativePath, sha256: outcome.sha256, bytes: outcome.bytes, widget: job.subject.name,
                  title: job.subject.title, source: job.subject.source, entry: job.subject.entry, device: job.device.id,
                  family: job.family.rawValue, theme: job.theme.name,
                  renderDate: ISO8601DateFormatter().string(from: job.subject.renderDate),
                  pixelWidth: outcome.pixelWidth, pixelHeight: outcome.pixelHeight, scale: job.device.scale)
    }
}

/// Writes the manifest one entry at a time into a temporary file renamed into place when complete,
/// so its size in memory never grows with the batch (JSONEncoder on a 10,000-entry document takes
/// tens of megabytes). The text is what JSONEncoder prints for `Manifest` (pretty, sorted keys).
enum ManifestWriter {
    static func write(jobs: [RenderJob], outcomes: [RenderOutcome], shard: Shard?, to url: URL) throws {
        let temporary = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                throw CLIError("cannot create \(temporary.path)")
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            handle.write(Data("{\n  \"files\" : [".utf8))
            for (index, (job, outcome)) in zip(jobs, outcomes).enumerated() {
                let entry = String(decoding: try encoder.encode(Manifest.File(job: job, outcome: outcome)), as: UTF8.self)
                let indented = entry.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
                handle.write(Data(((index == 0 ? "\n" : ",\n") + indented).utf8))
            }
            let renderer = String(decoding: try encoder.encode(widgetRenderVersion), as: UTF8.self)
            var tail = (outcomes.isEmpty ? "" : "\n  ") + "],\n  \"renderer\" : \(renderer)"
            if let shard { tail += ",\n  \"shard\" : \"\(shard)\"" }
            handle.write(Data((tail + "\n}\n").utf8))
            try handle.close()
            guard rename(temporary.path, url.path) == 0 else { throw CLIError("cannot move the manifest into place") }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError("\(url.path): cannot write the manifest (\(error))")
        }
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
