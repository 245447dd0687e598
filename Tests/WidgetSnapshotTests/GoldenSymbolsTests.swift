import Foundation
import XCTest
import WidgetGeometry
import WidgetPNG
import WidgetRender
@testable import WidgetSnapshot

/// A golden says whether symbols the user supplied drew it (docs/golden-testing.md, "Fonts and
/// symbols"): a custom symbol under a name the stand-ins draw (`heart.fill` exported from the SF
/// Symbols app) writes `Symbols: supplied`; the stand-ins, and a team's own names, write nothing.
final class GoldenSymbolsTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws { root = try TestPixmaps.temporaryFolder(name) }

    static let square = #"<svg viewBox="0 0 10 10"><path d="M0 0H10V10H0Z"/></svg>"#

    private func renderer(naming name: String?) throws -> WidgetRenderer {
        var symbols = CustomSymbols()
        if let name { try symbols.register(name, svg: Self.square) }
        return try WidgetRenderer(symbols: symbols)
    }

    private func check(_ mode: RecordMode) -> SnapshotCheck {
        SnapshotCheck(goldenRoot: root, recordMode: mode, artifactsDirectory: root.appendingPathComponent("artifacts"))
    }

    func testOnlySymbolsReplacingStandInsAreRecordedAndNeverComparedWithStandIns() throws {
        XCTAssertEqual(GoldenSymbols(try renderer(naming: nil).symbols), .standIns)
        XCTAssertEqual(GoldenSymbols(try renderer(naming: "team.logo").symbols), .standIns, "no stand-in draws a team's own name")
        XCTAssertEqual(GoldenSymbols(try renderer(naming: "heart.fill").symbols), .supplied)

        let id = try SnapshotID(suite: "Tests", widget: "w", device: "iphone-16", family: "systemSmall", theme: "light")
        let pixmap = try TestPixmaps.solid(4, 4, (10, 10, 10, 255))
        let supplied = RenderedSnapshot(pixmap: pixmap, inputsHash: "h", drawnBy: try renderer(naming: "heart.fill"))
        let recorded = try check(.missing).check(supplied, id: id)
        XCTAssertEqual(try PNGInfo.text(of: try Data(contentsOf: recorded.goldenURL))["Symbols"], "supplied")
        XCTAssertEqual(try GoldenFile.read(recorded.goldenURL)?.symbols, .supplied)

        let standIns = RenderedSnapshot(pixmap: pixmap, inputsHash: "h", drawnBy: try renderer(naming: nil))
        let result = try check(.never).check(standIns, id: id)
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.cause, .symbolsDiffer(golden: .supplied, rendered: .standIns))
        XCTAssertTrue(result.message.contains("recorded with symbols: supplied, rendered with symbols: stand-ins; goldens are never "
                                              + "compared across symbols: check with the symbols it was recorded with (--symbols DIR)"),
                      result.message)
        XCTAssertEqual(try check(.never).check(supplied, id: id).status, .matched)
    }
}
