import WidgetGeometry

// Per-pixel recoloring of images (colorize, desaturate) and the luminance-driven material blend;
// the appearance stage decides when each is used.
// Input and output pixmaps are premultiplied; the math runs on straight (unpremultiplied)
// sRGB-encoded values, as the reference defines luminance on them.

/// `RGBA.luminance` on straight sRGB-encoded 8-bit values, in 0…255.
@inline(__always) func luminance255(r: Double, g: Double, b: Double) -> Double {
    RGBA.luminanceWeights.red * r + RGBA.luminanceWeights.green * g + RGBA.luminanceWeights.blue * b
}

/// The straight 8-bit components of a premultiplied pixel, each rounded to nearest.
@inline(__always) func unpremultiplied(_ p: UInt32) -> (r: Double, g: Double, b: Double, a: UInt32) {
    let s = Premultiplication.unpremultiply(word: p)
    return (Double(s & 0xFF), Double((s >> 8) & 0xFF), Double((s >> 16) & 0xFF), s >> 24)
}

@inline(__always) func byteRounded(_ v: Double) -> UInt32 { UInt32(min(max(v, 0), 255).rounded()) }

@inline(__always) func packPremultiplied(r: Double, g: Double, b: Double, alpha: UInt32) -> UInt32 {
    let a = Double(alpha) / 255
    return byteRounded(r * a) | byteRounded(g * a) << 8 | byteRounded(b * a) << 16 | alpha << 24
}

extension Pixmap {
    /// Every pixel becomes `color` with alpha = round(a × color.alpha × (L / 255 when `byLuminance`));
    /// e.g. opaque (200, 100, 50) with L = 117.645 gives alpha round(117.645) = 118.
    package func colorized(_ color: RGBA, byLuminance: Bool) -> Pixmap {
        var result = self
        let r = min(max(color.red, 0), 1) * 255, g = min(max(color.green, 0), 1) * 255
        let b = min(max(color.blue, 0), 1) * 255, colorAlpha = min(max(color.alpha, 0), 1)
        result.withUnsafeMutablePixels { pixels in
            for i in 0..<pixels.count where pixels[i] != 0 {
                let p = unpremultiplied(pixels[i])
                var alpha = Double(p.a) * colorAlpha
                if byLuminance { alpha *= luminance255(r: p.r, g: p.g, b: p.b) / 255 }
                pixels[i] = packPremultiplied(r: r, g: g, b: b, alpha: byteRounded(alpha))
            }
        }
        return result
    }

    /// Every pixel becomes gray round(L), alpha kept.
    package func desaturated() -> Pixmap {
        var result = self
        result.withUnsafeMutablePixels { pixels in
            for i in 0..<pixels.count where pixels[i] != 0 {
                let p = unpremultiplied(pixels[i])
                let gray = Double(byteRounded(luminance255(r: p.r, g: p.g, b: p.b)))
                pixels[i] = packPremultiplied(r: gray, g: gray, b: gray, alpha: p.a)
            }
        }
        return result
    }

    /// Composites `layer` (same size, premultiplied) as a luminance-driven material over this pixmap.
    /// With g the layer pixel's straight gray level (its luminance, 0…1), a its alpha × `opacity`,
    /// B this pixmap's straight color, k `backdropGain` and W `highlight`:
    /// color = B + a × (mix(min(B × k, 1), W, g) − B); alpha = Ba + a × (1 − Ba).
    /// Transparent layer pixels leave B unchanged; opaque black scales B by k; opaque white shows W.
    package mutating func compositeMaterial(_ layer: Pixmap, highlight: RGBA, backdropGain: Double, opacity: Double) {
        guard layer.width == width, layer.height == height else { return }
        let w = (r: min(max(highlight.red, 0), 1) * 255, g: min(max(highlight.green, 0), 1) * 255,
                 b: min(max(highlight.blue, 0), 1) * 255)
        let fade = min(max(opacity, 0), 1)
        layer.withUnsafeBytes { srcRaw in
            withUnsafeMutableBytes { dstRaw in
                let src = srcRaw.bindMemory(to: UInt32.self), dst = dstRaw.bindMemory(to: UInt32.self)
                for i in 0..<src.count where src[i] != 0 {
                    let s = unpremultiplied(src[i])
                    let a = Double(s.a) / 255 * fade
                    let g = luminance255(r: s.r, g: s.g, b: s.b) / 255
                    let d = unpremultiplied(dst[i])
                    func channel(_ base: Double, _ white: Double) -> Double {
                        let target = min(base * backdropGain, 255) * (1 - g) + white * g
                        return base + a * (target - base)
                    }
                    let backdropAlpha = Double(d.a) / 255
                    let alpha = byteRounded((backdropAlpha + a * (1 - backdropAlpha)) * 255)
                    dst[i] = packPremultiplied(r: channel(d.r, w.r), g: channel(d.g, w.g), b: channel(d.b, w.b),
                                               alpha: alpha)
                }
            }
        }
    }
}
