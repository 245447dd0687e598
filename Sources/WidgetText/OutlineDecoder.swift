import CFreeType
import WidgetGeometry

/// Turns a FreeType outline in font units into a `VectorPath` in em units with y down.
///
/// FreeType reports each contour as move, then segments back to its start; it never emits
/// "close", so we close a contour when the next one starts and at the end.
enum OutlineDecoder {
    static func decode(_ outline: UnsafeMutablePointer<FT_Outline>, unitsPerEm: Double) -> VectorPath {
        let sink = Sink(scale: 1 / unitsPerEm)
        var funcs = FT_Outline_Funcs(
            move_to: { to, user in Sink.from(user).move(to); return 0 },
            line_to: { to, user in Sink.from(user).line(to); return 0 },
            conic_to: { control, to, user in Sink.from(user).quad(control, to); return 0 },
            cubic_to: { c1, c2, to, user in Sink.from(user).cubic(c1, c2, to); return 0 },
            shift: 0, delta: 0)
        withExtendedLifetime(sink) {
            _ = FT_Outline_Decompose(outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
        }
        sink.closeContour()
        return sink.path
    }

    private final class Sink {
        let scale: Double
        var path = VectorPath()
        var contourOpen = false
        init(scale: Double) { self.scale = scale }

        static func from(_ user: UnsafeMutableRawPointer?) -> Sink {
            Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
        }

        /// Font units (y up) → em (y down).
        func point(_ v: UnsafePointer<FT_Vector>?) -> Point {
            guard let v else { return .zero }
            return Point(x: Double(v.pointee.x) * scale, y: -Double(v.pointee.y) * scale)
        }

        func closeContour() {
            if contourOpen { path.close() }
            contourOpen = false
        }
        func move(_ to: UnsafePointer<FT_Vector>?) {
            closeContour()
            path.move(to: point(to))
            contourOpen = true
        }
        func line(_ to: UnsafePointer<FT_Vector>?) { path.line(to: point(to)) }
        func quad(_ c: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
            path.quad(to: point(to), control: point(c))
        }
        func cubic(_ c1: UnsafePointer<FT_Vector>?, _ c2: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) {
            path.cubic(to: point(to), control1: point(c1), control2: point(c2))
        }
    }
}
