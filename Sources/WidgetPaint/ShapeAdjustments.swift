import Foundation
import WidgetGeometry
import WidgetResolved
import WidgetDisplayList

// SwiftUI's shape modifiers (`inset(by:)`, `offset`, `rotation`, `scale`) applied to a display-list
// shape's outline. They change the outline only, never the frame the shape was laid out in.

extension VectorPath {
    /// `base` in `frame`, then adjusted. Insetting shrinks the frame and a rounded rectangle's radii
    /// by the same amount (SwiftUI's `InsettableShape` keeps the outline concentric); the transforms
    /// map the outline about an anchor of the original frame.
    static func adjustedShape(_ base: DisplayShape, _ adjustment: ShapeAdjustment, in frame: Rect) -> VectorPath {
        switch adjustment {
        case .inset(let amount):
            let dx = min(amount, frame.width / 2), dy = min(amount, frame.height / 2)
            let inner = frame.insetBy(dx: dx, dy: dy)
            return shape(base.insetCorners(by: amount), in: inner)
        case .offset(let x, let y):
            return shape(base, in: frame).transformed(by: .translation(x: x, y: y))
        case .rotation(let degrees, let anchor):
            let pivot = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            return shape(base, in: frame).transformed(by: Transform.rotation(radians: degrees * .pi / 180).about(pivot))
        case .scale(let x, let y, let anchor):
            let pivot = Point(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
            return shape(base, in: frame).transformed(by: Transform.scale(x: x, y: y).about(pivot))
        }
    }
}

extension DisplayShape {
    /// The same kind with every rounded corner's radius reduced by `amount` (not below zero).
    func insetCorners(by amount: Double) -> DisplayShape {
        switch self {
        case .roundedRectangle(let w, let h, let style):
            return .roundedRectangle(cornerWidth: max(0, w - amount), cornerHeight: max(0, h - amount), style: style)
        case .unevenRoundedRectangle(let r, let style):
            return .unevenRoundedRectangle(
                CornerRadiiValue(topLeading: max(0, r.topLeading - amount), bottomLeading: max(0, r.bottomLeading - amount),
                                 bottomTrailing: max(0, r.bottomTrailing - amount),
                                 topTrailing: max(0, r.topTrailing - amount)), style: style)
        default:
            return self
        }
    }
}
