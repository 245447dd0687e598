import Foundation
import WidgetGeometry
import WidgetResolved
import WidgetText
import WidgetDisplayList
import WidgetRaster

/// Paints a display list into pixels: the renderer walks plain data, nothing is resolved here.
///
/// Coordinates: the list is in points; `scale` maps them to pixels. The output is
/// ceil(size × scale) pixels, clipped to the widget's continuous-corner outline.
package struct DisplayListPainter: Sendable {
    package let fonts: FontCatalog
    /// Glyph coverage shared by every paint of this painter (and its copies), on any thread. Keyed by
    /// face id, which is unique within `fonts`.
    let glyphTiles = GlyphTileCache()

    package init(fonts: FontCatalog) { self.fonts = fonts }

    /// - Parameters:
    ///   - images: pixels for every `ImageOp.imageID` (premultiplied).
    ///   - clipToWidgetShape: clip to the rounded widget outline (off for full-bleed backdrops).
    ///   - background: an opaque color under everything, covering every pixel of the canvas
    ///     whatever the list's size in points (contact sheets: their last pixel row may be only
    ///     partly inside the list's frame).
    package func paint(_ list: DisplayList, images: [String: Pixmap], scale: Double,
                      clipToWidgetShape: Bool = true, background: RGBA? = nil) throws -> Pixmap {
        guard scale.isFinite, scale > 0 else { throw PaintError.invalidScale(scale) }
        let width = Int(saturating: (list.size.width * scale).rounded(.up)), height = Int(saturating: (list.size.height * scale).rounded(.up))
        var walk = PaintWalk(fonts: fonts, glyphTiles: glyphTiles, images: images,
                             canvas: try Canvas(width: width, height: height, background: background))
        let base = Transform.scale(x: scale, y: scale)
        try walk.paint(list.items, transform: base, mask: nil)
        // Clipped in place: the canvas holds the only reference, so no 1.9 MB copy is made.
        if clipToWidgetShape, list.cornerRadius > 0 {
            walk.canvas.pixmap.clip(to: list.outline, transform: base)
        }
        return walk.canvas.pixmap
    }
}

package enum PaintError: Error, Equatable, CustomStringConvertible {
    case invalidScale(Double)
    case missingImage(String)
    /// A layer's perspective map has no inverse or sends its content behind the eye.
    case warpBehindEye

    package var description: String {
        switch self {
        case .warpBehindEye: return "a rotation3DEffect layer cannot be drawn: the rotated view reaches behind the viewer's eye"
        case .invalidScale(let s): return "render scale \(s) must be a positive number"
        case .missingImage(let id): return "the display list draws image '\(id)', which was not supplied"
        }
    }
}

/// One painting pass: the canvas, and the caches that live as long as it.
struct PaintWalk {
    let fonts: FontCatalog
    let glyphTiles: GlyphTileCache
    let images: [String: Pixmap]
    var canvas: Canvas
    private var filteredImages: [String: Pixmap] = [:]

    init(fonts: FontCatalog, glyphTiles: GlyphTileCache, images: [String: Pixmap], canvas: Canvas) {
        self.fonts = fonts; self.glyphTiles = glyphTiles; self.images = images; self.canvas = canvas
    }

    mutating func paint(_ items: [DisplayItem], transform: Transform, mask: Mask?) throws {
        for item in items {
            switch item {
            case .shape(let op): try paintShape(op, transform: transform, opacity: op.opacity, mask: mask)
            case .text(let op): try paintText(op, transform: transform, mask: mask)
            case .image(let op): try paintImage(op, transform: transform, opacity: 1, mask: mask)
            case .layer(let op): try paintLayer(op, transform: transform, mask: mask)
            }
        }
    }

    // MARK: Shapes

    mutating func paintShape(_ op: ShapeOp, transform: Transform, opacity: Double, mask: Mask?) throws {
        var path = VectorPath.shape(op.kind, in: op.frame)
        if op.trimFrom != nil || op.trimTo != nil {
            path = path.trimmed(from: op.trimFrom ?? 0, to: op.trimTo ?? 1)
        }
        if let fill = op.fill {
            canvas.fill(path, paint: fill, rule: op.evenOddFill ? .evenOdd : .nonZero,
                        transform: transform, opacity: opacity, mask: try erosionMask(op, path: path, transform: transform, mask: mask))
        }
        if let stroke = op.stroke {
            canvas.stroke(path, style: stroke.style, paint: stroke.paint,
                          transform: transform, opacity: opacity, mask: mask)
        }
    }

    // MARK: Text

    mutating func paintText(_ op: TextOp, transform: Transform, mask: Mask?) throws {
        for line in op.layout.lines {
            let lineOrigin = op.frame.origin + line.origin
            for run in line.runs {
                if run.isColorBitmap {
                    try paintColorGlyphs(run, at: lineOrigin, filter: op.bitmapFilter, transform: transform, mask: mask)
                    continue
                }
                guard op.paints.indices.contains(run.runIndex) else { continue }
                let paint = op.paints[run.runIndex]
                if let glyphs = try placedGlyphs(run, at: lineOrigin, transform: transform) {
                    canvas.drawGlyphs(glyphs, paint: paint, transform: transform, mask: mask)
                    continue
                }
                // Rotated, skewed or huge text: every glyph outline placed in points, one fill per run.
                var outlines = VectorPath()
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    let origin = lineOrigin + position
                    let place = Transform(a: run.fontSize * (run.horizontalScale ?? 1), b: 0, c: 0, d: run.fontSize,
                                          tx: origin.x, ty: origin.y)
                    outlines.append(try fonts.glyphOutline(fontID: run.fontID, glyph: glyph).transformed(by: place))
                }
                guard !outlines.isEmpty else { continue }
                canvas.fill(outlines, paint: paint, transform: transform, mask: mask)
            }
        }
    }

    /// Cached glyph tiles for the run, when `transform` only scales uniformly and translates (every
    /// widget render without a rotation effect) and the glyphs are at most `maxTilePixelsPerEm`;
    /// nil otherwise. Glyph origins snap to the nearest quarter pixel (`GlyphTile.subpixelSteps`).
    private func placedGlyphs(_ run: GlyphRun, at lineOrigin: Point, transform: Transform) throws -> [PlacedGlyph]? {
        let pixelsPerEm = run.fontSize * transform.a
        // Tiles are square in em; narrowed or widened glyphs (`fontWidth`) are filled as outlines.
        guard run.horizontalScale == nil, transform.b == 0, transform.c == 0, transform.a == transform.d,
              pixelsPerEm > 0, pixelsPerEm <= PaintWalk.maxTilePixelsPerEm else { return nil }
        var placed: [PlacedGlyph] = []
        placed.reserveCapacity(run.glyphs.count)
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let device = transform.apply(lineOrigin + position)
            guard let at = GlyphPlacement(deviceX: device.x, deviceY: device.y) else { continue }
            let key = GlyphTileCache.Key(fontID: run.fontID, glyph: glyph, pixelsPerEm: pixelsPerEm.bitPattern,
                                         subpixelX: UInt8(at.subpixelX), subpixelY: UInt8(at.subpixelY))
            let tile = try glyphTiles.tile(for: key) {
                GlyphTile(outline: try fonts.glyphOutline(fontID: run.fontID, glyph: glyph), pixelsPerEm: pixelsPerEm,
                          subpixelX: at.subpixelX, subpixelY: at.subpixelY)
            }
            placed.append(PlacedGlyph(tile: tile, x: at.pixelX, y: at.pixelY))
        }
        return placed
    }

    /// Larger glyphs (display text, 400 px and up) are filled as outlines: a tile that size is rarely reused.
    static let maxTilePixelsPerEm = 400.0

    private mutating func paintColorGlyphs(_ run: GlyphRun, at lineOrigin: Point, filter: ImageFilter?,
                                           transform: Transform, mask: Mask?) throws {
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let bitmap = try fonts.colorGlyph(fontID: run.fontID, glyph: glyph) else { continue }
            let origin = lineOrigin + position
            let dest = Rect(x: origin.x + bitmap.rect.minX * run.fontSize, y: origin.y + bitmap.rect.minY * run.fontSize,
                            width: bitmap.rect.width * run.fontSize, height: bitmap.rect.height * run.fontSize)
            let pixels = filter.map { filter in
                recoloredImages.value(of: bitmap.pixmap, derivation: filter.cacheKey) { bitmap.pixmap.filtered(filter) }
            } ?? bitmap.pixmap
            canvas.drawImage(pixels, in: dest, quality: .mipmapped, transform: transform, mask: mask)
        }
    }

    // MARK: Images

    mutating func paintImage(_ op: ImageOp, transform: Transform, opacity: Double, mask: Mask?) throws {
        if let paint = op.templatePaint, paint.solidColor == nil {
            // A template image is a mask filled with its paint: a gradient runs across the image, as
            // `foregroundStyle(gradient)` on a symbol image does. Its coverage is the image drawn in white.
            var coverage = canvas.makeLayer()
            coverage.drawImage(try imagePixels(op), in: op.frame, quality: Self.quality(of: op), transform: transform)
            let imageMask = Mask(alphaOf: coverage.pixmap)
            canvas.fill(.rectangle(op.frame), paint: paint, transform: transform, opacity: opacity,
                        mask: mask.map { $0.intersected(with: imageMask) ?? imageMask } ?? imageMask)
            return
        }
        canvas.drawImage(try imagePixels(op), in: op.frame, quality: Self.quality(of: op), opacity: opacity,
                         transform: transform, mask: mask)
    }

    static func quality(of op: ImageOp) -> ImageQuality { op.interpolation == .none ? .nearest : .mipmapped }

    /// The image's pixels after its template paint and appearance filter; cached per (image, filter).
    /// A template takes its paint's color, or white for a gradient (`paintImage` fills its coverage).
    mutating func imagePixels(_ op: ImageOp) throws -> Pixmap {
        guard let source = images[op.imageID] else { throw PaintError.missingImage(op.imageID) }
        let template = op.templatePaint.map { ImageFilter.colorize(color: $0.solidColor ?? .white, byLuminance: false) }
        let filters = [template, op.filter].compactMap { $0 }
        guard !filters.isEmpty else { return source }
        let derivation = filters.map(\.cacheKey).joined(separator: "|")
        let key = op.imageID + "|" + derivation
        if let cached = filteredImages[key] { return cached }
        // Across renders: the process-wide cache, keyed by the source's content (ImageRecoloring.swift).
        let result = recoloredImages.value(of: source, derivation: derivation) { filters.reduce(source) { $0.filtered($1) } }
        filteredImages[key] = result
        return result
    }

    // MARK: Layers

    mutating func paintLayer(_ op: LayerOp, transform: Transform, mask: Mask?) throws {
        if try paintClippedImage(op, transform: transform, mask: mask) { return }
        let inner = op.transform.concatenating(transform)
        // The clip is in the parent's coordinates and applies to the composited group.
        var clip = mask
        if let clipOp = op.clip {
            let outline = VectorPath.shape(clipOp.kind, in: clipOp.frame)
            let shapeMask = try Mask(path: outline, width: canvas.width, height: canvas.height,
                                     rule: clipOp.evenOdd ? .evenOdd : .nonZero, transform: transform)
            clip = mask.map { $0.intersected(with: shapeMask) ?? shapeMask } ?? shapeMask
        }
        // A single shape or image needs no offscreen group: its opacity and clip apply directly.
        if op.shadow == nil, op.blend == .normal, op.effects?.needsOffscreen != true, op.items.count == 1 {
            switch op.items[0] {
            case .shape(let shape): return try paintShape(shape, transform: inner, opacity: op.opacity * shape.opacity, mask: clip)
            case .image(let image): return try paintImage(image, transform: inner, opacity: op.opacity, mask: clip)
            default: break
            }
        }
        var group = PaintWalk(fonts: fonts, glyphTiles: glyphTiles, images: images, canvas: canvas.makeLayer())
        group.filteredImages = filteredImages
        try group.paint(op.items, transform: inner, mask: nil)
        filteredImages = group.filteredImages
        if let effects = op.effects {
            clip = try applyEffects(effects, to: &group.canvas.pixmap, transform: inner, clip: clip)
            if effects.blendMode != .normal {
                return blendLayer(group.canvas.pixmap, mode: effects.blendMode, opacity: op.opacity, clip: clip)
            }
        }
        switch op.blend {
        case .normal:
            let shadow = op.shadow.map { shadowOp -> Shadow in
                let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
                return Shadow(color: shadowOp.color, radius: shadowOp.sigma * scale,
                              offset: Point(x: shadowOp.offset.x * scale, y: shadowOp.offset.y * scale))
            }
            canvas.drawLayer(group.canvas.pixmap, opacity: op.opacity, mask: clip, shadow: shadow)
        case .material(let highlight, let backdropGain):
            var content = group.canvas.pixmap
            if let clip { content.multiply(by: clip) }
            canvas.pixmap.compositeMaterial(content, highlight: highlight, backdropGain: backdropGain, opacity: op.opacity)
        }
    }
}

extension PaintWalk {
    /// A clip around a single image that lies within the image's frame (e.g. `.clipShape` on a
    /// photo) is the image's fill path itself: no canvas-sized mask is built. The image covers every
    /// pixel of its frame's interior, so coverage is the clip's alone; where a clip edge meets a
    /// fractional frame edge this counts its anti-aliasing once instead of twice. Returns false
    /// (nothing drawn) when the layer is anything else.
    mutating func paintClippedImage(_ op: LayerOp, transform: Transform, mask: Mask?) throws -> Bool {
        guard mask == nil, op.shadow == nil, op.blend == .normal, op.effects?.needsOffscreen != true, op.transform == .identity,
              op.items.count == 1,
              case .image(let image) = op.items[0], let clipOp = op.clip,
              case let outline = VectorPath.shape(clipOp.kind, in: clipOp.frame), let bounds = outline.controlBounds,
              bounds.minX >= image.frame.minX, bounds.minY >= image.frame.minY,
              bounds.maxX <= image.frame.maxX, bounds.maxY <= image.frame.maxY else { return false }
        canvas.fill(outline, image: try imagePixels(image), rect: image.frame, quality: Self.quality(of: image),
                    rule: clipOp.evenOdd ? .evenOdd : .nonZero, transform: transform, opacity: op.opacity)
        return true
    }
}
