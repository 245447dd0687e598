import WidgetGeometry
import WidgetResolved

/// The outline a display-list shape or clip is drawn with, in its op's frame (points). Only concrete
/// shapes: layout turns the resolved tree's container-relative and concentric shapes
/// (`ShapeKind.containerRelative`, `.concentric`) into rounded rectangles, so the painter needs no
/// container to draw one. Case names and labels are `ShapeKind`'s, so the list's JSON names
/// shapes as the resolved tree does.
package indirect enum DisplayShape: Hashable, Codable, Sendable {
    case rectangle
    case roundedRectangle(cornerWidth: Double, cornerHeight: Double, style: CornerStyleValue)
    /// The largest circle centered in the frame.
    case circle
    case ellipse
    case capsule(style: CornerStyleValue)
    /// A custom path in a unit square (0…1 on both axes), stretched to the frame.
    case unitPath(VectorPath)
    /// `UnevenRoundedRectangle`: one radius per corner.
    case unevenRoundedRectangle(CornerRadiiValue, style: CornerStyleValue)
    /// A `Path` used as a view: points relative to the frame's top-left corner, never stretched.
    case framePath(VectorPath)
    /// A shape changed by `inset(by:)`, `offset`, `rotation` or `scale`, relative to its own frame.
    case adjusted(DisplayShape, ShapeAdjustment)
}
