import Foundation
import WidgetSnapshot
import WidgetRender

/// Renders `view` in every family × theme (on `device`, or on `Device.default(for:family:)`)
/// and checks each against its golden at `Golden/<suite>/<name>/<device>/<family>__<theme>.png`
/// (`<theme>`: `Theme.fileName`). A family the theme or the device does not show is skipped; one
/// that no theme shows is reported as a failure. Each failure is reported once, at the
/// caller's line, with the count of differing pixels, where they are and where the artifacts went.
/// Recording a golden is reported too (as swift-snapshot-testing does), so it is looked at.
///
/// - Parameters:
///   - axes: environment settings to check besides the theme (Dynamic Type size, locale, layout
///     direction, Bold Text); each combination that is not the default gets its own folder
///     `<name>__<axes.name>` (`widget__accessibility3-ar-rtl`).
///   - name: the widget's folder; by default the test function's name.
///   - suite: by default the test file's name.
///   - goldenRoot: by default the `Golden` folder of the package holding the test file.
///   - record: by default from `WIDGET_RENDER_RECORD`, else `never` on CI and `missing` elsewhere.
///   - reporter: where failures go; `.automatic` picks Swift Testing or XCTest.
/// - Returns: every result, so Swift Testing users can also write
///   `#expect(assertWidgetSnapshot(of: view).allSatisfy { !$0.needsAttention })`.
@discardableResult
public func assertWidgetSnapshot<V: View>(
    of view: @autoclosure () -> V,
    families: [WidgetFamily] = [.systemSmall],
    themes: [Theme] = [.iosLight],
    device: Device? = nil,
    axes: [EnvironmentAxes] = [.default],
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
        let widget = AnyView(view())
        let widgetName = assertion.name(name, testName: testName)
        let goldenSuite = GoldenSuite(
            name: assertion.suite,
            widgets: axes.map { setting in
                let shown = setting.isDefault ? widget : setting.applied(to: widget)
                return GoldenWidget(id: setting.suffixing(widgetName), families: families) { _ in shown }
            },
            devices: device.map { [$0] }, themes: themes, comparison: comparison)
        if let problem = try unshownFamilies(families, in: goldenSuite) { assertion.report(problem) }
        return try assertion.check(goldenSuite, renderer: try renderer ?? .standard())
    }
}

/// One line naming the families that no theme of `suite` shows on its device, with what each theme
/// does show there; nil when every family gets a snapshot.
private func unshownFamilies(_ families: [WidgetFamily], in suite: GoldenSuite) throws -> String? {
    let shown = Set(try suite.snapshotIDs().map(\.family))
    let unshown = families.filter { !shown.contains($0.description) }
    guard !unshown.isEmpty else { return nil }
    let offers = suite.themes.map { theme in
        let families = theme.families.filter { !suite.devices(for: theme, family: $0).isEmpty }
        return "\(theme.name): \(families.map(\.description).joined(separator: ", "))"
    }
    return "no theme shows \(unshown.map(\.description).joined(separator: ", ")) on a device of its platform (\(offers.joined(separator: "; ")))"
}

enum TestNaming {
    /// "testCaffeineSmall()" → "testCaffeineSmall"; characters a folder name may not hold become '-'.
    static func widgetName(fromTestName testName: String) -> String {
        var name = testName
        if let paren = name.firstIndex(of: "(") { name = String(name[..<paren]) }
        let cleaned = String(name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
        return cleaned.isEmpty ? "snapshot" : cleaned
    }

    /// The `Golden` folder beside the nearest `Package.swift` above the test file; the test file's
    /// folder when there is none.
    static func goldenRoot(forTestFile file: URL) -> URL {
        var folder = file.deletingLastPathComponent()
        while folder.pathComponents.count > 1 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.appendingPathComponent("Golden", isDirectory: true)
            }
            folder = folder.deletingLastPathComponent()
        }
        return file.deletingLastPathComponent().appendingPathComponent("Golden", isDirectory: true)
    }
}
