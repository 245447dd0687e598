import WidgetGeometry

/// Samples a premultiplied image stretched over a user-space rect. Bilinear weights are 8-bit fixed
/// point (fractions truncated to 1/256), each of the two blends rounds to nearest, so sampling is
/// exact integer math; interpolating premultiplied values keeps r, g, b ≤ a.
struct ImageShader: Shader {
    /// The sampled level (the image itself, or a mipmap level when shrinking by more than 2×).
    let level: Pixmap
    /// Device pixel center → level pixel coordinates (pixel i spans [i, i+1)).
    let deviceToLevel: Transform
    let quality: ImageQuality
    /// Opacity as a byte scale applied to every sample.
    let opacityScale: UInt32
    var solidColor: PremultipliedColor? { nil }

    /// Nil when the rect is empty or the transform singular (nothing visible).
    init?(image: Pixmap, rect: Rect, quality: ImageQuality, transform: Transform, opacity: Double) {
        guard rect.isFiniteAndNonEmpty, let deviceToUser = transform.inverted else { return nil }
        let userToImage = Transform(a: Double(image.width) / rect.width, b: 0, c: 0,
                                    d: Double(image.height) / rect.height,
                                    tx: -rect.minX * Double(image.width) / rect.width,
                                    ty: -rect.minY * Double(image.height) / rect.height)
        let deviceToImage = deviceToUser.concatenating(userToImage)
        var level = image
        var toLevel = deviceToImage
        if quality == .mipmapped {
            // Image pixels per device pixel along each device axis; halve until under 2.
            let shrink = max(hypot2(deviceToImage.a, deviceToImage.b), hypot2(deviceToImage.c, deviceToImage.d))
            var remaining = shrink
            while remaining >= 2 && (level.width > 1 || level.height > 1) {
                level = level.halved()
                remaining /= 2
            }
            toLevel = deviceToImage.concatenating(.scale(x: Double(level.width) / Double(image.width),
                                                          y: Double(level.height) / Double(image.height)))
        }
        self.level = level
        self.deviceToLevel = toLevel
        self.quality = quality
        let clampedOpacity = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        self.opacityScale = UInt32((clampedOpacity * 255).rounded())
    }

    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let start = deviceToLevel.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
        let w = level.width, h = level.height
        let maxX = Double(w - 1), maxY = Double(h - 1)
        let stepX = deviceToLevel.a, stepY = deviceToLevel.b
        level.data.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
            if quality != .nearest && stepY == 0 {
                // Axis-aligned rows: the vertical sample position and weight are the row's.
                let fy = Int(clampCoordinate(start.y - 0.5, maxY) * 256)
                let row0 = pixels + (fy >> 8) * w, row1 = pixels + min((fy >> 8) + 1, h - 1) * w
                let wy = UInt64(fy & 255)
                for i in 0..<count {
                    let fx = Int(clampCoordinate(start.x - 0.5 + stepX * Double(i), maxX) * 256)
                    let x0 = fx >> 8, x1 = min(x0 + 1, w - 1)
                    let color = ImageShader.bilinear(row0[x0], row0[x1], row1[x0], row1[x1], UInt64(fx & 255), wy)
                    colors[i] = opacityScale == 255 ? color : scalePacked(color, opacityScale)
                }
                return
            }
            for i in 0..<count {
                let u = start.x + stepX * Double(i), v = start.y + stepY * Double(i)
                var color: UInt32
                if quality == .nearest {
                    // Clamped to the image first, so truncation is floor.
                    let ix = Int(clampCoordinate(u, Double(w) - 0.5)), iy = Int(clampCoordinate(v, Double(h) - 0.5))
                    color = pixels[iy * w + ix]
                } else {
                    // Pixel-center coordinates clamped to the edge centers, in 8-bit fixed point.
                    let fx = Int(clampCoordinate(u - 0.5, maxX) * 256), fy = Int(clampCoordinate(v - 0.5, maxY) * 256)
                    let x0 = fx >> 8, y0 = fy >> 8
                    let x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
                    color = ImageShader.bilinear(pixels[y0 * w + x0], pixels[y0 * w + x1],
                                                 pixels[y1 * w + x0], pixels[y1 * w + x1],
                                                 UInt64(fx & 255), UInt64(fy & 255))
                }
                colors[i] = opacityScale == 255 ? color : scalePacked(color, opacityScale)
            }
        }
    }

    /// v clamped to 0…upper (NaN → 0).
    @inline(__always) private func clampCoordinate(_ v: Double, _ upper: Double) -> Double {
        v > 0 ? (v < upper ? v : upper) : 0
    }

    /// Bilinear blend of four packed pixels with 8-bit weights (fx, fy in 0…255 of 256): channels
    /// spread into 16-bit lanes of a UInt64, blended horizontally, rounded to 8 bits, then vertically.
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, _ fx: UInt64, _ fy: UInt64) -> UInt32 {
        @inline(__always) func spread(_ p: UInt32) -> UInt64 {
            let v = UInt64(p)
            return (v & 0xFF) | (v & 0xFF00) << 8 | (v & 0xFF_0000) << 16 | (v & 0xFF00_0000) << 24
        }
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF, half: UInt64 = 0x0080_0080_0080_0080
        let top = ((spread(p00) &* (256 - fx) &+ spread(p10) &* fx &+ half) >> 8) & lanes
        let bottom = ((spread(p01) &* (256 - fx) &+ spread(p11) &* fx &+ half) >> 8) & lanes
        let mixed = ((top &* (256 - fy) &+ bottom &* fy &+ half) >> 8) & lanes
        return UInt32(truncatingIfNeeded: (mixed & 0xFF) | (mixed >> 8) & 0xFF00 | (mixed >> 16) & 0xFF_0000 | (mixed >> 24) & 0xFF00_0000)
    }
}

extension Pixmap {
    /// The next mipmap level: each pixel the rounded mean of a 2×2 block (premultiplied, so the mean
    /// is the correct area average); odd sizes round up and repeat the last row or column.
    func halved() -> Pixmap {
        let w = max(1, (width + 1) / 2), h = max(1, (height + 1) / 2)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        data.withUnsafeBufferPointer { src in
            for y in 0..<h {
                let sy0 = min(2 * y, height - 1), sy1 = min(2 * y + 1, height - 1)
                for x in 0..<w {
                    let sx0 = min(2 * x, width - 1), sx1 = min(2 * x + 1, width - 1)
                    for c in 0..<4 {
                        let sum = Int(src[(sy0 * width + sx0) * 4 + c]) + Int(src[(sy0 * width + sx1) * 4 + c])
                            + Int(src[(sy1 * width + sx0) * 4 + c]) + Int(src[(sy1 * width + sx1) * 4 + c])
                        out[(y * w + x) * 4 + c] = UInt8((sum + 2) / 4)
                    }
                }
            }
        }
        // Sizes only shrink from a valid pixmap, so this cannot fail.
        return (try? Pixmap(width: w, height: h, premultipliedBytes: out)) ?? self
    }
}
