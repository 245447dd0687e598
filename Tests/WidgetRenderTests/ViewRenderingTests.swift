import XCTest
import Foundation
import WidgetRender

/// A view rendered on its own (`render(_:size:scale:environment:)`), `ImageRenderer`, and the
/// UIKit image data calls (`cgImage`, `pngData()`, `jpegData(compressionQuality:)`).
final class ViewRenderingTests: XCTestCase {
    private func rgba(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = pixmap.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    // System blue in the light appearance of iOS 26 is (0, 136, 255) (docs/platform.md §10b).
    private let blue: [UInt8] = [0, 136, 255, 255]
    private let clear: [UInt8] = [0, 0, 0, 0]

    func testSizeThatFitsIsTheIdealSizeTimesTheScale() throws {
        let pixmap = try WidgetRenderer().render(.view(Color.blue.frame(width: 10, height: 5), size: .sizeThatFits, scale: 2))
        XCTAssertEqual([pixmap.width, pixmap.height], [20, 10])
        XCTAssertEqual(rgba(pixmap, 0, 0), blue)
        XCTAssertEqual(rgba(pixmap, 19, 9), blue)
    }

    func testFixedSizeCentersTheViewOnATransparentCanvas() throws {
        // A 4 × 4 pt square in a 10 × 10 pt canvas at 1x sits at (3, 3)…(6, 6): (10 − 4) / 2 = 3.
        let pixmap = try WidgetRenderer().render(.view(Color.blue.frame(width: 4, height: 4), size: .fixed(width: 10, height: 10), scale: 1))
        XCTAssertEqual([pixmap.width, pixmap.height], [10, 10])
        XCTAssertEqual(rgba(pixmap, 2, 2), clear)
        XCTAssertEqual(rgba(pixmap, 3, 3), blue)
        XCTAssertEqual(rgba(pixmap, 6, 6), blue)
        XCTAssertEqual(rgba(pixmap, 7, 7), clear)
    }

    func testTheEnvironmentReachesTheView() throws {
        // System blue in the dark appearance is (10, 132, 255).
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        let pixmap = try WidgetRenderer().render(.view(Color.blue.frame(width: 2, height: 2), size: .sizeThatFits, scale: 1,
                                                 environment: environment))
        XCTAssertEqual(rgba(pixmap, 0, 0), [0, 145, 255, 255])
    }

    func testAFractionalIdealSizeIsRoundedUpToWholePixels() throws {
        // 2.5 pt at 1x needs 3 pixels; the view is centered, so its edges are half covered.
        let pixmap = try WidgetRenderer().render(.view(Color.blue.frame(width: 2.5, height: 1), size: .sizeThatFits, scale: 1))
        XCTAssertEqual([pixmap.width, pixmap.height], [3, 1])
    }

    func testNothingToDrawIsAClearError() {
        XCTAssertThrowsError(try WidgetRenderer().render(.view(EmptyView(), size: .sizeThatFits))) { error in
            XCTAssertEqual("\(error)", "the view chooses 0.0×0.0 pt: nothing to draw")
        }
        XCTAssertThrowsError(try WidgetRenderer().render(.view(Color.blue, size: .fixed(width: 0, height: 10)))) { error in
            XCTAssertEqual("\(error)", "a fixed size of 0.0×10.0 pt must be finite and positive")
        }
    }

    @MainActor
    func testImageRendererDrawsTheContentAtItsScale() throws {
        let renderer = ImageRenderer(content: Color.blue.frame(width: 3, height: 2))
        renderer.scale = 2
        let image = try XCTUnwrap(renderer.cgImage)
        XCTAssertEqual([image.width, image.height], [6, 4])
        XCTAssertEqual(rgba(image.pixmap, 5, 3), blue)
        // The UIImage keeps the scale: drawn at 3 × 2 pt, its pixels are the same.
        let pixels = try XCTUnwrap(renderer.uiImage?.cgImage)
        XCTAssertEqual(pixels.pixmap, image.pixmap)
    }

    @MainActor
    func testAnOpaqueImageRendererDrawsOverBlack() throws {
        // Blue at 50 % opacity over black: premultiplied (0, 61, 128) with alpha 128 becomes opaque.
        let renderer = ImageRenderer(content: Color.blue.opacity(0.5).frame(width: 1, height: 1))
        renderer.isOpaque = true
        let image = try XCTUnwrap(renderer.cgImage)
        let pixel = image.pixmap.premultipliedBytes
        XCTAssertEqual(pixel[3], 255)
        XCTAssertEqual(pixel[0], 0)
        XCTAssertEqual(Int(pixel[2]), 128, accuracy: 1)
    }

    func testPNGAndJPEGDataOfPixels() throws {
        let orange: [UInt8] = [255, 128, 0, 255]
        let pixmap = try Pixmap(width: 2, height: 2, premultipliedBytes: orange + orange + orange + orange)
        let image = UIImage(cgImage: CGImage(pixmap: pixmap))
        let png = try XCTUnwrap(image.pngData())
        XCTAssertEqual(try XCTUnwrap(UIImage(data: png)?.cgImage).pixmap, pixmap)
        let jpeg = try XCTUnwrap(image.jpegData(compressionQuality: 1))
        XCTAssertEqual(Array(jpeg.prefix(3)), [0xFF, 0xD8, 0xFF])
        let decoded = try XCTUnwrap(UIImage(data: jpeg)?.cgImage)
        XCTAssertEqual([decoded.width, decoded.height], [2, 2])
        // Same pixels, same bytes: the encoder is deterministic.
        XCTAssertEqual(image.jpegData(compressionQuality: 1), jpeg)
    }

    func testImagesWithoutStandalonePixelsGiveNil() {
        XCTAssertNil(UIImage(systemName: "star")?.pngData())
        XCTAssertNil(UIImage().cgImage)
        XCTAssertNil(UIImage(named: "no-such-image-anywhere")?.jpegData(compressionQuality: 0.8))
    }

    func testGraphicsImageRendererFillsWithTheCurrentColor() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        let pixels = try XCTUnwrap(image.cgImage).pixmap
        XCTAssertEqual([pixels.width, pixels.height], [2, 2])
        XCTAssertEqual(rgba(pixels, 0, 1), blue)
        XCTAssertEqual(rgba(pixels, 1, 1), clear)
        // Outside a renderer's closure there is no current context: nothing is recorded anywhere.
        UIColor.systemRed.setFill()
    }

    func testGraphicsImageRendererDrawsAnImageScaledIntoARect() throws {
        let orange: [UInt8] = [255, 128, 0, 255]
        let dot = UIImage(cgImage: CGImage(pixmap: try Pixmap(width: 1, height: 1, premultipliedBytes: orange)))
        let format = dot.imageRendererFormat
        XCTAssertEqual(format.scale, 1)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).image { _ in
            dot.draw(in: CGRect(x: 0, y: 0, width: 3, height: 3))
        }
        let pixels = try XCTUnwrap(image.cgImage).pixmap
        XCTAssertEqual(rgba(pixels, 1, 1), orange)
        XCTAssertEqual(rgba(pixels, 2, 2), orange)
    }
}

/// `Device(id:…)`: a screen of one's own.
final class CustomDeviceTests: XCTestCase {
    func testACustomDeviceRendersItsSizesAtItsScale() throws {
        let device = try Device(id: "kiosk-1", scale: 2, familySizes: [.systemSmall: CGSize(width: 100, height: 80)],
                                screenSize: CGSize(width: 800, height: 600), cornerRadius: 0,
                                contentMargins: EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        XCTAssertEqual(device.families, [.systemSmall])
        // What went in comes back in the same (Apple's) vocabulary.
        XCTAssertEqual(device.screenSize, CGSize(width: 800, height: 600))
        XCTAssertEqual(device.familySizes, [.systemSmall: CGSize(width: 100, height: 80)])
        XCTAssertEqual(try device.size(of: .systemSmall), CGSize(width: 100, height: 80))
        XCTAssertEqual(device.contentMargins(of: .systemSmall), EdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        let view = Color.blue.containerBackground(for: .widget) { Color.white }
        let pixmap = try WidgetRenderer().render(.view(view, family: .systemSmall, device: device))
        XCTAssertEqual([pixmap.width, pixmap.height], [200, 160])
        // Corner radius 0: the corner pixel is the white container background; the 4 pt margin
        // (8 px at 2x) is white too, and the content (blue) starts at pixel 8.
        let corner = pixmap.pixel(x: 0, y: 0), margin = pixmap.pixel(x: 7, y: 7), content = pixmap.pixel(x: 8, y: 8)
        XCTAssertEqual([corner.r, corner.g, corner.b, corner.a], [255, 255, 255, 255])
        XCTAssertEqual([margin.r, margin.g, margin.b], [255, 255, 255])
        XCTAssertEqual([content.r, content.g, content.b], [0, 136, 255])
        // Without the overrides the platform's are used: iOS corners are 22 pt, so the corner is clear.
        let rounded = try Device(id: "kiosk-2", scale: 2, familySizes: [.systemSmall: CGSize(width: 100, height: 80)])
        XCTAssertEqual(try WidgetRenderer().render(.view(view, family: .systemSmall, device: rounded)).pixel(x: 0, y: 0).a, 0)
    }

    func testBadValuesAreOneLine() {
        XCTAssertThrowsError(try Device(id: "../x", scale: 2, familySizes: [.systemSmall: CGSize(width: 1, height: 1)])) {
            XCTAssertEqual("\($0)", "device '../x': the id may hold only letters, digits, '-', '_' and '.', and must not start with '.'")
        }
        XCTAssertThrowsError(try Device(id: "d", scale: 2, familySizes: [.systemMedium: CGSize(width: 0, height: 10)])) {
            XCTAssertEqual("\($0)", "device 'd': systemMedium is 0.0×10.0 pt; sizes must be finite and positive")
        }
        XCTAssertThrowsError(try Device(id: "d", scale: .nan, familySizes: [.systemSmall: CGSize(width: 1, height: 1)]))
        XCTAssertThrowsError(try Device(id: "d", scale: 2, familySizes: [:]))
    }
}
