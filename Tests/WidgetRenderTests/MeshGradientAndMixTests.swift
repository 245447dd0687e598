import XCTest
import Foundation
import WidgetRender

/// `MeshGradient`, `Color.mix(with:by:in:)` and `border(_:width:)` drawn, hand-computed.
/// `ContentPixelSampling` reads point x at device pixel ⌊(16 + x) × 3⌋, whose center is
/// ((16 + x) × 3 + 0.5) / 3 − 16 in content points: x = 25 is read at 25.1667.
final class MeshGradientAndMixTests: XCTestCase, ContentPixelSampling {
    private func gray(_ v: UInt8) -> (UInt8, UInt8, UInt8) { (v, v, v) }

    /// A 2 × 2 mesh over 100 × 10, black left, white right: at u = 0.251667 bilinear gives
    /// round(0.251667 × 255) = 64; smooth (Catmull-Rom, edge vertices repeated) gives
    /// (−2u³ + 3u² + u)/2 = 0.204898 → 52.
    func testTwoByTwoMeshBlendsAcrossTheFrame() throws {
        func mesh(smooth: Bool) -> some View {
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                         colors: [Color(white: 0), Color(white: 1), Color(white: 0), Color(white: 1)],
                         smoothsColors: smooth)
                .frame(width: 100, height: 10)
        }
        assertColors(try pixel(mesh(smooth: false), [(25, 5)]), [gray(64)])
        assertColors(try pixel(mesh(smooth: true), [(25, 5)]), [gray(52)])
    }

    /// A 3 × 3 mesh over 60 × 60, black but for a white middle vertex: at (30.1667, 30.1667) the
    /// bottom-right patch's (u, v) is (0.00556, 0.00556), the white vertex weighs (1 − u)(1 − v) =
    /// 0.98892 → 252. Vertices pulled in to 0.25…0.75 leave the corner to the red background.
    func testMeshVerticesAndBackground() throws {
        let colors = (0..<9).map { $0 == 4 ? Color(white: 1) : Color(white: 0) }
        let grid = MeshGradient(width: 3, height: 3, points: [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5],
                                                               [0, 1], [0.5, 1], [1, 1]],
                                colors: colors, smoothsColors: false).frame(width: 60, height: 60)
        assertColors(try pixel(grid, [(30, 30)]), [gray(252)])
        let inset = MeshGradient(width: 2, height: 2, points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
                                 colors: Array(repeating: Color(white: 0), count: 4),
                                 background: Color(red: 1, green: 0, blue: 0)).frame(width: 40, height: 40)
        assertColors(try pixel(inset, [(2, 2), (20, 20)]), [(255, 0, 0), gray(0)])
    }

    /// `colorSpace: .perceptual` blends in Oklab: black to white over 100 × 10, read at u = 0.501667
    /// (bilinear): L = u, linear u³ = 0.126254, sRGB 1.055 × 0.126254^(1/2.4) − 0.055 = 0.39042 →
    /// 99.56 → 100; `.device` gives round(0.501667 × 255) = 128.
    func testPerceptualMeshBlendsInOklab() throws {
        func mesh(_ space: Gradient.ColorSpace) -> some View {
            MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                         colors: [Color(white: 0), Color(white: 1), Color(white: 0), Color(white: 1)],
                         smoothsColors: false, colorSpace: space)
                .frame(width: 100, height: 10)
        }
        assertColors(try pixel(mesh(.perceptual), [(50, 5)]), [gray(100)])
        assertColors(try pixel(mesh(.device), [(50, 5)]), [gray(128)])
    }

    /// A mesh whose counts do not match its grid is refused with a message, not drawn empty.
    func testMismatchedMeshIsAnError() {
        let bad = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1]], colors: [.red, .red, .red])
        XCTAssertThrowsError(try WidgetRenderer().render(.view(bad, family: .systemSmall, device: device))) { error in
            XCTAssertTrue("\(error)".contains("needs 4 points and colors"), "\(error)")
        }
    }

    /// Halfway from black to white: in the device space 0.5 → 128; in Oklab (the default,
    /// `.perceptual`) L = 0.5 is linear 0.125, sRGB 1.055 × 0.125^(1/2.4) − 0.055 = 0.38857 → 99.
    /// Pure red and blue halfway in Oklab: (0.5504, 0.3256, 0.6365) → (140, 83, 162).
    func testColorMixInDeviceAndPerceptualSpaces() throws {
        let black = Color(white: 0), white = Color(white: 1)
        let swatches = HStack(spacing: 0) {
            black.mix(with: white, by: 0.5, in: .device).frame(width: 10, height: 10)
            black.mix(with: white, by: 0.5).frame(width: 10, height: 10)
            Color(red: 1, green: 0, blue: 0).mix(with: Color(red: 0, green: 0, blue: 1), by: 0.5).frame(width: 10, height: 10)
            black.mix(with: white, by: 2, in: .device).frame(width: 10, height: 10)
        }
        assertColors(try pixel(swatches, [(5, 5), (15, 5), (25, 5), (35, 5)]),
                     [gray(128), gray(99), (140, 83, 162), gray(255)])
    }

    /// `border(_:width:)` strokes a 2-pt line just inside the frame and leaves the layout alone.
    func testBorderIsDrawnInsideTheFrame() throws {
        let bordered = Color.clear.frame(width: 40, height: 40).border(.red, width: 2)
        assertColors(try pixel(bordered, [(1, 20), (3, 20), (20, 38.5), (41, 20)]), [red, white, red, white])
    }
}
