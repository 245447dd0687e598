import Foundation
import WidgetGeometry

// Blend modes (W3C Compositing and Blending Level 1, Core Graphics' plus modes) and color-matrix
// filters on premultiplied pixmaps. The math runs in Double on straight sRGB-encoded components in
// 0…1 (docs/platform.md §10: no linearization, as Core Graphics blends device RGB); results are
// rounded to nearest 8-bit premultiplied values.

extension Pixmap {
    /// Composites `source` (same size, premultiplied) onto this pixmap with `mode`, its alpha
    /// scaled by `opacity`. With αs, αb the source and backdrop alphas, Cs, Cb their straight
    /// colors and B the mode's blend function, the separable and non-separable modes give
    /// co = Cs·αs·(1 − αb) + Cb·αb·(1 − αs) + αs·αb·B(Cb, Cs), αo = αs + αb·(1 − αs)
    /// (W3C "source-over" with blending); the Porter-Duff and plus modes are in `porterDuff`.
    package mutating func composite(_ source: Pixmap, mode: BlendModeValue, opacity: Double) {
        let fade = min(max(opacity.isFinite ? opacity : 0, 0), 1)
        guard fade > 0, source.width == width, source.height == height else { return }
        source.withUnsafeBytes { srcRaw in
            withUnsafeMutableBytes { dstRaw in
                let src = srcRaw.bindMemory(to: UInt32.self), dst = dstRaw.bindMemory(to: UInt32.self)
                for i in 0..<src.count where src[i] != 0 {
                    let s = unpremultiplied(src[i]), b = unpremultiplied(dst[i])
                    let cs = (s.r / 255, s.g / 255, s.b / 255), cb = (b.r / 255, b.g / 255, b.b / 255)
                    let out = BlendMath.composite(mode, cs: cs, alphaS: Double(s.a) / 255 * fade,
                                                  cb: cb, alphaB: Double(b.a) / 255)
                    dst[i] = byteRounded(out.r * 255) | byteRounded(out.g * 255) << 8
                        | byteRounded(out.b * 255) << 16 | byteRounded(out.a * 255) << 24
                }
            }
        }
    }

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

    /// A material's backdrop: this pixmap blurred by `radius` (σ in pixels, as `blurred`) replaces
    /// each pixel by the coverage a of `cover`: out = D + a × (R − D) per premultiplied channel,
    /// rounded to nearest. A material's tint is uniformly translucent, so its coverage is its alpha
    /// divided by the largest alpha in `cover` (a = round(255 × α ÷ αmax)). Only the cover's bounds, grown by the blur's reach (4σ), are blurred: pixels
    /// farther away weigh nothing in the pixels that change.
    package mutating func replaceWithBlurredBackdrop(radius: Double, coveredBy cover: Pixmap) {
        guard cover.width == width, cover.height == height, radius.isFinite, radius > 0 else { return }
        let width = self.width, height = self.height
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        cover.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                for x in 0..<width where px[y * width + x] >> 24 != 0 {
                    x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                }
            }
        }
        guard x0 < x1 else { return }
        var peak: UInt32 = 0
        cover.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for y in y0..<y1 { for x in x0..<x1 { peak = max(peak, px[y * width + x] >> 24) } }
        }
        let reach = Int(min((4 * radius).rounded(.up), Double(max(width, height))))
        let bx0 = max(0, x0 - reach), by0 = max(0, y0 - reach), bx1 = min(width, x1 + reach), by1 = min(height, y1 + reach)
        let w = bx1 - bx0, h = by1 - by0
        var region = [UInt8](repeating: 0, count: w * h * 4)
        withUnsafeBufferPointer { bytes in
            for y in 0..<h {
                let from = ((by0 + y) * width + bx0) * 4
                for i in 0..<(w * 4) { region[y * w * 4 + i] = bytes[from + i] }
            }
        }
        region.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: w, height: h, channels: 4, sigma: radius) }
        cover.withUnsafeBytes { coverRaw in
            withUnsafeMutableBytes { dstRaw in
                let cov = coverRaw.bindMemory(to: UInt32.self), dst = dstRaw.bindMemory(to: UInt32.self)
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let i = y * width + x, alpha = cov[i] >> 24
                        guard alpha != 0 else { continue }
                        let a = min(255, (alpha * 255 + peak / 2) / peak)
                        let r = (y - by0) * w * 4 + (x - bx0) * 4
                        var out: UInt32 = 0
                        for c in 0..<4 {
                            let shift = UInt32(c * 8)
                            let d = (dst[i] >> shift) & 0xFF
                            out |= min(255, mul255(UInt32(region[r + c]), a) + mul255(d, 255 - a)) << shift
                        }
                        dst[i] = out
                    }
                }
            }
        }
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

/// The per-pixel formulas of `Pixmap.composite(_:mode:opacity:)`, on straight colors in 0…1.
enum BlendMath {
    typealias RGB = (Double, Double, Double)

    /// Premultiplied result color and alpha.
    static func composite(_ mode: BlendModeValue, cs: RGB, alphaS: Double, cb: RGB, alphaB: Double)
        -> (r: Double, g: Double, b: Double, a: Double) {
        if let result = porterDuff(mode, cs: cs, alphaS: alphaS, cb: cb, alphaB: alphaB) { return result }
        let mixed = blend(mode, cb: cb, cs: cs)
        func channel(_ s: Double, _ b: Double, _ m: Double) -> Double {
            s * alphaS * (1 - alphaB) + b * alphaB * (1 - alphaS) + alphaS * alphaB * m
        }
        return (channel(cs.0, cb.0, mixed.0), channel(cs.1, cb.1, mixed.1), channel(cs.2, cb.2, mixed.2),
                alphaS + alphaB * (1 - alphaS))
    }

    /// The operators that are not "source-over with a blend function": Porter-Duff source-atop,
    /// destination-over, destination-out (W3C §9.1), and Core Graphics' plusLighter
    /// R = min(1, S + D) and plusDarker R = max(0, 1 − ((1 − D) + (1 − S))) (Apple's `CGBlendMode`),
    /// taken on premultiplied values with αo = min(1, αs + αb) (**our rule** for translucent pixels).
    static func porterDuff(_ mode: BlendModeValue, cs: RGB, alphaS: Double, cb: RGB, alphaB: Double)
        -> (r: Double, g: Double, b: Double, a: Double)? {
        let s = (cs.0 * alphaS, cs.1 * alphaS, cs.2 * alphaS), d = (cb.0 * alphaB, cb.1 * alphaB, cb.2 * alphaB)
        switch mode {
        case .sourceAtop:
            return (s.0 * alphaB + d.0 * (1 - alphaS), s.1 * alphaB + d.1 * (1 - alphaS),
                    s.2 * alphaB + d.2 * (1 - alphaS), alphaB)
        case .destinationOver:
            return (d.0 + s.0 * (1 - alphaB), d.1 + s.1 * (1 - alphaB), d.2 + s.2 * (1 - alphaB),
                    alphaB + alphaS * (1 - alphaB))
        case .destinationOut:
            return (d.0 * (1 - alphaS), d.1 * (1 - alphaS), d.2 * (1 - alphaS), alphaB * (1 - alphaS))
        case .plusLighter:
            return (min(1, s.0 + d.0), min(1, s.1 + d.1), min(1, s.2 + d.2), min(1, alphaS + alphaB))
        case .plusDarker:
            let a = min(1, alphaS + alphaB)
            func channel(_ s: Double, _ d: Double) -> Double { max(0, a - ((alphaB - d) + (alphaS - s))) }
            return (channel(s.0, d.0), channel(s.1, d.1), channel(s.2, d.2), a)
        default:
            return nil
        }
    }

    /// B(Cb, Cs) of W3C Compositing §10.
    static func blend(_ mode: BlendModeValue, cb: RGB, cs: RGB) -> RGB {
        switch mode {
        case .hue: return setLum(setSat(cs, sat(cb)), lum(cb))
        case .saturation: return setLum(setSat(cb, sat(cs)), lum(cb))
        case .color: return setLum(cs, lum(cb))
        case .luminosity: return setLum(cb, lum(cs))
        default:
            return (separable(mode, cb.0, cs.0), separable(mode, cb.1, cs.1), separable(mode, cb.2, cs.2))
        }
    }

    static func separable(_ mode: BlendModeValue, _ b: Double, _ s: Double) -> Double {
        switch mode {
        case .multiply: return b * s
        case .screen: return b + s - b * s
        case .overlay: return separable(.hardLight, s, b)
        case .darken: return min(b, s)
        case .lighten: return max(b, s)
        case .colorDodge:
            if b == 0 { return 0 }
            return s >= 1 ? 1 : min(1, b / (1 - s))
        case .colorBurn:
            if b >= 1 { return 1 }
            return s <= 0 ? 0 : 1 - min(1, (1 - b) / s)
        case .hardLight:
            return s <= 0.5 ? b * 2 * s : separable(.screen, b, 2 * s - 1)
        case .softLight:
            if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
            let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
            return b + (2 * s - 1) * (d - b)
        case .difference: return abs(b - s)
        case .exclusion: return b + s - 2 * b * s
        default: return s
        }
    }

    // Non-separable helpers (W3C Compositing §10.2).
    static func lum(_ c: RGB) -> Double { 0.3 * c.0 + 0.59 * c.1 + 0.11 * c.2 }

    static func clipColor(_ c: RGB) -> RGB {
        let l = lum(c), n = min(c.0, c.1, c.2), x = max(c.0, c.1, c.2)
        var c = c
        if n < 0 {
            c = (l + (c.0 - l) * l / (l - n), l + (c.1 - l) * l / (l - n), l + (c.2 - l) * l / (l - n))
        }
        if x > 1 {
            c = (l + (c.0 - l) * (1 - l) / (x - l), l + (c.1 - l) * (1 - l) / (x - l), l + (c.2 - l) * (1 - l) / (x - l))
        }
        return c
    }

    static func setLum(_ c: RGB, _ l: Double) -> RGB {
        let d = l - lum(c)
        return clipColor((c.0 + d, c.1 + d, c.2 + d))
    }

    static func sat(_ c: RGB) -> Double { max(c.0, c.1, c.2) - min(c.0, c.1, c.2) }

    /// The color with its max − min set to `s`, keeping which channel is largest, middle, smallest.
    static func setSat(_ c: RGB, _ s: Double) -> RGB {
        var v = [c.0, c.1, c.2]
        let order = [0, 1, 2].sorted { v[$0] < v[$1] }
        let (lo, mid, hi) = (order[0], order[1], order[2])
        if v[hi] > v[lo] {
            v[mid] = (v[mid] - v[lo]) * s / (v[hi] - v[lo])
            v[hi] = s
        } else {
            v[mid] = 0; v[hi] = 0
        }
        v[lo] = 0
        return (v[0], v[1], v[2])
    }
}
