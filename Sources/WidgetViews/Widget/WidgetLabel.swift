import WidgetGeometry
import WidgetText
import WidgetResolved
import Foundation

// Accessory presentation: `widgetLabel` and `AccessoryWidgetGroup`.
//
// Apple: "The system only displays labels on widget-based complications in watchOS. The system
// ignores any labels attached to widgets on the Lock Screen on iPhone." (SwiftUI documentation,
// `widgetLabel(label:)`). Text labels apply to accessoryCorner and accessoryCircular complications,
// whose label the system sets "along a curve".
//
// Ours: the label is laid out straight at the bottom of the round complication (11 pt semibold
// rounded on one line, shrinking to 60 % before it truncates, 7 pt from the sides and 4 pt from the
// bottom), the content inset above it, and then bent along the bezel (`ResolvedEffect.bezelArc`):
// its middle line becomes the arc about the complication's center, its length the arc's length, so
// it reads left to right along the bottom. A `Gauge` or `ProgressView` in the label is the bar the
// watch bends along the bezel: an `accessoryLinear` gauge (minimum, bar, maximum in one row) unless
// the label sets a style itself, bent the same way; their own `label` is left out (`labelsHidden`),
// as the bezel has room for the bar only (ours).

private struct ShowsWidgetLabelKey: EnvironmentKey { static let defaultValue: Bool? = nil }

extension EnvironmentValues {
    /// Whether the widget can show an accessory label: watchOS accessoryCorner and accessoryCircular,
    /// unless set explicitly.
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] ?? WidgetLabelPlacement(self).isShown }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}

/// Where the platform draws a widget label in this environment.
struct WidgetLabelPlacement {
    let isShown: Bool
    init(_ environment: EnvironmentValues) {
        isShown = environment.platform == .watchos
            && (environment.widgetFamily == .accessoryCorner || environment.widgetFamily == .accessoryCircular)
    }

    static let font = Font.system(size: 11, weight: .semibold, design: .rounded)
    /// Ours: the content keeps this fraction of the complication's side, the label takes the rest.
    static let contentFraction: CGFloat = 0.72
}

/// Content with an accessory label, drawn where the platform draws it (see the file comment).
nonisolated struct WidgetLabelled<Content: View, LabelContent: View>: View {
    let content: Content
    let label: LabelContent
    @Environment(\.showsWidgetLabel) private var showsLabel

    var body: some View {
        if showsLabel {
            LabelBelowContent(content: content, label: label)
        } else {
            content
        }
    }
}

/// The content inset in the upper part of the round complication, the label below it.
nonisolated private struct LabelBelowContent<Content: View, LabelContent: View>: View {
    let content: Content
    let label: LabelContent

    var body: some View {
        VStack(spacing: 1) {
            content
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .layoutPriority(0)
            label
                .gaugeStyle(.accessoryLinear)
                .labelsHidden()
                .font(WidgetLabelPlacement.font)
                .lineLimit(1)
                .minimumScaleFactor(0.6)
                .fixedSize(horizontal: false, vertical: true)
                .padding(.horizontal, 7)
                .wrappingModifier("widgetLabel") { _ in .effect(.bezelArc) }
                .padding(.bottom, 4)
        }
    }
}

nonisolated extension View {
    public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        WidgetLabelled(content: self, label: label())
    }

    public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View {
        WidgetLabelled(content: self, label: Text(labelKey))
    }

    @_disfavoredOverload
    public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
        WidgetLabelled(content: self, label: Text(label))
    }

    /// The older spelling, `widgetLabel(label: Text("…"))`.
    public func widgetLabel<Label: View>(label: Label) -> some View {
        WidgetLabelled(content: self, label: label)
    }

    /// Accepted; the content is drawn straight (only the label is bent along the bezel).
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> some View { inertModifier("widgetCurvesContent") }
}

/// The mask of `AccessoryWidgetGroup`'s items, as WidgetKit's `AccessoryWidgetGroupStyle`.
public struct AccessoryWidgetGroupStyle: Hashable, Sendable {
    let isCircular: Bool
    /// "The default style that is set to circular." (WidgetKit documentation)
    public static let automatic = AccessoryWidgetGroupStyle(isCircular: true)
    public static let circular = AccessoryWidgetGroupStyle(isCircular: true)
    public static let roundedSquare = AccessoryWidgetGroupStyle(isCircular: false)
}

private struct AccessoryWidgetGroupStyleKey: EnvironmentKey { static let defaultValue = AccessoryWidgetGroupStyle.automatic }

extension EnvironmentValues {
    var accessoryWidgetGroupStyle: AccessoryWidgetGroupStyle {
        get { self[AccessoryWidgetGroupStyleKey.self] } set { self[AccessoryWidgetGroupStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func accessoryWidgetGroupStyle(_ style: AccessoryWidgetGroupStyle = .automatic) -> some View {
        environmentModifier("accessoryWidgetGroupStyle") { $0.accessoryWidgetGroupStyle = style }
    }
}

/// "A label at the top and three content views masked with a circle or rounded square", laid out
/// horizontally in a watchOS accessoryRectangular widget; fewer views are centered (WidgetKit
/// documentation, `AccessoryWidgetGroup`). Ours: label 13 pt semibold, 4 pt below it, items 6 pt
/// apart, each square as tall as the row allows, on a white 14 % platter like
/// `AccessoryWidgetBackground`; rounded squares have 12 pt continuous corners. Views beyond three are dropped.
nonisolated public struct AccessoryWidgetGroup<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content) {
        self.label = label(); self.content = content()
    }

    static var labelFont: Font { .system(size: 13, weight: .semibold) }
    static var spacing: Double { 6 }
    static var platter: RGBA { RGBA(red: 1, green: 1, blue: 1, alpha: 0.14) }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let labelContext = context.withEnvironment { if $0.font == nil { $0.font = Self.labelFont } }
        let labelNode = try WidgetViews.resolve(label.lineLimit(1), in: try labelContext.descending(into: "label"))
        let circular = context.environment.accessoryWidgetGroupStyle.isCircular
        let mask: ShapeKind = circular ? .circle
            : .roundedRectangle(cornerWidth: 12, cornerHeight: 12, style: .continuous)
        let items = try resolveChildren(content, in: try context.descending(into: "content")).prefix(3).map { child in
            itemNode(child, mask: mask, group: context.environment.drawGroup)
        }
        let row = ResolvedNode.stack(ResolvedStack(axis: .horizontal, alignment: .center, spacing: Self.spacing,
                                                   children: Array(items)))
        let top = ResolvedNode.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center))), labelNode)
        return .stack(ResolvedStack(axis: .vertical, alignment: ResolvedAlignment(horizontal: .leading, vertical: .center),
                                    spacing: 4, children: [top, .modified(.flexibleFrame(FlexibleFrame(
                                        maxWidth: .infinity, maxHeight: .infinity)), row)]))
    }

    /// One item: the child fills a square, clipped to the mask, on the platter.
    private func itemNode(_ child: ResolvedNode, mask: ShapeKind, group: DrawGroup) -> ResolvedNode {
        let filled = ResolvedNode.modified(.flexibleFrame(FlexibleFrame(maxWidth: .infinity, maxHeight: .infinity)), child)
        let platter = ResolvedNode.shape(ResolvedShape(kind: mask, fill: .color(Self.platter), group: group,
                                                       isAccessoryWidgetBackground: true))
        return .modified(.aspectRatio(1, contentMode: .fit),
                         .modified(.background(platter, alignment: .center), .modified(.clip(mask, evenOdd: false), filled)))
    }
}

extension AccessoryWidgetGroup where Label == WidgetViews.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: { WidgetViews.Label(titleKey, systemImage: systemImage) }, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(label: { WidgetViews.Label(title, systemImage: systemImage) }, content: content)
    }
}

extension AccessoryWidgetGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: { Text(titleKey) }, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: { Text(title) }, content: content)
    }
}
