import Foundation
import WidgetViews

// The Dynamic Island's views, with WidgetKit's names: four expanded regions and the compact
// leading, compact trailing and minimal views. How each is laid out and drawn (black island,
// 44 pt corner radius, key line, region frames) is docs/platform.md §8 and
// `Sources/WidgetDevices/ActivityPresentation.swift`.

/// Where an expanded region sits, as WidgetKit's `DynamicIslandExpandedRegionPosition`.
public struct DynamicIslandExpandedRegionPosition: Hashable, Sendable, CustomStringConvertible {
    package let name: String
    /// Beside the TrueDepth camera, on the leading side; as tall as the center and leading rows.
    public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
    /// Beside the camera, on the trailing side.
    public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
    /// Below the camera, between leading and trailing.
    public static let center = DynamicIslandExpandedRegionPosition(name: "center")
    /// Below leading, center and trailing, the island's full width.
    public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
    public var description: String { name }
}

/// The presentations whose margins `contentMargins(_:_:for:)` changes, as WidgetKit's `DynamicIslandMode`
/// (Apple: `compactLeading`, `compactTrailing`, `expanded`, `minimal`).
public struct DynamicIslandMode: Hashable, Sendable {
    package let name: String
    /// The compact leading view's slot (the side away from the camera and the edge beside it).
    public static let compactLeading = DynamicIslandMode(name: "compactLeading")
    /// The compact trailing view's slot.
    public static let compactTrailing = DynamicIslandMode(name: "compactTrailing")
    /// Ours, kept for code written against earlier versions of this package: both compact slots.
    public static let compact = DynamicIslandMode(name: "compact")
    public static let minimal = DynamicIslandMode(name: "minimal")
    public static let expanded = DynamicIslandMode(name: "expanded")
}

/// Content of the expanded island: regions, as WidgetKit's `DynamicIslandContent`.
public protocol DynamicIslandContent {
    /// The regions, erased (package: the presentation renderer reads them).
    var erasedRegions: [ErasedExpandedRegion] { get }
}

/// One expanded region with its view erased.
public struct ErasedExpandedRegion {
    package let position: DynamicIslandExpandedRegionPosition
    package let priority: Double
    package let view: AnyView
}

/// One region of the expanded island, as WidgetKit's `DynamicIslandExpandedRegion`. `priority`
/// shares the width beside the camera between leading and trailing (ActivityPresentation.swift).
nonisolated public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandContent {
    let region: ErasedExpandedRegion

    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {
        region = ErasedExpandedRegion(position: position, priority: priority, view: AnyView(content()))
    }
    public var erasedRegions: [ErasedExpandedRegion] { [region] }
}

/// The expanded island's regions, as WidgetKit's `DynamicIslandExpandedContent`: what
/// `@DynamicIslandExpandedContentBuilder` makes of a block, so a property can hold it
/// (`var expanded: DynamicIslandExpandedContent<some View>`). `Content` only names the type as
/// Apple's does; the regions carry their views.
public struct DynamicIslandExpandedContent<Content: View>: DynamicIslandContent {
    public let erasedRegions: [ErasedExpandedRegion]
}

/// Builds the expanded content, as WidgetKit's `DynamicIslandExpandedContentBuilder`.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public typealias Content = DynamicIslandExpandedContent<AnyView>
    public static func buildBlock() -> Content { Content(erasedRegions: []) }
    public static func buildBlock<each C: DynamicIslandContent>(_ content: repeat each C) -> Content {
        var regions: [ErasedExpandedRegion] = []
        for one in repeat each content { regions += one.erasedRegions }
        return Content(erasedRegions: regions)
    }
    public static func buildOptional(_ content: Content?) -> Content { content ?? Content(erasedRegions: []) }
    public static func buildEither(first: Content) -> Content { first }
    public static func buildEither(second: Content) -> Content { second }
    public static func buildLimitedAvailability(_ content: Content) -> Content { content }
}

/// The Dynamic Island presentations of a Live Activity, as WidgetKit's `DynamicIsland`.
public struct DynamicIsland {
    package let regions: [ErasedExpandedRegion]
    package let compactLeading: AnyView
    package let compactTrailing: AnyView
    package let minimal: AnyView
    /// The key line's color (drawn on a dark appearance; docs/platform.md §8).
    package var keyline: Color?
    /// Margins set per mode: edges and length (nil: the system default for those edges).
    package var margins: [(mode: DynamicIslandMode, edges: Edge.Set, length: CGFloat?)] = []

    public init<Expanded: DynamicIslandContent, CompactLeading: View, CompactTrailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> Expanded,
        @ViewBuilder compactLeading: () -> CompactLeading,
        @ViewBuilder compactTrailing: () -> CompactTrailing,
        @ViewBuilder minimal: () -> Minimal) {
        regions = expanded().erasedRegions
        self.compactLeading = AnyView(compactLeading())
        self.compactTrailing = AnyView(compactTrailing())
        self.minimal = AnyView(minimal())
    }

    /// The views of the regions at `position`, in declaration order (stacked vertically when several).
    package func regions(at position: DynamicIslandExpandedRegionPosition) -> [ErasedExpandedRegion] {
        regions.filter { $0.position == position }
    }

    /// Tints the island's key line, as WidgetKit's `keylineTint(_:)`.
    public func keylineTint(_ color: Color?) -> DynamicIsland {
        var island = self
        island.keyline = color
        return island
    }

    /// Changes the content margins of one presentation, as WidgetKit's `contentMargins(_:_:for:)`.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland {
        var island = self
        island.margins.append((mode, edges, length))
        return island
    }

    /// Changes the content margins of every edge of one presentation.
    public func contentMargins(_ length: CGFloat, for mode: DynamicIslandMode) -> DynamicIsland {
        contentMargins(.all, length, for: mode)
    }

    /// The URL a tap opens, as WidgetKit's `widgetURL(_:)`. Accepted, no effect on a still image.
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
}
