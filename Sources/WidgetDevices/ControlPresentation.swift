import WidgetGeometry
import WidgetViews
import WidgetLimits

/// One place the system draws a control. Apple publishes no control sizes (docs/platform.md §8,
/// Controls), so every figure here is **Our rule**, kept in the table of docs/platform.md §8
/// ("Controls, as rendered") and checked by `ControlPresentationTests`.
public enum ControlPresentation: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// Control Center, one cell: the symbol in a circle.
    case controlCenterSmall
    /// Control Center, two cells wide: symbol, title and value.
    case controlCenterMedium
    /// Control Center, two by two cells: symbol above title and value.
    case controlCenterLarge
    /// The Lock Screen's control buttons: the symbol in a circle.
    case lockScreen
    /// The Mac menu bar: the symbol alone.
    case macMenuBar
    /// The watch Smart Stack (watchOS 26): symbol, title and current value on a Smart Stack card.
    case watchSmartStack
    /// The watch's Control Center: the symbol in a circle.
    case watchControlCenter
    /// The iPhone's Action button: pressed, the Dynamic Island shows the symbol and the value.
    case actionButton

    public var description: String { rawValue }

    /// The presentations `device` shows: iPhone and iPad Control Center and Lock Screen, and the
    /// Action button on iPhones that have one and a Dynamic Island to show it in; Mac Control
    /// Center and menu bar; watch Smart Stack and Control Center [WK-Controls] (docs/platform.md §8).
    public static func offered(on device: Device) -> [ControlPresentation] {
        switch device.platform {
        case .iOS, .iPadOS:
            let everywhere: [ControlPresentation] = [.controlCenterSmall, .controlCenterMedium, .controlCenterLarge, .lockScreen]
            return everywhere + (ActivityPresentation.island(of: device) != nil ? [.actionButton] : [])
        case .macOS: return [.controlCenterSmall, .controlCenterMedium, .controlCenterLarge, .macMenuBar]
        case .watchOS: return [.watchSmartStack, .watchControlCenter]
        case .visionOS: return []
        }
    }
}

/// A control's canvas (points) and what it draws of the control.
package struct ControlGeometry: Hashable, Sendable {
    package var size: Size
    package var cornerRadius: Double
    package var margins: Insets
    /// The parts drawn besides the symbol.
    package var showsTitle: Bool
    package var symbolSize: Double
    /// The Dynamic Island's sensor housing, kept empty between the symbol and the value (Action button).
    package var sensorWidth: Double = 0
}

extension ControlPresentation {
    /// Control Center's cell: 72 pt, the accessoryCircular size of the 393×852 iPhone (§4), the
    /// nearest published round canvas; cells 16 pt apart. Ours.
    package static let cell = 72.0, gap = 16.0

    package func geometry(on device: Device) throws -> ControlGeometry {
        guard Self.offered(on: device).contains(self) else {
            throw RenderError.presentationNotOffered(presentation: rawValue, device: device.id,
                                                     offered: Self.offered(on: device).map(\.rawValue))
        }
        let cell = Self.cell, wide = 2 * Self.cell + Self.gap
        switch self {
        case .controlCenterSmall:
            return ControlGeometry(size: Size(width: cell, height: cell), cornerRadius: cell / 2, margins: Insets(),
                                   showsTitle: false, symbolSize: 24)
        case .controlCenterMedium:
            return ControlGeometry(size: Size(width: wide, height: cell), cornerRadius: cell / 2,
                                   margins: Insets(top: 12, leading: 12, bottom: 12, trailing: 16), showsTitle: true, symbolSize: 20)
        case .controlCenterLarge:
            return ControlGeometry(size: Size(width: wide, height: wide), cornerRadius: cell / 2, margins: Insets(all: 16),
                                   showsTitle: true, symbolSize: 24)
        case .lockScreen:
            // 50 pt: ours (no published size), the watch 45 mm circular complication's (§4).
            return ControlGeometry(size: Size(width: 50, height: 50), cornerRadius: 25, margins: Insets(),
                                   showsTitle: false, symbolSize: 20)
        case .macMenuBar:
            return ControlGeometry(size: Size(width: 28, height: 22), cornerRadius: 0, margins: Insets(),
                                   showsTitle: false, symbolSize: 15)
        case .watchSmartStack:
            let size = try device.canvasSize(of: .accessoryRectangular)
            return ControlGeometry(size: size, cornerRadius: device.cornerRadius(of: .accessoryRectangular),
                                   margins: device.margins(of: .accessoryRectangular), showsTitle: true, symbolSize: 20)
        case .watchControlCenter:
            let size = try device.canvasSize(of: .accessoryCircular)
            return ControlGeometry(size: size, cornerRadius: size.width / 2, margins: Insets(), showsTitle: false,
                                   symbolSize: 20)
        case .actionButton:
            // The island grown to its expanded width at its compact height: the symbol left of the
            // sensor housing, the value right of it (ours; HIG-Controls › Anatomy says only "the
            // symbol and value in the Dynamic Island"). Every preset offering it has an island.
            let island = ActivityPresentation.island(of: device) ?? .regular
            let height = ActivityPresentation.compactHeight
            return ControlGeometry(size: Size(width: island.expandedWidth, height: height), cornerRadius: height / 2,
                                   margins: Insets(top: 4, leading: 14, bottom: 4, trailing: 14), showsTitle: true,
                                   symbolSize: 17, sensorWidth: island.sensorWidth)
        }
    }
}
