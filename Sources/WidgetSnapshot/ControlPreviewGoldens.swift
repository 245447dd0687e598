import Foundation
import WidgetRender

/// Controls of the gallery (`WidgetPreview.gallery(of:)` for a `ControlWidget`) as goldens: each
/// presentation its devices offer, off and on, from the value provider's `previewValue`, in the
/// default appearance (Control Center's dark blur; docs/platform.md §8, Controls).
/// Files: `Golden/<suite>/<preview>/<device>/<presentation>-<off|on>__default.png`; a repeated title
/// gets "-2", "-3" as widget previews do.
public func checkControlPreviewGoldens(_ previews: [WidgetPreview], suite: String, goldenRoot: URL,
                                       comparison: ImageComparison = .exact, recordMode: RecordMode? = nil,
                                       artifactsDirectory: URL? = nil, renderer: WidgetRenderer) throws -> [SnapshotResult] {
    let check = try SnapshotCheck.resolving(goldenRoot: goldenRoot, comparison: comparison, recordMode: recordMode,
                                            artifactsDirectory: artifactsDirectory)
    return try ControlPreviewDrawing.make(previews, renderer: renderer).flatMap { drawing in
        try drawing.renders.map { render in
            let id = try SnapshotID(suite: suite, widget: drawing.id, device: render.device.id,
                                    family: ControlPreviewDrawing.slot(render), theme: ControlPreviewDrawing.theme)
            return try check.check(RenderedSnapshot(pixmap: render.pixmap, inputsHash: drawing.inputsHash(render),
                                                    drawnBy: renderer), id: id)
        }
    }
}

/// A control preview drawn once for a suite or a preview run, with its folder name.
struct ControlPreviewDrawing {
    let id: String
    let preview: WidgetPreview
    let renders: [RenderedControlPresentation]

    /// The appearance slot of a control golden's name: the untinted Control Center appearance.
    static let theme = "default"

    /// "controlCenterSmall-on": the presentation and the state, the family slot of a golden name.
    static func slot(_ render: RenderedControlPresentation) -> String {
        "\(render.presentation.rawValue)-\(render.isOn ? "on" : "off")"
    }

    /// No display list leaves the control renderer, so the inputs hashed are what was asked for and
    /// the pixels (not an encoding of them, which may change with the encoder).
    func inputsHash(_ render: RenderedControlPresentation) -> String {
        var hasher = SHA256()
        hasher.update(Array("control-preview \(id) \(Self.slot(render)) \(render.device.id)".utf8))
        hasher.update(render.pixmap.premultipliedBytes)
        return hasher.finalize()
    }

    /// Every control preview of `previews` (the others are left out), drawn and named.
    static func make(_ previews: [WidgetPreview], renderer: WidgetRenderer) throws -> [ControlPreviewDrawing] {
        var names = PreviewSnapshots.FolderNames()
        // A control's body is view code: the main thread's (ViewCodeFirst.swift).
        return try MainThread.run { try previews.filter { $0.kind == .control }.map { preview in
            let id = names.next(for: preview)
            do {
                return ControlPreviewDrawing(id: id, preview: preview, renders: try renderer.render(.controlPresentations(of: preview)))
            } catch {
                throw SnapshotError.render(snapshot: "control preview \(preview.title)", problem: "\(error)")
            }
        } }
    }
}

/// The images and manifest entries of control previews for `render-widgets`: one manifest preview
/// per (control, presentation), its rows off and on, a column per device.
func writeControlPreviewImages(_ previews: [WidgetPreview], to directory: URL,
                               renderer: WidgetRenderer) throws -> [PreviewImageManifest.Preview] {
    try ControlPreviewDrawing.make(previews, renderer: renderer).flatMap { drawing in
        var presentations: [ControlPresentation] = []
        for render in drawing.renders where !presentations.contains(render.presentation) { presentations.append(render.presentation) }
        return try presentations.map { presentation in
            let snapshots = try [false, true].map { isOn in
                let images = try drawing.renders.filter { $0.presentation == presentation && $0.isOn == isOn }.map { render in
                    let path = "\(drawing.id)/\(presentation.rawValue)/\(render.device.id)__\(isOn ? "on" : "off").png"
                    let url = directory.appendingPathComponent(path)
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try render.pixmap.writePNG(to: url)
                    return PreviewImageManifest.Image(theme: ControlPreviewDrawing.theme, device: render.device.id,
                                                      scale: render.device.scale, path: path)
                }
                return PreviewImageManifest.Snapshot(label: isOn ? "on" : "off", detail: "", images: images)
            }
            return PreviewImageManifest.Preview(id: "\(drawing.id)-\(presentation.rawValue)", title: "\(drawing.preview.widgetType ?? drawing.preview.title) · \(presentation.rawValue)",
                                                kind: drawing.preview.kind.rawValue, fileID: drawing.preview.fileID,
                                                line: drawing.preview.line, family: presentation.rawValue, snapshots: snapshots)
        }
    }
}
