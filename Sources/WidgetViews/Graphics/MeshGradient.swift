import Foundation
import WidgetGeometry
import WidgetResolved

/// SwiftUI's `MeshGradient` (iOS 18): a `width × height` grid of vertices in unit space of the
/// filled frame, each with a color; the colors blend across the patches between the vertices. A
/// shape style and a view (a rectangle filled with it). Drawn by `MeshGrid` (docs/views.md): patches
/// have straight edges (Bézier control points are accepted, their curvature is not drawn, ours), and
/// smooth colors follow a Catmull-Rom spline through the vertices (ours; Apple publishes only that
/// `smoothsColors` chooses cubic over bilinear interpolation).
public struct MeshGradient: ShapeStyle, PaintResolvable, Hashable, Sendable {
    /// A vertex with the four control points of the curves leaving it.
    public struct BezierPoint: Hashable, Sendable {
        public var position: SIMD2<Float>
        public var leadingControlPoint: SIMD2<Float>
        public var topControlPoint: SIMD2<Float>
        public var trailingControlPoint: SIMD2<Float>
        public var bottomControlPoint: SIMD2<Float>
        public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
                    trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>) {
            self.position = position; self.leadingControlPoint = leadingControlPoint; self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint; self.bottomControlPoint = bottomControlPoint
        }
    }

    public enum Locations: Hashable, Sendable {
        case points([SIMD2<Float>])
        case bezierPoints([BezierPoint])
    }

    public enum Colors: Hashable, Sendable {
        case colors([Color])
    }

    public var width: Int
    public var height: Int
    public var locations: Locations
    public var colors: Colors
    public var background: Color
    public var smoothsColors: Bool
    /// `.device` blends the vertex colors' sRGB components, `.perceptual` blends them in Oklab (ours,
    /// as `Color.mix`).
    public var colorSpace: Gradient.ColorSpace

    public init(width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.width = width; self.height = height; self.locations = locations; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.colorSpace = colorSpace
    }

    public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
                smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
        self.init(width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
                  background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    func resolvePaint(in environment: EnvironmentValues) throws -> ResolvedPaint {
        // SwiftUI draws nothing for a mesh whose counts do not match; we say why instead.
        guard width >= 2, height >= 2 else {
            throw CheckFailure("MeshGradient needs width and height of at least 2 (got \(width) × \(height))")
        }
        let positions: [SIMD2<Float>]
        var bezierPoints: [BezierPoint]?
        switch locations {
        case .points(let points): positions = points
        case .bezierPoints(let points): positions = points.map(\.position); bezierPoints = points
        }
        // The grid's sizes come from user input: multiplied without trapping (an absurd grid is just wrong).
        let count = Pixmap.pixelCount(width: width, height: height)
        guard case .colors(let colorList) = colors, positions.count == count, colorList.count == count else {
            throw CheckFailure("MeshGradient of \(width) × \(height) needs \(count) points and colors")
        }
        func point(_ p: SIMD2<Float>, _ name: String) throws -> Point {
            Point(x: try Check.finite(Double(p.x), "\(name) x"), y: try Check.finite(Double(p.y), "\(name) y"))
        }
        let points = try positions.map { try point($0, "mesh point") }
        let controls = try bezierPoints?.map {
            MeshControlPoints(leading: try point($0.leadingControlPoint, "mesh control point"),
                              top: try point($0.topControlPoint, "mesh control point"),
                              trailing: try point($0.trailingControlPoint, "mesh control point"),
                              bottom: try point($0.bottomControlPoint, "mesh control point"))
        }
        return .meshGradient(MeshGrid(columns: width, rows: height, points: points,
                                      colors: try colorList.map { try $0.resolve(in: environment) },
                                      background: try background.resolve(in: environment), smoothsColors: smoothsColors,
                                      controls: controls, blendsPerceptually: colorSpace.isPerceptual ? true : nil))
    }
}

extension MeshGradient: View, StyleView { public typealias Body = Never }
