/// A path of straight and Bézier segments. Coordinates are in whatever space the
/// caller uses (points in layout, pixels in raster); `transformed` moves between them.
package struct VectorPath: Hashable, Codable, Sendable {
    package enum Element: Hashable, Codable, Sendable {
        case move(Point)
        case line(Point)
        case quad(Point, Point)          // control, end
        case cubic(Point, Point, Point)  // control 1, control 2, end
        case close
    }

    package private(set) var elements: [Element] = []
    package init() {}
    package init(elements: [Element]) { self.elements = elements }

    package var isEmpty: Bool { elements.isEmpty }

    package mutating func move(to p: Point) { elements.append(.move(p)) }
    package mutating func line(to p: Point) { elements.append(.line(p)) }
    package mutating func quad(to p: Point, control c: Point) { elements.append(.quad(c, p)) }
    package mutating func cubic(to p: Point, control1 c1: Point, control2 c2: Point) {
        elements.append(.cubic(c1, c2, p))
    }
    package mutating func close() { elements.append(.close) }
    package mutating func append(_ other: VectorPath) { elements.append(contentsOf: other.elements) }

    package func transformed(by t: Transform) -> VectorPath {
        if t.isIdentity { return self }
        return VectorPath(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(t.apply(p))
            case .line(let p): return .line(t.apply(p))
            case .quad(let c, let p): return .quad(t.apply(c), t.apply(p))
            case .cubic(let c1, let c2, let p): return .cubic(t.apply(c1), t.apply(c2), t.apply(p))
            case .close: return .close
            }
        })
    }

    /// Bounds of all points, control points included (a cheap superset of the exact bounds).
    package var controlBounds: Rect? {
        var xs: [Double] = [], ys: [Double] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .quad(let c, let p): xs += [c.x, p.x]; ys += [c.y, p.y]
            case .cubic(let c1, let c2, let p): xs += [c1.x, c2.x, p.x]; ys += [c1.y, c2.y, p.y]
            case .close: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
