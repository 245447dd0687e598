import XCTest
@testable import WidgetGeometry

/// The perspective map of `rotation3DEffect` (docs/platform.md §10), hand-computed on a 100 × 100
/// view at the origin, anchor at its centre (50, 50), eye 100 pt in front (perspective 1).
final class HomographyTests: XCTestCase {
    private func map(_ degrees: Double, _ axis: (x: Double, y: Double, z: Double), anchorZ: Double = 0,
                     distance: Double = 100) -> Homography {
        Homography.rotation3D(degrees: degrees, axis: axis, anchor: Point(x: 50, y: 50), anchorZ: anchorZ,
                              eyeDistance: distance)
    }

    private func assertPoint(_ p: Point?, _ x: Double, _ y: Double, file: StaticString = #filePath, line: UInt = #line) {
        guard let p else { return XCTFail("behind the eye", file: file, line: line) }
        XCTAssertEqual(p.x, x, accuracy: 1e-3, file: file, line: line)
        XCTAssertEqual(p.y, y, accuracy: 1e-3, file: file, line: line)
    }

    /// 60° about y: the right edge's middle (u = 50) goes to P = (25, 0, −43.301), w = 1.43301,
    /// x = 50 + 25 / 1.43301 = 67.446; the left edge's to w = 0.56699, x = 50 − 25 / 0.56699 = 5.908;
    /// the top-left corner to y = 50 − 50 / 0.56699 = −38.185.
    func testRotationAboutYInPerspective() {
        let h = map(60, (0, 1, 0))
        assertPoint(h.apply(Point(x: 100, y: 50)), 67.446, 50)
        assertPoint(h.apply(Point(x: 0, y: 50)), 5.908, 50)
        assertPoint(h.apply(Point(x: 0, y: 0)), 5.908, -38.185)
        assertPoint(h.apply(Point(x: 50, y: 50)), 50, 50)
    }

    /// A turn about z stays in the screen plane: no perspective, the plain rotation (90°: (100, 50) → (50, 100)).
    func testRotationAboutZIsFlat() {
        assertPoint(map(90, (0, 0, 1)).apply(Point(x: 100, y: 50)), 50, 100)
    }

    /// An infinite distance is the orthographic projection: x scaled by cos 60° about the anchor.
    func testInfiniteDistanceIsOrthographic() {
        assertPoint(map(60, (0, 1, 0), distance: .infinity).apply(Point(x: 100, y: 20)), 75, 20)
    }

    /// The inverse undoes the map, and conjugating by a 2× scale maps pixels to pixels.
    func testInverseAndConjugation() throws {
        let h = map(35, (1, 0.5, 0), anchorZ: 10)
        let inverse = try XCTUnwrap(h.inverted())
        let p = Point(x: 12, y: 80)
        let back = try XCTUnwrap(h.apply(p).flatMap(inverse.apply))
        assertPoint(back, 12, 80)
        let inPixels = try XCTUnwrap(h.conjugated(by: .scale(x: 2, y: 2)))
        let image = try XCTUnwrap(h.apply(p))
        assertPoint(inPixels.apply(Point(x: 24, y: 160)), image.x * 2, image.y * 2)
    }
}
