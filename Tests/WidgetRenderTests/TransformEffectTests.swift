import XCTest
import Foundation
import WidgetRender

/// `CGAffineTransform`, `transformEffect` and `projectionEffect`, hand-computed. The transforms
/// follow CoreGraphics' conventions (Apple documentation, "CGAffineTransform": x' = a·x + c·y + tx,
/// y' = b·x + d·y + ty); the effects draw about the view's top-leading corner and leave layout
/// alone (Apple documentation, `View.transformEffect(_:)`, "Applies an affine transformation to
/// this view's rendered output").
final class TransformEffectTests: XCTestCase, ContentPixelSampling {
    func testTransformMath() {
        // Rotate 90° then translate by (10, 0): (1, 0) → (0, 1) → (10, 1).
        let t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        let p = CGPoint(x: 1, y: 0).applying(t)
        XCTAssertEqual(p.x, 10, accuracy: 1e-12)
        XCTAssertEqual(p.y, 1, accuracy: 1e-12)
        // translatedBy applies the translation first: scale 2 after moving (1, 1): (0, 0) → (2, 2).
        let s = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 1, y: 1)
        XCTAssertEqual(CGPoint.zero.applying(s), CGPoint(x: 2, y: 2))
        XCTAssertEqual(s.inverted().concatenating(s), .identity)
        // A 10 × 20 rect rotated 90° about the origin spans x −20…0, y 0…10.
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(r.minX, -20, accuracy: 1e-9)
        XCTAssertEqual(r.maxY, 10, accuracy: 1e-9)
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 9, y: 9)), CGSize(width: 3, height: 4))
    }

    /// A 10 × 10 square scaled by 2 about its top-leading corner covers 0…20: (15, 15) turns red,
    /// (25, 5) stays white. A translated square leaves its frame where it was: the next view in the
    /// VStack is not moved.
    func testTransformEffectScalesAboutTheTopLeadingCorner() throws {
        let square = Rectangle().fill(.red).frame(width: 10, height: 10)
            .transformEffect(CGAffineTransform(scaleX: 2, y: 2))
        assertColors(try pixel(square, [(5, 5), (15, 15), (25, 5)]), [red, red, white])
        let stacked = VStack(alignment: .leading, spacing: 0) {
            Rectangle().fill(.red).frame(width: 10, height: 10).transformEffect(CGAffineTransform(translationX: 50, y: 50))
            Rectangle().fill(.red).frame(width: 10, height: 10)
        }
        // The first square is drawn at 50…60; the second still sits at 10…20 below the first's frame.
        assertColors(try pixel(stacked, [(5, 5), (55, 55), (5, 15)]), [white, red, red])
    }

    /// A shear (c = 1): x' = x + y. The square's row at y = 8 spans x 8…18: (12, 8) red, (4, 8) white.
    func testProjectionEffectDrawsItsAffinePart() throws {
        let shear = CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0)
        let square = Rectangle().fill(.red).frame(width: 10, height: 10)
        assertColors(try pixel(square.projectionEffect(ProjectionTransform(shear)), [(12, 8), (4, 8)]), [red, white])
        assertColors(try pixel(square.transformEffect(shear), [(12, 8), (4, 8)]), [red, white])
    }

    func testPerspectiveProjectionIsAClearError() {
        var perspective = ProjectionTransform()
        perspective.m13 = 0.001
        XCTAssertThrowsError(try WidgetRenderer().render(.view(Color.red.projectionEffect(perspective)))) { error in
            XCTAssertTrue("\(error)".contains("projectionEffect has perspective terms (m13 0.001"), "\(error)")
        }
    }

    /// A 60 × 60 square rotated 60° about y, perspective 1: the eye 60 pt in front of its centre
    /// (docs/platform.md §10). Its left edge comes closer (w = 1 − 25.98 / 60 = 0.567, so x = 30 −
    /// 15 / 0.567 = 3.54, y from −22.9 to 82.9), its right edge recedes (x = 40.47, y 9.1 … 50.9),
    /// as Apple's documentation describes the 45° example ("farther from the viewer on the right
    /// side and closer on the left"). Edges stay straight: at x = 10 the square spans y −17.3 … 77.3.
    func testRotation3DEffectDrawsInPerspective() throws {
        let card = Rectangle().fill(.red).frame(width: 60, height: 60)
            .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0))
        assertColors(try pixel(card, [(10, 75), (2, 30), (45, 30), (38, 12), (38, 5)]), [red, white, white, red, white])
    }

    /// Too strong a perspective brings a corner past the eye: one clear line, no picture.
    func testRotation3DPastTheEyeIsAClearError() {
        let card = Color.red.frame(width: 100, height: 100)
            .rotation3DEffect(.degrees(80), axis: (x: 0, y: 1, z: 0), perspective: 4)
        XCTAssertThrowsError(try WidgetRenderer().render(.view(card))) { error in
            XCTAssertTrue("\(error)".contains("brings the view's corner past the viewer's eye"), "\(error)")
        }
    }
}
