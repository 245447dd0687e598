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
        if let solid = shader.solidColor?.packed {
            if solid >> 24 == 0 { return }
            let opaque = solid >> 24 == 255
            for i in 0..<count {
                let c = UInt32(coverage[i])
                if c == 0 { continue }
                if c == 255 {
                    dst[i] = opaque ? solid : sourceOver(solid, dst[i])
                } else {
                    dst[i] = sourceOver(scalePacked(solid, c), dst[i])
                }
            }
            return
        }
        shader.shade(y: y, x: x, count: count, into: colors)
        for i in 0..<count {
            let c = UInt32(coverage[i])
            if c == 0 { continue }
            let src = c == 255 ? colors[i] : scalePacked(colors[i], c)
            dst[i] = src >> 24 == 255 ? src : sourceOver(src, dst[i])
        }
    }
}
