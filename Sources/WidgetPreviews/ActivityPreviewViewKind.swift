import WidgetKitLayer

/// Which presentation of a Live Activity a `#Preview(_:as:using:widget:contentStates:)` shows, as
/// WidgetKit's `ActivityPreviewViewKind`: the Lock Screen view (`.content`, also the banner of a
/// phone without a Dynamic Island), or one of the island's three presentations.
public enum ActivityPreviewViewKind: Hashable, Sendable, CustomStringConvertible {
    /// The Lock Screen presentation (the `ActivityConfiguration`'s content closure).
    case content
    /// The Dynamic Island in one of its presentations.
    case dynamicIsland(DynamicIslandPreviewViewState)

    /// The island presentations, as WidgetKit's `ActivityPreviewViewKind.DynamicIslandPreviewViewState`.
    public enum DynamicIslandPreviewViewState: String, Hashable, Sendable {
        case compact, expanded, minimal
    }

    /// "content", "dynamicIsland-compact": names the presentation in golden folders and sheets.
    public var description: String {
        switch self {
        case .content: return "content"
        case .dynamicIsland(let state): return "dynamicIsland-\(state.rawValue)"
        }
    }
}
