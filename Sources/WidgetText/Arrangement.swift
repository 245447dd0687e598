
/// The lines of a text at one scale, and whether they fit the limits.
///
/// "Fits" (what `minimumScaleFactor` shrinks for): every line is shown within `lineLimit` and
/// the height, and no word had to be broken between clusters to fit the width.
struct Arrangement {
    var scale: Double
    var lines: [LineSpan]
    var boxes: [LineBox]
    /// How many lines are shown: all of them unless `lineLimit` or the height cuts them (at least one).
    var shownCount: Int
    /// The largest metrics among the text's fonts at this scale.
    var fontMetrics: TextFontMetrics?
    /// Between two lines: `lineSpacing` + the fonts' largest leading (a text style's: the HIG line
    /// height minus the font's own, so body lines are 22 pt apart, as iOS sets them).
    var lineGap: Double
    var fits: Bool

    var needsTruncation: Bool { shownCount < lines.count }

    init(_ shaped: ShapedText, text: TextContent, scale: Double, limits: TextLimits) {
        self.scale = scale
        lines = shaped.paragraphs.indices.flatMap { index in
            LineBreaker.lines(of: shaped.paragraphs[index].clusters, paragraph: index, scale: scale, maxWidth: limits.width)
        }
        boxes = lines.map { line in
            let paragraph = shaped.paragraphs[line.paragraph]
            let runs = line.clusters.isEmpty ? [paragraph.styleRunIndex]
                : Array(Set(paragraph.clusters[line.clusters].map(\.runIndex))).sorted()
            return LineBox.covering(runIndices: runs, text: text, shaped: shaped, scale: scale)
        }
        let fontMetrics = LayoutAssembler.fontMetrics(text, shaped: shaped, scale: scale)
        let lineGap = text.lineSpacing + (fontMetrics?.leading ?? 0)
        self.fontMetrics = fontMetrics
        self.lineGap = lineGap
        var shown = min(lines.count, limits.lineLimit ?? .max)
        if let height = limits.height {
            var used = 0.0, count = 0
            for box in boxes.prefix(shown) {
                used += box.height + (count > 0 ? lineGap : 0)
                if used > height + LineBreaker.tolerance { break }
                count += 1
            }
            shown = max(1, min(shown, count))
        }
        shownCount = shown
        fits = shown == lines.count && !lines.contains(where: \.brokeInsideWord)
    }
}

/// The limits text is laid out in, cleaned of values that would make no sense.
struct TextLimits {
    /// nil = no limit. Negative or NaN offers count as 0; infinity as no limit.
    var width: Double?
    var height: Double?
    /// At least 1 (SwiftUI always shows one line).
    var lineLimit: Int?

    init(width: Double?, height: Double?, lineLimit: Int?) {
        func clean(_ value: Double?) -> Double? {
            guard let value, value != .infinity else { return nil }
            return value.isNaN ? 0 : max(0, value)
        }
        self.width = clean(width)
        self.height = clean(height)
        self.lineLimit = lineLimit.map { max(1, $0) }
    }
}
