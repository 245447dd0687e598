import Foundation
import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetRaster

// Bridges from the display list's values (points, degrees, SwiftUI names) to the raster's, so a
// painter maps each op in one call and every convention lives here.

extension VectorPath {
    /// The outline of a display-list shape in `frame` (points). Nil for `.containerRelative`, which
    /// layout always replaces with a concrete shape.
    package static func shape(_ kind: ShapeKind, in frame: Rect) -> VectorPath? {
        switch kind {
        case .rectangle: return .rectangle(frame)
        case .roundedRectangle(let width, let height, let style):
            return .roundedRectangle(frame, cornerWidth: width, cornerHeight: height, style: CornerCurve(style))
        case .circle: return .circle(in: frame)
        case .ellipse: return .ellipse(in: frame)
        case .capsule(let style): return .capsule(in: frame, style: CornerCurve(style))
        case .containerRelative, .concentric: return nil
        case .unitPath(let path):
            return path.transformed(by: Transform.scale(x: frame.width, y: frame.height)
                .concatenating(.translation(x: frame.minX, y: frame.minY)))
        case .unevenRoundedRectangle(let radii, let style):
            return .unevenRoundedRectangle(frame, topLeading: radii.topLeading, bottomLeading: radii.bottomLeading,
                                           bottomTrailing: radii.bottomTrailing, topTrailing: radii.topTrailing,
                                           style: CornerCurve(style))
        case .framePath(let path):
            return path.transformed(by: .translation(x: frame.minX, y: frame.minY))
        case .adjusted(let base, let adjustment):
            return adjustedShape(base, adjustment, in: frame)
        }
    }
}

extension CornerCurve {
    package init(_ style: CornerStyleValue) {
        switch style {
        case .circular: self = .circular
        case .continuous: self = .continuous
        }
    }
}

extension RasterPaint {
    /// A display-list paint; angular gradient angles go from degrees to radians.
    package init(_ paint: Paint) {
        switch paint {
        case .color(let color): self = .solid(color)
        case .linearGradient(let stops, let start, let end): self = .linearGradient(stops: stops, start: start, end: end)
        case .radialGradient(let stops, let center, let r0, let r1):
            self = .radialGradient(stops: stops, center: center, startRadius: r0, endRadius: r1)
        case .angularGradient(let stops, let center, let start, let end):
            self = .angularGradient(stops: stops, center: center, startAngle: start * .pi / 180, endAngle: end * .pi / 180)
        case .ellipticalGradient(let stops, let center, let rx, let ry, let f0, let f1):
            self = .ellipticalGradient(stops: stops, center: center, radiusX: rx, radiusY: ry, startFraction: f0, endFraction: f1)
        case .meshGradient(let mesh): self = .meshGradient(mesh)
        }
    }
}

extension RasterStrokeStyle {
    /// The geometry of a display-list stroke (its paint is `RasterPaint(stroke.paint)`).
    package init(_ stroke: StrokeOp) {
        self.init(width: stroke.lineWidth, cap: stroke.cap, join: stroke.join, miterLimit: stroke.miterLimit,
                  dash: stroke.dash, dashPhase: stroke.dashPhase ?? 0)
    }
}

extension Pixmap {
    /// This image recolored by a display-list filter.
    func filtered(_ filter: ImageFilter) -> Pixmap {
        switch filter {
        case .colorize(let color, let byLuminance): return colorized(color, byLuminance: byLuminance)
        case .desaturate: return desaturated()
        }
    }
}
