import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// An image drawn at its own size on whole device pixels (a 2× render in a 2× contact sheet) is
/// copied: bilinear sampling at pixel centers has zero weights, so device pixel (x, y) is image
/// pixel (x − left, y − top), clamped to the image's edges where a fill reaches past it.
final class ImageTranslationTests: XCTestCase {
    func testWholePixelDrawsCopyTheImageWithClampedEdges() throws {
        var bytes = [UInt8](repeating: 255, count: 7 * 5 * 4)
        for i in 0..<35 { bytes[4 * i] = UInt8(i * 7); bytes[4 * i + 1] = UInt8(255 - i * 3); bytes[4 * i + 2] = UInt8(i) }
        let photo = try Pixmap(width: 7, height: 5, premultipliedBytes: bytes)
        for quality in [ImageQuality.nearest, .bilinear, .mipmapped] {
            let lanesBefore = ImageShader.laneCache.statistics
            var canvas = try Canvas(width: 12, height: 9)
            // The image's rect starts at (3, 2); the fill covers the whole canvas.
            canvas.fill(.rectangle(Rect(x: 0, y: 0, width: 12, height: 9)),
                        image: photo, rect: Rect(x: 3, y: 2, width: 7, height: 5), quality: quality)
            for y in 0..<9 {
                for x in 0..<12 {
                    let source = min(max(y - 2, 0), 4) * 7 + min(max(x - 3, 0), 6)
                    let pixel = canvas.pixmap.pixel(x: x, y: y)
                    XCTAssertEqual([pixel.r, pixel.g, pixel.b, pixel.a],
                                   [UInt8(source * 7), UInt8(255 - source * 3), UInt8(source), 255], "\(quality) (\(x), \(y))")
                }
            }
            let lanesAfter = ImageShader.laneCache.statistics
            XCTAssertEqual(lanesAfter.hits + lanesAfter.misses, lanesBefore.hits + lanesBefore.misses,
                           "a copy needs no bilinear lanes")
        }
        XCTAssertNil(ImageShader.wholePixelTranslation(Transform(a: 1, b: 0, c: 0, d: 1, tx: 0.5, ty: 0)))
        XCTAssertNil(ImageShader.wholePixelTranslation(Transform(a: 1.5, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
        XCTAssertEqual(ImageShader.wholePixelTranslation(Transform(a: 1, b: 0, c: 0, d: 1, tx: -3, ty: 2)).map { [$0.dx, $0.dy] }, [-3, 2])
    }
}
