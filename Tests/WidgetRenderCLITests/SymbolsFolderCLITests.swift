import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender

/// `--symbols DIR` (docs/symbols.md, *Templates*): a folder of exported SF Symbols draws
/// `Image(systemName:)` by name; a bad folder is one line naming the option and the folder.
final class SymbolsFolderCLITests: XCTestCase {
    func testAFolderOfSymbolsDrawsByNameAndABadOneIsOneLine() throws {
        let folder = try temporaryFolder("symbols-cli")
        let symbols = folder.appendingPathComponent("symbols")
        try FileManager.default.createDirectory(at: symbols, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A 50-unit square in a template whose medium cap line is SF Pro's cap height at 100 pt:
        // 10 pt at 20 pt (the library's tests cover weights and scales).
        try Data("""
        <svg xmlns="http://www.w3.org/2000/svg" width="3300" height="2200">
         <g id="Guides"><line id="Baseline-M" y1="1126"/><line id="Capline-M" y1="1055.541"/></g>
         <g id="Symbols"><g id="Regular-M" transform="matrix(1 0 0 1 1000 1076)"><path d="M0 0H50V50H0Z"/></g></g>
        </svg>
        """.utf8).write(to: symbols.appendingPathComponent("star.fill.svg"))
        let spec = folder.appendingPathComponent("w.yaml")
        try Data("widgets:\n  - name: w\n    families: [systemSmall]\n    body: {Image: {systemName: star.fill}, font: {size: 20}}\n".utf8).write(to: spec)

        var run = RunOptions()
        run.symbols = symbols
        let subject = try XCTUnwrap(try RenderSubject.load(specPaths: [spec.path], run: run).first)
        let list = try subject.renderer.render(.layout(subject.makeView(.systemSmall)))
        let root = try XCTUnwrap(try JSONSerialization.jsonObject(with: try list.jsonData()) as? [String: Any])
        let shape = try XCTUnwrap((root["items"] as? [[String: Any]])?.first?["shape"] as? [String: Any])
        XCTAssertEqual((shape["frame"] as? [String: Any])?["size"] as? [String: Double], ["width": 10, "height": 10])

        run.symbols = folder.appendingPathComponent("missing")
        XCTAssertThrowsError(try RenderSubject.load(specPaths: [spec.path], run: run)) { error in
            XCTAssertEqual("\(error)", "--symbols: \(folder.appendingPathComponent("missing").path): not a readable folder of symbols")
        }
    }
}
