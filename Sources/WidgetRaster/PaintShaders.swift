import WidgetGeometry

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

extension Paint {
    /// The shader for this paint drawn with `transform` (user → device) at `opacity`.
    /// Nil when the paint draws nothing (a singular transform for a gradient, no stops).
    func makeShader(transform: Transform, opacity: Double) -> Shader? {
        switch self {
        case .color(let color):
            return SolidShader(solidColor: PremultipliedColor(color, opacity: opacity))
        case .linearGradient(let stops, let start, let end):
            guard let inverse = transform.inverted, let lut = GradientLUT(stops: stops, opacity: opacity) else { return nil }
            return LinearGradientShader(lut: lut, deviceToUser: inverse, start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            guard let inverse = transform.inverted, let lut = GradientLUT(stops: stops, opacity: opacity) else { return nil }
            return RadialGradientShader(lut: lut, deviceToUser: inverse, center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let a0, let a1):
            guard let inverse = transform.inverted, let lut = GradientLUT(stops: stops, opacity: opacity) else { return nil }
            // The paint's degrees, in radians for the shader.
            return AngularGradientShader(lut: lut, deviceToUser: inverse, center: center, startAngle: a0 * .pi / 180,
                                         endAngle: a1 * .pi / 180)
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
        }
    }
}

struct SolidShader: Shader {
    let solidColor: PremultipliedColor?
    func shade(y: Int, x: Int, count: Int, into colors: UnsafeMutablePointer<UInt32>) {
        colors.update(repeating: solidColor?.packed ?? 0, count: count)
    }
}
