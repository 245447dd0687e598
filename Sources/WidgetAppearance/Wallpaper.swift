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
        let blobs = self.blobs
        return color(column(point.x, blobs), row(point.y, blobs), blobs)
    }

    /// The region `crop` (points) sampled at pixel centers, `pixelsPerPoint` pixels a point. The terms
    /// of one column or one row are computed once (`Column`, `Row`): the same operations as
    /// `color(at:)`, so the same bytes, with a third of the divisions.
    package func pixmap(crop: Rect, pixelsPerPoint: Double) throws -> Pixmap {
        let width = max(1, Int(saturating: (crop.width * pixelsPerPoint).rounded(.up)))
        let height = max(1, Int(saturating: (crop.height * pixelsPerPoint).rounded(.up)))
        var pixmap = try Pixmap(width: width, height: height)
        // Looked up once: per pixel, a static lookup would cost as much as the arithmetic.
        let blobs = self.blobs
        let columns = (0..<width).map { x in column(crop.minX + (Double(x) + 0.5) / pixelsPerPoint, blobs) }
        pixmap.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<height {
                let row = row(crop.minY + (Double(y) + 0.5) / pixelsPerPoint, blobs)
                for x in 0..<width {
                    let c = color(columns[x], row, blobs)
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

    /// A soft blob: `color` mixed toward `tint` by strength / (1 + (d/r)⁴), d in unit coordinates
    /// with the vertical distance scaled by the screen's aspect ratio and halved.
    private struct Blob {
        let cx: Double, cy: Double, r: Double, tint: RGBA, strength: Double

        /// The squared horizontal distance of unit coordinate `u` (a column's term).
        func horizontal(_ u: Double) -> Double { let dx = u - cx; return dx * dx }
        /// The squared vertical distance of unit coordinate `v` (a row's term).
        func vertical(_ v: Double) -> Double {
            let dy = (v - cy) * (Wallpaper.screenSize.height / Wallpaper.screenSize.width) * 0.5
            return dy * dy
        }
        func mixed(_ color: RGBA, horizontal: Double, vertical: Double) -> RGBA {
            let q = (horizontal + vertical) / (r * r)
            return AppearanceColorMath.mix(color, tint, strength / (1 + q * q))
        }
    }

    /// A wallpaper's blobs, as plain values (a tuple, not an array: nothing to retain per pixel).
    private typealias Blobs = (Blob, Blob, Blob)
    /// Fills the slots of a wallpaper with fewer than three blobs; its terms are never used.
    private static let unused = Blob(cx: 0, cy: 0, r: 1, tint: .black, strength: 0)

    private static let lightBlobs: Blobs = (
        Blob(cx: 0.15, cy: 0.22, r: 0.42, tint: RGBA(red: 1.0, green: 0.76, blue: 0.58), strength: 0.9),
        Blob(cx: 0.9, cy: 0.42, r: 0.45, tint: RGBA(red: 0.70, green: 0.68, blue: 1.0), strength: 0.85),
        Blob(cx: 0.3, cy: 0.82, r: 0.4, tint: RGBA(red: 0.62, green: 0.92, blue: 0.84), strength: 0.8))
    private static let darkBlobs: Blobs = (
        Blob(cx: 0.2, cy: 0.25, r: 0.45, tint: RGBA(red: 0.12, green: 0.28, blue: 0.66), strength: 0.9),
        Blob(cx: 0.88, cy: 0.38, r: 0.4, tint: RGBA(red: 0.55, green: 0.13, blue: 0.48), strength: 0.85),
        Blob(cx: 0.35, cy: 0.85, r: 0.42, tint: RGBA(red: 0.04, green: 0.38, blue: 0.42), strength: 0.8))
    /// The landscape's sun (in the sky) and meadow light (on the hills).
    private static let landscapeBlobs: Blobs = (
        Blob(cx: 0.7, cy: 0.18, r: 0.18, tint: RGBA(red: 1, green: 0.97, blue: 0.9), strength: 0.6),
        Blob(cx: 0.5, cy: 0.75, r: 0.3, tint: RGBA(red: 0.45, green: 0.58, blue: 0.32), strength: 0.5),
        unused)

    private var blobs: Blobs {
        switch self {
        case .iosLight: Wallpaper.lightBlobs
        case .iosDark: Wallpaper.darkBlobs
        case .visionEnvironment: Wallpaper.landscapeBlobs
        case .watchBlack, .paper: (Wallpaper.unused, Wallpaper.unused, Wallpaper.unused)
        }
    }

    /// One lattice axis of value noise at a coordinate: the hashes of the two lattice lines around
    /// it and the smoothstep weight between them.
    private struct NoiseAxis {
        var near: UInt32 = 0, far: UInt32 = 0, weight = 0.0

        init() {}
        init(_ x: Double, multiplier: UInt32) {
            let f = x.rounded(.down)
            let i = Int32(truncatingIfNeeded: Int(f))
            near = UInt32(bitPattern: i) &* multiplier
            far = UInt32(bitPattern: i &+ 1) &* multiplier
            let t = x - f
            weight = t * t * (3 - 2 * t)
        }
    }

    /// Everything a color takes from its x coordinate alone.
    private struct Column {
        var u = 0.0
        /// Each blob's `horizontal` term.
        var blobs = (0.0, 0.0, 0.0)
        /// The landscape's horizon height at u.
        var ridge = 0.0
        /// The paper's grain, mottle and fibers.
        var noise = (NoiseAxis(), NoiseAxis(), NoiseAxis())
    }

    /// Everything a color takes from its y coordinate alone.
    private struct Row {
        var v = 0.0
        /// Each blob's `vertical` term.
        var blobs = (0.0, 0.0, 0.0)
        /// The iOS wallpapers' vertical gradient at v.
        var base = RGBA.black
        var noise = (NoiseAxis(), NoiseAxis(), NoiseAxis())
    }

    /// Lattice multipliers of value noise per axis (an integer hash; **ours**).
    private static let noiseX: UInt32 = 0x8DA6_B343, noiseY: UInt32 = 0xD816_3841

    /// The terms of x; `blobs` are the wallpaper's own (`blobs`), as in `row` and `color`.
    private func column(_ x: Double, _ blobs: Blobs) -> Column {
        var column = Column()
        column.u = x / Wallpaper.screenSize.width
        column.blobs = (blobs.0.horizontal(column.u), blobs.1.horizontal(column.u), blobs.2.horizontal(column.u))
        switch self {
        case .visionEnvironment:
            func bump(_ c: Double, _ w: Double) -> Double { let t = (column.u - c) / w; return 1 / (1 + t * t) }
            column.ridge = 0.52 - 0.10 * bump(0.25, 0.18) - 0.07 * bump(0.8, 0.12) - 0.03 * bump(0.55, 0.05)
        case .paper:
            column.noise = (NoiseAxis(x / 1.5, multiplier: Wallpaper.noiseX), NoiseAxis(x / 23, multiplier: Wallpaper.noiseX),
                            NoiseAxis(x / 17, multiplier: Wallpaper.noiseX))
        case .iosLight, .iosDark, .watchBlack:
            break
        }
        return column
    }

    private func row(_ y: Double, _ blobs: Blobs) -> Row {
        var row = Row()
        row.v = y / Wallpaper.screenSize.height
        row.blobs = (blobs.0.vertical(row.v), blobs.1.vertical(row.v), blobs.2.vertical(row.v))
        switch self {
        case .iosLight:
            row.base = AppearanceColorMath.mix(RGBA(red: 0.91, green: 0.93, blue: 0.98), RGBA(red: 0.97, green: 0.89, blue: 0.93), row.v)
        case .iosDark:
            row.base = AppearanceColorMath.mix(RGBA(red: 0.04, green: 0.06, blue: 0.16), RGBA(red: 0.10, green: 0.05, blue: 0.18), row.v)
        case .paper:
            row.noise = (NoiseAxis(y / 1.5, multiplier: Wallpaper.noiseY), NoiseAxis(y / 23, multiplier: Wallpaper.noiseY),
                         NoiseAxis(y / 2.2, multiplier: Wallpaper.noiseY))
        case .visionEnvironment, .watchBlack:
            break
        }
        return row
    }

    /// The color where `column` and `row` cross; `blobs` are the wallpaper's own (`blobs`).
    @inline(__always)
    private func color(_ column: Column, _ row: Row, _ blobs: Blobs) -> RGBA {
        switch self {
        case .iosLight, .iosDark:
            var c = blobs.0.mixed(row.base, horizontal: column.blobs.0, vertical: row.blobs.0)
            c = blobs.1.mixed(c, horizontal: column.blobs.1, vertical: row.blobs.1)
            return blobs.2.mixed(c, horizontal: column.blobs.2, vertical: row.blobs.2)
        case .watchBlack:
            return .black
        case .visionEnvironment:
            let v = row.v, ridge = column.ridge
            if v < ridge {
                let t = v / ridge
                let sky = AppearanceColorMath.mix(RGBA(red: 0.36, green: 0.55, blue: 0.80), RGBA(red: 0.82, green: 0.85, blue: 0.84), t * t)
                return blobs.0.mixed(sky, horizontal: column.blobs.0, vertical: row.blobs.0)
            }
            let depth = min((v - ridge) / 0.4, 1)
            let hills = AppearanceColorMath.mix(RGBA(red: 0.40, green: 0.50, blue: 0.42), RGBA(red: 0.22, green: 0.33, blue: 0.20), depth)
            return blobs.1.mixed(hills, horizontal: column.blobs.1, vertical: row.blobs.1)
        case .paper:
            let grain = valueNoise(column.noise.0, row.noise.0, seed: 1) - 0.5
            let mottle = valueNoise(column.noise.1, row.noise.1, seed: 2) - 0.5
            let fibers = valueNoise(column.noise.2, row.noise.2, seed: 3) - 0.5
            let shade = 1 + 0.035 * grain + 0.05 * mottle + 0.03 * fibers
            return RGBA(red: min(0.955 * shade, 1), green: min(0.940 * shade, 1), blue: min(0.905 * shade, 1))
        }
    }

    /// Smooth value noise in 0…1: lattice values from an integer hash, blended with smoothstep.
    private func valueNoise(_ x: NoiseAxis, _ y: NoiseAxis, seed: UInt32) -> Double {
        func lattice(_ hx: UInt32, _ hy: UInt32) -> Double {
            var h: UInt32 = hx ^ hy ^ (seed &* 0xCB1A_B31F)
            h ^= h >> 15; h = h &* 0x2C1B_3C6D; h ^= h >> 12
            return Double(h & 0xFFFF) / 65535
        }
        let top = lattice(x.near, y.near) + (lattice(x.far, y.near) - lattice(x.near, y.near)) * x.weight
        let bottom = lattice(x.near, y.far) + (lattice(x.far, y.far) - lattice(x.near, y.far)) * x.weight
        return top + (bottom - top) * y.weight
    }
}
