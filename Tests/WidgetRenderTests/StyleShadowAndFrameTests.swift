import XCTest
import WidgetRender

/// Shadowed shape styles, iOS 17 fill-then-stroke, `containerRelativeFrame` and the indeterminate
/// `ProgressView` (docs/platform.md §6 and §10), measured in pixels on a white widget, iPhone 16 at 3x.
final class StyleShadowAndFrameTests: XCTestCase {
    private func render<V: View>(_ view: V) throws -> Pixmap {
        try WidgetRenderer().render(.view(view.containerBackground(for: .widget) { Color.white }, family: .systemSmall))
    }

    private func isWhite(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 255 && p.b == 255 }

    /// Columns of the widget's middle row that are not white.
    private func inkColumns(_ pixmap: Pixmap, row: Int? = nil) -> [Int] {
        let y = row ?? pixmap.height / 2
        return (0..<pixmap.width).filter { !isWhite(pixmap.pixel(x: $0, y: y)) }
    }

    func testContainerRelativeFrameTakesPartsOfTheContentArea() throws {
        // iPhone 16 small: 158 pt, content margins 16 → a 126 pt container; two parts with 10 pt
        // between them are (126 − 10) / 2 = 58 pt = 174 px; spanning both, 126 pt = 378 px.
        let half = try render(Color.red.containerRelativeFrame(.horizontal, count: 2, spacing: 10).frame(height: 20))
        XCTAssertEqual(inkColumns(half).count, 174)
        let whole = try render(Color.red.containerRelativeFrame(.horizontal, count: 2, span: 2, spacing: 10).frame(height: 20))
        XCTAssertEqual(inkColumns(whole).count, 378)
    }

    func testFillThenStrokeDrawsBoth() throws {
        let pixmap = try render(Rectangle().fill(Color(red: 0, green: 0, blue: 1)).stroke(Color(red: 1, green: 0, blue: 0), lineWidth: 4)
            .frame(width: 60, height: 60))
        let columns = inkColumns(pixmap)
        let y = pixmap.height / 2
        let left = pixmap.pixel(x: try XCTUnwrap(columns.first) + 1, y: y), center = pixmap.pixel(x: pixmap.width / 2, y: y)
        XCTAssertEqual([left.r, left.g, left.b], [255, 0, 0], "the stroke on the edge")
        XCTAssertEqual([center.r, center.g, center.b], [0, 0, 255], "the fill inside")
        // The stroke is centered on the outline: 2 pt of it lie outside the 60 pt square (64 pt = 192 px).
        XCTAssertEqual(columns.count, 192)
    }

    func testDropShadowStyleDarkensBelowTheShape() throws {
        let plain = try render(Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 40, height: 40))
        let shadowed = try render(Rectangle().fill(Color(red: 0, green: 0, blue: 1).shadow(.drop(color: .black, radius: 4, y: 6)))
            .frame(width: 40, height: 40))
        // Just below the square (its bottom edge at the center + 20 pt), the shadow (offset 6 pt) is gray.
        let x = plain.width / 2, y = plain.height / 2 + 63
        XCTAssertTrue(isWhite(plain.pixel(x: x, y: y)))
        let p = shadowed.pixel(x: x, y: y)
        XCTAssertTrue(p.r < 200 && p.r == p.g && p.g == p.b, "gray shadow: \(p)")
    }

    func testInnerShadowDarkensInsideTheEdgeOnly() throws {
        let pixmap = try render(Rectangle().fill(Color.white.shadow(.inner(color: .black, radius: 3)))
            .frame(width: 60, height: 60))
        let y = pixmap.height / 2
        let columns = inkColumns(pixmap)
        // The 60 pt = 180 px square is centered: columns 147…326. The shadow stays inside it, darkest
        // at the edge and gone within about 3σ (σ = radius ÷ 2 = 1.5 pt = 4.5 px) of it, so the
        // white fill shows in the middle.
        let left = (pixmap.width - 180) / 2
        XCTAssertEqual(columns.first, left)
        XCTAssertEqual(columns.last, left + 179)
        XCTAssertLessThan(columns.count, 40)
        let edge = pixmap.pixel(x: left, y: y), middle = pixmap.pixel(x: pixmap.width / 2, y: y)
        XCTAssertLessThan(edge.r, 160)
        XCTAssertTrue(isWhite(middle))
    }

    func testTextTakesTheForegroundStylesDropShadow() throws {
        let plain = try render(Text("Hi").font(.largeTitle).foregroundStyle(Color.white))
        let shadowed = try render(Text("Hi").font(.largeTitle).foregroundStyle(Color.white.shadow(.drop(color: .black, radius: 2))))
        XCTAssertEqual(inkColumns(plain).count, 0, "white text on white")
        XCTAssertGreaterThan(inkColumns(shadowed).count, 20, "the shadow outlines the glyph stems the row crosses")
    }

    func testIndeterminateProgressViewIsASpinner() throws {
        let pixmap = try render(ProgressView().tint(Color(red: 1, green: 0, blue: 0)))
        // 20 pt = 60 px across; eight spokes, the one at 12 o'clock opaque red.
        let middle = (pixmap.width / 2 - 40)..<(pixmap.width / 2 + 40)  // away from the transparent corners
        let rows = (0..<pixmap.height).filter { y in middle.contains { !isWhite(pixmap.pixel(x: $0, y: y)) } }
        let top = try XCTUnwrap(rows.first), bottom = try XCTUnwrap(rows.last)
        XCTAssertEqual(bottom - top + 1, 57, accuracy: 3, "1 pt inside the 20 pt frame at the top and bottom")
        let p = pixmap.pixel(x: pixmap.width / 2, y: top + 6)
        XCTAssertEqual([p.r, p.g, p.b], [255, 0, 0])
        // A linear indeterminate view is an empty track (no fill): the tint at 30 % over white.
        let bar = try render(ProgressView().progressViewStyle(.linear).tint(Color(red: 1, green: 0, blue: 0)).frame(width: 100))
        let q = bar.pixel(x: bar.width / 2, y: bar.height / 2)
        XCTAssertEqual(Int(q.r), 255)
        XCTAssertEqual(Int(q.g), 179, accuracy: 1, "0.7 × 255 = 178.5 (red at 30 % over white)")
        XCTAssertEqual(q.g, q.b)
    }
}
