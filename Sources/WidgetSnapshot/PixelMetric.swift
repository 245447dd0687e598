import WidgetGeometry

/// How two pixels are judged different. Exact and per-channel metrics read the premultiplied bytes
/// as stored; the perceptual metric reads straight color, as pixelmatch does.
public enum PixelMetric: Hashable, Sendable {
    /// Any byte differs.
    case exact
    /// Some premultiplied channel (r, g, b or a) differs by more than `perChannel`.
    /// Premultiplied, because that is what is blended: a change in a nearly transparent pixel is
    /// as small here as it looks.
    case perChannel(UInt8)
    /// pixelmatch's YIQ distance with anti-aliasing detection.
    case perceptual(PerceptualOptions)

    /// The verdict map of two equally sized pixmaps and its count of counted differences.
    func verdicts(expected: Pixmap, actual: Pixmap) -> (verdicts: [UInt8], count: Int) {
        switch self {
        case .exact: return ChannelMetric.verdicts(expected: expected, actual: actual, tolerance: 0)
        case .perChannel(let tolerance): return ChannelMetric.verdicts(expected: expected, actual: actual, tolerance: tolerance)
        case .perceptual(let options):
            return PerceptualMetric(options: options).verdicts(expected: StraightPixels(expected), actual: StraightPixels(actual))
        }
    }

    /// The diff-image colors this metric draws with (pixelmatch's defaults for the byte metrics).
    public var diffStyle: PerceptualOptions {
        if case .perceptual(let options) = self { return options }
        return PerceptualOptions()
    }
}

/// Per-channel comparison of premultiplied bytes, four bytes (one pixel) a step.
enum ChannelMetric {
    static func verdicts(expected: Pixmap, actual: Pixmap, tolerance: UInt8) -> (verdicts: [UInt8], count: Int) {
        let pixelCount = expected.width * expected.height
        var count = 0
        let verdicts = expected.withUnsafeBytes { e in
            actual.withUnsafeBytes { a in
                [UInt8](unsafeUninitializedCapacity: pixelCount) { out, initialized in
                    for i in 0..<pixelCount {
                        let p = e.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)
                        let q = a.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self)
                        var verdict = PixelVerdict.same
                        if p != q && exceeds(p, q, tolerance) {
                            verdict = .differs
                            count += 1
                        }
                        out[i] = verdict.rawValue
                    }
                    initialized = pixelCount
                }
            }
        }
        return (verdicts, count)
    }

    @inline(__always)
    static func exceeds(_ p: UInt32, _ q: UInt32, _ tolerance: UInt8) -> Bool {
        var shift: UInt32 = 0
        while shift < 32 {
            let x = Int((p >> shift) & 0xFF), y = Int((q >> shift) & 0xFF)
            if abs(x - y) > Int(tolerance) { return true }
            shift += 8
        }
        return false
    }
}
