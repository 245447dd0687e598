import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// Exact area coverage: a pixel's alpha is round(covered area × 255) for a shape filled with opaque black.
final class CoverageTests: XCTestCase {
    func testHalfPixelOffsetSquareHasQuarterCornersAndHalfEdges() {
        var canvas = makeCanvas(12, 12)
        canvas.fill(.rectangle(Rect(x: 0.5, y: 0.5, width: 10, height: 10)), paint: .color(.black))
        // Corners: 0.5 × 0.5 = 25 % → round(63.75) = 64. Edges: 50 % → round(127.5) = 128. Inside: 255.
        XCTAssertEqual(canvas.alpha(0, 0), 64)
        XCTAssertEqual(canvas.alpha(10, 0), 64)
        XCTAssertEqual(canvas.alpha(0, 10), 64)
        XCTAssertEqual(canvas.alpha(10, 10), 64)
        for i in 1...9 {
            XCTAssertEqual(canvas.alpha(i, 0), 128, "top edge \(i)")
            XCTAssertEqual(canvas.alpha(0, i), 128, "left edge \(i)")
            XCTAssertEqual(canvas.alpha(10, i), 128, "right edge \(i)")
            XCTAssertEqual(canvas.alpha(i, 10), 128, "bottom edge \(i)")
            for j in 1...9 { XCTAssertEqual(canvas.alpha(i, j), 255) }
        }
        XCTAssertEqual(canvas.alpha(11, 11), 0)
        // Opaque black premultiplied: color channels stay 0.
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 5, y: 5).r, 0)
    }

    func testTriangleCutsPixelsDiagonallyInHalf() {
        // The right triangle (0,0)-(4,0)-(0,4): the diagonal x + y = 4 halves the pixels it crosses.
        var canvas = makeCanvas(4, 4)
        canvas.fill(polygon([(0, 0), (4, 0), (0, 4)]), paint: .color(.black))
        for y in 0..<4 {
            for x in 0..<4 {
                let expected: UInt8 = x + y < 3 ? 255 : (x + y == 3 ? 128 : 0)
                XCTAssertEqual(canvas.alpha(x, y), expected, "pixel (\(x), \(y))")
            }
        }
    }

    func testPixelAlignedRectangleIsExact() {
        var canvas = makeCanvas(8, 8)
        canvas.fill(.rectangle(Rect(x: 2, y: 3, width: 4, height: 2)), paint: .color(RGBA(r8: 255, g8: 0, b8: 0)))
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (2..<6).contains(x) && (3..<5).contains(y)
                let p = canvas.pixmap.premultipliedPixel(x: x, y: y)
                XCTAssertEqual(p.a, inside ? 255 : 0)
                XCTAssertEqual(p.r, inside ? 255 : 0)
            }
        }
    }

    func testEvenOddLeavesTheOverlapEmptyWhereNonZeroFillsIt() {
        // Two overlapping squares wound the same way: winding 2 in the overlap [4,6)².
        var path = VectorPath.rectangle(Rect(x: 2, y: 2, width: 4, height: 4))
        path.append(.rectangle(Rect(x: 4, y: 4, width: 4, height: 4)))
        var nonZero = makeCanvas(10, 10), evenOdd = makeCanvas(10, 10)
        nonZero.fill(path, paint: .color(.black), rule: .nonZero)
        evenOdd.fill(path, paint: .color(.black), rule: .evenOdd)
        XCTAssertEqual(nonZero.alpha(4, 4), 255)
        XCTAssertEqual(evenOdd.alpha(4, 4), 0)
        XCTAssertEqual(evenOdd.alpha(5, 5), 0)
        XCTAssertEqual(evenOdd.alpha(2, 2), 255)
        XCTAssertEqual(evenOdd.alpha(7, 7), 255)
    }

    func testHalfPixelOffsetOverlapUnderEvenOddFoldsWinding() {
        // Same squares shifted by 0.5: the overlap [4.5, 6.5)² covers ¼ of pixel (4,4) at winding 2,
        // the rest of the pixel lies in the first square only (winding 1).
        var path = VectorPath.rectangle(Rect(x: 2.5, y: 2.5, width: 4, height: 4))
        path.append(.rectangle(Rect(x: 4.5, y: 4.5, width: 4, height: 4)))
        var evenOdd = makeCanvas(10, 10)
        evenOdd.fill(path, paint: .color(.black), rule: .evenOdd)
        // Area-weighted winding 0.75·1 + 0.25·2 = 1.25 folds to 0.75: round(191.25) = 191 = exact ¾.
        XCTAssertEqual(evenOdd.alpha(4, 4), 191)
    }

    func testShapesOutsideAndAcrossTheCanvasAreClipped() {
        var canvas = makeCanvas(4, 4)
        canvas.fill(.rectangle(Rect(x: -10, y: -10, width: 12.5, height: 100)), paint: .color(.black))
        // Covers x < 2.5: columns 0, 1 full, column 2 half.
        XCTAssertEqual(canvas.alpha(0, 3), 255)
        XCTAssertEqual(canvas.alpha(1, 0), 255)
        XCTAssertEqual(canvas.alpha(2, 2), 128)
        XCTAssertEqual(canvas.alpha(3, 2), 0)
        canvas.fill(.rectangle(Rect(x: 50, y: 50, width: 10, height: 10)), paint: .color(.black))
        canvas.fill(polygon([(0, 0), (.nan, 1), (1, 1)]), paint: .color(.black))
        canvas.fill(polygon([(-1e300, 0), (1e300, 1), (1, 1e300)]), paint: .color(.black))
        canvas.fill(polygon([(-.greatestFiniteMagnitude, -.greatestFiniteMagnitude), (.greatestFiniteMagnitude, 2),
                             (1, .greatestFiniteMagnitude)]), paint: .color(.black))
        canvas.stroke(polygon([(0, -1e300), (1e300, 3), (2, 2)]), style: StrokeStyleValue(width: 3, join: .round), paint: .color(.black))
    }

    func testSlantedEdgeAcrossManyCellsCoversExactArea() {
        // A triangle (0,0)-(8,0)-(0,1): in row 0 the hypotenuse y = 1 − x/8 leaves pixel x with
        // area ((1 − x/8) + (1 − (x+1)/8)) / 2 = (15 − 2x) / 16.
        var canvas = makeCanvas(8, 1)
        canvas.fill(polygon([(0, 0), (8, 0), (0, 1)]), paint: .color(.black))
        for x in 0..<8 {
            let expected = UInt8((Double(15 - 2 * x) / 16 * 255).rounded())
            XCTAssertEqual(canvas.alpha(x, 0), expected, "pixel \(x)")
        }
    }

    func testTranslucentColorBlendsSourceOver() {
        var canvas = makeCanvas(1, 1)
        canvas.clear(.white)
        canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 1, height: 1)), paint: .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.5)))
        // src = (0,0,0,128); dst = 255 × (255 − 128) / 255 = 127.
        let p = canvas.pixmap.premultipliedPixel(x: 0, y: 0)
        XCTAssertEqual(p.r, 127)
        XCTAssertEqual(p.a, 255)
    }
}
