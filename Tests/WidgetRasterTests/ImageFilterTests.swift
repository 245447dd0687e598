import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// The per-pixel rules of accented and vibrant rendering (docs/platform.md §1, §2), hand-computed.
/// (200, 100, 50): L = 0.2125·200 + 0.7154·100 + 0.0721·50 = 117.645 (of 255).
final class ImageFilterTests: XCTestCase {
    private func onePixel(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) throws -> Pixmap {
        // Premultiplied input: for an opaque pixel the bytes are the color itself.
        try Pixmap(width: 1, height: 1, premultipliedBytes: [r, g, b, a])
    }

    private func straight(_ pixmap: Pixmap) -> [UInt8] {
        let p = pixmap.pixel(x: 0, y: 0)
        return [p.r, p.g, p.b, p.a]
    }

    /// §2 `.desaturated` on the default group (white): alpha = round(117.645) = 118.
    func testDesaturatedTreatmentGivesWhiteWithLuminanceAlpha() throws {
        let out = try onePixel(200, 100, 50, 255).colorized(.white, byLuminance: true)
        XCTAssertEqual(straight(out), [255, 255, 255, 118])
    }

    /// §2 `.accentedDesaturated` on a blue watch face (#007AFF): the face blue with the same alpha.
    func testAccentedDesaturatedGivesTheFaceColorWithLuminanceAlpha() throws {
        let blue = RGBA(r8: 0x00, g8: 0x7A, b8: 0xFF)
        let out = try onePixel(200, 100, 50, 255).colorized(blue, byLuminance: true)
        // Premultiplied: 122 × 118 / 255 = 56.45 → 56, 255 × 118 / 255 = 118; unpremultiplied back:
        // 56 × 255 / 118 = 121.0 → 121, 118 × 255 / 118 = 255.
        XCTAssertEqual(out.premultipliedPixel(x: 0, y: 0).a, 118)
        XCTAssertEqual(straight(out), [0, 121, 255, 118])
    }

    /// §2 `nil` / `.accented`: a silhouette keeps the source alpha only.
    func testSilhouetteKeepsOnlyTheAlpha() throws {
        XCTAssertEqual(straight(try onePixel(200, 100, 50, 255).colorized(.white, byLuminance: false)),
                       [255, 255, 255, 255])
        // Half-transparent source (premultiplied 100, 50, 25, 128) → white at alpha 128.
        XCTAssertEqual(straight(try onePixel(100, 50, 25, 128).colorized(.white, byLuminance: false)),
                       [255, 255, 255, 128])
    }

    /// §1 vibrant input: gray of the luminance, alpha kept. Premultiplied (71, 35, 18, 90) unpremultiplies
    /// to (201, 99, 51): L = 42.7125 + 70.8246 + 3.6771 = 117.21 → 117.
    func testDesaturateKeepsAlpha() throws {
        // Gray 117 premultiplies to round(117 × 90 / 255) = round(41.29) = 41.
        let out = try onePixel(71, 35, 18, 90).desaturated()
        let p = out.premultipliedPixel(x: 0, y: 0)
        XCTAssertEqual([p.r, p.g, p.b, p.a], [41, 41, 41, 90])
    }

    /// A luminance exactly halfway: (29, 102, 227) gives 2125·29 + 7154·102 + 721·227 = 955,000
    /// ten-thousandths, L = 95.5, which rounds up to 96. (With the weights as Doubles the sum is
    /// 95.49999999999999 and rounded to 95: the integer math is what makes ties exact.)
    func testLuminanceHalfwayRoundsUp() throws {
        XCTAssertEqual(straight(try onePixel(29, 102, 227, 255).desaturated()), [96, 96, 96, 255])
        // Same luminance as an alpha: round(255 × 95.5 / 255) = round(95.5) = 96.
        XCTAssertEqual(straight(try onePixel(29, 102, 227, 255).colorized(.white, byLuminance: true)).last, 96)
    }

    /// A color with alpha 0.5 over a half-luminance pixel: alpha = 255 × 0.5 × 117.645 / 255 = 58.82 → 59.
    func testColorAlphaScalesTheLuminanceAlpha() throws {
        let halfWhite = RGBA(red: 1, green: 1, blue: 1, alpha: 0.5)
        XCTAssertEqual(straight(try onePixel(200, 100, 50, 255).colorized(halfWhite, byLuminance: true)).last, 59)
    }

    /// §1 vibrant over B = (100, 50, 200): transparent leaves B, opaque black gives B × 1.08,
    /// opaque white gives W; g = a = 0.5 gives 100 + 0.5 × (108 + 0.5 × (255 − 108) − 100) = 140.75 → 141.
    func testVibrantMaterial() throws {
        func vibrant(gray: UInt8, alpha: UInt8) throws -> [UInt8] {
            var backdrop = try onePixel(100, 50, 200, 255)
            let a = Double(alpha) / 255
            let g = UInt8((Double(gray) * a).rounded())  // premultiplied gray
            backdrop.compositeMaterial(try onePixel(g, g, g, alpha), highlight: .white, backdropGain: 1.08, opacity: 1)
            return Array(straight(backdrop).prefix(3))
        }
        XCTAssertEqual(try vibrant(gray: 180, alpha: 0), [100, 50, 200])
        XCTAssertEqual(try vibrant(gray: 0, alpha: 255), [108, 54, 216])
        XCTAssertEqual(try vibrant(gray: 255, alpha: 255), [255, 255, 255])
        XCTAssertEqual(try vibrant(gray: 128, alpha: 128)[0], 141)
    }
}
