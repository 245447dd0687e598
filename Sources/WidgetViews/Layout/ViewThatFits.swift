import WidgetGeometry
import WidgetText
import WidgetResolved

/// The first child whose ideal size fits the proposal on `axes`, else the last (docs/platform.md §6).
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        var resolvedAxes: Axes = []
        if axes.contains(.horizontal) { resolvedAxes.insert(.horizontal) }
        if axes.contains(.vertical) { resolvedAxes.insert(.vertical) }
        let children = try resolveChildren(content, in: context)
        // With nothing to choose from, SwiftUI's ViewThatFits shows nothing.
        return children.isEmpty ? .empty : .viewThatFits(axes: resolvedAxes, children: children)
    }
}

/// The soft backdrop of Lock Screen and complication widgets. Only in accessoryCircular,
/// -Rectangular and -Corner; elsewhere empty (docs/platform.md §3). Ours: white at 14 % opacity,
/// a circle in the circular family, the widget's own shape otherwise; flagged so appearance can
/// repaint it (black in vibrant).
nonisolated public struct AccessoryWidgetBackground: View, PrimitiveView {
    public typealias Body = Never
    public init() {}

    static let fill = RGBA(red: 1, green: 1, blue: 1, alpha: 0.14)

    func resolve(in context: ResolveContext) throws -> ResolvedNode {
        let kind: ShapeKind
        switch context.environment.widgetFamily {
        case .accessoryCircular: kind = .circle
        case .accessoryRectangular, .accessoryCorner: kind = .containerRelative
        default: return .empty
        }
        return .shape(ResolvedShape(kind: kind, fill: .color(Self.fill), group: context.environment.drawGroup,
                                    isAccessoryWidgetBackground: true))
    }
}
