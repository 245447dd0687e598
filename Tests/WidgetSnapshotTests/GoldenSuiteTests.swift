import Foundation
import XCTest
import WidgetRender
@testable import WidgetSnapshot

/// Suites: every widget × family × theme × device that shows it, checked in parallel, reported in order.
final class GoldenSuiteTests: XCTestCase {
    /// Paints each theme its own gray at 1× the family size; counts renders.
    final class FakeRenderer: @unchecked Sendable {
        let lock = NSLock()
        var rendered: [String] = []
        var value: SnapshotRenderer {
            SnapshotRenderer { _, family, device, theme in
                self.lock.lock(); self.rendered.append("\(family.description)__\(theme.name)"); self.lock.unlock()
                let size = try device.size(of: family)
                let gray: UInt8 = theme == .iosDark ? 30 : 220
                return RenderedSnapshot(pixmap: try TestPixmaps.solid(Int(size.width), Int(size.height), (gray, gray, gray, 255)),
                                        inputsHash: "fixed")
            }
        }
    }

    let suite = GoldenSuite(name: "Suite", widgets: [
        GoldenWidget(id: "a", families: [.systemSmall, .systemExtraLarge]) { _ in AnyView(Text("a")) },
        GoldenWidget(id: "b", families: [.systemMedium]) { _ in AnyView(Text("b")) },
    ], devices: [.iPhone] + Device.all.filter { $0.id == "ipad-mini" }, themes: [.iosLight, .iosDark])

    func testCasesSkipFamiliesADeviceDoesNotOffer() throws {
        // iPhone: a small, b medium (no extra large); iPad mini: a small, a extra large, b medium — × 2 themes.
        XCTAssertEqual(try suite.snapshotIDs().count, 10)
        XCTAssertEqual(try suite.snapshotIDs().prefix(3).map(\.description), [
            "Suite/a/iphone-16/systemSmall__ios.light", "Suite/a/ipad-mini/systemSmall__ios.light",
            "Suite/a/iphone-16/systemSmall__ios.dark",
        ])
    }

    /// Without devices, each theme is drawn on its platform's default device; a family the theme does
    /// not show is skipped (ios.light shows no accessory family, ios.lockscreen no corner, watchOS
    /// themes no system family), and the file name spells the theme's color without parentheses.
    func testEachThemeIsDrawnOnItsPlatformsDeviceInTheFamiliesItShows() throws {
        let suite = GoldenSuite(name: "W", widgets: [
            GoldenWidget(id: "w", families: [.systemSmall, .accessoryCircular, .accessoryCorner]) { _ in AnyView(Text("w")) },
        ], themes: [.iosLight, .watchosAccented(try ThemeColor(parsing: "orange")), .iosLockScreen])
        XCTAssertEqual(try suite.snapshotIDs().map(\.description), [
            "W/w/iphone-11/systemSmall__ios.light",
            "W/w/watch-45mm/accessoryCircular__watchos.accented-orange",
            "W/w/iphone-11/accessoryCircular__ios.lockscreen",
            "W/w/watch-45mm/accessoryCorner__watchos.accented-orange",
        ])
        XCTAssertEqual(GoldenSuite(name: "All", widgets: []).themes, Theme.builtIn)
        XCTAssertEqual(WidgetPlatform.allCases.map { Device.default(for: $0).id }, ["iphone-11", "watch-45mm", "mac", "vision-pro"])
        XCTAssertEqual(WidgetPlatform.allCases.map { Device.default(for: $0).scale }, [2, 2, 2, 2])
    }

    /// `Theme.fileName`: `(` becomes `-`, `)` and `#` go, and anything else unsafe in a path becomes `-`.
    func testThemeFileNames() throws {
        XCTAssertEqual(try Theme(named: "watchos.accented(#0A84FF)").fileName, "watchos.accented-0A84FF")
        XCTAssertEqual(try Theme(named: "ios.tinted(blue)").fileName, "ios.tinted-blue")
        var custom = Theme.iosLight
        custom.name = "Brand theme/2 (dark)"
        XCTAssertEqual(custom.fileName, "Brand-theme-2--dark")
    }

    /// `ios.tinted(blue)` and a user theme named `ios.tinted-blue` would share one golden file.
    func testTwoSnapshotsWithOneNameAreAnError() throws {
        var lookalike = try Theme(named: "ios.tinted(blue)")
        lookalike.name = "ios.tinted-blue"
        let clash = GoldenSuite(name: "S", widgets: [GoldenWidget(id: "w", families: [.systemSmall]) { _ in AnyView(Text("w")) }],
                                themes: [try Theme(named: "ios.tinted(blue)"), lookalike])
        XCTAssertThrowsError(try clash.snapshotIDs()) { error in
            XCTAssertEqual("\(error)", "S/w/iphone-11/systemSmall__ios.tinted-blue: two snapshots of the suite have this name "
                           + "(same widget id, or themes with the same file name)")
        }
    }

    func testRunRecordsThenMatchesInSuiteOrder() throws {
        let root = try TestPixmaps.temporaryFolder(name)
        let renderer = FakeRenderer()
        let first = try checkGoldens(suite, goldenRoot: root, renderer: renderer.value, recordMode: .missing, environment: [:])
        XCTAssertEqual(first.summary, "10 recorded")
        XCTAssertTrue(first.failures.isEmpty, "recording is not a failed check")
        let second = try checkGoldens(suite, goldenRoot: root, renderer: renderer.value, environment: ["CI": "true"])
        XCTAssertEqual(second.summary, "10 matched")
        XCTAssertEqual(second.results.map(\.id), try suite.snapshotIDs())
    }

    func testOnlyRendersTheSelectedSnapshots() throws {
        let root = try TestPixmaps.temporaryFolder(name)
        let renderer = FakeRenderer()
        let run = try checkGoldens(suite, goldenRoot: root, renderer: renderer.value, recordMode: .never,
                                   only: ["Suite/b/iphone-16"], environment: [:])
        XCTAssertEqual(run.results.map(\.id.description), ["Suite/b/iphone-16/systemMedium__ios.light", "Suite/b/iphone-16/systemMedium__ios.dark"])
        XCTAssertEqual(run.summary, "2 missing")
        XCTAssertEqual(renderer.rendered.sorted(), ["systemMedium__ios.dark", "systemMedium__ios.light"])
    }

    func testARenderErrorNamesTheSnapshot() throws {
        let failing = SnapshotRenderer(prepare: { _, _, _, _ in throw RenderError.unknownDevice("x", valid: []) })
        XCTAssertThrowsError(try checkGoldens(suite, goldenRoot: try TestPixmaps.temporaryFolder(name), renderer: failing,
                                              recordMode: .never, only: ["Suite/a/iphone-16/systemSmall__ios.light"], environment: [:])) { error in
            XCTAssertTrue("\(error)".hasPrefix("Suite/a/iphone-16/systemSmall__ios.light: cannot render: "), "\(error)")
        }
    }
}
