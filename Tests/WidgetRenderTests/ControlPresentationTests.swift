import XCTest
import Foundation
@testable import WidgetRender

/// Control presentations: canvases against the table in docs/platform.md §8 ("Controls, as
/// rendered"; all our rule) and Xcode's control template drawn off and on.
final class ControlPresentationTests: XCTestCase {
    func testGeometryMatchesThePlatformTable() throws {
        let rows: [(ControlPresentation, String, [Double], Double)] = [
            (.controlCenterSmall, "iphone-16", [72, 72], 36),
            (.controlCenterMedium, "iphone-16", [160, 72], 36),
            (.controlCenterLarge, "iphone-16", [160, 160], 36),
            (.lockScreen, "iphone-16", [50, 50], 25),
            (.controlCenterMedium, "mac", [160, 72], 36),
            (.macMenuBar, "mac", [28, 22], 0),
            (.watchSmartStack, "watch-45mm", [184, 80.5], 18),
            (.watchControlCenter, "watch-45mm", [50, 50], 25),
        ]
        for (presentation, device, size, radius) in rows {
            let g = try presentation.geometry(on: try Device(named: device))
            XCTAssertEqual([g.size.width, g.size.height], size, "\(presentation) on \(device)")
            XCTAssertEqual(g.cornerRadius, radius, "\(presentation) on \(device)")
        }
        XCTAssertThrowsError(try ControlPresentation.macMenuBar.geometry(on: .iPhone))
    }

    /// Off and on differ (the on toggle has a white platter and a tinted symbol); a 72 pt cell at 3× is 216 px.
    func testTemplateControlRendersOffAndOn() throws {
        let renderer = try WidgetRenderer()
        let renders = try renderer.renderControlPresentations(TemplateTimerControl())
        XCTAssertEqual(renders.count, (4 + 4 + 2) * 2)
        let small = renders.filter { $0.presentation == .controlCenterSmall && $0.device == .iPhone }
        XCTAssertEqual(small.map { [$0.pixmap.width, $0.pixmap.height] }, [[216, 216], [216, 216]])
        XCTAssertNotEqual(small[0].pixmap.premultipliedBytes, small[1].pixmap.premultipliedBytes)
        // The center of the on cell's platter edge (2 px in, mid-height) is opaque white.
        let on = small[1].pixmap
        let edge = on.pixel(x: 108, y: 4)
        XCTAssertEqual([edge.r, edge.g, edge.b, edge.a], [255, 255, 255, 255])
    }
}
