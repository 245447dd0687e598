import Foundation
import WidgetViews

// ActivityKit's data side of a Live Activity, with Apple's names: the static attributes, the
// dynamic content state, the content (state + stale date + relevance score) and the context a
// Live Activity's views receive. On iOS ActivityKit starts and updates activities; here an
// activity is drawn from attributes and a state the caller gives (docs/widgetkit.md, Live Activities).
//
// Glossary: *attributes* — what does not change during the activity (the order number);
// *content state* — what does (the drink's progress); *presentation* — one place the system
// draws the activity (Lock Screen, Dynamic Island compact/minimal/expanded, StandBy, CarPlay,
// watch Smart Stack, Mac menu bar; `ActivityPresentation` in WidgetRender).

/// The static and dynamic data of a Live Activity, as ActivityKit's `ActivityAttributes`.
public protocol ActivityAttributes: Decodable, Encodable {
    /// The data that changes while the activity is live.
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// A content state with its stale date and relevance score, as ActivityKit's `ActivityContent`.
/// `staleDate`: a render whose date is at or after it draws the activity stale
/// (`ActivityViewContext.isStale`); `relevanceScore` orders activities in the Dynamic Island
/// (the highest is the one shown expanded or compact, the others minimal).
public struct ActivityContent<State: Decodable & Encodable & Hashable>: Hashable {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        self.state = state; self.staleDate = staleDate; self.relevanceScore = relevanceScore
    }

    /// Whether the content is stale at `date` (ActivityKit: the stale date has passed).
    public func isStale(at date: Date) -> Bool { staleDate.map { date >= $0 } ?? false }
}

/// What a Live Activity's views receive, as WidgetKit's `ActivityViewContext`.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    /// True when the content's stale date has passed at the render date.
    public let isStale: Bool
    /// A stable identifier; ours: "preview" (a render has no running activity).
    public let activityID: String

    package init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool, activityID: String = "preview") {
        self.attributes = attributes; self.state = state; self.isStale = isStale; self.activityID = activityID
    }
}

/// The size class of a Live Activity's view, as WidgetKit's `ActivityFamily`: `.medium` on the
/// Lock Screen (and iPhone), `.small` in CarPlay and the watch Smart Stack when the configuration
/// declares `.supplementalActivityFamilies([.small])` (docs/platform.md §8).
public enum ActivityFamily: String, Hashable, Sendable, CaseIterable, Codable {
    case small, medium
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue = ActivityFamily.medium }
private struct ActivityFullscreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The family the Live Activity is drawn in (`.small` in CarPlay and on the watch when offered).
    public var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] } set { self[ActivityFamilyKey.self] = newValue }
    }
    /// True in StandBy, where the Lock Screen view fills the screen.
    public var isActivityFullscreen: Bool {
        get { self[ActivityFullscreenKey.self] } set { self[ActivityFullscreenKey.self] = newValue }
    }
}

/// Where expanded-region content goes when it is wider than the space beside the TrueDepth
/// camera, as WidgetKit's `DynamicIslandExpandedRegionVerticalPlacement`.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
    let name: String
    /// Below the camera when too wide to fit beside it.
    public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(name: "belowIfTooWide")
}

nonisolated extension View {
    /// The Lock Screen (and StandBy, CarPlay) background of a Live Activity, as WidgetKit's
    /// `activityBackgroundTint(_:)`: drawn as the presentation's background, full bleed under the
    /// rounded outline. nil keeps the system's light or dark material (docs/platform.md §8).
    public func activityBackgroundTint(_ color: Color?) -> some View {
        ActivityBackgroundTinted(content: self, tint: color)
    }

    /// The color of the system's action button under a Lock Screen Live Activity, as WidgetKit's
    /// `activitySystemActionForegroundColor(_:)`. Accepted, no effect on a still image: the
    /// system's button ("Clear") is not part of the activity's picture.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }

    /// Moves expanded-region content below the camera when it is too wide, as WidgetKit's
    /// `dynamicIsland(verticalPlacement:)`. Our expanded layout gives leading and trailing regions
    /// the full height beside the center column (docs/platform.md §8), so nothing has to move:
    /// accepted, and the content is drawn where the region is.
    public func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}

/// A view with a Live Activity background tint: the tint becomes its container background.
nonisolated struct ActivityBackgroundTinted<Content: View>: View {
    let content: Content
    let tint: Color?
    var body: some View {
        if let tint {
            content.containerBackground(tint, for: .widget)
        } else {
            content
        }
    }
}
