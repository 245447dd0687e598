import WidgetGeometry

/// A color bitmap glyph (an emoji strike) ready to be drawn as an image.
package struct ColorGlyph: Hashable, Sendable {
    /// The strike's pixels, premultiplied RGBA8 (FreeType's premultiplied BGRA, reordered).
    package var pixmap: Pixmap
    /// Where the pixmap goes, in em units relative to the glyph origin on the baseline, y down:
    /// multiply by the font size in points to get the destination rect.
    package var rect: Rect
    /// The strike's pixels per em (e.g. 109 for Noto Color Emoji), for choosing a filter.
    package var pixelsPerEm: Double

    package init(pixmap: Pixmap, rect: Rect, pixelsPerEm: Double) {
        self.pixmap = pixmap; self.rect = rect; self.pixelsPerEm = pixelsPerEm
    }
}
