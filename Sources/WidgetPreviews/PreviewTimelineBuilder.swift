import WidgetKitLayer

/// Builds the `timeline:` closure of `#Preview(as:widget:timeline:)`, as WidgetKit's
/// `PreviewTimelineBuilder`: entries one per line, `if`, `for … in`.
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    /// A line holding several entries (`entries` from a helper), kept in order. Ours: Apple's builder
    /// takes single entries; this only adds what a loop would.
    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildBlock() -> [any TimelineEntry] { [] }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }
    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }
}
