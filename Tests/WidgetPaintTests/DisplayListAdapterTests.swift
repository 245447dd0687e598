import XCTest
import WidgetGeometry
import WidgetRaster
import WidgetResolved
@testable import WidgetPaint
import WidgetDisplayList

/// The display list's shapes map onto raster paths with the conventions named in each adapter.
final class DisplayListAdapterTests: XCTestCase {
    func testShapesMapToTheirPaths() {
        let frame = Rect(x: 10, y: 20, width: 40, height: 30)
        XCTAssertEqual(VectorPath.shape(.rectangle, in: frame), .rectangle(frame))
        XCTAssertEqual(VectorPath.shape(.capsule(style: .continuous), in: frame), .capsule(in: frame, style: .continuous))
        XCTAssertEqual(VectorPath.shape(.roundedRectangle(cornerWidth: 8, cornerHeight: 8, style: .circular), in: frame),
                       .roundedRectangle(frame, cornerWidth: 8, cornerHeight: 8, style: .circular))
        // A unit path is stretched over the frame: (1, 1) lands on the frame's bottom-right corner.
        var unit = VectorPath()
        unit.move(to: .zero); unit.line(to: Point(x: 1, y: 1))
        let stretched = VectorPath.shape(.unitPath(unit), in: frame)
        XCTAssertEqual(stretched.elements, [.move(Point(x: 10, y: 20)), .line(Point(x: 50, y: 50))])
    }
}
