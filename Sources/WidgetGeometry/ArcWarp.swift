import Foundation

/// A horizontal band bent onto a circle, as watchOS sets a complication's label along the bezel:
/// the band's middle line (at `radius` below `center`) becomes the arc of that radius, distance
/// along the band becomes arc length from the point straight below the center (`middleX` lands
/// there), and distance below the middle line becomes distance outward. Letters stay upright
/// toward the center, and the text reads left to right along the bottom (docs/views.md).
package struct ArcWarp: Hashable, Codable, Sendable {
    package var center: Point
    package var radius: Double
    package var middleX: Double

    package init(center: Point, radius: Double, middleX: Double) {
        self.center = center; self.radius = radius; self.middleX = middleX
    }

    /// The band point drawn at `p`; nil at the center and on the far side of the circle (more than
    /// half a turn from the bottom), where no band point lands.
    package func source(of p: Point) -> Point? {
        let dx = p.x - center.x, dy = p.y - center.y
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 0, radius > 0 else { return nil }
        // 0 straight below the center, growing toward +x (counterclockwise on screen).
        let angle = atan2(dx, dy)
        guard abs(angle) < .pi else { return nil }
        return Point(x: middleX + angle * radius, y: center.y + distance)
    }

    /// The band point `q` drawn bent (the inverse of `source`).
    package func destination(of q: Point) -> Point {
        let angle = (q.x - middleX) / radius, distance = q.y - center.y
        return Point(x: center.x + distance * sin(angle), y: center.y + distance * cos(angle))
    }
}
