// A gradient stop: a straight sRGB color at a location along the gradient (0…1, may lie outside),
// shared by the resolved tree, the display list and the rasterizer.

package struct GradientStop: Hashable, Codable, Sendable {
    package var color: RGBA
    package var location: Double
    package init(color: RGBA, location: Double) { self.color = color; self.location = location }
}

extension GradientStop {
    /// The straight color at location t of `stops` sorted by location: linear interpolation between
    /// the stops around t (SwiftUI interpolates straight sRGB components; the rasterizer premultiplies
    /// after). Before the first stop the first color holds, after the last the last.
    package static func straightColor(at t: Double, sorted stops: [GradientStop]) -> RGBA {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        // The last stop at or before t: with two stops at one location, the later one wins at it.
        var index = 0
        while index + 1 < stops.count && stops[index + 1].location <= t { index += 1 }
        let a = stops[index], b = stops[index + 1]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
        return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                    blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
    }
}
