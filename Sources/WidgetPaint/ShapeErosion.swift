import WidgetGeometry
import WidgetDisplayList
import WidgetRaster

extension PaintWalk {
    /// The clip a thinned fill is drawn through (`ShapeOp.erosion`, a lighter symbol weight): `mask`
    /// without the outline's round stroke of the erosion width. Equal to filling the shape in a group
    /// and erasing that stroke with destination-out, without two canvas-sized layers per shape.
    func erosionMask(_ op: ShapeOp, path: VectorPath, transform: Transform, mask: Mask?) throws -> Mask? {
        guard let width = op.erosion, width > 0 else { return mask }
        let style = StrokeStyleValue(width: width, cap: .round, join: .round)
        let excluded = try Mask(excludingStrokeOf: path, style: style, width: canvas.width, height: canvas.height,
                                transform: transform)
        return mask.map { $0.intersected(with: excluded) ?? excluded } ?? excluded
    }
}
