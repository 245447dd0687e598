import WidgetGeometry

/// A gradient's colors at 256 evenly spaced locations, premultiplied.
///
/// SwiftUI interpolates gradient stops in straight (unpremultiplied) sRGB-encoded components, then the
/// result is premultiplied: a stop from clear black to opaque white is gray in the middle at half
/// alpha, not a darker premultiplied blend. 256 entries match 8-bit output: each location t maps to
/// entry round(t × 255), so a black → white gradient gives exactly round(t × 255) per channel.
struct GradientLUT {
    static let size = 256
    /// Premultiplied packed colors; entry i is location i / 255.
    let colors: [UInt32]

    /// Nil when there are no stops. Stops are stably sorted by location; locations outside 0…1 still
    /// shape the curve inside it. Before the first stop the first color holds, after the last the last.
    init?(stops: [GradientStop], opacity: Double) {
        let usable = stops.filter { $0.location.isFinite }
        guard !usable.isEmpty else { return nil }
        let sorted = usable.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
        colors = (0..<GradientLUT.size).map { i in
            let t = Double(i) / Double(GradientLUT.size - 1)
            return PremultipliedColor(GradientStop.straightColor(at: t, sorted: sorted), opacity: opacity).packed
        }
    }

    /// The entry for location t (clamped to 0…1: the gradient pads).
    @inline(__always) func color(at t: Double) -> UInt32 {
        let clamped = t.isNaN ? 0 : min(max(t, 0), 1)
        return colors[Int(clamped * Double(GradientLUT.size - 1) + 0.5)]
    }
}
