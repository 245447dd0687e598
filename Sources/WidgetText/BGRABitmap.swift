import CFreeType
import WidgetGeometry

/// FreeType's color bitmaps (`FT_PIXEL_MODE_BGRA`: premultiplied B, G, R, A bytes) → `ColorGlyph`.
enum BGRABitmap {
    static func colorGlyph(from slot: FT_GlyphSlotRec, pixelsPerEm: Double) -> ColorGlyph? {
        let bitmap = slot.bitmap
        let width = Int(bitmap.width), height = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, height > 0,
              abs(pitch) >= width * 4, let buffer = bitmap.buffer else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            // A negative pitch means rows run bottom-up from `buffer`.
            let row = buffer + y * pitch
            for x in 0..<width {
                let s = row + x * 4, d = (y * width + x) * 4
                let alpha = s[3]
                // Premultiplied already; clamp so the Pixmap invariant (r, g, b ≤ a) holds for any strike.
                bytes[d] = min(s[2], alpha)
                bytes[d + 1] = min(s[1], alpha)
                bytes[d + 2] = min(s[0], alpha)
                bytes[d + 3] = alpha
            }
        }
        guard let pixmap = try? Pixmap(width: width, height: height, premultipliedBytes: bytes) else { return nil }
        let rect = Rect(x: Double(slot.bitmap_left) / pixelsPerEm, y: -Double(slot.bitmap_top) / pixelsPerEm,
                        width: Double(width) / pixelsPerEm, height: Double(height) / pixelsPerEm)
        return ColorGlyph(pixmap: pixmap, rect: rect, pixelsPerEm: pixelsPerEm)
    }
}
