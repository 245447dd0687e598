import Foundation
import WidgetPNG
import WidgetRender

/// Where preview images go when someone asked for them: `WIDGET_RENDER_PREVIEWS_OUT`, or the request
/// file `swift package render-widgets` writes at `<package>/.build/widget-render/previews-request.json`
/// (a command plugin cannot set the environment of the tests it runs, so it leaves a file).
public struct PreviewRenderRequest: Codable, Sendable, Equatable {
    public var outputDirectory: URL

    public init(outputDirectory: URL) { self.outputDirectory = outputDirectory }

    // The file holds a plain path, `{"outputDirectory": "/abs/dir"}`, as the plugin writes it.
    private enum CodingKeys: String, CodingKey { case outputDirectory }
    public init(from decoder: Decoder) throws {
        let path = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .outputDirectory)
        outputDirectory = URL(fileURLWithPath: path, isDirectory: true)
    }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(outputDirectory.path, forKey: .outputDirectory)
    }

    /// The request file's place in a package.
    public static func fileURL(packageRoot: URL) -> URL {
        packageRoot.appendingPathComponent(".build/widget-render/previews-request.json")
    }

    /// The request in force, if any: the environment variable first, then the package's request file.
    public static func current(packageRoot: URL,
                               environment: [String: String] = ProcessInfo.processInfo.environment) -> PreviewRenderRequest? {
        if let path = environment["WIDGET_RENDER_PREVIEWS_OUT"], !path.isEmpty {
            return PreviewRenderRequest(outputDirectory: URL(fileURLWithPath: path, isDirectory: true))
        }
        guard let data = try? Data(contentsOf: fileURL(packageRoot: packageRoot)) else { return nil }
        return try? JSONDecoder().decode(PreviewRenderRequest.self, from: data)
    }
}

/// What `writePreviewImages` wrote: `previews.json` beside the images; `widget-render previews DIR`
/// reads it to draw one contact sheet per preview (entries as rows, themes as columns).
public struct PreviewImageManifest: Codable, Sendable, Equatable {
    public struct Image: Codable, Sendable, Equatable {
        public var theme: String
        public var device: String
        public var scale: Double
        /// Relative to the manifest's folder.
        public var path: String
    }
    public struct Snapshot: Codable, Sendable, Equatable {
        public var label: String
        public var detail: String
        public var images: [Image]
    }
    public struct Preview: Codable, Sendable, Equatable {
        public var id: String
        public var title: String
        public var kind: String
        public var fileID: String?
        public var line: Int?
        public var family: String
        public var snapshots: [Snapshot]
    }
    public var module: String?
    public var previews: [Preview]

    public static let fileName = "previews.json"
}

/// Draws every snapshot of every preview in its family × each theme that shows it (on the theme's
/// default device, or `devices`) and writes `<dir>/<preview>/<entry-n>/<device>__<theme>.png` and
/// `<dir>/previews.json`. View code runs on the main thread and images paint in parallel
/// (`ViewCodeFirst`); files and manifest do not depend on the order.
/// Live Activity previews (`activities`) follow: `<dir>/<preview>/<state-n>/iphone-16-pro__<theme>.png`,
/// each content state in its presentation (the manifest's `family` names the presentation).
@discardableResult
public func writePreviewImages(_ previews: [PreviewSnapshots], activities: [ActivityPreviewSnapshots] = [],
                               controls: [WidgetPreview] = [], to directory: URL,
                               themes: [Theme] = Theme.builtIn, devices: [Device]? = nil, renderer: SnapshotRenderer,
                               controlRenderer: WidgetRenderer? = nil, module: String? = nil) throws -> PreviewImageManifest {
    struct Job { let preview: Int, snapshot: Int, theme: Theme, device: Device, path: String }
    var jobs: [Job] = []
    for (p, preview) in previews.enumerated() {
        for s in preview.snapshots.indices {
            for theme in themes where theme.families.contains(preview.family) {
                for device in Device.devices(drawing: preview.family, for: theme, among: devices) {
                    let folder = preview.snapshots.count == 1 ? preview.id : "\(preview.id)/entry-\(s + 1)"
                    jobs.append(Job(preview: p, snapshot: s, theme: theme, device: device,
                                    path: "\(folder)/\(device.id)__\(theme.fileName).png"))
                }
            }
        }
    }
    let outputs = ViewCodeFirst.map(jobs, prepare: { job in
        let preview = previews[job.preview]
        return try renderer.prepare(preview.snapshots[job.snapshot].view, preview.family, job.device, job.theme)
    }, finish: { job, prepared in
        let url = directory.appendingPathComponent(job.path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try prepared.paint().pixmap.writePNG(to: url)
    })
    let failures = zip(jobs, outputs).map { job, output -> String? in
        if case .failure(let error) = output { return "\(job.path): \(error)" }
        return nil
    }
    if let failure = failures.compactMap({ $0 }).first { throw SnapshotError.render(snapshot: failure, problem: "preview image") }
    let manifest = PreviewImageManifest(module: module, previews: previews.enumerated().map { p, preview in
        PreviewImageManifest.Preview(
            id: preview.id, title: preview.preview.title, kind: preview.preview.kind.rawValue,
            fileID: preview.preview.fileID, line: preview.preview.line, family: preview.family.description,
            snapshots: preview.snapshots.enumerated().map { s, snapshot in
                PreviewImageManifest.Snapshot(label: snapshot.label, detail: snapshot.detail, images: jobs.filter { $0.preview == p && $0.snapshot == s }.map {
                    PreviewImageManifest.Image(theme: $0.theme.name, device: $0.device.id, scale: $0.device.scale, path: $0.path)
                })
            })
    })
    var written = manifest
    written.previews += try writeActivityPreviewImages(activities, to: directory, themes: themes)
    if !controls.isEmpty {
        written.previews += try writeControlPreviewImages(controls, to: directory,
                                                          renderer: try controlRenderer ?? ActivityPreviewSnapshots.sharedRenderer.get())
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try encoder.encode(written).write(to: directory.appendingPathComponent(PreviewImageManifest.fileName), options: .atomic)
    return written
}

/// The images and manifest entries of Live Activity previews: each content state in the preview's
/// presentation on `ActivityPreviewViewKind.previewDevice`, in the themes that show a Live Activity.
private func writeActivityPreviewImages(_ activities: [ActivityPreviewSnapshots], to directory: URL,
                                        themes: [Theme]) throws -> [PreviewImageManifest.Preview] {
    guard !activities.isEmpty else { return [] }
    let renderer = try ActivityPreviewSnapshots.sharedRenderer.get()
    let device = try Device(named: ActivityPreviewViewKind.previewDevice)
    let shown = ActivityPreviewViewKind.themes(from: themes)
    return try activities.map { activity in
        let states = activity.states
        let snapshots = try (0..<states.count).map { index in
            let folder = states.count == 1 ? activity.id : "\(activity.id)/state-\(index + 1)"
            let images = try shown.map { theme in
                let path = "\(folder)/\(device.id)__\(theme.fileName).png"
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try renderer.render(.activityState(states, at: index, device: device, theme: theme)).writePNG(to: url)
                return PreviewImageManifest.Image(theme: theme.name, device: device.id, scale: device.scale, path: path)
            }
            return PreviewImageManifest.Snapshot(label: "content state \(index + 1) of \(states.count)", detail: "", images: images)
        }
        let preview = states.preview
        return PreviewImageManifest.Preview(id: activity.id, title: preview.title, kind: preview.kind.rawValue,
                                            fileID: preview.fileID, line: preview.line,
                                            family: states.presentation.rawValue, snapshots: snapshots)
    }
}
