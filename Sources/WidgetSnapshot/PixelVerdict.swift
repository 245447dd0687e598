/// How a comparison metric classifies one pixel pair. Stored one byte a pixel in a verdict map.
public enum PixelVerdict: UInt8, Sendable {
    /// Equal, or within the metric's tolerance.
    case same = 0
    /// Different, but judged anti-aliasing by the perceptual metric (drawn in `aaColor`, not counted).
    case antiAliased = 1
    /// A counted difference.
    case differs = 2
    /// A counted difference where the actual pixel is darker (pixelmatch's `diffColorAlt` case).
    case differsDarker = 3
}
