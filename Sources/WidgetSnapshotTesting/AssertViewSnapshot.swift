import Foundation
import WidgetSnapshot
import WidgetRender

/// Renders `view` on its own (no widget, device or theme: a widget's subview, a design-system
/// component) at `size` and `scale`, in each color scheme × axes, and checks each against its
/// golden at `Golden/<suite>/<name>/<size>/view__<scheme>.png`, `<size>` being `fit-3x` or
/// `390x220-3x`. What the view leaves empty stays transparent. Failures and recordings are
/// reported as `assertWidgetSnapshot` reports them.
///
/// - Parameters:
///   - size: `.sizeThatFits` (the view's ideal size) or `.fixed(width:height:)` in points.
///   - axes: Dynamic Type size, locale, layout direction, Bold Text and OS release; each
///     combination that is not the default gets its own folder `<name>__<axes.name>`.
///   - renderer: by default one with the bundled fonts, symbols and no images; pass your own for
///     an asset catalog or image folder (`WidgetRenderer(assets:)`).
/// - Returns: every result (`#expect(assertViewSnapshot(of: badge).allSatisfy { !$0.needsAttention })`).
@discardableResult
public func assertViewSnapshot<V: View>(
    of view: @autoclosure () -> V,
    size: ViewSize = .sizeThatFits,
    scale: CGFloat = 3,
    colorSchemes: [ColorScheme] = [.light],
    axes: [EnvironmentAxes] = [.default],
    named name: String? = nil,
    suite: String? = nil,
    comparison: ImageComparison = .exact,
    record: RecordMode? = nil,
    goldenRoot: URL? = nil,
    artifactsDirectory: URL? = nil,
    renderer: WidgetRenderer? = nil,
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
        let viewName = assertion.name(name, testName: testName)
        let check = try assertion.snapshotCheck()
        let renderer = try renderer ?? WidgetRenderer.sharedForSnapshots()
        let shown = AnyView(view())
        return try axes.flatMap { setting in
            try colorSchemes.map { scheme in
                var environment = EnvironmentValues()
                environment.colorScheme = scheme
                let golden = try ViewGolden(view: setting.isDefault ? shown : setting.applied(to: shown), size: size,
                                            scale: scale, environment: environment, suite: assertion.suite,
                                            name: setting.suffixing(viewName))
                return try golden.check(with: check, renderer: renderer)
            }
        }
    }
}
