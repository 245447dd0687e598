import Foundation
import WidgetGeometry
import WidgetResolved
import WidgetDisplayList
import WidgetRaster

// Bridges from the display list's shapes and filters to the raster's paths and image recoloring, so a
// painter maps each op in one call. Paints and stroke styles need none: the list and the raster
// share them (WidgetGeometry's `Paint`, `StrokeStyleValue`).

extension VectorPath {
    /// The outline of a display-list shape in `frame` (points).
    package static func shape(_ kind: DisplayShape, in frame: Rect) -> VectorPath {
        switch kind {
        case .rectangle: return .rectangle(frame)
        case .roundedRectangle(let width, let height, let style):
            return .roundedRectangle(frame, cornerWidth: width, cornerHeight: height, style: CornerCurve(style))
        case .circle: return .circle(in: frame)
        case .ellipse: return .ellipse(in: frame)
        case .capsule(let style): return .capsule(in: frame, style: CornerCurve(style))
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

extension Pixmap {
    /// This image recolored by a display-list filter.
    func filtered(_ filter: ImageFilter) -> Pixmap {
        switch filter {
        case .colorize(let color, let byLuminance): return colorized(color, byLuminance: byLuminance)
        case .desaturate: return desaturated()
        }
    }
}
