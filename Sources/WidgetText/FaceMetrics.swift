/// Vertical metrics of a face, in em (1.0 = the font size), as HarfBuzz reads them from the font
/// (OS/2 typo metrics when the font asks for them, else hhea). y points UP here, as in the font:
/// `ascender` > 0, `descender` < 0.
package struct FaceMetrics: Hashable, Sendable {
    package var unitsPerEm: Int
    package var ascender: Double
    package var descender: Double
    package var lineGap: Double
    package var capHeight: Double
    package var xHeight: Double

    package init(unitsPerEm: Int, ascender: Double, descender: Double, lineGap: Double,
                capHeight: Double, xHeight: Double) {
        self.unitsPerEm = unitsPerEm; self.ascender = ascender; self.descender = descender
        self.lineGap = lineGap; self.capHeight = capHeight; self.xHeight = xHeight
    }

    /// The height of one line in em: ascender − descender. The line gap (the font's leading) goes
    /// between lines, not around them (LineBox).
    package var lineHeight: Double { ascender - descender }
}
