import WidgetGeometry
import WidgetRaster

/// The wallpapers themes draw over: our own procedural pictures, computed on demand, so they carry
/// no third-party license and need no file. Every function is plain IEEE arithmetic (+ − × ÷ and
/// square root, no transcendental functions, whose last bits differ between C libraries), so the
/// same region gives the same bytes on every machine. `Assets/Wallpapers/*.png` are previews,
/// checked by the tests.
///
/// A wallpaper spans a virtual portrait screen of `screenSize` points; a widget sees the region
/// of its own size centered at `widgetCenter` (**ours**: about where a Home Screen widget sits).
public enum Wallpaper: String, Hashable, Sendable, CaseIterable {
    /// A light iOS-style abstract gradient: peach, lilac and mint light blobs.
    case iosLight
    /// A dark iOS-style abstract gradient: navy, magenta and teal blobs.
    case iosDark
    /// A watch face: black.
    case watchBlack
    /// A visionOS environment: sky, a ridge of hills, a meadow.
    case visionEnvironment
    /// Paper: an off-white sheet with grain and fibers, for `visionos.paper`.
    case paper

    package static let screenSize = Size(width: 430, height: 932)
    package static let widgetCenter = Point(x: 215, y: 300)
    /// The blur of glass, tint and vibrant backdrops, as a Gaussian σ in points (**ours**).
    package static let blurRadius = 24.0

    /// The wallpaper region behind a widget of `size` points.
    package static func region(for size: Size) -> Rect {
        Rect(x: widgetCenter.x - size.width / 2, y: widgetCenter.y - size.height / 2,
             width: size.width, height: size.height)
    }

    /// The wallpaper's straight, opaque color at `point` (points on the virtual screen).
    package func color(at point: Point) -> RGBA {
        let u = point.x / Wallpaper.screenSize.width, v = point.y / Wallpaper.screenSize.height
        switch self {
        case .iosLight:
            var c = AppearanceColorMath.mix(RGBA(red: 0.91, green: 0.93, blue: 0.98), RGBA(red: 0.97, green: 0.89, blue: 0.93), v)
            c = blob(c, u, v, cx: 0.15, cy: 0.22, r: 0.42, RGBA(red: 1.0, green: 0.76, blue: 0.58), 0.9)
            c = blob(c, u, v, cx: 0.9, cy: 0.42, r: 0.45, RGBA(red: 0.70, green: 0.68, blue: 1.0), 0.85)
            return blob(c, u, v, cx: 0.3, cy: 0.82, r: 0.4, RGBA(red: 0.62, green: 0.92, blue: 0.84), 0.8)
        case .iosDark:
            var c = AppearanceColorMath.mix(RGBA(red: 0.04, green: 0.06, blue: 0.16), RGBA(red: 0.10, green: 0.05, blue: 0.18), v)
            c = blob(c, u, v, cx: 0.2, cy: 0.25, r: 0.45, RGBA(red: 0.12, green: 0.28, blue: 0.66), 0.9)
            c = blob(c, u, v, cx: 0.88, cy: 0.38, r: 0.4, RGBA(red: 0.55, green: 0.13, blue: 0.48), 0.85)
            return blob(c, u, v, cx: 0.35, cy: 0.85, r: 0.42, RGBA(red: 0.04, green: 0.38, blue: 0.42), 0.8)
        case .watchBlack:
            return .black
        case .visionEnvironment:
            return landscape(u, v)
        case .paper:
            return paper(point)
        }
    }

    /// The region `crop` (points) sampled at pixel centers, `pixelsPerPoint` pixels a point.
    package func pixmap(crop: Rect, pixelsPerPoint: Double) throws -> Pixmap {
        let width = max(1, Int(saturating: (crop.width * pixelsPerPoint).rounded(.up)))
        let height = max(1, Int(saturating: (crop.height * pixelsPerPoint).rounded(.up)))
        var pixmap = try Pixmap(width: width, height: height)
        pixmap.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<height {
                for x in 0..<width {
                    let c = color(at: Point(x: crop.minX + (Double(x) + 0.5) / pixelsPerPoint,
                                            y: crop.minY + (Double(y) + 0.5) / pixelsPerPoint))
                    let i = (y * width + x) * 4
                    bytes[i] = RGBA.byte(c.red)
                    bytes[i + 1] = RGBA.byte(c.green)
                    bytes[i + 2] = RGBA.byte(c.blue)
                    bytes[i + 3] = 255
                }
            }
        }
        return pixmap
    }

    /// The region `crop` blurred by `blurRadius` points. The region is rendered with a margin of
    /// three σ and cut out after blurring, so its edges do not fade into the transparent outside.
    package func blurredPixmap(crop: Rect, pixelsPerPoint: Double) throws -> Pixmap {
        let margin = (3 * Wallpaper.blurRadius * pixelsPerPoint).rounded(.up)
        let marginPoints = margin / pixelsPerPoint
        let wide = Rect(x: crop.minX - marginPoints, y: crop.minY - marginPoints,
                        width: crop.width + 2 * marginPoints, height: crop.height + 2 * marginPoints)
        let blurred = try pixmap(crop: wide, pixelsPerPoint: pixelsPerPoint)
            .blurred(radius: Wallpaper.blurRadius * pixelsPerPoint)
        let width = max(1, Int(saturating: (crop.width * pixelsPerPoint).rounded(.up)))
        let height = max(1, Int(saturating: (crop.height * pixelsPerPoint).rounded(.up)))
        var out = try Pixmap(width: width, height: height)
        let m = Int(margin)
        for y in 0..<height {
            out.copyPixels(width, from: blurred, x: m, y: y + m, toX: 0, y: y)
        }
        return out
    }

    // MARK: - Pictures

    /// Mixes `color` toward a soft blob: weight 1 / (1 + (d/r)⁴) × strength, d in unit coordinates.
    private func blob(_ color: RGBA, _ u: Double, _ v: Double, cx: Double, cy: Double, r: Double,
                      _ tint: RGBA, _ strength: Double) -> RGBA {
        let dx = u - cx, dy = (v - cy) * (Wallpaper.screenSize.height / Wallpaper.screenSize.width) * 0.5
        let q = (dx * dx + dy * dy) / (r * r)
        return AppearanceColorMath.mix(color, tint, strength / (1 + q * q))
    }

    private func landscape(_ u: Double, _ v: Double) -> RGBA {
        func bump(_ c: Double, _ w: Double) -> Double { let t = (u - c) / w; return 1 / (1 + t * t) }
        let ridge = 0.52 - 0.10 * bump(0.25, 0.18) - 0.07 * bump(0.8, 0.12) - 0.03 * bump(0.55, 0.05)
        if v < ridge {
            let t = v / ridge
            let sky = AppearanceColorMath.mix(RGBA(red: 0.36, green: 0.55, blue: 0.80), RGBA(red: 0.82, green: 0.85, blue: 0.84), t * t)
            return blob(sky, u, v, cx: 0.7, cy: 0.18, r: 0.18, RGBA(red: 1, green: 0.97, blue: 0.9), 0.6)
        }
        let depth = min((v - ridge) / 0.4, 1)
        let hills = AppearanceColorMath.mix(RGBA(red: 0.40, green: 0.50, blue: 0.42), RGBA(red: 0.22, green: 0.33, blue: 0.20), depth)
        return blob(hills, u, v, cx: 0.5, cy: 0.75, r: 0.3, RGBA(red: 0.45, green: 0.58, blue: 0.32), 0.5)
    }

    private func paper(_ p: Point) -> RGBA {
        let grain = valueNoise(p.x / 1.5, p.y / 1.5, seed: 1) - 0.5
        let mottle = valueNoise(p.x / 23, p.y / 23, seed: 2) - 0.5
        let fibers = valueNoise(p.x / 17, p.y / 2.2, seed: 3) - 0.5
        let shade = 1 + 0.035 * grain + 0.05 * mottle + 0.03 * fibers
        return RGBA(red: min(0.955 * shade, 1), green: min(0.940 * shade, 1), blue: min(0.905 * shade, 1))
    }

    /// Smooth value noise in 0…1: lattice values from an integer hash, blended with smoothstep.
    private func valueNoise(_ x: Double, _ y: Double, seed: UInt32) -> Double {
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let ix = Int32(truncatingIfNeeded: Int(fx)), iy = Int32(truncatingIfNeeded: Int(fy))
        func lattice(_ dx: Int32, _ dy: Int32) -> Double {
            let hx: UInt32 = UInt32(bitPattern: ix &+ dx) &* 0x8DA6_B343
            let hy: UInt32 = UInt32(bitPattern: iy &+ dy) &* 0xD816_3841
            var h: UInt32 = hx ^ hy ^ (seed &* 0xCB1A_B31F)
            h ^= h >> 15; h = h &* 0x2C1B_3C6D; h ^= h >> 12
            return Double(h & 0xFFFF) / 65535
        }
        func smooth(_ t: Double) -> Double { t * t * (3 - 2 * t) }
        let tx = smooth(x - fx), ty = smooth(y - fy)
        let top = lattice(0, 0) + (lattice(1, 0) - lattice(0, 0)) * tx
        let bottom = lattice(0, 1) + (lattice(1, 1) - lattice(0, 1)) * tx
        return top + (bottom - top) * ty
    }
}
