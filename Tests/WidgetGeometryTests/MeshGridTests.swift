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
        XCTAssertEqual(mesh.straightColor(at: Point(x: 0.25, y: 0.5)).red, 0.25, accuracy: 1e-12)
        XCTAssertEqual(mesh.straightColor(at: Point(x: 1.5, y: 0.5)), red)
        mesh.smoothsColors = true
        XCTAssertEqual(mesh.straightColor(at: Point(x: 0.25, y: 0.5)).red, 0.203125, accuracy: 1e-12)
        XCTAssertEqual(mesh.straightColor(at: Point(x: 1, y: 1)), white)
    }
}
