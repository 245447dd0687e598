import WidgetText
import WidgetResolved
import Foundation

/// Where a container background goes, as WidgetKit's `ContainerBackgroundPlacement`.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

// Widget-level modifiers: they report to the widget (container background, margins) rather than
// wrap the content; and modifiers accepted for source compatibility that draw nothing.

nonisolated extension View {
    /// The removable background of the widget: extracted into `ResolvedWidget.containerBackground`,
    /// every op in it in `DrawGroup.containerBackground`. The outermost one on the chain wins.
    public func containerBackground<V: View>(for placement: ContainerBackgroundPlacement,
                                             alignment: Alignment = .center,
                                             @ViewBuilder content: () -> V) -> some View {
        let background = content()
        return ModifiedView(content: self, name: "containerBackground") { context, resolveContent in
            if context.collector.containerBackground == nil {
                let inner = try context.descending(into: "containerBackground")
                    .withEnvironment { $0.enterGroup(.containerBackground) }
                // Several views overlap as in a ZStack; a single one stands alone.
                let layers = try resolveChildren(background, in: inner)
                let background: ResolvedNode = layers.count == 1 ? layers[0]
                    : .stack(ResolvedStack(axis: .depth, alignment: alignment.resolved, spacing: nil, children: layers))
                // Drawn outside the content, so mirrored on its own when right to left.
                context.collector.containerBackground = Mirroring.mirrored(
                    background, from: .leftToRight, to: inner.environment.layoutDirection)
            }
            return try resolveContent(context)
        }
    }

    public func containerBackground<S: ShapeStyle>(_ style: S, for placement: ContainerBackgroundPlacement) -> some View {
        containerBackground(for: placement) { Rectangle().fill(style) }
    }

    /// `false`: the background is drawn even where the system would remove it (docs/platform.md §3).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some View {
        ModifiedView(content: self, name: "containerBackgroundRemovable") { context, content in
            if !isRemovable { context.collector.backgroundRemovable = false }
            return try content(context)
        }
    }

    public func contentMarginsDisabled() -> some View {
        ModifiedView(content: self, name: "contentMarginsDisabled") { context, content in
            context.collector.contentMarginsDisabled = true
            return try content(context)
        }
    }

    /// Accepted; a rendered PNG has nothing to tap.
    public func widgetURL(_ url: URL?) -> some View { inertModifier("widgetURL") }

    /// Accepted; identity does not change a still image.
    public func id<ID: Hashable>(_ id: ID) -> some View { inertModifier("id") }

    /// Accepted; accessibility text is not drawn.
    public func accessibilityLabel(_ label: Text) -> some View { inertModifier("accessibilityLabel") }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { inertModifier("accessibilityLabel") }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { inertModifier("accessibilityLabel") }
    public func accessibilityHidden(_ hidden: Bool) -> some View { inertModifier("accessibilityHidden") }
}

/// How content changes animate, as SwiftUI's `ContentTransition`; a still render shows the end state.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

nonisolated extension View {
    /// Accepted; animations do not show in a still image.
    public func contentTransition(_ transition: ContentTransition) -> some View { inertModifier("contentTransition") }

    /// Accepted; interactive-widget invalidation does not apply to a still image.
    public func invalidatableContent(_ invalidatable: Bool = true) -> some View { inertModifier("invalidatableContent") }
}

/// The safe-area regions `ignoresSafeArea(_:edges:)` names, as SwiftUI's `SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

nonisolated extension View {
    /// Accepted with no effect: a widget has no safe-area insets to ignore (its content margins are
    /// not a safe area; `contentMarginsDisabled()` removes them). Widget backgrounds often carry it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        inertModifier("ignoresSafeArea")
    }

    /// The iOS 13 spelling of `ignoresSafeArea`; no effect in a widget either.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { inertModifier("edgesIgnoringSafeArea") }
}
