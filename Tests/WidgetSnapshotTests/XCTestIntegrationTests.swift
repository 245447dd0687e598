import Foundation
import XCTest
import WidgetRender
import WidgetSnapshotTesting

/// `assertWidgetSnapshot` under XCTest. The failing example overrides `recordFailure`, where
/// swift-corelibs-xctest delivers every `XCTFail`, to check that the real `.xcTest` reporter
/// fails the test at the assertion's line, without failing this suite.
final class XCTestIntegrationTests: XCTestCase {
    private var expectingFailures = false
    private var recorded: [(description: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
        if expectingFailures {
            recorded.append((description, lineNumber))
        } else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
        }
    }

    func testPassingSnapshot() {
        let results = assertWidgetSnapshot(of: GreetingView(text: "Hello"), themes: [.iosLight, .iosDark], named: "greeting",
                                           suite: "SnapshotExamples", goldenRoot: ExampleGoldens.root)
        XCTAssertEqual(results.map(\.status), [.matched, .matched])
    }

    func testFailingSnapshotFailsAtTheAssertionWithArtifacts() throws {
        let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("xctest-failing-example-\(getpid())")
        expectingFailures = true
        let line = #line + 1
        let results = assertWidgetSnapshot(of: GreetingView(text: "Goodbye"), named: "greeting", suite: "SnapshotExamples",
                                           record: .never, goldenRoot: ExampleGoldens.root, artifactsDirectory: artifacts,
                                           reporter: .xcTest)
        expectingFailures = false

        XCTAssertEqual(results.map(\.status), [.failed])
        XCTAssertEqual(recorded.count, 1)
        XCTAssertEqual(recorded.first?.line, line)
        let message = try XCTUnwrap(recorded.first?.description)
        XCTAssertTrue(message.contains("SnapshotExamples/greeting/iphone-11/systemSmall__ios.light: differs from"), message)
        XCTAssertTrue(message.contains("pixels differ"), message)
        XCTAssertTrue(message.contains("the inputs changed: re-record"), message)
        let paths = ExampleGoldens.artifactPaths(in: message)
        XCTAssertEqual(paths.count, 2)
        for path in paths { XCTAssertTrue(FileManager.default.fileExists(atPath: path), path) }
        let files = try XCTUnwrap(results.first?.artifacts)
        for url in [files.expected, files.actual, files.diff, files.strip] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), url.path)
        }
    }

    /// A view on its own (`assertViewSnapshot`): a streak badge at its ideal size in light and dark,
    /// and a progress row at a fixed 240 × 44 pt at 2×, each a golden under
    /// `SnapshotExamples/<name>/<size>/view__<scheme>.png`; a changed view fails with a difference.
    func testViewGoldensAtIdealAndFixedSizes() throws {
        let badge = HStack(spacing: 8) {
            Image(systemName: "flame.fill").foregroundStyle(.orange)
            Text("12-day streak").font(.headline)
        }
        .padding(.horizontal, 12).padding(.vertical, 8)
        .background(Capsule().fill(.fill.tertiary))
        let fit = assertViewSnapshot(of: badge, colorSchemes: [.light, .dark], named: "badge", suite: "SnapshotExamples",
                                     goldenRoot: ExampleGoldens.root)
        XCTAssertEqual(fit.map(\.id.description), ["SnapshotExamples/badge/fit-3x/view__light",
                                                   "SnapshotExamples/badge/fit-3x/view__dark"])
        XCTAssertEqual(fit.map(\.status), [.matched, .matched])

        let row = HStack {
            Text("Water").font(.subheadline)
            ProgressView(value: 0.6)
        }
        let fixed = assertViewSnapshot(of: row, size: .fixed(width: 240, height: 44), scale: 2, named: "water-row",
                                       suite: "SnapshotExamples", goldenRoot: ExampleGoldens.root)
        XCTAssertEqual(fixed.map(\.id.description), ["SnapshotExamples/water-row/240x44-2x/view__light"])
        XCTAssertEqual(fixed.map(\.status), [.matched])
        let golden = try Pixmap(pngData: Data(contentsOf: try XCTUnwrap(fixed.first?.goldenURL)))
        XCTAssertEqual([golden.width, golden.height], [480, 88])

        expectingFailures = true
        let changed = assertViewSnapshot(of: badge.padding(2), named: "badge", suite: "SnapshotExamples", record: .never,
                                         goldenRoot: ExampleGoldens.root,
                                         artifactsDirectory: FileManager.default.temporaryDirectory
                                             .appendingPathComponent("xctest-view-example-\(getpid())"),
                                         reporter: .xcTest)
        expectingFailures = false
        XCTAssertEqual(changed.map(\.status), [.failed])
        XCTAssertEqual(recorded.count, 1)
        XCTAssertTrue(recorded.first?.description.contains("SnapshotExamples/badge/fit-3x/view__light") == true,
                      recorded.first?.description ?? "")

        // The renderer given draws it: one whose canvas limit the badge exceeds fails with that limit.
        var limits = RenderLimits.standard
        limits.canvasPixels = 1_000
        expectingFailures = true
        let limited = assertViewSnapshot(of: badge, named: "badge", suite: "SnapshotExamples", record: .never,
                                         goldenRoot: ExampleGoldens.root, renderer: try WidgetRenderer(limits: limits),
                                         reporter: .xcTest)
        expectingFailures = false
        XCTAssertEqual(limited.count, 0)
        XCTAssertEqual(recorded.count, 2)
        XCTAssertTrue(recorded.last?.description.hasSuffix("cannot render: a 154.67×36.33 pt view at 3x: more than the limit canvasPixels = 1000 (see docs/security.md)") == true,
                      recorded.last?.description ?? "")
    }
}
