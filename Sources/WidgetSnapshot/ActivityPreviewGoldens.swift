import Foundation
import WidgetPNG
import WidgetRender

/// Live Activity previews as goldens: each content state of each preview in its presentation
/// (`ActivityPreviewViewKind.presentation`), on `ActivityPreviewViewKind.previewDevice`, in every
/// theme of `themes` that shows a Live Activity (`ActivityPreviewViewKind.themes(from:)`).
/// Files: `Golden/<suite>/<preview>[.state-<n>]/iphone-16-pro/systemMedium__<theme>.png` (the family
/// slot of the golden name is the family a Live Activity's views are told, `.systemMedium`).
/// A repeated title gets "-2", "-3" as widget previews do.
public func checkActivityPreviewGoldens(_ previews: [ActivityPreviewSnapshots], suite: String, themes: [Theme] = Theme.builtIn,
                                        goldenRoot: URL, comparison: ImageComparison = .exact,
                                        recordMode: RecordMode? = nil, artifactsDirectory: URL? = nil,
                                        renderer: WidgetRenderer? = nil) throws -> [SnapshotResult] {
    let renderer = try renderer ?? ActivityPreviewSnapshots.sharedRenderer.get()
    let shown = ActivityPreviewViewKind.themes(from: themes)
    guard !shown.isEmpty else { return [] }
    let device = try Device(named: ActivityPreviewViewKind.previewDevice)
    var results: [SnapshotResult] = []
    for preview in previews {
        let states = preview.states
        for index in 0..<states.count {
            let widgetID = preview.stateID(index)
            // The suite's one "widget" stands for this state; the renderer below ignores the view and
            // draws the state's presentation (the view-based golden machinery gives record modes,
            // comparison and artifacts unchanged).
            let golden = GoldenWidget(id: widgetID, families: [.systemMedium]) { _ in AnyView(EmptyView()) }
            let draw = SnapshotRenderer { _, _, device, theme in
                let pixmap = try renderer.render(.activityState(states, at: index, device: device, theme: theme))
                // No display list leaves the activity renderer, so the "inputs" hashed are the pixels
                // and what was asked for: a changed activity shows as a changed input.
                var hasher = SHA256()
                hasher.update(Array("activity-preview \(widgetID) \(states.presentation) \(theme.name) \(device.id)".utf8))
                // The pixels themselves, not an encoding of them: the hash must not change when
                // the `fast` PNG encoder does (it is only read to explain a later difference).
                hasher.update(pixmap.premultipliedBytes)
                return RenderedSnapshot(pixmap: pixmap, inputsHash: hasher.finalize(), drawnBy: renderer)
            }
            let run = try checkGoldens(GoldenSuite(name: suite, widgets: [golden], devices: [device], themes: shown,
                                                   comparison: comparison),
                                       goldenRoot: goldenRoot, renderer: draw, recordMode: recordMode,
                                       artifactsDirectory: artifactsDirectory)
            results += run.results
        }
    }
    return results
}

/// A Live Activity preview made once for a suite (widget and content states evaluated), with its
/// golden / image folder name: the title made a file name, a repeated title "-2", "-3".
public struct ActivityPreviewSnapshots: Sendable {
    public let id: String
    public let states: ActivityPreviewStates

    /// `<id>` alone for a single content state, else `<id>.state-<n>`.
    public func stateID(_ index: Int) -> String { states.count == 1 ? id : "\(id).state-\(index + 1)" }

    /// Evaluates every Live Activity preview of `previews` (the others are left out), naming each.
    public static func make(_ previews: [WidgetPreview], renderer: WidgetRenderer? = nil) throws -> [ActivityPreviewSnapshots] {
        let renderer = try renderer ?? sharedRenderer.get()
        var names = PreviewSnapshots.FolderNames()
        // The activity's views and widget are view code: the main thread's (ViewCodeFirst.swift).
        return try MainThread.run { try previews.filter { $0.kind == .activity }.map { preview in
            let id = names.next(for: preview)
            do {
                return ActivityPreviewSnapshots(id: id, states: try renderer.render(.activityStates(of: preview)))
            } catch {
                throw SnapshotError.render(snapshot: "preview \(preview.title) (\(preview.fileID ?? "?"):\(preview.line ?? 0))",
                                           problem: "\(error)")
            }
        } }
    }

    /// The renderer used when none is given (its font catalog is loaded once).
    static let sharedRenderer = Result { try WidgetRenderer() }
}
