import XCTest
import CPNG
import WidgetGeometry
@_spi(Benchmarks) @testable import WidgetPNG

/// The issue-16 `fast` encoder (`SampledRunDeflater`, kept for comparison in the benchmarks) and the
/// `fast` preset: every stream must inflate (zlib) to its input, every PNG must decode (libpng,
/// through `Pixmap(pngData:)`) to its pixmap.
final class SampledRunDeflaterTests: XCTestCase {
    /// zlib's inflate gives back every input: empty, tiny, runs, noise (falls back to stored
    /// blocks), pixel patterns, a mix, and lengths that end inside the 8-byte and 4-byte steps.
    func testZlibInflatesEveryInput() throws {
        var random = SeededGenerator(seed: 21)
        let noise = (0..<70_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        let runs = [UInt8](repeating: 0, count: 200_000)
        let pixels = (0..<150_001).map { i in [UInt8(7), 9, 200, 255][i % 4] }
        var mixed: [UInt8] = []
        for i in 0..<300 { mixed += i % 3 == 0 ? Array(noise[i * 50..<(i * 50 + 97)]) : [UInt8](repeating: UInt8(i % 7), count: 301) }
        var inputs: [(String, [UInt8])] = [("empty", []), ("one byte", [42]), ("noise", noise), ("runs", runs),
                                           ("pixels", pixels), ("mixed", mixed)]
        for length in 1...19 { inputs.append(("mixed prefix \(length)", Array(mixed.prefix(length)))) }
        for (name, input) in inputs {
            for distance in [3, 4] {
                let compressed = input.withUnsafeBytes { SampledRunDeflater(distance: distance).compress($0) }
                XCTAssertEqual(try inflate(compressed, expectedCount: input.count), input, "\(name), distance \(distance)")
            }
        }
    }

    /// Noise never grows by more than the stored blocks' 5 bytes per 64 KiB and the zlib wrapper;
    /// a repeated pixel costs a few bits per 258 bytes.
    func testNoiseIsStoredAndRunsShrink() {
        var random = SeededGenerator(seed: 5)
        let noise = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        XCTAssertLessThanOrEqual(noise.withUnsafeBytes { SampledRunDeflater(distance: 4).compress($0) }.count, 100_000 + 5 * 2 + 6)
        let pixels = (0..<100_000).map { i in [UInt8(7), 9, 200, 255][i % 4] }
        XCTAssertLessThan(pixels.withUnsafeBytes { SampledRunDeflater(distance: 4).compress($0) }.count, 400)
    }

    /// Seeded images of every kind the brief names: random (opaque and not), flat, gradients, alpha-0
    /// areas, 1×1, 1×N, N×1 and widths that are not multiples of 4, 8 or 16, through `fast`;
    /// decoded pixels must equal the input exactly (libpng reads it, zlib inflates its IDAT).
    func testFastPNGsDecodeToTheirPixelsOnManyImages() throws {
        var images: [(String, Pixmap)] = []
        var generator = SeededGenerator(seed: 77)
        for (w, h) in [(1, 1), (1, 17), (17, 1), (3, 5), (15, 9), (17, 13), (33, 7), (250, 40), (1014, 5)] {
            let seed = generator.next()
            images.append(("random opaque \(w)×\(h)", try TestImages.random(width: w, height: h, opaque: true, seed: seed)))
            images.append(("random \(w)×\(h)", try TestImages.random(width: w, height: h, opaque: false, seed: seed)))
            images.append(("gradient \(w)×\(h)", try TestImages.gradient(width: w, height: h)))
            images.append(("flat \(w)×\(h)", try Self.flat(width: w, height: h, pixel: [40, 80, 120, 200])))
            images.append(("clear \(w)×\(h)", try Self.flat(width: w, height: h, pixel: [0, 0, 0, 0])))
            images.append(("patches \(w)×\(h)", try Self.patches(width: w, height: h, seed: seed)))
        }
        for (name, pixmap) in images {
            let png = try pixmap.pngData(preset: .fast)
            XCTAssertEqual(try Pixmap(pngData: png), pixmap, name)
            XCTAssertEqual(png, try pixmap.pngData(preset: .fast), "\(name): same pixels, same bytes")
        }
    }

    /// Fuzz-ish: 200 seeded images of random size mixing flat areas, noise and transparent holes.
    func testSeededFuzzRoundTrips() throws {
        var generator = SeededGenerator(seed: 2026)
        for round in 0..<200 {
            let w = Int(generator.next() % 70) + 1, h = Int(generator.next() % 30) + 1
            let pixmap = try Self.patches(width: w, height: h, seed: generator.next())
            XCTAssertEqual(try Pixmap(pngData: try pixmap.pngData(preset: .fast)), pixmap, "round \(round), \(w)×\(h)")
        }
    }

    /// The new `fast` stream inflates to the same filtered scanlines as the former one (so the
    /// encoders differ in coding only), on widget-like content.
    func testSameScanlinesAsThePixelRunEncoder() throws {
        let pixmap = try Self.patches(width: 301, height: 120, seed: 9)
        let scanlines = try pixmap.pngFilteredScanlines(.fixed(.up))
        let fast = try scanlines.withUnsafeBytes { try DeflateCompressor.sampledRuns.compress($0, bytesPerPixel: 4) }
        XCTAssertEqual(try inflate(fast, expectedCount: scanlines.count), scanlines)
    }

    /// Flat fills, a few noisy patches (a "photo") and a transparent hole: what widgets look like.
    static func patches(width: Int, height: Int, seed: UInt64) throws -> Pixmap {
        var generator = SeededGenerator(seed: seed)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let background: [UInt8] = [UInt8(generator.next() % 200), 90, 160, 255]
        let holeX = Int(generator.next() % UInt64(width)), holeY = Int(generator.next() % UInt64(height))
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                if abs(x - holeX) < 3 && abs(y - holeY) < 3 { continue }  // alpha 0
                if (x / 8 + y / 5) % 3 == 0 {
                    let alpha = generator.next() % 4 == 0 ? UInt8(generator.next() % 256) : 255
                    for c in 0..<3 { bytes[i + c] = UInt8(generator.next() % (UInt64(alpha) + 1)) }
                    bytes[i + 3] = alpha
                } else {
                    for c in 0..<4 { bytes[i + c] = background[c] }
                    bytes[i + 1] = UInt8(truncatingIfNeeded: 90 + y)  // a vertical gradient channel
                }
            }
        }
        return try Pixmap(width: width, height: height, premultipliedBytes: bytes)
    }

    static func flat(width: Int, height: Int, pixel: [UInt8]) throws -> Pixmap {
        try Pixmap(width: width, height: height, premultipliedBytes: Array((0..<(width * height)).map { _ in pixel }.joined()))
    }
}
