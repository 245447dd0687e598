/// Blends shaded colors into a row of premultiplied pixels through coverage bytes (source-over).
struct Blitter {
    let shader: Shader
    /// Scratch for one row of shaded colors.
    let colors: UnsafeMutablePointer<UInt32>

    /// Pixels x ..< x + count of `row` (a pointer to the row's first pixel) get
    /// src × coverage over dst.
    @inline(__always)
    func blend(row: UnsafeMutablePointer<UInt32>, y: Int, x: Int, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        let dst = row + x
        if let color = shader.rowColor(y: y)?.packed {
            blendConstant(color, dst: dst, count: count, coverage: coverage)
            return
        }
        shader.shade(y: y, x: x, count: count, into: colors)
        let raw = UnsafeRawPointer(coverage)
        var i = 0
        while i < count {
            if i + 8 <= count && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == UInt64.max {
                // Eight fully covered pixels: no coverage scaling; all opaque (one AND of the alphas)
                // is a plain copy.
                var alphas: UInt32 = 0xFF00_0000
                for k in i..<(i + 8) { alphas &= colors[k] }
                if alphas >> 24 == 255 {
                    for k in i..<(i + 8) { dst[k] = colors[k] }
                } else {
                    for k in i..<(i + 8) {
                        let src = colors[k]
                        dst[k] = src >> 24 == 255 ? src : sourceOver(src, dst[k])
                    }
                }
                i += 8
                continue
            }
            let c = UInt32(coverage[i])
            if c != 0 {
                let src = c == 255 ? colors[i] : scalePacked(colors[i], c)
                dst[i] = src >> 24 == 255 ? src : sourceOver(src, dst[i])
            }
            i += 1
        }
    }

    /// One color for the whole span. Opaque color under eight full-coverage bytes in a row (one
    /// 64-bit compare) is stored directly: the inside of big shapes costs a store per pixel.
    @inline(__always)
    private func blendConstant(_ color: UInt32, dst: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafeMutablePointer<UInt8>) {
        if color >> 24 == 0 { return }
        let opaque = color >> 24 == 255
        let raw = UnsafeRawPointer(coverage)
        var i = 0
        while i < count {
            if opaque && i + 8 <= count && raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == UInt64.max {
                for k in 0..<8 { dst[i + k] = color }
                i += 8
                continue
            }
            let c = UInt32(coverage[i])
            if c == 255 {
                dst[i] = opaque ? color : sourceOver(color, dst[i])
            } else if c != 0 {
                dst[i] = sourceOver(scalePacked(color, c), dst[i])
            }
            i += 1
        }
    }
}
