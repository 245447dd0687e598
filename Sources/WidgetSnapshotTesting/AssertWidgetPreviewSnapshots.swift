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
///
/// Each family is drawn on a device that offers it (`Device.default(for:family:)`: an iPad for
/// systemExtraLarge); a preview whose family no device of its themes offers is skipped with one
/// line on standard error. A preview that cannot be made is one failure; the others are checked.
/// Providers and views run with `Date()` at `renderDate` (docs/widgetkit.md, *The render clock*).
/// In preview mode (`WIDGET_RENDER_PREVIEWS_OUT` set) the live preview's control variables
/// (`WIDGET_RENDER_PREVIEW_THEMES`, `_DEVICES`, `_TINT`, `_WALLPAPER`, `_DYNAMIC_TYPE`, `_LOCALE`,
/// `_LAYOUT_DIRECTION`; docs/preview.md) change what those images show; the goldens are unaffected.
@discardableResult
public func assertWidgetPreviewSnapshots(
    _ previews: [WidgetPreview],
    themes: [Theme] = Theme.builtIn,
    devices: [Device]? = nil,
    renderDate: Date = EnvironmentValues.defaultRenderDate,
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
    GoldenAssertion.run(suite: suite, goldenRoot: goldenRoot, comparison: comparison, record: record,
                        artifactsDirectory: artifactsDirectory, reporter: reporter, what: "preview snapshot check",
                        fileID: fileID, filePath: filePath, line: line, column: column) { assertion in
        guard !previews.isEmpty else {
            assertion.report("no previews to check: is WidgetPreviewsPlugin applied to the widget target?")
            return []
        }
        // The target's own asset catalog and strings (TargetResources), unless a renderer is given.
        let module = previews.lazy.compactMap(\.fileID).first?.split(separator: "/").first.map(String.init)
        let target = try TargetResources.resources(module: module, testFile: assertion.testFile)
        target.problems.forEach(assertion.report)
        let targetRenderer = target.renderer
        let ownRenderer = renderer
        let renderer = renderer ?? .standard(targetRenderer)
        // Live Activity previews are drawn in their presentation, not as a widget family.
        let activities = try ActivityPreviewSnapshots.make(previews)
        let widgetPreviews = previews.filter { $0.kind != .activity && $0.kind != .control }
        let controls = previews.filter { $0.kind == .control }
        var made: [PreviewSnapshots] = []
        for outcome in try PreviewSnapshots.makeEach(widgetPreviews, themes: themes, devices: devices, renderDate: renderDate,
                                                     renderer: targetRenderer) {
            switch outcome {
            case .success(let snapshots):
                guard let skipped = snapshots.skipReason else { made.append(snapshots); continue }
                FileHandle.standardError.write(Data("widget-render: \(skipped)\n".utf8))
            case .failure(let error):
                assertion.report("\(error)")
            }
        }
        // The request file is the package's, whichever golden root the call names.
        let packageRoot = TestNaming.goldenRoot(forTestFile: assertion.testFile).deletingLastPathComponent()
        if let request = PreviewRenderRequest.current(packageRoot: packageRoot) {
            try writeRequestedPreviewImages(previews, made: made, activities: activities, themes: themes, devices: devices,
                                            renderDate: renderDate, targetRenderer: targetRenderer, renderer: ownRenderer,
                                            module: module, to: request.outputDirectory)
        }
        let widgetResults = try assertion.check(GoldenSuite(name: assertion.suite, previews: made, devices: devices, themes: themes,
                                                             comparison: comparison), renderer: renderer)
        let activityResults = try checkActivityPreviewGoldens(
            activities, suite: assertion.suite, themes: themes, goldenRoot: assertion.goldenRoot,
            comparison: comparison, recordMode: record, artifactsDirectory: artifactsDirectory)
        let controlResults = try checkControlPreviewGoldens(
            controls, suite: assertion.suite, goldenRoot: assertion.goldenRoot,
            comparison: comparison, recordMode: record, artifactsDirectory: artifactsDirectory, renderer: targetRenderer)
        return widgetResults + activityResults + controlResults
    }
}
