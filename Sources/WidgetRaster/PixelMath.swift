import WidgetGeometry

/// A premultiplied RGBA8 pixel packed as it sits in memory on a little-endian CPU:
/// r | g << 8 | b << 16 | a << 24. Invariant: r, g, b ≤ a.
package struct PremultipliedColor: Hashable, Sendable {
    package private(set) var packed: UInt32

    init(packed: UInt32) { self.packed = packed }

    /// Premultiplied components; color components above `a` are lowered to `a` to keep the invariant.
    package init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        packed = UInt32(min(r, a)) | UInt32(min(g, a)) << 8 | UInt32(min(b, a)) << 16 | UInt32(a) << 24
    }

    /// Premultiplies a straight sRGB color (components clamped to 0…1) after scaling its alpha by
    /// `opacity`, rounding each channel to nearest: c8 = round(c × a × 255).
    package init(_ color: RGBA, opacity: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let a = clamp(color.alpha) * clamp(opacity)
        self.init(r: RGBA.byte(clamp(color.red) * a), g: RGBA.byte(clamp(color.green) * a),
                  b: RGBA.byte(clamp(color.blue) * a), a: RGBA.byte(a))
    }

    package static let transparent = PremultipliedColor(packed: 0)

    package var r: UInt8 { UInt8(truncatingIfNeeded: packed) }
    package var g: UInt8 { UInt8(truncatingIfNeeded: packed >> 8) }
    package var b: UInt8 { UInt8(truncatingIfNeeded: packed >> 16) }
    package var a: UInt8 { UInt8(truncatingIfNeeded: packed >> 24) }
    var isOpaque: Bool { packed >> 24 == 255 }
}

/// round(a × b / 255) for a, b in 0…255, exact for every pair.
@inline(__always) func mul255(_ a: UInt32, _ b: UInt32) -> UInt32 {
    let t = a &* b &+ 128
    return (t &+ (t >> 8)) >> 8
}

/// Every channel of a packed premultiplied pixel times `scale` (0…255), each rounded to nearest
/// like `mul255`; the two 16-bit lanes (r|b and g|a) never overflow because 255·255 + 128 + 254 < 2¹⁶.
@inline(__always) func scalePacked(_ pixel: UInt32, _ scale: UInt32) -> UInt32 {
    let mask: UInt32 = 0x00FF_00FF
    var rb = (pixel & mask) &* scale &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & mask)) >> 8) & mask
    var ga = ((pixel >> 8) & mask) &* scale &+ 0x0080_0080
    ga = (ga &+ ((ga >> 8) & mask)) & ~mask
    return rb | ga
}

/// Source-over of premultiplied `src` onto premultiplied `dst`: src + dst × (255 − src.a) / 255.
/// The sum cannot exceed 255 per channel because src.c ≤ src.a.
@inline(__always) func sourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    let inverse = 255 &- (src >> 24)
    return src &+ scalePacked(dst, inverse)
}
