// WidgetGeometry: plain values shared by every stage of the pipeline.
//
// Glossary
// - Point, Size, Rect: in points (layout) or pixels (raster); the type does not say which,
//   the function that takes it does. Origin is top-left, y grows downward.
// - Insets: distances inward from each edge (top, leading, bottom, trailing). Leading is left:
//   we render left-to-right layouts only.
// - Transform: a 2D affine map, applied to column vectors (x' = a·x + c·y + tx).
// - VectorPath: move/line/quad/cubic/close segments; shapes are built as paths.
// - RGBA: a straight (unpremultiplied) sRGB-encoded color, components in 0…1.
// - Pixmap: premultiplied RGBA8 pixels in sRGB, row-major, no padding.
// - MeshGrid: a mesh gradient's vertices, colors and Bézier control points; MeshTessellation cuts
//   its Coons patches into bilinear quads to find a point's place in the grid.
// - Homography / ArcWarp: the maps a finished layer is resampled through (a plane rotated in 3-D;
//   a label bent along a watch bezel).
// - Oklab: the perceptual color space colors blend in when asked (`Color.mix`, mesh gradients).

package struct Point: Hashable, Codable, Sendable, CustomStringConvertible {
    package var x: Double
    package var y: Double
    package init(x: Double, y: Double) { self.x = x; self.y = y }
    package static let zero = Point(x: 0, y: 0)
    package var description: String { "(\(x), \(y))" }

    package static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
    package static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
    package static func * (a: Point, s: Double) -> Point { Point(x: a.x * s, y: a.y * s) }
}

package struct Size: Hashable, Codable, Sendable, CustomStringConvertible {
    package var width: Double
    package var height: Double
    package init(width: Double, height: Double) { self.width = width; self.height = height }
    package static let zero = Size(width: 0, height: 0)
    package var description: String { "\(width)×\(height)" }
}

package struct Rect: Hashable, Codable, Sendable, CustomStringConvertible {
    package var origin: Point
    package var size: Size
    package init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    package var minX: Double { origin.x }
    package var minY: Double { origin.y }
    package var maxX: Double { origin.x + size.width }
    package var maxY: Double { origin.y + size.height }
    package var midX: Double { origin.x + size.width / 2 }
    package var midY: Double { origin.y + size.height / 2 }
    package var width: Double { size.width }
    package var height: Double { size.height }
    package var center: Point { Point(x: midX, y: midY) }
    package var isEmpty: Bool { !(size.width > 0 && size.height > 0) }
    package var description: String { "[\(origin.x), \(origin.y), \(size.width), \(size.height)]" }

    package func inset(by insets: Insets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: width - insets.leading - insets.trailing,
             height: height - insets.top - insets.bottom)
    }

    package func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The smallest rect containing both. An empty rect still contributes its origin.
    package func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX), y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The overlap, or nil when the rects do not overlap.
    package func intersection(_ other: Rect) -> Rect? {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

package struct Insets: Hashable, Codable, Sendable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double
    package init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    package init(all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    package static let zero = Insets()
    package var horizontal: Double { leading + trailing }
    package var vertical: Double { top + bottom }
}
