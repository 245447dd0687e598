import Foundation
import WidgetGeometry

/// A comparison strategy, as a value: a pixel metric, how many differing pixels are allowed, and
/// regions that are ignored or held to a stricter comparison.
///
/// `exact` is the default: our renders are deterministic, so any changed byte is a change.
public struct ImageComparison: Hashable, Sendable {
    public var metric: PixelMetric
    public var allowance: DifferenceAllowance
    /// Applied in order; where regions overlap, the last one decides for a pixel.
    public var regions: [ComparisonRegion]

    public init(metric: PixelMetric, allowance: DifferenceAllowance = .none, regions: [ComparisonRegion] = []) {
        self.metric = metric; self.allowance = allowance; self.regions = regions
    }

    /// Every byte equal. Identical buffers are recognised by one `memcmp`, at memory speed.
    public static let exact = ImageComparison(metric: .exact)

    /// Channels may differ by `perChannel` (premultiplied 0…255); then up to `maxDifferingPixels` pixels may differ.
    public static func tolerant(perChannel: UInt8, maxDifferingPixels: Int = 0) -> ImageComparison {
        ImageComparison(metric: .perChannel(perChannel), allowance: .count(maxDifferingPixels))
    }

    /// Channels may differ by `perChannel`; then up to `ratio` (0…1) of all pixels may differ.
    public static func tolerant(perChannel: UInt8, ratio: Double) -> ImageComparison {
        ImageComparison(metric: .perChannel(perChannel), allowance: .ratio(ratio))
    }

    /// pixelmatch 7.x: YIQ distance above `threshold`, anti-aliased pixels skipped unless `includeAA`.
    /// `alpha` and the colors style the diff image exactly as pixelmatch's output.
    public static func perceptual(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                                  aaColor: DiffColor = DiffColor(255, 255, 0), diffColor: DiffColor = DiffColor(255, 0, 0),
                                  diffColorAlt: DiffColor? = nil, maxDifferingPixels: Int = 0) -> ImageComparison {
        ImageComparison(metric: .perceptual(PerceptualOptions(threshold: threshold, includeAA: includeAA, alpha: alpha,
                                                              aaColor: aaColor, diffColor: diffColor, diffColorAlt: diffColorAlt)),
                        allowance: .count(maxDifferingPixels))
    }

    /// The same comparison, with `rects` not compared at all (a clock, a live date).
    public func ignoring(_ rects: PixelRect...) -> ImageComparison {
        var copy = self
        copy.regions += rects.map { ComparisonRegion(rect: $0, rule: .ignore) }
        return copy
    }

    /// The same comparison, with `rect` held to `stricter` (its own metric and allowance).
    public func holding(_ rect: PixelRect, to stricter: ImageComparison) -> ImageComparison {
        var copy = self
        copy.regions.append(ComparisonRegion(rect: rect, rule: .compare(metric: stricter.metric, allowance: stricter.allowance)))
        return copy
    }
}

/// How many differing pixels still pass.
public enum DifferenceAllowance: Hashable, Sendable {
    case none
    case count(Int)
    /// A fraction (0…1) of the compared pixels.
    case ratio(Double)

    func allows(_ differing: Int, of total: Int) -> Bool {
        switch self {
        case .none: return differing == 0
        case .count(let limit): return differing <= limit
        case .ratio(let ratio): return Double(differing) <= ratio * Double(total)
        }
    }
}

/// A rectangle of the image with its own rule.
public struct ComparisonRegion: Hashable, Sendable {
    public enum Rule: Hashable, Sendable {
        case ignore
        case compare(metric: PixelMetric, allowance: DifferenceAllowance)
    }
    public var rect: PixelRect
    public var rule: Rule
    public init(rect: PixelRect, rule: Rule) { self.rect = rect; self.rule = rule }
}
