import WidgetGeometry

/// Samples a premultiplied image stretched over a user-space rect. Bilinear weights are 8-bit fixed
/// point (x and y fractions rounded to 1/256) and the result rounds to nearest, so sampling is exact
/// integer math; interpolating premultiplied values keeps r, g, b ≤ a.
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
        level.data.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            for i in 0..<count {
                let u = start.x + deviceToLevel.a * Double(i), v = start.y + deviceToLevel.b * Double(i)
                var color: UInt32
                if quality == .nearest {
                    let ix = clampIndex(u.rounded(.down), w), iy = clampIndex(v.rounded(.down), h)
                    color = pixels[iy * w + ix]
                } else {
                    color = bilinear(pixels, w, h, u - 0.5, v - 0.5)
                }
                colors[i] = opacityScale == 255 ? color : scalePacked(color, opacityScale)
            }
        }
    }

    @inline(__always) private func clampIndex(_ v: Double, _ size: Int) -> Int {
        v.isNaN ? 0 : Int(min(max(v, 0), Double(size - 1)))
    }

    /// Bilinear between the four pixels around (px, py) in pixel-center coordinates, edges clamped.
    @inline(__always)
    private func bilinear(_ pixels: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, _ px: Double, _ py: Double) -> UInt32 {
        let fx0 = px.rounded(.down), fy0 = py.rounded(.down)
        let wx = UInt32(((px - fx0) * 256).rounded()), wy = UInt32(((py - fy0) * 256).rounded())
        let x0 = clampIndex(fx0, w), x1 = clampIndex(fx0 + 1, w)
        let y0 = clampIndex(fy0, h), y1 = clampIndex(fy0 + 1, h)
        let p00 = pixels[y0 * w + x0], p10 = pixels[y0 * w + x1]
        let p01 = pixels[y1 * w + x0], p11 = pixels[y1 * w + x1]
        var result: UInt32 = 0
        for shift in stride(from: UInt32(0), to: 32, by: 8) {
            let top = (p00 >> shift & 0xFF) * (256 - wx) + (p10 >> shift & 0xFF) * wx
            let bottom = (p01 >> shift & 0xFF) * (256 - wx) + (p11 >> shift & 0xFF) * wx
            result |= ((top * (256 - wy) + bottom * wy + 32768) >> 16) << shift
        }
        return result
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
