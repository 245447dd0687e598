import Foundation
import WidgetGeometry

/// Gaussian blur approximated by three successive box blurs per axis (the sizes chosen so their
/// combined variance matches σ², after Kovesi's "Fast almost-Gaussian filtering"). All integer
/// arithmetic: each box output is its window sum divided by the window size, rounded to nearest,
/// with transparent pixels assumed outside the pixmap.
enum BoxBlur {
    /// The widest box ever used. A box at least twice as wide as the line averages every pixel
    /// of the line into each output, and with this width that average rounds to 0 for any line
    /// of a pixmap (at most `Pixmap.maxDimension` × 255 < `maximumBoxSize` / 2), exactly as any
    /// wider box would; so clamping changes no pixel, and keeps `Int32` sums and sizes in range
    /// for absurd radii (a σ of 1e9 once asked for a 3.8e9-wide box and trapped).
    static let maximumBoxSize = (1 << 24) + 1

    /// Odd box widths for three passes approximating a Gaussian of standard deviation `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        guard ideal < Double(maximumBoxSize) else { return [maximumBoxSize, maximumBoxSize, maximumBoxSize] }
        var lower = Int(saturating: ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `channels` interleaved 8-bit planes in place, every channel the same way. Only the
    /// bounds of the non-zero bytes, grown by the blur's reach, are processed: everything else is
    /// zero before and after, so the result is the same as blurring the whole plane.
    static func blur(_ data: UnsafeMutableBufferPointer<UInt8>, width: Int, height: Int, channels: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { return }
        let sizes = boxSizes(sigma: sigma)
        let reach = sizes.reduce(0) { $0 + $1 / 2 }
        guard let content = nonZeroBounds(UnsafeBufferPointer(data), width: width, height: height, channels: channels) else { return }
        let region = IntRect(x0: max(content.x0 - reach, 0), y0: max(content.y0 - reach, 0),
                             x1: min(content.x1 + reach, width), y1: min(content.y1 + reach, height))
        var line = [Int32](repeating: 0, count: max(region.width, region.height))
        var out = line
        do {
            for channel in 0..<channels {
                for y in region.y0..<region.y1 {  // horizontal passes
                    for x in region.x0..<region.x1 { line[x - region.x0] = Int32(data[(y * width + x) * channels + channel]) }
                    for size in sizes { boxPass(&line, &out, count: region.width, size: size); swap(&line, &out) }
                    for x in region.x0..<region.x1 { data[(y * width + x) * channels + channel] = UInt8(line[x - region.x0]) }
                }
                for x in region.x0..<region.x1 {  // vertical passes
                    for y in region.y0..<region.y1 { line[y - region.y0] = Int32(data[(y * width + x) * channels + channel]) }
                    for size in sizes { boxPass(&line, &out, count: region.height, size: size); swap(&line, &out) }
                    for y in region.y0..<region.y1 { data[(y * width + x) * channels + channel] = UInt8(line[y - region.y0]) }
                }
            }
        }
    }

    /// The pixel bounds of the pixels with any non-zero byte, nil when all are zero.
    private static func nonZeroBounds(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, height: Int, channels: Int) -> IntRect? {
        var bounds: IntRect?
        for y in 0..<height {
            var first = -1, last = -1
            let row = y * width * channels
            for x in 0..<width {
                var any: UInt8 = 0
                for c in 0..<channels { any |= bytes[row + x * channels + c] }
                if any != 0 { if first < 0 { first = x }; last = x }
            }
            guard first >= 0 else { continue }
            bounds = bounds.map { IntRect(x0: min($0.x0, first), y0: $0.y0, x1: max($0.x1, last + 1), y1: y + 1) }
                ?? IntRect(x0: first, y0: y, x1: last + 1, y1: y + 1)
        }
        return bounds
    }

    /// One centered box of odd `size` over `input[0..<count]` into `output`.
    private static func boxPass(_ input: inout [Int32], _ output: inout [Int32], count: Int, size: Int) {
        let radius = size / 2
        let divisor = Int32(size), half = Int32(size / 2)
        var sum: Int32 = 0
        for i in 0..<min(radius, count) { sum += input[i] }
        for i in 0..<count {
            let entering = i + radius, leaving = i - radius - 1
            if entering < count { sum += input[entering] }
            if leaving >= 0 { sum -= input[leaving] }
            output[i] = (sum + half) / divisor
        }
    }
}

extension Pixmap {
    /// A Gaussian blur of standard deviation `radius` pixels (**ours**: SwiftUI's `blur(radius:)`
    /// and `shadow(radius:)` are treated as σ), on premultiplied pixels, so colors do not bleed
    /// from transparent areas. Content spreading past the edges is lost. Radius ≤ 0 returns self.
    package func blurred(radius: Double) -> Pixmap {
        var copy = self
        copy.withUnsafeMutableBufferPointer { bytes in
            BoxBlur.blur(bytes, width: width, height: height, channels: 4, sigma: radius)
        }
        return copy
    }

    /// A drop shadow of this pixmap's content: its alpha blurred by `radius` (σ, as `blurred`),
    /// tinted with `color` (straight, its alpha multiplying), and moved by `offset` pixels rounded
    /// to whole pixels. Premultiplied output, same size.
    package func shadow(color: RGBA, radius: Double, offset: Point) -> Pixmap {
        var alpha = [UInt8](repeating: 0, count: width * height)
        withUnsafeBufferPointer { bytes in
            for i in 0..<alpha.count { alpha[i] = bytes[i * 4 + 3] }
        }
        alpha.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: width, height: height, channels: 1, sigma: radius) }
        let tint = PremultipliedColor(color).packed
        // Clamped to ±(pixmap size): any offset that large already moves the shadow out entirely.
        let dx = offset.x.isFinite ? max(-width, min(width, Int(saturating: offset.x.rounded()))) : 0
        let dy = offset.y.isFinite ? max(-height, min(height, Int(saturating: offset.y.rounded()))) : 0
        var out = self
        out.withUnsafeMutableBytes { raw in
            let pixels = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                let sy = y - dy
                for x in 0..<width {
                    let sx = x - dx
                    let a = sy >= 0 && sy < height && sx >= 0 && sx < width ? UInt32(alpha[sy * width + sx]) : 0
                    pixels[y * width + x] = scalePacked(tint, a)
                }
            }
        }
        return out
    }
}
