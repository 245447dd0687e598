import WidgetGeometry

/// A color bitmap glyph (an emoji strike) ready to be drawn as an image.
public struct ColorGlyph: Hashable, Sendable {
    /// The strike's pixels, premultiplied RGBA8 (FreeType's premultiplied BGRA, reordered).
    public var pixmap: Pixmap
    /// Where the pixmap goes, in em units relative to the glyph origin on the baseline, y down:
    /// multiply by the font size in points to get the destination rect.
    public var rect: Rect
    /// The strike's pixels per em (e.g. 109 for Noto Color Emoji), for choosing a filter.
    public var pixelsPerEm: Double

    public init(pixmap: Pixmap, rect: Rect, pixelsPerEm: Double) {
        self.pixmap = pixmap; self.rect = rect; self.pixelsPerEm = pixelsPerEm
    }
}
