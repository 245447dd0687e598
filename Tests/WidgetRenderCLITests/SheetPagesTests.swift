import Foundation
import XCTest
@testable import WidgetRenderCLI
import WidgetRender
import WidgetText

final class SheetPagesTests: XCTestCase {
    private func opaque(width: Int, height: Int, gray: UInt8 = 128) throws -> Pixmap {
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.withUnsafeMutableBufferPointer { bytes in
            for index in stride(from: 0, to: bytes.count, by: 4) {
                bytes[index] = gray; bytes[index + 1] = gray; bytes[index + 2] = gray; bytes[index + 3] = 255
            }
        }
        return pixmap
    }

    /// A section of `rows` × `columns` 100 × 100 px renders at 2 px/pt: tiles 50 + 48 = 98 pt.
    private func section(_ title: String, rows: Int, columns: Int) throws -> ContactSheet.Section {
        let render = try opaque(width: 100, height: 100)
        return ContactSheet.Section(
            title: title, subtitle: "\(title.lowercased()) · Test Device @2x",
            rows: (0..<rows).map { .init(name: "row \($0)", detail: "") },
            columns: (0..<columns).map { .init(name: "column \($0)", detail: "") },
            cells: (0..<rows).map { row in (0..<columns).map { column in
                (row + column) % 5 == 4 ? nil : ContactSheet.Cell(pixmap: render, scale: 2, wallpaper: .iosLight)
            } })
    }

    /// Pages: 12 rows × 9 columns of 98 pt tiles is 2 × 40 + 180 + 9 × 114 = 1286 pt wide and
    /// 80 + 64 + 34 + 16 + 12 × 98 + 11 × 16 = 1546 pt tall, 2572 × 3092 px at 2×. On 1400 × 1200 px
    /// pages a piece holds (700 − 80 − 180) / 114 = 3 columns and rows in 600 − 80 − 114 = 406 pt:
    /// 98 + 3 × 114 = 440 > 406, so 3 rows. 3 column groups × 4 row groups = 12 pieces, one per page
    /// (two pieces never fit one 600 pt page). Every cell appears exactly once, pages keep the tile width.
    func testLargeMatrixPagesIntoSameLayoutPieces() throws {
        let whole = try section("Matrix", rows: 12, columns: 9)
        let limit = PageLimit(width: 1400, height: 1200)
        let pages = try SheetPager.pages([whole], limit: limit)
        XCTAssertEqual(pages.count, 12)
        var seen: [String: Int] = [:]
        for (index, page) in pages.enumerated() {
            XCTAssertEqual(page.sections.count, 1)
            let part = page.sections[0]
            XCTAssertEqual(part.title, "Matrix · part \(index + 1) of 12")
            XCTAssertEqual(part.columns.count, 3)
            XCTAssertEqual(part.rows.count, 3)
            XCTAssertEqual(part.fixedTileWidth, 98)
            XCTAssertLessThanOrEqual(Int((page.size.width * 2).rounded(.up)), limit.width)
            XCTAssertLessThanOrEqual(Int((page.size.height * 2).rounded(.up)), limit.height)
            for (r, row) in part.rows.enumerated() {
                for (c, column) in part.columns.enumerated() {
                    seen["\(row.name)|\(column.name)", default: 0] += 1
                    // Gaps stay gaps where they were: (row + column) % 5 == 4.
                    let (rowIndex, columnIndex) = (Int(row.name.dropFirst(4))!, Int(column.name.dropFirst(7))!)
                    XCTAssertEqual(part.cells[r][c] == nil, (rowIndex + columnIndex) % 5 == 4)
                }
            }
        }
        XCTAssertEqual(seen.count, 12 * 9)
        XCTAssertTrue(seen.values.allSatisfy { $0 == 1 })
        // Sections that fit share a page: two 1 × 2 sections are
        // 80 + 2 × (64 + 34 + 16 + 98) + 48 = 552 pt ≤ 600 pt, so one page, unsplit.
        let small = try SheetPager.pages([try section("A", rows: 1, columns: 2), try section("B", rows: 1, columns: 2)],
                                         limit: limit)
        XCTAssertEqual(small.map { $0.sections.map(\.title) }, [["A", "B"]])
    }

    /// A page cannot hold one tile: a clear error naming the section, not a crash or a squeezed tile.
    func testTileLargerThanPageIsAnError() throws {
        let huge = ContactSheet.Section(title: "Huge", subtitle: "", rows: [.init(name: "r", detail: "")],
                                        columns: [.init(name: "c", detail: "")],
                                        cells: [[ContactSheet.Cell(pixmap: try opaque(width: 1000, height: 100), scale: 2, wallpaper: .iosLight)]])
        XCTAssertThrowsError(try SheetPager.pages([huge], limit: PageLimit(width: 600, height: 4000))) { error in
            XCTAssertTrue("\(error)".contains("“Huge”: one tile is"), "\(error)")
        }
    }

    /// Issue #16: a sheet asking for a family one widget lacks used to fail ("nothing to render").
    /// Now every widget on the device gets the same rows (the families of all widgets) and a
    /// labelled gap where it has no such family; the tiles keep the family's size.
    func testMissingFamilyIsALabelledGap() throws {
        let subjects = try RenderSubject.showcase().filter { ["happy-hour", "calendar-circle"].contains($0.name) }
        XCTAssertEqual(subjects.count, 2)
        var matrix = RenderMatrix()
        matrix.families = [.systemSmall, .accessoryCircular]
        matrix.device = Device.iPhone
        matrix.themes = [try Theme(named: "ios.light"), try Theme(named: "ios.lockscreen")]
        var sections: [ContactSheet.Section] = []
        try SheetBuilder.forEachSection(for: subjects, matrix: matrix, jobs: 1, cell: { job in
            let size = job.device.sizes[job.family]!
            return try self.opaque(width: Int(size.width * job.device.scale), height: Int(size.height * job.device.scale))
        }) { sections.append($0) }
        XCTAssertEqual(sections.map(\.title), ["Happy Hour", "Calendar"])
        for section in sections {
            XCTAssertEqual(section.rows.map(\.name), ["systemSmall", "accessoryCircular"])
            XCTAssertEqual(section.columns.map(\.name), ["ios.light", "ios.lockscreen"])
        }
        let happy = sections[0], calendar = sections[1]
        XCTAssertNotNil(happy.cells[0][0])
        XCTAssertNil(happy.cells[1][0])
        XCTAssertEqual(happy.gapNotes[1][1], "no accessoryCircular in this widget")
        XCTAssertEqual(calendar.gapNotes[0][0], "no systemSmall in this widget")
        XCTAssertNotNil(calendar.cells[1][1])
        XCTAssertEqual(calendar.gapNotes[1][0], "not shown", "the Home Screen theme does not show accessory families")
        // Same tiles in both sections: the widest family (systemSmall, 170 pt on iPhone 16) + 2 × 24.
        XCTAssertEqual(happy.fixedTileWidth, calendar.fixedTileWidth)
        XCTAssertEqual(happy.fixedRowHeights, calendar.fixedRowHeights)
        XCTAssertEqual(happy.fixedTileWidth, Device.iPhone.sizes[.systemSmall]!.width + 48)
    }

    /// The index links every page, each link resolving to a written PNG no larger than the page
    /// limit; a sheet that fits one page keeps the name the user gave.
    func testIndexLinksEveryPage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sheet-pages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let renderer = try WidgetRenderer()
        var writer = PagedSheetWriter(destination: folder.appendingPathComponent("review.png"), renderer: renderer,
                                      limit: PageLimit(width: 1400, height: 1200))
        try writer.add(try section("Matrix", rows: 5, columns: 4))
        let files = try writer.finish()
        XCTAssertEqual(files.map(\.lastPathComponent), ["review-1.png", "review-2.png", "review-3.png", "review-4.png", "review.html"])
        let html = try String(contentsOf: folder.appendingPathComponent("review.html"), encoding: .utf8)
        for page in 1...4 {
            XCTAssertTrue(html.contains("<a href=\"review-\(page).png\">Page \(page): review-\(page).png</a>"), html)
            let png = try Pixmap(contentsOfPNG: folder.appendingPathComponent("review-\(page).png"))
            XCTAssertLessThanOrEqual(png.width, 1400)
            XCTAssertLessThanOrEqual(png.height, 1200)
        }
        XCTAssertTrue(html.contains("Matrix · part 4 of 4 · matrix · Test Device @2x"))

        var single = PagedSheetWriter(destination: folder.appendingPathComponent("one.png"), renderer: renderer)
        try single.add(try section("Small", rows: 1, columns: 2))
        XCTAssertEqual(try single.finish().map(\.lastPathComponent), ["one.png", "one.html"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("one-1.png").path))
    }

    /// Painting in bands (rows shifted by whole pixels) and streaming them gives exactly the pixels
    /// of the one-shot render; bands of 37 rows cut through text, tiles and their rounded corners.
    func testBandedSheetEqualsOneShotRender() throws {
        let renderer = try WidgetRenderer()
        let sheet = ContactSheet(sections: [try section("Bands", rows: 2, columns: 3)])
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bands-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: url) }
        let size = try sheet.writePNG(to: url, renderer: renderer, bandRows: 37)
        let whole = try sheet.render(with: renderer)
        XCTAssertEqual([size.width, size.height], [whole.width, whole.height])
        XCTAssertEqual(try Pixmap(contentsOfPNG: url).premultipliedBytes, whole.premultipliedBytes)
    }
}
