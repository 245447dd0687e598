import XCTest
import Foundation
import WidgetGeometry
import WidgetDisplayList

/// A stroke shares the raster's `StrokeStyleValue` but keeps the flat JSON it always had, so the
/// inputs hash goldens record of a themed list (docs/golden-testing.md) does not change with it.
final class DisplayListStrokeCodingTests: XCTestCase {
    private func json(_ stroke: StrokeOp) throws -> [String: Any] {
        let list = DisplayList(size: Size(width: 10, height: 10), cornerRadius: 0, items: [
            .shape(ShapeOp(frame: Rect(x: 0, y: 0, width: 10, height: 10), kind: .circle, fill: nil, stroke: stroke,
                           group: .default)),
        ])
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: try list.jsonData()) as? [String: Any])
        let items = try XCTUnwrap(root["items"] as? [[String: Any]])
        let shape = try XCTUnwrap(items.first?["shape"] as? [String: Any])
        let decoded = try JSONDecoder().decode(DisplayList.self, from: try list.jsonData())
        XCTAssertEqual(decoded, list)
        return try XCTUnwrap(shape["stroke"] as? [String: Any])
    }

    func testStrokeJSONIsFlatAndOmitsAZeroDashPhase() throws {
        let solid = try json(StrokeOp(paint: .color(.black), style: StrokeStyleValue(width: 3, cap: .round)))
        XCTAssertEqual(Set(solid.keys), ["paint", "lineWidth", "cap", "join", "miterLimit", "dash"])
        XCTAssertEqual(solid["lineWidth"] as? Double, 3)
        XCTAssertEqual(solid["cap"] as? String, "round")
        let dashed = try json(StrokeOp(paint: .color(.black), style: StrokeStyleValue(width: 1, dash: [2, 1], dashPhase: 0.5)))
        XCTAssertEqual(dashed["dashPhase"] as? Double, 0.5)
    }
}
