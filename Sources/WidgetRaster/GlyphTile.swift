import WidgetGeometry

/// One glyph's anti-aliased coverage (A8, 255 = fully inside), rasterized once by the same exact-area
/// rasterizer as every fill, at one pixel size and one subpixel offset.
///
/// Invariant: `coverage.count == width * height`; pixel (0, 0) of the tile lands `left`, `top`
/// pixels from the integer pen position the glyph was quantized to.
package struct GlyphTile: Sendable {
    package let left: Int
    package let top: Int
    package let width: Int
    package let height: Int
    package let coverage: [UInt8]

    /// Steps per pixel of the glyph origin's position: 1/4 px. Within a quarter pixel the eye sees
    /// no difference in spacing, and four offsets per axis keep the cache small.
    package static let subpixelSteps = 4
    /// How far from its origin a glyph may reach, in ems; real glyphs stay within about 2.
    package static let maxExtentEms = 4.0

    /// The glyph `outline` (em units, y down) at `pixelsPerEm`, its origin at (`subpixelX`, `subpixelY`)
    /// quarters of a pixel right of and below the pen's integer position.
    package init(outline: VectorPath, pixelsPerEm: Double, subpixelX: Int, subpixelY: Int) {
        let steps = Double(Self.subpixelSteps)
        let offsetX = Double(subpixelX) / steps, offsetY = Double(subpixelY) / steps
        let placed = Transform(a: pixelsPerEm, b: 0, c: 0, d: pixelsPerEm, tx: offsetX, ty: offsetY)
        // Control-point bounds: a cheap superset of the outline's pixels (curves stay inside them),
        // limited to `maxExtentEms` around the origin so a malformed font cannot ask for a huge tile.
        let limit = min(1 << 20, Int(saturating: (pixelsPerEm * Self.maxExtentEms).rounded(.up)))
        let box = outline.transformed(by: placed).controlBounds.map(IntRect.init(covering:))?
            .intersection(IntRect(x0: -limit, y0: -limit, x1: limit, y1: limit))
        guard let box, !box.isEmpty else {
            self.init(left: 0, top: 0, width: 0, height: 0, coverage: [])
            return
        }
        // Rasterized with the box's corner at the origin: the tile's own pixel grid, shifted by whole
        // pixels only, so coverage is what an in-place fill at this offset gives.
        let local = Transform(a: pixelsPerEm, b: 0, c: 0, d: pixelsPerEm,
                              tx: offsetX - Double(box.x0), ty: offsetY - Double(box.y0))
        let contours = outline.transformed(by: local).flattened(tolerance: EdgeList.tolerance)
        let (width, height) = (box.width, box.height)
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            CoverageRenderer.render(contours, rule: .nonZero, scale: 1, clip: IntRect(x0: 0, y0: 0, x1: width, y1: height),
                                    scratch: RasterScratch()) { y, x, count, row in
                (base + y * width + x).update(from: row, count: count)
            }
        }
        self.init(left: box.x0, top: box.y0, width: width, height: height, coverage: coverage)
    }

    private init(left: Int, top: Int, width: Int, height: Int, coverage: [UInt8]) {
        self.left = left; self.top = top; self.width = width; self.height = height; self.coverage = coverage
    }
}

/// Where one glyph's pen lands in device pixels, split into the integer pixel and the quarter-pixel
/// step that selects its tile (nearest quarter; ties away from zero).
package struct GlyphPlacement: Equatable {
    package let pixelX: Int, pixelY: Int
    package let subpixelX: Int, subpixelY: Int

    /// Nil for positions too far out to matter (or not finite).
    package init?(deviceX x: Double, deviceY y: Double) {
        let steps = Double(GlyphTile.subpixelSteps)
        guard x.isFinite, y.isFinite, abs(x) < 16_777_216, abs(y) < 16_777_216 else { return nil }
        let qx = Int(saturating: (x * steps).rounded()), qy = Int(saturating: (y * steps).rounded())
        // Arithmetic shifts floor negative positions too, so the step is always 0…3.
        pixelX = qx >> 2; subpixelX = qx & 3
        pixelY = qy >> 2; subpixelY = qy & 3
    }
}
