import Foundation
import XCTest
import WidgetGeometry
import WidgetPNG
@testable import WidgetSnapshot
#if canImport(FoundationXML)
import FoundationXML
#endif

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
        let data = try String(contentsOf: out.appendingPathComponent("report-data.js"), encoding: .utf8)
        for text in [html, data] {
            XCTAssertFalse(text.contains("http://") || text.contains("https://") || text.contains("//cdn"), "no external requests")
        }
        XCTAssertFalse(html.contains("base64"), "images are files, not inlined")
        XCTAssertTrue(html.contains("<p id=\"summary\">4 matched, 1 missing, 1 failed</p>"))
        XCTAssertTrue(html.contains("<code id=\"accept-all-command\">widget-render check --golden Golden --suite Showcase --record failed</code>"))
        XCTAssertTrue(html.contains("<script src=\"report-data.js\"></script>"))
        XCTAssertTrue(data.hasPrefix("window.widgetReportData = {"))

        // The data, results.json and junit.xml all describe the same run.
        let run = try ReviewRun.read(from: out.appendingPathComponent("results.json"))
        XCTAssertEqual([run.summary.total, run.summary.matched, run.summary.missing, run.summary.failed, run.summary.recorded],
                       [6, 4, 1, 1, 0])
        let failed = try XCTUnwrap(run.results.first { $0.status == "failed" })
        XCTAssertEqual(failed.id, "Report/weather/iphone-16/systemSmall__dark")
        XCTAssertEqual(failed.cause, "the inputs changed: re-record if the change is intended")
        let outcome = try XCTUnwrap(results[3].outcome)
        XCTAssertEqual(failed.mismatchedPixels, outcome.differingPixelCount)
        XCTAssertEqual(failed.percentage, (Double(outcome.differingPixelCount) / (48 * 32) * 100 * 10_000).rounded() / 10_000)
        // The two lunes of a disc moved by 6 px touch, so they form one region: the bounding box.
        XCTAssertEqual(failed.regions, [try XCTUnwrap(outcome.boundingBox)])
        for (kind, path) in [("expected", failed.expected), ("actual", failed.actual), ("diff", failed.diff)] {
            // The artifacts lived outside the report folder: copied into images/.
            XCTAssertEqual(path, "images/Report__weather__iphone-16__systemSmall__dark.\(kind).png")
            XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent(path!).path), kind)
        }
        let thumbnail = try Pixmap(contentsOfPNG: out.appendingPathComponent(try XCTUnwrap(failed.thumbnail)))
        XCTAssertEqual([thumbnail.width, thumbnail.height], [48, 32], "small images are not scaled")
        let missing = try XCTUnwrap(run.results.first { $0.status == "missing" })
        XCTAssertNil(missing.percentage)
        XCTAssertNil(missing.actual)
        let junit = try String(contentsOf: out.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertEqual(junit, ReviewJUnit.xml(run))
    }

    /// The JUnit file through Foundation's XML parser: one test case per golden, a failure with the
    /// summary and the image paths for the changed one, and counts that add up.
    func testJUnitFileHasOneTestCasePerGoldenAndParses() throws {
        let root = try TestPixmaps.temporaryFolder(name)
        let run = try ReviewReport.makeRun(try Self.sampleResults(root: root), title: "Golden & <check>", acceptCommand: "wr",
                                           seconds: 1.5, reportDirectory: root.appendingPathComponent("report"))
        let document = try XMLDocument(data: Data(ReviewJUnit.xml(run).utf8))
        let suites = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(suites.name, "testsuites")
        XCTAssertEqual(suites.attribute(forName: "name")?.stringValue, "Golden & <check>")
        XCTAssertEqual(suites.attribute(forName: "tests")?.stringValue, "6")
        XCTAssertEqual(suites.attribute(forName: "failures")?.stringValue, "2")
        XCTAssertEqual(suites.attribute(forName: "time")?.stringValue, "1.500")
        let cases = try document.nodes(forXPath: "/testsuites/testsuite[@name='Report']/testcase").compactMap { $0 as? XMLElement }
        XCTAssertEqual(cases.count, 6)
        let failing = cases.filter { !$0.elements(forName: "failure").isEmpty }
        XCTAssertEqual(failing.compactMap { $0.attribute(forName: "name")?.stringValue },
                       ["calendar/iphone-16/systemSmall__dark", "weather/iphone-16/systemSmall__dark"])
        let failure = try XCTUnwrap(failing[1].elements(forName: "failure").first)
        XCTAssertEqual(failure.attribute(forName: "type")?.stringValue, "failed")
        XCTAssertTrue(failure.attribute(forName: "message")?.stringValue?.contains("pixels differ") == true)
        let text = failure.stringValue ?? ""
        XCTAssertTrue(text.contains("diff: images/Report__weather__iphone-16__systemSmall__dark.diff.png"), text)
        XCTAssertTrue(text.contains("\nactual: images/"), "one line per path")
        XCTAssertEqual(failing[0].elements(forName: "failure").first?.attribute(forName: "type")?.stringValue, "missing")
    }

    /// Two separate changes give two regions; changes in neighbouring 16-px cells join into one.
    func testRegionsSeparateDistantChangesAndJoinNearOnes() throws {
        let base = try TestPixmaps.solid(64, 64, (255, 255, 255, 255))
        func marked(_ blocks: [(Int, Int)]) throws -> Pixmap {
            try TestPixmaps.make(64, 64) { x, y in
                blocks.contains { x >= $0.0 && x < $0.0 + 3 && y >= $0.1 && y < $0.1 + 3 } ? (0, 0, 0, 255) : (255, 255, 255, 255)
            }
        }
        let apart = ImageComparison.exact.compare(expected: base, actual: try marked([(50, 40), (2, 2)]))
        XCTAssertEqual(DiffRegions.find(in: apart), [PixelRect(x: 2, y: 2, width: 3, height: 3), PixelRect(x: 50, y: 40, width: 3, height: 3)])
        // Cells (0, 0) and (1, 0) touch: x 2…4 and 20…22 become one region 2…22.
        let near = ImageComparison.exact.compare(expected: base, actual: try marked([(2, 2), (20, 2)]))
        XCTAssertEqual(DiffRegions.find(in: near), [PixelRect(x: 2, y: 2, width: 21, height: 3)])
        XCTAssertEqual(DiffRegions.find(in: ImageComparison.exact.compare(expected: base, actual: base)), [])
    }

    /// A 2× box filter: each thumbnail pixel is the rounded mean of 4 premultiplied pixels.
    func testThumbnailAveragesPremultipliedBlocks() throws {
        let image = try TestPixmaps.make(200, 100) { x, _ in x % 2 == 0 ? (200, 100, 0, 255) : (0, 0, 0, 0) }
        let thumbnail = try ReviewThumbnail.make(image)
        XCTAssertEqual([thumbnail.width, thumbnail.height], [66, 33], "factor ⌈200 / 96⌉ = 3")
        // Columns 0, 1, 2 of a 3×3 block: two opaque, one clear → (400, 200, 0, 510) / 3 per row.
        let p = thumbnail.premultipliedPixel(x: 0, y: 0)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [133, 67, 0, 170])
    }

    /// `scripts/browser-test` opens this one: many changes (5,000 there, set by
    /// `WIDGET_RENDER_LARGE_REPORT_OUT` and `WIDGET_RENDER_LARGE_REPORT_COUNT`; 40 here) to show the
    /// page stays interactive. Ten real comparisons are checked; every snapshot of the report is one
    /// of them under its own name, with its own thumbnail file, so lazy loading is real (the
    /// full-size images are shared: only the one on display loads).
    func testLargeReport() throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["WIDGET_RENDER_LARGE_REPORT_COUNT"].flatMap(Int.init) ?? 40
        let root = try TestPixmaps.temporaryFolder(name)
        let out = environment["WIDGET_RENDER_LARGE_REPORT_OUT"].map { URL(fileURLWithPath: $0) } ?? root.appendingPathComponent("report")
        let artifacts = out.appendingPathComponent("artifacts")
        let record = SnapshotCheck(goldenRoot: root, recordMode: .missing, artifactsDirectory: artifacts)
        let verify = SnapshotCheck(goldenRoot: root, recordMode: .never, artifactsDirectory: artifacts)
        var samples: [SnapshotResult] = []
        for n in 0..<10 {
            let id = try SnapshotID(suite: "Large", widget: "sample", device: "iphone-16", family: "systemSmall", theme: "t\(n)")
            // A bar whose length grows with n: every change has another size; n = 0 matches.
            func picture(_ length: Int) throws -> Pixmap {
                try TestPixmaps.make(64, 64) { x, y in y > 24 && y < 40 && x < length ? (UInt8(n * 20), 80, 160, 255) : (250, 250, 250, 255) }
            }
            _ = try record.check(RenderedSnapshot(pixmap: try picture(20), inputsHash: "a"), id: id)
            samples.append(try verify.check(RenderedSnapshot(pixmap: try picture(20 + 3 * n), inputsHash: "a"), id: id))
        }
        let sampleRun = try ReviewReport.makeRun(samples, title: "", acceptCommand: "", reportDirectory: out)
        var entries: [ReviewEntry] = []
        for n in 0..<count {
            var entry = sampleRun.results[n % 10]
            let original = entry.id
            entry.widget = "widget-\(n / 100)"; entry.theme = "theme-\(n % 100)"
            entry.id = "Large/\(entry.widget)/iphone-16/systemSmall__\(entry.theme)"
            entry.golden = entry.golden.replacingOccurrences(of: "sample/iphone-16/systemSmall__t\(n % 10)", with: "\(entry.widget)/iphone-16/systemSmall__\(entry.theme)")
            if let thumbnail = entry.thumbnail {
                let name = "thumbs/" + entry.id.replacingOccurrences(of: "/", with: "__") + ".png"
                if original != entry.id {
                    try? FileManager.default.removeItem(at: out.appendingPathComponent(name))
                    try FileManager.default.copyItem(at: out.appendingPathComponent(thumbnail), to: out.appendingPathComponent(name))
                }
                entry.thumbnail = name
            }
            entries.append(entry)
        }
        let index = try ReviewReport.write(ReviewRun(title: "Large report", acceptCommand: "widget-render check --golden Golden",
                                                     results: entries), to: out)
        let run = try ReviewRun.read(from: out.appendingPathComponent("results.json"))
        XCTAssertEqual(run.summary.total, count)
        XCTAssertEqual(run.summary.matched, (count + 9) / 10)
        XCTAssertEqual(Set(run.results.compactMap(\.thumbnail)).count, count - (count + 9) / 10, "one thumbnail file per change")
        XCTAssertLessThan(try Data(contentsOf: index).count, 40_000, "the page does not grow with the run")
    }

    func testTextIsEscaped() {
        XCTAssertEqual(HTMLText.escaped("<a href=\"x\">'&'</a>"), "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;")
    }
}
