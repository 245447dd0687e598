/// An axis-aligned rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// Invariant: width and height are ≥ 0 (the initializer clamps negatives to an empty rect).
public struct PixelRect: Hashable, Codable, Sendable, CustomStringConvertible {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y
        self.width = max(0, width); self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var isEmpty: Bool { width == 0 || height == 0 }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The part of `self` inside a `width × height` image.
    func clamped(toWidth imageWidth: Int, height imageHeight: Int) -> PixelRect {
        let x0 = min(max(x, 0), imageWidth), y0 = min(max(y, 0), imageHeight)
        let x1 = min(max(maxX, 0), imageWidth), y1 = min(max(maxY, 0), imageHeight)
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// "70×25 at (10, 20)".
    public var description: String { "\(width)×\(height) at (\(x), \(y))" }
}
