import XCTest
import WidgetRender
import WidgetRaster
import WidgetPaint

/// The painter draws a display list at any device scale: the pixmap is ceil(points × scale) on
/// each side, and an op's frame covers exactly frame × scale pixels (hand-computed below).
final class PainterScaleTests: XCTestCase {
    func testOpsLandOnTheirScaledPixelsAt1x2xAnd3x() throws {
        let square = ShapeOp(frame: Rect(x: 20, y: 10, width: 10, height: 10), kind: .rectangle,
                             fill: .color(RGBA(red: 1, green: 0, blue: 0)), stroke: nil, trimFrom: nil, trimTo: nil,
                             evenOddFill: false, group: .default)
        let list = DisplayList(size: Size(width: 50.5, height: 40), cornerRadius: 0, items: [.shape(square)])
        let painter = DisplayListPainter(fonts: try WidgetRenderer().fonts)
        for scale in [1.0, 2.0, 3.0] {
            let pixmap = try painter.paint(list, images: [:], scale: scale)
            XCTAssertEqual(pixmap.width, Int((50.5 * scale).rounded(.up)), "width at \(scale)×")
            XCTAssertEqual(pixmap.height, Int(40 * scale), "height at \(scale)×")
            let s = Int(scale)
            // Inside: the square's first and last pixel; outside: one pixel beyond each edge.
            XCTAssertEqual(pixmap.pixel(x: 20 * s, y: 10 * s).r, 255)
            XCTAssertEqual(pixmap.pixel(x: 30 * s - 1, y: 20 * s - 1).a, 255)
            XCTAssertEqual(pixmap.pixel(x: 20 * s - 1, y: 10 * s).a, 0)
            XCTAssertEqual(pixmap.pixel(x: 30 * s, y: 20 * s - 1).a, 0)
            XCTAssertEqual(pixmap.pixel(x: 20 * s, y: 20 * s).a, 0)
        }
    }
}
