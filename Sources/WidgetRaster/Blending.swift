import Foundation
import WidgetGeometry

// Blend modes (W3C Compositing and Blending Level 1, Core Graphics' plus modes) on premultiplied
// pixmaps. The math runs in Double on straight sRGB-encoded components in 0…1 (no linearization,
// **our rule**, docs/platform.md §10); results are rounded to nearest 8-bit premultiplied values.

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
