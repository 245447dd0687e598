import WidgetGeometry

/// A glyph tile placed on the canvas: pixel (0, 0) of the tile at (x + tile.left, y + tile.top).
package struct PlacedGlyph {
    package let tile: GlyphTile
    package let x: Int
    package let y: Int
    package init(tile: GlyphTile, x: Int, y: Int) { self.tile = tile; self.x = x; self.y = y }
}

extension Canvas {
    /// Composites glyph tiles with one paint (its shader made once for the whole run), source-over,
    /// through `mask`. Solid paints take the blitter's constant-color path; gradients are shaded per row.
    package mutating func drawGlyphs(_ glyphs: [PlacedGlyph], paint: Paint, transform: Transform,
                             opacity: Double = 1, mask: Mask? = nil) {
        guard !glyphs.isEmpty, opacity > 0, let shader = paint.makeShader(transform: transform, opacity: opacity),
              let clip = drawableArea(mask: mask) else { return }
        let scratch = ownScratch()
        scratch.reserve(cellCount: 0, wordCount: 0, rowLength: glyphs.map(\.tile.width).max() ?? 0)
        let canvasWidth = width
        pixmap.withUnsafeMutableBytes { raw in
            guard let pixels = raw.bindMemory(to: UInt32.self).baseAddress else { return }
            let blitter = Blitter(shader: shader, colors: scratch.colors)
            for glyph in glyphs {
                let tile = glyph.tile
                let originX = glyph.x + tile.left, originY = glyph.y + tile.top
                let visible = IntRect(x0: originX, y0: originY, x1: originX + tile.width, y1: originY + tile.height)
                    .intersection(clip)
                guard !visible.isEmpty else { continue }
                let count = visible.width
                tile.coverage.withUnsafeBufferPointer { source in
                    guard let base = source.baseAddress else { return }
                    for y in visible.y0..<visible.y1 {
                        // Copied out: the mask multiplies the row in place.
                        scratch.coverage.update(from: base + (y - originY) * tile.width + (visible.x0 - originX), count: count)
                        if let mask {
                            mask.coverage.withUnsafeBufferPointer { m in
                                guard let maskRow = m.baseAddress.map({ $0 + y * canvasWidth + visible.x0 }) else { return }
                                for i in 0..<count { scratch.coverage[i] = UInt8(mul255(UInt32(scratch.coverage[i]), UInt32(maskRow[i]))) }
                            }
                        }
                        blitter.blend(row: pixels + y * canvasWidth, y: y, x: visible.x0, count: count, coverage: scratch.coverage)
                    }
                }
            }
        }
    }
}
