// A mesh gradient (SwiftUI's `MeshGradient`): a grid of `columns × rows` vertices, each with a
// position, a straight sRGB color and the Bézier control points of the four edges leaving it,
// shared by the resolved tree (unit positions in the filled frame), the display list (absolute
// points) and the rasterizer. Each patch between four vertices is the Coons patch of its four cubic
// edges (MeshTessellation.swift draws it).
//
// Invariant: `points.count == colors.count == columns * rows` (and `controls?.count` too), columns
// and rows ≥ 2 (the view layer checks this before it builds one).

/// The control points of the four cubic edges that leave a vertex, toward its leading (previous
/// column), top (previous row), trailing and bottom neighbours. A mesh's outer vertices ignore the
/// ones that point out of it.
package struct MeshControlPoints: Hashable, Codable, Sendable {
    package var leading: Point
    package var top: Point
    package var trailing: Point
    package var bottom: Point
    package init(leading: Point, top: Point, trailing: Point, bottom: Point) {
        self.leading = leading; self.top = top; self.trailing = trailing; self.bottom = bottom
    }
}

package struct MeshGrid: Hashable, Codable, Sendable {
    package var columns: Int
    package var rows: Int
    /// Row-major: vertex (column c, row r) is at index r * columns + c.
    package var points: [Point]
    package var colors: [RGBA]
    /// The color outside every patch (SwiftUI's `background`, clear by default).
    package var background: RGBA
    /// Cubic (Catmull-Rom) color interpolation across vertices when true, bilinear within a patch
    /// when false (SwiftUI's `smoothsColors`).
    package var smoothsColors: Bool
    /// Explicit control points (SwiftUI's `bezierPoints`), one per vertex; nil: implicit ones
    /// (`resolvedControls`).
    package var controls: [MeshControlPoints]?
    /// `colorSpace: .perceptual`: colors blend in Oklab instead of sRGB components. nil (not
    /// `false`) for sRGB, so meshes without it encode as before.
    package var blendsPerceptually: Bool?

    package init(columns: Int, rows: Int, points: [Point], colors: [RGBA], background: RGBA, smoothsColors: Bool,
                 controls: [MeshControlPoints]? = nil, blendsPerceptually: Bool? = nil) {
        self.columns = columns; self.rows = rows; self.points = points; self.colors = colors
        self.background = background; self.smoothsColors = smoothsColors; self.controls = controls
        self.blendsPerceptually = blendsPerceptually
    }

    /// The same mesh with every vertex and control point moved by `transform` (unit → absolute, or
    /// a translation: affine maps, under which Bézier curves stay the same curves).
    package func mappingPoints(_ transform: (Point) -> Point) -> MeshGrid {
        var copy = self
        copy.points = points.map(transform)
        copy.controls = controls?.map {
            MeshControlPoints(leading: transform($0.leading), top: transform($0.top),
                              trailing: transform($0.trailing), bottom: transform($0.bottom))
        }
        return copy
    }

    /// The control points drawn: the explicit ones, or implicit ones that make every row and column
    /// of vertices a Catmull-Rom spline (tangent = half the difference of the two neighbours; at the
    /// mesh's edge, the difference to the one neighbour), each control a third of the tangent from
    /// its vertex. Ours: Apple says only that control points "may either be specified explicitly or
    /// implicitly". Evenly spaced vertices give straight edges at uniform speed: plain bilinear patches.
    package var resolvedControls: [MeshControlPoints] {
        if let controls { return controls }
        func vertex(_ c: Int, _ r: Int) -> Point { points[r * columns + c] }
        func tangent(_ previous: Point?, _ here: Point, _ next: Point?) -> Point {
            switch (previous, next) {
            case let (p?, n?): return Point(x: (n.x - p.x) / 2, y: (n.y - p.y) / 2)
            case let (nil, n?): return n - here
            case let (p?, nil): return here - p
            case (nil, nil): return Point(x: 0, y: 0)
            }
        }
        var result: [MeshControlPoints] = []
        result.reserveCapacity(points.count)
        for r in 0..<rows {
            for c in 0..<columns {
                let here = vertex(c, r)
                let across = tangent(c > 0 ? vertex(c - 1, r) : nil, here, c < columns - 1 ? vertex(c + 1, r) : nil)
                let down = tangent(r > 0 ? vertex(c, r - 1) : nil, here, r < rows - 1 ? vertex(c, r + 1) : nil)
                result.append(MeshControlPoints(leading: Point(x: here.x - across.x / 3, y: here.y - across.y / 3),
                                                top: Point(x: here.x - down.x / 3, y: here.y - down.y / 3),
                                                trailing: Point(x: here.x + across.x / 3, y: here.y + across.y / 3),
                                                bottom: Point(x: here.x + down.x / 3, y: here.y + down.y / 3)))
            }
        }
        return result
    }

    /// The same mesh with every color (vertices and background) passed through `transform`.
    package func mappingColors(_ transform: (RGBA) -> RGBA) -> MeshGrid {
        var copy = self
        copy.colors = colors.map(transform)
        copy.background = transform(background)
        return copy
    }
}

extension MeshGrid {
    /// (u, v) in 0…1 with p = bilinear(a, b, c, d)(u, v), a…d clockwise from the top-left corner;
    /// nil when p is outside the quad. Solves the quadratic in v (Inigo Quilez's formulation).
    static func inverseBilinear(_ p: Point, _ a: Point, _ b: Point, _ c: Point, _ d: Point) -> (Double, Double)? {
        func cross(_ l: Point, _ r: Point) -> Double { l.x * r.y - l.y * r.x }
        let e = Point(x: b.x - a.x, y: b.y - a.y), f = Point(x: d.x - a.x, y: d.y - a.y)
        let g = Point(x: a.x - b.x + c.x - d.x, y: a.y - b.y + c.y - d.y), h = Point(x: p.x - a.x, y: p.y - a.y)
        let k2 = cross(g, f), k1 = cross(e, f) + cross(h, g), k0 = cross(h, e)
        let tolerance = 1e-9
        func u(forV v: Double) -> Double? {
            let dx = e.x + g.x * v, dy = e.y + g.y * v
            if abs(dx) >= abs(dy) { return abs(dx) > 1e-12 ? (h.x - f.x * v) / dx : nil }
            return (h.y - f.y * v) / dy
        }
        func inside(_ v: Double) -> (Double, Double)? {
            guard v >= -tolerance, v <= 1 + tolerance, let u = u(forV: v), u >= -tolerance, u <= 1 + tolerance else { return nil }
            return (min(max(u, 0), 1), min(max(v, 0), 1))
        }
        // Edges a→b and d→c parallel: the equation is linear in v.
        if abs(k2) < 1e-12 * max(abs(k1), 1) {
            guard abs(k1) > 1e-12 else { return nil }
            return inside(-k0 / k1)
        }
        let discriminant = k1 * k1 - 4 * k0 * k2
        guard discriminant >= 0 else { return nil }
        let root = discriminant.squareRoot()
        return inside((-k1 - root) / (2 * k2)) ?? inside((-k1 + root) / (2 * k2))
    }

    /// Per-vertex values (a color's four channels, in sRGB or Oklab) interpolated at grid parameter
    /// (s, t): bilinear within the patch, or a uniform Catmull-Rom spline across the vertices with
    /// the edge vertices repeated (smooth). Not clamped: the caller maps the result back to a color.
    package func interpolate(_ values: [SIMD4<Double>], atColumn s: Double, row t: Double) -> SIMD4<Double> {
        let column = min(Int(s), columns - 2), row = min(Int(t), rows - 2)
        let u = s - Double(column), v = t - Double(row)
        func vertex(_ c: Int, _ r: Int) -> SIMD4<Double> {
            values[min(max(r, 0), rows - 1) * columns + min(max(c, 0), columns - 1)]
        }
        let weights: (Double) -> [Double] = smoothsColors ? Self.catmullRomWeights : { [0, 1 - $0, $0, 0] }
        let wu = weights(u), wv = weights(v)
        var sum = SIMD4<Double>(repeating: 0)
        for j in 0..<4 where wv[j] != 0 {
            for i in 0..<4 where wu[i] != 0 {
                sum += wu[i] * wv[j] * vertex(column + i - 1, row + j - 1)
            }
        }
        return sum
    }

    /// The values `interpolate` blends: each vertex color's channels in the mesh's blending space.
    package var blendedValues: [SIMD4<Double>] {
        colors.map { color in
            if blendsPerceptually == true {
                let lab = Oklab(color)
                return SIMD4(lab.lightness, lab.a, lab.b, color.alpha)
            }
            return SIMD4(color.red, color.green, color.blue, color.alpha)
        }
    }

    /// The color of an interpolated `blendedValues` sum, clamped to sRGB.
    package func color(of value: SIMD4<Double>) -> RGBA {
        func clamp(_ x: Double) -> Double { min(max(x, 0), 1) }
        if blendsPerceptually == true {
            return Oklab(lightness: value.x, a: value.y, b: value.z).rgba(alpha: clamp(value.w))
        }
        return RGBA(red: clamp(value.x), green: clamp(value.y), blue: clamp(value.z), alpha: clamp(value.w))
    }

    /// Weights of the four vertices around a span (previous, start, end, next) at t in 0…1.
    static func catmullRomWeights(_ t: Double) -> [Double] {
        let t2 = t * t, t3 = t2 * t
        return [(-t3 + 2 * t2 - t) / 2, (3 * t3 - 5 * t2 + 2) / 2, (-3 * t3 + 4 * t2 + t) / 2, (t3 - t2) / 2]
    }
}
