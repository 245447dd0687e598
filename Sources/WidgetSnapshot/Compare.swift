import Foundation
import WidgetGeometry

extension ImageComparison {
    /// Compares `actual` against `expected` (the golden). Never throws: images of different sizes
    /// are compared on the larger canvas, padded with transparent pixels, and fail.
    public func compare(expected: Pixmap, actual: Pixmap) -> ComparisonOutcome {
        let sameSize = expected.width == actual.width && expected.height == actual.height
        if sameSize && Self.bytesEqual(expected, actual) {
            return ComparisonOutcome(width: expected.width, height: expected.height, differingPixelCount: 0,
                                     boundingBox: nil, sizeMismatch: nil, passed: true, verdicts: nil)
        }
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let mismatch = sameSize ? nil : ComparisonOutcome.SizeMismatch(expected: (expected.width, expected.height),
                                                                       actual: (actual.width, actual.height))
        guard let e = sameSize ? expected : Self.padded(expected, width: width, height: height),
              let a = sameSize ? actual : Self.padded(actual, width: width, height: height) else {
            // The common canvas is over the pixmap limit: report every pixel as changed without comparing.
            return ComparisonOutcome(width: width, height: height, differingPixelCount: width * height,
                                     boundingBox: PixelRect(x: 0, y: 0, width: width, height: height),
                                     sizeMismatch: mismatch, passed: false, verdicts: nil)
        }

        var (verdicts, _) = metric.verdicts(expected: e, actual: a)
        // owner[i]: 0 for the base comparison, n for regions[n - 1]; the last region containing a pixel wins.
        var owner: [UInt16]? = nil
        if !regions.isEmpty {
            var map = [UInt16](repeating: 0, count: width * height)
            var regionVerdicts: [PixelMetric: [UInt8]] = [:]
            for (index, region) in regions.enumerated() {
                let rect = region.rect.clamped(toWidth: width, height: height)
                var source: [UInt8]? = nil
                if case .compare(let regionMetric, _) = region.rule {
                    if regionVerdicts[regionMetric] == nil {
                        regionVerdicts[regionMetric] = regionMetric.verdicts(expected: e, actual: a).verdicts
                    }
                    source = regionVerdicts[regionMetric]
                }
                for y in rect.y..<rect.maxY {
                    for x in rect.x..<rect.maxX {
                        let i = y * width + x
                        map[i] = UInt16(truncatingIfNeeded: index + 1)
                        verdicts[i] = source?[i] ?? PixelVerdict.same.rawValue
                    }
                }
            }
            owner = map
        }

        // Count per owner, and the bounding box of every counted difference.
        var differing = [Int](repeating: 0, count: regions.count + 1)
        var total = [Int](repeating: 0, count: regions.count + 1)
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let o = Int(owner?[i] ?? 0)
                total[o] += 1
                guard verdicts[i] >= PixelVerdict.differs.rawValue else { continue }
                differing[o] += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        var passed = sameSize && allowance.allows(differing[0], of: total[0])
        for (index, region) in regions.enumerated() {
            if case .compare(_, let regionAllowance) = region.rule,
               !regionAllowance.allows(differing[index + 1], of: total[index + 1]) {
                passed = false
            }
        }
        let count = differing.reduce(0, +)
        let box = count > 0 ? PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1) : nil
        return ComparisonOutcome(width: width, height: height, differingPixelCount: count, boundingBox: box,
                                 sizeMismatch: mismatch, passed: passed, verdicts: verdicts)
    }

    /// One `memcmp` over both buffers: the whole cost of comparing identical renders.
    static func bytesEqual(_ a: Pixmap, _ b: Pixmap) -> Bool {
        guard a.width == b.width, a.height == b.height else { return false }
        return a.withUnsafeBytes { pa in
            b.withUnsafeBytes { pb in
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return true }
                return memcmp(x, y, pa.count) == 0
            }
        }
    }

    /// `pixmap` on a larger transparent canvas, top-left aligned; nil when that canvas is over the limit.
    static func padded(_ pixmap: Pixmap, width: Int, height: Int) -> Pixmap? {
        guard (try? Pixmap.checkSize(width: width, height: height)) != nil else { return nil }
        guard var padded = try? Pixmap(width: width, height: height) else { return nil }
        for y in 0..<pixmap.height {
            padded.copyPixels(pixmap.width, from: pixmap, x: 0, y: y, toX: 0, y: y)
        }
        return padded
    }
}
