import Foundation
import WidgetKitLayer
import WidgetPreviews
import WidgetAppearance
import WidgetGeometry
import WidgetViews

// Live Activity previews (`#Preview(_:as:using:widget:contentStates:)`): the preview's presentation
// for each content state, drawn by the same code as the `.activity` request (ActivityRendering.swift).

extension ActivityPreviewViewKind {
    /// The presentation the kind names: `.content` the Lock Screen view (docs/platform.md §8),
    /// `.dynamicIsland(x)` the island presentation x.
    public var presentation: ActivityPresentation {
        switch self {
        case .content: return .lockScreen
        case .dynamicIsland(.compact): return .dynamicIslandCompact
        case .dynamicIsland(.expanded): return .dynamicIslandExpanded
        case .dynamicIsland(.minimal): return .dynamicIslandMinimal
        }
    }

    /// The phone an activity preview is drawn on: iPhone 16 Pro, the canvas device of Xcode 16's
    /// Live Activity previews and a phone with a Dynamic Island, so every kind can be shown.
    /// **Our rule** (Xcode lets the user pick; a golden needs one).
    package static let previewDevice = "iphone-16-pro"

    /// The themes of `themes` an activity preview is drawn in: the Lock Screen's light and dark
    /// appearances and the tinted appearance (`ios.light`, `ios.dark`, `ios.tinted(…)`), as
    /// the `.activityPresentations` request draws by default. The island is always black, but its key line
    /// follows the appearance, so the island kinds are drawn in the same themes.
    package static func themes(from themes: [Theme]) -> [Theme] {
        themes.filter { $0.name == Theme.iosLight.name || $0.name == Theme.iosDark.name || $0.name.hasPrefix("ios.tinted") }
    }
}

/// A Live Activity preview made once (its content states evaluated): its presentation and, per
/// content state, the activity's views. Rendering reads it; every theme draws the same states.
public struct ActivityPreviewStates: @unchecked Sendable {
    // @unchecked: the views are values built once; rendering only reads them.
    public let preview: WidgetPreview
    public let presentation: ActivityPresentation
    package let run: WidgetPreviewActivityRun
    /// How many content states the preview lists.
    public var count: Int { run.states.count }
}

extension WidgetRenderer {
    /// Evaluates a Live Activity preview's widget and content states (under the provider budget);
    /// throws for any other kind of preview, and for attributes of another type than the activity's.
    func activityStates(of preview: WidgetPreview) throws -> ActivityPreviewStates {
        guard case .activity(let make) = preview.source, let kind = preview.activityViewKind else {
            throw WidgetPreviewError("preview \(preview.title) is not a Live Activity preview")
        }
        return ActivityPreviewStates(preview: preview, presentation: kind.presentation, run: try make())
    }

    /// Content state `index` (0-based) of `states` in its presentation on `device`, in `theme`.
    func renderActivityState(_ states: ActivityPreviewStates, at index: Int, device: Device, theme: Theme?,
                             environment: EnvironmentValues = EnvironmentValues()) throws -> Pixmap {
        guard states.run.states.indices.contains(index) else {
            throw WidgetPreviewError("preview \(states.preview.title) has \(states.count) content states, not \(index + 1)")
        }
        return try renderPresentation(states.run.states[index], traits: states.run.activity.traits,
                                      presentation: states.presentation, device: device, theme: theme,
                                      environment: environment)
    }
}
