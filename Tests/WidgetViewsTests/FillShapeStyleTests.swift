import XCTest
import WidgetGeometry
@testable import WidgetViews

/// `.fill` … `.fill.quaternary` are UIKit's systemFill … quaternarySystemFill (Apple, UIKit
/// "UI element colors"), by color scheme.
final class FillShapeStyleTests: XCTestCase {
    private func background(_ style: FillShapeStyle, _ scheme: ColorScheme) throws -> ResolvedPaint? {
        let widget = try resolved(Text("x").containerBackground(style, for: .widget)) { $0.colorScheme = scheme }
        guard case .shape(let shape)? = widget.containerBackground else { XCTFail("expected a shape"); return nil }
        return shape.fill
    }

    func testSystemFillLevels() throws {
        func rgba(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> ResolvedPaint {
            .color(RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a))
        }
        XCTAssertEqual(try background(.fill, .light), rgba(120, 120, 128, 0.2))
        XCTAssertEqual(try background(.fill, .dark), rgba(120, 120, 128, 0.36))
        XCTAssertEqual(try background(.fill.secondary, .light), rgba(120, 120, 128, 0.16))
        XCTAssertEqual(try background(.fill.tertiary, .light), rgba(118, 118, 128, 0.12))
        XCTAssertEqual(try background(.fill.tertiary, .dark), rgba(118, 118, 128, 0.24))
        XCTAssertEqual(try background(.fill.quaternary, .light), rgba(116, 116, 128, 0.08))
        XCTAssertEqual(try background(.fill.quaternary, .dark), rgba(118, 118, 128, 0.18))
    }
}
