import XCTest
import WidgetGeometry
@testable import WidgetAppearance

/// The color rules of REFERENCE.md §1–§2, with values computed by hand.
final class ColorMathTests: XCTestCase {
    /// (200, 100, 50): L = (0.2125·200 + 0.7154·100 + 0.0721·50) / 255 = 117.645 / 255.
    let pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) = (200, 100, 50, 255)

    func testLuminanceUsesTheSVGWeights() {
        XCTAssertEqual(AppearanceColorMath.luminance(RGBA(r8: 200, g8: 100, b8: 50)), 117.645 / 255, accuracy: 1e-12)
        XCTAssertEqual(AppearanceColorMath.luminance(.white), 1, accuracy: 1e-12)  // weights sum to 1
        XCTAssertEqual(AppearanceColorMath.luminance(.black), 0)
    }

    /// §2 `.desaturated` on the default group (white): alpha = round(255 × L) = round(117.645) = 118.
    func testDesaturatedTreatmentGivesWhiteWithLuminanceAlpha() {
        let out = AppearanceColorMath.colorize(pixel, color: .white, byLuminance: true)
        XCTAssertEqual([out.r, out.g, out.b, out.a], [255, 255, 255, 118])
    }

    /// §2 `.accentedDesaturated` on a blue watch face (#007AFF): the face blue with the same alpha.
    func testAccentedDesaturatedGivesTheFaceColorWithLuminanceAlpha() {
        let blue = RGBA(r8: 0x00, g8: 0x7A, b8: 0xFF)
        let out = AppearanceColorMath.colorize(pixel, color: blue, byLuminance: true)
        XCTAssertEqual([out.r, out.g, out.b, out.a], [0, 122, 255, 118])
    }

    /// §1: alpha = source alpha × group color alpha; a half-opaque group color halves it.
    func testAccentedAlphaIsSourceAlphaTimesGroupAlpha() {
        let out = AppearanceColorMath.accented(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5),
                                               groupColor: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertEqual(out, RGBA(red: 0, green: 0, blue: 1, alpha: 0.25))
        let silhouette = AppearanceColorMath.colorize(pixel, color: .white, byLuminance: false)
        XCTAssertEqual([silhouette.r, silhouette.g, silhouette.b, silhouette.a], [255, 255, 255, 255])
    }

    func testDesaturateKeepsAlpha() {
        let out = AppearanceColorMath.desaturate((200, 100, 50, 90))
        XCTAssertEqual([out.r, out.g, out.b, out.a], [118, 118, 118, 90])
    }

    /// §1 vibrant over B = (100, 50, 200): transparent leaves B, opaque black gives B × 1.08,
    /// opaque white gives W; g = a = 0.5 gives 100 + 0.5 × (108 + 0.5 × (255 − 108) − 100) = 140.75 → 141.
    func testVibrantMaterial() {
        let backdrop = RGBA(r8: 100, g8: 50, b8: 200)
        func v(_ gray: Double, _ alpha: Double) -> [UInt8] {
            let out = AppearanceColorMath.vibrant(backdrop: backdrop, gray: gray, alpha: alpha, highlight: .white)
            return [out.r, out.g, out.b]
        }
        XCTAssertEqual(v(0.7, 0), [100, 50, 200])
        XCTAssertEqual(v(0, 1), [108, 54, 216])
        XCTAssertEqual(v(1, 1), [255, 255, 255])
        XCTAssertEqual(v(0.5, 0.5)[0], 141)
    }

    /// visionOS color themes (ours): 70 % white + 30 % color. Blue #007AFF:
    /// r = 0.7 → 178.5 → 179, g = 0.7 + 0.3 × 122/255 = 0.84353 → 215.1 → 215, b = 1 → 255.
    func testVisionGroupColorIsALightTint() {
        let tint = AppearanceColorMath.visionGroupColor(RGBA(r8: 0x00, g8: 0x7A, b8: 0xFF))
        XCTAssertEqual([tint.red, tint.green, tint.blue].map(AppearanceColorMath.byte), [179, 215, 255])
        XCTAssertEqual(tint.alpha, 1)
    }
}
