import Foundation
import WidgetGeometry
import WidgetSVG

/// A symbol's drawing, ready to size: layers normalized to its frame (0…1 on both axes) and the
/// frame's shape. Made once per name and process (`SymbolCatalog` caches them).
struct SymbolArtwork: Sendable {
    /// One filled (and possibly stroked) outline.
    struct Layer: Sendable, Hashable {
        var unitPath: VectorPath
        var evenOdd: Bool
        /// nil: not filled (a stroked line).
        var fill: Source?
        /// A stroke in units of the frame height; nil for filled outlines.
        var stroke: Stroke?
        /// The artwork's own opacity for this layer (SVG `opacity` × `fill-opacity`).
        var opacity: Double
        /// 0 primary, 1 secondary, 2 tertiary.
        var level: Int
    }

    /// `currentColor` draws in the symbol's foreground; an own color shows in multicolor mode.
    enum Source: Sendable, Hashable {
        case current
        case own(RGBA)
    }

    struct Stroke: Sendable, Hashable {
        var widthPerHeight: Double
        var source: Source
        var cap: LineCapValue
        var join: LineJoinValue
        var miterLimit: Double
        var opacity: Double
    }

    enum Origin: Sendable, Hashable {
        /// Drawn as solid shapes by us (`SystemSymbols.swift`); weight does not change them.
        case handDrawn
        /// The pinned icon set (`Assets/Symbols`), filled outlines: heavier weights embolden them.
        case iconSet
        /// A team's own symbol (asset catalog `.symbolset` or registered SVG).
        case custom
        /// One group of an SF Symbols template with guides: drawn at its own weight and size.
        case template
    }

    /// Heavier and lighter weights are made by stroking or thinning the outline (SymbolWeight.swift):
    /// not for hand-drawn shapes, nor for a template's group, which is drawn at its weight already.
    var takesSyntheticWeight: Bool { origin == .iconSet || origin == .custom }

    var layers: [Layer]
    /// Width ÷ height of the frame.
    var aspectRatio: Double
    /// A vector image set (`preserves-vector-representation`): its size in points, not the font's.
    var naturalSize: Size?
    /// SF Symbols' own box for the name this artwork stands in for (`SymbolMetrics`): the frame's
    /// size per point, the layers fitted into it. nil: the frame follows the point-size rule.
    var metrics: SymbolMetrics?
    /// The unit square in the drawing's own units (the SVG's user units; hand-drawn: aspect ratio × 1),
    /// so a variable-value step can be placed like its full symbol (`fitted(into:placedLike:)`).
    var sourceFrame = Rect(x: 0, y: 0, width: 1, height: 1)
    /// A vector image set not marked as template: drawn in its own colors (`currentColor` parts in
    /// the foreground), whatever the symbol rendering mode.
    var drawsOwnColors = false
    var origin: Origin
    /// An SF Symbols template's groups, one drawn per weight and scale (`SymbolResolver.resolve`);
    /// this artwork is then its regular, medium group.
    var templateGroups: SymbolTemplateGroups?

    /// The artwork of a template with guides: its regular, medium group, carrying the others.
    init(template groups: SymbolTemplateGroups) {
        self = groups.artwork(weight: 400, scale: .medium).artwork
        templateGroups = groups
    }

    /// The artwork of an SVG: the frame spans the viewBox's full height (so symbols of one set share a
    /// baseline and cap line, as SF Symbols do) and the drawing's own horizontal extent, like a glyph's
    /// advance. `tight`: custom symbols frame their drawing on both axes.
    init(svg: SVGIcon, origin: Origin, tight: Bool = false, canvas: Bool = false) {
        var bounds: Rect?
        for layer in svg.layers {
            guard var box = SymbolArtwork.bounds(of: layer.path) else { continue }
            if layer.stroke != nil {
                let half = layer.strokeWidth / 2
                box = Rect(x: box.origin.x - half, y: box.origin.y - half,
                           width: box.size.width + 2 * half, height: box.size.height + 2 * half)
            }
            bounds = bounds.map { $0.union(box) } ?? box
        }
        let drawing = bounds ?? Rect(x: 0, y: 0, width: svg.size.width, height: svg.size.height)
        let frame = canvas ? Rect(x: 0, y: 0, width: svg.size.width, height: svg.size.height)
            : tight ? drawing
            : Rect(x: drawing.origin.x, y: 0, width: max(drawing.size.width, svg.size.height * 0.25), height: svg.size.height)
        let toUnit = Transform.translation(x: -frame.origin.x, y: -frame.origin.y)
            .concatenating(.scale(x: 1 / frame.size.width, y: 1 / frame.size.height))
        layers = svg.layers.map { layer in
            let stroke = layer.stroke.map { paint in
                Stroke(widthPerHeight: layer.strokeWidth / frame.size.height, source: Source(paint), cap: layer.cap,
                       join: layer.join, miterLimit: layer.miterLimit, opacity: layer.strokeOpacity)
            }
            return Layer(unitPath: layer.path.transformed(by: toUnit), evenOdd: layer.evenOdd, fill: layer.fill.map(Source.init),
                         stroke: stroke, opacity: layer.opacity * (layer.fill == nil ? 1 : layer.fillOpacity), level: layer.level)
        }
        aspectRatio = frame.size.width / frame.size.height
        sourceFrame = frame
        self.origin = origin
    }

    /// The drawing's true extent (curves flattened finely): control points of a curve can lie far
    /// outside it (Bootstrap's heart has them at −7.5 and 23.5 in a 16-unit box).
    static func bounds(of path: VectorPath) -> Rect? {
        let points = path.flattened(tolerance: 0.005).flatMap(\.points)
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for p in points { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    init(handDrawn unitPath: VectorPath, aspectRatio: Double) {
        layers = [Layer(unitPath: unitPath, evenOdd: false, fill: .current, stroke: nil, opacity: 1, level: 0)]
        self.aspectRatio = aspectRatio
        sourceFrame = Rect(x: 0, y: 0, width: aspectRatio, height: 1)
        origin = .handDrawn
    }
}

extension SymbolArtwork.Source {
    init(_ paint: SVGPaint) {
        switch paint {
        case .current: self = .current
        case .color(let color): self = .own(color)
        }
    }
}

extension Rect {
    func union(_ other: Rect) -> Rect {
        let minX = Swift.min(origin.x, other.origin.x), minY = Swift.min(origin.y, other.origin.y)
        let maxX = Swift.max(origin.x + size.width, other.origin.x + other.size.width)
        let maxY = Swift.max(origin.y + size.height, other.origin.y + other.size.height)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
