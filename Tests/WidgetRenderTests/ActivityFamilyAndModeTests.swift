import XCTest
import Foundation
import WidgetRender

struct FamilyProbeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var step: Int }
    var name: String
}

/// Red in the small family, blue in the medium one, filling the Lock Screen view.
private struct FamilyProbeView: View {
    @Environment(\.activityFamily) var family
    var body: some View {
        (family == .small ? Color.red : Color.blue).frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A Live Activity whose compact views fill their slots with red; margins and families as given.
private struct FamilyProbeActivity: Widget {
    var supplemental: [ActivityFamily] = [.small]
    var leadingMargin: CGFloat? = nil
    var trailingMargin: CGFloat? = nil

    var body: some WidgetConfiguration {
        ActivityConfiguration(for: FamilyProbeAttributes.self) { _ in
            FamilyProbeView()
        } dynamicIsland: { _ in
            var island = DynamicIsland {
                DynamicIslandExpandedRegion(.bottom) { Text("Bottom") }
            } compactLeading: {
                Color.red
            } compactTrailing: {
                Color.red
            } minimal: {
                Color.red
            }
            if let leadingMargin { island = island.contentMargins(.leading, leadingMargin, for: .compactLeading) }
            if let trailingMargin { island = island.contentMargins(.trailing, trailingMargin, for: .compactTrailing) }
            return island
        }
        .supplementalActivityFamilies(supplemental)
    }
}

/// `DynamicIslandMode.compactLeading` / `.compactTrailing` margins and `activityFamily` with
/// `supplementalActivityFamilies` (ActivityRendering.swift; geometry in docs/platform.md §8).
final class ActivityFamilyAndModeTests: XCTestCase {
    private let attributes = FamilyProbeAttributes(name: "probe")
    private let state = FamilyProbeAttributes.ContentState(step: 1)

    private func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 100 && p.b < 100 }
    private func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 200 && p.r < 100 }

    /// The compact island on iPhone 16 Pro Max (3×): 250 pt wide, 62.33-pt slots beside the 125.34-pt
    /// sensor, margins 8 at the outer edges (docs/platform.md §8). The leading view starts at the
    /// leading margin: x 14 is red with 8 and black (the island) with `.compactLeading` 20; the
    /// trailing view ends at 250 − margin: x 236 is red with 8 and black with `.compactTrailing` 20.
    /// Each mode changes only its own slot.
    func testCompactLeadingAndTrailingMarginsApplyToTheirSlot() throws {
        let renderer = try WidgetRenderer()
        let device = try Device(named: "iphone-16-pro-max")
        func sample(_ widget: FamilyProbeActivity) throws -> (leading: Bool, trailing: Bool) {
            let image = try renderer.render(.activity(widget, attributes: attributes, state: state,
                                                    presentation: .dynamicIslandCompact, device: device))
            XCTAssertEqual(image.width, 750)
            let y = Int(18 * device.scale)
            return (isRed(image.pixel(x: Int(14 * device.scale), y: y)), isRed(image.pixel(x: Int(236 * device.scale), y: y)))
        }
        let plain = try sample(FamilyProbeActivity())
        XCTAssertTrue(plain.leading); XCTAssertTrue(plain.trailing)
        let leading = try sample(FamilyProbeActivity(leadingMargin: 20))
        XCTAssertFalse(leading.leading); XCTAssertTrue(leading.trailing)
        let trailing = try sample(FamilyProbeActivity(trailingMargin: 20))
        XCTAssertTrue(trailing.leading); XCTAssertFalse(trailing.trailing)
    }

    /// With `.supplementalActivityFamilies([.small])`, CarPlay and the watch Smart Stack draw the Lock
    /// Screen view with `activityFamily == .small` (red), the Lock Screen with `.medium` (blue);
    /// without it, CarPlay shows the compact views (red at its edges, not the Lock Screen view).
    func testSmallFamilyIsWhatCarPlayAndTheWatchAskFor() throws {
        let renderer = try WidgetRenderer()
        func center(_ widget: FamilyProbeActivity, _ presentation: ActivityPresentation, _ device: Device) throws
            -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let image = try renderer.render(.activity(widget, attributes: attributes, state: state,
                                                    presentation: presentation, device: device))
            return image.pixel(x: image.width / 2, y: image.height / 2)
        }
        let phone = try Device(named: "iphone-16-pro-max"), watch = try Device(named: "watch-45mm")
        XCTAssertTrue(isRed(try center(FamilyProbeActivity(), .carPlay, phone)))
        XCTAssertTrue(isRed(try center(FamilyProbeActivity(), .watchSmartStack, watch)))
        XCTAssertTrue(isBlue(try center(FamilyProbeActivity(), .lockScreen, phone)))
        let mediumOnly = try center(FamilyProbeActivity(supplemental: []), .carPlay, phone)
        XCTAssertFalse(isBlue(mediumOnly))
        XCTAssertFalse(isRed(mediumOnly))   // the gap between the compact views
    }
}
