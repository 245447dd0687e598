import XCTest
import WidgetGeometry
import WidgetText
import WidgetRaster
import WidgetDisplayList
import WidgetPaint

/// A template image is its coverage filled with its paint (`DisplayListPainter.paintImage`): a solid
/// paint colors every covered pixel, and a gradient runs across the image, as
/// `Image(systemName:).foregroundStyle(LinearGradient(…))` draws on iOS.
final class TemplateImagePixelTests: XCTestCase {
    typealias F = ListFixtures
    let painter: DisplayListPainter = { (try? DisplayListPainter(fonts: FontCatalog.bundled()))! }()

    /// Row 2 of a 4 × 4 template image drawn 1:1 with `paint`, as premultiplied bytes per pixel.
    func row(_ paint: Paint, imageAlpha: UInt8) throws -> [[UInt8]] {
        let pixel: [UInt8] = [imageAlpha, imageAlpha, imageAlpha, imageAlpha]
        let mask = try Pixmap(width: 4, height: 4, premultipliedBytes: Array([[UInt8]](repeating: pixel, count: 16).joined()))
        let pixels = try painter.paint(F.list([F.image(template: paint)]), images: ["photo": mask], scale: 1)
        return (0..<4).map { x in
            let p = pixels.premultipliedPixel(x: x, y: 2)
            return [p.r, p.g, p.b, p.a]
        }
    }

    /// Red (255, 0, 0) → blue (0, 0, 255) from x = 0 to x = 4, read at pixel centers x + 0.5:
    /// t = 0.125, 0.375, 0.625, 0.875 → red 255 × (1 − t) = 223.1, 159.4, 95.6, 31.9 and blue
    /// 255 × t = 31.9, 95.6, 159.4, 223.1, rounded to nearest. A mean of the stops would give
    /// (128, 0, 128) everywhere.
    func testAGradientRunsAcrossTheImage() throws {
        let gradient = Paint.linearGradient(stops: [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0),
                                                   GradientStop(color: RGBA(red: 0, green: 0, blue: 1), location: 1)],
                                            start: Point(x: 0, y: 0), end: Point(x: 4, y: 0))
        XCTAssertEqual(try row(gradient, imageAlpha: 255),
                       [[223, 0, 32, 255], [159, 0, 96, 255], [96, 0, 159, 255], [32, 0, 223, 255]])
        // At image alpha 128 every channel scales by 128/255: 223 → 111.9 → 112, 32 → 16.06 → 16,
        // 159 → 79.8 → 80, 96 → 48.2 → 48.
        XCTAssertEqual(try row(gradient, imageAlpha: 128),
                       [[112, 0, 16, 128], [80, 0, 48, 128], [48, 0, 80, 128], [16, 0, 112, 128]])
    }

    /// A solid template colors the coverage: orange (255, 149, 0) at image alpha 128 premultiplies
    /// to (128, 74.8 → 75, 0, 128).
    func testASolidTemplateColorsTheCoverage() throws {
        let orange = Paint.color(RGBA(red: 1, green: 149.0 / 255, blue: 0))
        XCTAssertEqual(try row(orange, imageAlpha: 128), [[UInt8]](repeating: [128, 75, 0, 128], count: 4))
    }
}
