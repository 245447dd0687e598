import Foundation
import WidgetGeometry

/// A stand-in for a medium widget rendered at 3× (338×158 pt → 1014×474 px), built from the kinds of
/// content that decide PNG size: a smooth gradient background, a 378×378 photo-like block (smooth
/// shapes plus sensor-like noise), flat cards, antialiased circles and rows of text-like strokes,
/// all inside a rounded rectangle with transparent antialiased corners. Deterministic: no randomness
/// beyond a fixed-seed hash.
enum ReferenceScene {
    static let width = 1014, height = 474

    static func make() throws -> Pixmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var color = background(x, y)
                if x >= 48, x < 48 + 378, y >= 48, y < 48 + 378 { color = photo(x - 48, y - 48) }
                if x >= 474, x < 966, y >= 300, y < 426 { color = (242, 242, 247) }           // flat card
                color = blend(color, over: (255, 59, 48), coverage: circleCoverage(x, y, cx: 540, cy: 120, r: 40))
                color = blend(color, over: (20, 20, 24), coverage: textCoverage(x, y))
                let alpha = roundedCornerCoverage(x, y, radius: 66)
                let i = (y * width + x) * 4
                pixels[i] = premultiply(color.0, alpha); pixels[i + 1] = premultiply(color.1, alpha)
                pixels[i + 2] = premultiply(color.2, alpha); pixels[i + 3] = UInt8((alpha * 255).rounded())
            }
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: pixels)
    }

    typealias Color = (UInt8, UInt8, UInt8)

    private static func background(_ x: Int, _ y: Int) -> Color {
        let t = Double(x + y) / Double(width + height)
        return (UInt8(30 + 60 * t), UInt8(60 + 90 * t), UInt8(140 + 100 * t))
    }

    /// Low-frequency "scene" shapes plus ±10 of per-pixel noise, like a downscaled photo.
    private static func photo(_ x: Int, _ y: Int) -> Color {
        let fx = Double(x) / 378, fy = Double(y) / 378
        let base = 0.5 + 0.25 * sin(fx * 7 + fy * 3) + 0.2 * cos(fy * 11 - fx * 2)
        let noise = Double(hash(x, y) % 21) - 10
        func channel(_ v: Double) -> UInt8 { UInt8(max(0, min(255, v * 255 + noise))) }
        return (channel(base * 0.9 + 0.1 * fy), channel(base * 0.7), channel(0.3 + 0.4 * fx * base))
    }

    /// Rows of short strokes with antialiased edges, spaced like 17 pt body text at 3×.
    private static func textCoverage(_ x: Int, _ y: Int) -> Double {
        guard x >= 474, x < 960, y >= 180, y < 290 else { return 0 }
        let lineY = (y - 180) % 55, glyphX = (x - 474) % 23
        guard lineY >= 8, lineY < 44, hash(x / 23, y / 55) % 5 != 0 else { return 0 }
        let stem = 1.0 - min(1, max(0, abs(Double(glyphX) - 9.5) - 3.5))
        let bar = (lineY == 24 || lineY == 25) && glyphX < 16 ? 1.0 : 0
        return max(stem, bar)
    }

    private static func circleCoverage(_ x: Int, _ y: Int, cx: Double, cy: Double, r: Double) -> Double {
        let d = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
        return min(1, max(0, r - d + 0.5))
    }

    private static func roundedCornerCoverage(_ x: Int, _ y: Int, radius: Double) -> Double {
        let px = Double(x) + 0.5, py = Double(y) + 0.5
        let cx = min(max(px, radius), Double(width) - radius), cy = min(max(py, radius), Double(height) - radius)
        let d = ((px - cx) * (px - cx) + (py - cy) * (py - cy)).squareRoot()
        return min(1, max(0, radius - d + 0.5))
    }

    private static func blend(_ under: Color, over: Color, coverage: Double) -> Color {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * (1 - coverage) + Double(b) * coverage).rounded()) }
        return (mix(under.0, over.0), mix(under.1, over.1), mix(under.2, over.2))
    }

    private static func premultiply(_ c: UInt8, _ alpha: Double) -> UInt8 { UInt8((Double(c) * alpha).rounded()) }

    private static func hash(_ x: Int, _ y: Int) -> Int {
        var h = UInt64(truncatingIfNeeded: x &* 73_856_093 ^ y &* 19_349_663) &+ 0x9E37_79B9_7F4A_7C15
        h = (h ^ (h >> 31)) &* 0xBF58_476D_1CE4_E5B9
        return Int(truncatingIfNeeded: (h ^ (h >> 29)) & 0x7FFF_FFFF)
    }
}
