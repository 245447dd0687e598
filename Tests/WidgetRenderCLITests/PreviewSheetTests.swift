import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetSnapshot

/// `widget-render previews DIR`: the images a preview run wrote become one sheet per preview, a row
/// per snapshot and a column per theme (docs/previews.md).
final class PreviewSheetTests: XCTestCase {
    func testManifestImagesBecomeASheetPerPreview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preview-sheet-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let previews = [WidgetPreview("Hello") { Text("Hello").containerBackground(for: .widget) { Color.yellow } }]
        let themes = [Theme.iosLight, Theme.iosDark, Theme.watchosFullColor]   // the watch shows no systemSmall
        let made = try PreviewSnapshots.make(previews, themes: themes)
        let manifest = try writePreviewImages(made, to: folder, themes: themes, renderer: .standard(), module: "M")
        XCTAssertEqual(manifest.previews.map(\.id), ["Hello"])
        XCTAssertEqual(manifest.previews[0].snapshots[0].images.map(\.path),
                       ["Hello/iphone-11__ios.light.png", "Hello/iphone-11__ios.dark.png"])

        let sheet = try PreviewSheet.sheet(for: manifest.previews[0], in: folder)
        XCTAssertEqual(sheet.sections.map(\.title), ["Hello"])
        XCTAssertEqual(sheet.sections[0].columns.map(\.name), ["ios.light", "ios.dark"])
        XCTAssertEqual(sheet.sections[0].rows.map(\.name), ["view"])
        XCTAssertTrue(sheet.sections[0].cells.joined().allSatisfy { $0 != nil })

        try PreviewsCommand.parse([folder.path]).run()
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Hello.sheet.png").path))
    }

    func testMissingManifestSaysWhatToRun() {
        XCTAssertThrowsError(try PreviewsCommand.parse(["/nonexistent-preview-dir"]).run())
    }
}
