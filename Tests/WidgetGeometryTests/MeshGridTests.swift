import XCTest
@testable import WidgetGeometry

/// `MeshGrid`: finding a point's patch and its (u, v), and the color interpolation across vertices,
/// hand-computed.
final class MeshGridTests: XCTestCase {
    private let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1)
    private let white = RGBA(red: 1, green: 1, blue: 1, alpha: 1)

    /// The quad a (0, 0), b (2, 0), c (3, 2), d (0, 2) maps (u, v) = (0.5, 0.5) to the mean of its
    /// corners, (1.25, 1); (0.5, 0) to the middle of a–b, (1, 0). (4, 1) is right of edge b–c.
    func testInverseBilinearOfASkewedQuad() throws {
        let a = Point(x: 0, y: 0), b = Point(x: 2, y: 0), c = Point(x: 3, y: 2), d = Point(x: 0, y: 2)
        let middle = try XCTUnwrap(MeshGrid.inverseBilinear(Point(x: 1.25, y: 1), a, b, c, d))
        XCTAssertEqual(middle.0, 0.5, accuracy: 1e-12); XCTAssertEqual(middle.1, 0.5, accuracy: 1e-12)
        let top = try XCTUnwrap(MeshGrid.inverseBilinear(Point(x: 1, y: 0), a, b, c, d))
        XCTAssertEqual(top.0, 0.5, accuracy: 1e-12); XCTAssertEqual(top.1, 0, accuracy: 1e-12)
        XCTAssertNil(MeshGrid.inverseBilinear(Point(x: 4, y: 1), a, b, c, d))
    }

    /// Catmull-Rom weights at t = 0.25: (−t³ + 2t² − t)/2 = −0.0703125, (3t³ − 5t² + 2)/2 = 0.8671875,
    /// (−3t³ + 4t² + t)/2 = 0.2265625, (t³ − t²)/2 = −0.0234375; they sum to 1.
    func testCatmullRomWeights() {
        XCTAssertEqual(MeshGrid.catmullRomWeights(0.25), [-0.0703125, 0.8671875, 0.2265625, -0.0234375])
        XCTAssertEqual(MeshGrid.catmullRomWeights(0), [0, 1, 0, 0])
    }

    /// A 2 × 2 mesh, black on the left, white on the right, over the unit square: bilinear gives u at
    /// (u, v); smooth, with the edge vertices repeated, the end weight is w₂ + w₃ = (−2t³ + 3t² + t)/2,
    /// 0.203125 at t = 0.25. Outside the square: the background.
    func testColorsAcrossATwoByTwoMesh() {
        let points = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1)]
        let red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        var mesh = MeshGrid(columns: 2, rows: 2, points: points, colors: [black, white, black, white],
                            background: red, smoothsColors: false)
        XCTAssertEqual(MeshTessellation(mesh).straightColor(at: Point(x: 0.25, y: 0.5)).red, 0.25, accuracy: 1e-12)
        XCTAssertEqual(MeshTessellation(mesh).straightColor(at: Point(x: 1.5, y: 0.5)), red)
        mesh.smoothsColors = true
        XCTAssertEqual(MeshTessellation(mesh).straightColor(at: Point(x: 0.25, y: 0.5)).red, 0.203125, accuracy: 1e-12)
        XCTAssertEqual(MeshTessellation(mesh).straightColor(at: Point(x: 1, y: 1)), white)
    }

    /// Implicit control points: evenly spaced vertices give controls at the thirds (straight edges at
    /// even speed, so the patch is bilinear and one quad); a moved middle vertex bends the edges.
    func testImplicitControlsAreCatmullRomThirds() {
        let even = (0..<3).flatMap { r in (0..<3).map { c in Point(x: Double(c) * 0.5, y: Double(r) * 0.5) } }
        let mesh = MeshGrid(columns: 3, rows: 3, points: even, colors: Array(repeating: black, count: 9),
                            background: black, smoothsColors: false)
        let middle = mesh.resolvedControls[4]
        XCTAssertEqual(middle.trailing.x, 0.5 + 0.5 / 3, accuracy: 1e-12)
        XCTAssertEqual(middle.leading.x, 0.5 - 0.5 / 3, accuracy: 1e-12)
        XCTAssertEqual(middle.bottom.y, 0.5 + 0.5 / 3, accuracy: 1e-12)
        // Corner (0, 0): one-sided, the whole difference to its neighbour over 3.
        XCTAssertEqual(mesh.resolvedControls[0].trailing.x, 0.5 / 3, accuracy: 1e-12)
    }

    /// Explicit controls that bulge the top edge of a unit 2 × 2 mesh up by b: the edge's midpoint is
    /// at y = −0.75 b (a cubic with both controls at −b: 3/8 + 3/8 of −b), so a point just above the
    /// square's top is inside, at grid parameter u = 0.5, and the square's bottom-middle is unchanged.
    func testBentEdgesMoveThePatchBoundary() throws {
        let black = RGBA(red: 0, green: 0, blue: 0, alpha: 1), red = RGBA(red: 1, green: 0, blue: 0, alpha: 1)
        let points = [Point(x: 0, y: 0), Point(x: 1, y: 0), Point(x: 0, y: 1), Point(x: 1, y: 1)]
        func controls(_ p: Point, up: Double) -> MeshControlPoints {
            MeshControlPoints(leading: Point(x: p.x - 1.0 / 3, y: p.y - up), top: Point(x: p.x, y: p.y - 1.0 / 3),
                              trailing: Point(x: p.x + 1.0 / 3, y: p.y - up), bottom: Point(x: p.x, y: p.y + 1.0 / 3))
        }
        let bulge = 0.2
        let mesh = MeshGrid(columns: 2, rows: 2, points: points, colors: [black, white, black, white], background: red,
                            smoothsColors: false,
                            controls: [controls(points[0], up: bulge), controls(points[1], up: bulge),
                                       controls(points[2], up: 0), controls(points[3], up: 0)])
        let tessellation = MeshTessellation(mesh)
        let top = try XCTUnwrap(tessellation.gridParameter(at: Point(x: 0.5, y: -0.1)))
        XCTAssertEqual(top.column, 0.5, accuracy: 1e-3)
        XCTAssertNil(tessellation.gridParameter(at: Point(x: 0.5, y: -0.75 * bulge - 0.01)), "above the bulge")
        XCTAssertNotNil(tessellation.gridParameter(at: Point(x: 0.5, y: -0.75 * bulge + 0.01)), "just inside it")
        let bottom = try XCTUnwrap(tessellation.gridParameter(at: Point(x: 0.5, y: 1)))
        XCTAssertEqual(bottom.column, 0.5, accuracy: 1e-9); XCTAssertEqual(bottom.row, 1, accuracy: 1e-9)
    }
}
