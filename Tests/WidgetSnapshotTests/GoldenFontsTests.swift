import Foundation
import XCTest
import WidgetGeometry
import WidgetPNG
@testable import WidgetSnapshot

/// A golden says which fonts drew it (docs/golden-testing.md, "Fonts"): the stand-ins write no
/// `Fonts` chunk, so every golden recorded before Apple's fonts were supported keeps its bytes;
/// Apple's fonts write "apple". A golden is never compared with a render in the other fonts.
final class GoldenFontsTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws { root = try TestPixmaps.temporaryFolder(name) }

    private func id() throws -> SnapshotID {
        try SnapshotID(suite: "Tests", widget: "w", device: "iphone-16", family: "systemSmall", theme: "light")
    }

    private func rendered(_ fonts: GoldenFonts, gray: UInt8 = 10) throws -> RenderedSnapshot {
        RenderedSnapshot(pixmap: try TestPixmaps.solid(4, 4, (gray, gray, gray, 255)), inputsHash: "inputs", fonts: fonts)
    }

    private func check(_ mode: RecordMode) -> SnapshotCheck {
        SnapshotCheck(goldenRoot: root, recordMode: mode, artifactsDirectory: root.appendingPathComponent("artifacts"))
    }

    func testTheFontsChunkNamesAppleFontsOnly() throws {
        let standIns = try check(.missing).check(try rendered(.standIns), id: try id())
        XCTAssertNil(try PNGInfo.text(of: try Data(contentsOf: standIns.goldenURL))["Fonts"])
        try FileManager.default.removeItem(at: standIns.goldenURL)
        let apple = try check(.missing).check(try rendered(.apple), id: try id())
        let text = try PNGInfo.text(of: try Data(contentsOf: apple.goldenURL))
        XCTAssertEqual(text["Fonts"], "apple")
        XCTAssertFalse(text.values.contains { $0.contains("/") }, "no paths in a golden's metadata: \(text)")
        XCTAssertEqual(try GoldenFile.read(apple.goldenURL)?.fonts, .apple)
    }

    func testAGoldenInOtherFontsFailsEvenWithEqualPixels() throws {
        _ = try check(.missing).check(try rendered(.standIns), id: try id())
        let apple = try check(.never).check(try rendered(.apple), id: try id())
        XCTAssertEqual(apple.status, .failed)
        XCTAssertEqual(apple.cause, .fontsDiffer(golden: .standIns, rendered: .apple))
        XCTAssertTrue(apple.message.contains("recorded with fonts: stand-ins, rendered with fonts: apple; goldens are never "
                                             + "compared across fonts: check with the fonts it was recorded with (without --apple-fonts)"),
                      apple.message)
        // Missing only records new goldens: the stand-in golden stays.
        XCTAssertEqual(try check(.missing).check(try rendered(.apple), id: try id()).status, .failed)
        XCTAssertEqual(try GoldenFile.read(try id().goldenURL(in: root))?.fonts, .standIns)
    }

    func testRecordingFailedGoldensReplacesOnesInOtherFonts() throws {
        _ = try check(.missing).check(try rendered(.apple), id: try id())
        let standIns = try check(.never).check(try rendered(.standIns, gray: 20), id: try id())
        XCTAssertTrue(standIns.message.contains("(--apple-fonts DIR)"), standIns.message)
        let rerecorded = try check(.failed).check(try rendered(.standIns, gray: 20), id: try id())
        XCTAssertEqual(rerecorded.status, .rerecorded)
        XCTAssertEqual(try GoldenFile.read(rerecorded.goldenURL)?.fonts, .standIns)
        XCTAssertEqual(try check(.never).check(try rendered(.standIns, gray: 20), id: try id()).status, .matched)
    }
}
