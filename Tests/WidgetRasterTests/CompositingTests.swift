import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// Clip masks, layers (group opacity), blur and shadows.
final class CompositingTests: XCTestCase {
    private let full = VectorPath.rectangle(Rect(x: 0, y: 0, width: 10, height: 10))

    func testMaskClipsAndIntersects() throws {
        let left = try Mask(path: .rectangle(Rect(x: 0, y: 0, width: 4.5, height: 10)), width: 10, height: 10)
        let top = try Mask(path: .rectangle(Rect(x: 0, y: 0, width: 10, height: 5)), width: 10, height: 10)
        var canvas = makeCanvas(10, 10)
        canvas.fill(full, paint: .color(.black), mask: left)
        XCTAssertEqual(canvas.alpha(3, 8), 255)
        XCTAssertEqual(canvas.alpha(4, 8), 128)   // the mask's half-covered column
        XCTAssertEqual(canvas.alpha(5, 8), 0)
        let both = try XCTUnwrap(left.intersected(with: top))
        var clipped = makeCanvas(10, 10)
        clipped.fill(full, paint: .color(.black), mask: both)
        XCTAssertEqual(clipped.alpha(1, 1), 255)
        XCTAssertEqual(clipped.alpha(1, 6), 0)
        XCTAssertEqual(clipped.alpha(6, 1), 0)
        XCTAssertEqual(clipped.alpha(4, 2), 128)
        // A half mask times half coverage: ½ × ½ → mul255(128, 128) = 64.
        var quarter = makeCanvas(10, 10)
        quarter.fill(.rectangle(Rect(x: 4, y: 0.5, width: 1, height: 1)), paint: .color(.black), mask: left)
        XCTAssertEqual(quarter.alpha(4, 0), 64)
    }

    func testMaskSizeErrors() {
        XCTAssertThrowsError(try Mask(path: full, width: 0, height: 10))
        XCTAssertNil(try Mask(path: full, width: 4, height: 4).intersected(with: Mask(path: full, width: 5, height: 5)))
    }

    func testGroupOpacityFadesOverlapsOnce() {
        // Two overlapping opaque squares in one layer at 50 %: the overlap is 128 like the rest
        // (fading each square separately would give 191 there).
        var layer = makeCanvas(10, 10).makeLayer()
        layer.fill(.rectangle(Rect(x: 0, y: 0, width: 6, height: 6)), paint: .color(.black))
        layer.fill(.rectangle(Rect(x: 3, y: 3, width: 6, height: 6)), paint: .color(.black))
        var canvas = makeCanvas(10, 10)
        canvas.drawLayer(layer.pixmap, opacity: 0.5)
        XCTAssertEqual(canvas.alpha(1, 1), 128)
        XCTAssertEqual(canvas.alpha(4, 4), 128)
        XCTAssertEqual(canvas.alpha(9, 0), 0)
    }

    func testBlurKeepsTotalAlphaAndSpreads() throws {
        var canvas = makeCanvas(40, 40)
        canvas.fill(.rectangle(Rect(x: 15, y: 15, width: 10, height: 10)), paint: .color(.black))
        let blurred = canvas.pixmap.blurred(radius: 3)
        func total(_ p: Pixmap) -> Int { stride(from: 3, to: p.premultipliedBytes.count, by: 4).reduce(0) { $0 + Int(p.premultipliedBytes[$1]) } }
        // 100 px × 255 = 25,500; per-pass rounding may move it by well under 1 %.
        XCTAssertEqual(Double(total(blurred)), 25_500, accuracy: 25_500 * 0.005)
        XCTAssertLessThan(blurred.premultipliedPixel(x: 15, y: 15).a, 255)
        XCTAssertGreaterThan(blurred.premultipliedPixel(x: 13, y: 20).a, 0)
        // Symmetric: left and right, top and bottom mirror each other.
        XCTAssertEqual(blurred.premultipliedPixel(x: 12, y: 20).a, blurred.premultipliedPixel(x: 27, y: 20).a)
        XCTAssertEqual(blurred.premultipliedPixel(x: 20, y: 12).a, blurred.premultipliedPixel(x: 20, y: 27).a)
        XCTAssertEqual(canvas.pixmap.blurred(radius: 0), canvas.pixmap)
    }

    func testBoxSizesMatchTheGaussianVariance() {
        // Three boxes of widths w have variance Σ (w² − 1) / 12; it should be close to σ².
        for sigma in [1.0, 2.5, 6.0, 20.0] {
            let variance = BoxBlur.boxSizes(sigma: sigma).reduce(0.0) { $0 + Double($1 * $1 - 1) / 12 }
            XCTAssertEqual(variance, sigma * sigma, accuracy: sigma * sigma * 0.2 + 0.5, "σ \(sigma)")
        }
    }

    func testShadowIsTintedOffsetAlphaBeneathTheContent() {
        var layer = makeCanvas(10, 10)
        layer.fill(.rectangle(Rect(x: 2, y: 2, width: 3, height: 3)), paint: .color(.white))
        var canvas = makeCanvas(10, 10)
        canvas.drawLayer(layer.pixmap, shadow: Shadow(color: RGBA(red: 0, green: 0, blue: 0, alpha: 0.5),
                                                      radius: 0, offset: Point(x: 2, y: 1)))
        XCTAssertEqual(canvas.pixmap.premultipliedPixel(x: 3, y: 3).r, 255)   // content on top
        let shadowOnly = canvas.pixmap.premultipliedPixel(x: 6, y: 5)         // (4, 4) moved by (2, 1)
        XCTAssertEqual(shadowOnly.a, 128)
        XCTAssertEqual(shadowOnly.r, 0)
        XCTAssertEqual(canvas.alpha(7, 5), 0)
    }
}
