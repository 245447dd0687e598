import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// Image sampling: bilinear between pixel centers, nearest for `.nearest`, mipmaps against aliasing.
final class ImageTests: XCTestCase {
    /// Opaque gray pixels from a list of levels (premultiplied = straight when opaque).
    private func grayImage(_ width: Int, _ height: Int, _ level: (Int, Int) -> UInt8) -> Pixmap {
        var bytes: [UInt8] = []
        for y in 0..<height { for x in 0..<width { let v = level(x, y); bytes += [v, v, v, 255] } }
        guard let pixmap = try? Pixmap(width: width, height: height, premultipliedBytes: bytes) else { fatalError("test image") }
        return pixmap
    }

    func testBilinearUpscaleInterpolatesBetweenPixelCenters() {
        // Black, white drawn 4 px wide: device centers map to image x 0.25, 0.75, 1.25, 1.75;
        // relative to pixel centers −0.25 (clamped: black), 0.25 (¼ white = 64), 0.75 (191), 1.25 (white).
        let image = grayImage(2, 1) { x, _ in x == 0 ? 0 : 255 }
        var canvas = makeCanvas(4, 1)
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 4, height: 1), quality: .bilinear)
        XCTAssertEqual((0..<4).map { canvas.pixmap.premultipliedPixel(x: $0, y: 0).r }, [0, 64, 191, 255])
    }

    func testNearestKeepsPixelsCrisp() {
        let image = grayImage(2, 1) { x, _ in x == 0 ? 0 : 255 }
        var canvas = makeCanvas(4, 1)
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 4, height: 1), quality: .nearest)
        XCTAssertEqual((0..<4).map { canvas.pixmap.premultipliedPixel(x: $0, y: 0).r }, [0, 0, 255, 255])
    }

    func testFourTimesDownscaledCheckerboardIsUniformGray() {
        // A 1-px checkerboard averages to 127.5 over any 4×4 block; mipmaps give 128 everywhere.
        let checker = grayImage(64, 64) { x, y in (x + y) % 2 == 0 ? 0 : 255 }
        var canvas = makeCanvas(16, 16)
        canvas.drawImage(checker, in: Rect(x: 0, y: 0, width: 16, height: 16), quality: .mipmapped)
        let reds = (0..<16).flatMap { y in (0..<16).map { canvas.pixmap.premultipliedPixel(x: $0, y: y).r } }
        XCTAssertEqual(reds.min(), 128)
        XCTAssertEqual(reds.max(), 128)
        // Plain bilinear at a non-integer ratio (64 → 12) aliases: each sample mixes just two pixels,
        // in proportions that wander across the row. Mipmaps keep it flat.
        var aliased = makeCanvas(12, 12), smooth = makeCanvas(12, 12)
        aliased.drawImage(checker, in: Rect(x: 0, y: 0, width: 12, height: 12), quality: .bilinear)
        smooth.drawImage(checker, in: Rect(x: 0, y: 0, width: 12, height: 12), quality: .mipmapped)
        let aliasedReds = (0..<12).map { Int(aliased.pixmap.premultipliedPixel(x: $0, y: 3).r) }
        let smoothReds = (0..<12).map { Int(smooth.pixmap.premultipliedPixel(x: $0, y: 3).r) }
        XCTAssertGreaterThan(aliasedReds.max()! - aliasedReds.min()!, 40)
        XCTAssertLessThanOrEqual(smoothReds.max()! - smoothReds.min()!, 2)
    }

    func testFiveTimesDownscaleStaysNearGray() {
        // 300 → 60 px, the brief's case: no sample may stray far from the mean.
        let checker = grayImage(300, 300) { x, y in (x / 2 + y / 2) % 2 == 0 ? 0 : 255 }
        var canvas = makeCanvas(60, 60)
        canvas.drawImage(checker, in: Rect(x: 0, y: 0, width: 60, height: 60))
        let reds = (0..<60).flatMap { y in (0..<60).map { Int(canvas.pixmap.premultipliedPixel(x: $0, y: y).r) } }
        XCTAssertLessThanOrEqual(reds.max()! - reds.min()!, 8)
        XCTAssertEqual(Double(reds.reduce(0, +)) / Double(reds.count), 127.5, accuracy: 2)
    }

    func testImageOpacityAndEdgeCoverage() {
        let white = grayImage(2, 2) { _, _ in 255 }
        var canvas = makeCanvas(4, 4)
        canvas.drawImage(white, in: Rect(x: 0.5, y: 0, width: 2, height: 4), opacity: 0.5)
        XCTAssertEqual(canvas.alpha(0, 1), 64)   // half covered × half opacity
        XCTAssertEqual(canvas.alpha(1, 1), 128)
        XCTAssertEqual(canvas.alpha(3, 1), 0)
    }
}
