import Foundation
import WidgetGeometry
import WidgetSVG
import WidgetText

/// The weight and scale groups of an SF Symbols template (an SVG exported from the SF Symbols app,
/// or a custom symbol's `.symbolset`): `Ultralight-S` … `Black-L`, each the symbol drawn at that
/// weight and scale, with `Baseline-S/M/L` and `Capline-S/M/L` guides (docs/symbols.md, *Templates*).
///
/// A symbol drawn from a template takes the group for the view's weight and `imageScale` instead
/// of our synthetic weights and scale factors, and its size from the guides: the distance between
/// a scale's baseline and cap line is SF Pro's cap height at the size the template was typeset at,
/// so a template unit is a known fraction of a point (docs/platform.md §7).
struct SymbolTemplateGroups: Sendable {
    struct Key: Hashable, Sendable {
        var weight: Int
        var scale: Image.Scale
    }

    /// Every group the template draws, framed on its ink and sized per point.
    private(set) var artworks: [Key: SymbolArtwork] = [:]

    /// Group names spell the weights as Apple's font names do (`Ultralight` … `Black`).
    static let weights = AppleFonts.weights
    static let scales: [(suffix: String, scale: Image.Scale)] = [("S", .small), ("M", .medium), ("L", .large)]

    /// SF Pro's cap height per point (its `OS/2` sCapHeight 1443 ÷ 2048 units per em), what a
    /// template's cap line sits above its baseline at the size it was typeset at.
    static let capHeightPerPoint = 1443.0 / 2048

    /// The groups of `svg`; nil when it is not a template (no group with baseline and cap-line
    /// guides for its scale). Throws when a group's drawing does not parse.
    init?(svg: String) throws {
        let guides = SymbolTemplateGuides(svg)
        for (suffix, scale) in Self.scales {
            guard let baseline = guides.y["Baseline-\(suffix)"], let capline = guides.y["Capline-\(suffix)"],
                  baseline > capline else { continue }
            let unitsPerPoint = (baseline - capline) / Self.capHeightPerPoint
            for (name, weight) in Self.weights where svg.contains("id=\"\(name)-\(suffix)\"") {
                let icon = try SVGIcon(parsing: SymbolTemplate.layers(of: svg, keeping: "\(name)-\(suffix)"))
                guard !icon.layers.isEmpty else { continue }
                var artwork = SymbolArtwork(svg: icon, origin: .template, tight: true)
                let ink = artwork.sourceFrame
                artwork.metrics = SymbolMetrics(width: ink.size.width / unitsPerPoint, height: ink.size.height / unitsPerPoint,
                                                bottom: (baseline - ink.maxY) / unitsPerPoint)
                artworks[Key(weight: weight, scale: scale)] = artwork
            }
        }
        if artworks.isEmpty { return nil }
    }

    /// The group drawn at `weight` and `scale`: the nearest weight the template has at that scale
    /// (the lighter of two as near), else at the nearest scale it has. `scaled` is false when the
    /// group is the scale asked for, so no scale factor applies on top of it.
    func artwork(weight: Int, scale: Image.Scale) -> (artwork: SymbolArtwork, scaled: Bool) {
        let order: [Image.Scale] = [scale] + [.medium, .small, .large].filter { $0 != scale }
        for candidate in order {
            let keys = artworks.keys.filter { $0.scale == candidate }
            guard let nearest = keys.min(by: { (abs($0.weight - weight), $0.weight) < (abs($1.weight - weight), $1.weight) })
            else { continue }
            var artwork = artworks[nearest]!
            if candidate != scale, candidate != .medium, let metrics = artwork.metrics {
                // A medium-sized box scaled by the factor asked for: undo the group's own scale first.
                artwork.metrics = SymbolMetrics(width: metrics.width / candidate.factor, height: metrics.height / candidate.factor,
                                                bottom: metrics.bottom / candidate.factor)
            }
            return (artwork, candidate != scale)
        }
        preconditionFailure("a template has at least one group (init returns nil otherwise)")
    }
}

/// The guide lines of a template: `<line id="Baseline-M" … y1="1126" …/>` or
/// `<path id="Baseline-M" d="M18,346 l800,0"/>`, by id, as the y of their first point.
struct SymbolTemplateGuides {
    var y: [String: Double] = [:]

    init(_ svg: String) {
        var rest = Substring(svg)
        while let open = rest.range(of: "<") {
            guard let close = rest.range(of: ">", range: open.upperBound..<rest.endIndex) else { break }
            let tag = rest[open.upperBound..<close.lowerBound]
            rest = rest[close.upperBound...]
            guard tag.hasPrefix("line") || tag.hasPrefix("path"), let id = Self.attribute("id", in: tag),
                  id.hasPrefix("Baseline-") || id.hasPrefix("Capline-") else { continue }
            if let value = Self.attribute("y1", in: tag).flatMap(Double.init) {
                y[id] = value
            } else if let d = Self.attribute("d", in: tag), let value = Self.firstY(ofPath: d) {
                y[id] = value
            }
        }
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") ?? tag.range(of: "\n\(name)=\"") ?? tag.range(of: "\t\(name)=\""),
              let end = tag.range(of: "\"", range: start.upperBound..<tag.endIndex) else { return nil }
        return String(tag[start.upperBound..<end.lowerBound])
    }

    /// The y of a path's first `M`/`m` point ("M18,346 l800,0" → 346).
    private static func firstY(ofPath d: String) -> Double? {
        let trimmed = d.trimmingCharacters(in: .whitespaces)
        guard let first = trimmed.first, first == "M" || first == "m" else { return nil }
        let numbers = trimmed.dropFirst().split(whereSeparator: { $0 == "," || $0 == " " || $0.isLetter })
        return numbers.count >= 2 ? Double(numbers[1]) : nil
    }
}
