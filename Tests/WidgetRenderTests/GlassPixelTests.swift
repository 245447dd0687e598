import XCTest
import Foundation
import WidgetRender

/// Liquid Glass drawn, hand-computed (docs/views.md, "Effects": ours). Over a flat color the blurred
/// backdrop is that color, so the glass's middle is the color under the veil: red (255, 56, 60)
/// (iOS 26) under white at 25 % (stored as 64/255) is (255, 56 × 0.749 + 64, 60 × 0.749 + 64) =
/// (255, 105.9, 108.9) → (255, 106, 109); clear glass (8 %, stored as 20/255 = 0.0784): (255, 71.6,
/// 75.3) → (255, 72, 75). A tint over regular glass at 50 % (128/255): blue (0, 136, 255) over
/// (255, 106, 109) → (127.0, 121.1, 182.3) → (127, 121, 182). `identity` leaves the red.
final class GlassPixelTests: XCTestCase, ContentPixelSampling {
    private func onRed(_ glass: Glass) -> some View {
        ZStack {
            Color.red
            Color.clear.frame(width: 60, height: 30).glassEffect(glass, in: .rect(cornerRadius: 8))
        }
        .frame(width: 100, height: 60)
    }

    func testGlassVeilsTheBackdrop() throws {
        assertColors(try pixel(onRed(.regular), [(50, 30)]), [(255, 106, 109)])
        assertColors(try pixel(onRed(.clear), [(50, 30)]), [(255, 72, 75)])
        assertColors(try pixel(onRed(.regular.tint(.blue)), [(50, 30)]), [(127, 121, 182)])
        assertColors(try pixel(onRed(.identity), [(50, 30)]), [red])
        // Outside the glass the red is untouched.
        assertColors(try pixel(onRed(.regular), [(5, 30)]), [red])
    }
}
