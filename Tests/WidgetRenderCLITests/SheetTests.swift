import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetText

final class SheetTests: XCTestCase {
    /// Sheet size from its measures (points, 2 px each): width = 2 × 40 margin + 180 labels +
    /// 2 columns × (16 gap + 98 tile), the tile a 50 pt render + 2 × 24 padding = 488 pt;
    /// height = 2 × 40 + 64 title + 34 header + 16 gap + one 98 pt row = 292 pt.
    func testSheetGeometryAndDeterminism() throws {
        var render = try Pixmap(width: 100, height: 100)
        render.withUnsafeMutableBufferPointer { bytes in for index in stride(from: 3, to: bytes.count, by: 4) { bytes[index] = 255 } }
        let section = ContactSheet.Section(
            title: "Calendar", subtitle: "calendar-circle · Apple Watch 45 mm",
            rows: [.init(name: "accessoryCircular", detail: "50 × 50 pt")],
            columns: [.init(name: "watchos.fullColor", detail: "fullColor"), .init(name: "ios.dark", detail: "not shown")],
            cells: [[ContactSheet.Cell(pixmap: render, scale: 2, wallpaper: .watchBlack), nil]])
        let renderer = try WidgetRenderer()
        let sheet = try ContactSheet(sections: [section]).render(with: renderer)
        XCTAssertEqual([sheet.width, sheet.height], [976, 584])
        XCTAssertEqual(try ContactSheet(sections: [section]).render(with: renderer).premultipliedBytes, sheet.premultipliedBytes)
    }

    /// The treatment sheet compares the five accented rendering modes (docs/platform.md §2) of each
    /// image: the photo widget shows "latte"; on the iPhone the rows are ios.light (reference) and
    /// the accented Home Screen themes ios.clear and ios.tinted(blue). Widgets without images get none.
    func testTreatmentSectionsPerImage() throws {
        let subjects = try RenderSubject.showcase()
        let photo = try XCTUnwrap(subjects.first { $0.name == "most-frequent-beverage" })
        let sections = try SheetBuilder.treatmentSections(for: photo, device: nil)
        XCTAssertEqual(sections.map(\.title), ["Most Frequent Beverage · image “latte”"])
        XCTAssertEqual(sections[0].rows.map(\.name), ["ios.light", "ios.clear", "ios.tinted(blue)"])
        XCTAssertEqual(sections[0].columns.map(\.name), ["none", "accented", "desaturated", "accentedDesaturated", "fullColor"])
        XCTAssertTrue(sections[0].cells.joined().allSatisfy { $0 != nil })
        let calendar = try XCTUnwrap(subjects.first { $0.name == "calendar-circle" })
        XCTAssertTrue(try SheetBuilder.treatmentSections(for: calendar, device: nil).isEmpty)
    }
}
