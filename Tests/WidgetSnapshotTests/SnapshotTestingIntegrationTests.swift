import Foundation
import XCTest
import SnapshotTesting
import WidgetRender
import WidgetSnapshotTesting

/// The swift-snapshot-testing strategy: `assertSnapshot(of: view, as: .widget(…))`, one line for
/// teams that already use pointfreeco/swift-snapshot-testing.
final class SnapshotTestingIntegrationTests: XCTestCase {
    var referenceFolder: String {
        ExampleGoldens.root.appendingPathComponent("SnapshotTestingExamples").path
    }

    func testPassingSnapshot() {
        XCTAssertNil(verifySnapshot(of: GreetingView(text: "Hello"), as: .widget(family: .systemSmall), named: "greeting",
                                    snapshotDirectory: referenceFolder, testName: "greeting"))
    }

    /// A view on its own at its ideal size (`.view(size: .sizeThatFits)`), in dark mode at 3x: a
    /// capsule badge of a symbol and two lines of text, transparent around the capsule.
    func testViewOnItsOwnAtItsIdealSize() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let badge = HStack(spacing: 8) {
            Image(systemName: "flame.fill").foregroundStyle(.orange)
            VStack(alignment: .leading) {
                Text("12-day streak").font(.headline)
                Text("Keep it going").font(.caption).foregroundStyle(.secondary)
            }
        }
        .padding(12)
        .background(Capsule().fill(Color(uiColor: .secondarySystemBackground)))
        XCTAssertNil(verifySnapshot(of: badge, as: .view(size: .sizeThatFits, scale: 3, environment: dark), named: "badge-dark",
                                    snapshotDirectory: referenceFolder, testName: "view"))
    }

    func testFailingSnapshotFailsWithTheDiffSummaryAndWritesTheActualImage() throws {
        let message = try XCTUnwrap(verifySnapshot(of: GreetingView(text: "Goodbye"), as: .widget(family: .systemSmall),
                                                   named: "greeting", record: .never, snapshotDirectory: referenceFolder,
                                                   testName: "greeting"))
        XCTAssertTrue(message.contains("widget snapshot differs: "), message)
        XCTAssertTrue(message.contains("pixels differ"), message)
        // swift-snapshot-testing writes the failing image to its artifacts folder and names it after "@+".
        let lines = message.components(separatedBy: "\n")
        let actualLine = try XCTUnwrap(lines.firstIndex(of: "@+").map { lines[$0 + 1] })
        let actualPath = actualLine.trimmingCharacters(in: CharacterSet(charactersIn: "\"")).replacingOccurrences(of: "file://", with: "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: actualPath), actualPath)
    }

    func testDiffingAttachesTheDiffAndStrip() throws {
        let expected = try Pixmap(width: 2, height: 2)
        var changed = expected
        changed.withUnsafeMutableBufferPointer { $0[3] = 255 }
        let diffing = Diffing<Pixmap>.pixmap()
        XCTAssertNil(diffing.diffV2(expected, expected))
        let (message, attachments) = try XCTUnwrap(diffing.diffV2(expected, changed))
        XCTAssertEqual(message, "widget snapshot differs: 1 pixel differs (25.0 % of 2×2), within 1×1 at (0, 0)")
        XCTAssertEqual(attachments.count, 2)
        XCTAssertEqual(try Pixmap(pngData: diffing.toData(changed)), changed, "references round-trip through PNG")
    }
}
