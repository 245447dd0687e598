import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// Strokes against hand-computed coverage. A stroke of width w covers w/2 on each side of the path
/// (CoreGraphics / SwiftUI); caps and joins follow CoreGraphics' definitions.
final class StrokeTests: XCTestCase {
    private func line(_ points: [(Double, Double)]) -> VectorPath {
        var path = VectorPath()
        for (i, p) in points.enumerated() {
            if i == 0 { path.move(to: Point(x: p.0, y: p.1)) } else { path.line(to: Point(x: p.0, y: p.1)) }
        }
        return path
    }

    private func stroked(_ path: VectorPath, _ style: StrokeStyleValue, size: Int = 12) -> Canvas {
        var canvas = makeCanvas(size, size)
        canvas.stroke(path, style: style, paint: .color(.black))
        return canvas
    }

    func testButtCapEndsExactlyAtTheEndPoints() {
        let canvas = stroked(line([(1, 5), (9, 5)]), StrokeStyleValue(width: 2, cap: .butt))
        for x in 0..<12 {
            let expected: UInt8 = (1..<9).contains(x) ? 255 : 0
            XCTAssertEqual(canvas.alpha(x, 4), expected, "x \(x)")
            XCTAssertEqual(canvas.alpha(x, 5), expected, "x \(x)")
            XCTAssertEqual(canvas.alpha(x, 3), 0)
            XCTAssertEqual(canvas.alpha(x, 6), 0)
        }
    }

    func testSquareCapExtendsHalfTheWidth() {
        let canvas = stroked(line([(1, 5), (9, 5)]), StrokeStyleValue(width: 2, cap: .square))
        XCTAssertEqual(canvas.alpha(0, 4), 255)
        XCTAssertEqual(canvas.alpha(9, 5), 255)
        XCTAssertEqual(canvas.alpha(10, 5), 0)
    }

    func testRoundCapIsAHalfDisc() {
        let canvas = stroked(line([(1, 5), (9, 5)]), StrokeStyleValue(width: 2, cap: .round))
        // Pixel [9,10)×[4,5) holds a quarter of the unit disc at (9, 5): π/4 → round(200.28) = 200.
        XCTAssertEqual(Int(canvas.alpha(9, 4)), 200, accuracy: 1)
        XCTAssertEqual(Int(canvas.alpha(0, 5)), 200, accuracy: 1)
        XCTAssertEqual(canvas.alpha(10, 4), 0)
    }

    func testMiterBevelAndRoundJoinsAtARightAngle() {
        // (2,8) → (8,8) → (8,2), width 2: the outer corner pixel [8,9)² is the join's.
        let path = line([(2, 8), (8, 8), (8, 2)])
        // Miter: the full square corner.
        XCTAssertEqual(stroked(path, StrokeStyleValue(width: 2, join: .miter)).alpha(8, 8), 255)
        // Bevel: cut by the diagonal from (9, 8) to (8, 9): half the pixel.
        XCTAssertEqual(stroked(path, StrokeStyleValue(width: 2, join: .bevel)).alpha(8, 8), 128)
        // Round: a quarter of the unit disc around (8, 8): π/4 → 200.
        XCTAssertEqual(Int(stroked(path, StrokeStyleValue(width: 2, join: .round)).alpha(8, 8)), 200, accuracy: 1)
        // The inner corner is solid and nothing leaks inside the angle.
        let miter = stroked(path, StrokeStyleValue(width: 2, join: .miter))
        XCTAssertEqual(miter.alpha(7, 7), 255)
        XCTAssertEqual(miter.alpha(6, 6), 0)
        XCTAssertEqual(miter.alpha(2, 7), 255)
        XCTAssertEqual(miter.alpha(1, 7), 0)
    }

    func testMiterLimitTurnsSharpMitersIntoBevels() {
        // A 90° turn has miter length √2 × width: limit 1.4 bevels it, limit 1.5 keeps the miter.
        let path = line([(2, 8), (8, 8), (8, 2)])
        XCTAssertEqual(stroked(path, StrokeStyleValue(width: 2, join: .miter, miterLimit: 1.4)).alpha(8, 8), 128)
        XCTAssertEqual(stroked(path, StrokeStyleValue(width: 2, join: .miter, miterLimit: 1.5)).alpha(8, 8), 255)
    }

    func testHairlineCoverageScalesWithWidth() {
        // Width 0.5 on y = 2.5 draws one device pixel (row 2) at half coverage: 128.
        let centered = stroked(line([(0, 2.5), (12, 2.5)]), StrokeStyleValue(width: 0.5))
        XCTAssertEqual(centered.alpha(5, 2), 128)
        XCTAssertEqual(centered.alpha(5, 1), 0)
        // On y = 2 the pixel-wide line straddles rows 1 and 2: each ½ × ½ → round(63.75) = 64.
        let straddling = stroked(line([(0, 2), (12, 2)]), StrokeStyleValue(width: 0.5))
        XCTAssertEqual(straddling.alpha(5, 1), 64)
        XCTAssertEqual(straddling.alpha(5, 2), 64)
    }

    func testHairlineUnderScaleUsesDeviceWidth() {
        // Width 1 at 0.25× is a quarter-pixel line: coverage ¼ of the one-pixel line.
        var canvas = makeCanvas(8, 8)
        canvas.stroke(line([(0, 10), (32, 10)]), style: StrokeStyleValue(width: 1), paint: .color(.black),
                      transform: .scale(x: 0.25, y: 0.25))
        // y = 2.5 in device space → row 2 fully inside the widened line, × 0.25 → 64.
        XCTAssertEqual(canvas.alpha(3, 2), 64)
    }

    func testDashesAlternateOnAndOff() {
        let canvas = stroked(line([(0, 5), (12, 5)]), StrokeStyleValue(width: 2, dash: [2, 2]))
        let expected: [UInt8] = [255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0]
        XCTAssertEqual((0..<12).map { canvas.alpha($0, 5) }, expected)
        // Phase 1 shifts the pattern left by one.
        let shifted = stroked(line([(0, 5), (12, 5)]), StrokeStyleValue(width: 2, dash: [2, 2], dashPhase: 1))
        XCTAssertEqual((0..<12).map { shifted.alpha($0, 5) }, [255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255])
    }

    func testInvalidDashPatternDrawsSolid() {
        // SVG: a negative length or a zero total means no dashing.
        for dash in [[-1, 2], [0, 0], [.nan, 1]] {
            let canvas = stroked(line([(0, 5), (12, 5)]), StrokeStyleValue(width: 2, dash: dash))
            XCTAssertEqual((0..<12).map { canvas.alpha($0, 5) }, [UInt8](repeating: 255, count: 12), "\(dash)")
        }
        // Ours: a pattern far finer than a pixel that would make over 100,000 dashes is drawn solid.
        let fine = stroked(line([(0, 5), (12, 5)]), StrokeStyleValue(width: 2, dash: [1e-6, 1e-6]))
        XCTAssertEqual(fine.alpha(6, 5), 255)
    }

    func testClosedRectangleStrokeHasHollowCenterAndSolidCorners() {
        let canvas = stroked(.rectangle(Rect(x: 2, y: 2, width: 8, height: 8)), StrokeStyleValue(width: 2))
        XCTAssertEqual(canvas.alpha(1, 1), 255)   // miter corner
        XCTAssertEqual(canvas.alpha(2, 2), 255)
        XCTAssertEqual(canvas.alpha(3, 3), 0)     // inside
        XCTAssertEqual(canvas.alpha(6, 6), 0)
        XCTAssertEqual(canvas.alpha(10, 6), 255)
        XCTAssertEqual(canvas.alpha(11, 6), 0)
    }

    func testRoundCappedZeroLengthSegmentIsADot() {
        var path = VectorPath()
        path.move(to: Point(x: 6, y: 6)); path.line(to: Point(x: 6, y: 6))
        let canvas = stroked(path, StrokeStyleValue(width: 4, cap: .round))
        XCTAssertEqual(canvas.alpha(5, 5), 255)
        XCTAssertEqual(canvas.alpha(2, 2), 0)
        XCTAssertEqual(stroked(path, StrokeStyleValue(width: 4, cap: .butt)).alphas.max(), 0)
    }

    func testBadWidthsDrawNothing() {
        for width in [0, -1, .nan, .infinity] {
            XCTAssertEqual(stroked(line([(0, 5), (12, 5)]), StrokeStyleValue(width: width)).alphas.max(), 0)
        }
    }

    func testStrokeWiderThanTheCurveRadiusLeavesNoHole() {
        // A circle of radius 3 stroked 10 wide is a disc of radius 8: the inner offset folds over the
        // center, which must stay covered.
        var canvas = makeCanvas(20, 20)
        canvas.stroke(.circle(in: Rect(x: 7, y: 7, width: 6, height: 6)), style: StrokeStyleValue(width: 10),
                      paint: .color(.black))
        for (x, y) in [(10, 10), (9, 9), (11, 10), (10, 12)] { XCTAssertEqual(canvas.alpha(x, y), 255, "(\(x), \(y))") }
        let area = canvas.alphas.reduce(0.0) { $0 + Double($1) / 255 }
        XCTAssertEqual(area, 64 * Double.pi, accuracy: 64 * Double.pi * 0.005)
    }

    func testRingStrokeAreaMatchesTheAnnulus() {
        // A circle of radius 20 stroked 6 wide is the annulus 17…23: area π(23² − 17²) = 240π.
        var canvas = makeCanvas(50, 50)
        canvas.stroke(.circle(in: Rect(x: 5, y: 5, width: 40, height: 40)), style: StrokeStyleValue(width: 6),
                      paint: .color(.black))
        let area = canvas.alphas.reduce(0.0) { $0 + Double($1) / 255 }
        XCTAssertEqual(area, 240 * Double.pi, accuracy: 240 * Double.pi * 0.002)
    }
}
