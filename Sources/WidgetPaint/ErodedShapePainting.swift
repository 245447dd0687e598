import WidgetGeometry
import WidgetDisplayList
import WidgetRaster

extension PaintWalk {
    /// A thinned symbol weight (WidgetViews/Symbols/SymbolWeight.swift) arrives as a plain group: a filled
    /// shape, then a destination-out layer holding only the stroke of an outline. Drawn directly as
    /// the fill through a mask that excludes the stroke: the same pixels as the group (up to 8-bit
    /// rounding of the intermediate layer), without two canvas-sized offscreen layers per symbol.
    /// Returns false (nothing drawn) for any other layer.
    mutating func paintErodedShape(_ op: LayerOp, transform: Transform, mask: Mask?) throws -> Bool {
        guard op.items.count == 2, op.clip == nil, op.shadow == nil, op.effects == nil, case .normal = op.blend,
              case .shape(let fill) = op.items[0], fill.fill != nil, fill.stroke == nil, fill.trimFrom == nil, fill.trimTo == nil,
              case .layer(let eraser) = op.items[1], eraser.opacity == 1, eraser.transform.isIdentity, eraser.clip == nil,
              eraser.shadow == nil, case .normal = eraser.blend,
              eraser.effects == LayerEffects(blendMode: .destinationOut), eraser.items.count == 1,
              case .shape(let outline) = eraser.items[0], outline.fill == nil, let stroke = outline.stroke, outline.opacity == 1,
              outline.trimFrom == nil, outline.trimTo == nil else { return false }
        let path = VectorPath.shape(outline.kind, in: outline.frame)
        let inner = op.transform.concatenating(transform)
        let excluded = try Mask(excludingStrokeOf: path, style: stroke.style, width: canvas.width,
                                height: canvas.height, transform: inner)
        let combined = mask.map { $0.intersected(with: excluded) ?? excluded } ?? excluded
        paintShape(fill, transform: inner, opacity: op.opacity * fill.opacity, mask: combined)
        return true
    }
}
