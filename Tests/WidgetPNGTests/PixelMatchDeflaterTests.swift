import XCTest
import CPNG
import WidgetGeometry
@_spi(Benchmarks) @testable import WidgetPNG

/// `DeflateCompressor.pixelMatches` (`PixelMatchDeflater`, C inner loops in `CFastPNG`): every stream
/// inflates (zlib) to its input, every PNG decodes (libpng) to its pixmap, and the portable and
/// vector paths write the same bytes.
final class PixelMatchDeflaterTests: XCTestCase {
    static let encoding = PNGEncoding(filter: .fixed(.up), compressor: .pixelMatches)

    /// zlib's inflate gives back every input, as one unstructured row and as rows of several
    /// widths: empty, tiny, runs, noise (stored), a small alphabet without repeats (many
    /// 255-literal tokens, still coded), pixel patterns and a mix.
    func testZlibInflatesEveryInput() throws {
        var random = SeededGenerator(seed: 31)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let smallAlphabet = (0..<50_000).map { _ in UInt8(truncatingIfNeeded: random.next() % 16) }
        let runs = [UInt8](repeating: 0, count: 200_000)
        let pixels = (0..<150_001).map { i in [UInt8(7), 9, 200, 255][i % 4] }
        var mixed: [UInt8] = []
        for i in 0..<300 { mixed += i % 3 == 0 ? Array(noise[i * 50..<(i * 50 + 97)]) : [UInt8](repeating: UInt8(i % 7), count: 301) }
        var inputs: [(String, [UInt8])] = [("empty", []), ("one byte", [42]), ("noise", noise), ("small alphabet", smallAlphabet),
                                           ("runs", runs), ("pixels", pixels), ("mixed", mixed)]
        for length in 1...19 { inputs.append(("mixed prefix \(length)", Array(mixed.prefix(length)))) }
        for (name, input) in inputs {
            for channels in [3, 4] {
                for rowLength in [nil, 1 + channels, 1 + 7 * channels, 1 + 250 * channels] as [Int?] {
                    let compressed = try input.withUnsafeBytes {
                        try DeflateCompressor.pixelMatches.compress($0, bytesPerPixel: channels, rowLength: rowLength)
                    }
                    XCTAssertEqual(try inflate(compressed, expectedCount: input.count), input,
                                   "\(name), \(channels) channels, rows of \(rowLength.map(String.init) ?? "all") bytes")
                }
            }
        }
    }

    func testNoiseIsStoredAndRunsShrink() throws { try checkNoiseIsStoredAndRunsShrink(.pixelMatches) }

    /// Every kind of image, RGB (opaque) and RGBA, odd sizes included.
    func testPNGsDecodeToTheirPixels() throws { try checkPNGsDecodeToTheirPixels(Self.encoding, Self.images()) }

    func testSeededFuzzRoundTrips() throws { try checkSeededFuzzRoundTrips(Self.encoding, seed: 2027) }

    func testScalarAndVectorPathsWriteTheSameBytes() throws {
        try checkPathsWriteTheSameBytes(PixelMatchDeflater.self, Self.images())
    }

    func testConcurrentEncodesGiveTheSameBytes() throws {
        try checkConcurrentEncodesGiveTheSameBytes(Self.encoding, SampledRunDeflaterTests.patches(width: 301, height: 97, seed: 12))
    }

    /// Random, gradient, flat, clear and widget-like patches, opaque (RGB) and not, at sizes that
    /// end inside the vector path's 8-pixel steps (1×1, 1×N, N×1, widths 3…1014).
    static func images() throws -> [(String, Pixmap)] {
        var images: [(String, Pixmap)] = []
        var generator = SeededGenerator(seed: 78)
        for (w, h) in [(1, 1), (1, 17), (17, 1), (3, 5), (8, 3), (11, 4), (15, 9), (17, 13), (33, 7), (250, 40), (1014, 5)] {
            let seed = generator.next()
            images.append(("random opaque \(w)×\(h)", try TestImages.random(width: w, height: h, opaque: true, seed: seed)))
            images.append(("random \(w)×\(h)", try TestImages.random(width: w, height: h, opaque: false, seed: seed)))
            images.append(("gradient \(w)×\(h)", try TestImages.gradient(width: w, height: h)))
            images.append(("flat opaque \(w)×\(h)", try SampledRunDeflaterTests.flat(width: w, height: h, pixel: [40, 80, 120, 255])))
            images.append(("flat \(w)×\(h)", try SampledRunDeflaterTests.flat(width: w, height: h, pixel: [40, 80, 120, 200])))
            images.append(("clear \(w)×\(h)", try SampledRunDeflaterTests.flat(width: w, height: h, pixel: [0, 0, 0, 0])))
            images.append(("patches \(w)×\(h)", try SampledRunDeflaterTests.patches(width: w, height: h, seed: seed)))
        }
        return images
    }
}
