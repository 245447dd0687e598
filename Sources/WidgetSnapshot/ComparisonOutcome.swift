/// What comparing two pixmaps found.
public struct ComparisonOutcome: Sendable {
    /// Size of the compared canvas: the larger of the two images on each axis.
    public let width: Int
    public let height: Int
    /// Counted differing pixels (anti-aliasing skipped by the perceptual metric and ignored regions excluded).
    public let differingPixelCount: Int
    /// The smallest rectangle holding every counted difference; nil when there is none.
    public let boundingBox: PixelRect?
    /// Set when the two images are not the same size: that alone fails the comparison.
    public let sizeMismatch: SizeMismatch?
    /// Whether the comparison's allowance (and every region's) accepts the differences.
    public let passed: Bool
    /// One `PixelVerdict` a pixel, row-major over the canvas; nil when the images are byte-identical.
    let verdicts: [UInt8]?

    public struct SizeMismatch: Hashable, Sendable {
        public let expected: (width: Int, height: Int)
        public let actual: (width: Int, height: Int)
        public static func == (l: SizeMismatch, r: SizeMismatch) -> Bool {
            l.expected == r.expected && l.actual == r.actual
        }
        public func hash(into hasher: inout Hasher) {
            hasher.combine(expected.width); hasher.combine(expected.height)
            hasher.combine(actual.width); hasher.combine(actual.height)
        }
    }

    public var differingRatio: Double { Double(differingPixelCount) / Double(max(1, width * height)) }

    /// "1,234 pixels differ (0.6 %), within 70×25 at (10, 20)", or the size mismatch.
    public var summary: String {
        var parts: [String] = []
        if let sizeMismatch {
            parts.append("size differs: expected \(sizeMismatch.expected.width)×\(sizeMismatch.expected.height), "
                         + "actual \(sizeMismatch.actual.width)×\(sizeMismatch.actual.height)")
        }
        let percent = (differingRatio * 1000).rounded() / 10
        let noun = differingPixelCount == 1 ? "pixel differs" : "pixels differ"
        var pixels = "\(differingPixelCount) \(noun) (\(percent) % of \(width)×\(height))"
        if let boundingBox { pixels += ", within \(boundingBox)" }
        parts.append(pixels)
        return parts.joined(separator: "; ")
    }
}
