import WidgetGeometry

/// A pixmap being drawn into. Every drawing call takes user-space geometry plus the `transform`
/// mapping it to pixels (e.g. `.scale(x: 3, y: 3)` for a 3× render), an `opacity`, and an optional
/// clip `Mask` of the canvas' size (a mask of another size draws nothing). Pixels stay premultiplied
/// RGBA8; drawing is source-over. Bad geometry (NaN, infinities, singular transforms) draws nothing.
package struct Canvas {
    /// The pixels drawn so far (premultiplied RGBA8).
    package var pixmap: Pixmap
    var scratch = RasterScratch()
    /// Whether image draws keep their resampled pixels in `ImageShader.resampledCache`. A band of a
    /// contact sheet turns this off: its cells are drawn once each and cut by band edges, so every
    /// band resampled each crossing cell whole and stored pixels nothing would ask for again.
    package var cachesResampledImages = true

    package init(pixmap: Pixmap) { self.pixmap = pixmap }

    /// A canvas filled with `background` (transparent when nil). Throws for empty or over-limit sizes.
    package init(width: Int, height: Int, background: RGBA? = nil) throws {
        pixmap = try Pixmap(width: width, height: height)
        if let background { clear(background) }
    }

    package var width: Int { pixmap.width }
    package var height: Int { pixmap.height }

    /// A transparent canvas of the same size, for a layer (see `drawLayer`).
    package func makeLayer() -> Canvas {
        var layer = Canvas(pixmap: (try? Pixmap(width: width, height: height)) ?? pixmap)
        layer.cachesResampledImages = cachesResampledImages
        return layer
    }

    /// Replaces every pixel with `color` (premultiplied from the straight color).
    package mutating func clear(_ color: RGBA = .clear) {
        let packed = PremultipliedColor(color).packed
        pixmap.withUnsafeMutableBytes { raw in
            raw.bindMemory(to: UInt32.self).update(repeating: packed)
        }
    }

    /// Fills `path` with `paint`. The path's contours are closed implicitly.
    package mutating func fill(_ path: VectorPath, paint: Paint, rule: FillRule = .nonZero,
                              transform: Transform = .identity, opacity: Double = 1, mask: Mask? = nil) {
        let contours = path.transformed(by: transform).flattened(tolerance: EdgeList.tolerance)
        fillContours(contours, shader: { paint.makeShader(transform: transform, opacity: opacity) }, rule: rule,
                     coverageScale: 1, opacity: opacity, mask: mask)
    }

    /// Fills `path` with `image` (premultiplied) stretched over `rect` (user space), sampled with
    /// `quality`; outside the rect its edge pixels repeat (`drawImage` fills the rect itself).
    package mutating func fill(_ path: VectorPath, image: Pixmap, rect: Rect, quality: ImageQuality,
                              rule: FillRule = .nonZero, transform: Transform = .identity, opacity: Double = 1,
                              mask: Mask? = nil) {
        let contours = path.transformed(by: transform).flattened(tolerance: EdgeList.tolerance)
        let cached = cachesResampledImages
        fillContours(contours, shader: {
            ImageShader(image: image, rect: rect, quality: quality, transform: transform, opacity: opacity,
                        cachesResampled: cached)
        }, rule: rule, coverageScale: 1, opacity: opacity, mask: mask)
    }

    /// Strokes `path` (see `StrokeStyleValue`): the stroke outline is built in user space, mapped by
    /// `transform`, and filled non-zero, so strokes share the fills' coverage model.
    package mutating func stroke(_ path: VectorPath, style: StrokeStyleValue, paint: Paint,
                                transform: Transform = .identity, opacity: Double = 1, mask: Mask? = nil) {
        guard let plan = StrokePlan(style: style, transform: transform) else { return }
        let outline = Stroker(style: plan.style, tolerance: plan.userTolerance).outline(of: path)
        let contours = outline.map { contour in
            FlattenedContour(points: contour.map(transform.apply), isClosed: true,
                             isCurveInterior: [Bool](repeating: false, count: contour.count))
        }
        fillContours(contours, shader: { paint.makeShader(transform: transform, opacity: opacity) }, rule: .nonZero,
                     coverageScale: plan.coverageScale, opacity: opacity, mask: mask)
    }

    /// Draws `image` (premultiplied) stretched over `rect` (user space), edges anti-aliased.
    package mutating func drawImage(_ image: Pixmap, in rect: Rect, quality: ImageQuality = .mipmapped,
                                   opacity: Double = 1, transform: Transform = .identity, mask: Mask? = nil) {
        fill(.rectangle(rect), image: image, rect: rect, quality: quality, transform: transform, opacity: opacity, mask: mask)
    }

    /// Coverage of device-space contours, times `coverageScale`, painted by `shader` (made only when
    /// something may be drawn: an image shader builds mipmaps). A nil shader draws nothing.
    mutating func fillContours(_ contours: [FlattenedContour], shader makeShader: () -> Shader?, rule: FillRule,
                               coverageScale: Double, opacity: Double, mask: Mask?) {
        guard opacity > 0, coverageScale > 0, let shader = makeShader(),
              let clip = drawableArea(mask: mask) else { return }
        let scratch = ownScratch()
        let canvasWidth = width
        pixmap.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
            CoverageRenderer.render(contours, rule: rule, scale: Float(min(coverageScale, 1)), clip: clip,
                                    scratch: scratch) { y, x, count, coverage in
                if let mask {
                    mask.coverage.withUnsafeBufferPointer { m in
                        let maskRow = m.baseAddress! + y * canvasWidth + x
                        for i in 0..<count { coverage[i] = UInt8(mul255(UInt32(coverage[i]), UInt32(maskRow[i]))) }
                    }
                }
                // The color row is looked up here: `render` may have grown (reallocated) the scratch.
                Blitter(shader: shader, colors: scratch.colors)
                    .blend(row: pixels + y * canvasWidth, y: y, x: x, count: count, coverage: coverage)
            }
        }
    }
}

extension Canvas {
    /// The pixels a draw may touch: the canvas narrowed by `mask`; nil when nothing can be drawn
    /// (a mask of another size, or an empty one).
    func drawableArea(mask: Mask?) -> IntRect? {
        var clip = IntRect(x0: 0, y0: 0, x1: width, y1: height)
        if let mask {
            guard mask.width == width, mask.height == height else { return nil }
            clip = clip.intersection(mask.bounds)
        }
        return clip.isEmpty ? nil : clip
    }

    /// Scratch buffers held by this canvas alone (copies of a canvas share them until one draws).
    mutating func ownScratch() -> RasterScratch {
        if !isKnownUniquelyReferenced(&scratch) { scratch = RasterScratch() }
        return scratch
    }
}
