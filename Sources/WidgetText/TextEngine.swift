import Foundation
import WidgetGeometry

/// Lays out `TextContent` with the fonts of a catalog. Deterministic, thread-safe, and cached:
/// layout measures the same text several times with different proposals.
package final class TextEngine: TextMeasuring, @unchecked Sendable {
    package let catalog: FontCatalog
    private let lock = NSLock()
    // Keys are hashed before the lock is taken (`Hashed`): hashing a text's strings, fonts and
    // effects under it made the workers of a batch queue for it (half of the futex calls of
    // `render Examples/*.yaml --jobs 2`; docs/performance.md, *Issue 35: the load before the batch*).
    private var layouts: [Hashed<LayoutKey>: TextLayout] = [:]
    private var shapedTexts: [Hashed<TextContent>: ShapedText] = [:]
    /// Caches are emptied when they reach this many entries: bounded memory, same results.
    private let cacheLimit = 4096
    /// Halvings of the scale interval when shrinking for `minimumScaleFactor` (precision 2⁻¹⁴).
    private let scaleSearchSteps = 14

    package init(catalog: FontCatalog) { self.catalog = catalog }

    /// Shaping and line breaking (see the files of this module for each rule); fallback faces
    /// come from the catalog. A cluster no face covers is drawn as the requested face's .notdef.
    /// Placeholder-redacted text is measured like any other text.
    package func layout(_ text: TextContent, width: Double?, height: Double?) throws -> TextLayout {
        let hashedText = Hashed(text)
        let key = Hashed(LayoutKey(text: hashedText, width: width, height: height))
        if let cached = cached(key) { return cached }

        let shaped = try shapedText(hashedText)
        let limits = TextLimits(width: width, height: height, lineLimit: text.lineLimit)
        let result: TextLayout
        if shaped.isEmpty {
            result = TextLayout(size: .zero, lines: [], firstBaseline: 0, lastBaseline: 0, isTruncated: false, scale: 1)
        } else {
            let fitted = text.allowsTightening == true ? tightenedToFit(shaped, text: text, limits: limits) : shaped
            let arrangement = bestArrangement(fitted, text: text, limits: limits)
            result = try LayoutAssembler.assemble(arrangement, shaped: fitted, text: text, limits: limits, catalog: catalog)
        }
        store(result, for: key)
        return result
    }

    /// At scale 1 if the text fits; else the largest scale down to `minimumScaleFactor` at which it
    /// fits, found by bisection with a fixed number of steps (so always the same scale); else
    /// the smallest scale, which truncation then finishes.
    private func bestArrangement(_ shaped: ShapedText, text: TextContent, limits: TextLimits) -> Arrangement {
        let full = Arrangement(shaped, text: text, scale: 1, limits: limits)
        let minimumScale = text.minimumScaleFactor.isNaN ? 1 : min(1, max(0.01, text.minimumScaleFactor))
        guard !full.fits, minimumScale < 1 else { return full }
        var fitting = Arrangement(shaped, text: text, scale: minimumScale, limits: limits)
        guard fitting.fits else { return fitting }
        var tooLarge = 1.0
        for _ in 0..<scaleSearchSteps {
            let middle = (fitting.scale + tooLarge) / 2
            let candidate = Arrangement(shaped, text: text, scale: middle, limits: limits)
            if candidate.fits { fitting = candidate } else { tooLarge = middle }
        }
        return fitting
    }

    /// The text as shaped when it fits at scale 1; else the least tightening (`Tightening`, bisected
    /// in 8 fixed steps) that makes it fit, or the full tightening when none does.
    private func tightenedToFit(_ shaped: ShapedText, text: TextContent, limits: TextLimits) -> ShapedText {
        if Arrangement(shaped, text: text, scale: 1, limits: limits).fits { return shaped }
        let full = Tightening.tightened(shaped, by: 1, text: text)
        guard Arrangement(full, text: text, scale: 1, limits: limits).fits else { return full }
        var fitting = (fraction: 1.0, shaped: full), tooLittle = 0.0
        for _ in 0..<8 {
            let middle = (fitting.fraction + tooLittle) / 2
            let candidate = Tightening.tightened(shaped, by: middle, text: text)
            if Arrangement(candidate, text: text, scale: 1, limits: limits).fits { fitting = (middle, candidate) } else { tooLittle = middle }
        }
        return fitting.shaped
    }

    private func shapedText(_ text: Hashed<TextContent>) throws -> ShapedText {
        lock.lock()
        if let shaped = shapedTexts[text] { lock.unlock(); return shaped }
        lock.unlock()
        let shaped = try ShapedText(text.key, catalog: catalog)
        lock.lock(); defer { lock.unlock() }
        if shapedTexts.count >= cacheLimit { shapedTexts.removeAll() }
        shapedTexts[text] = shaped
        return shaped
    }

    private func cached(_ key: Hashed<LayoutKey>) -> TextLayout? {
        lock.lock(); defer { lock.unlock() }
        return layouts[key]
    }

    private func store(_ layout: TextLayout, for key: Hashed<LayoutKey>) {
        lock.lock(); defer { lock.unlock() }
        if layouts.count >= cacheLimit { layouts.removeAll() }
        layouts[key] = layout
    }

    private struct LayoutKey: Hashable {
        var text: Hashed<TextContent>
        var width: Double?
        var height: Double?
    }
}

