import WidgetGeometry

// The text engine's output: shaped, broken, positioned lines. Layout sizes text with it and
// the display list carries it, so the renderer draws exactly what was measured.

/// Glyphs of one font at one size, with pen positions.
package struct GlyphRun: Hashable, Codable, Sendable {
    /// The face in the font catalog (`FontCatalog.face(id:)`).
    package var fontID: String
    /// Size in points after `minimumScaleFactor`.
    package var fontSize: Double
    /// A color bitmap face (emoji): drawn as images, not outlines.
    package var isColorBitmap: Bool
    /// Index into `TextContent.runs`: which run's paint fills these glyphs.
    package var runIndex: Int
    package var glyphs: [UInt32]
    /// Glyph origins on the baseline, in points, relative to the line's origin.
    package var positions: [Point]
    /// Outlines drawn this much narrower or wider (`fontWidth`, FontWidthScale); nil = 1.
    package var horizontalScale: Double?

    package init(fontID: String, fontSize: Double, isColorBitmap: Bool, runIndex: Int,
                glyphs: [UInt32], positions: [Point]) {
        self.fontID = fontID; self.fontSize = fontSize; self.isColorBitmap = isColorBitmap
        self.runIndex = runIndex; self.glyphs = glyphs; self.positions = positions
    }
}

package struct TextLine: Hashable, Codable, Sendable {
    /// Baseline start, relative to the text's frame (top-left), in points. Alignment is applied.
    package var origin: Point
    /// Advance width of the line's glyphs.
    package var width: Double
    /// Distance from the line's top to its baseline and from baseline to its bottom.
    package var ascent: Double
    package var descent: Double
    /// The characters shown on this line (after truncation, with "…" if added).
    package var string: String
    package var runs: [GlyphRun]
    /// Underlines and strikethroughs (`TextEffects`); nil when the line has none.
    package var decorations: [TextDecoration]?
    /// Inline images on this line, in visual order (TextAttachment.swift); nil when the line has none.
    package var attachments: [TextAttachmentPlacement]?

    package init(origin: Point, width: Double, ascent: Double, descent: Double, string: String, runs: [GlyphRun],
                 decorations: [TextDecoration]? = nil, attachments: [TextAttachmentPlacement]? = nil) {
        self.origin = origin; self.width = width; self.ascent = ascent; self.descent = descent
        self.string = string; self.runs = runs; self.decorations = decorations; self.attachments = attachments
    }
}

package struct TextLayout: Hashable, Codable, Sendable {
    /// The size text takes: widest line × sum of line heights (never wider than the width offered,
    /// unless a single unbreakable cluster is).
    package var size: Size
    package var lines: [TextLine]
    /// Baselines from the top of the frame (for baseline alignment).
    package var firstBaseline: Double
    package var lastBaseline: Double
    package var isTruncated: Bool
    /// The factor applied to every font size (1 unless `minimumScaleFactor` shrank the text).
    package var scale: Double
    /// The largest vertical metrics among the text's fonts; nil for a text without runs. Stacks
    /// space the text from its neighbours by them (WidgetLayout/ViewSpacing.swift).
    package var fontMetrics: TextFontMetrics?

    package init(size: Size, lines: [TextLine], firstBaseline: Double, lastBaseline: Double,
                isTruncated: Bool, scale: Double) {
        self.size = size; self.lines = lines; self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline; self.isTruncated = isTruncated; self.scale = scale
    }
}

/// The largest vertical metrics among a text's fonts (each run's primary face at the size set,
/// after `minimumScaleFactor`), in points, as SwiftUI reads them from its fonts to space a text
/// from its neighbours in a stack.
package struct TextFontMetrics: Hashable, Codable, Sendable {
    /// Above the baseline, > 0.
    package var ascender: Double
    /// Below the baseline, > 0.
    package var descender: Double
    package var capHeight: Double
    /// The font's leading, ≥ 0: its line gap, or for a text style's font the HIG line height minus
    /// the font's own line height (FontSpec.textStyleLineHeight). Not put between lines.
    package var leading: Double

    package init(ascender: Double, descender: Double, capHeight: Double, leading: Double) {
        self.ascender = ascender; self.descender = descender; self.capHeight = capHeight; self.leading = leading
    }

    /// Ascender + descender: the font's line height without its leading.
    package var lineHeight: Double { ascender + descender }

    /// The larger of each metric.
    package func union(_ other: TextFontMetrics) -> TextFontMetrics {
        TextFontMetrics(ascender: max(ascender, other.ascender), descender: max(descender, other.descender),
                        capHeight: max(capHeight, other.capHeight), leading: max(leading, other.leading))
    }
}

/// What layout needs from text: lay `text` out in at most `width` × `height` points
/// (nil = unconstrained on that axis, i.e. the ideal size). Implementations must be
/// deterministic and safe to call from several threads.
package protocol TextMeasuring: Sendable {
    func layout(_ text: TextContent, width: Double?, height: Double?) throws -> TextLayout
}
