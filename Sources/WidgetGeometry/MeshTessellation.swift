// How a mesh is drawn: each patch is the Coons patch of its four cubic edges (the blend of the
// edge curves less the bilinear blend of the corners), cut into small bilinear quads that remember
// where in the grid they lie; a pixel is found in its quad by inverting the quad's bilinear map
// (`MeshGrid.inverseBilinear`). Apple documents "a tessellated sequence of Bezier patches"; the
// Coons construction from the edges alone is ours (docs/views.md). A patch whose edges are straight
// at even speed is exactly bilinear and stays one quad.
//
// Glossary: *grid parameter* = (column + u, row + v) of a point, what the colors are interpolated
// at; *bucket* = a cell of a coarse grid over the mesh's bounds listing the quads that may cover it,
// so a pixel tests a few quads, not all of them.

package struct MeshTessellation: Sendable {
    private struct Quad: Sendable {
        /// Corners clockwise from the top-left: parameter (column, row), (+step, row), (+step, +step), (column, +step).
        var a: Point, b: Point, c: Point, d: Point
        var column: Double, row: Double, step: Double
        var minX: Double, minY: Double, maxX: Double, maxY: Double
    }

    package let mesh: MeshGrid
    /// The vertex colors in the mesh's blending space, converted once.
    private let values: [SIMD4<Double>]
    private var quads: [Quad] = []
    private var buckets: [[Int32]] = []
    private var origin = Point(x: 0, y: 0)
    private var bucketWidth = 1.0, bucketHeight = 1.0
    private var bucketColumns = 1, bucketRows = 1

    /// Quads per curved patch side, lowered for large meshes so a mesh never exceeds `maximumQuads`.
    static let subdivisions = 16
    static let maximumQuads = 65_536

    package init(_ mesh: MeshGrid) {
        self.mesh = mesh
        values = mesh.blendedValues
        let controls = mesh.resolvedControls
        let patches = (mesh.columns - 1) * (mesh.rows - 1)
        let curvedSide = max(2, min(Self.subdivisions, Int(Double(Self.maximumQuads / max(patches, 1)).squareRoot())))
        for row in 0..<(mesh.rows - 1) {
            for column in 0..<(mesh.columns - 1) {
                let patch = CoonsPatch(mesh, controls, column: column, row: row)
                let side = patch.isBilinear ? 1 : curvedSide
                let step = 1 / Double(side)
                for j in 0..<side {
                    for i in 0..<side {
                        let u0 = Double(i) * step, v0 = Double(j) * step
                        let a = patch.point(u0, v0), b = patch.point(u0 + step, v0)
                        let c = patch.point(u0 + step, v0 + step), d = patch.point(u0, v0 + step)
                        quads.append(Quad(a: a, b: b, c: c, d: d, column: Double(column) + u0, row: Double(row) + v0, step: step,
                                          minX: min(a.x, b.x, c.x, d.x), minY: min(a.y, b.y, c.y, d.y),
                                          maxX: max(a.x, b.x, c.x, d.x), maxY: max(a.y, b.y, c.y, d.y)))
                    }
                }
            }
        }
        buildBuckets()
    }

    /// The straight color at `p`: the vertex colors interpolated at its grid parameter, or the
    /// background outside every patch. Where patches fold over each other, the first in row-major
    /// order wins.
    package func straightColor(at p: Point) -> RGBA {
        guard let (column, row) = gridParameter(at: p) else { return mesh.background }
        return mesh.color(of: mesh.interpolate(values, atColumn: column, row: row))
    }

    package func gridParameter(at p: Point) -> (column: Double, row: Double)? {
        guard p.x.isFinite, p.y.isFinite else { return nil }
        let bx = Int(saturating: ((p.x - origin.x) / bucketWidth).rounded(.down)), by = Int(saturating: ((p.y - origin.y) / bucketHeight).rounded(.down))
        guard bx >= 0, by >= 0, bx < bucketColumns, by < bucketRows else { return nil }
        for index in buckets[by * bucketColumns + bx] {
            let quad = quads[Int(index)]
            guard p.x >= quad.minX - Self.slack, p.x <= quad.maxX + Self.slack,
                  p.y >= quad.minY - Self.slack, p.y <= quad.maxY + Self.slack,
                  let (u, v) = MeshGrid.inverseBilinear(p, quad.a, quad.b, quad.c, quad.d) else { continue }
            return (quad.column + u * quad.step, quad.row + v * quad.step)
        }
        return nil
    }

    /// Bounds are widened by this much so a point on a shared edge finds the first quad, as the
    /// inverse map's own tolerance does.
    private static let slack = 1e-7

    /// About as many buckets as quads (at most 64 × 64), each listing in ascending order the quads
    /// whose bounds touch it.
    private mutating func buildBuckets() {
        guard !quads.isEmpty else { buckets = [[]]; return }
        let minX = quads.map(\.minX).min()! - Self.slack, minY = quads.map(\.minY).min()! - Self.slack
        let maxX = quads.map(\.maxX).max()! + Self.slack, maxY = quads.map(\.maxY).max()! + Self.slack
        let side = min(64, max(1, Int(Double(quads.count).squareRoot().rounded(.up))))
        bucketColumns = side; bucketRows = side
        origin = Point(x: minX, y: minY)
        bucketWidth = max((maxX - minX) / Double(side), 1e-12)
        bucketHeight = max((maxY - minY) / Double(side), 1e-12)
        buckets = Array(repeating: [], count: side * side)
        func cell(_ value: Double, _ start: Double, _ size: Double) -> Int {
            min(side - 1, max(0, Int(saturating: ((value - start) / size).rounded(.down))))
        }
        for (index, quad) in quads.enumerated() {
            let x0 = cell(quad.minX - Self.slack, minX, bucketWidth), x1 = cell(quad.maxX + Self.slack, minX, bucketWidth)
            let y0 = cell(quad.minY - Self.slack, minY, bucketHeight), y1 = cell(quad.maxY + Self.slack, minY, bucketHeight)
            for y in y0...y1 { for x in x0...x1 { buckets[y * side + x].append(Int32(index)) } }
        }
    }
}

/// One patch: the Coons patch of its top, bottom, left and right cubic edges.
private struct CoonsPatch {
    let top: [Point], bottom: [Point], left: [Point], right: [Point]

    init(_ mesh: MeshGrid, _ controls: [MeshControlPoints], column: Int, row: Int) {
        let i00 = row * mesh.columns + column, i10 = i00 + 1, i01 = i00 + mesh.columns, i11 = i01 + 1
        let p = mesh.points
        top = [p[i00], controls[i00].trailing, controls[i10].leading, p[i10]]
        bottom = [p[i01], controls[i01].trailing, controls[i11].leading, p[i11]]
        left = [p[i00], controls[i00].bottom, controls[i01].top, p[i01]]
        right = [p[i10], controls[i10].bottom, controls[i11].top, p[i11]]
    }

    /// Every edge straight with its controls at the thirds: the patch is the bilinear quad of its corners.
    var isBilinear: Bool {
        func even(_ curve: [Point]) -> Bool {
            let start = curve[0], end = curve[3]
            let scale = max(abs(end.x - start.x), abs(end.y - start.y), 1e-9)
            func near(_ q: Point, _ t: Double) -> Bool {
                let x = start.x + (end.x - start.x) * t, y = start.y + (end.y - start.y) * t
                return abs(q.x - x) <= 1e-9 * scale && abs(q.y - y) <= 1e-9 * scale
            }
            return near(curve[1], 1.0 / 3) && near(curve[2], 2.0 / 3)
        }
        return even(top) && even(bottom) && even(left) && even(right)
    }

    func point(_ u: Double, _ v: Double) -> Point {
        let t = cubic(top, u), b = cubic(bottom, u), l = cubic(left, v), r = cubic(right, v)
        let p00 = top[0], p10 = top[3], p01 = bottom[0], p11 = bottom[3]
        func blend(_ k: KeyPath<Point, Double>) -> Double {
            (1 - v) * t[keyPath: k] + v * b[keyPath: k] + (1 - u) * l[keyPath: k] + u * r[keyPath: k]
                - ((1 - u) * (1 - v) * p00[keyPath: k] + u * (1 - v) * p10[keyPath: k]
                   + (1 - u) * v * p01[keyPath: k] + u * v * p11[keyPath: k])
        }
        // Exact corners, so quads of neighbouring patches share their vertices bit for bit.
        if u == 0, v == 0 { return p00 }
        if u == 1, v == 0 { return p10 }
        if u == 0, v == 1 { return p01 }
        if u == 1, v == 1 { return p11 }
        return Point(x: blend(\.x), y: blend(\.y))
    }

    private func cubic(_ q: [Point], _ t: Double) -> Point {
        let s = 1 - t
        let w0 = s * s * s, w1 = 3 * s * s * t, w2 = 3 * s * t * t, w3 = t * t * t
        return Point(x: w0 * q[0].x + w1 * q[1].x + w2 * q[2].x + w3 * q[3].x,
                     y: w0 * q[0].y + w1 * q[1].y + w2 * q[2].y + w3 * q[3].y)
    }
}
