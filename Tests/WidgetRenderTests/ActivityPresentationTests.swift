import XCTest
import Foundation
@testable import WidgetRender

/// Each Live Activity presentation's canvas against the table in docs/platform.md §8 ("Live
/// Activity presentations, as rendered"), typed in from that table; and the Xcode template's
/// activity rendered in every presentation at those sizes.
final class ActivityPresentationTests: XCTestCase {
    typealias Row = (presentation: ActivityPresentation, device: String, width: Double, heights: ClosedRange<Double>,
                     radius: Double, margins: [Double])

    func testGeometryMatchesThePlatformTable() throws {
        let rows: [Row] = [
            // Published: HIG-Live-Activities › Specifications (430/440 class: 408 wide, 84–160; island 250 / 408).
            (.lockScreen, "iphone-16-pro-max", 408, 84...160, 22, [14, 14, 14, 14]),
            (.lockScreen, "iphone-16", 371, 84...160, 22, [14, 14, 14, 14]),
            (.lockScreen, "iphone-14", 368, 84...160, 22, [14, 14, 14, 14]),      // ours: 390 − 22
            (.lockScreen, "ipad-pro-13", 500, 84...160, 22, [14, 14, 14, 14]),
            (.lockScreen, "ipad-mini", 425, 84...160, 22, [14, 14, 14, 14]),
            (.standBy, "iphone-16-pro-max", 408, 84...160, 22, [14, 14, 14, 14]),
            (.dynamicIslandCompact, "iphone-16-pro-max", 250, 36.67...36.67, 18.335, [4, 8, 4, 8]),
            (.dynamicIslandCompact, "iphone-16-pro", 230, 36.67...36.67, 18.335, [4, 8, 4, 8]),
            (.dynamicIslandMinimal, "iphone-16-pro-max", 36.67, 36.67...36.67, 18.335, [6, 6, 6, 6]),
            (.dynamicIslandExpanded, "iphone-16-pro-max", 408, 84...160, 44, [14, 14, 14, 14]),
            (.dynamicIslandExpanded, "iphone-17-pro", 371, 84...160, 44, [14, 14, 14, 14]),
            (.carPlay, "iphone-16-pro-max", 240, 78...78, 12, [14, 14, 14, 14]),
            (.watchSmartStack, "watch-45mm", 184, 80.5...80.5, 18, [8, 8, 8, 8]),
            (.macMenuBar, "mac", 130.66, 22...22, 11, [2, 6, 2, 6]),
            (.dynamicIslandExpanded, "mac", 408, 84...160, 44, [14, 14, 14, 14]),
        ]
        for row in rows {
            let g = try row.presentation.geometry(on: try Device(named: row.device))
            let label = "\(row.presentation) on \(row.device)"
            XCTAssertEqual(g.width, row.width, accuracy: 1e-9, label)
            XCTAssertEqual(g.heights, row.heights, label)
            XCTAssertEqual(g.cornerRadius, row.radius, accuracy: 1e-9, label)
            XCTAssertEqual([g.margins.top, g.margins.leading, g.margins.bottom, g.margins.trailing], row.margins, label)
        }
        // The sensor gap: 250 − 2 × 62.33 = 230 − 2 × 52.33 = 125.34 (both published compact rows agree).
        XCTAssertEqual(DynamicIslandClass.large.sensorWidth, 125.34, accuracy: 1e-9)
        XCTAssertEqual(DynamicIslandClass.regular.sensorWidth, 125.34, accuracy: 1e-9)
        XCTAssertEqual(ActivityPresentation.offered(on: try Device(named: "iphone-14")), [.lockScreen, .standBy, .carPlay])
        XCTAssertThrowsError(try ActivityPresentation.dynamicIslandCompact.geometry(on: try Device(named: "iphone-14"))) { error in
            XCTAssertEqual(String(describing: error), "device 'iphone-14' does not show the Live Activity presentation "
                           + "dynamicIslandCompact; it shows: lockScreen, standBy, carPlay")
        }
    }

    /// The template activity in each presentation: pixel sizes = canvas × scale (× 2 in StandBy);
    /// the Lock Screen's one line of text is shorter than 84 pt, so the banner is 84 pt tall.
    func testTemplateActivityRendersEveryPresentation() throws {
        let renderer = try WidgetRenderer()
        let renders = try renderer.render(.activityPresentations(
            TemplateWidgetLiveActivity(), attributes: TemplateWidgetAttributes.preview,
            content: ActivityContent(state: TemplateWidgetAttributes.ContentState.smiley, staleDate: nil), device: try Device(named: "iphone-16-pro-max")))
        var sizes: [String: [Int]] = [:]
        for render in renders { sizes["\(render.presentation)@\(render.device.id)"] = [render.pixmap.width, render.pixmap.height] }
        XCTAssertEqual(sizes["lockScreen@iphone-16-pro-max"], [1224, 252])
        XCTAssertEqual(sizes["standBy@iphone-16-pro-max"], [2448, 504])
        XCTAssertEqual(sizes["dynamicIslandExpanded@iphone-16-pro-max"]?[0], 1224)
        XCTAssertEqual(sizes["carPlay@iphone-16-pro-max"], [720, 234])
        XCTAssertEqual(sizes["watchSmartStack@watch-45mm"], [368, 161])
        XCTAssertEqual(renders.count, 9 * 3)  // 6 iPhone presentations, the watch, the Mac menu bar and expanded view
    }

    func testWrongAttributesAreOneLine() throws {
        struct Other: ActivityAttributes { struct ContentState: Codable, Hashable {} }
        XCTAssertThrowsError(try WidgetRenderer().render(.activity(TemplateWidgetLiveActivity(), attributes: Other(),
                                                                 state: .init(), presentation: .lockScreen))) { error in
            XCTAssertEqual(String(describing: error),
                           "TemplateWidgetLiveActivity: the Live Activity takes TemplateWidgetAttributes, not Other")
        }
    }
}

/// The Live Activity's data side and the visionOS texture choice.
final class ActivityDataTests: XCTestCase {
    func testStalenessAndBundles() throws {
        let stale = Date(timeIntervalSince1970: 1_000)
        let content = ActivityContent(state: TemplateWidgetAttributes.ContentState.smiley, staleDate: stale, relevanceScore: 50)
        XCTAssertFalse(content.isStale(at: stale.addingTimeInterval(-1)))
        XCTAssertTrue(content.isStale(at: stale))
        XCTAssertEqual(content.relevanceScore, 50)
        XCTAssertTrue(TemplateWidgetLiveActivity().isLiveActivity)
        XCTAssertThrowsError(try TemplateWidgetLiveActivity().configured())  // not a timeline widget
        XCTAssertEqual(try TemplateWidgetLiveActivity().configuredActivity().attributesTypeName, "TemplateWidgetAttributes")
    }

    /// A paper widget under the glass theme gets the paper coating; other themes are unchanged.
    func testTheWidgetsTextureWinsOverTheThemes() throws {
        var traits = WidgetTraits(kind: "k", configurationType: "StaticConfiguration")
        XCTAssertEqual(Theme.visionosGlass.textured(for: traits).coating, .glass)
        traits.widgetTexture = .paper
        XCTAssertEqual(Theme.visionosGlass.textured(for: traits).coating, .paper)
        XCTAssertNil(Theme.iosLight.textured(for: traits).coating)
        XCTAssertNil(try Theme(named: "visionos.color(green)").textured(for: traits).coating)
    }
}
