import WidgetGeometry
import WidgetDisplayList
import WidgetRaster

extension DisplayListPainter {
    /// Paints only pixel rows `rows` of what `paint(_:images:scale:clipToWidgetShape: false)` would
    /// paint: a canvas `rows.count` pixels tall, the list shifted up by `rows.lowerBound` whole
    /// pixels. Large full-bleed images (contact sheets) are painted band by band this way and
    /// streamed to the PNG writer, so the whole image never exists in memory.
    ///
    /// The shift is a whole number of pixels, so every edge keeps its sub-pixel position and the
    /// rows equal the same rows of the one-shot paint (tested on a sheet); the widget outline clip
    /// is not applied (bands are for full-bleed images).
    package func paint(_ list: DisplayList, images: [String: Pixmap], scale: Double, rows: Range<Int>) throws -> Pixmap {
        guard scale.isFinite, scale > 0 else { throw PaintError.invalidScale(scale) }
        let width = Int(saturating: (list.size.width * scale).rounded(.up))
        var walk = PaintWalk(fonts: fonts, glyphTiles: glyphTiles, images: images,
                             canvas: try Canvas(width: width, height: rows.count))
        let base = Transform.scale(x: scale, y: scale).concatenating(.translation(x: 0, y: -Double(rows.lowerBound)))
        try walk.paint(list.items, transform: base, mask: nil)
        return walk.canvas.pixmap
    }
}
