import XCTest
@testable import WidgetGeometry

/// `ArcWarp`, the bend of a watchOS label along the bezel, hand-computed: center (50, 50), the
/// band's middle line 40 below it, x 50 landing straight below the center.
final class ArcWarpTests: XCTestCase {
    let warp = ArcWarp(center: Point(x: 50, y: 50), radius: 40, middleX: 50)

    func testTheBottomOfTheCircleIsTheMiddleOfTheBand() throws {
        let bottom = try XCTUnwrap(warp.source(of: Point(x: 50, y: 90)))
        XCTAssertEqual(bottom.x, 50, accuracy: 1e-12); XCTAssertEqual(bottom.y, 90, accuracy: 1e-12)
        // Nearer the center: higher in the band (the letters' tops face the center).
        let inner = try XCTUnwrap(warp.source(of: Point(x: 50, y: 80)))
        XCTAssertEqual(inner.y, 80, accuracy: 1e-12)
    }

    /// A quarter turn toward +x (the point right of the center) is the band point π/2 × 40 = 62.83
    /// to the right of the middle: the text reads left to right along the bottom.
    func testArcLengthIsDistanceAlongTheBand() throws {
        let right = try XCTUnwrap(warp.source(of: Point(x: 90, y: 50)))
        XCTAssertEqual(right.x, 50 + Double.pi / 2 * 40, accuracy: 1e-9)
        XCTAssertEqual(right.y, 90, accuracy: 1e-9)
        let left = try XCTUnwrap(warp.source(of: Point(x: 10, y: 50)))
        XCTAssertEqual(left.x, 50 - Double.pi / 2 * 40, accuracy: 1e-9)
        XCTAssertNil(warp.source(of: Point(x: 50, y: 50)), "the center")
    }

    func testDestinationInvertsSource() throws {
        for q in [Point(x: 30, y: 88), Point(x: 71.5, y: 93), Point(x: 50, y: 85)] {
            let back = try XCTUnwrap(warp.source(of: warp.destination(of: q)))
            XCTAssertEqual(back.x, q.x, accuracy: 1e-9); XCTAssertEqual(back.y, q.y, accuracy: 1e-9)
        }
    }
}
