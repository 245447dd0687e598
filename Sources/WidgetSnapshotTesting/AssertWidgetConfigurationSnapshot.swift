import Foundation
import WidgetSnapshot
import WidgetRender

/// Runs `widget`'s provider and checks every entry it selects (by default its whole timeline) in
/// every family it supports × every theme in `themes` (by default every built-in theme), each on
/// `device` or on `Device.default(for:family:)` (an iPad for systemExtraLarge), against goldens at
/// `Golden/<suite>/<name>/<device>/<family>__<theme>.png`. When a family's selection has several
/// entries, each gets its own folder `<name>-entry<i>` (i from 0, the entry's index), so names
/// stay stable as long as the timeline's length does.
///
/// - `families`: nil (the default) for the widget's `supportedFamilies`; a family the widget does
///   not support is reported as a failure naming widget and family, never skipped.
/// - A family no theme shows on its device is skipped for that theme (a Lock Screen theme has no
///   systemLarge); a widget none of whose families any theme shows is a failure.
/// - A provider that throws, hangs past `providerBudget` or returns no entries is a failure that
///   names the widget kind and the family.
/// - A widget without `containerBackground` renders as iOS draws it (the "Please adopt
///   containerBackground API" message): its goldens show that.
/// - `axes`: environment settings besides the theme, as for views: each non-default combination
///   gets its own folder `<name>__<axes.name>` (`<name>-entry<i>__<axes.name>` with several entries),
///   the entry view wrapped at its root by `EnvironmentAxes.applied(to:)`.
/// - `renderDate`: "now" while the provider runs (`Date()` returns it; docs/widgetkit.md, *The
///   render clock*); each entry is then drawn at its own date.
/// - Resources: the widget target's own asset catalog and strings are found without configuration
///   (docs/golden-testing.md, *The target's own resources*).
/// Other parameters as in `assertWidgetSnapshot(of:families:themes:…)` for views.
@discardableResult
public func assertWidgetSnapshot<W: Widget>(
    of widget: @autoclosure () -> W,
    families: [WidgetFamily]? = nil,
    themes: [Theme] = Theme.builtIn,
    device: Device? = nil,
    axes: [EnvironmentAxes] = [.default],
    entries: WidgetEntrySelection = .timeline,
    providerBudget: TimeInterval = 10,
    renderDate: Date = EnvironmentValues.defaultRenderDate,
    named name: String? = nil,
    suite: String? = nil,
    comparison: ImageComparison = .exact,
    record: RecordMode? = nil,
    goldenRoot: URL? = nil,
    artifactsDirectory: URL? = nil,
    renderer: SnapshotRenderer? = nil,
    reporter: SnapshotFailureReporter = .automatic,
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) -> [SnapshotResult] {
    GoldenAssertion.run(suite: suite, goldenRoot: goldenRoot, comparison: comparison, record: record,
                        artifactsDirectory: artifactsDirectory, reporter: reporter,
                        fileID: fileID, filePath: filePath, line: line, column: column) { assertion in
        let widgetName = assertion.name(name, testName: testName)
        let configured = try widget().configured()
        // The widget target's own asset catalog and strings (TargetResources).
        let target = try TargetResources.resources(module: TargetResources.module(of: W.self), testFile: assertion.testFile)
        target.problems.forEach(assertion.report)
        let runner = target.renderer
        var environment = EnvironmentValues()
        environment.renderDate = renderDate
        let options = WidgetRenderOptions(providerBudget: providerBudget, environment: environment)
        var cells = try runner.matrixCells(configured, device: device, themes: themes)
        if let families {
            let platformFamilies = configured.supportedFamilies(on: (device ?? .iPhone).widgetPlatform)
            let supported = Set(cells.map(\.family)).union(platformFamilies)
            for family in families where !supported.contains(family) {
                assertion.report(String(describing: WidgetRunError(kind: configured.traits.kind, widgetType: configured.widgetType,
                                                                   family: family, reason: .unsupportedFamily(supported: platformFamilies))))
            }
            cells = cells.filter { families.contains($0.family) }
            let shown = Set(cells.map(\.family))
            let unshown = families.filter { supported.contains($0) && !shown.contains($0) }
            if !unshown.isEmpty {
                assertion.report("no theme of \(themes.map(\.name).joined(separator: ", ")) shows "
                                 + "\(unshown.map(\.description).joined(separator: ", ")) on its device")
            }
        }
        return try cells.flatMap { cell in
            let views = try runner.entryViews(configured, family: cell.family, device: cell.device, themes: cell.themes,
                                              selection: entries, options: options)
            // Axes outermost, as the view form orders its folders; entries within each.
            let goldenWidgets = axes.flatMap { setting in
                views.entries.map { entry in
                    let view = setting.isDefault ? entry.view : setting.applied(to: entry.view)
                    let id = views.entries.count == 1 ? widgetName : "\(widgetName)-entry\(entry.index)"
                    return GoldenWidget(id: setting.suffixing(id), families: [cell.family]) { _ in view }
                }
            }
            let goldenSuite = GoldenSuite(name: assertion.suite, widgets: goldenWidgets, devices: [cell.device],
                                          themes: cell.themes.map { $0.textured(for: configured.traits) }, comparison: comparison)
            return try assertion.check(goldenSuite, renderer: renderer ?? .standard(runner))
        }
    }
}
