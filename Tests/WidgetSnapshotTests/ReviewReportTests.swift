import Foundation
import XCTest
import WidgetGeometry
@testable import WidgetSnapshot

/// The review report: a static page that makes no external request, shows each change with its
/// pictures and filters by widget, device, family, theme and status. `scripts/browser-test` opens the
/// page this test writes in headless Chromium; set `WIDGET_RENDER_REPORT_OUT` to choose the folder.
final class ReviewReportTests: XCTestCase {
    /// Three widgets × two themes: one differs, one is missing, the rest match.
    static func sampleResults(root: URL) throws -> [SnapshotResult] {
        let artifacts = root.appendingPathComponent("artifacts")
        let record = SnapshotCheck(goldenRoot: root, recordMode: .missing, artifactsDirectory: artifacts)
        let verify = SnapshotCheck(goldenRoot: root, recordMode: .never, artifactsDirectory: artifacts)
        func picture(_ shift: Int) throws -> Pixmap {
            try TestPixmaps.make(48, 32) { x, y in
                (x - 16 - shift) * (x - 16 - shift) + (y - 16) * (y - 16) < 100 ? (20, 60, 200, 255) : (240, 240, 240, 255)
            }
        }
        var results: [SnapshotResult] = []
        for widget in ["clock", "weather", "calendar"] {
            for theme in ["light", "dark"] {
                let id = try SnapshotID(suite: "Report", widget: widget, device: "iphone-16", family: "systemSmall", theme: theme)
                if widget == "calendar" && theme == "dark" {
                    results.append(try verify.check(RenderedSnapshot(pixmap: try picture(0), inputsHash: "h"), id: id))
                    continue
                }
                _ = try record.check(RenderedSnapshot(pixmap: try picture(0), inputsHash: "h"), id: id)
                let shift = widget == "weather" && theme == "dark" ? 6 : 0
                results.append(try verify.check(RenderedSnapshot(pixmap: try picture(shift), inputsHash: shift > 0 ? "h2" : "h"), id: id))
            }
        }
        return results
    }

    func testReportIsSelfContainedAndListsEveryChange() throws {
        let root = try TestPixmaps.temporaryFolder(name)
        let out = ProcessInfo.processInfo.environment["WIDGET_RENDER_REPORT_OUT"].map { URL(fileURLWithPath: $0) }
            ?? root.appendingPathComponent("report")
        let results = try Self.sampleResults(root: root)
        XCTAssertEqual(results.map(\.status), [.matched, .matched, .matched, .failed, .matched, .missing])

        let index = try ReviewReport.write(results, title: "Golden check: Report",
                                           acceptCommand: "widget-render check --golden Golden --suite Showcase", to: out)
        let html = try String(contentsOf: index, encoding: .utf8)
        XCTAssertFalse(html.contains("http://") || html.contains("https://") || html.contains("//cdn"),
                       "no external requests")
        XCTAssertTrue(html.contains("<p id=\"summary\">4 matched, 1 missing, 1 failed</p>"))
        XCTAssertTrue(html.contains("data-widget=\"weather\" data-device=\"iphone-16\" data-family=\"systemSmall\" data-theme=\"dark\" data-status=\"failed\""))
        XCTAssertTrue(html.contains("widget-render check --golden Golden --suite Showcase --record failed --only Report/weather/iphone-16/systemSmall__dark"))
        XCTAssertTrue(html.contains("<code>widget-render check --golden Golden --suite Showcase --record failed</code>"))
        XCTAssertTrue(html.contains("the inputs changed: re-record"))
        for kind in ["expected", "actual", "diff"] {
            let image = "images/Report__weather__iphone-16__systemSmall__dark.\(kind).png"
            XCTAssertTrue(html.contains("src=\"\(image)\""))
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(image).path), image)
        }
        XCTAssertEqual(html.components(separatedBy: "<article class=\"snapshot\"").count - 1, 2, "one card per change")
    }

    func testTextIsEscaped() {
        XCTAssertEqual(ReviewReport.escape("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }
}
