import Foundation
import WidgetGeometry
import WidgetViews
import WidgetText
import WidgetLayout

/// Paints a display list into pixels: the renderer walks plain data, nothing is resolved here.
///
/// Coordinates: the list is in points; `scale` maps them to pixels. The output is
/// ceil(size × scale) pixels, clipped to the widget's continuous-corner outline.
public struct DisplayListPainter: Sendable {
    public let fonts: FontCatalog

    /// How placeholder-redacted text and images look (ours): rounded boxes in the content's own
    /// paint at this opacity, so they read as gray on light and dark backgrounds alike.
    static let redactionOpacity = 0.3

    public init(fonts: FontCatalog) { self.fonts = fonts }

    /// - Parameters:
    ///   - images: pixels for every `ImageOp.imageID` (premultiplied).
    ///   - clipToWidgetShape: clip to the rounded widget outline (off for full-bleed backdrops).
    public func paint(_ list: DisplayList, images: [String: Pixmap], scale: Double,
                      clipToWidgetShape: Bool = true) throws -> Pixmap {
        guard scale.isFinite, scale > 0 else { throw PaintError.invalidScale(scale) }
        let width = Int((list.size.width * scale).rounded(.up)), height = Int((list.size.height * scale).rounded(.up))
        var walk = PaintWalk(fonts: fonts, images: images, canvas: try Canvas(width: width, height: height))
        let base = Transform.scale(x: scale, y: scale)
        try walk.paint(list.items, transform: base, mask: nil)
        var pixmap = walk.canvas.pixmap
        if clipToWidgetShape, list.cornerRadius > 0 {
            pixmap.multiply(by: try Mask(path: list.outline, width: width, height: height, transform: base))
        }
        return pixmap
    }
}

public enum PaintError: Error, Equatable, CustomStringConvertible {
    case invalidScale(Double)
    case missingImage(String)

    public var description: String {
        switch self {
        case .invalidScale(let s): return "render scale \(s) must be a positive number"
        case .missingImage(let id): return "the display list draws image '\(id)', which was not supplied"
        }
    }
}

/// One painting pass: the canvas, and the caches that live as long as it.
struct PaintWalk {
    let fonts: FontCatalog
    let images: [String: Pixmap]
    var canvas: Canvas
    private var filteredImages: [String: Pixmap] = [:]

    init(fonts: FontCatalog, images: [String: Pixmap], canvas: Canvas) {
        self.fonts = fonts; self.images = images; self.canvas = canvas
    }

    mutating func paint(_ items: [DisplayItem], transform: Transform, mask: Mask?) throws {
        for item in items {
            switch item {
            case .shape(let op): paintShape(op, transform: transform, opacity: 1, mask: mask)
            case .text(let op): try paintText(op, transform: transform, mask: mask)
            case .image(let op): try paintImage(op, transform: transform, opacity: 1, mask: mask)
            case .layer(let op): try paintLayer(op, transform: transform, mask: mask)
            }
        }
    }

    // MARK: Shapes

    mutating func paintShape(_ op: ShapeOp, transform: Transform, opacity: Double, mask: Mask?) {
        guard var path = VectorPath.shape(op.kind, in: op.frame) else { return }
        if op.trimFrom != nil || op.trimTo != nil {
            path = path.trimmed(from: op.trimFrom ?? 0, to: op.trimTo ?? 1)
        }
        if let fill = op.fill {
            canvas.fill(path, paint: RasterPaint(fill), rule: op.evenOddFill ? .evenOdd : .nonZero,
                        transform: transform, opacity: opacity, mask: mask)
        }
        if let stroke = op.stroke {
            canvas.stroke(path, style: RasterStrokeStyle(stroke), paint: RasterPaint(stroke.paint),
                          transform: transform, opacity: opacity, mask: mask)
        }
    }

    // MARK: Text

    mutating func paintText(_ op: TextOp, transform: Transform, mask: Mask?) throws {
        if op.redacted {
            for line in op.layout.lines where line.width > 0 {
                let box = Rect(x: op.frame.minX + line.origin.x, y: op.frame.minY + line.origin.y - line.ascent * 0.8,
                               width: line.width, height: (line.ascent + line.descent) * 0.8)
                let radius = box.height * 0.25
                canvas.fill(.roundedRectangle(box, cornerWidth: radius, cornerHeight: radius, style: .continuous),
                            paint: RasterPaint(op.paints.first ?? .color(.black)), transform: transform,
                            opacity: DisplayListPainter.redactionOpacity, mask: mask)
            }
            return
        }
        for line in op.layout.lines {
            let lineOrigin = op.frame.origin + line.origin
            for run in line.runs {
                if run.isColorBitmap {
                    try paintColorGlyphs(run, at: lineOrigin, filter: op.bitmapFilter, transform: transform, mask: mask)
                    continue
                }
                // One fill per run: every glyph outline placed in points, filled with the run's paint.
                var outlines = VectorPath()
                for (glyph, position) in zip(run.glyphs, run.positions) {
                    let origin = lineOrigin + position
                    let place = Transform(a: run.fontSize, b: 0, c: 0, d: run.fontSize, tx: origin.x, ty: origin.y)
                    outlines.append(try fonts.glyphOutline(fontID: run.fontID, glyph: glyph).transformed(by: place))
                }
                guard !outlines.isEmpty, op.paints.indices.contains(run.runIndex) else { continue }
                canvas.fill(outlines, paint: RasterPaint(op.paints[run.runIndex]), transform: transform, mask: mask)
            }
        }
    }

    private mutating func paintColorGlyphs(_ run: GlyphRun, at lineOrigin: Point, filter: ImageFilter?,
                                           transform: Transform, mask: Mask?) throws {
        for (glyph, position) in zip(run.glyphs, run.positions) {
            guard let bitmap = try fonts.colorGlyph(fontID: run.fontID, glyph: glyph) else { continue }
            let origin = lineOrigin + position
            let dest = Rect(x: origin.x + bitmap.rect.minX * run.fontSize, y: origin.y + bitmap.rect.minY * run.fontSize,
                            width: bitmap.rect.width * run.fontSize, height: bitmap.rect.height * run.fontSize)
            let pixels = filter.map { bitmap.pixmap.filtered($0) } ?? bitmap.pixmap
            canvas.drawImage(pixels, in: dest, quality: .mipmapped, transform: transform, mask: mask)
        }
    }

    // MARK: Images

    mutating func paintImage(_ op: ImageOp, transform: Transform, opacity: Double, mask: Mask?) throws {
        if op.redacted {
            let radius = min(op.frame.width, op.frame.height) * 0.12
            canvas.fill(.roundedRectangle(op.frame, cornerWidth: radius, cornerHeight: radius, style: .continuous),
                        paint: .solid(.init(red: 0.5, green: 0.5, blue: 0.5)), transform: transform,
                        opacity: opacity * DisplayListPainter.redactionOpacity, mask: mask)
            return
        }
        let pixels = try imagePixels(op)
        let quality: ImageQuality = op.interpolation == .none ? .nearest : .mipmapped
        canvas.drawImage(pixels, in: op.frame, quality: quality, opacity: opacity, transform: transform, mask: mask)
    }

    /// The image's pixels after its template paint and appearance filter; cached per (image, filter).
    private mutating func imagePixels(_ op: ImageOp) throws -> Pixmap {
        guard let source = images[op.imageID] else { throw PaintError.missingImage(op.imageID) }
        // A template image is a mask filled with its paint; a gradient template uses its stops' mean
        // color (ours: template images here are small glyph-like icons).
        let template = op.templatePaint.map { ImageFilter.colorize(color: $0.representativeColor, byLuminance: false) }
        let filters = [template, op.filter].compactMap { $0 }
        guard !filters.isEmpty else { return source }
        let key = op.imageID + "|" + filters.map { "\($0)" }.joined(separator: "|")
        if let cached = filteredImages[key] { return cached }
        let result = filters.reduce(source) { $0.filtered($1) }
        filteredImages[key] = result
        return result
    }

    // MARK: Layers

    mutating func paintLayer(_ op: LayerOp, transform: Transform, mask: Mask?) throws {
        let inner = op.transform.concatenating(transform)
        // The clip is in the parent's coordinates and applies to the composited group.
        var clip = mask
        if let clipOp = op.clip, let outline = VectorPath.shape(clipOp.kind, in: clipOp.frame) {
            let shapeMask = try Mask(path: outline, width: canvas.width, height: canvas.height,
                                     rule: clipOp.evenOdd ? .evenOdd : .nonZero, transform: transform)
            clip = mask.map { $0.intersected(with: shapeMask) ?? shapeMask } ?? shapeMask
        }
        // A single shape or image needs no offscreen group: its opacity and clip apply directly.
        if op.shadow == nil, op.blend == .normal, op.items.count == 1 {
            switch op.items[0] {
            case .shape(let shape): return paintShape(shape, transform: inner, opacity: op.opacity, mask: clip)
            case .image(let image): return try paintImage(image, transform: inner, opacity: op.opacity, mask: clip)
            default: break
            }
        }
        var group = PaintWalk(fonts: fonts, images: images, canvas: canvas.makeLayer())
        group.filteredImages = filteredImages
        try group.paint(op.items, transform: inner, mask: nil)
        filteredImages = group.filteredImages
        switch op.blend {
        case .normal:
            let shadow = op.shadow.map { shadowOp -> Shadow in
                // SwiftUI's shadow radius is a blur radius; ours: Gaussian σ = radius / 2, in pixels.
                let scale = (transform.a * transform.a + transform.b * transform.b).squareRoot()
                return Shadow(color: shadowOp.color, radius: shadowOp.radius * scale / 2,
                              offset: Point(x: shadowOp.offset.x * scale, y: shadowOp.offset.y * scale))
            }
            canvas.drawLayer(group.canvas.pixmap, opacity: op.opacity, mask: clip, shadow: shadow)
        case .vibrant(let highlight):
            var content = group.canvas.pixmap
            if let clip { content.multiply(by: clip) }
            canvas.compositeVibrant(content, highlight: highlight, opacity: op.opacity)
        }
    }
}

extension Canvas {
    mutating func compositeVibrant(_ layer: Pixmap, highlight: RGBA, opacity: Double) {
        pixmap.compositeVibrant(layer, highlight: highlight, opacity: opacity)
    }
}

extension Paint {
    /// One color standing for the paint: itself, or the mean of a gradient's stops.
    var representativeColor: RGBA {
        let stops: [GradientStop]
        switch self {
        case .color(let color): return color
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _): stops = s
        }
        guard !stops.isEmpty else { return .clear }
        let n = Double(stops.count)
        return RGBA(red: stops.map(\.color.red).reduce(0, +) / n, green: stops.map(\.color.green).reduce(0, +) / n,
                    blue: stops.map(\.color.blue).reduce(0, +) / n, alpha: stops.map(\.color.alpha).reduce(0, +) / n)
    }
}
