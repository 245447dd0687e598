import WidgetGeometry

/// A clip mask: one coverage byte (A8, 0 = clipped away, 255 = fully kept) per canvas pixel.
/// Invariant: `coverage.count == width * height`, and every byte outside `bounds` is 0.
package struct Mask: Hashable, Sendable {
    package let width: Int
    package let height: Int
    /// Row-major coverage bytes.
    package private(set) var coverage: [UInt8]
    /// The pixels that may be non-zero; lets fills skip the rest.
    var bounds: IntRect

    /// The anti-aliased coverage of `path` (mapped by `transform` into pixels) on a width × height
    /// plane. Throws when the size is empty or too large (the same limits as `Pixmap`).
    package init(path: VectorPath, width: Int, height: Int, rule: FillRule = .nonZero,
                transform: Transform = .identity) throws {
        try Pixmap.checkSize(width: width, height: height)
        self.width = width
        self.height = height
        var bytes = [UInt8](repeating: 0, count: width * height)
        var touched: IntRect?
        let contours = path.transformed(by: transform).flattened(tolerance: EdgeList.tolerance)
        CoverageRenderer.render(contours, rule: rule, scale: 1, clip: IntRect(x0: 0, y0: 0, x1: width, y1: height),
                                scratch: RasterScratch()) { y, x, count, row in
            bytes.withUnsafeMutableBufferPointer { out in
                (out.baseAddress! + y * width + x).update(from: row, count: count)
            }
            let span = IntRect(x0: x, y0: y, x1: x + count, y1: y + 1)
            touched = touched.map { IntRect(x0: min($0.x0, span.x0), y0: min($0.y0, span.y0),
                                            x1: max($0.x1, span.x1), y1: max($0.y1, span.y1)) } ?? span
        }
        coverage = bytes
        bounds = touched ?? IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    }

    /// Given coverage bytes; every byte outside `bounds` must be 0.
    init(width: Int, height: Int, coverage: [UInt8], bounds: IntRect) {
        self.width = width; self.height = height; self.coverage = coverage; self.bounds = bounds
    }

    /// The pixels both masks keep: coverage multiplied, rounded to nearest. Nil when sizes differ.
    package func intersected(with other: Mask) -> Mask? {
        guard width == other.width, height == other.height else { return nil }
        var result = self
        result.bounds = bounds.intersection(other.bounds)
        for i in 0..<coverage.count {
            result.coverage[i] = UInt8(mul255(UInt32(coverage[i]), UInt32(other.coverage[i])))
        }
        if result.bounds.isEmpty { result.bounds = IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        return result
    }

    /// The coverage byte at (x, y); 0 outside the plane.
    package func value(x: Int, y: Int) -> UInt8 {
        guard x >= 0, x < width, y >= 0, y < height else { return 0 }
        return coverage[y * width + x]
    }
}
