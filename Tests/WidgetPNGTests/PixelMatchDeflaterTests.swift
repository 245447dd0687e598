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

    /// Noise falls back to stored blocks; a repeated pixel costs a few bits per 258 bytes.
    func testNoiseIsStoredAndRunsShrink() throws {
        var random = SeededGenerator(seed: 6)
        let noise = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        XCTAssertLessThanOrEqual(try noise.withUnsafeBytes { try DeflateCompressor.pixelMatches.compress($0) }.count, 100_000 + 5 * 2 + 6)
        let pixels = (0..<100_000).map { i in [UInt8(7), 9, 200, 255][i % 4] }
        XCTAssertLessThan(try pixels.withUnsafeBytes { try DeflateCompressor.pixelMatches.compress($0) }.count, 400)
    }

    /// Every kind of image, RGB (opaque) and RGBA, odd sizes included: libpng decodes each PNG to
    /// exactly its pixmap, and a second encode gives the same bytes.
    func testPNGsDecodeToTheirPixels() throws {
        for (name, pixmap) in try Self.images() {
            let png = try pixmap.pngData(encoding: Self.encoding)
            XCTAssertEqual(try Pixmap(pngData: png), pixmap, name)
            XCTAssertEqual(png, try pixmap.pngData(encoding: Self.encoding), "\(name): same pixels, same bytes")
        }
    }

    /// 200 seeded images of random size mixing flat areas, noise and transparent holes.
    func testSeededFuzzRoundTrips() throws {
        var generator = SeededGenerator(seed: 2027)
        for round in 0..<200 {
            let w = Int(generator.next() % 70) + 1, h = Int(generator.next() % 30) + 1
            let pixmap = try SampledRunDeflaterTests.patches(width: w, height: h, seed: generator.next())
            XCTAssertEqual(try Pixmap(pngData: try pixmap.pngData(encoding: Self.encoding)), pixmap, "round \(round), \(w)×\(h)")
        }
    }

    /// The fused C filter writes exactly the rows `ScanlineSource` writes for the Up filter (so
    /// decoded pixels are those of every other encoder), on the portable and the vector path, and
    /// both paths give the same zlib stream, byte for byte.
    func testScalarAndVectorPathsWriteTheSameBytes() throws {
        let paths = [PixelMatchDeflater.scalarPath, PixelMatchDeflater.bestPath]
        for (name, pixmap) in try Self.images() {
            let source = try ScanlineSource(pixmap: pixmap)
            let expectedRows = source.filtered(with: .fixed(.up))
            var streams: [[UInt8]] = []
            for path in paths {
                var rows = [UInt8](repeating: 0, count: source.filteredByteCount)
                let capacity = PixelMatchDeflater.outputBound(inputCount: rows.count)
                let stream = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                    count = rows.withUnsafeMutableBufferPointer { filtered in
                        PixelMatchDeflater(path: path).compress(pixmap, channels: source.channels,
                                                                filtered: filtered.baseAddress!, into: buffer.baseAddress!)
                    }
                }
                XCTAssertEqual(rows, expectedRows, "\(name), path \(path): filtered rows")
                streams.append(stream)
            }
            XCTAssertEqual(streams[0], streams[1], "\(name): path \(paths[0]) and \(paths[1]) differ")
            XCTAssertEqual(try inflate(streams[0], expectedCount: expectedRows.count), expectedRows, name)
        }
    }

    /// Eight concurrent encodes of the same pixmap give the bytes of a serial one.
    func testConcurrentEncodesGiveTheSameBytes() throws {
        let pixmap = try SampledRunDeflaterTests.patches(width: 301, height: 97, seed: 12)
        let expected = try pixmap.pngData(encoding: Self.encoding)
        var results = [Data?](repeating: nil, count: 8)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: results.count) { index in
            let data = try? pixmap.pngData(encoding: Self.encoding)
            lock.lock(); results[index] = data; lock.unlock()
        }
        for (index, data) in results.enumerated() { XCTAssertEqual(data, expected, "encode \(index)") }
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
