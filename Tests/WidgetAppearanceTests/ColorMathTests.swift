import XCTest
import WidgetGeometry
@testable import WidgetAppearance

/// The color rules of docs/platform.md §1–§2, with values computed by hand.
final class ColorMathTests: XCTestCase {
    /// (200, 100, 50): L = (0.2125·200 + 0.7154·100 + 0.0721·50) / 255 = 117.645 / 255.
    func testLuminanceUsesTheSVGWeights() {
        XCTAssertEqual(RGBA(r8: 200, g8: 100, b8: 50).luminance, 117.645 / 255, accuracy: 1e-12)
        XCTAssertEqual(RGBA.white.luminance, 1, accuracy: 1e-12)  // weights sum to 1
        XCTAssertEqual(RGBA.black.luminance, 0)
    }

    /// §1: alpha = source alpha × group color alpha; a half-opaque group color halves it.
    /// §2 desaturated: × L, so (200, 100, 50) on white keeps alpha 117.645 / 255.
    func testAccentedAlphaIsSourceAlphaTimesGroupAlpha() {
        let out = AppearanceColorMath.accented(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5),
                                               groupColor: RGBA(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertEqual(out, RGBA(red: 0, green: 0, blue: 1, alpha: 0.25))
        let desaturated = AppearanceColorMath.accented(RGBA(r8: 200, g8: 100, b8: 50), groupColor: .white, byLuminance: true)
        XCTAssertEqual(desaturated.alpha, 117.645 / 255, accuracy: 1e-12)
    }

    /// visionOS color themes (ours): 70 % white + 30 % color. Blue #007AFF:
    /// r = 0.7 → 178.5 → 179, g = 0.7 + 0.3 × 122/255 = 0.84353 → 215.1 → 215, b = 1 → 255.
    func testVisionGroupColorIsALightTint() {
        let tint = AppearanceColorMath.visionGroupColor(RGBA(r8: 0x00, g8: 0x7A, b8: 0xFF))
        XCTAssertEqual([tint.red, tint.green, tint.blue].map(RGBA.byte), [179, 215, 255])
        XCTAssertEqual(tint.alpha, 1)
    }
}
