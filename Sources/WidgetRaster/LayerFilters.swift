import Foundation
import WidgetGeometry

// Per-pixel layer filters (docs/platform.md §10): color matrices, the opaque blur, and a layer's
// alpha as a clip mask. Color math runs on straight sRGB-encoded components in 0…1.

extension Pixmap {
    /// Every pixel passed through the color filters in order, on straight components; each
    /// filter's result is clamped to 0…1 before the next.
    package func colorFiltered(_ effects: [ColorEffect]) -> Pixmap {
        guard !effects.isEmpty else { return self }
        let matrices = effects.map(\.matrix)
        // A filter that adds color or alpha where there is none (brightness, contrast, invert) also
        // reaches transparent pixels: W3C filters act on every pixel of the filter region. Ours:
        // the region is the layer's painted pixels only, so transparent pixels stay transparent.
        var result = self
        result.withUnsafeMutablePixels { pixels in
            for i in 0..<pixels.count where pixels[i] != 0 {
                let p = unpremultiplied(pixels[i])
                var c = (r: p.r / 255, g: p.g / 255, b: p.b / 255, a: Double(p.a) / 255)
                for m in matrices { c = m.apply(r: c.r, g: c.g, b: c.b, a: c.a) }
                pixels[i] = packPremultiplied(r: c.r * 255, g: c.g * 255, b: c.b * 255, alpha: byteRounded(c.a * 255))
            }
        }
        return result
    }

    /// `blur(radius:opaque: true)`: the blur of the opaque content, with no fade to transparency
    /// at its edges: every blurred pixel is divided by its blurred alpha (so only the content's
    /// colors are averaged) and made opaque. The caller clips it to the view's frame.
    package func opaqueBlurred(radius: Double) -> Pixmap {
        var result = blurred(radius: radius)
        result.withUnsafeMutablePixels { pixels in
            for i in 0..<pixels.count where pixels[i] != 0 {
                pixels[i] = Premultiplication.unpremultiply(word: pixels[i]) | 0xFF00_0000
            }
        }
        return result
    }
}

extension Mask {
    /// A mask from a pixmap's alpha channel (`mask(alignment:_:)`: the mask view's opacity).
    package init(alphaOf pixmap: Pixmap) {
        var bytes = [UInt8](repeating: 0, count: pixmap.width * pixmap.height)
        var x0 = pixmap.width, y0 = pixmap.height, x1 = 0, y1 = 0
        pixmap.withUnsafeBufferPointer { raw in
            for y in 0..<pixmap.height {
                for x in 0..<pixmap.width {
                    let a = raw[(y * pixmap.width + x) * 4 + 3]
                    guard a != 0 else { continue }
                    bytes[y * pixmap.width + x] = a
                    x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x + 1); y1 = max(y1, y + 1)
                }
            }
        }
        self.init(width: pixmap.width, height: pixmap.height, coverage: bytes,
                  bounds: x0 < x1 ? IntRect(x0: x0, y0: y0, x1: x1, y1: y1) : IntRect(x0: 0, y0: 0, x1: 0, y1: 0))
    }
}
