/// The perceptual metric of mapbox/pixelmatch 7.x, rewritten in Swift: the same YIQ color
/// distance (Kotsarenko & Ramos, "Measuring perceived color difference using YIQ NTSC transmission
/// color space in mobile applications"), the same anti-aliasing detector (Vysniauskas, "Anti-aliased
/// pixel and intensity slope detector", 2009) and the same floating-point expressions in the same
/// order, so it counts the same mismatches as pixelmatch on the same straight RGBA images.
/// `Tests/WidgetSnapshotTests/Reference/pixelmatch_reference.py` is the reference it is checked against.
struct PerceptualMetric {
    let options: PerceptualOptions

    /// 35215 is the largest YIQ distance (black against white); the threshold scales it.
    var maxDelta: Double { 35215 * options.threshold * options.threshold }

    /// Classifies every pixel of two equally sized images; returns the verdicts and the count of
    /// counted differences.
    func verdicts(expected: StraightPixels, actual: StraightPixels) -> (verdicts: [UInt8], count: Int) {
        let width = expected.width, height = expected.height
        let maxDelta = self.maxDelta
        var count = 0
        let verdicts = expected.words.withUnsafeBufferPointer { img1 in
            actual.words.withUnsafeBufferPointer { img2 in
                [UInt8](unsafeUninitializedCapacity: width * height) { out, initialized in
                    for y in 0..<height {
                        for x in 0..<width {
                            let i = y * width + x
                            let delta = img1[i] == img2[i] ? 0 : Self.colorDelta(img1[i], img2[i], k: i * 4, yOnly: false)
                            var verdict = PixelVerdict.same
                            if abs(delta) > maxDelta {
                                let isAntiAliasing = !options.includeAA
                                    && (Self.antialiased(img1, x, y, width, height, other: img2)
                                        || Self.antialiased(img2, x, y, width, height, other: img1))
                                if isAntiAliasing {
                                    verdict = .antiAliased
                                } else {
                                    verdict = delta < 0 ? .differsDarker : .differs
                                    count += 1
                                }
                            }
                            out[i] = verdict.rawValue
                        }
                    }
                    initialized = width * height
                }
            }
        }
        return (verdicts, count)
    }

    /// Squared YIQ distance between two straight pixels, negative when the second is darker; with
    /// `yOnly`, the signed brightness difference alone. `k` is the first pixel's byte offset: pixelmatch
    /// blends translucent pixels over a background pattern chosen by it (so that differently colored
    /// transparent pixels still differ), and we must pick the same pattern.
    @inline(__always)
    static func colorDelta(_ p1: UInt32, _ p2: UInt32, k: Int, yOnly: Bool) -> Double {
        let r1 = p1.red, g1 = p1.green, b1 = p1.blue, a1 = p1.alpha
        let r2 = p2.red, g2 = p2.green, b2 = p2.blue, a2 = p2.alpha
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let rb = Double(48 + 159 * (k % 2))
            let gb = Double(48 + 159 * (Int(Double(k) / 1.618033988749895) % 2))
            let bb = Double(48 + 159 * (Int(Double(k) / 2.618033988749895) % 2))
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// Whether pixel (x1, y1) of `img` looks like anti-aliasing: among its 8 neighbours it has both a
    /// darker and a brighter one, at most two equal ones, and the darkest or the brightest neighbour
    /// sits in a flat area (3+ equal neighbours) in both images. Neighbours are visited column by
    /// column, as pixelmatch does, because ties keep the first one found.
    static func antialiased(_ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                            other: UnsafeBufferPointer<UInt32>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = y1 * width + x1
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = colorDelta(img[center], img[y * width + x], k: center * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(img, minX, minY, width, height) && hasManySiblings(other, minX, minY, width, height))
            || (hasManySiblings(img, maxX, maxY, width, height) && hasManySiblings(other, maxX, maxY, width, height))
    }

    /// Whether pixel (x1, y1) has 3 or more neighbours of exactly its color (image borders count as one).
    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt32>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = img[y1 * width + x1]
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if value == img[y * width + x] { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }
}
