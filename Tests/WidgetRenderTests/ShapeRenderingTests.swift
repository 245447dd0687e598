import XCTest
import Foundation
import WidgetRender

/// Pixel checks of shapes, paths, Canvas and timer progress, hand-computed from the geometry, drawn
/// in red where `ContentPixelSampling` samples them.
final class ShapeRenderingTests: XCTestCase, ContentPixelSampling {
    /// Only the top-leading corner is round (radius 20): the pixel 0.75 pt in from that corner lies
    /// 27.2 pt from the corner circle's center (20, 20), outside it; the same pixel at the other
    /// three corners is inside the square corners.
    func testUnevenRoundedRectangleRoundsOnlyItsCorner() throws {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20, style: .circular).fill(.red).frame(width: 40, height: 40)
        assertColors(try pixel(shape, [(0.5, 0.5), (39.5, 0.5), (0.5, 39.5), (39.5, 39.5), (20, 20)]),
                     [white, red, red, red, red])
    }

    /// Dashes of 10 on, 10 off along y = 10 from x = 0: with phase 5 the first dash is 5 long, so x = 2
    /// and x = 20 are drawn and x = 10 is a gap; with no phase x = 12 and x = 16 are in the first gap (10…20).
    func testDashPhaseShiftsThePattern() throws {
        let line = Path { p in p.move(to: CGPoint(x: 0, y: 10)); p.addLine(to: CGPoint(x: 100, y: 10)) }
        let phased = line.stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [10, 10], dashPhase: 5))
        assertColors(try pixel(phased, [(2, 10), (10, 10), (20, 10)]), [red, white, red])
        let plain = line.stroke(.red, style: StrokeStyle(lineWidth: 4, dash: [10, 10]))
        assertColors(try pixel(plain, [(2, 10), (12, 10), (16, 10)]), [red, white, white])
    }

    /// In a 40 × 40 frame: `inset(by: 10)` covers 10…30, `offset(x: 20)` of a 20-wide rectangle
    /// covers 20…40, `scale(x: 0.5, anchor: .leading)` covers 0…20, and a 90° rotation of a capsule
    /// 40 wide and 40 tall in its frame keeps its center.
    func testShapeAdjustmentsMoveTheOutlineOnly() throws {
        let inset = Rectangle().inset(by: 10).fill(.red).frame(width: 40, height: 40)
        assertColors(try pixel(inset, [(5, 5), (20, 20), (35, 35)]), [white, red, white])
        let offset = Rectangle().offset(x: 20).fill(.red).frame(width: 20, height: 40)
        assertColors(try pixel(offset, [(5, 20), (25, 20)]), [white, red])
        let scaled = Rectangle().scale(x: 0.5, y: 1, anchor: .leading).fill(.red).frame(width: 40, height: 40)
        assertColors(try pixel(scaled, [(10, 20), (30, 20)]), [red, white])
        // A 40 × 10 bar turned 90° about (20, 5) spans x 15…25 and y −15…25.
        let turned = Rectangle().rotation(.degrees(90)).fill(.red).frame(width: 40, height: 10)
        assertColors(try pixel(turned, [(20, 20), (5, 5), (35, 5)]), [red, white, white])
    }

    /// A `Path` used as a view is drawn at its own coordinates (not stretched to the frame).
    func testPathViewIsNotStretched() throws {
        let square = Path(CGRect(x: 10, y: 10, width: 10, height: 10)).fill(.red).frame(width: 100, height: 100)
        assertColors(try pixel(square, [(15, 15), (50, 50), (5, 5)]), [red, white, white])
    }

    /// A tangent arc of radius 10 rounding the corner at (40, 0) of the path (0, 0) → (40, 0) → (40, 40):
    /// the arc's center is (30, 10); the corner point (39.5, 0.5) is outside the 2-pt-wide stroke
    /// (14.1 pt from the center), the arc's midpoint (37.07, 2.93) is on it.
    func testTangentArcRoundsTheCorner() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 0, y: 1)); p.addArc(tangent1End: CGPoint(x: 40, y: 1), tangent2End: CGPoint(x: 40, y: 41), radius: 10)
            p.addLine(to: CGPoint(x: 40, y: 41))
        }.stroke(.red, lineWidth: 2)
        assertColors(try pixel(path, [(39.5, 1.5), (37.07, 3.93), (20, 1), (40, 30)]), [white, red, red, red])
    }

    /// The canvas (the content area of `Device.iPhone`'s 158 pt small widget: 126 × 126 pt) runs its closure at its size: a square in its far
    /// corner lands there; a translated fill moves; a clip keeps only its left half.
    func testCanvasDrawsAtItsSize() throws {
        let canvas = Canvas { context, size in
            XCTAssertEqual(size, CGSize(width: 126, height: 126))
            context.fill(Path(CGRect(x: size.width - 10, y: size.height - 10, width: 10, height: 10)), with: .color(.red))
            var moved = context
            moved.translateBy(x: 20, y: 0)
            moved.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.red))
            var clipped = context
            clipped.clip(to: Path(CGRect(x: 0, y: 40, width: 10, height: 20)))
            clipped.fill(Path(CGRect(x: 0, y: 40, width: 20, height: 20)), with: .color(.red))
        }
        assertColors(try pixel(canvas, [(121, 121), (110, 110), (10, 10), (30, 10), (5, 50), (15, 50)]),
                     [red, white, white, red, red, white])
    }

    /// `ProgressView(timerInterval:)` at the render date: 3 of 10 minutes gone, counting down = 70 %
    /// of the 126 pt bar: x = 80 is filled (red), x = 100 is track: red at 30 % (alpha 77/255 in
    /// 8 bits) over white, 255 − 77/255 × (255 − c) per channel; iOS 26's red (255, 56, 60) →
    /// (255, 195, 196).
    func testTimerProgressFillsAtTheRenderDate() throws {
        let now = EnvironmentValues.defaultRenderDate
        let bar = ProgressView(timerInterval: now.addingTimeInterval(-180)...now.addingTimeInterval(420)) { EmptyView() }
            currentValueLabel: { EmptyView() }.tint(.red)
        let track: (UInt8, UInt8, UInt8) = (255, 195, 196)
        assertColors(try pixel(bar.frame(height: 4), [(80, 2), (100, 2)]), [red, track])
    }
}
