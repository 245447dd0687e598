import Foundation
import WidgetSnapshot
import WidgetRender

/// Every preview as a golden test, in one line: `assertWidgetPreviewSnapshots(WidgetPreviews.all)`.
///
/// Each snapshot (timeline entry) of each preview is drawn in the preview's family × every theme of
/// `themes` that shows it, on each theme's default device, and checked against
/// `Golden/<suite>/<preview>[.entry-<n>]/<device>/<family>__<theme>.png` with the usual record
/// modes, comparison and artifacts (docs/golden-testing.md). A preview that cannot be made (a
/// provider that throws, an entry of the wrong type) is reported with its file and line.
///
/// When asked for preview images (`WIDGET_RENDER_PREVIEWS_OUT`, or the request that
/// `swift package render-widgets` writes, see `PreviewRenderRequest`), every image is also written
/// there with a manifest, from which `widget-render previews` draws one contact sheet per preview.
/// In preview mode (`WIDGET_RENDER_PREVIEWS_OUT` set) the live preview's control variables
/// (`WIDGET_RENDER_PREVIEW_THEMES`, `_DEVICES`, `_TINT`, `_WALLPAPER`, `_DYNAMIC_TYPE`, `_LOCALE`,
/// `_LAYOUT_DIRECTION`; docs/preview.md) change what those images show; the goldens are unaffected.
@discardableResult
public func assertWidgetPreviewSnapshots(
    _ previews: [WidgetPreview],
    themes: [Theme] = Theme.builtIn,
    devices: [Device]? = nil,
    suite: String? = nil,
    comparison: ImageComparison = .exact,
    record: RecordMode? = nil,
    goldenRoot: URL? = nil,
    artifactsDirectory: URL? = nil,
    renderer: SnapshotRenderer? = nil,
    reporter: SnapshotFailureReporter = .automatic,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> [SnapshotResult] {
    let location = SnapshotFailureReporter.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    let testFile = URL(fileURLWithPath: "\(filePath)")
    guard !previews.isEmpty else {
        reporter.report("no previews to check: is WidgetPreviewsPlugin applied to the widget target?", location)
        return []
    }
    do {
        let renderer = try renderer ?? .standard()
        // Live Activity previews are drawn in their presentation, not as a widget family.
        let activities = try ActivityPreviewSnapshots.make(previews)
        let made = try PreviewSnapshots.make(previews.filter { $0.kind != .activity }, themes: themes, devices: devices)
        let suiteName = suite ?? testFile.deletingPathExtension().lastPathComponent
        let packageRoot = TestNaming.goldenRoot(forTestFile: testFile).deletingLastPathComponent()
        if let request = PreviewRenderRequest.current(packageRoot: packageRoot) {
            // The live preview's controls (PreviewControls, read only in preview mode) override the
            // call's themes and devices and add tint, wallpaper, text size, locale and direction to
            // the preview images; the goldens below are checked as the call says.
            var drawn = made, drawnThemes = themes, drawnDevices = devices
            if let controls = try PreviewControls.current() {
                drawnThemes = controls.themes(replacing: themes)
                drawnDevices = controls.devices ?? devices
                drawn = controls.applyingAxes(to: try PreviewSnapshots.make(previews.filter { $0.kind != .activity },
                                                                            themes: drawnThemes, devices: drawnDevices))
            }
            try writePreviewImages(drawn, activities: activities, to: request.outputDirectory, themes: drawnThemes,
                                   devices: drawnDevices, renderer: renderer,
                                   module: previews.first?.fileID?.split(separator: "/").first.map(String.init))
        }
        let run = try checkGoldens(GoldenSuite(name: suiteName, previews: made, devices: devices, themes: themes,
                                               comparison: comparison),
                                   goldenRoot: goldenRoot ?? TestNaming.goldenRoot(forTestFile: testFile),
                                   renderer: renderer, recordMode: record, artifactsDirectory: artifactsDirectory)
        let activityResults = try checkActivityPreviewGoldens(
            activities, suite: suiteName, themes: themes, goldenRoot: goldenRoot ?? TestNaming.goldenRoot(forTestFile: testFile),
            comparison: comparison, recordMode: record, artifactsDirectory: artifactsDirectory)
        let results = run.results + activityResults
        for result in results where result.needsAttention { reporter.report(result.message, location) }
        return results
    } catch {
        reporter.report("preview snapshot check failed: \(error)", location)
        return []
    }
}
