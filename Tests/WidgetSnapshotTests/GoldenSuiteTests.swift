import Foundation
import XCTest
import WidgetRender
@testable import WidgetSnapshot

/// Suites: every widget × device × offered family × theme, checked in parallel, reported in order.
final class GoldenSuiteTests: XCTestCase {
    /// Paints each theme its own gray at 1× the family size; counts renders.
    final class FakeRenderer: @unchecked Sendable {
        let lock = NSLock()
        var rendered: [String] = []
        var value: SnapshotRenderer {
            SnapshotRenderer { _, family, device, theme in
                self.lock.lock(); self.rendered.append("\(family.rawValue)__\(theme.name)"); self.lock.unlock()
                let size = try device.size(of: family)
                let gray: UInt8 = theme == .dark ? 30 : 220
                return RenderedSnapshot(pixmap: try TestPixmaps.solid(Int(size.width), Int(size.height), (gray, gray, gray, 255)),
                                        inputsHash: "fixed")
            }
        }
    }

    let suite = GoldenSuite(name: "Suite", widgets: [
        GoldenWidget(id: "a", families: [.systemSmall, .accessoryCircular]) { _ in AnyView(Text("a")) },
        GoldenWidget(id: "b", families: [.systemMedium]) { _ in AnyView(Text("b")) },
    ], devices: [.iPhone] + Device.all.filter { $0.id == "ipad-mini" }, themes: [.light, .dark])

    func testCasesSkipFamiliesADeviceDoesNotOffer() throws {
        // iPhone: a small, a circular, b medium; iPad mini: a small, b medium (no accessory families) — × 2 themes.
        XCTAssertEqual(try suite.snapshotIDs().count, 10)
        XCTAssertEqual(try suite.snapshotIDs().first?.description, "Suite/a/iphone-16/systemSmall__light")
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
        XCTAssertEqual(run.results.map(\.id.description), ["Suite/b/iphone-16/systemMedium__light", "Suite/b/iphone-16/systemMedium__dark"])
        XCTAssertEqual(run.summary, "2 missing")
        XCTAssertEqual(renderer.rendered.sorted(), ["systemMedium__dark", "systemMedium__light"])
    }

    func testARenderErrorNamesTheSnapshot() throws {
        let failing = SnapshotRenderer { _, _, _, _ in throw RenderError.unknownDevice("x", valid: []) }
        XCTAssertThrowsError(try checkGoldens(suite, goldenRoot: try TestPixmaps.temporaryFolder(name), renderer: failing,
                                              recordMode: .never, only: ["Suite/a/iphone-16/systemSmall__light"], environment: [:])) { error in
            XCTAssertTrue("\(error)".hasPrefix("Suite/a/iphone-16/systemSmall__light: cannot render: "), "\(error)")
        }
    }
}
