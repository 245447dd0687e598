import WidgetGeometry

/// A pixel rectangle [x0, x1) × [y0, y1). Invariant when non-empty: x0 < x1 and y0 < y1.
struct IntRect: Hashable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ other: IntRect) -> IntRect {
        IntRect(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The pixels touched by a device-space rect: its bounds rounded outward, clamped to ±2²⁴ so
    /// huge or non-finite input converts to Int safely.
    init(covering rect: Rect) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -16_777_216), 16_777_216) }
        x0 = Int(clamp(rect.minX).rounded(.down)); y0 = Int(clamp(rect.minY).rounded(.down))
        x1 = Int(clamp(rect.maxX).rounded(.up)); y1 = Int(clamp(rect.maxY).rounded(.up))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) { self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1 }
}

/// The length of the vector (x, y).
@inline(__always) func hypot2(_ x: Double, _ y: Double) -> Double { (x * x + y * y).squareRoot() }
