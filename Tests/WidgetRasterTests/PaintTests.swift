import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// Gradient values at hand-computed positions. Pixels are sampled at their centers; a location t
/// gives round(t × 255) for a black → white gradient (256-entry table, one entry per output level).
final class PaintTests: XCTestCase {
    private let blackToWhite = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)]

    private func painted(_ paint: Paint, _ w: Int, _ h: Int) -> Canvas {
        var canvas = makeCanvas(w, h)
        canvas.fill(.rectangle(Rect(x: 0, y: 0, width: Double(w), height: Double(h))), paint: paint)
        return canvas
    }

    func testLinearGradientMidpointIsExactlyHalfGray() {
        let canvas = painted(.linearGradient(stops: blackToWhite, start: Point(x: 0, y: 0), end: Point(x: 11, y: 0)), 11, 1)
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 5, y: 0).r, 128)   // t = 5.5 / 11 = 0.5
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 0, y: 0).r, 12)    // t = 0.5 / 11 → 11.6 → 12
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 10, y: 0).r, 243)  // t = 10.5 / 11 → 243.4
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 10, y: 0).a, 255)
    }

    func testLinearGradientPadsBeyondItsEnds() {
        let canvas = painted(.linearGradient(stops: blackToWhite, start: Point(x: 4, y: 0), end: Point(x: 6, y: 0)), 10, 1)
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 0, y: 0).r, 0)
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 9, y: 0).r, 255)
    }

    func testGradientInterpolatesStraightColorsThenPremultiplies() {
        // Clear black → opaque white: halfway is straight (0.5, 0.5, 0.5, 0.5), premultiplied 0.25 → 64.
        // (Interpolating premultiplied values would give 128 instead.)
        let stops = [GradientStop(color: .clear, location: 0), GradientStop(color: .white, location: 1)]
        let canvas = painted(.linearGradient(stops: stops, start: Point(x: 0, y: 0), end: Point(x: 11, y: 0)), 11, 1)
        let p = canvas.pixmap.premultipliedPixel(x: 5, y: 0)
        XCTAssertEqual(p.a, 128)
        XCTAssertEqual(p.r, 64)
    }

    func testThreeStopGradientAndVerticalDirection() {
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 0.5),
                     GradientStop(color: .black, location: 1)]
        let canvas = painted(.linearGradient(stops: stops, start: Point(x: 0, y: 0), end: Point(x: 0, y: 8)), 1, 8)
        // Row y has t = (y + 0.5) / 8, quantized to the table entry round(t × 255); the color rises
        // to white at t = 0.5 and falls back: rows 0 and 7 use entries 16 and 239, giving 2 × 16 = 32.
        let expected = (0..<8).map { y -> UInt8 in
            let t = (Double(y) + 0.5) / 8
            let index = (t * 255).rounded()
            let u = index / 255
            return UInt8(((u <= 0.5 ? u / 0.5 : (1 - u) / 0.5) * 255).rounded())
        }
        XCTAssertEqual((0..<8).map { canvas.pixmap.premultipliedPixel(x: 0, y: $0).r }, expected)
    }

    func testRadialGradientByDistance() {
        let paint = Paint.radialGradient(stops: blackToWhite, center: Point(x: 5.5, y: 5.5), startRadius: 0, endRadius: 5)
        let canvas = painted(paint, 11, 11)
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 5, y: 5).r, 0)      // distance 0
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 8, y: 5).r, 153)    // distance 3 → 0.6 × 255
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 5, y: 1).r, 204)    // distance 4 → 0.8 × 255
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 0, y: 0).r, 255)    // beyond: padded
    }

    func testAngularGradientRunsClockwiseFromPositiveX() {
        let paint = Paint.angularGradient(stops: blackToWhite, center: Point(x: 5, y: 5.5), startAngle: 0, endAngle: 360)
        let canvas = painted(paint, 11, 11)
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 8, y: 5).r, 0)      // angle 0
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 2, y: 5).r, 128)    // angle π → 0.5
        // Pixel (5, 8): offset (0.5, 3) is below the center: atan2(3, 0.5) = 1.4056 → t 0.2237 → 57.
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 5, y: 8).r, 57)
    }

    func testAngularGradientGapTakesTheNearerEndColor() {
        // Span 0…π (the lower half on screen); the upper half is the gap, split at 3π/2 (straight up).
        let paint = Paint.angularGradient(stops: blackToWhite, center: Point(x: 5.5, y: 5.5), startAngle: 0, endAngle: 180)
        let canvas = painted(paint, 11, 11)
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 2, y: 2).r, 255)  // up-left (5π/4): end color
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 8, y: 2).r, 0)    // up-right (7π/4): start color
    }

    func testSolidOpacityAndBadPaintsAreSafe() {
        let half = painted(.color(.black), 2, 2)
        XCTAssertEqual(half.alpha(0, 0), 255)
        var canvas = makeCanvas(4, 4)
        canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .color(.black), opacity: 0.5)
        XCTAssertEqual(canvas.alpha(1, 1), 128)
        canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .linearGradient(stops: [], start: .zero, end: .zero))
        canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 4, height: 4)), paint: .color(.black), transform: .scale(x: 0, y: 0))
        XCTAssertEqual(canvas.alpha(1, 1), 128)
    }
}
