import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// `Mask(excludingStrokeOf:)` (thin symbol weights): a fill through it equals the fill with the stroke
/// erased by destination-out in a layer, the group it replaces in the painter.
final class StrokeExclusionMaskTests: XCTestCase {
    func testFillThroughTheMaskEqualsTheFillWithTheStrokeErased() throws {
        let ring = VectorPath.shape(.circle, in: Rect(x: 6, y: 6, width: 28, height: 28))
        let style = StrokeStyleValue(width: 3, cap: .round, join: .round)
        // The group: fill, then the stroke composited destination-out.
        var group = makeCanvas(40, 40)
        group.fill(ring, paint: .color(.black))
        var eraser = makeCanvas(40, 40)
        eraser.stroke(ring, style: style, paint: .color(.black))
        group.pixmap.composite(eraser.pixmap, mode: .destinationOut, opacity: 1)
        // The mask: one fill.
        var masked = makeCanvas(40, 40)
        masked.fill(ring, paint: .color(.black),
                    mask: try Mask(excludingStrokeOf: ring, style: style, width: 40, height: 40, transform: .identity))
        // Equal up to one step of 8-bit rounding (the group rounds its intermediate layer).
        let difference = zip(group.alphas, masked.alphas).map { abs(Int($0) - Int($1)) }.max() ?? 0
        XCTAssertLessThanOrEqual(difference, 1)
        // The disc is 1.5 px thinner all round: its left edge moves from x = 6 to 7.5, so beside the
        // centre row pixel 6 is empty, pixel 7 about half covered, pixel 8 full, the centre full.
        XCTAssertEqual(masked.alpha(20, 20), 255)
        XCTAssertEqual(masked.alpha(6, 20), 0)
        XCTAssertEqual(Double(masked.alpha(7, 20)), 127.5, accuracy: 12)
        XCTAssertGreaterThanOrEqual(masked.alpha(8, 20), 250)
        XCTAssertEqual(group.alpha(6, 20), 0)
    }
}
