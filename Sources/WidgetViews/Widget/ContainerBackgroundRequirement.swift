import WidgetResolved

/// A widget entry's content, or `replacement` when the content declares no container background:
/// what iOS 17 and later draw for such a widget (WidgetRender's `MissingContainerBackgroundView`),
/// with `warning` recorded. Deciding inside resolve lets one resolve, in the environment the entry
/// is drawn in, both draw the entry and check it; a list content is checked as a whole, so it is a
/// primitive view rather than a `ModifiedView` (which applies itself to each member of a list).
nonisolated package struct ContainerBackgroundRequirement<Content: View, Replacement: View>: View, PrimitiveView {
    package typealias Body = Never
    let content: Content
    let replacement: Replacement
    let warning: String

    package init(_ content: Content, otherwise replacement: Replacement, warning: String) {
        self.content = content; self.replacement = replacement; self.warning = warning
    }

    var joinsPath: Bool { false }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let collector = context.collector
        // An outer `containerBackground` already counts (the outermost one wins).
        guard collector.containerBackground == nil else { return try WidgetViews.resolve(content, in: context) }
        let before = (collector.pixmaps, collector.deferred, collector.backgroundRemovable, collector.contentMarginsDisabled)
        let node = try WidgetViews.resolve(content, in: context)
        if collector.containerBackground != nil { return node }
        // The content is not drawn: nothing it asked of the widget stays, only its warnings.
        (collector.pixmaps, collector.deferred, collector.backgroundRemovable, collector.contentMarginsDisabled) = before
        collector.warn(warning, key: "missing containerBackground")
        return try WidgetViews.resolve(replacement, in: context)
    }
}
