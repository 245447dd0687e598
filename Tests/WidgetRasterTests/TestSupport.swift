import XCTest
import WidgetGeometry
@testable import WidgetRaster

/// A transparent canvas; test sizes are always valid.
func makeCanvas(_ width: Int, _ height: Int) -> Canvas {
    guard let canvas = try? Canvas(width: width, height: height) else { fatalError("test canvas \(width)×\(height)") }
    return canvas
}

extension Canvas {
    /// The premultiplied alpha byte of pixel (x, y).
    func alpha(_ x: Int, _ y: Int) -> UInt8 { pixmap.premultipliedPixel(x: x, y: y).a }
    /// All alpha bytes, row-major.
    var alphas: [UInt8] { stride(from: 3, to: pixmap.premultipliedBytes.count, by: 4).map { pixmap.premultipliedBytes[$0] } }
}

/// A closed polygon through `points`.
func polygon(_ points: [(Double, Double)]) -> VectorPath {
    var path = VectorPath()
    for (i, p) in points.enumerated() {
        if i == 0 { path.move(to: Point(x: p.0, y: p.1)) } else { path.line(to: Point(x: p.0, y: p.1)) }
    }
    path.close()
    return path
}
