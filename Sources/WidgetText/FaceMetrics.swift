/// Vertical metrics of a face, in em (1.0 = the font size), as HarfBuzz reads them from the font
/// (OS/2 typo metrics when the font asks for them, else hhea). y points UP here, as in the font:
/// `ascender` > 0, `descender` < 0.
public struct FaceMetrics: Hashable, Sendable {
    public var unitsPerEm: Int
    public var ascender: Double
    public var descender: Double
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(unitsPerEm: Int, ascender: Double, descender: Double, lineGap: Double,
                capHeight: Double, xHeight: Double) {
        self.unitsPerEm = unitsPerEm; self.ascender = ascender; self.descender = descender
        self.lineGap = lineGap; self.capHeight = capHeight; self.xHeight = xHeight
    }

    /// The font's own line height in em: ascender − descender + lineGap.
    public var naturalLineHeight: Double { ascender - descender + lineGap }
}
