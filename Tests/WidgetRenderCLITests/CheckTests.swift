import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetSnapshot

/// `check` wires the matrix into WidgetSnapshot's golden checks: goldens are named like render
/// output (theme file names), recording follows the record mode, and a changed golden fails.
final class CheckTests: XCTestCase {
    func testRecordThenMatchThenDetectAChange() throws {
        let spec = packageRoot.appendingPathComponent("Examples/calendar-circle.yaml").path
        let jobs = try RenderMatrix(device: try Device(named: "watch-45mm")).jobs(for: try RenderSubject.load(specPaths: [spec]))
        let root = try temporaryFolder("goldens")
        defer { try? FileManager.default.removeItem(at: root) }
        func check(_ mode: RecordMode) throws -> [SnapshotResult] {
            try GoldenChecker(suite: "specs", goldenRoot: root, recordMode: mode, only: [],
                              artifacts: root.appendingPathComponent("artifacts")).check(jobs)
        }

        // The watch themes that show accessoryCircular: watchos.fullColor and watchos.accented(orange).
        let recorded = try check(.missing)
        XCTAssertEqual(recorded.map(\.status), [.recorded, .recorded])
        XCTAssertEqual(recorded.map(\.id.description), ["specs/calendar-circle/watch-45mm/accessoryCircular__watchos.accented-orange",
                                                        "specs/calendar-circle/watch-45mm/accessoryCircular__watchos.fullColor"])
        XCTAssertEqual(try check(.never).map(\.status), [.matched, .matched])

        // Swap the two goldens: both now differ, and `never` records nothing.
        let first = recorded[0].goldenURL, second = recorded[1].goldenURL
        let firstBytes = try Data(contentsOf: first)
        try Data(contentsOf: second).write(to: first)
        try firstBytes.write(to: second)
        let changed = try check(.never)
        XCTAssertEqual(changed.map(\.status), [.failed, .failed])
        XCTAssertEqual(GoldenChecker.summary(changed), "checked 2 snapshots: 2 failed")
        XCTAssertEqual(try check(.failed).map(\.status), [.rerecorded, .rerecorded])
        XCTAssertEqual(try check(.never).map(\.status), [.matched, .matched])
    }

    /// Issue 6: the showcase's golden suite gives the same verdicts through `widget-render check`
    /// (no spec: the bundled showcase) as through `swift test` (WidgetSnapshotTests'
    /// ShowcaseGoldenTests): the same 75 files, every one matched, nothing written.
    func testCheckingTheShowcaseUsesTheSwiftTestSuitesGoldens() throws {
        let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Golden")
        let jobs = try RenderMatrix().jobs(for: try RenderSubject.showcase(devices: []))
        let results = try GoldenChecker(suite: "Showcase", goldenRoot: golden, recordMode: .never, only: [],
                                        artifacts: nil).check(jobs)
        XCTAssertEqual(results.count, 75)
        XCTAssertEqual(results.filter { $0.status != .matched }.map(\.message), [])
    }
}
