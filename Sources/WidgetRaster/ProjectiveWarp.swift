import WidgetGeometry

// Drawing a finished layer through a homography (a plane rotated in 3-D, seen in perspective).
// Curves do not stay Bézier curves under a projective map, so the layer's pixels are resampled:
// each destination pixel centre is mapped back into the source and read bilinearly from the
// premultiplied pixels, transparent outside. Only the destination box of the warped content is
// visited.

extension Pixmap {
    /// This pixmap (premultiplied) drawn through `map` (source pixels → destination pixels), on a
    /// transparent pixmap of the same size. A singular map, or content that lands behind the eye,
    /// gives nil; a transparent pixmap is returned as it is.
    package func projectivelyWarped(by map: Homography) -> Pixmap? {
        guard let inverse = map.inverted() else { return nil }
        guard let content = nonTransparentBounds() else { return self }
        var corners: [Point] = []
        for (x, y) in [(content.minX, content.minY), (content.maxX, content.minY), (content.minX, content.maxY),
                       (content.maxX, content.maxY)] {
            guard let p = map.apply(Point(x: Double(x), y: Double(y))) else { return nil }
            corners.append(p)
        }
        guard var result = try? Pixmap(width: width, height: height) else { return nil }
        let x0 = max(0, Int(corners.map(\.x).min()!.rounded(.down))), x1 = min(width, Int(corners.map(\.x).max()!.rounded(.up)))
        let y0 = max(0, Int(corners.map(\.y).min()!.rounded(.down))), y1 = min(height, Int(corners.map(\.y).max()!.rounded(.up)))
        guard x0 < x1, y0 < y1 else { return result }
        let w = width, h = height
        withUnsafeBytes { raw in
            let source = raw.bindMemory(to: UInt32.self)
            result.withUnsafeMutablePixels { destination in
                for y in y0..<y1 {
                    let cy = Double(y) + 0.5
                    for x in x0..<x1 {
                        let cx = Double(x) + 0.5
                        let sw = inverse.m31 * cx + inverse.m32 * cy + inverse.m33
                        guard sw > 0 else { continue }
                        // Source position of the centre, in pixel-index space (centres at integers).
                        let sx = (inverse.m11 * cx + inverse.m12 * cy + inverse.m13) / sw - 0.5
                        let sy = (inverse.m21 * cx + inverse.m22 * cy + inverse.m23) / sw - 0.5
                        guard sx > -1, sy > -1, sx < Double(w), sy < Double(h) else { continue }
                        destination[y * w + x] = Self.bilinear(source, width: w, height: h, x: sx, y: sy)
                    }
                }
            }
        }
        return result
    }

    /// The premultiplied pixel at fractional (x, y), weights in 1/256ths (integer, deterministic).
    @inline(__always)
    static func bilinear(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int,
                                 x: Double, y: Double) -> UInt32 {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int(fx), iy = Int(fy)
        let wx = UInt32(((x - fx) * 256).rounded()), wy = UInt32(((y - fy) * 256).rounded())
        func at(_ px: Int, _ py: Int) -> UInt32 {
            px < 0 || py < 0 || px >= width || py >= height ? 0 : pixels[py * width + px]
        }
        let p00 = at(ix, iy), p10 = at(ix + 1, iy), p01 = at(ix, iy + 1), p11 = at(ix + 1, iy + 1)
        if p00 | p10 | p01 | p11 == 0 { return 0 }
        var out: UInt32 = 0
        for shift in stride(from: UInt32(0), through: 24, by: 8) {
            let a = (p00 >> shift) & 0xFF, b = (p10 >> shift) & 0xFF, c = (p01 >> shift) & 0xFF, d = (p11 >> shift) & 0xFF
            let top = a * (256 - wx) + b * wx, bottom = c * (256 - wx) + d * wx
            let value = (top * (256 - wy) + bottom * wy + 32_768) >> 16
            out |= min(value, 255) << shift
        }
        return out
    }

    /// The smallest box of pixel edges holding every non-transparent pixel, or nil when none.
    func nonTransparentBounds() -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                for x in 0..<width where pixels[y * width + x] != 0 {
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : (minX, minY, maxX + 1, maxY + 1)
    }
}
