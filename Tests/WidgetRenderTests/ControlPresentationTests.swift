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

    /// Under a tinted appearance an on control takes the theme's accent color instead of its own
    /// tint (docs/platform.md §8, Controls, as rendered: our rule); off controls and other platforms'
    /// devices are not drawn again.
    func testTintedAppearanceRecolorsAnOnControl() throws {
        let renderer = try WidgetRenderer()
        let tinted = try Theme(named: "ios.tinted(blue)")
        let renders = try renderer.renderControlPresentations(TemplateTimerControl(), themes: [nil, tinted])
        // iPhone: 4 places × (off, on, on tinted); Mac 4 × 2 and watch 2 × 2 (ios.tinted is not theirs).
        XCTAssertEqual(renders.count, 4 * 3 + 4 * 2 + 2 * 2)
        func colors(_ render: RenderedControlPresentation) -> Set<[UInt8]> {
            var found = Set<[UInt8]>()
            for y in 0..<render.pixmap.height { for x in 0..<render.pixmap.width {
                let p = render.pixmap.pixel(x: x, y: y)
                if p.a == 255 { found.insert([p.r, p.g, p.b]) }
            } }
            return found
        }
        let large = renders.filter { $0.presentation == .controlCenterLarge && $0.device == .iPhone && $0.isOn }
        XCTAssertEqual(large.map(\.theme), [nil, tinted])
        // systemOrange in the dark appearance Control Center uses: #FF9F0A (HIG › Color › Specifications).
        let orange: [UInt8] = [255, 159, 10]
        let accent = tinted.accentGroupColor
        let accentBytes = [accent.red, accent.green, accent.blue].map { UInt8(($0 * 255).rounded()) }
        XCTAssertTrue(colors(large[0]).contains(orange))
        XCTAssertFalse(colors(large[1]).contains(orange))
        XCTAssertTrue(colors(large[1]).contains(accentBytes), "no fully covered symbol pixel in \(accentBytes)")
    }
}
