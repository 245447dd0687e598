import WidgetGeometry
import WidgetResolved

// A gradient tint on a gauge or a progress indicator runs along the indicator (docs/platform.md §6):
// Apple's `tint(_:)` example is a linear gauge tinted with a gradient from blue to red, and widgets
// commonly tint an `accessoryCircular` gauge with `Gradient(colors: [.green, …, .red])`. A gradient
// resolved for a shape's own box (top to bottom) would instead stripe the thin bar or ring across
// its width, so the gradient's stops are re-laid along the track: leading to trailing over the whole
// bar (the filled part shows the colors up to its value), clockwise over the whole arc, and a marker
// takes the color at its value. A color tint passes through unchanged.

extension Indicator {
    /// The stops of a gradient tint, sorted by location (stable); nil when the tint is a color.
    static func gradientStops(_ tint: ResolvedPaint) -> [GradientStop]? {
        let stops: [GradientStop]
        switch tint {
        case .color: return nil
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _): stops = s
        case .ellipticalGradient(let s, _, _, _): stops = s
        // A mesh tint runs its first row of vertex colors along the track (ours).
        case .meshGradient(let mesh):
            stops = (0..<mesh.columns).map {
                GradientStop(color: mesh.colors[$0], location: Double($0) / Double(mesh.columns - 1))
            }
        }
        return stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    /// The paint of a bar part that covers `fraction` of the track from its leading edge, with a
    /// gradient laid over the whole track (so its end point lies at 1 / fraction of the part's width).
    static func barPaint(_ tint: ResolvedPaint, covering fraction: Double) -> ResolvedPaint {
        guard let stops = gradientStops(tint) else { return tint }
        let end = fraction > 0 ? 1 / fraction : 1
        return .linearGradient(stops: stops, start: ResolvedUnitPoint(x: 0, y: 0.5), end: ResolvedUnitPoint(x: end, y: 0.5))
    }

    /// The paint of an arc drawn as a circle trimmed from 0 (3 o'clock, before the arc's rotation) over
    /// `span` of a turn: a gradient runs clockwise from the arc's start to its end. A closed ring
    /// keeps a seam of `closedRingSeam` degrees before its start, across which an angular gradient
    /// turns from its last color back to its first (SwiftUI fills an angular gradient's missing
    /// range that way), so the round cap at the start shows the first color, not the last.
    static func arcPaint(_ tint: ResolvedPaint, span: Double) -> ResolvedPaint {
        guard let stops = gradientStops(tint) else { return tint }
        let end = span >= 1 ? 360 - closedRingSeam : 360 * span
        return .angularGradient(stops: stops, center: ResolvedUnitPoint(x: 0.5, y: 0.5), startAngle: 0, endAngle: end)
    }

    /// Our rule: wide enough that the first half of the seam covers a 6 pt round cap on a 64 pt ring.
    static let closedRingSeam = 12.0

    /// A marker's paint: the gradient's color at `fraction` of the track.
    static func markerPaint(_ tint: ResolvedPaint, at fraction: Double) -> ResolvedPaint {
        guard let stops = gradientStops(tint) else { return tint }
        return .color(GradientStop.straightColor(at: fraction, sorted: stops))
    }
}
