import WidgetGeometry
import WidgetViews
import WidgetLimits

/// One place the system draws a Live Activity. Every figure below is the table in
/// docs/platform.md §8 ("Live Activity presentations, as rendered"); `ActivityPresentationTests`
/// checks each against it.
public enum ActivityPresentation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// The Lock Screen banner (also the notification banner on devices without a Dynamic Island).
    case lockScreen
    /// The Lock Screen view scaled to fill the landscape screen while charging.
    case standBy
    /// The island's compact leading and trailing views around the sensor housing.
    case dynamicIslandCompact
    /// The island's minimal view: a circle (the detached one when two activities are live).
    case dynamicIslandMinimal
    /// The island expanded: four regions on a black 44 pt-radius shape.
    case dynamicIslandExpanded
    /// CarPlay: the `.small` family, or the compact views side by side.
    case carPlay
    /// The paired Apple Watch's Smart Stack: the `.small` family, or the compact views side by side.
    case watchSmartStack
    /// The macOS 26 menu bar: the compact views in a menu-bar item.
    case macMenuBar

    public var description: String { rawValue }
}

/// What a presentation draws behind the activity's views.
package enum ActivityBackground: Hashable, Sendable {
    /// The view's `activityBackgroundTint`, else the system's light or dark Lock Screen color.
    case lockScreen
    /// Opaque black: the Dynamic Island and the menu-bar item (cannot be changed).
    case black
    /// CarPlay: the tint, else the dark system color (CarPlay draws dark).
    case carPlay
    /// The watch Smart Stack platter.
    case smartStackPlatter
}

/// A presentation's canvas on one device.
package struct ActivityGeometry: Hashable, Sendable {
    package var width: Double
    /// The fixed height, or the range the content's ideal height is clamped to.
    package var heights: ClosedRange<Double>
    package var cornerRadius: Double
    package var margins: Insets
    package var background: ActivityBackground
    /// Drawn at this many times the device scale (StandBy's 2×).
    package var magnification: Double = 1
}

/// The island a device has: the published widths of docs/platform.md §8 (HIG-Live-Activities ›
/// Specifications), with the compact slot of the screen with the same island width.
package struct DynamicIslandClass: Hashable, Sendable {
    package let compactWidth: Double, expandedWidth: Double, slotWidth: Double
    /// Published: 62.33 + 125.33 + 62.33 = 250 and 52.33 + 125.33 + 52.33 = 230 (the sensor gap is
    /// the compact width minus its two published slots).
    package var sensorWidth: Double { compactWidth - 2 * slotWidth }
    package static let large = DynamicIslandClass(compactWidth: 250, expandedWidth: 408, slotWidth: 62.33)
    package static let regular = DynamicIslandClass(compactWidth: 230, expandedWidth: 371, slotWidth: 52.33)
}

extension ActivityPresentation {
    /// Published heights (HIG-Live-Activities › Specifications): compact and minimal 36.67,
    /// Lock Screen and expanded 84…160.
    package static let compactHeight = 36.67
    package static let bannerHeights: ClosedRange<Double> = 84...160

    /// The island of each iPhone preset (docs/platform.md §8, island widths per device); nil: none.
    package static func island(of device: Device) -> DynamicIslandClass? {
        switch device.id {
        case "iphone-16-pro-max", "iphone-17-pro-max", "iphone-air", "iphone-15-pro-max": return .large
        case "iphone-16-pro", "iphone-17-pro", "iphone-16": return .regular
        default: return nil
        }
    }

    /// Lock Screen width: the published expanded width on island phones (equal to the published
    /// Lock Screen width on both published screens); otherwise the screen width minus 2 × 11 pt,
    /// which reproduces both published rows (430 − 22 = 408, 393 − 22 = 371) — **Our rule**.
    /// iPad: published 500 (1366 wide) and 425 (the other listed screens).
    package static func lockScreenWidth(on device: Device) -> Double? {
        if let island = island(of: device) { return island.expandedWidth }
        let screens: [String: Double] = ["iphone-14-plus": 428, "iphone-11": 414, "iphone-8-plus": 414, "iphone-14": 390,
                                         "iphone-16e": 390, "iphone-13-mini": 375, "iphone-se": 375, "iphone-se-1": 320]
        if let screen = screens[device.id] { return screen - 22 }
        if device.platform == .iPadOS { return ["ipad-pro-13", "ipad-pro-13-m4"].contains(device.id) ? 500 : 425 }
        return nil
    }

    /// The presentations `device` shows (docs/platform.md §8): island phones all but watch and Mac;
    /// other phones Lock Screen, StandBy and CarPlay; iPads the Lock Screen; the Mac its menu bar
    /// and the expanded view; watches the Smart Stack.
    public static func offered(on device: Device) -> [ActivityPresentation] {
        switch device.platform {
        case .iOS:
            return island(of: device) != nil
                ? [.lockScreen, .standBy, .dynamicIslandCompact, .dynamicIslandMinimal, .dynamicIslandExpanded, .carPlay]
                : [.lockScreen, .standBy, .carPlay]
        case .iPadOS: return [.lockScreen]
        case .macOS: return [.macMenuBar, .dynamicIslandExpanded]
        case .watchOS: return [.watchSmartStack]
        case .visionOS: return []
        }
    }

    /// The canvas of this presentation on `device`; throws when the device does not show it.
    package func geometry(on device: Device) throws -> ActivityGeometry {
        guard Self.offered(on: device).contains(self) else {
            throw RenderError.presentationNotOffered(presentation: rawValue, device: device.id,
                                                     offered: Self.offered(on: device).map(\.rawValue))
        }
        // The Mac uses the iOS dimensions (HIG-Live-Activities › macOS); ours: the larger island's.
        let island = Self.island(of: device) ?? .large
        let compact = Self.compactHeight
        switch self {
        case .lockScreen, .standBy:
            let width = Self.lockScreenWidth(on: device) ?? island.expandedWidth
            // 14 pt: the published standard margin. Corner radius 22 pt: ours, the iPhone widget radius (§4).
            return ActivityGeometry(width: width, heights: Self.bannerHeights, cornerRadius: 22,
                                    margins: Insets(all: 14), background: .lockScreen,
                                    magnification: self == .standBy ? 2 : 1)
        case .dynamicIslandCompact:
            return ActivityGeometry(width: island.compactWidth, heights: compact...compact, cornerRadius: compact / 2,
                                    margins: Insets(top: 4, leading: 8, bottom: 4, trailing: 8), background: .black)
        case .dynamicIslandMinimal:
            return ActivityGeometry(width: compact, heights: compact...compact, cornerRadius: compact / 2,
                                    margins: Insets(all: 6), background: .black)
        case .dynamicIslandExpanded:
            return ActivityGeometry(width: island.expandedWidth, heights: Self.bannerHeights, cornerRadius: 44,
                                    margins: Insets(all: 14), background: .black)
        case .carPlay:
            // The first of the HIG's three CarPlay sizes; radius 12 and margins 14 are ours (§8).
            return ActivityGeometry(width: 240, heights: 78...78, cornerRadius: 12, margins: Insets(all: 14),
                                    background: .carPlay)
        case .watchSmartStack:
            let size = try device.canvasSize(of: .accessoryRectangular)
            return ActivityGeometry(width: size.width, heights: size.height...size.height,
                                    cornerRadius: device.cornerRadius(of: .accessoryRectangular),
                                    margins: device.margins(of: .accessoryRectangular), background: .smartStackPlatter)
        case .macMenuBar:
            // Ours (§8): the two compact slots and a 6 pt gap in a 22 pt tall capsule.
            let width = 2 * island.slotWidth + 6
            return ActivityGeometry(width: width, heights: 22...22, cornerRadius: 11,
                                    margins: Insets(top: 2, leading: 6, bottom: 2, trailing: 6), background: .black)
        }
    }
}
