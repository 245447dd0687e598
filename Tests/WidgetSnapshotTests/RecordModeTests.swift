import Foundation
import XCTest
import WidgetGeometry
import WidgetPNG
@testable import WidgetSnapshot

/// Record modes as swift-snapshot-testing defines them: never / missing / failed / all, `never`
/// being the default on CI so a missing golden fails there instead of being recorded silently.
final class RecordModeTests: XCTestCase {
    var root: URL!
    var artifacts: URL!

    override func setUpWithError() throws {
        root = try TestPixmaps.temporaryFolder(name)
        artifacts = root.appendingPathComponent("artifacts")
    }

    func id(_ widget: String) throws -> SnapshotID {
        try SnapshotID(suite: "Tests", widget: widget, device: "iphone-16", family: "systemSmall", theme: "light")
    }

    func rendered(_ gray: UInt8, hash: String = "inputs-1") throws -> RenderedSnapshot {
        RenderedSnapshot(pixmap: try TestPixmaps.solid(4, 4, (gray, gray, gray, 255)), inputsHash: hash)
    }

    func check(_ mode: RecordMode) -> SnapshotCheck {
        SnapshotCheck(goldenRoot: root, recordMode: mode, artifactsDirectory: artifacts)
    }

    func testModeComesFromTheParameterThenTheVariableThenCI() throws {
        XCTAssertEqual(try RecordMode.resolve(environment: [:]), .missing)
        XCTAssertEqual(try RecordMode.resolve(environment: ["CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.resolve(environment: ["CI": "true", "WIDGET_RENDER_RECORD": "failed"]), .failed)
        XCTAssertEqual(try RecordMode.resolve(.all, environment: ["WIDGET_RENDER_RECORD": "never"]), .all)
        XCTAssertThrowsError(try RecordMode.resolve(environment: ["WIDGET_RENDER_RECORD": "sometimes"])) { error in
            XCTAssertEqual("\(error)", "WIDGET_RENDER_RECORD=sometimes: unknown record mode (expected never, missing, failed or all)")
        }
    }

    func testMissingGoldenOnCIFailsAndWritesNothing() throws {
        let check = try SnapshotCheck.resolving(goldenRoot: root, artifactsDirectory: artifacts, environment: ["CI": "1"])
        let result = try check.check(try rendered(10), id: try id("new"))
        XCTAssertEqual(result.status, .missing)
        XCTAssertTrue(result.isFailure)
        XCTAssertFalse(FileManager.default.fileExists(atPath: result.goldenURL.path))
        XCTAssertTrue(result.message.contains("no golden at"))
    }

    func testMissingModeRecordsTheGoldenWithVersionAndInputsHash() throws {
        let result = try check(.missing).check(try rendered(10, hash: "abc123"), id: try id("new"))
        XCTAssertEqual(result.status, .recorded)
        XCTAssertEqual(result.goldenURL.path, root.path + "/Tests/new/iphone-16/systemSmall__light.png")
        let text = try PNGInfo.text(of: try Data(contentsOf: result.goldenURL))
        XCTAssertEqual(text["InputsHash"], "abc123")
        XCTAssertEqual(text["Software"], "WidgetRender \(widgetRenderVersion)")
    }

    func testNeverWritesNothingEvenWhenTheGoldenDiffers() throws {
        _ = try check(.missing).check(try rendered(10), id: try id("w"))
        let url = try id("w").goldenURL(in: root)
        let before = try Data(contentsOf: url)
        let result = try check(.never).check(try rendered(90), id: try id("w"))
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(try Data(contentsOf: url), before)
        // Artifacts are failure reports, not goldens: they are written in every mode.
        let files = try XCTUnwrap(result.artifacts)
        for file in [files.expected, files.actual, files.diff, files.strip] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: file.path), file.path)
        }
        XCTAssertTrue(result.message.contains("16 pixels differ (100.0 % of 4×4), within 4×4 at (0, 0)"), result.message)
    }

    func testFailedRewritesOnlyFailuresAndMissingGoldens() throws {
        _ = try check(.missing).check(try rendered(10), id: try id("same"))
        _ = try check(.missing).check(try rendered(10), id: try id("changed"))
        let sameURL = try id("same").goldenURL(in: root)
        let sameBefore = try FileManager.default.attributesOfItem(atPath: sameURL.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)  // so that a rewrite would show in the modification date

        let same = try check(.failed).check(try rendered(10), id: try id("same"))
        let changed = try check(.failed).check(try rendered(90), id: try id("changed"))
        let missing = try check(.failed).check(try rendered(50), id: try id("missing"))
        XCTAssertEqual([same.status, changed.status, missing.status], [.matched, .rerecorded, .recorded])
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: sameURL.path)[.modificationDate] as? Date, sameBefore)
        XCTAssertEqual(try Pixmap(contentsOfPNG: changed.goldenURL).premultipliedPixel(x: 0, y: 0).r, 90)
        XCTAssertNotNil(changed.artifacts, "a rewrite over a difference keeps the evidence")
        XCTAssertEqual(try check(.never).check(try rendered(90), id: try id("changed")).status, .matched)
    }

    /// Issue 15: recording compares decoded pixels, not bytes. `all` keeps a golden whose pixels
    /// equal the render (the file, its date and its old text chunks stay), and rewrites one whose
    /// pixels changed even when the tolerance let the change pass.
    func testAllRewritesOnlyGoldensWhosePixelsChanged() throws {
        _ = try check(.missing).check(try rendered(10, hash: "old"), id: try id("w"))
        let url = try id("w").goldenURL(in: root)
        let before = try Data(contentsOf: url)
        let date = try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.01)
        let kept = try check(.all).check(try rendered(10, hash: "new"), id: try id("w"))
        XCTAssertEqual(kept.status, .matched)
        XCTAssertEqual(try Data(contentsOf: url), before)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date, date)
        XCTAssertEqual(try PNGInfo.text(of: before)["InputsHash"], "old")

        // Gray 10 → 11 passes a tolerance of 2 per channel, but the pixels changed: rewritten.
        let tolerant = SnapshotCheck(goldenRoot: root, comparison: .tolerant(perChannel: 2), recordMode: .all,
                                     artifactsDirectory: artifacts)
        let rewritten = try tolerant.check(try rendered(11, hash: "new"), id: try id("w"))
        XCTAssertEqual(rewritten.status, .recorded)
        XCTAssertEqual(try PNGInfo.text(of: try Data(contentsOf: url))["InputsHash"], "new")
        XCTAssertEqual(try Pixmap(contentsOfPNG: url).premultipliedPixel(x: 0, y: 0).r, 11)
    }

    func testAChangedInputIsToldFromAChangedRenderer() throws {
        _ = try check(.missing).check(try rendered(10, hash: "inputs-1"), id: try id("w"))
        let inputs = try check(.never).check(try rendered(20, hash: "inputs-2"), id: try id("w"))
        XCTAssertEqual(inputs.cause, .inputsChanged)
        XCTAssertTrue(inputs.message.contains("the inputs changed: re-record"))
        let unexplained = try check(.never).check(try rendered(20, hash: "inputs-1"), id: try id("w"))
        XCTAssertEqual(unexplained.cause, .unexplained)

        let golden = GoldenFile(pixmap: try TestPixmaps.solid(1, 1, (0, 0, 0, 255)), software: "WidgetRender 0.0.9",
                                inputsHash: "inputs-1")
        XCTAssertEqual(ChangeCause.diagnose(golden: golden, inputsHash: "inputs-1", software: "WidgetRender 0.1.0"),
                       .rendererChanged(from: "WidgetRender 0.0.9", to: "WidgetRender 0.1.0"))
        XCTAssertEqual(ChangeCause.rendererChanged(from: "WidgetRender 0.0.9", to: "WidgetRender 0.1.0").advice,
                       "the renderer changed (WidgetRender 0.0.9 → WidgetRender 0.1.0): review, then re-record")
        XCTAssertEqual(ChangeCause.diagnose(golden: golden, inputsHash: "inputs-2", software: "WidgetRender 0.1.0"),
                       .inputsAndRendererChanged(from: "WidgetRender 0.0.9", to: "WidgetRender 0.1.0"))
    }

    func testACorruptGoldenIsAOneLineErrorNamingTheFile() throws {
        let url = try id("w").goldenURL(in: root)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("not a png".utf8).write(to: url)
        XCTAssertThrowsError(try check(.never).check(try rendered(10), id: try id("w"))) { error in
            XCTAssertEqual("\(error)", "\(url.path): cannot read the golden: not a PNG: the first 8 bytes are not the PNG signature")
        }
    }

    func testSnapshotNamesCannotEscapeTheGoldenFolder() {
        XCTAssertThrowsError(try SnapshotID(suite: "..", widget: "w", device: "d", family: "f", theme: "t"))
        XCTAssertThrowsError(try SnapshotID(suite: "s", widget: "a/b", device: "d", family: "f", theme: "t"))
    }

    func testSelectionByNamePrefixAndWildcard() throws {
        let id = try SnapshotID(suite: "Showcase", widget: "happy-hour", device: "iphone-16", family: "systemSmall", theme: "dark")
        XCTAssertTrue(id.matches("Showcase/happy-hour/iphone-16/systemSmall__dark"))
        XCTAssertTrue(id.matches("Showcase/happy-hour"))
        XCTAssertFalse(id.matches("Showcase/happy"))
        XCTAssertTrue(id.matches("Showcase/*__dark"))
        XCTAssertFalse(id.matches("*__light"))
    }
}
