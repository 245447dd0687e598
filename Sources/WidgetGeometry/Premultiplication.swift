/// The one place that converts between premultiplied and straight (unpremultiplied) 8-bit alpha,
/// both rounding to nearest. Pixmaps, image filters, the PNG encoder and golden comparison all use it.
///
/// Why these two roundings round-trip: let c ≤ a < 255 be a premultiplied component and
/// s = round(255·c / a) its straight value. Then |s − 255·c/a| ≤ 1/2, so
/// |s·a/255 − c| ≤ a / 510 < 1/2, and round(s·a/255) = c. For a = 255, s = c exactly.
/// `PremultiplicationTests` checks all 32,896 pairs (c, a) with c ≤ a.
package enum Premultiplication {
    /// round(s · a / 255). s·a/255 never ends in exactly .5 (255 is odd), so "+127, divide" is exact.
    @inline(__always)
    package static func premultiply(_ straight: UInt8, alpha: UInt8) -> UInt8 {
        UInt8(truncatingIfNeeded: (UInt32(straight) * UInt32(alpha) + 127) / 255)
    }

    /// round(255 · c / a), halves rounding up, clamped to 255 for bytes that break the c ≤ a invariant.
    /// Zero alpha gives zero: a fully transparent pixel has no color.
    package static func unpremultiply(_ premultiplied: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha > 0 else { return 0 }
        let a = UInt32(alpha)
        return UInt8(min(255, (UInt32(premultiplied) * 255 + a / 2) / a))
    }

    /// `unpremultiply` for every (alpha, component) pair, indexed `alpha << 8 | component`, so the
    /// encoder's inner loop is one load instead of one division.
    package static let unpremultiplyTable: [UInt8] = (0..<65_536).map { index in
        unpremultiply(UInt8(truncatingIfNeeded: index), alpha: UInt8(truncatingIfNeeded: index >> 8))
    }

    /// A premultiplied word (`r | g << 8 | b << 16 | a << 24`) to straight components.
    @inline(__always)
    package static func unpremultiply(word: UInt32) -> UInt32 {
        let a = word >> 24
        if a == 0 { return 0 }
        if a == 255 { return word }
        let row = Int(a) << 8
        return unpremultiplyTable.withUnsafeBufferPointer { table in
            UInt32(table[row | Int(word & 0xFF)]) | UInt32(table[row | Int((word >> 8) & 0xFF)]) << 8
                | UInt32(table[row | Int((word >> 16) & 0xFF)]) << 16 | a << 24
        }
    }
}
