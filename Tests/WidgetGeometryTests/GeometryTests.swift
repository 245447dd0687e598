import XCTest
@testable import WidgetGeometry

final class GeometryTests: XCTestCase {
    func testRectUnionAndIntersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 5, y: 5, width: 10, height: 10)
        XCTAssertEqual(a.union(b), Rect(x: 0, y: 0, width: 15, height: 15))
        XCTAssertEqual(a.intersection(b), Rect(x: 5, y: 5, width: 5, height: 5))
        XCTAssertNil(a.intersection(Rect(x: 20, y: 0, width: 1, height: 1)))
    }

    func testTransformAboutAnchorKeepsAnchorFixed() {
        let t = Transform.rotation(radians: .pi / 2).about(Point(x: 10, y: 10))
        let p = t.apply(Point(x: 10, y: 10))
        XCTAssertEqual(p.x, 10, accuracy: 1e-12)
        XCTAssertEqual(p.y, 10, accuracy: 1e-12)
        // Clockwise on screen (y down): a point to the right of the anchor moves below it.
        let q = t.apply(Point(x: 20, y: 10))
        XCTAssertEqual(q.x, 10, accuracy: 1e-12)
        XCTAssertEqual(q.y, 20, accuracy: 1e-12)
    }

    func testTransformInverse() throws {
        let t = Transform.scale(x: 2, y: 3).concatenating(.translation(x: 5, y: -1))
        let inv = try XCTUnwrap(t.inverted)
        let p = inv.apply(t.apply(Point(x: 7, y: 11)))
        XCTAssertEqual(p.x, 7, accuracy: 1e-12)
        XCTAssertEqual(p.y, 11, accuracy: 1e-12)
    }

    func testHexColors() {
        XCTAssertEqual(RGBA(hex: "#0A84FF"), RGBA(r8: 10, g8: 132, b8: 255))
        XCTAssertEqual(RGBA(hex: "fff"), RGBA.white)
        XCTAssertNil(RGBA(hex: "#12345"))
        XCTAssertNil(RGBA(hex: "zzzzzz"))
        XCTAssertEqual(RGBA(r8: 10, g8: 132, b8: 255).hex, "#0A84FF")
    }

    func testPixmapRefusesAbsurdSizes() {
        XCTAssertThrowsError(try Pixmap(width: 0, height: 10))
        XCTAssertThrowsError(try Pixmap(width: 100_000, height: 100_000)) { error in
            XCTAssertEqual(error as? PixmapError, .tooLarge(width: 100_000, height: 100_000))
        }
    }

    func testPixmapUnpremultipliesWithRounding() throws {
        // Premultiplied (100, 50, 0, 128): straight = round(100·255/128) = 199, round(50·255/128) = 100.
        let p = try Pixmap(width: 1, height: 1, premultipliedBytes: [100, 50, 0, 128])
        let px = p.pixel(x: 0, y: 0)
        XCTAssertEqual([px.r, px.g, px.b, px.a], [199, 100, 0, 128])
    }
}
