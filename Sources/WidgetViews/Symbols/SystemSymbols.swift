import Foundation
import WidgetGeometry
import WidgetText
import WidgetResolved

/// Our own hand-drawn stand-ins for the first 18 SF Symbols (which are not redistributable),
/// designed in a box of `width` × `height` units and stored normalized to the unit square. They come
/// before the pinned icon set (`SymbolCatalog`), so renders that used them keep their pixels.
struct SystemSymbol {
    let name: String
    /// Width ÷ height of the design box.
    let aspectRatio: Double
    /// In the unit square, stretched to the symbol's frame.
    let unitPath: VectorPath

    static func named(_ name: String) -> SystemSymbol? { catalog[name] }

    static var names: [String] { catalog.keys.sorted() }

    /// The outline as a one-layer artwork in the foreground style (weight does not change it).
    var artwork: SymbolArtwork { SymbolArtwork(handDrawn: unitPath, aspectRatio: aspectRatio) }

    private init(_ name: String, width: Double, height: Double, _ build: (inout SymbolPath) -> Void) {
        var path = SymbolPath()
        build(&path)
        self.name = name
        self.aspectRatio = width / height
        self.unitPath = path.path.transformed(by: .scale(x: 1 / width, y: 1 / height))
    }

    private static let catalog: [String: SystemSymbol] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.name, $0) })

    private static let all: [SystemSymbol] = [
        SystemSymbol("heart.fill", width: 100, height: 90) { p in
            p.move(50, 90)
            p.curve(0, 30, 20, 70, 0, 52); p.curve(27, 0, 0, 12, 12, 0); p.curve(50, 16, 40, 0, 47, 8)
            p.curve(73, 0, 53, 8, 60, 0); p.curve(100, 30, 88, 0, 100, 12); p.curve(50, 90, 100, 52, 80, 70)
            p.close()
        },
        SystemSymbol("star.fill", width: 95.1, height: 90.45) { p in
            let points = (0..<10).map { i -> (Double, Double) in
                let angle = (-90 + Double(i) * 36) * .pi / 180, radius = i % 2 == 0 ? 50.0 : 20.0
                return (47.55 + radius * cos(angle), 50 + radius * sin(angle))
            }
            p.polygon(points)
        },
        SystemSymbol("bolt.fill", width: 84, height: 100) { p in
            p.polygon([(54, 0), (0, 58), (36, 58), (26, 100), (84, 40), (48, 40), (62, 0)])
        },
        SystemSymbol("drop.fill", width: 76, height: 100) { p in
            p.move(38, 0)
            p.curve(76, 65, 50, 20, 76, 42); p.curve(38, 100, 76, 86, 59, 100)
            p.curve(0, 65, 17, 100, 0, 86); p.curve(38, 0, 0, 42, 26, 20)
            p.close()
        },
        SystemSymbol("cup.and.saucer.fill", width: 100, height: 88) { p in
            p.move(8, 8); p.line(72, 8); p.line(72, 40)
            p.curve(40, 70, 72, 58, 58, 70); p.curve(8, 40, 22, 70, 8, 58); p.close()
            p.ring(cx: 76, cy: 28, outer: 14, inner: 8)
            p.roundedBar(x: 0, y: 76, width: 100, height: 12)
        },
        SystemSymbol("plus", width: 100, height: 100) { p in
            p.polygon([(42, 0), (58, 0), (58, 42), (100, 42), (100, 58), (58, 58), (58, 100), (42, 100),
                       (42, 58), (0, 58), (0, 42), (42, 42)])
        },
        SystemSymbol("checkmark", width: 100, height: 92) { p in
            p.polygon([(0, 56), (12, 44), (36, 68), (88, 0), (100, 12), (36, 92)])
        },
        SystemSymbol("xmark", width: 100, height: 100) { p in
            p.polygon([(0, 11), (11, 0), (50, 39), (89, 0), (100, 11), (61, 50), (100, 89), (89, 100),
                       (50, 61), (11, 100), (0, 89), (39, 50)])
        },
        SystemSymbol("clock", width: 100, height: 100) { p in
            p.ring(cx: 50, cy: 50, outer: 50, inner: 42)
            p.polygon([(46, 18), (54, 18), (54, 46), (76, 46), (76, 54), (46, 54)])
        },
        SystemSymbol("calendar", width: 100, height: 92) { p in
            p.polygon([(0, 0), (100, 0), (100, 92), (0, 92)])
            p.polygon([(8, 84), (92, 84), (92, 26), (8, 26)])  // counter-clockwise: a hole
            for (x, y) in [(18.0, 36.0), (44.0, 36.0), (70.0, 36.0), (18.0, 60.0), (44.0, 60.0), (70.0, 60.0)] {
                p.polygon([(x, y), (x + 12, y), (x + 12, y + 12), (x, y + 12)])
            }
        },
        SystemSymbol("flame.fill", width: 80, height: 100) { p in
            p.move(40, 0)
            p.curve(80, 60, 50, 25, 80, 35); p.curve(40, 100, 80, 85, 62, 100)
            p.curve(0, 62, 18, 100, 0, 85); p.curve(20, 28, 0, 45, 10, 38)
            p.curve(26, 50, 20, 40, 22, 46); p.curve(40, 0, 34, 30, 44, 15)
            p.close()
        },
        SystemSymbol("leaf.fill", width: 100, height: 100) { p in
            p.move(4, 100); p.line(10, 90)
            p.curve(100, 0, 0, 40, 40, 0); p.curve(16, 96, 100, 60, 60, 100)
            p.line(8, 100); p.close()
        },
        SystemSymbol("person.fill", width: 90, height: 100) { p in
            p.ellipse(cx: 45, cy: 24, rx: 22, ry: 24)
            p.move(0, 100); p.curve(45, 56, 0, 72, 20, 56); p.curve(90, 100, 70, 56, 90, 72); p.close()
        },
        SystemSymbol("moon.fill", width: 100, height: 100) { p in p.crescent() },
        SystemSymbol("sun.max.fill", width: 100, height: 100) { p in
            p.ellipse(cx: 50, cy: 50, rx: 22, ry: 22)
            for ray in 0..<8 {
                let angle = Double(ray) * .pi / 4, (c, s) = (cos(angle), sin(angle))
                let corners = [(-4.0, 32.0), (4.0, 32.0), (4.0, 48.0), (-4.0, 48.0)].map { (u, v) in
                    (50 + u * c - v * s, 50 + u * s + v * c)
                }
                p.polygon(corners)
            }
        },
        SystemSymbol("bell.fill", width: 90, height: 100) { p in
            p.move(45, 6); p.curve(77, 40, 65, 6, 77, 20); p.line(77, 62); p.line(90, 80); p.line(0, 80)
            p.line(13, 62); p.line(13, 40); p.curve(45, 6, 13, 20, 25, 6); p.close()
            p.ellipse(cx: 45, cy: 90, rx: 10, ry: 10)
            p.ellipse(cx: 45, cy: 6, rx: 6, ry: 6)
        },
        SystemSymbol("circle.fill", width: 100, height: 100) { p in p.ellipse(cx: 50, cy: 50, rx: 50, ry: 50) },
        SystemSymbol("square.fill", width: 100, height: 100) { p in p.polygon([(0, 0), (100, 0), (100, 100), (0, 100)]) },
    ]
}

/// A small path-building vocabulary in design units; clockwise (on screen) outlines fill,
/// counter-clockwise ones inside them cut holes (nonzero winding).
private struct SymbolPath {
    var path = VectorPath()

    mutating func move(_ x: Double, _ y: Double) { path.move(to: Point(x: x, y: y)) }
    mutating func line(_ x: Double, _ y: Double) { path.line(to: Point(x: x, y: y)) }
    /// End point, then the two control points.
    mutating func curve(_ x: Double, _ y: Double, _ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double) {
        path.cubic(to: Point(x: x, y: y), control1: Point(x: c1x, y: c1y), control2: Point(x: c2x, y: c2y))
    }
    mutating func close() { path.close() }

    mutating func polygon(_ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        move(first.0, first.1)
        for point in points.dropFirst() { line(point.0, point.1) }
        close()
    }

    mutating func ellipse(cx: Double, cy: Double, rx: Double, ry: Double) {
        path.append(.ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry)))
    }

    /// A clockwise arc of `sweep` radians from `start` (angles clockwise on screen from +x).
    mutating func arc(cx: Double, cy: Double, r: Double, start: Double, sweep: Double) {
        let segments = max(1, min(Path.maximumArcSegments, Int(saturating: (abs(sweep) / (.pi / 2)).rounded(.up))))
        let step = sweep / Double(segments), k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<segments {
            let a0 = start + Double(i) * step, a1 = a0 + step
            curve(cx + r * cos(a1), cy + r * sin(a1),
                  cx + r * (cos(a0) - k * sin(a0)), cy + r * (sin(a0) + k * cos(a0)),
                  cx + r * (cos(a1) + k * sin(a1)), cy + r * (sin(a1) - k * cos(a1)))
        }
    }

    /// An annulus: the outer circle clockwise, the inner one counter-clockwise.
    mutating func ring(cx: Double, cy: Double, outer: Double, inner: Double) {
        move(cx + outer, cy); arc(cx: cx, cy: cy, r: outer, start: 0, sweep: 2 * .pi); close()
        move(cx + inner, cy); arc(cx: cx, cy: cy, r: inner, start: 0, sweep: -2 * .pi); close()
    }

    mutating func roundedBar(x: Double, y: Double, width: Double, height: Double) {
        let r = height / 2
        move(x + r, y); line(x + width - r, y)
        arc(cx: x + width - r, cy: y + r, r: r, start: -.pi / 2, sweep: .pi)
        line(x + r, y + height)
        arc(cx: x + r, cy: y + r, r: r, start: .pi / 2, sweep: .pi)
        close()
    }

    /// The moon: a disc (center 50,50, r 50) minus a disc of radius 40 centered up-right at
    /// (78, 30); the outline is the big circle's far arc, then the small circle's arc inside it.
    mutating func crescent() {
        let (c1x, c1y, r1) = (50.0, 50.0, 50.0), (c2x, c2y, r2) = (78.0, 30.0, 40.0)
        let dx = c2x - c1x, dy = c2y - c1y, d = (dx * dx + dy * dy).squareRoot()
        let axis = atan2(dy, dx)
        // Half-angle of the chord seen from each center (law of cosines).
        let phi1 = acos((r1 * r1 + d * d - r2 * r2) / (2 * r1 * d))
        let phi2 = acos((r2 * r2 + d * d - r1 * r1) / (2 * r2 * d))
        let start = axis + phi1
        move(c1x + r1 * cos(start), c1y + r1 * sin(start))
        arc(cx: c1x, cy: c1y, r: r1, start: start, sweep: 2 * .pi - 2 * phi1)
        // Back along the small circle, through its point nearest the big circle's center.
        arc(cx: c2x, cy: c2y, r: r2, start: axis + .pi + phi2, sweep: -2 * phi2)
        close()
    }
}
