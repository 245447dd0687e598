import Foundation
import WidgetGeometry
import WidgetText

/// One SF Symbol's own box (`Assets/Symbols/metrics.tsv`, docs/symbols.md): its ink width and height
/// and its lower edge above the baseline, each ÷ the point size, at regular weight and medium scale.
struct SymbolMetrics: Hashable, Sendable {
    var width: Double
    var height: Double
    var bottom: Double

    /// Width ÷ height of the box.
    var aspectRatio: Double { width / height }

    /// The row for `name`; a variable-value step (`wifi@1`) takes its symbol's row.
    static func named(_ name: String) -> SymbolMetrics? {
        SymbolMetricsTable.shared.metrics(for: symbolName(of: name))
    }

    /// The symbol a variable-value step (`wifi@1`) belongs to; any other name itself.
    static func symbolName(of name: String) -> String {
        name.split(separator: "@", maxSplits: 1).first.map(String.init) ?? name
    }

    /// Parses the table's text: `name<TAB>width<TAB>height<TAB>bottom`, `#` lines are comments; rows
    /// that are not four columns of positive sizes are skipped.
    static func parse(_ text: String) -> [String: SymbolMetrics] {
        var table: [String: SymbolMetrics] = [:]
        for columns in TabSeparatedRows.rows(of: text) {
            guard columns.count == 4, let width = Double(columns[1]), let height = Double(columns[2]),
                  let bottom = Double(columns[3]), width > 0, height > 0 else { continue }
            table[String(columns[0])] = SymbolMetrics(width: width, height: height, bottom: bottom)
        }
        return table
    }
}

/// `Assets/Symbols/metrics.tsv`, read when first used (`shared` is made lazily), and the fitted
/// artworks by name. Thread-safe.
final class SymbolMetricsTable: @unchecked Sendable {
    static let shared = SymbolMetricsTable(
        url: BundledAssets.directory.appendingPathComponent("Symbols/metrics.tsv"))

    /// A missing table leaves every symbol on the point-size rule (SymbolResolver).
    private let table: [String: SymbolMetrics]
    private let lock = NSLock()
    private var fitted: [String: SymbolArtwork] = [:]

    init(url: URL) {
        table = (try? String(contentsOf: url, encoding: .utf8)).map(SymbolMetrics.parse) ?? [:]
    }

    func metrics(for name: String) -> SymbolMetrics? { table[name] }

    /// `name`'s fitted artwork, made by `make` once per name (several names share one icon).
    func fitted(_ name: String, make: () throws -> SymbolArtwork) rethrows -> SymbolArtwork {
        lock.lock()
        if let cached = fitted[name] { lock.unlock(); return cached }
        lock.unlock()
        let result = try make()
        lock.lock(); fitted[name] = result; lock.unlock()
        return result
    }
}

extension SymbolArtwork {
    /// From the unit square to the drawing's own units.
    private var toSource: Transform {
        Transform.scale(x: sourceFrame.size.width, y: sourceFrame.size.height)
            .concatenating(.translation(x: sourceFrame.origin.x, y: sourceFrame.origin.y))
    }

    /// The ink (outlines and half their strokes) in the drawing's own units.
    private var sourceInk: Rect? {
        var ink: Rect?
        for layer in layers {
            guard var box = SymbolArtwork.bounds(of: layer.unitPath.transformed(by: toSource)) else { continue }
            if let stroke = layer.stroke {
                let half = stroke.widthPerHeight * sourceFrame.size.height / 2
                box = Rect(x: box.origin.x - half, y: box.origin.y - half,
                           width: box.size.width + 2 * half, height: box.size.height + 2 * half)
            }
            ink = ink.map { $0.union(box) } ?? box
        }
        return ink
    }

    /// The artwork redrawn in `metrics`' box: the ink of `reference` (default: its own) scaled
    /// uniformly to fit the box and centred in it, so the frame is SF Symbols' and the stand-in keeps
    /// its proportions. A variable-value step passes its full symbol, so every step sits where the
    /// full drawing does (its smaller ink is not enlarged).
    func fitted(into metrics: SymbolMetrics, placedLike reference: SymbolArtwork? = nil) -> SymbolArtwork {
        var result = self
        result.metrics = metrics
        result.aspectRatio = metrics.aspectRatio
        guard let ink = (reference ?? self).sourceInk, ink.size.width > 0 || ink.size.height > 0 else { return result }
        // The box is aspectRatio × 1; the ink's larger relative side fills it.
        let box = metrics.aspectRatio
        let k = min(ink.size.width > 0 ? box / ink.size.width : .infinity, ink.size.height > 0 ? 1 / ink.size.height : .infinity)
        let offsetX = (box - ink.size.width * k) / 2, offsetY = (1 - ink.size.height * k) / 2
        let transform = toSource
            .concatenating(.translation(x: -ink.origin.x, y: -ink.origin.y))
            .concatenating(.scale(x: k, y: k))
            .concatenating(.translation(x: offsetX, y: offsetY))
            .concatenating(.scale(x: 1 / box, y: 1))
        let lineScale = sourceFrame.size.height * k
        result.layers = layers.map { layer in
            var layer = layer
            layer.unitPath = layer.unitPath.transformed(by: transform)
            layer.stroke?.widthPerHeight *= lineScale
            return layer
        }
        return result
    }
}
