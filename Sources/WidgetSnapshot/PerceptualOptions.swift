/// The options of the perceptual metric, with pixelmatch 7.x's names and defaults.
public struct PerceptualOptions: Hashable, Sendable {
    /// Matching threshold in 0…1; smaller is more sensitive. Compared against the YIQ distance
    /// scaled so that 1 is the largest possible difference (35215, black vs white).
    public var threshold: Double
    /// Count anti-aliased pixels as differences instead of detecting and skipping them.
    public var includeAA: Bool
    /// Opacity of the faded expected image under the highlights of the diff image.
    public var alpha: Double
    /// Diff-image color of pixels skipped as anti-aliasing (straight RGB).
    public var aaColor: DiffColor
    /// Diff-image color of counted differences.
    public var diffColor: DiffColor
    /// Diff-image color of counted differences where the actual pixel is darker; `nil`: `diffColor`.
    public var diffColorAlt: DiffColor?

    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: DiffColor = DiffColor(255, 255, 0), diffColor: DiffColor = DiffColor(255, 0, 0),
                diffColorAlt: DiffColor? = nil) {
        self.threshold = threshold; self.includeAA = includeAA; self.alpha = alpha
        self.aaColor = aaColor; self.diffColor = diffColor; self.diffColorAlt = diffColorAlt
    }
}

/// An opaque highlight color of the diff image.
public struct DiffColor: Hashable, Sendable {
    public var r: UInt8, g: UInt8, b: UInt8
    public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
}
