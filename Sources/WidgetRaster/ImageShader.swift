import CRaster
import WidgetGeometry

/// How an image is sampled when it is scaled.
package enum ImageQuality: String, Hashable, Sendable, Codable {
    /// The nearest pixel (SwiftUI's `.interpolation(.none)`): crisp pixel art.
    case nearest
    /// Bilinear between the four nearest pixel centers; aliases when shrinking by more than 2×.
    case bilinear
    /// Bilinear on a box-filtered mipmap level chosen so the level is shrunk by less than 2×:
    /// no aliasing when shrinking a lot (a 300 px photo drawn at 60 px).
    case mipmapped
}

/// Samples a premultiplied image stretched over a user-space rect. Bilinear weights are 8-bit fixed
/// point (fractions truncated to 1/256), each of the two blends rounds to nearest, so sampling is
/// exact integer math; interpolating premultiplied values keeps r, g, b ≤ a.
struct ImageShader: Shader {
    /// The sampled level (the image itself, or a mipmap level when shrinking by more than 2×).
    let level: Pixmap
    /// The level's pixels with each channel in its own 16-bit lane (see `spread`), for rotated or
    /// skewed draws, whose per-pixel blend would otherwise spread each source pixel four times.
    /// Axis-aligned rows blend packed pixels in C instead (`ColumnCache`, `craster_blend_rows`), so
    /// they need no lanes: a contact sheet's cells are drawn once each, and their lanes (8 bytes a
    /// pixel, over the cache's limit for one sheet) were made again for every band.
    let lanes: [UInt64]
    /// Device pixel center → level pixel coordinates (pixel i spans [i, i+1)).
    let deviceToLevel: Transform
    let quality: ImageQuality
    /// Opacity as a byte scale applied to every sample.
    let opacityScale: UInt32
    /// Horizontal sample positions of the last span, reused by the next row with the same span.
    private let columns = ColumnCache()
    /// An axis-aligned draw's device pixels over the image rect, shaded once per process
    /// (`resampledCache`): a batch draws the same photo at the same place in every render.
    private var resampled: ResampledBox?
    /// A draw at the level's own size on whole device pixels (a 2× render in a 2× contact sheet):
    /// device pixel (x, y) is level pixel (x + dx, y + dy), clamped to the edges. Every quality
    /// samples exactly that pixel there (bilinear weights are 0), so the pixels are copied.
    private let translation: (dx: Int, dy: Int)?
    var solidColor: PremultipliedColor? { nil }

    /// Nil when the rect is empty or the transform singular (nothing visible). `cachesResampled`:
    /// whether an axis-aligned draw goes through `resampledCache` (the pixels are the same either way).
    init?(image: Pixmap, rect: Rect, quality: ImageQuality, transform: Transform, opacity: Double,
          cachesResampled: Bool = true) {
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
            var halvings = 0
            while remaining >= 2 && (level.width > 1 || level.height > 1) {
                halvings += 1
                remaining /= 2
            }
            if halvings > 0 {
                level = ImageShader.mipLevels.value(of: image, derivation: "mip\(halvings)") {
                    (0..<halvings).reduce(image) { level, _ in level.halved() }
                }
            }
            toLevel = deviceToImage.concatenating(.scale(x: Double(level.width) / Double(image.width),
                                                          y: Double(level.height) / Double(image.height)))
        }
        self.level = level
        translation = ImageShader.wholePixelTranslation(toLevel)
        let needsLanes = quality != .nearest && translation == nil && toLevel.b != 0
        self.lanes = !needsLanes ? [] : ImageShader.laneCache.value(of: level, derivation: "lanes") {
            ImageShader.spreadPixels(of: level)
        }
        self.deviceToLevel = toLevel
        self.quality = quality
        let clampedOpacity = opacity.isFinite ? min(max(opacity, 0), 1) : 0
        self.opacityScale = UInt32((clampedOpacity * 255).rounded())
        resampled = nil
        if cachesResampled, quality != .nearest, translation == nil, toLevel.b == 0, toLevel.c == 0, let box = ResampledBox.bounds(of: rect, under: transform) {
            let key = "resampled \(quality.rawValue) \(toLevel.a.bitPattern) \(toLevel.d.bitPattern) "
                + "\(toLevel.tx.bitPattern) \(toLevel.ty.bitPattern) \(box)"
            let shader = self
            let pixels = ImageShader.resampledCache.value(of: level, derivation: key) {
                [UInt32](unsafeUninitializedCapacity: box.width * box.height) { out, initialized in
                    for row in 0..<box.height {
                        shader.shadeBilinearRow(y: box.y + row, x: box.x, count: box.width,
                                                into: out.baseAddress! + row * box.width)
                    }
                    initialized = box.width * box.height
                }
            }
            resampled = ResampledBox(x: box.x, y: box.y, width: box.width, height: box.height, pixels: pixels)
        }
    }

    /// Resampled device pixels of axis-aligned draws (`ResampledBox`), keyed by the level, the exact
    /// transform and the box: equal keys give equal pixels, so a hit never changes a pixel. 32 MiB
    /// holds dozens of widget photos at 3× (a 378 px square is 571 KB).
    static let resampledCache = ContentCache<[UInt32]>(name: "resampled images", byteLimit: 32 << 20) { $0.count * 4 }

    /// Mipmap levels and lane-spread pixels (rotated and skewed draws only) of the images a process
    /// draws (`ContentCache`): a batch draws the same photo at the same size in every render. 32 MiB
    /// each holds the levels and lanes of dozens of widget photos (a 300×300 photo's lanes are 720 KB).
    static let mipLevels = ContentCache<Pixmap>(name: "mipmap levels", byteLimit: 32 << 20) { $0.width * $0.height * 4 }
    static let laneCache = ContentCache<[UInt64]>(name: "image lanes", byteLimit: 32 << 20) { $0.count * 8 }

    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        if let translation {
            shadeTranslated(y: y + translation.dy, x: x + translation.dx, count: count, into: colors)
        } else if let box = resampled, box.contains(y: y, x: x, count: count) {
            box.pixels.withUnsafeBufferPointer { pixels in
                colors.update(from: pixels.baseAddress! + (y - box.y) * box.width + (x - box.x), count: count)
            }
        } else if quality == .nearest {
            shadeNearest(y: y, x: x, count: count, into: colors)
        } else if deviceToLevel.b == 0 {
            shadeBilinearRow(y: y, x: x, count: count, into: colors)
        } else {
            shadeBilinear(y: y, x: x, count: count, into: colors)
        }
        if opacityScale != 255 {
            for i in 0..<count { colors[i] = scalePacked(colors[i], opacityScale) }
        }
    }

    /// Axis-aligned rows (the common case): one vertical position per row; the horizontal blends of
    /// each source row are computed once per span and shared by the device rows that use them.
    private func shadeBilinearRow(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let w = level.width, h = level.height
        let v = deviceToLevel.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)).y
        let fy = Int(clampCoordinate(v - 0.5, Double(h - 1)) * 256)
        columns.prepare(x: x, y: y, count: count, deviceToLevel: deviceToLevel, width: w)
        let top = columns.horizontalBlend(row: fy >> 8, of: level)
        let bottom = columns.horizontalBlend(row: min((fy >> 8) + 1, h - 1), of: level)
        craster_blend_rows(top, bottom, UInt32(fy & 255), count, colors, ColumnCache.path)
    }

    /// Any transform (rotation, skew): both coordinates per pixel.
    private func shadeBilinear(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let w = level.width, h = level.height
        lanes.withUnsafeBufferPointer { buffer in
            let pixels = buffer.baseAddress!
            for i in 0..<count {
                let p = deviceToLevel.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
                let u = p.x, v = p.y
                // Pixel-center coordinates clamped to the edge centers, in 8-bit fixed point.
                let fx = Int(clampCoordinate(u - 0.5, Double(w - 1)) * 256), fy = Int(clampCoordinate(v - 0.5, Double(h - 1)) * 256)
                let x0 = fx >> 8, y0 = fy >> 8
                let x1 = min(x0 + 1, w - 1), y1 = min(y0 + 1, h - 1)
                colors[i] = ImageShader.blend(pixels[y0 * w + x0], pixels[y0 * w + x1], pixels[y1 * w + x0],
                                              pixels[y1 * w + x1], UInt64(fx & 255), UInt64(fy & 255))
            }
        }
    }

    /// `translation`'s copy: `count` level pixels from (x, y), indices clamped to the level.
    private func shadeTranslated(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let w = level.width
        let row = min(max(y, 0), level.height - 1) * w
        // Columns before the level repeat its first pixel, columns after it its last.
        let inside = max(0, min(count, -x))..<max(0, min(count, w - x))
        level.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self).baseAddress! + row
            guard !inside.isEmpty else {
                let edge = pixels[x < 0 ? 0 : w - 1]
                colors.update(repeating: edge, count: count)
                return
            }
            if inside.lowerBound > 0 { colors.update(repeating: pixels[0], count: inside.lowerBound) }
            (colors + inside.lowerBound).update(from: pixels + x + inside.lowerBound, count: inside.count)
            if inside.upperBound < count {
                (colors + inside.upperBound).update(repeating: pixels[w - 1], count: count - inside.upperBound)
            }
        }
    }

    /// (dx, dy) when `toLevel` maps device pixel centers onto level pixel centers at scale 1.
    static func wholePixelTranslation(_ toLevel: Transform) -> (dx: Int, dy: Int)? {
        guard toLevel.a == 1, toLevel.d == 1, toLevel.b == 0, toLevel.c == 0,
              abs(toLevel.tx) < 1e9, abs(toLevel.ty) < 1e9,
              toLevel.tx == toLevel.tx.rounded(), toLevel.ty == toLevel.ty.rounded() else { return nil }
        return (Int(toLevel.tx), Int(toLevel.ty))
    }

    private func shadeNearest(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        let w = level.width, h = level.height
        level.withUnsafeBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self).baseAddress!
            for i in 0..<count {
                let p = deviceToLevel.apply(Point(x: Double(x + i) + 0.5, y: Double(y) + 0.5))
                let u = p.x, v = p.y
                // Clamped to the image first, so truncation is floor.
                colors[i] = pixels[Int(clampCoordinate(v, Double(h) - 0.5)) * w + Int(clampCoordinate(u, Double(w) - 0.5))]
            }
        }
    }

    private static func spreadPixels(of pixmap: Pixmap) -> [UInt64] {
        let count = pixmap.width * pixmap.height
        return [UInt64](unsafeUninitializedCapacity: count) { out, initialized in
            pixmap.withUnsafeBytes { raw in
                let pixels = raw.bindMemory(to: UInt32.self)
                for i in 0..<count { out[i] = spread(pixels[i]) }
            }
            initialized = count
        }
    }

    /// Channels of a packed pixel in the 16-bit lanes of a UInt64, ordered r, b, g, a from the low
    /// end, so that spreading and packing are two masks and shifts each.
    @inline(__always) static func spread(_ p: UInt32) -> UInt64 {
        UInt64(p & 0x00FF_00FF) | UInt64((p >> 8) & 0x00FF_00FF) << 32
    }

    /// Bilinear blend of four spread pixels with 8-bit weights (fx, fy: 0…255 of 256): horizontal
    /// blends rounded to 8 bits, then the vertical one. Lanes never overflow: 255 × 256 + 128 < 2¹⁶.
    @inline(__always)
    static func blend(_ p00: UInt64, _ p10: UInt64, _ p01: UInt64, _ p11: UInt64, _ fx: UInt64, _ fy: UInt64) -> UInt32 {
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF, half: UInt64 = 0x0080_0080_0080_0080
        let top = ((p00 &* (256 - fx) &+ p10 &* fx &+ half) >> 8) & mask
        let bottom = ((p01 &* (256 - fx) &+ p11 &* fx &+ half) >> 8) & mask
        return pack(((top &* (256 - fy) &+ bottom &* fy &+ half) >> 8) & mask)
    }

    /// The inverse of `spread` (lanes must hold values ≤ 255).
    @inline(__always) static func pack(_ lanes: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: lanes) | UInt32(truncatingIfNeeded: lanes >> 32) << 8
    }

    /// v clamped to 0…upper (NaN → 0).
    @inline(__always) private func clampCoordinate(_ v: Double, _ upper: Double) -> Double {
        v > 0 ? (v < upper ? v : upper) : 0
    }
}

/// The device pixels of an image draw, row by row, over the integer box that holds its rect
/// (a pixel outside it, under a clip larger than the image, is shaded as before).
struct ResampledBox {
    let x: Int, y: Int, width: Int, height: Int
    let pixels: [UInt32]

    /// The pixel box covering `rect` under an axis-aligned `transform`; nil when empty, not finite or
    /// larger than 2048 px a side (a sheet-sized image is drawn directly rather than cached).
    static func bounds(of rect: Rect, under transform: Transform) -> (x: Int, y: Int, width: Int, height: Int)? {
        let a = transform.apply(Point(x: rect.minX, y: rect.minY)), b = transform.apply(Point(x: rect.maxX, y: rect.maxY))
        let minX = min(a.x, b.x).rounded(.down), maxX = max(a.x, b.x).rounded(.up)
        let minY = min(a.y, b.y).rounded(.down), maxY = max(a.y, b.y).rounded(.up)
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite,
              maxX - minX >= 1, maxY - minY >= 1, maxX - minX <= 2048, maxY - minY <= 2048,
              abs(minX) < 1_048_576, abs(minY) < 1_048_576 else { return nil }
        return (Int(minX), Int(minY), Int(maxX - minX), Int(maxY - minY))
    }

    func contains(y row: Int, x column: Int, count: Int) -> Bool {
        row >= y && row < y + height && column >= x && column + count <= x + width
    }
}

extension Pixmap {
    /// The next mipmap level: each pixel the rounded mean of a 2×2 block (premultiplied, so the mean
    /// is the correct area average); odd sizes round up and repeat the last row or column.
    func halved() -> Pixmap {
        let w = max(1, (width + 1) / 2), h = max(1, (height + 1) / 2)
        var out = [UInt8](repeating: 0, count: w * h * 4)
        withUnsafeBufferPointer { src in
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
