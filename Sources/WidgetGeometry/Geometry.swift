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
