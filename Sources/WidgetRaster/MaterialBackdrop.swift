import Foundation
import WidgetGeometry

// A material's backdrop (docs/platform.md §10): what lies beneath a material fill, blurred.

extension Pixmap {
    /// A material's backdrop: this pixmap blurred by `radius` (σ in pixels, as `blurred`) replaces
    /// each pixel by the coverage a of `cover`: out = D + a × (R − D) per premultiplied channel,
    /// rounded to nearest. A material's tint is uniformly translucent, so its coverage is its alpha
    /// divided by the largest alpha in `cover` (a = round(255 × α ÷ αmax)). Only the cover's
    /// bounds, grown by the blur's reach (4σ), are blurred: pixels farther away weigh nothing in
    /// the pixels that change.
    package mutating func replaceWithBlurredBackdrop(radius: Double, coveredBy cover: Pixmap) {
        guard cover.width == width, cover.height == height, radius.isFinite, radius > 0 else { return }
        let width = self.width, height = self.height
        var x0 = width, y0 = height, x1 = 0, y1 = 0
        cover.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for y in 0..<height {
                for x in 0..<width where px[y * width + x] >> 24 != 0 {
                    x0 = min(x0, x); x1 = max(x1, x + 1); y0 = min(y0, y); y1 = max(y1, y + 1)
                }
            }
        }
        guard x0 < x1 else { return }
        var peak: UInt32 = 0
        cover.withUnsafeBytes { raw in
            let px = raw.bindMemory(to: UInt32.self)
            for y in y0..<y1 { for x in x0..<x1 { peak = max(peak, px[y * width + x] >> 24) } }
        }
        let reach = Int(min((4 * radius).rounded(.up), Double(max(width, height))))
        let bx0 = max(0, x0 - reach), by0 = max(0, y0 - reach), bx1 = min(width, x1 + reach), by1 = min(height, y1 + reach)
        let w = bx1 - bx0, h = by1 - by0
        var region = [UInt8](repeating: 0, count: w * h * 4)
        withUnsafeBufferPointer { bytes in
            for y in 0..<h {
                let from = ((by0 + y) * width + bx0) * 4
                for i in 0..<(w * 4) { region[y * w * 4 + i] = bytes[from + i] }
            }
        }
        region.withUnsafeMutableBufferPointer { BoxBlur.blur($0, width: w, height: h, channels: 4, sigma: radius) }
        cover.withUnsafeBytes { coverRaw in
            withUnsafeMutableBytes { dstRaw in
                let cov = coverRaw.bindMemory(to: UInt32.self), dst = dstRaw.bindMemory(to: UInt32.self)
                for y in y0..<y1 {
                    for x in x0..<x1 {
                        let i = y * width + x, alpha = cov[i] >> 24
                        guard alpha != 0 else { continue }
                        let a = min(255, (alpha * 255 + peak / 2) / peak)
                        let r = (y - by0) * w * 4 + (x - bx0) * 4
                        var out: UInt32 = 0
                        for c in 0..<4 {
                            let shift = UInt32(c * 8)
                            let d = (dst[i] >> shift) & 0xFF
                            out |= min(255, mul255(UInt32(region[r + c]), a) + mul255(d, 255 - a)) << shift
                        }
                        dst[i] = out
                    }
                }
            }
        }
    }
}
