import Foundation
import WidgetRender
import WidgetSnapshot

/// Golden comparison speed in megapixels per second (best of 5 runs) on a 1000×1000 scene: exact
/// on identical images (the memcmp path), exact and per-channel tolerant counting against a copy
/// with ten anti-aliased discs moved by one pixel (0.3 % of pixels change), and the perceptual
/// (pixelmatch) metric on the same pair, whose shifted edges exercise the anti-aliasing detector.
func snapshotBenchmarks() throws -> [String] {
    let size = 1_000
    let expected = try comparisonScene(size: size, shift: 0)
    let changed = try comparisonScene(size: size, shift: 1)
    let megapixels = Double(size * size) / 1_000_000
    func rate(_ label: String, _ comparison: ImageComparison, _ actual: Pixmap) -> String {
        var best = Double.infinity
        var differing = 0
        for _ in 0..<5 {
            let start = DispatchTime.now().uptimeNanoseconds
            differing = comparison.compare(expected: expected, actual: actual).differingPixelCount
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return String(format: "%@: %.1f MP/s (%.2f ms for %.0f MP, %d differing)", label, megapixels / best, best * 1000,
                      megapixels, differing)
    }
    return [
        rate("exact, identical", .exact, expected),
        rate("exact, changed", .exact, changed),
        rate("tolerant(perChannel: 2), changed", .tolerant(perChannel: 2), changed),
        rate("perceptual, identical", .perceptual(), expected),
        rate("perceptual, changed", .perceptual(), changed),
        rate("perceptual includeAA, changed", .perceptual(includeAA: true), changed),
    ]
}

/// An opaque gradient with anti-aliased discs; `shift` moves every tenth disc by a pixel.
private func comparisonScene(size: Int, shift: Int) throws -> Pixmap {
    var bytes = [UInt8](repeating: 255, count: size * size * 4)
    for y in 0..<size {
        for x in 0..<size {
            let i = (y * size + x) * 4
            bytes[i] = UInt8(x * 255 / size); bytes[i + 1] = UInt8(y * 255 / size); bytes[i + 2] = 180
        }
    }
    for disc in 0..<100 {
        let cx = Double((disc % 10) * 100 + 50 + (disc % 10 == 0 ? shift : 0)), cy = Double((disc / 10) * 100 + 50)
        for y in Int(cy) - 31...Int(cy) + 31 {
            for x in Int(cx) - 31...Int(cx) + 31 where x >= 0 && x < size && y >= 0 && y < size {
                let distance = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                let coverage = min(1, max(0, 30.5 - distance))
                let i = (y * size + x) * 4
                for c in 0..<3 { bytes[i + c] = UInt8((Double(bytes[i + c]) * (1 - coverage) + 20 * coverage).rounded()) }
            }
        }
    }
    return try Pixmap(width: size, height: size, premultipliedBytes: bytes)
}
