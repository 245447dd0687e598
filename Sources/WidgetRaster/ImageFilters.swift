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

/// `RGBA.luminanceWeights` in ten-thousandths (they sum to 10,000), so luminance of 8-bit values is an
/// exact integer: `luminance10k` = 10,000 × L, in 0…2,550,000. Integer math keeps ties exact
/// (L = 95.5 rounds to 96, where the weights as Doubles can land a hair below .5) and the
/// per-pixel work to a few multiplies; a recolored photo is otherwise redone on every cache miss.
@inline(__always) func luminance10k(_ straight: UInt32) -> Int {
    2125 * Int(straight & 0xFF) + 7154 * Int((straight >> 8) & 0xFF) + 721 * Int((straight >> 16) & 0xFF)
}

/// round(x × a / 255) for bytes x and a. x × a / 255 is never exactly k + ½ (its fractional part is a
/// multiple of 1/255), so adding 127 before the division rounds to nearest.
@inline(__always) func premultipliedByte(_ x: Int, alpha a: Int) -> UInt32 { UInt32((x * a + 127) / 255) }

extension Pixmap {
    /// Every pixel becomes `color` with alpha = round(a × color.alpha × (L / 255 when `byLuminance`));
    /// e.g. opaque (200, 100, 50) with L = 117.645 gives alpha round(117.645) = 118.
    /// color.alpha is taken in 65,535ths, so the whole product is one exact integer division.
    package func colorized(_ color: RGBA, byLuminance: Bool) -> Pixmap {
        var result = self
        // The premultiplied word of `color` at each of the 256 alphas: the only per-pixel input left is alpha.
        let channels = [color.red, color.green, color.blue].map { min(max($0, 0), 1) * 255 }
        let words: [UInt32] = (0...255).map { alpha in
            let a = Double(alpha) / 255
            return byteRounded(channels[0] * a) | byteRounded(channels[1] * a) << 8
                | byteRounded(channels[2] * a) << 16 | UInt32(alpha) << 24
        }
        let colorAlpha = Int((min(max(color.alpha, 0), 1) * 65_535).rounded())
        // alpha = a × colorAlpha/65,535 × (luminance10k / 2,550,000, or 1).
        let denominator = 65_535 * (byLuminance ? 2_550_000 : 1)
        words.withUnsafeBufferPointer { words in
            result.withUnsafeMutablePixels { pixels in
                for i in 0..<pixels.count where pixels[i] != 0 {
                    let straight = Premultiplication.unpremultiply(word: pixels[i])
                    var numerator = Int(straight >> 24) * colorAlpha
                    if byLuminance { numerator *= luminance10k(straight) }
                    pixels[i] = words[(2 * numerator + denominator) / (2 * denominator)]
                }
            }
        }
        return result
    }

    /// Every pixel becomes gray round(L) (halves up), alpha kept.
    package func desaturated() -> Pixmap {
        var result = self
        result.withUnsafeMutablePixels { pixels in
            for i in 0..<pixels.count where pixels[i] != 0 {
                let straight = Premultiplication.unpremultiply(word: pixels[i])
                let alpha = Int(straight >> 24)
                let gray = premultipliedByte((luminance10k(straight) + 5_000) / 10_000, alpha: alpha)
                pixels[i] = gray | gray << 8 | gray << 16 | UInt32(alpha) << 24
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
