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
            // The island's expanded width at its compact height (HIG-Live-Activities › Specifications).
            (.actionButton, "iphone-16", [371, 36.67], 18.335),
            (.actionButton, "iphone-17-pro-max", [408, 36.67], 18.335),
        ]
        for (presentation, device, size, radius) in rows {
            let g = try presentation.geometry(on: try Device(named: device))
            XCTAssertEqual([g.size.width, g.size.height], size, "\(presentation) on \(device)")
            XCTAssertEqual(g.cornerRadius, radius, "\(presentation) on \(device)")
        }
        XCTAssertThrowsError(try ControlPresentation.macMenuBar.geometry(on: .iPhone))
        // No Action button on the iPhone 11, no island to show it on the 16e (docs/platform.md §8).
        XCTAssertThrowsError(try ControlPresentation.actionButton.geometry(on: try Device(named: "iphone-11")))
        XCTAssertThrowsError(try ControlPresentation.actionButton.geometry(on: try Device(named: "iphone-16e")))
    }

    /// Off and on differ (the on toggle has a white platter and a tinted symbol); a 72 pt cell at 3× is 216 px.
    func testTemplateControlRendersOffAndOn() throws {
        let renderer = try WidgetRenderer()
        let renders = try renderer.render(.controlPresentations(TemplateTimerControl()))
        XCTAssertEqual(renders.count, (5 + 4 + 2) * 2)
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
        let renders = try renderer.render(.controlPresentations(TemplateTimerControl(), themes: [nil, tinted]))
        // iPhone: 5 places × (off, on, on tinted); Mac 4 × 2 and watch 2 × 2 (ios.tinted is not theirs).
        XCTAssertEqual(renders.count, 5 * 3 + 4 * 2 + 2 * 2)
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
        // systemOrange in the dark appearance Control Center uses, iOS 26: (255, 146, 48) (HIG › Color ›
        // Specifications, docs/platform.md §10b).
        let orange: [UInt8] = [255, 146, 48]
        let accent = tinted.accentGroupColor
        let accentBytes = [accent.red, accent.green, accent.blue].map { UInt8(($0 * 255).rounded()) }
        XCTAssertTrue(colors(large[0]).contains(orange))
        XCTAssertFalse(colors(large[1]).contains(orange))
        XCTAssertTrue(colors(large[1]).contains(accentBytes), "no fully covered symbol pixel in \(accentBytes)")
    }
}

/// The Action button's island (docs/platform.md §8, Controls, as rendered): black, the symbol left
/// of the sensor housing (orange, the control's tint, when on; white when off) and the value right of it.
final class ActionButtonPresentationTests: XCTestCase {
    func testIslandShowsSymbolLeftAndValueRight() throws {
        let renderer = try WidgetRenderer()
        let off = try renderer.render(.control(TemplateTimerControl(), presentation: .actionButton, isOn: false))
        let on = try renderer.render(.control(TemplateTimerControl(), presentation: .actionButton, isOn: true))
        // 371 × 36.67 pt at 3×: 1113 × 110.01, rounded up to whole pixels.
        XCTAssertEqual([on.width, on.height], [1113, 111])
        func colors(_ p: Pixmap, columns: Range<Int>) -> Set<[UInt8]> {
            var found = Set<[UInt8]>()
            for y in 0..<p.height { for x in columns { let c = p.pixel(x: x, y: y); if c.a == 255 { found.insert([c.r, c.g, c.b]) } } }
            return found
        }
        // The sensor housing (the middle 125.34 pt) is black in both states.
        XCTAssertEqual(colors(on, columns: 500..<613), [[0, 0, 0]])
        XCTAssertEqual(colors(off, columns: 500..<613), [[0, 0, 0]])
        // systemOrange, dark appearance, iOS 26: (255, 146, 48) (HIG › Color › Specifications, docs/platform.md §10b).
        let orange: [UInt8] = [255, 146, 48], white: [UInt8] = [255, 255, 255]
        let left = 0..<368, right = 745..<1113
        XCTAssertTrue(colors(on, columns: left).contains(orange))
        XCTAssertFalse(colors(off, columns: left).contains(orange))
        XCTAssertTrue(colors(off, columns: left).contains(white))
        // The value ("On" / "Off") in white on the right; nothing orange there.
        XCTAssertTrue(colors(on, columns: right).contains(white))
        XCTAssertFalse(colors(on, columns: right).contains(orange))
        XCTAssertNotEqual(on.premultipliedBytes == off.premultipliedBytes, true)
    }
}
