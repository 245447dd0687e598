import Foundation
import WidgetGeometry

/// Gaussian blur approximated by three successive box blurs per axis (the sizes chosen so their
/// combined variance matches σ², after Kovesi's "Fast almost-Gaussian filtering"). All integer
/// arithmetic: each box output is its window sum divided by the window size, rounded to nearest,
/// with transparent pixels assumed outside the pixmap.
enum BoxBlur {
    /// Odd box widths for three passes approximating a Gaussian of standard deviation `sigma`.
    static func boxSizes(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? lower : upper }
    }

    /// Blurs `channels` interleaved 8-bit planes in place, every channel the same way.
    static func blur(_ bytes: inout [UInt8], width: Int, height: Int, channels: Int, sigma: Double) {
        guard sigma.isFinite, sigma > 0 else { return }
        let sizes = boxSizes(sigma: sigma)
        var line = [Int32](repeating: 0, count: max(width, height))
        var out = [Int32](repeating: 0, count: max(width, height))
        bytes.withUnsafeMutableBufferPointer { data in
            for channel in 0..<channels {
                for y in 0..<height {  // horizontal passes
                    for x in 0..<width { line[x] = Int32(data[(y * width + x) * channels + channel]) }
                    for size in sizes { boxPass(&line, &out, count: width, size: size); swap(&line, &out) }
                    for x in 0..<width { data[(y * width + x) * channels + channel] = UInt8(line[x]) }
                }
                for x in 0..<width {  // vertical passes
                    for y in 0..<height { line[y] = Int32(data[(y * width + x) * channels + channel]) }
                    for size in sizes { boxPass(&line, &out, count: height, size: size); swap(&line, &out) }
                    for y in 0..<height { data[(y * width + x) * channels + channel] = UInt8(line[y]) }
                }
            }
        }
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
    public func blurred(radius: Double) -> Pixmap {
        var copy = self
        BoxBlur.blur(&copy.data, width: width, height: height, channels: 4, sigma: radius)
        return copy
    }

    /// A drop shadow of this pixmap's content: its alpha blurred by `radius` (σ, as `blurred`),
    /// tinted with `color` (straight, its alpha multiplying), and moved by `offset` pixels rounded
    /// to whole pixels. Premultiplied output, same size.
    public func shadow(color: RGBA, radius: Double, offset: Point) -> Pixmap {
        var alpha = [UInt8](repeating: 0, count: width * height)
        for i in 0..<alpha.count { alpha[i] = data[i * 4 + 3] }
        BoxBlur.blur(&alpha, width: width, height: height, channels: 1, sigma: radius)
        let tint = PremultipliedColor(color).packed
        let dx = offset.x.isFinite ? Int(offset.x.rounded()) : 0, dy = offset.y.isFinite ? Int(offset.y.rounded()) : 0
        var out = self
        out.data.withUnsafeMutableBytes { raw in
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
