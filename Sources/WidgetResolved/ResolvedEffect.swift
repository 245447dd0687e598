import WidgetGeometry

/// A drawing-only effect on one child (`ResolvedModifier.effect`): it passes the proposal through,
/// takes the child's size, and changes only how the child's drawing is composited.
package enum ResolvedEffect: Hashable, Codable, Sendable {
    /// `blendMode(_:)`: the child's group blended with what is drawn beneath it in the enclosing group.
    case blendMode(BlendModeValue)
    /// `saturation`, `grayscale`, `brightness`, `contrast`, `colorMultiply`, `colorInvert`,
    /// `hueRotation`, `luminanceToAlpha`.
    case colorFilter(ColorEffect)
    /// `blur(radius:opaque:)`; `radius` is SwiftUI's, layout converts it to a σ.
    case blur(radius: Double, opaque: Bool)
    /// `compositingGroup()`, `drawingGroup()`: the child is flattened into one layer before the
    /// modifiers around it apply (blend modes inside blend only with the group's own content).
    case compositingGroup
    /// `zIndex(_:)`: the drawing order among the enclosing stack's children (higher on top).
    case zIndex(Double)
    /// `rotation3DEffect` drawn as its orthographic projection: the 2 × 2 part of the rotation
    /// (a b c d, as `Transform`) about the anchor, plus the shift that `anchorZ` causes.
    /// A material's fill (`Material`): what is drawn beneath the child in its group is blurred
    /// (SwiftUI-style radius) where the child covers it, then the child is drawn over it.
    case backdropBlur(radius: Double)
    case projection(a: Double, b: Double, c: Double, d: Double, shiftX: Double, shiftY: Double,
                    anchor: ResolvedUnitPoint)
    /// `rotation3DEffect` with perspective: the child rotated by `degrees` about the axis through
    /// `anchor` (and `anchorZ`), seen from max(width, height) / `perspective` in front of it
    /// (docs/platform.md §10). Layout turns it into a `Homography` once the child's size is known.
    case perspectiveRotation(degrees: Double, axisX: Double, axisY: Double, axisZ: Double,
                             anchor: ResolvedUnitPoint, anchorZ: Double, perspective: Double)
    /// A watchOS complication's label bent along the bezel: the child's middle line becomes the arc
    /// about the widget's center through it (layout makes the `ArcWarp` once the frame is known).
    case bezelArc
}
