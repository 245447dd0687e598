import WidgetGeometry
import WidgetResolved
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
    /// is not applied (bands are for full-bleed images). Items that cannot reach the band (by their
    /// frames, with a margin for strokes, anti-aliasing and glyphs beyond the line box) are
    /// skipped: a sheet has hundreds of tiles and a band crosses a few rows of them.
    ///
    /// `spare`: the previous band's pixels, handed back by the caller once written. A band of the
    /// same size is painted into them (cleared first), so a page's bands reuse one buffer instead
    /// of each allocating (and page-faulting) megabytes afresh. Taken (set to nil) either way.
    package func paint(_ list: DisplayList, images: [String: Pixmap], scale: Double, rows: Range<Int>,
                       background: RGBA? = nil, reusing spare: inout Pixmap?) throws -> Pixmap {
        guard scale.isFinite, scale > 0 else { throw PaintError.invalidScale(scale) }
        let width = Int(saturating: (list.size.width * scale).rounded(.up))
        let previous = spare
        spare = nil
        var canvas: Canvas
        if let previous, previous.width == width, previous.height == rows.count {
            canvas = Canvas(pixmap: consume previous)
            canvas.clear(background ?? .clear)
        } else {
            canvas = try Canvas(width: width, height: rows.count, background: background)
        }
        canvas.cachesResampledImages = false
        var walk = PaintWalk(fonts: fonts, glyphTiles: glyphTiles, images: images, canvas: consume canvas)
        let base = Transform.scale(x: scale, y: scale).concatenating(.translation(x: 0, y: -Double(rows.lowerBound)))
        let top = Double(rows.lowerBound) / scale, bottom = Double(rows.upperBound) / scale
        let items = list.items.filter { item in
            guard let extent = Self.verticalExtent(item) else { return true }
            return extent.upperBound >= top && extent.lowerBound <= bottom
        }
        try walk.paint(items, transform: base, mask: nil)
        return walk.canvas.pixmap
    }

    /// The rows (in points) an item can touch, generously; nil when its frame does not bound it
    /// (paths, transformed or shadowed layers), and then it is always painted.
    static func verticalExtent(_ item: DisplayItem) -> ClosedRange<Double>? {
        func around(_ frame: Rect, _ margin: Double) -> ClosedRange<Double>? {
            guard frame.minY.isFinite, frame.maxY.isFinite, frame.minY <= frame.maxY else { return nil }
            return (frame.minY - margin)...(frame.maxY + margin)
        }
        switch item {
        case .shape(let op):
            switch op.kind {
            case .unitPath: return nil
            default: return around(op.frame, 2 + (op.stroke.map { $0.style.width * max($0.style.miterLimit, 1) } ?? 0))
            }
        case .text(let op):
            // Glyphs may leave the line box (accents, descenders, italic overhang): a line's height more.
            return around(op.frame, 8 + op.frame.size.height)
        case .image(let op):
            return around(op.frame, 2)
        case .layer(let op):
            guard op.transform.isIdentity, op.shadow == nil else { return nil }
            if let clip = op.clip { return around(clip.frame, 2) }
            var extent: ClosedRange<Double>?
            for child in op.items {
                guard let inner = verticalExtent(child) else { return nil }
                extent = extent.map { min($0.lowerBound, inner.lowerBound)...max($0.upperBound, inner.upperBound) } ?? inner
            }
            return extent ?? (0...0)
        }
    }
}
