import Foundation
import WidgetGeometry
import WidgetResolved

// `ShapeStyle.shadow(_:)` (iOS 16): a style that draws with a drop or inner shadow, as in
// `Circle().fill(.red.shadow(.drop(radius: 2)))` or `.foregroundStyle(.white.shadow(.drop(radius: 1)))`
// (docs/platform.md §10). A drop shadow is the view modifier `shadow(color:radius:x:y:)` applied to
// what the style paints; an inner shadow is the shape's outside, offset, blurred and kept inside the
// shape. Text takes drop shadows; an inner shadow on text is not drawn (docs/views.md).

/// A shadow a shape style can carry, as SwiftUI's `ShadowStyle`.
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// SwiftUI's default shadow color, as `View.shadow`'s.
    public static func drop(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
                            y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    public static func inner(color: Color = Color(white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0,
                             y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// Styles that carry shadows (a shadowed style, and the wrappers that hold one).
protocol ShadowBearing {
    var shadows: [ShadowStyle] { get }
}

/// A style with a shadow: paints as its base (the foreground when nil), shadows added where drawn.
public struct ShadowedShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable, ShadowBearing {
    let base: Base?
    let shadow: ShadowStyle

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        if let base { return try WidgetViews.resolvePaint(base, in: environment) }
        return try environment.foregroundPaint()
    }

    var shadows: [ShadowStyle] { ((base as? ShadowBearing)?.shadows ?? []) + [shadow] }
}

extension ShapeStyle {
    public func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<Self> { ShadowedShapeStyle(base: self, shadow: style) }
}

extension ShapeStyle where Self == ShadowedShapeStyle<ForegroundStyle> {
    /// The foreground style with a shadow: `.fill(.shadow(.inner(radius: 4)))`.
    public static func shadow(_ style: ShadowStyle) -> ShadowedShapeStyle<ForegroundStyle> {
        ShadowedShapeStyle(base: nil, shadow: style)
    }
}

extension ShadowStyle {
    /// The view modifier a drop shadow stands for.
    func dropModifier(in environment: EnvironmentValues) throws -> ResolvedModifier {
        .shadow(color: try color.resolve(in: environment), radius: try Check.nonNegative(Double(radius), "shadow radius"),
                x: try Check.finite(Double(x), "shadow x"), y: try Check.finite(Double(y), "shadow y"))
    }
}

/// `node` with the drop shadows of `shadows` (innermost first, as chained `.shadow` modifiers).
func applyingDropShadows(_ shadows: [ShadowStyle], to node: ResolvedNode, in environment: EnvironmentValues) throws -> ResolvedNode {
    try shadows.filter { $0.kind == .drop }.reduce(node) { .modified(try $1.dropModifier(in: environment), $0) }
}

nonisolated extension Shape {
    /// The inner shadow of this shape: a layer of the shadow color larger than the shape by the
    /// blur's reach, with the shape cut out of it, moved by the offset, blurred, and clipped to
    /// the shape, so that only the shadow falling inside from the outline remains.
    func innerShadow(_ shadow: ShadowStyle) -> some View {
        let reach = 3 * max(shadow.radius, 0) + abs(shadow.x) + abs(shadow.y) + 1
        return ZStack {
            Rectangle().fill(shadow.color).padding(-reach)
            self.fill(Color.black).blendMode(.destinationOut)
        }
        .compositingGroup()
        .offset(x: shadow.x, y: shadow.y)
        .blur(radius: shadow.radius)
        .clipShape(self)
    }
}
