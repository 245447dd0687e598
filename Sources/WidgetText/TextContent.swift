// The text engine's input: plain runs of characters with a font request each, and the paragraph
// limits SwiftUI applies (line limit, alignment, shrinking, truncation, spacing). It knows nothing
// of views; resolve builds it (`TextContent.content`) and guarantees its numbers are finite and
// not negative, so the engine trusts them.

package struct TextContent: Hashable, Codable, Sendable {
    package var runs: [TextSpan]
    package var lineLimit: Int?
    package var alignment: TextAlignmentValue
    /// 0 < factor ≤ 1: how far the font may shrink to fit before truncating.
    package var minimumScaleFactor: Double
    package var truncation: TruncationModeValue
    /// Extra space between lines, in points (`.lineSpacing`).
    package var lineSpacing: Double
    /// `allowsTightening(true)` (Tightening); nil = false, so older encodings read unchanged.
    package var allowsTightening: Bool?

    package init(runs: [TextSpan], lineLimit: Int? = nil, alignment: TextAlignmentValue = .leading,
                 minimumScaleFactor: Double = 1, truncation: TruncationModeValue = .tail, lineSpacing: Double = 0) {
        self.runs = runs; self.lineLimit = lineLimit; self.alignment = alignment
        self.minimumScaleFactor = minimumScaleFactor; self.truncation = truncation; self.lineSpacing = lineSpacing
    }

    package var string: String { runs.map(\.string).joined() }
}

/// Characters drawn with one font. A `GlyphRun.runIndex` points back at its span.
package struct TextSpan: Hashable, Codable, Sendable {
    package var string: String
    package var font: FontSpec
    /// Kerning, tracking, baseline offset, underline, strikethrough; nil = none.
    package var effects: TextEffects?
    /// An inline image (TextAttachment.swift): the span is one U+FFFC laid out as this box; nil = text.
    package var attachment: TextAttachment?
    package init(string: String, font: FontSpec, effects: TextEffects? = nil) {
        self.string = string; self.font = font; self.effects = effects
    }
}

package enum TextAlignmentValue: String, Hashable, Codable, Sendable { case leading, center, trailing }
package enum TruncationModeValue: String, Hashable, Codable, Sendable { case head, middle, tail }

package enum FontDesign: String, Hashable, Codable, Sendable { case `default`, rounded, monospaced, serif }

/// A fully resolved font request. The text engine maps it to a face in the catalog.
package struct FontSpec: Hashable, Codable, Sendable {
    package var size: Double
    /// CSS-style weight: 100 ultraLight … 400 regular … 600 semibold … 700 bold … 900 black.
    package var weight: Int
    package var design: FontDesign
    package var italic: Bool
    /// Tabular figures (`monospacedDigit()`): OpenType feature `tnum`.
    package var monospacedDigit: Bool
    /// Line height in points; nil (text styles too) = the font's own metrics, as iOS (docs/platform.md §5).
    package var lineHeight: Double?
    /// Set when the user names a font file explicitly (`Font.custom`): a path or a catalog name.
    package var customName: String?
    /// `Font.Width`'s value (−1 … 1, Core Text's width trait); nil = standard (FontWidthScale).
    package var width: Double?
    /// Points added to the line height (`Font.leading(.tight)` −2, `.loose` +2); nil = none.
    package var leadingAdjustment: Double?
    /// The HIG line height of the text style this font comes from (iOS table); nil for fixed-size
    /// and custom fonts. iOS gives a text style's font a leading of this minus the font's own line
    /// height (body: 22 − 20.29 = 1.71 pt), which is not put between lines but between two texts
    /// in a stack (`TextLayout.fontMetrics`, docs/platform.md §5).
    package var textStyleLineHeight: Double?

    package init(size: Double, weight: Int = 400, design: FontDesign = .default, italic: Bool = false,
                 monospacedDigit: Bool = false, lineHeight: Double? = nil, customName: String? = nil) {
        self.size = size; self.weight = weight; self.design = design; self.italic = italic
        self.monospacedDigit = monospacedDigit; self.lineHeight = lineHeight; self.customName = customName
    }
}
