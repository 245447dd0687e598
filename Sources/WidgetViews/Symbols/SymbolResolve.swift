import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// Lowers a symbol to nodes: a frame sized from the font (SF Symbols' box per point, docs/symbols.md) holding
/// one shape per layer, colored by the rendering mode and emboldened by the weight.
struct SymbolResolver {
    /// Symbol height ÷ point size of the current font (× the image scale), for names without
    /// metrics (`SymbolMetrics`): custom symbols, names SF Symbols 4.0 lacks, the unknown-name box.
    static let heightPerFontSize = 0.9

    let environment: EnvironmentValues
    let resizable: Bool

    /// The frame's natural size for `aspectRatio`.
    func naturalSize(aspectRatio: Double) throws -> (width: Double, height: Double) {
        let fontSize = try (environment.font ?? .body).spec(in: environment).size
        let height = fontSize * SymbolResolver.heightPerFontSize * environment.imageScale.factor
        return (height * aspectRatio, height)
    }

    /// The frame of a symbol with SF Symbols' metrics: its box per point × the point size × the
    /// image scale's factor (1 for a template group drawn at the scale asked for).
    func naturalSize(_ metrics: SymbolMetrics, scaleFactor: Double) throws -> (width: Double, height: Double) {
        let fontSize = try (environment.font ?? .body).spec(in: environment).size
        let perPoint = fontSize * scaleFactor
        return (metrics.width * perPoint, metrics.height * perPoint)
    }

    /// The artwork's frame: a vector image's own size, SF Symbols' box, else the point-size rule.
    func naturalSize(of artwork: SymbolArtwork, scaleFactor: Double) throws -> (width: Double, height: Double) {
        if let size = artwork.naturalSize { return (size.width, size.height) }
        if let metrics = artwork.metrics { return try naturalSize(metrics, scaleFactor: scaleFactor) }
        return try naturalSize(aspectRatio: artwork.aspectRatio)
    }

    /// The effective weight: `fontWeight` / `bold` over the font's own weight.
    func weight() throws -> Int {
        if let weight = environment.textTraits.weight { return weight.value }
        return try (environment.font ?? .body).spec(in: environment).weight
    }

    /// The artwork drawn and the image-scale factor applied to its box: a template's group for
    /// this weight and scale (SymbolTemplateGroups.swift) needs no factor when it is that scale's.
    func drawn(_ artwork: SymbolArtwork) throws -> (artwork: SymbolArtwork, scaleFactor: Double) {
        guard let groups = artwork.templateGroups else { return (artwork, environment.imageScale.factor) }
        let chosen = groups.artwork(weight: try weight(), scale: environment.imageScale)
        return (chosen.artwork, chosen.scaled ? environment.imageScale.factor : 1)
    }

    /// The box's lower edge above the baseline in points, from SF Symbols' metrics (`bottom`); a box
    /// scaled by `imageScale` keeps the medium box's centre (our rule, docs/platform.md §9). Nil
    /// without metrics (the point-size rule's boxes are centred on half the cap height instead).
    func bottom(of artwork: SymbolArtwork) throws -> Double? {
        let (drawn, scaleFactor) = try drawn(artwork)
        guard drawn.naturalSize == nil, let metrics = drawn.metrics else { return nil }
        let fontSize = try (environment.font ?? .body).spec(in: environment).size
        let centre = (metrics.bottom + metrics.height / 2) * fontSize
        return centre - metrics.height * fontSize * scaleFactor / 2
    }

    func resolve(_ artwork: SymbolArtwork) throws -> ResolvedNode {
        let weight = try weight()
        let (artwork, scaleFactor) = try drawn(artwork)
        let size = try naturalSize(of: artwork, scaleFactor: scaleFactor)
        let mode = artwork.drawsOwnColors ? .multicolor : environment.symbolRenderingMode ?? .monochrome
        var nodes: [ResolvedNode] = []
        for layer in artwork.layers {
            let paint = try paint(for: layer.fill ?? layer.stroke?.source ?? .current, level: layer.level, mode: mode)
            var shape = ResolvedShape(kind: .unitPath(layer.unitPath), fill: layer.fill == nil ? nil : paint,
                                      evenOddFill: layer.evenOdd, group: environment.drawGroup, redacted: environment.isRedacted)
            if let stroke = layer.stroke {
                // Stroke-drawn artwork follows the weight through its line width (ours: 0.55× at
                // ultralight, 1× at regular, 1.75× at black).
                let factor = 0.4 + 0.6 * Double(weight) / 400
                let strokePaint = try self.paint(for: stroke.source, level: layer.level, mode: mode)
                shape.stroke = ResolvedStroke(paint: strokePaint.multiplyingOpacity(stroke.opacity),
                                              lineWidth: stroke.widthPerHeight * size.height * factor,
                                              cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit)
            } else if artwork.takesSyntheticWeight, artwork.naturalSize == nil, weight > 400, layer.fill != nil {
                // Filled outlines embolden like a synthetic bold: the outline stroked in its own paint
                // (ours: 0.012 × height per 100 of weight above regular, so bold's counters stay open).
                shape.stroke = ResolvedStroke(paint: paint, lineWidth: SymbolWeight.strokeWidth(weight: weight, height: size.height),
                                              cap: .round, join: .round)
            } else if artwork.takesSyntheticWeight, artwork.naturalSize == nil, weight < 400, layer.fill != nil,
                      !shape.redacted {
                // Lighter weights thin the filled outline by the same rule (SymbolWeight.swift). A
                // placeholder box stays whole.
                shape.erosion = SymbolWeight.strokeWidth(weight: weight, height: size.height)
            }
            var node = ResolvedNode.shape(shape)
            if layer.opacity < 1 { node = .modified(.opacity(layer.opacity), node) }
            nodes.append(node)
        }
        let content = nodes.count == 1 ? nodes[0]
            : .stack(ResolvedStack(axis: .depth, alignment: .center, spacing: nil, children: nodes))
        return frame(content, size: size)
    }

    /// A fixed frame from the font, or a flexible one when resizable (any size accepted, the natural
    /// size stays the ideal one so `aspectRatio(contentMode:)` keeps the proportions).
    func frame(_ content: ResolvedNode, size: (width: Double, height: Double)) -> ResolvedNode {
        if resizable {
            let flexible = FlexibleFrame(minWidth: 0, idealWidth: size.width, maxWidth: .infinity,
                                         minHeight: 0, idealHeight: size.height, maxHeight: .infinity)
            return .modified(.flexibleFrame(flexible), content)
        }
        return .modified(.frame(width: size.width, height: size.height, alignment: .center), content)
    }

    private func paint(for source: SymbolArtwork.Source, level: Int, mode: SymbolRenderingMode) throws -> ResolvedPaint {
        let level = min(max(level, 0), 2)
        switch mode {
        case .hierarchical:
            return try HierarchicalShapeStyle(level: level).resolvePaint(in: environment)
        case .palette:
            let palette = environment.paletteStyles
            guard level > 0, !palette.isEmpty else { return try environment.foregroundPaint() }
            return try palette[min(level - 1, palette.count - 1)].resolvePaint(in: environment)
        case .multicolor:
            if case .own(let color) = source { return .color(color) }
            return try environment.foregroundPaint()
        default:
            return try environment.foregroundPaint()
        }
    }
}

/// What an unknown symbol name draws: a crossed box the size of a symbol, in the symbol's color, so
/// the layout keeps its shape and the gap is visible (docs/symbols.md).
enum UnknownSymbol {
    /// The box outline and both diagonals as filled bands in the unit square (stroke width 0.08).
    static let unitPath: VectorPath = {
        var path = VectorPath()
        let w = 0.08
        func quad(_ points: [(Double, Double)]) {
            path.move(to: Point(x: points[0].0, y: points[0].1))
            for p in points.dropFirst() { path.line(to: Point(x: p.0, y: p.1)) }
            path.close()
        }
        quad([(0, 0), (1, 0), (1, 1), (0, 1)])
        quad([(w, w), (w, 1 - w), (1 - w, 1 - w), (1 - w, w)])  // counter-clockwise: the hole
        let d = w / 2 * 2.squareRoot()
        quad([(w, w + d), (w + d, w), (1 - w, 1 - w - d), (1 - w - d, 1 - w)])
        quad([(1 - w - d, w), (1 - w, w + d), (w + d, 1 - w), (w, 1 - w - d)])
        return path
    }()

    static func resolve(resizable: Bool, in environment: EnvironmentValues) throws -> ResolvedNode {
        let resolver = SymbolResolver(environment: environment, resizable: resizable)
        let size = try resolver.naturalSize(aspectRatio: 1)
        let shape = ResolvedShape(kind: .unitPath(unitPath), fill: try environment.foregroundPaint(),
                                  group: environment.drawGroup, redacted: environment.isRedacted)
        return resolver.frame(.shape(shape), size: size)
    }

    /// The warning (or, strict, the error) text: the name, where it was used, the nearest names.
    /// Strict: the error (its path is added by the resolve error).
    static func message(name: String, path: [String], known: [String], strict: Bool) -> String {
        let near = NearNames.suggestions(for: name, in: known)
        let hint = near.isEmpty ? "" : " (did you mean " + near.map { "\"\($0)\"" }.joined(separator: ", ") + "?)"
        if strict { return "unknown symbol \"\(name)\"\(hint); `widget-render symbols` lists the names" }
        let place = path.isEmpty ? "" : " in " + path.joined(separator: " › ")
        return "unknown symbol \"\(name)\"\(place): drawn as a crossed box\(hint); `widget-render symbols` lists the names"
    }
}

/// Near-name suggestions for a mistyped name: edit distance over the name, scaled to its length.
package enum NearNames {
    package static func suggestions(for name: String, in candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(name.lowercased())
        let threshold = max(2, target.count / 3)
        var scored: [(Int, String)] = []
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            if abs(other.count - target.count) > threshold { continue }
            let distance = editDistance(target, other, limit: threshold)
            if distance <= threshold { scored.append((distance, candidate)) }
        }
        return scored.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.prefix(limit).map(\.1)
    }

    /// Levenshtein distance, giving up (returning limit + 1) once every entry of a row exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
