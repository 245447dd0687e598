import WidgetGeometry
import WidgetDisplayList
import WidgetRaster

/// Recolored images (template paints, accented and desaturated treatments) for the whole process.
/// A batch renders the same photo in the same theme hundreds of times; recoloring it costs
/// milliseconds, a lookup microseconds. Keyed by the source's content (`ContentCache`), so two
/// renderers with different images of one name never share an entry, and bounded at 64 MiB.
let recoloredImages = ContentCache<Pixmap>(name: "recolored images", byteLimit: 64 << 20) { $0.width * $0.height * 4 }

extension ImageFilter {
    /// An exact text form for cache keys: colors by their bit patterns (an `RGBA`'s description is
    /// its 8-bit hex, which two different colors can share).
    var cacheKey: String {
        switch self {
        case .colorize(let color, let byLuminance):
            let bits = [color.red, color.green, color.blue, color.alpha].map { String($0.bitPattern, radix: 16) }
            return "colorize(" + bits.joined(separator: ",") + (byLuminance ? ",L)" : ")")
        case .desaturate:
            return "desaturate"
        }
    }
}
