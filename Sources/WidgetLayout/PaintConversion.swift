import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// Resolved paints have unit points relative to the frame of the view they fill; the display list
// wants absolute points. Radii and angles are already absolute and pass through.

extension LayoutEngine {
    func absolutePaint(_ paint: ResolvedPaint, in frame: Rect) -> Paint {
        func point(_ unit: ResolvedUnitPoint) -> Point {
            Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        }
        switch paint {
        case .color(let color):
            return .color(color)
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops, start: point(start), end: point(end))
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return .radialGradient(stops: stops, center: point(center), startRadius: startRadius, endRadius: endRadius)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return .angularGradient(stops: stops, center: point(center), startAngle: startAngle, endAngle: endAngle)
        case .ellipticalGradient(let stops, let center, let startFraction, let endFraction):
            // The unit square stretched to the frame: fraction f reaches f × width across, f × height down.
            return .ellipticalGradient(stops: stops, center: point(center), radiusX: frame.width, radiusY: frame.height,
                                       startFraction: startFraction, endFraction: endFraction)
        case .meshGradient(let mesh):
            return .meshGradient(mesh.mappingPoints { Point(x: frame.minX + $0.x * frame.width, y: frame.minY + $0.y * frame.height) })
        }
    }
}

extension Paint {
    /// The same paint moved by `delta` (used when rounding moves its op's frame).
    func translated(by delta: Point) -> Paint {
        switch self {
        case .color:
            return self
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops, start: start + delta, end: end + delta)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return .radialGradient(stops: stops, center: center + delta, startRadius: startRadius, endRadius: endRadius)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return .angularGradient(stops: stops, center: center + delta, startAngle: startAngle, endAngle: endAngle)
        case .ellipticalGradient(let stops, let center, let rx, let ry, let f0, let f1):
            return .ellipticalGradient(stops: stops, center: center + delta, radiusX: rx, radiusY: ry,
                                       startFraction: f0, endFraction: f1)
        case .meshGradient(let mesh):
            return .meshGradient(mesh.mappingPoints { $0 + delta })
        }
    }
}
