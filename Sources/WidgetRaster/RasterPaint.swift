import WidgetGeometry

/// What fills the covered pixels. Geometry is in user space: the same transform that maps the path
/// maps the paint. Colors are straight sRGB (`RGBA`); paints premultiply when they are prepared.
package enum RasterPaint: Hashable, Sendable {
    case solid(RGBA)
    /// Colors along the line start → end, padded with the end colors beyond it.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// Colors by distance from `center`, from `startRadius` (location 0) to `endRadius` (location 1),
    /// padded beyond (SwiftUI's `RadialGradient`: both circles share the center).
    case radialGradient(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
    /// Colors by angle around `center`, in radians clockwise on screen from +x (SwiftUI's
    /// `AngularGradient`); see `AngularGradientShader` for spans other than one full turn.
    case angularGradient(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
    /// Colors by elliptical distance: location 0 on the ellipse of radii startFraction × (radiusX,
    /// radiusY) around `center`, 1 on endFraction's, padded beyond (SwiftUI's `EllipticalGradient`).
    case ellipticalGradient(stops: [GradientStop], center: Point, radiusX: Double, radiusY: Double,
                            startFraction: Double, endFraction: Double)
    /// Colors interpolated across a mesh of vertices (SwiftUI's `MeshGradient`), the background
    /// outside it.
    case meshGradient(MeshGrid)
    /// An image (premultiplied pixmap) stretched over `rect`, sampled with `quality`; outside the rect
    /// its edge pixels repeat (draw the rect itself to avoid that, as `Canvas.drawImage` does).
    case image(Pixmap, rect: Rect, quality: ImageQuality)
}

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

/// A paint prepared for one draw: device-space evaluation of premultiplied colors.
protocol Shader {
    /// A single color for every pixel, when the paint is one (lets the blitter skip shading).
    var solidColor: PremultipliedColor? { get }
    /// The one color of row y, when the paint is constant along rows (a vertical linear gradient).
    func rowColor(y: Int) -> PremultipliedColor?
    /// Premultiplied colors of pixels x ..< x + count of row y, sampled at pixel centers.
    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>)
}

extension Shader {
    func rowColor(y: Int) -> PremultipliedColor? { solidColor }
}

extension RasterPaint {
    /// The shader for this paint drawn with `transform` (user → device) at `opacity`.
    /// Nil when the paint draws nothing (a singular transform for a gradient, no stops).
    func makeShader(transform: Transform, opacity: Double) -> Shader? {
        switch self {
        case .solid(let color):
            return SolidShader(solidColor: PremultipliedColor(color, opacity: opacity))
        case .linearGradient(let stops, let start, let end):
            guard let inverse = transform.inverted, let lut = GradientLUT(stops: stops, opacity: opacity) else { return nil }
            return LinearGradientShader(lut: lut, deviceToUser: inverse, start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            guard let inverse = transform.inverted, let lut = GradientLUT(stops: stops, opacity: opacity) else { return nil }
            return RadialGradientShader(lut: lut, deviceToUser: inverse, center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            guard let inverse = transform.inverted, let lut = GradientLUT(stops: stops, opacity: opacity) else { return nil }
            return AngularGradientShader(lut: lut, deviceToUser: inverse, center: center, startAngle: a0, endAngle: a1)
        case .ellipticalGradient(let stops, let center, let rx, let ry, let f0, let f1):
            // A radial gradient in the space where the ellipse of radii (rx, ry) is the unit circle.
            guard rx > 0, ry > 0, let inverse = transform.inverted,
                  let lut = GradientLUT(stops: stops, opacity: opacity) else { return nil }
            let toUnit = Transform.translation(x: -center.x, y: -center.y).concatenating(.scale(x: 1 / rx, y: 1 / ry))
            return RadialGradientShader(lut: lut, deviceToUser: inverse.concatenating(toUnit), center: .zero,
                                        startRadius: f0, endRadius: f1)
        case .meshGradient(let mesh):
            guard let inverse = transform.inverted else { return nil }
            return MeshGradientShader(mesh: mesh, deviceToUser: inverse, opacity: opacity)
        case .image(let pixmap, let rect, let quality):
            return ImageShader(image: pixmap, rect: rect, quality: quality, transform: transform, opacity: opacity)
        }
    }
}

struct SolidShader: Shader {
    let solidColor: PremultipliedColor?
    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        colors.update(repeating: solidColor?.packed ?? 0, count: count)
    }
}
